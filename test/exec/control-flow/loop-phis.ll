;! { "cases": [
;! {"name": "zero-iterations", "inputs": [{"method": "#fallback", "calldata": ["0", "5", "7", "11", "0", "0"]}], "expected": ["0x0000000000000000000000000000000500000000000000000000000000000007", "0x00000000000000000000000000000000000000000000000100000000004c66f1", "0x000000000000000000000000000000000000004ffffffffffffffffffffffffb", "0x000000000000000000000000000000000000000000000000000000000000000b"]},
;! {"name": "one-iteration", "inputs": [{"method": "#fallback", "calldata": ["1", "5", "7", "11", "1", "1"]}], "expected": ["0x0000000000000000000000000000000700000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000006afb35", "0x000000000000000000000000000000000000004ffffffffffffffffffffffffb", "0x0000000000000000000000000000000000000000000000000000000000000154"]},
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["5", "1", "2", "3", "3", "4"]}], "expected": ["0x0000000000000000000000000000000200000000000000000000000000000096", "0x00000000000000000000000000000000000000000000087800000000002dcabc", "0x000000000000000000000000000000000000006ffffffffffffffffffffffff9", "0x00000000000000000000074500000000000000000000000020e5a9e58361bcde"]},
;! {"name": "large-values", "inputs": [{"method": "#fallback", "calldata": ["8", "-1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", "6", "5"]}], "expected": ["0x80000000000000000000000000000000fffffffffffffffffffffffffffff664", "0xf530eca8640f99c97530eca8640f99c97530eca86408a25b7530eca8640f7f9c", "0x000000000000000000000000000000000000013fffffffffffffffffffffffec", "0x6821940eb9bc7ffd0cbb75d0c81071ebc0aa76a1fb297c02d861df27493b264c"]},
;! {"name": "odd-count", "inputs": [{"method": "#fallback", "calldata": ["13", "0", "-2", "0xffffffffffffffffffffffffffffffff", "1", "9"]}], "expected": ["0x00000000000000000000000000000001fffffffffffffffffffffffffff9eb0c", "0xffffffffff69c96400000000000003f0ffffffffb0c933b6ffffffffffe17789", "0x000000000000000000000000000000000000041fffffffffffffffffffffffbe", "0x000000000000000000001815b5135a9980201ee000000000000016fd9dd769a7"]}
;! ] }
; Loops whose PHIs permute each other: a two-value swap, a three-value
; rotation, a do-while whose old and new induction values both leave the loop,
; and a nested loop with PHIs on both levels. Calldata: n, x, y, z, rows, cols.
; The expected words were computed by running this module on the host with lli
; (LLVM 22), calldata and memory modelled as byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p0 = inttoptr i256 0 to ptr addrspace(2)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %p3 = inttoptr i256 96 to ptr addrspace(2)
  %p4 = inttoptr i256 128 to ptr addrspace(2)
  %p5 = inttoptr i256 160 to ptr addrspace(2)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %y = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %z = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p3)
  %rows = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p4)
  %cols = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p5)
  %s = call i256 @swap(i256 %n, i256 %x, i256 %y)
  %r = call i256 @rotate3(i256 %n, i256 %x, i256 %y, i256 %z)
  %d = call i256 @dowhile(i256 %n, i256 %x)
  %t = call i256 @nested(i256 %rows, i256 %cols, i256 %z)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  %m3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %s, ptr addrspace(1) %m0
  store i256 %r, ptr addrspace(1) %m1
  store i256 %d, ptr addrspace(1) %m2
  store i256 %t, ptr addrspace(1) %m3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

; a, b = b, a each iteration (self-loop block, both PHIs read each other);
; acc mixes in a so that the order is visible. Returns a*2^128 ^ b ^ acc.
define i256 @swap(i256 %n, i256 %a0, i256 %b0) {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %a = phi i256 [ %a0, %entry ], [ %b, %body ]
  %b = phi i256 [ %b0, %entry ], [ %a, %body ]
  %acc = phi i256 [ 0, %entry ], [ %acc1, %body ]
  %done = icmp uge i256 %i, %n
  br i1 %done, label %exit, label %body
body:
  %accm = mul i256 %acc, 3
  %acc1 = add i256 %accm, %a
  %i1 = add i256 %i, 1
  br label %loop
exit:
  %ash = shl i256 %a, 128
  %r0 = xor i256 %ash, %b
  %r = xor i256 %r0, %acc
  ret i256 %r
}

