;! { "cases": [
;! {"name": "first-check", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000007"], "exception": true}},
;! {"name": "second-check", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7"]}], "expected": {"return_data": ["0x000000000000000000000000000000000000000000000000000000000000000c"], "exception": true}},
;! {"name": "passes", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000003"]},
;! {"name": "big", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000004"], "exception": true}}
;! ] }
; A block that ends execution but takes a value from its predecessors (a
; PHI: the revert's data is b from the first check, b + 5 from the second)
; is not one that runs with any stack (EVMBlockLayouts' takesAnyLayout):
; each predecessor must bring the value where the block reads it.
; Calldata: a, b. Expected values from the IR.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() {
entry:
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %c1 = icmp eq i256 %a, 1
  br i1 %c1, label %fail, label %n1
n1:
  %x = add i256 %b, 5
  %c2 = icmp eq i256 %a, 2
  br i1 %c2, label %fail, label %ok
fail:
  %v = phi i256 [ %b, %entry ], [ %x, %n1 ]
  store i256 %v, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
ok:
  store i256 %a, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}
