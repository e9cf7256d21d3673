;! { "cases": [
;! { "name": "edges",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0x3", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x12c", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb", "0x1e", "0x1234567890abcdef000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000" ] } ],
;!   "expected": [ "0x9f506754012a7961f4e0718c7c0440eefdd511b91f6a83ea24", "0x8000000000000000000000000000000000000000000000000000000000000020", "0x9f506754012a7961f4e0718c7c0440eefdd511b91f6a83ea24", "0x8000000000000000000000000000000000000000000000000000000000000020", "0x975731db584091f5a75a342271ffab1cb8b26e59b5904ee061df2c396", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x975731db584091f5a75a342271ffab1cb8b26e59b5904ee061df2c396", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7165da18b3fb3aa622f190d5bd822ba41a1867caec100f53ad729bba2a22be3c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd97b41", "0x7165da18b3fb3aa622f190d5bd822ba41a1867caec100f53ad729bba2a22be3c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd97b41", "0xcd8e4646bccb16cc8de4513e6880000000000000000000000000000000000000", "0x9a3d6dc526bf55aaf7000000000000000000000000000000000000000123ed7", "0xcd8e4646bccb16cc8de4513e6880000000000000000000000000000000000000", "0x9a3d6dc526bf55aaf7000000000000000000000000000000000000000123ed7", "0xbffffffffffffffffffffffffffff48533d1126e212a163d5a8346c3e2edfa90", "0x800000000000000000000000000000000000000000000000000000000036bc93", "0xbffffffffffffffffffffffffffff48533d1126e212a163d5a8346c3e2edfa90", "0x800000000000000000000000000000000000000000000000000000000036bc93" ] }
;! ] }
; EVMEvaluateCalls (docs/design.md, "The middle end"): a call whose
; arguments are constants is evaluated at compile time above -O0, the
; arithmetic builtins with the EVM's semantics (a zero divisor or modulus,
; shifts and byte indices past the word, SDIV's MIN / -1, signextend past
; byte 30, exp and the modular sums and products without wrapping). @mix
; runs every one of them and a loop on two words; __entry calls it with
; constants (evaluated) and with the same words read from the call data
; (run on the EVM), and returns both. Each pair of results must be equal,
; and equal to what Python's integers give (the expected values). The
; results go to the heap, above the frames that -O0 keeps in memory.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256)
declare i256 @llvm.evm.heapstart()
declare i256 @llvm.evm.byte(i256, i256)
declare i256 @llvm.evm.signextend(i256, i256)
declare i256 @llvm.evm.sdiv(i256, i256)
declare i256 @llvm.evm.smod(i256, i256)
declare i256 @llvm.evm.sar(i256, i256)
declare i256 @llvm.evm.shl(i256, i256)
declare i256 @llvm.evm.shr(i256, i256)
declare i256 @llvm.evm.exp(i256, i256)
declare i256 @llvm.evm.addmod(i256, i256, i256)
declare i256 @llvm.evm.mulmod(i256, i256, i256)
declare i256 @llvm.evm.div(i256, i256)
declare i256 @llvm.evm.mod(i256, i256)

