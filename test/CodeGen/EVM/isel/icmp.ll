; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Every icmp predicate maps onto LT/GT/SLT/SGT/EQ, negated with ISZERO where
; needed; (in)equality with zero is ISZERO.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @eq() {
; CHECK-LABEL: eq:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: EQ
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp eq i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @ne() {
; CHECK-LABEL: ne:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: EQ
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp ne i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @ult() {
; CHECK-LABEL: ult:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: LT
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp ult i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @ugt() {
; CHECK-LABEL: ugt:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: GT
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp ugt i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @ule() {
; CHECK-LABEL: ule:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: GT
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp ule i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @uge() {
; CHECK-LABEL: uge:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: LT
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp uge i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @slt() {
; CHECK-LABEL: slt:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SLT
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp slt i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @sgt() {
; CHECK-LABEL: sgt:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SGT
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp sgt i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @sle() {
; CHECK-LABEL: sle:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SGT
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp sle i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @sge() {
; CHECK-LABEL: sge:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SLT
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = icmp sge i256 %a, %b
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @eq_zero() {
; CHECK-LABEL: eq_zero:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %c = icmp eq i256 %a, 0
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @ne_zero() {
; CHECK-LABEL: ne_zero:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ISZERO
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %c = icmp ne i256 0, %a
  %r = zext i1 %c to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
