; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; Internal calls (docs/calling-convention.md): the caller pushes the return
; label, then the arguments (argument 0 on top) and jumps; the callee
; leaves its results (result 0 on top) and jumps back to the label, which
; it swaps up from below the results.

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256)
declare void @llvm.evm.revert(ptr addrspace(1), i256)

define void @__entry() noreturn {
; CHECK-LABEL: __entry:
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH .Lret0
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: DUP3
; CHECK-NEXT: PUSH sub
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret1
; CHECK-NEXT: PUSH1 0xa
; CHECK-NEXT: DUP3
; CHECK-NEXT: PUSH divmod
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH .Lframe.__entry
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x64
; CHECK-NEXT: SWAP1
; CHECK-NEXT: LT
; CHECK-NEXT: SWAP2
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB0_3
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH .Lframe.__entry
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
; CHECK-NEXT: .LBB0_3:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH abort
; CHECK-NEXT: JUMP
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @sub(i256 %a, i256 1)
  %p = call {i256, i256} @divmod(i256 %b, i256 10)
  %q = extractvalue {i256, i256} %p, 0
  %r = extractvalue {i256, i256} %p, 1
  %s = add i256 %q, %r
  %ok = icmp ult i256 %s, 100
  br i1 %ok, label %done, label %fail
done:
  store i256 %s, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
fail:
  call void @abort()
  unreachable
}

; Arguments arrive above the return address: a - b needs b below a.
define i256 @sub(i256 %a, i256 %b) {
; CHECK-LABEL: sub:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SUB
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %d = sub i256 %a, %b
  ret i256 %d
}

; Two results: quotient (result 0) on top.
define {i256, i256} @divmod(i256 %a, i256 %b) {
; CHECK-LABEL: divmod:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP2
; CHECK-NEXT: DUP2
; CHECK-NEXT: DIV
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: MOD
; CHECK-NEXT: SWAP2
; CHECK-NEXT: JUMP
  %q = udiv i256 %a, %b
  %r = urem i256 %a, %b
  %t = insertvalue {i256, i256} undef, i256 %q, 0
  %u = insertvalue {i256, i256} %t, i256 %r, 1
  ret {i256, i256} %u
}

; A callee that cannot return gets no return label.
define void @abort() noreturn {
; CHECK-LABEL: abort:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: REVERT
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

; Recursive: the frame (the PHI slot) is saved on the stack at entry and
; restored before returning.
define i256 @sum_to(i256 %n) {
; CHECK-LABEL: sum_to:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH .LBB4_2
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH .LBB4_3
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB4_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SUB
; CHECK-NEXT: PUSH .Lret2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH sum_to
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MSTORE
; CHECK-NEXT: .LBB4_3:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH .Lframe.sum_to
; CHECK-NEXT: MSTORE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  %z = icmp eq i256 %n, 0
  br i1 %z, label %done, label %rec
rec:
  %m = sub i256 %n, 1
  %s = call i256 @sum_to(i256 %m)
  %t = add i256 %s, %n
  br label %done
done:
  %r = phi i256 [ 0, %entry ], [ %t, %rec ]
  ret i256 %r
}
