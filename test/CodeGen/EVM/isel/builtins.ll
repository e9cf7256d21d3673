; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; The builtins of the foundation: calldataload, return, revert, stop; and
; `unreachable`, which is INVALID. Nothing is emitted after an instruction
; that ends execution.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @calldataload_return() {
; CHECK-LABEL: calldataload_return:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH1 0x4
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 4 to ptr addrspace(2)))
  store i256 %a, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @revert() {
; CHECK-LABEL: revert:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: REVERT
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 %a)
  unreachable
}

define void @stop() {
; CHECK-LABEL: stop:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: STOP
  call void @llvm.evm.stop()
  unreachable
}

; Without noreturn on the declaration, the trap after the call is dropped.
define void @return_no_noreturn() {
; CHECK-LABEL: return_no_noreturn:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  call void @llvm.evm.return(ptr addrspace(1) null, i256 0)
  unreachable
}

define void @unreachable() {
; CHECK-LABEL: unreachable:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: INVALID
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256)
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.stop() noreturn
