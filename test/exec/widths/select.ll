;! { "cases": [
;! {"name": "select_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1b541666db35d85fde2a6afa1a939a10a562998bf1268537cdde42af70b94b16", "0xd2af523fa2e2aa445b13c1588acc71161a4a7d0e838ba99e37679148c841bff7", "0xeceaa067ca947a8fcc149587a17fc6cacfb34509d89dd8752ad507a7e571f39f"]}], "expected": ["0x1"]},
;! {"name": "select_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x702f4aa54efe8df6ebd6b238cb8a77b50f51b7ef476aa2d2b684a8aeab2f2143", "0x4870bd33888eb400844307ebe5e506d2a8a6a8b79813d2e3a2f1b53b2e03899a", "0x363f92a8577e34a484ee3034a893f6fc8d6774e2c03993cc18432686a9572908"]}], "expected": ["0x0"]},
;! {"name": "select_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x5548d89109e4524398723d8217100447b2667a1cf3c748ae5c90ac715bb75ea3", "0xd8754641ce2efacd3eeae3d34f5d0881be4aaa83eb06770b1997547d792ba8d7", "0x40a2e596e6ee07ccb1dd940b05d50ed5382c85bab7029c53a6071a27b7127658"]}], "expected": ["0x1"]},
;! {"name": "select_i1 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "select_i1 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x222431dc0f70acd4f0a90d799187263a4747606a3d6dd381a413be0ee574febd", "0xeb529a832e8c19070f227a2b3fa029a01afc1defa4f1848809419a683a67ea6d", "0xb5c3d2405847add80d6a97a09e5f90b58b1b4d74aa34536d822402c2bce30ad7"]}], "expected": ["0x1"]},
;! {"name": "select_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0xef", "0xff"]}], "expected": ["0xff"]},
;! {"name": "select_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xdda7e285d5079fbb7ee0def3ec5fa7cec79820127cc65d764a30a52ef0d63847", "0x6e35db2ce0f60037cf1621ae01158df2b493e9c8a9409963a2fbabd97004fc01", "0x5e7a938d5e79a8967801d7467e37383d64b6c489cb01ab5d4bb3068b8cc96ef8"]}], "expected": ["0x1"]},
;! {"name": "select_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x6", "0x8d"]}], "expected": ["0x8d"]},
;! {"name": "select_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xed35af02a412a88b45d8ff91c3e8b628dd27578a12235e287cda505feec68e54", "0xd9475c5372fa84eb3801b7fd80d113d0b44c1a56182386ead8da50a7c4884680", "0xf8a00dcb6bc8532a63c4565c9d49a3123589742148c9105c6ea05eca534b5217"]}], "expected": ["0x17"]},
;! {"name": "select_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0xfe", "0x4"]}], "expected": ["0x4"]},
;! {"name": "select_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb658714d7a1e84fff4c31f77fb09f17cb15da5e49ae1f3bace75ffad0c957357", "0xc568d6dc20cf8e2ace91fcaa9c4bdf7a395bd1d1e1406d6b9898ee351867cb76", "0xcdea4f1cae86cc6018a3e494cae7c941c619b0d2440322adaf15f3814fac89fe"]}], "expected": ["0x76"]},
;! {"name": "select_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x80", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x90942dc21db7a0d2a05d51b43de17070e7fae5acbe11b6e8d1035fa0183c55ae", "0x40e7ae34dafe1d503460472b704cd507fed55dff717a192edcc0b6359dda5b3f", "0x168be5b8d92a914671ebe1ce4d6247ba80b6f6c5b57443f28a936692ada5478"]}], "expected": ["0x78"]},
;! {"name": "select_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x4c8768", "0xfffffffe"]}], "expected": ["0x4c8768"]},
;! {"name": "select_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xc8718d9dd38ffbb4f8cbc5fa5a771a9988ddac54519c00a568c7feee84ada965", "0xaffec3523660fe78b47a2cefa52aa0c8735d943043a33bc76a8ccdd39da68f87", "0x400bebdca42aa818a6ddaf7e307b015827536d0708171e2b418d4f4800000002"]}], "expected": ["0x9da68f87"]},
;! {"name": "select_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x23f2d35", "0xfffffffe"]}], "expected": ["0x23f2d35"]},
;! {"name": "select_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x66753646382a77e45b63a7fcaf1a6d25e16da69098b801a74fe56de81607767f", "0x1e131d7d1777978823bb503c57495dcafa9af9399ee6364b3ad0195f000002d1", "0x17261923b3124de76d2b71073c22e72dc4ad2bfc6751b499aacde85d1c52cdbf"]}], "expected": ["0x2d1"]},
;! {"name": "select_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xfffffffe", "0x2e4"]}], "expected": ["0x2e4"]},
;! {"name": "select_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xad705aae926cdbd528b1f184a2efb42d96ebef2756a9ee8e64ade699415e51b2", "0x38a5938c40cbfcc974444a5231987deb1d0770fce41cc3d0150d288300000002", "0xb44a1695cb5c65ecf8903d0857f7e53e41ca7209b97e7a02601077779c48968f"]}], "expected": ["0x9c48968f"]},
;! {"name": "select_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x10000ff", "0xfffffffe"]}], "expected": ["0xfffffffe"]},
;! {"name": "select_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x9939fa6dbe4df8ef9fcd532cd644a6d910991d064ef7c4f8fd90433633fed3ad", "0xd0b3b66018da67a2b7eb8f7d4654ddd2d51324e58234d6fcbb05b3fbb3448069", "0x4c593e26b2aa1cf573b92d16548a2f3f85af725fdeff5535bc1e94500a09d59"]}], "expected": ["0xb3448069"]},
;! {"name": "select_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1", "0xff00000000000001", "0xffffffffb1d71a23"]}], "expected": ["0xff00000000000001"]},
;! {"name": "select_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x50fc90238d3c39bc8c6abed434b158cc8267ded265af932030313f423913d4b4", "0x46089fa5f45bdad567235764bdafb1eac94b9eef1f47463b00004f86cc3169eb", "0x420e761ba6dd00dd678bcb8fe8c19b87dea8e5f4f0d50ad29046cfff2edd4885"]}], "expected": ["0x9046cfff2edd4885"]},
;! {"name": "select_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x94675", "0xfffffe03a93f4be5"]}], "expected": ["0xfffffe03a93f4be5"]},
;! {"name": "select_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x596fe4c78ead9fe6cf00c09106c7f1ac7a0c083b43f57ca285428c01e3d7b062", "0xcb1c5698b4f2a863e7ca158993f1ef643296723140fdd7e5fff604e4e64c7f02", "0x4c5922d681c884d865cc843b28e75c2368cce150ea5bd84e90764c3499b59aa3"]}], "expected": ["0x90764c3499b59aa3"]},
;! {"name": "select_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1", "0x1000000000000ff", "0x8000000000000000"]}], "expected": ["0x1000000000000ff"]},
;! {"name": "select_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x470ee7eeb91ab9a341151878dddf9324a41bba6fb5a6712d2bd1706fd4fe8cd8", "0xd0373120b870ba26114f92faf9eef8cd1ba2f19d0353f700000000000000000", "0x137b197160575b57b774d09129e369e251002dabb4accaa60000000000080c34"]}], "expected": ["0x80c34"]},
;! {"name": "select_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x7f00000000000000", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa1efaac7d700549d27d52528f38fc723f215fe39b5ad8740db77713d0196b284", "0xaaa790bfd4585d16424cc08701bbdcc4fef0c5fe59aa2757fffffec2862919a0", "0x19d139aa6e2521aa11d7d697593d397d86b0500e831927c8ff00000000000001"]}], "expected": ["0xff00000000000001"]},
;! {"name": "select_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x80000000000000000000000000000001", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "select_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xaf10ebc8a602ff3ddae69b42f40395e012beb821f7cbc74d3f8af37e8c4be952", "0x29d04a241b0fe76604bfb3478a6c2ccf7f000000000000000000000000000000", "0xa9fc50b67d2c0c6d26bd35179ede8c200000000431ffa0877ec34d5a512bfd3d"]}], "expected": ["0x431ffa0877ec34d5a512bfd3d"]},
;! {"name": "select_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xff02989e71d616c544582a2cdc978c03", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "select_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xbed70de223b4e1b37a6436e54d4bc5e9089b4db43f998ec7095c6f6e63f19c0b", "0x4d297e03768b319e3662b35010ec8cfafffffffff8ceb025dbb1b98fa76dfd1d", "0x585fa6609a3b33ce0970c818cefaa962000000000000000000000000137ca2ee"]}], "expected": ["0xfffffffff8ceb025dbb1b98fa76dfd1d"]},
;! {"name": "select_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2", "0x75adeebe8c488e96dba3ea83141d6407"]}], "expected": ["0x75adeebe8c488e96dba3ea83141d6407"]},
;! {"name": "select_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xaff84d1e9257bdde7f94335dcc3c051d889b76554f098b2bc8d6bb8e6bef35c2", "0x5862c3d2c0e7b72211a868f0a918c83000000000000000000000000000000000", "0xcf77e4324224cff600963191b684e61800000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "select_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x7fffffffffffffffffffffffffffffff", "0x10000000000000000000000000000ff"]}], "expected": ["0x10000000000000000000000000000ff"]},
;! {"name": "select_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xdfa8f307c33fb31296bdeb70e8d3d51e19c3970e13bb0476d6240672e87e0f91", "0x7cdc0f9711f230cc2ce58b1bf9cace107fffffffffffffffffffffffffffffff", "0x98975dba09cf9081305dee969aa501773ce61f9d68bc6c312b2e378f796696ca"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "select_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1", "0x47ad3d9d9b237aee4ba18e89441b507530b64750965ec74d8c2bd1f2f49404a1", "0x7ffffffffffffa6b1fc48dafd62d1fd0b7a525b64d90773d5e42ac860a939413"]}], "expected": ["0x47ad3d9d9b237aee4ba18e89441b507530b64750965ec74d8c2bd1f2f49404a1"]},
;! {"name": "select_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x588f0c668db509211dc833755f44124ca8fdf1e145ee85480795cc8ffe4d6bd2", "0x6452dd5fde576f39f1aac4cf023fb00bd9a4ff2e77ce9da705ff267d70e50de0", "0xce2f18e7030996e049cf309396b0e068f5cb2d13f028b4ea5a269ab079e21141"]}], "expected": ["0x4e2f18e7030996e049cf309396b0e068f5cb2d13f028b4ea5a269ab079e21141"]},
;! {"name": "select_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1", "0x1", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "select_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x3274bbec17c40e57cabbc235250946e55f0c20921ac5ba3ee84204b255d34023", "0x80800000000000000000000000000000000000000000000000000000000000ff", "0xc000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x800000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "select_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x27bb93d26f3a263da12b87767f1bb9edd12216ef1449249bde3a8755b738870d", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffdbfd25c9f5814"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffdbfd25c9f5814"]},
;! {"name": "select_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xa418ecb1de35d959d18ccb0690b70ba516d8a44e0d644014789be2bca00952b0", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x2969b7306eb9e2ebbc7035863ac4eae18a5674a04cf"]}], "expected": ["0x2969b7306eb9e2ebbc7035863ac4eae18a5674a04cf"]},
;! {"name": "select_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x19", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "select_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x10172d5c3404e6ebb31741a61b85ed86db3c4579d8967d4cc3a201c3499cd14", "0x7fffffffb1ef52985a64b4eede254017b7ec10c8f4648aef0c058cb8b3e2fd9c", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "select_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x8000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffa1fd782ebe97a08b1c4a5426a6e3fd5896"]}], "expected": ["0xffffffffffffffffffffffffffffffa1fd782ebe97a08b1c4a5426a6e3fd5896"]},
;! {"name": "select_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x746a0399bb293e09d7888edb9ad92a9ab9d8c13903959558cec442609d49e9f1", "0xffffffff4514a91686cac7de6d761316bdc17a12850d3abdfecc25060ea94691", "0x80ba688606cca2d9b5725a2b3395c2f6b2c819a3c4d0c965fceb91b8a50c3f86"]}], "expected": ["0xffffffff4514a91686cac7de6d761316bdc17a12850d3abdfecc25060ea94691"]},
;! {"name": "select_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xd103efcaef23e8a10d89028676b18df8b842e011966c0a0b9700a58b10c9ed1d", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0xd103efcaef23e8a10d89028676b18df8b842e011966c0a0b9700a58b10c9ed1d"]},
;! {"name": "select_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xf829031f25e24eae1cb50389ad6f2a14aebc008f07956d68fcf9f8a4aca61369", "0x8e698877326c000e89ef92fed1ba8d20d9a064da952cdb832a4cdaeaf0e7", "0x2359bb4235e6d8ebd323288f0a26c8"]}], "expected": ["0x8e698877326c000e89ef92fed1ba8d20d9a064da952cdb832a4cdaeaf0e7"]},
;! {"name": "select_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xfffffffffffffbfc8a2192192d19da76a6c50e33790b41cd1cd2b16cca492698", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "select_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xeb1ab2967d17dfe2a2ef9fc486ee3303234de2c3c96b1d2aae28ca42d7529a6b", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "select_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffffffffffffff83b6ff369ab5b89960d00acdcc74cfdfa", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xfffffffffffffffffffffffffffffff83b6ff369ab5b89960d00acdcc74cfdfa"]},
;! {"name": "select_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xbfa93275a141b31e05b1ecb78205885f432c1f2592feced2a9b6f15661946a4c", "0xff00000000000000000000000000000000000000000000000000000000000001", "0x17a176b515ecb4c63cd6178c0531fa7fd5794"]}], "expected": ["0x17a176b515ecb4c63cd6178c0531fa7fd5794"]},
;! {"name": "select_slt_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_slt_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xe319b1808169eb20da7e295eef9bf2e616fe1c71ba8014188188fb4d610e0af6", "0xc7a5bd0700e02c9fda6fc6785ff52aedff97620e6b4c0443e398237315bc5a31"]}], "expected": ["0x1"]},
;! {"name": "select_slt_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "select_slt_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x9db47ab072418a4af08827f62b3957331fd3fa9d96af82ef59d4a2d966547295", "0xff3a5cc670c59fd34381a64d2a709f40107c17f99217c5d24333c0a9cdf8fb19"]}], "expected": ["0x1"]},
;! {"name": "select_slt_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xfe", "0xfe"]}], "expected": ["0xfe"]},
;! {"name": "select_slt_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x4eb714df8adde9a54bde13f085f865a2ee465163f62a11de2e3fcc28fa4ebf02", "0xc83ee1f7fc6e8c7b1341b63da56c55ff8eee10f16664484c0fdd8346a9b623e5"]}], "expected": ["0xe5"]},
;! {"name": "select_slt_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x96", "0x80"]}], "expected": ["0x80"]},
;! {"name": "select_slt_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2a58f2d363bb89d93fb29b86d81aeea55dbdd15bb8215efdd0a96cf60ceaf703", "0xd0c7eddf167219a9cb29cf1da0c05e8b4e972ad60669b75be1d463be1a25637f"]}], "expected": ["0x3"]},
;! {"name": "select_slt_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x6", "0x2"]}], "expected": ["0x2"]},
;! {"name": "select_slt_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x5f8644994b4ef6398b216030bd02cf16d124079336f881b43978bbcc5f7e3e01", "0xf86b1f6c9e668d67303abbffb6b8482ba63fa145e1fd642992c20eed9b1605ff"]}], "expected": ["0xff"]},
;! {"name": "select_slt_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x81", "0xb3"]}], "expected": ["0x81"]},
;! {"name": "select_slt_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7047f4b42fda6c31e9866b6f233d8444c4dd9960857d5a3f2731ff3bbcea4ff5", "0x73b67bad876d371468d24d6f42e182fc39c9fd005aabfbb8973d882351f2d8ce"]}], "expected": ["0xce"]},
;! {"name": "select_slt_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfffffbac", "0xfffffbac"]}], "expected": ["0xfffffbac"]},
;! {"name": "select_slt_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x614cc19a3363b7bfb85323947d8cf338dad827481d9f4cf82328b550920c15dd", "0x786ea5d47fbddc09a299c83334e1af87a4b6c9e6739e73e3f77a33a9fffed564"]}], "expected": ["0x920c15dd"]},
;! {"name": "select_slt_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xf8", "0x141"]}], "expected": ["0xf8"]},
;! {"name": "select_slt_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x48a5d27c3e8020f346ce45f8b3df3aa78260f57bd87128c6b5876c29fffffffe", "0xa1b747067f0db9b85b95634525a78c88176e58bde4579eab59a7b6237f000000"]}], "expected": ["0xfffffffe"]},
;! {"name": "select_slt_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x55ec951d", "0x80000000"]}], "expected": ["0x80000000"]},
;! {"name": "select_slt_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x306660657ef9bacfa20c0eaa8b053e9e43f2eabbb7bd99590ed9301d80000001", "0x238638efa6c0a4231415b59472652254b78625a18e52bc625c06f89f000190c4"]}], "expected": ["0x80000001"]},
;! {"name": "select_slt_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffe6", "0xfffffff3"]}], "expected": ["0xffffffe6"]},
;! {"name": "select_slt_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xe9d8338697b2428057ab144dc24eb51aefcc224e104056cd19124b037fb5b9", "0x80a7ee6e134a2e7067adaf82b6dc01b317ebbc23a7519ad6fbc82012ffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "select_slt_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffef1a", "0xffffffffffffef1a"]}], "expected": ["0xffffffffffffef1a"]},
;! {"name": "select_slt_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x83a2a77fea1785cdb76b32ac9b6f870b3907ea1f2a6fbd40ffffffffd021e0d7", "0xc1f1af9e7a0a367c6c6047645bbe20eeea46dbc9ec18f026fffffffc5ea3e2ea"]}], "expected": ["0xfffffffc5ea3e2ea"]},
;! {"name": "select_slt_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xa497dea1c6c52494", "0xffffffffe1a6ddf6"]}], "expected": ["0xa497dea1c6c52494"]},
;! {"name": "select_slt_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x8dc4f37041ab7eb03f0cde87866515da77e67c4511b0fed9fffffffffffffffe", "0xf0da9b8190ee07a0761fc98cf1b506edcf525e2f7844fc9f7fffffffffffffff"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "select_slt_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0x1000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "select_slt_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x59d98f2bc47fbd73cf27fcfc2df5e2073dd2183867f3c72f8000000000000001", "0xf5b681bf495fb2f1a220308a1af3d0535edcff589ed9af5c0000000000000139"]}], "expected": ["0x8000000000000001"]},
;! {"name": "select_slt_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xd2bcc72b38400eed", "0xfffffffffffffffe"]}], "expected": ["0xd2bcc72b38400eed"]},
;! {"name": "select_slt_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xd6a235b0edc2a77fcd30b6ff77037251331d0e40eb958eb65b5fe97ebf038bf3", "0x26a6bc7cb92a4bacfca1cf25591ae6df14c0077eab32941d0031da7eb0e40e29"]}], "expected": ["0x31da7eb0e40e29"]},
;! {"name": "select_slt_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xf1c7eb93379b01cb5a82ec30434e07be", "0xf1c7eb93379b01cb5a82ec30434e07be"]}], "expected": ["0xf1c7eb93379b01cb5a82ec30434e07be"]},
;! {"name": "select_slt_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x831fcd8348b85aa13e7ca4b6ad3ee16b0e15426227196a46a9d03a6bff8ed33b", "0xdc355c83eedd07af4e4037bf261207ec80000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "select_slt_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x68f9b2e5ff4ff737c2a9a353f3449bdc", "0x9c7468c44d03820431eb41cf1426d9c"]}], "expected": ["0x9c7468c44d03820431eb41cf1426d9c"]},
;! {"name": "select_slt_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8bb4aadf21783d99af09724f143a1f8600000000000000000000000000036a88", "0x698d0037d983015330c63449039aab77017abcd83ad82028dc8ad1185c05f558"]}], "expected": ["0x36a88"]},
;! {"name": "select_slt_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xf7e98e8d5ee231b680a2f9bcedf753d6", "0xba66bd"]}], "expected": ["0xf7e98e8d5ee231b680a2f9bcedf753d6"]},
;! {"name": "select_slt_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xcd24b7461b860f56c0275e9af38558c200000000000000000000000000000001", "0xd6db8d03fdde96a5eeb12a2b5b2811a6fb74ea41ad7dae11f5743abd695ace48"]}], "expected": ["0xfb74ea41ad7dae11f5743abd695ace48"]},
;! {"name": "select_slt_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfffffffffffffffffffffffffffffffe", "0x2"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "select_slt_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x6e1f56ef3139f23ee6b005bcefc9fba00000002718e51c8e37d87fcd672d469", "0xff90c2cfbaaad7040f84031193ecd4b100000001ae11e96c30f1afd0b682fce3"]}], "expected": ["0x1ae11e96c30f1afd0b682fce3"]},
;! {"name": "select_slt_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xcb5f3f1c30997eab846e507195696464efe39080d9f2b44506f3a8", "0xcb5f3f1c30997eab846e507195696464efe39080d9f2b44506f3a8"]}], "expected": ["0xcb5f3f1c30997eab846e507195696464efe39080d9f2b44506f3a8"]},
;! {"name": "select_slt_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xbfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x800000000000000000000000000000000009a426f3c92aa9f9561a67cc24f24b"]}], "expected": ["0x9a426f3c92aa9f9561a67cc24f24b"]},
;! {"name": "select_slt_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x2460ae7c72fb685e5d46da8269f581a"]}], "expected": ["0x7f80000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "select_slt_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xbf80000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x2"]},
;! {"name": "select_slt_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x599b3393526cce3d9171fcbbc80ce956c55dda1874cd955203842d92c89f625e"]}], "expected": ["0x599b3393526cce3d9171fcbbc80ce956c55dda1874cd955203842d92c89f625e"]},
;! {"name": "select_slt_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x522cc7196dd7848df122e27ff529e90d4edd0136d8f153af92ee56d8c5fe9ba0"]}], "expected": ["0x522cc7196dd7848df122e27ff529e90d4edd0136d8f153af92ee56d8c5fe9ba0"]},
;! {"name": "select_slt_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7ffffffffffffffffffffffffffffffffffffffffc83165b912b5e813bfe395e", "0x4000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "select_slt_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x11c66ef92378dd35b6450fdebbbd23f29c9a63f0e29e40cdac2f1243742559c7", "0xbf80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x11c66ef92378dd35b6450fdebbbd23f29c9a63f0e29e40cdac2f1243742559c7"]},
;! {"name": "select_slt_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7cd72fb3a0683fbe1c96e5f415111ff6653a420234b42e3c0e1788e", "0x7cd72fb3a0683fbe1c96e5f415111ff6653a420234b42e3c0e1788e"]}], "expected": ["0x7cd72fb3a0683fbe1c96e5f415111ff6653a420234b42e3c0e1788e"]},
;! {"name": "select_slt_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x2"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "select_slt_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "select_slt_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x72b5bc2073d7b9756a4e20082de56157d770dd49503ed792a53cf1ee72a11bdd", "0x534c62eedb6fae6f86d3f54b426ada5c25a2bacaf155b7e693cb5d51d5b1c577"]}], "expected": ["0x534c62eedb6fae6f86d3f54b426ada5c25a2bacaf155b7e693cb5d51d5b1c577"]},
;! {"name": "select_slt_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1000000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "select_slt_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x2"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "select_slt_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "select_slt_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xe6b86b483efbfe3f961557c509bf97a1ce9cc7a6079ea639aa877e895d7d060c", "0x2"]}], "expected": ["0xe6b86b483efbfe3f961557c509bf97a1ce9cc7a6079ea639aa877e895d7d060c"]},
;! {"name": "select_ugt_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_ugt_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xb0582b8823754df5a62cc9af7d93457c294cb8b1e14d7100ca8af928ae0a4d0a", "0xa51a4a8c3ac4bbfc208e1eaf998ccdfe0d8502d83df08f159a11bd30cab05db1"]}], "expected": ["0x1"]},
;! {"name": "select_ugt_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_ugt_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xc7b6f69a7d19df38b3f3226455bc1d0153f747f392837b0e4fc2b3c947721a36", "0xcdab48254bf6d9a415bf31b323b9b2f7894b9cd141226866b228a4cc84e82bc0"]}], "expected": ["0x1"]},
;! {"name": "select_ugt_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x32", "0x32"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xc583fdc6ec02f607d62ac34cf90b825dc78d2805c2ba2423a58c881bd7df18ff", "0x5cef61dfb8683ae1949aede78cf3ec47ca313933f170afe45c3a1dda8744a980"]}], "expected": ["0x80"]},
;! {"name": "select_ugt_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfd", "0xad"]}], "expected": ["0xad"]},
;! {"name": "select_ugt_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x3e23f461802aeedee8b70acac4721e7f1ef2338e96bc564ba60ee3e14ea85901", "0xa2868879c12d357026cd90c6b42351159fda86eed445adac87e91d4b443b0b80"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x1", "0x9e"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xb1982f06ba11d28077b851eff759b6a24d6d6a80e15ec06fb486caa9c618e5fe", "0xa8c62358894e0dee39b4edfd2651ca44ca19ded5242530329238c4b67c69cac3"]}], "expected": ["0xc3"]},
;! {"name": "select_ugt_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xbb", "0xa8"]}], "expected": ["0xa8"]},
;! {"name": "select_ugt_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x3ca77b4a6a70c5078a0e7ab7118482ae33609784d921b1d1c1703fa84c8579a2", "0x3bb03f1a8c9e0d1eaf4500393f2719477b3c2b0ae43fa890023d56c6712ebf80"]}], "expected": ["0x80"]},
;! {"name": "select_ugt_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xffffe7d5", "0xffffe7d5"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x8a22f39683cdc272040eb6d32fad0934f58edc4b02b7a94401961efdffffb709", "0x63a74adcd75883bbe54e15a03ecf79736c940ea29bcd44762baf2d191b97147d"]}], "expected": ["0x1b97147d"]},
;! {"name": "select_ugt_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7f000000", "0x9c78f072"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x52b9c691c20a064e6ea7f0cf50421d621f1776d627a6c12055e45de5d705647f", "0xcf2ac8ab71138f1a0cdb53f8441aa23bb3dcfc717098ec9e2bc770aa7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "select_ugt_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xfffff3bd", "0x3e7cb6b1"]}], "expected": ["0x3e7cb6b1"]},
;! {"name": "select_ugt_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x2c0fa8f839f4ce3bc366728a3d17a9b1adb83743869ae91850115802c9eaa095", "0x7753776dc1406aa2ed9502785795d85887450ec673c1f574ade7643a6a13747e"]}], "expected": ["0x6a13747e"]},
;! {"name": "select_ugt_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x80000000", "0x6c4d4825"]}], "expected": ["0x6c4d4825"]},
;! {"name": "select_ugt_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xdd5a4d5ed76060d3cff04b483cb1e0084c77eb171ee1b002608d1e65fffff8e1", "0x53bf16d171f9e3d5c01e4410a67de7d7133c700f513b6cf5d511a9d2ffd77745"]}], "expected": ["0xffd77745"]},
;! {"name": "select_ugt_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xbdc0bc4c4c616bdf25b8c9731be7d7ccbdefe181079e8c0e01000000000000ff", "0x1c261b33df749d45e55902aee62f3052b276e7b76a692737f00000000000000"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffff", "0x7f00000000000000"]}], "expected": ["0x7f00000000000000"]},
;! {"name": "select_ugt_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x35e5ab84aafacb328c755b93d7d99f622c3bc5414436f2a400000038470a20d3", "0x2db3fd445ce17a04cdb5a9ac3aa4fa6b649e9123b741947f00000000000000"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x7dca8781db0"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xcf9f32e75e8120a5c12e0e03f58aff028eb46f6d6e532ed9e1b93a8de31a1391", "0x5bfb7a1af7104905d293fcc10a86ba8a53656727f1e99148000000000000000"]}], "expected": ["0x8000000000000000"]},
;! {"name": "select_ugt_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffff1039", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "select_ugt_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x16371d2f0cb78b4d7b2ebb8a716681c056f514c0acb966e10000000000000002", "0x222183c5b9828f88813c6031a42ba0a9a5419dfe22d11b3a00001514b08fb74f"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7f000000000000000000000000000000", "0x7f000000000000000000000000000000"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xe395e8d0e482e102d7a6dd8b50f75a9200000000000000000000000000000002", "0x2cf8f9c05d6446a301f0c869d9ca426100000000000000000000000000000006"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xfd5072f181e450405f", "0xffffffffffffffffffffffffffc852f5"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x211b34166994f2d6bb86cbd4f4d4afd472b1f79c90ae11822fb21f1de84613f2", "0x86c4fe42a7c4b0811409c8ac2eaafaa8ffc86e94025b74be36d2a4c77e6f1c31"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xff000000000000000000000000000001", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "select_ugt_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x2f51c2dbe78362fafa3788467c40896c39a4c9fd0f2554ed7436887e537c3fdf", "0xe92afc6600b73fe3b4464d13bbdee9860000000000000000006f9f89ad07d554"]}], "expected": ["0x6f9f89ad07d554"]},
;! {"name": "select_ugt_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7fffffffffffffffffffffffffffffff", "0x80000000000000000000000000000001"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7899333f4655dc6a619086aaf91973bbfffffffffffffffe2eb0f97b5b802aad", "0x6d60437efa7eb9989c2935aa3c8eb12c00000000000000000000000000020ec5"]}], "expected": ["0x20ec5"]},
;! {"name": "select_ugt_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x1ec53c719490b33cb496b2c018d8665f3d64a7a0369a4f8b2bec55d2352a00a9", "0x1ec53c719490b33cb496b2c018d8665f3d64a7a0369a4f8b2bec55d2352a00a9"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0xc000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x250dc2c2c237f7fca2a72f6d2233422b978092e9ecfabba46207f73b6fdc961d", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffff066b6c0e5b22de1133991cac920c6522abb7d9442a362656", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "select_ugt_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x761daf20cefce8b48984aeffb9f81bb40c984964bd99d8f8839faa72f54a49af"]}], "expected": ["0x761daf20cefce8b48984aeffb9f81bb40c984964bd99d8f8839faa72f54a49af"]},
;! {"name": "select_ugt_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x4fadd02a193d1ffb2ceb6"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x35d17"]}], "expected": ["0x35d17"]},
;! {"name": "select_ugt_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xbf80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x3f80000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "select_ugt_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x910b210b1b275cebdebc2216ee289aa115ce16071214d4d4fa4b4c83f38f5be7", "0x910b210b1b275cebdebc2216ee289aa115ce16071214d4d4fa4b4c83f38f5be7"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000001", "0xfffffffffffffffffffffffffffffffffffffb22895b8bf2655ab938e20d97b4"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x2"]}], "expected": ["0x2"]},
;! {"name": "select_ugt_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xba4fa9555546d4ac232eac33a8e21ac20f691d3c3f343220e4f7029e07c6a403", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1000000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "select_ugt_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000001", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x5"]},
;! {"name": "select_ugt_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffe54e768d80276"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffe54e768d80276"]},
;! {"name": "select_ugt_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x2"]}], "expected": ["0x2"]},
;! {"name": "select_ugt_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xa73cca5539521095d5359243187cea89c6baccc10412bcef", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x5"]}
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
  %f0.3 = inttoptr i256 64 to ptr addrspace(2)
  %f0.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.3)
  %f0.5 = trunc i256 %f0.4 to i1
  %f0.6 = inttoptr i256 96 to ptr addrspace(2)
  %f0.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.6)
  %f0.8 = trunc i256 %f0.7 to i1
  %f0.9 = call i1 @select_i1(i1 %f0.2, i1 %f0.5, i1 %f0.8)
  %f0.10 = zext i1 %f0.9 to i256
  %f0.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.10, ptr addrspace(1) %f0.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i1
  %f1.3 = inttoptr i256 64 to ptr addrspace(2)
  %f1.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.3)
  %f1.5 = trunc i256 %f1.4 to i8
  %f1.6 = inttoptr i256 96 to ptr addrspace(2)
  %f1.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.6)
  %f1.8 = trunc i256 %f1.7 to i8
  %f1.9 = call i8 @select_i8(i1 %f1.2, i8 %f1.5, i8 %f1.8)
  %f1.10 = zext i8 %f1.9 to i256
  %f1.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.10, ptr addrspace(1) %f1.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i1
  %f2.3 = inttoptr i256 64 to ptr addrspace(2)
  %f2.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.3)
  %f2.5 = trunc i256 %f2.4 to i32
  %f2.6 = inttoptr i256 96 to ptr addrspace(2)
  %f2.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.6)
  %f2.8 = trunc i256 %f2.7 to i32
  %f2.9 = call i32 @select_i32(i1 %f2.2, i32 %f2.5, i32 %f2.8)
  %f2.10 = zext i32 %f2.9 to i256
  %f2.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.10, ptr addrspace(1) %f2.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i1
  %f3.3 = inttoptr i256 64 to ptr addrspace(2)
  %f3.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.3)
  %f3.5 = trunc i256 %f3.4 to i64
  %f3.6 = inttoptr i256 96 to ptr addrspace(2)
  %f3.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.6)
  %f3.8 = trunc i256 %f3.7 to i64
  %f3.9 = call i64 @select_i64(i1 %f3.2, i64 %f3.5, i64 %f3.8)
  %f3.10 = zext i64 %f3.9 to i256
  %f3.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.10, ptr addrspace(1) %f3.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i1
  %f4.3 = inttoptr i256 64 to ptr addrspace(2)
  %f4.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.3)
  %f4.5 = trunc i256 %f4.4 to i128
  %f4.6 = inttoptr i256 96 to ptr addrspace(2)
  %f4.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.6)
  %f4.8 = trunc i256 %f4.7 to i128
  %f4.9 = call i128 @select_i128(i1 %f4.2, i128 %f4.5, i128 %f4.8)
  %f4.10 = zext i128 %f4.9 to i256
  %f4.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.10, ptr addrspace(1) %f4.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i1
  %f5.3 = inttoptr i256 64 to ptr addrspace(2)
  %f5.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.3)
  %f5.5 = trunc i256 %f5.4 to i255
  %f5.6 = inttoptr i256 96 to ptr addrspace(2)
  %f5.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.6)
  %f5.8 = trunc i256 %f5.7 to i255
  %f5.9 = call i255 @select_i255(i1 %f5.2, i255 %f5.5, i255 %f5.8)
  %f5.10 = zext i255 %f5.9 to i256
  %f5.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.10, ptr addrspace(1) %f5.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = trunc i256 %f6.1 to i1
  %f6.3 = inttoptr i256 64 to ptr addrspace(2)
  %f6.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.3)
  %f6.5 = inttoptr i256 96 to ptr addrspace(2)
  %f6.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.5)
  %f6.7 = call i256 @select_i256(i1 %f6.2, i256 %f6.4, i256 %f6.6)
  %f6.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.7, ptr addrspace(1) %f6.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i1
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = trunc i256 %f7.4 to i1
  %f7.6 = call i1 @select_slt_i1(i1 %f7.2, i1 %f7.5)
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
  %f8.6 = call i8 @select_slt_i8(i8 %f8.2, i8 %f8.5)
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
  %f9.6 = call i32 @select_slt_i32(i32 %f9.2, i32 %f9.5)
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
  %f10.6 = call i64 @select_slt_i64(i64 %f10.2, i64 %f10.5)
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
  %f11.6 = call i128 @select_slt_i128(i128 %f11.2, i128 %f11.5)
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
  %f12.6 = call i255 @select_slt_i255(i255 %f12.2, i255 %f12.5)
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
  %f13.4 = call i256 @select_slt_i256(i256 %f13.1, i256 %f13.3)
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
  %f14.6 = call i1 @select_ugt_i1(i1 %f14.2, i1 %f14.5)
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
  %f15.6 = call i8 @select_ugt_i8(i8 %f15.2, i8 %f15.5)
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
  %f16.6 = call i32 @select_ugt_i32(i32 %f16.2, i32 %f16.5)
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
  %f17.6 = call i64 @select_ugt_i64(i64 %f17.2, i64 %f17.5)
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
  %f18.6 = call i128 @select_ugt_i128(i128 %f18.2, i128 %f18.5)
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
  %f19.6 = call i255 @select_ugt_i255(i255 %f19.2, i255 %f19.5)
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
  %f20.4 = call i256 @select_ugt_i256(i256 %f20.1, i256 %f20.3)
  %f20.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.4, ptr addrspace(1) %f20.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @select_i1(i1 %a, i1 %b, i1 %c) {
  %r = select i1 %a, i1 %b, i1 %c
  ret i1 %r
}

