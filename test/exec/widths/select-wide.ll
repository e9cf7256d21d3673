;! { "cases": [
;! {"name": "select_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x9a05228c15fbb6420eb3916d466be62aa", "0x1", "0xfffffff8635c4dadc267137486d6f5b7753e603d678d6706b0ebdaad58b39618"]}], "expected": ["0x1", "0xfffffff8635c4dadc267137486d6f5b7753e603d678d6706b0ebdaad58b39618"]},
;! {"name": "select_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x75c32c900e25a158aea9857e6cc5c3997efb513d11d100c8a86d08449b2445a0", "0x0", "0x33292b61b0a57e1b02b42d8cbc5f247a2484f80a2ebda4bd87af6", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "select_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff", "0x0", "0x1f129582c817f648dbcf6a91b2132e70a898"]}], "expected": ["0x0", "0x1f129582c817f648dbcf6a91b2132e70a898"]},
;! {"name": "select_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x58f2200ce5a79679324b13acd1ac36ef73e636e24b8675d1cc66a2b64cc1e647", "0x1", "0x1", "0x0", "0xcd183bf3ff012c4813bff045c96bf1ec960af9d7d20075c"]}], "expected": ["0x1", "0x1"]},
;! {"name": "select_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1", "0xfb1d9f78c57082f1b9983af0c29e8bd1bc65a88c48d4cafe45e267684a88c92e", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "select_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x9f59ed1925388e6cc84de3fd11271f4e7ce3ed81e5ff0a357dc29be722cd9847", "0x1", "0x0", "0x0", "0x2"]}], "expected": ["0x1", "0x0"]},
;! {"name": "select_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x1", "0xffffffffffffffffffffe0b5189a36e6f114bdb03cd7ade7ad331dcf1e2f793a", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0xffffffffffffffffffffe0b5189a36e6f114bdb03cd7ade7ad331dcf1e2f793a"]},
;! {"name": "select_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x81ca91fc4c2311e092bb3af2580c9c5adf3bd28d0d2098f3e0e0c6a3d5e89530", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "select_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1", "0x0", "0x0", "0x64b538beba7cc0c0fdcfda0e448753648a652a4f049e8ca83c76770714d59b4d", "0x3bd28233ae9ab968fbf44404db95452e04bd4fc83c5f7c55017e66bc4b6962e4"]}], "expected": ["0x0", "0x0"]},
;! {"name": "select_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xd1b77fec1a285aa695541c845113712291cb0b8c4d4c4d84fcb68ae01c8fe314", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "select_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffeac4acdefdc26e8f7a34722580e29b1108248e8ecc60975d2188", "0x1fa82d168c862cf9f9ee2cded8bfab14f59d81e1790ec176239a7b157007566c"]}], "expected": ["0xffffffffffffeac4acdefdc26e8f7a34722580e29b1108248e8ecc60975d2188", "0x1fa82d168c862cf9f9ee2cded8bfab14f59d81e1790ec176239a7b157007566c"]},
;! {"name": "select_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x4bf62409f07fbae3cddddf5abcd36f522071b45ff28a5f2a59b57ffaecab9c20", "0x0", "0x0", "0x7ab18", "0x4d636618f71e2ac84cb0be6b3a97d36a775def5c57ef9f0a53af5f23227e86fe"]}], "expected": ["0x7ab18", "0x4d636618f71e2ac84cb0be6b3a97d36a775def5c57ef9f0a53af5f23227e86fe"]},
;! {"name": "select_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x3661adb34fa906918b6fb536c9514463fb2b5a3204a8bbe60f367990ca9d72ab", "0xef9a1d8fd6f9ef0a968e66ce67f87bac69049fbf58e6f6b202ad92a9802904d6", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "select_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xc38d02c0dd42a39e8923a5d6880d788f50a1db10a1762c5f0ce73a3c71c42622", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffedf07095050a84be1447c1ff3af0", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "select_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1", "0x18849d1bb198c8", "0x14f5c0bc9cafedb2ac19966d9c5084c6e1b08875fd8320c4553205242ba8db8e", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x18849d1bb198c8", "0x14f5c0bc9cafedb2ac19966d9c5084c6e1b08875fd8320c4553205242ba8db8e"]},
;! {"name": "select_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x878d7080863f7f3e03e7b9c1edc4ad990d1e62a5869f3c43c96c7a7ae889d98c", "0x6ca0445a8b1214af2e6b17ef5dacc8b77b6534386", "0xa8c4d2d88eb57c2b29adb768646672d4f7f0babdec3c014992ecb38816573b90", "0x0", "0x1476d769f063559ab172"]}], "expected": ["0x0", "0x1476d769f063559ab172"]},
;! {"name": "select_slt_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1d6885df91e39648ffc76d85d4a1984fb968c4ac51f84847c7aa6fb3f59edc2a", "0x0", "0x1d6885df91e39648ffc76d85d4a1984fb968c4ac51f84847c7aa6fb3f59edc2a"]}], "expected": ["0x0", "0x1d6885df91e39648ffc76d85d4a1984fb968c4ac51f84847c7aa6fb3f59edc2a"]},
;! {"name": "select_slt_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x7175a0a791892adb37fec0c29cc71e39524cd39595cd898661c40449957c0cf9", "0x0", "0x87d1ca8c081fb99704f5"]}], "expected": ["0x1", "0x7175a0a791892adb37fec0c29cc71e39524cd39595cd898661c40449957c0cf9"]},
;! {"name": "select_slt_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0x0"]}], "expected": ["0x1", "0x0"]},
;! {"name": "select_slt_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xd9638df8de2aa87d4f08a9adb9badf17b09c2641a829fca56abb545c", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffc327422930e"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffc327422930e"]},
;! {"name": "select_slt_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x0"]},
;! {"name": "select_slt_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xfa57ee6a8b7699b510dc292224fd5166710", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "select_slt_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xc1ad9fe0f826ccd4ef2eb988549ae32440074e66f21edaca02ac55fdaa07d8", "0x1", "0xfffffffffffffffffffffffffffffffffbc48bb8c195db26220a3cb1ae855ea4"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffbc48bb8c195db26220a3cb1ae855ea4"]},
;! {"name": "select_slt_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "select_slt_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "select_slt_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x2", "0x0", "0x2"]}], "expected": ["0x0", "0x2"]},
;! {"name": "select_slt_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfffffffffffffffffffff911f4e89de40566d0e65a505aeaa452d3373d7882de", "0x665307971d117dfed616aa51a975f59a6385767f7a7317cb04c1d6087b265c58", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "select_slt_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffd735865a8f33b3", "0x43279805ead50e412dc72cfc9393a6dc63db6afb717e7166b723bcdd5121c4d8", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffd735865a8f33b3", "0x43279805ead50e412dc72cfc9393a6dc63db6afb717e7166b723bcdd5121c4d8"]},
;! {"name": "select_slt_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x31e21c24bb03c9297c524b8090cd1f57a9483e800830cabc00e1f8bb88ae653b", "0x35a2bf71415a73e7866f8423ed10fffe782dba1bcb5c6fc12301f56cd5877c5e"]}], "expected": ["0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]},
;! {"name": "select_slt_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xec998fff838ef0b07d35674149db9f79e3ea0fb9e1a3adb11762e8a7d5620a4b", "0xac2a158d94bc9bec7bbb37a10b5dc9f40884dab10eb861c8d0b8afa86e9590f", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "select_slt_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffc9d26ab58147764c35ba010b4ef78cad2acc", "0x819b7dd887a47051943a8026a357e949b7c3c0b1ce5fff954b54f120055db440"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "select_slt_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0xbcbc22f7ef8e5b1eeec83536b5485315c54175b13786", "0x8e7ec41130acb9da0417861cc22eb92869d5e4b851889186e46a4d2c6edfd3cc"]}], "expected": ["0xbcbc22f7ef8e5b1eeec83536b5485315c54175b13786", "0x8e7ec41130acb9da0417861cc22eb92869d5e4b851889186e46a4d2c6edfd3cc"]},
;! {"name": "select_ugt_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2", "0x0", "0x2"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x0", "0x0"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x0", "0xe05a59bc4094abe3eaaaf3b84d8ac6171bc237d4f69adf73ab269ae9077fe78d"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x77722ee03fee5878f170c1c9bac0d504566763866492b46a0c0f443b46b55a92", "0x0", "0xe"]}], "expected": ["0x0", "0xe"]},
;! {"name": "select_ugt_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x0", "0x39a5d577fa39856b66f157c83905291cc033778c47495a38911fa1097dd820ed"]}], "expected": ["0x0", "0x39a5d577fa39856b66f157c83905291cc033778c47495a38911fa1097dd820ed"]},
;! {"name": "select_ugt_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x69e36462ac2f4ba07fd82dd3649c323380db7617fb629defc827e2c71304af62", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "select_ugt_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "select_ugt_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa"]},
;! {"name": "select_ugt_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x9c42f506a494d8c30979bb3ff3f26f23c962465992db5d5a872b70986c20255", "0x6beb1dbcbc09a92b7723925b0a6b44dddc1d073181bacf078eb5e0496c957f69", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0xf85a280c259bdd007ff571856ec44b8091039e404027023a960b207ca930081e", "0x6c2f2744832faaff5252e48d4f3d2d4b930a579ad19241340b0c1c181fa14e4d"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x7aa9de21d764a0ee3cf16583358ba980c65a81e209fb2b604cd052", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffff8aa3878ef869025856dc8"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffff71a2a8f00febaa184efe2aa0ad86d7c8531edf98f7beb04edd11e"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2", "0xc0ee5c12676316f61f1b630d0d94cfb73c3acd49b3c6fbd898e7bd6596e6c71b", "0x59682c339105bd09889a861772daae6c6bbd566aeb57bbfcc17cfc990f89649d"]}], "expected": ["0x0", "0x5"]},
;! {"name": "select_ugt_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "select_ugt_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffff944196cb32a33c1ac9", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; select on an i1 argument and on an icmp.
; Expected values: lli (LLVM 22, JIT on the host) running these same function
; definitions.
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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = trunc i256 %f0.1 to i1
  %f0.3 = inttoptr i256 64 to ptr addrspace(2)
  %f0.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.3)
  %f0.5 = zext i256 %f0.4 to i257
  %f0.6 = inttoptr i256 96 to ptr addrspace(2)
  %f0.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.6)
  %f0.8 = zext i256 %f0.7 to i257
  %f0.9 = shl i257 %f0.5, 256
  %f0.10 = or i257 %f0.9, %f0.8
  %f0.11 = inttoptr i256 128 to ptr addrspace(2)
  %f0.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.11)
  %f0.13 = zext i256 %f0.12 to i257
  %f0.14 = inttoptr i256 160 to ptr addrspace(2)
  %f0.15 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.14)
  %f0.16 = zext i256 %f0.15 to i257
  %f0.17 = shl i257 %f0.13, 256
  %f0.18 = or i257 %f0.17, %f0.16
  %f0.19 = call i257 @select_i257(i1 %f0.2, i257 %f0.10, i257 %f0.18)
  %f0.20 = lshr i257 %f0.19, 256
  %f0.21 = trunc i257 %f0.20 to i256
  %f0.22 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.21, ptr addrspace(1) %f0.22
  %f0.23 = trunc i257 %f0.19 to i256
  %f0.24 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.23, ptr addrspace(1) %f0.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i1
  %f1.3 = inttoptr i256 64 to ptr addrspace(2)
  %f1.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.3)
  %f1.5 = zext i256 %f1.4 to i512
  %f1.6 = inttoptr i256 96 to ptr addrspace(2)
  %f1.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.6)
  %f1.8 = zext i256 %f1.7 to i512
  %f1.9 = shl i512 %f1.5, 256
  %f1.10 = or i512 %f1.9, %f1.8
  %f1.11 = inttoptr i256 128 to ptr addrspace(2)
  %f1.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.11)
  %f1.13 = zext i256 %f1.12 to i512
  %f1.14 = inttoptr i256 160 to ptr addrspace(2)
  %f1.15 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.14)
  %f1.16 = zext i256 %f1.15 to i512
  %f1.17 = shl i512 %f1.13, 256
  %f1.18 = or i512 %f1.17, %f1.16
  %f1.19 = call i512 @select_i512(i1 %f1.2, i512 %f1.10, i512 %f1.18)
  %f1.20 = lshr i512 %f1.19, 256
  %f1.21 = trunc i512 %f1.20 to i256
  %f1.22 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.21, ptr addrspace(1) %f1.22
  %f1.23 = trunc i512 %f1.19 to i256
  %f1.24 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.23, ptr addrspace(1) %f1.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = zext i256 %f2.1 to i257
  %f2.3 = inttoptr i256 64 to ptr addrspace(2)
  %f2.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.3)
  %f2.5 = zext i256 %f2.4 to i257
  %f2.6 = shl i257 %f2.2, 256
  %f2.7 = or i257 %f2.6, %f2.5
  %f2.8 = inttoptr i256 96 to ptr addrspace(2)
  %f2.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.8)
  %f2.10 = zext i256 %f2.9 to i257
  %f2.11 = inttoptr i256 128 to ptr addrspace(2)
  %f2.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.11)
  %f2.13 = zext i256 %f2.12 to i257
  %f2.14 = shl i257 %f2.10, 256
  %f2.15 = or i257 %f2.14, %f2.13
  %f2.16 = call i257 @select_slt_i257(i257 %f2.7, i257 %f2.15)
  %f2.17 = lshr i257 %f2.16, 256
  %f2.18 = trunc i257 %f2.17 to i256
  %f2.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.18, ptr addrspace(1) %f2.19
  %f2.20 = trunc i257 %f2.16 to i256
  %f2.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.20, ptr addrspace(1) %f2.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = zext i256 %f3.1 to i512
  %f3.3 = inttoptr i256 64 to ptr addrspace(2)
  %f3.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.3)
  %f3.5 = zext i256 %f3.4 to i512
  %f3.6 = shl i512 %f3.2, 256
  %f3.7 = or i512 %f3.6, %f3.5
  %f3.8 = inttoptr i256 96 to ptr addrspace(2)
  %f3.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.8)
  %f3.10 = zext i256 %f3.9 to i512
  %f3.11 = inttoptr i256 128 to ptr addrspace(2)
  %f3.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.11)
  %f3.13 = zext i256 %f3.12 to i512
  %f3.14 = shl i512 %f3.10, 256
  %f3.15 = or i512 %f3.14, %f3.13
  %f3.16 = call i512 @select_slt_i512(i512 %f3.7, i512 %f3.15)
  %f3.17 = lshr i512 %f3.16, 256
  %f3.18 = trunc i512 %f3.17 to i256
  %f3.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.18, ptr addrspace(1) %f3.19
  %f3.20 = trunc i512 %f3.16 to i256
  %f3.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.20, ptr addrspace(1) %f3.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = zext i256 %f4.1 to i257
  %f4.3 = inttoptr i256 64 to ptr addrspace(2)
  %f4.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.3)
  %f4.5 = zext i256 %f4.4 to i257
  %f4.6 = shl i257 %f4.2, 256
  %f4.7 = or i257 %f4.6, %f4.5
  %f4.8 = inttoptr i256 96 to ptr addrspace(2)
  %f4.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.8)
  %f4.10 = zext i256 %f4.9 to i257
  %f4.11 = inttoptr i256 128 to ptr addrspace(2)
  %f4.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.11)
  %f4.13 = zext i256 %f4.12 to i257
  %f4.14 = shl i257 %f4.10, 256
  %f4.15 = or i257 %f4.14, %f4.13
  %f4.16 = call i257 @select_ugt_i257(i257 %f4.7, i257 %f4.15)
  %f4.17 = lshr i257 %f4.16, 256
  %f4.18 = trunc i257 %f4.17 to i256
  %f4.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.18, ptr addrspace(1) %f4.19
  %f4.20 = trunc i257 %f4.16 to i256
  %f4.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f4.20, ptr addrspace(1) %f4.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = zext i256 %f5.1 to i512
  %f5.3 = inttoptr i256 64 to ptr addrspace(2)
  %f5.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.3)
  %f5.5 = zext i256 %f5.4 to i512
  %f5.6 = shl i512 %f5.2, 256
  %f5.7 = or i512 %f5.6, %f5.5
  %f5.8 = inttoptr i256 96 to ptr addrspace(2)
  %f5.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.8)
  %f5.10 = zext i256 %f5.9 to i512
  %f5.11 = inttoptr i256 128 to ptr addrspace(2)
  %f5.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.11)
  %f5.13 = zext i256 %f5.12 to i512
  %f5.14 = shl i512 %f5.10, 256
  %f5.15 = or i512 %f5.14, %f5.13
  %f5.16 = call i512 @select_ugt_i512(i512 %f5.7, i512 %f5.15)
  %f5.17 = lshr i512 %f5.16, 256
  %f5.18 = trunc i512 %f5.17 to i256
  %f5.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.18, ptr addrspace(1) %f5.19
  %f5.20 = trunc i512 %f5.16 to i256
  %f5.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.20, ptr addrspace(1) %f5.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @select_i257(i1 %a, i257 %b, i257 %c) {
  %r = select i1 %a, i257 %b, i257 %c
  ret i257 %r
}

define i512 @select_i512(i1 %a, i512 %b, i512 %c) {
  %r = select i1 %a, i512 %b, i512 %c
  ret i512 %r
}

define i257 @select_slt_i257(i257 %a, i257 %b) {
  %c = icmp slt i257 %a, %b
  %r = select i1 %c, i257 %a, i257 %b
  ret i257 %r
}

define i512 @select_slt_i512(i512 %a, i512 %b) {
  %c = icmp slt i512 %a, %b
  %r = select i1 %c, i512 %a, i512 %b
  ret i512 %r
}

define i257 @select_ugt_i257(i257 %a, i257 %b) {
  %c = icmp ugt i257 %a, %b
  %r = select i1 %c, i257 %b, i257 5
  ret i257 %r
}

define i512 @select_ugt_i512(i512 %a, i512 %b) {
  %c = icmp ugt i512 %a, %b
  %r = select i1 %c, i512 %b, i512 5
  ret i512 %r
}
