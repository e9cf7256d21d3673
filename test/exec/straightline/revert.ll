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
;!         "return_data": [
;!           "0x000000000000000000000000000000000000000000000000000000000000000c",
;!           "0x0000000000000000000000000000000000000000000000000000000000000023",
;!           "0x0000000000000000000000000000000000000000000000000000000000000001"
;!         ],
;!         "exception": true
;!       }
;!     },
;!     {
;!       "name": "wrap",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x0000000000000000000000000000000000000000000000000000000000000002"
;!           ]
;!         }
;!       ],
;!       "expected": {
;!         "return_data": [
;!           "0x0000000000000000000000000000000000000000000000000000000000000001",
;!           "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!           "0x0000000000000000000000000000000000000000000000000000000000000001"
;!         ],
;!         "exception": true
;!       }
;!     },
;!     {
;!       "name": "zero",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000000",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": {
;!         "return_data": [
;!           "0x0000000000000000000000000000000000000000000000000000000000000000",
;!           "0x0000000000000000000000000000000000000000000000000000000000000000",
;!           "0x0000000000000000000000000000000000000000000000000000000000000000"
;!         ],
;!         "exception": true
;!       }
;!     },
;!     {
;!       "name": "neg",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c",
;!             "0x0000000000000000000000000000000000000000000000000000000000000003"
;!           ]
;!         }
;!       ],
;!       "expected": {
;!         "return_data": [
;!           "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9f",
;!           "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed4",
;!           "0x0000000000000000000000000000000000000000000000000000000000000001"
;!         ],
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
  %prod = mul i256 %a, %b
  %lt = icmp slt i256 %a, %b
  %ltz = zext i1 %lt to i256
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m32 = inttoptr i256 32 to ptr addrspace(1)
  %m64 = inttoptr i256 64 to ptr addrspace(1)
  %m96 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %a, ptr addrspace(1) %m0
  store i256 %sum, ptr addrspace(1) %m32
  store i256 %prod, ptr addrspace(1) %m64
  store i256 %ltz, ptr addrspace(1) %m96
  ; revert with the three words starting at offset 32
  call void @llvm.evm.revert(ptr addrspace(1) %m32, i256 96)
  unreachable
}
