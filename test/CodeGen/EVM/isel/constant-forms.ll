; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s \
; RUN:   | FileCheck %s --check-prefixes=CHECK,RUNS
; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s \
; RUN:   | FileCheck %s --check-prefix=O0
; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs \
; RUN:   -evm-optimize-runs=1000000 < %s | FileCheck %s --check-prefixes=CHECK,GAS
; Constants in their cheapest form (EVMConstantMaterializer): a PUSH of the
; value, of its complement and a NOT, a shifted value, a reciprocal of
; 2^256-1. In an optsize function (bin/opt -Os/-Oz) the fewest bytes win,
; then the least gas; otherwise the least gas * runs + 200 * bytes, runs
; being -evm-optimize-runs (200 by default: a byte is worth a gas; with a
; million runs, gas decides). The same at -O0 (where no peephole removes
; the SWAP1 before a commutative operation).

define void @__entry() noreturn {
  unreachable
}

; PUSH0 NOT: 2 bytes and 5 gas against 33 bytes and 3 gas.
; CHECK-LABEL: all_ones:
; CHECK-NEXT:  JUMPDEST
; RUNS-NEXT:   PUSH0
; RUNS-NEXT:   NOT
; GAS-NEXT:    PUSH32 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
; CHECK-NEXT:  SWAP1
; CHECK-NEXT:  JUMP
define i256 @all_ones() {
  ret i256 -1
}

; CHECK-LABEL: all_ones_size:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  NOT
; CHECK-NEXT:  SWAP1
define i256 @all_ones_size() optsize {
  ret i256 -1
}

; A mask of high bits: its complement is short.
; CHECK-LABEL: high_mask:
; CHECK-NEXT:  JUMPDEST
; RUNS-NEXT:   PUSH2 0xfff
; RUNS-NEXT:   NOT
; GAS-NEXT:    PUSH32 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff000
; CHECK-NEXT:  AND
define i256 @high_mask(i256 %x) {
  %r = and i256 %x, -4096
  ret i256 %r
}

; A shifted mask, 0xffff << 200: PUSH2 PUSH1 SHL is 6 bytes, PUSH27 28.
; CHECK-LABEL: shifted_mask:
; CHECK-NEXT:  JUMPDEST
; RUNS-NEXT:   PUSH2 0xffff
; RUNS-NEXT:   PUSH1 0xc8
; RUNS-NEXT:   SHL
; GAS-NEXT:    PUSH27 0xffff00000000000000000000000000000000000000000000000000
; CHECK-NEXT:  AND
; O0-LABEL:    shifted_mask:
; O0-NEXT:     JUMPDEST
; O0-NEXT:     PUSH2 0xffff
; O0-NEXT:     PUSH1 0xc8
; O0-NEXT:     SHL
; O0-NEXT:     SWAP1
; O0-NEXT:     AND
define i256 @shifted_mask(i256 %x) {
  %r = and i256 %x, 105310684730512927707642485721578091156292573197555328461475676160
  ret i256 %r
}

; Everything but that mask: the same and a NOT.
; CHECK-LABEL: shifted_mask_complement:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH2 0xffff
; CHECK-NEXT:  PUSH1 0xc8
; CHECK-NEXT:  SHL
; CHECK-NEXT:  NOT
; CHECK-NEXT:  AND
define i256 @shifted_mask_complement(i256 %x) optsize {
  %r = and i256 %x, -105310684730512927707642485721578091156292573197555328461475676161
  ret i256 %r
}

; A mask of the low 200 bits: all ones shifted right by 56.
; CHECK-LABEL: low_mask:
; CHECK-NEXT:  JUMPDEST
; RUNS-NEXT:   PUSH0
; RUNS-NEXT:   NOT
; RUNS-NEXT:   PUSH1 0x38
; RUNS-NEXT:   SHR
; GAS-NEXT:    PUSH25 0xffffffffffffffffffffffffffffffffffffffffffffffffff
; CHECK-NEXT:  AND
define i256 @low_mask(i256 %x) {
  %r = and i256 %x, 1606938044258990275541962092341162602522202993782792835301375
  ret i256 %r
}

