; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump" --implicit-check-not="error:"
; RUN: not %llc -march=evm -O0 -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump" --implicit-check-not="error:"
; The activations of a recursive function share one frame (each saves it
; on the stack while it calls): the address of a local may go to a callee
; that cannot call the function again (@print_it, off the cycle; C's
; printf with its buffer of variadic arguments is the common case), not
; to one on the cycle (@descend through @helper) or through a pointer.

@kept = global i256 0

define void @print_it(ptr %p) {
  %v = load i256, ptr %p
  store i256 %v, ptr @kept
  ret void
}

; No error: @print_it is not on a cycle with @countdown.
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

; CHECK-DAG: error: {{.*}}in function descend {{.*}}: the address of a local variable of a recursive function escapes; recursive activations share one frame
define void @descend(i256 %n) {
  %local = alloca i256
  store i256 %n, ptr %local
  call void @helper(ptr %local)
  ret void
}
define void @helper(ptr %p) {
  %v = load i256, ptr %p
  %done = icmp eq i256 %v, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i256 %v, 1
  call void @descend(i256 %m)
  br label %exit
exit:
  ret void
}

; CHECK-DAG: error: {{.*}}in function through_pointer {{.*}}: the address of a local variable of a recursive function escapes; recursive activations share one frame
define void @through_pointer(ptr %f, i256 %n) {
  %local = alloca i256
  store i256 %n, ptr %local
  call void %f(ptr %local)
  call void @through_pointer(ptr %f, i256 0)
  ret void
}
