; RUN: %opt -passes=div-rem-pairs -S %s | FileCheck %s
; RUN: %opt -O2 -S %s | %llc -march=evm -O2 -verify-machineinstrs \
; RUN:   | FileCheck %s --check-prefix=ASM
; A division and the remainder of the same operands (EVMTTIImpl::
; hasDivRemOp): the EVM has MOD and SMOD at the price of DIV and SDIV, so
; DivRemPairs keeps the remainder instead of computing it as
; `X - (X / Y) * Y` (a MUL and a SUB more, and the copies of X and Y they
; need). Narrower integers are widened to the word, where the same holds;
; i512 is expanded into loops, where one division is worth the MUL.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; CHECK-LABEL: @unsigned(
; CHECK: udiv i256 %x, %y
; CHECK: urem i256 %x, %y
; CHECK-NOT: mul
define i256 @unsigned(i256 %x, i256 %y) {
  %q = udiv i256 %x, %y
  %r = urem i256 %x, %y
  %s = add i256 %q, %r
  ret i256 %s
}

; CHECK-LABEL: @signed(
; CHECK: sdiv i256 %x, %y
; CHECK: srem i256 %x, %y
; CHECK-NOT: mul
define i256 @signed(i256 %x, i256 %y) {
  %q = sdiv i256 %x, %y
  %r = srem i256 %x, %y
  %s = xor i256 %q, %r
  ret i256 %s
}

; CHECK-LABEL: @narrow(
; CHECK: udiv i64 %x, %y
; CHECK: urem i64 %x, %y
; CHECK-NOT: mul
define i64 @narrow(i64 %x, i64 %y) {
  %q = udiv i64 %x, %y
  %r = urem i64 %x, %y
  %s = add i64 %q, %r
  ret i64 %s
}

; CHECK-LABEL: @wide(
; CHECK: %q = udiv i512 %x.frozen, %y.frozen
; CHECK: [[M:%.*]] = mul i512 %q, %y.frozen
; CHECK: %r.decomposed = sub i512 %x.frozen, [[M]]
define i512 @wide(i512 %x, i512 %y) {
  %q = udiv i512 %x, %y
  %r = urem i512 %x, %y
  %s = add i512 %q, %r
  ret i512 %s
}

; A number's decimal digits, last first, as solmate's and solady's
; LibString.toString write them: each turn takes `x % 10` and `x / 10`.
; ASM-LABEL: digits:
; ASM: .LBB{{[0-9_]+}}:
; ASM-NOT: MUL
; ASM: MOD
; ASM-NOT: MUL
; ASM: DIV
; ASM-NOT: MUL
; ASM: JUMPI
define i256 @digits(i256 %x) {
entry:
  br label %loop
loop:
  %v = phi i256 [ %x, %entry ], [ %q, %loop ]
  %acc = phi i256 [ 0, %entry ], [ %acc.next, %loop ]
  %r = urem i256 %v, 10
  %q = udiv i256 %v, 10
  %shifted = shl i256 %acc, 8
  %digit = add i256 %r, 48
  %acc.next = or i256 %shifted, %digit
  %done = icmp ult i256 %v, 10
  br i1 %done, label %exit, label %loop
exit:
  ret i256 %acc.next
}
