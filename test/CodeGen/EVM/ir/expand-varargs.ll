; RUN: %llc -march=evm -verify-machineinstrs -stop-after=evm-expand-varargs %s -o - | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs %s -o /dev/null
; EVMExpandVarArgs: a variadic function takes one more pointer parameter,
; the buffer its callers fill with the extra arguments laid out as a struct
; of their types; va_start stores it in the va_list, va_arg aligns, loads
; and advances, va_copy copies the pointer, va_end goes. Direct calls,
; calls through a pointer and calls with no extra argument (a null buffer)
; are rewritten; an intrinsic's declaration is left alone. The buffer is
; passed captures(none): C lets the callee use its va_list only until it
; returns (so a recursive caller keeps it in its frame,
; activation-frames.ll).
target datalayout = "E-p:64:64-p1:256:256-p2:256:256-p3:256:256-p4:256:256-p5:256:256-p6:256:256-i64:64-i128:128-i256:256-S256"
target triple = "evm-unknown-unknown-lp64"

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)

; CHECK-LABEL: define i64 @first(i32 signext %n, ptr %varargs) {
; CHECK: store ptr %varargs, ptr %ap
; CHECK-NOT: va_start
; CHECK: %[[CUR:.*]] = load ptr, ptr %ap
; CHECK: %[[UP:.*]] = getelementptr i8, ptr %[[CUR]], i64 7
; CHECK: %[[AL:.*]] = call ptr @llvm.ptrmask.p0.i64(ptr %[[UP]], i64 -8)
; CHECK: %v = load i64, ptr %[[AL]], align 8
; CHECK: %[[NEXT:.*]] = getelementptr i8, ptr %[[AL]], i64 8
; CHECK: store ptr %[[NEXT]], ptr %ap
; CHECK: %[[SRC:.*]] = load ptr, ptr %ap
; CHECK: store ptr %[[SRC]], ptr %copy
; CHECK-NOT: va_copy
; CHECK-NOT: va_end
define i64 @first(i32 signext %n, ...) {
  %ap = alloca ptr
  %copy = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i64
  call void @llvm.va_copy.p0(ptr %copy, ptr %ap)
  call void @llvm.va_end.p0(ptr %copy)
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %v
}

; A byte needs no rounding up.
; CHECK-LABEL: define i8 @byte(ptr %ap)
; CHECK-NEXT: %[[CUR:.*]] = load ptr, ptr %ap
; CHECK-NEXT: %b = load i8, ptr %[[CUR]], align 1
; CHECK-NEXT: %[[NEXT:.*]] = getelementptr i8, ptr %[[CUR]], i64 1
; CHECK-NEXT: store ptr %[[NEXT]], ptr %ap
define i8 @byte(ptr %ap) {
  %b = va_arg ptr %ap, i8
  ret i8 %b
}

; CHECK-LABEL: define i64 @caller(ptr %f)
; CHECK-DAG: %varargs{{[0-9]*}} = alloca { i32, i256, ptr }, align 32
; CHECK-DAG: %varargs{{[0-9]*}} = alloca { i64 }, align 8
; CHECK: %[[A0:.*]] = getelementptr inbounds nuw { i32, i256, ptr }, ptr %varargs{{.*}}, i32 0, i32 0
; CHECK: store i32 1, ptr %[[A0]], align 4
; CHECK: %[[A1:.*]] = getelementptr inbounds nuw { i32, i256, ptr }, ptr %varargs{{.*}}, i32 0, i32 1
; CHECK: store i256 2, ptr %[[A1]], align 32
; CHECK: %[[A2:.*]] = getelementptr inbounds nuw { i32, i256, ptr }, ptr %varargs{{.*}}, i32 0, i32 2
; CHECK: store ptr %f, ptr %[[A2]], align 8
; CHECK: %r1 = call i64 @first(i32 signext 3, ptr captures(none) %varargs{{.*}})
; CHECK: %r2 = call i64 @first(i32 signext 0, ptr captures(none) null)
; CHECK: store i64 5, ptr
; CHECK: %r3 = call i64 %f(i32 1, ptr captures(none) %varargs{{.*}})
define i64 @caller(ptr %f) {
  %r1 = call i64 (i32, ...) @first(i32 signext 3, i32 1, i256 2, ptr %f)
  %r2 = call i64 (i32, ...) @first(i32 signext 0)
  %r3 = call i64 (i32, ...) %f(i32 1, i64 5)
  %s = add i64 %r1, %r2
  %t = add i64 %s, %r3
  ret i64 %t
}
