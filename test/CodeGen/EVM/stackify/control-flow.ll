; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; Branches, PHI slots, switch and values live across blocks, at -O0 (the
; block order is the IR's).

define void @__entry() noreturn {
; CHECK-LABEL: __entry:
; CHECK-NEXT: INVALID
  unreachable
}

; A diamond: the condition is tested by JUMPI (eq 0 needs no ISZERO:
; BRCONDZ jumps when it is zero), the join loads the PHI slot.
define i256 @diamond(i256 %x) {
; CHECK-LABEL: diamond:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH .Lframe.diamond
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH .LBB1_3
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0x7
; CHECK-NEXT: PUSH .Lframe.diamond
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH .LBB1_4
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB1_3:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x3
; CHECK-NEXT: PUSH .Lframe.diamond
; CHECK-NEXT: MLOAD
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH .Lframe.diamond
; CHECK-NEXT: MSTORE
; CHECK-NEXT: .LBB1_4:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.diamond
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  %c = icmp eq i256 %x, 0
  br i1 %c, label %then, label %else
then:
  br label %join
else:
  %y = mul i256 %x, 3
  br label %join
join:
  %r = phi i256 [ 7, %then ], [ %y, %else ]
  ret i256 %r
}

; A counting loop: the loop test falls through into the body, the back
; edge jumps to the header's JUMPDEST; %n lives in a slot across blocks.
define i256 @loop(i256 %n) {
; CHECK-LABEL: loop:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.loop
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH .Lframe.loop+32
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH .Lframe.loop+64
; CHECK-NEXT: MSTORE
; CHECK-NEXT: .LBB2_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.loop
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH .Lframe.loop+32
; CHECK-NEXT: MLOAD
; CHECK-NEXT: LT
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB2_4
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH .Lframe.loop+32
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH .Lframe.loop+64
; CHECK-NEXT: MLOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: PUSH .Lframe.loop+32
; CHECK-NEXT: MLOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH .Lframe.loop+32
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH .Lframe.loop+64
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH .LBB2_2
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB2_4:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.loop+64
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s1, %body ]
  %done = icmp uge i256 %i, %n
  br i1 %done, label %exit, label %body
body:
  %s1 = add i256 %s, %i
  %i1 = add i256 %i, 1
  br label %head
exit:
  ret i256 %s
}

; A switch becomes a tree of comparisons.
define i256 @switch(i256 %x) {
; CHECK-LABEL: switch:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.switch
; CHECK-NEXT: MSTORE
; CHECK-NEXT: PUSH1 0x64
; CHECK-NEXT: PUSH .Lframe.switch
; CHECK-NEXT: MLOAD
; CHECK-NEXT: SLT
; CHECK-NEXT: PUSH .LBB3_4
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0x64
; CHECK-NEXT: PUSH .Lframe.switch
; CHECK-NEXT: MLOAD
; CHECK-NEXT: EQ
; CHECK-NEXT: PUSH .LBB3_6
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH .LBB3_7
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB3_4:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: PUSH .Lframe.switch
; CHECK-NEXT: MLOAD
; CHECK-NEXT: EQ
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB3_7
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0xa
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB3_6:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x14
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB3_7:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1e
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  switch i256 %x, label %other [
    i256 1, label %one
    i256 100, label %hundred
  ]
one:
  ret i256 10
hundred:
  ret i256 20
other:
  ret i256 30
}
