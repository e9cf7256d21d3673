;! { "cases": [
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000003"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000037", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000501"]},
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "hundred", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000064", "0x0000000000000000000000000000000000000000000000000000000000000007"]}], "expected": ["0x00000000000000000000000000000000000000000000000000000000000529ae", "0x000000000000000000000000000000000000000000000000000000000000000c", "0x0000000000000000000000000000000000000000000000000000000000006401"]},
;! {"name": "big", "inputs": [{"method": "#fallback", "calldata": ["0x8000000000000000000000000000000000000000000000000000000000003039", "0x0400000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000076fc9", "0x00000000000000000000000000000000000000000000000000000000000000d3", "0x0000000000000000000000000000000000000000000000000000000000006919"]}
;! ] }
; Loops whose latch computes its condition last
; (test/CodeGen/EVM/stackify/shuffle-before-condition.ll: the values
; shuffled to the exit layout before the compare), at every option set.
; Word 0: 0^2 + ... + n^2 with n = a % 200; word 1: the xor of the
; counters 0, 1, ... of a loop that runs while (i + 1) * k < a % 5000,
; k = b % 13 + 1; word 2: the sum of a's low bytes, 256 times, plus their
; number, while bytes are left and fewer than b % 40 + 1 were added.
; Expected values computed with Python's integers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %n = urem i256 %a, 200
  %sq = call i256 @sum_squares(i256 %n)
  %lim = urem i256 %a, 5000
  %b13 = urem i256 %b, 13
  %k = add i256 %b13, 1
  %xs = call i256 @early_product(i256 %lim, i256 %k)
  %b40 = urem i256 %b, 40
  %max = add i256 %b40, 1
  %bytes = call i256 @byte_sum(i256 %a, i256 %max)
  store i256 %sq, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1))
  store i256 %xs, ptr addrspace(1) inttoptr (i256 1056 to ptr addrspace(1))
  store i256 %bytes, ptr addrspace(1) inttoptr (i256 1088 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 96)
  unreachable
}

define i256 @sum_squares(i256 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %sq = mul i256 %i, %i
  %s.next = add i256 %s, %sq
  %i.next = add i256 %i, 1
  %more = icmp ule i256 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %s.next
}

define i256 @early_product(i256 %n, i256 %k) noinline {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i256 [ 0, %entry ], [ %s.next, %loop ]
  %i.next = add i256 %i, 1
  %x = mul i256 %i.next, %k
  %s.next = xor i256 %s, %i
  %more = icmp ult i256 %x, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %s.next
}

; Two conditions: the loop leaves when no byte is left or enough were added.
define i256 @byte_sum(i256 %a, i256 %max) noinline {
entry:
  br label %loop
loop:
  %x = phi i256 [ %a, %entry ], [ %x.next, %next ]
  %c = phi i256 [ 0, %entry ], [ %c.next, %next ]
  %t = phi i256 [ 0, %entry ], [ %t.next, %next ]
  %low = and i256 %x, 255
  %t.next = add i256 %t, %low
  %x.next = lshr i256 %x, 8
  %c.next = add i256 %c, 1
  %left = icmp ne i256 %x.next, 0
  br i1 %left, label %next, label %exit
next:
  %room = icmp ult i256 %c.next, %max
  br i1 %room, label %loop, label %exit
exit:
  %r.t = phi i256 [ %t.next, %loop ], [ %t.next, %next ]
  %r.c = phi i256 [ %c.next, %loop ], [ %c.next, %next ]
  %hi = shl i256 %r.t, 8
  %r = add i256 %hi, %r.c
  ret i256 %r
}