define i8 @select_i8(i1 %a, i8 %b, i8 %c) {
  %r = select i1 %a, i8 %b, i8 %c
  ret i8 %r
}

define i32 @select_i32(i1 %a, i32 %b, i32 %c) {
  %r = select i1 %a, i32 %b, i32 %c
  ret i32 %r
}

define i64 @select_i64(i1 %a, i64 %b, i64 %c) {
  %r = select i1 %a, i64 %b, i64 %c
  ret i64 %r
}

define i128 @select_i128(i1 %a, i128 %b, i128 %c) {
  %r = select i1 %a, i128 %b, i128 %c
  ret i128 %r
}

define i255 @select_i255(i1 %a, i255 %b, i255 %c) {
  %r = select i1 %a, i255 %b, i255 %c
  ret i255 %r
}

define i256 @select_i256(i1 %a, i256 %b, i256 %c) {
  %r = select i1 %a, i256 %b, i256 %c
  ret i256 %r
}

define i1 @select_slt_i1(i1 %a, i1 %b) {
  %c = icmp slt i1 %a, %b
  %r = select i1 %c, i1 %a, i1 %b
  ret i1 %r
}

define i8 @select_slt_i8(i8 %a, i8 %b) {
  %c = icmp slt i8 %a, %b
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}

define i32 @select_slt_i32(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}

