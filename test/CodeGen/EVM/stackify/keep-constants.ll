; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-keep-constants=false < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s \
; RUN:   | FileCheck %s --check-prefix=O0
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null \
; RUN:   -debug-only=evm-stackify < %s 2>&1 | FileCheck %s --check-prefix=DBG
; In a function optimised for size, a constant that a block uses several
; times is pushed once there and DUPed where the emitter's dry run of the
; block, from its final layouts, is shorter (and, in a loop, also cheaper
; in gas); everywhere else it is pushed at each use
; (EVMValuePlacement::keepRepeatedConstants, docs/design.md).

define void @__entry() noreturn {
  unreachable
}

; A 32-byte constant used three times: one PUSH32 and two DUPs (45 bytes
; of stack code instead of 108, 2 more gas).
define i256 @size(i256 %a, i256 %b) optsize {
; CHECK-LABEL: size:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH32 0x586f329c466456d41d92d2afa194a5e5ddd697c5c65440000000000000000001
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  MUL
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  ADD
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  XOR
; CHECK-NEXT:  AND
; CHECK-NOT:   PUSH32
; CHECK-LABEL: .Lfunc_end1:
; OFF-LABEL:   size:
; OFF-COUNT-3: PUSH32 0x586f329c466456d41d92d2afa194a5e5ddd697c5c65440000000000000000001
; OFF-LABEL:   .Lfunc_end1:
; O0-LABEL:    size:
; O0:          PUSH32 0x586f329c466456d41d92d2afa194a5e5ddd697c5c65440000000000000000001
; O0-NOT:      PUSH32
; O0-LABEL:    .Lfunc_end1:
; DBG: %bb.1: constant 0x586F329C466456D41D92D2AFA194A5E5DDD697C5C65440000000000000000001, 3 uses: 108 bytes, 43 gas pushed at each use, 45 bytes, 45 gas kept: kept
entry:
  %x = mul i256 %a, 40000000000000000000000000000000000000000000000000000000000000000000000000001
  %y = add i256 %x, 40000000000000000000000000000000000000000000000000000000000000000000000000001
  %z = xor i256 %y, %b
  %w = and i256 %z, 40000000000000000000000000000000000000000000000000000000000000000000000000001
  ret i256 %w
}

; The same function without optsize: a PUSH32 at each use.
define i256 @plain(i256 %a, i256 %b) {
; CHECK-LABEL:   plain:
; CHECK-COUNT-3: PUSH32 0x586f329c466456d41d92d2afa194a5e5ddd697c5c65440000000000000000001
; CHECK-NOT:     DUP
; CHECK-LABEL:   .Lfunc_end2:
; O0-LABEL:      plain:
; O0-COUNT-3:    PUSH32 0x586f329c466456d41d92d2afa194a5e5ddd697c5c65440000000000000000001
; O0-LABEL:      .Lfunc_end2:
entry:
  %x = mul i256 %a, 40000000000000000000000000000000000000000000000000000000000000000000000000001
  %y = add i256 %x, 40000000000000000000000000000000000000000000000000000000000000000000000000001
  %z = xor i256 %y, %b
  %w = and i256 %z, 40000000000000000000000000000000000000000000000000000000000000000000000000001
  ret i256 %w
}

; minsize: two 8-byte constants used twice each, both kept.
define i256 @lcg(i256 %s) minsize optsize {
; CHECK-LABEL: lcg:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH8 0x5851f42d4c957f2d
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  MUL
; CHECK-NEXT:  PUSH8 0x14057b7ef767814f
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  DUP2
; CHECK-NEXT:  ADD
; CHECK-NEXT:  DUP3
; CHECK-NEXT:  MUL
; CHECK-NEXT:  ADD
; CHECK-NOT:   PUSH8
; CHECK-LABEL: .Lfunc_end3:
; OFF-LABEL:   lcg:
; OFF-COUNT-2: PUSH8 0x5851f42d4c957f2d
; OFF-LABEL:   .Lfunc_end3:
entry:
  %m1 = mul i256 %s, 6364136223846793005
  %a1 = add i256 %m1, 1442695040888963407
  %m2 = mul i256 %a1, 6364136223846793005
  %a2 = add i256 %m2, 1442695040888963407
  ret i256 %a2
}

; A mask pushed as its complement (PUSH1 0xff NOT, 3 bytes) along a chain:
; kept, 18 bytes instead of 19.
define i256 @chain(i256 %a, i256 %b, i256 %c) optsize {
; CHECK-LABEL: chain:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0xff
; CHECK-NEXT:  NOT
; CHECK-NOT:   NOT
; CHECK-LABEL: .Lfunc_end4:
; OFF-LABEL:   chain:
; OFF-COUNT-3: NOT
; OFF-LABEL:   .Lfunc_end4:
; DBG: %bb.1: constant 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00, 3 uses: 19 bytes, 53 gas pushed at each use, 18 bytes, 54 gas kept: kept
entry:
  %x = and i256 %a, -256
  %y = add i256 %x, %b
  %z = and i256 %y, -256
  %w = add i256 %z, %c
  %v = and i256 %w, -256
  ret i256 %v
}

