; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O3 -mcpu=cancun -verify-machineinstrs -filetype=obj < %s -o /dev/null
; IR in the everyday style of the other backend's codegen tests: allocas
; of one word, of arrays (`alloca i256, i32 128`) indexed by an argument, in
; a conditional block and in a loop (the static frame gives each one slot,
; EVMHoistAllocas). It compiles at every -O level.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"

define i256 @alloca() nounwind {
; CHECK-LABEL: alloca:
  %var = alloca i256, align 1
  %rv = load i256, ptr %var
  ret i256 %rv
}

define i256 @alloca_array(i256 %i) nounwind {
; CHECK-LABEL: alloca_array:
  %arr = alloca i256, i32 128
  %elm = getelementptr i256, ptr %arr, i256 %i
  store i256 %i, ptr %elm
  %rv = load i256, ptr %elm
  ret i256 %rv
}

define i256 @alloca_in_branch(i1 %c, i256 %v) {
; CHECK-LABEL: alloca_in_branch:
entry:
  br i1 %c, label %then, label %exit
then:
  %tmp = alloca [4 x i256], align 32
  %p = getelementptr [4 x i256], ptr %tmp, i256 0, i256 2
  store i256 %v, ptr %p
  %l = load i256, ptr %p
  br label %exit
exit:
  %r = phi i256 [ %l, %then ], [ 0, %entry ]
  ret i256 %r
}

define i256 @alloca_in_loop(i256 %n) {
; CHECK-LABEL: alloca_in_loop:
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s1, %loop ]
  %slot = alloca i256
  %slot8 = alloca i8
  store i256 %i, ptr %slot
  store i8 1, ptr %slot8
  %x = load i256, ptr %slot
  %b = load i8, ptr %slot8
  %bz = zext i8 %b to i256
  %s0 = add i256 %s, %x
  %s1 = add i256 %s0, %bz
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %s1
}

define void @alloca_heap_ptr(ptr addrspace(1) %out) {
; CHECK-LABEL: alloca_heap_ptr:
entry:
  br label %b
b:
  %a = alloca i256, align 32
  store i256 5, ptr %a
  %v = load i256, ptr %a
  store i256 %v, ptr addrspace(1) %out
  ret void
}
