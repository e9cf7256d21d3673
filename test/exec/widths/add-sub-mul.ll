;! { "cases": [
;! {"name": "add_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "add_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xb2aa8bcbc967417d9dfd0e5027793d21ee022fd089c130034ba513ee2b3fcb51", "0x4f3fb814da972ae81b605c5a33c8ee1c6ab60a91b34c40254ed03e067c0335c8"]}], "expected": ["0x1"]},
;! {"name": "add_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "add_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xce601f8af479b0048299e5b2622ca01e767a902c01e82b5729866c0e20244fa7", "0x59310db03d678f5848e30032e7ad840fbba5edaddcbd6f11591e2dcdbb2564a1"]}], "expected": ["0x0"]},
;! {"name": "add_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "add_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7951e7df2deaeac102a8f49167bd59a5e778c4d9acca98663cad6b125fa1e2b4", "0x45a3d731c6533eb412f4dc1fcdbb5d577010f888059d805b556ed69c02a21500"]}], "expected": ["0xb4"]},
;! {"name": "add_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfe", "0x4"]}], "expected": ["0x2"]},
;! {"name": "add_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xab4578283db089bcb0329c861ccb0a1dac0642ca5c21d9562c06169b4ebdc97f", "0x5fd8b369c86675c28f5e87e1371f25eff8dfa04c7e474eb1ee2e26796127467f"]}], "expected": ["0xfe"]},
;! {"name": "add_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfe", "0xfe"]}], "expected": ["0xfc"]},
;! {"name": "add_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x3096381f0173b895eb0ab1df20927ec86c778570d109d33ebaabf9e9b0b05981", "0xad643b0af15096321d2ef16fdd1b0ac18e3336914d8f114b65cb68ffc0a85157"]}], "expected": ["0xd8"]},
;! {"name": "add_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2", "0xef"]}], "expected": ["0xf1"]},
;! {"name": "add_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfd7dd25d35b78caa9618c6d736ed6ec6357f086f8493e36dbb24cc32409970f6", "0x45a98ef30d925aa26e7b8e56496cee8c8f8c877ad3895bc1dfa6e35498aa60ff"]}], "expected": ["0xf5"]},
;! {"name": "add_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xff000001", "0xff000001"]}], "expected": ["0xfe000002"]},
;! {"name": "add_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x37fd19e109f5ad8f8d38af305b92dc626ef91ffc2c037b16fa793788fffffffe", "0x7a27f2646aa0f3e168d576bae867a6b6d81bd0c809ae927d52dd055659b858e1"]}], "expected": ["0x59b858df"]},
;! {"name": "add_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x43b5e71a", "0x80000001"]}], "expected": ["0xc3b5e71b"]},
;! {"name": "add_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xfce55ef60f9f229915add0f94498ee0a464e11965bbe8c12b378c53cf4d66214", "0x55d2e179caf9e81e571462c5c01d9122403ce718186d88b1eff90cb15e3d861c"]}], "expected": ["0x5313e830"]},
;! {"name": "add_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x2fabec6e", "0x51849555"]}], "expected": ["0x813081c3"]},
;! {"name": "add_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xac3a8d64dce443198fc91144252bf2f0c8fd6acfc1007d426417990780000001", "0x177fece783571784d2419c5987b3b53399c4b4100d252b2ffb6aa212ff000001"]}], "expected": ["0x7f000002"]},
;! {"name": "add_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x19", "0xfffffffe"]}], "expected": ["0x17"]},
;! {"name": "add_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xdbf9b1ff3cf9bd97da21640b6f9f0bd52276bf0f1343ec1097955649ffffff09", "0x13cca05b117846e6370dacff3fcda046279a81c52442ab562af3103700000003"]}], "expected": ["0xffffff0c"]},
;! {"name": "add_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000", "0x8000000000000000"]}], "expected": ["0x0"]},
;! {"name": "add_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x9a427d9ad68272646dce981467fa4c042872c5b311cffdbaffefcc6dc322d919", "0x46ffff73e6c0c8a1f17def48f9338b564ce49a6e80c9aeb9fffffffff4cb1c87"]}], "expected": ["0xffefcc6db7edf5a0"]},
;! {"name": "add_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2ac8073aaf860435", "0x8000000000000001"]}], "expected": ["0xaac8073aaf860436"]},
;! {"name": "add_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa19a6cad6d4fb2e2b9b05b30725fb8efe49ea261e874b3360000000000019469", "0x9e6dbe5d4bfac1309c3df8d1ad9c318e25d7dba37fa5e1dfffffffffff7e0a9"]}], "expected": ["0xfffffffffff97512"]},
;! {"name": "add_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xe4e8ef25d195ab2b", "0xfffffffffff2eb90"]}], "expected": ["0xe4e8ef25d18896bb"]},
;! {"name": "add_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa2acb882a8b0a1c1e7027406290b09a53a7538f1929027de7f00000000000000", "0xe6cf3fa484298524c274cd8b2bc57943e4eff7dbb3a02b1d8000000000000000"]}], "expected": ["0xff00000000000000"]},
;! {"name": "add_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2be875b4b7", "0xff00000000000001"]}], "expected": ["0xff00002be875b4b8"]},
;! {"name": "add_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xdc564d5e82b83d5f96651594a71372b19473a1a0129d9e340000000000000002", "0x14e48ad7024fe0ae57e5f3c752803ae0f099e1fe276e59ae09e63bb15598bc53"]}], "expected": ["0x9e63bb15598bc55"]},
;! {"name": "add_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xfffffffffffffffffffffffffffffffe", "0xfffffffffffffffffffffffffffffffe"]}], "expected": ["0xfffffffffffffffffffffffffffffffc"]},
;! {"name": "add_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xeae2a91ec977e5f81c509d4e0f47ab6ffffffffffffffffffffffffffffffff", "0x1f2cacbc01437bf28b3e6dd9220711a880000000000000000000000000000001"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "add_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fffffffffffffffffffffffffffffff", "0x67e1014744a847dae09b3f62a4af2c2b"]}], "expected": ["0xe7e1014744a847dae09b3f62a4af2c2a"]},
;! {"name": "add_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xfb1a5d2349ffc3c1464725f260ff4ef780000000000000000000000000000000", "0x23747c0e01c6f3184fd720e68e24cdde7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "add_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x300bf1fbdbb8192a8165bba9cec3e51", "0xacef11a12c90cbaa0ef227584bed3394"]}], "expected": ["0xafefd0c0ea4c4d3cb7088312e8d971e5"]},
;! {"name": "add_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x466987b848cdd2bc97954433b42155ce7f000000000000000000000000000000", "0x6d684608386506b557518e37fe499be42bb48b9684d17d0297957a9114af3373"]}], "expected": ["0xaab48b9684d17d0297957a9114af3373"]},
;! {"name": "add_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x10000000000000000000000000000ff", "0x1"]}], "expected": ["0x1000000000000000000000000000100"]},
;! {"name": "add_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xa5eeff63fd7016f12ef2e9606fb07a98fffffffffffffa3cf28c4ced03ceb82d", "0xce433c1959c3dbbca2ec366d27bde9c8ffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffa3cf28c4ced03ceb82c"]},
;! {"name": "add_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1", "0x1"]}], "expected": ["0x2"]},
;! {"name": "add_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2"]}], "expected": ["0x2"]},
;! {"name": "add_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xbc"]}], "expected": ["0xbb"]},
;! {"name": "add_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xc000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "add_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "add_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffff018c3915ecebbeebffbe184a466b4d91", "0x80000000000000000000000000000000000000000000000002156113eb0b3113"]}], "expected": ["0x7fffffffffffffffffffffffffffffff018c3915ecebbeec01d3795e31767ea4"]},
;! {"name": "add_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x6a6915f7dccfc6db"]}], "expected": ["0x7f80000000000000000000000000000000000000000000006a6915f7dccfc6dc"]},
;! {"name": "add_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x800000000000000000000000000000000000000000000000000000000000007a", "0x0"]}], "expected": ["0x7a"]},
;! {"name": "add_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xff00000000000000000000000000000000000000000000000000000000000001", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xfe00000000000000000000000000000000000000000000000000000000000002"]},
;! {"name": "add_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x2693cfc034b2cb117b79c0820027ab51e810c6fcee17fee7b57a2daa9eca61d4", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xa593cfc034b2cb117b79c0820027ab51e810c6fcee17fee7b57a2daa9eca61d4"]},
;! {"name": "add_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "add_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x92e7862f7e3b222c918fb263832c09f620e6b1914be53c16b91cd7b6c9c50389"]}], "expected": ["0x92e7862f7e3b222c918fb263832c09f620e6b1914be53c16b91cd7b6c9c50387"]},
;! {"name": "add_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xdd978ee5249bd893cea3ebab72fbb5edf675064fe01fe1e015575cb35751b81e", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x5d978ee5249bd893cea3ebab72fbb5edf675064fe01fe1e015575cb35751b81e"]},
;! {"name": "add_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x77c0d1a68ab0de03e2a9edb544776032803f1fe90bc6b538", "0x2"]}], "expected": ["0x77c0d1a68ab0de03e2a9edb544776032803f1fe90bc6b53a"]},
;! {"name": "add_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x37275c60bf4c4a", "0xffffffffffffffffffffffffffdd49f7031b9e7d5891ce747c8a51da0879b069"]}], "expected": ["0xffffffffffffffffffffffffffdd49f7031b9e7d5891ce747cc179366938fcb3"]},
;! {"name": "add_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "sub_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sub_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x6fc12b756fc4b7a9da1c5b41a1685d9d016a328c9313d2c2e6e434f57befadfb", "0x354b7dacb292ad56f44238fd1148a40f4374f441befd076be41fc8a20f393688"]}], "expected": ["0x1"]},
;! {"name": "sub_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sub_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xc71bae87f1fb7c016108a5ab01377715547123bc5055a0fac5506154519f1f86", "0xebb6b1a16d12553e3964e9ca641d4085057664f4e15526a59767c6f14d264d4d"]}], "expected": ["0x1"]},
;! {"name": "sub_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x55", "0x55"]}], "expected": ["0x0"]},
;! {"name": "sub_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xdce2817d68e73b46b48dc0384c78f2b003e5c5444c95aae27864ffdfcfeb0f00", "0x66f0d83b4af81ada1f640d3b2b62f485feed6786c6bb331d52f8db7a2bc372ff"]}], "expected": ["0x1"]},
;! {"name": "sub_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xfe", "0xbf"]}], "expected": ["0x3f"]},
;! {"name": "sub_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x139b4dbf4ec6a3537731fa811105a89fc4183bf4623b0582a46bfa117107c100", "0xc9a2ce3c805dc81ae8b3de3cf7168fe0c7f395b37bba0f339b381ef78a116f00"]}], "expected": ["0x0"]},
;! {"name": "sub_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xfd", "0xff"]}], "expected": ["0xfe"]},
;! {"name": "sub_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2fed68d25fb350e8b0841401d2efe5a8dce1e1c032f228d77219f5e6c5979900", "0x8b99f81982df4160ae30cf2631c7d2d7f4e12bbfb4222688866d1c9b49d84702"]}], "expected": ["0xfe"]},
;! {"name": "sub_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x4", "0x7f"]}], "expected": ["0x85"]},
;! {"name": "sub_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xabfab8e8a984f800dc6a02d3b17778f079b7baf0c6a5e7159deeb4deb7229c81", "0x15c9f14e288feb312b04ebad5ef058b87d93566e4bb101384b743b1927681209"]}], "expected": ["0x78"]},
;! {"name": "sub_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7f000000", "0x7f000000"]}], "expected": ["0x0"]},
;! {"name": "sub_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x39d804b04e56114a55332e9f047cc4fb7cad809e8846ad604bf820d000000000", "0x7446fdbfae4b236cf5207bfbdc7120706eee4fb2b290b6b59ac882bb80000000"]}], "expected": ["0x80000000"]},
;! {"name": "sub_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfff40830", "0x1"]}], "expected": ["0xfff4082f"]},
;! {"name": "sub_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xb122155690a41c7a708b96f041b7886cbafd5af52522001ab2a25f8efe998bb6", "0x3f78e852317c5ebc8274b0cdb7d1388eb405eaf83877e2275af55d28817632fc"]}], "expected": ["0x7d2358ba"]},
;! {"name": "sub_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x2", "0xff000001"]}], "expected": ["0x1000001"]},
;! {"name": "sub_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x2186fdce2c54326ad4c170c626b1f7976af21a76b55c1daa586df9c2d4c9ba3", "0x996cb9fe39f9fa6d32a91bab7286e2d9e010c2972ce4a4f1da381cc3a1b7776f"]}], "expected": ["0x8b952434"]},
;! {"name": "sub_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffff", "0x2"]}], "expected": ["0x7ffffffd"]},
;! {"name": "sub_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7181f259828cc2e5d13a2893f20e30642208dd21b89b8067165ce1347b6b6dc3", "0xfa7067dc228406590660e54e5c75637411c42a596af7b173ab3387c77f000000"]}], "expected": ["0xfc6b6dc3"]},
;! {"name": "sub_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xaac66b4bfc7379d3", "0xaac66b4bfc7379d3"]}], "expected": ["0x0"]},
;! {"name": "sub_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xe2de5ee2309abe9ff4028963c12429d99cc6fd9828293ec66eb70a8bdf198d0a", "0x877c9b055d1beea588fb79d1891d95a1cb6b4b45d61ef78ffffffffff6c881c"]}], "expected": ["0x6eb70a8bdfad04ee"]},
;! {"name": "sub_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xff00000000000001", "0x10044194459f9"]}], "expected": ["0xfefeffbbe6bba608"]},
;! {"name": "sub_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1eaac5bdf2da06fbb8ceb543e946d0809a3d0e988d0d4c6a0000000000000000", "0xdb646d2b8028fe942646c25272998cd335cd494b35d034c2b2b9933a9c6e7c57"]}], "expected": ["0x4d466cc5639183a9"]},
;! {"name": "sub_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xff00000000000001", "0x4cd92cb95c73b20b"]}], "expected": ["0xb226d346a38c4df6"]},
;! {"name": "sub_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x4bbadf321b1d3dddfc920932575ede1b5d17d5a8e8eb1be0000000000000001", "0xeabd9c3fc42520464e8c9a3489c9facce8b6bbb9cc91ef8efffffffea9138d90"]}], "expected": ["0x156ec7271"]},
;! {"name": "sub_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xfffffffff3f21f02", "0xf82cef88e6e79f97"]}], "expected": ["0x7d310770d0a7f6b"]},
;! {"name": "sub_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x5c11831ad498497885a6ad1d410f19bca0981a37b35d2a0a0000000000000000", "0xbfd42506f25d0de631c449243430a83c9fa7b6e4c533480100000000000000d9"]}], "expected": ["0xffffffffffffff27"]},
;! {"name": "sub_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sub_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x5267b172bfc1776aaafdbd0601690566ff000000000000000000000000000001", "0x80d777a1089e21cec90a7ffa883cc2cd0000000000e6b3168476e12a8039d107"]}], "expected": ["0xfeffffffff194ce97b891ed57fc62efa"]},
;! {"name": "sub_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xff000000000000000000000000000001", "0x706ae8fba264501d209a8979d46824b6"]}], "expected": ["0x8e9517045d9bafe2df6576862b97db4b"]},
;! {"name": "sub_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xf882a1b9235b8cf272955a4b8c0778fb00000000000000000000000000000002", "0x10ad25ad17b3939abc13b1853b47844f00b31cecd7a8b5bdc7c872f498e895c4"]}], "expected": ["0xff4ce31328574a4238378d0b67176a3e"]},
;! {"name": "sub_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2", "0xfffffffffffffffffffffffffffcaef6"]}], "expected": ["0x3510c"]},
;! {"name": "sub_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x13940507334f182974823ab51e1d47d500000000000000000000000000000001", "0xd31d20b7316c10cf609449faf7e950f22b47054ff6886bde8203a497afdabb7d"]}], "expected": ["0xd4b8fab0097794217dfc5b6850254484"]},
;! {"name": "sub_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x126589282860ff7464d4c861e4653c8", "0x80c94db51fc9f1db4048b201"]}], "expected": ["0x126589201bcc24226835aaaddfda1c7"]},
;! {"name": "sub_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x3a0a5706608566fe1df5259a4ae9645f7f000000000000000000000000000000", "0x6e2c9f790c5b2d6eb0eb1893bed70c3ee49cc0e5d3fddf40cc426c174139039f"]}], "expected": ["0x9a633f1a2c0220bf33bd93e8bec6fc61"]},
;! {"name": "sub_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "sub_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x3822b0e884d90b5df40ec36866d7b28bbfe2"]}], "expected": ["0x7fffffffffffffffffffffffffffc7dd4f177b26f4a20bf13c9799284d74401d"]},
;! {"name": "sub_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x2f9d2f6c96c0ebbc220092438e586d7fe56ec0e3476671d7e04f1f3a8e81"]}], "expected": ["0x7fd062d093693f1443ddff6dbc71a792801a913f1cb8998e281fb0e0c5727e"]},
;! {"name": "sub_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x8000000000000000000000000000000000000000000000000000000087b69b91", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000087b69b92"]},
;! {"name": "sub_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x11afbbbfd5e305ce461ff0ceb71", "0x7fffffffffffffffffffffffffffffffffffffffffffff03494c99bf8deccb14"]}], "expected": ["0x11afbbbfe5ae7104aa27120205d"]},
;! {"name": "sub_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x8000000000000000000000000000000000000000000000000000000000000002", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sub_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7ffffffffffff4512db4b4dc1daa696cc508e7b105eb1a783a674a1da10e4e9d", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x7f7ffffffffff4512db4b4dc1daa696cc508e7b105eb1a783a674a1da10e4d9e"]},
;! {"name": "sub_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x80800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x7effffffffffffffffffffffffffffffffffffffffffffffffffffffffffff02"]},
;! {"name": "sub_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xd5ff4a91ef4e9af31c53eea8f2df3525a8a4f70e24178978f69d557990fed03f", "0xd5ff4a91ef4e9af31c53eea8f2df3525a8a4f70e24178978f69d557990fed03f"]}], "expected": ["0x0"]},
;! {"name": "sub_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffff7603a9cf4536f63d3b", "0xffffffffffffff4b2dbe944d92a79409d97bb4ce3c2746c73ad499c0f84fafa0"]}], "expected": ["0xb4d2416bb26d586bf626844b31c3d8b8aec8d535843ea68d9b"]},
;! {"name": "sub_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xf811a9d054d58da05e7445983a6cb7415e6cd04ca304177f1f6b8c03270add4f", "0xfffce3d51f69f9b9a0b8eddfd583cba49cc8c0fcc183ac52d8296978704761f7"]}], "expected": ["0xf814c5fb356b93e6bdbb57b864e8eb9cc1a40f4fe1806b2c4742228ab6c37b58"]},
;! {"name": "sub_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x9e0b157c1c5818e94b029b8cc4fbdc97c54ddddba0799aae2aaa04ea41658ecc"]}], "expected": ["0xe1f4ea83e3a7e716b4fd64733b0423683ab222245f866551d555fb15be9a7135"]},
;! {"name": "sub_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "sub_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x2", "0x2bd284aafca2d899ef6680af5386c8f46ce49b884ab04ebd46d2c016785e"]}], "expected": ["0xffffd42d7b55035d276610997f50ac79370b931b6477b54fb142b92d3fe987a4"]},
;! {"name": "sub_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffeb8677d671595a844934691c1db948e8d978719e397ee1051", "0x19db18736a038324d0afedf1d5280b84c0c879aeb62e3be662a309d0a1eecf35"]}], "expected": ["0xe624e78c95fc7cd9e7b78f75406d9cbfd27e1813256652a734e41012f5ff411c"]},
;! {"name": "sub_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffbce594319a4c3c395445dd87a8f2cd75e", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7ffffffffffffffffffffffffffffffbce594319a4c3c395445dd87a8f2cd75d"]},
;! {"name": "mul_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mul_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xcbd2ce9a0069e5de48baad21e8ded961e6fb1bb45bdd176bb290784d3d6401f3", "0x882936167157491fcc3908359b39ba6c42ffeabb1d5ea83cc95fd28dc2f5be0b"]}], "expected": ["0x1"]},
;! {"name": "mul_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "mul_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xe17e851728b46b46ce62f0a95643dd8915abaab2e660770b92f882eb86b47149", "0x13754df1d192fd028684bb71b023b96443a18b8e52252350dfc836a1bca96434"]}], "expected": ["0x0"]},
;! {"name": "mul_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xb7", "0xb7"]}], "expected": ["0xd1"]},
;! {"name": "mul_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xba8eb4c1e755e1e4d151108b21b504ca5ca23dbe65093ff789b600ac2916e2fa", "0x5b237aee6a1d9b39101a6af40610e2cd44861160a3425eb5bfc1c0e43c802c80"]}], "expected": ["0x0"]},
;! {"name": "mul_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xb1", "0x7f"]}], "expected": ["0xcf"]},
;! {"name": "mul_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x81780e0d4e130b3b75d22e705093495a62397f54d67b46f7ce50827c480bae99", "0xd5aa6c180448dbfda699ed8d2286e757bfb9d412122312b9480e454ef8756dfe"]}], "expected": ["0xce"]},
;! {"name": "mul_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfe", "0x81"]}], "expected": ["0xfe"]},
;! {"name": "mul_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xa563231db5e8a31ed0c07599ff21be3ffb10fbda64a139bc5c7d17377086b500", "0x861c8a8a109486c43f9c19d4c885eeb10674ec7be5885e1020a208c5f3c519fe"]}], "expected": ["0x0"]},
;! {"name": "mul_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "mul_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xa00302b49f575c5e80ee3cc3b2f85747494488a00448f9d650f10233c2e87eff", "0x3d64e22d62eda555b7b60ffc17e41673f36d3d81b1076250cf3b3ab0f832200a"]}], "expected": ["0xf6"]},
;! {"name": "mul_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x69185d0", "0x69185d0"]}], "expected": ["0x9b91c900"]},
;! {"name": "mul_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xe8b12313d9fa40fae67fda60f0b72584d251986aab7d4134d0f4ad99ffffffe3", "0x3597d82e19fc32c8b9f4f06150b9c3885dfbf6a739318fa0d620a3bcfffff1c0"]}], "expected": ["0x19d40"]},
;! {"name": "mul_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xe48ba3ed", "0x19f7060a"]}], "expected": ["0x81f6f542"]},
;! {"name": "mul_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1c17180533221aff18ebb2464f5e14da96aae476ff72b12ebac8ece21e13d726", "0x38ec8c0f90767222949462222e87abfca9993f95bca8fd71fcba43f2ffffffed"]}], "expected": ["0xc487082e"]},
;! {"name": "mul_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1b1afc0f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mul_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xf03e859d6c816ba6f1bdee0ca353ed94ecbfb62660c9077c886e54028e3c99d3", "0x44758c72bf31439d395b864e708ce5dd48d10ff5aeacd371712ac914010000ff"]}], "expected": ["0x815d392d"]},
;! {"name": "mul_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xb192f282", "0x80000001"]}], "expected": ["0xb192f282"]},
;! {"name": "mul_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x6656e9722b7d072908119268d00e132fe898af8630250fc71dd6f72c00352c48", "0x8cf6aad3d0c01c027d38b312918f5aa8580020d32373d3839a5a207f0000df9f"]}], "expected": ["0x729938b8"]},
;! {"name": "mul_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xfba6eef183bd61cf", "0xfba6eef183bd61cf"]}], "expected": ["0x32ae69f16b048561"]},
;! {"name": "mul_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x4f795f8fe8cd818a3587e3657bc48d8122970cc74ad3efccb4e587a4646c071a", "0x85a0a88f16dc11fef7d599d0200661576bfe48e0c71b41e8000000000000000"]}], "expected": ["0x0"]},
;! {"name": "mul_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xee52b8fd", "0xf75c"]}], "expected": ["0xe647763695ec"]},
;! {"name": "mul_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xd25b404233f4eb65663aafbdc2510dfc9589ee0f9ede9d380000000000000001", "0xd4615dbd86eb7d25fbb1aeaf57961cc67238576e118e287cfffffffffffffffe"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "mul_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x43a8b003248ca7", "0xb814ce0bdcb37386"]}], "expected": ["0x4ec36625ed15a46a"]},
;! {"name": "mul_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x93ce4a2f43f9c5c72ce88895df44072e5906e8e6b2534dce000000000032273b", "0x197eba209b6dd88238617fa8e3b30c98b58893d28f2997250000000000000000"]}], "expected": ["0x0"]},
;! {"name": "mul_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffff", "0x4f7d035fe534b631"]}], "expected": ["0x3082fca01acb49cf"]},
;! {"name": "mul_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x594fc48478e3cef25cb6397ad7c816c2d51cd86d53a7d8d10000000000000000", "0xefb3478389b83362fd1094041292fe174dd47d0e518d84b1c8b3f56d01844d7c"]}], "expected": ["0x0"]},
;! {"name": "mul_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xfffffffffffffffffffffffd60397861", "0xfffffffffffffffffffffffd60397861"]}], "expected": ["0x6e2d254e993cd14c1"]},
;! {"name": "mul_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xc52873367fc36a220d33264878985d784de6f7de538b795d3fab470bdf043c0", "0xfbfbeddbcb58fa8730ed970e6a6981f1fee7195f15073d7da69c81a99873d892"]}], "expected": ["0x3a64a7e0f16b804bab667d777b70a380"]},
;! {"name": "mul_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x688fd9b11b3fbea7fd2aab6499f59822", "0xff000000000000000000000000000001"]}], "expected": ["0x468fd9b11b3fbea7fd2aab6499f59822"]},
;! {"name": "mul_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xe1806d2f6aaa4b2a82e1ef5c92c9fa7aff000000000000000000000000000001", "0x5fcdb92347bd8c42aa8946a68c5bfeab000000000000000000000000000000fd"]}], "expected": ["0x30000000000000000000000000000fd"]},
;! {"name": "mul_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffffffffffffffff", "0xfffffffeaec0e536767c17fcd38e5696"]}], "expected": ["0x1513f1ac98983e8032c71a96a"]},
;! {"name": "mul_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xa05e743776cc2e23c0732d73f2546306ff000000000000000000000000000001", "0xd12aa45661c1ef9bf43027b495a3d46f8cdcbd11027e06ad9836deed0e90731d"]}], "expected": ["0x6fdcbd11027e06ad9836deed0e90731d"]},
;! {"name": "mul_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0x609a7f0013b43bf3aca6720da1e3ebf9"]}], "expected": ["0x609a7f0013b43bf3aca6720da1e3ebf9"]},
;! {"name": "mul_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x3ab4674a41ac09d2b441a2a8aa3ff351000000000000000119bf71bc4b23a1c7", "0xa5603cd1a3d59ccc9322b6c18f995369ffffffffffc78d448e62c4c3c6927a37"]}], "expected": ["0x9247156596782ed918042b4a4d3e97c1"]},
;! {"name": "mul_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x8429a7c80f89b48bdaf207524154f58ea78563351d1d1f877fab6f4bac5e86f", "0x8429a7c80f89b48bdaf207524154f58ea78563351d1d1f877fab6f4bac5e86f"]}], "expected": ["0x335f9eaeb831dbe3b3d534cad344bbf9dd9883382697413722d11658d9df6021"]},
;! {"name": "mul_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "mul_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x594a6e5e39793"]}], "expected": ["0x368000000000000000000000000000000000000000000000000594a6e5e39793"]},
;! {"name": "mul_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x8000000000000007b8d220b7155c1ca9dd58e474fea44cdc5dcc3f93fac9146d", "0x76a078bfc1c4a1befbd39c9e43c93fea495f6b21f76290c4be7031c1dedcbbd7"]}], "expected": ["0x4059be1cca364e0472f4422c9c528b5132b83d8950a6a6653d1a5299477c68b"]},
;! {"name": "mul_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x6552ec5b14173d3f112b43cd5"]}], "expected": ["0x0"]},
;! {"name": "mul_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x4000000000000000000000000000000000000000000000000000000000000001", "0x831318443482e2cada3440ed41978cfc52c2b9fd6d2c9571f13f18dd650dd47c"]}], "expected": ["0x31318443482e2cada3440ed41978cfc52c2b9fd6d2c9571f13f18dd650dd47c"]},
;! {"name": "mul_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x1b06c55084fdf61a0fe370d9afb5840c168e9ab"]}], "expected": ["0x558000000000000000000001aebbe8b3478f823f5d38d68d605ce880a780c155"]},
;! {"name": "mul_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x80000000000000000000000000000000000000000000011e55581da1eefe93bb", "0x80000000000000000000000000000000000000000000000dc6ad3dd61a91d6cf"]}], "expected": ["0xf688d407e7f76b6d0e5cf659a3dba42c635"]},
;! {"name": "mul_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7f8d95ec04f2d80b680d7cbbb87b312def5a", "0x7f8d95ec04f2d80b680d7cbbb87b312def5a"]}], "expected": ["0xaab2fd391d2219e2bb0856d9d9143266a7924cd9236f1a193123fe5a796d2ba4"]},
;! {"name": "mul_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xff00000000000000000000000000000000000000000000000000000000000001", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xfe00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "mul_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0xfdfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe02"]},
;! {"name": "mul_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "mul_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x40e7455a83470c722b238ccecdcaad6b475eb9e5a8443133d290c7a95f04fab5", "0xffffffffffffffffe88c128465bc15c67ac3a5b8e63038251d854326bf421424"]}], "expected": ["0xc4c918b77245f4a23db1fec068f1de3b68230ee7d9e5ff2fece81b716df36574"]},
;! {"name": "mul_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xe253f88fcc0fee78cc56983b0c053d1d110c7605148b3d0", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xe253f88fcc0fee78cc56983b0c053d1d110c7605148b3d0"]},
;! {"name": "mul_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xf4f764868475856944654e0b99f0ad9c7939cc31b107b4c3fa7893e6c0b19822", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xb089b797b8a7a96bb9ab1f4660f526386c633ce4ef84b3c05876c193f4e67de"]},
;! {"name": "mul_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x2", "0xecc81929872e33b591b3a3e80bee3753490ece05a5acef146"]}], "expected": ["0x1d99032530e5c676b236747d017dc6ea6921d9c0b4b59de28c"]},
;! {"name": "neg_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0"]}], "expected": ["0x0"]},
;! {"name": "neg_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xd5d7649fc1de8442d1c0ba61764b136875c70bda8beb0d4fc4231886f9221547"]}], "expected": ["0x1"]},
;! {"name": "neg_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0"]}], "expected": ["0x0"]},
;! {"name": "neg_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x1fb9d7c32bd24c37c35391184b5f1cc9820b8641f58a7aa94c19601f5ab5ea01"]}], "expected": ["0xff"]},
;! {"name": "neg_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xff"]}], "expected": ["0x1"]},
;! {"name": "neg_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x46c403bafd1eafc2659b2934d1130f76c32cd082976132fde211996b39da8980"]}], "expected": ["0x80"]},
;! {"name": "neg_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7f"]}], "expected": ["0x81"]},
;! {"name": "neg_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x56cba4dc76d68a3528da3fdc53fa329a23d98ddb6590718e1bec8cec69063302"]}], "expected": ["0xfe"]},
;! {"name": "neg_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0"]}], "expected": ["0x0"]},
;! {"name": "neg_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xd6d384a5e097a8411472ca2ee4de45b01a2b4440058751906f9027bb00000001"]}], "expected": ["0xffffffff"]},
;! {"name": "neg_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "neg_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x60e4f6107d2d2bcb96d6385f62ba3acb63f06fff52114ced532fd2c680000000"]}], "expected": ["0x80000000"]},
;! {"name": "neg_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x7fffffff"]}], "expected": ["0x80000001"]},
;! {"name": "neg_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xc8d80535d089cd0dd3f36e2a288ab30789579aec275c23c1082a99ea00047fb9"]}], "expected": ["0xfffb8047"]},
;! {"name": "neg_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0"]}], "expected": ["0x0"]},
;! {"name": "neg_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x4bf17cc7761e88ac4786a204f3a3efcef20beec969dc53f10000000000000001"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "neg_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "neg_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x1813f93f1525aa71e097d4d463ca4fc0d6aa8a13a71f51218000000000000000"]}], "expected": ["0x8000000000000000"]},
;! {"name": "neg_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x7fffffffffffffff"]}], "expected": ["0x8000000000000001"]},
;! {"name": "neg_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xf96d3511370128a85114df5826a7d15bc88db7d6cee44250000000000000015"]}], "expected": ["0xffffffffffffffeb"]},
;! {"name": "neg_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0"]}], "expected": ["0x0"]},
;! {"name": "neg_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xa9bc60af1efd5fc0bc20dcf11acfcc5500000000000000000000000000000001"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "neg_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "neg_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xb8baa3fe4565509371baa36d52d40f2880000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "neg_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000001"]},
;! {"name": "neg_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xedcbb8a73d55c4be10c7b9f443c9f1f6010000000000000000000000000000ff"]}], "expected": ["0xfeffffffffffffffffffffffffffff01"]},
;! {"name": "neg_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "neg_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "neg_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "neg_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "neg_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "neg_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x6511e6c1cd0c1cf4770a23bd6fe0c34bbb3b36e6b1e1ff6e16f5d728868ccb1"]}], "expected": ["0x79aee193e32f3e30b88f5dc42901f3cb444c4c9194e1e0091e90a28d7797334f"]},
;! {"name": "neg_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "neg_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "neg_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "neg_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "neg_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "neg_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x52e4502093680057b144457387989736c1da089c2f453abd5ababf54390b4fa2"]}], "expected": ["0xad1bafdf6c97ffa84ebbba8c786768c93e25f763d0bac542a54540abc6f4b05e"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; add, sub, mul and negation.
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
  %f0.6 = call i1 @add_i1(i1 %f0.2, i1 %f0.5)
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
  %f1.6 = call i8 @add_i8(i8 %f1.2, i8 %f1.5)
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
  %f2.6 = call i32 @add_i32(i32 %f2.2, i32 %f2.5)
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
  %f3.6 = call i64 @add_i64(i64 %f3.2, i64 %f3.5)
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
  %f4.6 = call i128 @add_i128(i128 %f4.2, i128 %f4.5)
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
  %f5.6 = call i255 @add_i255(i255 %f5.2, i255 %f5.5)
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
  %f6.4 = call i256 @add_i256(i256 %f6.1, i256 %f6.3)
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
  %f7.6 = call i1 @sub_i1(i1 %f7.2, i1 %f7.5)
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
  %f8.6 = call i8 @sub_i8(i8 %f8.2, i8 %f8.5)
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
  %f9.6 = call i32 @sub_i32(i32 %f9.2, i32 %f9.5)
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
  %f10.6 = call i64 @sub_i64(i64 %f10.2, i64 %f10.5)
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
  %f11.6 = call i128 @sub_i128(i128 %f11.2, i128 %f11.5)
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
  %f12.6 = call i255 @sub_i255(i255 %f12.2, i255 %f12.5)
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
  %f13.4 = call i256 @sub_i256(i256 %f13.1, i256 %f13.3)
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
  %f14.6 = call i1 @mul_i1(i1 %f14.2, i1 %f14.5)
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
  %f15.6 = call i8 @mul_i8(i8 %f15.2, i8 %f15.5)
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
  %f16.6 = call i32 @mul_i32(i32 %f16.2, i32 %f16.5)
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
  %f17.6 = call i64 @mul_i64(i64 %f17.2, i64 %f17.5)
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
  %f18.6 = call i128 @mul_i128(i128 %f18.2, i128 %f18.5)
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
  %f19.6 = call i255 @mul_i255(i255 %f19.2, i255 %f19.5)
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
  %f20.4 = call i256 @mul_i256(i256 %f20.1, i256 %f20.3)
  %f20.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.4, ptr addrspace(1) %f20.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i1
  %f21.3 = call i1 @neg_i1(i1 %f21.2)
  %f21.4 = zext i1 %f21.3 to i256
  %f21.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.4, ptr addrspace(1) %f21.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = trunc i256 %f22.1 to i8
  %f22.3 = call i8 @neg_i8(i8 %f22.2)
  %f22.4 = zext i8 %f22.3 to i256
  %f22.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.4, ptr addrspace(1) %f22.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = trunc i256 %f23.1 to i32
  %f23.3 = call i32 @neg_i32(i32 %f23.2)
  %f23.4 = zext i32 %f23.3 to i256
  %f23.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.4, ptr addrspace(1) %f23.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = trunc i256 %f24.1 to i64
  %f24.3 = call i64 @neg_i64(i64 %f24.2)
  %f24.4 = zext i64 %f24.3 to i256
  %f24.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.4, ptr addrspace(1) %f24.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = trunc i256 %f25.1 to i128
  %f25.3 = call i128 @neg_i128(i128 %f25.2)
  %f25.4 = zext i128 %f25.3 to i256
  %f25.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.4, ptr addrspace(1) %f25.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = trunc i256 %f26.1 to i255
  %f26.3 = call i255 @neg_i255(i255 %f26.2)
  %f26.4 = zext i255 %f26.3 to i256
  %f26.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.4, ptr addrspace(1) %f26.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = call i256 @neg_i256(i256 %f27.1)
  %f27.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.2, ptr addrspace(1) %f27.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @add_i1(i1 %a, i1 %b) {
  %r = add i1 %a, %b
  ret i1 %r
}

define i8 @add_i8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}

define i32 @add_i32(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}

define i64 @add_i64(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}

define i128 @add_i128(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}

define i255 @add_i255(i255 %a, i255 %b) {
  %r = add i255 %a, %b
  ret i255 %r
}

define i256 @add_i256(i256 %a, i256 %b) {
  %r = add i256 %a, %b
  ret i256 %r
}

define i1 @sub_i1(i1 %a, i1 %b) {
  %r = sub i1 %a, %b
  ret i1 %r
}

define i8 @sub_i8(i8 %a, i8 %b) {
  %r = sub i8 %a, %b
  ret i8 %r
}

define i32 @sub_i32(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}

define i64 @sub_i64(i64 %a, i64 %b) {
  %r = sub i64 %a, %b
  ret i64 %r
}

define i128 @sub_i128(i128 %a, i128 %b) {
  %r = sub i128 %a, %b
  ret i128 %r
}

define i255 @sub_i255(i255 %a, i255 %b) {
  %r = sub i255 %a, %b
  ret i255 %r
}

define i256 @sub_i256(i256 %a, i256 %b) {
  %r = sub i256 %a, %b
  ret i256 %r
}

define i1 @mul_i1(i1 %a, i1 %b) {
  %r = mul i1 %a, %b
  ret i1 %r
}

define i8 @mul_i8(i8 %a, i8 %b) {
  %r = mul i8 %a, %b
  ret i8 %r
}

define i32 @mul_i32(i32 %a, i32 %b) {
  %r = mul i32 %a, %b
  ret i32 %r
}

define i64 @mul_i64(i64 %a, i64 %b) {
  %r = mul i64 %a, %b
  ret i64 %r
}

define i128 @mul_i128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}

define i255 @mul_i255(i255 %a, i255 %b) {
  %r = mul i255 %a, %b
  ret i255 %r
}

define i256 @mul_i256(i256 %a, i256 %b) {
  %r = mul i256 %a, %b
  ret i256 %r
}

define i1 @neg_i1(i1 %a) {
  %r = sub i1 0, %a
  ret i1 %r
}

define i8 @neg_i8(i8 %a) {
  %r = sub i8 0, %a
  ret i8 %r
}

define i32 @neg_i32(i32 %a) {
  %r = sub i32 0, %a
  ret i32 %r
}

define i64 @neg_i64(i64 %a) {
  %r = sub i64 0, %a
  ret i64 %r
}

define i128 @neg_i128(i128 %a) {
  %r = sub i128 0, %a
  ret i128 %r
}

define i255 @neg_i255(i255 %a) {
  %r = sub i255 0, %a
  ret i255 %r
}

define i256 @neg_i256(i256 %a) {
  %r = sub i256 0, %a
  ret i256 %r
}
