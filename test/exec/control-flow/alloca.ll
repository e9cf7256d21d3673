;! { "cases": [
;! {"name": "empty", "inputs": [{"method": "#fallback", "calldata": ["0", "1", "2"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "0", "-1"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000ffffffffffffffffff00000000000000000000000000000000"]},
;! {"name": "two", "inputs": [{"method": "#fallback", "calldata": ["2", "7", "7"]}], "expected": ["0x4328bc0f7dfb8a0000000000000000000000000000000004fc8651781efbf71b", "0x4328bc0f7dfb8a0000000000000000000000000000000004fc8651781efbf71b"]},
;! {"name": "nine", "inputs": [{"method": "#fallback", "calldata": ["9", "12345", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x9ca172897aa987ffa6af7ef3e11b77740c2a69e4707f92a2b1ee93ba4798f69a", "0xd9493cb84383429459727da1957f8656f5268c021b2e9cbfa4763a85c4fdeaf6"]},
;! {"name": "full", "inputs": [{"method": "#fallback", "calldata": ["16", "-1", "42"]}], "expected": ["0x3ef04916e3dc602fb2448cdba782249b7377cad9878d294dbfed873e596abeeb", "0xf001880f732e17ee7fd51fe41676c37a4e8ceeb7a63ce11938ea3667c05913a4"]},
;! {"name": "clamped", "inputs": [{"method": "#fallback", "calldata": ["1000", "3", "0xdeadbeef"]}], "expected": ["0x82c7ebb220a23f43453f22121b48c71221c0143305896da163f510284a2d5d93", "0xdd99705fa7c98d380b0ee02c62d39c2e21bb9e3874ff8e0e792808ae97346f5a"]}
;! ] }
; A local array (alloca [16 x i256]) filled in a loop by a callee that gets a
; pointer to it, bubble-sorted in place and read back, in a helper that is
; called twice with different seeds. Calldata: n (clamped to 16), seed1, seed2.
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
  %n0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %s1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %s2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %big = icmp ugt i256 %n0, 16
  %n = select i1 %big, i256 16, i256 %n0
  %r1 = call i256 @sorted_stats(i256 %n, i256 %s1)
  %r2 = call i256 @sorted_stats(i256 %n, i256 %s2)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %r1, ptr addrspace(1) %m0
  store i256 %r2, ptr addrspace(1) %m1
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}

; arr[i] = x_i with x_0 = seed, x_{i+1} = x_i * 6364136223846793005 + 1442695040888963407
; (kept whole, 256 bits, so the sort compares large values), for i < n.
define void @fill(ptr %arr, i256 %n, i256 %seed) {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %x = phi i256 [ %seed, %entry ], [ %x1, %body ]
  %done = icmp uge i256 %i, %n
  br i1 %done, label %exit, label %body
body:
  %p = getelementptr [16 x i256], ptr %arr, i256 0, i256 %i
  store i256 %x, ptr %p, align 32
  %xm = mul i256 %x, 6364136223846793005
  %x1 = add i256 %xm, 1442695040888963407
  %i1 = add i256 %i, 1
  br label %loop
exit:
  ret void
}

; Fills a local array, bubble-sorts it ascending (unsigned), and returns
; sum((i + 1) * arr[i]) xor (arr[0] >> 128) xor (arr[n-1] << 200).
define i256 @sorted_stats(i256 %n, i256 %seed) {
entry:
  %arr = alloca [16 x i256], align 32
  call void @fill(ptr %arr, i256 %n, i256 %seed)
  br label %outer
outer:
  %k = phi i256 [ 0, %entry ], [ %k1, %outer.latch ]
  %od = icmp uge i256 %k, %n
  br i1 %od, label %sum, label %inner.pre
inner.pre:
  %lim = sub i256 %n, %k
  br label %inner
inner:
  %j = phi i256 [ 1, %inner.pre ], [ %j1, %inner.latch ]
  %id = icmp uge i256 %j, %lim
  br i1 %id, label %outer.latch, label %cmp
cmp:
  %jm = sub i256 %j, 1
  %pa = getelementptr [16 x i256], ptr %arr, i256 0, i256 %jm
  %pb = getelementptr [16 x i256], ptr %arr, i256 0, i256 %j
  %va = load i256, ptr %pa, align 32
  %vb = load i256, ptr %pb, align 32
  %gt = icmp ugt i256 %va, %vb
  br i1 %gt, label %swap, label %inner.latch
swap:
  store i256 %vb, ptr %pa, align 32
  store i256 %va, ptr %pb, align 32
  br label %inner.latch
inner.latch:
  %j1 = add i256 %j, 1
  br label %inner
outer.latch:
  %k1 = add i256 %k, 1
  br label %outer
sum:
  %t = phi i256 [ 0, %outer ], [ %t1, %sumb ]
  %s = phi i256 [ 0, %outer ], [ %s1, %sumb ]
  %sd = icmp uge i256 %t, %n
  br i1 %sd, label %done, label %sumb
sumb:
  %ps = getelementptr [16 x i256], ptr %arr, i256 0, i256 %t
  %vs = load i256, ptr %ps, align 32
  %t1 = add i256 %t, 1
  %prod = mul i256 %t1, %vs
  %s1 = add i256 %s, %prod
  br label %sum
done:
  %empty = icmp eq i256 %n, 0
  br i1 %empty, label %ret0, label %ends
ends:
  %p0 = getelementptr [16 x i256], ptr %arr, i256 0, i256 0
  %v0 = load i256, ptr %p0, align 32
  %nl = sub i256 %n, 1
  %pl = getelementptr [16 x i256], ptr %arr, i256 0, i256 %nl
  %vl = load i256, ptr %pl, align 32
  %h0 = lshr i256 %v0, 128
  %h1 = shl i256 %vl, 200
  %r0 = xor i256 %s, %h0
  %r1 = xor i256 %r0, %h1
  br label %ret0
ret0:
  %r = phi i256 [ %s, %done ], [ %r1, %ends ]
  ret i256 %r
}
