;! {
;!   "cases": [
;!     {
;!       "name": "seq",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000001",
;!             "0x0000000000000000000000000000000000000000000000000000000000000002",
;!             "0x0000000000000000000000000000000000000000000000000000000000000003",
;!             "0x0000000000000000000000000000000000000000000000000000000000000004",
;!             "0x0000000000000000000000000000000000000000000000000000000000000005",
;!             "0x0000000000000000000000000000000000000000000000000000000000000006",
;!             "0x0000000000000000000000000000000000000000000000000000000000000007",
;!             "0x0000000000000000000000000000000000000000000000000000000000000008",
;!             "0x0000000000000000000000000000000000000000000000000000000000000009",
;!             "0x000000000000000000000000000000000000000000000000000000000000000a",
;!             "0x000000000000000000000000000000000000000000000000000000000000000b",
;!             "0x000000000000000000000000000000000000000000000000000000000000000c"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x000000000000000000000000000000000000000000000000000000000000009b",
;!         "0x0000000000000000000000000000000000000000000000000000000000000016",
;!         "0x0000000000000000000000000000000000000000000000000000000000000030",
;!         "0x000000000000000000000000000000000000000000000000000000000000000d"
;!       ]
;!     },
;!     {
;!       "name": "big",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x8000000000000000000000000000000000000000000000000000000000000000",
;!             "0x0000000000000000000000000000000100000000000000000000000000000001",
;!             "0x00000000000000000000000000000000000000000000000000000000deadbeef",
;!             "0x00000000000000fffffffffffffffffffffffffffffffffffffffffffffffffd",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb",
;!             "0x000000000000000000000000000000000000000000000000000000000000004d",
;!             "0xfffffffffffffffffffffffffffffffffffffff0000000000000000000000000",
;!             "0x0000000000000000000000000000000000000000000000000000000000000003",
;!             "0x0000000000000000000000000000000000000000000000010000000000000000",
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x000000000000000000000000000000000000000000000000ab54a98ceb1f0ad2"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xab5672eb9f8d1cffffffffffffffffee000000fffffffffea956ace5adfdb1e4",
;!         "0x7ffffffffffffefffffffffffffffffb0000005000000000ab54a98c35b2b3f1",
;!         "0xfffffffffffffffffffffffffffffffb00000050000000000000000000000000",
;!         "0x000000000000000000000000000000000000000000000000ab54a98ceb1f0ad1"
;!       ]
;!     },
;!     {
;!       "name": "negs",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff5",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff4"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff5",
;!         "0x0000000000000000000000000000000000000000000000000000000000000008",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3"
;!       ]
;!     },
;!     {
;!       "name": "pattern",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20",
;!             "0x00000000000000000000000000000000000000000000000000000000000000a1",
;!             "0x00000000000000000000000000000000000000000000000000000000000000b2",
;!             "0x00000000000000000000000000000000000000000000000000000000000000c3",
;!             "0x00000000000000000000000000000000000000000000000000000000000000d4",
;!             "0x00000000000000000000000000000000000000000000000000000000000000e5",
;!             "0x00000000000000000000000000000000000000000000000000000000000000f6",
;!             "0x0000000000000000000000000000000000000000000000000000000000000107",
;!             "0x0000000000000000000000000000000000000000000000000000000000000118",
;!             "0x0000000000000000000000000000000000000000000000000000000000000129",
;!             "0x000000000000000000000000000000000000000000000000000000000000013a",
;!             "0x000000000000000000000000000000000000000000000000000000000000014b"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xab54fea851fba54ef8a24bf59f48f29c45ef9942ec963fe9933ce69039cd7dce",
;!         "0x0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e03e5",
;!         "0x000000000000000000000000000000000000000000000000000000000000e5e5",
;!         "0x0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e206b"
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
  %p0 = inttoptr i256 0 to ptr addrspace(2)
  %x0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %x1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %x2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %p3 = inttoptr i256 96 to ptr addrspace(2)
  %x3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p3)
  %p4 = inttoptr i256 128 to ptr addrspace(2)
  %x4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p4)
  %p5 = inttoptr i256 160 to ptr addrspace(2)
  %x5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p5)
  %p6 = inttoptr i256 192 to ptr addrspace(2)
  %x6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p6)
  %p7 = inttoptr i256 224 to ptr addrspace(2)
  %x7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p7)
  %p8 = inttoptr i256 256 to ptr addrspace(2)
  %x8 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p8)
  %p9 = inttoptr i256 288 to ptr addrspace(2)
  %x9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p9)
  %p10 = inttoptr i256 320 to ptr addrspace(2)
  %x10 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p10)
  %p11 = inttoptr i256 352 to ptr addrspace(2)
  %x11 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p11)
  ; all twelve inputs are live here; combine the deepest with the newest first
  %t0 = add i256 %x0, %x11
  %t1 = mul i256 %x1, %x10
  %t2 = sub i256 %x2, %x9
  %t3 = xor i256 %t0, %x3
  %t4 = or i256 %t1, %x8
  %t5 = and i256 %t2, %x7
  %t6 = add i256 %t3, %x4
  %t7 = sub i256 %t4, %x6
  %t8 = mul i256 %t5, %x5
  %u0 = add i256 %t6, %t7
  %u1 = xor i256 %u0, %t8
  ; reuse every input once more so they all stay live up to here
  %v0 = add i256 %u1, %x0
  %v1 = sub i256 %v0, %x1
  %v2 = xor i256 %v1, %x2
  %v3 = add i256 %v2, %x3
  %v4 = mul i256 %v3, %x4
  %v5 = add i256 %v4, %x5
  %v6 = sub i256 %v5, %x6
  %v7 = xor i256 %v6, %x7
  %v8 = add i256 %v7, %x8
  %v9 = or i256 %v8, %x9
  %v10 = sub i256 %v9, %x10
  %v11 = add i256 %v10, %x11
  %ret.p0 = inttoptr i256 0 to ptr addrspace(1)
  store i256 %v11, ptr addrspace(1) %ret.p0
  %ret.p1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %u1, ptr addrspace(1) %ret.p1
  %ret.p2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %t8, ptr addrspace(1) %ret.p2
  %ret.p3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %t0, ptr addrspace(1) %ret.p3
  call void @llvm.evm.return(ptr addrspace(1) %ret.p0, i256 128)
  unreachable
}
