; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %evm-bin -O2 --backend-only -verify-machineinstrs %s | FileCheck %s --check-prefix=BYTES
; Global variables (docs/memory-map.md). Memory globals (AS 0/1) are
; symbols equal to their address in the static data region from 0x80, those
; with a non-zero initial value first; the entry function starts by copying
; their initial image (.Lglobals.init, after the code) with one CODECOPY.
; Code globals (AS 4) are labels in the data after the code. Frames start
; after the globals. An address in an initial value is a 4-byte fixup in the
; low bytes of its word.

@zeroed = global [3 x i256] zeroinitializer
@counter = global i256 258
@bytes = addrspace(1) global [3 x i8] c"\0A\0B\0C"
@ptr = global ptr getelementptr (i8, ptr @zeroed, i256 32)
@table = addrspace(4) constant [2 x ptr] [ptr @f, ptr @g]
@msg = addrspace(4) constant [2 x i8] c"hi"

define void @__entry() {
; CHECK-LABEL: __entry:
; CHECK-NEXT: PUSH1 0x60
; CHECK-NEXT: PUSH .Lglobals.init
; CHECK-NEXT: PUSH1 0x80
; CHECK-NEXT: CODECOPY
; CHECK-NEXT: PUSH ptr
; CHECK-NEXT: MLOAD
; CHECK-NEXT: PUSH bytes
; CHECK-NEXT: MSTORE
; CHECK-NEXT: STOP
  %p = load ptr, ptr @ptr
  store ptr %p, ptr addrspace(1) @bytes
  ret void
}

define i256 @f(i256 %x) {
; CHECK-LABEL: f:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH counter
; CHECK-NEXT: MLOAD
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %c = load i256, ptr @counter
  %r = add i256 %x, %c
  ret i256 %r
}

define i256 @g(i256 %x) {
; CHECK-LABEL: g:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH table
; CHECK-NEXT: PUSH msg
; CHECK-NEXT: ADD
; CHECK-NEXT: ADD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %a = ptrtoint ptr addrspace(4) @msg to i256
  %b = ptrtoint ptr addrspace(4) @table to i256
  %s = add i256 %a, %b
  %r = add i256 %s, %x
  ret i256 %r
}

; An INVALID ends the code; then the initial image (0x60 bytes from 0x80):
; @counter (0x102), @bytes (three bytes, alignment 1), @ptr (= @zeroed + 32,
; a fixup); then the code globals. @zeroed, all zero, comes last and is not
; copied.
; CHECK:      INVALID
; CHECK-NEXT: .Lcode.end0:
; CHECK-NEXT: .Lglobals.init:
; CHECK-NEXT: .asciz "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\001\002\n\013\f\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
; CHECK-NEXT: .long zeroed+32
; CHECK-NEXT: table:
; CHECK-NEXT: .asciz "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
; CHECK-NEXT: .long f
; CHECK-NEXT: .asciz "\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000"
; CHECK-NEXT: .long g
; CHECK-NEXT: msg:
; CHECK-NEXT: .ascii "hi"
; CHECK-NEXT: counter = 128
; CHECK-NEXT: bytes = 160
; CHECK-NEXT: ptr = 192
; CHECK-NEXT: zeroed = 224
; CHECK-NOT: .Lframe

; The whole bytecode, every address in a PUSH1 (the assembler's choice):
; __entry copies 0x60 bytes from 0x1f to 0x80, loads @ptr (0xc0) and
; stores at @bytes (0xa0); f at 0x0e reads @counter (0x80); g at 0x15
; pushes @table (0x7f = 0x1f + 0x60) and @msg (0xbf = 0x7f + 64); the
; INVALID (fe) at 0x1e. The image holds 0x102, 0a0b0c, and @ptr's value
; 0xe0 + 32 = 0x100; the table holds 0x0e and 0x15; then "hi".
; BYTES: {{^}}6060601f60803960c05160a052005b6080510190565b607f60bf01019056fe00000000000000000000000000000000000000000000000000000000000001020a0b0c00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000000000000000000000000000000000000000000000000000000e00000000000000000000000000000000000000000000000000000000000000156869{{$}}
