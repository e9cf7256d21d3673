;! { "cases": [
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["5", "7"]}], "expected": ["5", "7", "12", "1", "2"]},
;! {"name": "wraps", "inputs": [{"method": "#fallback", "calldata": ["-1", "3"]}], "expected": ["-1", "3", "2", "1", "2"]}
;! ] }
; A memory-unsafe module (docs/memory-map.md: the module flag
; evm.memory-unsafe, Yul without memoryguard) owns all of memory: it
; writes its words at 0x80, 0xa0 and 0xc0, where the backend would
; otherwise put its globals and frames, and copies a code global after
; them. Straight-line code needs no frame at any level, so it compiles and
; nothing of the backend's overwrites what it stored. Calldata: a, b;
; returned: a, b, a + b (mod 2^256), then the table's two words 1 and 2.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

@table = addrspace(4) constant [2 x i256] [i256 1, i256 2]

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.codecopy(ptr addrspace(1), ptr addrspace(4), i256)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  store i256 %a, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  store i256 %b, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  %s = add i256 %a, %b
  store i256 %s, ptr addrspace(1) inttoptr (i256 192 to ptr addrspace(1))
  call void @llvm.evm.codecopy(ptr addrspace(1) inttoptr (i256 224 to ptr addrspace(1)), ptr addrspace(4) @table, i256 64)
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1)), i256 160)
  unreachable
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"evm.memory-unsafe", i32 1}