; x, y, z = y, z, x each iteration, in a single self-looping block.
define i256 @rotate3(i256 %n, i256 %x0, i256 %y0, i256 %z0) {
entry:
  %skip = icmp eq i256 %n, 0
  br i1 %skip, label %exit, label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i256 [ %x0, %entry ], [ %y, %loop ]
  %y = phi i256 [ %y0, %entry ], [ %z, %loop ]
  %z = phi i256 [ %z0, %entry ], [ %x, %loop ]
  %acc = phi i256 [ 1, %entry ], [ %acc1, %loop ]
  %accm = mul i256 %acc, 5
  %acc1 = sub i256 %accm, %x
  %i1 = add i256 %i, 1
  %more = icmp ult i256 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %fx = phi i256 [ %x0, %entry ], [ %y, %loop ]
  %fy = phi i256 [ %y0, %entry ], [ %z, %loop ]
  %fz = phi i256 [ %z0, %entry ], [ %x, %loop ]
  %facc = phi i256 [ 1, %entry ], [ %acc1, %loop ]
  %t0 = mul i256 %fx, 1000003
  %t1 = mul i256 %fy, 1009
  %t2 = add i256 %t0, %t1
  %t3 = add i256 %t2, %fz
  %t4 = shl i256 %facc, 64
  %r = xor i256 %t3, %t4
  ret i256 %r
}

; Do-while: the exit uses both the old induction value %v and the new %v1
; (the "lost copy" shape). Runs at least once.
define i256 @dowhile(i256 %n, i256 %x) {
entry:
  br label %loop
loop:
  %k = phi i256 [ 0, %entry ], [ %k1, %loop ]
  %v = phi i256 [ %x, %entry ], [ %v1, %loop ]
  %v1 = add i256 %v, %k
  %k1 = add i256 %k, 1
  %c = icmp ult i256 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %hi = shl i256 %v, 100
  %r0 = sub i256 %hi, %v1
  %r = add i256 %r0, %k
  ret i256 %r
}

; for i < rows: for j < cols: s = s*31 + i*7 + j ^ s>>3; row sums kept too.
define i256 @nested(i256 %rows, i256 %cols, i256 %seed) {
entry:
  br label %outer
outer:
  %i = phi i256 [ 0, %entry ], [ %i1, %outer.latch ]
  %s = phi i256 [ %seed, %entry ], [ %s.in, %outer.latch ]
  %rowsum = phi i256 [ 0, %entry ], [ %rowsum1, %outer.latch ]
  %odone = icmp uge i256 %i, %rows
  br i1 %odone, label %exit, label %inner
inner:
  %j = phi i256 [ 0, %outer ], [ %j1, %inner.body ]
  %t = phi i256 [ %s, %outer ], [ %t1, %inner.body ]
  %cnt = phi i256 [ %i, %outer ], [ %cnt1, %inner.body ]
  %idone = icmp uge i256 %j, %cols
  br i1 %idone, label %outer.latch, label %inner.body
inner.body:
  %tm = mul i256 %t, 31
  %i7 = mul i256 %i, 7
  %a0 = add i256 %tm, %i7
  %a1 = add i256 %a0, %j
  %sh = lshr i256 %t, 3
  %t1 = xor i256 %a1, %sh
  %cnt1 = add i256 %cnt, %j
  %j1 = add i256 %j, 1
  br label %inner
outer.latch:
  %s.in = phi i256 [ %t, %inner ]
  %rs0 = mul i256 %rowsum, 17
  %rowsum1 = add i256 %rs0, %cnt
  %i1 = add i256 %i, 1
  br label %outer
exit:
  %hi = shl i256 %rowsum, 160
  %r = add i256 %hi, %s
  ret i256 %r
}
