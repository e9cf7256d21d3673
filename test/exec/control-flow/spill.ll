;! { "cases": [
;! {"name": "zeros", "inputs": [{"method": "#fallback", "calldata": ["0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0"]}], "expected": ["0x000000000000000000000000000000000000000000000002648d2172d70619ce", "0x00000000000000000000000000000d1956457f00d37deb22022b2a6929b7251e", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x00000000000000000000000000000000000000000099ddf175a304d6b6d3bed8"]},
;! {"name": "one-iteration", "inputs": [{"method": "#fallback", "calldata": ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "1"]}], "expected": ["0x000000000000000000000000000000000000000000000035b79f9301c997e6e1", "0x000000000000000000000000000057cda81b093843869b11d7f7d3cae773757a", "0x1055f9c0480d98d23342641b366afb21c69b51a05ef31e13072da0bc88f3155b", "0x00000000000000000000000000000000000000000097fb6df147e3a05e8988ae"]},
;! {"name": "counting", "inputs": [{"method": "#fallback", "calldata": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "5"]}], "expected": ["0x000000000000000000000000000000000000000000000036d74b5748a96c4042", "0x000000000000000000000000000034a23d70e7a89fd960e0e1f073b4c6116889", "0x84a2877bc7c4febf39a1d5abfdbafac716c07563ab74dda60fb0cf93b6a509da", "0x00000000000000000000000000000000000000000097d384603eec0b78a90600"]},
;! {"name": "large", "inputs": [{"method": "#fallback", "calldata": ["0xd23f0824128b2f330c5c7fd0a6a3a4506513270e269e0d37f2a74de452e6b438", "0x36f675cc81e74ef5e8e25d940ed904759531985d5d9dc9f81818e811892f902b", "0x8d116ece1738f7d93d9c172411e20b8f6b0d549b6f03675a1600a35a099950d8", "0xa170b33839263059f28c105d1fb17c2390c192cfd3ac94af0f21ddb66cad4a26", "0xcb1e29c658cda1495e60af593bd04cf0fd630f1f29d0da9953f48f1a09f76b5", "0x6b4cb2424a23d5962217beaddbc496cb8e81973e0becd7b03898d190f9ebdacc", "0xae97ba94d0eda82f8f6d05584ef8aa38922766581e27a1c08a6a63ec24ede6a4", "0x18f135d25f557203301850c5a38fd547923a736994e3bf911a61dbe22e44158b", "0x7f15052434b9b5df9e7769b10f4205b4907a70c31012f037b64ce4228c38fb29", "0xec66a78795e761d17731af10506bf2efc6f877186d76b07e881ed162ae2eb154", "0xc7a2ea20b2f14c942e05319acb5c74273f98e2774cbd87ad5c90a9587403e430", "0x57ee05cde00902c77ebff206867347214cdd2055930d6eaf14f4733f3e7d1bfb", "0x830e07bc1e398f1012bd4acefaecbd389be4bcfc49b64a0872e6cc3ababced20", "0x6bf46c697d2caf82eeeacbe226e875555790f82ec1d3fcff2a3af4d46b0a18e8", "0xca02135e92b1d3f28ede0d7ac3baea9e13deef86ab1031d0f646e1f40a097c97", "0x7f26144b98289fcd59a54a7bb1fee08f571242425051c1ccd17f9acae01f5057", "0x451abd81f1d69ed617f5e837d70820fe119a72d174c9df6acc011cdd9474031b", "0x4f426dcbb394fb36bb2d420f0f88080b10a3d6b2aa05e11ab2715945795e8229", "0xb774eb5248db40af72158370d269a9a5ae658f33fe3b890b93f448b3a5aa3c81", "0x5affb2297631a992f0ce583505c6af0758d5563dab2cd31ee315128862c33a4f", "9"]}], "expected": ["0x53270991e1ab4180ae350f4d36cba9eb6a03aa8ba57bb001f3fb76a3e5252fe6", "0xf1447e43ba526df6ddddc6023e90c91357e8243df5ce7020370f0ead2fd0fc4d", "0x4d910b5751367bfc2cb154601d39c6cca6767cde43830546ec20566e3234f63e", "0x4c0afaabda3ce7104bfff3a17c386b6020067c1aa0a24d6164fb09c9b68e77e1"]},
;! {"name": "edges", "inputs": [{"method": "#fallback", "calldata": ["-1", "0x8000000000000000000000000000000000000000000000000000000000000000", "1", "0", "-1", "0x8000000000000000000000000000000000000000000000000000000000000000", "1", "0", "-1", "0x8000000000000000000000000000000000000000000000000000000000000000", "1", "0", "-1", "0x8000000000000000000000000000000000000000000000000000000000000000", "1", "0", "-1", "0x8000000000000000000000000000000000000000000000000000000000000000", "1", "0", "17"]}], "expected": ["0x0000000000000000000000000000000000000000000000027736ef0db0002f4b", "0xfffffffffffffffffffffffffffffa4dc4a76be8cf4b935242237f7d4e4652a6", "0xb953bfb9840467ab652bce3d4ed039922a25d09fcea2213e19f4dc7877d56d91", "0x8000000000000000000000000000000000000000009995c5bc1f0cd2c7709a30"]}
;! ] }
; More than 16 values live at once (the EVM reaches only 16 stack slots with
; DUP/SWAP): 20 calldata-derived values all used at the end, the same across
; a call, and a loop carrying 18 accumulators as PHIs that feed each other.
; Calldata: c0..c19, n (loop count).
; The expected words were computed by running this module on the host with lli
; (LLVM 22), calldata and memory modelled as byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p0 = inttoptr i256 0 to ptr addrspace(2)
  %c0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p0)
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %c1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %c2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %p3 = inttoptr i256 96 to ptr addrspace(2)
  %c3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p3)
  %p4 = inttoptr i256 128 to ptr addrspace(2)
  %c4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p4)
  %p5 = inttoptr i256 160 to ptr addrspace(2)
  %c5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p5)
  %p6 = inttoptr i256 192 to ptr addrspace(2)
  %c6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p6)
  %p7 = inttoptr i256 224 to ptr addrspace(2)
  %c7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p7)
  %p8 = inttoptr i256 256 to ptr addrspace(2)
  %c8 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p8)
  %p9 = inttoptr i256 288 to ptr addrspace(2)
  %c9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p9)
  %p10 = inttoptr i256 320 to ptr addrspace(2)
  %c10 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p10)
  %p11 = inttoptr i256 352 to ptr addrspace(2)
  %c11 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p11)
  %p12 = inttoptr i256 384 to ptr addrspace(2)
  %c12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p12)
  %p13 = inttoptr i256 416 to ptr addrspace(2)
  %c13 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p13)
  %p14 = inttoptr i256 448 to ptr addrspace(2)
  %c14 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p14)
  %p15 = inttoptr i256 480 to ptr addrspace(2)
  %c15 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p15)
  %p16 = inttoptr i256 512 to ptr addrspace(2)
  %c16 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p16)
  %p17 = inttoptr i256 544 to ptr addrspace(2)
  %c17 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p17)
  %p18 = inttoptr i256 576 to ptr addrspace(2)
  %c18 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p18)
  %p19 = inttoptr i256 608 to ptr addrspace(2)
  %c19 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p19)
  %p20 = inttoptr i256 640 to ptr addrspace(2)
  %c20 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p20)
  %s = call i256 @straight(i256 %c0, i256 %c1, i256 %c2, i256 %c3, i256 %c4, i256 %c5, i256 %c6, i256 %c7, i256 %c8, i256 %c9, i256 %c10, i256 %c11, i256 %c12, i256 %c13, i256 %c14, i256 %c15, i256 %c16, i256 %c17, i256 %c18, i256 %c19)
  %k = call i256 @across_call(i256 %c0, i256 %c1, i256 %c2, i256 %c3, i256 %c4, i256 %c5, i256 %c6, i256 %c7, i256 %c8, i256 %c9, i256 %c10, i256 %c11, i256 %c12, i256 %c13, i256 %c14, i256 %c15, i256 %c16, i256 %c17, i256 %c18, i256 %c19)
  %l = call i256 @loop18(i256 %c20, i256 %c0, i256 %c1, i256 %c2, i256 %c3, i256 %c4, i256 %c5, i256 %c6, i256 %c7, i256 %c8, i256 %c9, i256 %c10, i256 %c11, i256 %c12, i256 %c13, i256 %c14, i256 %c15, i256 %c16, i256 %c17)
  %e0 = add i256 %c0, 1000
  %e1 = add i256 %c1, 1001
  %e2 = add i256 %c2, 1002
  %e3 = add i256 %c3, 1003
  %e4 = add i256 %c4, 1004
  %e5 = add i256 %c5, 1005
  %e6 = add i256 %c6, 1006
  %e7 = add i256 %c7, 1007
  %e8 = add i256 %c8, 1008
  %e9 = add i256 %c9, 1009
  %e10 = add i256 %c10, 1010
  %e11 = add i256 %c11, 1011
  %e12 = add i256 %c12, 1012
  %e13 = add i256 %c13, 1013
  %e14 = add i256 %c14, 1014
  %e15 = add i256 %c15, 1015
  %e16 = add i256 %c16, 1016
  %e17 = add i256 %c17, 1017
  %e18 = add i256 %c18, 1018
  %e19 = add i256 %c19, 1019
  %f1m = mul i256 %e0, 3
  %f1 = sub i256 %f1m, %e19
  %f2m = mul i256 %f1, 5
  %f2 = sub i256 %f2m, %e18
  %f3m = mul i256 %f2, 7
  %f3 = sub i256 %f3m, %e17
  %f4m = mul i256 %f3, 9
  %f4 = sub i256 %f4m, %e16
  %f5m = mul i256 %f4, 11
  %f5 = sub i256 %f5m, %e15
  %f6m = mul i256 %f5, 13
  %f6 = sub i256 %f6m, %e14
  %f7m = mul i256 %f6, 15
  %f7 = sub i256 %f7m, %e13
  %f8m = mul i256 %f7, 17
  %f8 = sub i256 %f8m, %e12
  %f9m = mul i256 %f8, 19
  %f9 = sub i256 %f9m, %e11
  %f10m = mul i256 %f9, 21
  %f10 = sub i256 %f10m, %e10
  %f11m = mul i256 %f10, 23
  %f11 = sub i256 %f11m, %e9
  %f12m = mul i256 %f11, 25
  %f12 = sub i256 %f12m, %e8
  %f13m = mul i256 %f12, 27
  %f13 = sub i256 %f13m, %e7
  %f14m = mul i256 %f13, 29
  %f14 = sub i256 %f14m, %e6
  %f15m = mul i256 %f14, 31
  %f15 = sub i256 %f15m, %e5
  %f16m = mul i256 %f15, 33
  %f16 = sub i256 %f16m, %e4
  %f17m = mul i256 %f16, 35
  %f17 = sub i256 %f17m, %e3
  %f18m = mul i256 %f17, 37
  %f18 = sub i256 %f18m, %e2
  %f19m = mul i256 %f18, 39
  %f19 = sub i256 %f19m, %e1
  %m0 = inttoptr i256 0 to ptr addrspace(1)
  store i256 %s, ptr addrspace(1) %m0
  %m1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %k, ptr addrspace(1) %m1
  %m2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %l, ptr addrspace(1) %m2
  %m3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %f19, ptr addrspace(1) %m3
  call void @llvm.evm.return(ptr addrspace(1) null, i256 128)
  unreachable
}

