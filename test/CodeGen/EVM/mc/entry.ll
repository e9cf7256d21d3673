; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Runtime code starts at pc 0 in the entry function: the function with the
; "evm-entry-function" attribute (entry-attribute.ll), else `__entry` if the
; module defines it (here), else the first function defined if it takes no
; arguments (entry-first.ll); a module with none has no entry
; (entry-none.ll). The entry is moved to the front of the module, starts
; without JUMPDEST, and returning from it ends the call with STOP.

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
