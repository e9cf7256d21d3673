;! { "cases": [
;! {"name": "store_i257_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff2122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i257_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xeefec8ce57b2a3e2191e6a49289dad93abc24059eb81508b03a1ee519d52ee04", "0x0", "0xe73fdcd28a8cd3d759417176395b5690b276ac562d7c61c8473be438d3b14d90"]}], "expected": ["0x0", "0xe73fdcd28a8cd3d759417176395b5690b276ac562d7c61c8473be438d3b14d90", "0xe73fdcd28a8cd3d759417176395b5690b276ac562d7c61c8473be438d3b14d", "0x90dfeaed739785c53137406204b083bc9bf3726adfb466bc3b98d46aa16fd03b", "0xaebf8a8d13f7e5a55157200264d0e3dcfb93120abfd406dc5bf8b40ac10fb05b", "0x8e9faaad33d7c5857177002244f0c3fcdbb3322a9ff426fc7bd8942ae12f907b"]},
;! {"name": "store_i257_at0 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xad93eb60e078c2e6af395aff322f0d629c1c92ea374569993a2f89da5b1cd33", "0x0", "0xf5d0d25c01576787fe4e557326c96be950e7dd477e8aa68fea026b15e1d73910"]}], "expected": ["0x0", "0xf5d0d25c01576787fe4e557326c96be950e7dd477e8aa68fea026b15e1d73910", "0xf5d0d25c01576787fe4e557326c96be950e7dd477e8aa68fea026b15e1d739", "0x10f81c952a22aa0942dabf84df0fdef919f0fb1d974160aeab9bc2a6998cf30c", "0x4a987cf54a42ca6922badfe4bf6fbe9979909b7df72100cecbfba2c6f9ec936c", "0x6ab85cd56a62ea49029affc49f4f9eb959b0bb5dd70120eeebdb82e6d9ccb34c"]},
;! {"name": "store_i257_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffff22232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i257_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x30e531e004cd1c5cf671b77430e3cb9f8f6040e097f6032976ae897481291b", "0x1", "0xb2741668e55f72a3853f1e3954d0f9bca563ee067539bc8cd85670742ba7981c"]}], "expected": ["0x1", "0xb2741668e55f72a3853f1e3954d0f9bca563ee067539bc8cd85670742ba7981c", "0x1b2741668e55f72a3853f1e3954d0f9bca563ee067539bc8cd85670742ba7", "0x981cc712c421eb3b74df5b9c581dcde4afbe5273d4a2c034114f94b248bc1724", "0x4071a772a4418b5b14bf3bfc387dad84cfde3213b4c2a054712ff4d228dc7744", "0x605187528461ab7b349f1bdc185d8da4effe123394e28074510fd4f208fc5764"]},
;! {"name": "store_i257_at1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x765803bce0c023e3cfa08ea36e6750450ffecd2286f5467aed0e7c4a36e29823", "0x0", "0xe82ee12952efc41d15bceb04134de5fce0650e02ac6b98c7b66634052d7b1e5f"]}], "expected": ["0x0", "0xe82ee12952efc41d15bceb04134de5fce0650e02ac6b98c7b66634052d7b1e5f", "0x7600e82ee12952efc41d15bceb04134de5fce0650e02ac6b98c7b66634052d7b", "0x1e5f219fc4e505c4e789a488424a7e6a3fcfff11b2c0704dd53746710adfa61c", "0x361941ffa48565a487e9c4e8222a1e0a5faf9f71d2a0102db55726116abfc67c", "0x163961df84a54584a7c9e4c8020a3e2a7f8fbf51f280300d957706314a9fe65c"]},
;! {"name": "store_i257_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x102030401ffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffff262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i257_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xa5da6bc3a9bb0a9fa9f06252ed107747a760bc948acf22263fd54c94a658c858", "0x0", "0x136cb9c3d922551fdb8251c4631607a0c82245ed9b2bc25f17ef6a038a852e92"]}], "expected": ["0x0", "0x136cb9c3d922551fdb8251c4631607a0c82245ed9b2bc25f17ef6a038a852e92", "0xa5db69c0ad00136cb9c3d922551fdb8251c4631607a0c82245ed9b2bc25f17ef", "0x6a038a852e922cb881d94879c13d596897518ea7befa141107ec76af9a65f667", "0xe59b2980edfe4cd8e1b92819a15d3908f731eec7de9a7471678c16cffa059607", "0xc5bb09a0cdde6cf8c1990839817d1928d711cee7feba545147ac36efda25b627"]},
;! {"name": "store_i257_at5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x36078fb42d3d0f222c514015aa2c263b1cc56a289f2cc283cc1d66309aef36e5", "0x0", "0x9f20b4026436b4b59bb93fc4aba59faaa3306e0ad87cf1f979085d85e2b000e2"]}], "expected": ["0x0", "0x9f20b4026436b4b59bb93fc4aba59faaa3306e0ad87cf1f979085d85e2b000e2", "0x36068db729009f20b4026436b4b59bb93fc4aba59faaa3306e0ad87cf1f97908", "0x5d85e2b000e2290504786a3e860108142cf4581bab19f4b4f4245c0ba6d208da", "0x7646cdf76978496564180a5ee66168744c94387bcb7994d494443c6bc6b268ba", "0x5666edd74958694544382a7ec64148546cb4185beb59b4f4b4641c4be692489a"]},
;! {"name": "store_i257_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e01", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i257_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xe9b0b2ed4156e0f171e94b8bc968dfb90567a036ea0d0e70abf8392d525d2aa1", "0x0", "0x454bc844599fe0e8ce5f5e65a02f40743fa9923138ef3879f5db30905de7e90"]}], "expected": ["0x0", "0x454bc844599fe0e8ce5f5e65a02f40743fa9923138ef3879f5db30905de7e90", "0xe9b1b0ee4553e6f679e04180c565d1b61576b225fe181867b3e123364e403400", "0x454bc844599fe0e8ce5f5e65a02f40743fa9923138ef3879f5db30905de7e90", "0xa9f1f0ae0513a6b639a001c0852591f65536f265be585827f3a163760e0074fe", "0x89d1d08e25338696198021e0a505b1d67516d2459e787807d38143562e2054de"]},
;! {"name": "store_i257_at31 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x82c46cc0f3be73356ae8740bb5eb9991f1b575fa6d9cd1e4461640b979dd84c5", "0x0", "0xc6504aa4ff3298a946ab378cfb9d6d3923882a596fe077b7c7d4942075b83f7f"]}], "expected": ["0x0", "0xc6504aa4ff3298a946ab378cfb9d6d3923882a596fe077b7c7d4942075b83f7f", "0x82c56ec3f7bb753262e17e00b9e6979ee1a467e97989c7f35e0f5aa265c09a00", "0xc6504aa4ff3298a946ab378cfb9d6d3923882a596fe077b7c7d4942075b83f7f", "0xc2852e83b7fb357222a13e40f9a6d7dea1e427a939c987b31e4f1ae22580da9a", "0xe2a50ea397db155202811e60d986f7fe81c4078919e9a7933e6f3ac205a0faba"]},
;! {"name": "store_i257_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0x2001ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffff42434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i257_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x492867ea9efa6587b3563f1886ddba9b36ce2f930a8d02e7d0fa64962fc877c0", "0x1", "0xd9c5f6666055eadac05d1ca74f056e59c074860e90802f537af457485cb357f7"]}], "expected": ["0x1", "0xd9c5f6666055eadac05d1ca74f056e59c074860e90802f537af457485cb357f7", "0x492965e99aff6380bb5f35138ad0b49426df3d801e9814f0c8e37e8d33d569df", "0x6901d9c5f6666055eadac05d1ca74f056e59c074860e90802f537af457485cb3", "0x57f725a9dabf23c0fb1f7553ca90f4d4669f7dc05ed854b088a33ecd7395299f", "0x29490589fa9f03e0db3f5573eab0d4f446bf5de07ef87490a8831eed53b509bf"]},
;! {"name": "store_i257_at33 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x80ac5d9793db1061c120ac3d270e1688de00695b06e90aa5362d62613412bb75", "0x1", "0x7f8fee11a25d2e49aeebc37a6d0c41eb8ed56d327a00e98ce6a9bde78d65c4c5"]}], "expected": ["0x1", "0x7f8fee11a25d2e49aeebc37a6d0c41eb8ed56d327a00e98ce6a9bde78d65c4c5", "0x80ad5f9497de1666c929a6362b031887ce117b4812fc1cb22e34787a280fa56a", "0xa0017f8fee11a25d2e49aeebc37a6d0c41eb8ed56d327a00e98ce6a9bde78d65", "0xc4c51fd4d79e56268969e6766b4358c78e513b0852bc5cf26e74383a684fe52a", "0xe0cd3ff4f7be7606a949c6564b6378e7ae711b28729c7cd24e54181a486fc50a"]},
;! {"name": "store_i512_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i512_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x6558c5bcded6a60c522e172ce159a6d9e3d62e9d232f744f7967e52d7da17c66", "0xd25a8cae08b57ed9d029569bb752d2535fdc65d9f413c2c61293fa8c216f22aa", "0x86a408e61eb8b515f808a2da3b6e4cbf3fb72cff9f51ad95018ae317ca6441e3"]}], "expected": ["0xd25a8cae08b57ed9d029569bb752d2535fdc65d9f413c2c61293fa8c216f22aa", "0x86a408e61eb8b515f808a2da3b6e4cbf3fb72cff9f51ad95018ae317ca6441e3", "0xd25a8cae08b57ed9d029569bb752d2535fdc65d9f413c2c61293fa8c216f22aa", "0x86a408e61eb8b515f808a2da3b6e4cbf3fb72cff9f51ad95018ae317ca6441e3", "0x251987ff9a93e04b1a675d67ad14e896b3877cce777a2218213ebf7621fc2239", "0x539a7dfbab3c06b3a477d478d34c8b693a75cee575a0238011e9f5601dc0219"]},
;! {"name": "store_i512_at0 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x221016b0588ebdd85c2c6f6449cc981d2eaa0d50341825e1b3c3290c7bf953d0", "0x6582f03ad5c3aeb6511ed28f3566cf643c0b0a2309386995c9e97efa29001714", "0x16318ea7c040e1b0388042738b81d1d02c993994d63a03858a6c386df6af75ce"]}], "expected": ["0x6582f03ad5c3aeb6511ed28f3566cf643c0b0a2309386995c9e97efa29001714", "0x16318ea7c040e1b0388042738b81d1d02c993994d63a03858a6c386df6af75ce", "0x6582f03ad5c3aeb6511ed28f3566cf643c0b0a2309386995c9e97efa29001714", "0x16318ea7c040e1b0388042738b81d1d02c993994d63a03858a6c386df6af75ce", "0x625154f31ccbfb9f1465252f0581d6527efb5f03604d73b6eb9a735727a40d8f", "0x427174d33cebdbbf3445050f25a1f6725edb7f23406d5396cbba537707842daf"]},
;! {"name": "store_i512_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff4142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i512_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x768aed418618cb0336968791f3ab92feb8a58d05c238e5bbe2303ed95d8f9a8b", "0x8a2948e580c6f537206a7d375226e23371dac67cd755c0208947f783e845eaa0", "0x9414fc8b201cb19337619dcb5bdff02f3cdd97223461d02b09ad8513fbf67b90"]}], "expected": ["0x8a2948e580c6f537206a7d375226e23371dac67cd755c0208947f783e845eaa0", "0x9414fc8b201cb19337619dcb5bdff02f3cdd97223461d02b09ad8513fbf67b90", "0x768a2948e580c6f537206a7d375226e23371dac67cd755c0208947f783e845ea", "0xa09414fc8b201cb19337619dcb5bdff02f3cdd97223461d02b09ad8513fbf67b", "0x90cbaf02c25d8d447edfcddabfe6dcb1e8f4df56966db3ecba69648201d2c4d4", "0x16eb8f22e27dad645effedfa9fc6fc91c8d4ff76b64d93cc9a4944a221f2e4f4"]},
;! {"name": "store_i512_at1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xbe2914bbafbee70dc1bb660c33b13482cb434acc6ac96a17bbbe1e86d60a6c9a", "0x22f4d9951fda9e22753205d8253a50380c697d9ee0e59d4510b7c93b74080c05", "0x8aef5d8265081dbd3845d998ae67d3b798be76812ad35d93a512cd635479a7"]}], "expected": ["0x22f4d9951fda9e22753205d8253a50380c697d9ee0e59d4510b7c93b74080c05", "0x8aef5d8265081dbd3845d998ae67d3b798be76812ad35d93a512cd635479a7", "0xbe22f4d9951fda9e22753205d8253a50380c697d9ee0e59d4510b7c93b74080c", "0x5008aef5d8265081dbd3845d998ae67d3b798be76812ad35d93a512cd635479", "0xa76856f8ebfba14a89f22c477ffc7acd9b12189f3e9c3c40e3e744dd8a5732c5", "0xde4876d8cbdb816aa9d20c675fdc5aedbb3238bf1ebc1c60c3c764fdaa7712e5"]},
;! {"name": "store_i512_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1020304ffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffff45464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i512_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x10c7e543972afad8f06b8d57668cce9bd93dc738dd02b5f8ce6d171807c3a288", "0x20bb892127ecdf05498822f18936260c7a8c3a00be8489c6d3bb5b5fabbadd7", "0x9859c98da18eec6c97407cc11afe0f0da565340f6e024fc64a46c3836fc21cfa"]}], "expected": ["0x20bb892127ecdf05498822f18936260c7a8c3a00be8489c6d3bb5b5fabbadd7", "0x9859c98da18eec6c97407cc11afe0f0da565340f6e024fc64a46c3836fc21cfa", "0x10c6e74093020bb892127ecdf05498822f18936260c7a8c3a00be8489c6d3bb5", "0xb5fabbadd79859c98da18eec6c97407cc11afe0f0da565340f6e024fc64a46c3", "0x836fc21cfa6fbc9fb822c71c2ac180d4896c956b8957e3af96344d435b9efcd7", "0x70a68720f34f9cbf9802e73c0ae1a0f4a94cb54ba977c38fb6146d637bbedcf7"]},
;! {"name": "store_i512_at5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xe5966512a707e4d30f2cee8cfe0891c77317481aaa973a67f8192533255d32a9", "0xb79655398a015fc6ca7a89a46c7fd5ae8496b56dc2b1f3dff53a059b28c76a48", "0x55cc0fd5e6f57660cac0147a8691d0feadebfaa4ec21431dbce9318c6dd0bc58"]}], "expected": ["0xb79655398a015fc6ca7a89a46c7fd5ae8496b56dc2b1f3dff53a059b28c76a48", "0x55cc0fd5e6f57660cac0147a8691d0feadebfaa4ec21431dbce9318c6dd0bc58", "0xe5976711a3b79655398a015fc6ca7a89a46c7fd5ae8496b56dc2b1f3dff53a05", "0x9b28c76a4855cc0fd5e6f57660cac0147a8691d0feadebfaa4ec21431dbce931", "0x8c6dd0bc5842a2944765a4c7b245df8823461a49fec26c30a0407f6879006cf6", "0x85f70771c36282b4674584e79265ffa803663a69dee24c1080605f4859204cd6"]},
;! {"name": "store_i512_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1eff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff5f", "0x606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i512_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x371106b3fb5a134d4c3393cafcc6c38000a92c288e55a5ecfcf529bb138b86dc", "0xc7a3b01a6ff33f149b282274782d569befb4e0d644033f1a0badb7f29fef9cca", "0x220d97fd4491d250569ab8a5d1ac3abcec56fe8a2e9dc81e532cb605ad69851a"]}], "expected": ["0xc7a3b01a6ff33f149b282274782d569befb4e0d644033f1a0badb7f29fef9cca", "0x220d97fd4491d250569ab8a5d1ac3abcec56fe8a2e9dc81e532cb605ad69851a", "0x371004b0ff5f154a443a99c1f0cbcd8f10b83e3b9a40b3fbe4ec33a00f9698c7", "0xa3b01a6ff33f149b282274782d569befb4e0d644033f1a0badb7f29fef9cca22", "0xd97fd4491d250569ab8a5d1ac3abcec56fe8a2e9dc81e532cb605ad69851a83", "0x577064d09f3f752a245af9a190abadef70d85e5bfa20d39b848c53c06ff6f8a3"]},
;! {"name": "store_i512_at31 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7e9f447f32f65147758e205f091aeffe7f90fe002922c6d16798da70e3bd178d", "0xdfc6c1a0671ef513f87cf0532737c8ad3f3326ca4c324624c652b1247bccf21b", "0xcdfabba8e2d166993281ded5f04681f929d9abc26162bb16d583a2d481ec2686"]}], "expected": ["0xdfc6c1a0671ef513f87cf0532737c8ad3f3326ca4c324624c652b1247bccf21b", "0xcdfabba8e2d166993281ded5f04681f929d9abc26162bb16d583a2d481ec2686", "0x7e9e467c36f357407d872a540517e1f16f81ec133d37d0c67f81c06bffa009df", "0xc6c1a0671ef513f87cf0532737c8ad3f3326ca4c324624c652b1247bccf21bcd", "0xfabba8e2d166993281ded5f04681f929d9abc26162bb16d583a2d481ec2686d2", "0x1efe261c569337201de74a34657781910fe18c735d57b0a61fe1a00b9fc069f2"]},
;! {"name": "store_i512_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0x20ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff6162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"]},
;! {"name": "store_i512_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x9cd2d0239e8b49e667c39b1a9105a8c58e371b63ca147611c9c334e72a8011e4", "0x6070c3368b24383c4cdc5ff4dae94638a70c1b526efa4056b4c6d7b4a3cc5a4", "0xc8ffa9725c631d63ad2a1872ebe15d329dd20b985eb03958d460f94252c28fec"]}], "expected": ["0x6070c3368b24383c4cdc5ff4dae94638a70c1b526efa4056b4c6d7b4a3cc5a4", "0xc8ffa9725c631d63ad2a1872ebe15d329dd20b985eb03958d460f94252c28fec", "0x9cd3d2209a8e4fe16fca91119d08a6ca9e260970de016006d1da2efc369d0ffb", "0xbc06070c3368b24383c4cdc5ff4dae94638a70c1b526efa4056b4c6d7b4a3cc5", "0xa4c8ffa9725c631d63ad2a1872ebe15d329dd20b985eb03958d460f94252c28f", "0xecb3b240faee2f810faaf171fd68c6aafe466910be610066b1ba4e9c56fd6f9b"]},
;! {"name": "store_i512_at33 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x918354fc751bff20567d4269d43fac4485871afdff4b9f7513d62c1a43c8799d", "0x1789edb02525af109b509ccae59a3845a953557057a3eb62cc4940b7dcd1201e", "0x7db60c3f9c6659ea3bc3f67df0dd9c98ed4d8a3e45f322999e3ee7fdc0a1255a"]}], "expected": ["0x1789edb02525af109b509ccae59a3845a953557057a3eb62cc4940b7dcd1201e", "0x7db60c3f9c6659ea3bc3f67df0dd9c98ed4d8a3e45f322999e3ee7fdc0a1255a", "0x918256ff711ef9275e744862d832a24b959608eeeb5e89620bcf36015fd56782", "0xb11789edb02525af109b509ccae59a3845a953557057a3eb62cc4940b7dcd120", "0x1e7db60c3f9c6659ea3bc3f67df0dd9c98ed4d8a3e45f322999e3ee7fdc0a125", "0x5ae2369f117e99473e142802b852c22bf5f6688e8b3ee9026baf56613fb507e2"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; iN stores at byte offsets 0, 1, 5, 31, 33 of an alloca filled with i256
; stores; returns the value loaded back at iN, then the buffer's 4 words
; (neighbouring bytes must survive; byte order is big-endian).
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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = inttoptr i256 64 to ptr addrspace(2)
  %f0.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.2)
  %f0.4 = zext i256 %f0.3 to i257
  %f0.5 = inttoptr i256 96 to ptr addrspace(2)
  %f0.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.5)
  %f0.7 = zext i256 %f0.6 to i257
  %f0.8 = shl i257 %f0.4, 256
  %f0.9 = or i257 %f0.8, %f0.7
  %f0.10 = call {i257, i256, i256, i256, i256} @store_i257_at0(i256 %f0.1, i257 %f0.9)
  %f0.11 = extractvalue {i257, i256, i256, i256, i256} %f0.10, 0
  %f0.12 = lshr i257 %f0.11, 256
  %f0.13 = trunc i257 %f0.12 to i256
  %f0.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.13, ptr addrspace(1) %f0.14
  %f0.15 = trunc i257 %f0.11 to i256
  %f0.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.15, ptr addrspace(1) %f0.16
  %f0.17 = extractvalue {i257, i256, i256, i256, i256} %f0.10, 1
  %f0.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f0.17, ptr addrspace(1) %f0.18
  %f0.19 = extractvalue {i257, i256, i256, i256, i256} %f0.10, 2
  %f0.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f0.19, ptr addrspace(1) %f0.20
  %f0.21 = extractvalue {i257, i256, i256, i256, i256} %f0.10, 3
  %f0.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f0.21, ptr addrspace(1) %f0.22
  %f0.23 = extractvalue {i257, i256, i256, i256, i256} %f0.10, 4
  %f0.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f0.23, ptr addrspace(1) %f0.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = inttoptr i256 64 to ptr addrspace(2)
  %f1.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.2)
  %f1.4 = zext i256 %f1.3 to i257
  %f1.5 = inttoptr i256 96 to ptr addrspace(2)
  %f1.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.5)
  %f1.7 = zext i256 %f1.6 to i257
  %f1.8 = shl i257 %f1.4, 256
  %f1.9 = or i257 %f1.8, %f1.7
  %f1.10 = call {i257, i256, i256, i256, i256} @store_i257_at1(i256 %f1.1, i257 %f1.9)
  %f1.11 = extractvalue {i257, i256, i256, i256, i256} %f1.10, 0
  %f1.12 = lshr i257 %f1.11, 256
  %f1.13 = trunc i257 %f1.12 to i256
  %f1.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.13, ptr addrspace(1) %f1.14
  %f1.15 = trunc i257 %f1.11 to i256
  %f1.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.15, ptr addrspace(1) %f1.16
  %f1.17 = extractvalue {i257, i256, i256, i256, i256} %f1.10, 1
  %f1.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f1.17, ptr addrspace(1) %f1.18
  %f1.19 = extractvalue {i257, i256, i256, i256, i256} %f1.10, 2
  %f1.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f1.19, ptr addrspace(1) %f1.20
  %f1.21 = extractvalue {i257, i256, i256, i256, i256} %f1.10, 3
  %f1.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f1.21, ptr addrspace(1) %f1.22
  %f1.23 = extractvalue {i257, i256, i256, i256, i256} %f1.10, 4
  %f1.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f1.23, ptr addrspace(1) %f1.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = inttoptr i256 64 to ptr addrspace(2)
  %f2.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.2)
  %f2.4 = zext i256 %f2.3 to i257
  %f2.5 = inttoptr i256 96 to ptr addrspace(2)
  %f2.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.5)
  %f2.7 = zext i256 %f2.6 to i257
  %f2.8 = shl i257 %f2.4, 256
  %f2.9 = or i257 %f2.8, %f2.7
  %f2.10 = call {i257, i256, i256, i256, i256} @store_i257_at5(i256 %f2.1, i257 %f2.9)
  %f2.11 = extractvalue {i257, i256, i256, i256, i256} %f2.10, 0
  %f2.12 = lshr i257 %f2.11, 256
  %f2.13 = trunc i257 %f2.12 to i256
  %f2.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.13, ptr addrspace(1) %f2.14
  %f2.15 = trunc i257 %f2.11 to i256
  %f2.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.15, ptr addrspace(1) %f2.16
  %f2.17 = extractvalue {i257, i256, i256, i256, i256} %f2.10, 1
  %f2.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f2.17, ptr addrspace(1) %f2.18
  %f2.19 = extractvalue {i257, i256, i256, i256, i256} %f2.10, 2
  %f2.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f2.19, ptr addrspace(1) %f2.20
  %f2.21 = extractvalue {i257, i256, i256, i256, i256} %f2.10, 3
  %f2.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f2.21, ptr addrspace(1) %f2.22
  %f2.23 = extractvalue {i257, i256, i256, i256, i256} %f2.10, 4
  %f2.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f2.23, ptr addrspace(1) %f2.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = inttoptr i256 64 to ptr addrspace(2)
  %f3.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.2)
  %f3.4 = zext i256 %f3.3 to i257
  %f3.5 = inttoptr i256 96 to ptr addrspace(2)
  %f3.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.5)
  %f3.7 = zext i256 %f3.6 to i257
  %f3.8 = shl i257 %f3.4, 256
  %f3.9 = or i257 %f3.8, %f3.7
  %f3.10 = call {i257, i256, i256, i256, i256} @store_i257_at31(i256 %f3.1, i257 %f3.9)
  %f3.11 = extractvalue {i257, i256, i256, i256, i256} %f3.10, 0
  %f3.12 = lshr i257 %f3.11, 256
  %f3.13 = trunc i257 %f3.12 to i256
  %f3.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.13, ptr addrspace(1) %f3.14
  %f3.15 = trunc i257 %f3.11 to i256
  %f3.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.15, ptr addrspace(1) %f3.16
  %f3.17 = extractvalue {i257, i256, i256, i256, i256} %f3.10, 1
  %f3.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f3.17, ptr addrspace(1) %f3.18
  %f3.19 = extractvalue {i257, i256, i256, i256, i256} %f3.10, 2
  %f3.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f3.19, ptr addrspace(1) %f3.20
  %f3.21 = extractvalue {i257, i256, i256, i256, i256} %f3.10, 3
  %f3.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f3.21, ptr addrspace(1) %f3.22
  %f3.23 = extractvalue {i257, i256, i256, i256, i256} %f3.10, 4
  %f3.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f3.23, ptr addrspace(1) %f3.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = inttoptr i256 64 to ptr addrspace(2)
  %f4.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.2)
  %f4.4 = zext i256 %f4.3 to i257
  %f4.5 = inttoptr i256 96 to ptr addrspace(2)
  %f4.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.5)
  %f4.7 = zext i256 %f4.6 to i257
  %f4.8 = shl i257 %f4.4, 256
  %f4.9 = or i257 %f4.8, %f4.7
  %f4.10 = call {i257, i256, i256, i256, i256} @store_i257_at33(i256 %f4.1, i257 %f4.9)
  %f4.11 = extractvalue {i257, i256, i256, i256, i256} %f4.10, 0
  %f4.12 = lshr i257 %f4.11, 256
  %f4.13 = trunc i257 %f4.12 to i256
  %f4.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.13, ptr addrspace(1) %f4.14
  %f4.15 = trunc i257 %f4.11 to i256
  %f4.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f4.15, ptr addrspace(1) %f4.16
  %f4.17 = extractvalue {i257, i256, i256, i256, i256} %f4.10, 1
  %f4.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f4.17, ptr addrspace(1) %f4.18
  %f4.19 = extractvalue {i257, i256, i256, i256, i256} %f4.10, 2
  %f4.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f4.19, ptr addrspace(1) %f4.20
  %f4.21 = extractvalue {i257, i256, i256, i256, i256} %f4.10, 3
  %f4.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f4.21, ptr addrspace(1) %f4.22
  %f4.23 = extractvalue {i257, i256, i256, i256, i256} %f4.10, 4
  %f4.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f4.23, ptr addrspace(1) %f4.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = inttoptr i256 64 to ptr addrspace(2)
  %f5.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.2)
  %f5.4 = zext i256 %f5.3 to i512
  %f5.5 = inttoptr i256 96 to ptr addrspace(2)
  %f5.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.5)
  %f5.7 = zext i256 %f5.6 to i512
  %f5.8 = shl i512 %f5.4, 256
  %f5.9 = or i512 %f5.8, %f5.7
  %f5.10 = call {i512, i256, i256, i256, i256} @store_i512_at0(i256 %f5.1, i512 %f5.9)
  %f5.11 = extractvalue {i512, i256, i256, i256, i256} %f5.10, 0
  %f5.12 = lshr i512 %f5.11, 256
  %f5.13 = trunc i512 %f5.12 to i256
  %f5.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.13, ptr addrspace(1) %f5.14
  %f5.15 = trunc i512 %f5.11 to i256
  %f5.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.15, ptr addrspace(1) %f5.16
  %f5.17 = extractvalue {i512, i256, i256, i256, i256} %f5.10, 1
  %f5.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f5.17, ptr addrspace(1) %f5.18
  %f5.19 = extractvalue {i512, i256, i256, i256, i256} %f5.10, 2
  %f5.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f5.19, ptr addrspace(1) %f5.20
  %f5.21 = extractvalue {i512, i256, i256, i256, i256} %f5.10, 3
  %f5.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f5.21, ptr addrspace(1) %f5.22
  %f5.23 = extractvalue {i512, i256, i256, i256, i256} %f5.10, 4
  %f5.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f5.23, ptr addrspace(1) %f5.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = zext i256 %f6.3 to i512
  %f6.5 = inttoptr i256 96 to ptr addrspace(2)
  %f6.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.5)
  %f6.7 = zext i256 %f6.6 to i512
  %f6.8 = shl i512 %f6.4, 256
  %f6.9 = or i512 %f6.8, %f6.7
  %f6.10 = call {i512, i256, i256, i256, i256} @store_i512_at1(i256 %f6.1, i512 %f6.9)
  %f6.11 = extractvalue {i512, i256, i256, i256, i256} %f6.10, 0
  %f6.12 = lshr i512 %f6.11, 256
  %f6.13 = trunc i512 %f6.12 to i256
  %f6.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.13, ptr addrspace(1) %f6.14
  %f6.15 = trunc i512 %f6.11 to i256
  %f6.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.15, ptr addrspace(1) %f6.16
  %f6.17 = extractvalue {i512, i256, i256, i256, i256} %f6.10, 1
  %f6.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f6.17, ptr addrspace(1) %f6.18
  %f6.19 = extractvalue {i512, i256, i256, i256, i256} %f6.10, 2
  %f6.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f6.19, ptr addrspace(1) %f6.20
  %f6.21 = extractvalue {i512, i256, i256, i256, i256} %f6.10, 3
  %f6.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f6.21, ptr addrspace(1) %f6.22
  %f6.23 = extractvalue {i512, i256, i256, i256, i256} %f6.10, 4
  %f6.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f6.23, ptr addrspace(1) %f6.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = inttoptr i256 64 to ptr addrspace(2)
  %f7.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.2)
  %f7.4 = zext i256 %f7.3 to i512
  %f7.5 = inttoptr i256 96 to ptr addrspace(2)
  %f7.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.5)
  %f7.7 = zext i256 %f7.6 to i512
  %f7.8 = shl i512 %f7.4, 256
  %f7.9 = or i512 %f7.8, %f7.7
  %f7.10 = call {i512, i256, i256, i256, i256} @store_i512_at5(i256 %f7.1, i512 %f7.9)
  %f7.11 = extractvalue {i512, i256, i256, i256, i256} %f7.10, 0
  %f7.12 = lshr i512 %f7.11, 256
  %f7.13 = trunc i512 %f7.12 to i256
  %f7.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.13, ptr addrspace(1) %f7.14
  %f7.15 = trunc i512 %f7.11 to i256
  %f7.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.15, ptr addrspace(1) %f7.16
  %f7.17 = extractvalue {i512, i256, i256, i256, i256} %f7.10, 1
  %f7.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f7.17, ptr addrspace(1) %f7.18
  %f7.19 = extractvalue {i512, i256, i256, i256, i256} %f7.10, 2
  %f7.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f7.19, ptr addrspace(1) %f7.20
  %f7.21 = extractvalue {i512, i256, i256, i256, i256} %f7.10, 3
  %f7.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f7.21, ptr addrspace(1) %f7.22
  %f7.23 = extractvalue {i512, i256, i256, i256, i256} %f7.10, 4
  %f7.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f7.23, ptr addrspace(1) %f7.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = inttoptr i256 64 to ptr addrspace(2)
  %f8.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.2)
  %f8.4 = zext i256 %f8.3 to i512
  %f8.5 = inttoptr i256 96 to ptr addrspace(2)
  %f8.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.5)
  %f8.7 = zext i256 %f8.6 to i512
  %f8.8 = shl i512 %f8.4, 256
  %f8.9 = or i512 %f8.8, %f8.7
  %f8.10 = call {i512, i256, i256, i256, i256} @store_i512_at31(i256 %f8.1, i512 %f8.9)
  %f8.11 = extractvalue {i512, i256, i256, i256, i256} %f8.10, 0
  %f8.12 = lshr i512 %f8.11, 256
  %f8.13 = trunc i512 %f8.12 to i256
  %f8.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.13, ptr addrspace(1) %f8.14
  %f8.15 = trunc i512 %f8.11 to i256
  %f8.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f8.15, ptr addrspace(1) %f8.16
  %f8.17 = extractvalue {i512, i256, i256, i256, i256} %f8.10, 1
  %f8.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f8.17, ptr addrspace(1) %f8.18
  %f8.19 = extractvalue {i512, i256, i256, i256, i256} %f8.10, 2
  %f8.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f8.19, ptr addrspace(1) %f8.20
  %f8.21 = extractvalue {i512, i256, i256, i256, i256} %f8.10, 3
  %f8.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f8.21, ptr addrspace(1) %f8.22
  %f8.23 = extractvalue {i512, i256, i256, i256, i256} %f8.10, 4
  %f8.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f8.23, ptr addrspace(1) %f8.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = inttoptr i256 64 to ptr addrspace(2)
  %f9.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.2)
  %f9.4 = zext i256 %f9.3 to i512
  %f9.5 = inttoptr i256 96 to ptr addrspace(2)
  %f9.6 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.5)
  %f9.7 = zext i256 %f9.6 to i512
  %f9.8 = shl i512 %f9.4, 256
  %f9.9 = or i512 %f9.8, %f9.7
  %f9.10 = call {i512, i256, i256, i256, i256} @store_i512_at33(i256 %f9.1, i512 %f9.9)
  %f9.11 = extractvalue {i512, i256, i256, i256, i256} %f9.10, 0
  %f9.12 = lshr i512 %f9.11, 256
  %f9.13 = trunc i512 %f9.12 to i256
  %f9.14 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.13, ptr addrspace(1) %f9.14
  %f9.15 = trunc i512 %f9.11 to i256
  %f9.16 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f9.15, ptr addrspace(1) %f9.16
  %f9.17 = extractvalue {i512, i256, i256, i256, i256} %f9.10, 1
  %f9.18 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f9.17, ptr addrspace(1) %f9.18
  %f9.19 = extractvalue {i512, i256, i256, i256, i256} %f9.10, 2
  %f9.20 = inttoptr i256 4192 to ptr addrspace(1)
  store i256 %f9.19, ptr addrspace(1) %f9.20
  %f9.21 = extractvalue {i512, i256, i256, i256, i256} %f9.10, 3
  %f9.22 = inttoptr i256 4224 to ptr addrspace(1)
  store i256 %f9.21, ptr addrspace(1) %f9.22
  %f9.23 = extractvalue {i512, i256, i256, i256, i256} %f9.10, 4
  %f9.24 = inttoptr i256 4256 to ptr addrspace(1)
  store i256 %f9.23, ptr addrspace(1) %f9.24
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 192)
  unreachable
}

