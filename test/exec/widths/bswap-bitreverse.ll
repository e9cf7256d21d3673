;! { "cases": [
;! {"name": "bswap_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bswap_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x5ea1f96b53c529c5af7abf9332ee97af26da310645045d04b532cd0200000001"]}], "expected": ["0x1000000"]},
;! {"name": "bswap_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "bswap_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xb20d2dbf3e4503461e9e1ee8ccef060c00872dedeb463c1082fbfb2280000000"]}], "expected": ["0x80"]},
;! {"name": "bswap_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x7fffffff"]}], "expected": ["0xffffff7f"]},
;! {"name": "bswap_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1a0623087f738270f602b26e73b92f3d6649facfbb4620e77120373fff55afd"]}], "expected": ["0xfd5af5ff"]},
;! {"name": "bswap_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bswap_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7f0ea13604b4227823a51f952d516da12124a72b09468a9f0000000000000001"]}], "expected": ["0x100000000000000"]},
;! {"name": "bswap_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "bswap_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2e752c3d7f2315b5b8f50cfed59d2e08a493194acce67d378000000000000000"]}], "expected": ["0x80"]},
;! {"name": "bswap_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7fffffffffffffff"]}], "expected": ["0xffffffffffffff7f"]},
;! {"name": "bswap_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x38c8a6da493f1ca28a7bb47a8c3a9fba0f5939e913cac51bee1b7cc797151741"]}], "expected": ["0x41171597c77c1bee"]},
;! {"name": "bswap_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bswap_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x4a99791054a8d19af7a6f1eba635298c00000000000000000000000000000001"]}], "expected": ["0x1000000000000000000000000000000"]},
;! {"name": "bswap_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "bswap_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xd2b8657555c6c7127b708de7b0fde4f80000000000000000000000000000000"]}], "expected": ["0x80"]},
;! {"name": "bswap_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffff7f"]},
;! {"name": "bswap_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x17bcbb74ddb714209e28d425fbdd304cffffffffffffffffffffffffffffff65"]}], "expected": ["0x65ffffffffffffffffffffffffffffff"]},
;! {"name": "bswap_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bswap_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1"]}], "expected": ["0x100000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "bswap_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "bswap_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x80"]},
;! {"name": "bswap_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"]},
;! {"name": "bswap_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffb051691d725f522e0395214a94e56364802ae90d9fad7e35e183676429c91c"]}], "expected": ["0x1cc929646783e1357ead9f0de92a806463e5944a2195032e525f721d6951b0ff"]},
;! {"name": "bitreverse_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bitreverse_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x767bd3a8e68197c2b861571a0c29c0184e2fe9740e48ac7d9bfc737f9c67f15"]}], "expected": ["0x1"]},
;! {"name": "bitreverse_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bitreverse_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfbe12c649d102222b1a120f51f47e4f908e9f85c95af1b878add177bae019c01"]}], "expected": ["0x80"]},
;! {"name": "bitreverse_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xff"]}], "expected": ["0xff"]},
;! {"name": "bitreverse_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x9b2b8e13e53c7398f110e3c97b786f94e63436b414fcf4d79f697b544bbbee80"]}], "expected": ["0x1"]},
;! {"name": "bitreverse_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7f"]}], "expected": ["0xfe"]},
;! {"name": "bitreverse_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x76988fa4cef9b654b0395d8a32ec096baa3143717db9bff9439602b3192d9bad"]}], "expected": ["0xb5"]},
;! {"name": "bitreverse_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bitreverse_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xe82b94ef323ee894a0fe021c63decaa5bd0b5b791ce8294788d0337300000001"]}], "expected": ["0x80000000"]},
;! {"name": "bitreverse_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "bitreverse_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8dbc17c556f64b12a960275b41b46d2dd0491719b3bd02d7362188b480000000"]}], "expected": ["0x1"]},
;! {"name": "bitreverse_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7fffffff"]}], "expected": ["0xfffffffe"]},
;! {"name": "bitreverse_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x64416070089197af29c1f09feec509dbaa09132a1a295ae83fcfd11126ef21e8"]}], "expected": ["0x1784f764"]},
;! {"name": "bitreverse_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bitreverse_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xfccd41a4836d8a68313a2e3c30795e755cf36c1b94f498290000000000000001"]}], "expected": ["0x8000000000000000"]},
;! {"name": "bitreverse_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "bitreverse_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x386b1d4b02ed5b980e7f9df151b257c5abfeb6a6871c1a78000000000000000"]}], "expected": ["0x1"]},
;! {"name": "bitreverse_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7fffffffffffffff"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "bitreverse_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x4050804d6457efc8bb1cfab1801b0940b752e22c93c7a3247f00000000000000"]}], "expected": ["0xfe"]},
;! {"name": "bitreverse_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bitreverse_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xe1d47074da20bb9323789aa90f032f0b00000000000000000000000000000001"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "bitreverse_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "bitreverse_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xa20799286d1c7600529673532944d72380000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "bitreverse_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "bitreverse_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7b2fc725caf400024cb588f452671bef00000000000000000000000000000002"]}], "expected": ["0x40000000000000000000000000000000"]},
;! {"name": "bitreverse_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bitreverse_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x1"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "bitreverse_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "bitreverse_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "bitreverse_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "bitreverse_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000018a38b3d3ed22a458acd8b18877a3a604f214d50096ced36065a2"]}], "expected": ["0x22d30365b9b4805594279032e2f708c68d9a8d12a25be5e68e28c00000000000"]},
;! {"name": "bitreverse_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0"]}], "expected": ["0x0"]},
;! {"name": "bitreverse_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "bitreverse_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "bitreverse_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "bitreverse_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "bitreverse_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xcde3f9e6a14abd39534a6a2b137f6f7cc7a602eeb503cce5ef1fcf3a8a7b48b6"]}], "expected": ["0x6d12de515cf3f8f7a733c0ad774065e33ef6fec8d45652ca9cbd5285679fc7b3"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.bswap (widths that are a multiple of 16) and llvm.bitreverse.
; Expected values: lli (LLVM 22, JIT on the host) running these same function
; definitions.
; Calldata: word 0 picks the function (the switch in @__entry), the next words
; are its arguments: an argument of up to 256 bits is one word truncated (odd
; cases put garbage above its width), a wider one ceil(W/256) words, most
; significant first. Results come back the same way, an i1 as a word.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
declare i128 @llvm.bswap.i128(i128)
declare i256 @llvm.bswap.i256(i256)
declare i1 @llvm.bitreverse.i1(i1)
declare i8 @llvm.bitreverse.i8(i8)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i128 @llvm.bitreverse.i128(i128)
declare i255 @llvm.bitreverse.i255(i255)
declare i256 @llvm.bitreverse.i256(i256)

define void @__entry() noreturn {
entry:
  %sel.p = inttoptr i256 0 to ptr addrspace(2)
  %sel = call i256 @llvm.evm.calldataload(ptr addrspace(2) %sel.p)
  switch i256 %sel, label %bad [
    i256 0, label %f0
    i256 1, label %f1
    i256 2, label %f2
    i256 3, label %f3
    i256 4, label %f4
    i256 5, label %f5
    i256 6, label %f6
    i256 7, label %f7
    i256 8, label %f8
    i256 9, label %f9
    i256 10, label %f10
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = trunc i256 %f0.1 to i32
  %f0.3 = call i32 @bswap_i32(i32 %f0.2)
  %f0.4 = zext i32 %f0.3 to i256
  %f0.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.4, ptr addrspace(1) %f0.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i64
  %f1.3 = call i64 @bswap_i64(i64 %f1.2)
  %f1.4 = zext i64 %f1.3 to i256
  %f1.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.4, ptr addrspace(1) %f1.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i128
  %f2.3 = call i128 @bswap_i128(i128 %f2.2)
  %f2.4 = zext i128 %f2.3 to i256
  %f2.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.4, ptr addrspace(1) %f2.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = call i256 @bswap_i256(i256 %f3.1)
  %f3.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.2, ptr addrspace(1) %f3.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i1
  %f4.3 = call i1 @bitreverse_i1(i1 %f4.2)
  %f4.4 = zext i1 %f4.3 to i256
  %f4.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.4, ptr addrspace(1) %f4.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i8
  %f5.3 = call i8 @bitreverse_i8(i8 %f5.2)
  %f5.4 = zext i8 %f5.3 to i256
  %f5.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.4, ptr addrspace(1) %f5.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = trunc i256 %f6.1 to i32
  %f6.3 = call i32 @bitreverse_i32(i32 %f6.2)
  %f6.4 = zext i32 %f6.3 to i256
  %f6.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.4, ptr addrspace(1) %f6.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i64
  %f7.3 = call i64 @bitreverse_i64(i64 %f7.2)
  %f7.4 = zext i64 %f7.3 to i256
  %f7.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.4, ptr addrspace(1) %f7.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = trunc i256 %f8.1 to i128
  %f8.3 = call i128 @bitreverse_i128(i128 %f8.2)
  %f8.4 = zext i128 %f8.3 to i256
  %f8.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.4, ptr addrspace(1) %f8.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = trunc i256 %f9.1 to i255
  %f9.3 = call i255 @bitreverse_i255(i255 %f9.2)
  %f9.4 = zext i255 %f9.3 to i256
  %f9.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.4, ptr addrspace(1) %f9.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = call i256 @bitreverse_i256(i256 %f10.1)
  %f10.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.2, ptr addrspace(1) %f10.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i32 @bswap_i32(i32 %a) {
  %r = call i32 @llvm.bswap.i32(i32 %a)
  ret i32 %r
}

define i64 @bswap_i64(i64 %a) {
  %r = call i64 @llvm.bswap.i64(i64 %a)
  ret i64 %r
}

define i128 @bswap_i128(i128 %a) {
  %r = call i128 @llvm.bswap.i128(i128 %a)
  ret i128 %r
}

define i256 @bswap_i256(i256 %a) {
  %r = call i256 @llvm.bswap.i256(i256 %a)
  ret i256 %r
}

define i1 @bitreverse_i1(i1 %a) {
  %r = call i1 @llvm.bitreverse.i1(i1 %a)
  ret i1 %r
}

define i8 @bitreverse_i8(i8 %a) {
  %r = call i8 @llvm.bitreverse.i8(i8 %a)
  ret i8 %r
}

define i32 @bitreverse_i32(i32 %a) {
  %r = call i32 @llvm.bitreverse.i32(i32 %a)
  ret i32 %r
}

define i64 @bitreverse_i64(i64 %a) {
  %r = call i64 @llvm.bitreverse.i64(i64 %a)
  ret i64 %r
}

define i128 @bitreverse_i128(i128 %a) {
  %r = call i128 @llvm.bitreverse.i128(i128 %a)
  ret i128 %r
}

define i255 @bitreverse_i255(i255 %a) {
  %r = call i255 @llvm.bitreverse.i255(i255 %a)
  ret i255 %r
}

define i256 @bitreverse_i256(i256 %a) {
  %r = call i256 @llvm.bitreverse.i256(i256 %a)
  ret i256 %r
}
