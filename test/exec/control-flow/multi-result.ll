;! { "cases": [
;! {"name": "zeros", "inputs": [{"method": "#fallback", "calldata": ["0", "0", "0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000000000ff", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["17", "5", "9"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000003", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000009", "0x0000000000000000000000000000000000000000000000000000000000000011", "0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x000000000000000000000000000000000000000000000000000000000000001a", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000032", "0x0000000000000000000000000000000000000000000000000000000000001191"]},
;! {"name": "sorted-desc", "inputs": [{"method": "#fallback", "calldata": ["1000", "999", "1"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x00000000000000000000000000000000000000000000000000000000000003e7", "0x00000000000000000000000000000000000000000000000000000000000003e8", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000000003e9", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000000000f5", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "carry", "inputs": [{"method": "#fallback", "calldata": ["-1", "1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8081"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8081", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8081", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8080", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x00000000000000000000000000000000000000000000000000000000000000fc", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff07f3"]},
;! {"name": "large", "inputs": [{"method": "#fallback", "calldata": ["0x8000000000000000000000000000000000000000000000000000000000000001", "0x10000000000000000000000000000000000000000000000000000000000", "-200"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000800000", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000010000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff38", "0x000000ffffffffffffffffffffffffffffffffffffffffffffffffffffffff39", "0x0000000000000000000000000000000000000000000000000000000000ffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff39", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x0000000000000000000000000000000000000000000000000000000000006d60"]},
;! {"name": "equal", "inputs": [{"method": "#fallback", "calldata": ["0x7fffffff", "0x7fffffff", "0x7fffffff"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x000000000000000000000000000000000000000000000000000000007fffffff", "0x000000000000000000000000000000000000000000000000000000007fffffff", "0x000000000000000000000000000000000000000000000000000000007fffffff", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x00000000000000000000000000000000000000000000000000000000fffffffe", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000000000fb", "0x000000000000000000000000000000000000000000000000000000003ffffe0c"]}
;! ] }
; Functions with several results: {i256, i256} (divmod, with a guarded
; division by zero), {i256, i256, i256} (sort three values), a struct passed
; through from a callee with its fields swapped, a struct-typed PHI,
; {i256, i1} (add with carry), and i8/i32 arguments and results.
; Calldata: a, b, c.
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
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %dm = call { i256, i256 } @divmod(i256 %a, i256 %b)
  %q = extractvalue { i256, i256 } %dm, 0
  %r = extractvalue { i256, i256 } %dm, 1
  %s3 = call { i256, i256, i256 } @sort3(i256 %a, i256 %b, i256 %c)
  %lo = extractvalue { i256, i256, i256 } %s3, 0
  %mid = extractvalue { i256, i256, i256 } %s3, 1
  %hi = extractvalue { i256, i256, i256 } %s3, 2
  %sw = call { i256, i256 } @swapped_divmod(i256 %c, i256 %b)
  %sw0 = extractvalue { i256, i256 } %sw, 0
  %sw1 = extractvalue { i256, i256 } %sw, 1
  %ac = call { i256, i1 } @addc(i256 %a, i256 %c)
  %sum = extractvalue { i256, i1 } %ac, 0
  %carry = extractvalue { i256, i1 } %ac, 1
  %carryz = zext i1 %carry to i256
  %a8 = trunc i256 %a to i8
  %b32 = trunc i256 %b to i32
  %n8 = call i8 @mix8(i8 %a8, i32 %b32)
  %n8z = zext i8 %n8 to i256
  %c8 = trunc i256 %c to i8
  %n32 = call i32 @widen(i8 %c8, i32 %b32)
  %n32s = sext i32 %n32 to i256
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  %m3 = inttoptr i256 96 to ptr addrspace(1)
  %m4 = inttoptr i256 128 to ptr addrspace(1)
  %m5 = inttoptr i256 160 to ptr addrspace(1)
  %m6 = inttoptr i256 192 to ptr addrspace(1)
  %m7 = inttoptr i256 224 to ptr addrspace(1)
  %m8 = inttoptr i256 256 to ptr addrspace(1)
  %m9 = inttoptr i256 288 to ptr addrspace(1)
  %m10 = inttoptr i256 320 to ptr addrspace(1)
  store i256 %q, ptr addrspace(1) %m0
  store i256 %r, ptr addrspace(1) %m1
  store i256 %lo, ptr addrspace(1) %m2
  store i256 %mid, ptr addrspace(1) %m3
  store i256 %hi, ptr addrspace(1) %m4
  store i256 %sw0, ptr addrspace(1) %m5
  store i256 %sw1, ptr addrspace(1) %m6
  store i256 %sum, ptr addrspace(1) %m7
  store i256 %carryz, ptr addrspace(1) %m8
  store i256 %n8z, ptr addrspace(1) %m9
  store i256 %n32s, ptr addrspace(1) %m10
  call void @llvm.evm.return(ptr addrspace(1) null, i256 352)
  unreachable
}

; (a / b, a % b); b == 0 gives (0, a). The result is a struct-typed PHI.
define { i256, i256 } @divmod(i256 %a, i256 %b) {
entry:
  %z = icmp eq i256 %b, 0
  br i1 %z, label %byzero, label %div
byzero:
  %s0 = insertvalue { i256, i256 } undef, i256 0, 0
  %s1 = insertvalue { i256, i256 } %s0, i256 %a, 1
  br label %join
div:
  %q = udiv i256 %a, %b
  %r = urem i256 %a, %b
  %t0 = insertvalue { i256, i256 } undef, i256 %q, 0
  %t1 = insertvalue { i256, i256 } %t0, i256 %r, 1
  br label %join
join:
  %res = phi { i256, i256 } [ %s1, %byzero ], [ %t1, %div ]
  ret { i256, i256 } %res
}

; Returns (min, mid, max), unsigned.
define { i256, i256, i256 } @sort3(i256 %x, i256 %y, i256 %z) {
entry:
  %c1 = icmp ugt i256 %x, %y
  br i1 %c1, label %sw1, label %n1
sw1:
  br label %n1
n1:
  %x1 = phi i256 [ %x, %entry ], [ %y, %sw1 ]
  %y1 = phi i256 [ %y, %entry ], [ %x, %sw1 ]
  %c2 = icmp ugt i256 %y1, %z
  br i1 %c2, label %sw2, label %n2
sw2:
  br label %n2
n2:
  %y2 = phi i256 [ %y1, %n1 ], [ %z, %sw2 ]
  %z2 = phi i256 [ %z, %n1 ], [ %y1, %sw2 ]
  %c3 = icmp ugt i256 %x1, %y2
  br i1 %c3, label %sw3, label %n3
sw3:
  br label %n3
n3:
  %x3 = phi i256 [ %x1, %n2 ], [ %y2, %sw3 ]
  %y3 = phi i256 [ %y2, %n2 ], [ %x1, %sw3 ]
  %r0 = insertvalue { i256, i256, i256 } undef, i256 %x3, 0
  %r1 = insertvalue { i256, i256, i256 } %r0, i256 %y3, 1
  %r2 = insertvalue { i256, i256, i256 } %r1, i256 %z2, 2
  ret { i256, i256, i256 } %r2
}

; Calls divmod and returns its fields swapped, the remainder plus one.
define { i256, i256 } @swapped_divmod(i256 %a, i256 %b) {
entry:
  %dm = call { i256, i256 } @divmod(i256 %a, i256 %b)
  %q = extractvalue { i256, i256 } %dm, 0
  %r = extractvalue { i256, i256 } %dm, 1
  %r1 = add i256 %r, 1
  %s0 = insertvalue { i256, i256 } undef, i256 %r1, 0
  %s1 = insertvalue { i256, i256 } %s0, i256 %q, 1
  ret { i256, i256 } %s1
}

; (a + b, carry out)
define { i256, i1 } @addc(i256 %a, i256 %b) {
entry:
  %s = add i256 %a, %b
  %c = icmp ult i256 %s, %a
  %r0 = insertvalue { i256, i1 } undef, i256 %s, 0
  %r1 = insertvalue { i256, i1 } %r0, i1 %c, 1
  ret { i256, i1 } %r1
}

; 8-bit arithmetic that wraps: a*3 + (b >> 4) - 1, with the low byte of b
define i8 @mix8(i8 %a, i32 %b) {
entry:
  %a3 = mul i8 %a, 3
  %bs = lshr i32 %b, 4
  %bt = trunc i32 %bs to i8
  %s = add i8 %a3, %bt
  %r = sub i8 %s, 1
  ret i8 %r
}

; signed 32-bit: sext(c) * 1000 - b, then arithmetic shift right by 1
define i32 @widen(i8 %c, i32 %b) {
entry:
  %cs = sext i8 %c to i32
  %m = mul i32 %cs, 1000
  %d = sub i32 %m, %b
  %r = ashr i32 %d, 1
  ret i32 %r
}
