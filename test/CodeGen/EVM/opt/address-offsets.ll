; RUN: %opt -passes='function(evm-address-offsets)' -S %s | FileCheck %s
; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt -O2 -evm-address-offsets=false -evm-aa=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: %opt -O2 -evm-address-offsets=false -S %s | FileCheck %s --check-prefix=AA
; EVMAddressOffsets (docs/design.md, "The middle end"): a memory address
; computed as an integer sum, inttoptr (add X, C), becomes a byte offset
; from one `inttoptr X` (reused where there is one), so that alias
; analysis tells the fields of a struct at X apart. Nested sums and an
; `or disjoint` give one offset from the innermost base; a sum that
; something else uses stays as it is (a getelementptr would add again).
; In the default pipeline (after inlining) GVN and DSE then forward the
; stores of @fields to its loads: it returns 7 + 5; without the pass and
; without EVMAliasAnalysis (which also takes the sums apart) the load of
; the first field stays.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.return(ptr addrspace(1), i256)

; A struct of three words at the free memory pointer: its fields as
; offsets from one base, the base itself at offset 0.
define i256 @fields() {
  %p = load i256, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %a0 = inttoptr i256 %p to ptr addrspace(1)
  %s1 = add i256 %p, 32
  %a1 = inttoptr i256 %s1 to ptr addrspace(1)
  %s2 = add nuw i256 %p, 64
  %a2 = inttoptr i256 %s2 to ptr addrspace(1)
  store i256 7, ptr addrspace(1) %a0
  store i256 11, ptr addrspace(1) %a1
  store i256 1, ptr addrspace(1) %a2
  store i256 5, ptr addrspace(1) %a1
  %v0 = load i256, ptr addrspace(1) %a0
  %v1 = load i256, ptr addrspace(1) %a1
  %r = add i256 %v0, %v1
  ret i256 %r
}

; (p + 96) - 32 and p | 64 (p a multiple of 32): offsets 64 from p.
define void @nested(i256 %x) {
  %p = shl i256 %x, 5
  %s = add i256 %p, 96
  %t = add i256 %s, -32
  %a = inttoptr i256 %t to ptr addrspace(1)
  store i256 1, ptr addrspace(1) %a
  %o = or disjoint i256 %p, 64
  %b = inttoptr i256 %o to ptr addrspace(1)
  store i256 2, ptr addrspace(1) %b
  ret void
}

; A sum that something else uses (a pointer stepping on) stays an add.
define i256 @shared(i256 %p) {
  %q = add i256 %p, 32
  %a = inttoptr i256 %q to ptr addrspace(1)
  %v = load i256, ptr addrspace(1) %a
  %r = add i256 %v, %q
  ret i256 %r
}

; CHECK-LABEL: define i256 @fields()
; CHECK:         %p = load i256
; CHECK-NEXT:    %a0 = inttoptr i256 %p to ptr addrspace(1)
; CHECK:         [[A1:%.*]] = getelementptr i8, ptr addrspace(1) %a0, i256 32
; CHECK:         [[A2:%.*]] = getelementptr i8, ptr addrspace(1) %a0, i256 64
; CHECK:         store i256 7, ptr addrspace(1) %a0
; CHECK-NEXT:    store i256 11, ptr addrspace(1) [[A1]]
; CHECK-NEXT:    store i256 1, ptr addrspace(1) [[A2]]
; CHECK-NEXT:    store i256 5, ptr addrspace(1) [[A1]]
; CHECK-NEXT:    load i256, ptr addrspace(1) %a0
; CHECK-NEXT:    load i256, ptr addrspace(1) [[A1]]

; CHECK-LABEL: define void @nested(
; CHECK:         [[P:%.*]] = inttoptr i256 %p to ptr addrspace(1)
; CHECK:         [[T:%.*]] = getelementptr i8, ptr addrspace(1) [[P]], i256 64
; CHECK-NEXT:    store i256 1, ptr addrspace(1) [[T]]
; CHECK:         [[O:%.*]] = getelementptr i8, ptr addrspace(1) [[P]], i256 64
; CHECK-NEXT:    store i256 2, ptr addrspace(1) [[O]]

; CHECK-LABEL: define i256 @shared(
; CHECK-NEXT:    %q = add i256 %p, 32
; CHECK-NEXT:    %a = inttoptr i256 %q to ptr addrspace(1)
; CHECK-NOT:     getelementptr

; O2-LABEL: define {{.*}}i256 @fields()
; O2-NOT:     load i256, ptr addrspace(1) %
; O2:         store i256 5,
; O2-NEXT:    ret i256 12

; EVMAliasAnalysis alone takes integer sums apart too (EVMAliasAnalysis.h).
; AA-LABEL: define {{.*}}i256 @fields()
; AA:         store i256 5,
; AA-NEXT:    ret i256 12

; OFF-LABEL: define i256 @fields()
; OFF:         %v0 = load i256, ptr addrspace(1) %a0
; OFF-NEXT:    %r = add i256 %v0, 5
