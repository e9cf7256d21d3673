; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; The builtins of the other LLVM EVM backend's dialect beyond the opcodes in
; builtins-all.ll: arithmetic with the EVM's semantics (div, sdiv, mod, smod,
; shl, shr, sar), mstore8, the copies by address space (their i1 volatile
; flag is dropped) and the `.sptr` forms (their storage and transient
; storage pointers are dropped), and memoryguard, which is the heap start
; (its argument, at most 0x80, is dropped). Arguments are in stack order: the first
; argument is on top at entry and is the opcode's first operand, so each
; body is the opcode alone; reversed operands would need a SWAP1.
; The module has no entry function (the first function takes arguments):
; every function is an ordinary function.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define i256 @div(i256 %a, i256 %b) {
; CHECK-LABEL: div:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DIV
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.div(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @sdiv(i256 %a, i256 %b) {
; CHECK-LABEL: sdiv:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SDIV
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.sdiv(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @mod(i256 %a, i256 %b) {
; CHECK-LABEL: mod:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MOD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.mod(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @smod(i256 %a, i256 %b) {
; CHECK-LABEL: smod:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SMOD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.smod(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @shl(i256 %shift, i256 %value) {
; CHECK-LABEL: shl:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SHL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.shl(i256 %shift, i256 %value)
  ret i256 %r
}

define i256 @shr(i256 %shift, i256 %value) {
; CHECK-LABEL: shr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SHR
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.shr(i256 %shift, i256 %value)
  ret i256 %r
}

define i256 @sar(i256 %shift, i256 %value) {
; CHECK-LABEL: sar:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SAR
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.sar(i256 %shift, i256 %value)
  ret i256 %r
}

; The value is the second operand: with the arguments swapped, one SWAP1.
define i256 @shl_swapped(i256 %value, i256 %shift) {
; CHECK-LABEL: shl_swapped:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: SHL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.shl(i256 %shift, i256 %value)
  ret i256 %r
}

define void @mstore8(ptr addrspace(1) %p, i256 %v) {
; CHECK-LABEL: mstore8:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MSTORE8
; CHECK-NEXT: JUMP
  call void @llvm.evm.mstore8(ptr addrspace(1) %p, i256 %v)
  ret void
}

define void @memcpyas1as2(ptr addrspace(1) %dst, ptr addrspace(2) %src, i256 %n) {
; CHECK-LABEL: memcpyas1as2:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLDATACOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.memcpyas1as2(ptr addrspace(1) %dst, ptr addrspace(2) %src, i256 %n, i1 false)
  ret void
}

define void @memcpyas1as3(ptr addrspace(1) %dst, ptr addrspace(3) %src, i256 %n) {
; CHECK-LABEL: memcpyas1as3:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: RETURNDATACOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.memcpyas1as3(ptr addrspace(1) %dst, ptr addrspace(3) %src, i256 %n, i1 false)
  ret void
}

define void @memcpyas1as4(ptr addrspace(1) %dst, ptr addrspace(4) %src, i256 %n) {
; CHECK-LABEL: memcpyas1as4:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CODECOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.memcpyas1as4(ptr addrspace(1) %dst, ptr addrspace(4) %src, i256 %n, i1 true)
  ret void
}

define void @memmoveas1as1(ptr addrspace(1) %dst, ptr addrspace(1) %src, i256 %n) {
; CHECK-LABEL: memmoveas1as1:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MCOPY
; CHECK-NEXT: JUMP
  call void @llvm.evm.memmoveas1as1(ptr addrspace(1) %dst, ptr addrspace(1) %src, i256 %n, i1 false)
  ret void
}

define void @return_sptr(ptr addrspace(1) %p, i256 %n) {
; CHECK-LABEL: return_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: RETURN
  call void @llvm.evm.return.sptr(ptr addrspace(1) %p, i256 %n, ptr addrspace(5) null, ptr addrspace(6) null)
  unreachable
}

define void @revert_sptr(ptr addrspace(1) %p, i256 %n) {
; CHECK-LABEL: revert_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: REVERT
  call void @llvm.evm.revert.sptr(ptr addrspace(1) %p, i256 %n, ptr addrspace(5) null, ptr addrspace(6) null)
  unreachable
}

define i256 @create_sptr(i256 %v, ptr addrspace(1) %p, i256 %n) {
; CHECK-LABEL: create_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CREATE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.create.sptr(i256 %v, ptr addrspace(1) %p, i256 %n, ptr addrspace(5) null, ptr addrspace(6) null)
  ret i256 %r
}

define i256 @create2_sptr(i256 %v, ptr addrspace(1) %p, i256 %n, i256 %salt) {
; CHECK-LABEL: create2_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CREATE2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.create2.sptr(i256 %v, ptr addrspace(1) %p, i256 %n, i256 %salt, ptr addrspace(5) null, ptr addrspace(6) null)
  ret i256 %r
}

define i256 @call_sptr(i256 %gas, i256 %addr, i256 %v, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize) {
; CHECK-LABEL: call_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.call.sptr(i256 %gas, i256 %addr, i256 %v, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize, ptr addrspace(5) null, ptr addrspace(6) null)
  ret i256 %r
}

define i256 @callcode_sptr(i256 %gas, i256 %addr, i256 %v, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize) {
; CHECK-LABEL: callcode_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: CALLCODE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.callcode.sptr(i256 %gas, i256 %addr, i256 %v, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize, ptr addrspace(5) null, ptr addrspace(6) null)
  ret i256 %r
}

define i256 @delegatecall_sptr(i256 %gas, i256 %addr, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize) {
; CHECK-LABEL: delegatecall_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DELEGATECALL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.delegatecall.sptr(i256 %gas, i256 %addr, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize, ptr addrspace(5) null, ptr addrspace(6) null)
  ret i256 %r
}

define i256 @staticcall_sptr(i256 %gas, i256 %addr, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize) {
; CHECK-LABEL: staticcall_sptr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: STATICCALL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.staticcall.sptr(i256 %gas, i256 %addr, ptr addrspace(1) %in, i256 %insize, ptr addrspace(1) %out, i256 %outsize, ptr addrspace(5) null, ptr addrspace(6) null)
  ret i256 %r
}

; The code's memory starts above the backend's globals and frames.
define i256 @memoryguard() {
; CHECK-LABEL: memoryguard:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lheap.start
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @llvm.evm.memoryguard(i256 128)
  ret i256 %r
}

declare i256 @llvm.evm.div(i256, i256)
declare i256 @llvm.evm.sdiv(i256, i256)
declare i256 @llvm.evm.mod(i256, i256)
declare i256 @llvm.evm.smod(i256, i256)
declare i256 @llvm.evm.shl(i256, i256)
declare i256 @llvm.evm.shr(i256, i256)
declare i256 @llvm.evm.sar(i256, i256)
declare void @llvm.evm.mstore8(ptr addrspace(1), i256)
declare void @llvm.evm.memcpyas1as2(ptr addrspace(1), ptr addrspace(2), i256, i1 immarg)
declare void @llvm.evm.memcpyas1as3(ptr addrspace(1), ptr addrspace(3), i256, i1 immarg)
declare void @llvm.evm.memcpyas1as4(ptr addrspace(1), ptr addrspace(4), i256, i1 immarg)
declare void @llvm.evm.memmoveas1as1(ptr addrspace(1), ptr addrspace(1), i256, i1 immarg)
declare void @llvm.evm.return.sptr(ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6)) noreturn
declare void @llvm.evm.revert.sptr(ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6)) noreturn
declare i256 @llvm.evm.create.sptr(i256, ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6))
declare i256 @llvm.evm.create2.sptr(i256, ptr addrspace(1), i256, i256, ptr addrspace(5), ptr addrspace(6))
declare i256 @llvm.evm.call.sptr(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6))
declare i256 @llvm.evm.callcode.sptr(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6))
declare i256 @llvm.evm.delegatecall.sptr(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6))
declare i256 @llvm.evm.staticcall.sptr(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6))
declare i256 @llvm.evm.memoryguard(i256)