define {i257, i256, i256, i256, i256} @store_i257_at0(i256 %fill, i257 %v) {
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
  store i257 %v, ptr %p
  %x = load i257, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.m0 = and i256 %buf.w0, u0x1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i257, i256, i256, i256, i256} poison, i257 %x, 0
  %s1 = insertvalue {i257, i256, i256, i256, i256} %s0, i256 %buf.m0, 1
  %s2 = insertvalue {i257, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i257, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i257, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i257, i256, i256, i256, i256} %s4
}

define {i257, i256, i256, i256, i256} @store_i257_at1(i256 %fill, i257 %v) {
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
  store i257 %v, ptr %p
  %x = load i257, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.m0 = and i256 %buf.w0, u0xff01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i257, i256, i256, i256, i256} poison, i257 %x, 0
  %s1 = insertvalue {i257, i256, i256, i256, i256} %s0, i256 %buf.m0, 1
  %s2 = insertvalue {i257, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i257, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i257, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i257, i256, i256, i256, i256} %s4
}

define {i257, i256, i256, i256, i256} @store_i257_at5(i256 %fill, i257 %v) {
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
  store i257 %v, ptr %p
  %x = load i257, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.m0 = and i256 %buf.w0, u0xffffffffff01ffffffffffffffffffffffffffffffffffffffffffffffffffff
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i257, i256, i256, i256, i256} poison, i257 %x, 0
  %s1 = insertvalue {i257, i256, i256, i256, i256} %s0, i256 %buf.m0, 1
  %s2 = insertvalue {i257, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i257, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i257, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i257, i256, i256, i256, i256} %s4
}

