;! { "cases": [
;!   { "name": "clz_0x0", "inputs": [ { "method": "#fallback", "calldata": [ "0x0" ] } ], "expected": [ "256" ] },
;!   { "name": "clz_0x1", "inputs": [ { "method": "#fallback", "calldata": [ "0x1" ] } ], "expected": [ "255" ] },
;!   { "name": "clz_0x5", "inputs": [ { "method": "#fallback", "calldata": [ "0x5" ] } ], "expected": [ "253" ] },
;!   { "name": "clz_0x1000000000", "inputs": [ { "method": "#fallback", "calldata": [ "0x10000000000000000" ] } ], "expected": [ "191" ] },
;!   { "name": "clz_0xffffffffff", "inputs": [ { "method": "#fallback", "calldata": [ "0xffffffffffffffffffffffffffffffff" ] } ], "expected": [ "128" ] },
;!   { "name": "clz_0x8000000000", "inputs": [ { "method": "#fallback", "calldata": [ "0x8000000000000000000000000000000000000000000000000000000000000000" ] } ], "expected": [ "0" ] },
;!   { "name": "clz_0xffffffffff", "inputs": [ { "method": "#fallback", "calldata": [ "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff" ] } ], "expected": [ "0" ] },
;!   { "name": "clz_0x3000000000", "inputs": [ { "method": "#fallback", "calldata": [ "0x300000000000000000000000000000000000000000000000000" ] } ], "expected": [ "54" ] }
;! ] }
; llvm.ctlz on i256: the CLZ opcode on osaka (the default); scripts/test.sh
; also runs this file with -mcpu=cancun, where the legalizer expands it.
; Expected values: 256 - bit_length(x).

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @__entry() {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @llvm.ctlz.i256(i256 %a, i1 false)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.ctlz.i256(i256, i1)
