;! { "cases": [
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["5", "7"]}], "expected": ["5", "7", "12", "35", "1"]},
;! {"name": "wraps", "inputs": [{"method": "#fallback", "calldata": ["-1", "2"]}], "expected": ["-1", "2", "1", "-2", "1"]}
;! ] }
; llvm.evm.memoryguard(0xc0), as solc's init code with immutables starts:
; the code keeps 0x80-0xbf to itself (solc stores the immutables' values
; there), so the backend's globals and frames must start at 0xc0 or above
; (docs/memory-map.md). The code writes a and b at 0x80 and 0xa0; an
; initialised memory global (copied in at entry), a frame array and a
; callee's spilled values must not overwrite them. Calldata: a, b.
; Returned: the words at 0x80 and 0xa0 read back after the call (a, b),
; a + b, a * b (both mod 2^256, by way of the global and the frame), and 1
; if the heap start is at least 0xc0.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

@bias = global i256 1

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.memoryguard(i256)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  %fmp = call i256 @llvm.evm.memoryguard(i256 192)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  store i256 %a, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  store i256 %b, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  %sum = call i256 @through_frame(i256 %a, i256 %b)
  %prod = mul i256 %a, %b
  %a2 = load volatile i256, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  %b2 = load volatile i256, ptr addrspace(1) inttoptr (i256 160 to ptr addrspace(1))
  %high = icmp uge i256 %fmp, 192
  %ok = zext i1 %high to i256
  store i256 %a2, ptr addrspace(1) null
  store i256 %b2, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %sum, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  store i256 %prod, ptr addrspace(1) inttoptr (i256 96 to ptr addrspace(1))
  store i256 %ok, ptr addrspace(1) inttoptr (i256 128 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 160)
  unreachable
}

; a + b by way of the global (bias - 1) and a frame array.
define i256 @through_frame(i256 %a, i256 %b) noinline {
  %arr = alloca [2 x i256], align 32
  %p1 = getelementptr [2 x i256], ptr %arr, i256 0, i256 1
  store volatile i256 %a, ptr %arr
  store volatile i256 %b, ptr %p1
  %x = load volatile i256, ptr %arr
  %y = load volatile i256, ptr %p1
  %g = load volatile i256, ptr @bias
  store volatile i256 %y, ptr @bias
  %s = add i256 %x, %y
  %t = add i256 %s, %g
  %r = sub i256 %t, 1
  ret i256 %r
}
