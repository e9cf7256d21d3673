;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "0x5"]}], "expected": ["0", "0", "0"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "0x7"]}], "expected": ["0", "34", "0"]},
;! {"name": "two", "inputs": [{"method": "#fallback", "calldata": ["2", "0x7"]}], "expected": ["1", "0", "0"]},
;! {"name": "five_wraps", "inputs": [{"method": "#fallback", "calldata": ["5", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["30", "115792089237316195423570985008687907853269984665640564039457584007913129639934", "35"]},
;! {"name": "twenty", "inputs": [{"method": "#fallback", "calldata": ["20", "0x75bcd15"]}], "expected": ["2470", "0", "16815"]},
;! {"name": "clamped", "inputs": [{"method": "#fallback", "calldata": ["1000", "0x3"]}], "expected": ["2470", "0", "16815"]}
;! ] }
; Allocas of constant size outside the entry block (regression: llc aborted
; with "unable to legalize instruction: G_DYN_STACKALLOC"); each gets a
; static frame slot, the same one on every iteration of a loop. Calldata: n
; (clamped to 20), x. Returned words, computed with Python integers:
;   sum(i * i for i in range(n)),
;   (4 * x + 6) % 2**256 if n is odd else 0,
;   sum(i * j for i in range(n) for j in range(i)).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

; The slot is written and read back on each iteration.
define i256 @sum_squares(i256 %n) {
entry:
  %empty = icmp eq i256 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i256 [ 0, %entry ], [ %acc.next, %loop ]
  %sq = alloca i256
  %ii = mul i256 %i, %i
  store i256 %ii, ptr %sq
  %v = load i256, ptr %sq
  %acc.next = add i256 %acc, %v
  %i.next = add i256 %i, 1
  %more = icmp ult i256 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i256 [ 0, %entry ], [ %acc.next, %loop ]
  ret i256 %r
}

; An array in a conditional block, filled and summed through GEPs.
define i256 @branch_array(i1 %c, i256 %x) {
entry:
  br i1 %c, label %then, label %exit
then:
  %arr = alloca [4 x i256], align 32
  %p0 = getelementptr [4 x i256], ptr %arr, i256 0, i256 0
  %p1 = getelementptr [4 x i256], ptr %arr, i256 0, i256 1
  %p2 = getelementptr [4 x i256], ptr %arr, i256 0, i256 2
  %p3 = getelementptr [4 x i256], ptr %arr, i256 0, i256 3
  %x1 = add i256 %x, 1
  %x2 = add i256 %x, 2
  %x3 = add i256 %x, 3
  store i256 %x, ptr %p0
  store i256 %x1, ptr %p1
  store i256 %x2, ptr %p2
  store i256 %x3, ptr %p3
  %v0 = load i256, ptr %p0
  %v1 = load i256, ptr %p1
  %v2 = load i256, ptr %p2
  %v3 = load i256, ptr %p3
  %s01 = add i256 %v0, %v1
  %s23 = add i256 %v2, %v3
  %s = add i256 %s01, %s23
  br label %exit
exit:
  %r = phi i256 [ %s, %then ], [ 0, %entry ]
  ret i256 %r
}

; A pair in the inner loop of two, passed to a callee by pointer.
define i256 @nested(i256 %n) {
entry:
  br label %outer
outer:
  %i = phi i256 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi i256 [ 0, %entry ], [ %acc.out, %outer.latch ]
  %go = icmp ult i256 %i, %n
  br i1 %go, label %inner, label %exit
inner:
  %j = phi i256 [ 0, %outer ], [ %j.next, %inner.body ]
  %acc.in = phi i256 [ %acc, %outer ], [ %acc.next, %inner.body ]
  %more = icmp ult i256 %j, %i
  br i1 %more, label %inner.body, label %outer.latch
inner.body:
  %pair = alloca [2 x i256], align 32
  %q0 = getelementptr [2 x i256], ptr %pair, i256 0, i256 0
  %q1 = getelementptr [2 x i256], ptr %pair, i256 0, i256 1
  store i256 %i, ptr %q0
  store i256 %j, ptr %q1
  %prod = call i256 @product(ptr %pair)
  %acc.next = add i256 %acc.in, %prod
  %j.next = add i256 %j, 1
  br label %inner
outer.latch:
  %acc.out = phi i256 [ %acc.in, %inner ]
  %i.next = add i256 %i, 1
  br label %outer
exit:
  ret i256 %acc
}

define i256 @product(ptr %pair) {
  %q1 = getelementptr [2 x i256], ptr %pair, i256 0, i256 1
  %a = load i256, ptr %pair
  %b = load i256, ptr %q1
  %p = mul i256 %a, %b
  ret i256 %p
}

define void @__entry() noreturn {
  %n0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %big = icmp ugt i256 %n0, 20
  %n = select i1 %big, i256 20, i256 %n0
  %odd = trunc i256 %n to i1
  %r0 = call i256 @sum_squares(i256 %n)
  %r1 = call i256 @branch_array(i1 %odd, i256 %x)
  %r2 = call i256 @nested(i256 %n)
  store i256 %r0, ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1))
  store i256 %r1, ptr addrspace(1) inttoptr (i256 4128 to ptr addrspace(1))
  store i256 %r2, ptr addrspace(1) inttoptr (i256 4160 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
}
