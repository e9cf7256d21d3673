;! { "cases": [
;! {"name": "shl_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "shl_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xf4954bde39ee68c6f95cc83558e66b93bd0b41c712f01c334725c9a63ec04a08", "0x1f9fd2ddc7b7dca90bf3926d8a82451daeab72266e80e2d5caf4011aa3c53bd6"]}], "expected": ["0x0"]},
;! {"name": "shl_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x11931a63c2b080959fc3842ac64870d10a4b79098cf8cf88ba23529616113402", "0xad3d378ac2a1930da616361cfefa295c071a82f9a06c0cfee8772d5c018dd107"]}], "expected": ["0x0"]},
;! {"name": "shl_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2", "0x4"]}], "expected": ["0x20"]},
;! {"name": "shl_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xc53212e864717fadaf428b990cb6f7f49f6ed84bddf69863483a66110dd592ff", "0x9ad1824e0a3233a552cc41c0680c21aa935506c458e15b88e9f71a88ee63d701"]}], "expected": ["0xfe"]},
;! {"name": "shl_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x17", "0x5"]}], "expected": ["0xe0"]},
;! {"name": "shl_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xa4b018756736aa830bde5a7c848fb099b3abfb00a7bf1626f9584b0f119125ff", "0xa752028b615050267a05fb6d5cb4c2c6ee3d96bec6c88414dcbc1d61f46c3603"]}], "expected": ["0xf8"]},
;! {"name": "shl_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1", "0x1"]}], "expected": ["0x2"]},
;! {"name": "shl_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb07213587f3d027b10907d775ac75634deb1bb0a19a3af549922d6acfc280033", "0xa22404e64f29393061bd950e4d61d90203e5015c799bae75e6abe38872653907"]}], "expected": ["0x80"]},
;! {"name": "shl_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffff", "0x1f"]}], "expected": ["0x80000000"]},
;! {"name": "shl_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x182074fab28400bba799501a97679cf4fbc87b8b9e9351421b1d290e00000014", "0x48a8b880b0b09ef6ec6f7656ff5bffe5d0e14c3250b29071470b849f00000019"]}], "expected": ["0x28000000"]},
;! {"name": "shl_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x80000001", "0x1"]}], "expected": ["0x2"]},
;! {"name": "shl_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xc9a38ac08d91e11145947605d6bc66622d85e5f02aefc87c83e074d2ff000001", "0x5e600efaea43b0c4ac29bb75c07d1f9ae712613c54c03d163ed82f3600000010"]}], "expected": ["0x10000"]},
;! {"name": "shl_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x2", "0x0"]}], "expected": ["0x2"]},
;! {"name": "shl_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x60d7ebea2d81dded90bbab28eb06cd8eb563cd9a73031d0dd3d1720880000000", "0x9be5a526d1d70f2d943c39fd948e0c22c2a6f1b31769628173a8704300000000"]}], "expected": ["0x80000000"]},
;! {"name": "shl_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "shl_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x4d2b64c3f64ecfef2f3638d35ec1c434e216aa5012d84312de663eb08e24759f", "0xa39ff0bd58766b24e2ffc1376d78d622e07a0fe5bee8777685a6b67d00000000"]}], "expected": ["0x8e24759f"]},
;! {"name": "shl_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000", "0x1"]}], "expected": ["0x0"]},
;! {"name": "shl_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x9a3325940c61c4ec2b1d1e06bcd4dba6a0e6bdee2a50cb7fffffffffffffff", "0xe8030968164e9e6ac5d8b77af0dd94babee3acb06f8e65a40000000000000001"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "shl_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1000000000000ff", "0x1"]}], "expected": ["0x2000000000001fe"]},
;! {"name": "shl_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfcdff48bbfbe9b0d6f9d82d2e566b73d33a002e7529f70197fffffffffffffff", "0x4572437ad9c3d8e484ab70a8a37744ff51cbdb336142c247000000000000003f"]}], "expected": ["0x8000000000000000"]},
;! {"name": "shl_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x20"]}], "expected": ["0x0"]},
;! {"name": "shl_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xac86021b45f6ed50ce4c6b5e4956eceef548eb3dea71bd785d43bd4629b8d758", "0xbe1d63550bc25d7c67013256ff561c837d888587c09f353b0000000000000007"]}], "expected": ["0xa1dea314dc6bac00"]},
;! {"name": "shl_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1", "0x3f"]}], "expected": ["0x8000000000000000"]},
;! {"name": "shl_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8f1971624c02642783a2f0a97e704148203229f956e3ea69ffffffffffcf92b5", "0x72af8fab671a747b02275d9907bc75377ebf1927962eab180000000000000020"]}], "expected": ["0xffcf92b500000000"]},
;! {"name": "shl_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x8299876e1072cd0ec263c81109c6d60f", "0x7f"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "shl_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xca81a1e8b77095db09894a55626b5dc7ec7bc3cff8f5755bdec27dbc967f5533", "0x9013e0b9adeee4f212b4280812dd780800000000000000000000000000000000"]}], "expected": ["0xec7bc3cff8f5755bdec27dbc967f5533"]},
;! {"name": "shl_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xfffffffffffffffffffffffffffffffe", "0x4b"]}], "expected": ["0xfffffffffffff0000000000000000000"]},
;! {"name": "shl_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x25f27972a83f88b19851a7d389b587a400000000000000000000000000000000", "0xa7fc7569ebbb812171389395a117bee800000000000000000000000000000040"]}], "expected": ["0x0"]},
;! {"name": "shl_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "shl_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x9c78ab4196c07f8b7b1faa9117622f3b7fffffffffffffffffffffffffffffff", "0xccf974fda62d8489b8166abe742ddded00000000000000000000000000000001"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x1"]}], "expected": ["0x2"]},
;! {"name": "shl_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xf0db0ed2f8b4ff795811d2533b1215810111cd99ecaf3cbe0a1f6374a1652b4d", "0x71ba295519dd931bc7e5b742d193ce3900000000000000000000000000000000"]}], "expected": ["0x111cd99ecaf3cbe0a1f6374a1652b4d"]},
;! {"name": "shl_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xecbd5c5815e57a2fe7", "0x7f"]}], "expected": ["0x765eae2c0af2bd17f380000000000000000000000000000000"]},
;! {"name": "shl_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x80000000000000000000000000000000000000000000000000000000000000fe"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x8b"]}], "expected": ["0x0"]},
;! {"name": "shl_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x582c0b0f12bfb2107ac88e64dabe92ce0350bc5ab3fa01688b735027be87bf63", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x3058161e257f6420f5911cc9b57d259c06a178b567f402d116e6a04f7d0f7ec6"]},
;! {"name": "shl_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xd0190d5561", "0xfe"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x80000000000000000000000000000000000000000000000000000000000000fe"]}], "expected": ["0x0"]},
;! {"name": "shl_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x0"]}], "expected": ["0x7f80000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "shl_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x800000000000000000000000000000000000000000000000000000000000ff", "0xda"]}], "expected": ["0x3fc000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x96"]}], "expected": ["0x0"]},
;! {"name": "shl_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x0"]},
;! {"name": "shl_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1aa1a4da22fbab6709d373d7bf5827c018", "0x0"]}], "expected": ["0x1aa1a4da22fbab6709d373d7bf5827c018"]},
;! {"name": "shl_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xdf088a78cc7164620322ed", "0x80"]}], "expected": ["0xdf088a78cc7164620322ed00000000000000000000000000000000"]},
;! {"name": "shl_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1519433182a04487b22cbec07c", "0x0"]}], "expected": ["0x1519433182a04487b22cbec07c"]},
;! {"name": "shl_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xfd73d0e0519097b9ed042d", "0x6a"]}], "expected": ["0x3f5cf438146425ee7b410b400000000000000000000000000"]},
;! {"name": "shl_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x44"]}], "expected": ["0xff00000000000000000"]},
;! {"name": "shl_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x3c130872be13f2af6847c4b15f94fe4d6e78fd0e53715d57fff358603def159c", "0xff"]}], "expected": ["0x0"]},
;! {"name": "lshr_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "lshr_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x29b06e5700c20a56a58ed590fbfae098c5260de989609b5ba344fea241b2130", "0x23e445a50a7400e239343f839438b0cd20f4ec16665a3d90ad40a26392677448"]}], "expected": ["0x0"]},
;! {"name": "lshr_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x5", "0x4"]}], "expected": ["0x0"]},
;! {"name": "lshr_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xe5f521c2389d7712d7f508cdbd09fc36837e5ffe0ccca699351abb351a877fc", "0xbcc5abf325081d88c7181e1e5cbdb05a885fbda947913a269a89ed42ae914d04"]}], "expected": ["0xf"]},
;! {"name": "lshr_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x62", "0x2"]}], "expected": ["0x18"]},
;! {"name": "lshr_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2dd5a0da5abdb1a451104acf80f8b1594fc8182be3e6f6e73e44e4ef1af1d901", "0xda92380730cf3914de7394f6c13e06c14ba3ec461f474c9daf31db5335a52107"]}], "expected": ["0x0"]},
;! {"name": "lshr_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7f", "0x7"]}], "expected": ["0x0"]},
;! {"name": "lshr_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x18872a16bdaed9283a6bb8bb1482a13a3d83d748734f7dfca0eb58c9318ab780", "0x488f074d21c68c3a6794d0ca4d1d1ccc7a6bff79a76d05b1211afef0897a3e07"]}], "expected": ["0x1"]},
;! {"name": "lshr_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x26", "0x7"]}], "expected": ["0x0"]},
;! {"name": "lshr_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1f06be709dd5ede792786793cf41ed051b38c287b4f0dde52da0a26f5f9dabfe", "0x8c92d69ed311660d3cc24dceb5874b661a30baf221e55d0837d7e83778895604"]}], "expected": ["0xf"]},
;! {"name": "lshr_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x80000001", "0x1"]}], "expected": ["0x40000000"]},
;! {"name": "lshr_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xca62c260607bfff63b55165f3712d124c1f4606a62ac5ad56ff4ca50ffff4b11", "0xcc8268289a754a66804def4bc0ca480cbc3e67dbcde42de9c3ca47f80000001f"]}], "expected": ["0x1"]},
;! {"name": "lshr_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x5c53a098", "0x10"]}], "expected": ["0x5c53"]},
;! {"name": "lshr_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x92985010d34f3b74a9d26ae64d4862c12eca627ba614dad5865a6d8a4749b275", "0x67698a56156bebf94e505adef0a2c8607864f7cd8ac034cee45ca68400000010"]}], "expected": ["0x4749"]},
;! {"name": "lshr_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x9a17c9b2", "0x0"]}], "expected": ["0x9a17c9b2"]},
;! {"name": "lshr_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x3e4214ee50c0025af81e454f3962a4860263e2433424a4d047a824f9fa2091d5", "0xcd9933c2dd641cd4d3164a921b9f730ba916aeb02bc658e344c8c8d900000010"]}], "expected": ["0xfa20"]},
;! {"name": "lshr_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffff", "0x0"]}], "expected": ["0xffffffff"]},
;! {"name": "lshr_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfc92073476640875d328ab8d2ea131c9645bd74757632ed2d46a12767fffffff", "0x343306bae1654969040cbe712a96dc8359b4c76b1f50e1674954cb9500000000"]}], "expected": ["0x7fffffff"]},
;! {"name": "lshr_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1000000000000ff", "0x1"]}], "expected": ["0x8000000000007f"]},
;! {"name": "lshr_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xfe9118d329df7c5df995b51a4b33abb6804d806006412ea232aeb3074905b08c", "0xc6b573734d6bc3e553efd1d9b71f07cec02aad0cfb1dde410000000000000000"]}], "expected": ["0x32aeb3074905b08c"]},
;! {"name": "lshr_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xd", "0x0"]}], "expected": ["0xd"]},
;! {"name": "lshr_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xac74ae1beed723a805aa8c5096a2dd918f5016909228d31d0000000000000002", "0x40dbaa671dc5925b3d9445d5ff18e896368bfe70f28c0997000000000000003f"]}], "expected": ["0x0"]},
;! {"name": "lshr_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "lshr_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x2e60ab2b37aa79566d561703d010e90b177b27e91035aa02000000000000001a", "0x7d4a50c1c3550afe90576395a86f8811dd825f56f367409f0000000000000009"]}], "expected": ["0x0"]},
;! {"name": "lshr_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7fffffffffffffff", "0x29"]}], "expected": ["0x3fffff"]},
;! {"name": "lshr_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1860d74a4d1d95d4167ce73fff9aa8cbc3981a79e6f30c95fffffed855b4b02c", "0x130c10446bf85c40ebb7474b04efd6b48cfd10e5a6bdb7460000000000000000"]}], "expected": ["0xfffffed855b4b02c"]},
;! {"name": "lshr_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x40", "0x0"]}], "expected": ["0x40"]},
;! {"name": "lshr_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xdc041c5c098e3c6fc58d4f425d186b3a71423a55ff031900eb8acda70c8667b4", "0x9c8b1943d045301407751b2914a8ef9f00000000000000000000000000000001"]}], "expected": ["0x38a11d2aff818c8075c566d3864333da"]},
;! {"name": "lshr_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffee1c0d51", "0x0"]}], "expected": ["0xffffffffffffffffffffffffee1c0d51"]},
;! {"name": "lshr_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x775240a0b45251c075c48b177f08fa9898cf1b5fc749142baf9167da19671913", "0xf351876e7a5fdc9b3028156a82135afb00000000000000000000000000000048"]}], "expected": ["0x98cf1b5fc74914"]},
;! {"name": "lshr_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x80000000000000000000000000000001", "0x40"]}], "expected": ["0x8000000000000000"]},
;! {"name": "lshr_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xe0c637f92f933ed2dfafc06a4c6aaefeffffa1d089134b78609783e4546fda45", "0x30c6f2e1022f715b7ee0b06ffca45dbc00000000000000000000000000000000"]}], "expected": ["0xffffa1d089134b78609783e4546fda45"]},
;! {"name": "lshr_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7f000000000000000000000000000000", "0x40"]}], "expected": ["0x7f00000000000000"]},
;! {"name": "lshr_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x4e81b1144c02c9151fd107e91853ef3a80000000000000000000000000000001", "0xed4574d15606d8a0ef95593c6580516c00000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000001"]},
;! {"name": "lshr_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x7f"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "lshr_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x966346b7533c30dd075be11625ab56dfd54bac464a34d9430b88f206f5b398bc", "0x17"]}], "expected": ["0x2cc68d6ea67861ba0eb7c22c4b56adbfaa97588c9469b2861711e40deb"]},
;! {"name": "lshr_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffffffffffffffeee3fdfd4200061b65fb40634ef6bb62e78d4f581d7801", "0x1"]}], "expected": ["0x3ffffffffffffffffff771fefea100030db2fda031a77b5db173c6a7ac0ebc00"]},
;! {"name": "lshr_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xff80000000000000000000000000000000000000000000000000000000000001", "0x0"]}], "expected": ["0x7f80000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "lshr_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x93"]}], "expected": ["0x800000000000000000000000000"]},
;! {"name": "lshr_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x4c"]}], "expected": ["0x0"]},
;! {"name": "lshr_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x2de658495e2f3f55697809c8e911515f3d79f53a1a8bf55dbdbb3824cd50f378", "0x1"]}], "expected": ["0x16f32c24af179faab4bc04e47488a8af9ebcfa9d0d45faaededd9c1266a879bc"]},
;! {"name": "lshr_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffffffffff32889e662781ef2cf5a32257f", "0x80"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1", "0xc1"]}], "expected": ["0x0"]},
;! {"name": "lshr_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x2", "0x80"]}], "expected": ["0x0"]},
;! {"name": "lshr_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xff00000000000000000000000000000000000000000000000000000000000001", "0xff"]}], "expected": ["0x1"]},
;! {"name": "lshr_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x3bebad36b1005bcaada1005e09a40be9526665052469603cbfaf0356d70f001f", "0x1"]}], "expected": ["0x1df5d69b58802de556d0802f04d205f4a93332829234b01e5fd781ab6b87800f"]},
;! {"name": "lshr_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x81b81a444ccaa3d9b4310d458f3892b11bd66d72b702229d71435ea2863", "0x0"]}], "expected": ["0x81b81a444ccaa3d9b4310d458f3892b11bd66d72b702229d71435ea2863"]},
;! {"name": "lshr_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffffffffffffffffff32edd1d45749a7255", "0x80"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "ashr_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xc866e4fc138d19bfa865d9eb101a630dbda9b7183b29380d13b412859088b680", "0xb2de2e676b2a6ff742834a04e30d2658fb1bad6c8ff6eac8f669bd93c8f4da0c"]}], "expected": ["0x0"]},
;! {"name": "ashr_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x4"]}], "expected": ["0x0"]},
;! {"name": "ashr_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfbb0bc00a9f4d9a6e3d20c93b11fa0a87e707b91c4f1de42529b9e7bf8708d81", "0xfb1fe2bb57b7f7ea2778afbb1dbceca19ec17ba0a23703c72445b8215b6b0401"]}], "expected": ["0xc0"]},
;! {"name": "ashr_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x2", "0x5"]}], "expected": ["0x0"]},
;! {"name": "ashr_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xaa3ee9958090f76709fc1641a9edfb1e45c63a1fb16646b5a9e121dd1085a5fe", "0x11a74327eef57da32d5575c35732af69dd50c2fd07b5d6a1ade7baa8ea3ef600"]}], "expected": ["0xfe"]},
;! {"name": "ashr_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xa3", "0x7"]}], "expected": ["0xff"]},
;! {"name": "ashr_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xcee277340b9522b916ba8c66d01c88fa6eb19ab0c5ff78f53d61e5ce3c1c4001", "0x151e9f706b5285257ebb8064ce547def98477e8987510347c2c18d85584b3c07"]}], "expected": ["0x0"]},
;! {"name": "ashr_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x80", "0x5"]}], "expected": ["0xfc"]},
;! {"name": "ashr_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x6c25b8a5d08863c23309784f070a5afedefbe85055ab0c215aef28148d298406", "0x86c08656b61f316c4d5e53c72393348faaed3e2aa2e7e802b01385105b4f1000"]}], "expected": ["0x6"]},
;! {"name": "ashr_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x25", "0x3"]}], "expected": ["0x4"]},
;! {"name": "ashr_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x9a5f64f184bf7fcfb7547c73605d6a03b0be929e742b3858b0a475be00004d2d", "0x97e676ecc8c8148666723c8a3040c38c1291903f3a307c0b8eb88d6500000010"]}], "expected": ["0x0"]},
;! {"name": "ashr_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1119e0e2", "0x10"]}], "expected": ["0x1119"]},
;! {"name": "ashr_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x64b9a98b408898c3637af30773adf8781e1ad5de5e42a694cf16dd07fffffffe", "0x96e1a209945eb05d926073db442b89bc4d380e30e429d37002cfa2d70000001f"]}], "expected": ["0xffffffff"]},
;! {"name": "ashr_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xa1a12d8b", "0x1"]}], "expected": ["0xd0d096c5"]},
;! {"name": "ashr_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x349eaeb0e2a855878985bb599445530bf0ff2c79f461eecd4c8f41223fd9a24", "0xf28401e52da7977e344268856bfb5d22c22986c789187d2370aaae7e00000010"]}], "expected": ["0x23fd"]},
;! {"name": "ashr_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xd8d19b04", "0x1"]}], "expected": ["0xec68cd82"]},
;! {"name": "ashr_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7e88da3d30b365b94e0d5945ba865e415a40e6454e3ff866a033bcc1010000ff", "0xd88a33587b890937e888653ee41a049c0199a464438c8f109ef75ea700000010"]}], "expected": ["0x100"]},
;! {"name": "ashr_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x1000000000000ff", "0x3d"]}], "expected": ["0x0"]},
;! {"name": "ashr_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xbecad275fa243c8c0905407fd1ab1197208a6ef582a582bcffff54b8f57c38d9", "0xeed317257fcc492b82af4deff81ebd86a14dd9fbb79d6ce00000000000000020"]}], "expected": ["0xffffffffffff54b8"]},
;! {"name": "ashr_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x5b9b40", "0x3f"]}], "expected": ["0x0"]},
;! {"name": "ashr_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x78442a5f304447dad13da5d4215f717f73212495a428d90fff00000000000001", "0xe06c546179329ee76690ae9d82e20541b4698a09999c06e3000000000000003f"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "ashr_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x31d279008709fb5", "0x3f"]}], "expected": ["0x0"]},
;! {"name": "ashr_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x282e41fea116ea9db9239da2cd87ee5baec4a8f6493621e1fffffffffffffffe", "0xc5f37d091d9bca64ad49a9d8fe175afc8cdee6028d87d3780000000000000001"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "ashr_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x1787eb80113", "0x2b"]}], "expected": ["0x0"]},
;! {"name": "ashr_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xb5c1b1d4787480f32a89e4a8c852aaba7f69b2b3c339b96bfffffffff11e9b25", "0x6a11237fbc2623c3e40fd977e2f6943137dadcf23a84936b0000000000000001"]}], "expected": ["0xfffffffff88f4d92"]},
;! {"name": "ashr_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7fffffffffffffffffffffffffffffff", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "ashr_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xd3ebe5242e41a22da315663918de265c0000000000005fe105289a7d0ef9c734", "0x6dcf4fb97a631f95fb91cacbf7b392c000000000000000000000000000000000"]}], "expected": ["0x5fe105289a7d0ef9c734"]},
;! {"name": "ashr_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7fffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3fffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xb2701fef97c1ffcc6282dffe5c46eb70fddcc55497b455aa613cf28680560b06", "0xd99fe6658d5531df201c4e0c53c932bd00000000000000000000000000000001"]}], "expected": ["0xfeee62aa4bda2ad5309e7943402b0583"]},
;! {"name": "ashr_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "ashr_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x318ea7f843ee2749bf50615683b2207efffffffffffffffffffffffffff67919", "0xcf9ccf28164cc15738300b647e1f5c4f00000000000000000000000000000001"]}], "expected": ["0xfffffffffffffffffffffffffffb3c8c"]},
;! {"name": "ashr_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x2", "0x40"]}], "expected": ["0x0"]},
;! {"name": "ashr_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x92e4164df9ccdedb78f3eb8c123a7b77dfbe023f4582ac0b0a0646daf8753344", "0x991bd85de8c2730d6f6fb808431fef430000000000000000000000000000007f"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x4000000000000000000000000000000000000000000000000000000000000000", "0xbf"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffff8000000000000000"]},
;! {"name": "ashr_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffff3d1bc3badc30f309c9ce6ec669c88dfad9e7e0deb5", "0x3a"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffcf46f0eeb70c3cc272739bb19a72"]},
;! {"name": "ashr_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "ashr_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x80000000000000000000000000000072710668d1aed85a8f182b97fd0ba15903", "0xfe"]}], "expected": ["0x0"]},
;! {"name": "ashr_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffffffffff6dec6e525917d59ba1c35187c7cba83b4837", "0x7f"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffedbd8"]},
;! {"name": "ashr_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x2bdc91b444a28485804c6861d72c26df2592dcd5e401daa6e", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x15ee48da22514242c0263430eb96136f92c96e6af200ed537"]},
;! {"name": "ashr_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x77aeb10004bcf49d690a811ee09b8cb857e272e9f10772690110d804bb9f58a1", "0x25"]}], "expected": ["0x7fffffffffbd75880025e7a4eb485408f704dc65c2bf13974f883b93480886c0"]},
;! {"name": "ashr_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xfffffffffffffffffffffffffffe8a074ea7f504a8a0cb5bb2314392c50feec8", "0x80000000000000000000000000000000000000000000000000000000000000a6"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1a376c84a62db560b4aa9a42ae2b2", "0xff"]}], "expected": ["0x0"]},
;! {"name": "ashr_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x666c62211d518b3ddc99c6ca231b89e1a2ef85e812176bb11c8657", "0x80"]}], "expected": ["0x666c62211d518b3ddc99c6"]},
;! {"name": "ashr_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x2", "0x80"]}], "expected": ["0x0"]},
;! {"name": "ashr_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x2575", "0x80"]}], "expected": ["0x0"]},
;! {"name": "ashr_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xa6"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x80"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "shl_by1_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x5ed625edec84d244466f78ccf3e62e0c3c40e3965eccfa9704e56cedffb77801"]}], "expected": ["0x2"]},
;! {"name": "shl_by1_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xff"]}], "expected": ["0xfe"]},
;! {"name": "shl_by1_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x710cd286435d0bdb7abec4c677e824108280aed9bdc78f414115b77e0e653b80"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x7f"]}], "expected": ["0xfe"]},
;! {"name": "shl_by1_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xc159c7a022fa133a3a1976d3a1f5e0e1ace5eace09bed5f0e3544e98e0c1b8de"]}], "expected": ["0xbc"]},
;! {"name": "shl_by5_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by5_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x2db808d6188051da12b9de98b752cd81839c55012f5ede83932f44be7f111b01"]}], "expected": ["0x20"]},
;! {"name": "shl_by5_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xff"]}], "expected": ["0xe0"]},
;! {"name": "shl_by5_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x63c4473b76ca4d9306c72d7de04ee23f22833fd79567138be1f0152ee8230780"]}], "expected": ["0x0"]},
;! {"name": "shl_by5_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7f"]}], "expected": ["0xe0"]},
;! {"name": "shl_by5_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xb2827dcefc8dae1db88fe342229ece20600b0bbb3c46e349c2bf757a112bb9fe"]}], "expected": ["0xc0"]},
;! {"name": "shl_by7_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by7_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xef5c1f9ede06167d42306c26fbeb5303fb857f8de0fc9f6889f6e7d101e35501"]}], "expected": ["0x80"]},
;! {"name": "shl_by7_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xff"]}], "expected": ["0x80"]},
;! {"name": "shl_by7_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xe35697c7fc6a17570dd7220b101a38d83bc17432497e53bb56da0df793031680"]}], "expected": ["0x0"]},
;! {"name": "shl_by7_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x7f"]}], "expected": ["0x80"]},
;! {"name": "shl_by7_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x82c392ee87485d09723c66ffed26134b90d91df3f1746d912c551cbc6334deb"]}], "expected": ["0x80"]},
;! {"name": "shl_by1_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x4983bc9aae5c0251422340f1e991dd284f3bf2666721d2d30fc09cbd00000001"]}], "expected": ["0x2"]},
;! {"name": "shl_by1_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffff"]}], "expected": ["0xfffffffe"]},
;! {"name": "shl_by1_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xefcd0cff1fb01507c70636b2c471a9010dc4ca7cb2f63f0fe66d52980000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x7fffffff"]}], "expected": ["0xfffffffe"]},
;! {"name": "shl_by1_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x97f326de3596cc1f6261a270013071c647d1aa097c8fc7cb328c7baae3cee0c0"]}], "expected": ["0xc79dc180"]},
;! {"name": "shl_by20_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by20_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x14285d4dec6d9fd9c530d24d93b273a8995d3a36c57f6271f31f9d2200000001"]}], "expected": ["0x100000"]},
;! {"name": "shl_by20_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffff"]}], "expected": ["0xfff00000"]},
;! {"name": "shl_by20_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xfd6657270e93f6204ac78d78127f0be35841bdcd17178d65c826e8e380000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by20_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x7fffffff"]}], "expected": ["0xfff00000"]},
;! {"name": "shl_by20_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x99a63ccb7b9bb519ac6c8476b0ba9d3677d85141f5fd2bd4784146e880000001"]}], "expected": ["0x100000"]},
;! {"name": "shl_by31_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by31_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x2b472d334568369acb703031eb2fce5d52231bf43cb91cba853b47b300000001"]}], "expected": ["0x80000000"]},
;! {"name": "shl_by31_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xffffffff"]}], "expected": ["0x80000000"]},
;! {"name": "shl_by31_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x1ac9c96d125cb05b2fe94ae6ab21501ed0c5fc510779924f79db7f9e80000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by31_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7fffffff"]}], "expected": ["0x80000000"]},
;! {"name": "shl_by31_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xccc37a6640d8d0853d0add7aa9bd09a9dcdfea47d8df0529cd69fa3fffffc1fe"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xb4353047d6793890ae8ecea944338a0707bd65b5f5f8cb800000000000000001"]}], "expected": ["0x2"]},
;! {"name": "shl_by1_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffff"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "shl_by1_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1a8321bf4eeaccdb7b2abe33a8a2131addcf1129adc550c58000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7fffffffffffffff"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "shl_by1_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x3ea4962a4600dc636781b3b708e436d5cae0f85cbdd97995fffffffffdcafdd0"]}], "expected": ["0xfffffffffb95fba0"]},
;! {"name": "shl_by40_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by40_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xae41345628b4011f3a8480614843b73a29b1db0dcb5762b20000000000000001"]}], "expected": ["0x10000000000"]},
;! {"name": "shl_by40_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xffffffffffffffff"]}], "expected": ["0xffffff0000000000"]},
;! {"name": "shl_by40_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xef3348af04ef759747e098cdd605bd431c008bdf0776caa08000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by40_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x7fffffffffffffff"]}], "expected": ["0xffffff0000000000"]},
;! {"name": "shl_by40_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x1251435d494f8bb56a21fdc82dd6756ac0dddddffe687bc8fffffd0713da7664"]}], "expected": ["0xda76640000000000"]},
;! {"name": "shl_by63_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by63_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x1b7893a1fd8c1ce9d3faec96b04e2c2252bcf146bdeb6d770000000000000001"]}], "expected": ["0x8000000000000000"]},
;! {"name": "shl_by63_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xffffffffffffffff"]}], "expected": ["0x8000000000000000"]},
;! {"name": "shl_by63_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x1f207506242a981536a5e833b46f50d61dfa006a3494a1448000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by63_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7fffffffffffffff"]}], "expected": ["0x8000000000000000"]},
;! {"name": "shl_by63_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7266013cd7d71bec6fbce3f5c623a67eebbe4d542c65072ffffffffe5c2ca6f2"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x281dd42db1ba93a9249f215bdc8987cc00000000000000000000000000000001"]}], "expected": ["0x2"]},
;! {"name": "shl_by1_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xf14f24fa95159a9149467041ae00538c80000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xf92137d58a5cb2deb23e1ba1fe52ab020000000000000000000000013679f0ae"]}], "expected": ["0x26cf3e15c"]},
;! {"name": "shl_by80_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by80_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xba631cb546d06ecf0cf20366154e958a00000000000000000000000000000001"]}], "expected": ["0x100000000000000000000"]},
;! {"name": "shl_by80_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffff00000000000000000000"]},
;! {"name": "shl_by80_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x10dbc3e3167abc01b93016379b60aa2b80000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by80_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffff00000000000000000000"]},
;! {"name": "shl_by80_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xa86b88724d2aa74c126a13952d8c137680000000000000000000000000000001"]}], "expected": ["0x100000000000000000000"]},
;! {"name": "shl_by127_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by127_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x8910ba02a1d0654d712cdb8fbbfb503900000000000000000000000000000001"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "shl_by127_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "shl_by127_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xfb51a8f96ffe2556ec021e9de4d904a880000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by127_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "shl_by127_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x85c60bc6cccd8a45a66c7233b3d34a44ffffffffff5275ca15ad03d9dac9340d"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "shl_by1_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x1"]}], "expected": ["0x2"]},
;! {"name": "shl_by1_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1000000000000000000000000000000000000000000000000000000000001fe"]},
;! {"name": "shl_by159_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by159_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x8000000000000000000000000000000000000000"]},
;! {"name": "shl_by159_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffff8000000000000000000000000000000000000000"]},
;! {"name": "shl_by159_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by159_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffff8000000000000000000000000000000000000000"]},
;! {"name": "shl_by159_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7ffffffffffffffffffffffffffe2657ea49f400585ab7ed6e4cb2f23c61a9e4"]}], "expected": ["0x2c2d5bf6b72659791e30d4f20000000000000000000000000000000000000000"]},
;! {"name": "shl_by254_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by254_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_by254_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_by254_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by254_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_by254_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x1"]}], "expected": ["0x2"]},
;! {"name": "shl_by1_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by1_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x2000000000000000000000000000000000000000000000000000000000001fe"]},
;! {"name": "shl_by160_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by160_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x1"]}], "expected": ["0x10000000000000000000000000000000000000000"]},
;! {"name": "shl_by160_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffff0000000000000000000000000000000000000000"]},
;! {"name": "shl_by160_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by160_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffff0000000000000000000000000000000000000000"]},
;! {"name": "shl_by160_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xb4a030a2e216b2b4d8098670f2b"]}], "expected": ["0x30a2e216b2b4d8098670f2b0000000000000000000000000000000000000000"]},
;! {"name": "shl_by255_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_by255_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_by255_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_by255_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "shl_by255_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_by255_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_by1_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x78ae9d376becb65b8d2a491205da013e032b884bf803a5a1a37415a32e240601"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xff"]}], "expected": ["0x7f"]},
;! {"name": "lshr_by1_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xb8465509c3e763e0921653098d5191862cc23c744dd825c2725d4ea6d506b580"]}], "expected": ["0x40"]},
;! {"name": "lshr_by1_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x7f"]}], "expected": ["0x3f"]},
;! {"name": "lshr_by1_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x354116a753ced57e5ed3f8fccd0a7f93bbe1c421bb91ee9d0babadd446455144"]}], "expected": ["0x22"]},
;! {"name": "lshr_by5_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by5_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xb0d93eb06a10f955233dfabc5b295c027cf19dea23e260517a45ab21bd6a1e01"]}], "expected": ["0x0"]},
;! {"name": "lshr_by5_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xff"]}], "expected": ["0x7"]},
;! {"name": "lshr_by5_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x6fa307182088ed698f87a7147d7da9234ba5b673d47d47b8322d4ba1893b5380"]}], "expected": ["0x4"]},
;! {"name": "lshr_by5_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x7f"]}], "expected": ["0x3"]},
;! {"name": "lshr_by5_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xdbe80714ad953175f170fbb3e3d6d2c1436c6aaea1413a4cec44b7d33f5b4081"]}], "expected": ["0x4"]},
;! {"name": "lshr_by7_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by7_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x1a7d4ffbc2018dccba2ad265f762e9286d0f99f95efb80e2eddb229d4d05c101"]}], "expected": ["0x0"]},
;! {"name": "lshr_by7_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xff"]}], "expected": ["0x1"]},
;! {"name": "lshr_by7_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x5d496191d31eaa6ea04f8ad984a7fb8d4b43316f5e3998e1f67536500a8ab380"]}], "expected": ["0x1"]},
;! {"name": "lshr_by7_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "lshr_by7_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x537354aa435752f388d8c262c4c1aeba189e9c5e21199009915b4f31bf4f6c81"]}], "expected": ["0x1"]},
;! {"name": "lshr_by1_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x5b0320c9c3130dcf377306e31dddc78a348cb1d6ca69c396367efec200000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xffffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "lshr_by1_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x95c2b04a7b06855a13a2820230c57b9c2cd877b66879131e674ddc1d80000000"]}], "expected": ["0x40000000"]},
;! {"name": "lshr_by1_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x7fffffff"]}], "expected": ["0x3fffffff"]},
;! {"name": "lshr_by1_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xb1872112603c681044936e8ec8a2c5a5add19df8c6fb39c3b77a75cafcb4bbe4"]}], "expected": ["0x7e5a5df2"]},
;! {"name": "lshr_by20_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by20_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xf9db93d2862bb837c11191dabd1dde2ef54d0a97a0ea2f3533eb397a00000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by20_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xffffffff"]}], "expected": ["0xfff"]},
;! {"name": "lshr_by20_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x42848c9a94ef35660c416ced962bbd3be56d93bc99f4a3adca0656bb80000000"]}], "expected": ["0x800"]},
;! {"name": "lshr_by20_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x7fffffff"]}], "expected": ["0x7ff"]},
;! {"name": "lshr_by20_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x3f7ea01056874d0dbf4c4bd0bb89679dd2778e784f86745953f0ed4200089f92"]}], "expected": ["0x0"]},
;! {"name": "lshr_by31_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by31_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x885bacd2b8d59dd870206d5e00abab29782ff2224822966f879fe55c00000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by31_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "lshr_by31_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xc8831df6ed02a667d37b4fd0697afe864f1679c30231f6a44050923780000000"]}], "expected": ["0x1"]},
;! {"name": "lshr_by31_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x7fffffff"]}], "expected": ["0x0"]},
;! {"name": "lshr_by31_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x1796e7f18f7c6ed4312fb15e990b78619e5671b18948eb5c596668e508c21734"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xa3b7c5d895c33cbd51cda2eb80a040b20e70614ef255816c0000000000000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xffffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "lshr_by1_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x232b6716a914044d85c76159ba1afee40bf82132624809298000000000000000"]}], "expected": ["0x4000000000000000"]},
;! {"name": "lshr_by1_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x7fffffffffffffff"]}], "expected": ["0x3fffffffffffffff"]},
;! {"name": "lshr_by1_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x1b411687231e6766feaeb2d22220c280b4ded98ec831e0c00000000000000002"]}], "expected": ["0x1"]},
;! {"name": "lshr_by40_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by40_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x82884609fb194617d3736fdac93a491fc9a795be017dc50a0000000000000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by40_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xffffffffffffffff"]}], "expected": ["0xffffff"]},
;! {"name": "lshr_by40_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xa6634ff0327ffaa2e083d29d319ecdf0c2b76224ca00ac3b8000000000000000"]}], "expected": ["0x800000"]},
;! {"name": "lshr_by40_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x7fffffffffffffff"]}], "expected": ["0x7fffff"]},
;! {"name": "lshr_by40_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x68212629d2ac5d6d8c6ec5569b857911356efb04c24e1f6201000000000000ff"]}], "expected": ["0x10000"]},
;! {"name": "lshr_by63_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by63_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x3d41f6398bd26c50676169467ed319dec98075bc161085950000000000000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by63_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "lshr_by63_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x7ad0e61d429b17abcffbcda58fef1456b6764ff4bd3286f78000000000000000"]}], "expected": ["0x1"]},
;! {"name": "lshr_by63_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x7fffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "lshr_by63_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x1eca09430e7cfd39471fb2da92c5e0f3e2f926653a38141687c61235624ec61c"]}], "expected": ["0x1"]},
;! {"name": "lshr_by1_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xe6d739bb2f1bacf9da842767c70df9f600000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xc4a92bef625156273a0379fcb2c355e580000000000000000000000000000000"]}], "expected": ["0x40000000000000000000000000000000"]},
;! {"name": "lshr_by1_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xe8ea82e50045a1d75b94cdd01e073dd0ff000000000000000000000000000001"]}], "expected": ["0x7f800000000000000000000000000000"]},
;! {"name": "lshr_by80_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by80_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x5062122e767499e006f82fd814e6a8cf00000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by80_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffff"]},
;! {"name": "lshr_by80_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x1135327ecf38e1de326b04f32cc9cc3c80000000000000000000000000000000"]}], "expected": ["0x800000000000"]},
;! {"name": "lshr_by80_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffff"]},
;! {"name": "lshr_by80_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x44b95ad2a1dbda175ec30490b394c3a2c40673b1ce663678ff6db6fea7c7d187"]}], "expected": ["0xc40673b1ce66"]},
;! {"name": "lshr_by127_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by127_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x165be32da7e8bd59755f01e979820b5300000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by127_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "lshr_by127_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x49c10759a85552ff44c0f5d47b0c573880000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "lshr_by127_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "lshr_by127_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xb3c92a84d25c973dd5d194b7e32ec7cebdd1871a8c903539d7b425fde5c79d86"]}], "expected": ["0x1"]},
;! {"name": "lshr_by1_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x2000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_by1_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x8000000000000000000000000000000000000000000000000000000001823f46"]}], "expected": ["0xc11fa3"]},
;! {"name": "lshr_by159_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by159_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "lshr_by159_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffff"]},
;! {"name": "lshr_by159_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x800000000000000000000000"]},
;! {"name": "lshr_by159_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffff"]},
;! {"name": "lshr_by159_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffff981f5d"]}], "expected": ["0xffffffffffffffffffffffff"]},
;! {"name": "lshr_by254_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by254_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_by254_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "lshr_by254_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "lshr_by254_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "lshr_by254_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x80800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_by1_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_by1_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xffffffffffffffffffffffff02db56f4afdb646768156c6cf5c1f9a05870420c"]}], "expected": ["0x7fffffffffffffffffffffff816dab7a57edb233b40ab6367ae0fcd02c382106"]},
;! {"name": "lshr_by160_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by160_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_by160_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffff"]},
;! {"name": "lshr_by160_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x800000000000000000000000"]},
;! {"name": "lshr_by160_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffff"]},
;! {"name": "lshr_by160_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xfffffffffffffffffffffffffffffff9f0a62e29abb1e88dd08a45a9250eb194"]}], "expected": ["0xffffffffffffffffffffffff"]},
;! {"name": "lshr_by255_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_by255_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_by255_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "lshr_by255_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "lshr_by255_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "lshr_by255_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "ashr_by1_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x7e0773c8767a73793bc96768ca992b199cf66843960780bfb56bf61efd83001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xff"]}], "expected": ["0xff"]},
;! {"name": "ashr_by1_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xcbae34ca4f752e700666cb6228f3d39339810105d853894de3fe0cd68f603580"]}], "expected": ["0xc0"]},
;! {"name": "ashr_by1_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x7f"]}], "expected": ["0x3f"]},
;! {"name": "ashr_by1_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xc59097292ef659b30e23eea4d56bbf24653fbe1f07844d34739b2ba331c9c602"]}], "expected": ["0x1"]},
;! {"name": "ashr_by5_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by5_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x95ca1a19b18ec68ded9f5057e6cb44922ad2eb794f898b289d0faf6daf5b3101"]}], "expected": ["0x0"]},
;! {"name": "ashr_by5_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xff"]}], "expected": ["0xff"]},
;! {"name": "ashr_by5_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x308c2a7178097cc82b1cac14d2a30e0212972f6d03c5be96e309a5fa07bb7b80"]}], "expected": ["0xfc"]},
;! {"name": "ashr_by5_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x7f"]}], "expected": ["0x3"]},
;! {"name": "ashr_by5_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xf5b3d7811305e917b770aefba8434ca2da9b422f39321ce41b02f423879d8b9b"]}], "expected": ["0xfc"]},
;! {"name": "ashr_by7_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by7_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xdb85716bd3cc49f18cbf7444dda43a69efa639078f31d751812c3702589e0401"]}], "expected": ["0x0"]},
;! {"name": "ashr_by7_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xff"]}], "expected": ["0xff"]},
;! {"name": "ashr_by7_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x889e479c09ac1f6e63bcac18153abff45cf795a052b1c544a4ed822cfa12d80"]}], "expected": ["0xff"]},
;! {"name": "ashr_by7_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "ashr_by7_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x725d09ae5295377c9bdc016e0af140f09a511ca35e0891ad8dde39292fd9b081"]}], "expected": ["0xff"]},
;! {"name": "ashr_by1_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x48c6b498f00fe2c33ecd77d7ddbbd02dc5e782fc29013d959a33bfe300000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "ashr_by1_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xde0436d21865c005466330e8af8bc4d671b7ab80ccde760fae5d9f7780000000"]}], "expected": ["0xc0000000"]},
;! {"name": "ashr_by1_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x7fffffff"]}], "expected": ["0x3fffffff"]},
;! {"name": "ashr_by1_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x2a2787088b7814a5bb1a002dfebd738e019ea5e1f61b0ecd986365531aba75c0"]}], "expected": ["0xd5d3ae0"]},
;! {"name": "ashr_by20_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by20_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x3f707cc8d8ae1187dd9d906627dfc50bebde951994c0de1fcbbf6cda00000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by20_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "ashr_by20_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x1dc2f35f8d7774c0e87df0251936929aa0a004c198330708f837908d80000000"]}], "expected": ["0xfffff800"]},
;! {"name": "ashr_by20_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x7fffffff"]}], "expected": ["0x7ff"]},
;! {"name": "ashr_by20_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xe82c3ba6aaf5157c1ebf68042a6643a30b7c3a7760024379da5e3d756d4d7d0f"]}], "expected": ["0x6d4"]},
;! {"name": "ashr_by31_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by31_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x6b32373cba9aec2e45ae251b223046c81fb53985bc5c70811eb4cbaf00000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by31_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "ashr_by31_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x38ae50ebc897c9464ce736cb6dffa218d45487f407cc435eba3e897080000000"]}], "expected": ["0xffffffff"]},
;! {"name": "ashr_by31_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x7fffffff"]}], "expected": ["0x0"]},
;! {"name": "ashr_by31_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x15c937312d5149b2aac5efd0a3a53b48084aa4cc5fb91c45fe9ce6660000009d"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x4e74f73ed982875d32b8f96985753803cb6ca5745b5df21b0000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "ashr_by1_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x1d3c33c4eb95319c87026dbd5574d0fdfbd1f600b3e95b5b8000000000000000"]}], "expected": ["0xc000000000000000"]},
;! {"name": "ashr_by1_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x7fffffffffffffff"]}], "expected": ["0x3fffffffffffffff"]},
;! {"name": "ashr_by1_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xdee8b274efe2bb1d534b4ef82bbbf26a68a1263f1b63cf16000000000000001d"]}], "expected": ["0xe"]},
;! {"name": "ashr_by40_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by40_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x4d89408bda18b75ea00cc582cc73e1cfffa586cac2f36b510000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by40_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "ashr_by40_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xd89c16de4db6320ed71e30b4e37699c655d55c676c5a1ae98000000000000000"]}], "expected": ["0xffffffffff800000"]},
;! {"name": "ashr_by40_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x7fffffffffffffff"]}], "expected": ["0x7fffff"]},
;! {"name": "ashr_by40_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x423bfd67d529fa6277d90dc6947230fc332cf969b2b0a490751db06f2188c041"]}], "expected": ["0x751db0"]},
;! {"name": "ashr_by63_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by63_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xbe1ba20ac136ff34b7dfaa378ee1f695c229370884474de20000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by63_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "ashr_by63_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x8fabd3700e8b757b98714aa94999290874ba77a5dd22f4248000000000000000"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "ashr_by63_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x7fffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ashr_by63_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x9493bae945e298a7c52835825f5950e3b286ef2bfbc3b29ffff8106401d971b"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "ashr_by1_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x4af11b705d59146ebef3040b38bbc45500000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xf199fe90832fd00218001a325d9304b180000000000000000000000000000000"]}], "expected": ["0xc0000000000000000000000000000000"]},
;! {"name": "ashr_by1_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xb7ccfb61d784efecdc83c62a9c7dd02f8e7fe3e3d2c64530e5428ca019cad7ce"]}], "expected": ["0xc73ff1f1e963229872a146500ce56be7"]},
;! {"name": "ashr_by80_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by80_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xe256dde9011f304461a33720ee62d56d00000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by80_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by80_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x54a609c40d7df64350c358d1ce5b9a3180000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffff800000000000"]},
;! {"name": "ashr_by80_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffff"]},
;! {"name": "ashr_by80_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xc9d1de977f8fc4f97a5f0c4c9bfc1f9b80000000000000000000000000000001"]}], "expected": ["0xffffffffffffffffffff800000000000"]},
;! {"name": "ashr_by127_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by127_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xb29bcb2eca8f94c809d33925f7352b3f00000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by127_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by127_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xc3178f107bb9b91f35b79ce2b199803280000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by127_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ashr_by127_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x1376810dbf3e5103f64b6b38c7ef2e6680000000000000000000000000000001"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x6000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "ashr_by1_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xbf80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1fc0000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "ashr_by159_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by159_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ashr_by159_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by159_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffff800000000000000000000000"]},
;! {"name": "ashr_by159_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffff"]},
;! {"name": "ashr_by159_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x7ffffffffffffffffffffff008528a9074578fa436fb314eb1c63aa8b04f7ee6"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0"]},
;! {"name": "ashr_by254_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by254_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_by254_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by254_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by254_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ashr_by254_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0xff80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_by1_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xc000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "ashr_by1_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xdeea389a763adb6bb7d50408734524e01137124a07b6529428e2e3401fcdc2c7"]}], "expected": ["0xef751c4d3b1d6db5dbea820439a29270089b892503db294a147171a00fe6e163"]},
;! {"name": "ashr_by160_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by160_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_by160_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by160_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffff800000000000000000000000"]},
;! {"name": "ashr_by160_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffff"]},
;! {"name": "ashr_by160_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7f0000000000000000000000"]},
;! {"name": "ashr_by255_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_by255_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_by255_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by255_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by255_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ashr_by255_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; shl, lshr, ashr by a variable amount (below the width) and by constants.
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
    i256 40, label %f40
    i256 41, label %f41
    i256 42, label %f42
    i256 43, label %f43
    i256 44, label %f44
    i256 45, label %f45
    i256 46, label %f46
    i256 47, label %f47
    i256 48, label %f48
    i256 49, label %f49
    i256 50, label %f50
    i256 51, label %f51
    i256 52, label %f52
    i256 53, label %f53
    i256 54, label %f54
    i256 55, label %f55
    i256 56, label %f56
    i256 57, label %f57
    i256 58, label %f58
    i256 59, label %f59
    i256 60, label %f60
    i256 61, label %f61
    i256 62, label %f62
    i256 63, label %f63
    i256 64, label %f64
    i256 65, label %f65
    i256 66, label %f66
    i256 67, label %f67
    i256 68, label %f68
    i256 69, label %f69
    i256 70, label %f70
    i256 71, label %f71
    i256 72, label %f72
    i256 73, label %f73
    i256 74, label %f74
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = trunc i256 %f0.1 to i1
  %f0.3 = inttoptr i256 64 to ptr addrspace(2)
  %f0.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.3)
  %f0.5 = trunc i256 %f0.4 to i1
  %f0.6 = call i1 @shl_i1(i1 %f0.2, i1 %f0.5)
  %f0.7 = zext i1 %f0.6 to i256
  %f0.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.7, ptr addrspace(1) %f0.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i8
  %f1.3 = inttoptr i256 64 to ptr addrspace(2)
  %f1.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.3)
  %f1.5 = trunc i256 %f1.4 to i8
  %f1.6 = call i8 @shl_i8(i8 %f1.2, i8 %f1.5)
  %f1.7 = zext i8 %f1.6 to i256
  %f1.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.7, ptr addrspace(1) %f1.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i32
  %f2.3 = inttoptr i256 64 to ptr addrspace(2)
  %f2.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.3)
  %f2.5 = trunc i256 %f2.4 to i32
  %f2.6 = call i32 @shl_i32(i32 %f2.2, i32 %f2.5)
  %f2.7 = zext i32 %f2.6 to i256
  %f2.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.7, ptr addrspace(1) %f2.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i64
  %f3.3 = inttoptr i256 64 to ptr addrspace(2)
  %f3.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.3)
  %f3.5 = trunc i256 %f3.4 to i64
  %f3.6 = call i64 @shl_i64(i64 %f3.2, i64 %f3.5)
  %f3.7 = zext i64 %f3.6 to i256
  %f3.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.7, ptr addrspace(1) %f3.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i128
  %f4.3 = inttoptr i256 64 to ptr addrspace(2)
  %f4.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.3)
  %f4.5 = trunc i256 %f4.4 to i128
  %f4.6 = call i128 @shl_i128(i128 %f4.2, i128 %f4.5)
  %f4.7 = zext i128 %f4.6 to i256
  %f4.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.7, ptr addrspace(1) %f4.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i255
  %f5.3 = inttoptr i256 64 to ptr addrspace(2)
  %f5.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.3)
  %f5.5 = trunc i256 %f5.4 to i255
  %f5.6 = call i255 @shl_i255(i255 %f5.2, i255 %f5.5)
  %f5.7 = zext i255 %f5.6 to i256
  %f5.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.7, ptr addrspace(1) %f5.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = call i256 @shl_i256(i256 %f6.1, i256 %f6.3)
  %f6.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.4, ptr addrspace(1) %f6.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i1
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = trunc i256 %f7.4 to i1
  %f7.6 = call i1 @lshr_i1(i1 %f7.2, i1 %f7.5)
  %f7.7 = zext i1 %f7.6 to i256
  %f7.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.7, ptr addrspace(1) %f7.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = trunc i256 %f8.1 to i8
  %f8.3 = inttoptr i256 64 to ptr addrspace(2)
  %f8.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.3)
  %f8.5 = trunc i256 %f8.4 to i8
  %f8.6 = call i8 @lshr_i8(i8 %f8.2, i8 %f8.5)
  %f8.7 = zext i8 %f8.6 to i256
  %f8.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.7, ptr addrspace(1) %f8.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = trunc i256 %f9.1 to i32
  %f9.3 = inttoptr i256 64 to ptr addrspace(2)
  %f9.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.3)
  %f9.5 = trunc i256 %f9.4 to i32
  %f9.6 = call i32 @lshr_i32(i32 %f9.2, i32 %f9.5)
  %f9.7 = zext i32 %f9.6 to i256
  %f9.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.7, ptr addrspace(1) %f9.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = trunc i256 %f10.1 to i64
  %f10.3 = inttoptr i256 64 to ptr addrspace(2)
  %f10.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.3)
  %f10.5 = trunc i256 %f10.4 to i64
  %f10.6 = call i64 @lshr_i64(i64 %f10.2, i64 %f10.5)
  %f10.7 = zext i64 %f10.6 to i256
  %f10.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.7, ptr addrspace(1) %f10.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = trunc i256 %f11.1 to i128
  %f11.3 = inttoptr i256 64 to ptr addrspace(2)
  %f11.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.3)
  %f11.5 = trunc i256 %f11.4 to i128
  %f11.6 = call i128 @lshr_i128(i128 %f11.2, i128 %f11.5)
  %f11.7 = zext i128 %f11.6 to i256
  %f11.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.7, ptr addrspace(1) %f11.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = trunc i256 %f12.1 to i255
  %f12.3 = inttoptr i256 64 to ptr addrspace(2)
  %f12.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.3)
  %f12.5 = trunc i256 %f12.4 to i255
  %f12.6 = call i255 @lshr_i255(i255 %f12.2, i255 %f12.5)
  %f12.7 = zext i255 %f12.6 to i256
  %f12.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.7, ptr addrspace(1) %f12.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = call i256 @lshr_i256(i256 %f13.1, i256 %f13.3)
  %f13.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.4, ptr addrspace(1) %f13.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = trunc i256 %f14.1 to i1
  %f14.3 = inttoptr i256 64 to ptr addrspace(2)
  %f14.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.3)
  %f14.5 = trunc i256 %f14.4 to i1
  %f14.6 = call i1 @ashr_i1(i1 %f14.2, i1 %f14.5)
  %f14.7 = zext i1 %f14.6 to i256
  %f14.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.7, ptr addrspace(1) %f14.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = trunc i256 %f15.1 to i8
  %f15.3 = inttoptr i256 64 to ptr addrspace(2)
  %f15.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.3)
  %f15.5 = trunc i256 %f15.4 to i8
  %f15.6 = call i8 @ashr_i8(i8 %f15.2, i8 %f15.5)
  %f15.7 = zext i8 %f15.6 to i256
  %f15.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.7, ptr addrspace(1) %f15.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = trunc i256 %f16.1 to i32
  %f16.3 = inttoptr i256 64 to ptr addrspace(2)
  %f16.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.3)
  %f16.5 = trunc i256 %f16.4 to i32
  %f16.6 = call i32 @ashr_i32(i32 %f16.2, i32 %f16.5)
  %f16.7 = zext i32 %f16.6 to i256
  %f16.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.7, ptr addrspace(1) %f16.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = trunc i256 %f17.1 to i64
  %f17.3 = inttoptr i256 64 to ptr addrspace(2)
  %f17.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.3)
  %f17.5 = trunc i256 %f17.4 to i64
  %f17.6 = call i64 @ashr_i64(i64 %f17.2, i64 %f17.5)
  %f17.7 = zext i64 %f17.6 to i256
  %f17.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.7, ptr addrspace(1) %f17.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = trunc i256 %f18.1 to i128
  %f18.3 = inttoptr i256 64 to ptr addrspace(2)
  %f18.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.3)
  %f18.5 = trunc i256 %f18.4 to i128
  %f18.6 = call i128 @ashr_i128(i128 %f18.2, i128 %f18.5)
  %f18.7 = zext i128 %f18.6 to i256
  %f18.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.7, ptr addrspace(1) %f18.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = trunc i256 %f19.1 to i255
  %f19.3 = inttoptr i256 64 to ptr addrspace(2)
  %f19.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.3)
  %f19.5 = trunc i256 %f19.4 to i255
  %f19.6 = call i255 @ashr_i255(i255 %f19.2, i255 %f19.5)
  %f19.7 = zext i255 %f19.6 to i256
  %f19.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.7, ptr addrspace(1) %f19.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = inttoptr i256 64 to ptr addrspace(2)
  %f20.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.2)
  %f20.4 = call i256 @ashr_i256(i256 %f20.1, i256 %f20.3)
  %f20.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.4, ptr addrspace(1) %f20.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i8
  %f21.3 = call i8 @shl_by1_i8(i8 %f21.2)
  %f21.4 = zext i8 %f21.3 to i256
  %f21.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.4, ptr addrspace(1) %f21.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = trunc i256 %f22.1 to i8
  %f22.3 = call i8 @shl_by5_i8(i8 %f22.2)
  %f22.4 = zext i8 %f22.3 to i256
  %f22.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.4, ptr addrspace(1) %f22.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = trunc i256 %f23.1 to i8
  %f23.3 = call i8 @shl_by7_i8(i8 %f23.2)
  %f23.4 = zext i8 %f23.3 to i256
  %f23.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.4, ptr addrspace(1) %f23.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = trunc i256 %f24.1 to i32
  %f24.3 = call i32 @shl_by1_i32(i32 %f24.2)
  %f24.4 = zext i32 %f24.3 to i256
  %f24.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.4, ptr addrspace(1) %f24.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = trunc i256 %f25.1 to i32
  %f25.3 = call i32 @shl_by20_i32(i32 %f25.2)
  %f25.4 = zext i32 %f25.3 to i256
  %f25.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.4, ptr addrspace(1) %f25.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = trunc i256 %f26.1 to i32
  %f26.3 = call i32 @shl_by31_i32(i32 %f26.2)
  %f26.4 = zext i32 %f26.3 to i256
  %f26.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.4, ptr addrspace(1) %f26.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = trunc i256 %f27.1 to i64
  %f27.3 = call i64 @shl_by1_i64(i64 %f27.2)
  %f27.4 = zext i64 %f27.3 to i256
  %f27.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.4, ptr addrspace(1) %f27.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = trunc i256 %f28.1 to i64
  %f28.3 = call i64 @shl_by40_i64(i64 %f28.2)
  %f28.4 = zext i64 %f28.3 to i256
  %f28.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.4, ptr addrspace(1) %f28.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = trunc i256 %f29.1 to i64
  %f29.3 = call i64 @shl_by63_i64(i64 %f29.2)
  %f29.4 = zext i64 %f29.3 to i256
  %f29.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.4, ptr addrspace(1) %f29.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = trunc i256 %f30.1 to i128
  %f30.3 = call i128 @shl_by1_i128(i128 %f30.2)
  %f30.4 = zext i128 %f30.3 to i256
  %f30.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.4, ptr addrspace(1) %f30.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = trunc i256 %f31.1 to i128
  %f31.3 = call i128 @shl_by80_i128(i128 %f31.2)
  %f31.4 = zext i128 %f31.3 to i256
  %f31.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.4, ptr addrspace(1) %f31.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = trunc i256 %f32.1 to i128
  %f32.3 = call i128 @shl_by127_i128(i128 %f32.2)
  %f32.4 = zext i128 %f32.3 to i256
  %f32.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.4, ptr addrspace(1) %f32.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = trunc i256 %f33.1 to i255
  %f33.3 = call i255 @shl_by1_i255(i255 %f33.2)
  %f33.4 = zext i255 %f33.3 to i256
  %f33.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.4, ptr addrspace(1) %f33.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = trunc i256 %f34.1 to i255
  %f34.3 = call i255 @shl_by159_i255(i255 %f34.2)
  %f34.4 = zext i255 %f34.3 to i256
  %f34.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.4, ptr addrspace(1) %f34.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = trunc i256 %f35.1 to i255
  %f35.3 = call i255 @shl_by254_i255(i255 %f35.2)
  %f35.4 = zext i255 %f35.3 to i256
  %f35.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.4, ptr addrspace(1) %f35.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = call i256 @shl_by1_i256(i256 %f36.1)
  %f36.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.2, ptr addrspace(1) %f36.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = call i256 @shl_by160_i256(i256 %f37.1)
  %f37.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.2, ptr addrspace(1) %f37.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = call i256 @shl_by255_i256(i256 %f38.1)
  %f38.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.2, ptr addrspace(1) %f38.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = trunc i256 %f39.1 to i8
  %f39.3 = call i8 @lshr_by1_i8(i8 %f39.2)
  %f39.4 = zext i8 %f39.3 to i256
  %f39.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.4, ptr addrspace(1) %f39.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = trunc i256 %f40.1 to i8
  %f40.3 = call i8 @lshr_by5_i8(i8 %f40.2)
  %f40.4 = zext i8 %f40.3 to i256
  %f40.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.4, ptr addrspace(1) %f40.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = trunc i256 %f41.1 to i8
  %f41.3 = call i8 @lshr_by7_i8(i8 %f41.2)
  %f41.4 = zext i8 %f41.3 to i256
  %f41.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.4, ptr addrspace(1) %f41.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f42:
  %f42.0 = inttoptr i256 32 to ptr addrspace(2)
  %f42.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.0)
  %f42.2 = trunc i256 %f42.1 to i32
  %f42.3 = call i32 @lshr_by1_i32(i32 %f42.2)
  %f42.4 = zext i32 %f42.3 to i256
  %f42.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f42.4, ptr addrspace(1) %f42.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f43:
  %f43.0 = inttoptr i256 32 to ptr addrspace(2)
  %f43.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.0)
  %f43.2 = trunc i256 %f43.1 to i32
  %f43.3 = call i32 @lshr_by20_i32(i32 %f43.2)
  %f43.4 = zext i32 %f43.3 to i256
  %f43.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f43.4, ptr addrspace(1) %f43.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f44:
  %f44.0 = inttoptr i256 32 to ptr addrspace(2)
  %f44.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.0)
  %f44.2 = trunc i256 %f44.1 to i32
  %f44.3 = call i32 @lshr_by31_i32(i32 %f44.2)
  %f44.4 = zext i32 %f44.3 to i256
  %f44.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f44.4, ptr addrspace(1) %f44.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f45:
  %f45.0 = inttoptr i256 32 to ptr addrspace(2)
  %f45.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.0)
  %f45.2 = trunc i256 %f45.1 to i64
  %f45.3 = call i64 @lshr_by1_i64(i64 %f45.2)
  %f45.4 = zext i64 %f45.3 to i256
  %f45.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f45.4, ptr addrspace(1) %f45.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f46:
  %f46.0 = inttoptr i256 32 to ptr addrspace(2)
  %f46.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.0)
  %f46.2 = trunc i256 %f46.1 to i64
  %f46.3 = call i64 @lshr_by40_i64(i64 %f46.2)
  %f46.4 = zext i64 %f46.3 to i256
  %f46.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f46.4, ptr addrspace(1) %f46.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f47:
  %f47.0 = inttoptr i256 32 to ptr addrspace(2)
  %f47.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.0)
  %f47.2 = trunc i256 %f47.1 to i64
  %f47.3 = call i64 @lshr_by63_i64(i64 %f47.2)
  %f47.4 = zext i64 %f47.3 to i256
  %f47.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f47.4, ptr addrspace(1) %f47.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f48:
  %f48.0 = inttoptr i256 32 to ptr addrspace(2)
  %f48.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.0)
  %f48.2 = trunc i256 %f48.1 to i128
  %f48.3 = call i128 @lshr_by1_i128(i128 %f48.2)
  %f48.4 = zext i128 %f48.3 to i256
  %f48.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.4, ptr addrspace(1) %f48.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = trunc i256 %f49.1 to i128
  %f49.3 = call i128 @lshr_by80_i128(i128 %f49.2)
  %f49.4 = zext i128 %f49.3 to i256
  %f49.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.4, ptr addrspace(1) %f49.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = trunc i256 %f50.1 to i128
  %f50.3 = call i128 @lshr_by127_i128(i128 %f50.2)
  %f50.4 = zext i128 %f50.3 to i256
  %f50.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.4, ptr addrspace(1) %f50.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = trunc i256 %f51.1 to i255
  %f51.3 = call i255 @lshr_by1_i255(i255 %f51.2)
  %f51.4 = zext i255 %f51.3 to i256
  %f51.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.4, ptr addrspace(1) %f51.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = trunc i256 %f52.1 to i255
  %f52.3 = call i255 @lshr_by159_i255(i255 %f52.2)
  %f52.4 = zext i255 %f52.3 to i256
  %f52.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.4, ptr addrspace(1) %f52.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = trunc i256 %f53.1 to i255
  %f53.3 = call i255 @lshr_by254_i255(i255 %f53.2)
  %f53.4 = zext i255 %f53.3 to i256
  %f53.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.4, ptr addrspace(1) %f53.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = call i256 @lshr_by1_i256(i256 %f54.1)
  %f54.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.2, ptr addrspace(1) %f54.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f55:
  %f55.0 = inttoptr i256 32 to ptr addrspace(2)
  %f55.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.0)
  %f55.2 = call i256 @lshr_by160_i256(i256 %f55.1)
  %f55.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f55.2, ptr addrspace(1) %f55.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f56:
  %f56.0 = inttoptr i256 32 to ptr addrspace(2)
  %f56.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.0)
  %f56.2 = call i256 @lshr_by255_i256(i256 %f56.1)
  %f56.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f56.2, ptr addrspace(1) %f56.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f57:
  %f57.0 = inttoptr i256 32 to ptr addrspace(2)
  %f57.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.0)
  %f57.2 = trunc i256 %f57.1 to i8
  %f57.3 = call i8 @ashr_by1_i8(i8 %f57.2)
  %f57.4 = zext i8 %f57.3 to i256
  %f57.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f57.4, ptr addrspace(1) %f57.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f58:
  %f58.0 = inttoptr i256 32 to ptr addrspace(2)
  %f58.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.0)
  %f58.2 = trunc i256 %f58.1 to i8
  %f58.3 = call i8 @ashr_by5_i8(i8 %f58.2)
  %f58.4 = zext i8 %f58.3 to i256
  %f58.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f58.4, ptr addrspace(1) %f58.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f59:
  %f59.0 = inttoptr i256 32 to ptr addrspace(2)
  %f59.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.0)
  %f59.2 = trunc i256 %f59.1 to i8
  %f59.3 = call i8 @ashr_by7_i8(i8 %f59.2)
  %f59.4 = zext i8 %f59.3 to i256
  %f59.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f59.4, ptr addrspace(1) %f59.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f60:
  %f60.0 = inttoptr i256 32 to ptr addrspace(2)
  %f60.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.0)
  %f60.2 = trunc i256 %f60.1 to i32
  %f60.3 = call i32 @ashr_by1_i32(i32 %f60.2)
  %f60.4 = zext i32 %f60.3 to i256
  %f60.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f60.4, ptr addrspace(1) %f60.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f61:
  %f61.0 = inttoptr i256 32 to ptr addrspace(2)
  %f61.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.0)
  %f61.2 = trunc i256 %f61.1 to i32
  %f61.3 = call i32 @ashr_by20_i32(i32 %f61.2)
  %f61.4 = zext i32 %f61.3 to i256
  %f61.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f61.4, ptr addrspace(1) %f61.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f62:
  %f62.0 = inttoptr i256 32 to ptr addrspace(2)
  %f62.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.0)
  %f62.2 = trunc i256 %f62.1 to i32
  %f62.3 = call i32 @ashr_by31_i32(i32 %f62.2)
  %f62.4 = zext i32 %f62.3 to i256
  %f62.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f62.4, ptr addrspace(1) %f62.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f63:
  %f63.0 = inttoptr i256 32 to ptr addrspace(2)
  %f63.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.0)
  %f63.2 = trunc i256 %f63.1 to i64
  %f63.3 = call i64 @ashr_by1_i64(i64 %f63.2)
  %f63.4 = zext i64 %f63.3 to i256
  %f63.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f63.4, ptr addrspace(1) %f63.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f64:
  %f64.0 = inttoptr i256 32 to ptr addrspace(2)
  %f64.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.0)
  %f64.2 = trunc i256 %f64.1 to i64
  %f64.3 = call i64 @ashr_by40_i64(i64 %f64.2)
  %f64.4 = zext i64 %f64.3 to i256
  %f64.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f64.4, ptr addrspace(1) %f64.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f65:
  %f65.0 = inttoptr i256 32 to ptr addrspace(2)
  %f65.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.0)
  %f65.2 = trunc i256 %f65.1 to i64
  %f65.3 = call i64 @ashr_by63_i64(i64 %f65.2)
  %f65.4 = zext i64 %f65.3 to i256
  %f65.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f65.4, ptr addrspace(1) %f65.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f66:
  %f66.0 = inttoptr i256 32 to ptr addrspace(2)
  %f66.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.0)
  %f66.2 = trunc i256 %f66.1 to i128
  %f66.3 = call i128 @ashr_by1_i128(i128 %f66.2)
  %f66.4 = zext i128 %f66.3 to i256
  %f66.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f66.4, ptr addrspace(1) %f66.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f67:
  %f67.0 = inttoptr i256 32 to ptr addrspace(2)
  %f67.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.0)
  %f67.2 = trunc i256 %f67.1 to i128
  %f67.3 = call i128 @ashr_by80_i128(i128 %f67.2)
  %f67.4 = zext i128 %f67.3 to i256
  %f67.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f67.4, ptr addrspace(1) %f67.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f68:
  %f68.0 = inttoptr i256 32 to ptr addrspace(2)
  %f68.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.0)
  %f68.2 = trunc i256 %f68.1 to i128
  %f68.3 = call i128 @ashr_by127_i128(i128 %f68.2)
  %f68.4 = zext i128 %f68.3 to i256
  %f68.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f68.4, ptr addrspace(1) %f68.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f69:
  %f69.0 = inttoptr i256 32 to ptr addrspace(2)
  %f69.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.0)
  %f69.2 = trunc i256 %f69.1 to i255
  %f69.3 = call i255 @ashr_by1_i255(i255 %f69.2)
  %f69.4 = zext i255 %f69.3 to i256
  %f69.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f69.4, ptr addrspace(1) %f69.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f70:
  %f70.0 = inttoptr i256 32 to ptr addrspace(2)
  %f70.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f70.0)
  %f70.2 = trunc i256 %f70.1 to i255
  %f70.3 = call i255 @ashr_by159_i255(i255 %f70.2)
  %f70.4 = zext i255 %f70.3 to i256
  %f70.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f70.4, ptr addrspace(1) %f70.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f71:
  %f71.0 = inttoptr i256 32 to ptr addrspace(2)
  %f71.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f71.0)
  %f71.2 = trunc i256 %f71.1 to i255
  %f71.3 = call i255 @ashr_by254_i255(i255 %f71.2)
  %f71.4 = zext i255 %f71.3 to i256
  %f71.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f71.4, ptr addrspace(1) %f71.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f72:
  %f72.0 = inttoptr i256 32 to ptr addrspace(2)
  %f72.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f72.0)
  %f72.2 = call i256 @ashr_by1_i256(i256 %f72.1)
  %f72.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f72.2, ptr addrspace(1) %f72.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f73:
  %f73.0 = inttoptr i256 32 to ptr addrspace(2)
  %f73.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f73.0)
  %f73.2 = call i256 @ashr_by160_i256(i256 %f73.1)
  %f73.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f73.2, ptr addrspace(1) %f73.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f74:
  %f74.0 = inttoptr i256 32 to ptr addrspace(2)
  %f74.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f74.0)
  %f74.2 = call i256 @ashr_by255_i256(i256 %f74.1)
  %f74.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f74.2, ptr addrspace(1) %f74.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @shl_i1(i1 %a, i1 %b) {
  %r = shl i1 %a, %b
  ret i1 %r
}

