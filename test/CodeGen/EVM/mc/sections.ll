; RUN: %llc -march=evm -verify-machineinstrs %s -o %t.s 2>%t.err
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %llc -march=evm -O0 -verify-machineinstrs %s -o - 2>/dev/null | FileCheck %s
; The options that would spread code over sections change nothing.
; RUN: %llc -march=evm -verify-machineinstrs -function-sections %s -o - 2>/dev/null | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs -split-machine-functions %s -o - 2>/dev/null | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs -basic-block-sections=all %s -o - 2>/dev/null | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs -enable-machine-outliner %s -o - 2>/dev/null | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs -filetype=obj %s -o %t.o 2>/dev/null
; RUN: %llc -march=evm -verify-machineinstrs -filetype=obj -function-sections -split-machine-functions -basic-block-sections=all %s -o %t.all.o 2>/dev/null
; RUN: cmp %t.o %t.all.o
; RUN: llvm-readelf -S %t.o | FileCheck %s --check-prefix=OBJ
; The init code is compiled from the same module after the runtime code,
; which has warned already: each warning comes once.
; RUN: %evm-bin --deploy -verify-machineinstrs %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DEPLOY
;
; The bytecode is one code section (EVMTargetObjectFile): cold and hot
; functions, a function and a global with a section attribute all go to
; .text, in module order after the entry. The section attributes are
; ignored with a warning that names them; hot and cold are not worth one.
; test/exec/control-flow/sections.ll runs this code.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; No switch to a section of code or data other than .text (the only
; other section is the empty .note.GNU-stack).
; CHECK: .text
; CHECK-NOT: .section {{.*}}"a
; CHECK-LABEL: __entry:
; CHECK-NOT: .section {{.*}}"a
; CHECK-LABEL: slow:
; CHECK-NOT: .section {{.*}}"a
; CHECK-LABEL: fast:
; CHECK-NOT: .section {{.*}}"a
; CHECK-LABEL: mine:
; CHECK-NOT: .section {{.*}}"a
; CHECK: .Lglobals.init:

; WARN: warning: {{.*}}in function mine {{.*}}: the section attribute (".text.mine") is ignored: the bytecode is one code section, which holds every function
; WARN: warning: the section attribute (".data.mine") of global variable 'g' is ignored: globals live in memory or in the code, by address space (docs/memory-map.md)
; WARN-NOT: warning

; OBJ: .text
; OBJ-NOT: .text.

; DEPLOY: warning: {{.*}}(".text.mine") is ignored
; DEPLOY: warning: {{.*}}(".data.mine") {{.*}}is ignored
; DEPLOY-NOT: warning

@g = global i256 7, section ".data.mine"

define i256 @slow(i256 %x) cold noinline {
  %y = mul i256 %x, 3
  ret i256 %y
}

define i256 @fast(i256 %x) hot noinline {
  %y = add i256 %x, 1
  ret i256 %y
}

define i256 @mine(i256 %x) noinline section ".text.mine" {
  %a = load i256, ptr @g
  %y = add i256 %x, %a
  ret i256 %y
}

define void @__entry() cold noreturn {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %a = call i256 @slow(i256 %x)
  %b = call i256 @fast(i256 %a)
  %c = call i256 @mine(i256 %b)
  store i256 %c, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
