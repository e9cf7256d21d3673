;! { "cases": [
;! { "name": "add-table", "inputs": [ { "method": "#fallback", "calldata": [ "0x0", "0x5", "0x3", "0x5", "0x0" ] } ],
;!   "expected": [ "0x8", "0xa", "0x1", "0x78", "0xc", "0x500000000000000000000000000000000000000000000000000", "0x0" ] },
;! { "name": "mul-wide", "inputs": [ { "method": "#fallback", "calldata": [ "0x2", "0x10000000000000000", "0x9", "0x1", "0x0" ] } ],
;!   "expected": [ "0x90000000000000000", "0x100000000000000000000000000000000", "0x0", "0x1", "0x18", "0x0", "0x100" ] },
;! { "name": "sub-fact10", "inputs": [ { "method": "#fallback", "calldata": [ "0x1", "0xa", "0x4", "0xa", "0x0" ] } ],
;!   "expected": [ "0x6", "0x64", "0x0", "0x375f00", "0xe", "0xa00000000000000000000000000000000000000000000000000", "0x0" ] },
;! { "name": "noreturn-through-pointer", "inputs": [ { "method": "#fallback", "calldata": [ "0x1", "0x3", "0x5", "0x0", "0x1" ] } ],
;!   "expected": [ "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe" ] }
;! ] }
; Calls through function pointers: a dispatch table in the code, pointers
; passed as arguments, returned, selected, compared and kept in a memory
; global; recursion through a pointer (the frame is saved on the stack like
; direct recursion); a callee with locals called while the caller's locals
; are live (frames must not overlap); a wide (i512) argument and result;
; a noreturn callee reached through a pointer.
; Calldata: op (0 add, 1 sub, 2 mul: index into @ops), a, b, n, stop.
; Expected values, by hand: op(a, b); twice(a) for op 0, else square(a);
; whether the table entry is @add; n!; keeps(@scribble, b) = b + 7 +
; (b + 2^256 - 1) = 2b + 6; a << 200 as an i512 (low word, high word); with
; stop != 0, @finish returns op(a, b) alone.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@ops = addrspace(4) constant [3 x ptr] [ptr @add, ptr @sub, ptr @mul]
@factp = global ptr @fact

define i256 @add(i256 %a, i256 %b) {
  %r = add i256 %a, %b
  ret i256 %r
}
define i256 @sub(i256 %a, i256 %b) {
  %r = sub i256 %a, %b
  ret i256 %r
}
define i256 @mul(i256 %a, i256 %b) {
  %r = mul i256 %a, %b
  ret i256 %r
}

define i256 @twice(i256 %x) {
  %r = shl i256 %x, 1
  ret i256 %r
}
define i256 @square(i256 %x) {
  %r = mul i256 %x, %x
  ret i256 %r
}
define i256 @apply(ptr %f, i256 %x) {
  %r = call i256 %f(i256 %x)
  ret i256 %r
}
define ptr @pick(i256 %c) {
  %z = icmp eq i256 %c, 0
  %f = select i1 %z, ptr @twice, ptr @square
  ret ptr %f
}

; n! through the pointer in @factp, with a local that must survive the
; recursive call.
define i256 @fact(i256 %n) {
entry:
  %local = alloca i256
  store i256 %n, ptr %local
  %base = icmp ule i256 %n, 1
  br i1 %base, label %one, label %rec
one:
  ret i256 1
rec:
  %f = load ptr, ptr @factp
  %m = sub i256 %n, 1
  %r = call i256 %f(i256 %m)
  %saved = load i256, ptr %local
  %p = mul i256 %r, %saved
  ret i256 %p
}

; Uses its own frame while its caller's frame holds values.
define i256 @scribble(i256 %x) {
  %buf = alloca [2 x i256]
  store i256 %x, ptr %buf
  %hi = getelementptr [2 x i256], ptr %buf, i256 0, i256 1
  store i256 -1, ptr %hi
  %a = load i256, ptr %buf
  %b = load i256, ptr %hi
  %r = add i256 %a, %b
  ret i256 %r
}
define i256 @keeps(ptr %f, i256 %x) {
  %buf = alloca [2 x i256]
  store i256 %x, ptr %buf
  %hi = getelementptr [2 x i256], ptr %buf, i256 0, i256 1
  store i256 7, ptr %hi
  %r = call i256 %f(i256 %x)
  %a = load i256, ptr %buf
  %b = load i256, ptr %hi
  %s = add i256 %a, %b
  %t = add i256 %s, %r
  ret i256 %t
}

define i512 @widen(i512 %x) {
  %r = shl i512 %x, 200
  ret i512 %r
}

define void @finish(i256 %v) noreturn {
  store i256 %v, ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i256 @arg(i256 %i) {
  %off = mul i256 %i, 32
  %p = inttoptr i256 %off to ptr addrspace(2)
  %v = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p)
  ret i256 %v
}
define void @out(i256 %i, i256 %v) {
  %off = mul i256 %i, 32
  %a = add i256 %off, 4096
  %p = inttoptr i256 %a to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %p
  ret void
}

define void @__entry() noreturn {
entry:
  %op = call i256 @arg(i256 0)
  %a = call i256 @arg(i256 1)
  %b = call i256 @arg(i256 2)
  %n = call i256 @arg(i256 3)
  %stop = call i256 @arg(i256 4)
  %sp = getelementptr [3 x ptr], ptr addrspace(4) @ops, i256 0, i256 %op
  %f = load ptr, ptr addrspace(4) %sp
  %r0 = call i256 %f(i256 %a, i256 %b)
  call void @out(i256 0, i256 %r0)
  %g = call ptr @pick(i256 %op)
  %r1 = call i256 @apply(ptr %g, i256 %a)
  call void @out(i256 1, i256 %r1)
  %isadd = icmp eq ptr %f, @add
  %isaddw = zext i1 %isadd to i256
  call void @out(i256 2, i256 %isaddw)
  %fp = load ptr, ptr @factp
  %r3 = call i256 %fp(i256 %n)
  call void @out(i256 3, i256 %r3)
  %r4 = call i256 @keeps(ptr @scribble, i256 %b)
  call void @out(i256 4, i256 %r4)
  %wp = select i1 %isadd, ptr @widen, ptr @widen
  %ax = zext i256 %a to i512
  %w = call i512 %wp(i512 %ax)
  %wlo = trunc i512 %w to i256
  %whi512 = lshr i512 %w, 256
  %whi = trunc i512 %whi512 to i256
  call void @out(i256 5, i256 %wlo)
  call void @out(i256 6, i256 %whi)
  %s = icmp ne i256 %stop, 0
  br i1 %s, label %halt, label %ret
halt:
  %h = select i1 %s, ptr @finish, ptr @finish
  call void %h(i256 %r0)
  unreachable
ret:
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 224)
  unreachable
}
