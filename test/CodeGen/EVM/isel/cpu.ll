; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -mcpu=osaka -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -mcpu=prague -verify-machineinstrs < %s | FileCheck %s --check-prefix=PRAGUE
; RUN: %llc -march=evm -mcpu=cancun -verify-machineinstrs < %s | FileCheck %s --check-prefix=PRAGUE
; RUN: %llc -march=evm -mcpu=help 2>&1 | FileCheck %s --check-prefix=HELP
; osaka (the default) has CLZ (EIP-7939); older forks do not (their
; expansion of ctlz belongs to the legalizer breadth work).

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @ctlz() {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @llvm.ctlz.i256(i256 %a, i1 false)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
; CHECK-LABEL: ctlz:
; CHECK: CALLDATALOAD
; CHECK-NEXT: CLZ
; PRAGUE-LABEL: ctlz:
; PRAGUE-NOT: CLZ
; HELP: Available CPUs for this target:
; HELP: cancun
; HELP: osaka
; HELP: prague

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.ctlz.i256(i256, i1)
