; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; Calls the EVM target cannot make: unknown builtins, builtins with the wrong
; signature, intrinsics without a lowering, functions that are neither
; defined nor builtins, the entry function, variadic calls, inline assembly.

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

; CHECK-DAG: error: {{.*}}in function variadic {{.*}}: variadic functions are not supported
define i256 @variadic(i256 %a, ...) {
  ret i256 %a
}

; CHECK-DAG: error: {{.*}}in function asm {{.*}}: inline assembly is not supported
define void @asm() {
  call void asm sideeffect "STOP", ""()
  ret void
}

declare i256 @llvm.evm.frobnicate()
declare i256 @llvm.evm.calldataload(i256, i256)
declare i64 @llvm.evm.caller()
declare i64 @llvm.readcyclecounter()
declare i256 @external(i256)
