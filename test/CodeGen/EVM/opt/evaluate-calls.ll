; RUN: %opt -passes='function(evm-evaluate-calls)' -S %s | FileCheck %s
; RUN: %opt -passes='function(evm-evaluate-calls)' -evm-evaluate-calls-budget=20 -S %s | FileCheck %s --check-prefix=BUDGET
; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=O2
; EVMEvaluateCalls (docs/design.md, "The middle end"): a call whose
; arguments are all constants is replaced by its result when the middle
; end can compute it: an arithmetic builtin, or a function whose run on
; those arguments touches no memory and calls nothing else it cannot
; evaluate (@loop runs 10 iterations, @nested calls @sq). A call that
; returns nothing and ran without an effect goes (@check with 1). Left as
; they are: an argument that is not a constant, a run that reads memory,
; halts, meets undefined behaviour (IR's udiv by zero) or an unknown call,
; and, with a budget of 20 instructions, the loop. The default pipeline
; runs the pass: the O2 test's calls fold into constants. What the
; results make constant folds in the same run, and so do the builtins it
; feeds (@chain: a bit length found by SHRs by what earlier SHRs give,
; whose operands become constants one after the other). A shift builtin
; with a constant amount below 256, and a division builtin with a constant
; divisor other than 0 (and, signed, -1), become LLVM's operations
; (@operations); the others stay builtins (@not_operations). At O2, the
; low 96 bits of a word shifted left by 96 are then known to be 0.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.byte(i256, i256)
declare i256 @llvm.evm.mod(i256, i256)
declare i256 @llvm.evm.shl(i256, i256)
declare i256 @llvm.evm.shr(i256, i256)
declare i256 @llvm.evm.sar(i256, i256)
declare i256 @llvm.evm.div(i256, i256)
declare i256 @llvm.evm.sdiv(i256, i256)
declare i256 @llvm.evm.smod(i256, i256)
declare i256 @llvm.evm.callvalue()
declare void @llvm.evm.revert(ptr addrspace(1), i256)

define internal i256 @loop(i256 %n) {
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i256 [ 1, %entry ], [ %acc1, %body ]
  %more = icmp ult i256 %i, %n
  br i1 %more, label %body, label %done
body:
  %acc1 = mul i256 %acc, 3
  %i1 = add i256 %i, 1
  br label %head
done:
  ret i256 %acc
}

define internal i256 @sq(i256 %x) {
  %m = mul i256 %x, %x
  ret i256 %m
}

define internal {i256, i256} @nested(i256 %x) {
  %a = call i256 @sq(i256 %x)
  %b = call i256 @llvm.evm.mod(i256 %a, i256 7)
  %r0 = insertvalue {i256, i256} poison, i256 %a, 0
  %r1 = insertvalue {i256, i256} %r0, i256 %b, 1
  ret {i256, i256} %r1
}

define internal void @check(i256 %ok) {
  %bad = icmp eq i256 %ok, 0
  br i1 %bad, label %fail, label %pass
fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
pass:
  ret void
}

define internal i256 @reads(i256 %p) {
  %ptr = inttoptr i256 %p to ptr addrspace(1)
  %v = load i256, ptr addrspace(1) %ptr
  ret i256 %v
}

define internal i256 @ub(i256 %x) {
  %d = udiv i256 1, %x
  ret i256 %d
}

define internal i256 @env(i256 %x) {
  %v = call i256 @llvm.evm.callvalue()
  %s = add i256 %v, %x
  ret i256 %s
}

; CHECK-LABEL: define i256 @evaluated(
; CHECK-NEXT:    ret i256 59056
; BUDGET-LABEL: define i256 @evaluated(
; BUDGET-NEXT:    %l = call i256 @loop(i256 10)
; O2-LABEL: define {{.*}}i256 @evaluated(
; O2-NEXT:    ret i256 59056
define i256 @evaluated() {
  %l = call i256 @loop(i256 10)
  %b = call i256 @llvm.evm.byte(i256 31, i256 259)
  %m = call i256 @llvm.evm.mod(i256 5, i256 0)
  call void @check(i256 1)
  %n = call {i256, i256} @nested(i256 12)
  %s1 = add i256 %l, %b
  %s2 = add i256 %s1, %m
  %p = extractvalue {i256, i256} %n, 1
  %s3 = add i256 %s2, %p
  ret i256 %s3
}

; CHECK-LABEL: define i256 @kept(
; CHECK-NEXT:    call void @check(i256 0)
; CHECK-NEXT:    %a = call i256 @loop(i256 %x)
; CHECK-NEXT:    %b = call i256 @reads(i256 64)
; CHECK-NEXT:    %c = call i256 @ub(i256 0)
; CHECK-NEXT:    %d = call i256 @env(i256 1)
define i256 @kept(i256 %x) {
  call void @check(i256 0)
  %a = call i256 @loop(i256 %x)
  %b = call i256 @reads(i256 64)
  %c = call i256 @ub(i256 0)
  %d = call i256 @env(i256 1)
  %s1 = add i256 %a, %b
  %s2 = add i256 %s1, %c
  %s3 = add i256 %s2, %d
  ret i256 %s3
}

; CHECK-LABEL: define i256 @operations(
; CHECK-NEXT:    %a = shl i256 %x, 96
; CHECK-NEXT:    %b = lshr i256 %a, 255
; CHECK-NEXT:    %c = ashr i256 %b, 0
; CHECK-NEXT:    %d = udiv i256 %c, 10
; CHECK-NEXT:    %e = urem i256 %d, 7
; CHECK-NEXT:    %f = sdiv i256 %e, -2
; CHECK-NEXT:    %g = srem i256 %f, 3
; CHECK-NEXT:    ret i256 %g
define i256 @operations(i256 %x) {
  %a = call i256 @llvm.evm.shl(i256 96, i256 %x)
  %b = call i256 @llvm.evm.shr(i256 255, i256 %a)
  %c = call i256 @llvm.evm.sar(i256 0, i256 %b)
  %d = call i256 @llvm.evm.div(i256 %c, i256 10)
  %e = call i256 @llvm.evm.mod(i256 %d, i256 7)
  %f = call i256 @llvm.evm.sdiv(i256 %e, i256 -2)
  %g = call i256 @llvm.evm.smod(i256 %f, i256 3)
  ret i256 %g
}

; CHECK-LABEL: define i256 @not_operations(
; CHECK-NEXT:    %a = call i256 @llvm.evm.shl(i256 256, i256 %x)
; CHECK-NEXT:    %b = call i256 @llvm.evm.shr(i256 %x, i256 %a)
; CHECK-NEXT:    %c = call i256 @llvm.evm.div(i256 %b, i256 0)
; CHECK-NEXT:    %d = call i256 @llvm.evm.sdiv(i256 %c, i256 -1)
; CHECK-NEXT:    %e = call i256 @llvm.evm.smod(i256 %d, i256 -1)
; CHECK-NEXT:    %f = call i256 @llvm.evm.mod(i256 %e, i256 %x)
; CHECK-NEXT:    ret i256 %f
define i256 @not_operations(i256 %x) {
  %a = call i256 @llvm.evm.shl(i256 256, i256 %x)
  %b = call i256 @llvm.evm.shr(i256 %x, i256 %a)
  %c = call i256 @llvm.evm.div(i256 %b, i256 0)
  %d = call i256 @llvm.evm.sdiv(i256 %c, i256 -1)
  %e = call i256 @llvm.evm.smod(i256 %d, i256 -1)
  %f = call i256 @llvm.evm.mod(i256 %e, i256 %x)
  ret i256 %f
}

; A helper shifts by its parameter; inlined with 96, the shift is LLVM's,
; and the mask of the low 96 bits leaves 0.
; O2-LABEL: define {{.*}}i256 @masked(
; O2-NEXT:    ret i256 0
define internal i256 @shift_by(i256 %n, i256 %v) {
  %r = call i256 @llvm.evm.shl(i256 %n, i256 %v)
  ret i256 %r
}

define i256 @masked(i256 %x) {
  %s = call i256 @shift_by(i256 96, i256 %x)
  %m = and i256 %s, 79228162514264337593543950335
  ret i256 %m
}

; CHECK-LABEL: define i256 @chain(
; CHECK-NEXT:    ret i256 9
define i256 @chain() {
  %w = call i256 @llvm.evm.shl(i256 256, i256 1)
  %x = add i256 %w, 300
  %h = call i256 @llvm.evm.shr(i256 128, i256 %x)
  %c0 = icmp ne i256 %h, 0
  %r0 = select i1 %c0, i256 128, i256 0
  %s1 = call i256 @llvm.evm.shr(i256 %r0, i256 %x)
  %c1 = icmp ugt i256 %s1, 255
  %t1 = select i1 %c1, i256 8, i256 0
  %r1 = or i256 %r0, %t1
  %s2 = call i256 @llvm.evm.shr(i256 %r1, i256 %x)
  %len = call i256 @llvm.evm.byte(i256 31, i256 %s2)
  %bits = add i256 %len, %r1
  ret i256 %bits
}
