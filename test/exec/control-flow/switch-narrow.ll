;! { "cases": [
;! {"name": "first", "inputs": [{"method": "#fallback", "calldata": ["0x6fdde0300000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "high-bit", "inputs": [{"method": "#fallback", "calldata": ["0x8995290f00000000000000000000000000000000000000000000000000001234", "0x80"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000007", "0x0000000000000000000000000000000000000000000000000000000000000002"]},
;! {"name": "all-ones-selector", "inputs": [{"method": "#fallback", "calldata": ["0xffffffff00000000000000000000000000000000000000000000000000000000", "0x7f"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000a", "0x0000000000000000000000000000000000000000000000000000000000000003"]},
;! {"name": "no-selector", "inputs": [{"method": "#fallback", "calldata": ["0x1234567800000000000000000000000000000000000000000000000000000000", "0x100"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000004"]},
;! {"name": "low-bits-only", "inputs": [{"method": "#fallback", "calldata": ["0x8995290f", "0xc"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000005"]},
;! {"name": "last", "inputs": [{"method": "#fallback", "calldata": ["0xdd62ed3e00000000000000000000000000000000000000000000000000000000", "0x1234567814"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000009", "0x0000000000000000000000000000000000000000000000000000000000000006"]},
;! {"name": "near", "inputs": [{"method": "#fallback", "calldata": ["0x8995290e00000000000000000000000000000000000000000000000000000000", "0xf"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "range-ends", "inputs": [{"method": "#fallback", "calldata": ["0xa9059cbb00000000000000000000000000000000000000000000000000000000", "0xa"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000008", "0x0000000000000000000000000000000000000000000000000000000000000005"]},
;! {"name": "range-end", "inputs": [{"method": "#fallback", "calldata": ["0x70a0823100000000000000000000000000000000000000000000000000000000", "0xe"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000006", "0x0000000000000000000000000000000000000000000000000000000000000005"]},
;! {"name": "minus-one", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000a", "0x0000000000000000000000000000000000000000000000000000000000000001"]}
;! ] }
; Switches narrower than the word (EVMWidenSwitches, then the
; IRTranslator's lowering at -O1 and up; LowerSwitch at -O0): solc's
; dispatcher, a switch on the top four bytes of a word with selectors that
; have the top bit set, and a switch on the low byte with negative cases
; (-1, -128), a run of cases to one block (10 to 14) and a case beyond it.
; Calldata: a (the selector word), b. Expected values written from the IR:
; each case returns its number, the default 0.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %r1 = call i256 @selector(i256 %a)
  %r2 = call i256 @low_byte(i256 %b)
  store i256 %r1, ptr addrspace(1) null
  store i256 %r2, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}

define i256 @selector(i256 %w) noinline {
entry:
  %s = lshr i256 %w, 224
  %t = trunc i256 %s to i32
  switch i32 %t, label %none [
    i32 117300739, label %c1
    i32 157198259, label %c2
    i32 404098525, label %c3
    i32 599290589, label %c4
    i32 826074471, label %c5
    i32 1889567281, label %c6
    i32 -1986713329, label %c7
    i32 -1459249989, label %c8
    i32 -580719298, label %c9
    i32 -1, label %c10
  ]
c1:
  ret i256 1
c2:
  ret i256 2
c3:
  ret i256 3
c4:
  ret i256 4
c5:
  ret i256 5
c6:
  ret i256 6
c7:
  ret i256 7
c8:
  ret i256 8
c9:
  ret i256 9
c10:
  ret i256 10
none:
  ret i256 0
}

define i256 @low_byte(i256 %w) noinline {
entry:
  %t = trunc i256 %w to i8
  switch i8 %t, label %none [
    i8 -1, label %m1
    i8 -128, label %min
    i8 127, label %max
    i8 0, label %zero
    i8 10, label %run
    i8 11, label %run
    i8 12, label %run
    i8 13, label %run
    i8 14, label %run
    i8 20, label %twenty
  ]
m1:
  ret i256 1
min:
  ret i256 2
max:
  ret i256 3
zero:
  ret i256 4
run:
  ret i256 5
twenty:
  ret i256 6
none:
  ret i256 0
}