define {i257, i256, i256, i256, i256} @store_i257_at31(i256 %fill, i257 %v) {
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
  store i257 %v, ptr %p
  %x = load i257, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.m0 = and i256 %buf.w0, -255
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i257, i256, i256, i256, i256} poison, i257 %x, 0
  %s1 = insertvalue {i257, i256, i256, i256, i256} %s0, i256 %buf.m0, 1
  %s2 = insertvalue {i257, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i257, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i257, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i257, i256, i256, i256, i256} %s4
}

define {i257, i256, i256, i256, i256} @store_i257_at33(i256 %fill, i257 %v) {
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
  store i257 %v, ptr %p
  %x = load i257, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.m1 = and i256 %buf.w1, u0xff01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i257, i256, i256, i256, i256} poison, i257 %x, 0
  %s1 = insertvalue {i257, i256, i256, i256, i256} %s0, i256 %buf.w0, 1
  %s2 = insertvalue {i257, i256, i256, i256, i256} %s1, i256 %buf.m1, 2
  %s3 = insertvalue {i257, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i257, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i257, i256, i256, i256, i256} %s4
}

define {i512, i256, i256, i256, i256} @store_i512_at0(i256 %fill, i512 %v) {
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
  store i512 %v, ptr %p
  %x = load i512, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i512, i256, i256, i256, i256} poison, i512 %x, 0
  %s1 = insertvalue {i512, i256, i256, i256, i256} %s0, i256 %buf.w0, 1
  %s2 = insertvalue {i512, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i512, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i512, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i512, i256, i256, i256, i256} %s4
}

