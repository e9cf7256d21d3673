;! {
;!   "cases": [
;!     {
;!       "name": "small",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000005",
;!             "0x0000000000000000000000000000000000000000000000000000000000000007"
;!           ]
;!         }
;!       ],
;!       "expected": {
;!         "return_data": [],
;!         "exception": true
;!       }
;!     },
;!     {
;!       "name": "big",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x8000000000000000000000000000000000000000000000000000000000000000",
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
;!           ]
;!         }
;!       ],
;!       "expected": {
;!         "return_data": [],
;!         "exception": true
;!       }
;!     }
;!   ]
;! }

; Straight-line (single basic block) execution test. The expected words were
; computed by running this same IR on the host with lli (LLVM 22), calldata and
; memory modelled as big-endian byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %pa = inttoptr i256 0 to ptr addrspace(2)
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pa)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %sum = add i256 %a, %b
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  store i256 %sum, ptr addrspace(1) %m0
  call void @llvm.evm.revert(ptr addrspace(1) %m0, i256 0)
  unreachable
}
