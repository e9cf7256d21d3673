;! { "cases": [
;! { "name": "empty", "inputs": [ { "method": "#fallback", "calldata": [ ] } ],
;!   "expected": [ "0", "0", "0", "1", "2", "1" ] },
;! { "name": "one word", "inputs": [ { "method": "#fallback", "calldata": [ "7" ] } ],
;!   "expected": [ "32", "32", "32", "0", "0", "1" ] },
;! { "name": "two words", "inputs": [ { "method": "#fallback", "calldata": [ "7", "8" ] } ],
;!   "expected": [ "64", "64", "64", "0", "0", "1" ] }
;! ] }
; A PHI of the call data's size and the 0 a branch proved it equal to
; (ir/context-phis.ll), read again at the join, must be the size on every
; path: @proxy takes the path that compares the size with 0 when its slot
; is empty, and the other when it is not; @ne reaches its join from the
; branch and through a block below it. The entry calls each, with empty
; call data (then @proxy's first call stores its slot, and its second
; takes the other path) and without, and returns their results, the two
; slots, and whether @proxy copied the call data (its first word, or 0,
; at address 0 compared with the call data's).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.heapstart()
declare void @llvm.evm.calldatacopy(ptr addrspace(1), ptr addrspace(2), i256)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define i256 @proxy(ptr addrspace(5) %slot) noinline {
entry:
  %impl = load i256, ptr addrspace(5) %slot
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
  store i256 1, ptr addrspace(5) %slot
  br label %join
join:
  %size = phi i256 [ %pre, %crit ], [ %cds, %check ], [ 0, %store ]
  call void @llvm.evm.calldatacopy(ptr addrspace(1) null, ptr addrspace(2) null, i256 %size)
  ret i256 %size
}

define i256 @ne(ptr addrspace(5) %slot) noinline {
entry:
  %cds = call i256 @llvm.evm.calldatasize()
  %some = icmp ne i256 %cds, 0
  br i1 %some, label %join, label %zero
zero:
  store i256 2, ptr addrspace(5) %slot
  br label %more
more:
  br label %join
join:
  %r = phi i256 [ %cds, %entry ], [ 0, %more ]
  ret i256 %r
}

define void @__entry() noreturn {
  %s0 = inttoptr i256 0 to ptr addrspace(5)
  %s7 = inttoptr i256 7 to ptr addrspace(5)
  store i256 0, ptr addrspace(1) null
  %r1 = call i256 @proxy(ptr addrspace(5) %s0)
  %r2 = call i256 @proxy(ptr addrspace(5) %s0)
  %r3 = call i256 @ne(ptr addrspace(5) %s7)
  %v0 = load i256, ptr addrspace(5) %s0
  %v7 = load i256, ptr addrspace(5) %s7
  %copied = load i256, ptr addrspace(1) null
  %first = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %same = icmp eq i256 %copied, %first
  %ok = zext i1 %same to i256
  %h = call i256 @llvm.evm.heapstart()
  %o = inttoptr i256 %h to ptr addrspace(1)
  store i256 %r1, ptr addrspace(1) %o
  %p1 = getelementptr i8, ptr addrspace(1) %o, i256 32
  store i256 %r2, ptr addrspace(1) %p1
  %p2 = getelementptr i8, ptr addrspace(1) %o, i256 64
  store i256 %r3, ptr addrspace(1) %p2
  %p3 = getelementptr i8, ptr addrspace(1) %o, i256 96
  store i256 %v0, ptr addrspace(1) %p3
  %p4 = getelementptr i8, ptr addrspace(1) %o, i256 128
  store i256 %v7, ptr addrspace(1) %p4
  %p5 = getelementptr i8, ptr addrspace(1) %o, i256 160
  store i256 %ok, ptr addrspace(1) %p5
  call void @llvm.evm.return(ptr addrspace(1) %o, i256 192)
  unreachable
}
