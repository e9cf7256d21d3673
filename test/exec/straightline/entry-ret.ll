;! { "cases": [
;!   { "name": "ret_is_stop", "inputs": [ { "method": "#fallback", "calldata": [ "1" ] } ], "expected": [] }
;! ] }
; `ret` in the entry function ends the call successfully with no data (STOP).

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @__entry() {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  store i256 %a, ptr addrspace(1) null
  ret void
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
