; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; The function with the "evm-entry-function" attribute is the entry
; function, wherever it is in the module and even when the module defines
; `__entry` and a first function without arguments: it is moved to pc 0,
; has no JUMPDEST, and its `ret` is STOP. `__entry` and @first are ordinary
; functions: JUMPDEST, and `ret` jumps back to the return address.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @first() {
  ret void
}

define void @__entry() {
  ret void
}

define void @main() "evm-entry-function" {
  call void @first()
  call void @__entry()
  ret void
}

; CHECK: .text
; CHECK-NEXT: .globl main
; CHECK: main:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH .Lret0
; CHECK-NEXT: PUSH first
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret1
; CHECK-NEXT: PUSH __entry
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: STOP
; CHECK: first:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: JUMP
; CHECK: __entry:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: JUMP
