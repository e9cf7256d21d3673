; RUN: %llc -march=evm -verify-machineinstrs -stop-after=evm-lower-vectors %s -o - | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs -stop-after=scalarizer %s -o - \
; RUN:   | FileCheck %s --check-prefix=SCALAR
; RUN: %llc -march=evm -verify-machineinstrs %s -o /dev/null
; EVMLowerVectors: a vector is the integer it bitcasts to, element 0 most
; significant (big-endian); vector loads and stores are that integer's;
; integer reductions are chains of the scalar operation. Then the
; Scalarizer leaves no vector type.

define void @__entry() {
  ret void
}

; CHECK-LABEL: define i32 @round_trip(
; CHECK: %[[S0:.*]] = lshr i32 %x, 24
; CHECK: trunc i32 %[[S0]] to i8
; CHECK: %[[E0:.*]] = extractelement <4 x i8> %w, i64 0
; CHECK: %[[Z0:.*]] = zext i8 %[[E0]] to i32
; CHECK: shl i32 %[[Z0]], 24
; CHECK: %[[E3:.*]] = extractelement <4 x i8> %w, i64 3
; CHECK-NEXT: %[[Z3:.*]] = zext i8 %[[E3]] to i32
; CHECK-NEXT: %r = or i32 {{.*}}, %[[Z3]]
; SCALAR-LABEL: define i32 @round_trip(
; SCALAR-NOT: <{{[0-9]+}} x
; SCALAR: ret i32
define i32 @round_trip(i32 %x) {
  %v = bitcast i32 %x to <4 x i8>
  %w = add <4 x i8> %v, <i8 1, i8 2, i8 3, i8 4>
  %r = bitcast <4 x i8> %w to i32
  ret i32 %r
}

; CHECK-LABEL: define i256 @load_reduce(
; CHECK: %[[W:.*]] = load i24, ptr addrspace(1) %p, align 1
; CHECK: lshr i24 %[[W]], 16
; CHECK: %[[A:.*]] = call i8 @llvm.umax.i8(
; CHECK: call i8 @llvm.umax.i8(i8 %[[A]],
; SCALAR-LABEL: define i256 @load_reduce(
; SCALAR-NOT: <{{[0-9]+}} x
; SCALAR: ret i256
define i256 @load_reduce(ptr addrspace(1) %p) {
  %v = load <3 x i8>, ptr addrspace(1) %p, align 1
  %m = call i8 @llvm.vector.reduce.umax.v3i8(<3 x i8> %v)
  %r = zext i8 %m to i256
  ret i256 %r
}

; CHECK-LABEL: define void @store_mask(
; CHECK: %[[E4:.*]] = extractelement <5 x i1> %c, i64 4
; CHECK-NEXT: %[[Z4:.*]] = zext i1 %[[E4]] to i5
; CHECK-NEXT: %[[M:.*]] = or i5 %{{.*}}, %[[Z4]]
; CHECK-NEXT: store i5 %[[M]], ptr addrspace(1) %p
; SCALAR-LABEL: define void @store_mask(
; SCALAR-NOT: <{{[0-9]+}} x
; SCALAR: ret void
define void @store_mask(ptr addrspace(1) %p, i256 %a, i256 %b) {
  %va = insertelement <5 x i256> zeroinitializer, i256 %a, i32 1
  %vb = insertelement <5 x i256> zeroinitializer, i256 %b, i32 3
  %c = icmp ult <5 x i256> %va, %vb
  store <5 x i1> %c, ptr addrspace(1) %p
  ret void
}
