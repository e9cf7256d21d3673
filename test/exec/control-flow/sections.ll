;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x00000000000000000000000000000000000000000000000000000000000000ff", "0x00000000000000000000000000000000000000000000000000000000000003e8", "0x0000000000000000000000000000000000000000000000000000000000000012"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["0x1"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000004", "0x00000000000000000000000000000000000000000000000000000000000000fe", "0x00000000000000000000000000000000000000000000000000000000000003e9", "0x0000000000000000000000000000000000000000000000000000000000000013"]},
;! {"name": "big", "inputs": [{"method": "#fallback", "calldata": ["0x8000000000000000000000000000000000000000000000000000000000003039"]}], "expected": ["0x80000000000000000000000000000000000000000000000000000000000090ac", "0x80000000000000000000000000000000000000000000000000000000000030c6", "0x8000000000000000000000000000000000000000000000000000000000003421", "0x800000000000000000000000000000000000000000000000000000000000304b"]},
;! {"name": "all-ones", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00", "0x00000000000000000000000000000000000000000000000000000000000003e7", "0x0000000000000000000000000000000000000000000000000000000000000011"]},
;! {"name": "mid", "inputs": [{"method": "#fallback", "calldata": ["0xdeadbeef"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000029c093cce", "0x00000000000000000000000000000000000000000000000000000000deadbe10", "0x00000000000000000000000000000000000000000000000000000000deadc2d7", "0x00000000000000000000000000000000000000000000000000000000deadbf01"]}
;! ] }
; Functions LLVM would put in sections of their own, called from the entry:
; a cold one (.text.unlikely.), a hot one (.text.hot.), one with a section
; attribute, and a global with one. The bytecode is one code section
; (EVMTargetObjectFile): every function is in it, the attributes are
; ignored with a warning (test/CodeGen/EVM/mc/sections.ll), and each call
; returns. Calldata: a. Returned: slow(a) = 3a+1, fast(a) = a xor 0xff,
; mine(a) = a+1000, a + g[0] + g[1] with g = {7, 11}.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@g = global [2 x i256] [i256 7, i256 11], section ".data.mine"

define i256 @slow(i256 %x) cold noinline {
  %m = mul i256 %x, 3
  %y = add i256 %m, 1
  ret i256 %y
}

define i256 @fast(i256 %x) hot noinline {
  %y = xor i256 %x, 255
  ret i256 %y
}

define i256 @mine(i256 %x) noinline section ".text.mine" {
  %y = add i256 %x, 1000
  ret i256 %y
}

define i256 @table(i256 %x) noinline section ".text.other" {
  %p1 = getelementptr [2 x i256], ptr @g, i256 0, i256 1
  %a = load i256, ptr @g
  %b = load i256, ptr %p1
  %s = add i256 %x, %a
  %t = add i256 %s, %b
  ret i256 %t
}

define void @__entry() noreturn {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %r0 = call i256 @slow(i256 %a)
  %r1 = call i256 @fast(i256 %a)
  %r2 = call i256 @mine(i256 %a)
  %r3 = call i256 @table(i256 %a)
  %o1 = inttoptr i256 32 to ptr addrspace(1)
  %o2 = inttoptr i256 64 to ptr addrspace(1)
  %o3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %r0, ptr addrspace(1) null
  store i256 %r1, ptr addrspace(1) %o1
  store i256 %r2, ptr addrspace(1) %o2
  store i256 %r3, ptr addrspace(1) %o3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}
