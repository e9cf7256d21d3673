; RUN: not %llc -march=evm -O0 -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm -O2 -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; What IR in the other backend's everyday style cannot do here: it refers to
; things another module defines (a function, a global), which only linking
; would provide. Each is a clean diagnostic naming the function and the
; construct; the rest of the module, its runtime-library calls included,
; compiles without one.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"

%struct.w = type { i32, i256 }

@w = external dso_local local_unnamed_addr global %struct.w, align 1

; CHECK-DAG: error: {{.*}}in function load.stelem {{.*}}: global variable 'w' is declared but not defined in the module
define i256 @load.stelem() {
  %elem = getelementptr inbounds %struct.w, ptr @w, i32 0, i32 1
  %load = load i256, ptr %elem
  ret i256 %load
}

; CHECK-DAG: error: {{.*}}in function calls_library {{.*}}: call to 'library_fn', which is neither defined in the module nor an EVM builtin
define i256 @calls_library(i256 %x) {
  %r = call i256 @library_fn(i256 %x)
  ret i256 %r
}

define i256 @fine(i256 %a, i256 %b) {
  %r = call i256 @__mulmod(i256 %a, i256 %b, i256 7)
  ret i256 %r
}

declare i256 @library_fn(i256)
declare i256 @__mulmod(i256, i256, i256)
