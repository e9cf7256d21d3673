;! { "cases": [
;! {"name": "memset_at0_len32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xee"]}], "expected": ["0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "memset_at0_len32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x944b92ddc73fb59edeff5c66d79ccde8784cf3d26fb01870ea0dfa74a8fe1578", "0x9e4ce3d7e0459b114e6364f695e4856978ade052ac2e81245e05b91092fcfb35"]}], "expected": ["0x3535353535353535353535353535353535353535353535353535353535353535", "0xb46ab0fee31a93b9f6d6764dfbb1e3c7487dc1e15b852e47d234c04f94c32b47", "0xd40ad09e837af3d996b6162d9bd183a7281da1813be54e27b254a02ff4a34b27", "0xf42af0bea35ad3f9b696360dbbf1a387083d81a11bc56e079274800fd4836b07"]},
;! {"name": "memset_at1_len5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0xee"]}], "expected": ["0xeeeeeeeeee060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "memset_at1_len5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xe2425be71fae19ef0915325ce632b7dff877ff8cf8c86340c06cfcf32ae78fa6", "0x49369e92c96f1397c306bea7fb549bda970ecfaaf1f1c3f27812f415d3bda5af"]}], "expected": ["0xe2afafafafaf1fe8011c3857ea3fb9d0e866ed9fecdd7557d875e6e836fa91b9", "0xc26379c43b8b3fc8213c1877ca1f99f0c846cdbfccfd5577f855c6c816dab199", "0xa20319a45beb5fa8415c7817aa7ff990a826addfac9d35179835a6a876bad1f9", "0x822339847bcb7f88617c58378a5fd9b088068dff8cbd1537b8158688569af1d9"]},
;! {"name": "memset_at5_len0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xee"]}], "expected": ["0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "memset_at5_len0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xfd443abd214452c73468ff2602bc295951dc839da609f5553ac60607c569bc13", "0x6132f84f45d0af2b5d1e1f70c60fbd5c7027331c27f75ec3801d437b8e0e9c59"]}], "expected": ["0xfd4538be254154c03c61f52d0eb1275641cd918eb21ce34222df1c1cd974a20c", "0xdd65189e056174e01c41d50d2e91077661edb1ae923cc36202ff3c3cf954822c", "0xbd0578fe650114807c21b56d4ef16716018dd1cef25ca302629f5c5c9934e24c", "0x9d2558de452134a05c01954d6ed1473621adf1eed27c832242bf7c7cb914c26c"]},
;! {"name": "memset_at31_len2 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0xee"]}], "expected": ["0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1eee", "0xee2122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "memset_at31_len2 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xc6648c316caff6741c2f3f24c7ff5f0e089d7b1a3941002e1b0d2bc86dc42cd8", "0xa4ad95b28324e25bad1dd6f5cc6bf6b136ba574d414e6025b1445ba7764601f5"]}], "expected": ["0xc6658e3268aaf0731426352fcbf25101188c69092d541639031431d371d932f5", "0xf545ae12488ad0533406150febd2712138ac49290d743619233411f351f912e7", "0x8625ce7228eab0335466756f8bb2114158cc29496d1456794354719331997287", "0xa605ee5208ca90137446554fab92316178ec09694d347659637451b311b952a7"]},
;! {"name": "memset_at33_len64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xee"]}], "expected": ["0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0x20eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0xee6162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "memset_at33_len64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xa99e06c27479f43f599ccdeaaa51c5bc0cb0fdcc594bf39696ef474d6c0aca74", "0x83607f7b5d434f4fbf501ffa99b3e45801d421741c21408fcce587d365ac6119"]}], "expected": ["0xa99f04c1707cf2385195c7e1a65ccbb31ca1efdf4d5ee5818ef65d567017d46b", "0x8919191919191919191919191919191919191919191919191919191919191919", "0x1919191919191919191919191919191919191919191919191919191919191919", "0x19ff64a1101c925831f5a781c63cabd37cc18fbf2d3e85e1ee963d361077b40b"]},
;! {"name": "memset_at0_len128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0xee"]}], "expected": ["0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"]},
;! {"name": "memset_at0_len128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x30536f21380a04b1f2132e47269f10b8c2340e5e23c98a0adec8bf125063fbd2", "0xdcbe54ce9fc748dca43e8499b8f559d3e6579abb83eef631c1c03717393203a4"]}], "expected": ["0xa4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4", "0xa4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4", "0xa4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4", "0xa4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4"]},
;! {"name": "memset_at7_len57 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xee"]}], "expected": ["0x10203040506eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "memset_at7_len57 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x93838ce830b7d91ccbc80ad01a444282696970524a67ca3febf79234e15c7d34", "0x994c9dd7701abaf21eef108fed1925f9b42943d40c61c242fc7e925c2014358a"]}], "expected": ["0x93828eeb34b2df8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a", "0x8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a8a", "0xd3c2ceab74f29f5b8381409b56090ccd393822011e329c68b3aec86fbd01236b", "0xf3e2ee8b54d2bf7ba3a160bb76292ced191802213e12bc48938ee84f9d21034b"]},
;! {"name": "memset_var #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x855d378a590d16efad6bef0c2286cb1ad859e18b7434293d9c72ce1bf55401a9", "0x67", "0x0", "0x0"]}], "expected": ["0x855c35895d0810e8a562e5072e8bc515c848f39860213f2a846bd400e9491fb6", "0xa57c15a97d2830c88542c5270eabe535e868d3b840011f0aa44bf420c9693f96", "0xc51c75c91d4850a8e522a5476ecb85558808b3d820617f6ac42b9440a9095ff6", "0xe53c55e93d687088c50285674eeba575a82893f800415f4ae40bb46089297fd6"]},
;! {"name": "memset_var #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x9ce4ce7c09dce03ef417f4cccd81b94fd1299ed89da93c0685ef845b9a911701", "0x35e543c070d4aa703da2e65f54f0ddaf52b6f20bec0bdc2efbf42b1284ecdcd7", "0x0", "0x80"]}], "expected": ["0xd7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7", "0xd7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7", "0xd7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7", "0xd7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7"]},
;! {"name": "memset_var #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x25a75dea4e8e726b009f60c5746d7ed1428f8b4479135805e8fa9a660c1fe7c3", "0xb9", "0x1", "0x1f"]}], "expected": ["0x25b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9b9", "0x5867fc96aab544c28b64aee584050fe72beb9774d266e32d0c3a05d3022d9fc", "0x65e61fa90acb342c48d62a8e3820309e12ded9172d460e52b0a3c03d5042b99c", "0x45c63f892aeb140c68f60aae180010be32fef9370d662e729083e01d706299bc"]},
;! {"name": "memset_var #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x5d0873bdf7a652de63031bccba3294a84bf1a0eb317e3636e27dc2dd4f83de7d", "0x27c9e3d088c28044dd1987a8ac40e88d32574f7f137ca4df269a576356e5bd14", "0x1f", "0x21"]}], "expected": ["0x5d0971bef3a354d96b0a11c7b63f9aa75be0b2f8256b2021fa64d8c6539ec014", "0x1414141414141414141414141414141414141414141414141414141414141414", "0x1d4931feb3e314992b4a5187f67fdae71ba0f2b8652b6061ba24988613de8022", "0x3d6911de93c334b90b6a71a7d65ffac73b80d298450b40419a04b8a633fea002"]},
;! {"name": "memset_var #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xe3a928a316825731db35de4acef9b372ca5d02ee5744a8a209c26b3ca976e3dc", "0xd4", "0x21", "0x40"]}], "expected": ["0xe3a82aa012875136d33cd441c2f4bd7dda4c10fd4351beb511db7127b56bfdc3", "0xc3d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4", "0xd4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4", "0xd4c84ac072e73156b35cb421a294dd1dba2c709d2331ded571bb1147d50b9da3"]},
;! {"name": "memset_var #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xf5775084fe5fe467b273aa565bb2055ace4d2e2a136509080f23ee877df66635", "0xabef6c9a29ac33e66dbe26e83ecb89a0cd608af1e7ce6a6f3e0d86304625064f", "0x5", "0x1"]}], "expected": ["0xf5765287fa4fe260ba7aa05d57bf0b55de5c3c3907701f1f173af49c61eb782a", "0xd55672a7da7ac2409a5a807d779f2b75fe7c1c1927503f3f371ad4bc41cb580a", "0xb53612c7ba1aa220fa3ae01d17ff4b159e1c7c7947305f5f577ab4dc21ab386a", "0x951632e79a3a8200da1ac03d37df6b35be3c5c5967107f7f775a94fc018b184a"]},
;! {"name": "memset_var #6", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xa0ecddc8887967abf1da042d6333afb5b774fe6b2f40917bb3b5c9931e69e9cf", "0xb7", "0x7f", "0x1"]}], "expected": ["0xa0eddfcb8c7c61acf9d30e266f3ea1baa765ec783b55876cabacd3880274f7d0", "0x80cdffebac5c418cd9f32e064f1e819a8745cc581b75a74c8b8cf3a82254d7f0", "0xe0ad9f8bcc3c21ecb9934e662f7ee1fae725ac387b15c72cebec93c84234b790", "0xc08dbfabec1c01cc99b36e460f5ec1dac7058c185b35e70ccbccb3e8621497b7"]},
;! {"name": "memset_var #7", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x5db707a657270d5e1be0d68068e3d6bd3da10fd9a6a6ded3927b275d3f62b06c", "0xaa1f8e57ad7f040e5a2cde427204555a226c46a09c1523ed88d2090e339851f8", "0x40", "0x40"]}], "expected": ["0x5db605a553220b5913e9dc8b64eed8b22db01dcab2b3c8c48a623d46237fae73", "0x7d96258573022b7933c9fcab44cef8920d903dea9293e8e4aa421d66035f8e53", "0xf8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8", "0xf8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8f8"]},
;! {"name": "memcpy_to0_from0_len32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0"]}], "expected": ["0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0", "0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0", "0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180"]},
;! {"name": "memcpy_to0_from0_len32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7eb97d94e22761e6b3f961d5f1674dcede5f9fb4a0ebe74d79065483bf4176d3"]}], "expected": ["0x7eb87f97e62267e1bbf06bdefd6a43c1ce4e8da7b4fef15a611f4e98a35c68cc", "0xa167a04839fdb83e642fb40122b59c1e119152786b212e85bec091477c83b713", "0xc107c028599dd85e044fd46142d5fc7e71f132180b414ee5dea0f1271ce3d773", "0xe127e00879bdf87e246ff44162f5dc5e51d112382b616ec5fe80d1073cc3f753"]},
;! {"name": "memcpy_to1_from0_len5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0"]}], "expected": ["0xff0001020304f9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0", "0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0", "0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0", "0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180"]},
;! {"name": "memcpy_to1_from0_len5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xc05da144b326885528fda1dd7e7eea30fcbdac9b93afd410388c34f4350f3d06"]}], "expected": ["0x3fc05ca347b771addf0b54298d8c1bc01353417778453df8df6ad110d6eddce6", "0x1f837c9868fc518dff2b7409adac3be03373615758651dd8ff4af130f6cdfcc6", "0x7fe31cf8089c31ed9f4b1469cdcc5b805313013738057db89f2a915096ad9ca6", "0x5fc33cd828bc11cdbf6b3449edec7ba07333211718255d98bf0ab170b68dbc86"]},
;! {"name": "memcpy_to0_from5_len40 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0"]}], "expected": ["0x5060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2021222324", "0x25262728292a2b2cd7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0", "0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0", "0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180"]},
;! {"name": "memcpy_to0_from5_len40 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x5801263709f4d1f63ab7476acd38998690cc6705b15d7db9559f55957689edf3"]}], "expected": ["0xf1d7f132be4d61c135978980dd7516a5486bae4d864f8e6a94f3ec782004142d", "0xd1f7d1129e6d41e1ed6192be1eea48565f02aac97a97b47192599051b54b2c33", "0xe7bf9b8bb24e684e8d01f2de7e8a28363f62caa91af7d411f239f031d52b4c53", "0xc79fbbab926e486ead21d2fe5eaa08161f42ea893ad7f431d219d011f50b6c73"]},
;! {"name": "memcpy_to31_from33_len64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0"]}], "expected": ["0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e121", "0x22232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f4041", "0x42434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f60a0", "0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180"]},
;! {"name": "memcpy_to31_from33_len64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfe83590f59529665fc0875663566149aefe6fe6bd4234440ebc9c9f4cdbeff24"]}], "expected": ["0x17da4f3a2a86f9d0bfe8092c694e56a000813873fc9ada80c2f2c102e5c1ea2", "0x7b2c7d77b042d4215f4d194b3ab5dfd7cc58e0167277d3f0f3cff183c11bbec2", "0x1b4c1d17d022b4413f2d792b5ad5bfb7ac3880761217b39093af91e3a17b9e84", "0x611dc493c2c80ffd6b9ee0f2a6f4850a606873e75fa9cdc86c4f4c704e3c7ea4"]},
;! {"name": "memcpy_to33_from1_len95 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0"]}], "expected": ["0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0", "0xdf0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"]},
;! {"name": "memcpy_to33_from1_len95 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xe6c594cb54dc4caa369bfdfa0d3d2f40fec06a344780f7f90eef306c204ae910"]}], "expected": ["0x193b6937af26b552c16d080efecfdeb0112e87d8ac6a1e11e909d588c3a808f0", "0x39c496c850d94aad3e92f7f10130214feed178275395e1ee16f62a773c57f70f", "0xc6e4b6e870f96a8d1eb2d7d12110016fcef1580773b5c1ce36d60a571c77d72f", "0xa684d68810990aed7ed2b7b14170610fae91386713d5a1ae56b66a377c17b74f"]},
;! {"name": "memcpy_to5_from7_len0 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0"]}], "expected": ["0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0", "0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0", "0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0", "0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180"]},
;! {"name": "memcpy_to5_from7_len0 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xd38b247070d0206e91b08f8eb350658510ab8939b0dc4cff1b1a1a35b589d5a5"]}], "expected": ["0x2c75d98c8b2ad99666467a7a40a29475ff4564d55b36a517fcfcffd1566b3445", "0xc55f9acab0af9b646665a5a6082b455df6544f57b168537dcdcdff1764b1465", "0x6c3599cccb6a99d626063a3a00e2d435bf0524951b76e557bcbcbf91162b7405", "0x4c15b9eceb4ab9f606261a1a20c2f4159f2504b53b56c5779c9c9fb1360b5425"]},
;! {"name": "memcpy_to0_from0_len128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0"]}], "expected": ["0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "memcpy_to0_from0_len128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x75af7dfb56f4a19f672f2c2062ad54964cb2100df7f471cc24dfb2e353153634"]}], "expected": ["0x75ae7ff852f1a7986f26262b6ea05a995ca3021ee3e167db3cc6a8f84f08282b", "0x558e5fd872d187b84f06060b4e807ab97c83223ec3c147fb1ce688d86f28080b", "0x35ee3fb812b1e7d82f66666b2ee01ad91ce3425ea3a1279b7c86e8b80f48686b", "0x15ce1f983291c7f80f46464b0ec03af93cc3627e838107bb5ca6c8982f68484b"]},
;! {"name": "memcpy_to64_from3_len61 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0"]}], "expected": ["0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0", "0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0", "0x30405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122", "0x232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f828180"]},
;! {"name": "memcpy_to64_from3_len61 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xed4846e3ae40a2d2219a750662f3761919f25978184d69feaaaf2344faa67f53"]}], "expected": ["0x12b6bb1f55ba5b2ad66c80f2910187e9f61cb494f3a780164d49c6a019449eb3", "0x32969b3f759a7b0af64ca0d2b121a7c9d63c94b4d387a0366d69e6803964be93", "0xe0aa45a4d529937f0d6efe781609e34b6b0c587fe9b2b6395fe6bb614ccd6964", "0xc08a6584f509b35f2d4ede583629c36b4b2c785fc99296197fc69b416c24fed3"]},
;! {"name": "memcpy_var #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x8ec280d444f548204b15912b5d2766925c92a21dea65dde098697ac85b44bfad", "0x0", "0x0", "0x0"]}], "expected": ["0x713c7d28bf0fb1d8bce364dfaed59762b37c4ff1018f34087f8f9f2cb8a65e4d", "0x511c5d089f2f91f89cc344ff8ef5b742935c6fd121af14285fafbf0c98867e6d", "0x317c3d68ff4ff198fca3249fee95d722f33c0fb141cf74483fcfdf6cf8e61e0d", "0x115c1d48df6fd1b8dc8304bfceb5f702d31c2f9161ef54681fefff4cd8c63e2d"]},
;! {"name": "memcpy_var #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xe06c833797369d03dd13e0670d3bed4cb7efaf2eec64ff4f459d225f3cef7cf4", "0x0", "0x0", "0x80"]}], "expected": ["0xe06d813493339b04d51aea6c0136e343a7febd3df871e9585d84384420f262eb", "0xc04da114b313bb24f53aca4c2116c36387de9d1dd851c9787da4186400d242cb", "0xa02dc174d373db44955aaa2c4176a303e7befd7db831a9181dc4780460b222ab", "0x800de154f353fb64b57a8a0c61568323c79edd5d981189383de458244092028b"]},
;! {"name": "memcpy_var #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xbe075971dc2d466466429d80eb18b53274ef2dda23f2f736635e9c5426edc624", "0x1", "0x0", "0x5"]}], "expected": ["0x41be065b72d8bf9c91b4687418ea44c29b01c036c8181ede84b879b0c50f27c4", "0x61d984ad07f79fbcb194485438ca64e2bb21e016e8383efea4985990e52f07e4", "0x1b9e4cd6797ffdcd1f4283458aa0482db41807688585e9ec4f839f0854f6784", "0x2199c4ed47b7dffcf1d40814788a24a2fb61a056a8787ebee4d819d0a56f47a4"]},
;! {"name": "memcpy_var #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x40e51c340c8af5cea947baf26188a4af899b165758cabe7c10c238183f6028a8", "0x0", "0x5", "0x28"]}], "expected": ["0x8ff3c9a14eb0f96d85aaa0998a04444cdfa86b08db2203237d36b760c43e1728", "0xafd3e9816e90d94d7e916f26b25a757f4655db9b930077b4d704fddcfca2e968", "0xff5ba188b7304c761ef10f46d23a151f2635bbfbf36017d4b7649dbc9cc28908", "0xdf7b81a897106c563ed12f66f21a353f06159bdbd34037f49744bd9cbce2a928"]},
;! {"name": "memcpy_var #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x69d96997698cb26b0485644f445aed0b360797bca3987915383874258868c809", "0x1f", "0x21", "0x40"]}], "expected": ["0x9627946b92764b93f37391bbb7a81cfbd9e97a50487290fddfde91c16b8a29f8", "0x4bb44da9944c2cac4e646877c3240636a58f97ad4f2200014e1eb455f6362998", "0x2bd42dc9f42c4ccc2e040817a3446656c5eff7cd2f4260612e7ed435965609a9", "0xf647f40bf2162bf39313f1dbd7c87c9bb9891a302812f09dbfbef1a10bea4989"]},
;! {"name": "memcpy_var #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xed74449b52927c7d3555b220f989713e628d5e8109dcae31223e1b7ffc675448", "0x21", "0x1", "0x5f"]}], "expected": ["0x128ab967a9688585c2a347d40a7b80ce8d63b36de23647d9c5d8fe9b1f85b5a8", "0x3275469856977a7a3d5cb82bf5847f31729c4c921dc9b8263a270164e07a4a57", "0xcd5566b876b75a5a1d7c980bd5a45f1152bc6cb23de998061a072144c05a6a77", "0xad3506d816d73a3a7d1cf86bb5c43f7132dc0cd25d89f8667a674124a03a0a17"]},
;! {"name": "memcpy_var #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x35e82ffc9cf81c946054b7fe450a5d15bd8a2f614ee855c989a3bf04d8b785c1", "0x64", "0x1b", "0x1c"]}], "expected": ["0xca16d2006702e56c97a2420ab6f8ace55264c28da502bc216e455ae03b556421", "0xea36f2204722c54cb782622a96d88cc57244e2ad85229c014e657ac01b754401", "0x8a5692402742a52cd7e2024af6b8eca5122482cde542fc612e051aa07b152461", "0xaa76b2601fc4aa9bde15c90ddfb8dd3ab3487d9dd56927733a8dbb1d527add63"]},
;! {"name": "memcpy_var #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x4ab3fa02d62e13b7c74378d8877744515a039a55515f093718ec5443cc4d9138", "0x7f", "0x0", "0x1"]}], "expected": ["0xb54d07fe2dd4ea4f30b58d2c7485b5a1b5ed77b9bab5e0dfff0ab1a72faf70d8", "0x956d27de0df4ca6f1095ad0c54a5958195cd57999a95c0ffdf2a91870f8f50f8", "0xf50d47be6d94aa0f70f5cd6c34c5f5e1f5ad37f9faf5a09fbf4af1e76fef3098", "0xd52d679e4db48a2f50d5ed4c14e5d5c1d58d17d9dad580bf9f6ad1c74fcf104a"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.memset.p0.i256 and llvm.memcpy.p0.p0.i256 between allocas, with
; constant and with variable offsets and lengths; returns the 4 words of the
; destination.
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
declare void @llvm.memset.p0.i256(ptr, i8, i256, i1)
declare void @llvm.memcpy.p0.p0.i256(ptr, ptr, i256, i1)

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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = inttoptr i256 64 to ptr addrspace(2)
  %f0.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.2)
  %f0.4 = trunc i256 %f0.3 to i8
  %f0.5 = call {i256, i256, i256, i256} @memset_at0_len32(i256 %f0.1, i8 %f0.4)
  %f0.6 = extractvalue {i256, i256, i256, i256} %f0.5, 0
  %f0.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.6, ptr addrspace(1) %f0.7
  %f0.8 = extractvalue {i256, i256, i256, i256} %f0.5, 1
  %f0.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.8, ptr addrspace(1) %f0.9
  %f0.10 = extractvalue {i256, i256, i256, i256} %f0.5, 2
  %f0.11 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f0.10, ptr addrspace(1) %f0.11
  %f0.12 = extractvalue {i256, i256, i256, i256} %f0.5, 3
  %f0.13 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f0.12, ptr addrspace(1) %f0.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = inttoptr i256 64 to ptr addrspace(2)
  %f1.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.2)
  %f1.4 = trunc i256 %f1.3 to i8
  %f1.5 = call {i256, i256, i256, i256} @memset_at1_len5(i256 %f1.1, i8 %f1.4)
  %f1.6 = extractvalue {i256, i256, i256, i256} %f1.5, 0
  %f1.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.6, ptr addrspace(1) %f1.7
  %f1.8 = extractvalue {i256, i256, i256, i256} %f1.5, 1
  %f1.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.8, ptr addrspace(1) %f1.9
  %f1.10 = extractvalue {i256, i256, i256, i256} %f1.5, 2
  %f1.11 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f1.10, ptr addrspace(1) %f1.11
  %f1.12 = extractvalue {i256, i256, i256, i256} %f1.5, 3
  %f1.13 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f1.12, ptr addrspace(1) %f1.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = inttoptr i256 64 to ptr addrspace(2)
  %f2.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.2)
  %f2.4 = trunc i256 %f2.3 to i8
  %f2.5 = call {i256, i256, i256, i256} @memset_at5_len0(i256 %f2.1, i8 %f2.4)
  %f2.6 = extractvalue {i256, i256, i256, i256} %f2.5, 0
  %f2.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.6, ptr addrspace(1) %f2.7
  %f2.8 = extractvalue {i256, i256, i256, i256} %f2.5, 1
  %f2.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.8, ptr addrspace(1) %f2.9
  %f2.10 = extractvalue {i256, i256, i256, i256} %f2.5, 2
  %f2.11 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f2.10, ptr addrspace(1) %f2.11
  %f2.12 = extractvalue {i256, i256, i256, i256} %f2.5, 3
  %f2.13 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f2.12, ptr addrspace(1) %f2.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = inttoptr i256 64 to ptr addrspace(2)
  %f3.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.2)
  %f3.4 = trunc i256 %f3.3 to i8
  %f3.5 = call {i256, i256, i256, i256} @memset_at31_len2(i256 %f3.1, i8 %f3.4)
  %f3.6 = extractvalue {i256, i256, i256, i256} %f3.5, 0
  %f3.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.6, ptr addrspace(1) %f3.7
  %f3.8 = extractvalue {i256, i256, i256, i256} %f3.5, 1
  %f3.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.8, ptr addrspace(1) %f3.9
  %f3.10 = extractvalue {i256, i256, i256, i256} %f3.5, 2
  %f3.11 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f3.10, ptr addrspace(1) %f3.11
  %f3.12 = extractvalue {i256, i256, i256, i256} %f3.5, 3
  %f3.13 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f3.12, ptr addrspace(1) %f3.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = inttoptr i256 64 to ptr addrspace(2)
  %f4.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.2)
  %f4.4 = trunc i256 %f4.3 to i8
  %f4.5 = call {i256, i256, i256, i256} @memset_at33_len64(i256 %f4.1, i8 %f4.4)
  %f4.6 = extractvalue {i256, i256, i256, i256} %f4.5, 0
  %f4.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.6, ptr addrspace(1) %f4.7
  %f4.8 = extractvalue {i256, i256, i256, i256} %f4.5, 1
  %f4.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f4.8, ptr addrspace(1) %f4.9
  %f4.10 = extractvalue {i256, i256, i256, i256} %f4.5, 2
  %f4.11 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f4.10, ptr addrspace(1) %f4.11
  %f4.12 = extractvalue {i256, i256, i256, i256} %f4.5, 3
  %f4.13 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f4.12, ptr addrspace(1) %f4.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = inttoptr i256 64 to ptr addrspace(2)
  %f5.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.2)
  %f5.4 = trunc i256 %f5.3 to i8
  %f5.5 = call {i256, i256, i256, i256} @memset_at0_len128(i256 %f5.1, i8 %f5.4)
  %f5.6 = extractvalue {i256, i256, i256, i256} %f5.5, 0
  %f5.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.6, ptr addrspace(1) %f5.7
  %f5.8 = extractvalue {i256, i256, i256, i256} %f5.5, 1
  %f5.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.8, ptr addrspace(1) %f5.9
  %f5.10 = extractvalue {i256, i256, i256, i256} %f5.5, 2
  %f5.11 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f5.10, ptr addrspace(1) %f5.11
  %f5.12 = extractvalue {i256, i256, i256, i256} %f5.5, 3
  %f5.13 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f5.12, ptr addrspace(1) %f5.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = trunc i256 %f6.3 to i8
  %f6.5 = call {i256, i256, i256, i256} @memset_at7_len57(i256 %f6.1, i8 %f6.4)
  %f6.6 = extractvalue {i256, i256, i256, i256} %f6.5, 0
  %f6.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.6, ptr addrspace(1) %f6.7
  %f6.8 = extractvalue {i256, i256, i256, i256} %f6.5, 1
  %f6.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.8, ptr addrspace(1) %f6.9
  %f6.10 = extractvalue {i256, i256, i256, i256} %f6.5, 2
  %f6.11 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f6.10, ptr addrspace(1) %f6.11
  %f6.12 = extractvalue {i256, i256, i256, i256} %f6.5, 3
  %f6.13 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f6.12, ptr addrspace(1) %f6.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = inttoptr i256 64 to ptr addrspace(2)
  %f7.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.2)
  %f7.4 = trunc i256 %f7.3 to i8
  %f7.5 = inttoptr i256 96 to ptr addrspace(2)
  %f7.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.5)
  %f7.7 = inttoptr i256 128 to ptr addrspace(2)
  %f7.8 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.7)
  %f7.9 = call {i256, i256, i256, i256} @memset_var(i256 %f7.1, i8 %f7.4, i256 %f7.6, i256 %f7.8)
  %f7.10 = extractvalue {i256, i256, i256, i256} %f7.9, 0
  %f7.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.10, ptr addrspace(1) %f7.11
  %f7.12 = extractvalue {i256, i256, i256, i256} %f7.9, 1
  %f7.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.12, ptr addrspace(1) %f7.13
  %f7.14 = extractvalue {i256, i256, i256, i256} %f7.9, 2
  %f7.15 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f7.14, ptr addrspace(1) %f7.15
  %f7.16 = extractvalue {i256, i256, i256, i256} %f7.9, 3
  %f7.17 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f7.16, ptr addrspace(1) %f7.17
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = call {i256, i256, i256, i256} @memcpy_to0_from0_len32(i256 %f8.1)
  %f8.3 = extractvalue {i256, i256, i256, i256} %f8.2, 0
  %f8.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.3, ptr addrspace(1) %f8.4
  %f8.5 = extractvalue {i256, i256, i256, i256} %f8.2, 1
  %f8.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f8.5, ptr addrspace(1) %f8.6
  %f8.7 = extractvalue {i256, i256, i256, i256} %f8.2, 2
  %f8.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f8.7, ptr addrspace(1) %f8.8
  %f8.9 = extractvalue {i256, i256, i256, i256} %f8.2, 3
  %f8.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f8.9, ptr addrspace(1) %f8.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = call {i256, i256, i256, i256} @memcpy_to1_from0_len5(i256 %f9.1)
  %f9.3 = extractvalue {i256, i256, i256, i256} %f9.2, 0
  %f9.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.3, ptr addrspace(1) %f9.4
  %f9.5 = extractvalue {i256, i256, i256, i256} %f9.2, 1
  %f9.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f9.5, ptr addrspace(1) %f9.6
  %f9.7 = extractvalue {i256, i256, i256, i256} %f9.2, 2
  %f9.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f9.7, ptr addrspace(1) %f9.8
  %f9.9 = extractvalue {i256, i256, i256, i256} %f9.2, 3
  %f9.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f9.9, ptr addrspace(1) %f9.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = call {i256, i256, i256, i256} @memcpy_to0_from5_len40(i256 %f10.1)
  %f10.3 = extractvalue {i256, i256, i256, i256} %f10.2, 0
  %f10.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.3, ptr addrspace(1) %f10.4
  %f10.5 = extractvalue {i256, i256, i256, i256} %f10.2, 1
  %f10.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f10.5, ptr addrspace(1) %f10.6
  %f10.7 = extractvalue {i256, i256, i256, i256} %f10.2, 2
  %f10.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f10.7, ptr addrspace(1) %f10.8
  %f10.9 = extractvalue {i256, i256, i256, i256} %f10.2, 3
  %f10.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f10.9, ptr addrspace(1) %f10.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = call {i256, i256, i256, i256} @memcpy_to31_from33_len64(i256 %f11.1)
  %f11.3 = extractvalue {i256, i256, i256, i256} %f11.2, 0
  %f11.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.3, ptr addrspace(1) %f11.4
  %f11.5 = extractvalue {i256, i256, i256, i256} %f11.2, 1
  %f11.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f11.5, ptr addrspace(1) %f11.6
  %f11.7 = extractvalue {i256, i256, i256, i256} %f11.2, 2
  %f11.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f11.7, ptr addrspace(1) %f11.8
  %f11.9 = extractvalue {i256, i256, i256, i256} %f11.2, 3
  %f11.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f11.9, ptr addrspace(1) %f11.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = call {i256, i256, i256, i256} @memcpy_to33_from1_len95(i256 %f12.1)
  %f12.3 = extractvalue {i256, i256, i256, i256} %f12.2, 0
  %f12.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.3, ptr addrspace(1) %f12.4
  %f12.5 = extractvalue {i256, i256, i256, i256} %f12.2, 1
  %f12.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f12.5, ptr addrspace(1) %f12.6
  %f12.7 = extractvalue {i256, i256, i256, i256} %f12.2, 2
  %f12.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f12.7, ptr addrspace(1) %f12.8
  %f12.9 = extractvalue {i256, i256, i256, i256} %f12.2, 3
  %f12.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f12.9, ptr addrspace(1) %f12.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = call {i256, i256, i256, i256} @memcpy_to5_from7_len0(i256 %f13.1)
  %f13.3 = extractvalue {i256, i256, i256, i256} %f13.2, 0
  %f13.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.3, ptr addrspace(1) %f13.4
  %f13.5 = extractvalue {i256, i256, i256, i256} %f13.2, 1
  %f13.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f13.5, ptr addrspace(1) %f13.6
  %f13.7 = extractvalue {i256, i256, i256, i256} %f13.2, 2
  %f13.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f13.7, ptr addrspace(1) %f13.8
  %f13.9 = extractvalue {i256, i256, i256, i256} %f13.2, 3
  %f13.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f13.9, ptr addrspace(1) %f13.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = call {i256, i256, i256, i256} @memcpy_to0_from0_len128(i256 %f14.1)
  %f14.3 = extractvalue {i256, i256, i256, i256} %f14.2, 0
  %f14.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.3, ptr addrspace(1) %f14.4
  %f14.5 = extractvalue {i256, i256, i256, i256} %f14.2, 1
  %f14.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f14.5, ptr addrspace(1) %f14.6
  %f14.7 = extractvalue {i256, i256, i256, i256} %f14.2, 2
  %f14.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f14.7, ptr addrspace(1) %f14.8
  %f14.9 = extractvalue {i256, i256, i256, i256} %f14.2, 3
  %f14.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f14.9, ptr addrspace(1) %f14.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = call {i256, i256, i256, i256} @memcpy_to64_from3_len61(i256 %f15.1)
  %f15.3 = extractvalue {i256, i256, i256, i256} %f15.2, 0
  %f15.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.3, ptr addrspace(1) %f15.4
  %f15.5 = extractvalue {i256, i256, i256, i256} %f15.2, 1
  %f15.6 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f15.5, ptr addrspace(1) %f15.6
  %f15.7 = extractvalue {i256, i256, i256, i256} %f15.2, 2
  %f15.8 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f15.7, ptr addrspace(1) %f15.8
  %f15.9 = extractvalue {i256, i256, i256, i256} %f15.2, 3
  %f15.10 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f15.9, ptr addrspace(1) %f15.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = inttoptr i256 64 to ptr addrspace(2)
  %f16.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.2)
  %f16.4 = inttoptr i256 96 to ptr addrspace(2)
  %f16.5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.4)
  %f16.6 = inttoptr i256 128 to ptr addrspace(2)
  %f16.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.6)
  %f16.8 = call {i256, i256, i256, i256} @memcpy_var(i256 %f16.1, i256 %f16.3, i256 %f16.5, i256 %f16.7)
  %f16.9 = extractvalue {i256, i256, i256, i256} %f16.8, 0
  %f16.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.9, ptr addrspace(1) %f16.10
  %f16.11 = extractvalue {i256, i256, i256, i256} %f16.8, 1
  %f16.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f16.11, ptr addrspace(1) %f16.12
  %f16.13 = extractvalue {i256, i256, i256, i256} %f16.8, 2
  %f16.14 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f16.13, ptr addrspace(1) %f16.14
  %f16.15 = extractvalue {i256, i256, i256, i256} %f16.8, 3
  %f16.16 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f16.15, ptr addrspace(1) %f16.16
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 128)
  unreachable
}

