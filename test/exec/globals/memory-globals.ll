;! { "cases": [
;! { "name": "fresh-state",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "3", "1", "2" ] } ],
;!   "expected": [ "11", "0x0102030405", "2", "0xaa", "7", "0xbeef", "0x1122334455", "3", "1", "99", "0x55", "0x55" ] },
;! { "name": "other-indices",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0", "4", "7" ] } ],
;!   "expected": [ "5", "0x0102030405", "5", "0xaa", "7", "0xbeef", "0x1122334455", "3", "1", "99", "0", "0" ] }
;! ] }
; Globals in memory (address spaces 0 and 1): initial values of every shape
; (a word, bytes, a struct with padding, an odd-width integer, pointers to
; globals with and without an offset, a global pointing at itself), copied
; from the code at entry; zero-initialised globals; updates by an internal
; function in a loop. Each call starts from the initial values (memory is
; fresh), so both cases see @counter = 5 first.
; Calldata: n (times @bump adds 2 to @counter), i (index into @bytes),
; j (@zeros[j] = 0x55 when j < 4).
; Expected values, by hand: @counter 5 + 2n; @bytes read as an i40 is
; 0x0102030405 (big-endian), byte i is i + 1; the struct's fields 0xaa, 7,
; 0xbeef; @odd = 0x1122334455; *@pbytes = @bytes[2] = 3; @self holds its
; own address (1); @heap = 99; @zeros[j & 3], and the sum of @zeros: 0x55
; when j < 4, else 0.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@counter = global i256 5
@bytes = global [5 x i8] c"\01\02\03\04\05"
@zeros = global [4 x i256] zeroinitializer
@st = global { i8, i256, i16 } { i8 -86, i256 7, i16 -16657 }
@odd = global i40 73588229205
@pbytes = global ptr getelementptr (i8, ptr @bytes, i256 2)
@self = global ptr @self
@heap = addrspace(1) global i256 99

define void @bump(i256 %by) {
  %c = load i256, ptr @counter
  %c1 = add i256 %c, %by
  store i256 %c1, ptr @counter
  ret void
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
  %n = call i256 @arg(i256 0)
  %i = call i256 @arg(i256 1)
  %j = call i256 @arg(i256 2)
  br label %loop
loop:
  %k = phi i256 [ 0, %entry ], [ %k1, %body ]
  %more = icmp ult i256 %k, %n
  %k1 = add i256 %k, 1
  br i1 %more, label %body, label %done
body:
  call void @bump(i256 2)
  br label %loop
done:
  %c = load i256, ptr @counter
  call void @out(i256 0, i256 %c)
  %b40 = load i40, ptr @bytes
  %b40w = zext i40 %b40 to i256
  call void @out(i256 1, i256 %b40w)
  %bp = getelementptr [5 x i8], ptr @bytes, i256 0, i256 %i
  %bi = load i8, ptr %bp
  %biw = zext i8 %bi to i256
  call void @out(i256 2, i256 %biw)
  %f0 = load i8, ptr @st
  %f0w = zext i8 %f0 to i256
  call void @out(i256 3, i256 %f0w)
  %f1p = getelementptr { i8, i256, i16 }, ptr @st, i256 0, i32 1
  %f1 = load i256, ptr %f1p
  call void @out(i256 4, i256 %f1)
  %f2p = getelementptr { i8, i256, i16 }, ptr @st, i256 0, i32 2
  %f2 = load i16, ptr %f2p
  %f2w = zext i16 %f2 to i256
  call void @out(i256 5, i256 %f2w)
  %o = load i40, ptr @odd
  %ow = zext i40 %o to i256
  call void @out(i256 6, i256 %ow)
  %pb = load ptr, ptr @pbytes
  %pbv = load i8, ptr %pb
  %pbw = zext i8 %pbv to i256
  call void @out(i256 7, i256 %pbw)
  %ps = load ptr, ptr @self
  %same = icmp eq ptr %ps, @self
  %samew = zext i1 %same to i256
  call void @out(i256 8, i256 %samew)
  %h = load i256, ptr addrspace(1) @heap
  call void @out(i256 9, i256 %h)
  %inrange = icmp ult i256 %j, 4
  br i1 %inrange, label %store, label %sum
store:
  %zp = getelementptr [4 x i256], ptr @zeros, i256 0, i256 %j
  store i256 85, ptr %zp
  br label %sum
sum:
  %jm = and i256 %j, 3
  %zjp = getelementptr [4 x i256], ptr @zeros, i256 0, i256 %jm
  %zj = load i256, ptr %zjp
  call void @out(i256 10, i256 %zj)
  %z0 = load i256, ptr @zeros
  %z1p = getelementptr [4 x i256], ptr @zeros, i256 0, i256 1
  %z1 = load i256, ptr %z1p
  %z2p = getelementptr [4 x i256], ptr @zeros, i256 0, i256 2
  %z2 = load i256, ptr %z2p
  %z3p = getelementptr [4 x i256], ptr @zeros, i256 0, i256 3
  %z3 = load i256, ptr %z3p
  %s1 = add i256 %z0, %z1
  %s2 = add i256 %s1, %z2
  %s3 = add i256 %s2, %z3
  call void @out(i256 11, i256 %s3)
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 384)
  unreachable
}
