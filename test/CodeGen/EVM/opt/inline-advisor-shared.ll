; RUN: %opt -Os -S %s | FileCheck %s
; RUN: %opt -Os -evm-inline-amortise-copies=false -S %s | FileCheck %s --check-prefix=WHOLE
; RUN: %opt -O2 -S %s | FileCheck %s --check-prefix=WHOLE
; The EVM's inline advisor under optsize (EVMInlineAdvisor.h): a copy of a
; local function counts against the threshold as the share of its body
; that inlining every call adds, (N - 1) / N for N calls, in place of the
; target's multiplier (2) where that is smaller. @shared and @pair are the
; same code (30 instructions, each call priced 115 against LLVM's -Os
; threshold of 75 with the bonus of a one-block callee); @shared is called
; four times, so its copies may cost 75 * 4 / 3 = 100 and it stays a
; function; @pair is called twice and both calls are inlined (150). With
; every copy priced whole as before (the option off), or at -O2, where
; the multiplier stays, @shared is inlined too.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i256 @llvm.evm.calldataload(ptr addrspace(2))

define internal i256 @shared(i256 %x) {
  %v0 = mul i256 %x, %x
  %v1 = add i256 %v0, %x
  %v2 = xor i256 %v1, %x
  %v3 = sub i256 %v2, %x
  %v4 = mul i256 %v3, %x
  %v5 = add i256 %v4, %x
  %v6 = xor i256 %v5, %x
  %v7 = sub i256 %v6, %x
  %v8 = mul i256 %v7, %x
  %v9 = add i256 %v8, %x
  %v10 = xor i256 %v9, %x
  %v11 = sub i256 %v10, %x
  %v12 = mul i256 %v11, %x
  %v13 = add i256 %v12, %x
  %v14 = xor i256 %v13, %x
  %v15 = sub i256 %v14, %x
  %v16 = mul i256 %v15, %x
  %v17 = add i256 %v16, %x
  %v18 = xor i256 %v17, %x
  %v19 = sub i256 %v18, %x
  %v20 = mul i256 %v19, %x
  %v21 = add i256 %v20, %x
  %v22 = xor i256 %v21, %x
  %v23 = sub i256 %v22, %x
  %v24 = mul i256 %v23, %x
  %v25 = add i256 %v24, %x
  %v26 = xor i256 %v25, %x
  %v27 = sub i256 %v26, %x
  %v28 = mul i256 %v27, %x
  %v29 = add i256 %v28, %x
  ret i256 %v29
}
define internal i256 @pair(i256 %x) {
  %v0 = mul i256 %x, %x
  %v1 = add i256 %v0, %x
  %v2 = xor i256 %v1, %x
  %v3 = sub i256 %v2, %x
  %v4 = mul i256 %v3, %x
  %v5 = add i256 %v4, %x
  %v6 = xor i256 %v5, %x
  %v7 = sub i256 %v6, %x
  %v8 = mul i256 %v7, %x
  %v9 = add i256 %v8, %x
  %v10 = xor i256 %v9, %x
  %v11 = sub i256 %v10, %x
  %v12 = mul i256 %v11, %x
  %v13 = add i256 %v12, %x
  %v14 = xor i256 %v13, %x
  %v15 = sub i256 %v14, %x
  %v16 = mul i256 %v15, %x
  %v17 = add i256 %v16, %x
  %v18 = xor i256 %v17, %x
  %v19 = sub i256 %v18, %x
  %v20 = mul i256 %v19, %x
  %v21 = add i256 %v20, %x
  %v22 = xor i256 %v21, %x
  %v23 = sub i256 %v22, %x
  %v24 = mul i256 %v23, %x
  %v25 = add i256 %v24, %x
  %v26 = xor i256 %v25, %x
  %v27 = sub i256 %v26, %x
  %v28 = mul i256 %v27, %x
  %v29 = add i256 %v28, %x
  ret i256 %v29
}
define internal i256 @callers(i256 %x) {
  %a = call i256 @shared(i256 %x)
  %b = call i256 @shared(i256 %a)
  %c = call i256 @shared(i256 %b)
  %d = call i256 @shared(i256 %c)
  %e = call i256 @pair(i256 %d)
  %f = call i256 @pair(i256 %e)
  ret i256 %f
}

define void @__entry() noreturn {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r = call i256 @callers(i256 %x)
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %r, ptr addrspace(1) %p
  call void @llvm.evm.return(ptr addrspace(1) %p, i256 32)
  unreachable
}

; CHECK-NOT:   define internal {{.*}}@pair(
; CHECK:       define internal fastcc i256 @shared(
; CHECK-NOT:   define internal {{.*}}@pair(
; CHECK-LABEL: define void @__entry()
; CHECK-COUNT-4: call fastcc i256 @shared(
; CHECK-NOT:     call {{.*}}@pair
; CHECK:         call void @llvm.evm.return(

; WHOLE-NOT:   define internal {{.*}}@shared(
; WHOLE-NOT:   define internal {{.*}}@pair(
; WHOLE-LABEL: define void @__entry()
; WHOLE-NOT:     call {{.*}}@shared
; WHOLE-NOT:     call {{.*}}@pair
; WHOLE:         call void @llvm.evm.return(
