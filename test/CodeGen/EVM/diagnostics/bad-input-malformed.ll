; RUN: not %llc -march=evm %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; RUN: sed -e 's/^;UNVERIFIED: //;t' -e d %s | not %llc -march=evm -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=VERIFY --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; Malformed IR: a syntax error, and a module that parses but is not valid
; IR (a use that its definition does not dominate). llc reports both with
; `error:` and exits 1.

; CHECK: error: expected instruction opcode
; VERIFY: Instruction does not dominate all uses!
; VERIFY: error: '<stdin>': input module cannot be verified

;UNVERIFIED: define i256 @f(i256 %a) {
;UNVERIFIED:   %b = add i256 %c, 1
;UNVERIFIED:   %c = add i256 %a, 1
;UNVERIFIED:   ret i256 %b
;UNVERIFIED: }

define void @__entry() {
  frobnicate i256 1
  ret void
}
