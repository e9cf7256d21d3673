; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O3 -mcpu=cancun -verify-machineinstrs -filetype=obj < %s -o /dev/null
; IR in the everyday style of the other backend's codegen tests: mutual
; recursion, a function that calls itself unconditionally, unused
; arguments; the first function takes arguments, so there is no entry
; function. It compiles at every -O level.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"
define i256 @mutual_b(i256 %x) {
; CHECK-LABEL: mutual_b:
entry:
  %call = call i256 @mutual_a(i256 %x)
  ret i256 %call
}
define i256 @mutual_a(i256 %y) {
; CHECK-LABEL: mutual_a:
entry:
  %call = call i256 @mutual_b(i256 %y)
  ret i256 %call
}
define i256 @self(i256 %z) {
; CHECK-LABEL: self:
entry:
  %call = call i256 @self(i256 %z)
  ret i256 %call
}
define i256 @caller_of_self(i256 %a) {
; CHECK-LABEL: caller_of_self:
  %call = call i256 @self(i256 %a)
  ret i256 %call
}
define i256 @const_fn() {
; CHECK-LABEL: const_fn:
  ret i256 1
}
define void @unused_args(i256 %a, i256 %b, i256 %c) {
; CHECK-LABEL: unused_args:
  ret void
}
define i256 @unused_first(i256 %a, i256 %b) {
; CHECK-LABEL: unused_first:
  ret i256 %b
}
