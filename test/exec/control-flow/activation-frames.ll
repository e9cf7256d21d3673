;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "0x5"]}], "expected": ["10"]},
;! {"name": "three", "inputs": [{"method": "#fallback", "calldata": ["3", "0x7"]}], "expected": ["203"]},
;! {"name": "ten_high", "inputs": [{"method": "#fallback", "calldata": ["10", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["1330"]},
;! {"name": "forty_wraps", "inputs": [{"method": "#fallback", "calldata": ["40", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["67198"]}
;! ] }
; A recursive function that hands its local array to itself: each
; activation must have its own (EVMActivationFrames), since the child
; reads its parent's array and writes into it, and the parent reads its own
; after the call. levels(n, parent, x): mine[i] = parent[i] + n * (i + 1) + x
; (parent[i] = 0 at the top); the child adds 1 to parent[0]; at n = 0 the
; result is mine[0] + mine[1], else levels(n - 1, mine, x) + mine[0] +
; mine[1], all mod 2^256. Calldata: n, x. Expected words computed by the
; same recursion in Python.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %r = call i256 @levels(i256 %n, ptr null, i256 %x)
  store i256 %r, ptr addrspace(1) null
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
}

define i256 @levels(i256 %n, ptr %parent, i256 %x) noinline {
entry:
  %mine = alloca [2 x i256]
  %mine1 = getelementptr [2 x i256], ptr %mine, i256 0, i256 1
  %has.parent = icmp ne ptr %parent, null
  br i1 %has.parent, label %from.parent, label %fill
from.parent:
  %parent1 = getelementptr [2 x i256], ptr %parent, i256 0, i256 1
  %p0 = load i256, ptr %parent
  %p1 = load i256, ptr %parent1
  %p0.next = add i256 %p0, 1
  store i256 %p0.next, ptr %parent
  br label %fill
fill:
  %b0 = phi i256 [ 0, %entry ], [ %p0, %from.parent ]
  %b1 = phi i256 [ 0, %entry ], [ %p1, %from.parent ]
  %n2 = mul i256 %n, 2
  %m0a = add i256 %b0, %n
  %m0 = add i256 %m0a, %x
  %m1a = add i256 %b1, %n2
  %m1 = add i256 %m1a, %x
  store i256 %m0, ptr %mine
  store i256 %m1, ptr %mine1
  %leaf = icmp eq i256 %n, 0
  br i1 %leaf, label %done, label %recurse
recurse:
  %n.next = sub i256 %n, 1
  %r = call i256 @levels(i256 %n.next, ptr %mine, i256 %x)
  br label %done
done:
  %acc = phi i256 [ 0, %fill ], [ %r, %recurse ]
  %v0 = load i256, ptr %mine
  %v1 = load i256, ptr %mine1
  %s = add i256 %v0, %v1
  %t = add i256 %acc, %s
  ret i256 %t
}
