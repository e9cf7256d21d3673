; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; Calls through function pointers (docs/calling-convention.md): a function's
; address is its JUMPDEST, pushed as a label. The caller pushes the return
; label, the arguments and, on top, the callee's address, then jumps. A
; function that may be reached again through a pointer while it is active
; is recursive: @rec calls through a pointer, and its own address is taken,
; so it saves its frame like a directly recursive function (which callees a
; pointer can reach: indirect-call-targets.ll).

define void @__entry() noreturn {
; CHECK-LABEL: __entry:
; CHECK-NEXT: PUSH .Lret0
; CHECK-NEXT: PUSH1 0x15
; CHECK-NEXT: PUSH twice
; CHECK-NEXT: PUSH apply
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret1
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH rec
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret2
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: PUSH pick
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret3
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret3:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %x = call i256 @apply(ptr @twice, i256 21)
  %y = call i256 @rec(i256 %x)
  %p = call ptr @pick(i1 true)
  %z = call i256 %p(i256 %y)
  call void @llvm.evm.return(ptr addrspace(1) null, i256 %z)
  unreachable
}

define i256 @twice(i256 %x) {
; CHECK-LABEL: twice:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: SHL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = shl i256 %x, 1
  ret i256 %r
}

define i256 @apply(ptr %f, i256 %x) {
; CHECK-LABEL: apply:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret4
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret4:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 %f(i256 %x)
  %s = add i256 %r, 1
  ret i256 %s
}

define ptr @pick(i1 %c) {
; CHECK-LABEL: pick:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: AND
; CHECK-NEXT: PUSH rec
; CHECK-NEXT: PUSH twice
; CHECK-NEXT: XOR
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH rec
; CHECK-NEXT: XOR
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %f = select i1 %c, ptr @twice, ptr @rec
  ret ptr %f
}

define i256 @rec(i256 %n) {
; CHECK-LABEL: rec:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.rec
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH .Lframe.rec
; CHECK-NEXT: MSTORE
; CHECK-NEXT: DUP1
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB4_2
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: SWAP1
; CHECK-NEXT: SUB
; CHECK-NEXT: PUSH .Lret5
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH pick
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret5:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret6
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret6:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.rec
; CHECK-NEXT: MLOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH .Lframe.rec
; CHECK-NEXT: MSTORE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB4_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: POP
; CHECK-NEXT: PUSH0
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH .Lframe.rec
; CHECK-NEXT: MSTORE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  %slot = alloca i256
  store i256 %n, ptr %slot
  %z = icmp eq i256 %n, 0
  br i1 %z, label %done, label %again
again:
  %m = sub i256 %n, 1
  %p = call ptr @pick(i1 false)
  %r = call i256 %p(i256 %m)
  %v = load i256, ptr %slot
  %s = add i256 %r, %v
  ret i256 %s
done:
  ret i256 0
}

declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
