; RUN: %opt -passes='function(evm-dead-memory-stores)' -S %s | FileCheck %s
; RUN: %opt -passes='function(evm-dead-memory-stores)' -evm-sink-memory-stores=false -S %s \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %opt -Os -S %s | FileCheck %s --check-prefix=OS
; EVMDeadMemoryStores (docs/design.md, "The middle end") moves a store to
; memory that the paths through one successor of its block read and the
; others do not (they end execution first) into that successor, with what
; computes its operands there and nowhere else, when the block's branch
; compares with a constant a value that those use, and runs
; CorrelatedValuePropagation, which knows past the branch what it tested.
; solc's decoding of a call's result computes the free memory pointer from
; min(returndatasize(), 32) and stores it before it reverts on fewer than
; 32 bytes; moved past that check, the size is 32 (exec/builtins/
; returndata-decode.ll runs it).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.return(ptr addrspace(1), i256)
declare void @llvm.evm.revert(ptr addrspace(1), i256)
declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.umin.i256(i256, i256)

; CHECK-LABEL: define void @decoded(
; CHECK:       entry:
; CHECK-NEXT:    %rds = call i256 @llvm.evm.returndatasize()
; CHECK-NEXT:    %short = icmp {{.*}}ult i256 %rds, 32
; CHECK-NEXT:    br i1 %short
; CHECK:       ok:
; CHECK-NEXT:    %up = add nuw nsw i256 32, 31
; CHECK-NEXT:    %rounded = and i256 %up, -32
; CHECK-NEXT:    %new = add i256 %p, %rounded
; CHECK-NEXT:    %new.ptr = inttoptr i256 %new to ptr addrspace(1)
; CHECK-NEXT:    store i256 %new, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
; CHECK-NEXT:    store i256 %rds, ptr addrspace(1) %new.ptr
; OFF-LABEL:   define void @decoded(
; OFF:         entry:
; OFF:           store i256 %new, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
; OFF:           br i1 %short
; OS-LABEL:    define void @decoded(
; OS:          ok:
; OS-NEXT:       %new = add i256 %p, 32
; OS-NEXT:       store i256 %new, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
define void @decoded(i256 %p) noreturn {
entry:
  %rds = call i256 @llvm.evm.returndatasize()
  %size = call i256 @llvm.umin.i256(i256 %rds, i256 32)
  %up = add i256 %size, 31
  %rounded = and i256 %up, -32
  %new = add i256 %p, %rounded
  %new.ptr = inttoptr i256 %new to ptr addrspace(1)
  store i256 %new, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %short = icmp ult i256 %rds, 32
  br i1 %short, label %fail, label %ok
fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
ok:
  store i256 %rds, ptr addrspace(1) %new.ptr
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

; The branch compares the stored value itself (an allocation's overflow
; check): nothing moved would be known better past it, and the store stays
; (moving it only reorders the code of the path that goes on).
; CHECK-LABEL: define void @checked_pointer(
; CHECK:         store i256 %len, ptr addrspace(1) %base.ptr
; CHECK-NEXT:    %over = icmp ugt i256 %new, 18446744073709551615
define void @checked_pointer(i256 %p, i256 %len) noreturn {
entry:
  %base.ptr = inttoptr i256 %p to ptr addrspace(1)
  %new = add i256 %p, %len
  store i256 %len, ptr addrspace(1) %base.ptr
  %over = icmp ugt i256 %new, 18446744073709551615
  br i1 %over, label %fail, label %ok
fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
ok:
  call void @llvm.evm.return(ptr addrspace(1) %base.ptr, i256 64)
  unreachable
}

; Both successors read what it wrote: it stays. So does one whose block
; reads it after it.
; CHECK-LABEL: define void @read_on_both(
; CHECK:       entry:
; CHECK:         store i256 %x, ptr addrspace(1) null
; CHECK-NEXT:    br i1
; CHECK-LABEL: define i256 @read_in_block(
; CHECK:       entry:
; CHECK:         store i256 %x, ptr addrspace(1) null
; CHECK-NEXT:    %again = load i256
define void @read_on_both(i256 %x) noreturn {
entry:
  %c = icmp ult i256 %x, 32
  store i256 %x, ptr addrspace(1) null
  br i1 %c, label %a, label %b
a:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
b:
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define i256 @read_in_block(i256 %x) {
entry:
  %y = add i256 %x, 1
  store i256 %x, ptr addrspace(1) null
  %again = load i256, ptr addrspace(1) null
  %c = icmp ult i256 %y, 32
  br i1 %c, label %a, label %b
a:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
b:
  ret i256 %again
}

; Two stores that move into one successor keep their order there.
; CHECK-LABEL: define void @two_stores(
; CHECK:       ok:
; CHECK:         store i256 %a, ptr addrspace(1) null
; CHECK-NEXT:    %b = add i256 %x, 2
; CHECK-NEXT:    store i256 %b, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
; One that a later store of the block overwrites in part stays.
; CHECK-LABEL: define void @overlapped(
; CHECK:       entry:
; CHECK:         store i256 %a, ptr addrspace(1) null
; CHECK-NEXT:    %c = icmp
; CHECK:       ok:
; CHECK-NEXT:    %b = add i256 %x, 2
; CHECK-NEXT:    store i256 %b, ptr addrspace(1) inttoptr (i256 16 to ptr addrspace(1))
define void @two_stores(i256 %x) noreturn {
entry:
  %a = add i256 %x, 1
  %b = add i256 %x, 2
  store i256 %a, ptr addrspace(1) null
  store i256 %b, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  %c = icmp ult i256 %x, 32
  br i1 %c, label %fail, label %ok
fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
ok:
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}

define void @overlapped(i256 %x) noreturn {
entry:
  %a = add i256 %x, 1
  %b = add i256 %x, 2
  store i256 %a, ptr addrspace(1) null
  store i256 %b, ptr addrspace(1) inttoptr (i256 16 to ptr addrspace(1))
  %c = icmp ult i256 %x, 32
  br i1 %c, label %fail, label %ok
fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
ok:
  call void @llvm.evm.return(ptr addrspace(1) null, i256 64)
  unreachable
}
