; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-quotient-compares %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-quotient-compares=false -stop-after=evm-quotient-compares %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; EVMQuotientCompares: a compare of a dividend with its divisor, `X <u Y`
; (InstCombine's form of `X / Y == 0`) or `X >=u Y`, where a division of
; X by Y dominates it, becomes a test of the quotient: `Q == 0`, `Q != 0`.
; A shift right by K is the quotient of 2^K. LLVM's udiv by zero is
; undefined, so the division proves Y nonzero; the EVM's DIV builtin
; (which gives 0) is left alone, as are compares the division does not
; reach, other divisors, a frozen dividend the division does not share,
; and signed division.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.div(i256, i256)

; A number's digits, as LibString.toString writes them: the loop stops when
; the quotient is 0. The branch then jumps on the quotient itself (no
; PUSH1 10, DUP, LT, ISZERO on each turn).
; CHECK-LABEL: define i256 @digits(
; CHECK: %q = udiv i256 %v, 10
; CHECK: %done = icmp eq i256 %q, 0
; OFF-LABEL: define i256 @digits(
; OFF: %done = icmp ult i256 %v, 10
; ASM-LABEL: digits:
; ASM: .LBB0_1:
; ASM: DIV
; ASM-NOT: LT
; ASM-NOT: ISZERO
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

; Hexadecimal digits: the quotient of 16 is a shift right by 4.
; CHECK-LABEL: define i256 @nibbles(
; CHECK: %q = lshr i256 %v, 4
; CHECK: %done = icmp eq i256 %q, 0
define i256 @nibbles(i256 %x) {
entry:
  br label %loop
loop:
  %v = phi i256 [ %x, %entry ], [ %q, %loop ]
  %n = phi i256 [ 0, %entry ], [ %n.next, %loop ]
  %q = lshr i256 %v, 4
  %n.next = add i256 %n, 1
  %done = icmp ult i256 %v, 16
  br i1 %done, label %exit, label %loop
exit:
  ret i256 %n.next
}

; `X >u C - 1` is `X >=u C`: the quotient is not 0.
; CHECK-LABEL: define i256 @more(
; CHECK: %c = icmp ne i256 %q, 0
define i256 @more(i256 %x) {
  %q = udiv i256 %x, 10
  %c = icmp ugt i256 %x, 9
  %w = zext i1 %c to i256
  %s = add i256 %q, %w
  ret i256 %s
}

; A divisor that is not a constant, in each way of writing the compare.
; CHECK-LABEL: define i256 @variable(
; CHECK: %q = udiv i256 %x, %y
; CHECK-NEXT: %lt = icmp eq i256 %q, 0
; CHECK-NEXT: %gt = icmp eq i256 %q, 0
; CHECK-NEXT: %ge = icmp ne i256 %q, 0
; CHECK-NEXT: %le = icmp ne i256 %q, 0
define i256 @variable(i256 %x, i256 %y) {
  %q = udiv i256 %x, %y
  %lt = icmp ult i256 %x, %y
  %gt = icmp ugt i256 %y, %x
  %ge = icmp uge i256 %x, %y
  %le = icmp ule i256 %y, %x
  %a = zext i1 %lt to i256
  %b = zext i1 %gt to i256
  %c = zext i1 %ge to i256
  %d = zext i1 %le to i256
  %s0 = add i256 %q, %a
  %s1 = add i256 %s0, %b
  %s2 = add i256 %s1, %c
  %s3 = add i256 %s2, %d
  ret i256 %s3
}

; The division of a frozen dividend (DivRemPairs' and CodeGenPrepare's
; form) still answers a compare of the value before the freeze.
; CHECK-LABEL: define i256 @frozen(
; CHECK: %c = icmp eq i256 %q, 0
define i256 @frozen(i256 %x) {
  %fx = freeze i256 %x
  %q = udiv i256 %fx, 10
  %c = icmp ult i256 %x, 10
  %w = zext i1 %c to i256
  %s = add i256 %q, %w
  ret i256 %s
}

; Kept: the compare of a frozen value, whose division is of the value
; that may be poison.
; CHECK-LABEL: define i256 @frozen_compare(
; CHECK: %c = icmp ult i256 %fx, 10
define i256 @frozen_compare(i256 %x) {
  %q = udiv i256 %x, 10
  %fx = freeze i256 %x
  %c = icmp ult i256 %fx, 10
  %w = zext i1 %c to i256
  %s = add i256 %q, %w
  ret i256 %s
}

; Kept: a division on one path only, a compare before the division,
; another divisor.
; CHECK-LABEL: define i256 @kept(
; CHECK: %before = icmp ult i256 %x, 10
; CHECK: %other = icmp ult i256 %x, 100
; CHECK: %unreached = icmp ult i256 %x, 1000
define i256 @kept(i256 %x, i1 %p) {
entry:
  %before = icmp ult i256 %x, 10
  %q = udiv i256 %x, 10
  %other = icmp ult i256 %x, 100
  br i1 %p, label %div, label %join
div:
  %q2 = udiv i256 %x, 1000
  br label %join
join:
  %m = phi i256 [ %q2, %div ], [ %q, %entry ]
  %unreached = icmp ult i256 %x, 1000
  %a = zext i1 %before to i256
  %b = zext i1 %other to i256
  %c = zext i1 %unreached to i256
  %s0 = add i256 %m, %a
  %s1 = add i256 %s0, %b
  %s2 = add i256 %s1, %c
  ret i256 %s2
}

; Kept: the EVM's DIV, which divides by 0 (giving 0, where `x <u 0` is
; false), and signed division.
; CHECK-LABEL: define i256 @builtin_and_signed(
; CHECK: %lt = icmp ult i256 %x, %y
; CHECK: %slt = icmp ult i256 %x, 10
define i256 @builtin_and_signed(i256 %x, i256 %y) {
  %q = call i256 @llvm.evm.div(i256 %x, i256 %y)
  %lt = icmp ult i256 %x, %y
  %sq = sdiv i256 %x, 10
  %slt = icmp ult i256 %x, 10
  %a = zext i1 %lt to i256
  %b = zext i1 %slt to i256
  %s0 = add i256 %q, %a
  %s1 = add i256 %s0, %b
  %s2 = add i256 %s1, %sq
  ret i256 %s2
}
