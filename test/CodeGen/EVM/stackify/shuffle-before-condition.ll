; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-shuffle-before-condition=false < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null \
; RUN:   -debug-only=evm-stackify < %s 2>&1 | FileCheck %s --check-prefix=DBG
; The emitter also tries shuffling a block's values to its exit layout
; before the instruction that computes the branch condition, the condition
; then landing on top of the exit layout, and keeps the cheaper code.

define void @__entry() noreturn {
  unreachable
}

; The latch steps the counter above the sum, and the header wants the sum
; above the counter. Shuffled after the compare, the exchange reaches under
; the condition (SWAP2 SWAP1 SWAP2, 9 gas); before it, one SWAP1.
define i256 @sum_squares(i256 %n) {
; CHECK-LABEL: sum_squares:
; CHECK:       .LBB1_1:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  MUL
; CHECK-NEXT:  ADD
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  ADD
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  GT
; CHECK-NEXT:  ISZERO
; CHECK-NEXT:  PUSH .LBB1_1
; CHECK-NEXT:  JUMPI
; OFF-LABEL:   sum_squares:
; OFF:         PUSH1 0x1
; OFF-NEXT:    ADD
; OFF-NEXT:    DUP3
; OFF-NEXT:    DUP2
; OFF-NEXT:    GT
; OFF-NEXT:    SWAP2
; OFF-NEXT:    SWAP1
; OFF-NEXT:    SWAP2
; OFF-NEXT:    ISZERO
; OFF-NEXT:    PUSH .LBB1_1
; OFF-NEXT:    JUMPI
; DBG-LABEL: Block layouts of sum_squares:
; DBG: evm-stackify: %bb.{{[0-9]+}}: shuffled before the branch condition: 51 gas, 17 bytes (after it: 57 gas, 19 bytes)
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %sq = mul i256 %i, %i
  %s.next = add i256 %s, %sq
  %i.next = add i256 %i, 1
  %more = icmp ule i256 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %s.next
}

; An operand that dies at the compare (%x) goes on top of the exit layout;
; the dead old counter is popped before it, not from under the condition.
define i256 @early_product(i256 %n, i256 %k) {
; CHECK-LABEL: early_product:
; CHECK:       XOR
; CHECK-NEXT:  SWAP2
; CHECK-NEXT:  POP
; CHECK-NEXT:  SWAP2
; CHECK-NEXT:  DUP4
; CHECK-NEXT:  GT
; CHECK-NEXT:  PUSH .LBB2_1
; CHECK-NEXT:  JUMPI
; OFF-LABEL:   early_product:
; OFF:         XOR
; OFF-NEXT:    DUP5
; OFF-NEXT:    DUP5
; OFF-NEXT:    LT
; OFF-NEXT:    SWAP2
; OFF-NEXT:    SWAP4
; OFF-NEXT:    POP
; OFF-NEXT:    SWAP2
; OFF-NEXT:    POP
; OFF-NEXT:    PUSH .LBB2_1
; OFF-NEXT:    JUMPI
; DBG-LABEL: Block layouts of early_product:
; DBG: evm-stackify: %bb.{{[0-9]+}}: shuffled before the branch condition: 59 gas, 20 bytes (after it: 64 gas, 22 bytes)
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %i.next = add i256 %i, 1
  %x = mul i256 %i.next, %k
  %s.next = xor i256 %s, %i
  %more = icmp ult i256 %x, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %s.next
}

; Nothing to gain: the values are in place when the compare comes, and the
; code is the same either way.
define i256 @in_place(i256 %n) {
; CHECK-LABEL: in_place:
; CHECK:       .LBB3_1:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  ADD
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  LT
; CHECK-NEXT:  PUSH .LBB3_1
; CHECK-NEXT:  JUMPI
; DBG-LABEL: Block layouts of in_place:
; DBG-NOT: shuffled before the branch condition
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i256 %i, 1
  %more = icmp ult i256 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %i.next
}
