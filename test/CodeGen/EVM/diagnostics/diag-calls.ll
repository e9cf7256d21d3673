; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GUARD
; Calls the EVM target cannot make: unknown builtins, builtins with the wrong
; signature (a wrong tail too), the builtins of the other backend's dialect
; that name objects to link with, runtime-library functions declared with
; another type than the library's, intrinsics without a lowering, functions
; that are neither defined nor builtins, the entry function, inline
; assembly. (Variadic functions and calls are lowered: EVMExpandVarArgs.)

define void @__entry() {
  ret void
}

; CHECK-DAG: error: {{.*}}in function unknown_builtin {{.*}}: unknown EVM builtin 'llvm.evm.frobnicate'
define i256 @unknown_builtin() {
  %v = call i256 @llvm.evm.frobnicate()
  ret i256 %v
}

; CHECK-DAG: error: {{.*}}in function bad_signature {{.*}}: EVM builtin 'llvm.evm.calldataload' takes 1 i256 or pointer argument(s) and returns an i256
define i256 @bad_signature() {
  %v = call i256 @llvm.evm.calldataload(i256 0, i256 1)
  ret i256 %v
}

; CHECK-DAG: error: {{.*}}in function narrow_builtin {{.*}}: EVM builtin 'llvm.evm.caller' takes 0 i256 or pointer argument(s) and returns an i256
define i64 @narrow_builtin() {
  %v = call i64 @llvm.evm.caller()
  ret i64 %v
}

; CHECK-DAG: error: {{.*}}in function intrinsic {{.*}}: intrinsic 'llvm.readcyclecounter' is not supported by the EVM target
define i64 @intrinsic() {
  %v = call i64 @llvm.readcyclecounter()
  ret i64 %v
}

; CHECK-DAG: error: {{.*}}in function undefined {{.*}}: call to 'external', which is neither defined in the module nor an EVM builtin
define i256 @undefined() {
  %v = call i256 @external(i256 1)
  ret i256 %v
}

; CHECK-DAG: error: {{.*}}in function calls_entry {{.*}}: call to the entry function '__entry'
define void @calls_entry() {
  call void @__entry()
  ret void
}


; CHECK-DAG: error: {{.*}}in function asm {{.*}}: inline assembly is not supported
define void @asm() {
  call void asm sideeffect "STOP", ""()
  ret void
}

; CHECK-DAG: error: {{.*}}in function bad_tail {{.*}}: EVM builtin 'llvm.evm.memcpyas1as3' takes 3 i256 or pointer argument(s), then an i1, and returns void
define void @bad_tail() {
  call void @llvm.evm.memcpyas1as3(ptr addrspace(1) null, ptr addrspace(3) null, i256 32)
  ret void
}

; CHECK-DAG: error: {{.*}}in function bad_state_pointers {{.*}}: EVM builtin 'llvm.evm.return.sptr' takes 2 i256 or pointer argument(s), then a ptr addrspace(5) and a ptr addrspace(6), and returns void
define void @bad_state_pointers() {
  call void @llvm.evm.return.sptr(ptr addrspace(1) null, i256 0, ptr addrspace(6) null, ptr addrspace(5) null)
  unreachable
}

