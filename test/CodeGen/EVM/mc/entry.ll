; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Runtime code starts at pc 0 in the entry function: `__entry` if the module
; defines it, otherwise the first function defined. It is moved to the front
; of the module. Returning from it ends the call with STOP.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @helper() {
  call void @llvm.evm.stop()
  unreachable
}

define void @__entry() {
  ret void
}

; CHECK: .text
; CHECK-NEXT: .globl __entry
; CHECK: __entry:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: STOP
; CHECK: helper:

declare void @llvm.evm.stop() noreturn
