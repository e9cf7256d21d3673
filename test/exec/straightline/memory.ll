;! {
;!   "cases": [
;!     {
;!       "name": "distinct",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x1111111111111111111111111111111111111111111111111111111111111111",
;!             "0x2222222222222222222222222222222222222222222222222222222222222222",
;!             "0x3333333333333333333333333333333333333333333333333333333333333333",
;!             "0x4444444444444444444444444444444444444444444444444444444444444444"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x7777777777777777777777777777777777777777777777777777000000000000",
;!         "0x3344444444444444444444444444444444444444444444444444444444444444",
;!         "0x4400000000000000000000000000000000000000000000000000000000000000",
;!         "0x1111111111111133333333333333333333333333333333333333333333333333",
;!         "0x3333333333333333333333333333333333333333333333333333444444444444",
;!         "0x3344444444444444444444444444444444444444444444444444444444444444",
;!         "0x4444444444444444444444444444444444444444444444444444444444444444",
;!         "0x4400000000000000000000000000000000000000000000000000000000000000",
;!         "0x2222222222222222222222222222222222222222222222222222222222222222",
;!         "0x88888888888888aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa333333333333",
;!         "0x5544444444444466666666666666666666666666666666666665eeeeeeeeeeef"
;!       ]
;!     },
;!     {
;!       "name": "pattern",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20",
;!             "0xa1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0",
;!             "0xf1f2f3f4f5f6f7f8f9fafbfcfdfefff0e1e2e3e4e5e6e7e8e9eaebecedeeefe0",
;!             "0x5152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f70"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xa0a0a0a0a0a0a0a0a0a0a0a0a0a0a090808080808080808080803a3e3e3a3a26",
;!         "0xea5152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f",
;!         "0x7000000000000000000000000000000000000000000000000000000000000000",
;!         "0x01020304050607f1f2f3f4f5f6f7f8f9fafbfcfdfefff0e1e2e3e4e5e6e7e8e9",
;!         "0xf1f2f3f4f5f6f7f8f9fafbfcfdfefff0e1e2e3e4e5e6e7e8e9ea515253545556",
;!         "0xea5152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f",
;!         "0x5152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f70",
;!         "0x7000000000000000000000000000000000000000000000000000000000000000",
;!         "0xa1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0",
;!         "0xa1a2a3a4a5a6a892939495969798998a7b7c7d7e7f80716263641f242522230f",
;!         "0xb75151515151523b3b3b3b3b3b3b3b2b1b1b1b1b1b1b0afafafab4b8b8b4b4a0"
;!       ]
;!     },
;!     {
;!       "name": "small",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000001",
;!             "0x0000000000000000000000000000000000000000000000000000000000000002",
;!             "0x0000000000000000000000000000000000000000000000000000000000000003",
;!             "0x0000000000000000000000000000000000000000000000000000000000000004"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0400000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0x0400000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004"
;!       ]
;!     },
;!     {
;!       "name": "ones_zero",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000",
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffff000000000000",
;!         "0xff00000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffff000000000000",
;!         "0xff00000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffff",
;!         "0x00fffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffff"
;!       ]
;!     },
;!     {
;!       "name": "zeros",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000000",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
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
  %pc = inttoptr i256 64 to ptr addrspace(2)
  %pd = inttoptr i256 96 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pa)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pc)
  %d = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pd)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m7 = inttoptr i256 7 to ptr addrspace(1)
  %m32 = inttoptr i256 32 to ptr addrspace(1)
  %m33 = inttoptr i256 33 to ptr addrspace(1)
  %m64 = inttoptr i256 64 to ptr addrspace(1)
  %m96 = inttoptr i256 96 to ptr addrspace(1)
  %m128 = inttoptr i256 128 to ptr addrspace(1)
  %m160 = inttoptr i256 160 to ptr addrspace(1)
  %m192 = inttoptr i256 192 to ptr addrspace(1)
  %m224 = inttoptr i256 224 to ptr addrspace(1)
  %m256 = inttoptr i256 256 to ptr addrspace(1)
  %m288 = inttoptr i256 288 to ptr addrspace(1)
  %m320 = inttoptr i256 320 to ptr addrspace(1)
  %m1000 = inttoptr i256 1000 to ptr addrspace(1)
  ; aligned stores, then unaligned ones overlapping them
  store i256 %a, ptr addrspace(1) %m0
  store i256 %b, ptr addrspace(1) %m32
  store i256 %c, ptr addrspace(1) %m7
  store i256 %d, ptr addrspace(1) %m33
  ; read back aligned and unaligned words
  %l0 = load i256, ptr addrspace(1) %m0
  %l7 = load i256, ptr addrspace(1) %m7
  %l32 = load i256, ptr addrspace(1) %m32
  %l33 = load i256, ptr addrspace(1) %m33
  %l64 = load i256, ptr addrspace(1) %m64
  ; a far store (memory expansion) and a load of never-written memory
  store i256 %b, ptr addrspace(1) %m1000
  %l1000 = load i256, ptr addrspace(1) %m1000
  %l288 = load i256, ptr addrspace(1) %m288
  ; overwrite the word at 0 with a value derived from loads
  %x = xor i256 %l7, %l33
  store i256 %x, ptr addrspace(1) %m0
  %l0b = load i256, ptr addrspace(1) %m0
  %y = add i256 %l0b, %l0
  ; lay out the loaded values after the scratch area
  store i256 %l0, ptr addrspace(1) %m96
  store i256 %l7, ptr addrspace(1) %m128
  store i256 %l32, ptr addrspace(1) %m160
  store i256 %l33, ptr addrspace(1) %m192
  store i256 %l64, ptr addrspace(1) %m224
  %z = add i256 %l1000, %l288
  store i256 %z, ptr addrspace(1) %m256
  store i256 %y, ptr addrspace(1) %m288
  ; overwrite one of them again
  %w = sub i256 %y, %l32
  store i256 %w, ptr addrspace(1) %m320
  call void @llvm.evm.return(ptr addrspace(1) %m0, i256 352)
  unreachable
}
