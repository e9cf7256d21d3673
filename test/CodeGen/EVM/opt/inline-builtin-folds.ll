; RUN: %opt -Os -S %s | FileCheck %s
; RUN: %opt -Os -evm-inline-fold-builtins=false -S %s | FileCheck %s --check-prefix=OFF
; The EVM's inline advisor (EVMInlineAdvisor.h) takes off a call's cost
; the instructions of the callee that its constant arguments fold through
; the arithmetic builtins, which InlineCost charges whole: LLVM's folders
; do not know them. @equals_word compares the string at %p with the word
; %w; the length of %w comes from SHRs by amounts that earlier SHRs
; compute (solady's `LibString.eqs(s, "literal")`). Where %w is a literal
; all of that folds, and the copy is two loads and two compares: under
; -Os the three calls with a literal are inlined, and the three with words
; read from call data stay calls. Without the rule all six stay.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.shr(i256, i256)
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.sstore(i256, i256)

define internal i256 @equals_word(i256 %p, i256 %w) {
  %h = call i256 @llvm.evm.shr(i256 128, i256 %w)
  %c0 = icmp ne i256 %h, 0
  %r0 = select i1 %c0, i256 128, i256 0
  %s1 = call i256 @llvm.evm.shr(i256 %r0, i256 %w)
  %c1 = icmp ugt i256 %s1, 18446744073709551615
  %t1 = select i1 %c1, i256 64, i256 0
  %r1 = or i256 %r0, %t1
  %s2 = call i256 @llvm.evm.shr(i256 %r1, i256 %w)
  %c2 = icmp ugt i256 %s2, 4294967295
  %t2 = select i1 %c2, i256 32, i256 0
  %r2 = or i256 %r1, %t2
  %s3 = call i256 @llvm.evm.shr(i256 %r2, i256 %w)
  %c3 = icmp ugt i256 %s3, 65535
  %t3 = select i1 %c3, i256 16, i256 0
  %r3 = or i256 %r2, %t3
  %s4 = call i256 @llvm.evm.shr(i256 %r3, i256 %w)
  %c4 = icmp ugt i256 %s4, 255
  %t4 = select i1 %c4, i256 8, i256 0
  %r4 = or i256 %r3, %t4
  %n0 = lshr i256 %r4, 3
  %n = add i256 %n0, 1
  %bits0 = shl i256 %n, 3
  %bits = sub i256 256, %bits0
  %ptr = inttoptr i256 %p to ptr addrspace(1)
  %len = load i256, ptr addrspace(1) %ptr
  %dp = add i256 %p, 32
  %dptr = inttoptr i256 %dp to ptr addrspace(1)
  %data = load i256, ptr addrspace(1) %dptr
  %d = call i256 @llvm.evm.shr(i256 %bits, i256 %data)
  %e0 = icmp eq i256 %len, %n
  %e1 = icmp eq i256 %d, %w
  %e = and i1 %e0, %e1
  %r = zext i1 %e to i256
  ret i256 %r
}

; CHECK-LABEL: define {{.*}}void @compare(
; CHECK-COUNT-3: call {{.*}}@equals_word(i256 %p, i256 %{{[uvw]}})
; CHECK-NOT:     call {{.*}}@equals_word(
; CHECK:         ret void
; OFF-LABEL:     define {{.*}}void @compare(
; OFF-COUNT-6:   call {{.*}}@equals_word(
; OFF:           ret void
define void @compare(i256 %p) {
  %a = call i256 @equals_word(i256 %p, i256 6382179)
  call void @llvm.evm.sstore(i256 0, i256 %a)
  %w = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @equals_word(i256 %p, i256 %w)
  call void @llvm.evm.sstore(i256 1, i256 %b)
  %c = call i256 @equals_word(i256 %p, i256 448378203247)
  call void @llvm.evm.sstore(i256 2, i256 %c)
  %d = call i256 @equals_word(i256 %p, i256 22252025330403739761828227648604333229819926301751889444568374711659082559794)
  call void @llvm.evm.sstore(i256 3, i256 %d)
  %v = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %e = call i256 @equals_word(i256 %p, i256 %v)
  call void @llvm.evm.sstore(i256 4, i256 %e)
  %u = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %f = call i256 @equals_word(i256 %p, i256 %u)
  call void @llvm.evm.sstore(i256 5, i256 %f)
  ret void
}
