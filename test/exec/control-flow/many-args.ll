;! { "cases": [
;! {"name": "zeros", "inputs": [{"method": "#fallback", "calldata": ["0", "0", "0", "0", "0", "0", "0", "0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0xfffffffffffffffffffffffffffffffffffffffffffffe9700000000000096aa", "0x00000000000000000000000000000001000000000000000000000000000d7596", "0x0000000000000000000000000000043a00000000000000e0ffffffffffff0571"]},
;! {"name": "ones", "inputs": [{"method": "#fallback", "calldata": ["1", "1", "1", "1", "1", "1", "1", "1"]}], "expected": ["0x00000000000000000000000000000000ffffffffffffffff0000000000000024", "0x00000000000000000000000000000000fffffffffffffe83000000000000a1e0", "0x00000000000000000000000000000000ffffffffffffffff00000000000d7622", "0x0000000000000000000000000000047400000000000000edfffffffffffeeb02"]},
;! {"name": "counting", "inputs": [{"method": "#fallback", "calldata": ["1", "2", "3", "4", "5", "6", "7", "8"]}], "expected": ["0x00000000000000000000000000000000fffffffffffffff800000000000000cc", "0x00000000000000000000000000000000fffffffffffffe47000000000000c4ae", "0x00000000000000000000000000000000fffffffffffffffa00000000000d7818", "0x00000000000000000000000000000526000000000000015dfffffffffffecb78"]},
;! {"name": "large", "inputs": [{"method": "#fallback", "calldata": ["-1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x123456789abcdef", "-7", "0xffffffffffffffffffffffffffffffff", "2", "0xdeadbeef", "0x100000000000000000000000000000000000000000000000000"]}], "expected": ["0xfffffffffffff7fffffffffffffffffa00000000000000000369d03cb3c3a240", "0xfffffffffffebfffffffffffffffff3cffffffffffffff252ea61e83627adc28", "0x00000000000014000000000000000003fffffffffffffffe1111111d3e9ef73e", "0xfffffffffffe77fffffffffffffffed1fffffffffffffee86af37a19f64b2696"]},
;! {"name": "mixed", "inputs": [{"method": "#fallback", "calldata": ["1000000007", "-1000000007", "3", "0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "65535", "42", "-42"]}], "expected": ["0x7fffffffffffffffffffffffc46535f90000000000000029ffffffffc46b35cd", "0xffffffffffffffffffffffffc46535f8fffffffffffffe96fffffff2bb7197a6", "0x80000000000000000000000000000000ffffffffffff000100000004310fa920", "0xffffffffffffffffffffffff88ca67b7ffffffff4d2fa02c00000007d7d3aee8"]}
;! ] }
; Functions with 8 and 20 arguments. Each returns an order-sensitive weighted
; sum, so a swapped or shifted argument changes the result. The 20-argument
; function is called with calldata-derived values, with constants among them,
; and from a function that forwards its own arguments in a different order
; and keeps some of them live across the call. Calldata: c0..c7.
; The expected words were computed by running this module on the host with lli
; (LLVM 22), calldata and memory modelled as byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p0 = inttoptr i256 0 to ptr addrspace(2)
  %c0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %c1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %c2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %p3 = inttoptr i256 96 to ptr addrspace(2)
  %c3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p3)
  %p4 = inttoptr i256 128 to ptr addrspace(2)
  %c4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p4)
  %p5 = inttoptr i256 160 to ptr addrspace(2)
  %c5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p5)
  %p6 = inttoptr i256 192 to ptr addrspace(2)
  %c6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p6)
  %p7 = inttoptr i256 224 to ptr addrspace(2)
  %c7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p7)
  %d0m = mul i256 %c0, 1
  %d0 = add i256 %d0m, 0
  %d1m = mul i256 %c1, 2
  %d1 = add i256 %d1m, 1
  %d2m = mul i256 %c2, 3
  %d2 = add i256 %d2m, 4
  %d3m = mul i256 %c3, 4
  %d3 = add i256 %d3m, 9
  %d4m = mul i256 %c4, 5
  %d4 = add i256 %d4m, 16
  %d5m = mul i256 %c5, 6
  %d5 = add i256 %d5m, 25
  %d6m = mul i256 %c6, 7
  %d6 = add i256 %d6m, 36
  %d7m = mul i256 %c7, 8
  %d7 = add i256 %d7m, 49
  %d8m = mul i256 %c0, 9
  %d8 = add i256 %d8m, 64
  %d9m = mul i256 %c1, 10
  %d9 = add i256 %d9m, 81
  %d10m = mul i256 %c2, 11
  %d10 = add i256 %d10m, 100
  %d11m = mul i256 %c3, 12
  %d11 = add i256 %d11m, 121
  %d12m = mul i256 %c4, 13
  %d12 = add i256 %d12m, 144
  %d13m = mul i256 %c5, 14
  %d13 = add i256 %d13m, 169
  %d14m = mul i256 %c6, 15
  %d14 = add i256 %d14m, 196
  %d15m = mul i256 %c7, 16
  %d15 = add i256 %d15m, 225
  %d16m = mul i256 %c0, 17
  %d16 = add i256 %d16m, 256
  %d17m = mul i256 %c1, 18
  %d17 = add i256 %d17m, 289
  %d18m = mul i256 %c2, 19
  %d18 = add i256 %d18m, 324
  %d19m = mul i256 %c3, 20
  %d19 = add i256 %d19m, 361
  %r8 = call i256 @sum8(i256 %c0, i256 %c1, i256 %c2, i256 %c3, i256 %c4, i256 %c5, i256 %c6, i256 %c7)
  %r20 = call i256 @sum20(i256 %d0, i256 %d1, i256 %d2, i256 %d3, i256 %d4, i256 %d5, i256 %d6, i256 %d7, i256 %d8, i256 %d9, i256 %d10, i256 %d11, i256 %d12, i256 %d13, i256 %d14, i256 %d15, i256 %d16, i256 %d17, i256 %d18, i256 %d19)
  %r20c = call i256 @sum20(i256 1, i256 %c7, i256 %c6, i256 3001, i256 %c4, i256 %c3, i256 6001, i256 %c1, i256 %c0, i256 9001, i256 %c6, i256 %c5, i256 12001, i256 %c3, i256 %c2, i256 15001, i256 %c0, i256 %c7, i256 18001, i256 %c5)
  %rf = call i256 @forward(i256 %d0, i256 %d1, i256 %d2, i256 %d3, i256 %d4, i256 %d5, i256 %d6, i256 %d7, i256 %d8, i256 %d9, i256 %d10, i256 %d11, i256 %d12, i256 %d13, i256 %d14, i256 %d15, i256 %d16, i256 %d17, i256 %d18, i256 %d19)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  store i256 %r8, ptr addrspace(1) %m0
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %r20, ptr addrspace(1) %m1
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %r20c, ptr addrspace(1) %m2
  %m3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %rf, ptr addrspace(1) %m3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

; sum over i of (i+1) * a_i, then xor a_0 shifted left by 128 and subtract a_7 shifted by 64
define i256 @sum8(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7) {
entry:
  %t0 = mul i256 %a0, 1
  %s0 = add i256 0, %t0
  %t1 = mul i256 %a1, 2
  %s1 = add i256 %s0, %t1
  %t2 = mul i256 %a2, 3
  %s2 = add i256 %s1, %t2
  %t3 = mul i256 %a3, 4
  %s3 = add i256 %s2, %t3
  %t4 = mul i256 %a4, 5
  %s4 = add i256 %s3, %t4
  %t5 = mul i256 %a5, 6
  %s5 = add i256 %s4, %t5
  %t6 = mul i256 %a6, 7
  %s6 = add i256 %s5, %t6
  %t7 = mul i256 %a7, 8
  %s7 = add i256 %s6, %t7
  %h = shl i256 %a0, 128
  %x = xor i256 %s7, %h
  %l = shl i256 %a7, 64
  %r = sub i256 %x, %l
  ret i256 %r
}

; sum over i of (i+1) * a_i, then xor a_0 shifted left by 128 and subtract a_19 shifted by 64
define i256 @sum20(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18, i256 %a19) {
entry:
  %t0 = mul i256 %a0, 1
  %s0 = add i256 0, %t0
  %t1 = mul i256 %a1, 2
  %s1 = add i256 %s0, %t1
  %t2 = mul i256 %a2, 3
  %s2 = add i256 %s1, %t2
  %t3 = mul i256 %a3, 4
  %s3 = add i256 %s2, %t3
  %t4 = mul i256 %a4, 5
  %s4 = add i256 %s3, %t4
  %t5 = mul i256 %a5, 6
  %s5 = add i256 %s4, %t5
  %t6 = mul i256 %a6, 7
  %s6 = add i256 %s5, %t6
  %t7 = mul i256 %a7, 8
  %s7 = add i256 %s6, %t7
  %t8 = mul i256 %a8, 9
  %s8 = add i256 %s7, %t8
  %t9 = mul i256 %a9, 10
  %s9 = add i256 %s8, %t9
  %t10 = mul i256 %a10, 11
  %s10 = add i256 %s9, %t10
  %t11 = mul i256 %a11, 12
  %s11 = add i256 %s10, %t11
  %t12 = mul i256 %a12, 13
  %s12 = add i256 %s11, %t12
  %t13 = mul i256 %a13, 14
  %s13 = add i256 %s12, %t13
  %t14 = mul i256 %a14, 15
  %s14 = add i256 %s13, %t14
  %t15 = mul i256 %a15, 16
  %s15 = add i256 %s14, %t15
  %t16 = mul i256 %a16, 17
  %s16 = add i256 %s15, %t16
  %t17 = mul i256 %a17, 18
  %s17 = add i256 %s16, %t17
  %t18 = mul i256 %a18, 19
  %s18 = add i256 %s17, %t18
  %t19 = mul i256 %a19, 20
  %s19 = add i256 %s18, %t19
  %h = shl i256 %a0, 128
  %x = xor i256 %s19, %h
  %l = shl i256 %a19, 64
  %r = sub i256 %x, %l
  ret i256 %r
}

; Calls sum20 with its arguments reversed, then sum8 with every other one, and
; combines both with arguments that stay live across the two calls.
define i256 @forward(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18, i256 %a19) {
entry:
  %r1 = call i256 @sum20(i256 %a19, i256 %a18, i256 %a17, i256 %a16, i256 %a15, i256 %a14, i256 %a13, i256 %a12, i256 %a11, i256 %a10, i256 %a9, i256 %a8, i256 %a7, i256 %a6, i256 %a5, i256 %a4, i256 %a3, i256 %a2, i256 %a1, i256 %a0)
  %r2 = call i256 @sum8(i256 %a1, i256 %a3, i256 %a5, i256 %a7, i256 %a9, i256 %a11, i256 %a13, i256 %a15)
  %x0 = mul i256 %r1, 3
  %x1 = sub i256 %x0, %r2
  %x2 = xor i256 %x1, %a0
  %x3 = add i256 %x2, %a19
  %x4 = mul i256 %a10, 1000
  %x5 = sub i256 %x3, %x4
  ret i256 %x5
}
