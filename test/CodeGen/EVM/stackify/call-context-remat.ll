; RUN: %llc -march=evm -O2 -asm-verbose=false -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O0 -asm-verbose=false -verify-machineinstrs < %s \
; RUN:   | FileCheck %s --check-prefix=O0
; A read of what is fixed for the whole call (CALLER, ADDRESS, CALLVALUE,
; CALLDATASIZE, CODESIZE) is made again at each use, as a constant is
; pushed at each use (EVMRemat::Reread, docs/design.md): the read
; costs 2 gas and a byte, a DUP of the value kept 3 and a byte, and the
; value takes no stack slot. At -O0 it is not kept in a frame slot across
; blocks either. The block and transaction values (TIMESTAMP, ...) are
; kept: a test host may change them at a call.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.timestamp()

define void @__entry() noreturn {
  unreachable
}

; CHECK-LABEL: branches:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  CALLER
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  SSTORE
; CHECK-NEXT:  DUP1
; CHECK-NEXT:  ISZERO
; CHECK-NEXT:  PUSH .LBB1_2
; CHECK-NEXT:  JUMPI
; CHECK-NEXT:  CALLER
; CHECK-NEXT:  PUSH1 0x1
; CHECK-NEXT:  SSTORE
; CHECK-NEXT: .LBB1_2:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  CALLER
; CHECK-NEXT:  ADD
; CHECK-NEXT:  PUSH1 0x2
; CHECK-NEXT:  SSTORE
; CHECK-NEXT:  JUMP
; O0-LABEL: branches:
; O0:         CALLER
; O0-NEXT:    PUSH0
; O0-NEXT:    SSTORE
; O0:         CALLER
; O0-NEXT:    PUSH1 0x1
; O0-NEXT:    SSTORE
; O0:         MLOAD
; O0-NEXT:    CALLER
; O0-NEXT:    ADD
define void @branches(i256 %c) {
entry:
  %who = call i256 @llvm.evm.caller()
  store i256 %who, ptr addrspace(5) null
  %cc = icmp ne i256 %c, 0
  br i1 %cc, label %then, label %done
then:
  store i256 %who, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5))
  br label %done
done:
  %s = add i256 %who, %c
  store i256 %s, ptr addrspace(5) inttoptr (i256 2 to ptr addrspace(5))
  ret void
}

; CHECK-LABEL: host:
; CHECK-NEXT:  JUMPDEST
; CHECK-NEXT:  TIMESTAMP
; CHECK-NEXT:  DUP1
; CHECK-NEXT:  PUSH0
; CHECK-NEXT:  SSTORE
; CHECK-NEXT:  ADD
define i256 @host(i256 %c) {
  %t = call i256 @llvm.evm.timestamp()
  store i256 %t, ptr addrspace(5) null
  %s = add i256 %t, %c
  ret i256 %s
}
