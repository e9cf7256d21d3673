; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; Block and transaction values are read again after a call: a test host
; (forge's vm.roll, vm.warp, ...) changes them between calls. Their
; instructions are mayLoad, so MachineCSE does not merge a read after an
; external call with one before it, nor MachineLICM hoist one out of a
; loop that calls; what the call itself fixes (CALLER) is merged.
; docs/ir-dialect.md, "Builtins".
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.number()
declare i256 @llvm.evm.timestamp()
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.call(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)

; CHECK-LABEL: around_call:
; CHECK:     NUMBER
; CHECK:     CALL
; CHECK:     NUMBER
define i256 @around_call(i256 %vm) {
  %n1 = call i256 @llvm.evm.number()
  %ok = call i256 @llvm.evm.call(i256 0, i256 %vm, i256 0, ptr addrspace(1) null, i256 36, ptr addrspace(1) null, i256 0)
  %n2 = call i256 @llvm.evm.number()
  %d = sub i256 %n2, %n1
  %s = add i256 %d, %ok
  ret i256 %s
}

; CHECK-LABEL: loop_with_call:
; CHECK:     JUMPDEST
; CHECK:     TIMESTAMP
; CHECK:     CALL
; CHECK:     JUMPI
define i256 @loop_with_call(i256 %n, i256 %to) {
entry:
  br label %body
body:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s1, %body ]
  %t = call i256 @llvm.evm.timestamp()
  %ok = call i256 @llvm.evm.call(i256 0, i256 %to, i256 0, ptr addrspace(1) null, i256 0, ptr addrspace(1) null, i256 0)
  %u = add i256 %t, %ok
  %s1 = add i256 %s, %u
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %body, label %done
done:
  ret i256 %s1
}
