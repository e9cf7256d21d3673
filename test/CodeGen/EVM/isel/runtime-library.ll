; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s --check-prefixes=CHECK,KEPT
; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s \
; RUN:   | FileCheck %s --check-prefix=O0 --implicit-check-not="PUSH __"
; The runtime library of the other backend's dialect: functions the module
; declares and calls (as that backend's front ends do), each the EVM
; instruction of its name with the EVM's operand order. They are defined and
; inlined before instruction selection at every -O level, so each body is
; the opcode alone (reversed operands would need a SWAP1); the `i1` of
; `__sha3` is dropped. A library function whose address is taken stays as an
; ordinary function at the end of the module; one the module defines itself
; is the module's. The module has no entry function. At -O0 the same
; opcodes appear in order, and no library function is called but the two
; that remain.

; O0-LABEL: test__addmod:
; O0: ADDMOD
; O0: MULMOD
; O0: SIGNEXTEND
; O0-LABEL: test__exp:
; O0: PUSH __exp
; O0: BYTE
; O0: SDIV
; O0: DIV
; O0: SMOD
; O0: MOD
; O0: SHL
; O0: SHR
; O0: SAR
; O0: KECCAK256
; O0-LABEL: div_then_mod:
; O0: DIV
; O0-NEXT: MOD
; O0-LABEL: own_exp:
; O0: PUSH __exp
; O0-LABEL: through_pointer:
; O0: PUSH __sar
; O0-LABEL: __sar:
; O0-NEXT: ; %bb.{{[0-9]+}}:
; O0-NEXT: JUMPDEST
; O0-NEXT: SAR

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"

define i256 @test__addmod(i256 %a, i256 %b, i256 %n) {
; CHECK-LABEL: test__addmod:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: ADDMOD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__addmod(i256 %a, i256 %b, i256 %n)
  ret i256 %r
}

define i256 @test__mulmod(i256 %a, i256 %b, i256 %n) {
; CHECK-LABEL: test__mulmod:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MULMOD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__mulmod(i256 %a, i256 %b, i256 %n)
  ret i256 %r
}

define i256 @test__signextend(i256 %bytes, i256 %v) {
; CHECK-LABEL: test__signextend:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SIGNEXTEND
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__signextend(i256 %bytes, i256 %v)
  ret i256 %r
}

define i256 @test__exp(i256 %base, i256 %e) {
; CHECK-LABEL: test__exp:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret0
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: PUSH __exp
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__exp(i256 %base, i256 %e)
  ret i256 %r
}

define i256 @test__byte(i256 %i, i256 %v) {
; CHECK-LABEL: test__byte:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: BYTE
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__byte(i256 %i, i256 %v)
  ret i256 %r
}

define i256 @test__sdiv(i256 %a, i256 %b) {
; CHECK-LABEL: test__sdiv:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SDIV
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__sdiv(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @test__div(i256 %a, i256 %b) {
; CHECK-LABEL: test__div:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DIV
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__div(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @test__smod(i256 %a, i256 %b) {
; CHECK-LABEL: test__smod:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SMOD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__smod(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @test__mod(i256 %a, i256 %b) {
; CHECK-LABEL: test__mod:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MOD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__mod(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @test__shl(i256 %shift, i256 %v) {
; CHECK-LABEL: test__shl:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SHL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__shl(i256 %shift, i256 %v)
  ret i256 %r
}

define i256 @test__shr(i256 %shift, i256 %v) {
; CHECK-LABEL: test__shr:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SHR
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__shr(i256 %shift, i256 %v)
  ret i256 %r
}

define i256 @test__sar(i256 %shift, i256 %v) {
; CHECK-LABEL: test__sar:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SAR
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__sar(i256 %shift, i256 %v)
  ret i256 %r
}

define i256 @test__sha3(ptr addrspace(1) %p, i256 %n) {
; CHECK-LABEL: test__sha3:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: KECCAK256
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__sha3(ptr addrspace(1) %p, i256 %n, i1 undef)
  ret i256 %r
}

; Twice in one function, the second on the first's result.
define i256 @div_then_mod(i256 %a, i256 %b, i256 %m) {
; CHECK-LABEL: div_then_mod:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: DIV
; CHECK-NEXT: MOD
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %q = call i256 @__div(i256 %a, i256 %b)
  %r = call i256 @__mod(i256 %q, i256 %m)
  ret i256 %r
}

; __exp is the module's own: called, not inlined (test__exp too).
define i256 @own_exp(i256 %a) {
; CHECK-LABEL: own_exp:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH .Lret1
; CHECK-NEXT: PUSH1 0x2
; CHECK-NEXT: DUP3
; CHECK-NEXT: PUSH __exp
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret1:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: POP
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = call i256 @__exp(i256 %a, i256 2)
  ret i256 %r
}

; The address of __sar is taken: the function stays, called through a
; pointer; direct calls are still inlined (test__sar).
define i256 @through_pointer(i1 %c, i256 %a, i256 %b) {
; CHECK-LABEL: through_pointer:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: PUSH1 0x1
; CHECK-NEXT: AND
; CHECK-NEXT: PUSH own_exp2
; CHECK-NEXT: PUSH __sar
; CHECK-NEXT: XOR
; CHECK-NEXT: MUL
; CHECK-NEXT: PUSH own_exp2
; CHECK-NEXT: XOR
; CHECK-NEXT: PUSH .Lret2
; CHECK-NEXT: SWAP3
; CHECK-NEXT: SWAP2
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
; CHECK-NEXT: .Lret2:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %f = select i1 %c, ptr @__sar, ptr @own_exp2
  %r = call i256 %f(i256 %a, i256 %b)
  ret i256 %r
}

define i256 @own_exp2(i256 %a, i256 %b) {
; CHECK-LABEL: own_exp2:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MUL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = mul i256 %a, %b
  ret i256 %r
}

define i256 @__exp(i256 %base, i256 %e) {
; CHECK-LABEL: __exp:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: JUMPDEST
; CHECK-NEXT: MUL
; CHECK-NEXT: SWAP1
; CHECK-NEXT: JUMP
  %r = mul i256 %base, %e
  ret i256 %r
}

declare i256 @__addmod(i256, i256, i256) #0
declare i256 @__mulmod(i256, i256, i256) #0
declare i256 @__signextend(i256, i256) #0
declare i256 @__byte(i256, i256) #0
declare i256 @__sdiv(i256, i256) #0
declare i256 @__div(i256, i256) #0
declare i256 @__smod(i256, i256) #0
declare i256 @__mod(i256, i256) #0
declare i256 @__shl(i256, i256) #0
declare i256 @__shr(i256, i256) #0
declare i256 @__sar(i256, i256) #0
declare i256 @__sha3(ptr addrspace(1), i256, i1) #1

; KEPT-LABEL: __sar:
; KEPT-NEXT: ; %bb.0:
; KEPT-NEXT: JUMPDEST
; KEPT-NEXT: SAR
; KEPT-NEXT: SWAP1
; KEPT-NEXT: JUMP

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind readnone willreturn }
attributes #1 = { alwaysinline argmemonly readonly nofree null_pointer_is_valid }
