;! { "cases": [
;! {"name": "count-3", "inputs": [{"method": "#fallback", "calldata": ["3"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000006"]}
;! ] }
; Sums 1..n in a loop: at -O0 the loop's PHIs live in frame slots, at -O2
; on the stack (scripts/bench/gas-profile.py's test).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  br label %loop
loop:
  %i = phi i256 [ 1, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i256 %s, %i
  %i.next = add i256 %i, 1
  %done = icmp ugt i256 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %s.next, ptr addrspace(1) %p
  call void @llvm.evm.return(ptr addrspace(1) %p, i256 32)
  unreachable
}