define i8 @shl_i8(i8 %a, i8 %b) {
  %r = shl i8 %a, %b
  ret i8 %r
}

define i32 @shl_i32(i32 %a, i32 %b) {
  %r = shl i32 %a, %b
  ret i32 %r
}

define i64 @shl_i64(i64 %a, i64 %b) {
  %r = shl i64 %a, %b
  ret i64 %r
}

define i128 @shl_i128(i128 %a, i128 %b) {
  %r = shl i128 %a, %b
  ret i128 %r
}

define i255 @shl_i255(i255 %a, i255 %b) {
  %r = shl i255 %a, %b
  ret i255 %r
}

define i256 @shl_i256(i256 %a, i256 %b) {
  %r = shl i256 %a, %b
  ret i256 %r
}

define i1 @lshr_i1(i1 %a, i1 %b) {
  %r = lshr i1 %a, %b
  ret i1 %r
}

define i8 @lshr_i8(i8 %a, i8 %b) {
  %r = lshr i8 %a, %b
  ret i8 %r
}

define i32 @lshr_i32(i32 %a, i32 %b) {
  %r = lshr i32 %a, %b
  ret i32 %r
}

define i64 @lshr_i64(i64 %a, i64 %b) {
  %r = lshr i64 %a, %b
  ret i64 %r
}

