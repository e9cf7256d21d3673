; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; Calldata, return data and code are read-only; storage cannot be the source
; or target of a byte copy; unknown address spaces are rejected.

; CHECK-DAG: error: {{.*}}in function store_calldata {{.*}}: store into read-only address space 2 (calldata)
define void @store_calldata(ptr addrspace(2) %p) {
  store i256 1, ptr addrspace(2) %p
  ret void
}

; CHECK-DAG: error: {{.*}}in function store_returndata {{.*}}: store into read-only address space 3 (return data)
define void @store_returndata(ptr addrspace(3) %p) {
  store i8 1, ptr addrspace(3) %p
  ret void
}

; CHECK-DAG: error: {{.*}}in function store_code {{.*}}: store into read-only address space 4 (code)
define void @store_code(ptr addrspace(4) %p) {
  store i32 1, ptr addrspace(4) %p
  ret void
}

; CHECK-DAG: error: {{.*}}in function copy_into_calldata {{.*}}: 'llvm.memcpy.p2.p1.i256' into address space 2 (calldata) (copies can only write EVM memory)
define void @copy_into_calldata(ptr addrspace(2) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.p2.p1.i256(ptr addrspace(2) %d, ptr addrspace(1) %s, i256 32, i1 false)
  ret void
}

; CHECK-DAG: error: {{.*}}in function copy_from_storage {{.*}}: 'llvm.memcpy.p1.p5.i256' from address space 5 (storage) is not supported
define void @copy_from_storage(ptr addrspace(1) %d, ptr addrspace(5) %s) {
  call void @llvm.memcpy.p1.p5.i256(ptr addrspace(1) %d, ptr addrspace(5) %s, i256 32, i1 false)
  ret void
}

; CHECK-DAG: error: {{.*}}in function fill_storage {{.*}}: 'llvm.memset.p5.i256' into address space 5 (storage) (fills can only write EVM memory)
define void @fill_storage(ptr addrspace(5) %d) {
  call void @llvm.memset.p5.i256(ptr addrspace(5) %d, i8 0, i256 64, i1 false)
  ret void
}

; CHECK-DAG: error: {{.*}}in function unknown_space {{.*}}: load from unknown address space 9
define i256 @unknown_space(ptr addrspace(9) %p) {
  %v = load i256, ptr addrspace(9) %p
  ret i256 %v
}

declare void @llvm.memcpy.p2.p1.i256(ptr addrspace(2), ptr addrspace(1), i256, i1)
declare void @llvm.memcpy.p1.p5.i256(ptr addrspace(1), ptr addrspace(5), i256, i1)
declare void @llvm.memset.p5.i256(ptr addrspace(5), i8, i256, i1)
