; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; RUN: %evm-bin -verify-machineinstrs %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
; RUN: %evm-bin -verify-machineinstrs %s 2>/dev/null | FileCheck %s --check-prefix=CODE
; A module whose first function takes arguments, with neither the attribute
; nor `__entry`, has no entry function: it is a library (or a test of single
; functions). Every function is ordinary: JUMPDEST first, results returned
; by jumping back, a `ret` of a function without arguments included (no
; STOP). bin/evm-bin compiles it (exit status 0) and warns on stderr that
; the code has no entry function.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define i256 @add(i256 %a, i256 %b) {
  %r = add i256 %a, %b
  ret i256 %r
}

define void @noargs() {
  ret void
}

; CHECK: add:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK: noargs:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: JUMP

; WARN: warning: the module has no entry function
; WARN-NOT: error

; JUMPDEST ADD SWAP1 JUMP, JUMPDEST JUMP
; CODE: {{^}}5b0190565b56{{$}}
