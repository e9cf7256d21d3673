; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Constants are pushed at each use, each in its cheapest form
; (EVMConstantMaterializer; constant-forms.ll tests the choice): PUSH0 for
; zero, the shortest PUSH of most values, 2^256-1 as PUSH0 NOT, the sign
; bit as 1 << 255, (2^256-1)/100 as a division.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @constants() {
; CHECK-LABEL: constants:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH2 0x100
; CHECK-NEXT: PUSH1 0x40
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH9 0x10000000000000000
; CHECK-NEXT: PUSH1 0x60
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH0
; CHECK-NEXT: NOT
; CHECK-NEXT: PUSH1 0x80
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: PUSH1 0xff
; CHECK-NEXT: SHL
; CHECK-NEXT: PUSH1 0xa0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x64
; CHECK-NEXT: PUSH0
; CHECK-NEXT: NOT
; CHECK-NEXT: DIV
; CHECK-NEXT: PUSH1 0xc0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0xe0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  store i256 0, ptr addrspace(1) null
  store i256 1, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 256, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 18446744073709551616, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  store i256 -1, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  store i256 57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  store i256 1157920892373161954235709850086879078532699846656405640394575840079131296399, ptr addrspace(1) inttoptr (i256 192 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 224)
  unreachable
}

declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
