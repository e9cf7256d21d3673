; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; Constants where size counts (optsize: bin/opt -Os/-Oz sets it): a value
; whose complement is shorter by more than one byte is pushed as the
; complement and NOT. Without optsize the shortest PUSH of the value itself
; is taken (less gas).

define void @__entry() noreturn {
  unreachable
}

; CHECK-LABEL: all_ones_size:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH0
; CHECK-NEXT: NOT
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
define i256 @all_ones_size() optsize {
  ret i256 -1
}

; CHECK-LABEL: high_mask_size:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH2 0xfff
; CHECK-NEXT: NOT
; CHECK-NEXT: AND
define i256 @high_mask_size(i256 %x) optsize {
  %r = and i256 %x, -4096
  ret i256 %r
}

; A small value stays as it is (its complement takes 32 bytes).
; CHECK-LABEL: small_size:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x7f
define i256 @small_size() optsize {
  ret i256 127
}

; CHECK-LABEL: all_ones_speed:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH32 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
define i256 @all_ones_speed() {
  ret i256 -1
}
