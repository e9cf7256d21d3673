;! { "cases": [
;! { "name": "offsets",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "32", "96", "4096", "64" ] } ],
;!   "expected": [ "11", "22", "33", "44", "1" ] }
;! ] }
; Addresses that are a label plus a constant (the heap's start plus 32,
; plus 32 plus 64, plus 4096; a global's element at 64 bytes), pushed as
; `label+offset` (stackify/label-offsets.ll), must be the addresses the
; same sums make at run time: each word is stored through the folded
; address and read back through the heap's start (or the global) plus an
; offset from the call data. The last word: the sum made at run time
; equals the folded one.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.heapstart()
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@g = addrspace(1) global [4 x i256] zeroinitializer

define i256 @arg(i256 %i) {
  %off = mul i256 %i, 32
  %p = inttoptr i256 %off to ptr addrspace(2)
  %v = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p)
  ret i256 %v
}

define void @__entry() noreturn {
entry:
  %h = call i256 @llvm.evm.heapstart()
  %a1 = add i256 %h, 32
  %a2 = add i256 %a1, 64
  %a3 = add i256 4096, %h
  %p1 = inttoptr i256 %a1 to ptr addrspace(1)
  store i256 11, ptr addrspace(1) %p1
  %p3 = inttoptr i256 %a3 to ptr addrspace(1)
  store i256 33, ptr addrspace(1) %p3
  %p2 = inttoptr i256 %a2 to ptr addrspace(1)
  store i256 22, ptr addrspace(1) %p2
  %gi = getelementptr [4 x i256], ptr addrspace(1) @g, i256 0, i256 2
  store i256 44, ptr addrspace(1) %gi
  ; Read back at run-time sums.
  %o1 = call i256 @arg(i256 0)
  %o2 = call i256 @arg(i256 1)
  %o3 = call i256 @arg(i256 2)
  %o4 = call i256 @arg(i256 3)
  %r1 = add i256 %h, %o1
  %r2 = add i256 %h, %o2
  %r3 = add i256 %h, %o3
  %gb = ptrtoint ptr addrspace(1) @g to i256
  %r4 = add i256 %gb, %o4
  %q1 = inttoptr i256 %r1 to ptr addrspace(1)
  %w1 = load i256, ptr addrspace(1) %q1
  %q2 = inttoptr i256 %r2 to ptr addrspace(1)
  %w2 = load i256, ptr addrspace(1) %q2
  %q3 = inttoptr i256 %r3 to ptr addrspace(1)
  %w3 = load i256, ptr addrspace(1) %q3
  %q4 = inttoptr i256 %r4 to ptr addrspace(1)
  %w4 = load i256, ptr addrspace(1) %q4
  %same = icmp eq i256 %r3, %a3
  %s = zext i1 %same to i256
  %out = add i256 %h, 8192
  %o = inttoptr i256 %out to ptr addrspace(1)
  store i256 %w1, ptr addrspace(1) %o
  %oo2 = getelementptr i8, ptr addrspace(1) %o, i256 32
  store i256 %w2, ptr addrspace(1) %oo2
  %oo3 = getelementptr i8, ptr addrspace(1) %o, i256 64
  store i256 %w3, ptr addrspace(1) %oo3
  %oo4 = getelementptr i8, ptr addrspace(1) %o, i256 96
  store i256 %w4, ptr addrspace(1) %oo4
  %oo5 = getelementptr i8, ptr addrspace(1) %o, i256 128
  store i256 %s, ptr addrspace(1) %oo5
  call void @llvm.evm.return(ptr addrspace(1) %o, i256 160)
  unreachable
}