; The sign bit, 1 << 255.
; CHECK-LABEL: sign_bit:
; CHECK-NEXT:  JUMPDEST
; RUNS-NEXT:   PUSH1 0x1
; RUNS-NEXT:   PUSH1 0xff
; RUNS-NEXT:   SHL
; GAS-NEXT:    PUSH32 0x8000000000000000000000000000000000000000000000000000000000000000
; CHECK-NEXT:  XOR
define i256 @sign_bit(i256 %x) {
  %r = xor i256 %x, -57896044618658097711785492504343953926634992332820282019728792003956564819968
  ret i256 %r
}

; (2^256-1)/3 + 1, the multiplier of a division by 3 in SCEV's closed
; forms: PUSH1 3 PUSH0 NOT DIV PUSH1 1 ADD is 8 bytes and 19 gas.
; CHECK-LABEL: reciprocal:
; CHECK-NEXT:  JUMPDEST
; RUNS-NEXT:   PUSH1 0x3
; RUNS-NEXT:   PUSH0
; RUNS-NEXT:   NOT
; RUNS-NEXT:   DIV
; RUNS-NEXT:   PUSH1 0x1
; RUNS-NEXT:   ADD
; GAS-NEXT:    PUSH32 0x5555555555555555555555555555555555555555555555555555555555555556
; CHECK-NEXT:  MUL
; O0-LABEL:    reciprocal:
; O0-NEXT:     JUMPDEST
; O0-NEXT:     PUSH1 0x3
; O0-NEXT:     PUSH0
; O0-NEXT:     NOT
; O0-NEXT:     DIV
; O0-NEXT:     PUSH1 0x1
; O0-NEXT:     ADD
; O0-NEXT:     SWAP1
; O0-NEXT:     MUL
define i256 @reciprocal(i256 %x) {
  %r = mul i256 %x, 38597363079105398474523661669562635951089994888546854679819194669304376546646
  ret i256 %r
}

; (2^256-1)/10 - 2: the difference is added as its complement, no SWAP
; needed before a SUB.
; CHECK-LABEL: reciprocal_minus:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0xa
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  NOT
; CHECK-NEXT:  DIV
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  NOT
; CHECK-NEXT:  ADD
; CHECK-NEXT:  MUL
define i256 @reciprocal_minus(i256 %x) optsize {
  %r = mul i256 %x, 11579208923731619542357098500868790785326998466564056403945758400791312963991
  ret i256 %r
}

; Small values, and values that no other form makes shorter, stay PUSHes.
; 2^64 as PUSH1 1 PUSH1 0x40 SHL is 5 bytes and 9 gas; PUSH9 is 10 bytes
; and 3 gas: dearer at 200 runs, shorter under optsize.
; CHECK-LABEL: plain:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0x7f
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH2 0x100
; CHECK-NEXT:  PUSH1 0x20
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH9 0x10000000000000000
; CHECK-NEXT:  PUSH1 0x40
; CHECK-NEXT:  MSTORE
; CHECK-NEXT:  PUSH32 0x586f329c466456d41d92d2afa194a5e5ddd697c5c65440000000000000000001
; CHECK-NEXT:  PUSH1 0x60
; CHECK-NEXT:  MSTORE
define void @plain() {
  store i256 127, ptr addrspace(1) null
  store i256 256, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 18446744073709551616, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 40000000000000000000000000000000000000000000000000000000000000000000000000001, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  ret void
}

; CHECK-LABEL: plain_size:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  PUSH1 0x40
; CHECK-NEXT:  SHL
define i256 @plain_size() optsize {
  ret i256 18446744073709551616
}

; A complement two bytes shorter: PUSH29 NOT is 31 bytes and 6 gas, PUSH32
; 33 bytes and 3 gas. Under optsize the bytes decide; at 200 runs the
; PUSH32 is cheaper (7,200 against 7,400).
; CHECK-LABEL: complement_two_bytes:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH32 0xffffff7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffe
define i256 @complement_two_bytes() {
  ret i256 -3450873173395281893717377931138512726225554486085193277581262111899650
}

; CHECK-LABEL: complement_two_bytes_size:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  PUSH29 0x8000000000000000000000000000000000000000000000000000000001
; CHECK-NEXT:  NOT
define i256 @complement_two_bytes_size() optsize {
  ret i256 -3450873173395281893717377931138512726225554486085193277581262111899650
}
