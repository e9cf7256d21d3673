; RUN: %opt -passes='function(evm-dead-memory-stores)' -S %s | FileCheck %s
; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt -O2 -evm-dead-memory-stores=false -S %s | FileCheck %s --check-prefix=OFF
; EVMDeadMemoryStores (docs/design.md, "The middle end"): a store to memory
; goes when no path from it reads what it wrote before execution ends;
; RETURN and REVERT read their range, STOP nothing.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.return(ptr addrspace(1), i256)
declare void @llvm.evm.revert(ptr addrspace(1), i256)
declare void @llvm.evm.stop()
declare i256 @llvm.evm.keccak256(ptr addrspace(1), i256)
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.memset.p1.i256(ptr addrspace(1), i8, i256, i1)

; Fields at p, p + 32, p + 64; the RETURN reads p + 32 only.
; CHECK-LABEL: define void @returns_one_field(
; CHECK-NOT:     store i256 1,
; CHECK:         store i256 2, ptr addrspace(1) %f1
; CHECK-NOT:     store i256 3,
; CHECK:         call void @llvm.evm.return(ptr addrspace(1) %f1, i256 32)
define void @returns_one_field(i256 %p) noreturn {
  %base = inttoptr i256 %p to ptr addrspace(1)
  %f1 = getelementptr i8, ptr addrspace(1) %base, i256 32
  %f2 = getelementptr i8, ptr addrspace(1) %base, i256 64
  store i256 1, ptr addrspace(1) %base
  store i256 2, ptr addrspace(1) %f1
  store i256 3, ptr addrspace(1) %f2
  call void @llvm.evm.return(ptr addrspace(1) %f1, i256 32)
  unreachable
}

; A keccak256 reads its input; a memset nothing reads goes.
; CHECK-LABEL: define void @hashed(
; CHECK:         store i256 5, ptr addrspace(1) %base
; CHECK-NOT:     call void @llvm.memset
; CHECK:         call void @llvm.evm.stop()
define void @hashed(i256 %p) noreturn {
  %base = inttoptr i256 %p to ptr addrspace(1)
  store i256 5, ptr addrspace(1) %base
  %h = call i256 @llvm.evm.keccak256(ptr addrspace(1) %base, i256 32)
  %out = inttoptr i256 4096 to ptr addrspace(1)
  call void @llvm.memset.p1.i256(ptr addrspace(1) %out, i8 0, i256 64, i1 false)
  %slot = inttoptr i256 %h to ptr addrspace(5)
  store i256 1, ptr addrspace(5) %slot
  call void @llvm.evm.stop()
  unreachable
}

; One path reverts with the stored word, the other stops: it stays. The
; store only the stopping path could see goes.
; CHECK-LABEL: define void @one_path_reads(
; CHECK:         store i256 7, ptr addrspace(1) %base
; CHECK:       stops:
; CHECK-NOT:     store
; CHECK:         call void @llvm.evm.stop()
define void @one_path_reads(i256 %p, i1 %c) noreturn {
  %base = inttoptr i256 %p to ptr addrspace(1)
  store i256 7, ptr addrspace(1) %base
  br i1 %c, label %reverts, label %stops
reverts:
  call void @llvm.evm.revert(ptr addrspace(1) %base, i256 32)
  unreachable
stops:
  %other = getelementptr i8, ptr addrspace(1) %base, i256 32
  store i256 8, ptr addrspace(1) %other
  call void @llvm.evm.stop()
  unreachable
}

; A function that returns: its caller may read what it stored.
; CHECK-LABEL: define void @returns_to_caller(
; CHECK:         store i256 9,
define void @returns_to_caller(i256 %p) {
  %base = inttoptr i256 %p to ptr addrspace(1)
  store i256 9, ptr addrspace(1) %base
  ret void
}

; A RETURN of a range whose size is only known at run time reads all
; that follows its start; a word before it is not read.
; CHECK-LABEL: define void @unknown_size(
; CHECK-NOT:     store i256 10,
; CHECK:         store i256 11,
define void @unknown_size(i256 %p, i256 %n) noreturn {
  %base = inttoptr i256 %p to ptr addrspace(1)
  %next = getelementptr i8, ptr addrspace(1) %base, i256 32
  store i256 10, ptr addrspace(1) %base
  store i256 11, ptr addrspace(1) %next
  call void @llvm.evm.return(ptr addrspace(1) %next, i256 %n)
  unreachable
}

; A store in a loop that comes back to it before any halt stays (the
; walk does not prove it dead around the loop); a store after the loop
; that nothing reads goes.
; CHECK-LABEL: define void @in_a_loop(
; CHECK:       loop:
; CHECK:         store i256 %i,
; CHECK:       done:
; CHECK-NOT:     store
; CHECK:         call void @llvm.evm.return(ptr addrspace(1) null, i256 0)
define void @in_a_loop(i256 %p) noreturn {
entry:
  %base = inttoptr i256 %p to ptr addrspace(1)
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %at = getelementptr i8, ptr addrspace(1) %base, i256 %i
  store i256 %i, ptr addrspace(1) %at
  %i.next = add i256 %i, 32
  %more = icmp ult i256 %i.next, 320
  br i1 %more, label %loop, label %done
done:
  store i256 12, ptr addrspace(1) %base
  call void @llvm.evm.return(ptr addrspace(1) null, i256 0)
  unreachable
}

; The -O2 pipeline, where the other functions, not called, go: the
; struct's stores are gone with the pass, not without.
define void @__entry() noreturn {
  %p = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  call void @returns_one_field(i256 %p)
  unreachable
}
; O2-LABEL: define void @__entry(
; O2-NOT:     store i256 1,
; O2:         store i256 2,
; O2-NOT:     store i256 3,
; OFF-LABEL: define void @__entry(
; OFF:        store i256 1,
