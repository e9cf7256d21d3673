;! {
;!   "cases": [
;!     {
;!       "name": "pos_pos",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000064",
;!             "0x0000000000000000000000000000000000000000000000000000000000000007"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x000000000000000000000000000000000000000000000000000000000000000e",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000064",
;!         "0x000000000000000000000000000000000000000000000000000000000000000e",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdf",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x000000000000000000000000000000000000000000000000000000000000000e",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000032",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000006",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9"
;!       ]
;!     },
;!     {
;!       "name": "neg_pos",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c",
;!             "0x0000000000000000000000000000000000000000000000000000000000000007"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff2",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c",
;!         "0x2492492492492492492492492492492492492492492492492492492492492484",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000021",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff2",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffce",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9"
;!       ]
;!     },
;!     {
;!       "name": "pos_neg",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000064",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff2",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000064",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000064",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdf",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x000000000000000000000000000000000000000000000000000000000000000e",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000032",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000006",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007"
;!       ]
;!     },
;!     {
;!       "name": "neg_neg",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x000000000000000000000000000000000000000000000000000000000000000e",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c",
;!         "0x0000000000000000000000000000000000000000000000000000000000000021",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff2",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffce",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007"
;!       ]
;!     },
;!     {
;!       "name": "exact_neg_pos",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd6",
;!             "0x0000000000000000000000000000000000000000000000000000000000000006"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd6",
;!         "0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa3",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0x000000000000000000000000000000000000000000000000000000000000000e",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeb",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa"
;!       ]
;!     },
;!     {
;!       "name": "small_by_big_neg",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000005",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc18"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000005",
;!         "0x0000000000000000000000000000000000000000000000000000000000000005",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000005",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000005",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000005",
;!         "0x00000000000000000000000000000000000000000000000000000000000003e8"
;!       ]
;!     },
;!     {
;!       "name": "min_by_two",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x8000000000000000000000000000000000000000000000000000000000000000",
;!             "0x0000000000000000000000000000000000000000000000000000000000000002"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xc000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x4000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xedb6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db7",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xc000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xf800000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"
;!       ]
;!     },
;!     {
;!       "name": "min_by_neg_three",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x8000000000000000000000000000000000000000000000000000000000000000",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xedb6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db6db7",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xc000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xf800000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000003"
;!       ]
;!     },
;!     {
;!       "name": "max_by_neg_max",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x8000000000000000000000000000000000000000000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xd555555555555555555555555555555555555555555555555555555555555556",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x1249249249249249249249249249249249249249249249249249249249249249",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x000000000000000000000000000000000000000000000000000000000000000f",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
;!       ]
;!     },
;!     {
;!       "name": "big_neg_pos",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xfffffffffffffffffedcba9876543210fedcba9876543210fedcba9876543211",
;!             "0x0000000000000000000000000000000000000001000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffffffffedcba9876543210fedcba99",
;!         "0xffffffffffffffffffffffffffffffffffffffff777777788888888777777778",
;!         "0xfffffffffffffffffedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0x000000000000000000000000fffffffffffffffffedcba9776543210fedcba98",
;!         "0x0000000000000000000000000000000000000000777777798888888777777779",
;!         "0x000000000000000000611722833944a500611722833944a500611722833944a5",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffd663cca33099702468acf13579be026d8d3f3a5a0c0727",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffff6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1909",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffedcba9876543210fedcba9876543210fedcba987654322",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1",
;!         "0xfffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffff"
;!       ]
;!     },
;!     {
;!       "name": "minus_one_by_pos",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x0000000000000000000000000000000000000000000000000000000000000005"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x3333333333333333333333333333333333333333333333333333333333333333",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb"
;!       ]
;!     },
;!     {
;!       "name": "pos_by_minus_one",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000003039",
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffcfc7",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000003039",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000003039",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffefed",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x00000000000000000000000000000000000000000000000000000000000006e3",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0x000000000000000000000000000000000000000000000000000000000000181c",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000303",
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001"
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
  %q = sdiv i256 %a, %b
  %r = srem i256 %a, %b
  %qb = mul i256 %q, %b
  %back = add i256 %qb, %r
  %uq = udiv i256 %a, %b
  %ur = urem i256 %a, %b
  %qc = sdiv i256 %a, -3
  %rc = srem i256 %a, -3
  %qc7 = sdiv i256 %a, 7
  %rc7 = srem i256 %a, 7
  %q2 = sdiv i256 %a, 2
  %r2 = srem i256 %a, 2
  %q16 = sdiv i256 %a, 16
  %r16 = srem i256 %a, 16
  %nb = sub i256 0, %b
  %ret.p0 = inttoptr i256 0 to ptr addrspace(1)
  store i256 %q, ptr addrspace(1) %ret.p0
  %ret.p1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %ret.p1
  %ret.p2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %back, ptr addrspace(1) %ret.p2
  %ret.p3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %uq, ptr addrspace(1) %ret.p3
  %ret.p4 = inttoptr i256 128 to ptr addrspace(1)
  store i256 %ur, ptr addrspace(1) %ret.p4
  %ret.p5 = inttoptr i256 160 to ptr addrspace(1)
  store i256 %qc, ptr addrspace(1) %ret.p5
  %ret.p6 = inttoptr i256 192 to ptr addrspace(1)
  store i256 %rc, ptr addrspace(1) %ret.p6
  %ret.p7 = inttoptr i256 224 to ptr addrspace(1)
  store i256 %qc7, ptr addrspace(1) %ret.p7
  %ret.p8 = inttoptr i256 256 to ptr addrspace(1)
  store i256 %rc7, ptr addrspace(1) %ret.p8
  %ret.p9 = inttoptr i256 288 to ptr addrspace(1)
  store i256 %q2, ptr addrspace(1) %ret.p9
  %ret.p10 = inttoptr i256 320 to ptr addrspace(1)
  store i256 %r2, ptr addrspace(1) %ret.p10
  %ret.p11 = inttoptr i256 352 to ptr addrspace(1)
  store i256 %q16, ptr addrspace(1) %ret.p11
  %ret.p12 = inttoptr i256 384 to ptr addrspace(1)
  store i256 %r16, ptr addrspace(1) %ret.p12
  %ret.p13 = inttoptr i256 416 to ptr addrspace(1)
  store i256 %nb, ptr addrspace(1) %ret.p13
  call void @llvm.evm.return(ptr addrspace(1) %ret.p0, i256 448)
  unreachable
}
