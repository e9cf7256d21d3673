; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; A call through a function pointer may reach every function whose address
; is taken and whose argument and result words agree with the call's
; (EVMCallGraph): a callee of other word counts would leave the stack wrong
; for the caller. The IR types themselves are not compared (a call through
; a pointer typed with `void *` to a function taking `char *` works).
;
; The addresses of @one, @two and @three are taken (@table). Each keeps a
; local across its call through a pointer from the table, so a recursive
; one saves its frame at entry (PUSH frame; MLOAD) before it stores the
; local.

@table = global [3 x ptr] [ptr @one, ptr @two, ptr @three]

; One argument word, a call of one argument word: it may reach itself.
; CHECK-LABEL: one:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.one
; CHECK-NEXT: MLOAD
define i256 @one(i256 %a) {
  %slot = alloca i256
  store i256 %a, ptr %slot
  %f = load ptr, ptr @table
  %r = call i256 %f(i256 %a)
  %v = load i256, ptr %slot
  %s = add i256 %r, %v
  ret i256 %s
}

; Two argument words, a call of one: only @one can answer it, and @one
; never calls @two, so @two is not recursive and does not save its frame.
; CHECK-LABEL: two:
; CHECK-NEXT: JUMPDEST
; CHECK-NOT:  MLOAD
; CHECK:      PUSH .Lframe.two
; CHECK-NEXT: MSTORE
define i256 @two(ptr %p, i256 %b) {
  %slot = alloca i256
  store i256 %b, ptr %slot
  %f = load ptr, ptr @table
  %r = call i256 %f(i256 %b)
  %v = load i256, ptr %slot
  %s = add i256 %r, %v
  ret i256 %s
}

; Two argument words, a call typed (ptr, i256) of two words: it may reach
; @two and @three itself, whose IR type (i256, i256) differs but whose
; words agree. So @three is recursive.
; CHECK-LABEL: three:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lframe.three
; CHECK-NEXT: MLOAD
define i256 @three(i256 %a, i256 %b) {
  %slot = alloca i256
  store i256 %b, ptr %slot
  %g = getelementptr ptr, ptr @table, i256 2
  %f = load ptr, ptr %g
  %r = call i256 %f(ptr null, i256 %a)
  %v = load i256, ptr %slot
  %s = add i256 %r, %v
  ret i256 %s
}
