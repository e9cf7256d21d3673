; RUN: %opt -passes=evm-inline-sole-calls -S %s | FileCheck %s
; RUN: %opt -Os -evm-inline-exit-blocks=false -S %s | FileCheck %s --check-prefix=OS
; RUN: %opt -Os -evm-inline-exit-blocks=false -evm-inline-sole-calls=false -S %s | FileCheck %s --check-prefix=OFF
; EVMInlineSoleCalls (docs/design.md, "The middle end"): the one call of a
; small local function is inlined and the function goes (@once, whose call
; is in a block that ends in `unreachable` after RETURN, as an external
; function's code ends, where LLVM's inliner allows no growth of code, and
; @returns). Left alone: a function called twice (@twice), one called from
; itself and elsewhere (@self), one over 64 instructions (@big), one that
; never returns (@fails: solc's panic helpers stay functions, whose code maps
; to their statement), and one the inliner can never inline (@variadic: its
; va_start would land in a function that is not variadic). In the
; -Os pipeline, @once (21 instructions, more than the inliner's zero
; threshold allows) is inlined only with the pass, when the inliner keeps
; LLVM's rule for blocks that end in `unreachable` (-evm-inline-exit-blocks
; =false); by default the inliner itself moves it (EVMInlineAdvisor.h,
; tested in inline-advisor.ll).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.return(ptr addrspace(1), i256)
declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.revert(ptr addrspace(1), i256)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define internal void @fails(i256 %x) noreturn {
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %x, ptr addrspace(1) %p
  call void @llvm.evm.revert(ptr addrspace(1) %p, i256 36)
  unreachable
}

define internal i256 @variadic(i256 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret i256 %n
}

define internal i256 @once(i256 %x) {
  %w0 = add i256 %x, 1
  %w1 = mul i256 %w0, %x
  %w2 = mul i256 %w1, %x
  %w3 = mul i256 %w2, %x
  %w4 = mul i256 %w3, %x
  %w5 = mul i256 %w4, %x
  %w6 = mul i256 %w5, %x
  %w7 = mul i256 %w6, %x
  %w8 = mul i256 %w7, %x
  %w9 = mul i256 %w8, %x
  %w10 = mul i256 %w9, %x
  %w11 = mul i256 %w10, %x
  %w12 = mul i256 %w11, %x
  %w13 = mul i256 %w12, %x
  %w14 = mul i256 %w13, %x
  %w15 = mul i256 %w14, %x
  %w16 = mul i256 %w15, %x
  %w17 = mul i256 %w16, %x
  %w18 = mul i256 %w17, %x
  %w19 = mul i256 %w18, %x
  %p = inttoptr i256 64 to ptr addrspace(1)
  store i256 %w19, ptr addrspace(1) %p
  ret i256 %w19
}

define internal i256 @twice(i256 %x) {
  %a = mul i256 %x, 5
  %p = inttoptr i256 96 to ptr addrspace(1)
  store i256 %a, ptr addrspace(1) %p
  %c = load i256, ptr addrspace(1) %p
  ret i256 %c
}

define internal i256 @returns(i256 %x) {
  %a = mul i256 %x, 9
  %p = inttoptr i256 128 to ptr addrspace(1)
  store i256 %a, ptr addrspace(1) %p
  %c = load i256, ptr addrspace(1) %p
  ret i256 %c
}

define internal i256 @self(i256 %x) {
  %z = icmp eq i256 %x, 0
  br i1 %z, label %done, label %more
more:
  %y = sub i256 %x, 1
  %r = call i256 @self(i256 %y)
  %s = add i256 %r, 2
  ret i256 %s
done:
  ret i256 0
}

