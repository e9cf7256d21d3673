;! { "cases": [
;! {"name": "load_i8_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "load_i8_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x54230dc81b0dc352916ecb64e67c48e468c3bb36f17104fd9d026791635ceb25"]}], "expected": ["0x54"]},
;! {"name": "load_i8_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "load_i8_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1af7b4926e8f04fbda29e8e72b98d20f1223cf5301dbe99baab149b32eb25df9"]}], "expected": ["0xf6"]},
;! {"name": "load_i8_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0"]}], "expected": ["0x5"]},
;! {"name": "load_i8_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xd1a5faf0286619041a05fc56bcf7470de1936c3f970a7767d9f135b9e4d97bd"]}], "expected": ["0x83"]},
;! {"name": "load_i8_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0"]}], "expected": ["0x1f"]},
;! {"name": "load_i8_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xab8f834968c1fa22f5e1e19ffbc5059842b5a1c432296b4c60f21ecba9e2535"]}], "expected": ["0x2a"]},
;! {"name": "load_i8_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0"]}], "expected": ["0x21"]},
;! {"name": "load_i8_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xc0fde0380b168f6f5b7cacd99a5ef7acb8f7879c5100916641fa9faeee4f490d"]}], "expected": ["0xdc"]},
;! {"name": "load_i16_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0"]}], "expected": ["0x1"]},
;! {"name": "load_i16_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xe8530d7b6e916e9b2954d3e0e8d8af084d76a2fb455ec880b7f2aee1285a56fb"]}], "expected": ["0xe852"]},
;! {"name": "load_i16_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0"]}], "expected": ["0x102"]},
;! {"name": "load_i16_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x23312ac4c9a6ac362c70fd38756a6baaa4a5401bd9c10cd7d1e2aa522969b5ed"]}], "expected": ["0x3028"]},
;! {"name": "load_i16_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0"]}], "expected": ["0x506"]},
;! {"name": "load_i16_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x28758255b2ad52f4bceb3c7e4b0316351d8bf18f307e2aa03676f6abac9f4f42"]}], "expected": ["0xa854"]},
;! {"name": "load_i16_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0"]}], "expected": ["0x1f20"]},
;! {"name": "load_i16_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xd888f0bf79094209d2b88187513435b0b350691f05c551d37deb47e140674cb7"]}], "expected": ["0xa8f8"]},
;! {"name": "load_i16_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0"]}], "expected": ["0x2122"]},
;! {"name": "load_i16_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x1a482d31d61d42647e3e7757c96f963f06e1f16e178c3a6c675be1760ef263b6"]}], "expected": ["0x690f"]},
;! {"name": "load_i24_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0"]}], "expected": ["0x102"]},
;! {"name": "load_i24_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xba45318f3a5dd80e445f17b3d61afaca90d58c65adf25cbf2dceea770924f6a9"]}], "expected": ["0xba4433"]},
;! {"name": "load_i24_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0"]}], "expected": ["0x10203"]},
;! {"name": "load_i24_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x41cd98deb44500d16105100482987df9ab9a7d9a63183e57afcc3926f6141e52"]}], "expected": ["0xcc9add"]},
;! {"name": "load_i24_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0"]}], "expected": ["0x50607"]},
;! {"name": "load_i24_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xe350c8a2ef07be885758131d980ba2e0f4d74d1f45a80e746a3a04be3c03f46c"]}], "expected": ["0x2b88f"]},
;! {"name": "load_i24_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0"]}], "expected": ["0x1f2021"]},
;! {"name": "load_i24_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x4aa3af6957afc1fdd2e01eecb1b39f8f17404b3f660eba8894ea2eaa598a18aa"]}], "expected": ["0xb56a82"]},
;! {"name": "load_i24_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0"]}], "expected": ["0x212223"]},
;! {"name": "load_i24_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xb881ea73be68b21aa4d391a0cb703c980c4f69382a4bce199f7e59b416b216d4"]}], "expected": ["0xa0c850"]},
;! {"name": "load_i32_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0"]}], "expected": ["0x10203"]},
;! {"name": "load_i32_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x6c6b2a97ffcd6be8a8ccdc3c79b146fea14b6c31ea99cbd95a96d5ef342f936"]}], "expected": ["0x6c7b0aa"]},
;! {"name": "load_i32_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0"]}], "expected": ["0x1020304"]},
;! {"name": "load_i32_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x76d4dffbc54a090ad526e2eb201ac067216d418766bdb109571e0b9c3a17f636"]}], "expected": ["0xd5ddf8c1"]},
;! {"name": "load_i32_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0"]}], "expected": ["0x5060708"]},
;! {"name": "load_i32_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xfc8e5c18bfe71c0c09758d54dc1f282e9eea0447e2820bae9d19b81eb815c9a5"]}], "expected": ["0xe21a0b01"]},
;! {"name": "load_i32_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0"]}], "expected": ["0x1f202122"]},
;! {"name": "load_i32_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xcfc3c1868d6e41216b4cd267faddbce946f0001098fcd4a4965c059760bc575"]}], "expected": ["0x6a2cdd1e"]},
;! {"name": "load_i32_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0"]}], "expected": ["0x21222324"]},
;! {"name": "load_i32_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x5426736e8c5410bcf5f0340ae1edaad3a814d0858478ab37b75a55e1b8eceaff"]}], "expected": ["0x7514da8"]},
;! {"name": "load_i40_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0"]}], "expected": ["0x1020304"]},
;! {"name": "load_i40_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xf9515d071b2dbc44aaa3ea1037b5782baf80e8c24234d0edea1ba805a06eb75"]}], "expected": ["0xf9417d375"]},
;! {"name": "load_i40_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0"]}], "expected": ["0x102030405"]},
;! {"name": "load_i40_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x9782f224aac0c77e58b4097749f406f49b61df668a2ba17f788f2b7a388e0862"]}], "expected": ["0x83f027aec5"]},
;! {"name": "load_i40_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0"]}], "expected": ["0x506070809"]},
;! {"name": "load_i40_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x63a0c0578329c28e0c188e0c8ef683b8f7006426038bba126f2f5ef1401d2890"]}], "expected": ["0x2cc4890411"]},
;! {"name": "load_i40_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0"]}], "expected": ["0x1f20212223"]},
;! {"name": "load_i40_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x267d013c45009878771765663131565e6b1a7c880cc81d06dbd2fdc8a0eb4bc5"]}], "expected": ["0xda065c231f"]},
;! {"name": "load_i40_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0"]}], "expected": ["0x2122232425"]},
;! {"name": "load_i40_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x6690eff03d1d99f75ebbfe0c8efd8bdab29d9a783bc20082fba47b6b2f5a67d7"]}], "expected": ["0xb1cdd31938"]},
;! {"name": "load_i64_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0"]}], "expected": ["0x1020304050607"]},
;! {"name": "load_i64_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xb09b57a3a88a0e4dc23361150bcd3195e0015872f0428e5aedb7ec652c4d540b"]}], "expected": ["0xb09a55a0ac8f084a"]},
;! {"name": "load_i64_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0"]}], "expected": ["0x102030405060708"]},
;! {"name": "load_i64_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x8adb5b536eb163e572ee391d111dda9335439e60c882868b7992bde6b937dc49"]}], "expected": ["0xda59506ab465e27a"]},
;! {"name": "load_i64_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0"]}], "expected": ["0x5060708090a0b0c"]},
;! {"name": "load_i64_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x9fd42c802785dd7ad882b70e5e472dbaab888563d6b2c9cba178577b9980c5fe"]}], "expected": ["0x80db7dd08bbd0552"]},
;! {"name": "load_i64_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0"]}], "expected": ["0x1f20212223242526"]},
;! {"name": "load_i64_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x4ce6ebcd4cdf6651536fb47b9ab85dfeed36b5681f09482e7e207bc8b9db4f52"]}], "expected": ["0x4d6cc7c9ee68fa40"]},
;! {"name": "load_i64_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0"]}], "expected": ["0x2122232425262728"]},
;! {"name": "load_i64_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x22dd391fa4f08272b6f0b9ccddf1814bce2c4e84c3c88fe604119360271144b3"]}], "expected": ["0xfc1b3c80d5a4559e"]},
;! {"name": "load_i128_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0"]}], "expected": ["0x102030405060708090a0b0c0d0e0f"]},
;! {"name": "load_i128_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x4534866d98d3da03a28b501044069e46612670eb798753f8871b6ea24278a8b5"]}], "expected": ["0x4535846e9cd6dc04aa825a1b480b9049"]},
;! {"name": "load_i128_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0"]}], "expected": ["0x102030405060708090a0b0c0d0e0f10"]},
;! {"name": "load_i128_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xf130c4c1521fcc2e29db6f583486bae96f01bccb74522b2b20f9012ae9c4a2ed"]}], "expected": ["0x31c6c2561aca2921d26553388bb4e67f"]},
;! {"name": "load_i128_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0"]}], "expected": ["0x5060708090a0b0c0d0e0f1011121314"]},
;! {"name": "load_i128_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x20d351fe65f9d3e7702d1e15eded7448d70a22d20a60735d5d79175ff3f389b"]}], "expected": ["0x5a9b397f0bdbea52d3d94b9d61b03e34"]},
;! {"name": "load_i128_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0"]}], "expected": ["0x1f202122232425262728292a2b2c2d2e"]},
;! {"name": "load_i128_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x3dd784199b59452bc03ac4a1f0c59954c837e3548ff3e92f265662d08967d5a1"]}], "expected": ["0xbe1df6a63abf7c630ce813ee8adce8b7"]},
;! {"name": "load_i128_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0"]}], "expected": ["0x2122232425262728292a2b2c2d2e2f30"]},
;! {"name": "load_i128_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x2393471a62a483afa26d6d243d99b31539837dac1121531a162615cea6112963"]}], "expected": ["0xb265394681a5888a44470f11b49d3a09"]},
;! {"name": "load_i256_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0"]}], "expected": ["0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"]},
;! {"name": "load_i256_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xa93d8f6b6a25363fe6490452e9586b6ef43e2e3688e617ac4ef414739669e4e9"]}], "expected": ["0xa93c8d686e203038ee400e59e5556561e42f3c259cf301bb56ed0e688a74faf6"]},
;! {"name": "load_i256_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0"]}], "expected": ["0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20"]},
;! {"name": "load_i256_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x4a980d3c350b96a52a240be0e1f310c16f58a6d19aa75094c4db512aafabdd53"]}], "expected": ["0x990f3f310e90a2222d01ebedfe1ece7f49b4c28eb24683dcc24b31b3b6c34c6a"]},
;! {"name": "load_i256_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0"]}], "expected": ["0x5060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2021222324"]},
;! {"name": "load_i256_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xcc42128da4874252203953890e220b925978aec95d919a0393803f2ce43fce46"]}], "expected": ["0x82445528305982022f059d4969bcda49848c148b992537f822d059ec6330ae80"]},
;! {"name": "load_i256_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0"]}], "expected": ["0x1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e"]},
;! {"name": "load_i256_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x8091ea6c90078e2219f4f4da2b13b90da320cd9cfc6dba045388e446d97b2f0a"]}], "expected": ["0x15a0b0c84fb422a80531dddef1073e97229311ffafc8588c336bb1de7de54611"]},
;! {"name": "load_i256_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0"]}], "expected": ["0x2122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f40"]},
;! {"name": "load_i256_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xb705f72a359d1b2960c08300aebe90a2e94734e463e9ef8eb747689df38c16cb"]}], "expected": ["0x24d50911b83d0e48e9a92b8293be8dd97606d757dcd9b98f7e52a6cfb128f4f7"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; iN loads at byte offsets 0, 1, 5, 31, 33 of an alloca filled with i256
; stores (whole-byte widths only).
; Expected values: lli (LLVM 22) -force-interpreter running these same
; function definitions under this (big-endian) data layout. lli's interpreter
; loads integers wider than a byte in host order, so in lli's copy each such
; load is replaced by i8 loads assembled most significant byte first; stores,
; memcpy and memset are lli's own. A buffer is an alloca [4 x i256] whose word
; j starts as %fill xor a label whose bytes are their own offsets (0x00..0x7f;
; 0xff..0x80 for a memcpy destination). Bits above an odd width in the first
; byte a store writes are unspecified (LangRef) and masked out of the results.
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
    i256 4, label %f4
    i256 5, label %f5
    i256 6, label %f6
    i256 7, label %f7
    i256 8, label %f8
    i256 9, label %f9
    i256 10, label %f10
    i256 11, label %f11
    i256 12, label %f12
    i256 13, label %f13
    i256 14, label %f14
    i256 15, label %f15
    i256 16, label %f16
    i256 17, label %f17
    i256 18, label %f18
    i256 19, label %f19
    i256 20, label %f20
    i256 21, label %f21
    i256 22, label %f22
    i256 23, label %f23
    i256 24, label %f24
    i256 25, label %f25
    i256 26, label %f26
    i256 27, label %f27
    i256 28, label %f28
    i256 29, label %f29
    i256 30, label %f30
    i256 31, label %f31
    i256 32, label %f32
    i256 33, label %f33
    i256 34, label %f34
    i256 35, label %f35
    i256 36, label %f36
    i256 37, label %f37
    i256 38, label %f38
    i256 39, label %f39
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = call i8 @load_i8_at0(i256 %f0.1)
  %f0.3 = zext i8 %f0.2 to i256
  %f0.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.3, ptr addrspace(1) %f0.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = call i8 @load_i8_at1(i256 %f1.1)
  %f1.3 = zext i8 %f1.2 to i256
  %f1.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.3, ptr addrspace(1) %f1.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = call i8 @load_i8_at5(i256 %f2.1)
  %f2.3 = zext i8 %f2.2 to i256
  %f2.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.3, ptr addrspace(1) %f2.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = call i8 @load_i8_at31(i256 %f3.1)
  %f3.3 = zext i8 %f3.2 to i256
  %f3.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.3, ptr addrspace(1) %f3.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = call i8 @load_i8_at33(i256 %f4.1)
  %f4.3 = zext i8 %f4.2 to i256
  %f4.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.3, ptr addrspace(1) %f4.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = call i16 @load_i16_at0(i256 %f5.1)
  %f5.3 = zext i16 %f5.2 to i256
  %f5.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.3, ptr addrspace(1) %f5.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = call i16 @load_i16_at1(i256 %f6.1)
  %f6.3 = zext i16 %f6.2 to i256
  %f6.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.3, ptr addrspace(1) %f6.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = call i16 @load_i16_at5(i256 %f7.1)
  %f7.3 = zext i16 %f7.2 to i256
  %f7.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.3, ptr addrspace(1) %f7.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = call i16 @load_i16_at31(i256 %f8.1)
  %f8.3 = zext i16 %f8.2 to i256
  %f8.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.3, ptr addrspace(1) %f8.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = call i16 @load_i16_at33(i256 %f9.1)
  %f9.3 = zext i16 %f9.2 to i256
  %f9.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.3, ptr addrspace(1) %f9.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = call i24 @load_i24_at0(i256 %f10.1)
  %f10.3 = zext i24 %f10.2 to i256
  %f10.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.3, ptr addrspace(1) %f10.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = call i24 @load_i24_at1(i256 %f11.1)
  %f11.3 = zext i24 %f11.2 to i256
  %f11.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.3, ptr addrspace(1) %f11.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = call i24 @load_i24_at5(i256 %f12.1)
  %f12.3 = zext i24 %f12.2 to i256
  %f12.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.3, ptr addrspace(1) %f12.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = call i24 @load_i24_at31(i256 %f13.1)
  %f13.3 = zext i24 %f13.2 to i256
  %f13.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.3, ptr addrspace(1) %f13.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = call i24 @load_i24_at33(i256 %f14.1)
  %f14.3 = zext i24 %f14.2 to i256
  %f14.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.3, ptr addrspace(1) %f14.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = call i32 @load_i32_at0(i256 %f15.1)
  %f15.3 = zext i32 %f15.2 to i256
  %f15.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.3, ptr addrspace(1) %f15.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = call i32 @load_i32_at1(i256 %f16.1)
  %f16.3 = zext i32 %f16.2 to i256
  %f16.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.3, ptr addrspace(1) %f16.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = call i32 @load_i32_at5(i256 %f17.1)
  %f17.3 = zext i32 %f17.2 to i256
  %f17.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.3, ptr addrspace(1) %f17.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = call i32 @load_i32_at31(i256 %f18.1)
  %f18.3 = zext i32 %f18.2 to i256
  %f18.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.3, ptr addrspace(1) %f18.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = call i32 @load_i32_at33(i256 %f19.1)
  %f19.3 = zext i32 %f19.2 to i256
  %f19.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.3, ptr addrspace(1) %f19.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = call i40 @load_i40_at0(i256 %f20.1)
  %f20.3 = zext i40 %f20.2 to i256
  %f20.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.3, ptr addrspace(1) %f20.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = call i40 @load_i40_at1(i256 %f21.1)
  %f21.3 = zext i40 %f21.2 to i256
  %f21.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.3, ptr addrspace(1) %f21.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = call i40 @load_i40_at5(i256 %f22.1)
  %f22.3 = zext i40 %f22.2 to i256
  %f22.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.3, ptr addrspace(1) %f22.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = call i40 @load_i40_at31(i256 %f23.1)
  %f23.3 = zext i40 %f23.2 to i256
  %f23.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.3, ptr addrspace(1) %f23.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = call i40 @load_i40_at33(i256 %f24.1)
  %f24.3 = zext i40 %f24.2 to i256
  %f24.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.3, ptr addrspace(1) %f24.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = call i64 @load_i64_at0(i256 %f25.1)
  %f25.3 = zext i64 %f25.2 to i256
  %f25.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.3, ptr addrspace(1) %f25.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = call i64 @load_i64_at1(i256 %f26.1)
  %f26.3 = zext i64 %f26.2 to i256
  %f26.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.3, ptr addrspace(1) %f26.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = call i64 @load_i64_at5(i256 %f27.1)
  %f27.3 = zext i64 %f27.2 to i256
  %f27.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.3, ptr addrspace(1) %f27.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = call i64 @load_i64_at31(i256 %f28.1)
  %f28.3 = zext i64 %f28.2 to i256
  %f28.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.3, ptr addrspace(1) %f28.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = call i64 @load_i64_at33(i256 %f29.1)
  %f29.3 = zext i64 %f29.2 to i256
  %f29.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.3, ptr addrspace(1) %f29.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = call i128 @load_i128_at0(i256 %f30.1)
  %f30.3 = zext i128 %f30.2 to i256
  %f30.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.3, ptr addrspace(1) %f30.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = call i128 @load_i128_at1(i256 %f31.1)
  %f31.3 = zext i128 %f31.2 to i256
  %f31.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.3, ptr addrspace(1) %f31.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = call i128 @load_i128_at5(i256 %f32.1)
  %f32.3 = zext i128 %f32.2 to i256
  %f32.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.3, ptr addrspace(1) %f32.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = call i128 @load_i128_at31(i256 %f33.1)
  %f33.3 = zext i128 %f33.2 to i256
  %f33.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.3, ptr addrspace(1) %f33.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = call i128 @load_i128_at33(i256 %f34.1)
  %f34.3 = zext i128 %f34.2 to i256
  %f34.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.3, ptr addrspace(1) %f34.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = call i256 @load_i256_at0(i256 %f35.1)
  %f35.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.2, ptr addrspace(1) %f35.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = call i256 @load_i256_at1(i256 %f36.1)
  %f36.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.2, ptr addrspace(1) %f36.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = call i256 @load_i256_at5(i256 %f37.1)
  %f37.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.2, ptr addrspace(1) %f37.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = call i256 @load_i256_at31(i256 %f38.1)
  %f38.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.2, ptr addrspace(1) %f38.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = call i256 @load_i256_at33(i256 %f39.1)
  %f39.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.2, ptr addrspace(1) %f39.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i8 @load_i8_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i8, ptr %p
  ret i8 %x
}

