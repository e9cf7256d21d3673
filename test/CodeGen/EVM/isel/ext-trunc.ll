; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; Narrow integers live in a word with undefined high bits: trunc and anyext
; are free, zext masks, sext is SIGNEXTEND for whole bytes and a shift pair
; otherwise.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @zext_i1() {
; CHECK-LABEL: zext_i1:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: AND
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %t = trunc i256 %a to i1
  %r = zext i1 %t to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @sext_i1() {
; CHECK-LABEL: sext_i1:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0xff
; CHECK-NEXT: SHL
; CHECK-NEXT: PUSH1 0xff
; CHECK-NEXT: SAR
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %t = trunc i256 %a to i1
  %r = sext i1 %t to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @sext_i8() {
; CHECK-LABEL: sext_i8:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: SIGNEXTEND
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %t = trunc i256 %a to i8
  %r = sext i8 %t to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @zext_i64() {
; CHECK-LABEL: zext_i64:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH8 0xffffffffffffffff
; CHECK-NEXT: AND
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %t = trunc i256 %a to i64
  %r = zext i64 %t to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

; i8 arithmetic is done on words; the result is extended where it is used.
define void @add_i8() {
; CHECK-LABEL: add_i8:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: CALLDATALOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0xff
; CHECK-NEXT: AND
; CHECK-NEXT: PUSH0
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x20
; CHECK-NEXT: PUSH0
; CHECK-NEXT: RETURN
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %x = trunc i256 %a to i8
  %y = trunc i256 %b to i8
  %s = add i8 %x, %y
  %r = zext i8 %s to i256
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
