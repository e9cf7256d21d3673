; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Without the attribute and `__entry`, the first function defined is the
; entry function if it takes no arguments: no JUMPDEST, `ret` is STOP. The
; functions after it are ordinary, those without arguments too.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))

define void @run() {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %y = call i256 @twice(i256 %x)
  call void @done()
  ret void
}

define i256 @twice(i256 %x) {
  %y = shl i256 %x, 1
  ret i256 %y
}

define void @done() {
  ret void
}

; CHECK: run:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH .Lret0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH twice
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret1
; CHECK-NEXT: PUSH done
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: STOP
; CHECK: twice:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK: done:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: JUMP
