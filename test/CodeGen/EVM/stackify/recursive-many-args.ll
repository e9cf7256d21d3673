; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; A recursive function that saves its frame puts the saved words below its
; arguments. With 17 argument words the deepest is out of SWAP16 reach, so
; the prologue stores the arguments in a staging area after the saved part
; of the frame (argument 0, on top, first), pushes the saved words, and
; loads the arguments back, argument 0 last (EVMStackEmitter::emitPrologue;
; it used to be refused: "a recursive function takes at most 16 argument
; words"). Execution: test/exec/control-flow/recursive-many-args.ll.

; The frame: 17 spilled argument words (0-512), then the staging area
; (544-1056).
; CHECK-LABEL: many:
; CHECK:       JUMPDEST
; CHECK-NEXT:  PUSH .Lframe.many+544
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH .Lframe.many+576
; CHECK-NEXT:  MSTORE
; CHECK:       PUSH .Lframe.many+1056
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH .Lframe.many{{$}}
; CHECK-NEXT:  MLOAD
; CHECK-NEXT:  PUSH .Lframe.many+32
; CHECK-NEXT:  MLOAD
; CHECK:       PUSH .Lframe.many+512
; CHECK-NEXT:  MLOAD
; CHECK-NEXT:  PUSH .Lframe.many+1056
; CHECK-NEXT:  MLOAD
; CHECK:       PUSH .Lframe.many+544
; CHECK-NEXT:  MLOAD
; CHECK:       .size many
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define i256 @many(i256 %n, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16) noinline {
entry:
  %leaf = icmp eq i256 %n, 0
  br i1 %leaf, label %done, label %recurse
recurse:
  %m = sub i256 %n, 1
  %r = call i256 @many(i256 %m, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a1)
  %s = add i256 %r, %a16
  ret i256 %s
done:
  ret i256 %a1
}
