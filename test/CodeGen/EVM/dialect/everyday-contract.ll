; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O3 -mcpu=cancun -verify-machineinstrs -filetype=obj < %s -o /dev/null
; IR in the style that Yul front ends of the other backend emit: private
; fastcc helpers before the entry function, which the "evm-entry-function"
; attribute names; a selector switch on an i32, ABI decoding from calldata,
; a storage mapping through __sha3, runtime-library shifts, an alloca in a
; loop body, `br i1 poison` and a `poison` PHI input. It compiles at every -O
; level.

; The entry function comes first in the code.
; CHECK-LABEL: main:

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.callvalue()
declare i256 @__sha3(ptr addrspace(1), i256, i1)
declare i256 @__shr(i256, i256)
declare i256 @__shl(i256, i256)

define private fastcc i256 @abi_decode_u256(i256 %headStart, i256 %dataEnd) unnamed_addr {
; CHECK-LABEL: abi_decode_u256:
entry:
  %size = sub i256 %dataEnd, %headStart
  %small = icmp slt i256 %size, 32
  br i1 %small, label %revert_block, label %ok
revert_block:
  tail call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
ok:
  %p = inttoptr i256 %headStart to ptr addrspace(2)
  %v = load i256, ptr addrspace(2) %p, align 1
  ret i256 %v
}

define private fastcc void @store_mapping(i256 %key, i256 %value) unnamed_addr {
; CHECK-LABEL: store_mapping:
entry:
  store i256 %key, ptr addrspace(1) null, align 1
  store i256 0, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1)), align 1
  %slot = tail call i256 @__sha3(ptr addrspace(1) null, i256 64, i1 true)
  %sp = inttoptr i256 %slot to ptr addrspace(5)
  store i256 %value, ptr addrspace(5) %sp, align 1
  ret void
}

define dso_local fastcc void @main() unnamed_addr "evm-entry-function" noreturn {
entry:
  store i256 128, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1)), align 64
  %cds = tail call i256 @llvm.evm.calldatasize()
  %short = icmp ult i256 %cds, 4
  br i1 %short, label %fallback, label %dispatch
dispatch:
  %w = tail call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %sel = tail call i256 @__shr(i256 224, i256 %w)
  %sel32 = trunc i256 %sel to i32
  switch i32 %sel32, label %fallback [
    i32 1039457780, label %"block_rt_2/0"
    i32 1519042605, label %"block_rt_3/0"
  ]
"block_rt_2/0":
  %val = tail call i256 @llvm.evm.callvalue()
  %nz = icmp ne i256 %val, 0
  br i1 %nz, label %fallback, label %"block_rt_2/1"
"block_rt_2/1":
  %x = tail call fastcc i256 @abi_decode_u256(i256 4, i256 %cds)
  br label %loop
loop:
  %i = phi i256 [ 0, %"block_rt_2/1" ], [ %i.next, %loop.latch ]
  %acc = phi i256 [ poison, %"block_rt_2/1" ], [ %acc.next, %loop.latch ]
  %done = icmp uge i256 %i, %x
  br i1 %done, label %exit, label %loop.body
loop.body:
  %tmp = alloca i256, align 32
  store i256 %i, ptr %tmp, align 32
  %t = load i256, ptr %tmp, align 32
  %sq = mul i256 %t, %t
  br label %loop.latch
loop.latch:
  %acc.next = add i256 %sq, 1
  %i.next = add nuw i256 %i, 1
  br label %loop
exit:
  %r = phi i256 [ %acc, %loop ]
  store i256 %r, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1)), align 1
  tail call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1)), i256 32)
  unreachable
"block_rt_3/0":
  %k = tail call fastcc i256 @abi_decode_u256(i256 4, i256 %cds)
  %sh = tail call i256 @__shl(i256 1, i256 %k)
  tail call fastcc void @store_mapping(i256 %k, i256 %sh)
  br i1 poison, label %fallback, label %stop
stop:
  tail call void @llvm.evm.return(ptr addrspace(1) null, i256 0)
  unreachable
fallback:
  tail call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}
