; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s \
; RUN:   | FileCheck %s --check-prefix=O0
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-reread-returndatasize=false < %s | FileCheck %s --check-prefix=OFF
; A RETURNDATASIZE is read again at each use of its value when no call
; lies on a path from the read to the use (EVMRemat::Reread,
; docs/design.md): 2 gas where a DUP of the value kept costs 3, and no
; stack slot (@reread: in its block, across a branch, at -O0 too, where
; it is not kept in a frame slot). A call between them keeps the value:
; an external call (@kept), a function of the contract (@internal_call),
; one later in a loop whose next round uses the value again (@loop).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.staticcall(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.evm.gas()

define void @__entry() noreturn {
  unreachable
}

define void @g() {
  store i256 1, ptr addrspace(5) inttoptr (i256 9 to ptr addrspace(5))
  ret void
}

; CHECK-LABEL: reread:
; CHECK:       STATICCALL
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  SSTORE
; CHECK:       JUMPI
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  SSTORE
; CHECK-NEXT: .LBB{{[0-9_]+}}:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  ADD
; O0-LABEL:    reread:
; O0:          RETURNDATASIZE
; O0-NEXT:     PUSH0
; O0-NEXT:     SSTORE
; O0:          RETURNDATASIZE
; O0-NEXT:     PUSH1 0x1
; O0-NEXT:     SSTORE
; O0:          MLOAD
; O0-NEXT:     RETURNDATASIZE
; O0-NEXT:     ADD
; OFF-LABEL:   reread:
; OFF:         RETURNDATASIZE
; OFF-NEXT:    DUP1
; OFF-NEXT:    PUSH0
; OFF-NEXT:    SSTORE
; OFF-NOT:     RETURNDATASIZE
; OFF:         .Lfunc_end
define void @reread(i256 %to, i256 %c) {
entry:
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.staticcall(i256 %g, i256 %to, ptr addrspace(1) null, i256 0, ptr addrspace(1) null, i256 0)
  %r = call i256 @llvm.evm.returndatasize()
  store i256 %r, ptr addrspace(5) null
  %cc = icmp ne i256 %c, 0
  br i1 %cc, label %then, label %done
then:
  store i256 %r, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5))
  br label %done
done:
  %s = add i256 %r, %ok
  store i256 %s, ptr addrspace(5) inttoptr (i256 2 to ptr addrspace(5))
  ret void
}

; CHECK-LABEL: kept:
; CHECK:       STATICCALL
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  DUP1
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  SSTORE
; CHECK-NOT:   RETURNDATASIZE
; CHECK:       .Lfunc_end
define void @kept(i256 %to) {
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.staticcall(i256 %g, i256 %to, ptr addrspace(1) null, i256 0, ptr addrspace(1) null, i256 0)
  %r = call i256 @llvm.evm.returndatasize()
  store i256 %r, ptr addrspace(5) null
  %g2 = call i256 @llvm.evm.gas()
  %ok2 = call i256 @llvm.evm.staticcall(i256 %g2, i256 %to, ptr addrspace(1) null, i256 0, ptr addrspace(1) null, i256 0)
  store i256 %r, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5))
  ret void
}

; CHECK-LABEL: internal_call:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  DUP1
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  SSTORE
; CHECK-NOT:   RETURNDATASIZE
; CHECK:       .Lfunc_end
define void @internal_call(i256 %to) {
  %r = call i256 @llvm.evm.returndatasize()
  store i256 %r, ptr addrspace(5) null
  call void @g()
  store i256 %r, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5))
  ret void
}

; CHECK-LABEL: loop:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  PUSH0
; CHECK-NEXT: .LBB{{[0-9_]+}}:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  SSTORE
; CHECK-NOT:   RETURNDATASIZE
; CHECK:       .Lfunc_end
define void @loop(i256 %to, i256 %n) {
entry:
  %r = call i256 @llvm.evm.returndatasize()
  br label %body
body:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %p = inttoptr i256 %i to ptr addrspace(5)
  store i256 %r, ptr addrspace(5) %p
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.staticcall(i256 %g, i256 %to, ptr addrspace(1) null, i256 0, ptr addrspace(1) null, i256 0)
  %i1 = add i256 %i, 1
  %more = icmp ult i256 %i1, %n
  br i1 %more, label %body, label %exit
exit:
  ret void
}
