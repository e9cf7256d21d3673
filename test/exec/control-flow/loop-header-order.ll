;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000030", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "one-digit", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000000000000007", "0x0000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000037", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "ten", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000000000000000000000000000000a", "0x0000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000003130", "0x0000000000000000000000000000000000000000000000000000000000000002", "0x0000000000000000000000000000000000000000000000000000000000000005"]},
;! {"name": "twelve-digits", "inputs": [{"method": "#fallback", "calldata": ["0x0000000000000000000000000000000000000000000000000000001cbe991a14", "0x000000000000000000000000000000000000000000000000000000000000003f"]}], "expected": ["0x0000000000000000000000000000000000000000313233343536373839303132", "0x000000000000000000000000000000000000000000000000000000000000000c", "0x0000000000000000000000000000000000000000000000000000000000014d60"]},
;! {"name": "32-digits", "inputs": [{"method": "#fallback", "calldata": ["0x000000000000000000000000000000000000007e37be2022c0914b2680000005", "0x0000000000000000000000000000000000000000000000000000000000000049"]}], "expected": ["0x3130303030303030303030303030303030303030303030303030303030303035", "0x0000000000000000000000000000000000000000000000000000000000000020", "0x000000000000000000000000000000000000000000000000000000000000011d"]},
;! {"name": "largest", "inputs": [{"method": "#fallback", "calldata": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3635363430353634303339343537353834303037393133313239363339393335", "0x000000000000000000000000000000000000000000000000000000000000004e", "0x0000000000000000000000000000000000000000000000000000000000014d60"]}
;! ] }
; Loops whose header takes its values in another order than the latch
; computes them (test/CodeGen/EVM/stackify/block-layouts.ll, @digits and
; @sum_squares: the header's layout in the order its code consumes the
; values, and back edges that move a kept copy down and duplicate it on
; top), at every option set. Word 0: the last 32 bytes of the decimal
; digits of a, written backwards as LibString.toString writes them; word 1:
; their number; word 2: 0^2 + ... + n^2 with n = b % 64. Expected values
; computed with Python's integers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %start = call i256 @digits(i256 %a, i256 512)
  %last = load i256, ptr addrspace(1) inttoptr (i256 480 to ptr addrspace(1))
  %count = sub i256 512, %start
  %n = urem i256 %b, 64
  %sq = call i256 @sum_squares(i256 %n)
  store i256 %last, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1))
  store i256 %count, ptr addrspace(1) inttoptr (i256 1056 to ptr addrspace(1))
  store i256 %sq, ptr addrspace(1) inttoptr (i256 1088 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 96)
  unreachable
}

; LibString.toString's loop: the digits of %x written backwards, ending
; before %end; returns where they start.
define i256 @digits(i256 %x, i256 %end) noinline {
entry:
  br label %loop
loop:
  %t = phi i256 [ %x, %entry ], [ %q, %loop ]
  %ptr = phi i256 [ %end, %entry ], [ %ptr.next, %loop ]
  %ptr.next = add i256 %ptr, -1
  %r = urem i256 %t, 10
  %c = add i256 %r, 48
  %a = inttoptr i256 %ptr.next to ptr addrspace(1)
  %c8 = trunc i256 %c to i8
  store i8 %c8, ptr addrspace(1) %a
  %q = udiv i256 %t, 10
  %more = icmp ne i256 %q, 0
  br i1 %more, label %loop, label %exit
exit:
  ret i256 %ptr.next
}

; 0^2 + 1^2 + ... + %n^2 (at least the first term).
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
