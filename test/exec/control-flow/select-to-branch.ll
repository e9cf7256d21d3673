;! { "cases": [
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["0", "9", "3", "10", "77", "2"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x000000000000000000000000000000000000000000000000000000000000004d", "0x0000000000000000000000000000000000000000000000000000000000000009"]},
;! {"name": "powers", "inputs": [{"method": "#fallback", "calldata": ["10", "10000000000000000000000000000000000000000000000000000000000000000", "10", "3", "77", "5"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000040", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000090", "0x0000000000000000000000000000000000000000000000000000000000000003"]},
;! {"name": "large", "inputs": [{"method": "#fallback", "calldata": ["115792089237316195423570985008687907853269984665640564039457584007913129639935", "123456789", "115792089237316195423570985008687907853269984665640564039457584007913129639931", "7", "10000000000000000000000000000000000000000", "1000000"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000004d", "0x0000000000000000000000000000000000000000000000000000000000000008", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000003b58e0c5188ba4e84d3311370283a5d42b19475ae465a615b7e316100", "0x0000000000000000000000000000000000000000000000000000000000000007"]},
;! {"name": "edges", "inputs": [{"method": "#fallback", "calldata": ["99999", "100000000000000000000000000000000000000000000000000000000000000000000000000000", "115792089237316195423570985008687907853269984665640564039457584007913129639933", "20", "115792089237316195423570985008687907853269984665640564039457584007913129639935", "115792089237316195423570985008687907853269984665640564039457584007913129639934"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000004", "0x000000000000000000000000000000000000000000000000000000000000004d", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x0000000000000000000000000000000000000000000000000000000000000014"]},
;! {"name": "negative", "inputs": [{"method": "#fallback", "calldata": ["99999999999999999999999999999999", "100000000000000000000000000000000", "115792089237316195423570985008687907853269984665640564039457584007913129639836", "115792089237316195423570985008687907853269984665640564039457584007913129639929", "5", "4"]}], "expected": ["0x000000000000000000000000000000000000000000000000000000000000001f", "0x0000000000000000000000000000000000000000000000000000000000000020", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000005", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8"]}
;! ] }
; EVMSelectToBranch on the EVM (selects become branches above -O0): the
; middle end's form of OpenZeppelin's Math.log10 (seven steps of two selects
; on one comparison, the division and the addition only on the true side),
; an if-then-else with a division on each side, and a select whose false
; side alone divides and multiplies; and solc's `sub(z, lt(div(x, z), z))`
; as InstCombine writes it, `z + sext(z > x / z)` (a subtraction after the
; combiner). Calldata: two log10 arguments, then x and y of @both, then x
; and y of @false_side; @round_down takes the second and the fourth
; (1 for 0). Expected words from a Python model of the functions.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.heapstart()
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define i256 @log10(i256 %v0) noinline {
entry:
  %c0 = icmp ugt i256 %v0, 9999999999999999999999999999999999999999999999999999999999999999
  %d0 = udiv i256 %v0, 10000000000000000000000000000000000000000000000000000000000000000
  %v1 = select i1 %c0, i256 %d0, i256 %v0
  %r1 = select i1 %c0, i256 64, i256 0
  %c1 = icmp ugt i256 %v1, 99999999999999999999999999999999
  %d1 = udiv i256 %v1, 100000000000000000000000000000000
  %a1 = or disjoint i256 %r1, 32
  %v2 = select i1 %c1, i256 %d1, i256 %v1
  %r2 = select i1 %c1, i256 %a1, i256 %r1
  %c2 = icmp ugt i256 %v2, 9999999999999999
  %d2 = udiv i256 %v2, 10000000000000000
  %a2 = or disjoint i256 %r2, 16
  %v3 = select i1 %c2, i256 %d2, i256 %v2
  %r3 = select i1 %c2, i256 %a2, i256 %r2
  %c3 = icmp ugt i256 %v3, 99999999
  %d3 = udiv i256 %v3, 100000000
  %a3 = or disjoint i256 %r3, 8
  %v4 = select i1 %c3, i256 %d3, i256 %v3
  %r4 = select i1 %c3, i256 %a3, i256 %r3
  %c4 = icmp ugt i256 %v4, 9999
  %d4 = udiv i256 %v4, 10000
  %a4 = add nuw nsw i256 %r4, 4
  %v5 = select i1 %c4, i256 %d4, i256 %v4
  %r5 = select i1 %c4, i256 %a4, i256 %r4
  %c5 = icmp ugt i256 %v5, 99
  %d5 = udiv i256 %v5, 100
  %a5 = add nuw nsw i256 %r5, 2
  %v6 = select i1 %c5, i256 %d5, i256 %v5
  %r6 = select i1 %c5, i256 %a5, i256 %r5
  %c6 = icmp ugt i256 %v6, 9
  %z6 = zext i1 %c6 to i256
  %r7 = add nuw nsw i256 %r6, %z6
  ret i256 %r7
}

define i256 @both(i256 %x, i256 %y) noinline {
entry:
  %c = icmp ult i256 %x, %y
  %d = udiv i256 %x, %y
  %e = sdiv i256 %y, %x
  %f = add i256 %e, 1
  %s = select i1 %c, i256 %d, i256 %f
  ret i256 %s
}

define i256 @false_side(i256 %x, i256 %y) noinline {
entry:
  %c = icmp ult i256 %y, 5
  %y1 = add i256 %y, 1
  %d = udiv i256 %x, %y1
  %e = mul i256 %d, %d
  %s = select i1 %c, i256 %x, i256 %e
  ret i256 %s
}

define i256 @round_down(i256 %x, i256 %z) noinline {
entry:
  %q = udiv i256 %x, %z
  %c = icmp ugt i256 %z, %q
  %s = sext i1 %c to i256
  %r = add i256 %z, %s
  ret i256 %r
}

define void @__entry() noreturn {
  %heap = call i256 @llvm.evm.heapstart()
  %a0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 0 to ptr addrspace(2)))
  %a1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %a2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %a3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 96 to ptr addrspace(2)))
  %a4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 128 to ptr addrspace(2)))
  %a5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 160 to ptr addrspace(2)))
  %r0 = call i256 @log10(i256 %a0)
  %r1 = call i256 @log10(i256 %a1)
  %r2 = call i256 @both(i256 %a2, i256 %a3)
  %r3 = call i256 @false_side(i256 %a4, i256 %a5)
  %a1.zero = icmp eq i256 %a1, 0
  %x4 = select i1 %a1.zero, i256 1, i256 %a1
  %a3.zero = icmp eq i256 %a3, 0
  %z4 = select i1 %a3.zero, i256 1, i256 %a3
  %r4 = call i256 @round_down(i256 %x4, i256 %z4)
  %o0 = inttoptr i256 %heap to ptr addrspace(1)
  store i256 %r0, ptr addrspace(1) %o0
  %h1 = add i256 %heap, 32
  %o1 = inttoptr i256 %h1 to ptr addrspace(1)
  store i256 %r1, ptr addrspace(1) %o1
  %h2 = add i256 %heap, 64
  %o2 = inttoptr i256 %h2 to ptr addrspace(1)
  store i256 %r2, ptr addrspace(1) %o2
  %h3 = add i256 %heap, 96
  %o3 = inttoptr i256 %h3 to ptr addrspace(1)
  store i256 %r3, ptr addrspace(1) %o3
  %h4 = add i256 %heap, 128
  %o4 = inttoptr i256 %h4 to ptr addrspace(1)
  store i256 %r4, ptr addrspace(1) %o4
  call void @llvm.evm.return(ptr addrspace(1) %o0, i256 160)
  unreachable
}
