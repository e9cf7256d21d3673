; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; i256 loads and stores in memory (address spaces 0 and 1) are MLOAD/MSTORE
; at any byte offset.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @load_store() {
; CHECK-LABEL: load_store:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH1 0x40
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: DUP1
; CHECK-NEXT: MLOAD
; CHECK-NEXT: DUP2
; CHECK-NEXT: PUSH1 0x7
; CHECK-NEXT: ADD
; CHECK-NEXT: MSTORE
; CHECK-NEXT: RETURN
  %p = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %ptr = inttoptr i256 %p to ptr addrspace(1)
  %v = load i256, ptr addrspace(1) %ptr
  %q = getelementptr i8, ptr addrspace(1) %ptr, i256 7
  store i256 %v, ptr addrspace(1) %q
  call void @llvm.evm.return(ptr addrspace(1) %ptr, i256 64)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
