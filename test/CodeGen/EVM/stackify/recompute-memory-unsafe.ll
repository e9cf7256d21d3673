; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o /dev/null -stats 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATS
; RUN: not %llc -march=evm -O2 -verify-machineinstrs -evm-recompute-limit=1000 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NONE --implicit-check-not="Stack dump"
; RUN: sed -e '/evm.memory-unsafe/d' -e 's/^!llvm.module.flags.*//' %s > %t.safe.ll
; RUN: %llc -march=evm -O2 -verify-machineinstrs %t.safe.ll -o /dev/null -stats 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SAFE
; RUN: %evm-run $(%evm-bin --backend-only -O2 %s) 0000000000000000000000000000000000000000000000000000000000000010000000000000000000000000000000000000000000000000000000000000001100000000000000000000000000000000000000000000000000000000000000120000000000000000000000000000000000000000000000000000000000000013000000000000000000000000000000000000000000000000000000000000001400000000000000000000000000000000000000000000000000000000000000150000000000000000000000000000000000000000000000000000000000000016000000000000000000000000000000000000000000000000000000000000001700000000000000000000000000000000000000000000000000000000000000180000000000000000000000000000000000000000000000000000000000000019000000000000000000000000000000000000000000000000000000000000001a | FileCheck %s --check-prefix=EXEC
; RUN: %evm-run $(%evm-bin -O2 %s) 0000000000000000000000000000000000000000000000000000000000000010000000000000000000000000000000000000000000000000000000000000001100000000000000000000000000000000000000000000000000000000000000120000000000000000000000000000000000000000000000000000000000000013000000000000000000000000000000000000000000000000000000000000001400000000000000000000000000000000000000000000000000000000000000150000000000000000000000000000000000000000000000000000000000000016000000000000000000000000000000000000000000000000000000000000001700000000000000000000000000000000000000000000000000000000000000180000000000000000000000000000000000000000000000000000000000000019000000000000000000000000000000000000000000000000000000000000001a | FileCheck %s --check-prefix=EXEC
; A memory-unsafe module (no memoryguard: its code owns all of memory) has
; no frame slot for a value out of DUP16 reach (diag-memory-unsafe.ll).
; Here 22 values are live at once: eleven words loaded from memory, and
; eleven sums `d = a + K` each stored twice, the second time next to its
; `a`. The stackifier recomputes each sum before its second store from its
; `a`, which is on the stack there anyway (EVMRecompute.h): 11 values are
; recomputed and nothing goes to memory. Without that (a limit no block
; reaches) the function needs a frame and is refused; without the module
; flag nothing is recomputed, the spill goes to a frame slot. Calldata:
; eleven words 0x10..0x1a; returned: the eleven sums, then each sum with
; its word.

; CHECK-LABEL: __entry:
; The second store of d0 = a0 + 1: a0 is DUPed and the sum computed again.
; CHECK:      PUSH2 0x540
; CHECK-NEXT: MSTORE
; CHECK:      DUP{{[0-9]+}}
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: ADD
; CHECK-NEXT: PUSH2 0x560
; CHECK-NEXT: MSTORE
; STATS: 11 evm-stackify - Values recomputed at their uses (memory-unsafe functions)

