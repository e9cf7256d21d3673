; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-context-phis %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-context-phis=false -stop-after=evm-context-phis %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; EVMContextPHIs: a PHI whose incoming values are all reads of one builtin
; of the call's context (no operands, reads nothing), or constants that
; the path's branch proved equal to such a read, becomes one read at the
; start of its block (the stackifier then reads it at each use).
;   * @proxy: solady's ERC6551Proxy after GVN: CALLDATASIZE read on both
;     paths into the join, and 0 where `calldatasize() == 0` held.
;   * @ne: `icmp ne`: the false edge proves the equality; the constant
;     reaches the join through a block with one predecessor.
;   * Kept: @wrong_edge (the 0 comes from where the size was not 0),
;     @not_a_read (an argument), @two_builtins (CALLER and CALLVALUE),
;     @reads_memory (RETURNDATASIZE changes with each call),
;     @other_constant (the branch compared with 0, the PHI has 1).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.callvalue()
declare i256 @llvm.evm.returndatasize()
declare void @llvm.evm.calldatacopy(i256, i256, i256)

; CHECK-LABEL: define i256 @proxy(
; CHECK: join:
; CHECK-NEXT: %size = call i256 @llvm.evm.calldatasize()
; CHECK-NOT: phi
; CHECK: call void @llvm.evm.calldatacopy(i256 0, i256 0, i256 %size)
; OFF-LABEL: define i256 @proxy(
; OFF: %size = phi i256 [ %pre, %crit ], [ %cds, %check ], [ 0, %store ]
define i256 @proxy(i256 %slot) {
entry:
  %sp = inttoptr i256 %slot to ptr addrspace(5)
  %impl = load i256, ptr addrspace(5) %sp
  %none = icmp eq i256 %impl, 0
  br i1 %none, label %check, label %crit
crit:
  %pre = call i256 @llvm.evm.calldatasize()
  br label %join
check:
  %cds = call i256 @llvm.evm.calldatasize()
  %empty = icmp eq i256 %cds, 0
  br i1 %empty, label %store, label %join
store:
  %st1 = inttoptr i256 %slot to ptr addrspace(5)
  store i256 1, ptr addrspace(5) %st1
  br label %join
join:
  %size = phi i256 [ %pre, %crit ], [ %cds, %check ], [ 0, %store ]
  call void @llvm.evm.calldatacopy(i256 0, i256 0, i256 %size)
  ret i256 %size
}

; CHECK-LABEL: define i256 @ne(
; CHECK: join:
; CHECK-NEXT: %r = call i256 @llvm.evm.calldatasize()
define i256 @ne(i256 %x) {
entry:
  %cds = call i256 @llvm.evm.calldatasize()
  %some = icmp ne i256 %cds, 0
  br i1 %some, label %join, label %zero
zero:
  %st2 = inttoptr i256 %x to ptr addrspace(5)
  store i256 2, ptr addrspace(5) %st2
  br label %more
more:
  br label %join
join:
  %r = phi i256 [ %cds, %entry ], [ 0, %more ]
  ret i256 %r
}

; CHECK-LABEL: define i256 @wrong_edge(
; CHECK: %r = phi i256 [ %cds, %entry ], [ 0, %nonzero ]
define i256 @wrong_edge(i256 %x) {
entry:
  %cds = call i256 @llvm.evm.calldatasize()
  %empty = icmp eq i256 %cds, 0
  br i1 %empty, label %join, label %nonzero
nonzero:
  %st4 = inttoptr i256 %x to ptr addrspace(5)
  store i256 3, ptr addrspace(5) %st4
  br label %join
join:
  %r = phi i256 [ %cds, %entry ], [ 0, %nonzero ]
  ret i256 %r
}

; CHECK-LABEL: define i256 @not_a_read(
; CHECK: %r = phi i256 [ %x, %entry ], [ 0, %zero ]
define i256 @not_a_read(i256 %x) {
entry:
  %empty = icmp eq i256 %x, 0
  br i1 %empty, label %zero, label %join
zero:
  %st5 = inttoptr i256 %x to ptr addrspace(5)
  store i256 4, ptr addrspace(5) %st5
  br label %join
join:
  %r = phi i256 [ %x, %entry ], [ 0, %zero ]
  ret i256 %r
}

; CHECK-LABEL: define i256 @two_builtins(
; CHECK: %r = phi i256 [ %a, %left ], [ %b, %right ]
define i256 @two_builtins(i1 %c) {
entry:
  br i1 %c, label %left, label %right
left:
  %a = call i256 @llvm.evm.caller()
  br label %join
right:
  %b = call i256 @llvm.evm.callvalue()
  br label %join
join:
  %r = phi i256 [ %a, %left ], [ %b, %right ]
  ret i256 %r
}

; CHECK-LABEL: define i256 @reads_memory(
; CHECK: %r = phi i256 [ %a, %left ], [ %b, %right ]
define i256 @reads_memory(i1 %c) {
entry:
  br i1 %c, label %left, label %right
left:
  %a = call i256 @llvm.evm.returndatasize()
  br label %join
right:
  %b = call i256 @llvm.evm.returndatasize()
  br label %join
join:
  %r = phi i256 [ %a, %left ], [ %b, %right ]
  ret i256 %r
}

; CHECK-LABEL: define i256 @other_constant(
; CHECK: %r = phi i256 [ %cds, %entry ], [ 1, %zero ]
define i256 @other_constant(i256 %x) {
entry:
  %cds = call i256 @llvm.evm.calldatasize()
  %empty = icmp eq i256 %cds, 0
  br i1 %empty, label %zero, label %join
zero:
  %st6 = inttoptr i256 %x to ptr addrspace(5)
  store i256 5, ptr addrspace(5) %st6
  br label %join
join:
  %r = phi i256 [ %cds, %entry ], [ 1, %zero ]
  ret i256 %r
}

; The proxy's size is read where it is used, not carried through a PHI.
; ASM-LABEL: proxy:
; ASM: CALLDATASIZE
; ASM: CALLDATACOPY
