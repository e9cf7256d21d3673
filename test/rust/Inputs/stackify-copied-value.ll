target datalayout = "E-p:64:64-p1:256:256-p2:256:256-p3:256:256-p4:256:256-p5:256:256-p6:256:256-i64:64-i128:128-i256:256-S256"
target triple = "evm-unknown-unknown-lp64"

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i8 -1, 2) i8 @llvm.ucmp.i8.i32(i32, i32) #0

define fastcc i128 @main(ptr %0, ptr %.sroa.0.0.i.i.i.i.i.i.i, i64 %1, i1 %.not.i.i.i.i22.i.i) {
_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i:
  br label %2

2:                                                ; preds = %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i
  %.sroa.16.0..sroa.16.0..sroa.16.16..promoted299.i.i = phi ptr [ null, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i ], [ %.sroa.16.0..sroa.16.0..sroa.16.16.520.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i ]
  %.lcssa302337.i = phi i64 [ 0, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i ], [ 1, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i ]
  %.lcssa308334.i = phi i64 [ 0, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i ], [ %.lcssa308333.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i ]
  %.sroa.7288.0.i = phi ptr [ null, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i ], [ %.sroa.7288.5135.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i ]
  %.sroa.79.0.i = phi i64 [ 0, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i ], [ %.sroa.79.5137.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i ]
  %.sroa.93.0.i = phi ptr [ %0, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i ], [ %.sroa.93.3138.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i ]
  %.sroa.015.0.i = phi i64 [ 0, %_RNvXsu_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_4ItermENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.i.thread.i ], [ %10, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i ]
  switch i2 0, label %.preheader342.i [
    i2 1, label %.preheader.i.i
  ]

.preheader.i.i:                                   ; preds = %2
  store i64 0, ptr null, align 8
  br label %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i

.preheader342.i:                                  ; preds = %2
  %.ph139 = or i64 %1, 1
  br label %3

3:                                                ; preds = %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i, %.preheader342.i
  %.sroa.7288.2.i = phi ptr [ %spec.select, %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i ], [ %.sroa.7288.0.i, %.preheader342.i ]
  %.sroa.79.2.i = phi i64 [ 1, %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i ], [ %.sroa.79.0.i, %.preheader342.i ]
  %.sroa.93.1.i = phi ptr [ null, %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i ], [ %.sroa.93.0.i, %.preheader342.i ]
  %.sroa.510.0.copyload.pre.i.i.i196.i.i = phi i64 [ 1, %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i ], [ 0, %.preheader342.i ]
  %4 = phi i64 [ %1, %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i ], [ 0, %.preheader342.i ]
  %extract.t.i.i = trunc i64 %.lcssa302337.i to i1
  %5 = icmp eq i64 %4, 0
  %or.cond = select i1 %extract.t.i.i, i1 true, i1 %5
  br i1 %or.cond, label %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i, label %._crit_edge.i.i.i.i.i

._crit_edge.i.i.i.i.i:                            ; preds = %3
  %spec.select = select i1 %.not.i.i.i.i22.i.i, ptr %.sroa.0.0.i.i.i.i.i.i.i, ptr null
  br label %6

6:                                                ; preds = %6, %._crit_edge.i.i.i.i.i
  %7 = icmp ult i64 %.sroa.510.0.copyload.pre.i.i.i196.i.i, 0
  br i1 %7, label %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i, label %6

_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i: ; preds = %6
  %8 = load i32, ptr %.sroa.16.0..sroa.16.0..sroa.16.16..promoted299.i.i, align 4
  %9 = call i8 @llvm.ucmp.i8.i32(i32 %8, i32 0)
  switch i8 %9, label %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i [
    i8 1, label %3
    i8 0, label %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread.i
  ]

_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i: ; preds = %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i, %3
  store i64 %.lcssa308334.i, ptr null, align 8
  br label %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i

_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.i: ; preds = %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i, %.preheader.i.i
  %.sroa.16.0..sroa.16.0..sroa.16.16.520.i = phi ptr [ null, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i ], [ %0, %.preheader.i.i ]
  %.lcssa308333.i = phi i64 [ %.ph139, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i ], [ 0, %.preheader.i.i ]
  %.sroa.93.3138.i = phi ptr [ %.sroa.93.1.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i ], [ %.sroa.93.0.i, %.preheader.i.i ]
  %.sroa.79.5137.i = phi i64 [ %.sroa.79.2.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i ], [ %.sroa.79.0.i, %.preheader.i.i ]
  %.sroa.7288.5135.i = phi ptr [ %.sroa.7288.2.i, %_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread122.loopexit159.i ], [ %.sroa.7288.0.i, %.preheader.i.i ]
  %10 = or i64 0, 0
  br label %2

_RNvXsM_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree3setINtB5_10DifferencemENtNtNtNtCs2DxGA1hvVcO_4core4iter6traits8iterator8Iterator4nextCs8Laen6hM0UC_2v4.exit.thread.i: ; preds = %_RNvMsh_NtNtNtCsjyHj3YtxxZP_5alloc11collections5btree8navigateINtNtB7_4node6HandleINtB10_7NodeRefNtNtB10_6marker5ImmutmNtNtB7_7set_val9SetValZSTNtB1y_4LeafENtB1y_4EdgeE7next_kvCs8Laen6hM0UC_2v4.exit.i.i.i.i.i.i
  %11 = zext i64 %.sroa.015.0.i to i128
  ret i128 %11
}

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
