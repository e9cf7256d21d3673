;! { "cases": [ {
;!   "name": "seven_minus_three",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "7", "-3" ] } ],
;!   "expected": [ "4", "10", "-21", "-3" ]
;! } ] }
; A contract that reads two words of calldata, a and b, and returns four
; words: a + b, a - b, a * b and (a <s b ? a : b), the signed minimum.
;
; demo-calldata: 0000000000000000000000000000000000000000000000000000000000000007fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @__entry() {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %sum = add i256 %a, %b
  %diff = sub i256 %a, %b
  %prod = mul i256 %a, %b
  %lt = icmp slt i256 %a, %b
  %min = select i1 %lt, i256 %a, i256 %b
  store i256 %sum, ptr addrspace(1) inttoptr (i256 0 to ptr addrspace(1))
  store i256 %diff, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %prod, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 %min, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