define internal i256 @big(i256 %x) {
  %v0 = add i256 %x, 1
  %v1 = mul i256 %v0, 3
  %v2 = mul i256 %v1, 4
  %v3 = mul i256 %v2, 5
  %v4 = mul i256 %v3, 6
  %v5 = mul i256 %v4, 7
  %v6 = mul i256 %v5, 8
  %v7 = mul i256 %v6, 9
  %v8 = mul i256 %v7, 10
  %v9 = mul i256 %v8, 11
  %v10 = mul i256 %v9, 12
  %v11 = mul i256 %v10, 13
  %v12 = mul i256 %v11, 14
  %v13 = mul i256 %v12, 15
  %v14 = mul i256 %v13, 16
  %v15 = mul i256 %v14, 17
  %v16 = mul i256 %v15, 18
  %v17 = mul i256 %v16, 19
  %v18 = mul i256 %v17, 20
  %v19 = mul i256 %v18, 21
  %v20 = mul i256 %v19, 22
  %v21 = mul i256 %v20, 23
  %v22 = mul i256 %v21, 24
  %v23 = mul i256 %v22, 25
  %v24 = mul i256 %v23, 26
  %v25 = mul i256 %v24, 27
  %v26 = mul i256 %v25, 28
  %v27 = mul i256 %v26, 29
  %v28 = mul i256 %v27, 30
  %v29 = mul i256 %v28, 31
  %v30 = mul i256 %v29, 32
  %v31 = mul i256 %v30, 33
  %v32 = mul i256 %v31, 34
  %v33 = mul i256 %v32, 35
  %v34 = mul i256 %v33, 36
  %v35 = mul i256 %v34, 37
  %v36 = mul i256 %v35, 38
  %v37 = mul i256 %v36, 39
  %v38 = mul i256 %v37, 40
  %v39 = mul i256 %v38, 41
  %v40 = mul i256 %v39, 42
  %v41 = mul i256 %v40, 43
  %v42 = mul i256 %v41, 44
  %v43 = mul i256 %v42, 45
  %v44 = mul i256 %v43, 46
  %v45 = mul i256 %v44, 47
  %v46 = mul i256 %v45, 48
  %v47 = mul i256 %v46, 49
  %v48 = mul i256 %v47, 50
  %v49 = mul i256 %v48, 51
  %v50 = mul i256 %v49, 52
  %v51 = mul i256 %v50, 53
  %v52 = mul i256 %v51, 54
  %v53 = mul i256 %v52, 55
  %v54 = mul i256 %v53, 56
  %v55 = mul i256 %v54, 57
  %v56 = mul i256 %v55, 58
  %v57 = mul i256 %v56, 59
  %v58 = mul i256 %v57, 60
  %v59 = mul i256 %v58, 61
  %v60 = mul i256 %v59, 62
  %v61 = mul i256 %v60, 63
  %v62 = mul i256 %v61, 64
  %v63 = mul i256 %v62, 65
  %v64 = mul i256 %v63, 66
  %v65 = mul i256 %v64, 67
  %v66 = mul i256 %v65, 68
  %v67 = mul i256 %v66, 69
  %v68 = mul i256 %v67, 70
  %v69 = mul i256 %v68, 71
  ret i256 %v69
}

define i256 @plain(i256 %x) {
  %r = call i256 @returns(i256 %x)
  %t = call i256 @self(i256 %r)
  ret i256 %t
}

define void @__entry() noreturn {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %bad = icmp eq i256 %x, 7
  br i1 %bad, label %fail, label %go
fail:
  call void @fails(i256 %x)
  unreachable
go:
  %v = call i256 (i256, ...) @variadic(i256 %x, i256 1)
  %a = call i256 @once(i256 %x)
  %b = call i256 @twice(i256 %a)
  %c = call i256 @twice(i256 %b)
  %d = call i256 @big(i256 %c)
  %p = inttoptr i256 0 to ptr addrspace(1)
  store i256 %d, ptr addrspace(1) %p
  call void @llvm.evm.return(ptr addrspace(1) %p, i256 32)
  unreachable
}

; CHECK-NOT:   define internal i256 @once
; CHECK-NOT:   define internal i256 @returns
; CHECK:       define internal void @fails(
; CHECK:       define internal i256 @variadic(
; CHECK:       define internal i256 @twice(
; CHECK:       define internal i256 @self(
; CHECK:       define internal i256 @big(
; CHECK-LABEL: define i256 @plain(
; CHECK-NOT:     call i256 @returns(
; CHECK:         call i256 @self(
; CHECK-LABEL: define void @__entry(
; CHECK:         call void @fails(
; CHECK:         call i256 (i256, ...) @variadic(
; CHECK-NOT:     call i256 @once
; CHECK:         mul i256 %w18.i, %x
; CHECK:         call i256 @twice(
; CHECK-NEXT:    call i256 @twice(
; CHECK-NEXT:    call i256 @big(

; OS-NOT:   @once

; OFF:      define internal fastcc i256 @once(
; OFF:      call fastcc i256 @once(
