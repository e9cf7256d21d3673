; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; Floating-point and vector values have no EVM representation: each use is
; reported with the function and the instruction, llc exits with status 1
; and no crash dump, and the remaining functions still compile.

; CHECK-DAG: error: {{.*}}in function fadd {{.*}}: floating-point type 'float' in 'fadd' is not supported by the EVM target
define float @fadd(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}

; CHECK-DAG: error: {{.*}}in function sitofp {{.*}}: floating-point type 'double' in 'sitofp' is not supported by the EVM target
define i256 @sitofp(i256 %a) {
  %f = sitofp i256 %a to double
  %i = fptosi double %f to i256
  ret i256 %i
}

; CHECK-DAG: error: {{.*}}in function vadd {{.*}}: vector type '<4 x i32>' in 'add' is not supported by the EVM target
define void @vadd(ptr addrspace(1) %p) {
  %v = load <4 x i32>, ptr addrspace(1) %p
  %w = add <4 x i32> %v, %v
  store <4 x i32> %w, ptr addrspace(1) %p
  ret void
}

; CHECK-DAG: error: {{.*}}in function farg {{.*}}: floating-point type 'half' in argument 'x' is not supported by the EVM target
define i256 @farg(half %x) {
  ret i256 0
}

; A function without unsupported constructs is not reported.
; CHECK-NOT: in function fine
define i256 @fine(i256 %a) {
  ret i256 %a
}
