; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O3 -mcpu=cancun -verify-machineinstrs -filetype=obj < %s -o /dev/null
; IR in the everyday style of the other backend's codegen tests: loads and
; stores through pointer arguments in every address space (heap, calldata,
; storage, transient storage), narrow and extending accesses, GEPs, and
; llvm.memcpy/memmove/memset with its mangled names, including a constant
; length wider than 64 bits. It compiles at every -O level.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"

define i256 @load_heap(ptr addrspace(1) %p) nounwind {
; CHECK-LABEL: load_heap:
  %v = load i256, ptr addrspace(1) %p, align 32
  ret i256 %v
}

define void @store_heap(ptr addrspace(1) %p, i256 %v) nounwind {
; CHECK-LABEL: store_heap:
  store i256 %v, ptr addrspace(1) %p, align 32
  ret void
}

define i256 @load_calldata(ptr addrspace(2) %p) nounwind {
; CHECK-LABEL: load_calldata:
  %v = load i256, ptr addrspace(2) %p, align 1
  ret i256 %v
}

define i256 @sextload_i8(ptr addrspace(1) %p) nounwind {
; CHECK-LABEL: sextload_i8:
  %v = load i8, ptr addrspace(1) %p, align 1
  %e = sext i8 %v to i256
  ret i256 %e
}

define i256 @zextload_i32(ptr addrspace(2) %p) nounwind {
; CHECK-LABEL: zextload_i32:
  %v = load i32, ptr addrspace(2) %p, align 1
  %e = zext i32 %v to i256
  ret i256 %e
}

define void @truncstore_i8(ptr addrspace(1) %p, i256 %v) nounwind {
; CHECK-LABEL: truncstore_i8:
  %t = trunc i256 %v to i8
  store i8 %t, ptr addrspace(1) %p, align 1
  ret void
}

define void @truncstore_i16(ptr addrspace(1) %p, i256 %v) nounwind {
; CHECK-LABEL: truncstore_i16:
  %t = trunc i256 %v to i16
  store i16 %t, ptr addrspace(1) %p, align 1
  ret void
}

define i256 @storage_rw(ptr addrspace(5) %slot, i256 %v) nounwind {
; CHECK-LABEL: storage_rw:
  %old = load i256, ptr addrspace(5) %slot, align 32
  store i256 %v, ptr addrspace(5) %slot, align 32
  ret i256 %old
}

define i256 @tstorage_rw(ptr addrspace(6) %slot, i256 %v) nounwind {
; CHECK-LABEL: tstorage_rw:
  store i256 %v, ptr addrspace(6) %slot, align 32
  %new = load i256, ptr addrspace(6) %slot, align 32
  ret i256 %new
}

define i256 @gep_heap(ptr addrspace(1) %base, i256 %idx) nounwind {
; CHECK-LABEL: gep_heap:
  %p = getelementptr i256, ptr addrspace(1) %base, i256 %idx
  %v = load i256, ptr addrspace(1) %p, align 32
  ret i256 %v
}

define void @huge_copy(ptr addrspace(1) %dest, ptr addrspace(1) %src) {
; CHECK-LABEL: huge_copy:
  call void @llvm.memcpy.p1.p1.i256(ptr addrspace(1) %dest, ptr addrspace(1) %src, i256 81129638414606681695789005144064, i1 false)
  ret void
}

define void @copy_calldata(ptr addrspace(1) %dest, ptr addrspace(2) %src, i256 %len) {
; CHECK-LABEL: copy_calldata:
  call void @llvm.memcpy.p1.p2.i256(ptr addrspace(1) %dest, ptr addrspace(2) %src, i256 %len, i1 false)
  ret void
}

define void @copy_returndata(ptr addrspace(1) %dest, ptr addrspace(3) %src) {
; CHECK-LABEL: copy_returndata:
  call void @llvm.memcpy.p1.p3.i256(ptr addrspace(1) %dest, ptr addrspace(3) %src, i256 33, i1 false)
  ret void
}

define void @copy_code(ptr addrspace(1) %dest, ptr addrspace(4) %src, i256 %len) {
; CHECK-LABEL: copy_code:
  call void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) %dest, ptr addrspace(4) %src, i256 %len, i1 false)
  ret void
}

define void @move_heap(ptr addrspace(1) %dest, ptr addrspace(1) %src, i256 %len) {
; CHECK-LABEL: move_heap:
  call void @llvm.memmove.p1.p1.i256(ptr addrspace(1) %dest, ptr addrspace(1) %src, i256 %len, i1 false)
  ret void
}

define void @set_heap(ptr addrspace(1) %dest, i8 %v, i256 %len) {
; CHECK-LABEL: set_heap:
  call void @llvm.memset.p1.i256(ptr addrspace(1) %dest, i8 %v, i256 %len, i1 false)
  ret void
}

define void @huge_set(ptr addrspace(1) %dest) {
; CHECK-LABEL: huge_set:
  call void @llvm.memset.p1.i256(ptr addrspace(1) %dest, i8 0, i256 81129638414606681695789005144065, i1 false)
  ret void
}

declare void @llvm.memcpy.p1.p1.i256(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i256, i1 immarg)
declare void @llvm.memcpy.p1.p2.i256(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i256, i1 immarg)
declare void @llvm.memcpy.p1.p3.i256(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(3) noalias nocapture readonly, i256, i1 immarg)
declare void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(4) noalias nocapture readonly, i256, i1 immarg)
declare void @llvm.memmove.p1.p1.i256(ptr addrspace(1) nocapture writeonly, ptr addrspace(1) nocapture readonly, i256, i1 immarg)
declare void @llvm.memset.p1.i256(ptr addrspace(1) nocapture writeonly, i8, i256, i1 immarg)
