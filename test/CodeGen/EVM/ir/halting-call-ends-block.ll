; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=unreachableblockelim,1 %s -o - | FileCheck %s
; RUN: %llc -march=evm -O1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: %llc -march=evm -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; A call of a builtin that ends execution ends its block (EVMLowerIntrinsics):
; what follows it is `unreachable`, and blocks only reached from there go
; (the unreachable-block elimination after it).
; The middle end may leave code after one, as the builtins are not
; `noreturn` (the IR outliner's functions return after the RETURN they took
; from a getter); the block stack layouts give a block that halts no exit,
; so `exit`, reached only from after the RETURN, had no stack to start
; from ("stack too deep: cannot schedule block 'exit'"). A call that is
; already followed by `unreachable` is left as it is.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)
declare void @llvm.evm.return(i256, i256)
declare void @llvm.evm.revert(i256, i256)

; CHECK-LABEL: define void @__entry()
; CHECK:         call void @llvm.evm.return(i256 0, i256 32)
; CHECK-NEXT:    unreachable
; CHECK-NEXT:  }
; CHECK-LABEL: define internal void @give(
; CHECK:       body:
; CHECK:         call void @llvm.evm.return(i256 0, i256 32)
; CHECK-NEXT:    unreachable
; CHECK-NOT:   exit:
; CHECK:       }
; ASM-LABEL: give:
; ASM:         RETURN
; ASM-NOT:     JUMP
; ASM:       .Lfunc_end
define internal void @give(i256 %x) noinline {
entry:
  br label %body

body:
  %y = add i256 %x, 1
  store i256 %y, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  br label %exit

exit:
  ret void
}

; CHECK-LABEL: define internal i256 @refuse(
; CHECK:         call void @llvm.evm.revert(i256 0, i256 32)
; CHECK-NEXT:    unreachable
; CHECK-NEXT:  }
define internal i256 @refuse(i256 %x) noinline {
  %y = mul i256 %x, 3
  store i256 %y, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  %z = add i256 %y, 1
  ret i256 %z
}

define void @__entry() {
  %x = call i256 @llvm.evm.calldataload(i256 0)
  call void @give(i256 %x)
  %r = call i256 @refuse(i256 %x)
  store i256 %r, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable
}
