; RUN: %evm-bin -verify-machineinstrs %s > %t.runtime
; RUN: %llc -march=evm -asm-verbose=false -verify-machineinstrs -evm-deploy-runtime=%t.runtime < %s | FileCheck %s --check-prefix=INIT
; RUN: %llc -march=evm -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s --check-prefix=RUNTIME
; RUN: not %llc -march=evm -evm-deploy-runtime=%t.missing < %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
; Init code (docs/deploy.md): the entry function __deploy runs the
; constructor, copies the runtime code (a code global holding the bytes
; compiled before) to memory and returns it. Init code keeps only what the
; constructor reaches; runtime code drops the constructor and what only it
; uses (@set_owner, @owner_slot_value).

@owner_slot_value = global i256 7

; INIT-LABEL: __deploy:
; INIT-NEXT: PUSH1 0x20
; INIT-NEXT: PUSH .Lglobals.init
; INIT-NEXT: PUSH1 0x80
; INIT-NEXT: CODECOPY
; INIT-NEXT: PUSH .Lret0
; INIT-NEXT: PUSH __constructor
; INIT-NEXT: JUMP
; INIT-NEXT: .Lret0:
; INIT-NEXT: JUMPDEST
; INIT-NEXT: PUSH1 0x{{[0-9a-f]+}}
; INIT-NEXT: PUSH __runtime_code
; INIT-NEXT: PUSH0
; INIT-NEXT: CODECOPY
; INIT-NEXT: PUSH1 0x{{[0-9a-f]+}}
; INIT-NEXT: PUSH0
; INIT-NEXT: RETURN
; INIT-LABEL: __constructor:
; INIT-LABEL: set_owner:
; INIT-NOT: __entry:
; INIT-NOT: runtime_only:
; INIT: __runtime_code:
; INIT-NEXT: .ascii

; RUNTIME-LABEL: __entry:
; RUNTIME-LABEL: runtime_only:
; RUNTIME-NOT: __constructor
; RUNTIME-NOT: set_owner
; RUNTIME-NOT: owner_slot_value
; RUNTIME-NOT: .Lglobals.init

; MISSING: error: cannot read the runtime code '{{.*}}.missing'

define void @__entry() {
  %v = call i256 @runtime_only()
  store i256 %v, ptr addrspace(5) null
  ret void
}

define i256 @runtime_only() {
  %v = load i256, ptr addrspace(5) null
  %w = add i256 %v, 1
  ret i256 %w
}

define void @__constructor() {
  call void @set_owner()
  ret void
}

define void @set_owner() {
  %v = load i256, ptr @owner_slot_value
  %c = call i256 @llvm.evm.caller()
  %slot = inttoptr i256 %v to ptr addrspace(5)
  store i256 %c, ptr addrspace(5) %slot
  ret void
}

declare i256 @llvm.evm.caller()
