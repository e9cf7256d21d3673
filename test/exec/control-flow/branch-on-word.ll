;! { "cases": [
;! {"name": "zeros", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000003d", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x000000000000000000000000000000000000000000000000ffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "a-zero", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x7", "0x5"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000006b", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7", "0x000000000000000000000000000000000000000000000000ffffffffffffffff", "0x000000000000000000000000000000000000000000000000000000000000000a", "0x0000000000000000000000000000000000000000000000000000000000000007"]},
;! {"name": "b-zero", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x3"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000014", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff5", "0x000000000000000000000000000000000000000000000000fffffffffffffff6", "0x0000000000000000000000000000000000000000000000000000000000000003", "0x0000000000000000000000000000000000000000000000000000000000000009"]},
;! {"name": "equal", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x5", "0x64"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000e", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff4", "0x000000000000000000000000000000000000000000000000fffffffffffffffa", "0x0000000000000000000000000000000000000000000000000000000000001356", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "less", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa", "0x7"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000004a", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1", "0x000000000000000000000000000000000000000000000000fffffffffffffffc", "0x0000000000000000000000000000000000000000000000000000000000000015", "0x0000000000000000000000000000000000000000000000000000000000000007"]},
;! {"name": "greater", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xc", "0xc8"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000006", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffca", "0x000000000000000000000000000000000000000000000000ffffffffffffffd7", "0x0000000000000000000000000000000000000000000000000000000000001356", "0x000000000000000000000000000000000000000000000000000000000000001c"]},
;! {"name": "negative", "inputs": [{"method": "#fallback", "calldata": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd", "0x2", "0x1"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000032"]},
;! {"name": "low64-zero", "inputs": [{"method": "#fallback", "calldata": ["0x10000000000000000", "0x400000000000000000", "0x0"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000006a", "0xffffffffffffffffffffffffffffffffffffffffffffffbefffffffffffffffe", "0x000000000000000000000000000000000000000000000000ffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000032"]},
;! {"name": "max", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x96"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000e", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000001356", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "far", "inputs": [{"method": "#fallback", "calldata": ["0x64", "0x14", "0x3c"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000006", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff86", "0x000000000000000000000000000000000000000000000000ffffffffffffff9b", "0x00000000000000000000000000000000000000000000000000000000000006ea", "0x0000000000000000000000000000000000000000000000000000000000000032"]}
;! ] }
; Branch conditions and complements that EVMPostLegalizerCombiner rewrites
; (TableGen/EVMCombine.td): a branch on `x == 0` or `x != 0` with the zero
; on either side, on a pointer compared with null and on a narrow value; a
; branch on >=, <=, != (the inverse comparison being zero), in a loop too;
; a comparison widened with zext and used as a number; `xor x, -1` in both
; operand orders and on i64. Calldata: a, b, n. Returned: flags(a, b),
; nots(a, b), narrow_not(a), sum_below(n), count_ne(a, b).
; The expected words were computed by a Python model of each function
; (arithmetic modulo 2^256).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %r0 = call i256 @flags(i256 %a, i256 %b)
  %r1 = call i256 @nots(i256 %a, i256 %b)
  %a64 = trunc i256 %a to i64
  %r2 = call i256 @narrow_not(i64 %a64)
  %r3 = call i256 @sum_below(i256 %n)
  %r4 = call i256 @count_ne(i256 %a, i256 %b)
  store i256 %r0, ptr addrspace(1) null
  %o1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %r1, ptr addrspace(1) %o1
  %o2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %r2, ptr addrspace(1) %o2
  %o3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %r3, ptr addrspace(1) %o3
  %o4 = inttoptr i256 128 to ptr addrspace(1)
  store i256 %r4, ptr addrspace(1) %o4
  call void @llvm.evm.return(ptr addrspace(1) null, i256 160)
  unreachable
}

define i256 @flags(i256 %a, i256 %b) noinline {
entry:
  %z = icmp eq i256 0, %a
  br i1 %z, label %t1, label %j1
t1:
  br label %j1
j1:
  %r1 = phi i256 [ 1, %t1 ], [ 0, %entry ]
  %nz = icmp ne i256 %b, 0
  br i1 %nz, label %t2, label %j2
t2:
  %s2 = add i256 %r1, 2
  br label %j2
j2:
  %r2 = phi i256 [ %s2, %t2 ], [ %r1, %j1 ]
  %ge = icmp uge i256 %a, %b
  br i1 %ge, label %t3, label %j3
t3:
  %s3 = add i256 %r2, 4
  br label %j3
j3:
  %r3 = phi i256 [ %s3, %t3 ], [ %r2, %j2 ]
  %le = icmp sle i256 %a, %b
  br i1 %le, label %t4, label %j4
t4:
  %s4 = add i256 %r3, 8
  br label %j4
j4:
  %r4 = phi i256 [ %s4, %t4 ], [ %r3, %j3 ]
  %p = inttoptr i256 %b to ptr addrspace(1)
  %null = icmp eq ptr addrspace(1) %p, null
  br i1 %null, label %t5, label %j5
t5:
  %s5 = add i256 %r4, 16
  br label %j5
j5:
  %r5 = phi i256 [ %s5, %t5 ], [ %r4, %j4 ]
  %a64 = trunc i256 %a to i64
  %z64 = icmp eq i64 0, %a64
  br i1 %z64, label %t6, label %j6
t6:
  %s6 = add i256 %r5, 32
  br label %j6
j6:
  %r6 = phi i256 [ %s6, %t6 ], [ %r5, %j5 ]
  %lt = icmp ult i256 %a, %b
  %w = zext i1 %lt to i256
  %m = mul i256 %w, 64
  %r7 = add i256 %r6, %m
  ret i256 %r7
}

define i256 @nots(i256 %a, i256 %b) noinline {
  %na = xor i256 %a, -1
  %nb = xor i256 -1, %b
  %s = add i256 %na, %nb
  ret i256 %s
}

define i256 @narrow_not(i64 %x) noinline {
  %n = xor i64 %x, -1
  %w = zext i64 %n to i256
  ret i256 %w
}

; sum of i for i = 0 .. n-1, stopping when i >= n (at most 100 steps).
define i256 @sum_below(i256 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s1, %body ]
  %done = icmp uge i256 %i, %n
  %cap = icmp sge i256 %i, 100
  %stop = or i1 %done, %cap
  br i1 %stop, label %exit, label %body
body:
  %s1 = add i256 %s, %i
  %i1 = add i256 %i, 1
  br label %loop
exit:
  ret i256 %s
}

; Steps from a towards b by one while a != b, at most 50; returns the count.
define i256 @count_ne(i256 %a, i256 %b) noinline {
entry:
  br label %loop
loop:
  %x = phi i256 [ %a, %entry ], [ %x1, %body ]
  %c = phi i256 [ 0, %entry ], [ %c1, %body ]
  %ne = icmp ne i256 %x, %b
  %more = icmp ult i256 %c, 50
  %go = and i1 %ne, %more
  br i1 %go, label %body, label %exit
body:
  %up = icmp ult i256 %x, %b
  %d = select i1 %up, i256 1, i256 -1
  %x1 = add i256 %x, %d
  %c1 = add i256 %c, 1
  br label %loop
exit:
  ret i256 %c
}
