; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-select-to-branch %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-optimize-runs=1 -stop-after=evm-select-to-branch %s -o - | FileCheck %s --check-prefix=RUNS1
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-select-to-branch=false -stop-after=evm-select-to-branch %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - -evm-select-to-branch=false | FileCheck %s --check-prefix=ASM-OFF
; EVMSelectToBranch: a run of selects on one condition becomes a branch and
; PHIs, and what only one side needs moves to that side, when the gas saved
; times the runs beats 200 gas a byte added (or when it saves both).
;   * @log10_step: OpenZeppelin's `if (v >= 10**k) { v /= 10**k; r += k; }`
;     as SimplifyCFG leaves it: two selects, the division and the addition
;     only on the true side. A branch, at every runs.
;   * @both_sides: a division on each side: an if-then-else.
;   * @false_side: the division on the false side only.
;   * @lone: one select of two arguments, nothing to sink: stays.
;   * @constants: selects of constants: cheap, stay.
;   * @shared: the division is also used after the selects, so it is not
;     sunk, and two selects alone do not pay for the jump at 1 run.
;   * @memory: a load is not moved past the store between it and the
;     select.
;   * @nested: a select of the group that takes another's value gets that
;     value on each side, not the other's PHI.
;   * @minsize: under minsize only a change that saves bytes is taken; the
;     log10 step saves both.
;   * @builtin: a builtin that SimplifyCFG executed on both sides of a
;     branch, whatever its price (modexp's conditional MULMOD: builtins
;     that read nothing are speculatable), moves back into its side; one
;     that reads the machine's state (gas) is not speculatable and stays.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; CHECK-LABEL: define i256 @log10_step(
; CHECK:         %c = icmp ugt i256 %v, 9999
; CHECK-NEXT:    br i1 %c, label %[[THEN:.*]], label %[[JOIN:.*]]
; CHECK:       [[THEN]]:
; CHECK-NEXT:    %d = udiv i256 %v, 10000
; CHECK-NEXT:    %a = add i256 %r, 4
; CHECK-NEXT:    br label %[[JOIN]]
; CHECK:       [[JOIN]]:
; CHECK-NEXT:    %v1 = phi i256 [ %d, %[[THEN]] ], [ %v, %entry ]
; CHECK-NEXT:    %r1 = phi i256 [ %a, %[[THEN]] ], [ %r, %entry ]
; CHECK-NOT:     select
; CHECK:         ret i256
; RUNS1-LABEL: define i256 @log10_step(
; RUNS1-NOT:     select
; RUNS1:         ret i256
; OFF-LABEL:   define i256 @log10_step(
; OFF:           %v1 = select i1 %c, i256 %d, i256 %v
; ASM-LABEL:   log10_step:
; ASM:           JUMPI
; ASM-NOT:       MUL
; ASM:           JUMP
; ASM-OFF-LABEL: log10_step:
; ASM-OFF-NOT:   JUMPI
; ASM-OFF:       MUL
; ASM-OFF:       JUMP
define i256 @log10_step(i256 %v, i256 %r) {
entry:
  %c = icmp ugt i256 %v, 9999
  %d = udiv i256 %v, 10000
  %a = add i256 %r, 4
  %v1 = select i1 %c, i256 %d, i256 %v
  %r1 = select i1 %c, i256 %a, i256 %r
  %s = mul i256 %v1, %r1
  ret i256 %s
}

; CHECK-LABEL: define i256 @both_sides(
; CHECK:         br i1 %c, label %[[THEN:.*]], label %[[ELSE:.*]]
; CHECK:       [[THEN]]:
; CHECK-NEXT:    %d = udiv i256 %x, %y
; CHECK-NEXT:    br label %[[JOIN:.*]]
; CHECK:       [[ELSE]]:
; CHECK-NEXT:    %e = sdiv i256 %y, %x
; CHECK-NEXT:    %f = add i256 %e, 1
; CHECK-NEXT:    br label %[[JOIN]]
; CHECK:       [[JOIN]]:
; CHECK-NEXT:    %s = phi i256 [ %d, %[[THEN]] ], [ %f, %[[ELSE]] ]
define i256 @both_sides(i256 %x, i256 %y) {
entry:
  %c = icmp ult i256 %x, %y
  %d = udiv i256 %x, %y
  %e = sdiv i256 %y, %x
  %f = add i256 %e, 1
  %s = select i1 %c, i256 %d, i256 %f
  ret i256 %s
}

; CHECK-LABEL: define i256 @false_side(
; CHECK:         br i1 %c, label %[[JOIN:.*]], label %[[ELSE:.*]]
; CHECK:       [[ELSE]]:
; CHECK-NEXT:    %d = udiv i256 %x, %y
; CHECK-NEXT:    %e = mul i256 %d, %d
; CHECK-NEXT:    br label %[[JOIN]]
; CHECK:       [[JOIN]]:
; CHECK-NEXT:    %s = phi i256 [ %x, %entry ], [ %e, %[[ELSE]] ]
define i256 @false_side(i256 %x, i256 %y) {
entry:
  %c = icmp eq i256 %y, 0
  %d = udiv i256 %x, %y
  %e = mul i256 %d, %d
  %s = select i1 %c, i256 %x, i256 %e
  ret i256 %s
}

; CHECK-LABEL: define i256 @lone(
; CHECK:         %s = select i1 %c, i256 %x, i256 %y
define i256 @lone(i256 %x, i256 %y, i256 %z) {
entry:
  %c = icmp ult i256 %z, 7
  %s = select i1 %c, i256 %x, i256 %y
  ret i256 %s
}

; CHECK-LABEL: define i256 @constants(
; CHECK:         %s = select i1 %c, i256 128, i256 0
; CHECK-NEXT:    %t = select i1 %c, i256 5, i256 9
define i256 @constants(i256 %x) {
entry:
  %c = icmp ugt i256 %x, 255
  %s = select i1 %c, i256 128, i256 0
  %t = select i1 %c, i256 5, i256 9
  %u = add i256 %s, %t
  ret i256 %u
}

; CHECK-LABEL: define i256 @shared(
; CHECK:         %v1 = select i1 %c, i256 %d, i256 %v
; RUNS1-LABEL: define i256 @shared(
; RUNS1:         %v1 = select i1 %c, i256 %d, i256 %v
define i256 @shared(i256 %v, i256 %w) {
entry:
  %c = icmp ugt i256 %v, 9999
  %d = udiv i256 %v, 10000
  %v1 = select i1 %c, i256 %d, i256 %v
  %s = add i256 %v1, %d
  ret i256 %s
}

; CHECK-LABEL: define i256 @memory(
; CHECK:         %l = load i256, ptr addrspace(1) %p
; CHECK-NEXT:    store i256 0, ptr addrspace(1) %p
; CHECK:         br i1 %c
; CHECK:         udiv i256 %l, 10
define i256 @memory(ptr addrspace(1) %p, i256 %v) {
entry:
  %c = icmp ugt i256 %v, 9999
  %l = load i256, ptr addrspace(1) %p
  store i256 0, ptr addrspace(1) %p
  %d = udiv i256 %l, 10
  %a = add i256 %v, 4
  %v1 = select i1 %c, i256 %d, i256 %v
  %r1 = select i1 %c, i256 %a, i256 %l
  %s = mul i256 %v1, %r1
  ret i256 %s
}

; CHECK-LABEL: define i256 @nested(
; CHECK:         br i1 %c, label %[[THEN:.*]], label %[[JOIN:.*]]
; CHECK:       [[JOIN]]:
; CHECK-NEXT:    %v1 = phi i256 [ %d, %[[THEN]] ], [ %v, %entry ]
; CHECK-NEXT:    %r1 = phi i256 [ %d, %[[THEN]] ], [ %r, %entry ]
define i256 @nested(i256 %v, i256 %r) {
entry:
  %c = icmp ugt i256 %v, 9999
  %d = udiv i256 %v, 10000
  %v1 = select i1 %c, i256 %d, i256 %v
  %r1 = select i1 %c, i256 %v1, i256 %r
  %s = mul i256 %v1, %r1
  ret i256 %s
}

; CHECK-LABEL: define i256 @minsize(
; CHECK-NOT:     select
; CHECK:         ret i256
define i256 @minsize(i256 %v, i256 %r) minsize optsize {
entry:
  %c = icmp ugt i256 %v, 9999
  %d = udiv i256 %v, 10000
  %a = add i256 %r, 4
  %v1 = select i1 %c, i256 %d, i256 %v
  %r1 = select i1 %c, i256 %a, i256 %r
  %s = mul i256 %v1, %r1
  ret i256 %s
}

; CHECK-LABEL: define i256 @builtin(
; CHECK:         %g = call i256 @llvm.evm.gas()
; CHECK:         br i1 %odd, label %[[THEN:.*]], label %[[JOIN:.*]]
; CHECK:       [[THEN]]:
; CHECK-NEXT:    %rb = call i256 @llvm.evm.mulmod(i256 %r, i256 %b, i256 %m)
; CHECK-NEXT:    br label %[[JOIN]]
; CHECK:       [[JOIN]]:
; CHECK-NEXT:    %r2 = phi i256 [ %rb, %[[THEN]] ], [ %r, %entry ]
; CHECK-NOT:     select
; CHECK:         ret i256
; OFF-LABEL:   define i256 @builtin(
; OFF:           %r2 = select i1 %odd, i256 %rb, i256 %r
define i256 @builtin(i256 %r, i256 %b, i256 %m, i256 %e) {
entry:
  %bit = and i256 %e, 1
  %odd = icmp ne i256 %bit, 0
  %rb = call i256 @llvm.evm.mulmod(i256 %r, i256 %b, i256 %m)
  %g = call i256 @llvm.evm.gas()
  %r2 = select i1 %odd, i256 %rb, i256 %r
  %g2 = select i1 %odd, i256 %g, i256 %e
  %b2 = call i256 @llvm.evm.mulmod(i256 %b, i256 %b, i256 %m)
  %s = add i256 %r2, %b2
  %t = add i256 %s, %g2
  ret i256 %t
}

declare i256 @llvm.evm.mulmod(i256, i256, i256) #0
declare i256 @llvm.evm.gas()
attributes #0 = { nosync nounwind speculatable willreturn memory(none) }