define i128 @lshr_i128(i128 %a, i128 %b) {
  %r = lshr i128 %a, %b
  ret i128 %r
}

define i255 @lshr_i255(i255 %a, i255 %b) {
  %r = lshr i255 %a, %b
  ret i255 %r
}

define i256 @lshr_i256(i256 %a, i256 %b) {
  %r = lshr i256 %a, %b
  ret i256 %r
}

define i1 @ashr_i1(i1 %a, i1 %b) {
  %r = ashr i1 %a, %b
  ret i1 %r
}

define i8 @ashr_i8(i8 %a, i8 %b) {
  %r = ashr i8 %a, %b
  ret i8 %r
}

define i32 @ashr_i32(i32 %a, i32 %b) {
  %r = ashr i32 %a, %b
  ret i32 %r
}

define i64 @ashr_i64(i64 %a, i64 %b) {
  %r = ashr i64 %a, %b
  ret i64 %r
}

define i128 @ashr_i128(i128 %a, i128 %b) {
  %r = ashr i128 %a, %b
  ret i128 %r
}

define i255 @ashr_i255(i255 %a, i255 %b) {
  %r = ashr i255 %a, %b
  ret i255 %r
}

define i256 @ashr_i256(i256 %a, i256 %b) {
  %r = ashr i256 %a, %b
  ret i256 %r
}

