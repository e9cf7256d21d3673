; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-merge-halting-blocks %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-merge-halting-recompute=false -stop-after=evm-merge-halting-blocks %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; EVMMergeHaltingBlocks reads the call's context again in a halting block
; so that its copies compare equal: the middle end reads RETURNDATASIZE
; once for both sides of an external call's check (SimplifyCFG hoists it
; out of the revert that forwards the failure and the decoding of the
; result), and each forwarding block then names a different value.
;  * fail1 and fail2 forward two calls' failures: one block with its own
;    RETURNDATASIZE (off: two);
;  * fail3's RETURNDATASIZE is read before a call that may write (another
;    call's return data would replace it): it keeps its value, and its own
;    copy;
;  * deny1 and deny2 revert with CALLER, read in each predecessor: one
;    block (a builtin without operands that reads nothing is the same
;    everywhere);
;  * deny3 matches no other block: it keeps the value read before it, as
;    the new read would only add code.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)
declare i256 @llvm.evm.gas()
declare i256 @llvm.evm.staticcall(i256, i256, i256, i256, i256, i256)
declare i256 @llvm.evm.returndatasize()
declare void @llvm.evm.returndatacopy(i256, i256, i256)
declare void @llvm.evm.revert(i256, i256)
declare void @llvm.evm.return(i256, i256)
declare i256 @llvm.evm.caller() nounwind willreturn memory(none)

; CHECK-LABEL: define void @__entry()
; CHECK:         br i1 %f1, label %fail1, label %next1
; CHECK:       fail1:
; CHECK-NEXT:    [[RDS:%[0-9]+]] = call i256 @llvm.evm.returndatasize()
; CHECK-NEXT:    call void @llvm.evm.returndatacopy(i256 128, i256 0, i256 [[RDS]])
; CHECK-NEXT:    call void @llvm.evm.revert(i256 128, i256 [[RDS]])
; CHECK:         br i1 %f2, label %fail1, label %next2
; CHECK-NOT:   fail2:
; CHECK:         br i1 %f3, label %fail3, label %next3
; CHECK:       fail3:
; CHECK-NEXT:    call void @llvm.evm.returndatacopy(i256 128, i256 0, i256 %rds3)
; CHECK:         br i1 %is1, label %deny1, label %check2
; CHECK:       deny1:
; CHECK-NEXT:    [[C:%[0-9]+]] = call i256 @llvm.evm.caller()
; CHECK-NEXT:    store i256 [[C]], ptr addrspace(1) null
; CHECK:         br i1 %is2, label %deny1, label %check3
; CHECK-NOT:   deny2:
; CHECK:       deny3:
; CHECK-NEXT:    call void @llvm.evm.revert(i256 %c3, i256 0)

; OFF-LABEL: define void @__entry()
; OFF:       fail1:
; OFF-NEXT:    call void @llvm.evm.returndatacopy(i256 128, i256 0, i256 %rds1)
; OFF:       fail2:
; OFF-NEXT:    call void @llvm.evm.returndatacopy(i256 128, i256 0, i256 %rds2)
; OFF:       deny1:
; OFF:       deny2:

; One REVERT forwards both failures, one reverts with CALLER, fail3's and
; deny3's have their own, and the bad return data has its revert(0, 0).
; ASM-LABEL: __entry:
; ASM-COUNT-5: REVERT
; ASM-NOT:     REVERT
define void @__entry() {
entry:
  %a = call i256 @llvm.evm.calldataload(i256 0)
  %g1 = call i256 @llvm.evm.gas()
  %ok1 = call i256 @llvm.evm.staticcall(i256 %g1, i256 %a, i256 0, i256 0, i256 0, i256 32)
  %rds1 = call i256 @llvm.evm.returndatasize()
  %f1 = icmp eq i256 %ok1, 0
  br i1 %f1, label %fail1, label %next1

fail1:
  call void @llvm.evm.returndatacopy(i256 128, i256 0, i256 %rds1)
  call void @llvm.evm.revert(i256 128, i256 %rds1)
  unreachable

next1:
  %short1 = icmp ult i256 %rds1, 32
  br i1 %short1, label %bad, label %call2

bad:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable

call2:
  %g2 = call i256 @llvm.evm.gas()
  %ok2 = call i256 @llvm.evm.staticcall(i256 %g2, i256 %a, i256 0, i256 0, i256 0, i256 32)
  %rds2 = call i256 @llvm.evm.returndatasize()
  %f2 = icmp eq i256 %ok2, 0
  br i1 %f2, label %fail2, label %next2

fail2:
  call void @llvm.evm.returndatacopy(i256 128, i256 0, i256 %rds2)
  call void @llvm.evm.revert(i256 128, i256 %rds2)
  unreachable

next2:
  %short2 = icmp ult i256 %rds2, 32
  br i1 %short2, label %bad, label %call3

call3:
  %g3 = call i256 @llvm.evm.gas()
  %ok3 = call i256 @llvm.evm.staticcall(i256 %g3, i256 %a, i256 0, i256 0, i256 0, i256 32)
  %rds3 = call i256 @llvm.evm.returndatasize()
  %f3 = icmp eq i256 %ok3, 0
  %g4 = call i256 @llvm.evm.gas()
  br i1 %f3, label %fail3, label %next3

fail3:
  call void @llvm.evm.returndatacopy(i256 128, i256 0, i256 %rds3)
  call void @llvm.evm.revert(i256 128, i256 %rds3)
  unreachable

next3:
  %c1 = call i256 @llvm.evm.caller()
  %is1 = icmp eq i256 %c1, %a
  br i1 %is1, label %deny1, label %check2

deny1:
  store i256 %c1, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  unreachable

check2:
  %s = load i256, ptr addrspace(5) null, align 1
  %c2 = call i256 @llvm.evm.caller()
  %is2 = icmp eq i256 %c2, %s
  br i1 %is2, label %deny2, label %check3

deny2:
  store i256 %c2, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(i256 0, i256 32)
  unreachable

check3:
  %c3 = call i256 @llvm.evm.caller()
  %is3 = icmp eq i256 %c3, %g4
  br i1 %is3, label %deny3, label %done

deny3:
  call void @llvm.evm.revert(i256 %c3, i256 0)
  unreachable

done:
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable
}
