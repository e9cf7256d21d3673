; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s \
; RUN:   | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-peephole-jumps=false < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null -stats < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATS
; EVMStackPeephole's rewrites across blocks on code from IR (the MIR cases
; are in stack-peephole-jumps.mir). `freeze` is a copy, which leaves no
; code: a block holding one is empty after stackification. OFF is the
; stackifier's code, without the jump rewrites.

; STATS-DAG: {{ }}1 evm-stack-peephole - Blocks that only jump on, jumps
; STATS-DAG: {{ }}1 evm-stack-peephole - Blocks that only jump on removed
; STATS-DAG: {{ }}1 evm-stack-peephole - Jumps sent past a block that only
; STATS-DAG: {{ }}2 evm-stack-peephole - Empty blocks removed
; STATS-DAG: {{ }}1 evm-stack-peephole - Jumps to the next block removed
; STATS-DAG: {{ }}1 evm-stack-peephole - Conditional jumps to where
; STATS-DAG: {{ }}1 evm-stack-peephole - Return JUMPDESTs merged
; STATS-DAG: {{ }}1 evm-stack-peephole - Jumps to a short block that leaves
; STATS-DAG: {{ }}1 evm-stack-peephole - JUMPDESTs no jump targets removed

define void @__entry() noreturn {
; CHECK-LABEL: __entry:
; CHECK-NEXT: INVALID
  unreachable
}

; The cold side is placed after the return, where it only jumps to the
; join (without the rewrites: `JUMPDEST; PUSH .LBB1_2; JUMP`): the JUMPI
; goes to the join directly and the block goes.
define i256 @cold_else(i256 %x, i256 %y) {
; CHECK-LABEL: cold_else:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP2
; CHECK-NEXT: DUP2
; CHECK-NEXT: GT
; CHECK-NEXT: PUSH .LBB1_2
; CHECK-NEXT: JUMPI
; CHECK-NEXT: DUP2
; CHECK-NEXT: MUL
; CHECK-NEXT: .LBB1_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; OFF-LABEL: cold_else:
; OFF:      PUSH .LBB1_3
; OFF-NEXT: JUMPI
; OFF:      .LBB1_3:
; OFF-NEXT: JUMPDEST
; OFF-NEXT: PUSH .LBB1_2
; OFF-NEXT: JUMP
entry:
  %c = icmp ugt i256 %x, %y
  br i1 %c, label %else, label %then, !prof !0
then:
  %a = mul i256 %x, %y
  br label %join
else:
  %f = freeze i256 %x
  br label %join
join:
  %r = phi i256 [ %a, %then ], [ %f, %else ]
  %r2 = add i256 %r, %y
  ret i256 %r2
}

; The path that adds nothing is a lone JUMPDEST falling into the latch
; (.LBB2_3 without the rewrites): the JUMPI goes to the latch, the block
; goes, and the adding path, which jumped over it, falls into the latch.
define i256 @skip_sum(i256 %n, i256 %k) {
; CHECK-LABEL: skip_sum:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: OR
; CHECK-NEXT: PUSH0
; CHECK-NEXT: PUSH0
; CHECK-NEXT: .LBB2_1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP3
; CHECK-NEXT: DUP2
; CHECK-NEXT: MOD
; CHECK-NEXT: PUSH .LBB2_3
; CHECK-NEXT: JUMPI
; CHECK-NEXT: SWAP1
; CHECK-NEXT: DUP2
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: .LBB2_3:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: DUP4
; CHECK-NEXT: DUP2
; CHECK-NEXT: LT
; CHECK-NEXT: PUSH .LBB2_1
; CHECK-NEXT: JUMPI
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP2
; CHECK-NEXT: POP
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; OFF-LABEL: skip_sum:
; OFF:      PUSH .LBB2_4
; OFF-NEXT: JUMP
; OFF-NEXT: .LBB2_3:
; OFF-NEXT: JUMPDEST
; OFF-NEXT: .LBB2_4:
; OFF-NEXT: JUMPDEST
entry:
  %k1 = or i256 %k, 1
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %latch ]
  %s = phi i256 [ 0, %entry ], [ %s1, %latch ]
  %m = urem i256 %i, %k1
  %z = icmp eq i256 %m, 0
  br i1 %z, label %add, label %skip
add:
  %t = add i256 %s, %i
  br label %latch
skip:
  %u = freeze i256 %s
  br label %latch
latch:
  %s1 = phi i256 [ %t, %add ], [ %u, %skip ]
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %s1
}

; Both ways out of %chk are empty (without the rewrites: the JUMPI to the
; join, then the fall-through into an empty block that falls into the
; join): the empty block goes, and the JUMPI, now to the next block either
; way, becomes a POP of its condition. (The comparison it popped stays.)
; The join only returns (ADD; SWAP1; RET, 3 bytes): %a's jump to it is a
; copy of it (rule 7), and the join's JUMPDEST, which no jump targets any
; more, goes.
define i256 @three(i256 %x, i256 %y) {
; CHECK-LABEL: three:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP2
; CHECK-NEXT: DUP2
; CHECK-NEXT: GT
; CHECK-NEXT: ISZERO
; CHECK-NEXT: PUSH .LBB3_2
; CHECK-NEXT: JUMPI
; CHECK-NEXT: DUP2
; CHECK-NEXT: MUL
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB3_2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DUP1
; CHECK-NEXT: PUSH1 0x7
; CHECK-NEXT: EQ
; CHECK-NEXT: POP
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; OFF-LABEL: three:
; OFF:      EQ
; OFF-NEXT: PUSH .LBB3_4
; OFF-NEXT: JUMPI
; OFF-NEXT: .LBB3_4:
entry:
  %c = icmp ugt i256 %x, %y
  br i1 %c, label %a, label %chk
chk:
  %w = icmp eq i256 %x, 7
  br i1 %w, label %s1, label %s2
s1:
  %u1 = freeze i256 %x
  br label %join
s2:
  %u2 = freeze i256 %x
  br label %join
a:
  %t = mul i256 %x, %y
  br label %join
join:
  %r = phi i256 [ %t, %a ], [ %u1, %s1 ], [ %u2, %s2 ]
  %r2 = add i256 %r, %y
  ret i256 %r2
}

; The call ends its block, which falls into the join: its return label
; moves to the join's JUMPDEST (without the rewrites: `.Lret0: JUMPDEST`
; just before `.LBB4_2: JUMPDEST`).
define i256 @halve_big(i256 %x) {
; CHECK-LABEL: halve_big:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x64
; CHECK-NEXT: DUP2
; CHECK-NEXT: LT
; CHECK-NEXT: PUSH .LBB4_2
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: SWAP1
; CHECK-NEXT: SUB
; CHECK-NEXT: PUSH .Lret0
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH half
; CHECK-NEXT: JUMP
; CHECK-NEXT: .LBB4_2:
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; OFF-LABEL: halve_big:
; OFF:      PUSH half
; OFF-NEXT: JUMP
; OFF-NEXT: .Lret0:
; OFF-NEXT: JUMPDEST
; OFF-NEXT: .LBB4_2:
; OFF-NEXT: JUMPDEST
entry:
  %small = icmp ult i256 %x, 100
  br i1 %small, label %done, label %big
big:
  %m = sub i256 %x, 1
  %h = call i256 @half(i256 %m)
  br label %done
done:
  %v = phi i256 [ %x, %entry ], [ %h, %big ]
  ret i256 %v
}

define i256 @half(i256 %v) {
; CHECK-LABEL: half:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: SHR
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %h = lshr i256 %v, 1
  ret i256 %h
}

!0 = !{!"branch_weights", i32 1, i32 1000}