define i8 @shl_by1_i8(i8 %a) {
  %r = shl i8 %a, 1
  ret i8 %r
}

define i8 @shl_by5_i8(i8 %a) {
  %r = shl i8 %a, 5
  ret i8 %r
}

define i8 @shl_by7_i8(i8 %a) {
  %r = shl i8 %a, 7
  ret i8 %r
}

define i32 @shl_by1_i32(i32 %a) {
  %r = shl i32 %a, 1
  ret i32 %r
}

define i32 @shl_by20_i32(i32 %a) {
  %r = shl i32 %a, 20
  ret i32 %r
}

define i32 @shl_by31_i32(i32 %a) {
  %r = shl i32 %a, 31
  ret i32 %r
}

define i64 @shl_by1_i64(i64 %a) {
  %r = shl i64 %a, 1
  ret i64 %r
}

define i64 @shl_by40_i64(i64 %a) {
  %r = shl i64 %a, 40
  ret i64 %r
}

define i64 @shl_by63_i64(i64 %a) {
  %r = shl i64 %a, 63
  ret i64 %r
}

define i128 @shl_by1_i128(i128 %a) {
  %r = shl i128 %a, 1
  ret i128 %r
}

define i128 @shl_by80_i128(i128 %a) {
  %r = shl i128 %a, 80
  ret i128 %r
}

