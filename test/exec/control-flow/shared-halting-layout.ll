;! { "cases": [
;! {"name": "loop", "inputs": [{"method": "#fallback", "calldata": ["0xf4240", "0x7d0", "0x3"]}], "expected": ["0x00000000000000000000000000000000000000000000000000000000007a1200"]},
;! {"name": "no-iterations", "inputs": [{"method": "#fallback", "calldata": ["0x3039", "0x7", "0x0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000003039"]},
;! {"name": "check-before-loop", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xf4241", "0x5"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000011"], "exception": true}},
;! {"name": "overflow-in-loop", "inputs": [{"method": "#fallback", "calldata": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0xf4240", "0x2"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000011"], "exception": true}},
;! {"name": "large-values", "inputs": [{"method": "#fallback", "calldata": ["0x9f4f2726179a224501d762422c946590d91000000000000000", "0xf4240", "0x3"]}], "expected": ["0x00000025179157c93ec73e23fa32aa4f9d3bda934d8ee6a00000000000000000"]}
;! ] }
; A panic shared by a check before a loop and the overflow check in it,
; reached with different values on the stack (codegen:
; stackify/shared-halting-layout.ll). Calldata: a, b, n; v = a, then n
; times v = v * b / 1000, after checking v <= (2^256 - 1) / b; b above
; 10^6 panics first. Expected values from that model of the IR.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() {
entry:
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %pc = inttoptr i256 64 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pc)
  %big = icmp ugt i256 %b, 1000000
  br i1 %big, label %panic1, label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %ok ]
  %v = phi i256 [ %a, %entry ], [ %v1, %ok ]
  %done = icmp uge i256 %i, %n
  br i1 %done, label %exit, label %body
body:
  %lim = udiv i256 -1, %b
  %over = icmp ugt i256 %v, %lim
  br i1 %over, label %panic2, label %ok
ok:
  %m = mul i256 %v, %b
  %v1 = udiv i256 %m, 1000
  %i1 = add i256 %i, 1
  br label %loop
exit:
  store i256 %v, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
panic1:
  store i256 17, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
panic2:
  store i256 17, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
}
