; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O3 -mcpu=cancun -verify-machineinstrs -filetype=obj < %s -o /dev/null
; IR in the everyday style of the other backend's codegen tests: branches
; and PHIs, selects, narrow arguments, a private fastcc recursive function
; with tail calls, a switch with a default that reverts, a loop, a function
; returning two values, and an entry function named by the
; "evm-entry-function" attribute after functions that take arguments. It
; compiles at every -O level.

; The entry function comes first in the code.
; CHECK-LABEL: __entry:

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"

declare void @llvm.evm.return(ptr addrspace(1), i256)
declare void @llvm.evm.revert(ptr addrspace(1), i256)
declare i256 @llvm.evm.calldataload(ptr addrspace(2))

define i256 @brcond(i256 %a, i256 %b) nounwind {
; CHECK-LABEL: brcond:
entry:
  %cmp = icmp sgt i256 %a, %b
  br i1 %cmp, label %then, label %else
then:
  %x = sub i256 %a, %b
  br label %join
else:
  %y = mul i256 %a, 3
  br label %join
join:
  %r = phi i256 [ %x, %then ], [ %y, %else ]
  ret i256 %r
}

define i256 @select_const(i1 %c) {
; CHECK-LABEL: select_const:
  %r = select i1 %c, i256 -1, i256 42
  ret i256 %r
}

define i8 @narrow_args(i8 %a, i16 %b) {
; CHECK-LABEL: narrow_args:
  %b8 = trunc i16 %b to i8
  %r = udiv i8 %a, %b8
  ret i8 %r
}

define private fastcc i256 @fib(i256 %n) noinline {
; CHECK-LABEL: fib:
entry:
  %small = icmp ult i256 %n, 2
  br i1 %small, label %done, label %rec
rec:
  %n1 = sub i256 %n, 1
  %n2 = sub i256 %n, 2
  %f1 = tail call fastcc i256 @fib(i256 %n1)
  %f2 = tail call fastcc i256 @fib(i256 %n2)
  %s = add i256 %f1, %f2
  ret i256 %s
done:
  ret i256 %n
}

define i256 @dispatch(i256 %sel, i256 %v) {
; CHECK-LABEL: dispatch:
entry:
  switch i256 %sel, label %def [
    i256 0, label %a
    i256 1, label %b
    i256 305419896, label %c
  ]
a:
  %fa = call fastcc i256 @fib(i256 %v)
  ret i256 %fa
b:
  %fb = shl i256 %v, 3
  ret i256 %fb
c:
  %fc = ashr i256 %v, 255
  ret i256 %fc
def:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

define void @loop(ptr addrspace(1) %p, i256 %n) {
; CHECK-LABEL: loop:
entry:
  br label %header
header:
  %i = phi i256 [ 0, %entry ], [ %inc, %body ]
  %acc = phi i256 [ 0, %entry ], [ %acc1, %body ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc1 = add i256 %acc, %i
  %inc = add nuw i256 %i, 1
  br label %header
exit:
  store i256 %acc, ptr addrspace(1) %p, align 32
  ret void
}

define {i256, i256} @tworet(i256 %a) {
; CHECK-LABEL: tworet:
  %r0 = insertvalue {i256, i256} undef, i256 %a, 0
  %r1 = insertvalue {i256, i256} %r0, i256 7, 1
  ret {i256, i256} %r1
}

define void @__entry() noreturn "evm-entry-function" {
entry:
  %sel = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %v = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = call i256 @dispatch(i256 %sel, i256 %v)
  %t = call {i256, i256} @tworet(i256 %r)
  %t1 = extractvalue {i256, i256} %t, 1
  %s = add i256 %r, %t1
  store i256 %s, ptr addrspace(1) null, align 32
  tail call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
