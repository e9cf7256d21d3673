;! { "cases": [
;! {"name": "add_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "add_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xec45056dfe3dbc603d121733cd5ed72f392e0da5aa0bc59fb49ef5e301b6ede3", "0x0", "0x8ddd07ac5ee48d5650f8705e24596cf11bde9c91cb7140dfb9291cb99c667c73"]}], "expected": ["0x1", "0x7a220d1a5d2249b68e0a8791f1b84420550caa37757d067f6dc8129c9e1d6a56"]},
;! {"name": "add_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0", "0x1", "0xffffffffffffffffff54c9c27b7c22e8f17150fb95da300e9a28fc191c392c86"]}], "expected": ["0x0", "0xffffffffffffffffff54c9c27b7c22e8f17150fb95da300e9a28fc191c392c86"]},
;! {"name": "add_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0", "0x0", "0x0"]}], "expected": ["0x1", "0x0"]},
;! {"name": "add_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xc76f9957cc89860d20492d83d14dda613f6faca23de66318bb465bc92f34d1a8", "0x0", "0x0"]}], "expected": ["0x0", "0xc76f9957cc89860d20492d83d14dda613f6faca23de66318bb465bc92f34d1a8"]},
;! {"name": "add_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xf4ee4b15660f102c2e8271462f88b1d0c36f062c8e8ed5c7c46c21e73ad6414", "0x0", "0x1"]}], "expected": ["0x1", "0xf4ee4b15660f102c2e8271462f88b1d0c36f062c8e8ed5c7c46c21e73ad6415"]},
;! {"name": "add_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfffffffffffffff81a462ca1b921506c263e104f2f1251800d590015103c2edd", "0x1", "0xffffffffffe8c4dd377f67a7257025336e60707e069d2b4b23b6eae456bff72f"]}], "expected": ["0x1", "0xffffffffffe8c4d551c59448de91759f949e80cd35af7ccb310feaf966fc260c"]},
;! {"name": "add_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x5ad8a372049cef6ade17e1683fb4bd081a9", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0xfe0000000000000000000000000005ad8a372049cef6ade17e1683fb4bd081aa"]},
;! {"name": "add_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xf74f43dd533758df1e6b9cc17c5466f276f89e54d94406fd8c60c284e7fb5db0", "0x6a43e39f8b96cfa9bd3d7283a8065ffe4dfc6b4a1c079dd00dd6870d93e924b", "0xf74f43dd533758df1e6b9cc17c5466f276f89e54d94406fd8c60c284e7fb5db0", "0x6a43e39f8b96cfa9bd3d7283a8065ffe4dfc6b4a1c079dd00dd6870d93e924b"]}], "expected": ["0xee9e87baa66eb1be3cd73982f8a8cde4edf13ca9b2880dfb18c18509cff6bb60", "0xd487c73f172d9f537a7ae507500cbffc9bf8d694380f3ba01bad0e1b27d2496"]},
;! {"name": "add_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x6c44c8c1c0c6146a5d48237654ea76aa7b6a4224a7e5e97bc19bc4a3ea4b52de", "0xd2732ae1cb4fbbb8dc5a7fb42b17146ed2502d7357f93cd65d2f0786b02e006d", "0x0", "0x4444cee904bcaa33c1fac9365cfdc8580ad4c45e084e68a2f0f"]}], "expected": ["0x6c44c8c1c0c6146a5d48237654ea76aa7b6a4224a7e5e97bc19bc4a3ea4b52de", "0xd2732ae1cb4fbffd29490ffff5ba508e7ee39343347ebd83a974e80b96b82f7c"]},
;! {"name": "add_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9d", "0x7578e0e17472134b8ac83e0cb878afcdadcf2c4a8cfacbf7ef222af8b7f65264", "0x479175e799f4da1a6bf848db32c1e7cb65713c049c68e11f244def677cc21e1d", "0x21278b5765ab22a3aeb760ba8edc77cd9ec71ff62189d58ae15b11b5926c3dc7"]}], "expected": ["0x479175e799f4da1a6bf848db32c1e7cb65713c049c68e11f244def677cc21dba", "0x96a06c38da1d35ef397f9ec74755279b4c964c40ae84a182d07d3cae4a62902b"]},
;! {"name": "add_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "add_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x0"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "add_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfff5508900b3565dbca8346abbe4a691b516c85de707d83a44d5ab9ae488a60e"]}], "expected": ["0xfeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfff5508900b3565dbca8346abbe4a691b516c85de707d83a44d5ab9ae488a60f"]},
;! {"name": "add_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x3cbfaf63f413d0521446494158cdaf5f5265e72eb526133304ededc04745", "0x48b1f42cefbcd2f457891356773a842f8bfcb51735e58474d9c5a5e1b2b63c3f", "0xd6beacb6fa24d0988eb26abcbc4a903d64ca237bcbeedd6c8d89b54ed", "0x8012c814abeb885690dcee1656dd256b300d16f94223ef35fe076b8a51db9682"]}], "expected": ["0x3ccd1b4ebf83729f1dcf346804997408563c33d0ece2d220dbb6c65b9c32", "0xc8c4bc419ba85b4ae866016cce17a99abc09cc10780973aad7cd116c0491d2c1"]},
;! {"name": "add_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xf8189e018b5652d270ec862076d66d9a914ba1599aa135885f687c6f953ffe57", "0x113a0257a9520d51cc694fe9f3a6245e3bfe505b7f1c5527041dbcbaa9742259"]}], "expected": ["0x78189e018b5652d270ec862076d66d9a914ba1599aa135885f687c6f953ffe57", "0x113a0257a9520d51cc694fe9f3a6245e3bfe505b7f1c5527041dbcbaa9742259"]},
;! {"name": "sub_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x65e50cd39f6b3a7c99d97808ad46cd960944179fa0b874e40fd929040081950f", "0x0", "0x65e50cd39f6b3a7c99d97808ad46cd960944179fa0b874e40fd929040081950f"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sub_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xf4c3c168b97bd77cf9516a07e4e3dd16811ecb72d76aa8a036ffb52e61b20cda", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xf4c3c168b97bd77cf9516a07e4e3dd16811ecb72d76aa8a036ffb52e61b20cdb"]},
;! {"name": "sub_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffff2d651c5ce7948a5f", "0x1", "0xc1d5b1fe6fa14683ca76503cef1f8d830c4be6df07f2e18bbac08f6e4fcc93b7"]}], "expected": ["0x0", "0x3e2a4e01905eb97c3589afc310e0727cf3b41920f80d1e7372a48cee97c7f6a8"]},
;! {"name": "sub_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x0", "0xdf6a4fd15f"]}], "expected": ["0x0", "0xfdffffffffffffffffffffffffffffffffffffffffffffffffffff2095b02ea1"]},
;! {"name": "sub_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x2", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffc07ef67"]}], "expected": ["0x0", "0x3f8109b"]},
;! {"name": "sub_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xcee1286d2064d437d4b187ed502ddf01968725a39f082ebf", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1", "0x200000000000000cee1286d2064d437d4b187ed502ddf01968725a39f082ebf"]},
;! {"name": "sub_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xf4397f20b1ee7a51757f846661b81fb45bab110875d723d6874232a251", "0x1", "0x1"]}], "expected": ["0x1", "0xf4397f20b1ee7a51757f846661b81fb45bab110875d723d6874232a250"]},
;! {"name": "sub_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x36e959a1b77dc6ada51f85c8b56bfe51f8186de312ff4be6cbcc0b0a95b36a4f", "0x1", "0xdfa1d87b9356f371158676abe567564c14ef8ff626c29133b36fcd7664ff1f46"]}], "expected": ["0x1", "0x574781262426d33c8f990f1cd004a805e328ddecec3cbab3185c3d9430b44b09"]},
;! {"name": "sub_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sub_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "sub_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sub_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8100000000000000000000000000000000000000000000000000000000000000", "0x100"]},
;! {"name": "sub_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x8100000000000000000000000000000000000000000000000000000000000000", "0xff"]},
;! {"name": "sub_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sub_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x1", "0x0", "0x2"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sub_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1050278fe24691c9f07af33a92fc33352", "0xcf98371769a79510064e32b89242062195765ae07e88083436366758af5e643a", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x1000000000000000000000000000001050278fe24691c9f07af33a92fc33352", "0xcf98371769a79510064e32b89242062195765ae07e88083436366758af5e6439"]},
;! {"name": "mul_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x210b3bcd69105f65d1f23d0131024012cbd158a6dd070159c0a1640710afde57", "0x1", "0x210b3bcd69105f65d1f23d0131024012cbd158a6dd070159c0a1640710afde57"]}], "expected": ["0x0", "0xcdf4ed0564b1e03f29eb6b6466d685260022cf28e9c7967179d6955e9c0d0191"]},
;! {"name": "mul_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x8d34860662d6858da3939bd267e4cfa980d23a3e9ab822edb33ebf18a6dab3cf", "0x0", "0x293cc3bd75b94c8c260e"]}], "expected": ["0x0", "0xa562aeb94fd32f027a3cf41a25a4d2928fad7f8aaa7e47aae5dcd4b05fda8f52"]},
;! {"name": "mul_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffb95305070642adda3249c9e7dc8f70a51a424dd7c4a989", "0x0", "0x618da91782e9b2022a3a48b85f864bce2ac9cd0113dedef5bd19dabea038f380"]}], "expected": ["0x1", "0x2dd002c3b6c59301f19103fbf9a39e1f363f0bec2426fd38f1a8a5644539cf80"]},
;! {"name": "mul_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc"]},
;! {"name": "mul_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2add9b48e5f04db90f718ed0e8c51426c9d7b9749fb997429843057a3ac7b57c", "0x0", "0xaea1a0e1cd916a48970f46acf18dbce4b036679c5f7e175474e993cc0794bac5"]}], "expected": ["0x1", "0x81d5f4e0182c402ce3ea4796449bd769e739e4ccc8aee09d420a49ffa53ac06c"]},
;! {"name": "mul_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff", "0x1", "0x270b9f646932f0f8a998add1b6b73d87c7329363235ce626e095c7881253145a"]}], "expected": ["0x0", "0x9893c504c9be07b0ef1523e500864a3f6b60cfc0398940b9b531c08a40c145a6"]},
;! {"name": "mul_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x0"]},
;! {"name": "mul_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x1cb79e534837987a6e55ca063bb6a832225c4baa1f"]}], "expected": ["0x0", "0xc200000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "mul_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xfe00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "mul_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "mul_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffff8d714c1d97ac5a0b51cd2283a89e7c9bc2b6a8e13be3", "0xffffb988879d42caaecf3f2d5d331db370f1d73203c4a853329f58c992b9a67d", "0x8ebb0070b507dbc0b32b215fe6a971e7cc5c6179c28cd0ebafa30c456d23e0a"]}], "expected": ["0x4c6c2ed0b7ee5e24223c2998b3e73a710438d61d9c2b392c1305fc5bef3bea32", "0x4128aa66bdafacf59f1914b556850c52e4fa999c8d6f75f29f2a74b6878350de"]},
;! {"name": "mul_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffff6eb9ba72950ce6ba3b4d45d69afe9409", "0x27baf37d9c1f7907ca0a16aedb91e4b9f652dae31e439b7943932185b31d8c09"]}], "expected": ["0xf6ffffffffffffffffffffffffffffff6eb9ba72950ce6ba3b4d45d69afe9409", "0x27baf37d9c1f7907ca0a16aedb91e4b9f652dae31e439b7943932185b31d8c09"]},
;! {"name": "mul_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "mul_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2", "0x1ef41423ef9e957e483852c1225965d522d8c79b7ec5c626c4ce137e0e1ddcd9", "0xa79c9ab0f32ce705164fa1906c0375e1c31a56c6b54c310be28e42bb6ec2b93d"]}], "expected": ["0x3de82847df3d2afc9070a58244b2cbaa45b18f36fd8b8c4d899c26fc1c3bb9b3", "0x4f393561e659ce0a2c9f4320d806ebc38634ad8d6a986217c51c8576dd85727a"]},
;! {"name": "mul_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x13b1cc10ca197de97d3bf93e0483d80136cb6da7bfad2cf853b96c15d70d3acc", "0x9e020f1904328b0bab0823ff5ee0c81e20e33292b317862e69ab9ce4f15072e4"]}], "expected": ["0x0", "0x0"]},
;! {"name": "mul_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "neg_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "neg_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "neg_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "neg_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x0"]}], "expected": ["0x1", "0x0"]},
;! {"name": "neg_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x1"]},
;! {"name": "neg_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x3e3cdb3cb3d64fadd2b066c243f15a103c692c4"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffc1c324c34c29b0522d4f993dbc0ea5efc396d3c"]},
;! {"name": "neg_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "neg_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "neg_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "neg_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "neg_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "neg_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0xfeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff01"]}
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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = zext i256 %f0.1 to i257
  %f0.3 = inttoptr i256 64 to ptr addrspace(2)
  %f0.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.3)
  %f0.5 = zext i256 %f0.4 to i257
  %f0.6 = shl i257 %f0.2, 256
  %f0.7 = or i257 %f0.6, %f0.5
  %f0.8 = inttoptr i256 96 to ptr addrspace(2)
  %f0.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.8)
  %f0.10 = zext i256 %f0.9 to i257
  %f0.11 = inttoptr i256 128 to ptr addrspace(2)
  %f0.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.11)
  %f0.13 = zext i256 %f0.12 to i257
  %f0.14 = shl i257 %f0.10, 256
  %f0.15 = or i257 %f0.14, %f0.13
  %f0.16 = call i257 @add_i257(i257 %f0.7, i257 %f0.15)
  %f0.17 = lshr i257 %f0.16, 256
  %f0.18 = trunc i257 %f0.17 to i256
  %f0.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.18, ptr addrspace(1) %f0.19
  %f0.20 = trunc i257 %f0.16 to i256
  %f0.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.20, ptr addrspace(1) %f0.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = zext i256 %f1.1 to i512
  %f1.3 = inttoptr i256 64 to ptr addrspace(2)
  %f1.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.3)
  %f1.5 = zext i256 %f1.4 to i512
  %f1.6 = shl i512 %f1.2, 256
  %f1.7 = or i512 %f1.6, %f1.5
  %f1.8 = inttoptr i256 96 to ptr addrspace(2)
  %f1.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.8)
  %f1.10 = zext i256 %f1.9 to i512
  %f1.11 = inttoptr i256 128 to ptr addrspace(2)
  %f1.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.11)
  %f1.13 = zext i256 %f1.12 to i512
  %f1.14 = shl i512 %f1.10, 256
  %f1.15 = or i512 %f1.14, %f1.13
  %f1.16 = call i512 @add_i512(i512 %f1.7, i512 %f1.15)
  %f1.17 = lshr i512 %f1.16, 256
  %f1.18 = trunc i512 %f1.17 to i256
  %f1.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.18, ptr addrspace(1) %f1.19
  %f1.20 = trunc i512 %f1.16 to i256
  %f1.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.20, ptr addrspace(1) %f1.21
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
  %f2.16 = call i257 @sub_i257(i257 %f2.7, i257 %f2.15)
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
  %f3.16 = call i512 @sub_i512(i512 %f3.7, i512 %f3.15)
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
  %f4.16 = call i257 @mul_i257(i257 %f4.7, i257 %f4.15)
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
  %f5.16 = call i512 @mul_i512(i512 %f5.7, i512 %f5.15)
  %f5.17 = lshr i512 %f5.16, 256
  %f5.18 = trunc i512 %f5.17 to i256
  %f5.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.18, ptr addrspace(1) %f5.19
  %f5.20 = trunc i512 %f5.16 to i256
  %f5.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.20, ptr addrspace(1) %f5.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = zext i256 %f6.1 to i257
  %f6.3 = inttoptr i256 64 to ptr addrspace(2)
  %f6.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.3)
  %f6.5 = zext i256 %f6.4 to i257
  %f6.6 = shl i257 %f6.2, 256
  %f6.7 = or i257 %f6.6, %f6.5
  %f6.8 = call i257 @neg_i257(i257 %f6.7)
  %f6.9 = lshr i257 %f6.8, 256
  %f6.10 = trunc i257 %f6.9 to i256
  %f6.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.10, ptr addrspace(1) %f6.11
  %f6.12 = trunc i257 %f6.8 to i256
  %f6.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.12, ptr addrspace(1) %f6.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = zext i256 %f7.1 to i512
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = zext i256 %f7.4 to i512
  %f7.6 = shl i512 %f7.2, 256
  %f7.7 = or i512 %f7.6, %f7.5
  %f7.8 = call i512 @neg_i512(i512 %f7.7)
  %f7.9 = lshr i512 %f7.8, 256
  %f7.10 = trunc i512 %f7.9 to i256
  %f7.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.10, ptr addrspace(1) %f7.11
  %f7.12 = trunc i512 %f7.8 to i256
  %f7.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.12, ptr addrspace(1) %f7.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @add_i257(i257 %a, i257 %b) {
  %r = add i257 %a, %b
  ret i257 %r
}

define i512 @add_i512(i512 %a, i512 %b) {
  %r = add i512 %a, %b
  ret i512 %r
}

define i257 @sub_i257(i257 %a, i257 %b) {
  %r = sub i257 %a, %b
  ret i257 %r
}

define i512 @sub_i512(i512 %a, i512 %b) {
  %r = sub i512 %a, %b
  ret i512 %r
}

define i257 @mul_i257(i257 %a, i257 %b) {
  %r = mul i257 %a, %b
  ret i257 %r
}

define i512 @mul_i512(i512 %a, i512 %b) {
  %r = mul i512 %a, %b
  ret i512 %r
}

define i257 @neg_i257(i257 %a) {
  %r = sub i257 0, %a
  ret i257 %r
}

define i512 @neg_i512(i512 %a) {
  %r = sub i512 0, %a
  ret i512 %r
}
