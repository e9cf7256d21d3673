; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-rebase-offsets %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-rebase-offsets=false -stop-after=evm-rebase-offsets %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; EVMRebaseOffsets: where a sum Y = `add X, Cy` of a PHI X dominates its
; other sums with constants (`add X, C`, a byte offset from `inttoptr X`),
; and X has no other use after Y, those sums are taken from Y (`add Y,
; C - Cy`): X dies at Y. Left alone: an old value read after the step, or
; by a PHI; a sum whose new constant costs more to push; a sum the step
; does not dominate.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; toHexString's loop: the pointer steps by -2, a byte is stored at the old
; pointer - 1 (the new one + 1) and the exit reads the old pointer - 34
; (the new one - 32). Both become sums of the new pointer; the old one
; dies at the step.
define i256 @hex(i256 %v, i256 %end) {
; CHECK-LABEL: define i256 @hex(
; CHECK: %r.next = add i256 %r, -2
; CHECK-NEXT: %r.next.ptr = inttoptr i256 %r.next to ptr addrspace(1)
; CHECK: %p1 = getelementptr i8, ptr addrspace(1) %r.next.ptr, i256 1
; CHECK: %len = add i256 %r.next, -32
; OFF-LABEL: define i256 @hex(
; OFF: %p1 = getelementptr i8, ptr addrspace(1) %r.ptr, i256 -1
; OFF: %len = add i256 %r, -34
; A turn keeps two values (the number, the pointer), no SWAP3/POP.
; ASM-LABEL: hex:
; ASM-NEXT: JUMPDEST
; ASM-NEXT: .LBB0_1:
; ASM-NEXT: JUMPDEST
; ASM-NEXT: SWAP1
; ASM-NEXT: PUSH1 0x1
; ASM-NEXT: NOT
; ASM-NEXT: ADD
; ASM-NEXT: DUP2
; ASM-NEXT: PUSH1 0xf
; ASM-NEXT: AND
; ASM-NEXT: DUP2
; ASM-NEXT: PUSH1 0x1
; ASM-NEXT: ADD
; ASM-NEXT: MSTORE8
; ASM-NEXT: DUP2
; ASM-NEXT: PUSH1 0x4
; ASM-NEXT: SHR
; ASM-NEXT: PUSH1 0xf
; ASM-NEXT: AND
; ASM-NEXT: DUP2
; ASM-NEXT: MSTORE8
; ASM-NEXT: SWAP1
; ASM-NEXT: PUSH1 0x8
; ASM-NEXT: SHR
; ASM-NEXT: DUP1
; ASM-NEXT: PUSH .LBB0_1
; ASM-NEXT: JUMPI
; ASM-NEXT: POP
; ASM-NEXT: PUSH1 0x1f
; ASM-NEXT: NOT
; ASM-NEXT: ADD
entry:
  br label %loop
loop:
  %t = phi i256 [ %v, %entry ], [ %t.next, %loop ]
  %r = phi i256 [ %end, %entry ], [ %r.next, %loop ]
  %r.ptr = inttoptr i256 %r to ptr addrspace(1)
  %r.next = add i256 %r, -2
  %lo = and i256 %t, 15
  %lo8 = trunc i256 %lo to i8
  %p1 = getelementptr i8, ptr addrspace(1) %r.ptr, i256 -1
  store i8 %lo8, ptr addrspace(1) %p1
  %hi = lshr i256 %t, 4
  %hi4 = and i256 %hi, 15
  %hi8 = trunc i256 %hi4 to i8
  %p0 = inttoptr i256 %r.next to ptr addrspace(1)
  store i8 %hi8, ptr addrspace(1) %p0
  %t.next = lshr i256 %t, 8
  %more = icmp ne i256 %t.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %len = add i256 %r, -34
  ret i256 %len
}

; The old value is read after the step by something other than a sum: it
; lives on anyway, and the sums stay.
define i256 @used_after(i256 %n, i256 %p) {
; CHECK-LABEL: define i256 @used_after(
; CHECK: %r = add i256 %q, 64
entry:
  br label %loop
loop:
  %i = phi i256 [ %n, %entry ], [ %i.next, %loop ]
  %q = phi i256 [ %p, %entry ], [ %q.next, %loop ]
  %q.next = add i256 %q, 32
  %a = inttoptr i256 %q.next to ptr addrspace(1)
  store i256 %q, ptr addrspace(1) %a
  %i.next = sub i256 %i, 1
  %more = icmp ne i256 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %r = add i256 %q, 64
  ret i256 %r
}

; A PHI reads the old value at the end of the latch: it lives around the
; loop, and the sums stay.
define i256 @phi_use(i256 %n, i256 %p) {
; CHECK-LABEL: define i256 @phi_use(
; CHECK: %r = add i256 %q, 64
entry:
  br label %loop
loop:
  %i = phi i256 [ %n, %entry ], [ %i.next, %loop ]
  %q = phi i256 [ %p, %entry ], [ %q.next, %loop ]
  %old = phi i256 [ 0, %entry ], [ %q, %loop ]
  %q.next = add i256 %q, 32
  %a = inttoptr i256 %q.next to ptr addrspace(1)
  store i256 %old, ptr addrspace(1) %a
  %i.next = sub i256 %i, 1
  %more = icmp ne i256 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %r = add i256 %q, 64
  ret i256 %r
}

; From the new value the exit's offset would be negative, a NOT more to
; push: the sum stays.
define i256 @dearer(i256 %n, i256 %p) {
; CHECK-LABEL: define i256 @dearer(
; CHECK: %r = add i256 %q, 1
entry:
  br label %loop
loop:
  %i = phi i256 [ %n, %entry ], [ %i.next, %loop ]
  %q = phi i256 [ %p, %entry ], [ %q.next, %loop ]
  %q.next = add i256 %q, 32
  %a = inttoptr i256 %q.next to ptr addrspace(1)
  store i256 %i, ptr addrspace(1) %a
  %i.next = sub i256 %i, 1
  %more = icmp ne i256 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %r = add i256 %q, 1
  ret i256 %r
}

; The step happens on one path of the loop only: the sum after the loop
; does not follow it.
define i256 @not_dominated(i256 %n, i256 %p, i256 %c) {
; CHECK-LABEL: define i256 @not_dominated(
; CHECK: %r = add i256 %q, 64
entry:
  br label %loop
loop:
  %i = phi i256 [ %n, %entry ], [ %i.next, %latch ]
  %q = phi i256 [ %p, %entry ], [ %q.next, %latch ]
  %odd = and i256 %i, 1
  %step = icmp ne i256 %odd, 0
  br i1 %step, label %then, label %latch
then:
  %y = add i256 %q, 32
  br label %latch
latch:
  %q.next = phi i256 [ %y, %then ], [ %c, %loop ]
  %i.next = sub i256 %i, 1
  %more = icmp ne i256 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %r = add i256 %q, 64
  ret i256 %r
}

; Not only loops: a join's PHI whose sums follow one another. The later sum
; is taken from the earlier one.
define i256 @join_sums(i256 %x, i1 %c) {
; CHECK-LABEL: define i256 @join_sums(
; CHECK: %s = add i256 %m, 64
; CHECK-NEXT: %t = add i256 %s, 32
; OFF-LABEL: define i256 @join_sums(
; OFF: %t = add i256 %m, 96
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %m = phi i256 [ %x, %then ], [ 0, %entry ]
  %s = add i256 %m, 64
  %t = add i256 %m, 96
  %r = xor i256 %s, %t
  ret i256 %r
}

; X against a sum of another value: toHexString(value, length) stops when
; the new pointer reaches the start (`eq(add(X, -2), start)`, which
; InstCombine writes `eq X, (add start, 2)`) and measures from the end
; (`sub(end, add(X, -2))`, written `sub (add end, 2), X`). The other sums
; take the step's constant and the compare and the difference read Y.
define i256 @fixed_length(i256 %v, i256 %start, i256 %end) {
; CHECK-LABEL: define i256 @fixed_length(
; CHECK: %stop = add i256 %start, 0
; CHECK: %r.next = add i256 %r, -2
; CHECK: %done = icmp eq i256 %r.next, %stop
; CHECK: %e = add i256 %end, 0
; CHECK-NEXT: %n = sub i256 %e, %r.next
; OFF-LABEL: define i256 @fixed_length(
; OFF: %done = icmp eq i256 %r, %stop
; OFF: %n = sub i256 %e, %r
entry:
  %stop = add i256 %start, 2
  br label %loop
loop:
  %t = phi i256 [ %v, %entry ], [ %t.next, %loop ]
  %r = phi i256 [ %end, %entry ], [ %r.next, %loop ]
  %r.next = add i256 %r, -2
  %lo = and i256 %t, 15
  %lo8 = trunc i256 %lo to i8
  %p0 = inttoptr i256 %r.next to ptr addrspace(1)
  store i8 %lo8, ptr addrspace(1) %p0
  %t.next = lshr i256 %t, 4
  %done = icmp eq i256 %r, %stop
  br i1 %done, label %exit, label %loop
exit:
  %e = add i256 %end, 2
  %n = sub i256 %e, %r
  ret i256 %n
}

; Offsets from the old value in two address spaces (call data and memory):
; each gets an inttoptr of the new value of its own type.
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
define i256 @two_spaces(i256 %n, i256 %p) {
; CHECK-LABEL: define i256 @two_spaces(
; CHECK: %q.next = add i256 %q, -32
; CHECK-DAG: [[CD:%q.next.ptr[0-9]*]] = inttoptr i256 %q.next to ptr addrspace(2)
; CHECK-DAG: [[MEM:%q.next.ptr[0-9]*]] = inttoptr i256 %q.next to ptr addrspace(1)
; CHECK: %a = getelementptr i8, ptr addrspace(2) [[CD]], i256 4
; CHECK: %b = getelementptr i8, ptr addrspace(1) [[MEM]], i256 2
entry:
  br label %loop
loop:
  %i = phi i256 [ %n, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %q = phi i256 [ %p, %entry ], [ %q.next, %loop ]
  %cd = inttoptr i256 %q to ptr addrspace(2)
  %mem = inttoptr i256 %q to ptr addrspace(1)
  %q.next = add i256 %q, -32
  %a = getelementptr i8, ptr addrspace(2) %cd, i256 -28
  %v = call i256 @llvm.evm.calldataload(ptr addrspace(2) %a)
  %b = getelementptr i8, ptr addrspace(1) %mem, i256 -30
  %w = load i256, ptr addrspace(1) %b
  %x = xor i256 %v, %w
  %s.next = add i256 %s, %x
  %i.next = sub i256 %i, 1
  %more = icmp ne i256 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %s.next
}
