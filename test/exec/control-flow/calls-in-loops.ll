;! { "cases": [
;! {"name": "zero-iterations", "inputs": [{"method": "#fallback", "calldata": ["0", "5", "9"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000005", "0x000000000000000000000000000000000000000000000000000000000000004d", "0x00000000000000000000000000000000000000000000014b4759255e280469e2", "0x0000000000000000000000000000000000000000000000032ee71116a8a8f9e4"]},
;! {"name": "one-iteration", "inputs": [{"method": "#fallback", "calldata": ["1", "0", "0"]}], "expected": ["0x00000000000000000000000000000000000000000000000014057b7ef767814f", "0x00000000000000000000000000000000000000000000000014057b7ef767814f", "0x00000000000000000000000000000000000000000000000014057b7ef7678151", "0x00000000000000000000000000000000000000000000000014057b7ef7678150"]},
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["6", "3", "11"]}], "expected": ["0xbb6902e68dd307bead23dbdca72d49bc274dea98afc0f81d0cf82fb3b2b17be0", "0xfe449e9b097ce87be24b22745f26827582145481a68517d96d2fd0f822479177", "0x00000000000000000000000000000000000000000000008a14130246a0fe3790", "0x000000000000000000000000000000000000000000000003df8af97141d3f844"]},
;! {"name": "large", "inputs": [{"method": "#fallback", "calldata": ["20", "-1", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xedcbe015ae398e08167a542914345de0be724f9e2fd9ffbdfe094eed1e6a55b1", "0x22576117e90c9c930432a32543f07ee7af9594160b110e23ee347ece777375cc", "0xfffffffffffffffffffffffffffffffffffffffffffffffc78c6fabc0ac186fc", "0x80000000000000000000000000000000000000000000000014057b7ef7678163"]},
;! {"name": "mixed", "inputs": [{"method": "#fallback", "calldata": ["9", "0x123456789abcdef0123456789abcdef", "-12345"]}], "expected": ["0x7e64a843c6e2957b39a8643d0deb2a5ab803dc9ebe686d18a3c79fd4d7653e2e", "0x6fe0360ffc618ccc2134866df1b8dea4e23d126d296fa42794e042f029198009", "0x9500dc228477d3bb1b348dbdf7d5929cd6dde09cc24c27d45fe7e8346b89635c", "0xffffffffffffffffffffffffffffffffffffffffffffef5d0bfd9f0ce245c053"]}
;! ] }
; Calls in loops and call chains: a call in a loop body whose result feeds a
; PHI, a call on one side of a branch inside a loop, a function called from
; several call sites, and a chain f -> g -> h where every level keeps values
; live across its call. Calldata: n, x, y.
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
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %y = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %r1 = call i256 @iterate(i256 %n, i256 %x)
  %r2 = call i256 @branchy(i256 %n, i256 %x, i256 %y)
  %r3 = call i256 @f(i256 %x, i256 %y)
  %r4 = call i256 @step(i256 %y, i256 %n)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  %m3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %r1, ptr addrspace(1) %m0
  store i256 %r2, ptr addrspace(1) %m1
  store i256 %r3, ptr addrspace(1) %m2
  store i256 %r4, ptr addrspace(1) %m3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

; step(v, i) = v * 6364136223846793005 + 1442695040888963407 + i
define i256 @step(i256 %v, i256 %i) {
entry:
  %m = mul i256 %v, 6364136223846793005
  %a = add i256 %m, 1442695040888963407
  %r = add i256 %a, %i
  ret i256 %r
}

; acc <- step(acc, i), n times; the call result is the PHI's back-edge value.
define i256 @iterate(i256 %n, i256 %x) {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i256 [ %x, %entry ], [ %next, %body ]
  %done = icmp uge i256 %i, %n
  br i1 %done, label %exit, label %body
body:
  %next = call i256 @step(i256 %acc, i256 %i)
  %i1 = add i256 %i, 1
  br label %loop
exit:
  ret i256 %acc
}

; Even iterations call step, odd ones call f; the results meet in a PHI,
; and %y and a running sum stay live across both calls.
define i256 @branchy(i256 %n, i256 %x, i256 %y) {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i256 [ %x, %entry ], [ %acc1, %latch ]
  %sum = phi i256 [ 0, %entry ], [ %sum1, %latch ]
  %done = icmp uge i256 %i, %n
  br i1 %done, label %exit, label %body
body:
  %bit = and i256 %i, 1
  %even = icmp eq i256 %bit, 0
  br i1 %even, label %ev, label %od
ev:
  %a = call i256 @step(i256 %acc, i256 %y)
  br label %latch
od:
  %b = call i256 @f(i256 %acc, i256 %i)
  br label %latch
latch:
  %acc1 = phi i256 [ %a, %ev ], [ %b, %od ]
  %t = lshr i256 %acc1, 200
  %sum1 = add i256 %sum, %t
  %i1 = add i256 %i, 1
  br label %loop
exit:
  %ys = shl i256 %y, 3
  %r0 = xor i256 %acc, %ys
  %r = add i256 %r0, %sum
  ret i256 %r
}

define i256 @f(i256 %a, i256 %b) {
entry:
  %x = mul i256 %a, 3
  %y = xor i256 %b, %a
  %r = call i256 @g(i256 %x, i256 %y)
  %t0 = sub i256 %r, %x
  %y2 = shl i256 %y, 1
  %t1 = add i256 %t0, %y2
  %t2 = xor i256 %t1, %b
  ret i256 %t2
}

define i256 @g(i256 %x, i256 %y) {
entry:
  %p = add i256 %x, 1
  %q = mul i256 %y, 5
  %r = call i256 @h(i256 %p, i256 %q)
  %t0 = xor i256 %r, %p
  %q1 = shl i256 %q, 1
  %t1 = sub i256 %t0, %q1
  %t2 = add i256 %t1, %x
  ret i256 %t2
}

define i256 @h(i256 %p, i256 %q) {
entry:
  %m = mul i256 %p, %q
  %r = call i256 @step(i256 %m, i256 %q)
  %s = add i256 %r, %p
  ret i256 %s
}