define internal {i256, i256} @mix(i256 %a, i256 %b) {
entry:
  %r0 = call i256 @llvm.evm.byte(i256 %a, i256 %b)
  %r1 = call i256 @llvm.evm.signextend(i256 %a, i256 %b)
  %r2 = call i256 @llvm.evm.sdiv(i256 %b, i256 %a)
  %r3 = call i256 @llvm.evm.smod(i256 %b, i256 %a)
  %r4 = call i256 @llvm.evm.sar(i256 %a, i256 %b)
  %r5 = call i256 @llvm.evm.shl(i256 %a, i256 %b)
  %r6 = call i256 @llvm.evm.shr(i256 %a, i256 %b)
  %r7 = call i256 @llvm.evm.exp(i256 %b, i256 %a)
  %r8 = call i256 @llvm.evm.addmod(i256 %b, i256 %b, i256 %a)
  %r9 = call i256 @llvm.evm.mulmod(i256 %b, i256 %b, i256 %a)
  %r10 = call i256 @llvm.evm.div(i256 %b, i256 %a)
  %r11 = call i256 @llvm.evm.mod(i256 %b, i256 %a)
  %m1 = mul i256 %r0, 1000003
  %h1 = add i256 %m1, %r1
  %m2 = mul i256 %h1, 1000003
  %h2 = add i256 %m2, %r2
  %m3 = mul i256 %h2, 1000003
  %h3 = add i256 %m3, %r3
  %m4 = mul i256 %h3, 1000003
  %h4 = add i256 %m4, %r4
  %m5 = mul i256 %h4, 1000003
  %h5 = add i256 %m5, %r5
  %m6 = mul i256 %h5, 1000003
  %h6 = add i256 %m6, %r6
  %m7 = mul i256 %h6, 1000003
  %h7 = add i256 %m7, %r7
  %m8 = mul i256 %h7, 1000003
  %h8 = add i256 %m8, %r8
  %m9 = mul i256 %h8, 1000003
  %h9 = add i256 %m9, %r9
  %m10 = mul i256 %h9, 1000003
  %h10 = add i256 %m10, %r10
  %m11 = mul i256 %h10, 1000003
  %h11 = add i256 %m11, %r11
  %n = and i256 %a, 15
  br label %loop
loop:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %t = phi i256 [ %b, %entry ], [ %t1, %body ]
  %more = icmp ult i256 %i, %n
  br i1 %more, label %body, label %done
body:
  %t3 = mul i256 %t, 3
  %t1 = add i256 %t3, %i
  %i1 = add i256 %i, 1
  br label %loop
done:
  %s0 = insertvalue {i256, i256} poison, i256 %h11, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %t, 1
  ret {i256, i256} %s1
}

