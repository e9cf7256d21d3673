; RUN: %opt -O2 -S %s | FileCheck %s
; RUN: %opt -passes='function(early-cse,dce)' -S %s | FileCheck %s --check-prefix=ATTR
; RUN: %opt -O2 -evm-speculatable-builtins=false -S %s | FileCheck %s --check-prefix=NOSPEC
; bin/opt marks the declarations of builtins whose result depends only on
; their arguments while the contract runs (EVM::addBuiltinAttributes,
; docs/design.md "The middle end"): unused calls go, equal calls merge,
; loops do not repeat them. Builtins whose result calls change (balance,
; returndatasize) read inaccessible memory (host-state-builtins.ll); gas
; stays a call, as does a declaration whose type does not match its
; opcode (the code generator reports it). The
; first function takes arguments: the module is a library, nothing is
; internalized.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; ATTR: declare i256 @llvm.evm.calldataload(ptr addrspace(2)) #[[PURE:[0-9]+]]
; ATTR: declare range(i256 0, 1461501637330902918203684832716283019655932542976) i256 @llvm.evm.caller() #[[PURE]]
; ATTR: declare i256 @llvm.evm.addmod(i256, i256, i256) #[[PURE]]
; ATTR: declare i256 @llvm.evm.balance(i256) #[[CALLS:[0-9]+]]
; ATTR: declare range(i256 0, 18446744073709551616) i256 @llvm.evm.gas(){{$}}
; ATTR: declare i256 @llvm.evm.div(i256){{$}}
; ATTR: declare range(i256 0, 4294967297) i256 @llvm.evm.memoryguard(i256){{$}}
; ATTR: declare range(i256 0, 18446744073709551616) i256 @llvm.evm.calldatasize() #[[PURE]]
; ATTR: declare range(i256 0, 18446744073709551616) i256 @llvm.evm.returndatasize() #[[CALLS]]
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.addmod(i256, i256, i256)
declare i256 @llvm.evm.balance(i256)
declare i256 @llvm.evm.gas()
declare i256 @llvm.evm.div(i256)
declare i256 @llvm.evm.memoryguard(i256)
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.returndatasize()

