; RUN: %opt -passes=lower-switch -S %s | %llc -march=evm -O2 -verify-machineinstrs | FileCheck %s
; A COPY whose source the spill policy moved to a frame slot after the
; copy's own value was given a stack slot (EVMValuePlacement::storeAfterDef
; rewrites every use, copies included): the emitter reloads the source
; instead of looking for it on the stack (regression: llc stopped with
; "internal: copied value is not on the stack"). llvm-reduce made this
; function from a Rust program counting the union of two BTreeSets
; (test/rust/collections.rs), and the names were shortened; it never
; returns, only its compilation matters. Its switches are lowered as
; LowerSwitch lowered them when the test was made (llc now leaves them to
; the IRTranslator at -O1 and up, whose code for this function spills
; nothing).

; The argument %0 is spilled at entry, and the copy of it that feeds the
; loop's PHI is a reload in the block that branches back.
; CHECK-LABEL: main:
; CHECK:       JUMPDEST
; CHECK-NEXT:  PUSH .Lframe.main
; CHECK-NEXT:  MSTORE
; CHECK:       .LBB0_1:
; CHECK:       MSTORE
; CHECK-NEXT:  PUSH .Lframe.main
; CHECK-NEXT:  MLOAD
target datalayout = "E-p:64:64-p1:256:256-p2:256:256-p3:256:256-p4:256:256-p5:256:256-p6:256:256-i64:64-i128:128-i256:256-S256"
target triple = "evm-unknown-unknown-lp64"

declare range(i8 -1, 2) i8 @llvm.ucmp.i8.i32(i32, i32) #0

define fastcc i128 @main(ptr %0, ptr %v0, i64 %1, i1 %v1) {
v3:
  br label %2

2:
  %v2 = phi ptr [ null, %v3 ], [ %v4, %v5 ]
  %v6 = phi i64 [ 0, %v3 ], [ 1, %v5 ]
  %v7 = phi i64 [ 0, %v3 ], [ %v8, %v5 ]
  %v9 = phi ptr [ null, %v3 ], [ %v10, %v5 ]
  %v11 = phi i64 [ 0, %v3 ], [ %v12, %v5 ]
  %v13 = phi ptr [ %0, %v3 ], [ %v14, %v5 ]
  %v15 = phi i64 [ 0, %v3 ], [ %10, %v5 ]
  switch i2 0, label %v16 [
    i2 1, label %v17
  ]

v17:
  store i64 0, ptr null, align 8
  br label %v5

v16:
  %v18 = or i64 %1, 1
  br label %3

3:
  %v19 = phi ptr [ %v20, %v21 ], [ %v9, %v16 ]
  %v22 = phi i64 [ 1, %v21 ], [ %v11, %v16 ]
  %v23 = phi ptr [ null, %v21 ], [ %v13, %v16 ]
  %v24 = phi i64 [ 1, %v21 ], [ 0, %v16 ]
  %4 = phi i64 [ %1, %v21 ], [ 0, %v16 ]
  %v25 = trunc i64 %v6 to i1
  %5 = icmp eq i64 %4, 0
  %v26 = select i1 %v25, i1 true, i1 %5
  br i1 %v26, label %v27, label %v28

v28:
  %v20 = select i1 %v1, ptr %v0, ptr null
  br label %6

6:
  %7 = icmp ult i64 %v24, 0
  br i1 %7, label %v21, label %6

v21:
  %8 = load i32, ptr %v2, align 4
  %9 = call i8 @llvm.ucmp.i8.i32(i32 %8, i32 0)
  switch i8 %9, label %v27 [
    i8 1, label %3
    i8 0, label %v29
  ]

v27:
  store i64 %v7, ptr null, align 8
  br label %v5

v5:
  %v4 = phi ptr [ null, %v27 ], [ %0, %v17 ]
  %v8 = phi i64 [ %v18, %v27 ], [ 0, %v17 ]
  %v14 = phi ptr [ %v23, %v27 ], [ %v13, %v17 ]
  %v12 = phi i64 [ %v22, %v27 ], [ %v11, %v17 ]
  %v10 = phi ptr [ %v19, %v27 ], [ %v9, %v17 ]
  %10 = or i64 0, 0
  br label %2

v29:
  %11 = zext i64 %v15 to i128
  ret i128 %11
}

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
