; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-hoist-common-checks %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-hoist-common-checks=false -stop-after=evm-hoist-common-checks %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; EVMHoistCommonChecks: solc's callvalue check, which each case of the
; dispatcher starts with once its functions are inlined, is made once
; before the switch when every other successor fails the same way.
;  * @__entry: three cases check, the default reverts with revert(0, 0)
;    as their checks do: one check before the switch, one CALLVALUE;
;  * @payable: one case does not check (a payable function): unchanged;
;  * @other_failure: the default fails another way (four bytes of data):
;    unchanged, a call with value to no function must keep its data.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)
declare i256 @llvm.evm.callvalue() nounwind willreturn speculatable memory(none)
declare void @llvm.evm.revert(i256, i256)
declare void @llvm.evm.return(i256, i256)

; CHECK-LABEL: define void @__entry()
; CHECK:         %sel = lshr i256 %word, 224
; CHECK-NEXT:    %v1 = call i256 @llvm.evm.callvalue()
; CHECK-NEXT:    %ok1 = icmp eq i256 %v1, 0
; CHECK-NEXT:    br i1 %ok1, label %[[SWITCH:.*]], label %fail1
; CHECK:       [[SWITCH]]:
; CHECK-NEXT:    switch i256 %sel, label %none [
; CHECK:       f1:
; CHECK-NEXT:    br label %body1
; CHECK:       fail1:
; CHECK-NEXT:    call void @llvm.evm.revert(i256 0, i256 0)
; CHECK:       f2:
; CHECK-NEXT:    br label %body2
; CHECK-NOT:   fail2:
; CHECK:       f3:
; CHECK-NEXT:    br label %body3
; CHECK-NOT:   fail3:
; CHECK-LABEL: define internal void @payable(
; CHECK:         switch i256 %sel, label %none [
; CHECK:       f1:
; CHECK-NEXT:    %v1 = call i256 @llvm.evm.callvalue()
; CHECK-LABEL: define internal void @other_failure(
; CHECK:         switch i256 %sel, label %none [
; CHECK:       f1:
; CHECK-NEXT:    %v1 = call i256 @llvm.evm.callvalue()

; OFF-LABEL: define void @__entry()
; OFF:         switch i256 %sel, label %none [
; OFF:       f1:
; OFF-NEXT:    %v1 = call i256 @llvm.evm.callvalue()

; ASM-LABEL: __entry:
; ASM-COUNT-1: CALLVALUE
; ASM-NOT:     CALLVALUE
; ASM-LABEL: payable:
define void @__entry() {
entry:
  %word = call i256 @llvm.evm.calldataload(i256 0)
  %sel = lshr i256 %word, 224
  switch i256 %sel, label %none [
    i256 1, label %f1
    i256 2, label %f2
    i256 3, label %f3
  ]

f1:
  %v1 = call i256 @llvm.evm.callvalue()
  %ok1 = icmp eq i256 %v1, 0
  br i1 %ok1, label %body1, label %fail1

fail1:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

body1:
  call void @payable(i256 %sel)
  call void @other_failure(i256 %sel)
  store i256 11, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable

f2:
  %v2 = call i256 @llvm.evm.callvalue()
  %ok2 = icmp eq i256 %v2, 0
  br i1 %ok2, label %body2, label %fail2

fail2:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

body2:
  store i256 22, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable

f3:
  %v3 = call i256 @llvm.evm.callvalue()
  %ok3 = icmp eq i256 %v3, 0
  br i1 %ok3, label %body3, label %fail3

fail3:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

body3:
  %x = call i256 @llvm.evm.calldataload(i256 4)
  store i256 %x, ptr addrspace(1) null, align 1
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable

none:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable
}

define internal void @payable(i256 %sel) noinline {
entry:
  switch i256 %sel, label %none [
    i256 1, label %f1
    i256 2, label %f2
    i256 3, label %f3
  ]

f1:
  %v1 = call i256 @llvm.evm.callvalue()
  %ok1 = icmp eq i256 %v1, 0
  br i1 %ok1, label %done, label %fail1

fail1:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

f2:
  %v2 = call i256 @llvm.evm.callvalue()
  %ok2 = icmp eq i256 %v2, 0
  br i1 %ok2, label %done, label %fail2

fail2:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

f3:
  store i256 33, ptr addrspace(1) null, align 1
  br label %done

done:
  ret void

none:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable
}

define internal void @other_failure(i256 %sel) noinline {
entry:
  switch i256 %sel, label %none [
    i256 1, label %f1
    i256 2, label %f2
  ]

f1:
  %v1 = call i256 @llvm.evm.callvalue()
  %ok1 = icmp eq i256 %v1, 0
  br i1 %ok1, label %done, label %fail1

fail1:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

f2:
  %v2 = call i256 @llvm.evm.callvalue()
  %ok2 = icmp eq i256 %v2, 0
  br i1 %ok2, label %done, label %fail2

fail2:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

done:
  ret void

none:
  call void @llvm.evm.revert(i256 0, i256 4)
  unreachable
}
