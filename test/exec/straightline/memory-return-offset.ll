;! {
;!   "cases": [
;!     {
;!       "name": "distinct",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x1111111111111111111111111111111111111111111111111111111111111111",
;!             "0x2222222222222222222222222222222222222222222222222222222222222222"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x1111111111111111111111111111111111111111111111111122222222222222",
;!         "0x2222222222222222222222222222222222222222222222222222222222222222",
;!         "0x2222222222222222222222000000000000000000000000000000000000000011",
;!         "0x1111111111111111111111111111111111111111111111111111111111111100",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000"
;!       ]
;!     },
;!     {
;!       "name": "pattern",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20",
;!             "0xa1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x08090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20a1a2a3a4a5a6a7",
;!         "0xa8a9aaabacadaeafb0b1b2a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5",
;!         "0xb6b7b8b9babbbcbdbebfc0000000000000000000000000000000000000010203",
;!         "0x0405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000"
;!       ]
;!     },
;!     {
;!       "name": "offset_from_input",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000aabbccddeeff",
;!             "0x0000000000000000000000000000000000000000000000000000000000000042"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x00000000000000000000000000000000000000aabbccddeeff00000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000042000000000000000000000000000000000000000000",
;!         "0x00000000000000000000000000000000000000000000000000aabbccddeeff00",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000"
;!       ]
;!     }
;!   ]
;! }

; Straight-line (single basic block) execution test. The expected words were
; computed by running this same IR on the host with lli (LLVM 22), calldata and
; memory modelled as big-endian byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %pa = inttoptr i256 0 to ptr addrspace(2)
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pa)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m32 = inttoptr i256 32 to ptr addrspace(1)
  %m50 = inttoptr i256 50 to ptr addrspace(1)
  store i256 %a, ptr addrspace(1) %m0
  store i256 %b, ptr addrspace(1) %m32
  store i256 %b, ptr addrspace(1) %m50
  ; computed store address: 100 + (b & 31)
  %lo = and i256 %b, 31
  %off = add i256 %lo, 100
  %mo = inttoptr i256 %off to ptr addrspace(1)
  store i256 %a, ptr addrspace(1) %mo
  %r = inttoptr i256 7 to ptr addrspace(1)
  ; return 5 words starting at the unaligned offset 7 (the last ones reach unwritten memory)
  call void @llvm.evm.return(ptr addrspace(1) %r, i256 160)
  unreachable
}