define {i256, i256, i256, i256} @memset_at0_len32(i256 %fill, i8 %b) {
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
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 32, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memset_at1_len5(i256 %fill, i8 %b) {
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
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 5, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memset_at5_len0(i256 %fill, i8 %b) {
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
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 0, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memset_at31_len2(i256 %fill, i8 %b) {
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
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 2, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memset_at33_len64(i256 %fill, i8 %b) {
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
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 64, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memset_at0_len128(i256 %fill, i8 %b) {
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
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 128, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memset_at7_len57(i256 %fill, i8 %b) {
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
  %p = getelementptr i8, ptr %buf, i256 7
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 57, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memset_var(i256 %fill, i8 %b, i256 %off, i256 %len) {
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
  %p = getelementptr i8, ptr %buf, i256 %off
  call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 %len, i1 false)
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %buf.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %buf.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %buf.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %buf.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to0_from0_len32(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 0
  %s = getelementptr i8, ptr %src, i256 0
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 32, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to1_from0_len5(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 1
  %s = getelementptr i8, ptr %src, i256 0
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 5, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to0_from5_len40(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 0
  %s = getelementptr i8, ptr %src, i256 5
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 40, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to31_from33_len64(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 31
  %s = getelementptr i8, ptr %src, i256 33
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 64, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to33_from1_len95(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 33
  %s = getelementptr i8, ptr %src, i256 1
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 95, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to5_from7_len0(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 5
  %s = getelementptr i8, ptr %src, i256 7
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 0, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to0_from0_len128(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 0
  %s = getelementptr i8, ptr %src, i256 0
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 128, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_to64_from3_len61(i256 %fill) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 64
  %s = getelementptr i8, ptr %src, i256 3
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 61, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}

define {i256, i256, i256, i256} @memcpy_var(i256 %fill, i256 %to, i256 %from, i256 %len) {
  %src = alloca [4 x i256]
  %src.p0 = getelementptr i8, ptr %src, i256 0
  %src.f0 = xor i256 %fill, u0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
  store i256 %src.f0, ptr %src.p0
  %src.p1 = getelementptr i8, ptr %src, i256 32
  %src.f1 = xor i256 %fill, u0x202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f
  store i256 %src.f1, ptr %src.p1
  %src.p2 = getelementptr i8, ptr %src, i256 64
  %src.f2 = xor i256 %fill, u0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
  store i256 %src.f2, ptr %src.p2
  %src.p3 = getelementptr i8, ptr %src, i256 96
  %src.f3 = xor i256 %fill, u0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f
  store i256 %src.f3, ptr %src.p3
  %dst = alloca [4 x i256]
  %dst.p0 = getelementptr i8, ptr %dst, i256 0
  %dst.f0 = xor i256 %fill, u0xfffefdfcfbfaf9f8f7f6f5f4f3f2f1f0efeeedecebeae9e8e7e6e5e4e3e2e1e0
  store i256 %dst.f0, ptr %dst.p0
  %dst.p1 = getelementptr i8, ptr %dst, i256 32
  %dst.f1 = xor i256 %fill, u0xdfdedddcdbdad9d8d7d6d5d4d3d2d1d0cfcecdcccbcac9c8c7c6c5c4c3c2c1c0
  store i256 %dst.f1, ptr %dst.p1
  %dst.p2 = getelementptr i8, ptr %dst, i256 64
  %dst.f2 = xor i256 %fill, u0xbfbebdbcbbbab9b8b7b6b5b4b3b2b1b0afaeadacabaaa9a8a7a6a5a4a3a2a1a0
  store i256 %dst.f2, ptr %dst.p2
  %dst.p3 = getelementptr i8, ptr %dst, i256 96
  %dst.f3 = xor i256 %fill, u0x9f9e9d9c9b9a999897969594939291908f8e8d8c8b8a89888786858483828180
  store i256 %dst.f3, ptr %dst.p3
  %d = getelementptr i8, ptr %dst, i256 %to
  %s = getelementptr i8, ptr %src, i256 %from
  call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 %len, i1 false)
  %dst.w0 = load i256, ptr %dst.p0
  %dst.w1 = load i256, ptr %dst.p1
  %dst.w2 = load i256, ptr %dst.p2
  %dst.w3 = load i256, ptr %dst.p3
  %s0 = insertvalue {i256, i256, i256, i256} poison, i256 %dst.w0, 0
  %s1 = insertvalue {i256, i256, i256, i256} %s0, i256 %dst.w1, 1
  %s2 = insertvalue {i256, i256, i256, i256} %s1, i256 %dst.w2, 2
  %s3 = insertvalue {i256, i256, i256, i256} %s2, i256 %dst.w3, 3
  ret {i256, i256, i256, i256} %s3
}
