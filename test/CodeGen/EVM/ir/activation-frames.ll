; RUN: %llc -march=evm -stop-after=evm-activation-frames %s -o - | FileCheck %s
; RUN: %llc -march=evm -O0 -verify-machineinstrs %s -o /dev/null
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o /dev/null
; A recursive function whose local's address may reach another activation
; gets a block of memory per activation for it (EVMActivationFrames,
; docs/calling-convention.md "Recursion"): allocated at entry, released
; before each return; the other allocas, and functions off a cycle, keep
; the static frame. Without malloc, and with nothing else on the heap,
; the blocks come from a stack at the heap start.

; The local goes to @helper, which can call @descend again: a block of 32
; bytes (the i64 rounded up to a word) for it; %kept stays an alloca.
; CHECK-LABEL: define void @descend(
; CHECK-NEXT:    %activation.frame = call ptr @__evm_frame_alloc(i256 32)
; CHECK-NEXT:    %local.activation = getelementptr inbounds i8, ptr %activation.frame, i256 0
; CHECK-NEXT:    %kept = alloca i256
; CHECK:         store i64 %n64, ptr %local.activation
; CHECK:         call void @helper(ptr %local.activation)
; CHECK:         call void @__evm_frame_free(ptr %activation.frame, i256 32)
; CHECK-NEXT:    ret void
define void @descend(i256 %n) {
  %local = alloca i64
  %kept = alloca i256
  store i256 %n, ptr %kept
  %n64 = trunc i256 %n to i64
  store i64 %n64, ptr %local
  call void @helper(ptr %local)
  ret void
}
define void @helper(ptr %p) {
  %v = load i64, ptr %p
  %done = icmp eq i64 %v, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i64 %v, 1
  %m256 = zext i64 %m to i256
  call void @descend(i256 %m256)
  br label %exit
exit:
  ret void
}

; Two locals in one block (offsets 0 and 32), two returns; a call through
; a pointer may reach the function again.
; CHECK-LABEL: define i256 @two_returns(
; CHECK-NEXT:    %activation.frame = call ptr @__evm_frame_alloc(i256 96)
; CHECK-NEXT:    %a.activation = getelementptr inbounds i8, ptr %activation.frame, i256 0
; CHECK-NEXT:    %b.activation = getelementptr inbounds i8, ptr %activation.frame, i256 32
; CHECK:         call void @__evm_frame_free(ptr %activation.frame, i256 96)
; CHECK-NEXT:    ret i256 0
; CHECK:         call void @__evm_frame_free(ptr %activation.frame, i256 96)
; CHECK-NEXT:    ret i256 %r
define i256 @two_returns(ptr %f, i256 %n) {
  %a = alloca i256
  %b = alloca [2 x i256]
  store i256 %n, ptr %a
  call void %f(ptr %a, ptr %b)
  %z = icmp eq i256 %n, 0
  br i1 %z, label %zero, label %more
zero:
  ret i256 0
more:
  %m = sub i256 %n, 1
  %r = call i256 @two_returns(ptr %f, i256 %m)
  ret i256 %r
}

; The address goes only to a callee off the cycle that does not capture
; it: the static frame stays.
; CHECK-LABEL: define void @countdown(
; CHECK-NEXT:    %local = alloca i256
; CHECK-NOT:     __evm_frame_alloc
; CHECK:         ret void
@kept = global i256 0
define void @print_it(ptr captures(none) %p) {
  %v = load i256, ptr %p
  store i256 %v, ptr @kept
  ret void
}
define void @countdown(i256 %n) {
  %local = alloca i256
  store i256 %n, ptr %local
  call void @print_it(ptr %local)
  %done = icmp eq i256 %n, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i256 %n, 1
  call void @countdown(i256 %m)
  br label %exit
exit:
  ret void
}

; A variadic call's buffer (EVMExpandVarArgs, which runs just before) goes
; to a callee off the cycle as its va_list, which C lets it use only until
; it returns: the buffer stays in the static frame too (regression: C's
; printf in a recursive function at -O1, -Os and -O3, where the middle end
; had removed the allocator a block would need, was refused).
; CHECK-LABEL: define void @hanoi(
; CHECK-NEXT:    %varargs = alloca { i256 }
; CHECK-NOT:     __evm_frame_alloc
; CHECK:         call void @report(i256 %n, ptr captures(none) %varargs)
; CHECK:         ret void
define void @report(i256 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i256
  store i256 %v, ptr @kept
  call void @llvm.va_end.p0(ptr %ap)
  ret void
}
define void @hanoi(i256 %n) {
  %done = icmp eq i256 %n, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i256 %n, 1
  call void @hanoi(i256 %m)
  call void (i256, ...) @report(i256 %n, i256 %m)
  call void @hanoi(i256 %m)
  br label %exit
exit:
  ret void
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

; The stack of blocks: its top starts at 0, which stands for the heap start.
; CHECK-LABEL: define internal ptr @__evm_frame_alloc(i256 %0)
; CHECK:         %[[TOP:[0-9]+]] = load i256, ptr @__evm_frame_top
; CHECK:         call i256 @llvm.evm.heapstart()
; CHECK-LABEL: define internal void @__evm_frame_free(ptr %0, i256 %1)
; CHECK:         store i256 %{{[0-9]+}}, ptr @__evm_frame_top
