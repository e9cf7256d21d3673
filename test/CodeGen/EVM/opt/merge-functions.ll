; RUN: %opt -Os -S %s | FileCheck %s
; RUN: %opt -Os -evm-merge-functions=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: %opt -Os -S %s | grep -c 'call fastcc void @first(i256 %%k)' | FileCheck %s --check-prefix=ONE
; Functions whose code is the same once optimised are one at the end of
; the middle end (LLVM's MergeFunctions, design.md "The middle end"): the
; calls of @second and @fourth go to @first, and SimplifyCFG then makes
; one block of the two that call @first(%k). @third differs by a constant
; and stays.
; They are `noinline`: each is the only call of its function, which the
; inliner would otherwise move into @__entry (EVMInlineAdvisor.h).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

; CHECK-LABEL: define void @__entry()
; CHECK-DAG:     call {{.*}}void @first(i256 %k)
; CHECK-DAG:     call {{.*}}void @first(i256 %j)
; CHECK-DAG:     call {{.*}}void @third(i256 %k)
; CHECK:       define internal {{.*}}@first(
; CHECK-NOT:   define {{.*}}@second
; CHECK-NOT:   define {{.*}}@fourth
; ONE: {{^1$}}
; OFF-DAG:       call {{.*}}void @fourth(
; OFF-DAG:       call {{.*}}void @second(
define void @__entry() noreturn {
  %n = call i256 @llvm.evm.calldatasize()
  %k = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %j = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  switch i256 %n, label %other [
    i256 0, label %empty
    i256 4, label %four
  ]
other:
  %low = icmp ult i256 %n, 64
  br i1 %low, label %eight, label %data
empty:
  call void @first(i256 %j)
  unreachable
four:
  call void @third(i256 %k)
  unreachable
eight:
  call void @fourth(i256 %k)
  unreachable
data:
  call void @second(i256 %k)
  unreachable
}

define internal void @first(i256 %x) noreturn noinline {
entry:
  %n = call i256 @llvm.evm.calldatasize()
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i256 [ %x, %entry ], [ %acc2, %loop ]
  %q = inttoptr i256 %i to ptr addrspace(2)
  %w = call i256 @llvm.evm.calldataload(ptr addrspace(2) %q)
  %h = lshr i256 %w, 7
  %m = xor i256 %w, %h
  %acc1 = add i256 %acc, %m
  %big = icmp ugt i256 %acc1, 65535
  %low = and i256 %acc1, 255
  %acc2 = select i1 %big, i256 %low, i256 %acc1
  %i1 = add i256 %i, 32
  %more = icmp ult i256 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %p = inttoptr i256 %x to ptr addrspace(5)
  %s = load i256, ptr addrspace(5) %p
  %t = add i256 %s, 24301
  %u = mul i256 %t, %acc2
  store i256 %u, ptr addrspace(5) %p
  store i256 %t, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define internal void @second(i256 %x) noreturn noinline {
entry:
  %n = call i256 @llvm.evm.calldatasize()
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i256 [ %x, %entry ], [ %acc2, %loop ]
  %q = inttoptr i256 %i to ptr addrspace(2)
  %w = call i256 @llvm.evm.calldataload(ptr addrspace(2) %q)
  %h = lshr i256 %w, 7
  %m = xor i256 %w, %h
  %acc1 = add i256 %acc, %m
  %big = icmp ugt i256 %acc1, 65535
  %low = and i256 %acc1, 255
  %acc2 = select i1 %big, i256 %low, i256 %acc1
  %i1 = add i256 %i, 32
  %more = icmp ult i256 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %p = inttoptr i256 %x to ptr addrspace(5)
  %s = load i256, ptr addrspace(5) %p
  %t = add i256 %s, 24301
  %u = mul i256 %t, %acc2
  store i256 %u, ptr addrspace(5) %p
  store i256 %t, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define internal void @third(i256 %x) noreturn noinline {
entry:
  %n = call i256 @llvm.evm.calldatasize()
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i256 [ %x, %entry ], [ %acc2, %loop ]
  %q = inttoptr i256 %i to ptr addrspace(2)
  %w = call i256 @llvm.evm.calldataload(ptr addrspace(2) %q)
  %h = lshr i256 %w, 7
  %m = xor i256 %w, %h
  %acc1 = add i256 %acc, %m
  %big = icmp ugt i256 %acc1, 65535
  %low = and i256 %acc1, 255
  %acc2 = select i1 %big, i256 %low, i256 %acc1
  %i1 = add i256 %i, 32
  %more = icmp ult i256 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %p = inttoptr i256 %x to ptr addrspace(5)
  %s = load i256, ptr addrspace(5) %p
  %t = add i256 %s, 24302
  %u = mul i256 %t, %acc2
  store i256 %u, ptr addrspace(5) %p
  store i256 %t, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define internal void @fourth(i256 %x) noreturn noinline {
entry:
  %n = call i256 @llvm.evm.calldatasize()
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i256 [ %x, %entry ], [ %acc2, %loop ]
  %q = inttoptr i256 %i to ptr addrspace(2)
  %w = call i256 @llvm.evm.calldataload(ptr addrspace(2) %q)
  %h = lshr i256 %w, 7
  %m = xor i256 %w, %h
  %acc1 = add i256 %acc, %m
  %big = icmp ugt i256 %acc1, 65535
  %low = and i256 %acc1, 255
  %acc2 = select i1 %big, i256 %low, i256 %acc1
  %i1 = add i256 %i, 32
  %more = icmp ult i256 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %p = inttoptr i256 %x to ptr addrspace(5)
  %s = load i256, ptr addrspace(5) %p
  %t = add i256 %s, 24301
  %u = mul i256 %t, %acc2
  store i256 %u, ptr addrspace(5) %p
  store i256 %t, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
