;! { "cases": [
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000005"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000003b", "0x0000000000000000000000000000000000000000000000000000000000000020"]},
;! {"name": "ten", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000009", "0x0000000000000000000000000000000000000000000000000000000000000064"]}], "expected": ["0x00000000000000000000000000000000000000000000000006156013762879f7", "0x0000000000000000000000000000000000000000000000000000000000000080"]},
;! {"name": "wrap", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000000000000000000000000003c", "0x8000000000000000000000000000000000000000000000000000000000000003"]}], "expected": ["0x95b47cb4cf22949bd10e45bfab24d23afa05f2e5f0a229bc15b6e05ebcbc0000", "0x8000000000000000000000000000000000000000000000000000000000000020"]},
;! {"name": "long", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000063", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfafda250ba75a29d427e0dd81b3ccb352625ae5997ad60ececcc46d7e5cc2640", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "mid", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000000000000000000000000002c", "0x0000000000000000000000000000000000000000000000000000000000003039"]}], "expected": ["0xabb7148b82ccc43315dc1242aa5984c80c2019a660ea3752bbe15f7047dc11bc", "0x0000000000000000000000000000000000000000000000000000000000003040"]}
;! ] }
; Constants kept on the stack through a loop
; (test/CodeGen/EVM/stackify/loop-constants.ll), at every option set. Word 0:
; r = r * 58 + (r < 2^256 / 58 rounded up), from r = 1, a % 100 + 1 times
; (solady's Base58 threshold, kept); word 1: x rounded up to a multiple of
; 32, a % 5 + 1 times (not(0x1f), pushed at each use). Expected values
; computed with Python's integers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %a100 = urem i256 %a, 100
  %n1 = add i256 %a100, 1
  %a5 = urem i256 %a, 5
  %n2 = add i256 %a5, 1
  %w0 = call i256 @threshold(i256 %n1)
  %w1 = call i256 @mask(i256 %n2, i256 %x)
  store i256 %w0, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1))
  store i256 %w1, ptr addrspace(1) inttoptr (i256 1056 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 64)
  unreachable
}

define i256 @threshold(i256 %n) noinline optsize {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i256 [ 1, %entry ], [ %r.next, %loop ]
  %ok = icmp ult i256 %r, 1996415331677865438337430776011860480228792839062768345507889379446778097241
  %z = zext i1 %ok to i256
  %m = mul i256 %r, 58
  %r.next = add i256 %m, %z
  %i.next = add i256 %i, 1
  %c = icmp ult i256 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %r.next
}

define i256 @mask(i256 %n, i256 %x) noinline optsize {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i256 [ %x, %entry ], [ %r.next, %loop ]
  %s = add i256 %r, 31
  %r.next = and i256 %s, -32
  %i.next = add i256 %i, 1
  %c = icmp ult i256 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %r.next
}
