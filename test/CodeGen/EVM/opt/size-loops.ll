; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=SPEED
; RUN: %opt -Oz -S %s | FileCheck %s --check-prefix=SIZE
; RUN: %opt -Oz -replexitval=always -S %s | FileCheck %s --check-prefix=SPEED
; A loop whose only result is its exit value: -O2 replaces it by the closed
; form (the sum of squares becomes a cubic in 257-bit arithmetic, far less
; gas and far more code), -Os/-Oz keep the loop (bin/opt sets
; -replexitval=never for them unless it is given).

; SPEED-LABEL: define i256 @sumsq(
; SPEED-NOT: phi
; SPEED: mul i257
; SIZE-LABEL: define i256 @sumsq(
; SIZE: phi i256
; SIZE-NOT: i257
define i256 @sumsq(i256 %n) {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %sq = mul i256 %i, %i
  %s.next = add i256 %s, %sq
  %i.next = add i256 %i, 1
  %done = icmp eq i256 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i256 %s.next
}
