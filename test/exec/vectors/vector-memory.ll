;! { "cases": [
;! {"name": "load_store_2x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "load_store_2x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "load_store_2x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x378aea101040a8d8146fc5a89627b8bf98956c5a3ddc592d76eabbeab1a02b12", "0xcc3419d55344bd339feb85213f3a45c32342d820dab28db50d51587f73c5d0da"]}], "expected": ["0x378aea1a7840a8d8146fc5a89627b8bf98956c5a3ddc592d76eabbeab1a02b12", "0xcc3419d55344bd339feb85213f3a45c32342d820dab28db50d51587f73c5d0da"]},
;! {"name": "load_store_2x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xee466e23f3348f9858d28017b5f9a6307f7907c74f7a5a3135c9296d0dbc326c", "0x604d1d71d9a342386d9b7efe83a1818088211b57163d4c483810ca9e3f2c8eec"]}], "expected": ["0xee466e201d348f9858d28017b5f9a6307f7907c74f7a5a3135c9296d0dbc326c", "0x604d1d71d9a342386d9b7efe83a1818088211b57163d4c483810ca9e3f2c8eec"]},
;! {"name": "load_store_2x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xc3edcd4fb017c52b93dc2bbf1634fd3a78db01d59957aae63fc0eee609504677", "0xc5504092fc2f6f89aa4f1cbc1dadc9958a503be76f5b3ee0d3b590d93df36a90"]}], "expected": ["0xc3edcda72f17c52b93dc2bbf1634fd3a78db01d59957aae63fc0eee609504677", "0xc5504092fc2f6f89aa4f1cbc1dadc9958a503be76f5b3ee0d3b590d93df36a90"]},
;! {"name": "load_store_2x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xaf7eed6b39399671b326f9e0cd88af71dd2b44180213f69ebedae9a6fa3c6c99", "0x992493b4f548a8144eea629165716b1db0c10d0e751098f5e96abbad130e8a41"]}], "expected": ["0xaf7eed7a20399671b326f9e0cd88af71dd2b44180213f69ebedae9a6fa3c6c99", "0x992493b4f548a8144eea629165716b1db0c10d0e751098f5e96abbad130e8a41"]},
;! {"name": "load_store_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "load_store_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "load_store_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x640a924b193d69db8c0d6cd25358f494feed20c97685b3f7b0e0ad2d0e843e0c", "0x7dd60855538a68c699cc8c7e968a3b18a24920e50191cdab7aefe4b11117e833"]}], "expected": ["0x640a927051f29ddb8c0d6cd25358f494feed20c97685b3f7b0e0ad2d0e843e0c", "0x7dd60855538a68c699cc8c7e968a3b18a24920e50191cdab7aefe4b11117e833"]},
;! {"name": "load_store_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xe4d8ce237ff44640899f750fcd7499b513fe7c1204aaf4c691a18284b3d4f13", "0x6bfca9d22e5e33cc2412b53b1fbf1263152a6cf6a83d78dd3c55b64d9ea3891c"]}], "expected": ["0xe4d8c1bcd07a6640899f750fcd7499b513fe7c1204aaf4c691a18284b3d4f13", "0x6bfca9d22e5e33cc2412b53b1fbf1263152a6cf6a83d78dd3c55b64d9ea3891c"]},
;! {"name": "load_store_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb7284c8862c9f5bb14412caa3657f2b376cdcf154e3b7ccecb4b93670f166b42", "0xe6c277c0ab5bc790a3050f6e308d45f9e9673207624e23ac9d197fb979f91c2c"]}], "expected": ["0xb7284cf511b48dbb14412caa3657f2b376cdcf154e3b7ccecb4b93670f166b42", "0xe6c277c0ab5bc790a3050f6e308d45f9e9673207624e23ac9d197fb979f91c2c"]},
;! {"name": "load_store_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xec3963078bb3e5e5a9e86ad9b641974cd03e593bac7e4a439674adc133d8d3cb", "0xf7d53fe0168d73f13d700fc63e2646b5a3f7f54d1deedaabf6a19f55709bbd9f"]}], "expected": ["0xec396352a28019e5a9e86ad9b641974cd03e593bac7e4a439674adc133d8d3cb", "0xf7d53fe0168d73f13d700fc63e2646b5a3f7f54d1deedaabf6a19f55709bbd9f"]},
;! {"name": "load_store_5x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "load_store_5x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "load_store_5x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x9b48b6603d18a440cb671f134dcbb090d4d30874985a64dc5d066354f9bdb6be", "0xea0fd8fdbc3dfbfa1488b5f70262013b8faa483e301ae51b34866b62413db35c"]}], "expected": ["0x9b48b674577d0cc9cb671f134dcbb090d4d30874985a64dc5d066354f9bdb6be", "0xea0fd8fdbc3dfbfa1488b5f70262013b8faa483e301ae51b34866b62413db35c"]},
;! {"name": "load_store_5x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x59db42a6c217534920c6c0fb7d2a5aff56e1921a4785c0ca4b76405506f7fcf2", "0x96c5650d38c5213e36c731e621b777ad792a371a443a441261eecd11c0843e4e"]}], "expected": ["0x59db426591cde0d720c6c0fb7d2a5aff56e1921a4785c0ca4b76405506f7fcf2", "0x96c5650d38c5213e36c731e621b777ad792a371a443a441261eecd11c0843e4e"]},
;! {"name": "load_store_5x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xf2027c5aa3d4220c676a3226538289bb4893cc7c891f07356a1064baad527454", "0x3be2c9d772fccf4a3ee1bf1674c153c7655e149182b6e1aba5e92a32243084b0"]}], "expected": ["0xf2027c84a63c8b9c676a3226538289bb4893cc7c891f07356a1064baad527454", "0x3be2c9d772fccf4a3ee1bf1674c153c7655e149182b6e1aba5e92a32243084b0"]},
;! {"name": "load_store_5x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7ab22fb5d0e13ac1f4b3aa7af99fe41d2a8f18e606abff38b65d7e5d272afcd7", "0x371d3ad3d49bca70b507c146705c9117b411f2ae242e7b1f34d3fa8d18492d52"]}], "expected": ["0x7ab22f33670a0c40f4b3aa7af99fe41d2a8f18e606abff38b65d7e5d272afcd7", "0x371d3ad3d49bca70b507c146705c9117b411f2ae242e7b1f34d3fa8d18492d52"]},
;! {"name": "load_store_32x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "load_store_32x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffff00ffffffffffffffffffffffffffffffffffffffffffffffffffff0000", "0x1"]},
;! {"name": "load_store_32x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xd257ec48ccd72d25e363f2735c51f865d471ba599035fe23ec07e4d5ce3e99c5", "0x9220fb3bf330fb59648b8dda102f374ec11eb73f9acbbf58909164a136d9b6b3"]}], "expected": ["0xd257ec8ae3fe19045604eca9b7306eb0717751833552fce17160329794f5855b", "0xf65b853bf330fb59648b8dda102f374ec11eb73f9acbbf58909164a136d9b6b3"]},
;! {"name": "load_store_32x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xb89df3752f8538073ff864217528514eea7f3eca44f7c811db53cb4d0b1e9203", "0x23173387c893898131fdb1941d5c6d05934408697ff5bc9b4d8359bbb8320384"]}], "expected": ["0xb89df3093b39f7b3bda4c2c30d4369e8460ed7fc356df8e77c4a3c9f1b96eb9e", "0x669eeb87c893898131fdb1941d5c6d05934408697ff5bc9b4d8359bbb8320384"]},
;! {"name": "load_store_32x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7a152b722af03f26ae116abf6294ed933dc130fa5950acee5ca982e841b45993", "0x2e5fa170f0f4f218fb120eecdb804935519628ba7312751a97babdf956d6a46c"]}], "expected": ["0x7a152b5ce3fc040a2779f9ae62a5b07b5890aa85f56e379590fa3ccc4b871ecf", "0x42cf1e70f0f4f218fb120eecdb804935519628ba7312751a97babdf956d6a46c"]},
;! {"name": "load_store_32x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xaa99220d45761b458756f85437d9e9bc0c0baee1fabdd759cebe68049d2b0adb", "0xc3c0f36cb845c8d327b5287d431e778b48002628c08d2fdecebf88e2be1d6420"]}], "expected": ["0xaa9922967f624538801305b71849cc33d4e142484e77113b90b9c4fed2207b2c", "0xe62c7b6cb845c8d327b5287d431e778b48002628c08d2fdecebf88e2be1d6420"]}
;! ] }
; Generated by scripts/generators/gen-vector-tests.py: do not edit, rerun it.
; loads and stores of <N x i8> vectors at unaligned offsets of an alloca, read
; back as words; in lli's copy each vector access is one i8 access per
; element, element i at byte i (lli's interpreter reverses whole vectors on a
; big-endian layout).
; Expected values: lli (LLVM 22) -force-interpreter running these same
; definitions under this (big-endian) data layout; loads of integers wider
; than a byte are made of i8 loads in lli's copy (see gen-width-tests.py).
; Calldata: word 0 picks the function (the switch in @__entry), the next words
; are its arguments: an argument of up to 256 bits is one word truncated (odd
; cases put garbage above its width), a wider one ceil(W/256) words, most
; significant first. Results come back the same way, an i1 as a word.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %sel.p = inttoptr i256 0 to ptr addrspace(2)
  %sel = call i256 @llvm.evm.calldataload(ptr addrspace(2) %sel.p)
  switch i256 %sel, label %bad [
    i256 0, label %f0
    i256 1, label %f1
    i256 2, label %f2
    i256 3, label %f3
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = inttoptr i256 64 to ptr addrspace(2)
  %f0.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.2)
  %f0.4 = call i512 @load_store_2x8(i256 %f0.1, i256 %f0.3)
  %f0.5 = lshr i512 %f0.4, 256
  %f0.6 = trunc i512 %f0.5 to i256
  %f0.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.6, ptr addrspace(1) %f0.7
  %f0.8 = trunc i512 %f0.4 to i256
  %f0.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.8, ptr addrspace(1) %f0.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = inttoptr i256 64 to ptr addrspace(2)
  %f1.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.2)
  %f1.4 = call i512 @load_store_4x8(i256 %f1.1, i256 %f1.3)
  %f1.5 = lshr i512 %f1.4, 256
  %f1.6 = trunc i512 %f1.5 to i256
  %f1.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.6, ptr addrspace(1) %f1.7
  %f1.8 = trunc i512 %f1.4 to i256
  %f1.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.8, ptr addrspace(1) %f1.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = inttoptr i256 64 to ptr addrspace(2)
  %f2.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.2)
  %f2.4 = call i512 @load_store_5x8(i256 %f2.1, i256 %f2.3)
  %f2.5 = lshr i512 %f2.4, 256
  %f2.6 = trunc i512 %f2.5 to i256
  %f2.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.6, ptr addrspace(1) %f2.7
  %f2.8 = trunc i512 %f2.4 to i256
  %f2.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.8, ptr addrspace(1) %f2.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = inttoptr i256 64 to ptr addrspace(2)
  %f3.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.2)
  %f3.4 = call i512 @load_store_32x8(i256 %f3.1, i256 %f3.3)
  %f3.5 = lshr i512 %f3.4, 256
  %f3.6 = trunc i512 %f3.5 to i256
  %f3.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.6, ptr addrspace(1) %f3.7
  %f3.8 = trunc i512 %f3.4 to i256
  %f3.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.8, ptr addrspace(1) %f3.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i512 @load_store_2x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <2 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <2 x i8> %va.0, i8 %va.e1, i32 1
  %va = shufflevector <2 x i8> %va.1, <2 x i8> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <2 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <2 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb = shufflevector <2 x i8> %vb.1, <2 x i8> poison, <2 x i32> <i32 0, i32 1>
  %buf = alloca [2 x i256]
  %hi = getelementptr i8, ptr %buf, i256 32
  store i256 %a, ptr %buf
  store i256 %b, ptr %hi
  %src = getelementptr i8, ptr %buf, i256 5
  %l = load <2 x i8>, ptr %src, align 1
  %v = add <2 x i8> %l, %va
  %dst = getelementptr i8, ptr %buf, i256 3
  store <2 x i8> %v, ptr %dst, align 1
  %w0 = load i256, ptr %buf
  %w1 = load i256, ptr %hi
  %w0.z = zext i256 %w0 to i512
  %w1.z = zext i256 %w1 to i512
  %w0.s = shl i512 %w0.z, 256
  %r = or i512 %w0.s, %w1.z
  ret i512 %r
}

