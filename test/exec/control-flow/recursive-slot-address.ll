;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "2"]}], "expected": ["2"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "3"]}], "expected": ["6"]},
;! {"name": "seven", "inputs": [{"method": "#fallback", "calldata": ["7", "0"]}], "expected": ["96"]},
;! {"name": "thirty", "inputs": [{"method": "#fallback", "calldata": ["30", "5"]}], "expected": ["1443"]}
;! ] }
; A recursive function that keeps the address of an element of its local
; array across blocks, but never lets it leave the activation: it stays in
; the static frame, saved and restored around the recursive call. At -O0
; the address crosses blocks in a frame slot (a FRAME_STORE of it), which
; is not an escape (regression: llc refused it with "the address of a
; local variable of a recursive function escapes", as in core::fmt's
; Formatter::write_formatted_parts at -O0). walk(n, k): buf[k % 4] = n,
; then (n == 0 ? 0 : walk(n - 1, k + 1)) + 3 * buf[k % 4] + k % 4, read
; through the kept address. Calldata: n, k. Expected words computed by the
; same recursion in Python.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %k = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = call i256 @walk(i256 %n, i256 %k)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define i256 @walk(i256 %n, i256 %k) noinline {
entry:
  %buf = alloca [4 x i256]
  call void @llvm.memset.p0.i256(ptr %buf, i8 0, i256 128, i1 false)
  %i = and i256 %k, 3
  %p = getelementptr [4 x i256], ptr %buf, i256 0, i256 %i
  store i256 %n, ptr %p
  %leaf = icmp eq i256 %n, 0
  br i1 %leaf, label %done, label %recurse
recurse:
  %n1 = sub i256 %n, 1
  %k1 = add i256 %k, 1
  %r = call i256 @walk(i256 %n1, i256 %k1)
  br label %done
done:
  %acc = phi i256 [ 0, %entry ], [ %r, %recurse ]
  %v = load i256, ptr %p
  %m = mul i256 %v, 3
  %s = add i256 %acc, %m
  %t = add i256 %s, %i
  ret i256 %t
}

declare void @llvm.memset.p0.i256(ptr, i8, i256, i1)
