; RUN: %opt -Os -S %s | FileCheck %s
; RUN: %opt -Os -evm-inline-exit-blocks=false -evm-inline-sole-calls=false -S %s | FileCheck %s --check-prefix=EXITS-OFF
; RUN: %opt -Os -evm-inline-constant-byte-cost=0 -S %s | FileCheck %s --check-prefix=CONSTANTS-OFF
; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=O2
; The EVM's inline advisor (EVMInlineAdvisor.h, design.md "The middle end").
;
; Exit blocks: the only call of a local function is moved into its caller
; even in a block that ends in `unreachable` (@ends_normally before RETURN,
; @compute: the inliner's last-call bonus). Not @fails_once, whose only
; end is REVERT: such a function stays (a panic helper's code keeps its
; statement's range in the source map). A function called twice there
; keeps LLVM's rule (no growth): @helper's calls before REVERT stay calls,
; as do the two before RETURN. With LLVM's rule for the last calls too
; (and EVMInlineSoleCalls, which takes small ones late, off), @compute
; stays a call.
;
; Constants: @wide and @narrow are the same code but for their constants,
; four PUSH32 against four PUSH2, each called twice by @compute, where
; the inliner may grow the code (its block returns). Under -Os only @narrow is copied into its callers; without
; the price of the constants, or at -O2, both are. The same for
; @slots_wide and @slots_narrow, whose constants are addresses, and for
; @links, whose two immutables and library address are a PUSH32, a PUSH32
; and a PUSH20 of their placeholders in each copy.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.sstore(i256, i256)
declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @llvm.evm.linkersymbol(metadata)

define internal i256 @helper(i256 %x) {
  %a = mul i256 %x, %x
  %b = add i256 %a, 17
  %c = xor i256 %b, %x
  %d = lshr i256 %c, 3
  %e = mul i256 %d, %a
  %f = add i256 %e, %c
  %g = xor i256 %f, %d
  ret i256 %g
}

define internal void @ends_normally(i256 %v) noreturn {
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %p
  call void @llvm.evm.return(ptr addrspace(1) %p, i256 32)
  unreachable
}

define internal void @fails_once(i256 %x) noreturn {
  %h = mul i256 %x, %x
  %i = add i256 %h, 3
  %j = xor i256 %i, %x
  %k = mul i256 %j, %h
  %l = lshr i256 %k, 7
  %m = xor i256 %l, %j
  %n = mul i256 %m, %k
  %o = add i256 %n, %i
  %q = lshr i256 %o, 9
  %r = mul i256 %q, %o
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %p
  call void @llvm.evm.revert(ptr addrspace(1) %p, i256 32)
  unreachable
}

define internal i256 @wide(i256 %x) {
  %a = mul i256 %x, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %b = add i256 %a, 39948330534945941802554381816279186708077026735714629339638449300646614328761
  %c = xor i256 %b, 97206616130828737544700788813847354802488251951188143260345720740044412640317
  %d = lshr i256 %c, 3
  %e = mul i256 %d, 72578746586320581217089444797629195073940118754150332141369597719048634878421
  ret i256 %e
}

define internal i256 @narrow(i256 %x) {
  %a = mul i256 %x, 4660
  %b = add i256 %a, 22136
  %c = xor i256 %b, 39612
  %d = lshr i256 %c, 3
  %e = mul i256 %d, 57005
  ret i256 %e
}

; Storage slots reach their loads and stores as constant addresses
; (inttoptr): @slots_wide's are three hashes (a PUSH32 each, as ERC-7201's
; namespaced slots), @slots_narrow's three small numbers, the code the same.
define internal i256 @slots_wide(i256 %x) {
  %a = load i256, ptr addrspace(5) inttoptr (i256 71563446777022297856526126342750658392501306254664949883333486863006233104021 to ptr addrspace(5))
  %p = inttoptr i256 39948330534945941802554381816279186708077026735714629339638449300646614328761 to ptr addrspace(5)
  %b = load i256, ptr addrspace(5) %p
  %c = add i256 %a, %b
  %d = add i256 %c, %x
  store i256 %d, ptr addrspace(5) inttoptr (i256 97206616130828737544700788813847354802488251951188143260345720740044412640317 to ptr addrspace(5))
  ret i256 %d
}

define internal i256 @slots_narrow(i256 %x) {
  %a = load i256, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5))
  %p = inttoptr i256 2 to ptr addrspace(5)
  %b = load i256, ptr addrspace(5) %p
  %c = add i256 %a, %b
  %d = add i256 %c, %x
  store i256 %d, ptr addrspace(5) inttoptr (i256 3 to ptr addrspace(5))
  ret i256 %d
}

