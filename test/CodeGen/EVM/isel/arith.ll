; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Integer arithmetic on i256: one EVM opcode each.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @add() {
; CHECK-LABEL: add:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = add i256 %a, %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @sub() {
; CHECK-LABEL: sub:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SUB
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = sub i256 %a, %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @mul() {
; CHECK-LABEL: mul:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = mul i256 %a, %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @udiv() {
; CHECK-LABEL: udiv:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: DIV
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = udiv i256 %a, %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @sdiv() {
; CHECK-LABEL: sdiv:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SDIV
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = sdiv i256 %a, %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @urem() {
; CHECK-LABEL: urem:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: MOD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = urem i256 %a, %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @srem() {
; CHECK-LABEL: srem:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SMOD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = srem i256 %a, %b
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
