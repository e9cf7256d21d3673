; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; Other constructs without an EVM lowering: allocas of variable size,
; indirect branches, exception handling, integers wider than 4096 bits, and
; an entry function with arguments.

; CHECK-DAG: error: {{.*}}in function __entry {{.*}}: the entry function cannot take arguments (it reads calldata instead)
define void @__entry(i256 %x) {
  ret void
}

; CHECK-DAG: error: {{.*}}in function dynamic_alloca {{.*}}: variable-size alloca is not supported
define i256 @dynamic_alloca(i256 %n) {
  %p = alloca i256, i256 %n
  store i256 1, ptr %p
  %v = load i256, ptr %p
  ret i256 %v
}

; Outside the entry block too (allocas of constant size there get a frame
; slot: isel/alloca-blocks.ll).
; CHECK-DAG: error: {{.*}}in function dynamic_alloca_in_block {{.*}}: variable-size alloca is not supported
define i256 @dynamic_alloca_in_block(i1 %c, i256 %n) {
entry:
  br i1 %c, label %then, label %exit
then:
  %p = alloca i256, i256 %n
  store i256 1, ptr %p
  br label %exit
exit:
  ret i256 0
}

; CHECK-DAG: error: {{.*}}in function indirect_branch {{.*}}: block addresses are not supported
; CHECK-DAG: error: {{.*}}in function indirect_branch {{.*}}: indirect branches are not supported
define i256 @indirect_branch() {
entry:
  indirectbr ptr blockaddress(@indirect_branch, %target), [label %target]
target:
  ret i256 1
}

; CHECK-DAG: error: {{.*}}in function huge {{.*}}: integer type i5000 in 'add' is wider than 4096 bits
define i256 @huge(i256 %a) {
  %w = zext i256 %a to i5000
  %s = add i5000 %w, %w
  %t = trunc i5000 %s to i256
  ret i256 %t
}

; CHECK-DAG: error: {{.*}}in function eh {{.*}}: 'invoke' is not supported
; CHECK-DAG: error: {{.*}}in function eh {{.*}}: exception handling is not supported
define i256 @eh() personality ptr null {
entry:
  invoke void @callee() to label %ok unwind label %pad
ok:
  ret i256 0
pad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i256 1
}

define void @callee() {
  ret void
}