define i64 @select_slt_i64(i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  %r = select i1 %c, i64 %a, i64 %b
  ret i64 %r
}

define i128 @select_slt_i128(i128 %a, i128 %b) {
  %c = icmp slt i128 %a, %b
  %r = select i1 %c, i128 %a, i128 %b
  ret i128 %r
}

define i255 @select_slt_i255(i255 %a, i255 %b) {
  %c = icmp slt i255 %a, %b
  %r = select i1 %c, i255 %a, i255 %b
  ret i255 %r
}

define i256 @select_slt_i256(i256 %a, i256 %b) {
  %c = icmp slt i256 %a, %b
  %r = select i1 %c, i256 %a, i256 %b
  ret i256 %r
}

define i1 @select_ugt_i1(i1 %a, i1 %b) {
  %c = icmp ugt i1 %a, %b
  %r = select i1 %c, i1 %b, i1 5
  ret i1 %r
}

define i8 @select_ugt_i8(i8 %a, i8 %b) {
  %c = icmp ugt i8 %a, %b
  %r = select i1 %c, i8 %b, i8 5
  ret i8 %r
}

define i32 @select_ugt_i32(i32 %a, i32 %b) {
  %c = icmp ugt i32 %a, %b
  %r = select i1 %c, i32 %b, i32 5
  ret i32 %r
}

define i64 @select_ugt_i64(i64 %a, i64 %b) {
  %c = icmp ugt i64 %a, %b
  %r = select i1 %c, i64 %b, i64 5
  ret i64 %r
}

define i128 @select_ugt_i128(i128 %a, i128 %b) {
  %c = icmp ugt i128 %a, %b
  %r = select i1 %c, i128 %b, i128 5
  ret i128 %r
}

define i255 @select_ugt_i255(i255 %a, i255 %b) {
  %c = icmp ugt i255 %a, %b
  %r = select i1 %c, i255 %b, i255 5
  ret i255 %r
}

define i256 @select_ugt_i256(i256 %a, i256 %b) {
  %c = icmp ugt i256 %a, %b
  %r = select i1 %c, i256 %b, i256 5
  ret i256 %r
}
