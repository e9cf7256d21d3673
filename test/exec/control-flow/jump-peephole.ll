;! { "cases": [
;! {"name": "greater", "inputs": [{"method": "#fallback", "calldata": ["5", "3", "10", "2"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000008", "0x0000000000000000000000000000000000000000000000000000000000000012", "0x0000000000000000000000000000000000000000000000000000000000000012", "0x0000000000000000000000000000000000000000000000000000000000000064", "0x0000000000000000000000000000000000000000000000000000000000000005"]},
;! {"name": "less", "inputs": [{"method": "#fallback", "calldata": ["2", "9", "1", "0"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000001b", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x000000000000000000000000000000000000000000000000000000000000000b", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000002"]},
;! {"name": "equal-seven", "inputs": [{"method": "#fallback", "calldata": ["7", "7", "0", "4"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000038", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x000000000000000000000000000000000000000000000000000000000000000e", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000007"]},
;! {"name": "wraps", "inputs": [{"method": "#fallback", "calldata": ["1000", "-1", "25", "6"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc17", "0x000000000000000000000000000000000000000000000000000000000000002a", "0x00000000000000000000000000000000000000000000000000000000000003e7", "0x0000000000000000000000000000000000000000000000000000000000000271", "0x00000000000000000000000000000000000000000000000000000000000001f3"]},
;! {"name": "all-ones", "inputs": [{"method": "#fallback", "calldata": ["-1", "0", "40", "1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x000000000000000000000000000000000000000000000000000000000000030c", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000640", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "odd-k-max", "inputs": [{"method": "#fallback", "calldata": ["100", "50", "3", "-1"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000096", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000000000000000000000013ba", "0x0000000000000000000000000000000000000000000000000000000000000009", "0x0000000000000000000000000000000000000000000000000000000000000031"]}
;! ] }
; Control flow that leaves jumps and JUMPDESTs for EVMStackPeephole's jump
; rewrites (docs/design.md, pipeline): a cold block that only jumps on (its
; jump is sent to the target and the block removed), empty blocks that fall
; into a join (removed, jumps to them sent to the join; a jump to the next
; block and a conditional jump to where execution goes anyway follow), and a
; call that ends a block falling into a join (its return JUMPDEST merged
; with the join's), and a join that only returns (@three: the arm that
; jumped to it gets a copy of its ADD; SWAP1; RET instead, rule 7). `freeze` becomes a copy, which leaves no code: the
; blocks that hold one are empty after stackification. The shapes appear
; with llc alone (--backend-only); through bin/opt only @halve_big's call
; keeps its shape.
; Calldata: x, y, n, k. Returned: cold_else(x, y), skip_sum(n, k),
; three(x, y), count_calls(n), halve_big(x).
; The expected words were computed by a Python model of each function
; (arithmetic modulo 2^256).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@acc = global i256 0

define void @__entry() noreturn {
entry:
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %p3 = inttoptr i256 96 to ptr addrspace(2)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %y = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %k = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p3)
  %r0 = call i256 @cold_else(i256 %x, i256 %y)
  %r1 = call i256 @skip_sum(i256 %n, i256 %k)
  %r2 = call i256 @three(i256 %x, i256 %y)
  %r3 = call i256 @count_calls(i256 %n)
  %r4 = call i256 @halve_big(i256 %x)
  %q1 = inttoptr i256 32 to ptr addrspace(1)
  %q2 = inttoptr i256 64 to ptr addrspace(1)
  %q3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %r0, ptr addrspace(1) null
  store i256 %r1, ptr addrspace(1) %q1
  store i256 %r2, ptr addrspace(1) %q2
  store i256 %r3, ptr addrspace(1) %q3
  %q4 = inttoptr i256 128 to ptr addrspace(1)
  store i256 %r4, ptr addrspace(1) %q4
  call void @llvm.evm.return(ptr addrspace(1) null, i256 160)
  unreachable
}

; (x > y ? x : x * y) + y. The x > y side is cold: block placement puts it
; after the return, where it is `JUMPDEST; PUSH join; JUMP` (freeze is a
; copy, which leaves no code).
define i256 @cold_else(i256 %x, i256 %y) noinline {
entry:
  %c = icmp ugt i256 %x, %y
  br i1 %c, label %else, label %then, !prof !0
then:
  %a = mul i256 %x, %y
  br label %join
else:
  %f = freeze i256 %x
  br label %join
join:
  %r = phi i256 [ %a, %then ], [ %f, %else ]
  %r2 = add i256 %r, %y
  ret i256 %r2
}

; s = sum of the i in 0 .. max(n, 1) - 1 with i mod (k | 1) = 0. The path
; that adds nothing is an empty block (a lone JUMPDEST) that falls into
; the latch, and the adding path jumps over it.
define i256 @skip_sum(i256 %n, i256 %k) noinline {
entry:
  %k1 = or i256 %k, 1
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %latch ]
  %s = phi i256 [ 0, %entry ], [ %s1, %latch ]
  %m = urem i256 %i, %k1
  %z = icmp eq i256 %m, 0
  br i1 %z, label %add, label %skip
add:
  %t = add i256 %s, %i
  br label %latch
skip:
  %u = freeze i256 %s
  br label %latch
latch:
  %s1 = phi i256 [ %t, %add ], [ %u, %skip ]
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i256 %s1
}

; (x > y ? x * y : x) + y, the x <= y side testing x == 7 for nothing:
; both of its ways are empty blocks into the join.
define i256 @three(i256 %x, i256 %y) noinline {
entry:
  %c = icmp ugt i256 %x, %y
  br i1 %c, label %a, label %chk
chk:
  %w = icmp eq i256 %x, 7
  br i1 %w, label %s1, label %s2
s1:
  %u1 = freeze i256 %x
  br label %join
s2:
  %u2 = freeze i256 %x
  br label %join
a:
  %t = mul i256 %x, %y
  br label %join
join:
  %r = phi i256 [ %t, %a ], [ %u1, %s1 ], [ %u2, %s2 ]
  %r2 = add i256 %r, %y
  ret i256 %r2
}

; @acc += 2i + 1 for i < n, by a call at the end of the loop's body. With
; llc alone a SWAP1 and a POP (the dead i) separate its return JUMPDEST
; from the header's, so the two stay. Returns @acc (n^2).
define i256 @count_calls(i256 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i1 = add i256 %i, 1
  call void @bump(i256 %i)
  br label %loop
exit:
  %v = load i256, ptr @acc
  ret i256 %v
}

define void @bump(i256 %d) noinline {
  %v = load i256, ptr @acc
  %d2 = shl i256 %d, 1
  %v1 = add i256 %v, %d2
  %v2 = add i256 %v1, 1
  store i256 %v2, ptr @acc
  ret void
}

; x < 100 ? x : half(x - 1): the call ends its block, which falls into the
; join, a jump target.
define i256 @halve_big(i256 %x) noinline {
entry:
  %small = icmp ult i256 %x, 100
  br i1 %small, label %done, label %big
big:
  %m = sub i256 %x, 1
  %h = call i256 @half(i256 %m)
  br label %done
done:
  %v = phi i256 [ %x, %entry ], [ %h, %big ]
  ret i256 %v
}

define i256 @half(i256 %v) noinline {
  %h = lshr i256 %v, 1
  ret i256 %h
}

!0 = !{!"branch_weights", i32 1, i32 1000}
