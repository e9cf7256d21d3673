; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-loop-exit-values < %s | FileCheck %s --check-prefix=MIR
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-loop-exit-values=false -evm-shuffle-before-condition=false < %s \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null \
; RUN:   -debug-only=evm-loop-exit-values < %s 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null -evm-optimize-runs=1 \
; RUN:   -debug-only=evm-loop-exit-values < %s 2>&1 | FileCheck %s --check-prefix=RUNS1 --allow-empty
; EVMLoopExitValues: a loop counter read after its loop is read from its
; step (j' - k), so that the counter dies at the step inside the loop.

define void @__entry() noreturn {
  unreachable
}

; solady's partition step: the counter, the word loaded and the step are all
; used after the loop. Without the rewrite the back edge carries the dead
; old counter, and the loop shuffles it out of the way every iteration.
define {i256, i256, i256} @walk(i256 %hi, i256 %p) {
; MIR-LABEL: name: walk
; MIR:       bb.{{[0-9]+}}.loop:
; MIR:         [[J:%[0-9]+]]:gpr = PHI
; MIR:         [[JN:%[0-9]+]]:gpr = ADD [[J]], [[K:%[0-9]+]]
; MIR:       bb.{{[0-9]+}}.done:
; MIR-NEXT:    [[C:%[0-9]+]]:gpr = CONST_I256 i256 32
; MIR-NEXT:    [[JOLD:%[0-9]+]]:gpr = ADD [[JN]], [[C]]
; MIR-NOT:     [[J]]{{([^0-9]|$)}}
; MIR:       RET
; The loop: no SWAP or POP after the compare.
; CHECK-LABEL: walk:
; CHECK:       .LBB1_1:
; CHECK-NEXT:  JUMPDEST
; CHECK:       GT
; CHECK-NEXT:  PUSH .LBB1_1
; CHECK-NEXT:  JUMPI
; OFF-LABEL:   walk:
; OFF:         .LBB1_1:
; OFF:         GT
; OFF-NEXT:    SWAP
entry:
  br label %loop
loop:
  %j = phi i256 [ %hi, %entry ], [ %jn, %loop ]
  %jn = add i256 %j, -32
  %a = inttoptr i256 %jn to ptr addrspace(1)
  %v = load i256, ptr addrspace(1) %a
  %c = icmp ugt i256 %v, %p
  br i1 %c, label %loop, label %done
done:
  %r0 = insertvalue {i256, i256, i256} poison, i256 %j, 0
  %r1 = insertvalue {i256, i256, i256} %r0, i256 %v, 1
  %r2 = insertvalue {i256, i256, i256} %r1, i256 %jn, 2
  ret {i256, i256, i256} %r2
}
; DBG: evm-loop-exit-values: walk: {{%[0-9]+}} after the loop at %bb.{{[0-9]+}} read as {{%[0-9]+}} - -32 in 1 block(s)
; RUNS1-NOT: evm-loop-exit-values: walk:

; The step in the latch, not the header: a way out of the loop may leave
; before the step, where j' is the step of the iteration before. Left alone.
define i256 @latch_step(i256 %n, i256 %x) {
; MIR-LABEL: name: latch_step
; MIR:       bb.{{[0-9]+}}.done:
; MIR-NOT:     CONST_I256 i256 -1
; MIR:       RET
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %latch ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %latch, label %done
latch:
  %i1 = add i256 %i, 1
  %m = icmp ne i256 %i1, %x
  br i1 %m, label %head, label %done
done:
  %r = phi i256 [ %i, %head ], [ %i1, %latch ]
  ret i256 %r
}
; DBG-NOT: evm-loop-exit-values: latch_step

; A step that is not an ADD of a constant: left alone.
define i256 @shift_step(i256 %x, i256 %n) {
; MIR-LABEL: name: shift_step
; MIR:       bb.{{[0-9]+}}.done:
; MIR-NEXT:    {{%[0-9]+}}:gpr = ADD
; MIR-NEXT:    RET
entry:
  br label %loop
loop:
  %j = phi i256 [ %x, %entry ], [ %jn, %loop ]
  %jn = lshr i256 %j, 1
  %c = icmp ugt i256 %jn, %n
  br i1 %c, label %loop, label %done
done:
  %r = add i256 %j, %jn
  ret i256 %r
}
; DBG-NOT: evm-loop-exit-values: shift_step

; Under minsize the bytes of the ADD are not taken.
define {i256, i256} @small(i256 %hi, i256 %p) minsize {
; MIR-LABEL: name: small
; MIR:       bb.{{[0-9]+}}.done:
; MIR-NOT:     CONST_I256 i256 32
; MIR:       RET
entry:
  br label %loop
loop:
  %j = phi i256 [ %hi, %entry ], [ %jn, %loop ]
  %jn = add i256 %j, -32
  %a = inttoptr i256 %jn to ptr addrspace(1)
  %v = load i256, ptr addrspace(1) %a
  %c = icmp ugt i256 %v, %p
  br i1 %c, label %loop, label %done
done:
  %r0 = insertvalue {i256, i256} poison, i256 %j, 0
  %r1 = insertvalue {i256, i256} %r0, i256 %jn, 1
  ret {i256, i256} %r1
}
; DBG-NOT: evm-loop-exit-values: small
