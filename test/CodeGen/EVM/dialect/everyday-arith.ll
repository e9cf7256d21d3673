; RUN: %llc -march=evm -O0 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs < %s | FileCheck %s
; RUN: %llc -march=evm -O3 -mcpu=cancun -verify-machineinstrs -filetype=obj < %s -o /dev/null
; IR in the everyday style of the other LLVM EVM backend's codegen tests:
; one function per operation, taking its operands as arguments (so the
; module has no entry function and every function is ordinary), integer
; arithmetic at several widths, LLVM's bit intrinsics, that backend's
; llvm.evm.* names (div, sdiv, mod, smod, shl, shr, sar with the EVM's
; semantics) and its runtime library (__addmod ... __sha3, declared only).
; It compiles at every -O level; each function is emitted.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm"

define i256 @add_sub(i256 %a, i256 %b, i256 %c) nounwind {
; CHECK-LABEL: add_sub:
  %s = add i256 %a, %b
  %r = sub i256 %s, %c
  ret i256 %r
}

define i256 @udiv_urem(i256 %a, i256 %b) nounwind {
; CHECK-LABEL: udiv_urem:
  %q = udiv i256 %a, %b
  %r = urem i256 %a, %b
  %s = xor i256 %q, %r
  ret i256 %s
}

define i256 @sdiv_srem(i256 %a, i256 %b) nounwind {
; CHECK-LABEL: sdiv_srem:
  %q = sdiv i256 %a, %b
  %r = srem i256 %a, %b
  %s = or i256 %q, %r
  ret i256 %s
}

define i256 @shifts(i256 %v, i256 %s) nounwind {
; CHECK-LABEL: shifts:
  %l = shl i256 %v, %s
  %r = lshr i256 %l, 3
  %a = ashr i256 %r, %s
  ret i256 %a
}

define i1 @compare(i256 %a, i256 %b) nounwind {
; CHECK-LABEL: compare:
  %lt = icmp slt i256 %a, %b
  %ge = icmp uge i256 %a, 100
  %r = and i1 %lt, %ge
  ret i1 %r
}

define i256 @select_min(i256 %a, i256 %b) nounwind {
; CHECK-LABEL: select_min:
  %c = icmp ult i256 %a, %b
  %r = select i1 %c, i256 %a, i256 %b
  ret i256 %r
}

define i64 @narrow(i64 %a, i32 %b) nounwind {
; CHECK-LABEL: narrow:
  %e = zext i32 %b to i64
  %m = mul i64 %a, %e
  ret i64 %m
}

define i256 @ext(i8 %a, i1 %f) nounwind {
; CHECK-LABEL: ext:
  %s = sext i8 %a to i256
  %z = zext i1 %f to i256
  %r = add i256 %s, %z
  ret i256 %r
}

define i256 @wide(i512 %a, i512 %b) nounwind {
; CHECK-LABEL: wide:
  %m = mul i512 %a, %b
  %h = lshr i512 %m, 256
  %t = trunc i512 %h to i256
  ret i256 %t
}

define i256 @bits(i256 %v) nounwind {
; CHECK-LABEL: bits:
  %c = call i256 @llvm.ctlz.i256(i256 %v, i1 false)
  %p = call i256 @llvm.ctpop.i256(i256 %v)
  %s = call i256 @llvm.bswap.i256(i256 %v)
  %a = add i256 %c, %p
  %r = xor i256 %a, %s
  ret i256 %r
}

define i256 @overflow(i256 %a, i256 %b) nounwind {
; CHECK-LABEL: overflow:
  %r = call {i256, i1} @llvm.uadd.with.overflow.i256(i256 %a, i256 %b)
  %v = extractvalue {i256, i1} %r, 0
  %o = extractvalue {i256, i1} %r, 1
  %z = select i1 %o, i256 0, i256 %v
  ret i256 %z
}