; NONE: error: {{.*}}in function __entry void (): the function needs 64 bytes of memory for its frame (2 word(s) of values kept in memory{{.*}}but the module is memory-unsafe

; SAFE-NOT: Values recomputed
; SAFE: Values spilled to frame slots
; SAFE-NOT: Values recomputed

; EXEC: "returnWords":["0x{{0+}}11","0x{{0+}}13","0x{{0+}}15","0x{{0+}}17","0x{{0+}}19","0x{{0+}}1b","0x{{0+}}1d","0x{{0+}}1f","0x{{0+}}21","0x{{0+}}23","0x{{0+}}25","0x{{0+}}11","0x{{0+}}10","0x{{0+}}13","0x{{0+}}11","0x{{0+}}15","0x{{0+}}12","0x{{0+}}17","0x{{0+}}13","0x{{0+}}19","0x{{0+}}14","0x{{0+}}1b","0x{{0+}}15","0x{{0+}}1d","0x{{0+}}16","0x{{0+}}1f","0x{{0+}}17","0x{{0+}}21","0x{{0+}}18","0x{{0+}}23","0x{{0+}}19","0x{{0+}}25","0x{{0+}}1a"]

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.calldatacopy(ptr addrspace(1), ptr addrspace(2), i256)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  call void @llvm.evm.calldatacopy(ptr addrspace(1) null, ptr addrspace(2) null, i256 352)
  %a0 = load i256, ptr addrspace(1) null
  %a1 = load i256, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  %a2 = load i256, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %a3 = load i256, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  %a4 = load i256, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  %a5 = load i256, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  %a6 = load i256, ptr addrspace(1) inttoptr (i256 192 to ptr addrspace(1))
  %a7 = load i256, ptr addrspace(1) inttoptr (i256 224 to ptr addrspace(1))
  %a8 = load i256, ptr addrspace(1) inttoptr (i256 256 to ptr addrspace(1))
  %a9 = load i256, ptr addrspace(1) inttoptr (i256 288 to ptr addrspace(1))
  %a10 = load i256, ptr addrspace(1) inttoptr (i256 320 to ptr addrspace(1))
  %d0 = add i256 %a0, 1
  store i256 %d0, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1))
  %d1 = add i256 %a1, 2
  store i256 %d1, ptr addrspace(1) inttoptr (i256 1056 to ptr addrspace(1))
  %d2 = add i256 %a2, 3
  store i256 %d2, ptr addrspace(1) inttoptr (i256 1088 to ptr addrspace(1))
  %d3 = add i256 %a3, 4
  store i256 %d3, ptr addrspace(1) inttoptr (i256 1120 to ptr addrspace(1))
  %d4 = add i256 %a4, 5
  store i256 %d4, ptr addrspace(1) inttoptr (i256 1152 to ptr addrspace(1))
  %d5 = add i256 %a5, 6
  store i256 %d5, ptr addrspace(1) inttoptr (i256 1184 to ptr addrspace(1))
  %d6 = add i256 %a6, 7
  store i256 %d6, ptr addrspace(1) inttoptr (i256 1216 to ptr addrspace(1))
  %d7 = add i256 %a7, 8
  store i256 %d7, ptr addrspace(1) inttoptr (i256 1248 to ptr addrspace(1))
  %d8 = add i256 %a8, 9
  store i256 %d8, ptr addrspace(1) inttoptr (i256 1280 to ptr addrspace(1))
  %d9 = add i256 %a9, 10
  store i256 %d9, ptr addrspace(1) inttoptr (i256 1312 to ptr addrspace(1))
  %d10 = add i256 %a10, 11
  store i256 %d10, ptr addrspace(1) inttoptr (i256 1344 to ptr addrspace(1))
  store i256 %d0, ptr addrspace(1) inttoptr (i256 1376 to ptr addrspace(1))
  store i256 %a0, ptr addrspace(1) inttoptr (i256 1408 to ptr addrspace(1))
  store i256 %d1, ptr addrspace(1) inttoptr (i256 1440 to ptr addrspace(1))
  store i256 %a1, ptr addrspace(1) inttoptr (i256 1472 to ptr addrspace(1))
  store i256 %d2, ptr addrspace(1) inttoptr (i256 1504 to ptr addrspace(1))
  store i256 %a2, ptr addrspace(1) inttoptr (i256 1536 to ptr addrspace(1))
  store i256 %d3, ptr addrspace(1) inttoptr (i256 1568 to ptr addrspace(1))
  store i256 %a3, ptr addrspace(1) inttoptr (i256 1600 to ptr addrspace(1))
  store i256 %d4, ptr addrspace(1) inttoptr (i256 1632 to ptr addrspace(1))
  store i256 %a4, ptr addrspace(1) inttoptr (i256 1664 to ptr addrspace(1))
  store i256 %d5, ptr addrspace(1) inttoptr (i256 1696 to ptr addrspace(1))
  store i256 %a5, ptr addrspace(1) inttoptr (i256 1728 to ptr addrspace(1))
  store i256 %d6, ptr addrspace(1) inttoptr (i256 1760 to ptr addrspace(1))
  store i256 %a6, ptr addrspace(1) inttoptr (i256 1792 to ptr addrspace(1))
  store i256 %d7, ptr addrspace(1) inttoptr (i256 1824 to ptr addrspace(1))
  store i256 %a7, ptr addrspace(1) inttoptr (i256 1856 to ptr addrspace(1))
  store i256 %d8, ptr addrspace(1) inttoptr (i256 1888 to ptr addrspace(1))
  store i256 %a8, ptr addrspace(1) inttoptr (i256 1920 to ptr addrspace(1))
  store i256 %d9, ptr addrspace(1) inttoptr (i256 1952 to ptr addrspace(1))
  store i256 %a9, ptr addrspace(1) inttoptr (i256 1984 to ptr addrspace(1))
  store i256 %d10, ptr addrspace(1) inttoptr (i256 2016 to ptr addrspace(1))
  store i256 %a10, ptr addrspace(1) inttoptr (i256 2048 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 1056)
  unreachable
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"evm.memory-unsafe", i32 1}