; The same mask on three arguments: keeping it needs SWAPs that take the
; saving back (19 bytes either way, with the sums in the order of their
; tree), so it is pushed at each use.
define i256 @mask(i256 %a, i256 %b, i256 %c) optsize {
; CHECK-LABEL:   mask:
; CHECK-COUNT-3: NOT
; CHECK-LABEL:   .Lfunc_end5:
; DBG: %bb.1: constant 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00, 3 uses: 19 bytes, 53 gas pushed at each use, 19 bytes, 57 gas kept: pushed
entry:
  %x = and i256 %a, -256
  %y = and i256 %b, -256
  %z = and i256 %c, -256
  %s = add i256 %x, %y
  %t = add i256 %s, %z
  ret i256 %t
}

; Used once in each of two blocks: nothing is kept across blocks.
define i256 @blocks(i256 %a, i1 %c) optsize {
; CHECK-LABEL:   blocks:
; CHECK-COUNT-2: PUSH8 0x5851f42d4c957f2d
; CHECK-LABEL:   .Lfunc_end6:
entry:
  %x = xor i256 %a, 6364136223846793005
  br i1 %c, label %then, label %done
then:
  %y = add i256 %x, 6364136223846793005
  br label %done
done:
  %r = phi i256 [ %x, %entry ], [ %y, %then ]
  ret i256 %r
}

; In a loop the block's gas must go down too: the 8-byte multiplier is
; kept (a DUP for a PUSH8 and no SWAP: 78 gas instead of 81), the mask is
; not (2 more gas an iteration for the same bytes).
define i256 @loop(i256 %n, i256 %s0) optsize {
; CHECK-LABEL: loop:
; CHECK:       .LBB7_1:
; CHECK:       PUSH8 0x5851f42d4c957f2d
; CHECK-NOT:   PUSH8 0x5851f42d4c957f2d
; CHECK:       JUMPI
; CHECK-LABEL: .Lfunc_end7:
; OFF-LABEL:   loop:
; OFF-COUNT-2: PUSH8 0x5851f42d4c957f2d
; OFF-LABEL:   .Lfunc_end7:
; DBG: %bb.2: constant 0x5851F42D4C957F2D, 2 uses: 45 bytes, 81 gas pushed at each use, 36 bytes, 78 gas kept (in a loop): kept
; DBG: %bb.2: constant 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00, 2 uses: 36 bytes, 78 gas pushed at each use, 36 bytes, 80 gas kept (in a loop): pushed
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %head ]
  %s = phi i256 [ %s0, %entry ], [ %s3, %head ]
  %x = and i256 %s, -256
  %y = add i256 %x, %i
  %z = and i256 %y, -256
  %w = mul i256 %z, 6364136223846793005
  %v = and i256 %w, -256
  %s3 = add i256 %v, 6364136223846793005
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %head, label %done
done:
  ret i256 %s3
}

; Fifteen arguments: a constant kept on top of them would push the last
; argument out of DUP16 reach. The dry run says so, and the constant is
; pushed at each use; nothing is spilled. (%x is used twice, so that its
; tree is computed first, where the arguments are.)
define i256 @deep(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14) optsize {
; CHECK-LABEL:   deep:
; CHECK-COUNT-2: PUSH8 0x5851f42d4c957f2d
; CHECK-NOT:     MSTORE
; CHECK-LABEL:   .Lfunc_end8:
; DBG: %bb.1: constant 0x5851F42D4C957F2D, 2 uses: 68 bytes, 152 gas pushed at each use, out of reach kept: pushed
; DBG-NOT: spilling
entry:
  %m = mul i256 %a14, 6364136223846793005
  %x = add i256 %m, 6364136223846793005
  %s1 = add i256 %a0, %a1
  %s2 = add i256 %s1, %a2
  %s3 = add i256 %s2, %a3
  %s4 = add i256 %s3, %a4
  %s5 = add i256 %s4, %a5
  %s6 = add i256 %s5, %a6
  %s7 = add i256 %s6, %a7
  %s8 = add i256 %s7, %a8
  %s9 = add i256 %s8, %a9
  %s10 = add i256 %s9, %a10
  %s11 = add i256 %s10, %a11
  %s12 = add i256 %s11, %a12
  %s13 = add i256 %s12, %a13
  %r = mul i256 %s13, %x
  %r2 = add i256 %r, %x
  ret i256 %r2
}