define i512 @load_store_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %buf = alloca [2 x i256]
  %hi = getelementptr i8, ptr %buf, i256 32
  store i256 %a, ptr %buf
  store i256 %b, ptr %hi
  %src = getelementptr i8, ptr %buf, i256 5
  %l = load <4 x i8>, ptr %src, align 1
  %v = add <4 x i8> %l, %va
  %dst = getelementptr i8, ptr %buf, i256 3
  store <4 x i8> %v, ptr %dst, align 1
  %w0 = load i256, ptr %buf
  %w1 = load i256, ptr %hi
  %w0.z = zext i256 %w0 to i512
  %w1.z = zext i256 %w1 to i512
  %w0.s = shl i512 %w0.z, 256
  %r = or i512 %w0.s, %w1.z
  ret i512 %r
}

define i512 @load_store_5x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <5 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <5 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <5 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <5 x i8> %va.2, i8 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 32
  %va.e4 = trunc i1024 %va.s4 to i8
  %va.4 = insertelement <5 x i8> %va.3, i8 %va.e4, i32 4
  %va = shufflevector <5 x i8> %va.4, <5 x i8> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <5 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <5 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <5 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <5 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 32
  %vb.e4 = trunc i1024 %vb.s4 to i8
  %vb.4 = insertelement <5 x i8> %vb.3, i8 %vb.e4, i32 4
  %vb = shufflevector <5 x i8> %vb.4, <5 x i8> poison, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
  %buf = alloca [2 x i256]
  %hi = getelementptr i8, ptr %buf, i256 32
  store i256 %a, ptr %buf
  store i256 %b, ptr %hi
  %src = getelementptr i8, ptr %buf, i256 5
  %l = load <5 x i8>, ptr %src, align 1
  %v = add <5 x i8> %l, %va
  %dst = getelementptr i8, ptr %buf, i256 3
  store <5 x i8> %v, ptr %dst, align 1
  %w0 = load i256, ptr %buf
  %w1 = load i256, ptr %hi
  %w0.z = zext i256 %w0 to i512
  %w1.z = zext i256 %w1 to i512
  %w0.s = shl i512 %w0.z, 256
  %r = or i512 %w0.s, %w1.z
  ret i512 %r
}

