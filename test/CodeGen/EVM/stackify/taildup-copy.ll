; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; Early tail duplication leaves a COPY between virtual registers; it is a
; renaming for the stackifier, not a physical register copy to expand
; (regression: llc aborted with "EVM has no physical registers to copy").

; The reduced loop (it never ends; only compilation matters here).
; CHECK-LABEL: machine:
; CHECK: JUMPDEST
; CHECK: JUMP
define i256 @machine() {
entry:
  br label %body
body:
  %acc = phi i256 [ 0, %entry ], [ %acc.next, %latch ]
  %cond = icmp eq i256 0, 0
  br i1 %cond, label %s1, label %s0
s0:
  %a0 = or i256 %acc, 0
  br label %latch
s1:
  %a1 = mul i256 %acc, 0
  br label %latch
latch:
  %acc.next = phi i256 [ %a0, %s0 ], [ 0, %s1 ]
  %i1 = add i256 0, 0
  br label %body
}
