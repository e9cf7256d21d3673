;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "0x5"]}], "expected": ["2793"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "0x7"]}], "expected": ["3079"]},
;! {"name": "five", "inputs": [{"method": "#fallback", "calldata": ["5", "0x64"]}], "expected": ["20804"]},
;! {"name": "twenty", "inputs": [{"method": "#fallback", "calldata": ["20", "0x8000000000000000000000000000000000000000000000000000000000000003"]}], "expected": ["57896044618658097711785492504343953926634992332820282019728792003956564825583"]},
;! {"name": "thirty_wraps", "inputs": [{"method": "#fallback", "calldata": ["30", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["9076"]}
;! ] }
; A recursive function of 19 argument words, more than SWAP16 reaches: its
; prologue passes them through the frame's staging area to put its saved
; frame below them (EVMStackEmitter::emitPrologue). Each activation reads
; its arguments and a local after the recursive call, so the saved words
; must come back. many(n, a1..a18) = n == 0 ? sum(i * ai)
; : many(n - 1, a2..a18, a1 + n) + 3 * a18 + a1, mod 2^256, with a1 read
; back from a local. Calldata: n, x; a_i = x + i - 1. Expected words
; computed by the same recursion in Python.
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
  %r = call i256 @many(i256 %n, i256 %x, i256 %x2, i256 %x3, i256 %x4, i256 %x5, i256 %x6, i256 %x7, i256 %x8, i256 %x9, i256 %x10, i256 %x11, i256 %x12, i256 %x13, i256 %x14, i256 %x15, i256 %x16, i256 %x17, i256 %x18)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define i256 @many(i256 %n, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18) noinline {
entry:
  %local = alloca i256
  store i256 %a1, ptr %local
  %leaf = icmp eq i256 %n, 0
  br i1 %leaf, label %sum, label %recurse
sum:
  %s0 = add i256 0, 0
  %w1 = mul i256 %a1, 1
  %s1 = add i256 %s0, %w1
  %w2 = mul i256 %a2, 2
  %s2 = add i256 %s1, %w2
  %w3 = mul i256 %a3, 3
  %s3 = add i256 %s2, %w3
  %w4 = mul i256 %a4, 4
  %s4 = add i256 %s3, %w4
  %w5 = mul i256 %a5, 5
  %s5 = add i256 %s4, %w5
  %w6 = mul i256 %a6, 6
  %s6 = add i256 %s5, %w6
  %w7 = mul i256 %a7, 7
  %s7 = add i256 %s6, %w7
  %w8 = mul i256 %a8, 8
  %s8 = add i256 %s7, %w8
  %w9 = mul i256 %a9, 9
  %s9 = add i256 %s8, %w9
  %w10 = mul i256 %a10, 10
  %s10 = add i256 %s9, %w10
  %w11 = mul i256 %a11, 11
  %s11 = add i256 %s10, %w11
  %w12 = mul i256 %a12, 12
  %s12 = add i256 %s11, %w12
  %w13 = mul i256 %a13, 13
  %s13 = add i256 %s12, %w13
  %w14 = mul i256 %a14, 14
  %s14 = add i256 %s13, %w14
  %w15 = mul i256 %a15, 15
  %s15 = add i256 %s14, %w15
  %w16 = mul i256 %a16, 16
  %s16 = add i256 %s15, %w16
  %w17 = mul i256 %a17, 17
  %s17 = add i256 %s16, %w17
  %w18 = mul i256 %a18, 18
  %s18 = add i256 %s17, %w18
  ret i256 %s18
recurse:
  %m = sub i256 %n, 1
  %a1.next = add i256 %a1, %n
  %r = call i256 @many(i256 %m, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18, i256 %a1.next)
  %back = load i256, ptr %local
  %t = mul i256 %a18, 3
  %u = add i256 %r, %t
  %v = add i256 %u, %back
  ret i256 %v
}