define i128 @shl_by127_i128(i128 %a) {
  %r = shl i128 %a, 127
  ret i128 %r
}

define i255 @shl_by1_i255(i255 %a) {
  %r = shl i255 %a, 1
  ret i255 %r
}

define i255 @shl_by159_i255(i255 %a) {
  %r = shl i255 %a, 159
  ret i255 %r
}

define i255 @shl_by254_i255(i255 %a) {
  %r = shl i255 %a, 254
  ret i255 %r
}

define i256 @shl_by1_i256(i256 %a) {
  %r = shl i256 %a, 1
  ret i256 %r
}

define i256 @shl_by160_i256(i256 %a) {
  %r = shl i256 %a, 160
  ret i256 %r
}

define i256 @shl_by255_i256(i256 %a) {
  %r = shl i256 %a, 255
  ret i256 %r
}

define i8 @lshr_by1_i8(i8 %a) {
  %r = lshr i8 %a, 1
  ret i8 %r
}

define i8 @lshr_by5_i8(i8 %a) {
  %r = lshr i8 %a, 5
  ret i8 %r
}

define i8 @lshr_by7_i8(i8 %a) {
  %r = lshr i8 %a, 7
  ret i8 %r
}

define i32 @lshr_by1_i32(i32 %a) {
  %r = lshr i32 %a, 1
  ret i32 %r
}

