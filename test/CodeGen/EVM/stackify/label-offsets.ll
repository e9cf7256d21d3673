; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; A label plus a small constant is a label with an offset
; (EVMValuePlacement::recordRemats): `heapstart + 32` is pushed as
; `.Lheap.start+32`, which the assembler resolves (PUSH1 0xa0 where the heap
; starts at 0x80), not as PUSH1 0x20, PUSH .Lheap.start, ADD; the sum is
; rematerialised at each use like the label. Also a sum of such a sum
; (+36), a constant on the left (+4096) and a global's address (a GEP: g+64).
; An offset of 16 MiB or more stays an ADD: a symbolic push is at most a
; PUSH4. exec/globals/label-offsets.ll runs such addresses.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.heapstart()
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@g = addrspace(1) global [4 x i256] zeroinitializer

; CHECK-LABEL: __entry:
; CHECK:       PUSH .Lheap.start+32
; CHECK-NEXT:  PUSH .Lheap.start+32
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH .Lheap.start+36
; CHECK-NEXT:  PUSH .Lheap.start+36
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH .Lheap.start+4096
; CHECK-NEXT:  PUSH .Lheap.start+4096
; CHECK-NEXT:  MSTORE
; CHECK:       PUSH g+64
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH4 0x1000000
; CHECK-NEXT:  PUSH .Lheap.start
; CHECK-NEXT:  ADD
; CHECK-NEXT:  MSTORE
define void @__entry() noreturn {
entry:
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %h = call i256 @llvm.evm.heapstart()
  %a1 = add i256 %h, 32
  %a2 = add i256 %a1, 4
  %a3 = add i256 4096, %h
  %p0 = inttoptr i256 %h to ptr addrspace(1)
  %p1 = inttoptr i256 %a1 to ptr addrspace(1)
  %p2 = inttoptr i256 %a2 to ptr addrspace(1)
  %p3 = inttoptr i256 %a3 to ptr addrspace(1)
  store i256 %x, ptr addrspace(1) %p0
  store i256 %a1, ptr addrspace(1) %p1
  store i256 %a2, ptr addrspace(1) %p2
  store i256 %a3, ptr addrspace(1) %p3
  %gi = getelementptr [4 x i256], ptr addrspace(1) @g, i256 0, i256 2
  store i256 %x, ptr addrspace(1) %gi
  %big = add i256 %h, 16777216
  %pb = inttoptr i256 %big to ptr addrspace(1)
  store i256 %x, ptr addrspace(1) %pb
  call void @llvm.evm.return(ptr addrspace(1) %p0, i256 128)
  unreachable
}
