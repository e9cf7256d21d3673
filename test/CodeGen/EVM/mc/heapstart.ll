; RUN: %llc -march=evm -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; llvm.evm.heapstart is the first byte of memory the backend leaves free:
; above the globals and every frame (docs/memory-map.md). It is a
; link-time constant, `.Lheap.start`, assigned when the module ends: here
; @g takes 0x80-0xdf, @f's frame (a four-word alloca) 0xe0-0x15f.

@g = global [3 x i256] [i256 1, i256 2, i256 3]

define void @__entry() {
; CHECK-LABEL: __entry:
; CHECK: PUSH f
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lheap.start
; CHECK-NEXT: MSTORE
  %h = call i256 @llvm.evm.heapstart()
  %v = call i256 @f(i256 0)
  %p = inttoptr i256 %h to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %p
  ret void
}

define i256 @f(i256 %x) {
  %a = alloca [4 x i256]
  %p = getelementptr [4 x i256], ptr %a, i256 0, i256 %x
  store i256 %x, ptr %p
  %v = load i256, ptr %a
  ret i256 %v
}

declare i256 @llvm.evm.heapstart()

; CHECK: g = 128
; CHECK: .Lframe.f = 224
; CHECK: .Lheap.start = 352