define i8 @load_i8_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i8, ptr %p
  ret i8 %x
}

define i8 @load_i8_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i8, ptr %p
  ret i8 %x
}

define i8 @load_i8_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i8, ptr %p
  ret i8 %x
}

define i8 @load_i8_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i8, ptr %p
  ret i8 %x
}

define i16 @load_i16_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i16, ptr %p
  ret i16 %x
}

define i16 @load_i16_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i16, ptr %p
  ret i16 %x
}

define i16 @load_i16_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i16, ptr %p
  ret i16 %x
}

define i16 @load_i16_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i16, ptr %p
  ret i16 %x
}

define i16 @load_i16_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i16, ptr %p
  ret i16 %x
}

define i24 @load_i24_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i24, ptr %p
  ret i24 %x
}

define i24 @load_i24_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i24, ptr %p
  ret i24 %x
}

define i24 @load_i24_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i24, ptr %p
  ret i24 %x
}

define i24 @load_i24_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i24, ptr %p
  ret i24 %x
}

define i24 @load_i24_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i24, ptr %p
  ret i24 %x
}

define i32 @load_i32_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i32, ptr %p
  ret i32 %x
}

define i32 @load_i32_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i32, ptr %p
  ret i32 %x
}

define i32 @load_i32_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i32, ptr %p
  ret i32 %x
}

