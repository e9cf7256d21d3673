; RUN: %llc -march=evm -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; Whole-word accesses in calldata, storage and transient storage; the
; addmod/mulmod/exp builtins; add with overflow; the high word of a 512-bit
; product through MULMOD with 2^256 - 1.

declare i256 @llvm.evm.addmod(i256, i256, i256)
declare i256 @llvm.evm.mulmod(i256, i256, i256)
declare i256 @llvm.evm.exp(i256, i256)
declare {i256, i1} @llvm.uadd.with.overflow.i256(i256, i256)

define void @__entry() noreturn {
; CHECK-LABEL: __entry:
; CHECK-NEXT: INVALID
  unreachable
}

define i256 @calldata(ptr addrspace(2) %p) {
; CHECK-LABEL: calldata:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %v = load i256, ptr addrspace(2) %p
  ret i256 %v
}

define void @storage(ptr addrspace(5) %k, i256 %v) {
; CHECK-LABEL: storage:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SSTORE
; CHECK-NEXT: JUMP
  store i256 %v, ptr addrspace(5) %k
  ret void
}

define i256 @transient(ptr addrspace(6) %k, i256 %v) {
; CHECK-LABEL: transient:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP2
; CHECK-NEXT: TSTORE
; CHECK-NEXT: TLOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  store i256 %v, ptr addrspace(6) %k
  %r = load i256, ptr addrspace(6) %k
  ret i256 %r
}

define i256 @builtins(i256 %a, i256 %b, i256 %n) {
; CHECK-LABEL: builtins:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP3
; CHECK-NEXT: DUP3
; CHECK-NEXT: DUP3
; CHECK-NEXT: ADDMOD
; CHECK-NEXT: SWAP3
; CHECK-NEXT: DUP3
; CHECK-NEXT: DUP3
; CHECK-NEXT: MULMOD
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: EXP
; CHECK-NEXT: SWAP2
; CHECK-NEXT: ADD
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %x = call i256 @llvm.evm.addmod(i256 %a, i256 %b, i256 %n)
  %y = call i256 @llvm.evm.mulmod(i256 %a, i256 %b, i256 %n)
  %z = call i256 @llvm.evm.exp(i256 %a, i256 %b)
  %s = add i256 %x, %y
  %t = add i256 %s, %z
  ret i256 %t
}

define i256 @carry(i256 %a, i256 %b) {
; CHECK-LABEL: carry:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP2
; CHECK-NEXT: ADD
; CHECK-NEXT: LT
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %o = call {i256, i1} @llvm.uadd.with.overflow.i256(i256 %a, i256 %b)
  %c = extractvalue {i256, i1} %o, 1
  %r = zext i1 %c to i256
  ret i256 %r
}

define i256 @mulhi(i256 %a, i256 %b) {
; CHECK-LABEL: mulhi:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP2
; CHECK-NEXT: DUP2
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH0
; CHECK-NEXT: NOT
; CHECK-NEXT: DUP4
; CHECK-NEXT: DUP4
; CHECK-NEXT: MULMOD
; CHECK-NEXT: DUP2
; CHECK-NEXT: DUP2
; CHECK-NEXT: LT
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: SUB
; CHECK-NEXT: SUB
; CHECK-NEXT: SWAP2
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %wa = zext i256 %a to i512
  %wb = zext i256 %b to i512
  %p = mul i512 %wa, %wb
  %h = lshr i512 %p, 256
  %r = trunc i512 %h to i256
  ret i256 %r
}
