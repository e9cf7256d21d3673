;! { "cases": [
;! { "name": "small",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "3", "5", "10" ] } ],
;!   "expected": [ "8", "5", "243", "3", "5", "8", "0", "0" ] },
;! { "name": "wrapping",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "-1", "2", "10" ] } ],
;!   "expected": [ "7", "0", "1", "-1", "2", "1", "1", "1" ] },
;! { "name": "high-word",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0x8000000000000000000000000000000000000000000000000000000000000000", "4", "7" ] } ],
;!   "expected": [ "5", "4", "0", "0x8000000000000000000000000000000000000000000000000000000000000000", "4", "0x8000000000000000000000000000000000000000000000000000000000000004", "0", "2" ] }
;! ] }
; Builtins addmod/mulmod/exp, whole-word storage and transient storage,
; uadd.with.overflow, and the high word of a 512-bit product (via MULMOD).
; Expected values (computed with Python integers): (a + b) mod n and
; (a * b) mod n exactly, a ** b mod 2^256
; (3^5 = 243; (-1)^2 = 1; (2^255)^4 = 0), storage and transient storage read
; back, then a + b mod 2^256 with its carry, and floor(a * b / 2^256).

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256)
declare i256 @llvm.evm.addmod(i256, i256, i256)
declare i256 @llvm.evm.mulmod(i256, i256, i256)
declare i256 @llvm.evm.exp(i256, i256)
declare {i256, i1} @llvm.uadd.with.overflow.i256(i256, i256)

define void @__entry() noreturn {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %b = load i256, ptr addrspace(2) %pb
  %pn = inttoptr i256 64 to ptr addrspace(2)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pn)
  %am = call i256 @llvm.evm.addmod(i256 %a, i256 %b, i256 %n)
  %mm = call i256 @llvm.evm.mulmod(i256 %a, i256 %b, i256 %n)
  %ex = call i256 @llvm.evm.exp(i256 %a, i256 %b)
  ; storage slot 7 and transient slot 9
  store i256 %a, ptr addrspace(5) inttoptr (i256 7 to ptr addrspace(5))
  store i256 %b, ptr addrspace(6) inttoptr (i256 9 to ptr addrspace(6))
  %sa = load i256, ptr addrspace(5) inttoptr (i256 7 to ptr addrspace(5))
  %tb = load i256, ptr addrspace(6) inttoptr (i256 9 to ptr addrspace(6))
  %o = call {i256, i1} @llvm.uadd.with.overflow.i256(i256 %a, i256 %b)
  %sum = extractvalue {i256, i1} %o, 0
  %c1 = extractvalue {i256, i1} %o, 1
  %carry = zext i1 %c1 to i256
  %wa = zext i256 %a to i512
  %wb = zext i256 %b to i512
  %p = mul i512 %wa, %wb
  %ph = lshr i512 %p, 256
  %hi = trunc i512 %ph to i256
  store i256 %am, ptr addrspace(1) inttoptr (i256 0 to ptr addrspace(1))
  store i256 %mm, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %ex, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 %sa, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  store i256 %tb, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  store i256 %sum, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  store i256 %carry, ptr addrspace(1) inttoptr (i256 192 to ptr addrspace(1))
  store i256 %hi, ptr addrspace(1) inttoptr (i256 224 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 256)
  unreachable
}
