; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-junk-halting-exits=false < %s | FileCheck %s --check-prefix=OFF
; A block whose successors all end execution without reading the stack
; (EVMBlockLayouts: takesAnyLayout) leaves its stack as it is: its exit
; layout is the body's stack with every word junk, less the condition the
; JUMPI consumes (anyExit), so no dead word is popped on the way to a
; revert or a return. The shape is ERC6551Proxy's forward of a delegate
; call (solady), which popped the implementation, the call data's size and
; a copy of it (SWAP3 POP POP POP) before its JUMPI. The verifier checks
; the heights (-verify-machineinstrs); exec/control-flow/halting-exits.ll
; runs such a branch both ways.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.codesize()
declare i256 @llvm.evm.gas()
declare void @llvm.evm.calldatacopy(i256, i256, i256)
declare i256 @llvm.evm.delegatecall(i256, i256, i256, i256, i256, i256)
declare void @llvm.evm.returndatacopy(i256, i256, i256)
declare void @llvm.evm.revert(i256, i256) noreturn
declare void @llvm.evm.return(i256, i256) noreturn

; CHECK-LABEL: __entry:
; CHECK:       DELEGATECALL
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  RETURNDATACOPY
; CHECK-NEXT:  ISZERO
; CHECK-NEXT:  PUSH [[REVERT:.LBB0_[0-9]+]]
; CHECK-NEXT:  JUMPI
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  RETURN
; CHECK-NEXT: [[REVERT]]:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  RETURNDATASIZE
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  REVERT
; OFF-LABEL:   __entry:
; OFF:         RETURNDATACOPY
; OFF-NEXT:    SWAP3
; OFF-NEXT:    POP
; OFF-NEXT:    POP
; OFF-NEXT:    POP
; OFF-NEXT:    ISZERO
define void @__entry() noreturn optsize {
entry:
  %impl0 = load i256, ptr addrspace(5) inttoptr (i256 7 to ptr addrspace(5))
  %zero = icmp eq i256 %impl0, 0
  br i1 %zero, label %default, label %forward
default:
  %n0 = call i256 @llvm.evm.calldatasize()
  br label %forward
forward:
  %n = phi i256 [ %n0, %default ], [ 5, %entry ]
  %impl = phi i256 [ 4660, %default ], [ %impl0, %entry ]
  call void @llvm.evm.calldatacopy(i256 0, i256 0, i256 %n)
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.delegatecall(i256 %g, i256 %impl, i256 0, i256 %n, i256 0, i256 0)
  %failed = icmp eq i256 %ok, 0
  %r = call i256 @llvm.evm.returndatasize()
  call void @llvm.evm.returndatacopy(i256 0, i256 0, i256 %r)
  br i1 %failed, label %revert, label %return
revert:
  call void @llvm.evm.revert(i256 0, i256 %r)
  unreachable
return:
  call void @llvm.evm.return(i256 0, i256 %r)
  unreachable
}