; v_i = a_i * (i + 3) ^ i for all 20 first, then combined last-to-first.
define i256 @straight(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18, i256 %a19) {
entry:
  %v0m = mul i256 %a0, 3
  %v0 = xor i256 %v0m, 0
  %v1m = mul i256 %a1, 4
  %v1 = xor i256 %v1m, 1
  %v2m = mul i256 %a2, 5
  %v2 = xor i256 %v2m, 2
  %v3m = mul i256 %a3, 6
  %v3 = xor i256 %v3m, 3
  %v4m = mul i256 %a4, 7
  %v4 = xor i256 %v4m, 4
  %v5m = mul i256 %a5, 8
  %v5 = xor i256 %v5m, 5
  %v6m = mul i256 %a6, 9
  %v6 = xor i256 %v6m, 6
  %v7m = mul i256 %a7, 10
  %v7 = xor i256 %v7m, 7
  %v8m = mul i256 %a8, 11
  %v8 = xor i256 %v8m, 8
  %v9m = mul i256 %a9, 12
  %v9 = xor i256 %v9m, 9
  %v10m = mul i256 %a10, 13
  %v10 = xor i256 %v10m, 10
  %v11m = mul i256 %a11, 14
  %v11 = xor i256 %v11m, 11
  %v12m = mul i256 %a12, 15
  %v12 = xor i256 %v12m, 12
  %v13m = mul i256 %a13, 16
  %v13 = xor i256 %v13m, 13
  %v14m = mul i256 %a14, 17
  %v14 = xor i256 %v14m, 14
  %v15m = mul i256 %a15, 18
  %v15 = xor i256 %v15m, 15
  %v16m = mul i256 %a16, 19
  %v16 = xor i256 %v16m, 16
  %v17m = mul i256 %a17, 20
  %v17 = xor i256 %v17m, 17
  %v18m = mul i256 %a18, 21
  %v18 = xor i256 %v18m, 18
  %v19m = mul i256 %a19, 22
  %v19 = xor i256 %v19m, 19
  %r18m = mul i256 %v19, 20
  %r18 = sub i256 %r18m, %v18
  %r17m = mul i256 %r18, 19
  %r17 = add i256 %r17m, %v17
  %r16m = mul i256 %r17, 18
  %r16 = sub i256 %r16m, %v16
  %r15m = mul i256 %r16, 17
  %r15 = add i256 %r15m, %v15
  %r14m = mul i256 %r15, 16
  %r14 = sub i256 %r14m, %v14
  %r13m = mul i256 %r14, 15
  %r13 = add i256 %r13m, %v13
  %r12m = mul i256 %r13, 14
  %r12 = sub i256 %r12m, %v12
  %r11m = mul i256 %r12, 13
  %r11 = add i256 %r11m, %v11
  %r10m = mul i256 %r11, 12
  %r10 = sub i256 %r10m, %v10
  %r9m = mul i256 %r10, 11
  %r9 = add i256 %r9m, %v9
  %r8m = mul i256 %r9, 10
  %r8 = sub i256 %r8m, %v8
  %r7m = mul i256 %r8, 9
  %r7 = add i256 %r7m, %v7
  %r6m = mul i256 %r7, 8
  %r6 = sub i256 %r6m, %v6
  %r5m = mul i256 %r6, 7
  %r5 = add i256 %r5m, %v5
  %r4m = mul i256 %r5, 6
  %r4 = sub i256 %r4m, %v4
  %r3m = mul i256 %r4, 5
  %r3 = add i256 %r3m, %v3
  %r2m = mul i256 %r3, 4
  %r2 = sub i256 %r2m, %v2
  %r1m = mul i256 %r2, 3
  %r1 = add i256 %r1m, %v1
  %r0m = mul i256 %r1, 2
  %r0 = sub i256 %r0m, %v0
  ret i256 %r0
}

