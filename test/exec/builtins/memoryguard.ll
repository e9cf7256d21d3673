;! { "cases": [
;! {"name": "none", "inputs": [{"method": "#fallback", "calldata": ["0", "0x9"]}], "expected": ["1", "0", "0"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "0x9"]}], "expected": ["1", "9", "0"]},
;! {"name": "three", "inputs": [{"method": "#fallback", "calldata": ["3", "0x64"]}], "expected": ["1", "303", "300"]},
;! {"name": "eight_wraps", "inputs": [{"method": "#fallback", "calldata": ["8", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd"]}], "expected": ["1", "4", "115792089237316195423570985008687907853269984665640564039457584007913129639852"]},
;! {"name": "clamped", "inputs": [{"method": "#fallback", "calldata": ["50", "0x7"]}], "expected": ["1", "84", "196"]}
;! ] }
; llvm.evm.memoryguard(128), as Solidity-style code starts: the address from
; which the code allocates memory, above the backend's globals and frames
; (the heap start). The code stores it at 0x40 as its free memory pointer,
; allocates n words there (x + i), calls a function whose frame holds an
; array (x * i), and reads the heap back: the frame must not overlap it.
; Calldata: n (clamped to 8), x. Returned words, computed with Python
; integers: 1 (the address is at least 0x80 and 32-byte aligned),
; (n * x + n * (n - 1) // 2) % 2**256, (x * (n * (n - 1) // 2)) % 2**256.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.memoryguard(i256)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %n0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %big = icmp ugt i256 %n0, 8
  %n = select i1 %big, i256 8, i256 %n0
  %fmp = call i256 @llvm.evm.memoryguard(i256 128)
  store i256 %fmp, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  br label %alloc
alloc:
  %i = phi i256 [ 0, %entry ], [ %i.next, %alloc.body ]
  %more = icmp ult i256 %i, %n
  br i1 %more, label %alloc.body, label %alloc.done
alloc.body:
  %base = load i256, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %off = mul i256 %i, 32
  %addr = add i256 %base, %off
  %p = inttoptr i256 %addr to ptr addrspace(1)
  %v = add i256 %x, %i
  store i256 %v, ptr addrspace(1) %p
  %i.next = add i256 %i, 1
  br label %alloc
alloc.done:
  %s = call i256 @frame_sum(i256 %n, i256 %x)
  br label %read
read:
  %j = phi i256 [ 0, %alloc.done ], [ %j.next, %read.body ]
  %acc = phi i256 [ 0, %alloc.done ], [ %acc.next, %read.body ]
  %rmore = icmp ult i256 %j, %n
  br i1 %rmore, label %read.body, label %done
read.body:
  %roff = mul i256 %j, 32
  %raddr = add i256 %fmp, %roff
  %rp = inttoptr i256 %raddr to ptr addrspace(1)
  %rv = load i256, ptr addrspace(1) %rp
  %acc.next = add i256 %acc, %rv
  %j.next = add i256 %j, 1
  br label %read
done:
  %low = icmp uge i256 %fmp, 128
  %rem = and i256 %fmp, 31
  %aligned = icmp eq i256 %rem, 0
  %okb = and i1 %low, %aligned
  %ok = zext i1 %okb to i256
  store i256 %ok, ptr addrspace(1) null
  store i256 %acc, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  store i256 %s, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) null, i256 96)
  unreachable
}

; Fills a frame array with x * k for k < n and sums it.
define i256 @frame_sum(i256 %n, i256 %x) {
entry:
  %arr = alloca [8 x i256], align 32
  br label %fill
fill:
  %k = phi i256 [ 0, %entry ], [ %k.next, %fill.body ]
  %go = icmp ult i256 %k, %n
  br i1 %go, label %fill.body, label %sum
fill.body:
  %slot = getelementptr [8 x i256], ptr %arr, i256 0, i256 %k
  %xv = mul i256 %x, %k
  store i256 %xv, ptr %slot
  %k.next = add i256 %k, 1
  br label %fill
sum:
  %m = phi i256 [ 0, %fill ], [ %m.next, %sum.body ]
  %t = phi i256 [ 0, %fill ], [ %t.next, %sum.body ]
  %go2 = icmp ult i256 %m, %n
  br i1 %go2, label %sum.body, label %exit
sum.body:
  %slot2 = getelementptr [8 x i256], ptr %arr, i256 0, i256 %m
  %w = load i256, ptr %slot2
  %t.next = add i256 %t, %w
  %m.next = add i256 %m, 1
  br label %sum
exit:
  ret i256 %t
}
