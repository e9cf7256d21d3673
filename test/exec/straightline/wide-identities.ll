;! { "cases": [
;! {"name": "c0", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "c1", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "c2", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "c3", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "c4", "inputs": [{"method": "#fallback", "calldata": ["0x0123456789abcdef0fedcba98765432100112233445566778899aabbccddeeff", "0x9e3779b97f4a7c15f39cc0605cedc8341082276bf3a27251f86c6a11d0c18e95"]}], "expected": ["0x00b403f44f12891517810c4e62688a8719d4ce9fbb48ed8e1948a2414cc0bd9f", "0x9cf3c51dd095b1f30212aa6c313c0084cd4bde520ea0bd86b3ba62b05afe4635", "0x4fad5f90847b250281c54604f22985aa8849a4cf9bfbec64c0830a66cecfbeca", "0x46d1cce6cbc01a25469f79589453642850597c6154214b65f5a34669e7460a23"]},
;! {"name": "c5", "inputs": [{"method": "#fallback", "calldata": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000003"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0xc000000000000000000000000000000000000000000000000000000000000000", "0x4000000000000000000000000000000000000000000000000000000000000001", "0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "c6", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000007"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000011", "0x0000000000000000000000000000000000000000000000000000000000000006", "0x000000000000000000000000000000000000000000000000000000000000007a"]}
;! ] }
; Arithmetic wider than a word whose legalized form has operations with
; an identity or absorbing constant (a product of a zero upper half, a sum
; with zero) and masks a constant shift makes redundant: the combiner rules
; evm_identity_of_constant and evm_shift_of_mask (docs/design.md,
; "Combines") remove them at -O1 and above, and the results must not
; change. Calldata: a, b. Returned: the high word of the 512-bit product
; a*b; (a*b mod 2^257) >> 1; (a+b) >> 1 computed in 257 bits;
; ((a*b mod 2^257) * b mod 2^257) >> 1. The expected words were computed by
; a Python model.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %r0 = call i256 @mulhi(i256 %a, i256 %b)
  %r1 = call i256 @mul257_half(i256 %a, i256 %b)
  %r2 = call i256 @average(i256 %a, i256 %b)
  %r3 = call i256 @mul257_chain(i256 %a, i256 %b)
  store i256 %r0, ptr addrspace(1) null
  store i256 %r1, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %r2, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 %r3, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

define i256 @mulhi(i256 %a, i256 %b) noinline {
  %x = zext i256 %a to i512
  %y = zext i256 %b to i512
  %p = mul i512 %x, %y
  %h = lshr i512 %p, 256
  %r = trunc i512 %h to i256
  ret i256 %r
}

define i256 @mul257_half(i256 %a, i256 %b) noinline {
  %x = zext i256 %a to i257
  %y = zext i256 %b to i257
  %p = mul i257 %x, %y
  %h = lshr i257 %p, 1
  %r = trunc i257 %h to i256
  ret i256 %r
}

define i256 @average(i256 %a, i256 %b) noinline {
  %x = zext i256 %a to i257
  %y = zext i256 %b to i257
  %s = add i257 %x, %y
  %h = lshr i257 %s, 1
  %r = trunc i257 %h to i256
  ret i256 %r
}

define i256 @mul257_chain(i256 %a, i256 %b) noinline {
  %x = zext i256 %a to i257
  %y = zext i256 %b to i257
  %p = mul i257 %x, %y
  %q = mul i257 %p, %y
  %h = lshr i257 %q, 1
  %r = trunc i257 %h to i256
  ret i256 %r
}