define i32 @load_i32_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i32, ptr %p
  ret i32 %x
}

define i32 @load_i32_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i32, ptr %p
  ret i32 %x
}

define i40 @load_i40_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i40, ptr %p
  ret i40 %x
}

define i40 @load_i40_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i40, ptr %p
  ret i40 %x
}

define i40 @load_i40_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i40, ptr %p
  ret i40 %x
}

define i40 @load_i40_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i40, ptr %p
  ret i40 %x
}

define i40 @load_i40_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i40, ptr %p
  ret i40 %x
}

define i64 @load_i64_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i64, ptr %p
  ret i64 %x
}

define i64 @load_i64_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i64, ptr %p
  ret i64 %x
}

define i64 @load_i64_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i64, ptr %p
  ret i64 %x
}

define i64 @load_i64_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i64, ptr %p
  ret i64 %x
}

define i64 @load_i64_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i64, ptr %p
  ret i64 %x
}

define i128 @load_i128_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i128, ptr %p
  ret i128 %x
}

define i128 @load_i128_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i128, ptr %p
  ret i128 %x
}

define i128 @load_i128_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i128, ptr %p
  ret i128 %x
}

define i128 @load_i128_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i128, ptr %p
  ret i128 %x
}

define i128 @load_i128_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i128, ptr %p
  ret i128 %x
}

define i256 @load_i256_at0(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 0
  %x = load i256, ptr %p
  ret i256 %x
}

define i256 @load_i256_at1(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 1
  %x = load i256, ptr %p
  ret i256 %x
}

define i256 @load_i256_at5(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 5
  %x = load i256, ptr %p
  ret i256 %x
}

define i256 @load_i256_at31(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 31
  %x = load i256, ptr %p
  ret i256 %x
}

define i256 @load_i256_at33(i256 %fill) {
  %buf = alloca [4 x i256]
  %buf.p0 = getelementptr i8, ptr %buf, i256 0
  %buf.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %buf.f0, ptr %buf.p0
  %buf.p1 = getelementptr i8, ptr %buf, i256 32
  %buf.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %buf.f1, ptr %buf.p1
  %buf.p2 = getelementptr i8, ptr %buf, i256 64
  %buf.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %buf.f2, ptr %buf.p2
  %buf.p3 = getelementptr i8, ptr %buf, i256 96
  %buf.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %buf.f3, ptr %buf.p3
  %p = getelementptr i8, ptr %buf, i256 33
  %x = load i256, ptr %p
  ret i256 %x
}