define i32 @lshr_by20_i32(i32 %a) {
  %r = lshr i32 %a, 20
  ret i32 %r
}

define i32 @lshr_by31_i32(i32 %a) {
  %r = lshr i32 %a, 31
  ret i32 %r
}

define i64 @lshr_by1_i64(i64 %a) {
  %r = lshr i64 %a, 1
  ret i64 %r
}

define i64 @lshr_by40_i64(i64 %a) {
  %r = lshr i64 %a, 40
  ret i64 %r
}

define i64 @lshr_by63_i64(i64 %a) {
  %r = lshr i64 %a, 63
  ret i64 %r
}

define i128 @lshr_by1_i128(i128 %a) {
  %r = lshr i128 %a, 1
  ret i128 %r
}

define i128 @lshr_by80_i128(i128 %a) {
  %r = lshr i128 %a, 80
  ret i128 %r
}

define i128 @lshr_by127_i128(i128 %a) {
  %r = lshr i128 %a, 127
  ret i128 %r
}

define i255 @lshr_by1_i255(i255 %a) {
  %r = lshr i255 %a, 1
  ret i255 %r
}

define i255 @lshr_by159_i255(i255 %a) {
  %r = lshr i255 %a, 159
  ret i255 %r
}

define i255 @lshr_by254_i255(i255 %a) {
  %r = lshr i255 %a, 254
  ret i255 %r
}

