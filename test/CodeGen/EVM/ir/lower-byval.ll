; RUN: %llc -march=evm -verify-machineinstrs -stop-after=evm-lower-byval %s -o - | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs %s -o /dev/null
; EVMLowerByVal: the caller copies a byval argument into an alloca of its
; own (in the entry block, aligned as the argument) and passes that; the
; attribute goes from the call and from the callee's parameter, and the
; call is no longer a tail call.
target datalayout = "E-p:64:64-p1:256:256-p2:256:256-p3:256:256-p4:256:256-p5:256:256-p6:256:256-i64:64-i128:128-i256:256-S256"
target triple = "evm-unknown-unknown-lp64"

%struct.S = type { i64, i32 }

; CHECK-LABEL: define void @callee(ptr align 8 %s)
define void @callee(ptr byval(%struct.S) align 8 %s) {
  store i64 1, ptr %s
  ret void
}

; CHECK-LABEL: define i64 @caller(ptr %p, i1 %c)
; CHECK-NEXT: %byval.copy{{[0-9]*}} = alloca %struct.S, align 8
; CHECK-NEXT: %byval.copy{{[0-9]*}} = alloca %struct.S, align 8
; CHECK: br i1 %c
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 8 %byval.copy{{[0-9]*}}, ptr align 8 %p, i64 16, i1 false)
; CHECK-NEXT: call void @callee(ptr align 8 %byval.copy{{[0-9]*}})
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 8 %byval.copy{{[0-9]*}}, ptr align 8 %p, i64 16, i1 false)
; CHECK-NEXT: call void @callee(ptr align 8 %byval.copy{{[0-9]*}})
; CHECK-NOT: byval
define i64 @caller(ptr %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  tail call void @callee(ptr byval(%struct.S) align 8 %p)
  br label %b
b:
  call void @callee(ptr byval(%struct.S) align 8 %p)
  %v = load i64, ptr %p
  ret i64 %v
}