define internal i256 @links(i256 %x) {
  %a = call i256 @llvm.evm.loadimmutable(metadata !"a")
  %b = call i256 @llvm.evm.loadimmutable(metadata !"b")
  %l = call i256 @llvm.evm.linkersymbol(metadata !"lib.sol:L")
  %c = add i256 %a, %x
  %d = xor i256 %c, %b
  %e = mul i256 %d, %l
  ret i256 %e
}

; The calls in a block that returns: LLVM's threshold applies.
define internal i256 @compute(i256 %x) {
  %w1 = call i256 @wide(i256 %x)
  %w2 = call i256 @wide(i256 %w1)
  %n1 = call i256 @narrow(i256 %w2)
  %n2 = call i256 @narrow(i256 %n1)
  %s1 = call i256 @slots_wide(i256 %n2)
  %s2 = call i256 @slots_wide(i256 %s1)
  %t1 = call i256 @slots_narrow(i256 %s2)
  %t2 = call i256 @slots_narrow(i256 %t1)
  %l1 = call i256 @links(i256 %t2)
  %l2 = call i256 @links(i256 %l1)
  ret i256 %l2
}

define void @__entry() noreturn {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %sel = trunc i256 %x to i2
  switch i2 %sel, label %ok [
    i2 1, label %bad
    i2 2, label %once
    i2 3, label %constants
  ]
ok:
  %a = call i256 @helper(i256 %x)
  %b = call i256 @helper(i256 %a)
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %b, ptr addrspace(1) %p
  call void @llvm.evm.return(ptr addrspace(1) %p, i256 32)
  unreachable
bad:
  %c = call i256 @helper(i256 %x)
  %d = call i256 @helper(i256 %c)
  call void @ends_normally_or_not(i256 %d)
  unreachable
once:
  call void @fails_once(i256 %x)
  unreachable
constants:
  %n2 = call i256 @compute(i256 %x)
  call void @llvm.evm.sstore(i256 %n2, i256 %x)
  call void @ends_normally(i256 %n2)
  unreachable
}

; A revert of its own: the block that calls it is an error path.
define internal void @ends_normally_or_not(i256 %v) noreturn {
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %p
  call void @llvm.evm.revert(ptr addrspace(1) %p, i256 32)
  unreachable
}

; CHECK-LABEL: define void @__entry()
; CHECK:       {{^}}ok:
; CHECK-NEXT:    call fastcc i256 @helper(
; CHECK-NEXT:    call fastcc i256 @helper(
; CHECK:         call void @llvm.evm.return(
; CHECK:       {{^}}bad:
; CHECK-NEXT:    call fastcc i256 @helper(
; CHECK-NEXT:    call fastcc i256 @helper(
; CHECK:       {{^}}once:
; CHECK-NEXT:    call fastcc void @fails_once(
; CHECK:       {{^}}constants:
; CHECK-NEXT:    call fastcc i256 @wide(
; CHECK-NEXT:    call fastcc i256 @wide(
; CHECK-NOT:     call {{.*}}@narrow
; CHECK:         call fastcc i256 @slots_wide(
; CHECK-NEXT:    call fastcc i256 @slots_wide(
; CHECK-NOT:     call {{.*}}@slots_narrow
; CHECK:         call fastcc i256 @links(
; CHECK-NEXT:    call fastcc i256 @links(
; CHECK-NOT:     call {{.*}}@ends_normally
; CHECK:         call void @llvm.evm.sstore(
; CHECK:         call void @llvm.evm.return(
; CHECK-NOT:   define internal {{.*}}@narrow(
; CHECK-NOT:   define internal {{.*}}@ends_normally(

; EXITS-OFF-LABEL: define void @__entry()
; EXITS-OFF:       {{^}}constants:
; EXITS-OFF-NEXT:    call fastcc i256 @compute(

; CONSTANTS-OFF-LABEL: define void @__entry()
; CONSTANTS-OFF:       {{^}}constants:
; CONSTANTS-OFF-NOT:     call {{.*}}@wide
; CONSTANTS-OFF-NOT:     call {{.*}}@narrow
; CONSTANTS-OFF-NOT:     call {{.*}}@slots_
; CONSTANTS-OFF-NOT:     call {{.*}}@links
; CONSTANTS-OFF:         call void @llvm.evm.sstore(

; O2-LABEL: define void @__entry()
; O2:       {{^}}constants:
; O2-NOT:     call {{.*}}@wide
; O2-NOT:     call {{.*}}@narrow
; O2-NOT:     call {{.*}}@slots_
; O2-NOT:     call {{.*}}@links
; O2:         call void @llvm.evm.sstore(