; caller() and the addmod of loop-invariant operands leave the loop, also
; one tested at its top, which may not run its body: the builtins that read
; nothing cannot fail and are speculatable (a conditional one that
; SimplifyCFG makes a select of goes back into its side in
; EVMSelectToBranch: ir/select-to-branch.ll).
; Not speculatable (-evm-speculatable-builtins=false), they stay in the
; body of the loop tested at its top.
; NOSPEC-LABEL: define {{.*}}i256 @loop(
; NOSPEC:      body:
; NOSPEC-NEXT: call i256 @llvm.evm.caller()
; NOSPEC-NEXT: call i256 @llvm.evm.addmod(
; CHECK-LABEL: define {{.*}}i256 @loop(
; CHECK-NEXT: entry:
; CHECK-NEXT: call i256 @llvm.evm.caller()
; CHECK-NEXT: call i256 @llvm.evm.addmod(
; CHECK-NEXT: br label
; CHECK-NOT:  call
; CHECK:      ret i256
; CHECK-LABEL: define {{.*}}i256 @dowhile(
; CHECK-NEXT: entry:
; CHECK-NEXT: call i256 @llvm.evm.caller()
; CHECK-NEXT: call i256 @llvm.evm.addmod(
; CHECK-NEXT: br label
; CHECK-NOT:  call
; CHECK:      ret i256
define i256 @loop(i256 %n, i256 %x, i256 %m) {
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s2, %body ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %body, label %done
body:
  %who = call i256 @llvm.evm.caller()
  %am = call i256 @llvm.evm.addmod(i256 %x, i256 %who, i256 %m)
  %s1 = add i256 %s, %am
  %s2 = xor i256 %s1, %i
  %i1 = add i256 %i, 1
  br label %head
done:
  ret i256 %s
}

define i256 @dowhile(i256 %n, i256 %x, i256 %m) {
entry:
  br label %body
body:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s2, %body ]
  %who = call i256 @llvm.evm.caller()
  %am = call i256 @llvm.evm.addmod(i256 %x, i256 %who, i256 %m)
  %s1 = add i256 %s, %am
  %s2 = xor i256 %s1, %i
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %body, label %done
done:
  ret i256 %s2
}

; An unused read of call data is deleted; two reads of one word are one.
; CHECK-LABEL: define {{.*}}i256 @reads(
; CHECK-NEXT: call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
; CHECK-NEXT: shl i256
; CHECK-NEXT: ret i256
; ATTR-LABEL: define i256 @reads(
; ATTR-NEXT: %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
; ATTR-NEXT: %c = add i256 %a, %a
define i256 @reads() {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %unused = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %c = add i256 %a, %b
  ret i256 %c
}

; gas is read each time, even unused; an unused balance goes.
; CHECK-LABEL: define {{.*}}i256 @state(
; CHECK-NEXT: call i256 @llvm.evm.gas()
; CHECK-NEXT: call i256 @llvm.evm.gas()
; CHECK-NEXT: call i256 @llvm.evm.gas()
; CHECK-NEXT: call i256 @llvm.evm.div(
define i256 @state(i256 %a) {
  %unused = call i256 @llvm.evm.balance(i256 %a)
  %g1 = call i256 @llvm.evm.gas()
  %unused.g = call i256 @llvm.evm.gas()
  %g2 = call i256 @llvm.evm.gas()
  %bad = call i256 @llvm.evm.div(i256 %a)
  %d = sub i256 %g1, %g2
  ret i256 %d
}

; The heap start is at most 4 GiB (the asm printer refuses a larger static
; memory map), so a bounds check of a pointer a constant above it, as solc's
; allocations make (`gt(newFreePtr, 0xffffffffffffffff)`), folds; one of a
; pointer a variable size above it stays.
; CHECK-LABEL: define {{.*}}i256 @heap_bound(
; CHECK-NEXT: %h = tail call i256 @llvm.evm.memoryguard(i256 128)
; CHECK-NEXT: %v = add i256 %h, %size
; CHECK-NEXT: %over2 = icmp ugt i256 %v, 18446744073709551615
; CHECK-NEXT: zext i1
; CHECK-NEXT: ret i256
define i256 @heap_bound(i256 %size) {
  %h = call i256 @llvm.evm.memoryguard(i256 128)
  %p = add i256 %h, 64
  %over = icmp ugt i256 %p, 18446744073709551615
  %v = add i256 %h, %size
  %over2 = icmp ugt i256 %v, 18446744073709551615
  %either = or i1 %over, %over2
  %r = zext i1 %either to i256
  ret i256 %r
}

; An address is 160 bits: solc's cleanup of the caller goes.
; CHECK-LABEL: define {{.*}}i256 @caller_cleanup(
; CHECK-NEXT: %c = tail call i256 @llvm.evm.caller()
; CHECK-NEXT: ret i256 %c
define i256 @caller_cleanup() {
  %c = call i256 @llvm.evm.caller()
  %m = and i256 %c, 1461501637330902918203684832716283019655932542975
  ret i256 %m
}

; Call data and return data are below 2^64 bytes: ABI decoding's signed
; check of the arguments' size, `slt(add(calldatasize(), not(3)), 32)`, is
; an unsigned compare of the size, and the check against zero after the
; selector test (`calldatasize() >= 4`) folds; so does the same of the
; return data.
; CHECK-LABEL: define {{.*}}i256 @data_sizes(
; CHECK-NEXT: %s = tail call i256 @llvm.evm.calldatasize()
; CHECK-NEXT: %short = icmp samesign ult i256 %s, 36
; CHECK-NEXT: %r = tail call i256 @llvm.evm.returndatasize()
; CHECK-NEXT: %rshort = icmp samesign ult i256 %r, 64
; CHECK-NEXT: %either = or i1 %short, %rshort
; CHECK-NEXT: zext i1 %either
; CHECK-NEXT: ret i256
define i256 @data_sizes() {
  %s = call i256 @llvm.evm.calldatasize()
  %a = add i256 %s, -4
  %short = icmp slt i256 %a, 32
  %neg = icmp slt i256 %a, 0
  %has.selector = icmp uge i256 %s, 4
  %bad = and i1 %has.selector, %neg
  %r = call i256 @llvm.evm.returndatasize()
  %rshort = icmp slt i256 %r, 64
  %e1 = or i1 %short, %bad
  %either = or i1 %e1, %rshort
  %z = zext i1 %either to i256
  ret i256 %z
}

; The builtins that read nothing are speculatable; balance and
; returndatasize only read; gas and the declaration of the wrong type have
; no attributes.
; ATTR: attributes #[[PURE]] = { nosync nounwind speculatable willreturn memory(none) }
; ATTR: attributes #[[CALLS]] = { nosync nounwind willreturn memory(inaccessiblemem: read) }
