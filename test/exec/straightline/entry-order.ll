;! { "cases": [
;!   { "name": "entry_not_first", "inputs": [ { "method": "#fallback", "calldata": [ "9" ] } ], "expected": [ "10" ] }
;! ] }
; `__entry` is not the first function: it must still be the code at pc 0.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @other() {
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
}

define void @__entry() {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = add i256 %a, 1
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
