; RUN: llvm-stress -seed=1 -size=80 -o %t1.ll
; RUN: not %llc -march=evm -O0 -verify-machineinstrs %t1.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; RUN: llvm-stress -seed=7 -size=200 -o %t7.ll
; RUN: not %llc -march=evm -O2 -verify-machineinstrs %t7.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; Modules from llvm-stress (floats, vectors, odd widths everywhere) end in
; diagnostics naming the function and construct, exit status 1, and no
; crash. scripts/fuzz/stress.sh checks many more seeds in CI.

; CHECK: error: {{.*}}in function autogen_SD{{[0-9]+}} {{.*}}: {{.*}}is not supported