; 20 derived values stay live across a call, then all are combined.
define i256 @across_call(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18, i256 %a19) {
entry:
  %v0 = add i256 %a0, 1
  %v1 = add i256 %a1, 8
  %v2 = add i256 %a2, 15
  %v3 = add i256 %a3, 22
  %v4 = add i256 %a4, 29
  %v5 = add i256 %a5, 36
  %v6 = add i256 %a6, 43
  %v7 = add i256 %a7, 50
  %v8 = add i256 %a8, 57
  %v9 = add i256 %a9, 64
  %v10 = add i256 %a10, 71
  %v11 = add i256 %a11, 78
  %v12 = add i256 %a12, 85
  %v13 = add i256 %a13, 92
  %v14 = add i256 %a14, 99
  %v15 = add i256 %a15, 106
  %v16 = add i256 %a16, 113
  %v17 = add i256 %a17, 120
  %v18 = add i256 %a18, 127
  %v19 = add i256 %a19, 134
  %c = call i256 @straight(i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17, i256 %a18, i256 %a19, i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4)
  %r0m = mul i256 %c, 5
  %r0 = xor i256 %r0m, %v0
  %r1m = mul i256 %r0, 6
  %r1 = xor i256 %r1m, %v1
  %r2m = mul i256 %r1, 7
  %r2 = xor i256 %r2m, %v2
  %r3m = mul i256 %r2, 8
  %r3 = xor i256 %r3m, %v3
  %r4m = mul i256 %r3, 9
  %r4 = xor i256 %r4m, %v4
  %r5m = mul i256 %r4, 10
  %r5 = xor i256 %r5m, %v5
  %r6m = mul i256 %r5, 11
  %r6 = xor i256 %r6m, %v6
  %r7m = mul i256 %r6, 12
  %r7 = xor i256 %r7m, %v7
  %r8m = mul i256 %r7, 13
  %r8 = xor i256 %r8m, %v8
  %r9m = mul i256 %r8, 14
  %r9 = xor i256 %r9m, %v9
  %r10m = mul i256 %r9, 15
  %r10 = xor i256 %r10m, %v10
  %r11m = mul i256 %r10, 16
  %r11 = xor i256 %r11m, %v11
  %r12m = mul i256 %r11, 17
  %r12 = xor i256 %r12m, %v12
  %r13m = mul i256 %r12, 18
  %r13 = xor i256 %r13m, %v13
  %r14m = mul i256 %r13, 19
  %r14 = xor i256 %r14m, %v14
  %r15m = mul i256 %r14, 20
  %r15 = xor i256 %r15m, %v15
  %r16m = mul i256 %r15, 21
  %r16 = xor i256 %r16m, %v16
  %r17m = mul i256 %r16, 22
  %r17 = xor i256 %r17m, %v17
  %r18m = mul i256 %r17, 23
  %r18 = xor i256 %r18m, %v18
  %r19m = mul i256 %r18, 24
  %r19 = xor i256 %r19m, %v19
  ret i256 %r19
}

