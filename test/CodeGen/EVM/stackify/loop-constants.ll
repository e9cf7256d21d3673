; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-loop-constant-gas=0 < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null \
; RUN:   -debug-only=evm-stackify < %s 2>&1 | FileCheck %s --check-prefix=DBG
; A constant an innermost loop uses, whose cheapest code costs at least
; 10 gas more than a DUP, is pushed before the loop and kept on the stack
; through it (EVMValuePlacement::keepLoopConstants). Execution:
; test/exec/control-flow/loop-constants.ll.

define void @__entry() noreturn {
  unreachable
}

; solady's Base58 overflow threshold, add(1, div(not(0), 58)): 8 bytes and
; 19 gas as PUSH1 0x3a PUSH0 NOT DIV PUSH1 0x1 ADD, once before the loop;
; a DUP in it.
define i256 @threshold(i256 %n) optsize {
; CHECK-LABEL: threshold:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0x3a
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  NOT
; CHECK-NEXT:  DIV
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  ADD
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  .LBB1_1:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  LT
; CHECK-NOT:   DIV
; CHECK:       JUMPI
; OFF-LABEL:   threshold:
; OFF:         .LBB1_1:
; OFF-NEXT:    JUMPDEST
; OFF-NEXT:    PUSH1 0x3a
; OFF-NEXT:    PUSH0
; OFF-NEXT:    NOT
; OFF-NEXT:    DIV
; OFF-NEXT:    PUSH1 0x1
; OFF-NEXT:    ADD
; DBG: evm-stackify: %bb.1: constant 0x469EE58469EE58469EE58469EE58469EE58469EE58469EE58469EE58469EE59 (19 gas) kept through the loop at %bb.2, 1 uses
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i256 [ 1, %entry ], [ %r.next, %loop ]
  %ok = icmp ult i256 %r, 1996415331677865438337430776011860480228792839062768345507889379446778097241
  %z = zext i1 %ok to i256
  %m = mul i256 %r, 58
  %r.next = add i256 %m, %z
  %i.next = add i256 %i, 1
  %c = icmp ult i256 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %r.next
}

; not(0x1f) is PUSH1 0x1f NOT, 6 gas: pushed at each use.
define i256 @mask(i256 %n, i256 %x) optsize {
; CHECK-LABEL: mask:
; CHECK:       .LBB2_1:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  SWAP2
; CHECK-NEXT:  PUSH1 0x1f
; CHECK-NEXT:  ADD
; CHECK-NEXT:  PUSH1 0x1f
; CHECK-NEXT:  NOT
; CHECK-NEXT:  AND
; DBG-NOT: kept through the loop
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i256 [ %x, %entry ], [ %r.next, %loop ]
  %a = add i256 %r, 31
  %r.next = and i256 %a, -32
  %i.next = add i256 %i, 1
  %c = icmp ult i256 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %r.next
}