define void @__entry() noreturn {
  %heap = call i256 @llvm.evm.heapstart()
  %a0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 0 to ptr addrspace(2)))
  %b0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %c0 = call {i256, i256} @mix(i256 3, i256 -57896044618658097711785492504343953926634992332820282019728792003956564819967)
  %e0 = call {i256, i256} @mix(i256 %a0, i256 %b0)
  %c0.0 = extractvalue {i256, i256} %c0, 0
  %oc0.0 = add i256 %heap, 0
  %pc0.0 = inttoptr i256 %oc0.0 to ptr addrspace(1)
  store i256 %c0.0, ptr addrspace(1) %pc0.0
  %c0.1 = extractvalue {i256, i256} %c0, 1
  %oc0.1 = add i256 %heap, 32
  %pc0.1 = inttoptr i256 %oc0.1 to ptr addrspace(1)
  store i256 %c0.1, ptr addrspace(1) %pc0.1
  %e0.0 = extractvalue {i256, i256} %e0, 0
  %oe0.0 = add i256 %heap, 64
  %pe0.0 = inttoptr i256 %oe0.0 to ptr addrspace(1)
  store i256 %e0.0, ptr addrspace(1) %pe0.0
  %e0.1 = extractvalue {i256, i256} %e0, 1
  %oe0.1 = add i256 %heap, 96
  %pe0.1 = inttoptr i256 %oe0.1 to ptr addrspace(1)
  store i256 %e0.1, ptr addrspace(1) %pe0.1
  %a1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %b1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 96 to ptr addrspace(2)))
  %c1 = call {i256, i256} @mix(i256 0, i256 -1)
  %e1 = call {i256, i256} @mix(i256 %a1, i256 %b1)
  %c1.0 = extractvalue {i256, i256} %c1, 0
  %oc1.0 = add i256 %heap, 128
  %pc1.0 = inttoptr i256 %oc1.0 to ptr addrspace(1)
  store i256 %c1.0, ptr addrspace(1) %pc1.0
  %c1.1 = extractvalue {i256, i256} %c1, 1
  %oc1.1 = add i256 %heap, 160
  %pc1.1 = inttoptr i256 %oc1.1 to ptr addrspace(1)
  store i256 %c1.1, ptr addrspace(1) %pc1.1
  %e1.0 = extractvalue {i256, i256} %e1, 0
  %oe1.0 = add i256 %heap, 192
  %pe1.0 = inttoptr i256 %oe1.0 to ptr addrspace(1)
  store i256 %e1.0, ptr addrspace(1) %pe1.0
  %e1.1 = extractvalue {i256, i256} %e1, 1
  %oe1.1 = add i256 %heap, 224
  %pe1.1 = inttoptr i256 %oe1.1 to ptr addrspace(1)
  store i256 %e1.1, ptr addrspace(1) %pe1.1
  %a2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 128 to ptr addrspace(2)))
  %b2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 160 to ptr addrspace(2)))
  %c2 = call {i256, i256} @mix(i256 300, i256 -5)
  %e2 = call {i256, i256} @mix(i256 %a2, i256 %b2)
  %c2.0 = extractvalue {i256, i256} %c2, 0
  %oc2.0 = add i256 %heap, 256
  %pc2.0 = inttoptr i256 %oc2.0 to ptr addrspace(1)
  store i256 %c2.0, ptr addrspace(1) %pc2.0
  %c2.1 = extractvalue {i256, i256} %c2, 1
  %oc2.1 = add i256 %heap, 288
  %pc2.1 = inttoptr i256 %oc2.1 to ptr addrspace(1)
  store i256 %c2.1, ptr addrspace(1) %pc2.1
  %e2.0 = extractvalue {i256, i256} %e2, 0
  %oe2.0 = add i256 %heap, 320
  %pe2.0 = inttoptr i256 %oe2.0 to ptr addrspace(1)
  store i256 %e2.0, ptr addrspace(1) %pe2.0
  %e2.1 = extractvalue {i256, i256} %e2, 1
  %oe2.1 = add i256 %heap, 352
  %pe2.1 = inttoptr i256 %oe2.1 to ptr addrspace(1)
  store i256 %e2.1, ptr addrspace(1) %pe2.1
  %a3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 192 to ptr addrspace(2)))
  %b3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 224 to ptr addrspace(2)))
  %c3 = call {i256, i256} @mix(i256 30, i256 2010279326777915347911319676692743195382357828184574682365896207703736320)
  %e3 = call {i256, i256} @mix(i256 %a3, i256 %b3)
  %c3.0 = extractvalue {i256, i256} %c3, 0
  %oc3.0 = add i256 %heap, 384
  %pc3.0 = inttoptr i256 %oc3.0 to ptr addrspace(1)
  store i256 %c3.0, ptr addrspace(1) %pc3.0
  %c3.1 = extractvalue {i256, i256} %c3, 1
  %oc3.1 = add i256 %heap, 416
  %pc3.1 = inttoptr i256 %oc3.1 to ptr addrspace(1)
  store i256 %c3.1, ptr addrspace(1) %pc3.1
  %e3.0 = extractvalue {i256, i256} %e3, 0
  %oe3.0 = add i256 %heap, 448
  %pe3.0 = inttoptr i256 %oe3.0 to ptr addrspace(1)
  store i256 %e3.0, ptr addrspace(1) %pe3.0
  %e3.1 = extractvalue {i256, i256} %e3, 1
  %oe3.1 = add i256 %heap, 480
  %pe3.1 = inttoptr i256 %oe3.1 to ptr addrspace(1)
  store i256 %e3.1, ptr addrspace(1) %pe3.1
  %a4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 256 to ptr addrspace(2)))
  %b4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 288 to ptr addrspace(2)))
  %c4 = call {i256, i256} @mix(i256 -1, i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968)
  %e4 = call {i256, i256} @mix(i256 %a4, i256 %b4)
  %c4.0 = extractvalue {i256, i256} %c4, 0
  %oc4.0 = add i256 %heap, 512
  %pc4.0 = inttoptr i256 %oc4.0 to ptr addrspace(1)
  store i256 %c4.0, ptr addrspace(1) %pc4.0
  %c4.1 = extractvalue {i256, i256} %c4, 1
  %oc4.1 = add i256 %heap, 544
  %pc4.1 = inttoptr i256 %oc4.1 to ptr addrspace(1)
  store i256 %c4.1, ptr addrspace(1) %pc4.1
  %e4.0 = extractvalue {i256, i256} %e4, 0
  %oe4.0 = add i256 %heap, 576
  %pe4.0 = inttoptr i256 %oe4.0 to ptr addrspace(1)
  store i256 %e4.0, ptr addrspace(1) %pe4.0
  %e4.1 = extractvalue {i256, i256} %e4, 1
  %oe4.1 = add i256 %heap, 608
  %pe4.1 = inttoptr i256 %oe4.1 to ptr addrspace(1)
  store i256 %e4.1, ptr addrspace(1) %pe4.1
  %out = inttoptr i256 %heap to ptr addrspace(1)
  call void @llvm.evm.return(ptr addrspace(1) %out, i256 640)
  unreachable
}