define i512 @load_store_32x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <32 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <32 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <32 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <32 x i8> %va.2, i8 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 32
  %va.e4 = trunc i1024 %va.s4 to i8
  %va.4 = insertelement <32 x i8> %va.3, i8 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 40
  %va.e5 = trunc i1024 %va.s5 to i8
  %va.5 = insertelement <32 x i8> %va.4, i8 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 48
  %va.e6 = trunc i1024 %va.s6 to i8
  %va.6 = insertelement <32 x i8> %va.5, i8 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 56
  %va.e7 = trunc i1024 %va.s7 to i8
  %va.7 = insertelement <32 x i8> %va.6, i8 %va.e7, i32 7
  %va.s8 = lshr i1024 %ab.0, 64
  %va.e8 = trunc i1024 %va.s8 to i8
  %va.8 = insertelement <32 x i8> %va.7, i8 %va.e8, i32 8
  %va.s9 = lshr i1024 %ab.0, 72
  %va.e9 = trunc i1024 %va.s9 to i8
  %va.9 = insertelement <32 x i8> %va.8, i8 %va.e9, i32 9
  %va.s10 = lshr i1024 %ab.0, 80
  %va.e10 = trunc i1024 %va.s10 to i8
  %va.10 = insertelement <32 x i8> %va.9, i8 %va.e10, i32 10
  %va.s11 = lshr i1024 %ab.0, 88
  %va.e11 = trunc i1024 %va.s11 to i8
  %va.11 = insertelement <32 x i8> %va.10, i8 %va.e11, i32 11
  %va.s12 = lshr i1024 %ab.0, 96
  %va.e12 = trunc i1024 %va.s12 to i8
  %va.12 = insertelement <32 x i8> %va.11, i8 %va.e12, i32 12
  %va.s13 = lshr i1024 %ab.0, 104
  %va.e13 = trunc i1024 %va.s13 to i8
  %va.13 = insertelement <32 x i8> %va.12, i8 %va.e13, i32 13
  %va.s14 = lshr i1024 %ab.0, 112
  %va.e14 = trunc i1024 %va.s14 to i8
  %va.14 = insertelement <32 x i8> %va.13, i8 %va.e14, i32 14
  %va.s15 = lshr i1024 %ab.0, 120
  %va.e15 = trunc i1024 %va.s15 to i8
  %va.15 = insertelement <32 x i8> %va.14, i8 %va.e15, i32 15
  %va.s16 = lshr i1024 %ab.0, 128
  %va.e16 = trunc i1024 %va.s16 to i8
  %va.16 = insertelement <32 x i8> %va.15, i8 %va.e16, i32 16
  %va.s17 = lshr i1024 %ab.0, 136
  %va.e17 = trunc i1024 %va.s17 to i8
  %va.17 = insertelement <32 x i8> %va.16, i8 %va.e17, i32 17
  %va.s18 = lshr i1024 %ab.0, 144
  %va.e18 = trunc i1024 %va.s18 to i8
  %va.18 = insertelement <32 x i8> %va.17, i8 %va.e18, i32 18
  %va.s19 = lshr i1024 %ab.0, 152
  %va.e19 = trunc i1024 %va.s19 to i8
  %va.19 = insertelement <32 x i8> %va.18, i8 %va.e19, i32 19
  %va.s20 = lshr i1024 %ab.0, 160
  %va.e20 = trunc i1024 %va.s20 to i8
  %va.20 = insertelement <32 x i8> %va.19, i8 %va.e20, i32 20
  %va.s21 = lshr i1024 %ab.0, 168
  %va.e21 = trunc i1024 %va.s21 to i8
  %va.21 = insertelement <32 x i8> %va.20, i8 %va.e21, i32 21
  %va.s22 = lshr i1024 %ab.0, 176
  %va.e22 = trunc i1024 %va.s22 to i8
  %va.22 = insertelement <32 x i8> %va.21, i8 %va.e22, i32 22
  %va.s23 = lshr i1024 %ab.0, 184
  %va.e23 = trunc i1024 %va.s23 to i8
  %va.23 = insertelement <32 x i8> %va.22, i8 %va.e23, i32 23
  %va.s24 = lshr i1024 %ab.0, 192
  %va.e24 = trunc i1024 %va.s24 to i8
  %va.24 = insertelement <32 x i8> %va.23, i8 %va.e24, i32 24
  %va.s25 = lshr i1024 %ab.0, 200
  %va.e25 = trunc i1024 %va.s25 to i8
  %va.25 = insertelement <32 x i8> %va.24, i8 %va.e25, i32 25
  %va.s26 = lshr i1024 %ab.0, 208
  %va.e26 = trunc i1024 %va.s26 to i8
  %va.26 = insertelement <32 x i8> %va.25, i8 %va.e26, i32 26
  %va.s27 = lshr i1024 %ab.0, 216
  %va.e27 = trunc i1024 %va.s27 to i8
  %va.27 = insertelement <32 x i8> %va.26, i8 %va.e27, i32 27
  %va.s28 = lshr i1024 %ab.0, 224
  %va.e28 = trunc i1024 %va.s28 to i8
  %va.28 = insertelement <32 x i8> %va.27, i8 %va.e28, i32 28
  %va.s29 = lshr i1024 %ab.0, 232
  %va.e29 = trunc i1024 %va.s29 to i8
  %va.29 = insertelement <32 x i8> %va.28, i8 %va.e29, i32 29
  %va.s30 = lshr i1024 %ab.0, 240
  %va.e30 = trunc i1024 %va.s30 to i8
  %va.30 = insertelement <32 x i8> %va.29, i8 %va.e30, i32 30
  %va.s31 = lshr i1024 %ab.0, 248
  %va.e31 = trunc i1024 %va.s31 to i8
  %va.31 = insertelement <32 x i8> %va.30, i8 %va.e31, i32 31
  %va = shufflevector <32 x i8> %va.31, <32 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <32 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <32 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <32 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <32 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 32
  %vb.e4 = trunc i1024 %vb.s4 to i8
  %vb.4 = insertelement <32 x i8> %vb.3, i8 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 40
  %vb.e5 = trunc i1024 %vb.s5 to i8
  %vb.5 = insertelement <32 x i8> %vb.4, i8 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 48
  %vb.e6 = trunc i1024 %vb.s6 to i8
  %vb.6 = insertelement <32 x i8> %vb.5, i8 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 56
  %vb.e7 = trunc i1024 %vb.s7 to i8
  %vb.7 = insertelement <32 x i8> %vb.6, i8 %vb.e7, i32 7
  %vb.s8 = lshr i1024 %ba.0, 64
  %vb.e8 = trunc i1024 %vb.s8 to i8
  %vb.8 = insertelement <32 x i8> %vb.7, i8 %vb.e8, i32 8
  %vb.s9 = lshr i1024 %ba.0, 72
  %vb.e9 = trunc i1024 %vb.s9 to i8
  %vb.9 = insertelement <32 x i8> %vb.8, i8 %vb.e9, i32 9
  %vb.s10 = lshr i1024 %ba.0, 80
  %vb.e10 = trunc i1024 %vb.s10 to i8
  %vb.10 = insertelement <32 x i8> %vb.9, i8 %vb.e10, i32 10
  %vb.s11 = lshr i1024 %ba.0, 88
  %vb.e11 = trunc i1024 %vb.s11 to i8
  %vb.11 = insertelement <32 x i8> %vb.10, i8 %vb.e11, i32 11
  %vb.s12 = lshr i1024 %ba.0, 96
  %vb.e12 = trunc i1024 %vb.s12 to i8
  %vb.12 = insertelement <32 x i8> %vb.11, i8 %vb.e12, i32 12
  %vb.s13 = lshr i1024 %ba.0, 104
  %vb.e13 = trunc i1024 %vb.s13 to i8
  %vb.13 = insertelement <32 x i8> %vb.12, i8 %vb.e13, i32 13
  %vb.s14 = lshr i1024 %ba.0, 112
  %vb.e14 = trunc i1024 %vb.s14 to i8
  %vb.14 = insertelement <32 x i8> %vb.13, i8 %vb.e14, i32 14
  %vb.s15 = lshr i1024 %ba.0, 120
  %vb.e15 = trunc i1024 %vb.s15 to i8
  %vb.15 = insertelement <32 x i8> %vb.14, i8 %vb.e15, i32 15
  %vb.s16 = lshr i1024 %ba.0, 128
  %vb.e16 = trunc i1024 %vb.s16 to i8
  %vb.16 = insertelement <32 x i8> %vb.15, i8 %vb.e16, i32 16
  %vb.s17 = lshr i1024 %ba.0, 136
  %vb.e17 = trunc i1024 %vb.s17 to i8
  %vb.17 = insertelement <32 x i8> %vb.16, i8 %vb.e17, i32 17
  %vb.s18 = lshr i1024 %ba.0, 144
  %vb.e18 = trunc i1024 %vb.s18 to i8
  %vb.18 = insertelement <32 x i8> %vb.17, i8 %vb.e18, i32 18
  %vb.s19 = lshr i1024 %ba.0, 152
  %vb.e19 = trunc i1024 %vb.s19 to i8
  %vb.19 = insertelement <32 x i8> %vb.18, i8 %vb.e19, i32 19
  %vb.s20 = lshr i1024 %ba.0, 160
  %vb.e20 = trunc i1024 %vb.s20 to i8
  %vb.20 = insertelement <32 x i8> %vb.19, i8 %vb.e20, i32 20
  %vb.s21 = lshr i1024 %ba.0, 168
  %vb.e21 = trunc i1024 %vb.s21 to i8
  %vb.21 = insertelement <32 x i8> %vb.20, i8 %vb.e21, i32 21
  %vb.s22 = lshr i1024 %ba.0, 176
  %vb.e22 = trunc i1024 %vb.s22 to i8
  %vb.22 = insertelement <32 x i8> %vb.21, i8 %vb.e22, i32 22
  %vb.s23 = lshr i1024 %ba.0, 184
  %vb.e23 = trunc i1024 %vb.s23 to i8
  %vb.23 = insertelement <32 x i8> %vb.22, i8 %vb.e23, i32 23
  %vb.s24 = lshr i1024 %ba.0, 192
  %vb.e24 = trunc i1024 %vb.s24 to i8
  %vb.24 = insertelement <32 x i8> %vb.23, i8 %vb.e24, i32 24
  %vb.s25 = lshr i1024 %ba.0, 200
  %vb.e25 = trunc i1024 %vb.s25 to i8
  %vb.25 = insertelement <32 x i8> %vb.24, i8 %vb.e25, i32 25
  %vb.s26 = lshr i1024 %ba.0, 208
  %vb.e26 = trunc i1024 %vb.s26 to i8
  %vb.26 = insertelement <32 x i8> %vb.25, i8 %vb.e26, i32 26
  %vb.s27 = lshr i1024 %ba.0, 216
  %vb.e27 = trunc i1024 %vb.s27 to i8
  %vb.27 = insertelement <32 x i8> %vb.26, i8 %vb.e27, i32 27
  %vb.s28 = lshr i1024 %ba.0, 224
  %vb.e28 = trunc i1024 %vb.s28 to i8
  %vb.28 = insertelement <32 x i8> %vb.27, i8 %vb.e28, i32 28
  %vb.s29 = lshr i1024 %ba.0, 232
  %vb.e29 = trunc i1024 %vb.s29 to i8
  %vb.29 = insertelement <32 x i8> %vb.28, i8 %vb.e29, i32 29
  %vb.s30 = lshr i1024 %ba.0, 240
  %vb.e30 = trunc i1024 %vb.s30 to i8
  %vb.30 = insertelement <32 x i8> %vb.29, i8 %vb.e30, i32 30
  %vb.s31 = lshr i1024 %ba.0, 248
  %vb.e31 = trunc i1024 %vb.s31 to i8
  %vb.31 = insertelement <32 x i8> %vb.30, i8 %vb.e31, i32 31
  %vb = shufflevector <32 x i8> %vb.31, <32 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %buf = alloca [2 x i256]
  %hi = getelementptr i8, ptr %buf, i256 32
  store i256 %a, ptr %buf
  store i256 %b, ptr %hi
  %src = getelementptr i8, ptr %buf, i256 5
  %l = load <32 x i8>, ptr %src, align 1
  %v = add <32 x i8> %l, %va
  %dst = getelementptr i8, ptr %buf, i256 3
  store <32 x i8> %v, ptr %dst, align 1
  %w0 = load i256, ptr %buf
  %w1 = load i256, ptr %hi
  %w0.z = zext i256 %w0 to i512
  %w1.z = zext i256 %w1 to i512
  %w0.s = shl i512 %w0.z, 256
  %r = or i512 %w0.s, %w1.z
  ret i512 %r
}
