; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-loop-placement=false < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null \
; RUN:   -debug-only=evm-loop-placement < %s 2>&1 | FileCheck %s --check-prefix=DBG
; EVMLoopPlacement: where each loop's blocks start in the layout, priced
; with the EVM's branch costs after LLVM's block placement.

define void @__entry() noreturn {
  unreachable
}

; A loop tested at its top. Block placement keeps the header first (a
; JUMPI out and a JUMP back each iteration); starting the loop at its body
; and entering it by a jump to the header leaves one JUMPI per iteration,
; the body falling into the test.
define i256 @count(i256 %n) {
; CHECK-LABEL: count:
; CHECK:      PUSH .LBB1_2
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB1_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NOT:  JUMP
; CHECK:      .LBB1_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NOT:  JUMP
; CHECK:      LT
; CHECK-NEXT: PUSH .LBB1_1
; CHECK-NEXT: JUMPI
; CHECK-NOT:  JUMPI
; CHECK-LABEL: .Lfunc_end1:
; OFF-LABEL: count:
; OFF:       .LBB1_1:
; OFF:       ISZERO
; OFF-NEXT:  PUSH .LBB1_3
; OFF-NEXT:  JUMPI
; OFF:       PUSH .LBB1_1
; OFF-NEXT:  JUMP
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s1, %body ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %body, label %done
body:
  %s1 = add i256 %s, %i
  %i1 = add i256 %i, 1
  br label %head
done:
  ret i256 %s
}

; A loop tested at its bottom, with a conditional block inside (a bubble
; sort's pass). Block placement puts the latch first when the function is
; not optsize: the loop is entered by a jump, the latch branches out on the
; negated test (ISZERO) and falls into the header, and the swap block
; jumps to the latch. Starting at the header, the latch jumps back on its
; test as it is and falls out of the loop, and the swap block falls into
; it.
define i256 @bubble(ptr %a, i256 %n) {
; CHECK-LABEL: bubble:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: .LBB2_1:
; CHECK-NEXT: JUMPDEST
; CHECK:      GT
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB2_3
; CHECK-NEXT: JUMPI
; CHECK-NOT:  JUMP
; CHECK:      .LBB2_3:
; CHECK-NEXT: JUMPDEST
; CHECK-NOT:  JUMP
; CHECK:      LT
; CHECK-NEXT: PUSH .LBB2_1
; CHECK-NEXT: JUMPI
; CHECK-NOT:  JUMPI
; CHECK-LABEL: .Lfunc_end2:
; OFF-LABEL: bubble:
; OFF:       LT
; OFF-NEXT:  ISZERO
; OFF-NEXT:  PUSH .LBB2_{{[0-9]+}}
; OFF-NEXT:  JUMPI
entry:
  br label %cmp
cmp:
  %j = phi i256 [ 1, %entry ], [ %j1, %latch ]
  %jm = sub i256 %j, 1
  %pa = getelementptr i256, ptr %a, i256 %jm
  %pb = getelementptr i256, ptr %a, i256 %j
  %va = load i256, ptr %pa
  %vb = load i256, ptr %pb
  %gt = icmp ugt i256 %va, %vb
  br i1 %gt, label %swap, label %latch
swap:
  store i256 %vb, ptr %pa
  store i256 %va, ptr %pb
  br label %latch
latch:
  %j1 = add i256 %j, 1
  %more = icmp ult i256 %j1, %n
  br i1 %more, label %cmp, label %done
done:
  ret i256 0
}

; Nested loops: each level is placed, the inner one first; the inner
; loop's blocks stay together whatever the outer one does.
define i256 @nested(i256 %n, i256 %m) {
; DBG: evm-loop-placement: count: loop at %bb.{{[0-9]+}} starts at %bb.{{[0-9]+}}
; DBG: evm-loop-placement: bubble: loop at %bb.{{[0-9]+}} starts at %bb.{{[0-9]+}}
; DBG: evm-loop-placement: nested: loop at
; CHECK-LABEL: nested:
entry:
  br label %outer
outer:
  %i = phi i256 [ 0, %entry ], [ %i1, %outerl ]
  %s = phi i256 [ 0, %entry ], [ %s2, %outerl ]
  %oc = icmp ult i256 %i, %n
  br i1 %oc, label %inner, label %done
inner:
  %j = phi i256 [ 0, %outer ], [ %j1, %innerb ]
  %t = phi i256 [ %s, %outer ], [ %t1, %innerb ]
  %ic = icmp ult i256 %j, %m
  br i1 %ic, label %innerb, label %outerl
innerb:
  %p = mul i256 %i, %j
  %t1 = add i256 %t, %p
  %j1 = add i256 %j, 1
  br label %inner
outerl:
  %s2 = add i256 %t, 1
  %i1 = add i256 %i, 1
  br label %outer
done:
  ret i256 %s
}
