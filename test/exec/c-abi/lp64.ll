;! { "cases": [
;! { "name": "lp64", "inputs": [ { "method": "#fallback", "calldata": [ "0x5", "0xfffffffffffffff9" ] } ],
;!   "expected": [ "0x2d", "0x1c", "0x7", "0x4", "0x3", "0x1", "0x11", "0x5", "0x1" ] }
;! ] }
; The C ABI variant (triple evm-unknown-unknown-lp64, docs/c.md): 64-bit
; pointers in address space 0, as clang emits them for evm-cc.
; Calldata: a, b (b is -7 as an i64).
; Expected, by hand:
;  1. sum_va(4, i32 a, i64 b, ptr @seven, i256 2^255 + 40) reads each with
;     va_arg: 5 + (-7) + *@seven (7) + low 64 bits of the i256 (40) = 45;
;  2. vsum through a va_list handed to another function and a va_copy: the
;     same four values read twice by @twice = 2*(5 + 7 + 2) = 28, with an
;     i8 promoted to i32 and a struct pointer;
;  3. a byval struct: the callee writes its copy; the caller's field is
;     still 7;
;  4. the struct's second field is at byte 8 (after an i64) and its pointer
;     field at 16: the offset of q.p from q is 16, read back as 4 words
;     later: 16 / 4 = 4;
;  5. pointer arithmetic with a negative i64 offset: &arr[5] - 2 is arr[3]
;     (3);
;  6. the pointers compare: &arr[5] > &arr[3] (1);
;  7. @table, an initialised global holding 8-byte pointers (code fixups):
;     table[1](10, 7) = 17;
;  8. the low 32 bits of a as a u32 loaded through an i32* (5);
;  9. a pointer stored in memory and loaded back is the same pointer (1).
target datalayout = "E-p:64:64-p1:256:256-p2:256:256-p3:256:256-p4:256:256-p5:256:256-p6:256:256-i64:64-i128:128-i256:256-S256"
target triple = "evm-unknown-unknown-lp64"

%struct.S = type { i64, i32, ptr }

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)

@seven = global i64 7
@arr = global [8 x i64] [i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7]
@table = global [2 x ptr] [ptr @sub2, ptr @add2]
@out = global [9 x i256] zeroinitializer, align 32

define i64 @add2(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}
define i64 @sub2(i64 %a, i64 %b) {
  %r = sub i64 %a, %b
  ret i64 %r
}

define i64 @sum_va(i32 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i64
  %p = va_arg ptr %ap, ptr
  %w = va_arg ptr %ap, i256
  call void @llvm.va_end.p0(ptr %ap)
  %a64 = sext i32 %a to i64
  %pv = load i64, ptr %p
  %w64 = trunc i256 %w to i64
  %s1 = add i64 %a64, %b
  %s2 = add i64 %s1, %pv
  %s3 = add i64 %s2, %w64
  ret i64 %s3
}

; Reads (i32, i32 from a promoted i8, ptr to S) from a va_list.
define i64 @vsum(ptr %ap) {
  %a = va_arg ptr %ap, i32
  %c = va_arg ptr %ap, i32
  %s = va_arg ptr %ap, ptr
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %fv = load i64, ptr %f
  %a64 = sext i32 %a to i64
  %c64 = sext i32 %c to i64
  %r1 = add i64 %a64, %c64
  %r2 = add i64 %r1, %fv
  ret i64 %r2
}

define i64 @twice(i32 %n, ...) {
  %ap = alloca ptr
  %ap2 = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %ap2, ptr %ap)
  %x = call i64 @vsum(ptr %ap)
  %y = call i64 @vsum(ptr %ap2)
  call void @llvm.va_end.p0(ptr %ap2)
  call void @llvm.va_end.p0(ptr %ap)
  %r = add i64 %x, %y
  ret i64 %r
}

define void @clobber(ptr byval(%struct.S) align 8 %s) {
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store i64 99, ptr %f
  ret void
}

define void @put(i32 %i, i256 %v) {
  %slot = getelementptr [9 x i256], ptr @out, i32 0, i32 %i
  store i256 %v, ptr %slot
  ret void
}

define void @__entry() {
  %s = alloca %struct.S, align 8
  %cell = alloca ptr, align 8
  %a256 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b256 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %a = trunc i256 %a256 to i32
  %b = trunc i256 %b256 to i64
  %big = add i256 57896044618658097711785492504343953926634992332820282019728792003956564819968, 40
  %r1 = call i64 (i32, ...) @sum_va(i32 4, i32 %a, i64 %b, ptr @seven, i256 %big)
  %r1w = sext i64 %r1 to i256
  call void @put(i32 0, i256 %r1w)

  %f0 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store i64 7, ptr %f0
  %f2 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  store ptr %s, ptr %f2
  %r2 = call i64 (i32, ...) @twice(i32 3, i32 %a, i32 2, ptr %s)
  %r2w = sext i64 %r2 to i256
  call void @put(i32 1, i256 %r2w)

  call void @clobber(ptr byval(%struct.S) align 8 %s)
  %kept = load i64, ptr %f0
  %keptw = zext i64 %kept to i256
  call void @put(i32 2, i256 %keptw)

  %pi = ptrtoint ptr %f2 to i64
  %si = ptrtoint ptr %s to i64
  %off = sub i64 %pi, %si
  %q = udiv i64 %off, 4
  %qw = zext i64 %q to i256
  call void @put(i32 3, i256 %qw)

  %e5 = getelementptr inbounds [8 x i64], ptr @arr, i64 0, i64 5
  %e3 = getelementptr inbounds i64, ptr %e5, i64 -2
  %v3 = load i64, ptr %e3
  %v3w = zext i64 %v3 to i256
  call void @put(i32 4, i256 %v3w)
  %gt = icmp ugt ptr %e5, %e3
  %gtw = zext i1 %gt to i256
  call void @put(i32 5, i256 %gtw)

  %fp = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 1
  %fn = load ptr, ptr %fp
  %r7 = call i64 %fn(i64 10, i64 7)
  %r7w = zext i64 %r7 to i256
  call void @put(i32 6, i256 %r7w)

  %lo = trunc i256 %a256 to i32
  %tmp = alloca i32, align 4
  store i32 %lo, ptr %tmp
  %lo2 = load i32, ptr %tmp
  %low = zext i32 %lo2 to i256
  call void @put(i32 7, i256 %low)

  store ptr %e3, ptr %cell
  %back = load ptr, ptr %cell
  %same = icmp eq ptr %back, %e3
  %samew = zext i1 %same to i256
  call void @put(i32 8, i256 %samew)

  %outp = addrspacecast ptr @out to ptr addrspace(1)
  call void @llvm.evm.return(ptr addrspace(1) %outp, i256 288)
  unreachable
}
