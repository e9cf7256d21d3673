;! { "cases": [
;! {"name": "and_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xcf154af0104a9ef2a3e28078eecf47e446244609c4b5b35df40a4a428f255a32", "0x48acfe0eea9a455421c6f9f45487c5d909c7809cd7f5ff07f494c45d8863e3fb"]}], "expected": ["0x0"]},
;! {"name": "and_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "and_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xc1af4fa76535b051ccb8720f91ecd06099daa024d1804f58f3bc6f608ace8d4d", "0x83c1e0d39d37f85da821f696725aba06f64fe667402b5c261d48ae9e6caf3c00"]}], "expected": ["0x0"]},
;! {"name": "and_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfe", "0xfe"]}], "expected": ["0xfe"]},
;! {"name": "and_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xc39a609f81c57c43df11046480d595eb2a824b23b5e89f66bd6e4873c46ed32", "0x76b4e60b3f0f992b1e4a98624519d4feb0669b24a0406f8e82cff06bc8d3fb36"]}], "expected": ["0x32"]},
;! {"name": "and_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xe9", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb182774efc6c34c461d22996103e49a4bb53600aa1d4b9e524298d204f199c14", "0x83d8267311b7548fccf83fd78c03cb2c8f30f89124b2d58d7a9f8ccbed52347f"]}], "expected": ["0x14"]},
;! {"name": "and_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1", "0xfe"]}], "expected": ["0x0"]},
;! {"name": "and_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xa6dc29a5e106c8f295730eb70d7f71425af03af88ac8505037f7df64a5f746cf", "0x1aead0cbc5e7454afae3af6bd4d982cbc22bd4a71a52eedf0c7f9df9c1579fff"]}], "expected": ["0xcf"]},
;! {"name": "and_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7a", "0xfc"]}], "expected": ["0x78"]},
;! {"name": "and_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8e1d07419e83b21576c4f9d067fdf5aaf3f5c398f7b2a08fad50d28992cf5b07", "0xc91063f5283b8e48522911aefcef6f48d6b575ce765a3ff49fca34c9265b5768"]}], "expected": ["0x0"]},
;! {"name": "and_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x2", "0x2"]}], "expected": ["0x2"]},
;! {"name": "and_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x98d5b8c47ca2a76697973cbe86c464c362ad44a46d7e619f915b6bbf782a9d94", "0xc79062b5bc6b9fdf10ffd4db80bd063e3953c14a7faa8a6cc14100af7f000000"]}], "expected": ["0x78000000"]},
;! {"name": "and_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x3df519b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "and_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xbca8ceb4d2ca9a7aaf76e488e51a7d9f006f3bafd8b27fd98b0a5ab17fffffff", "0xdf49da2e700892a0d2b14b9d5f7779cc4f06e691dee3d2ac93621fe000000002"]}], "expected": ["0x2"]},
;! {"name": "and_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xfffffffe", "0x80000000"]}], "expected": ["0x80000000"]},
;! {"name": "and_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x5b2e623c836be5104e8044db9271759b8d211986ac6d86b5ec4719b700000000", "0xf00cb6f96c0390875302dc1fc28a96d820e83b8caf53ffdb9bfe849900048ae9"]}], "expected": ["0x0"]},
;! {"name": "and_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xe8111b06"]}], "expected": ["0x0"]},
;! {"name": "and_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xb430a8b496611a0a7e3d89c4fec50823776387ff11e70f4a5b3caff480000000", "0xc7c8ba19044bd24d421d803a63baadc7acb32b12a8589e063b7b83e100002bf0"]}], "expected": ["0x0"]},
;! {"name": "and_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7b210b13b4a13a1f6d22680794f15c7dcea1e6f6d6901dcf0000000000000001", "0x191dbd24b35bdbf467c01817ceb5acb0b78038be163f7c87c4b4fdc7d20a81bb"]}], "expected": ["0x1"]},
;! {"name": "and_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1", "0x994185b"]}], "expected": ["0x1"]},
;! {"name": "and_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x94a1a86e31b59a60b219328d24e1b82b9307248170e54668000538e5632383f1", "0xb2d7c2c2eefde6662b2b7662b9e40390b14cf8c693ab027e8000000000000000"]}], "expected": ["0x0"]},
;! {"name": "and_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x8000000000000001"]}], "expected": ["0x0"]},
;! {"name": "and_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xaf44b3bda364554eaa4da1792ae6485cd61dbdc71c6cf64000028acfa0a95b6", "0x932b703577351287cc9640ac9fc8150642a363648db06b64ffffffffe8cbac71"]}], "expected": ["0x28ace80a8430"]},
;! {"name": "and_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2", "0x1000000000000ff"]}], "expected": ["0x2"]},
;! {"name": "and_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xf2944ab872e36ddb1a9ca8443b276d26ba31fb902256cb688000000000000001", "0xcff9deeacb270414cd97f24b6685172f511b0518b885728fffebd813be38167"]}], "expected": ["0x8000000000000001"]},
;! {"name": "and_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x2f1bf5541418f44cc9c49ba4c52ce455", "0x2f1bf5541418f44cc9c49ba4c52ce455"]}], "expected": ["0x2f1bf5541418f44cc9c49ba4c52ce455"]},
;! {"name": "and_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x5f8e81613ac2327688823d595979ab790000000000000000000000000002f65c", "0xe374805a8b29055870a9235e4e976d216bc4e3bb34a43514b8df4e17ccdcf028"]}], "expected": ["0xf008"]},
;! {"name": "and_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffffffffffffffffff", "0xfffffffff4d8b041590c09a9166c8669"]}], "expected": ["0xfffffffff4d8b041590c09a9166c8669"]},
;! {"name": "and_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xf9354fab0d691ad7e619d4314d6c494800000000000000000000000008ebc6a8", "0x5a9f0e0091c446b7d19f564adbd760c02f68b38dcda8c706144b5b7d4a5ecdd7"]}], "expected": ["0x84ac480"]},
;! {"name": "and_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x10000000000000000000000000000ff", "0x812f9"]}], "expected": ["0xf9"]},
;! {"name": "and_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xcf66099ddab7708710be87ec232f226d375c9938fa0a61ab51c21d0d14bfacb3", "0x1665f13324422e9f88f917a7fd14fe27fffffffffffffffffffc5e068d216cc5"]}], "expected": ["0x375c9938fa0a61ab51c01c0404212c81"]},
;! {"name": "and_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x3af5a089085ef91661a0aa33edcaaf93", "0x2"]}], "expected": ["0x2"]},
;! {"name": "and_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xfdbe838922c0102f7d51b0cd274b02d2ed03cac55448c107f7520558e9eee16e", "0x43710e096ad9115af5795c618426c83900000000000000000000000000000002"]}], "expected": ["0x2"]},
;! {"name": "and_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfe9bbb026cb362bc78d732a89622b5e28c1e075374020ca1c845b9dc300fcc2c", "0x1c8044b1b8a45b3c9182cc489268dcec95487e66d76cab41207df7378353e8e8"]}], "expected": ["0x1c80000028a0423c10820008922094e084080642540008010045b1140003c828"]},
;! {"name": "and_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x9813ebe4339158c2956a03d0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "and_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xee926607f0f8bdc4a3910f", "0xbfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xee926607f0f8bdc4a3910f"]},
;! {"name": "and_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7ffffffff84b7ec7d803668657cab3c43437790911022ea8744136c3090e8a93", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x551c7891a0277983c589cf5347c8cc0abe43c175955549e6967859a902891203", "0x65ba2248c64039bc44733e7b167024"]}], "expected": ["0x418020004440209440512802001000"]},
;! {"name": "and_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x352a65bdc7d318230c7b49a7bcf94229aaf01d1bc9124fa61de5fe4fe3835acd"]}], "expected": ["0xcd"]},
;! {"name": "and_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7ffffffffffffffffffffffffffe759765259d01d3322076977b97a20d719951", "0xa70e3cc265a34495d78901ac39490c5b5acf58ccc1500e4a277"]}], "expected": ["0xa70e3cc265a3448551000008100900020249508840000608051"]},
;! {"name": "and_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xcde85600a0ec01ea1038d00027066fdd0937146ca4ee46763cd34ea16bec095d", "0xcde85600a0ec01ea1038d00027066fdd0937146ca4ee46763cd34ea16bec095d"]}], "expected": ["0xcde85600a0ec01ea1038d00027066fdd0937146ca4ee46763cd34ea16bec095d"]},
;! {"name": "and_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xc516b2eaba5a2f221419ddde1c915b4bbc8490561fce9fafa821fbd940659bd1", "0xfb9f22f34c6189997242bf02279ae213281258c2a40"]}], "expected": ["0xd9810011042188090040bc00229a821328100040a40"]},
;! {"name": "and_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xb2dda79"]}], "expected": ["0xb2dda79"]},
;! {"name": "and_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "and_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7a2f3f1b21e322d65ef9e0a6dbd60543dab694bbe14b24886", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x7a2f3f1b21e322d65ef9e0a6dbd60543dab694bbe14b24886"]},
;! {"name": "and_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "and_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x6d0ea642d54329ad2438dc10073a32cff6888e4ac00e1eb9afa23a345f0da40a", "0xfffffeac4f23f2c3220b265ab92f8eeab247588b7cbbe5d0955028b47938bf09"]}], "expected": ["0x6d0ea6004503208120080410012a02cab200080a400a0490850028345908a408"]},
;! {"name": "and_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffa5308ed1634873cab60c002ab0605127c09b142200d15f7e2f402d9dbf0b"]}], "expected": ["0x1"]},
;! {"name": "or_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "or_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xa723682df9d430c672e8e7626da3253077801d76341123ed6a3e6ebbbfdf82ef", "0xa018759895b2228124de12935c325541ce2be2535950adf34025fef5b865c338"]}], "expected": ["0x1"]},
;! {"name": "or_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "or_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x4e3136a2977c5446ae183ff2d1ffb1b3fdbc2f0bc404b565f5414720763e02cb", "0x3b2e9d90eeaafd044e3985ccdd2a0de7bb6cf1c67e335fca3c4f5b38edbd7783"]}], "expected": ["0x1"]},
;! {"name": "or_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2", "0x2"]}], "expected": ["0x2"]},
;! {"name": "or_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x691a4d079f2264a8a3c0a6a1500ab3e7d89bad088b7c7a04811fbd0eb350d600", "0x2c2dd448df4f98f6ce1209cbc2540f8919701808468e1dc4a7ec39dbc8a1065b"]}], "expected": ["0x5b"]},
;! {"name": "or_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xf5", "0x81"]}], "expected": ["0xf5"]},
;! {"name": "or_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x36c2936a40655b9a85dcafce739f7f1c934cb4374200741a4c401e5c59ce7e65", "0xae17b9cf4048f86e3416113f39879f8e8d5de710a4e5aa4f12158efef52a2e3b"]}], "expected": ["0x7f"]},
;! {"name": "or_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xff", "0x5e"]}], "expected": ["0xff"]},
;! {"name": "or_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2df82b3f38ea2b6b6f146db7b7923ec7473ebc6c2b2ae811ca64186376c9f419", "0xc051fe190cceebbdc88eadeee92527fdb9347da85346741168b2d77e3eb587fe"]}], "expected": ["0xff"]},
;! {"name": "or_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x22", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "or_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xd20a583ca3f95b413c8af8a624ec6128f7a355e3318ccd104430734e53964ff8", "0xecaeaa8ebf70e8d8ac86a32f689cc9e5a1c3206e75aa15a94fa2252c7ee7d231"]}], "expected": ["0xf9"]},
;! {"name": "or_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7f000000", "0x7f000000"]}], "expected": ["0x7f000000"]},
;! {"name": "or_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfcfe48ed92d0b9f0aeddf75d1c17f0c8252c5167646924292682736f7fffffff", "0x4ff8eaa28053d2dbb548a7b8be5a9be998c45ee10d8cf5f44094962b6afb161f"]}], "expected": ["0x7fffffff"]},
;! {"name": "or_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffff", "0xfff81529"]}], "expected": ["0xffffffff"]},
;! {"name": "or_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xf3e0f8fa67ed67912da2b35b9196ee7b70e6cd6a72b1980f838da0c180000000", "0xc47bab430f15861eeac29c028effc29a250e2ce7a446ae6695f817540040b6d4"]}], "expected": ["0x8040b6d4"]},
;! {"name": "or_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7f000000", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "or_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xe1635635407b5ada82aac2fa06d20b31270b12afd3120f627b94c1e100000000", "0x3d8d8ee6779d202e093796797ea9d5c192211e285da886d96aa81df87fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "or_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x427e9ded", "0xfa9fcdb2"]}], "expected": ["0xfaffddff"]},
;! {"name": "or_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfbb21bf595dbeb10c9fd64874fe8fb6efb821c58c802d44a56a68714fffde840", "0xaf4f0aa3b28441b5419e68e8dd370e97a224a7265a109250c4185f74ffc5240b"]}], "expected": ["0xfffdec4b"]},
;! {"name": "or_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffff5e878505", "0xffffffff5e878505"]}], "expected": ["0xffffffff5e878505"]},
;! {"name": "or_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x6141e91350e9749a2b8c11bec4d676430a2d5d91b5195d9586f6032296927901", "0x824ff95502120fae7a39d7365f6e8e12f6a204534a55cee8b771e0e100b6563d"]}], "expected": ["0xb7f7e3e396b67f3d"]},
;! {"name": "or_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x2a877e6f54cebe7f", "0x1897053a"]}], "expected": ["0x2a877e6f5cdfbf7f"]},
;! {"name": "or_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xaf077cc9c6da32dd14a6cd14a8c5da919eb56e879bb35a4000000000004b65df", "0x2999fb9f3ff74b1ab5a1231cac3746db15f836860c1587b8ff00000000000001"]}], "expected": ["0xff000000004b65df"]},
;! {"name": "or_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xfffffffffffffffe", "0xdc"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "or_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xd19d7ae14f2bee9ece39b6a5d5d928cda38019c6c6a0c9f58000000000000001", "0x8126126e87cecef3ee5f693fdae9174072e2bca3f06d87c1ff00000000000001"]}], "expected": ["0xff00000000000001"]},
;! {"name": "or_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffe73e6e6479db", "0x1000000000000ff"]}], "expected": ["0xffffe73e6e6479ff"]},
;! {"name": "or_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7c05c82e6a177c30972b782d4f1858db88ff9c89dabc006c8000000000000000", "0xbf58c185d62963d7cc744b3f36842fac26ba884a1c95ed9d01000000000000ff"]}], "expected": ["0x81000000000000ff"]},
;! {"name": "or_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2", "0x2"]}], "expected": ["0x2"]},
;! {"name": "or_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x729a9b8b29c0fe05ba4ae4b9f7d9de28124d5019525cb66085ce90514649cc60", "0x87338ca60123836234c150d8e2a4b32f000000000001389c367ed6f4c5db785c"]}], "expected": ["0x124d5019525dbefcb7fed6f5c7dbfc7c"]},
;! {"name": "or_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd2acf4ed3838244e87f31b3d66778dbf", "0x26450f5e97c57204d93bd19b321ae8b0"]}], "expected": ["0xf6edffffbffd764edffbdbbf767fedbf"]},
;! {"name": "or_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x573df17a2235230ab696bb8ee7dbb23bff000000000000000000000000000001", "0xc1820b3d5c0e252d89da27f49d89aabb7f000000000000000000000000000000"]}], "expected": ["0xff000000000000000000000000000001"]},
;! {"name": "or_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2", "0xfffffffffffffffffffffffffffffffe"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "or_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7c7518d2704c48677f32c6dfa9814ba37fffffffffffffffffffffffffffffff", "0x931dcd7a95071e4b63c3d52c6f18f3e42a466ff02a4c45f78ef22ffcec2f8020"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "or_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x4e15a8cbf5211d2b5cc3d4a614ef3c5b", "0x1771b46006c28d3f0a356e24ed8db"]}], "expected": ["0x4e15ffdbf7217d2bdff3f7f6f6effcdb"]},
;! {"name": "or_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfcd1cf08565a3e1654bf824064da2b3c80000000000000000000000000000000", "0xe2021983e51358885f28c8f41cf00a5e010000000000000000000000000000ff"]}], "expected": ["0x810000000000000000000000000000ff"]},
;! {"name": "or_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x6ad6732adaede795a8ae1276cba3562650b17f86ee5893330469c5aa4ea3e6cc", "0x6ad6732adaede795a8ae1276cba3562650b17f86ee5893330469c5aa4ea3e6cc"]}], "expected": ["0x6ad6732adaede795a8ae1276cba3562650b17f86ee5893330469c5aa4ea3e6cc"]},
;! {"name": "or_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffd675a46ba24d2b71d7a96068f7ea25812074e98b"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x1b7e6d81c9c72dfd8ec0479839b6efd7e1ad3f1419ed2"]}], "expected": ["0x800000000000000001b7e6d81c9c72dfd8ec0479839b6efd7e1ad3f1419eff"]},
;! {"name": "or_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7ffffffffffffffffffffffffffffffffffffffffffaa19d6d3535e0c1cd951c", "0x4000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffaa19d6d3535e0c1cd951d"]},
;! {"name": "or_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffffffff4720d7699d9ac3d3ae27d04bf951297285590f7b50a13361e865", "0x7ffffffffffffffffffffffffffffe852a3e7b53980bd2743f10592d67689964"]}], "expected": ["0x7ffffffffffffffffffffffffffffea7fa7ffb53b97bd77d3f7b59ad7769f965"]},
;! {"name": "or_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x73040f301bb91bf03901dd693583faae5cd8dc74e2cd1a4319e6ad430097942b"]}], "expected": ["0x73040f301bb91bf03901dd693583faae5cd8dc74e2cd1a4319e6ad430097942b"]},
;! {"name": "or_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x62ae9b1e1482fb8727492f7f215c73a3c337e3366dfdc2fa9aa44d130992cf1c", "0x7ffffffffffffffffffffffffffffffffffffffffe44d5aa92d9dc2f66967f5b"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffdd7fa9afddd3f6f96ff5f"]},
;! {"name": "or_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7ffffffffffecc5bcea0d141dc1036e58267868e7de04575ec665bc809b8caa8", "0xff80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7ffffffffffecc5bcea0d141dc1036e58267868e7de04575ec665bc809b8caa9"]},
;! {"name": "or_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x24af5cf6a65cd01510e57d19dbc8", "0x24af5cf6a65cd01510e57d19dbc8"]}], "expected": ["0x24af5cf6a65cd01510e57d19dbc8"]},
;! {"name": "or_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x705d", "0x0"]}], "expected": ["0x705d"]},
;! {"name": "or_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x74d9bea84e7d385476382af974ea70e3"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x6f9be26f051d5af72ae95721373371809ac07ca37ee6bb3c4cf3ff4e5e0f681e", "0x265dde1a613063da5a770ca2f229e42453214b16410b62c9d94a10b6fda8ec0e"]}], "expected": ["0x6fdffe7f653d7bff7aff5fa3f73bf5a4dbe17fb77feffbfdddfbfffeffafec1e"]},
;! {"name": "or_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffffffff78584533486d61ae655eae5ba35", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x9b5c63f8e1d42e9363d6584c9bda49edb660fd5620cf8c84c4ccf79e55030d5c", "0xfd229984fddf29799e6bcaa227c6f9c0ddb98"]}], "expected": ["0x9b5c63f8e1d42e9363d6584c9bdfdbedbe6ffdf6b7dfeebceeeeffffdd0fdfdc"]},
;! {"name": "or_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffae77689de850231ea2e2653f07a84a6"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "xor_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "xor_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xd5e5c3ff9c55f6f4e933dbca8720396dbffd7283a3f901cfb12d0a386bf574d5", "0x2b01ebfbbcd9eec5e4839b651a1080af7148b05f2b6a5b66c569ddfa2aac525f"]}], "expected": ["0x0"]},
;! {"name": "xor_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "xor_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x49db81d3e79b260b2f88bcb69a2324ea2d2d5b9c4195eb861e7f3cc5785df0f4", "0x99b0a1b1eb642a615d0cb9a1c52b2a9835c7ea4e96e018c8ef2dd0ebeab03b5"]}], "expected": ["0x1"]},
;! {"name": "xor_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7f", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "xor_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xbad67818ed4f7b654c34986ca59e398d99104cab9941b6501f2df14730f40c00", "0xda23fe5fd0cc9aac36fa583caab5311128b42d1f4916b2943adbc865cc2f1e38"]}], "expected": ["0x38"]},
;! {"name": "xor_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7f", "0xff"]}], "expected": ["0x80"]},
;! {"name": "xor_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x753ae8fa3bc9b77f20a525c1db319746f1ff82f0d66581c4a776b06aae4427fe", "0x548248eefb8d74372eb0055b5a6d8a79c60f911f85319b7a571d0c33bb4e6081"]}], "expected": ["0x7f"]},
;! {"name": "xor_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x4", "0x97"]}], "expected": ["0x93"]},
;! {"name": "xor_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x754124241646f1be47c158a5e293036d6a316ecada5f639a6726b336e7a74c07", "0xb1c443a08d80958c846e77676c905c2c74759fd8584a8b57617b0a3e551313ff"]}], "expected": ["0xf8"]},
;! {"name": "xor_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x12", "0xbd"]}], "expected": ["0xaf"]},
;! {"name": "xor_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x21cb18d8b3272d74dcb9eddd6523947ad302153d9467e7971c6645bd32c6f886", "0xea772c1103a50f2d99d75200654fea663be57c62a4f3107f8e06119407d6a47f"]}], "expected": ["0xf9"]},
;! {"name": "xor_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x2", "0x2"]}], "expected": ["0x0"]},
;! {"name": "xor_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x9dae03ba5dac165f3fdd90e52f29340985646aebec2989c431ff696f00000b2f", "0x757195351e6509649ccc10454d6cad077ce0b17f9e4029dac85a1f3bfffffffe"]}], "expected": ["0xfffff4d1"]},
;! {"name": "xor_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x30717", "0x80000001"]}], "expected": ["0x80030716"]},
;! {"name": "xor_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x8cb2f5d53f3ddb9c789e1b0ba3a1424f07dba26cd1ed1c9e9cefbac8914be22b", "0x65bb8599c89166390ebdf7f31c9e0a2fcb6e518061a3af2ab777d097ff000001"]}], "expected": ["0x6e4be22a"]},
;! {"name": "xor_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xfff448b2", "0xb32"]}], "expected": ["0xfff44380"]},
;! {"name": "xor_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x2812048413e94ac1dabcd50dcee43dde03499381521e298a7c2be9e97fffffff", "0x29ac0ba6cfd76440db9cbabb6758fc9d3092ad5ca53cd941b2fc7e707fffffff"]}], "expected": ["0x0"]},
;! {"name": "xor_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xc5e29866", "0x80000000"]}], "expected": ["0x45e29866"]},
;! {"name": "xor_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xf279b6b24a550880bf99025fc3a333d9e238f8a496248339911adb73010000ff", "0xf9fcd14b5fe5c67a662fa68134915ff60ba1a3f7b7bce38238d8bcce80000001"]}], "expected": ["0x810000fe"]},
;! {"name": "xor_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x5c065530e300d162", "0x5c065530e300d162"]}], "expected": ["0x0"]},
;! {"name": "xor_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xe6a0231dad21d00d1cd4fae8d0d5d3d0e11fc05f37a2a3fb1cf7cb5b256cbddd", "0x6ff392571b544f7bcbe1a25b4d000866342b942d1fd4d8a7fffffffffffffff"]}], "expected": ["0x630834a4da934222"]},
;! {"name": "xor_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x8000000000000001", "0x77278a6b8b7d5d03"]}], "expected": ["0xf7278a6b8b7d5d02"]},
;! {"name": "xor_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x9cc5a149738f3ae757e42f5addf6e32eff86f1ce7946e0dcffffffffffffffff", "0x9ceb876d1cb8cd02e781309d96a3a21e3ac989db576cfdafffffff89d595329"]}], "expected": ["0x762a6acd6"]},
;! {"name": "xor_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x25f043e13081fba4", "0x7fffffffffffffff"]}], "expected": ["0x5a0fbc1ecf7e045b"]},
;! {"name": "xor_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x142f0ce83ca77a49d4fbf499b4958081b1827a0c6fb534bc000033058b49be7e", "0x7332b5da97b7492ab68c4f322d9c4c7fd2d887fa85942a36038520ed6f710a8e"]}], "expected": ["0x38513e8e438b4f0"]},
;! {"name": "xor_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x50edf39f0ab32f5b"]}], "expected": ["0x50edf39f0ab32f5b"]},
;! {"name": "xor_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xb5c525acf70f7e9f5c2072f2365699b4a06200d2b13fac5a000d3d0fad6d9b08", "0x96196858d7ae0898b3574dadd59dfd25010d383e8490d82b7fffffffffffffff"]}], "expected": ["0x7ff2c2f0529264f7"]},
;! {"name": "xor_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x10000000000000000000000000000ff", "0x10000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "xor_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x9d48414571785608a2f4d95ec8c6fac180000000000000000000000000000000", "0xf8dc436734208f9bad6250e85e9eb04500000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "xor_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x10000000000000000000000000000ff", "0x7e0cec750394787c11f94b9f4c340932"]}], "expected": ["0x7f0cec750394787c11f94b9f4c3409cd"]},
;! {"name": "xor_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x926511e249cef2103754628bf60d016c0000000000000000005cb9cdaa323bcc", "0x7402d43b14aadf01e346dee9887587a5010000000000000000000000000000ff"]}], "expected": ["0x100000000000000005cb9cdaa323b33"]},
;! {"name": "xor_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x80000000000000000000000000000001", "0x80000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "xor_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x677ba263b56ea4dea78c171ed2ffb92a00000000000000000000000000000001", "0x50b66d8f55e61fb9aa460d78159fdad9330657103eb52b1be29b7212ef88d9ff"]}], "expected": ["0x330657103eb52b1be29b7212ef88d9fe"]},
;! {"name": "xor_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x85fc1c160ca83f3beccc2c2b00", "0xff000000000000000000000000000001"]}], "expected": ["0xff000085fc1c160ca83f3beccc2c2b01"]},
;! {"name": "xor_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xae2739d1b21ef5c0c7222666e5a90330fffffffffffffffffffffffffffffffe", "0x7ff1124c03fc61952ef44bf72cf03a0e00000046224cf38d344743a0940a60e6"]}], "expected": ["0xffffffb9ddb30c72cbb8bc5f6bf59f18"]},
;! {"name": "xor_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x84e13ddf3d3ba029a6b5dfbe6310c7c6071c6244a63", "0x84e13ddf3d3ba029a6b5dfbe6310c7c6071c6244a63"]}], "expected": ["0x0"]},
;! {"name": "xor_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xa1aa3762025069c39737088c6f3bb2a5209185a19302c0e7e8eb1100e394831d", "0xc000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x61aa3762025069c39737088c6f3bb2a5209185a19302c0e7e8eb1100e394831c"]},
;! {"name": "xor_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x7e82ec6da421e3fe72167c1f30aaa33709ffdf03"]}], "expected": ["0x80000000000000000000007e82ec6da421e3fe72167c1f30aaa33709ffdffc"]},
;! {"name": "xor_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xbf80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "xor_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff206ee"]}], "expected": ["0x7f7ffffffffffffffffffffffffffffffffffffffffffffffffffffffff20611"]},
;! {"name": "xor_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xf2db84574dc4a3eba3a99622613d618fc0aeeb99f267bf4787c4f54f21f3738b", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x725b84574dc4a3eba3a99622613d618fc0aeeb99f267bf4787c4f54f21f37374"]},
;! {"name": "xor_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x16bc4f528734f1ea6c68535bcbcdb546e8d1d7da61c312b0144115fda5de64f1"]}], "expected": ["0x6943b0ad78cb0e159397aca434324ab9172e28259e3ced4febbeea025a219b0e"]},
;! {"name": "xor_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x2", "0xbfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd"]},
;! {"name": "xor_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "xor_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x51bf5e1bf703dd079ed22c5d113fd2d9d50d92c0342ced410f41f607d13e14dc", "0x251167a1"]}], "expected": ["0x51bf5e1bf703dd079ed22c5d113fd2d9d50d92c0342ced410f41f607f42f737d"]},
;! {"name": "xor_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0xfeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff01"]},
;! {"name": "xor_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1"]},
;! {"name": "xor_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xff00000000000000000000000000000000000000000000000000000000000001", "0x1"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "xor_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffdcbf4e97315a4a", "0xffffffffffffffffffffffffffffee863a4b657aef8af7fc257c33a5ab663820"]}], "expected": ["0x1179c5b49a8510750803daa08ceb3c57626a"]},
;! {"name": "xor_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "xor_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x3558bc9ce4b6820bb356e817aa36446d19", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7f00000000000000000000000000003558bc9ce4b6820bb356e817aa36446d19"]},
;! {"name": "not_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0"]}], "expected": ["0x1"]},
;! {"name": "not_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x8abeeca6f3434dc4fd6eefb70876b87bed4ac63caf6ba092ba2b706ec34e25cb"]}], "expected": ["0x0"]},
;! {"name": "not_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0"]}], "expected": ["0xff"]},
;! {"name": "not_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xafca70a86801da18c1553df93c011ad85e3288019d8c440bfb8d587516aa3f01"]}], "expected": ["0xfe"]},
;! {"name": "not_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xff"]}], "expected": ["0x0"]},
;! {"name": "not_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xd6d572d87a8570fdc2f45435e610d3ba589f99342379709c14b767c7b9f91780"]}], "expected": ["0x7f"]},
;! {"name": "not_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7f"]}], "expected": ["0x80"]},
;! {"name": "not_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x22c5367964ffc91e28ef877fa94abab5cdf0f02c9b969051bb0c4d8c092d2efe"]}], "expected": ["0x1"]},
;! {"name": "not_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0"]}], "expected": ["0xffffffff"]},
;! {"name": "not_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x1444b3fee129f5f14861a6537dfe7c88c909371eff975373ace9a62800000001"]}], "expected": ["0xfffffffe"]},
;! {"name": "not_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "not_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x396018642a169c81b940b5fe0e0458f1cb1b231789e6841ba0275afe80000000"]}], "expected": ["0x7fffffff"]},
;! {"name": "not_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x7fffffff"]}], "expected": ["0x80000000"]},
;! {"name": "not_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x3d4ce188f0ed7f67efd649aa5f40eb17a4b0a13e68e07883fa0367117f000000"]}], "expected": ["0x80ffffff"]},
;! {"name": "not_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "not_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x51d86c2137839455e30b09b9101fb6380d72ce94c5a6c6600000000000000001"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "not_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "not_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xa0b85fbd784b722a2a35ca4b70192179c3e0ad3bf041f2958000000000000000"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "not_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x7fffffffffffffff"]}], "expected": ["0x8000000000000000"]},
;! {"name": "not_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xee22499ee3a6e50d827285cf2b536c208c8510bb5305896effffffffffffffee"]}], "expected": ["0x11"]},
;! {"name": "not_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x720eacbf22110c2889af2a6d58b2c34900000000000000000000000000000001"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "not_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "not_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xcd839ce89326e8a7a9849d727158701280000000000000000000000000000000"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "not_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "not_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xeaabb311f420c3e36a06bf4e13a3ebde00000000000000000141ed25177d647f"]}], "expected": ["0xfffffffffffffffffebe12dae8829b80"]},
;! {"name": "not_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x1"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "not_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "not_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "not_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7fffffffffffe2fdf6074fa4051b14f71448a862ee94cd14dfa55960872894a7"]}], "expected": ["0x1d0209f8b05bfae4eb08ebb7579d116b32eb205aa69f78d76b58"]},
;! {"name": "not_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "not_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "not_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "not_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0xfeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; and, or, xor, not.
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
  %f0.6 = call i1 @and_i1(i1 %f0.2, i1 %f0.5)
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
  %f1.6 = call i8 @and_i8(i8 %f1.2, i8 %f1.5)
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
  %f2.6 = call i32 @and_i32(i32 %f2.2, i32 %f2.5)
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
  %f3.6 = call i64 @and_i64(i64 %f3.2, i64 %f3.5)
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
  %f4.6 = call i128 @and_i128(i128 %f4.2, i128 %f4.5)
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
  %f5.6 = call i255 @and_i255(i255 %f5.2, i255 %f5.5)
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
  %f6.4 = call i256 @and_i256(i256 %f6.1, i256 %f6.3)
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
  %f7.6 = call i1 @or_i1(i1 %f7.2, i1 %f7.5)
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
  %f8.6 = call i8 @or_i8(i8 %f8.2, i8 %f8.5)
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
  %f9.6 = call i32 @or_i32(i32 %f9.2, i32 %f9.5)
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
  %f10.6 = call i64 @or_i64(i64 %f10.2, i64 %f10.5)
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
  %f11.6 = call i128 @or_i128(i128 %f11.2, i128 %f11.5)
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
  %f12.6 = call i255 @or_i255(i255 %f12.2, i255 %f12.5)
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
  %f13.4 = call i256 @or_i256(i256 %f13.1, i256 %f13.3)
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
  %f14.6 = call i1 @xor_i1(i1 %f14.2, i1 %f14.5)
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
  %f15.6 = call i8 @xor_i8(i8 %f15.2, i8 %f15.5)
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
  %f16.6 = call i32 @xor_i32(i32 %f16.2, i32 %f16.5)
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
  %f17.6 = call i64 @xor_i64(i64 %f17.2, i64 %f17.5)
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
  %f18.6 = call i128 @xor_i128(i128 %f18.2, i128 %f18.5)
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
  %f19.6 = call i255 @xor_i255(i255 %f19.2, i255 %f19.5)
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
  %f20.4 = call i256 @xor_i256(i256 %f20.1, i256 %f20.3)
  %f20.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.4, ptr addrspace(1) %f20.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i1
  %f21.3 = call i1 @not_i1(i1 %f21.2)
  %f21.4 = zext i1 %f21.3 to i256
  %f21.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.4, ptr addrspace(1) %f21.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = trunc i256 %f22.1 to i8
  %f22.3 = call i8 @not_i8(i8 %f22.2)
  %f22.4 = zext i8 %f22.3 to i256
  %f22.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.4, ptr addrspace(1) %f22.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = trunc i256 %f23.1 to i32
  %f23.3 = call i32 @not_i32(i32 %f23.2)
  %f23.4 = zext i32 %f23.3 to i256
  %f23.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.4, ptr addrspace(1) %f23.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = trunc i256 %f24.1 to i64
  %f24.3 = call i64 @not_i64(i64 %f24.2)
  %f24.4 = zext i64 %f24.3 to i256
  %f24.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.4, ptr addrspace(1) %f24.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = trunc i256 %f25.1 to i128
  %f25.3 = call i128 @not_i128(i128 %f25.2)
  %f25.4 = zext i128 %f25.3 to i256
  %f25.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.4, ptr addrspace(1) %f25.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = trunc i256 %f26.1 to i255
  %f26.3 = call i255 @not_i255(i255 %f26.2)
  %f26.4 = zext i255 %f26.3 to i256
  %f26.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.4, ptr addrspace(1) %f26.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = call i256 @not_i256(i256 %f27.1)
  %f27.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.2, ptr addrspace(1) %f27.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @and_i1(i1 %a, i1 %b) {
  %r = and i1 %a, %b
  ret i1 %r
}

define i8 @and_i8(i8 %a, i8 %b) {
  %r = and i8 %a, %b
  ret i8 %r
}

define i32 @and_i32(i32 %a, i32 %b) {
  %r = and i32 %a, %b
  ret i32 %r
}

define i64 @and_i64(i64 %a, i64 %b) {
  %r = and i64 %a, %b
  ret i64 %r
}

define i128 @and_i128(i128 %a, i128 %b) {
  %r = and i128 %a, %b
  ret i128 %r
}

define i255 @and_i255(i255 %a, i255 %b) {
  %r = and i255 %a, %b
  ret i255 %r
}

define i256 @and_i256(i256 %a, i256 %b) {
  %r = and i256 %a, %b
  ret i256 %r
}

define i1 @or_i1(i1 %a, i1 %b) {
  %r = or i1 %a, %b
  ret i1 %r
}

define i8 @or_i8(i8 %a, i8 %b) {
  %r = or i8 %a, %b
  ret i8 %r
}

define i32 @or_i32(i32 %a, i32 %b) {
  %r = or i32 %a, %b
  ret i32 %r
}

define i64 @or_i64(i64 %a, i64 %b) {
  %r = or i64 %a, %b
  ret i64 %r
}

define i128 @or_i128(i128 %a, i128 %b) {
  %r = or i128 %a, %b
  ret i128 %r
}

define i255 @or_i255(i255 %a, i255 %b) {
  %r = or i255 %a, %b
  ret i255 %r
}

define i256 @or_i256(i256 %a, i256 %b) {
  %r = or i256 %a, %b
  ret i256 %r
}

define i1 @xor_i1(i1 %a, i1 %b) {
  %r = xor i1 %a, %b
  ret i1 %r
}

define i8 @xor_i8(i8 %a, i8 %b) {
  %r = xor i8 %a, %b
  ret i8 %r
}

define i32 @xor_i32(i32 %a, i32 %b) {
  %r = xor i32 %a, %b
  ret i32 %r
}

define i64 @xor_i64(i64 %a, i64 %b) {
  %r = xor i64 %a, %b
  ret i64 %r
}

define i128 @xor_i128(i128 %a, i128 %b) {
  %r = xor i128 %a, %b
  ret i128 %r
}

define i255 @xor_i255(i255 %a, i255 %b) {
  %r = xor i255 %a, %b
  ret i255 %r
}

define i256 @xor_i256(i256 %a, i256 %b) {
  %r = xor i256 %a, %b
  ret i256 %r
}

define i1 @not_i1(i1 %a) {
  %r = xor i1 %a, -1
  ret i1 %r
}

define i8 @not_i8(i8 %a) {
  %r = xor i8 %a, -1
  ret i8 %r
}

define i32 @not_i32(i32 %a) {
  %r = xor i32 %a, -1
  ret i32 %r
}

define i64 @not_i64(i64 %a) {
  %r = xor i64 %a, -1
  ret i64 %r
}

define i128 @not_i128(i128 %a) {
  %r = xor i128 %a, -1
  ret i128 %r
}

define i255 @not_i255(i255 %a) {
  %r = xor i255 %a, -1
  ret i255 %r
}

define i256 @not_i256(i256 %a) {
  %r = xor i256 %a, -1
  ret i256 %r
}
