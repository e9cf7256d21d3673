; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump" --implicit-check-not=error:
; The entry function named by the "evm-entry-function" attribute (or
; `__entry`) cannot take arguments; the attribute marks one function. The
; first function with the attribute is the entry function; a second one is
; reported. A first function with arguments is not an error: the module has
; no entry function then (mc/entry-none.ll).

; CHECK-DAG: error: {{.*}}in function main {{.*}}: the entry function cannot take arguments (it reads calldata instead)
define void @main(i256 %x) "evm-entry-function" {
  ret void
}

; CHECK-DAG: error: {{.*}}in function other {{.*}}: the 'evm-entry-function' attribute marks a second function; the entry function is 'main'
define void @other() "evm-entry-function" {
  ret void
}

define void @__entry() {
  ret void
}
