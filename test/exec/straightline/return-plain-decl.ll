;! { "cases": [
;!   { "name": "return_without_noreturn", "inputs": [ { "method": "#fallback", "calldata": [ "42" ] } ], "expected": [ "42" ] }
;! ] }
; llvm.evm.return declared without `noreturn`: the INVALID that `unreachable`
; adds after the call is dropped, and the call returns its data.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @__entry() {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  store i256 %a, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256)
