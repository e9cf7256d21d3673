;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000007", "0x0000000000000000000000000000000000000000000000000000000000000003"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000030", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "one-digit", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000007", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9", "0x0000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000037", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0000000000000000000000000000000000000000000000000000000000000004"]},
;! {"name": "many-digits", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000000000000000059d3ad98a8c7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c", "0x0000000000000000000000000000000000000000000000000000000000000007"]}], "expected": ["0x0000000000000000000000000000000000003736353433343538363536373839", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff2", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x00000000000000000000000000000000000000000000000000000cd518ccaa69"]},
;! {"name": "31-digits", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000c9f2c9cd04674edea4000007b", "0xffffffffffffffffffffffffffffffe29cd60e3ca35b4054460a9efffffffff7", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3"]}], "expected": ["0x0033323130303030303030303030303030303030303030303030303030303031", "0x0000000000000000000000000000000242b4750f07205d835d12e013b13b13b1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff4", "0x0000000000000000000000000000000000000000000000004674edea4000007b"]},
;! {"name": "negative-divisor", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000010000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000063", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc"]}], "expected": ["0x0000000000000000000000003132363135353930373337303434373634343831", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe8", "0x0000000000000000000000000000000000000000000000000000000000000003", "0x0000000000000000000000000000000000000000000000000000000000000005"]}
;! ] }
; A division and the remainder of the same operands, which the middle end
; keeps as DIV and MOD (SDIV and SMOD) now that the target says it has the
; remainder (EVMTTIImpl::hasDivRemOp; test/CodeGen/EVM/opt/div-rem-pairs.ll):
; word 0 packs the decimal digits of a (ASCII, last digit lowest byte, as
; LibString.toString writes them); words 1 and 2 are b sdiv c and b srem c
; (the remainder takes the dividend's sign, as SMOD's does); word 3 is
; (a udiv c) + (a urem c) on the low 64 bits of each. Expected values
; computed with Python's integers from the IR's definitions.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  br label %loop
loop:
  %v = phi i256 [ %a, %entry ], [ %q, %loop ]
  %acc = phi i256 [ 0, %entry ], [ %acc.next, %loop ]
  %r = urem i256 %v, 10
  %q = udiv i256 %v, 10
  %shifted = shl i256 %acc, 8
  %digit = add i256 %r, 48
  %acc.next = or i256 %shifted, %digit
  %done = icmp ult i256 %v, 10
  br i1 %done, label %exit, label %loop
exit:
  store i256 %acc.next, ptr addrspace(1) null
  %sq = sdiv i256 %b, %c
  %sr = srem i256 %b, %c
  store i256 %sq, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %sr, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %a64 = trunc i256 %a to i64
  %c64 = trunc i256 %c to i64
  %nq = udiv i64 %a64, %c64
  %nr = urem i64 %a64, %c64
  %n = add i64 %nq, %nr
  %n.w = zext i64 %n to i256
  store i256 %n.w, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}
