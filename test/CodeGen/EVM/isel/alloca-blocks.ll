; RUN: %llc -march=evm -verify-machineinstrs < %s | FileCheck %s
; An alloca of constant size outside the entry block gets a static frame
; slot, as one in the entry block does (EVMHoistAllocas): its address is
; pushed as a frame symbol. Before, it became G_DYN_STACKALLOC and llc
; aborted with "unable to legalize instruction". In a loop every iteration
; uses the same slot. Allocas of variable size stay an error
; (diagnostics/diag-unsupported.ll).

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define i256 @in_branch(i1 %c, i256 %v) {
; CHECK-LABEL: in_branch:
; CHECK-NEXT: ; %bb.0:                                ; %entry
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: AND
; CHECK-NEXT: PUSH0
; CHECK-NEXT: SWAP1
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB0_2
; CHECK-NEXT: JUMPI
; CHECK-NEXT: ; %bb.1:                                ; %then
; CHECK-NEXT: PUSH1 0x40
; CHECK-NEXT: PUSH .Lframe.in_branch
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP2
; CHECK-NEXT: DUP3
; CHECK-NEXT: MSTORE
; CHECK-NEXT: POP
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH0
; CHECK-NEXT: SWAP1
; CHECK-NEXT: .LBB0_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br i1 %c, label %then, label %exit
then:
  %tmp = alloca [4 x i256], align 32
  %p = getelementptr [4 x i256], ptr %tmp, i256 0, i256 2
  store i256 %v, ptr %p
  %l = load i256, ptr %p
  br label %exit
exit:
  %r = phi i256 [ %l, %then ], [ 0, %entry ]
  ret i256 %r
}

define i256 @in_loop(i256 %n) {
; CHECK-LABEL: in_loop:
; CHECK-NEXT: ; %bb.0:                                ; %entry
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: .LBB1_1:
; CHECK-NEXT: ; =>This Inner Loop Header: Depth=1
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH .Lframe.in_loop
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: PUSH .Lframe.in_loop+32
; CHECK-NEXT: MSTORE8
; CHECK-NEXT: PUSH .Lframe.in_loop
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH .Lframe.in_loop+32
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH1 0xf8
; CHECK-NEXT: SHR
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP3
; CHECK-NEXT: ADD
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP3
; CHECK-NEXT: DUP2
; CHECK-NEXT: LT
; CHECK-NEXT: PUSH .LBB1_1
; CHECK-NEXT: JUMPI
; CHECK-NEXT: ; %bb.2:                                ; %exit
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s1, %loop ]
  %slot = alloca i256
  %byte = alloca i8
  store i256 %i, ptr %slot
  store i8 1, ptr %byte
  %x = load i256, ptr %slot
  %b = load i8, ptr %byte
  %bz = zext i8 %b to i256
  %s0 = add i256 %s, %x
  %s1 = add i256 %s0, %bz
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %s1
}
