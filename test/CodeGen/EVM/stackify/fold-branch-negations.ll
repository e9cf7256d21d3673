; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-fold-branch-negations=false < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null \
; RUN:   -debug-only=evm-fold-branch-negations < %s 2>&1 | FileCheck %s --check-prefix=DBG
; A branch whose target the layout puts next is emitted on the opposite
; condition, with an ISZERO. When its condition is a compare with a
; constant, EVMFoldBranchNegations writes the opposite compare instead:
; !(x > K) is x < K + 1, !(x < K) is x > K - 1. Execution:
; test/exec/control-flow/fold-branch-negations.ll.

define void @__entry() noreturn {
  unreachable
}

; solady's log10 step, `if iszero(lt(x, C)) { x := div(x, C) }`, which the
; middle end writes as x > C - 1: the compare's constant becomes the
; divisor's, as in solc's code.
define i256 @ugt_step(i256 %x) {
; CHECK-LABEL: ugt_step:
; CHECK:       PUSH3 0x186a0
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  LT
; CHECK-NEXT:  PUSH .LBB1_2
; CHECK-NEXT:  JUMPI
; CHECK-NEXT:  PUSH3 0x186a0
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  DIV
; OFF-LABEL:   ugt_step:
; OFF:         PUSH3 0x1869f
; OFF-NEXT:    DUP2
; OFF-NEXT:    GT
; OFF-NEXT:    ISZERO
; OFF-NEXT:    PUSH .LBB1_2
; OFF-NEXT:    JUMPI
; DBG: evm-fold-branch-negations: %bb.1: GT with 0x1869F -> LT with 0x186A0
entry:
  %c = icmp ugt i256 %x, 99999
  br i1 %c, label %then, label %end
then:
  %d = udiv i256 %x, 100000
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @ult_step(i256 %x) {
; CHECK-LABEL: ult_step:
; CHECK:       PUSH2 0x3e7
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  GT
; CHECK-NEXT:  PUSH .LBB2_2
; CHECK-NEXT:  JUMPI
; DBG: evm-fold-branch-negations: %bb.1: LT with 0x3E8 -> GT with 0x3E7
entry:
  %c = icmp ult i256 %x, 1000
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

; Signed: !(x > -5) is x < -4 (NOT 3).
define i256 @sgt_step(i256 %x) {
; CHECK-LABEL: sgt_step:
; CHECK:       PUSH1 0x3
; CHECK-NEXT:  NOT
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  SLT
; CHECK-NEXT:  PUSH .LBB3_2
; CHECK-NEXT:  JUMPI
; DBG: evm-fold-branch-negations: %bb.1: SGT with 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFB -> SLT with 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC
entry:
  %c = icmp sgt i256 %x, -5
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @slt_step(i256 %x) {
; CHECK-LABEL: slt_step:
; CHECK:       PUSH2 0x12b
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  SGT
; CHECK-NEXT:  PUSH .LBB4_2
; CHECK-NEXT:  JUMPI
; DBG: evm-fold-branch-negations: %bb.1: SLT with 0x12C -> SGT with 0x12B
entry:
  %c = icmp slt i256 %x, 300
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

; The constant on the left stays there: !(5000 < x) is 5001 > x.
define i256 @const_left(i256 %x) {
; CHECK-LABEL: const_left:
; CHECK:       DUP1
; CHECK-NEXT:  PUSH2 0x1389
; CHECK-NEXT:  GT
; CHECK-NEXT:  PUSH .LBB5_2
; CHECK-NEXT:  JUMPI
; DBG: evm-fold-branch-negations: %bb.1: LT with 0x1388 -> GT with 0x1389
entry:
  %c = icmp ult i256 5000, %x
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

; 0x12 << 200 is PUSH1 0x9 PUSH1 0xc9 SHL (5 bytes); one less has 25 more
; bytes of ones: the ISZERO stays.
define i256 @dearer(i256 %x) {
; CHECK-LABEL: dearer:
; CHECK:       PUSH1 0x9
; CHECK-NEXT:  PUSH1 0xc9
; CHECK-NEXT:  SHL
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  LT
; CHECK-NEXT:  ISZERO
; CHECK-NEXT:  PUSH .LBB6_2
; CHECK-NEXT:  JUMPI
; DBG: evm-fold-branch-negations: %bb.1: 0x11FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF costs more than 0x1200000000000000000000000000000000000000000000000000 and an ISZERO: not folded
entry:
  %c = icmp ult i256 %x, 28924884796661824959755317662140926845399653888090271035424768
  br i1 %c, label %then, label %end
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}

; The condition is also a value: the compare stays, and so does the ISZERO.
define i256 @two_uses(i256 %x) {
; CHECK-LABEL: two_uses:
; CHECK:       PUSH3 0x1869f
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  GT
; CHECK-NEXT:  DUP1
; CHECK-NEXT:  ISZERO
; CHECK-NEXT:  PUSH .LBB7_2
; CHECK-NEXT:  JUMPI
entry:
  %c = icmp ugt i256 %x, 99999
  %z = zext i1 %c to i256
  br i1 %c, label %then, label %end
then:
  %d = udiv i256 %x, 100000
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %z, %entry ]
  ret i256 %r
}

; A rotated loop: its test `i > 77` is at the bottom, and leaving falls
; through: `i < 78` jumps back.
define i256 @loop_test(i256 %n) {
; CHECK-LABEL: loop_test:
; CHECK:       PUSH1 0x4e
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  LT
; CHECK-NEXT:  PUSH .LBB8_1
; CHECK-NEXT:  JUMPI
; DBG: evm-fold-branch-negations: %bb.{{[0-9]+}}: GT with 0x4D -> LT with 0x4E
entry:
  br label %loop
loop:
  %i = phi i256 [ 1, %entry ], [ %i.next, %body ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %body ]
  %done = icmp ugt i256 %i, 77
  br i1 %done, label %exit, label %body
body:
  %s.next = add i256 %s, %i
  %i.next = add i256 %i, 1
  br label %loop
exit:
  ret i256 %s
}

; The branch's target is not the next block: no negation, nothing to fold.
define i256 @not_negated(i256 %x) {
; CHECK-LABEL: not_negated:
; CHECK:       PUSH3 0x1869f
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  GT
; CHECK-NEXT:  PUSH .LBB9_2
; CHECK-NEXT:  JUMPI
; DBG-NOT: evm-fold-branch-negations
entry:
  %c = icmp ugt i256 %x, 99999
  br i1 %c, label %end, label %then
then:
  %d = mul i256 %x, 7
  br label %end
end:
  %r = phi i256 [ %d, %then ], [ %x, %entry ]
  ret i256 %r
}