define {i512, i256, i256, i256, i256} @store_i512_at1(i256 %fill, i512 %v) {
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
  store i512 %v, ptr %p
  %x = load i512, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i512, i256, i256, i256, i256} poison, i512 %x, 0
  %s1 = insertvalue {i512, i256, i256, i256, i256} %s0, i256 %buf.w0, 1
  %s2 = insertvalue {i512, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i512, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i512, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i512, i256, i256, i256, i256} %s4
}

define {i512, i256, i256, i256, i256} @store_i512_at5(i256 %fill, i512 %v) {
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
  store i512 %v, ptr %p
  %x = load i512, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i512, i256, i256, i256, i256} poison, i512 %x, 0
  %s1 = insertvalue {i512, i256, i256, i256, i256} %s0, i256 %buf.w0, 1
  %s2 = insertvalue {i512, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i512, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i512, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i512, i256, i256, i256, i256} %s4
}

define {i512, i256, i256, i256, i256} @store_i512_at31(i256 %fill, i512 %v) {
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
  store i512 %v, ptr %p
  %x = load i512, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i512, i256, i256, i256, i256} poison, i512 %x, 0
  %s1 = insertvalue {i512, i256, i256, i256, i256} %s0, i256 %buf.w0, 1
  %s2 = insertvalue {i512, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i512, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i512, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i512, i256, i256, i256, i256} %s4
}

define {i512, i256, i256, i256, i256} @store_i512_at33(i256 %fill, i512 %v) {
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
  store i512 %v, ptr %p
  %x = load i512, ptr %p
  %buf.w0 = load i256, ptr %buf.p0
  %buf.w1 = load i256, ptr %buf.p1
  %buf.w2 = load i256, ptr %buf.p2
  %buf.w3 = load i256, ptr %buf.p3
  %s0 = insertvalue {i512, i256, i256, i256, i256} poison, i512 %x, 0
  %s1 = insertvalue {i512, i256, i256, i256, i256} %s0, i256 %buf.w0, 1
  %s2 = insertvalue {i512, i256, i256, i256, i256} %s1, i256 %buf.w1, 2
  %s3 = insertvalue {i512, i256, i256, i256, i256} %s2, i256 %buf.w2, 3
  %s4 = insertvalue {i512, i256, i256, i256, i256} %s3, i256 %buf.w3, 4
  ret {i512, i256, i256, i256, i256} %s4
}
