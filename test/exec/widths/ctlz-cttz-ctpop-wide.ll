;! { "cases": [
;! {"name": "ctlz_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0", "0x101"]},
;! {"name": "ctlz_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x100"]},
;! {"name": "ctlz_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctlz_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctlz_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "ctlz_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x41f8cd566fbf5c32ec7373ccad78515a52859545b36a9fdcc6c528bfb60d"]}], "expected": ["0x0", "0x12"]},
;! {"name": "ctlz_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctlz_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x23882e39b704653582228978428c808541aa1218d5077580aa855f7685437cf6"]}], "expected": ["0x0", "0x3"]},
;! {"name": "ctlz_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0x0", "0x200"]},
;! {"name": "ctlz_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x1"]}], "expected": ["0x0", "0x1ff"]},
;! {"name": "ctlz_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctlz_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctlz_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "ctlz_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctlz_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x372d51779ff0f13fc482fc07e557f9523a0976dc6e755d897de100be07fbcd38", "0x3afe460bc3acb0d2633244ab3fcef682d4beba06e9a3b2f1b22e5d963eb38488"]}], "expected": ["0x0", "0x2"]},
;! {"name": "ctlz_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb938e3acfff564a637017426d8cfa3d1f9497bedf95f8e61beabc2d3f48b24ed", "0x7cb165cc64a09a3a4c6fb2c7e5bcb293a620b71ad2980692d237b02fb0f4b496"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x0"]}], "expected": ["0x0", "0x101"]},
;! {"name": "cttz_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x0"]}], "expected": ["0x0", "0x100"]},
;! {"name": "cttz_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x5e1a88e64a21798ed3271855472d0660300c8f972b4a9"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffdeba9f78de"]}], "expected": ["0x0", "0x1"]},
;! {"name": "cttz_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x97972b785dfb73a8bb63f837a582522f6d"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0"]}], "expected": ["0x0", "0x200"]},
;! {"name": "cttz_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x1ff"]},
;! {"name": "cttz_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "cttz_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffe6d4f90"]}], "expected": ["0x0", "0x4"]},
;! {"name": "cttz_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x10", "0x66e2683c201cee99ca15788a114ed89f091b3dd313191002c3940b7baa9dc8d0"]}], "expected": ["0x0", "0x4"]},
;! {"name": "ctpop_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctpop_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "ctpop_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x101"]},
;! {"name": "ctpop_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x0"]}], "expected": ["0x0", "0x1"]},
;! {"name": "ctpop_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x100"]},
;! {"name": "ctpop_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0", "0x9"]},
;! {"name": "ctpop_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x100"]},
;! {"name": "ctpop_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffd0eaeefb95de"]}], "expected": ["0x0", "0xf0"]},
;! {"name": "ctpop_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ctpop_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "ctpop_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x200"]},
;! {"name": "ctpop_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x1"]},
;! {"name": "ctpop_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1ff"]},
;! {"name": "ctpop_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x6302999193ee6862499680a22709147de31bd80ee5175a53fc81442c7092ff07", "0xef2523e167e3366f9a326376b2c925bc9691e8083d5c55135b15f74e4290230f"]}], "expected": ["0x0", "0xf3"]},
;! {"name": "ctpop_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x10ed9ee4be4bddd1e1ab9383f8c26a43bb67c76a60726913"]}], "expected": ["0x0", "0x64"]},
;! {"name": "ctpop_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x155d0cb077cb0819caffa916f9b78e59055730e81a416db2e2fb1987076b2c6c", "0xcf0a03a9b771bc450069fb79ba0f6fe09c24c06121ebafafea9f75cdeed938ab"]}], "expected": ["0x0", "0x108"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.ctlz and llvm.cttz (zero is not poison) and llvm.ctpop.
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
declare i257 @llvm.ctlz.i257(i257, i1)
declare i512 @llvm.ctlz.i512(i512, i1)
declare i257 @llvm.cttz.i257(i257, i1)
declare i512 @llvm.cttz.i512(i512, i1)
declare i257 @llvm.ctpop.i257(i257)
declare i512 @llvm.ctpop.i512(i512)

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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = zext i256 %f0.1 to i257
  %f0.3 = inttoptr i256 64 to ptr addrspace(2)
  %f0.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.3)
  %f0.5 = zext i256 %f0.4 to i257
  %f0.6 = shl i257 %f0.2, 256
  %f0.7 = or i257 %f0.6, %f0.5
  %f0.8 = call i257 @ctlz_i257(i257 %f0.7)
  %f0.9 = lshr i257 %f0.8, 256
  %f0.10 = trunc i257 %f0.9 to i256
  %f0.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.10, ptr addrspace(1) %f0.11
  %f0.12 = trunc i257 %f0.8 to i256
  %f0.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.12, ptr addrspace(1) %f0.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = zext i256 %f1.1 to i512
  %f1.3 = inttoptr i256 64 to ptr addrspace(2)
  %f1.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.3)
  %f1.5 = zext i256 %f1.4 to i512
  %f1.6 = shl i512 %f1.2, 256
  %f1.7 = or i512 %f1.6, %f1.5
  %f1.8 = call i512 @ctlz_i512(i512 %f1.7)
  %f1.9 = lshr i512 %f1.8, 256
  %f1.10 = trunc i512 %f1.9 to i256
  %f1.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.10, ptr addrspace(1) %f1.11
  %f1.12 = trunc i512 %f1.8 to i256
  %f1.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.12, ptr addrspace(1) %f1.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = zext i256 %f2.1 to i257
  %f2.3 = inttoptr i256 64 to ptr addrspace(2)
  %f2.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.3)
  %f2.5 = zext i256 %f2.4 to i257
  %f2.6 = shl i257 %f2.2, 256
  %f2.7 = or i257 %f2.6, %f2.5
  %f2.8 = call i257 @cttz_i257(i257 %f2.7)
  %f2.9 = lshr i257 %f2.8, 256
  %f2.10 = trunc i257 %f2.9 to i256
  %f2.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.10, ptr addrspace(1) %f2.11
  %f2.12 = trunc i257 %f2.8 to i256
  %f2.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.12, ptr addrspace(1) %f2.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = zext i256 %f3.1 to i512
  %f3.3 = inttoptr i256 64 to ptr addrspace(2)
  %f3.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.3)
  %f3.5 = zext i256 %f3.4 to i512
  %f3.6 = shl i512 %f3.2, 256
  %f3.7 = or i512 %f3.6, %f3.5
  %f3.8 = call i512 @cttz_i512(i512 %f3.7)
  %f3.9 = lshr i512 %f3.8, 256
  %f3.10 = trunc i512 %f3.9 to i256
  %f3.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.10, ptr addrspace(1) %f3.11
  %f3.12 = trunc i512 %f3.8 to i256
  %f3.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.12, ptr addrspace(1) %f3.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = zext i256 %f4.1 to i257
  %f4.3 = inttoptr i256 64 to ptr addrspace(2)
  %f4.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.3)
  %f4.5 = zext i256 %f4.4 to i257
  %f4.6 = shl i257 %f4.2, 256
  %f4.7 = or i257 %f4.6, %f4.5
  %f4.8 = call i257 @ctpop_i257(i257 %f4.7)
  %f4.9 = lshr i257 %f4.8, 256
  %f4.10 = trunc i257 %f4.9 to i256
  %f4.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.10, ptr addrspace(1) %f4.11
  %f4.12 = trunc i257 %f4.8 to i256
  %f4.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f4.12, ptr addrspace(1) %f4.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = zext i256 %f5.1 to i512
  %f5.3 = inttoptr i256 64 to ptr addrspace(2)
  %f5.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.3)
  %f5.5 = zext i256 %f5.4 to i512
  %f5.6 = shl i512 %f5.2, 256
  %f5.7 = or i512 %f5.6, %f5.5
  %f5.8 = call i512 @ctpop_i512(i512 %f5.7)
  %f5.9 = lshr i512 %f5.8, 256
  %f5.10 = trunc i512 %f5.9 to i256
  %f5.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.10, ptr addrspace(1) %f5.11
  %f5.12 = trunc i512 %f5.8 to i256
  %f5.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.12, ptr addrspace(1) %f5.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @ctlz_i257(i257 %a) {
  %r = call i257 @llvm.ctlz.i257(i257 %a, i1 false)
  ret i257 %r
}

define i512 @ctlz_i512(i512 %a) {
  %r = call i512 @llvm.ctlz.i512(i512 %a, i1 false)
  ret i512 %r
}

define i257 @cttz_i257(i257 %a) {
  %r = call i257 @llvm.cttz.i257(i257 %a, i1 false)
  ret i257 %r
}

define i512 @cttz_i512(i512 %a) {
  %r = call i512 @llvm.cttz.i512(i512 %a, i1 false)
  ret i512 %r
}

define i257 @ctpop_i257(i257 %a) {
  %r = call i257 @llvm.ctpop.i257(i257 %a)
  ret i257 %r
}

define i512 @ctpop_i512(i512 %a) {
  %r = call i512 @llvm.ctpop.i512(i512 %a)
  ret i512 %r
}
