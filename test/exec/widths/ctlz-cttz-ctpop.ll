;! { "cases": [
;! {"name": "ctlz_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x81d5b4f7dcee485a56197eb6c65ba82dc20937eb4bf4ccceb2a4691549f6f54f"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0"]}], "expected": ["0x8"]},
;! {"name": "ctlz_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2b6407040f9a615c4a56f3533379984f4cfff57e79b8cdd92ddf391497f99b01"]}], "expected": ["0x7"]},
;! {"name": "ctlz_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x28410be1772462dd09c04bce0ed6200c156b8d74785c724a2903053e596cf780"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7f"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x6a1c679146b057b4cfc64460c1a99bdf5fc6d0bee6b5db449d6d4b2c5dfcd15"]}], "expected": ["0x3"]},
;! {"name": "ctlz_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2"]}], "expected": ["0x6"]},
;! {"name": "ctlz_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x13341371c739e7dccb88c0f92ef196ecf920eb88cffda99ba5624e5551bb1104"]}], "expected": ["0x5"]},
;! {"name": "ctlz_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0"]}], "expected": ["0x20"]},
;! {"name": "ctlz_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x3605c9bce824fa43332ed400bd24a37b78c6e4f6a62fb8bab167231b00000001"]}], "expected": ["0x1f"]},
;! {"name": "ctlz_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xbc0cc6b7ce23e1d60019f2fa278331af94877e88757c9fbeda9dfe7980000000"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7fffffff"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x8de6a63cd493e0215bfa62067f630d4072bc0c02dfece404b7d09493ffbab245"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xfff5b85a"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x256fcd62ad69977f5c41c08daefac67cb4f94c50c32938a9bd554da280000001"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0"]}], "expected": ["0x40"]},
;! {"name": "ctlz_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2ce2cb2c8ba1aeac5a7fbf16f0c7843f576df73d7c17d7040000000000000001"]}], "expected": ["0x3f"]},
;! {"name": "ctlz_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xb5daa598543f2ffc48224f2d13b1a36956140e03334444c68000000000000000"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7fffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x3a2e82102790e46c6407b6f295eeeacd8c7bb4c233a2ee653ada61b982e4518e"]}], "expected": ["0x2"]},
;! {"name": "ctlz_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x6a6c2c104b317821"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1613da94db7274a0fbb4a69201c7b6430bd57abf2aa909100000000000000002"]}], "expected": ["0x3e"]},
;! {"name": "ctlz_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0"]}], "expected": ["0x80"]},
;! {"name": "ctlz_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fa8a7abe7c05380553b9c260ed4e29c00000000000000000000000000000001"]}], "expected": ["0x7f"]},
;! {"name": "ctlz_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x33917983a59b9725ab1a1d4cdf0e7c5180000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x9d090ed1bfe1db933ee7c45ac4bfde5700000000000000000000000000000002"]}], "expected": ["0x7e"]},
;! {"name": "ctlz_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x9ec"]}], "expected": ["0x74"]},
;! {"name": "ctlz_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xd28598a5d6ef6f9f46952b941f2b0149010000000000000000000000000000ff"]}], "expected": ["0x7"]},
;! {"name": "ctlz_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0"]}], "expected": ["0xff"]},
;! {"name": "ctlz_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xfe"]},
;! {"name": "ctlz_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x16840b935c73552b3"]}], "expected": ["0xbe"]},
;! {"name": "ctlz_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1aafe911d1"]}], "expected": ["0xda"]},
;! {"name": "ctlz_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xff80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0"]}], "expected": ["0x100"]},
;! {"name": "ctlz_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1"]}], "expected": ["0xff"]},
;! {"name": "ctlz_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "ctlz_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "ctlz_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x2"]}], "expected": ["0xfe"]},
;! {"name": "ctlz_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x4832862dc56e165097f01b76ebcfb"]}], "expected": ["0x8d"]},
;! {"name": "ctlz_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "cttz_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0"]}], "expected": ["0x1"]},
;! {"name": "cttz_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x128623f799ad4c8f6ad1e11c5b9f5775cb82c82a4d9b1127dfe2be83a86d8d45"]}], "expected": ["0x0"]},
;! {"name": "cttz_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0"]}], "expected": ["0x8"]},
;! {"name": "cttz_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7b9a8f28f593698121551e64e071fe353b099c91f7aa7ff6f9f02e9a32805401"]}], "expected": ["0x0"]},
;! {"name": "cttz_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xa5e7f58fb31ee0fe74c78f27700e523ccad897b54c266a73a032036710f9c680"]}], "expected": ["0x7"]},
;! {"name": "cttz_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "cttz_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xcb41b0c60e5403b7580d1281de8a294d66dcaa0499fbd1a9c4e23d2d33a55cfd"]}], "expected": ["0x0"]},
;! {"name": "cttz_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xf8"]}], "expected": ["0x3"]},
;! {"name": "cttz_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xce6f25f938615382be9a2b9181ffbafedc5369f9d5210b3ea791640eaa24b603"]}], "expected": ["0x0"]},
;! {"name": "cttz_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0"]}], "expected": ["0x20"]},
;! {"name": "cttz_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xab5551391af2a40324f5c774319c84c995e11a598f45544c11c4243e00000001"]}], "expected": ["0x0"]},
;! {"name": "cttz_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x60066cff48d60cb1c23ca2ee6e44d2b9fc4ffbe8b9ca4a62a013ad880000000"]}], "expected": ["0x1f"]},
;! {"name": "cttz_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xdc917e0c575ecf0048850bd77cb03686fe43db7633c0c0c1819c21beef1ba7c4"]}], "expected": ["0x2"]},
;! {"name": "cttz_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfffffffe"]}], "expected": ["0x1"]},
;! {"name": "cttz_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xe5e6ef4391f66e190658eaec09b835302e66c5f42f06b187ec11eef5ffff702b"]}], "expected": ["0x0"]},
;! {"name": "cttz_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0"]}], "expected": ["0x40"]},
;! {"name": "cttz_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x56382eeec2e78cd2b538523b007ef7880de463801e2bd6750000000000000001"]}], "expected": ["0x0"]},
;! {"name": "cttz_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x4b327c706e9b249af2fc6685d15195052d6d3766704a99278000000000000000"]}], "expected": ["0x3f"]},
;! {"name": "cttz_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7fffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x8c0400adcd7abbea4dd31a38483b435e4cafec2df92666a3f28f22442540591c"]}], "expected": ["0x2"]},
;! {"name": "cttz_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffff607999f4"]}], "expected": ["0x2"]},
;! {"name": "cttz_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xc7d996deae8222fe6302ae973973cccb81f056c09a30acc57f00000000000000"]}], "expected": ["0x38"]},
;! {"name": "cttz_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0"]}], "expected": ["0x80"]},
;! {"name": "cttz_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x61747aa497a532701ed5308de51584ab00000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "cttz_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x9bf644b201d54de32eb2b4035be573ae80000000000000000000000000000000"]}], "expected": ["0x7f"]},
;! {"name": "cttz_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x9aece1a4154f5b98bc2b166febc24a4bff000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "cttz_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd0db83257008f2018cac71aa420f18fe"]}], "expected": ["0x1"]},
;! {"name": "cttz_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x59fc46b7cdb23039c9941260fe2e95eb00000000000000000000000000000002"]}], "expected": ["0x1"]},
;! {"name": "cttz_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0"]}], "expected": ["0xff"]},
;! {"name": "cttz_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1"]}], "expected": ["0x0"]},
;! {"name": "cttz_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xfe"]},
;! {"name": "cttz_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "cttz_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x417814f00a3c779b72415f91ed906be2c78124cafd6edd9fb69de12c9be9305"]}], "expected": ["0x0"]},
;! {"name": "cttz_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7ffffffffffffffffffff2e119608bc6c998a08282518cc506ea2037fc7bf73b"]}], "expected": ["0x0"]},
;! {"name": "cttz_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0"]}], "expected": ["0x100"]},
;! {"name": "cttz_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1"]}], "expected": ["0x0"]},
;! {"name": "cttz_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xff"]},
;! {"name": "cttz_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "cttz_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1c9092ddaf791956b7732772a1f4e2ba621e78a3632"]}], "expected": ["0x1"]},
;! {"name": "cttz_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x9a2250b340300901477c1c7229ecac8cdfeb99a73e6005abbed934fe9d4f1eb7"]}], "expected": ["0x0"]},
;! {"name": "cttz_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xb56c057dea910d9731185fd2fcea680059581022291059a8e238efc6850199a"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ctpop_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x78054e7009cbc3975ff494743be950936a3521b89625d80e8d9206844a90aeb7"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ctpop_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x92b7be5126e852bb0c82799f259f6c5a21a70317e0019e3ced8b5c98ab79d201"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xff"]}], "expected": ["0x8"]},
;! {"name": "ctpop_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xf5770906a794511e982068e88ccc6884681d42778c2f3c8ca57833ac227eab80"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7f"]}], "expected": ["0x7"]},
;! {"name": "ctpop_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x9f3e59fdb0a95cdc8f2ef59f9c6dbc12c1f6fe83fa028e373176ed992cc4a381"]}], "expected": ["0x2"]},
;! {"name": "ctpop_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x24"]}], "expected": ["0x2"]},
;! {"name": "ctpop_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x4982b1ce91010f3ebaf77933537c9de28a34805dbbc37511b99a148c94496ab"]}], "expected": ["0x5"]},
;! {"name": "ctpop_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ctpop_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xcc38e98abbbf451e1c3ee32effb37006352f5e7783beec9ef54be85600000001"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xffffffff"]}], "expected": ["0x20"]},
;! {"name": "ctpop_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x816697cd3b8f96377e4336f1dacdb48a67c81ba2dbe65ad4901ed40180000000"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7fffffff"]}], "expected": ["0x1f"]},
;! {"name": "ctpop_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x978cafcec83078bdc955a7fd4756919b9c936cdcf4f8bc370b5ee7dcffffffdc"]}], "expected": ["0x1d"]},
;! {"name": "ctpop_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x80000001"]}], "expected": ["0x2"]},
;! {"name": "ctpop_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x4da91dc29c52888959d8852c7d13f563ee614a046315d78c2d63d57a010000ff"]}], "expected": ["0x9"]},
;! {"name": "ctpop_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ctpop_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x38b4174a872e3d48f6639370a824be108e4eb98399f331700000000000000001"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffff"]}], "expected": ["0x40"]},
;! {"name": "ctpop_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xb470c3c8e641c3c3657b0e202b7663727d61ae0dd7a2fc458000000000000000"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffff"]}], "expected": ["0x3f"]},
;! {"name": "ctpop_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x959a9739e65e78833f0b14a0a57780a2a404134a3af4bd10ff00000000000001"]}], "expected": ["0x9"]},
;! {"name": "ctpop_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x3707fa2bfacb5"]}], "expected": ["0x1f"]},
;! {"name": "ctpop_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xaedd34668d58beda2609a8d381bd61534c4a30e3eae608c4b21256d6374f37c3"]}], "expected": ["0x22"]},
;! {"name": "ctpop_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ctpop_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x80877d3d4873a9e8440bf1dce1f6518c00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x80"]},
;! {"name": "ctpop_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x337f8cdef5ed42f047758c9f733496a880000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7f"]},
;! {"name": "ctpop_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1fd5eeef88ae12ab8a55417b45ecf1c010000000000000000000000000000ff"]}], "expected": ["0x9"]},
;! {"name": "ctpop_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffffffff602ffb43"]}], "expected": ["0x71"]},
;! {"name": "ctpop_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xdeea3b37210387a97da1da808706068b00717c321cc59bee22a4f939fbc95438"]}], "expected": ["0x3e"]},
;! {"name": "ctpop_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ctpop_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x1"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "ctpop_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfe"]},
;! {"name": "ctpop_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3f80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7"]},
;! {"name": "ctpop_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x9"]},
;! {"name": "ctpop_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x9"]},
;! {"name": "ctpop_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ctpop_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x100"]},
;! {"name": "ctpop_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "ctpop_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x2"]}], "expected": ["0x1"]},
;! {"name": "ctpop_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffe872c7d636f70d3f226aee"]}], "expected": ["0xda"]},
;! {"name": "ctpop_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x9"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.ctlz and llvm.cttz (zero is not poison) and llvm.ctpop.
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
declare i1 @llvm.ctlz.i1(i1, i1)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i255 @llvm.ctlz.i255(i255, i1)
declare i256 @llvm.ctlz.i256(i256, i1)
declare i1 @llvm.cttz.i1(i1, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i128 @llvm.cttz.i128(i128, i1)
declare i255 @llvm.cttz.i255(i255, i1)
declare i256 @llvm.cttz.i256(i256, i1)
declare i1 @llvm.ctpop.i1(i1)
declare i8 @llvm.ctpop.i8(i8)
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i128 @llvm.ctpop.i128(i128)
declare i255 @llvm.ctpop.i255(i255)
declare i256 @llvm.ctpop.i256(i256)

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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = trunc i256 %f0.1 to i1
  %f0.3 = call i1 @ctlz_i1(i1 %f0.2)
  %f0.4 = zext i1 %f0.3 to i256
  %f0.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.4, ptr addrspace(1) %f0.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i8
  %f1.3 = call i8 @ctlz_i8(i8 %f1.2)
  %f1.4 = zext i8 %f1.3 to i256
  %f1.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.4, ptr addrspace(1) %f1.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i32
  %f2.3 = call i32 @ctlz_i32(i32 %f2.2)
  %f2.4 = zext i32 %f2.3 to i256
  %f2.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.4, ptr addrspace(1) %f2.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i64
  %f3.3 = call i64 @ctlz_i64(i64 %f3.2)
  %f3.4 = zext i64 %f3.3 to i256
  %f3.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.4, ptr addrspace(1) %f3.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i128
  %f4.3 = call i128 @ctlz_i128(i128 %f4.2)
  %f4.4 = zext i128 %f4.3 to i256
  %f4.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.4, ptr addrspace(1) %f4.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i255
  %f5.3 = call i255 @ctlz_i255(i255 %f5.2)
  %f5.4 = zext i255 %f5.3 to i256
  %f5.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.4, ptr addrspace(1) %f5.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = call i256 @ctlz_i256(i256 %f6.1)
  %f6.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.2, ptr addrspace(1) %f6.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i1
  %f7.3 = call i1 @cttz_i1(i1 %f7.2)
  %f7.4 = zext i1 %f7.3 to i256
  %f7.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.4, ptr addrspace(1) %f7.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = trunc i256 %f8.1 to i8
  %f8.3 = call i8 @cttz_i8(i8 %f8.2)
  %f8.4 = zext i8 %f8.3 to i256
  %f8.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.4, ptr addrspace(1) %f8.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = trunc i256 %f9.1 to i32
  %f9.3 = call i32 @cttz_i32(i32 %f9.2)
  %f9.4 = zext i32 %f9.3 to i256
  %f9.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.4, ptr addrspace(1) %f9.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = trunc i256 %f10.1 to i64
  %f10.3 = call i64 @cttz_i64(i64 %f10.2)
  %f10.4 = zext i64 %f10.3 to i256
  %f10.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.4, ptr addrspace(1) %f10.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = trunc i256 %f11.1 to i128
  %f11.3 = call i128 @cttz_i128(i128 %f11.2)
  %f11.4 = zext i128 %f11.3 to i256
  %f11.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.4, ptr addrspace(1) %f11.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = trunc i256 %f12.1 to i255
  %f12.3 = call i255 @cttz_i255(i255 %f12.2)
  %f12.4 = zext i255 %f12.3 to i256
  %f12.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.4, ptr addrspace(1) %f12.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = call i256 @cttz_i256(i256 %f13.1)
  %f13.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.2, ptr addrspace(1) %f13.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = trunc i256 %f14.1 to i1
  %f14.3 = call i1 @ctpop_i1(i1 %f14.2)
  %f14.4 = zext i1 %f14.3 to i256
  %f14.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.4, ptr addrspace(1) %f14.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = trunc i256 %f15.1 to i8
  %f15.3 = call i8 @ctpop_i8(i8 %f15.2)
  %f15.4 = zext i8 %f15.3 to i256
  %f15.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.4, ptr addrspace(1) %f15.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = trunc i256 %f16.1 to i32
  %f16.3 = call i32 @ctpop_i32(i32 %f16.2)
  %f16.4 = zext i32 %f16.3 to i256
  %f16.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.4, ptr addrspace(1) %f16.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = trunc i256 %f17.1 to i64
  %f17.3 = call i64 @ctpop_i64(i64 %f17.2)
  %f17.4 = zext i64 %f17.3 to i256
  %f17.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.4, ptr addrspace(1) %f17.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = trunc i256 %f18.1 to i128
  %f18.3 = call i128 @ctpop_i128(i128 %f18.2)
  %f18.4 = zext i128 %f18.3 to i256
  %f18.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.4, ptr addrspace(1) %f18.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = trunc i256 %f19.1 to i255
  %f19.3 = call i255 @ctpop_i255(i255 %f19.2)
  %f19.4 = zext i255 %f19.3 to i256
  %f19.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.4, ptr addrspace(1) %f19.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = call i256 @ctpop_i256(i256 %f20.1)
  %f20.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.2, ptr addrspace(1) %f20.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @ctlz_i1(i1 %a) {
  %r = call i1 @llvm.ctlz.i1(i1 %a, i1 false)
  ret i1 %r
}

define i8 @ctlz_i8(i8 %a) {
  %r = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  ret i8 %r
}

define i32 @ctlz_i32(i32 %a) {
  %r = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  ret i32 %r
}

define i64 @ctlz_i64(i64 %a) {
  %r = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
  ret i64 %r
}

define i128 @ctlz_i128(i128 %a) {
  %r = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  ret i128 %r
}

define i255 @ctlz_i255(i255 %a) {
  %r = call i255 @llvm.ctlz.i255(i255 %a, i1 false)
  ret i255 %r
}

define i256 @ctlz_i256(i256 %a) {
  %r = call i256 @llvm.ctlz.i256(i256 %a, i1 false)
  ret i256 %r
}

define i1 @cttz_i1(i1 %a) {
  %r = call i1 @llvm.cttz.i1(i1 %a, i1 false)
  ret i1 %r
}

define i8 @cttz_i8(i8 %a) {
  %r = call i8 @llvm.cttz.i8(i8 %a, i1 false)
  ret i8 %r
}

define i32 @cttz_i32(i32 %a) {
  %r = call i32 @llvm.cttz.i32(i32 %a, i1 false)
  ret i32 %r
}

define i64 @cttz_i64(i64 %a) {
  %r = call i64 @llvm.cttz.i64(i64 %a, i1 false)
  ret i64 %r
}

define i128 @cttz_i128(i128 %a) {
  %r = call i128 @llvm.cttz.i128(i128 %a, i1 false)
  ret i128 %r
}

define i255 @cttz_i255(i255 %a) {
  %r = call i255 @llvm.cttz.i255(i255 %a, i1 false)
  ret i255 %r
}

define i256 @cttz_i256(i256 %a) {
  %r = call i256 @llvm.cttz.i256(i256 %a, i1 false)
  ret i256 %r
}

define i1 @ctpop_i1(i1 %a) {
  %r = call i1 @llvm.ctpop.i1(i1 %a)
  ret i1 %r
}

define i8 @ctpop_i8(i8 %a) {
  %r = call i8 @llvm.ctpop.i8(i8 %a)
  ret i8 %r
}

define i32 @ctpop_i32(i32 %a) {
  %r = call i32 @llvm.ctpop.i32(i32 %a)
  ret i32 %r
}

define i64 @ctpop_i64(i64 %a) {
  %r = call i64 @llvm.ctpop.i64(i64 %a)
  ret i64 %r
}

define i128 @ctpop_i128(i128 %a) {
  %r = call i128 @llvm.ctpop.i128(i128 %a)
  ret i128 %r
}

define i255 @ctpop_i255(i255 %a) {
  %r = call i255 @llvm.ctpop.i255(i255 %a)
  ret i255 %r
}

define i256 @ctpop_i256(i256 %a) {
  %r = call i256 @llvm.ctpop.i256(i256 %a)
  ret i256 %r
}
