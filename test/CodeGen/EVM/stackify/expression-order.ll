; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-expression-order=false < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null \
; RUN:   -debug-only=evm-stackify < %s 2>&1 | FileCheck %s --check-prefix=DBG
; Each run of a block's instructions that make up one expression tree is
; put in post-order, the first operand computed last, where the block's
; code gets cheaper (EVMExpressionOrder). Execution:
; test/exec/straightline/expression-order.ll.

define void @__entry() noreturn {
  unreachable
}

; The end of solady's log10, `r := add(r, add(gt(x, 9), add(gt(x, 99),
; ...)))`: the middle end computes the four compares, then the sums. In
; the tree's order each compare is added as it comes.
define i256 @log10_tail(i256 %x, i256 %r) {
; CHECK-LABEL: log10_tail:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH2 0x270f
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  GT
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  ADD
; CHECK-NEXT:  PUSH2 0x3e7
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  GT
; CHECK-NEXT:  ADD
; CHECK-NEXT:  PUSH1 0x63
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  GT
; CHECK-NEXT:  ADD
; CHECK-NEXT:  PUSH1 0x9
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  GT
; CHECK-NEXT:  ADD
; CHECK-NEXT:  SWAP2
; CHECK-NEXT:  POP
; CHECK-NEXT:  POP
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  JUMP
; OFF-LABEL:   log10_tail:
; OFF:         PUSH1 0x9
; OFF-NEXT:    DUP5
; OFF-NEXT:    GT
; OFF-NEXT:    SWAP3
; OFF-NEXT:    DUP6
; OFF-NEXT:    ADD
; OFF:         POP
; OFF-NEXT:    POP
; OFF-NEXT:    POP
; OFF-NEXT:    POP
; DBG: evm-stackify: %bb.1: expression order 28 bytes, 69 gas against 33 bytes, 82 gas: kept
  %c4 = icmp ugt i256 %x, 9999
  %z4 = zext i1 %c4 to i256
  %c3 = icmp ugt i256 %x, 999
  %z3 = zext i1 %c3 to i256
  %c2 = icmp ugt i256 %x, 99
  %z2 = zext i1 %c2 to i256
  %c1 = icmp ugt i256 %x, 9
  %z1 = zext i1 %c1 to i256
  %s4 = add nuw nsw i256 %r, %z4
  %s3 = add nuw nsw i256 %s4, %z3
  %s2 = add nuw nsw i256 %s3, %z2
  %s1 = add nuw nsw i256 %s2, %z1
  ret i256 %s1
}

; SUB takes its first operand on top: loaded last, no SWAP1.
define i256 @sub_loads() {
; CHECK-LABEL: sub_loads:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0xa0
; CHECK-NEXT:  MLOAD
; CHECK-NEXT:  PUSH1 0x80
; CHECK-NEXT:  MLOAD
; CHECK-NEXT:  SUB
; OFF-LABEL:   sub_loads:
; OFF-NEXT:    JUMPDEST
; OFF-NEXT:    PUSH1 0x80
; OFF-NEXT:    MLOAD
; OFF-NEXT:    PUSH1 0xa0
; OFF-NEXT:    MLOAD
; OFF-NEXT:    SWAP1
; OFF-NEXT:    SUB
; DBG: evm-stackify: %bb.1: expression order 9 bytes, 26 gas against 10 bytes, 29 gas: kept
  %a = load i256, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  %b = load i256, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  %c = sub i256 %a, %b
  ret i256 %c
}

; Volatile loads keep their order.
define i256 @volatile_loads() {
; CHECK-LABEL: volatile_loads:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0x80
; CHECK-NEXT:  MLOAD
; CHECK-NEXT:  PUSH1 0xa0
; CHECK-NEXT:  MLOAD
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  SUB
  %a = load volatile i256, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  %b = load volatile i256, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  %c = sub i256 %a, %b
  ret i256 %c
}

; A store ends a run: the load above it stays above it.
define i256 @store_between(ptr addrspace(1) %p, ptr addrspace(1) %q) {
; CHECK-LABEL: store_between:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  DUP1
; CHECK-NEXT:  MLOAD
; CHECK-NEXT:  PUSH1 0x7
; CHECK-NEXT:  DUP4
; CHECK-NEXT:  MSTORE
; CHECK:       MLOAD
; CHECK:       SUB
  %a = load i256, ptr addrspace(1) %p
  store i256 7, ptr addrspace(1) %q
  %b = load i256, ptr addrspace(1) %p
  %c = sub i256 %b, %a
  ret i256 %c
}

; Three builtins on the same arguments: the tree's order keeps the
; arguments alive longer, and the block's code would grow, so it stays.
define i256 @not_kept(i256 %a, i256 %b, i256 %n) {
; DBG: evm-stackify: %bb.1: expression order 18 bytes, 75 gas against 16 bytes, 70 gas: not kept
  %x = call i256 @llvm.evm.addmod(i256 %a, i256 %b, i256 %n)
  %y = call i256 @llvm.evm.mulmod(i256 %a, i256 %b, i256 %n)
  %z = call i256 @llvm.evm.exp(i256 %a, i256 %b)
  %s = add i256 %x, %y
  %t = add i256 %s, %z
  ret i256 %t
}

declare i256 @llvm.evm.addmod(i256, i256, i256)
declare i256 @llvm.evm.mulmod(i256, i256, i256)
declare i256 @llvm.evm.exp(i256, i256)
