; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O3 -mcpu=cancun -verify-machineinstrs -filetype=obj < %s -o /dev/null
; IR in the everyday style of the other backend's codegen tests: globals in
; the default address space (memory) with initial values, an array, a
; struct and a pointer, and a string in the code (address space 4) copied
; with llvm.memcpy. It compiles at every -O level.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"

%struct.pair = type { i32, i256 }

@counter = global i256 0
@seed = global i256 42
@table = global [4 x i256] [i256 1, i256 2, i256 3, i256 4]
@slot_ptr = global ptr zeroinitializer
@pair = global %struct.pair { i32 7, i256 9 }
@msg = private unnamed_addr addrspace(4) constant [6 x i8] c"hello\00"

define i256 @bump(i256 %by) nounwind {
; CHECK-LABEL: bump:
  %old = load i256, ptr @counter
  %new = add i256 %old, %by
  store i256 %new, ptr @counter
  ret i256 %old
}

define i256 @table_at(i256 %i) nounwind {
; CHECK-LABEL: table_at:
  %p = getelementptr [4 x i256], ptr @table, i256 0, i256 %i
  %v = load i256, ptr %p
  ret i256 %v
}

define i32 @pair_first() nounwind {
; CHECK-LABEL: pair_first:
  %v = load i32, ptr @pair
  ret i32 %v
}

define void @set_ptr(ptr %p) {
; CHECK-LABEL: set_ptr:
  store ptr %p, ptr @slot_ptr
  ret void
}

define void @copy_msg(ptr addrspace(1) %dst) {
; CHECK-LABEL: copy_msg:
  call void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) %dst, ptr addrspace(4) @msg, i256 5, i1 false)
  ret void
}

declare void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(4) noalias nocapture readonly, i256, i1 immarg)
