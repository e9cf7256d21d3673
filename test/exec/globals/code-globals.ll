;! { "cases": [
;! { "name": "index-1",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "1", "5" ] } ],
;!   "expected": [ "0x22", "0x1234", "0xabcdef", "0x64", "0x2c", "0x68656c6c6f2c20636f6465206461746120616674657220746865206c61737420", "0x66756e6374696f6e000000000000000000000000000000000000000000000000", "0x6c6c6f2c20636f64000000000000000000000000000000000000000000000000" ] },
;! { "name": "index-3",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "3", "0" ] } ],
;!   "expected": [ "0x44", "0x1234", "0xabcdef", "0x64", "0x68", "0x68656c6c6f2c20636f6465206461746120616674657220746865206c61737420", "0x66756e6374696f6e000000000000000000000000000000000000000000000000", "0x6c6c6f2c20636f64000000000000000000000000000000000000000000000000" ] }
;! ] }
; Constant globals in the code (address space 4): they follow the last
; function and loads read them with CODECOPY. A word table indexed at run
; time, a struct, a string copied to memory whole (llvm.memcpy from code is
; one CODECOPY), a pointer into the string kept in another code global, and
; a memory global initialised with a code address.
; Calldata: i (index into @table), k (index into @msg).
; Expected values, by hand: @table[i] = 0x11 * (i + 1); the struct's fields
; 0x1234 and 0xabcdef; the byte @ref points at, @msg[12] = 'd' (0x64);
; @msg[k] (',' at 5, 'h' at 0); the 40 bytes of @msg; 8 bytes read through
; @mref, which points at @msg + 2 ("llo, cod").
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.memcpy.p1.p4.i256(ptr addrspace(1), ptr addrspace(4), i256, i1)

@table = addrspace(4) constant [4 x i256] [i256 17, i256 34, i256 51, i256 68]
@st = addrspace(4) constant { i16, i256 } { i16 4660, i256 11259375 }
@msg = addrspace(4) constant [40 x i8] c"hello, code data after the last function"
@ref = addrspace(4) constant ptr addrspace(4) getelementptr (i8, ptr addrspace(4) @msg, i256 12)
@mref = global ptr addrspace(4) getelementptr (i8, ptr addrspace(4) @msg, i256 2)

define void @__entry() noreturn {
  %i = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %k = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %tp = getelementptr [4 x i256], ptr addrspace(4) @table, i256 0, i256 %i
  %t = load i256, ptr addrspace(4) %tp
  store i256 %t, ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1))
  %a = load i16, ptr addrspace(4) @st
  %aw = zext i16 %a to i256
  store i256 %aw, ptr addrspace(1) inttoptr (i256 4128 to ptr addrspace(1))
  %bp = getelementptr { i16, i256 }, ptr addrspace(4) @st, i256 0, i32 1
  %b = load i256, ptr addrspace(4) %bp
  store i256 %b, ptr addrspace(1) inttoptr (i256 4160 to ptr addrspace(1))
  %r = load ptr addrspace(4), ptr addrspace(4) @ref
  %rc = load i8, ptr addrspace(4) %r
  %rcw = zext i8 %rc to i256
  store i256 %rcw, ptr addrspace(1) inttoptr (i256 4192 to ptr addrspace(1))
  %mp = getelementptr [40 x i8], ptr addrspace(4) @msg, i256 0, i256 %k
  %mc = load i8, ptr addrspace(4) %mp
  %mcw = zext i8 %mc to i256
  store i256 %mcw, ptr addrspace(1) inttoptr (i256 4224 to ptr addrspace(1))
  call void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) inttoptr (i256 4256 to ptr addrspace(1)), ptr addrspace(4) @msg, i256 40, i1 false)
  %m = load ptr addrspace(4), ptr @mref
  %mv = load i64, ptr addrspace(4) %m
  store i256 0, ptr addrspace(1) inttoptr (i256 4320 to ptr addrspace(1))
  store i64 %mv, ptr addrspace(1) inttoptr (i256 4320 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 256)
  unreachable
}
