;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "0x5"]}], "expected": ["3710"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "0x7"]}], "expected": ["4045"]},
;! {"name": "five", "inputs": [{"method": "#fallback", "calldata": ["5", "0x64"]}], "expected": ["25297"]},
;! {"name": "forty", "inputs": [{"method": "#fallback", "calldata": ["40", "0x8000000000000000000000000000000000000000000000000000000000000003"]}], "expected": ["17404"]},
;! {"name": "hundred_wraps", "inputs": [{"method": "#fallback", "calldata": ["100", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["126485"]}
;! ] }
; A loop whose 22 PHIs rotate: a1 takes a2's value, a2 takes a3's, ...,
; more than the stack reaches, so some PHIs live in frame slots. A PHI
; operand is read at the end of its predecessor, after the stores to the
; slots there: `a1 = phi [a2]` with a2 spilled must read a2 before a2's
; slot takes a3 (EVMValuePlacement::localiseSlotReads; regression: -O2
; returned a1 + n in place of a2). The loop: while n: acc += 3 * a20 + a1,
; (a1..a20) = (a2..a20, a1 + n), n -= 1; the result is sum(i * ai) + acc,
; mod 2^256. Calldata: n, x; a_i = x + i - 1. Expected words computed by
; the same loop in Python.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
define void @__entry() noreturn {
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %x2 = add i256 %x, 1
  %x3 = add i256 %x, 2
  %x4 = add i256 %x, 3
  %x5 = add i256 %x, 4
  %x6 = add i256 %x, 5
  %x7 = add i256 %x, 6
  %x8 = add i256 %x, 7
  %x9 = add i256 %x, 8
  %x10 = add i256 %x, 9
  %x11 = add i256 %x, 10
  %x12 = add i256 %x, 11
  %x13 = add i256 %x, 12
  %x14 = add i256 %x, 13
  %x15 = add i256 %x, 14
  %x16 = add i256 %x, 15
  %x17 = add i256 %x, 16
  %x18 = add i256 %x, 17
  %x19 = add i256 %x, 18
  %x20 = add i256 %x, 19
  %r = call i256 @many(i256 %n, i256 %x, i256 %x2, i256 %x3, i256 %x4, i256 %x5, i256 %x6, i256 %x7, i256 %x8, i256 %x9, i256 %x10, i256 %x11, i256 %x12, i256 %x13, i256 %x14, i256 %x15, i256 %x16, i256 %x17, i256 %x18, i256 %x19, i256 %x20)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
define internal i256 @many(i256 %n, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18, i256 %a19, i256 %a20) noinline {
entry:
  br label %loop
loop:
  %acc = phi i256 [0, %entry], [%v, %recurse]
  %nt = phi i256 [%n, %entry], [%m, %recurse]
  %a1.t = phi i256 [%a1, %entry], [%a2.t, %recurse]
  %a2.t = phi i256 [%a2, %entry], [%a3.t, %recurse]
  %a3.t = phi i256 [%a3, %entry], [%a4.t, %recurse]
  %a4.t = phi i256 [%a4, %entry], [%a5.t, %recurse]
  %a5.t = phi i256 [%a5, %entry], [%a6.t, %recurse]
  %a6.t = phi i256 [%a6, %entry], [%a7.t, %recurse]
  %a7.t = phi i256 [%a7, %entry], [%a8.t, %recurse]
  %a8.t = phi i256 [%a8, %entry], [%a9.t, %recurse]
  %a9.t = phi i256 [%a9, %entry], [%a10.t, %recurse]
  %a10.t = phi i256 [%a10, %entry], [%a11.t, %recurse]
  %a11.t = phi i256 [%a11, %entry], [%a12.t, %recurse]
  %a12.t = phi i256 [%a12, %entry], [%a13.t, %recurse]
  %a13.t = phi i256 [%a13, %entry], [%a14.t, %recurse]
  %a14.t = phi i256 [%a14, %entry], [%a15.t, %recurse]
  %a15.t = phi i256 [%a15, %entry], [%a16.t, %recurse]
  %a16.t = phi i256 [%a16, %entry], [%a17.t, %recurse]
  %a17.t = phi i256 [%a17, %entry], [%a18.t, %recurse]
  %a18.t = phi i256 [%a18, %entry], [%a19.t, %recurse]
  %a19.t = phi i256 [%a19, %entry], [%a20.t, %recurse]
  %a20.t = phi i256 [%a20, %entry], [%a1.next, %recurse]
  %leaf = icmp eq i256 %nt, 0
  br i1 %leaf, label %sum, label %recurse
sum:
  %s0 = add i256 0, 0
  %w1 = mul i256 %a1.t, 1
  %s1 = add i256 %s0, %w1
  %w2 = mul i256 %a2.t, 2
  %s2 = add i256 %s1, %w2
  %w3 = mul i256 %a3.t, 3
  %s3 = add i256 %s2, %w3
  %w4 = mul i256 %a4.t, 4
  %s4 = add i256 %s3, %w4
  %w5 = mul i256 %a5.t, 5
  %s5 = add i256 %s4, %w5
  %w6 = mul i256 %a6.t, 6
  %s6 = add i256 %s5, %w6
  %w7 = mul i256 %a7.t, 7
  %s7 = add i256 %s6, %w7
  %w8 = mul i256 %a8.t, 8
  %s8 = add i256 %s7, %w8
  %w9 = mul i256 %a9.t, 9
  %s9 = add i256 %s8, %w9
  %w10 = mul i256 %a10.t, 10
  %s10 = add i256 %s9, %w10
  %w11 = mul i256 %a11.t, 11
  %s11 = add i256 %s10, %w11
  %w12 = mul i256 %a12.t, 12
  %s12 = add i256 %s11, %w12
  %w13 = mul i256 %a13.t, 13
  %s13 = add i256 %s12, %w13
  %w14 = mul i256 %a14.t, 14
  %s14 = add i256 %s13, %w14
  %w15 = mul i256 %a15.t, 15
  %s15 = add i256 %s14, %w15
  %w16 = mul i256 %a16.t, 16
  %s16 = add i256 %s15, %w16
  %w17 = mul i256 %a17.t, 17
  %s17 = add i256 %s16, %w17
  %w18 = mul i256 %a18.t, 18
  %s18 = add i256 %s17, %w18
  %w19 = mul i256 %a19.t, 19
  %s19 = add i256 %s18, %w19
  %w20 = mul i256 %a20.t, 20
  %s20 = add i256 %s19, %w20
  %ret = add i256 %s20, %acc
  ret i256 %ret
recurse:
  %m = sub i256 %nt, 1
  %a1.next = add i256 %a1.t, %nt
  %t = mul i256 %a20.t, 3
  %u = add i256 %t, %a1.t
  %v = add i256 %u, %acc
  br label %loop
}
