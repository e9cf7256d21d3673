;! { "cases": [
;! { "name": "return",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "3", "4" ] } ],
;!   "expected": [ "7", "12", "1" ] },
;! { "name": "revert",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "3", "0" ] } ],
;!   "expected": { "return_data": [ "3", "0", "0" ], "exception": true } }
;! ] }
; A block whose two successors end execution without reading the stack (a
; revert and a return of memory) jumps to them with its dead words left on
; the stack (EVMBlockLayouts: anyExit; stackify/halting-exits.ll): the
; return data must be what the stores before the branch wrote, the
; revert's as well. Words: a + b, a * b, and whether b is not zero.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn optsize {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %s = add i256 %a, %b
  %m = mul i256 %a, %b
  %p0 = inttoptr i256 512 to ptr addrspace(1)
  %p1 = inttoptr i256 544 to ptr addrspace(1)
  %p2 = inttoptr i256 576 to ptr addrspace(1)
  %nz = icmp ne i256 %b, 0
  %z = zext i1 %nz to i256
  store i256 %s, ptr addrspace(1) %p0
  store i256 %m, ptr addrspace(1) %p1
  store i256 %z, ptr addrspace(1) %p2
  br i1 %nz, label %ok, label %fail
ok:
  call void @llvm.evm.return(ptr addrspace(1) %p0, i256 96)
  unreachable
fail:
  call void @llvm.evm.revert(ptr addrspace(1) %p0, i256 96)
  unreachable
}
