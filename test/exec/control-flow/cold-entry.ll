;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000002"]},
;! {"name": "seven", "inputs": [{"method": "#fallback", "calldata": ["0x7"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000023", "0x0000000000000000000000000000000000000000000000000000000000000025"]},
;! {"name": "big", "inputs": [{"method": "#fallback", "calldata": ["0x100000000000000000000000000000000000000000000000003"]}], "expected": ["0x000000000000050000000000000000000000000000000000000000000000000f", "0x0000000000000500000000000000000000000000000000000000000000000011"]},
;! {"name": "all-ones", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd"]}
;! ] }
; An entry function that is itself cold, calling a cold function. At -O2
; the middle end marks every noreturn function that calls a cold one cold,
; so __entry and all it calls would go to .text.unlikely.; the code must
; still start at pc 0 with the entry (bin/evm-bin printed an empty line
; before). Calldata: a. Returned: 5a, 5a+2.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define i256 @times5(i256 %x) cold noinline {
  %y = mul i256 %x, 5
  ret i256 %y
}

define void @__entry() cold noreturn {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @times5(i256 %a)
  %s = add i256 %r, 2
  %o1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) null
  store i256 %s, ptr addrspace(1) %o1
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}
