; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s \
; RUN:   | FileCheck %s
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-peephole-failure-jumps=false < %s | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs -o /dev/null -stats < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATS
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-cfg-file=%t.dot < %s -o /dev/null
; RUN: FileCheck %s --check-prefix=CFG < %t.dot
; EVMStackPeephole, rule 8: a conditional jump to a block that only calls a
; function that takes nothing and does not return goes to the function
; (`PUSH fail; JUMPI`), and the block goes. A function with an argument
; keeps its block. The paths run on the EVM in
; test/exec/control-flow/shared-failures.ll and noreturn.ll.

; STATS-DAG: {{ }}3 evm-stack-peephole - Conditional jumps to a block that only calls
; STATS-DAG: {{ }}2 evm-stack-peephole - Blocks that only call a function that does not return removed

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  unreachable
}

define void @fail() noreturn noinline {
  store i256 7, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
}

define void @fail_code(i256 %c) noreturn noinline {
  store i256 %c, ptr addrspace(1) null, align 1
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
}

; CHECK-LABEL: checked:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x64
; CHECK-NEXT: DUP2
; CHECK-NEXT: GT
; CHECK-NEXT: PUSH fail
; CHECK-NEXT: JUMPI
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NOT:  JUMPDEST
; CHECK-LABEL: checked_code:
; OFF-LABEL: checked:
; OFF:       PUSH .LBB3_2
; OFF-NEXT:  JUMPI
; OFF:       JUMPDEST
; OFF-NEXT:  PUSH fail
; OFF-NEXT:  JUMP
; CFG: PUSH fail\lJUMPI ; call that does not return, if the condition holds
define i256 @checked(i256 %x) {
  %bad = icmp ugt i256 %x, 100
  br i1 %bad, label %fail, label %ok
fail:
  call void @fail()
  unreachable
ok:
  %r = add i256 %x, 1
  ret i256 %r
}

; The callee takes the word it reverts with: its block stays.
; CHECK:      PUSH .LBB4_2
; CHECK-NEXT: JUMPI
; CHECK:      JUMPDEST
; CHECK-NEXT: PUSH fail_code
; CHECK-NEXT: JUMP
define i256 @checked_code(i256 %x) {
  %bad = icmp ugt i256 %x, 100
  br i1 %bad, label %fail, label %ok
fail:
  call void @fail_code(i256 %x)
  unreachable
ok:
  %r = add i256 %x, 1
  ret i256 %r
}

; Both jumps to the block go to the function.
; CHECK-LABEL: two_checks:
; CHECK:      PUSH fail
; CHECK-NEXT: JUMPI
; CHECK:      PUSH fail
; CHECK-NEXT: JUMPI
; CHECK-NOT:  JUMPDEST
; CHECK:      .Lfunc_end
define i256 @two_checks(i256 %x, i256 %y) {
  %bad = icmp ugt i256 %x, 100
  br i1 %bad, label %fail, label %next
next:
  %bad2 = icmp ugt i256 %y, %x
  br i1 %bad2, label %fail, label %ok
fail:
  call void @fail()
  unreachable
ok:
  %r = add i256 %x, %y
  ret i256 %r
}
