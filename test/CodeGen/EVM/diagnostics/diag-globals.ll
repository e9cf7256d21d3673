; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump" --implicit-check-not="error:"
; Globals and function addresses the EVM target cannot give an address:
; globals outside memory and code, declared but not defined, of
; floating-point type, or whose initial value refers to such a global;
; aliases; the address of the entry function (it has no JUMPDEST) or of a
; function that is not defined. Each is reported once per function that
; uses it.

@in_storage = addrspace(5) global i256 1
@in_calldata = addrspace(2) global i256 1
@external = external global i256
@float = global double 1.0
@refers = global ptr addrspace(5) @in_storage
@alias = alias i256, ptr addrspace(5) @in_storage
@entry_table = addrspace(4) constant [1 x ptr] [ptr @__entry]

define void @__entry() {
  ret void
}

; CHECK-DAG: error: {{.*}}in function storage {{.*}}: global variable 'in_storage' in address space 5 (storage) is not supported: globals live in memory (address space 0 or 1) or in the code (address space 4)
define i256 @storage() {
  %a = load i256, ptr addrspace(5) @in_storage
  %b = load i256, ptr addrspace(5) @in_storage
  %r = add i256 %a, %b
  ret i256 %r
}

; CHECK-DAG: error: {{.*}}in function calldata {{.*}}: global variable 'in_calldata' in address space 2 (calldata) is not supported
define i256 @calldata() {
  %a = load i256, ptr addrspace(2) @in_calldata
  ret i256 %a
}

; CHECK-DAG: error: {{.*}}in function declared {{.*}}: global variable 'external' is declared but not defined in the module
define i256 @declared() {
  %a = load i256, ptr @external
  ret i256 %a
}

; CHECK-DAG: error: {{.*}}in function float_global {{.*}}: floating point is not supported by the EVM target (type 'double' in global variable 'float')
define ptr @float_global() {
  ret ptr @float
}

; CHECK-DAG: error: {{.*}}in function uses_refers {{.*}}: global variable 'in_storage' in address space 5 (storage) is not supported
define ptr @uses_refers() {
  ret ptr @refers
}

; CHECK-DAG: error: {{.*}}in function uses_alias {{.*}}: global alias 'alias' is not supported
define ptr addrspace(5) @uses_alias() {
  ret ptr addrspace(5) @alias
}

; CHECK-DAG: error: {{.*}}in function entry_address {{.*}}: the address of the entry function '__entry' is taken
define ptr @entry_address() {
  ret ptr @__entry
}

; CHECK-DAG: error: {{.*}}in function entry_in_table {{.*}}: the address of the entry function '__entry' is taken
define ptr addrspace(4) @entry_in_table() {
  ret ptr addrspace(4) @entry_table
}

; CHECK-DAG: error: {{.*}}in function undefined_address {{.*}}: the address of function 'elsewhere', which is not defined in the module, is taken
define ptr @undefined_address() {
  ret ptr @elsewhere
}


declare void @elsewhere()

; The globals themselves are still laid out; their initial values cannot be
; written.
; CHECK-DAG: error: the initial value of global variable 'refers' refers to '@in_storage', which has no address on the EVM
; CHECK-DAG: error: the initial value of global variable 'entry_table' refers to '@__entry', which has no address on the EVM
