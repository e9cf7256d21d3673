; RUN: %evm-bin -verify-machineinstrs %s > %t.runtime
; RUN: %llc -march=evm -asm-verbose=false -verify-machineinstrs -evm-deploy-runtime=%t.runtime < %s | FileCheck %s
; RUN: %evm-bin --deploy -verify-machineinstrs %s > %t.init
; RUN: %evm-run --deploy @%t.init | FileCheck %s --check-prefix=RESULT
; The init code's RETURN of the runtime code calls the module's own
; declaration of llvm.evm.return when there is one, with its types: here
; the size as a pointer in address space 5, as C's <evm.h> declares the
; builtins (an intrinsic call must match its declaration).

declare void @llvm.evm.return(ptr addrspace(1), ptr addrspace(5)) noreturn

define void @__entry() {
  call void @llvm.evm.return(ptr addrspace(1) null, ptr addrspace(5) inttoptr (i256 32 to ptr addrspace(5)))
  unreachable
}

; CHECK-LABEL: __deploy:
; CHECK: CODECOPY
; CHECK: RETURN
; RESULT: "success":true
