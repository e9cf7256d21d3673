;! {
;!   "cases": [
;!     {
;!       "name": "a_lt_b",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000003",
;!             "0x000000000000000000000000000000000000000000000000000000000000000a",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000003",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a",
;!         "0x0000000000000000000000000000000000000000000000000000000000000003",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a",
;!         "0x000000000000000000000000000000000000000000000000000000000000002a",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x000000000000000000000000000000000000000000000000000000000000000d",
;!         "0x0000000000000000000000000000000000000000000000000000000000000003",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000003",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a"
;!       ]
;!     },
;!     {
;!       "name": "a_gt_b",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x000000000000000000000000000000000000000000000000000000000000000a",
;!             "0x0000000000000000000000000000000000000000000000000000000000000003",
;!             "0x0000000000000000000000000000000000000000000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000003",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a",
;!         "0x0000000000000000000000000000000000000000000000000000000000000003",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000003",
;!         "0x000000000000000000000000000000000000000000000000000000000000000a"
;!       ]
;!     },
;!     {
;!       "name": "equal",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000007",
;!             "0x0000000000000000000000000000000000000000000000000000000000000007",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x000000000000000000000000000000000000000000000000000000000000002a",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007",
;!         "0x0000000000000000000000000000000000000000000000000000000000000007"
;!       ]
;!     },
;!     {
;!       "name": "neg_vs_pos",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!             "0x0000000000000000000000000000000000000000000000000000000000000009",
;!             "0x0000000000000000000000000000000000000000000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3",
;!         "0x0000000000000000000000000000000000000000000000000000000000000004",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0x000000000000000000000000000000000000000000000000000000000000006d"
;!       ]
;!     },
;!     {
;!       "name": "pos_vs_neg",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000009",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
;!         "0x000000000000000000000000000000000000000000000000000000000000002a",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000005",
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000009",
;!         "0x0000000000000000000000000000000000000000000000000000000000000060"
;!       ]
;!     },
;!     {
;!       "name": "big",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x8000000000000000000000000000000000000000000000000000000000000000",
;!             "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x0000000000000000000000000000000000000000000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000"
;!       ]
;!     },
;!     {
;!       "name": "zero_one",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000000",
;!             "0x0000000000000000000000000000000000000000000000000000000000000001",
;!             "0x0000000000000000000000000000000000000000000000000000000000000002"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x000000000000000000000000000000000000000000000000000000000000002a",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001"
;!       ]
;!     },
;!     {
;!       "name": "cond_even_big",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!             "0x0000000000000000000000000000000000000000000000000000000000000100"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x000000000000000000000000000000000000000000000000000000000000002a",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000100",
;!         "0x0000000000000000000000000000000000000000000000000000000000000062"
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
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pa)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pc)
  ; unsigned and signed min/max
  %ult = icmp ult i256 %a, %b
  %umin = select i1 %ult, i256 %a, i256 %b
  %out.p0 = inttoptr i256 0 to ptr addrspace(1)
  store i256 %umin, ptr addrspace(1) %out.p0
  %umax = select i1 %ult, i256 %b, i256 %a
  %out.p1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %umax, ptr addrspace(1) %out.p1
  %slt = icmp slt i256 %a, %b
  %smin = select i1 %slt, i256 %a, i256 %b
  %out.p2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %smin, ptr addrspace(1) %out.p2
  %smax = select i1 %slt, i256 %b, i256 %a
  %out.p3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %smax, ptr addrspace(1) %out.p3
  ; condition from calldata bit 0 (trunc to i1)
  %cbit = trunc i256 %c to i1
  %s1 = select i1 %cbit, i256 %a, i256 %b
  %out.p4 = inttoptr i256 128 to ptr addrspace(1)
  store i256 %s1, ptr addrspace(1) %out.p4
  ; constants on both arms
  %s2 = select i1 %cbit, i256 -1, i256 42
  %out.p5 = inttoptr i256 160 to ptr addrspace(1)
  store i256 %s2, ptr addrspace(1) %out.p5
  ; one constant arm
  %eq = icmp eq i256 %a, %b
  %s3 = select i1 %eq, i256 %c, i256 115792089237316195423570985008687907853269984665640564039457584007913129639935
  %out.p6 = inttoptr i256 192 to ptr addrspace(1)
  store i256 %s3, ptr addrspace(1) %out.p6
  ; nested selects (3-way compare: -1/0/1)
  %sgt = icmp sgt i256 %a, %b
  %gt1 = select i1 %sgt, i256 1, i256 0
  %cmp3 = select i1 %slt, i256 -1, i256 %gt1
  %out.p7 = inttoptr i256 224 to ptr addrspace(1)
  store i256 %cmp3, ptr addrspace(1) %out.p7
  ; select on computed values
  %sum = add i256 %a, %b
  %dif = sub i256 %a, %b
  %s4 = select i1 %ult, i256 %sum, i256 %dif
  %out.p8 = inttoptr i256 256 to ptr addrspace(1)
  store i256 %s4, ptr addrspace(1) %out.p8
  ; abs(a) via select
  %neg = sub i256 0, %a
  %isneg = icmp slt i256 %a, 0
  %abs = select i1 %isneg, i256 %neg, i256 %a
  %out.p9 = inttoptr i256 288 to ptr addrspace(1)
  store i256 %abs, ptr addrspace(1) %out.p9
  ; select of i1, then zext
  %ne = icmp ne i256 %c, 0
  %bsel = select i1 %ne, i1 %ult, i1 %slt
  %bz = zext i1 %bsel to i256
  %out.p10 = inttoptr i256 320 to ptr addrspace(1)
  store i256 %bz, ptr addrspace(1) %out.p10
  ; c == 0 ? a : (c == 1 ? b : c)
  %c0 = icmp eq i256 %c, 0
  %c1 = icmp eq i256 %c, 1
  %in = select i1 %c1, i256 %b, i256 %c
  %out = select i1 %c0, i256 %a, i256 %in
  %out.p11 = inttoptr i256 352 to ptr addrspace(1)
  store i256 %out, ptr addrspace(1) %out.p11
  ; clamp a into [b, b+100] unsigned
  %hi = add i256 %b, 100
  %lo_ok = icmp ult i256 %a, %b
  %t1 = select i1 %lo_ok, i256 %b, i256 %a
  %hi_ok = icmp ugt i256 %t1, %hi
  %clamp = select i1 %hi_ok, i256 %hi, i256 %t1
  %out.p12 = inttoptr i256 384 to ptr addrspace(1)
  store i256 %clamp, ptr addrspace(1) %out.p12
  call void @llvm.evm.return(ptr addrspace(1) %out.p0, i256 416)
  unreachable
}
