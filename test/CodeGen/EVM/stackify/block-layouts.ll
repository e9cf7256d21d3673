; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -debug-only=evm-stackify < %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAYOUT
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs -evm-layout-body-order=false < %s | FileCheck %s --check-prefix=NOBODY
; Block stack layouts at -O1 and above (docs/design.md, "Block stack
; layouts"): values that cross blocks stay on the stack; PHIs are stack
; positions that each predecessor fills before it jumps. Only values that
; cannot be reached within 16 slots go to memory. The -O0 form of the same
; control flow (every cross-block value in a frame slot) is in
; control-flow.ll.
;
define void @__entry() noreturn {
; CHECK-LABEL: __entry:
; CHECK-NEXT: INVALID
  unreachable
}

; A counting loop whose two PHIs stay on the stack: no MLOAD/MSTORE at all.
; The loop's header is entered with the same layout from the preheader and
; from the latch.
; The preheader leaves n below two copies of the constant 0 (`#`: pushed,
; not kept); the exit block keeps the sum and ignores the two other words
; (junk) until the return drops them.
; LAYOUT-LABEL: Block layouts of sum_to:
; LAYOUT-NEXT: %bb.1 entry [ ret [[N:%[0-9]+]] ] exit [ ret [[N]] #[[Z:%[0-9]+]] #[[Z]] ]
; LAYOUT-NEXT: %bb.2 entry [ ret [[N]] %{{[0-9]+}} %{{[0-9]+}} ] exit [ ret [[N]] %{{[0-9]+}} %{{[0-9]+}} ]
; LAYOUT-NEXT: %bb.3 entry [ ret {{(junk|%[0-9]+) (junk|%[0-9]+) (junk|%[0-9]+)}} ]
define i256 @sum_to(i256 %n) {
; CHECK-LABEL: sum_to:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: .LBB1_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP2
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP3
; CHECK-NEXT: DUP2
; CHECK-NEXT: LT
; CHECK-NEXT: PUSH .LBB1_1
; CHECK-NEXT: JUMPI
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i256 %s, %i
  %i.next = add i256 %i, 1
  %done = icmp uge i256 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i256 %s.next
}

; A diamond: both arms leave their result where the join expects it. The
; join only returns in 3 bytes, so the arm that jumped to it has a copy of
; it instead (EVMStackPeephole, rule 7).
define i256 @diamond(i256 %a, i256 %b, i1 %c) {
; CHECK-LABEL: diamond:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP2
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: AND
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB2_2
; CHECK-NEXT: JUMPI
; CHECK-NEXT: DUP2
; CHECK-NEXT: MUL
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB2_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP2
; CHECK-NEXT: SUB
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br i1 %c, label %then, label %else
then:
  %x = mul i256 %a, %b
  br label %join
else:
  %y = sub i256 %a, %b
  br label %join
join:
  %r = phi i256 [ %x, %then ], [ %y, %else ]
  %r2 = add i256 %r, %a
  ret i256 %r2
}

; %k is live through the loop without being used in it: it stays below the
; loop's values and is not touched until the exit.
define i256 @live_through(i256 %n, i256 %k) {
; CHECK-LABEL: live_through:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: SWAP1
; CHECK-NEXT: .LBB3_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: SHR
; CHECK-NEXT: SWAP2
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH .LBB3_1
; CHECK-NEXT: JUMPI
; CHECK-NEXT: POP
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br label %loop
loop:
  %i = phi i256 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = lshr i256 %i, 1
  %z = icmp eq i256 %i.next, 0
  br i1 %z, label %exit, label %loop
exit:
  %r = add i256 %k, %i
  ret i256 %r
}

; A switch (compares in a row, as the IRTranslator lowers three cases):
; every case block is entered with the layout the dispatch leaves. The
; cases that jumped to the join return themselves (a copy of its SWAP1;
; RET); the dispatch's JUMPI to it stays.
define i256 @switch(i256 %x, i256 %y) {
; CHECK-LABEL: switch:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0x2
; CHECK-NEXT: EQ
; CHECK-NEXT: PUSH .LBB4_5
; CHECK-NEXT: JUMPI
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: EQ
; CHECK-NEXT: PUSH .LBB4_4
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH .LBB4_6
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0x7
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB4_4:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: POP
; CHECK-NEXT: PUSH1 0x3
; CHECK-NEXT: MUL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB4_5:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: POP
; CHECK-NEXT: PUSH1 0x2
; CHECK-NEXT: SHL
; CHECK-NEXT: .LBB4_6:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  switch i256 %x, label %default [
    i256 0, label %c0
    i256 1, label %c1
    i256 2, label %c2
  ]
c0:
  %a = add i256 %y, 7
  br label %join
c1:
  %b = mul i256 %y, 3
  br label %join
c2:
  %c = shl i256 %y, 2
  br label %join
default:
  br label %join
join:
  %r = phi i256 [ %a, %c0 ], [ %b, %c1 ], [ %c, %c2 ], [ %y, %default ]
  ret i256 %r
}

define i256 @g(i256 %x) noinline {
; CHECK-LABEL: g:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP1
; CHECK-NEXT: MUL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = mul i256 %x, %x
  ret i256 %r
}

; A call in a loop: the loop's values stay on the stack below the call's
; return label and argument.
define i256 @call_in_loop(i256 %n) {
; CHECK-LABEL: call_in_loop:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: .LBB6_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret0
; CHECK-NEXT: DUP3
; CHECK-NEXT: PUSH g
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: XOR
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP3
; CHECK-NEXT: DUP3
; CHECK-NEXT: XOR
; CHECK-NEXT: PUSH .LBB6_1
; CHECK-NEXT: JUMPI
; CHECK-NEXT: SWAP2
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %v = call i256 @g(i256 %i)
  %s.next = xor i256 %s, %v
  %i.next = add i256 %i, 1
  %done = icmp eq i256 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i256 %s.next
}

; Rotating PHIs: each iteration shifts the values by one place, which is a
; shuffle at the back edge, not a round trip through memory.
define i256 @rotate(i256 %a, i256 %b, i256 %c, i256 %n) {
; CHECK-LABEL: rotate:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: .LBB7_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: DUP5
; CHECK-NEXT: SUB
; CHECK-NEXT: SWAP4
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP4
; CHECK-NEXT: PUSH .LBB7_1
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0x8
; CHECK-NEXT: SHL
; CHECK-NEXT: SWAP2
; CHECK-NEXT: PUSH1 0x10
; CHECK-NEXT: SHL
; CHECK-NEXT: DUP3
; CHECK-NEXT: OR
; CHECK-NEXT: OR
; CHECK-NEXT: SWAP2
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  br label %loop
loop:
  %x = phi i256 [ %a, %entry ], [ %y, %loop ]
  %y = phi i256 [ %b, %entry ], [ %z, %loop ]
  %z = phi i256 [ %c, %entry ], [ %x, %loop ]
  %i = phi i256 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = sub i256 %i, 1
  %done = icmp eq i256 %i.next, 0
  br i1 %done, label %exit, label %loop
exit:
  %r1 = shl i256 %x, 16
  %r2 = shl i256 %y, 8
  %r3 = or i256 %r1, %r2
  %r = or i256 %r3, %z
  ret i256 %r
}

; 18 values live around a loop: two cannot be reached and go to memory,
; the others stay on the stack.
; LAYOUT: evm-stackify: %bb.2 out of reach at %{{[0-9]+}}: spilling
; LAYOUT: evm-stackify: frame of many_live: 0 allocas, {{[1-9]}} one-word slots
; LAYOUT-LABEL: Block layouts of many_live:
; LAYOUT-NEXT: %bb.1 entry [ ret %{{[0-9]+}} %{{[0-9]+}} ] exit [ ret{{( #?%[0-9]+)+}} ]
; LAYOUT-NEXT: %bb.2 entry [ ret{{( %[0-9]+)+}} ]
define i256 @many_live(i256 %s, i256 %n) {
; CHECK-LABEL: many_live:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0x3
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH .Lframe.many_live
; CHECK-NEXT: MSTORE
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0x5
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH .Lframe.many_live+32
; CHECK-NEXT: MSTORE
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0x7
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH .Lframe.many_live+64
; CHECK-NEXT: MSTORE
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0xb
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP2
; CHECK-NEXT: PUSH1 0xd
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP3
; CHECK-NEXT: PUSH1 0x11
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP4
; CHECK-NEXT: PUSH1 0x13
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP5
; CHECK-NEXT: PUSH1 0x17
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP6
; CHECK-NEXT: PUSH1 0x1d
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP7
; CHECK-NEXT: PUSH1 0x1f
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP8
; CHECK-NEXT: PUSH1 0x25
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP9
; CHECK-NEXT: PUSH1 0x29
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP10
; CHECK-NEXT: PUSH1 0x2b
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP11
; CHECK-NEXT: PUSH1 0x2f
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP12
; CHECK-NEXT: PUSH1 0x35
; CHECK-NEXT: MUL
; CHECK-NEXT: DUP13
; CHECK-NEXT: PUSH1 0x3b
; CHECK-NEXT: MUL
; CHECK-NEXT: SWAP13
; CHECK-NEXT: PUSH1 0x3d
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH0
; CHECK-NEXT: .LBB8_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP16
; CHECK-NEXT: DUP2
; CHECK-NEXT: XOR
; CHECK-NEXT: PUSH .LBB8_1
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH .Lframe.many_live+32
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH .Lframe.many_live
; CHECK-NEXT: MLOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH .Lframe.many_live+64
; CHECK-NEXT: MLOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP15
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP14
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP13
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP12
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP11
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP10
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP9
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP8
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP7
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP6
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP5
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP4
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP16
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP3
; CHECK-NEXT: ADD
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP15
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
entry:
  %v0 = mul i256 %s, 3
  %v1 = mul i256 %s, 5
  %v2 = mul i256 %s, 7
  %v3 = mul i256 %s, 11
  %v4 = mul i256 %s, 13
  %v5 = mul i256 %s, 17
  %v6 = mul i256 %s, 19
  %v7 = mul i256 %s, 23
  %v8 = mul i256 %s, 29
  %v9 = mul i256 %s, 31
  %v10 = mul i256 %s, 37
  %v11 = mul i256 %s, 41
  %v12 = mul i256 %s, 43
  %v13 = mul i256 %s, 47
  %v14 = mul i256 %s, 53
  %v15 = mul i256 %s, 59
  %v16 = mul i256 %s, 61
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i256 %i, 1
  %done = icmp eq i256 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %a0 = add i256 %v0, %v1
  %a1 = add i256 %a0, %v2
  %a2 = add i256 %a1, %v3
  %a3 = add i256 %a2, %v4
  %a4 = add i256 %a3, %v5
  %a5 = add i256 %a4, %v6
  %a6 = add i256 %a5, %v7
  %a7 = add i256 %a6, %v8
  %a8 = add i256 %a7, %v9
  %a9 = add i256 %a8, %v10
  %a10 = add i256 %a9, %v11
  %a11 = add i256 %a10, %v12
  %a12 = add i256 %a11, %v13
  %a13 = add i256 %a12, %v14
  %a14 = add i256 %a13, %v15
  %a15 = add i256 %a14, %v16
  %a16 = add i256 %a15, %i.next
  ret i256 %a16
}

; LibString.toString's digit loop: the latch computes the pointer, then the
; quotient, and the header takes the pointer first. Neither predecessor's
; exit has the values in the order the header consumes them; the solver
; also tries that order ([ ret t ptr ], the pointer on top), in which a turn
; needs no SWAP: the ADD takes the pointer where it is, and the back edge
; moves the quotient down over the dead dividend and copies it on top as
; the condition (SWAP2 POP DUP2). Without that candidate
; (-evm-layout-body-order=false) the header keeps the latch's order: a SWAP1
; before the ADD and another before the condition's DUP1, 6 gas a turn.
define i256 @digits(i256 %x, i256 %end) {
; CHECK-LABEL: digits:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: .LBB{{[0-9]+}}_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: NOT
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH1 0xa
; CHECK-NEXT: DUP3
; CHECK-NEXT: MOD
; CHECK-NEXT: PUSH1 0x30
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP2
; CHECK-NEXT: MSTORE8
; CHECK-NEXT: PUSH1 0xa
; CHECK-NEXT: DUP3
; CHECK-NEXT: DIV
; CHECK-NEXT: SWAP2
; CHECK-NEXT: POP
; CHECK-NEXT: DUP2
; CHECK-NEXT: PUSH .LBB{{[0-9]+}}_1
; CHECK-NEXT: JUMPI
; NOBODY-LABEL: digits:
; NOBODY-NEXT: JUMPDEST
; NOBODY-NEXT: .LBB{{[0-9]+}}_1:
; NOBODY-NEXT: JUMPDEST
; NOBODY-NEXT: SWAP1
; NOBODY-NEXT: PUSH0
; NOBODY-NEXT: NOT
; NOBODY-NEXT: ADD
; NOBODY:      DIV
; NOBODY-NEXT: SWAP2
; NOBODY-NEXT: POP
; NOBODY-NEXT: SWAP1
; NOBODY-NEXT: DUP1
; NOBODY-NEXT: PUSH .LBB{{[0-9]+}}_1
; NOBODY-NEXT: JUMPI
entry:
  br label %loop
loop:
  %t = phi i256 [ %x, %entry ], [ %q, %loop ]
  %ptr = phi i256 [ %end, %entry ], [ %ptr.next, %loop ]
  %ptr.next = add i256 %ptr, -1
  %r = urem i256 %t, 10
  %c = add i256 %r, 48
  %a = inttoptr i256 %ptr.next to ptr addrspace(1)
  %c8 = trunc i256 %c to i8
  store i8 %c8, ptr addrspace(1) %a
  %q = udiv i256 %t, 10
  %more = icmp ne i256 %q, 0
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %ptr.next
}