; 18 accumulators: x_i <- x_i * (i + 2) + x_{i+1 mod 18} + k, n times.
define i256 @loop18(i256 %n, i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %a12, i256 %a13, i256 %a14, i256 %a15, i256 %a16, i256 %a17) {
entry:
  br label %loop
loop:
  %k = phi i256 [ 0, %entry ], [ %k1, %body ]
  %x0 = phi i256 [ %a0, %entry ], [ %y0, %body ]
  %x1 = phi i256 [ %a1, %entry ], [ %y1, %body ]
  %x2 = phi i256 [ %a2, %entry ], [ %y2, %body ]
  %x3 = phi i256 [ %a3, %entry ], [ %y3, %body ]
  %x4 = phi i256 [ %a4, %entry ], [ %y4, %body ]
  %x5 = phi i256 [ %a5, %entry ], [ %y5, %body ]
  %x6 = phi i256 [ %a6, %entry ], [ %y6, %body ]
  %x7 = phi i256 [ %a7, %entry ], [ %y7, %body ]
  %x8 = phi i256 [ %a8, %entry ], [ %y8, %body ]
  %x9 = phi i256 [ %a9, %entry ], [ %y9, %body ]
  %x10 = phi i256 [ %a10, %entry ], [ %y10, %body ]
  %x11 = phi i256 [ %a11, %entry ], [ %y11, %body ]
  %x12 = phi i256 [ %a12, %entry ], [ %y12, %body ]
  %x13 = phi i256 [ %a13, %entry ], [ %y13, %body ]
  %x14 = phi i256 [ %a14, %entry ], [ %y14, %body ]
  %x15 = phi i256 [ %a15, %entry ], [ %y15, %body ]
  %x16 = phi i256 [ %a16, %entry ], [ %y16, %body ]
  %x17 = phi i256 [ %a17, %entry ], [ %y17, %body ]
  %done = icmp uge i256 %k, %n
  br i1 %done, label %exit, label %body
body:
  %y0m = mul i256 %x0, 2
  %y0a = add i256 %y0m, %x1
  %y0 = add i256 %y0a, %k
  %y1m = mul i256 %x1, 3
  %y1a = add i256 %y1m, %x2
  %y1 = add i256 %y1a, %k
  %y2m = mul i256 %x2, 4
  %y2a = add i256 %y2m, %x3
  %y2 = add i256 %y2a, %k
  %y3m = mul i256 %x3, 5
  %y3a = add i256 %y3m, %x4
  %y3 = add i256 %y3a, %k
  %y4m = mul i256 %x4, 6
  %y4a = add i256 %y4m, %x5
  %y4 = add i256 %y4a, %k
  %y5m = mul i256 %x5, 7
  %y5a = add i256 %y5m, %x6
  %y5 = add i256 %y5a, %k
  %y6m = mul i256 %x6, 8
  %y6a = add i256 %y6m, %x7
  %y6 = add i256 %y6a, %k
  %y7m = mul i256 %x7, 9
  %y7a = add i256 %y7m, %x8
  %y7 = add i256 %y7a, %k
  %y8m = mul i256 %x8, 10
  %y8a = add i256 %y8m, %x9
  %y8 = add i256 %y8a, %k
  %y9m = mul i256 %x9, 11
  %y9a = add i256 %y9m, %x10
  %y9 = add i256 %y9a, %k
  %y10m = mul i256 %x10, 12
  %y10a = add i256 %y10m, %x11
  %y10 = add i256 %y10a, %k
  %y11m = mul i256 %x11, 13
  %y11a = add i256 %y11m, %x12
  %y11 = add i256 %y11a, %k
  %y12m = mul i256 %x12, 14
  %y12a = add i256 %y12m, %x13
  %y12 = add i256 %y12a, %k
  %y13m = mul i256 %x13, 15
  %y13a = add i256 %y13m, %x14
  %y13 = add i256 %y13a, %k
  %y14m = mul i256 %x14, 16
  %y14a = add i256 %y14m, %x15
  %y14 = add i256 %y14a, %k
  %y15m = mul i256 %x15, 17
  %y15a = add i256 %y15m, %x16
  %y15 = add i256 %y15a, %k
  %y16m = mul i256 %x16, 18
  %y16a = add i256 %y16m, %x17
  %y16 = add i256 %y16a, %k
  %y17m = mul i256 %x17, 19
  %y17a = add i256 %y17m, %x0
  %y17 = add i256 %y17a, %k
  %k1 = add i256 %k, 1
  br label %loop
exit:
  %z1m = mul i256 %x0, 1000003
  %z1 = xor i256 %z1m, %x1
  %z2m = mul i256 %z1, 1000003
  %z2 = xor i256 %z2m, %x2
  %z3m = mul i256 %z2, 1000003
  %z3 = xor i256 %z3m, %x3
  %z4m = mul i256 %z3, 1000003
  %z4 = xor i256 %z4m, %x4
  %z5m = mul i256 %z4, 1000003
  %z5 = xor i256 %z5m, %x5
  %z6m = mul i256 %z5, 1000003
  %z6 = xor i256 %z6m, %x6
  %z7m = mul i256 %z6, 1000003
  %z7 = xor i256 %z7m, %x7
  %z8m = mul i256 %z7, 1000003
  %z8 = xor i256 %z8m, %x8
  %z9m = mul i256 %z8, 1000003
  %z9 = xor i256 %z9m, %x9
  %z10m = mul i256 %z9, 1000003
  %z10 = xor i256 %z10m, %x10
  %z11m = mul i256 %z10, 1000003
  %z11 = xor i256 %z11m, %x11
  %z12m = mul i256 %z11, 1000003
  %z12 = xor i256 %z12m, %x12
  %z13m = mul i256 %z12, 1000003
  %z13 = xor i256 %z13m, %x13
  %z14m = mul i256 %z13, 1000003
  %z14 = xor i256 %z14m, %x14
  %z15m = mul i256 %z14, 1000003
  %z15 = xor i256 %z15m, %x15
  %z16m = mul i256 %z15, 1000003
  %z16 = xor i256 %z16m, %x16
  %z17m = mul i256 %z16, 1000003
  %z17 = xor i256 %z17m, %x17
  ret i256 %z17
}
