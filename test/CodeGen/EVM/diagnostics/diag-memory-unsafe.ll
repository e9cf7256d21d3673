; RUN: not %llc -march=evm -O0 -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0 --implicit-check-not=error: --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm -O2 -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=CHECK --implicit-check-not=error: --implicit-check-not="Stack dump"
; RUN: sed -e '/evm.memory-unsafe/d' -e 's/^!llvm.module.flags.*//' %s > %t.safe.ll
; RUN: %llc -march=evm -O0 -verify-machineinstrs %t.safe.ll -o /dev/null
; RUN: %llc -march=evm -O2 -verify-machineinstrs %t.safe.ll -o /dev/null
; A module flagged evm.memory-unsafe (Yul without memoryguard: its code owns
; all of memory, docs/memory-map.md) gets nothing in memory from the
; backend: a memory global, or a function that needs a frame (an alloca, a
; spilled value, at -O0 a value or PHI kept in a slot across blocks), is an
; error naming it and saying why. Without the flag the same module
; compiles.

; CHECK: error: global variable 'counter' would live in memory, but the module is memory-unsafe (no memoryguard: the code owns all of memory, module flag evm.memory-unsafe); keep it in storage or in the code (address space 4) instead
@counter = global i256 5
; Code globals are in the code, not in memory.
@table = addrspace(4) constant [2 x i256] [i256 1, i256 2]

declare i256 @llvm.evm.calldataload(i256)

; Straight-line code needs no frame, nor does a copy from the code.
declare void @llvm.evm.codecopy(ptr addrspace(1), ptr addrspace(4), i256)
define i256 @straight(i256 %a, i256 %b) {
  %s = add i256 %a, %b
  call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @table, i256 64)
  ret i256 %s
}

; A load from the code goes through a scratch word of the frame.
; CHECK: error: {{.*}}in function code_load i256 (i256): the function needs 32 bytes of memory for its frame (1 object(s) whose address is taken: allocas, or the scratch word of loads from code or return data), but the module is memory-unsafe
define i256 @code_load(i256 %a) {
  %p = getelementptr i256, ptr addrspace(4) @table, i256 %a
  %t = load i256, ptr addrspace(4) %p
  ret i256 %t
}

; At -O0 %i and %j cross blocks in frame slots; at -O2 they stay on the
; stack.
; O0: error: {{.*}}in function loop i256 (i256): the function needs 64 bytes of memory for its frame (2 word(s) of values kept in memory: spilled from the stack, or at -O0 values and PHIs that cross blocks), but the module is memory-unsafe (no memoryguard: the code owns all of memory, module flag evm.memory-unsafe)
define i256 @loop(i256 %n) {
entry:
  br label %l
l:
  %i = phi i256 [0, %entry], [%j, %l]
  %j = add i256 %i, 1
  %c = icmp ult i256 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i256 %j
}

; CHECK: error: {{.*}}in function local i256 (i256): the function needs 32 bytes of memory for its frame (1 object(s) whose address is taken: allocas, or the scratch word of loads from code or return data), but the module is memory-unsafe
define i256 @local(i256 %n) {
  %a = alloca i256
  store volatile i256 %n, ptr %a
  %v = load volatile i256, ptr %a
  ret i256 %v
}

; Twenty values alive at once, loaded from memory (not recomputed where
; they are used, as CALLDATALOAD would be: stackify/recompute-memory-unsafe.ll):
; some leave DUP16's reach and are spilled.
; CHECK: error: {{.*}}in function spills i256 (): the function needs {{[0-9]+}} bytes of memory for its frame ({{[0-9]+}} word(s) of values kept in memory: spilled from the stack, or at -O0 values and PHIs that cross blocks), but the module is memory-unsafe
define i256 @spills() {
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
  %a11 = load i256, ptr addrspace(1) inttoptr (i256 352 to ptr addrspace(1))
  %a12 = load i256, ptr addrspace(1) inttoptr (i256 384 to ptr addrspace(1))
  %a13 = load i256, ptr addrspace(1) inttoptr (i256 416 to ptr addrspace(1))
  %a14 = load i256, ptr addrspace(1) inttoptr (i256 448 to ptr addrspace(1))
  %a15 = load i256, ptr addrspace(1) inttoptr (i256 480 to ptr addrspace(1))
  %a16 = load i256, ptr addrspace(1) inttoptr (i256 512 to ptr addrspace(1))
  %a17 = load i256, ptr addrspace(1) inttoptr (i256 544 to ptr addrspace(1))
  %a18 = load i256, ptr addrspace(1) inttoptr (i256 576 to ptr addrspace(1))
  %a19 = load i256, ptr addrspace(1) inttoptr (i256 608 to ptr addrspace(1))
  %s0 = add i256 %a19, %a0
  %s1 = mul i256 %s0, %a1
  %s2 = mul i256 %s1, %a2
  %s3 = mul i256 %s2, %a3
  %s4 = mul i256 %s3, %a4
  %s5 = mul i256 %s4, %a5
  %s6 = mul i256 %s5, %a6
  %s7 = mul i256 %s6, %a7
  %s8 = mul i256 %s7, %a8
  %s9 = mul i256 %s8, %a9
  %s10 = mul i256 %s9, %a10
  %s11 = mul i256 %s10, %a11
  %s12 = mul i256 %s11, %a12
  %s13 = mul i256 %s12, %a13
  %s14 = mul i256 %s13, %a14
  %s15 = mul i256 %s14, %a15
  %s16 = mul i256 %s15, %a16
  %s17 = mul i256 %s16, %a17
  %s18 = mul i256 %s17, %a18
  ret i256 %s18
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"evm.memory-unsafe", i32 1}
