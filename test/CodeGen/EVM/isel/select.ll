; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; The EVM has no select: select(c, t, f) = f ^ ((t ^ f) * c) with c in {0, 1}.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @select() {
; CHECK-LABEL: select:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: DUP1
; CHECK-NEXT: DUP3
; CHECK-NEXT: SLT
; CHECK-NEXT: DUP2
; CHECK-NEXT: DUP4
; CHECK-NEXT: XOR
; CHECK-NEXT: MUL
; CHECK-NEXT: XOR
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp slt i256 %a, %b
  %r = select i1 %c, i256 %a, i256 %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

; A condition that is not known to be 0 or 1 is masked first.
define void @select_trunc() {
; CHECK-LABEL: select_trunc:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: AND
; CHECK-NEXT: PUSH1 0xe
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH1 0x9
; CHECK-NEXT: XOR
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %c = trunc i256 %a to i1
  %r = select i1 %c, i256 7, i256 9
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