define i256 @evm_arith(i256 %a, i256 %b, i256 %n) nounwind {
; CHECK-LABEL: evm_arith:
  %am = call i256 @llvm.evm.addmod(i256 %a, i256 %b, i256 %n)
  %mm = call i256 @llvm.evm.mulmod(i256 %a, i256 %b, i256 %n)
  %ex = call i256 @llvm.evm.exp(i256 %am, i256 %mm)
  %by = call i256 @llvm.evm.byte(i256 31, i256 %ex)
  %se = call i256 @llvm.evm.signextend(i256 0, i256 %by)
  %dv = call i256 @llvm.evm.div(i256 %se, i256 %n)
  %sd = call i256 @llvm.evm.sdiv(i256 %dv, i256 %a)
  %md = call i256 @llvm.evm.mod(i256 %sd, i256 %b)
  %sm = call i256 @llvm.evm.smod(i256 %md, i256 %n)
  %sl = call i256 @llvm.evm.shl(i256 %a, i256 %sm)
  %sr = call i256 @llvm.evm.shr(i256 %b, i256 %sl)
  %sa = call i256 @llvm.evm.sar(i256 %n, i256 %sr)
  ret i256 %sa
}

define i256 @stdlib(i256 %a, i256 %b, i256 %n, ptr addrspace(1) %p) nounwind {
; CHECK-LABEL: stdlib:
  %am = call i256 @__addmod(i256 %a, i256 %b, i256 %n)
  %mm = call i256 @__mulmod(i256 %a, i256 %b, i256 %n)
  %ex = call i256 @__exp(i256 %am, i256 %mm)
  %by = call i256 @__byte(i256 31, i256 %ex)
  %se = call i256 @__signextend(i256 0, i256 %by)
  %dv = call i256 @__div(i256 %se, i256 %n)
  %sd = call i256 @__sdiv(i256 %dv, i256 %a)
  %md = call i256 @__mod(i256 %sd, i256 %b)
  %sm = call i256 @__smod(i256 %md, i256 %n)
  %sl = call i256 @__shl(i256 %a, i256 %sm)
  %sr = call i256 @__shr(i256 %b, i256 %sl)
  %sa = call i256 @__sar(i256 %n, i256 %sr)
  store i256 %sa, ptr addrspace(1) %p, align 32
  %h = call i256 @__sha3(ptr addrspace(1) %p, i256 32, i1 undef)
  ret i256 %h
}

declare i256 @llvm.ctlz.i256(i256, i1)
declare i256 @llvm.ctpop.i256(i256)
declare i256 @llvm.bswap.i256(i256)
declare {i256, i1} @llvm.uadd.with.overflow.i256(i256, i256)
declare i256 @llvm.evm.addmod(i256, i256, i256)
declare i256 @llvm.evm.mulmod(i256, i256, i256)
declare i256 @llvm.evm.exp(i256, i256)
declare i256 @llvm.evm.byte(i256, i256)
declare i256 @llvm.evm.signextend(i256, i256)
declare i256 @llvm.evm.div(i256, i256)
declare i256 @llvm.evm.sdiv(i256, i256)
declare i256 @llvm.evm.mod(i256, i256)
declare i256 @llvm.evm.smod(i256, i256)
declare i256 @llvm.evm.shl(i256, i256)
declare i256 @llvm.evm.shr(i256, i256)
declare i256 @llvm.evm.sar(i256, i256)
declare i256 @__addmod(i256, i256, i256) #0
declare i256 @__mulmod(i256, i256, i256) #0
declare i256 @__signextend(i256, i256) #0
declare i256 @__exp(i256, i256) #0
declare i256 @__byte(i256, i256) #0
declare i256 @__sdiv(i256, i256) #0
declare i256 @__div(i256, i256) #0
declare i256 @__smod(i256, i256) #0
declare i256 @__mod(i256, i256) #0
declare i256 @__shl(i256, i256) #0
declare i256 @__shr(i256, i256) #0
declare i256 @__sar(i256, i256) #0
declare i256 @__sha3(ptr addrspace(1), i256, i1) #1

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind readnone willreturn }
attributes #1 = { alwaysinline argmemonly readonly nofree null_pointer_is_valid }
