;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "0", "0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000003"]},
;! {"name": "one", "inputs": [{"method": "#fallback", "calldata": ["1", "1", "1"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff01", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000003"]},
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["5", "4", "27"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000023", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb2b", "0x0000000000000000000000000000000000000000000000000000000000000005", "0x0000000000000000000000000000000000000000000000000000000000000045"]},
;! {"name": "early-exit", "inputs": [{"method": "#fallback", "calldata": ["12", "40", "97"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000206", "0x0000000000000000000000000000000000000000000000000000000000000003", "0x000000000000000000000000000000000000000000000000000000000000000c", "0x000000000000000000000000000000000000000000000000000000000000004c"]},
;! {"name": "found", "inputs": [{"method": "#fallback", "calldata": ["300", "3", "983"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000088a5d6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd06b", "0x0000000000000000000000000000000000000000000000000000000000000007", "0x000000000000000000000000000000000000000000000000000000000000008e"]},
;! {"name": "long", "inputs": [{"method": "#fallback", "calldata": ["40", "33", "871"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000005064", "0x0000000000000000000000000000000000000000000000000000000000000017", "0x0000000000000000000000000000000000000000000000000000000000000028", "0x0000000000000000000000000000000000000000000000000000000000000068"]}
;! ] }
; Loop shapes whose blocks EVMLoopPlacement reorders (docs/design.md, "Loop
; placement"): a loop tested at its top, a loop tested at its bottom with a
; conditional block inside, a loop with two exits, and nested loops whose
; inner loop is left early. Calldata: n, m, x. Returned: count(n),
; nested(n, m), search(n, x), collatz(x) (bounded by n + 64 steps).
; The expected words were computed by a Python model of each function
; (arithmetic modulo 2^256).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %m = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %r0 = call i256 @count(i256 %n)
  %r1 = call i256 @nested(i256 %n, i256 %m)
  %r2 = call i256 @search(i256 %n, i256 %x)
  %r3 = call i256 @collatz(i256 %x, i256 %n)
  %q1 = inttoptr i256 32 to ptr addrspace(1)
  %q2 = inttoptr i256 64 to ptr addrspace(1)
  %q3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %r0, ptr addrspace(1) null
  store i256 %r1, ptr addrspace(1) %q1
  store i256 %r2, ptr addrspace(1) %q2
  store i256 %r3, ptr addrspace(1) %q3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

; sum of i * i + 1 for i < n: tested at the top.
define i256 @count(i256 %n) {
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s1, %body ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %body, label %done
body:
  %sq = mul i256 %i, %i
  %s0 = add i256 %s, %sq
  %s1 = add i256 %s0, 1
  %i1 = add i256 %i, 1
  br label %head
done:
  ret i256 %s
}

; For i < n, j < m: t += (i xor j) until t has bit 8 set, then the next i.
define i256 @nested(i256 %n, i256 %m) {
entry:
  br label %outer
outer:
  %i = phi i256 [ 0, %entry ], [ %i1, %outerl ]
  %s = phi i256 [ 0, %entry ], [ %s2, %outerl ]
  %oc = icmp ult i256 %i, %n
  br i1 %oc, label %inner, label %done
inner:
  %j = phi i256 [ 0, %outer ], [ %j1, %innerb ]
  %t = phi i256 [ %s, %outer ], [ %t1, %innerb ]
  %ic = icmp ult i256 %j, %m
  br i1 %ic, label %innerb, label %outerl
innerb:
  %p = xor i256 %i, %j
  %t1 = add i256 %t, %p
  %j1 = add i256 %j, 1
  %bit = and i256 %t1, 256
  %early = icmp ne i256 %bit, 0
  br i1 %early, label %outerl, label %inner
outerl:
  %tt = phi i256 [ %t, %inner ], [ %t1, %innerb ]
  %s2 = sub i256 %tt, 255
  %i1 = add i256 %i, 1
  br label %outer
done:
  ret i256 %s
}

; The first k < n with (k * 2654435761) mod 1024 == x mod 1024, else n:
; two exits.
define i256 @search(i256 %n, i256 %x) {
entry:
  %want = and i256 %x, 1023
  br label %head
head:
  %k = phi i256 [ 0, %entry ], [ %k1, %next ]
  %more = icmp ult i256 %k, %n
  br i1 %more, label %test, label %done
test:
  %h = mul i256 %k, 2654435761
  %hm = and i256 %h, 1023
  %hit = icmp eq i256 %hm, %want
  br i1 %hit, label %done, label %next
next:
  %k1 = add i256 %k, 1
  br label %head
done:
  %r = phi i256 [ %n, %head ], [ %k, %test ]
  ret i256 %r
}

; Steps of the Collatz map from x (x = 0 counts as 1) until 1, at most
; limit + 64: tested at the bottom, with a conditional block inside.
define i256 @collatz(i256 %x0, i256 %limit) {
entry:
  %z = icmp eq i256 %x0, 0
  %x = select i1 %z, i256 1, i256 %x0
  %lim = add i256 %limit, 64
  br label %step
step:
  %v = phi i256 [ %x, %entry ], [ %v1, %latch ]
  %c = phi i256 [ 0, %entry ], [ %c1, %latch ]
  %odd = and i256 %v, 1
  %isodd = icmp ne i256 %odd, 0
  %half = lshr i256 %v, 1
  br i1 %isodd, label %triple, label %latch
triple:
  %v3 = mul i256 %v, 3
  %v3p = add i256 %v3, 1
  br label %latch
latch:
  %v1 = phi i256 [ %half, %step ], [ %v3p, %triple ]
  %c1 = add i256 %c, 1
  %notone = icmp ne i256 %v1, 1
  %under = icmp ult i256 %c1, %lim
  %go = and i1 %notone, %under
  br i1 %go, label %step, label %done
done:
  ret i256 %c1
}