; memoryguard's argument is the end of the code's own memory: a constant
; (the backend's globals and frames start above it) that a static address
; reaches; 0xc0, as solc's init code gives, is fine.
; CHECK-DAG: error: {{.*}}in function guard_too_high {{.*}}: EVM builtin 'llvm.evm.memoryguard' takes a constant i256 of at most 4294967264 (0xffffffe0: the backend's globals and frames start above it, at a static address) and returns an i256
; CHECK-DAG: error: {{.*}}in function guard_not_constant {{.*}}: EVM builtin 'llvm.evm.memoryguard' takes a constant i256 of at most 4294967264
; GUARD-NOT: in function guard_solc_init
define i256 @guard_solc_init() {
  %r = call i256 @llvm.evm.memoryguard(i256 192)
  ret i256 %r
}
define i256 @guard_too_high() {
  %r = call i256 @llvm.evm.memoryguard(i256 4294967296)
  ret i256 %r
}
define i256 @guard_not_constant(i256 %n) {
  %r = call i256 @llvm.evm.memoryguard(i256 %n)
  ret i256 %r
}

; Only the operations the other backend gives a `.sptr` form have one.
; CHECK-DAG: error: {{.*}}in function no_sptr_form {{.*}}: unknown EVM builtin 'llvm.evm.log0.sptr'
define void @no_sptr_form() {
  call void @llvm.evm.log0.sptr(ptr addrspace(1) null, i256 0, ptr addrspace(5) null, ptr addrspace(6) null)
  ret void
}

; The builtins that name other objects take a metadata string, not a node
; (test/CodeGen/EVM/diagnostics/diag-link-objects.ll has the rest of
; theirs); pushdeployaddress is refused.
; CHECK-DAG: error: {{.*}}in function linking {{.*}}: EVM builtin 'llvm.evm.datasize' names its object or immutable by a metadata string (metadata !"NAME")
; CHECK-DAG: error: {{.*}}in function linking {{.*}}: EVM builtin 'llvm.evm.dataoffset' names its object or immutable by a metadata string (metadata !"NAME")
; CHECK-DAG: error: {{.*}}in function linking {{.*}}: EVM builtin 'llvm.evm.pushdeployaddress' is not supported: it is a placeholder that the deploy code of a library patches
; CHECK-DAG: error: {{.*}}in function linking {{.*}}: EVM builtin 'llvm.evm.linkersymbol' takes a metadata string (metadata !"NAME") and returns an i256
; CHECK-DAG: error: {{.*}}in function linking {{.*}}: EVM builtin 'llvm.evm.loadimmutable' takes a metadata string (metadata !"NAME") and returns an i256
define i256 @linking() {
  %s = call i256 @llvm.evm.datasize(metadata !0)
  %o = call i256 @llvm.evm.dataoffset(metadata !0)
  %d = call i256 @llvm.evm.pushdeployaddress()
  %l = call i256 @llvm.evm.linkersymbol(metadata !1)
  %i = call i256 @llvm.evm.loadimmutable(metadata !2)
  %a = add i256 %s, %o
  %b = add i256 %d, %l
  %c = add i256 %a, %b
  %r = add i256 %c, %i
  ret i256 %r
}

; CHECK-DAG: error: {{.*}}in function runtime_type {{.*}}: call to the runtime-library function '__div' declared as 'i256 (i256)'; the library defines it as 'i256 (i256, i256)'
; CHECK-DAG: error: {{.*}}in function runtime_type {{.*}}: call to the runtime-library function '__sha3' declared as 'i256 (ptr addrspace(1), i256)'; the library defines it as 'i256 (ptr addrspace(1), i256, i1)'
define i256 @runtime_type(i256 %x) {
  %d = call i256 @__div(i256 %x)
  %h = call i256 @__sha3(ptr addrspace(1) null, i256 %d)
  ret i256 %h
}

declare i256 @llvm.evm.frobnicate()
declare i256 @llvm.evm.calldataload(i256, i256)
declare i64 @llvm.evm.caller()
declare i64 @llvm.readcyclecounter()
declare i256 @external(i256)
declare void @llvm.evm.memcpyas1as3(ptr addrspace(1), ptr addrspace(3), i256)
declare void @llvm.evm.return.sptr(ptr addrspace(1), i256, ptr addrspace(6), ptr addrspace(5))
declare void @llvm.evm.log0.sptr(ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6))
declare i256 @llvm.evm.memoryguard(i256)
declare i256 @llvm.evm.datasize(metadata)
declare i256 @llvm.evm.dataoffset(metadata)
declare i256 @llvm.evm.pushdeployaddress()
declare i256 @llvm.evm.linkersymbol(metadata)
declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @__div(i256)
declare i256 @__sha3(ptr addrspace(1), i256)

!0 = !{!"Test_deployed"}
!1 = !{!"library_id"}
!2 = !{!"immutable_id"}
