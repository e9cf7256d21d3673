;! { "cases": [
;! {"name": "zero-trip", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000005"]},
;! {"name": "three", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000de0b6b3a7640000", "0x0000000000000000000000000000000000000000000000001bc16d674ec80000", "0x0000000000000000000000000000000000000000000000000000000000000003"]}], "expected": ["0x0000000000000000000000000000000000000000000000006f05b59d3b200000"]},
;! {"name": "overflow", "inputs": [{"method": "#fallback", "calldata": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000004", "0x0000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000dead"]},
;! {"name": "rate-zero", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000007", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000dead"]},
;! {"name": "late-overflow", "inputs": [{"method": "#fallback", "calldata": ["0x00000000000000000000000000000000000000000000000029a2241af62c0000", "0x000000000000000000000000000000000000000c9f2c9cd04674edea40000000", "0x0000000000000000000000000000000000000000000000000000000000000004"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000dead"]}
;! ] }
; A loop whose overflow check divides by the same value on each turn, as
; solady's mulWad does in `compound` (../shared/solidity/bench/fixedpoint.sol):
; the DIV is loop-invariant, and the builtins that read nothing are
; speculatable (EVM::addBuiltinAttributes), so LICM computes it once before
; the loop, also where the loop does not run or the divisor is 0 (the EVM's
; DIV gives 0). Calldata: p, rate, n; v = p, then n times: v > MAX / rate
; returns 0xdead, else v = v * rate / 1e18. Expected words computed in
; Python with the EVM's semantics.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.evm.div(i256, i256)

define void @__entry() noreturn {
entry:
  %p = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %rate = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  br label %head

head:
  %i = phi i256 [ 0, %entry ], [ %i1, %step ]
  %v = phi i256 [ %p, %entry ], [ %v2, %step ]
  %more = icmp ult i256 %i, %n
  br i1 %more, label %check, label %done

check:
  %lim = call i256 @llvm.evm.div(i256 -1, i256 %rate)
  %over = icmp ugt i256 %v, %lim
  br i1 %over, label %overflow, label %step

step:
  %prod = mul i256 %v, %rate
  %v2 = call i256 @llvm.evm.div(i256 %prod, i256 1000000000000000000)
  %i1 = add i256 %i, 1
  br label %head

overflow:
  store i256 57005, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable

done:
  store i256 %v, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
