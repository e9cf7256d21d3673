; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-widen-switches %s -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; solc's dispatcher after InstCombine: a switch on the i32 of the top four
; bytes. EVMWidenSwitches zero-extends it to the word (cases too), and the
; IRTranslator lowers it at -O1 and up: runs of at most three EQs under a
; tree of word compares, no SIGNEXTEND of the selector and no complemented
; pivots (LowerSwitch's tree of single cases on the i32 had both). -O0
; keeps LowerSwitch. Execution: exec/control-flow/switch-narrow.ll.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; IR-LABEL: define i256 @selector(
; IR:         %[[W:[0-9]+]] = zext i32 %t to i256
; IR-NEXT:    switch i256 %[[W]], label %none [
; IR-NEXT:      i256 117300739, label %c1
; IR:           i256 2308253967, label %c4
; IR:           i256 4294967295, label %c6

; CHECK-LABEL: selector:
; CHECK-NOT:   SIGNEXTEND
; CHECK-NOT:   NOT
; The pivot's test `w < 0x8995290f` is negated at the branch, as
; `w > 0x8995290e` (EVMFoldBranchNegations).
; CHECK:       PUSH4 0x8995290e
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  SGT
; CHECK-NEXT:  PUSH .LBB0_{{[0-9]+}}
; CHECK-NEXT:  JUMPI
; CHECK:       DUP1
; CHECK-NEXT:  PUSH4 0x6fdde03
; CHECK-NEXT:  EQ
; CHECK-NEXT:  PUSH .LBB0_{{[0-9]+}}
; CHECK-NEXT:  JUMPI
; CHECK-NOT:   SIGNEXTEND
; CHECK:       .size selector

; O0-LABEL: selector:
; O0:         SIGNEXTEND

define i256 @selector(i256 %w) {
entry:
  %s = lshr i256 %w, 224
  %t = trunc i256 %s to i32
  switch i32 %t, label %none [
    i32 117300739, label %c1
    i32 157198259, label %c2
    i32 404098525, label %c3
    i32 -1986713329, label %c4
    i32 -1459249989, label %c5
    i32 -1, label %c6
  ]
c1:
  ret i256 1
c2:
  ret i256 2
c3:
  ret i256 3
c4:
  ret i256 4
c5:
  ret i256 5
c6:
  ret i256 6
none:
  ret i256 0
}
