; RUN: %opt -O2 -S %s | FileCheck %s
; RUN: %opt -Oz -S %s | FileCheck %s --check-prefixes=CHECK,SIZE
; RUN: %opt -O2 %s -o %t.bc && %llc -march=evm -verify-machineinstrs %t.bc -o /dev/null
; RUN: %opt -passes='loop-vectorize,slp-vectorizer' -S %s | FileCheck %s --check-prefix=NOVEC
; RUN: %opt -O0 -S %s | FileCheck %s --check-prefix=O0
; RUN: not %opt -O2 -passes=instcombine %s 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: not %opt -passes=no-such-pass %s 2>&1 | FileCheck %s --check-prefix=BADPASS
; bin/opt runs LLVM's middle end with the EVM target's cost model
; (tools/evm-opt): the module becomes an EVM module, the entry function
; stays, every other function is internal (nothing outside the contract
; calls it) so an inlined helper goes, the vectorisers find no vector
; registers, and no library call is made up. -Os/-Oz mark functions optsize.

; The entry stays, with its name and linkage.
; CHECK: target triple = "evm-unknown-unknown"
; CHECK-LABEL: define void @__entry()
; CHECK-NOT: @square
; CHECK: call void @llvm.evm.return
; The helper was inlined and is gone.
; CHECK-NOT: define {{.*}}@square
; CHECK-NOT: <{{[0-9]+}} x
; SIZE: attributes #{{[0-9]+}} = { {{.*}}optsize
; SIZE-NOT: minsize
; O0: define i256 @square(

; No vector types out of the vectorisers either.
; NOVEC-NOT: <{{[0-9]+}} x

; BOTH: error: -passes cannot be combined with an -O level
; BADPASS: error: unknown {{.*}}pass{{.*}} 'no-such-pass'

define void @__entry() noreturn {
entry:
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %buf = alloca [8 x i256]
  br label %fill
fill:
  %i = phi i256 [ 0, %entry ], [ %i1, %fill ]
  %p = getelementptr i256, ptr %buf, i256 %i
  %sq = call i256 @square(i256 %i)
  store i256 %sq, ptr %p
  %i1 = add i256 %i, 1
  %more = icmp ult i256 %i1, 8
  br i1 %more, label %fill, label %sum
sum:
  %j = phi i256 [ 0, %fill ], [ %j1, %sum ]
  %s = phi i256 [ %n, %fill ], [ %s1, %sum ]
  %q = getelementptr i256, ptr %buf, i256 %j
  %v = load i256, ptr %q
  %s1 = add i256 %s, %v
  %j1 = add i256 %j, 1
  %again = icmp ult i256 %j1, %n
  br i1 %again, label %sum, label %done
done:
  store i256 %s1, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define i256 @square(i256 %x) {
  %r = mul i256 %x, %x
  ret i256 %r
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
