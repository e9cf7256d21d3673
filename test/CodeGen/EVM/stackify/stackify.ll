; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs -evm-expression-order=false < %s \
; RUN:   | FileCheck %s --check-prefix=OFF
; Operand scheduling of the stackifier within one block.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; Values used once, in stack order, are consumed where they are.
define void @in_place() {
; CHECK-LABEL: in_place:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: SUB
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = sub i256 %b, %a
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

; Reversed operands of a commutative operation: commute, no SWAP.
define void @commute() {
; CHECK-LABEL: commute:
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

; A value used again later is duplicated; the last use consumes it.
define void @reuse() {
; CHECK-LABEL: reuse:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: DUP1
; CHECK-NEXT: DUP2
; CHECK-NEXT: MUL
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %s = mul i256 %a, %a
  %t = add i256 %s, %a
  store i256 %t, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

; Dead values are not popped before an instruction that ends execution.
define void @dead_before_return() {
; CHECK-LABEL: dead_before_return:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: DUP2
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x40
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = add i256 %a, %b
  store i256 %c, ptr addrspace(1) null
  store i256 %a, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}

; Sixteen loads summed. In the order of their tree (EVMExpressionOrder),
; each load is added as it comes and no value waits; without it, seventeen
; values are live at once, and the deepest is still within DUP16 reach when
; it is used first.
define void @deep() {
; CHECK-LABEL: deep:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0xf
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0xe
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0xd
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0xc
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0xb
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0xa
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x9
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x8
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x7
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x6
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x5
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x4
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x3
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x2
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
; OFF-LABEL: deep:
; OFF-NEXT: ; %bb.0:
; OFF-NEXT: JUMPDEST
; OFF-NEXT: PUSH0
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x1
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x2
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x3
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x4
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x5
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x6
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x7
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x8
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0x9
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0xa
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0xb
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0xc
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0xd
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0xe
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: PUSH1 0xf
; OFF-NEXT: CALLDATALOAD
; OFF-NEXT: DUP16
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: ADD
; OFF-NEXT: PUSH0
; OFF-NEXT: MSTORE
; OFF-NEXT: PUSH1 0x20
; OFF-NEXT: PUSH0
; OFF-NEXT: RETURN
  %v0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 0 to ptr addrspace(2)))
  %v1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 1 to ptr addrspace(2)))
  %v2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 2 to ptr addrspace(2)))
  %v3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 3 to ptr addrspace(2)))
  %v4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 4 to ptr addrspace(2)))
  %v5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 5 to ptr addrspace(2)))
  %v6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 6 to ptr addrspace(2)))
  %v7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 7 to ptr addrspace(2)))
  %v8 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 8 to ptr addrspace(2)))
  %v9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 9 to ptr addrspace(2)))
  %v10 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 10 to ptr addrspace(2)))
  %v11 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 11 to ptr addrspace(2)))
  %v12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 12 to ptr addrspace(2)))
  %v13 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 13 to ptr addrspace(2)))
  %v14 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 14 to ptr addrspace(2)))
  %v15 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 15 to ptr addrspace(2)))
  %x0 = add i256 %v15, %v0
  %x1 = add i256 %x0, %v14
  %x2 = add i256 %x1, %v13
  %x3 = add i256 %x2, %v12
  %x4 = add i256 %x3, %v11
  %x5 = add i256 %x4, %v10
  %x6 = add i256 %x5, %v9
  %x7 = add i256 %x6, %v8
  %x8 = add i256 %x7, %v7
  %x9 = add i256 %x8, %v6
  %x10 = add i256 %x9, %v5
  %x11 = add i256 %x10, %v4
  %x12 = add i256 %x11, %v3
  %x13 = add i256 %x12, %v2
  %x14 = add i256 %x13, %v1
  store i256 %x14, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
