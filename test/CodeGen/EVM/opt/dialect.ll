; RUN: %opt -O2 -S %s | FileCheck %s
; The IR dialect through bin/opt (docs/ir-dialect.md): the runtime library's
; calls are defined and inlined before the middle end (no call to __addmod
; or __sha3 is left), and a module without an entry function is a library,
; so none of its functions is internalized or dropped.

; CHECK-NOT: call i256 @__addmod
; CHECK-LABEL: define i256 @f(
; CHECK: call i256 @llvm.evm.addmod(
; CHECK-LABEL: define i256 @g(
; CHECK: call i256 @llvm.evm.sha3(
; CHECK-NOT: call i256 @__sha3
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @__addmod(i256, i256, i256)
declare i256 @__sha3(ptr addrspace(1), i256, i1)

define i256 @f(i256 %a, i256 %b, i256 %m) {
  %r = call i256 @__addmod(i256 %a, i256 %b, i256 %m)
  ret i256 %r
}

define i256 @g(ptr addrspace(1) %p, i256 %n) {
  %h = call i256 @__sha3(ptr addrspace(1) %p, i256 %n, i1 false)
  ret i256 %h
}
