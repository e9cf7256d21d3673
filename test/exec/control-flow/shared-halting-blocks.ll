;! { "cases": [
;! {"name": "revert-1", "inputs": [{"method": "#fallback", "calldata": ["1", "5"]}], "expected": {"return_data": [], "exception": true}},
;! {"name": "revert-2", "inputs": [{"method": "#fallback", "calldata": ["2", "5"]}], "expected": {"return_data": [], "exception": true}},
;! {"name": "revert-3", "inputs": [{"method": "#fallback", "calldata": ["3", "5"]}], "expected": {"return_data": [], "exception": true}},
;! {"name": "panic-17-a", "inputs": [{"method": "#fallback", "calldata": ["4", "5"]}], "expected": {"return_data": ["0x000000000000000000000000000000000000000000000000000000004e95cd71", "0x0000000000000000000000000000000000000000000000000000000000000011"], "exception": true}},
;! {"name": "panic-17-b", "inputs": [{"method": "#fallback", "calldata": ["5", "5"]}], "expected": {"return_data": ["0x000000000000000000000000000000000000000000000000000000004e95cd71", "0x0000000000000000000000000000000000000000000000000000000000000011"], "exception": true}},
;! {"name": "panic-18", "inputs": [{"method": "#fallback", "calldata": ["6", "5"]}], "expected": {"return_data": ["0x000000000000000000000000000000000000000000000000000000004e95cd71", "0x0000000000000000000000000000000000000000000000000000000000000012"], "exception": true}},
;! {"name": "local-a", "inputs": [{"method": "#fallback", "calldata": ["7", "41"]}], "expected": {"return_data": ["0x000000000000000000000000000000000000000000000000000000000000002a"], "exception": true}},
;! {"name": "local-b", "inputs": [{"method": "#fallback", "calldata": ["8", "99"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000064"], "exception": true}},
;! {"name": "outside-a", "inputs": [{"method": "#fallback", "calldata": ["9", "7"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000009"], "exception": true}},
;! {"name": "outside-b", "inputs": [{"method": "#fallback", "calldata": ["10", "7"]}], "expected": {"return_data": ["0x0000000000000000000000000000000000000000000000000000000000000007"], "exception": true}},
;! {"name": "return-a", "inputs": [{"method": "#fallback", "calldata": ["11", "0"]}], "expected": ["0xffffffffffffffff000000000000000000000000000000000000000000000000", "0xfffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "return-b", "inputs": [{"method": "#fallback", "calldata": ["12", "0"]}], "expected": ["0xffffffffffffffff000000000000000000000000000000000000000000000000", "0xfffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffff"]}
;! ] }
; Checks that end execution the same way, merged into one block each
; (EVMMergeHaltingBlocks) and reached with different words on the stack
; (EVM::runsAtAnyHeight): three `revert(0, 0)`, two reverts with the same
; code and one with another, a revert of a value computed in the block, two
; reverts of different values, two identical returns. Calldata: a, b.
; Expected data written from the IR: each path stores constants or a, b,
; b + 1.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.evm.calldataload(ptr addrspace(2))




define void @__entry() {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %c1 = icmp eq i256 %a, 1
  br i1 %c1, label %rev1, label %n1
n1:
  %c2 = icmp eq i256 %a, 2
  br i1 %c2, label %rev2, label %n2
n2:
  %c3 = icmp eq i256 %a, 3
  br i1 %c3, label %rev3, label %n3
n3:
  %c4 = icmp eq i256 %a, 4
  br i1 %c4, label %panic1, label %n4
n4:
  %c5 = icmp eq i256 %a, 5
  br i1 %c5, label %panic3, label %n5
n5:
  %c6 = icmp eq i256 %a, 6
  br i1 %c6, label %panic2, label %n6
n6:
  %c7 = icmp eq i256 %a, 7
  br i1 %c7, label %local1, label %n7
n7:
  %c8 = icmp eq i256 %a, 8
  br i1 %c8, label %local2, label %n8
n8:
  %c9 = icmp eq i256 %a, 9
  br i1 %c9, label %outside1, label %n9
n9:
  %c10 = icmp eq i256 %a, 10
  br i1 %c10, label %outside2, label %n10
n10:
  %c11 = icmp eq i256 %a, 11
  br i1 %c11, label %ret1, label %ret2

rev1:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
rev2:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
rev3:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
panic1:
  store i256 1318440305, ptr addrspace(1) null
  store i256 17, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 64)
  unreachable
panic2:
  store i256 1318440305, ptr addrspace(1) null
  store i256 18, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 64)
  unreachable
panic3:
  store i256 1318440305, ptr addrspace(1) null
  store i256 17, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 64)
  unreachable
local1:
  %x1 = add i256 %b, 1
  store i256 %x1, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
local2:
  %x2 = add i256 %b, 1
  store i256 %x2, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
outside1:
  store i256 %a, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
outside2:
  store i256 %b, ptr addrspace(1) null
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
ret1:
  store i256 -6277101735386680763835789423207666416102355444464034512896, ptr addrspace(1) null
  store i256 -6277101735386680763835789423207666416102355444464034512897, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
ret2:
  store i256 -6277101735386680763835789423207666416102355444464034512896, ptr addrspace(1) null
  store i256 -6277101735386680763835789423207666416102355444464034512897, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}
