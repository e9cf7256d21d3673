; RUN: %opt -Os -S %s | FileCheck %s
; RUN: %opt -Os -evm-halting-builtins-read=false -S %s | FileCheck %s --check-prefix=OFF
; The builtins that end the call only read, to the code that calls them
; (EVMBuiltins.cpp, addBuiltinAttributes): nothing runs after them. So
; @check, which reads call data and reverts when it is out of bounds, is a
; reader (FunctionAttrs), and GVN takes its second call with the same
; operand for the first, as it does for solc's
; `access_calldata_tail_t_bytes_calldata_ptr` called once for each field
; of one argument. Not noreturn: the `unreachable` after the call says so
; already, and BranchProbabilityInfo would weigh the block as rarely run
; rather than never. Off, the calls may write anything, and both stay.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(i256)
declare void @llvm.evm.revert(i256, i256)
declare void @llvm.evm.return(i256, i256)

define internal i256 @check(i256 %p) noinline {
  %v = call i256 @llvm.evm.calldataload(i256 %p)
  %ok = icmp ult i256 %v, 100
  br i1 %ok, label %good, label %bad
bad:
  call void @llvm.evm.revert(i256 0, i256 0)
  unreachable
good:
  ret i256 %v
}

define void @__entry() {
  %p = call i256 @llvm.evm.calldataload(i256 0)
  %a = call i256 @check(i256 %p)
  %b = call i256 @check(i256 %p)
  %s = add i256 %a, %b
  store i256 %s, ptr addrspace(1) null
  call void @llvm.evm.return(i256 0, i256 32)
  unreachable
}

; CHECK:       declare void @llvm.evm.revert(i256, i256) #[[HALT:[0-9]+]]
; CHECK:       define internal fastcc {{.*}}@check({{.*}} #[[CHECK:[0-9]+]] {
; CHECK-LABEL: define void @__entry()
; CHECK:         call fastcc i256 @check(i256 %p)
; CHECK-NOT:     call {{.*}}@check(
; CHECK:         call void @llvm.evm.return(
; CHECK:       attributes #[[HALT]] = { nofree nounwind memory(read) }
; CHECK:       attributes #[[CHECK]] = { {{.*}}memory(read) }

; OFF-LABEL: define void @__entry()
; OFF:         call fastcc i256 @check(i256 %p)
; OFF-NEXT:    call fastcc i256 @check(i256 %p)
