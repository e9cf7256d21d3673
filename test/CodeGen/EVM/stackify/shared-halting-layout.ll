; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; A block that ends execution and needs no value from the stack (a shared
; panic, EVMMergeHaltingBlocks) takes any predecessor's stack as it is
; (EVMBlockLayouts: takesAnyLayout; the verifier accepts its edges at
; different heights, EVM::runsAtAnyHeight). Here the check before the loop
; and the overflow check in it reach one panic with different values on
; the stack: neither shuffles the stack before its JUMPI (the layout the
; loop's check left used to be forced on the first, SWAP3 SWAP1 SWAP3).
; CHECK-LABEL: __entry:
; CHECK:       PUSH3 0xf4240
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  GT
; CHECK-NEXT:  PUSH [[PANIC:.LBB0_[0-9]+]]
; CHECK-NEXT:  JUMPI
; CHECK:       DUP3
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  GT
; CHECK:       [[PANIC]]:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0x11
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH1 0x20
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  REVERT
; CHECK-NOT:   REVERT
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
