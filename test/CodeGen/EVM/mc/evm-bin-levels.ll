; RUN: %evm-bin -O2 --backend-only -verify-machineinstrs %s > %t.backend
; RUN: %evm-bin -verify-machineinstrs %s > %t.default
; RUN: diff %t.backend %t.default
; RUN: %evm-bin -O2 -verify-machineinstrs %s > %t.O2
; RUN: not diff -q %t.backend %t.O2
; RUN: %opt -O2 %s -o %t.bc
; RUN: %evm-bin -O2 --backend-only -verify-machineinstrs %t.bc > %t.manual
; RUN: diff %t.O2 %t.manual
; RUN: %evm-run $(cat %t.O2) | FileCheck %s
; RUN: %evm-run $(cat %t.backend) | FileCheck %s
; RUN: %evm-run $(%evm-bin -O0 %s) | FileCheck %s
; RUN: %evm-run $(%evm-bin -O1 %s) | FileCheck %s
; RUN: %evm-run $(%evm-bin -O3 %s) | FileCheck %s
; RUN: %evm-run $(%evm-bin -Os %s) | FileCheck %s
; RUN: %evm-run $(%evm-bin -Oz -mcpu=cancun %s) | FileCheck %s
; bin/evm-bin's levels: -O1..-Oz run bin/opt at that level and then llc
; (the same as bin/opt followed by --backend-only); --backend-only, or no
; level, runs llc alone; every level computes the same result.
; CHECK: "returnWords":["0x{{0*}}1e"]

define void @__entry() noreturn {
entry:
  br label %loop
loop:
  %i = phi i256 [ 1, %entry ], [ %i1, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s1, %loop ]
  %sq = call i256 @square(i256 %i)
  %s1 = add i256 %s, %sq
  %i1 = add i256 %i, 1
  %more = icmp ule i256 %i1, 4
  br i1 %more, label %loop, label %done
done:
  store i256 %s1, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define i256 @square(i256 %x) alwaysinline {
  %r = mul i256 %x, %x
  ret i256 %r
}

declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
