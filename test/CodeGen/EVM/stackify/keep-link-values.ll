; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-keep-link-values=false < %s | FileCheck %s --check-prefix=OFF
; In a function optimised for size, an immutable (PUSH32 of its
; placeholder) or a library address (PUSH20) used more than once is kept on
; the stack and DUPed, not pushed at each use
; (EVMValuePlacement::recordRemats, docs/design.md); one used once, and
; every one in a function not optimised for size, is pushed where it is
; used (mc/link-values.ll). Memory-unsafe code pushes them at each use
; too (yul/exec/immutable-kept.yul).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @llvm.evm.linkersymbol(metadata)
declare i256 @llvm.evm.memoryguard(i256)

define void @__entry() noreturn {
  %p = call i256 @llvm.evm.memoryguard(i256 128)
  unreachable
}

; CHECK-LABEL: size:
; CHECK-COUNT-1: PUSH32 evm.immutable.owner
; CHECK-COUNT-1: PUSH20 "evm.linkersymbol.lib.sol:L"
; CHECK-NOT:     PUSH32 evm.immutable.owner
; CHECK-NOT:     PUSH20
; CHECK-LABEL: speed:
; OFF-LABEL: size:
; OFF-COUNT-3: PUSH32 evm.immutable.owner
; OFF-LABEL: speed:
define void @size(i256 %x) optsize {
entry:
  %owner = call i256 @llvm.evm.loadimmutable(metadata !"owner")
  %lib = call i256 @llvm.evm.linkersymbol(metadata !"lib.sol:L")
  %c = icmp eq i256 %x, %owner
  br i1 %c, label %yes, label %no
yes:
  store i256 %owner, ptr addrspace(5) null
  store i256 %lib, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5))
  br label %done
no:
  %sum = add i256 %x, %owner
  store i256 %sum, ptr addrspace(5) null
  store i256 %lib, ptr addrspace(5) inttoptr (i256 2 to ptr addrspace(5))
  br label %done
done:
  ret void
}

; CHECK-COUNT-3: PUSH32 evm.immutable.owner
; OFF-COUNT-3:   PUSH32 evm.immutable.owner
define void @speed(i256 %x) {
entry:
  %owner = call i256 @llvm.evm.loadimmutable(metadata !"owner")
  %c = icmp eq i256 %x, %owner
  br i1 %c, label %yes, label %no
yes:
  store i256 %owner, ptr addrspace(5) null
  br label %done
no:
  %sum = add i256 %x, %owner
  store i256 %sum, ptr addrspace(5) null
  br label %done
done:
  ret void
}
