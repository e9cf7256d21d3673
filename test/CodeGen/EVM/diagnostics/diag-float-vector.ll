; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; Floating-point values and most vectors have no EVM representation: each use is
; reported with the function and the instruction, llc exits with status 1
; and no crash dump, and the remaining functions still compile.

; CHECK-DAG: error: {{.*}}in function fadd {{.*}}: floating point is not supported by the EVM target (type 'float' in 'fadd')
define float @fadd(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}

; CHECK-DAG: error: {{.*}}in function sitofp {{.*}}: floating point is not supported by the EVM target (type 'double' in 'sitofp')
define i256 @sitofp(i256 %a) {
  %f = sitofp i256 %a to double
  %i = fptosi double %f to i256
  ret i256 %i
}

; Integer vectors are split into scalars (EVMLowerVectors); vectors of
; floats or pointers, scalable vectors, vectors in signatures and vector
; operations nothing splits are reported.
; CHECK-DAG: error: {{.*}}in function fvec {{.*}}: vector type '<2 x float>' in 'fadd' is not supported by the EVM target
define void @fvec(ptr addrspace(1) %p) {
  %v = load <2 x float>, ptr addrspace(1) %p
  %w = fadd <2 x float> %v, %v
  store <2 x float> %w, ptr addrspace(1) %p
  ret void
}

; CHECK-DAG: error: {{.*}}in function pvec {{.*}}: vector type '<2 x ptr>' in 'insertelement' is not supported by the EVM target
define i256 @pvec(ptr %p) {
  %v = insertelement <2 x ptr> poison, ptr %p, i32 0
  %e = extractelement <2 x ptr> %v, i32 0
  %r = ptrtoint ptr %e to i256
  ret i256 %r
}

; CHECK-DAG: error: {{.*}}in function svec {{.*}}: vector type '<vscale x 2 x i64>' in 'add' is not supported by the EVM target
define void @svec(ptr addrspace(1) %p) {
  %v = load <vscale x 2 x i64>, ptr addrspace(1) %p
  %w = add <vscale x 2 x i64> %v, %v
  store <vscale x 2 x i64> %w, ptr addrspace(1) %p
  ret void
}

; CHECK-DAG: error: {{.*}}in function vret {{.*}}: vector type '<4 x i32>' in return type is not supported by the EVM target
define <4 x i32> @vret(<4 x i32> %v) {
  ret <4 x i32> %v
}

; CHECK-DAG: error: {{.*}}in function vreverse {{.*}}: intrinsic 'llvm.vector.reverse.v4i32' is not supported by the EVM target
define i32 @vreverse(ptr addrspace(1) %p) {
  %v = load <4 x i32>, ptr addrspace(1) %p
  %r = call <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32> %v)
  %e = extractelement <4 x i32> %r, i32 0
  ret i32 %e
}

; An integer vector operation compiles.
; CHECK-NOT: in function vadd
define void @vadd(ptr addrspace(1) %p) {
  %v = load <4 x i32>, ptr addrspace(1) %p
  %w = add <4 x i32> %v, %v
  store <4 x i32> %w, ptr addrspace(1) %p
  ret void
}

; CHECK-DAG: error: {{.*}}in function farg {{.*}}: floating point is not supported by the EVM target (type 'half' in argument 'x')
define i256 @farg(half %x) {
  ret i256 0
}

; A function without unsupported constructs is not reported.
; CHECK-NOT: in function fine
define i256 @fine(i256 %a) {
  ret i256 %a
}