define i256 @lshr_by1_i256(i256 %a) {
  %r = lshr i256 %a, 1
  ret i256 %r
}

define i256 @lshr_by160_i256(i256 %a) {
  %r = lshr i256 %a, 160
  ret i256 %r
}

define i256 @lshr_by255_i256(i256 %a) {
  %r = lshr i256 %a, 255
  ret i256 %r
}

define i8 @ashr_by1_i8(i8 %a) {
  %r = ashr i8 %a, 1
  ret i8 %r
}

define i8 @ashr_by5_i8(i8 %a) {
  %r = ashr i8 %a, 5
  ret i8 %r
}

define i8 @ashr_by7_i8(i8 %a) {
  %r = ashr i8 %a, 7
  ret i8 %r
}

define i32 @ashr_by1_i32(i32 %a) {
  %r = ashr i32 %a, 1
  ret i32 %r
}

define i32 @ashr_by20_i32(i32 %a) {
  %r = ashr i32 %a, 20
  ret i32 %r
}

define i32 @ashr_by31_i32(i32 %a) {
  %r = ashr i32 %a, 31
  ret i32 %r
}

define i64 @ashr_by1_i64(i64 %a) {
  %r = ashr i64 %a, 1
  ret i64 %r
}

define i64 @ashr_by40_i64(i64 %a) {
  %r = ashr i64 %a, 40
  ret i64 %r
}

define i64 @ashr_by63_i64(i64 %a) {
  %r = ashr i64 %a, 63
  ret i64 %r
}

define i128 @ashr_by1_i128(i128 %a) {
  %r = ashr i128 %a, 1
  ret i128 %r
}

define i128 @ashr_by80_i128(i128 %a) {
  %r = ashr i128 %a, 80
  ret i128 %r
}

define i128 @ashr_by127_i128(i128 %a) {
  %r = ashr i128 %a, 127
  ret i128 %r
}

define i255 @ashr_by1_i255(i255 %a) {
  %r = ashr i255 %a, 1
  ret i255 %r
}

define i255 @ashr_by159_i255(i255 %a) {
  %r = ashr i255 %a, 159
  ret i255 %r
}

define i255 @ashr_by254_i255(i255 %a) {
  %r = ashr i255 %a, 254
  ret i255 %r
}

define i256 @ashr_by1_i256(i256 %a) {
  %r = ashr i256 %a, 1
  ret i256 %r
}

define i256 @ashr_by160_i256(i256 %a) {
  %r = ashr i256 %a, 160
  ret i256 %r
}

define i256 @ashr_by255_i256(i256 %a) {
  %r = ashr i256 %a, 255
  ret i256 %r
}
