;! { "cases": [
;! {"name": "base-cases", "inputs": [{"method": "#fallback", "calldata": ["0", "0", "0", "5"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000010"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "1", "1", "0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x00000000000000000000000000000000000000000000000000000000000000ab"]},
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["7", "10", "2", "100"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000000d", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffff86930"]},
;! {"name": "deep", "inputs": [{"method": "#fallback", "calldata": ["15", "50", "4", "-1"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000262", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000006a44a00"]},
;! {"name": "odd-depth", "inputs": [{"method": "#fallback", "calldata": ["12", "49", "3", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000090", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x80000000000000000000000000000000000000000000000000000000000cc054"]}
;! ] }
; Recursion: naive fibonacci (two self-calls per level), mutual recursion
; is_even/is_odd, and a function that calls itself in a loop while PHIs and a
; value computed before the loop stay live across the calls.
; Calldata: n (fib), m (parity), depth, x.
; The expected words were computed by running this module on the host with lli
; (LLVM 22), calldata and memory modelled as byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p0 = inttoptr i256 0 to ptr addrspace(2)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %p3 = inttoptr i256 96 to ptr addrspace(2)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %m = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %d = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p3)
  %f = call i256 @fib(i256 %n)
  %e = call i1 @is_even(i256 %m)
  %ez = zext i1 %e to i256
  %o = call i1 @is_odd(i256 %m)
  %oz = zext i1 %o to i256
  %t = call i256 @tree(i256 %d, i256 %x)
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  %m3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %f, ptr addrspace(1) %m0
  store i256 %ez, ptr addrspace(1) %m1
  store i256 %oz, ptr addrspace(1) %m2
  store i256 %t, ptr addrspace(1) %m3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

define i256 @fib(i256 %n) {
entry:
  %small = icmp ult i256 %n, 2
  br i1 %small, label %base, label %rec
base:
  ret i256 %n
rec:
  %n1 = sub i256 %n, 1
  %n2 = sub i256 %n, 2
  %a = call i256 @fib(i256 %n1)
  %b = call i256 @fib(i256 %n2)
  %s = add i256 %a, %b
  ret i256 %s
}

define i1 @is_even(i256 %n) {
entry:
  %z = icmp eq i256 %n, 0
  br i1 %z, label %yes, label %rec
yes:
  ret i1 true
rec:
  %n1 = sub i256 %n, 1
  %r = call i1 @is_odd(i256 %n1)
  ret i1 %r
}

define i1 @is_odd(i256 %n) {
entry:
  %z = icmp eq i256 %n, 0
  br i1 %z, label %no, label %rec
no:
  ret i1 false
rec:
  %n1 = sub i256 %n, 1
  %r = call i1 @is_even(i256 %n1)
  ret i1 %r
}

; tree(0, x) = x*3 + 1
; tree(d, x) = for i in 0..2: acc = acc*7 + tree(d-1, x+i); then mix in %base
define i256 @tree(i256 %d, i256 %x) {
entry:
  %leaf = icmp eq i256 %d, 0
  br i1 %leaf, label %base, label %pre
base:
  %x3 = mul i256 %x, 3
  %l = add i256 %x3, 1
  ret i256 %l
pre:
  %keep = xor i256 %x, %d
  %d1 = sub i256 %d, 1
  br label %loop
loop:
  %i = phi i256 [ 0, %pre ], [ %i1, %loop ]
  %acc = phi i256 [ %d, %pre ], [ %acc1, %loop ]
  %xi = add i256 %x, %i
  %sub = call i256 @tree(i256 %d1, i256 %xi)
  %accm = mul i256 %acc, 7
  %acc1 = add i256 %accm, %sub
  %i1 = add i256 %i, 1
  %more = icmp ult i256 %i1, 3
  br i1 %more, label %loop, label %exit
exit:
  %ks = shl i256 %keep, 8
  %r = sub i256 %acc1, %ks
  ret i256 %r
}
