;! { "cases": [
;! {"name": "abs_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "abs_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xdd45df5b52c0e294b2226cf10efce3783196695fe7c65114eaad83143623e1bd"]}], "expected": ["0x1"]},
;! {"name": "abs_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "abs_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x5f947195dc53170e6cbb69c7f4d3adb78fcdb980c1e306c91a5d979580a73901"]}], "expected": ["0x1"]},
;! {"name": "abs_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff"]}], "expected": ["0x1"]},
;! {"name": "abs_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb902c55a7752eff7499beb691389e2b531c1df2920466ef1ef2ae89256117780"]}], "expected": ["0x80"]},
;! {"name": "abs_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "abs_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xaa586da5da313aa47187b07f98562007328a50a2c0d2e039064d17cdf4a95002"]}], "expected": ["0x2"]},
;! {"name": "abs_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0"]}], "expected": ["0x0"]},
;! {"name": "abs_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x351f0eae9c3d02e6172527644370db45da2bbb0d65c5c9c9a49ca4fc00000001"]}], "expected": ["0x1"]},
;! {"name": "abs_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "abs_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x8e6335be7a3d6e98665bf54999ee1dbeb154f742deed9f5d3bf813f780000000"]}], "expected": ["0x80000000"]},
;! {"name": "abs_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "abs_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xd9ffb7f056f5efc115d7c2c98b436c7950007ff59cfede5fa85649c1ffff4d9d"]}], "expected": ["0xb263"]},
;! {"name": "abs_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0"]}], "expected": ["0x0"]},
;! {"name": "abs_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x905947948a17c1b6549f4a626acf92275bc49083b3a097060000000000000001"]}], "expected": ["0x1"]},
;! {"name": "abs_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "abs_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x5b645015a0b2c01ad7f69d80ecff870f6d6bd5bd89377bb48000000000000000"]}], "expected": ["0x8000000000000000"]},
;! {"name": "abs_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "abs_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x5ddcba241c67d4735462274d935e40271ee069107548b7f501000000000000ff"]}], "expected": ["0x1000000000000ff"]},
;! {"name": "abs_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0"]}], "expected": ["0x0"]},
;! {"name": "abs_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x226aa50d3b321f8a2f15d9122c5c27ab00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "abs_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "abs_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xc4e191842d1bf0571e62337322ff024380000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "abs_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "abs_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x169016200e613c0edfb3410c5e507dc87f000000000000000000000000000000"]}], "expected": ["0x7f000000000000000000000000000000"]},
;! {"name": "abs_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0"]}], "expected": ["0x0"]},
;! {"name": "abs_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "abs_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "abs_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "abs_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "abs_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8569edb4c54aa974bed3081c105e6b5bed5e90133995967a1313167794a4c610"]}], "expected": ["0x569edb4c54aa974bed3081c105e6b5bed5e90133995967a1313167794a4c610"]},
;! {"name": "abs_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0"]}], "expected": ["0x0"]},
;! {"name": "abs_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1"]}], "expected": ["0x1"]},
;! {"name": "abs_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "abs_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "abs_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "abs_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffd8839aa6087c846de100d97f21acc17c9dc6f142a392"]}], "expected": ["0x277c6559f7837b921eff2680de533e8362390ebd5c6e"]},
;! {"name": "smin_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smin_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x616e147b21cb98bfe30aa749ffba3b880554702ef11772e692989f92bcc37e3d", "0x60b845d623db432a81a3c9015cb5b2805ff233a51e34370aa58cc2f0ee468f7c"]}], "expected": ["0x1"]},
;! {"name": "smin_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smin_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xa23241fb4ca20fdef7d4266963097927df505456e872bc618f69ae3f6b449cc2", "0x822670d6c7d207f89137afbe349f714315f061d71f3ac3a8aed89eb2dfbbe539"]}], "expected": ["0x1"]},
;! {"name": "smin_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xfc", "0xfc"]}], "expected": ["0xfc"]},
;! {"name": "smin_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x377d05c23f4e7f47aa2937a8175dfa0aa0480d0777d2a932d9959db98f62161c", "0xd6ff74e1f00fd10e5e5361f489e6f4f38002ce8b4b9de46ae26b76846bdefd00"]}], "expected": ["0x0"]},
;! {"name": "smin_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xfb", "0x75"]}], "expected": ["0xfb"]},
;! {"name": "smin_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x6242126e18bbe708beabdf996d66fa0b174ad47cb707114b06540660e1e9a6ff", "0xa5a6e9f258e064bbcc722e7d85051b93e61e556574f9669985aff4c3f692b0ff"]}], "expected": ["0xff"]},
;! {"name": "smin_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1c", "0x81"]}], "expected": ["0x81"]},
;! {"name": "smin_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xa58ed6e56efa81f6ee18f4557056e8156a0871bd893d27c88518e35f003b68a8", "0xe015dd3e53ae4d4c874b0688d135e16281ff9a3bdc8f03c381e4a8c5c94fa3c8"]}], "expected": ["0xa8"]},
;! {"name": "smin_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x80", "0x7f"]}], "expected": ["0x80"]},
;! {"name": "smin_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xb0331e739ae7de1f1815c51f74d40ce452225410c78624388638fd6e62f90602", "0x62f052e604fd67d341621171191631d526f5a977d194cdd383c346345b30faa3"]}], "expected": ["0xa3"]},
;! {"name": "smin_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smin_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xc874b650f852bdb218402efb0f3a577ab5267ce01d0d90664bf58c61c04b4f6", "0x2e2443ca2795ce261b0689875c18c79bcae4fb5fa31ddf4327a78ea8fcee551d"]}], "expected": ["0xfcee551d"]},
;! {"name": "smin_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x5237bb3c", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "smin_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x4b09886b8403d7132164f3f00731801c4b485859786471966366a2f000000000", "0xa57717eade2491ba5ce2da2bfa0a1dc33b2c626131734a040958949f0e96706a"]}], "expected": ["0x0"]},
;! {"name": "smin_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffff", "0x2"]}], "expected": ["0xffffffff"]},
;! {"name": "smin_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x6ddda56d9917a2573264b1bb877476d94cfaecaaf72c4a447c8ad902e2167c5", "0xfde434e6ccb3f1c87c6f1b60de9919af1ba334a872027553038cd8b3c09fdb31"]}], "expected": ["0xc09fdb31"]},
;! {"name": "smin_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfffffe5a", "0x1"]}], "expected": ["0xfffffe5a"]},
;! {"name": "smin_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xec8642b2d9788fe43ee1ba70eaaa99a0c5495e224126f0446ba9e79580000001", "0x9f3002bfaf6392d21a22b12d4f515513aedaef5a9787f894d7fca883ffffffff"]}], "expected": ["0x80000001"]},
;! {"name": "smin_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffff", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "smin_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7a13b085020b09637f844b0d02085eda9d3258f949873bf77fffffffffffffff", "0x4b65667557b6443ad6747abff4e9ac940ec6cc541289746f0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "smin_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x2", "0xfffb358392e5188f"]}], "expected": ["0xfffb358392e5188f"]},
;! {"name": "smin_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xa7aae6748cdcab4f6dd65b90c8077e7b1bdb691f6c779a3f01000000000000ff", "0x1bc4592857ba184298f86fffe1bba0f64eec2e6d27bd66260000000000004d0b"]}], "expected": ["0x4d0b"]},
;! {"name": "smin_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffd4", "0xff0958637e4e79f0"]}], "expected": ["0xff0958637e4e79f0"]},
;! {"name": "smin_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x676ea0d7a2a6d215c44aec0b70309fb3a3ee277b5f668bb18000000000000001", "0xb22bae2d16d9b3a2eef6c78d28018ae455ce9cf5a26a9203000000000000000f"]}], "expected": ["0x8000000000000001"]},
;! {"name": "smin_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xff00000000000001", "0x0"]}], "expected": ["0xff00000000000001"]},
;! {"name": "smin_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x75a057c2af653ca73cf11908180016a31bf26bf260398a1dfffffd0d698018d7", "0x1e1036ae279e74e08fddb36a95dd9414e629b346d93bec44ffffffffffff5a71"]}], "expected": ["0xfffffd0d698018d7"]},
;! {"name": "smin_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2", "0x2"]}], "expected": ["0x2"]},
;! {"name": "smin_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x733d43bb36ff49f766c389a0141ee4a5cdc41941c35c4334e016d0865c6c82c8", "0xf5fa7483f8dfccfc11d61b80d0e62fd46259bd90ebb3a441f4077db0f331c509"]}], "expected": ["0xcdc41941c35c4334e016d0865c6c82c8"]},
;! {"name": "smin_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x1", "0x80000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "smin_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x945b706a80e8040d4f3aa7a760383dfe7fffffffffffffffffffffffffffffff", "0x422d4d8cf2191c811ac72866f630807e80000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "smin_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x1", "0xfffff571bb0c3f48974e06e7fa1479ca"]}], "expected": ["0xfffff571bb0c3f48974e06e7fa1479ca"]},
;! {"name": "smin_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xe099f1edf9d354e4c0cf2bcfb7f10eb10000000002634cd867041fa6611f4cda", "0x8cf4bdf607a722a8da35604bf5b8ac3510805a2974dec6865d81c4b309e313dc"]}], "expected": ["0x2634cd867041fa6611f4cda"]},
;! {"name": "smin_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfffffffffffffff9d6f1877d808cd398", "0x8f25cc62eb4848584c3e6112406eca8e"]}], "expected": ["0x8f25cc62eb4848584c3e6112406eca8e"]},
;! {"name": "smin_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd9a0ca6a2b770d228b01d7ff6d2d9b213c07481bc292e6a7327f8eca380d4e61", "0xad36e510f32e8740dcd22bb19dd09528010000000000000000000000000000ff"]}], "expected": ["0x10000000000000000000000000000ff"]},
;! {"name": "smin_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x5233c13e0bb1a865ed9d3ccbec5374942e13840d9c691", "0x5233c13e0bb1a865ed9d3ccbec5374942e13840d9c691"]}], "expected": ["0x5233c13e0bb1a865ed9d3ccbec5374942e13840d9c691"]},
;! {"name": "smin_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x6107a9c7232ac82cd35c74cf053e7d0341ebc9"]}], "expected": ["0x0"]},
;! {"name": "smin_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "smin_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x95693b49c21e354b4ae35749b1cee085f162a0bdd4da84059cd489cfb674bbdd", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "smin_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7f80000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "smin_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3f80000000000000000000000000000000000000000000000000000000000000", "0xc000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "smin_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3d62f982f0d93455f3c34e15d6f7e629815f2bd3dedf23bfb0998643ad7ebb6", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa2be"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa2be"]},
;! {"name": "smin_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "smin_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x204caf3a1627fe9f2799cdbcb423999d9f152cb7f535a4e275490ddea5022eb9", "0x204caf3a1627fe9f2799cdbcb423999d9f152cb7f535a4e275490ddea5022eb9"]}], "expected": ["0x204caf3a1627fe9f2799cdbcb423999d9f152cb7f535a4e275490ddea5022eb9"]},
;! {"name": "smin_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0xc599c0376b7df403c8243d3cc93b79c68350"]}], "expected": ["0xc599c0376b7df403c8243d3cc93b79c68350"]},
;! {"name": "smin_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x4efcf1abc803917076eaf77184683ca3124a543f3d34d422738cdbcd18005c8b"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "smin_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x1be29aab1f89"]}], "expected": ["0x0"]},
;! {"name": "smin_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x5b4b85113a530650c39c5941beaaab8cfb25c3620e984e95c8cd9c1a47d0ccb6", "0xfa03cbca4f3c607a8aedef3c9bddbaebda896571643878a1fa2bd2ac83653e64"]}], "expected": ["0xfa03cbca4f3c607a8aedef3c9bddbaebda896571643878a1fa2bd2ac83653e64"]},
;! {"name": "smin_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x2feb5056ad34af10f1f0b3a6dd6cf89dcfc031bec2dcc58e0bbd375b09721d29"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "smin_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xff00000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffeae269a0c3357d97b7463e"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "smin_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x44d8e4a9a8e55598764904e5c9404dd4387831aadacd3c771", "0xfffffffffffffffffffffffffffffffffffe018b528148f58397c6a68a60439e"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffe018b528148f58397c6a68a60439e"]},
;! {"name": "smax_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x8345d3d98857e8a04d94bf2200710d2ca3a0ec1bef27a967fd84e1cff0b8ce3d", "0xfbf25d1c81db3e595ff907ab2f9097bcd2df4206cdb7ca8fcae44181deef59a6"]}], "expected": ["0x0"]},
;! {"name": "smax_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "smax_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x9da8998737db37b019c3c027c0b0eefb7d759cf095ac1d9706e4fb159132254f", "0xacfcd08232042fcca81921ea4fe354f33fef22f614a383a3ab247fdc303aa367"]}], "expected": ["0x1"]},
;! {"name": "smax_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfe", "0xfe"]}], "expected": ["0xfe"]},
;! {"name": "smax_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xf35a3c58989dc41404c29a12e9c9d81efa300f10b3078e82c8a0ab0b5c104122", "0x59207731a9cd58fbde7353cd2ef4535ba2bd167d3a67efccdfa33a5381565a7f"]}], "expected": ["0x7f"]},
;! {"name": "smax_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfc", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x398094b08112e704f52683db4b26f002eea457ba6bbb2e3f3ae42143f0baa981", "0x5df184db404e942cabd246ac1eae6b04d735dcb0e9459a78fbf52b5f5a1a0ff"]}], "expected": ["0xff"]},
;! {"name": "smax_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7f", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "smax_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xdad552f50724ae99b546023191510cbfd3017c26e17c26a396a9d01bed12ff80", "0x9c7e6d6031fecd7a7cc4dadce06508e44e2281a280f11ebbb59ac5d375cd5f80"]}], "expected": ["0x80"]},
;! {"name": "smax_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x18", "0x2"]}], "expected": ["0x18"]},
;! {"name": "smax_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x8b37d12fafbb24a47035aa0e5d824284a6a019b0c5bae0cfb9ba261545ded365", "0x32ce14635efe89d2d80bca31afca4540f9dcf98b0567d2a457c82c5218f1d2f6"]}], "expected": ["0x65"]},
;! {"name": "smax_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xff000001", "0xff000001"]}], "expected": ["0xff000001"]},
;! {"name": "smax_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xd52650d1cb109fb4a5eedb251814fbf1429b8b9f4b48bd79fc181b06fe25b7b0", "0x6d4e1db90ed78b8df5f29796781eb7e1dffca84af880949377705edec9ebfdbc"]}], "expected": ["0xfe25b7b0"]},
;! {"name": "smax_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x10000ff", "0xffffffff"]}], "expected": ["0x10000ff"]},
;! {"name": "smax_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x8f7531c949be3ff289cca5d63304b0d9a254637bfd87852a72479abf7f000000", "0xb7bcf5c0d8e1525b487cbf120bf4d4cf765c17a45af5e52717e2ea62ff000001"]}], "expected": ["0x7f000000"]},
;! {"name": "smax_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7fffffff", "0xeada8e"]}], "expected": ["0x7fffffff"]},
;! {"name": "smax_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xaa882fe1c5c76ad599ea52d0f587bfdad4ea9e1b8a1b461e8c8f23967fffffff", "0xa18e7142560f314dd1bd94adfb19c40a1b2208601538ccf7234f6744ffffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "smax_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xa27e01f", "0x679f442e"]}], "expected": ["0x679f442e"]},
;! {"name": "smax_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x16e2ea4fa6c8498ad307f3af04cbf8f2eee9e9ecb65437a1a0f098fe1bd0546b", "0x5b7394625bec8cd25f53e6542c740a8feecc9022218d9da9f728d69f4dc75100"]}], "expected": ["0x4dc75100"]},
;! {"name": "smax_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fefe61e815f6effe2040a66f455f55840617eead5a9c04c0000000000000000", "0x9ca97e6902a7d67ccd366fd7f9ea2e3a5ed5ac7a7c2933508000000000000000"]}], "expected": ["0x0"]},
;! {"name": "smax_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x2", "0xffffffffffffffff"]}], "expected": ["0x2"]},
;! {"name": "smax_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xbf2f2dcded9af80ea1bad9426ca8fef5f63c5fb3be93fbeb00000000000060f3", "0xbd96d1bb567cf7ecfd11eb450ad5ce7e6e19a099d18b707a0000002a6e7e45dd"]}], "expected": ["0x2a6e7e45dd"]},
;! {"name": "smax_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffff", "0xbbad94320c55881a"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "smax_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x784e2231e363b219510220b0499e3a8f8ba11b0a135e8919478e1b54ace43455", "0xcc8b0e45e6df55685a8c327eac8b4a537a6aae48cb64cf3a6f26bbf2d3147c33"]}], "expected": ["0x6f26bbf2d3147c33"]},
;! {"name": "smax_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x9447a5caaf8dbeba", "0x8000000000000001"]}], "expected": ["0x9447a5caaf8dbeba"]},
;! {"name": "smax_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xbc2577fdbc2169f9ef50bfe16ed2f29de4dcfa1587755daf000004ce6671d795", "0x48e75dbc54ec4e18e48dcbbd09b58c452541bfafc8cee1e60000000000000002"]}], "expected": ["0x4ce6671d795"]},
;! {"name": "smax_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xfffffffffffffffd6fec17d7b713ce8d", "0xfffffffffffffffd6fec17d7b713ce8d"]}], "expected": ["0xfffffffffffffffd6fec17d7b713ce8d"]},
;! {"name": "smax_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1b5dbb473d0295a1aa889bf6f5107efcc28c5c90b8d215f2351385a660b6f5b8", "0x9d89b92de284d9ba1380309552b3f64fff000000000000000000000000000001"]}], "expected": ["0xff000000000000000000000000000001"]},
;! {"name": "smax_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffcce67d12c74945bb34", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smax_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x220481529b321c91723554b1216e9130010000000000000000000000000000ff", "0x4eac28408b5cea2dc66441e37b0ca490ffffffffffffffffffff375124e215d9"]}], "expected": ["0x10000000000000000000000000000ff"]},
;! {"name": "smax_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0x695833e86a86ad77aa5580e9cae3c291"]}], "expected": ["0x695833e86a86ad77aa5580e9cae3c291"]},
;! {"name": "smax_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7b5c8faec1835d501418ce48a391d9f094b1ae2588f165e50c430e02c653dc97", "0x5243602d85c566c874d6d30c9cab445b5553c81c3257a5c9780f91b2b319fd91"]}], "expected": ["0x5553c81c3257a5c9780f91b2b319fd91"]},
;! {"name": "smax_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xecd75f685cf7cdeb4d0370951b345c86", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smax_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xd0bb533a9e0281f54e838c1917f698c0ffffffffffffffffffffffffff8aefca", "0xc4b194c3a43bb138436567c7361b2d25ffffffffffffffffffbbc1b2580e7201"]}], "expected": ["0xffffffffffffffffffffffffff8aefca"]},
;! {"name": "smax_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffb09d78d37", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffb09d78d37"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffb09d78d37"]},
;! {"name": "smax_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x80000000000000000000000000000000000070cb229fd3c80e8b3ed7c7483d56", "0x7fffe27b5fe2a1d74b77e4ad479f92f5a2ca79e420007e758b44ac53e6bcc000"]}], "expected": ["0x70cb229fd3c80e8b3ed7c7483d56"]},
;! {"name": "smax_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x452c915a7c5f2c892bf39d6e97f162097a02e4978ab040a0a7f"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "smax_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x490", "0xdf4c53e8f3b0dcd23974ef63d0b10aef38f125f9ab41bd713da7c72e812d6d7c"]}], "expected": ["0x490"]},
;! {"name": "smax_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffffffffffffffffffffffffba4c9fbe92fecc2fbb76b1", "0x167c036ef523b0c09c6ac0b21a3ff0f322a6043a61686febddec5e6f036271f4"]}], "expected": ["0x167c036ef523b0c09c6ac0b21a3ff0f322a6043a61686febddec5e6f036271f4"]},
;! {"name": "smax_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xbf80000000000000000000000000000000000000000000000000000000000000", "0x800000000000000000349ed417d16aaf89eea11442124682623ccda19dc6a635"]}], "expected": ["0x3f80000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "smax_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x19452a57e2f6574e805aeb6", "0x83e0d5291b61cd4bb8e530ccfd95d3aeb07c683c6deb96ad835a4318c39f5c2"]}], "expected": ["0x83e0d5291b61cd4bb8e530ccfd95d3aeb07c683c6deb96ad835a4318c39f5c2"]},
;! {"name": "smax_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x80000000000000000000000000000000000000000000000000015a11ff6a4ed9", "0x2"]}], "expected": ["0x15a11ff6a4ed9"]},
;! {"name": "smax_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0209", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0209"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0209"]},
;! {"name": "smax_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xf9e27d47e1e1974466eff8d1416abf621cb580586ee77a0fed1461330016d126", "0xb0b32a2f6ccd97fe2a0e6"]}], "expected": ["0xb0b32a2f6ccd97fe2a0e6"]},
;! {"name": "smax_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffd6d4df077548aadaaf79008fcfbad943", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "smax_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x28ed306f4ce3e24f59529327413f0bb13d46242500d9d6884081520aea7de49b", "0x327ceb5fd20685a0e68154493beb09be141f"]}], "expected": ["0x28ed306f4ce3e24f59529327413f0bb13d46242500d9d6884081520aea7de49b"]},
;! {"name": "smax_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3", "0xd74735ee38cdeb0f9ca6d4cb2a637b52b52b649a7753af7819ded90c0076c0d0"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3"]},
;! {"name": "smax_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x4fd04f5eccb4f3190c511f4846d63c177f6640adf05644cf0363e37b1722b231", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "smax_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0xcd2b96410808f6e00680495810cdf2e96063f959cf4b2fa9119ed72e3ec5c85e"]}], "expected": ["0x1000000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "smax_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x5110b08026c40c57c31fccd55f57cea32513d20b0c9be7bcf162dfb6b0d66050"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "umin_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umin_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xa270af0699ebd514bdda33d27fa65214ae76bc1d59ccd73d7f1fd6a605cf2ba4", "0xe7dd9e36369f34bb44809f8019a3e3ce39e22793519fb82a5b471c1dd45c4d19"]}], "expected": ["0x0"]},
;! {"name": "umin_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x3e2f938db222b538b55e3e1f80f418dbb3a924b2e2549312fedacfb63da9511", "0x3acc93a289c1dfa6ebc002a77258271518433f93f315724d9ec9f4e52230cd66"]}], "expected": ["0x0"]},
;! {"name": "umin_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x4", "0x4"]}], "expected": ["0x4"]},
;! {"name": "umin_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x65e73ee90846f0c4e0bf87c9f4eca2f60e5578fafe91b12271d86a8416bbc1dc", "0x46f7843ee08e1ac9061151ac938b910618d9f5605cdb237548dbeb46c79f68ff"]}], "expected": ["0xdc"]},
;! {"name": "umin_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x81", "0xfe"]}], "expected": ["0x81"]},
;! {"name": "umin_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x8c4520bb64c10ceca5336cb1e5aed2f2c17ccbf5ade0fe09e724cd6b471191fe", "0x263b9c0b8b0e0f8952fb9642a26f63fa854c3b9d9fcb74aabcb4bf2ad25577fe"]}], "expected": ["0xfe"]},
;! {"name": "umin_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x3c", "0x7f"]}], "expected": ["0x3c"]},
;! {"name": "umin_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x9181d8ffc40c051d519ab131068e1cefac17e6f41f21c7c3f58f5af4c072587f", "0x5ea2c9377d138a077034045b574891e898765df08f2232f3e0ea85db3f618381"]}], "expected": ["0x7f"]},
;! {"name": "umin_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xefd27142e50010bdf4c62ecbcf57c40419db94ed309fa65119b9b2066ab31906", "0xb55a6823198dc0b8021ff57fda7ac8c3134a0aaeece9d3cb097b3a0d240ca1ff"]}], "expected": ["0x6"]},
;! {"name": "umin_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umin_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x5376035acdfabbc2b2ffdc62225badac7e0297c92814476bf4d4386900000001", "0xca0e3f20b9a0201bbe34622b1b71465ad75a933373dee57c5caf719487636913"]}], "expected": ["0x1"]},
;! {"name": "umin_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x5c77917e", "0x10000ff"]}], "expected": ["0x10000ff"]},
;! {"name": "umin_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x50fd18cfb2a8ac04b3d31eef29d0cfa71ca2a77e24dbc48d1b2fd770010000ff", "0xcdfe9802ba2b82312f8ac3dc9590da1cfbfb2fb377823a00178b440ac5bc6a54"]}], "expected": ["0x10000ff"]},
;! {"name": "umin_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffff", "0xfff1f723"]}], "expected": ["0xfff1f723"]},
;! {"name": "umin_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xf9cc625b2b7617bfe0de614c91d3973b9c08ab27e72a93177f9fd9fd00000000", "0x2a6081c67cf8abb1113e3958c0ae76942c1753ae4025de6044d1b0e37ffa265c"]}], "expected": ["0x0"]},
;! {"name": "umin_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xc698e56a", "0xffffdbc8"]}], "expected": ["0xc698e56a"]},
;! {"name": "umin_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x83c5cef09bff5bef184921b7b04ac91d50faca96fbc18c563fb59baf80000000", "0x37ae458df06d15017e74f7d6c372d42321df309335bdc3c40a86ef9d80000001"]}], "expected": ["0x80000000"]},
;! {"name": "umin_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x4ae347a635cde08e", "0x4ae347a635cde08e"]}], "expected": ["0x4ae347a635cde08e"]},
;! {"name": "umin_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x39579197cf1863d6ec301023121b62b2f88e68ee1082139d163b7cdfe173cb76", "0xbac51fa4969b34864ecd46c886cd83355e723e0c7c6016d100000001719f167f"]}], "expected": ["0x1719f167f"]},
;! {"name": "umin_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x1316dee023ad734", "0xadba06ecf6a16d2d"]}], "expected": ["0x1316dee023ad734"]},
;! {"name": "umin_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x8bd6fecd4d8c741786418ca7900a18a38aa86b019139783639c0b83d568733ae", "0x56180e1ac472af8343b4481f4078e54889b48a1e41625a12973719403ea2b6b3"]}], "expected": ["0x39c0b83d568733ae"]},
;! {"name": "umin_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x4f6b10d", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x2ba508d5fd5bb6fce6fa355648d7344ad333e67e38b7d7b68000000000000000", "0x806b448f6c09e8edc1e2a3732bcb86cc82ccb1e74618f270000000000000002"]}], "expected": ["0x2"]},
;! {"name": "umin_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0xe566ef029a344edd"]}], "expected": ["0x0"]},
;! {"name": "umin_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x7ccff19a55118d66a083754f973524bb6d553f8302d1e69bfffffff8481e34fa", "0x64226872a6fa26ec6238b4fe57853425b7a825ecffcfc1ae5d61a7fd26640873"]}], "expected": ["0x5d61a7fd26640873"]},
;! {"name": "umin_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xfffffffffffffffffffffffffffffffe", "0xfffffffffffffffffffffffffffffffe"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "umin_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xdfb5ae52472ac7a53d52ee57e1fe1b65e4cffac4f0bb573aba969c792945dd3f", "0x41847155474affa19e20f73d59746eca806b026728fcdebfa275d1786901feeb"]}], "expected": ["0x806b026728fcdebfa275d1786901feeb"]},
;! {"name": "umin_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffff", "0xffffffffffff00c9fada5104716cee8f"]}], "expected": ["0xffffffffffff00c9fada5104716cee8f"]},
;! {"name": "umin_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xd2692cf8fc8ef97241e764ac91d533ef07bd80990bc8231190f82eb82fcc325e", "0xa4c582f2b415593a81f6936a181aebd800000000000000000000000000000002"]}], "expected": ["0x2"]},
;! {"name": "umin_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffff", "0xffff8928d9ecd6f0d6bb01eef98fb756"]}], "expected": ["0xffff8928d9ecd6f0d6bb01eef98fb756"]},
;! {"name": "umin_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x81b9ee2d8935146e75a9a1424e03df38ffffffffff624fbb47005c1e723c65bb", "0x6677e1521cf63d10ad4f942661ad052f00000000000001b341e190d26fd3a55a"]}], "expected": ["0x1b341e190d26fd3a55a"]},
;! {"name": "umin_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x1", "0xfaffdd95262cd3280c53fbf991d2507f"]}], "expected": ["0x1"]},
;! {"name": "umin_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x80811fd5ab8ed13b7035ba364604625a010000000000000000000000000000ff", "0x62b1c3d60a2fc17ee444a06e43099c1580000000000000000000000000000000"]}], "expected": ["0x10000000000000000000000000000ff"]},
;! {"name": "umin_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x857b877dc3997b55a689acd4175d9287f948c5eb78e281c7bd3087ddb523588", "0x857b877dc3997b55a689acd4175d9287f948c5eb78e281c7bd3087ddb523588"]}], "expected": ["0x857b877dc3997b55a689acd4175d9287f948c5eb78e281c7bd3087ddb523588"]},
;! {"name": "umin_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x9bc9302e85f6b3518146e5b725b2ce9b8d87f1d662de54a32c870260d8bd09e5", "0x3f80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1bc9302e85f6b3518146e5b725b2ce9b8d87f1d662de54a32c870260d8bd09e5"]},
;! {"name": "umin_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x38d3cba4718ce8ef62f08c24dcff9e01a5a58e53bd2fe2ef16064b445b81", "0x3c76b8a5e219764388da4a78c9d31c0636822c4459e9bba84b529c5449"]}], "expected": ["0x3c76b8a5e219764388da4a78c9d31c0636822c4459e9bba84b529c5449"]},
;! {"name": "umin_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x576b", "0xbeeee84b18fe4139a4f88f201e25297a03bc62f1e7"]}], "expected": ["0x576b"]},
;! {"name": "umin_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x34a048e050af05602b3d0d1fc6ddf9d67862f14da96130e36ac87d15eda7bc7b", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x34a048e050af05602b3d0d1fc6ddf9d67862f14da96130e36ac87d15eda7bc7b"]},
;! {"name": "umin_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x492642185824369a019a5279df4b8b7ef9f207bdb0abcfa9e6f36750fd3a9ab5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x492642185824369a019a5279df4b8b7ef9f207bdb0abcfa9e6f36750fd3a9ab5"]},
;! {"name": "umin_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7b7acbd520b0ee331d2c652233", "0x3f80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7b7acbd520b0ee331d2c652233"]},
;! {"name": "umin_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffe41c7b6add8a45773d0d20f8fa0c"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "umin_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "umin_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "umin_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xfffffffff55f195688f029619d9a6320ba394f3a4ecfdb3ffc67df2405cc1bcd"]}], "expected": ["0xfffffffff55f195688f029619d9a6320ba394f3a4ecfdb3ffc67df2405cc1bcd"]},
;! {"name": "umin_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x3d4dd30da9b6a47fe85908add659e3011bf52a9578851bbafa9346b6797134e1"]}], "expected": ["0x3d4dd30da9b6a47fe85908add659e3011bf52a9578851bbafa9346b6797134e1"]},
;! {"name": "umin_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xfffffffffffffffffffffffffffffffffffffffffffffff3c42c28927cb377dd", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "umin_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x77d18", "0xffffffffffffffff5266d1203b2a2537d14ef2f854ecbae87244d386d2346666"]}], "expected": ["0x77d18"]},
;! {"name": "umin_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x17bf0a9f6c3c5", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x17bf0a9f6c3c5"]},
;! {"name": "umin_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffff7adb1324892c5"]}], "expected": ["0x1000000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "umax_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umax_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x22849165a8f5c22d50fa944a6edac67feace7521dcae4b01373b51673390c8c1", "0x797101ee1c7993fa3780cee58056485c6c66ffe23033492750adba89855862ae"]}], "expected": ["0x1"]},
;! {"name": "umax_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umax_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x4dfd99dea82545254091f27b54b0e3a00ba7a52e872aef1b6a641ee170774bda", "0x4584857c48fe047b18ccaa8dd6ee2ad412fb2114fb63cb079ec355e7cd21a8f1"]}], "expected": ["0x1"]},
;! {"name": "umax_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7f", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "umax_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x72f6f7809ef28c1f37d70843e7525356b0972f77f98db5f5a1204763634f6b00", "0x5874b4eca1cd5ae533814384c1e0ce5d5083e9238091e0731442644c3b265c7f"]}], "expected": ["0x7f"]},
;! {"name": "umax_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x90", "0xfe"]}], "expected": ["0xfe"]},
;! {"name": "umax_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x44bdbdc255d85cb35c658c4fe84f888c1ad36f2c28df050677d1776d0f407580", "0xcdec32c2a2d60053de19ae230faf071baa446d29d9706bb731cef74a520cfb81"]}], "expected": ["0x81"]},
;! {"name": "umax_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x48", "0x81"]}], "expected": ["0x81"]},
;! {"name": "umax_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x4cd12f7fdd8abdb055b387e662dd27618f4a00eb768506fc50c90705fae422f", "0x3d62972bc6e4eabfcb82e08907f869e1170f096fc1299ff527580e04044b0790"]}], "expected": ["0x90"]},
;! {"name": "umax_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xff", "0x31"]}], "expected": ["0xff"]},
;! {"name": "umax_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xe2a6bc8caef899a8db6b9e5235814aed04403b36bc82c6838aefec054de7d58e", "0x6ba57f00435553ff6f3a345a66451b6524eba955a73913b5191f28349cd03981"]}], "expected": ["0x8e"]},
;! {"name": "umax_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x80000001", "0x80000001"]}], "expected": ["0x80000001"]},
;! {"name": "umax_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x8bdad5743cdf346acb23b77eb3ff07f2e497b96bb2df10eadc34274b80000001", "0xf5b366c68a7ca4a10cc718b6b496fb4183330b3f4972856181cda77500000002"]}], "expected": ["0x80000001"]},
;! {"name": "umax_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x82bd72", "0x7f000000"]}], "expected": ["0x7f000000"]},
;! {"name": "umax_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x185349a8b3095145491120ade53570d6699275b2ee0cd59e09f6f2e8fffffffe", "0x7d8aeebe8dfd99c69a352d7e5d3770b3e6b720716130606f3baf365e0000ede3"]}], "expected": ["0xfffffffe"]},
;! {"name": "umax_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xffffffff", "0xffd6bbcb"]}], "expected": ["0xffffffff"]},
;! {"name": "umax_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x12b5d3b312004851fc1efd20a0dbcb5d6bb0a8c60c0974a4306896ac0000001f", "0x63fb3db46ab387ae5a4cff50c661cf1693a928bc1f6d5c7b4eb532bffffffff3"]}], "expected": ["0xfffffff3"]},
;! {"name": "umax_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umax_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xdb5930ea425aa9ee291db2093ee8643440a8f9fd30ad8f1df89242687fffffff", "0xf759acd874e1c33a6efe32483ca00c467cbc8df7a46f544dcd13a8d9ffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "umax_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xffffffffffffffff", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "umax_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xcf341655066f5e8721b01cf81124f053cc230ffa0aaa58408000000000000001", "0x37ac3a7c592667c3bfcca779cce6ae78e9f6f89c1cd581c4fd565d6a50b76ae0"]}], "expected": ["0xfd565d6a50b76ae0"]},
;! {"name": "umax_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xfffffffffcce2168", "0x0"]}], "expected": ["0xfffffffffcce2168"]},
;! {"name": "umax_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xec8049a285feae6f762b3058f70c3465213a85018aa756ad7739205f301c4bd1", "0xeba35b858aafd5ab69fd30dbcb061424ca33ae7fd4d544f3000059824cff3759"]}], "expected": ["0x7739205f301c4bd1"]},
;! {"name": "umax_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x17e05d6b6e0aa0ad", "0xfffffffffffd92c2"]}], "expected": ["0xfffffffffffd92c2"]},
;! {"name": "umax_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xf48d2bfdacd86df15202ac6ffe61fbcb0dd4c49174006ed90000000000000002", "0xd57197e7b4a6d6c35a158d4210c7125e3ae7f0749ce175050007478209d6a900"]}], "expected": ["0x7478209d6a900"]},
;! {"name": "umax_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xb7", "0xfffffff99cacd536"]}], "expected": ["0xfffffff99cacd536"]},
;! {"name": "umax_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x30b148f8c4b5a16ae5e297c738085afcb90a305de2212f61fffffffffff3db98", "0xf1f4760aed8e3c4e5922cf29251bea80dba0663ea0643855fffffffffffffffe"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "umax_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x98f6c3ad749203cc9c2d820", "0x98f6c3ad749203cc9c2d820"]}], "expected": ["0x98f6c3ad749203cc9c2d820"]},
;! {"name": "umax_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xc6a66d1ca7258f6aa45ab4d93a87311dffffffffffffffffffffffffd3387927", "0x23946d3cebe724e1fd99a693d019c73300000000000000000000000004c95ede"]}], "expected": ["0xffffffffffffffffffffffffd3387927"]},
;! {"name": "umax_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x16e03d57b9ebd0be767219", "0x0"]}], "expected": ["0x16e03d57b9ebd0be767219"]},
;! {"name": "umax_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x78d19a2476e3e464449672b5c16f443500000000000000000000000000000002", "0xcad85e9ce51a06abe2ffbb7ce3174eb500000000000088571521fe418d25bd75"]}], "expected": ["0x88571521fe418d25bd75"]},
;! {"name": "umax_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xffffffffffffffffce2cd7026ea11464", "0x199776ee6080f3529fd6c73fecaa52d5"]}], "expected": ["0xffffffffffffffffce2cd7026ea11464"]},
;! {"name": "umax_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x8c5e48725b4cdb5ca71e256fe527a047df6a2483d2c8a2745c225b5e532bd807", "0x3bc460b4a0d831aa53daeb15f624f092ff000000000000000000000000000001"]}], "expected": ["0xff000000000000000000000000000001"]},
;! {"name": "umax_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xffffffffffffffffffffffffffffffff", "0x10000000000000000000000000000ff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "umax_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xb16475bd9f82e2f0cb02411bfb86bdfefffffffffffffffffffffffffffffffe", "0xad304f2f0e35e74470ef068eb2613f45026849ed858cd81d5163ce3b4d7f30f"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "umax_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x2", "0x2"]}], "expected": ["0x2"]},
;! {"name": "umax_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x3207a9d13b6bb1c03b40b5357bb6b3e92041befcf368af6e8019a9a8d11b3281", "0xf10215681af95e9a2f3c308dd0f80384d4d8e175ab7165afa9b7a160b93ae57d"]}], "expected": ["0x710215681af95e9a2f3c308dd0f80384d4d8e175ab7165afa9b7a160b93ae57d"]},
;! {"name": "umax_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffff87aa03746bc"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffff87aa03746bc"]},
;! {"name": "umax_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x371a4612846c03ec25110e6ea4de393ba566def689e73b1ed7b53494ab95ee2f", "0x36fbd6f51c03db90c9d842a5070bd2a8745ae5b18a0e2ad8de48c1931dd499e1"]}], "expected": ["0x371a4612846c03ec25110e6ea4de393ba566def689e73b1ed7b53494ab95ee2f"]},
;! {"name": "umax_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x2b162f166e88a2783f383d3c01cba6b4dcecae9d637cd788b310ead9c4d5741d", "0x3baac1d8b7284ba5e148ee3de69810d4d8f9da6a028274e761c291ffa19112e8"]}], "expected": ["0x3baac1d8b7284ba5e148ee3de69810d4d8f9da6a028274e761c291ffa19112e8"]},
;! {"name": "umax_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd", "0x7ffffffffffffffffffffffc1941d7b4f4844e63d193effb9d4a6be778a7eb36"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd"]},
;! {"name": "umax_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x1", "0x7ff720bd113170912292386c04086895c28c0a31145bf40a934da069efca2fc3"]}], "expected": ["0x7ff720bd113170912292386c04086895c28c0a31145bf40a934da069efca2fc3"]},
;! {"name": "umax_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x67298b712e94cfc9e9a56460f3c0418b690ac871", "0xc000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "umax_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xff00000000000000000000000000000000000000000000000000000000000001", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "umax_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x118562756ca8ab7426da3beb3394e41920cc", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffff547a333"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffff547a333"]},
;! {"name": "umax_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x9dcb9e0446016d8623e665a1b06e84809f01aeec8e62bc991e45966fe2b575ba", "0xfffffffffffffffffffffffffffffffffffffff5f2d38a5679374e52505baf4d"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffff5f2d38a5679374e52505baf4d"]},
;! {"name": "umax_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff5"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff5"]},
;! {"name": "umax_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "umax_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x9c2a46f448a2a1e138041eabfafbe544b284852b328eb2db12e901749bad2d9c"]}], "expected": ["0x9c2a46f448a2a1e138041eabfafbe544b284852b328eb2db12e901749bad2d9c"]},
;! {"name": "umax_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "umax_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xfffffffffffffffffffd8808f8536de83666f348ff5786dfeba45ee8b78fd273", "0x0"]}], "expected": ["0xfffffffffffffffffffd8808f8536de83666f348ff5786dfeba45ee8b78fd273"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.abs (INT_MIN is not poison), llvm.smin, smax, umin, umax.
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
declare i1 @llvm.abs.i1(i1, i1)
declare i8 @llvm.abs.i8(i8, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)
declare i128 @llvm.abs.i128(i128, i1)
declare i255 @llvm.abs.i255(i255, i1)
declare i256 @llvm.abs.i256(i256, i1)
declare i1 @llvm.smin.i1(i1, i1)
declare i8 @llvm.smin.i8(i8, i8)
declare i32 @llvm.smin.i32(i32, i32)
declare i64 @llvm.smin.i64(i64, i64)
declare i128 @llvm.smin.i128(i128, i128)
declare i255 @llvm.smin.i255(i255, i255)
declare i256 @llvm.smin.i256(i256, i256)
declare i1 @llvm.smax.i1(i1, i1)
declare i8 @llvm.smax.i8(i8, i8)
declare i32 @llvm.smax.i32(i32, i32)
declare i64 @llvm.smax.i64(i64, i64)
declare i128 @llvm.smax.i128(i128, i128)
declare i255 @llvm.smax.i255(i255, i255)
declare i256 @llvm.smax.i256(i256, i256)
declare i1 @llvm.umin.i1(i1, i1)
declare i8 @llvm.umin.i8(i8, i8)
declare i32 @llvm.umin.i32(i32, i32)
declare i64 @llvm.umin.i64(i64, i64)
declare i128 @llvm.umin.i128(i128, i128)
declare i255 @llvm.umin.i255(i255, i255)
declare i256 @llvm.umin.i256(i256, i256)
declare i1 @llvm.umax.i1(i1, i1)
declare i8 @llvm.umax.i8(i8, i8)
declare i32 @llvm.umax.i32(i32, i32)
declare i64 @llvm.umax.i64(i64, i64)
declare i128 @llvm.umax.i128(i128, i128)
declare i255 @llvm.umax.i255(i255, i255)
declare i256 @llvm.umax.i256(i256, i256)

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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = trunc i256 %f0.1 to i1
  %f0.3 = call i1 @abs_i1(i1 %f0.2)
  %f0.4 = zext i1 %f0.3 to i256
  %f0.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.4, ptr addrspace(1) %f0.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i8
  %f1.3 = call i8 @abs_i8(i8 %f1.2)
  %f1.4 = zext i8 %f1.3 to i256
  %f1.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.4, ptr addrspace(1) %f1.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i32
  %f2.3 = call i32 @abs_i32(i32 %f2.2)
  %f2.4 = zext i32 %f2.3 to i256
  %f2.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.4, ptr addrspace(1) %f2.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i64
  %f3.3 = call i64 @abs_i64(i64 %f3.2)
  %f3.4 = zext i64 %f3.3 to i256
  %f3.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.4, ptr addrspace(1) %f3.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i128
  %f4.3 = call i128 @abs_i128(i128 %f4.2)
  %f4.4 = zext i128 %f4.3 to i256
  %f4.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.4, ptr addrspace(1) %f4.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i255
  %f5.3 = call i255 @abs_i255(i255 %f5.2)
  %f5.4 = zext i255 %f5.3 to i256
  %f5.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.4, ptr addrspace(1) %f5.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = call i256 @abs_i256(i256 %f6.1)
  %f6.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.2, ptr addrspace(1) %f6.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i1
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = trunc i256 %f7.4 to i1
  %f7.6 = call i1 @smin_i1(i1 %f7.2, i1 %f7.5)
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
  %f8.6 = call i8 @smin_i8(i8 %f8.2, i8 %f8.5)
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
  %f9.6 = call i32 @smin_i32(i32 %f9.2, i32 %f9.5)
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
  %f10.6 = call i64 @smin_i64(i64 %f10.2, i64 %f10.5)
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
  %f11.6 = call i128 @smin_i128(i128 %f11.2, i128 %f11.5)
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
  %f12.6 = call i255 @smin_i255(i255 %f12.2, i255 %f12.5)
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
  %f13.4 = call i256 @smin_i256(i256 %f13.1, i256 %f13.3)
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
  %f14.6 = call i1 @smax_i1(i1 %f14.2, i1 %f14.5)
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
  %f15.6 = call i8 @smax_i8(i8 %f15.2, i8 %f15.5)
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
  %f16.6 = call i32 @smax_i32(i32 %f16.2, i32 %f16.5)
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
  %f17.6 = call i64 @smax_i64(i64 %f17.2, i64 %f17.5)
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
  %f18.6 = call i128 @smax_i128(i128 %f18.2, i128 %f18.5)
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
  %f19.6 = call i255 @smax_i255(i255 %f19.2, i255 %f19.5)
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
  %f20.4 = call i256 @smax_i256(i256 %f20.1, i256 %f20.3)
  %f20.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.4, ptr addrspace(1) %f20.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i1
  %f21.3 = inttoptr i256 64 to ptr addrspace(2)
  %f21.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.3)
  %f21.5 = trunc i256 %f21.4 to i1
  %f21.6 = call i1 @umin_i1(i1 %f21.2, i1 %f21.5)
  %f21.7 = zext i1 %f21.6 to i256
  %f21.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.7, ptr addrspace(1) %f21.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = trunc i256 %f22.1 to i8
  %f22.3 = inttoptr i256 64 to ptr addrspace(2)
  %f22.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.3)
  %f22.5 = trunc i256 %f22.4 to i8
  %f22.6 = call i8 @umin_i8(i8 %f22.2, i8 %f22.5)
  %f22.7 = zext i8 %f22.6 to i256
  %f22.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.7, ptr addrspace(1) %f22.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = trunc i256 %f23.1 to i32
  %f23.3 = inttoptr i256 64 to ptr addrspace(2)
  %f23.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.3)
  %f23.5 = trunc i256 %f23.4 to i32
  %f23.6 = call i32 @umin_i32(i32 %f23.2, i32 %f23.5)
  %f23.7 = zext i32 %f23.6 to i256
  %f23.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.7, ptr addrspace(1) %f23.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = trunc i256 %f24.1 to i64
  %f24.3 = inttoptr i256 64 to ptr addrspace(2)
  %f24.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.3)
  %f24.5 = trunc i256 %f24.4 to i64
  %f24.6 = call i64 @umin_i64(i64 %f24.2, i64 %f24.5)
  %f24.7 = zext i64 %f24.6 to i256
  %f24.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.7, ptr addrspace(1) %f24.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = trunc i256 %f25.1 to i128
  %f25.3 = inttoptr i256 64 to ptr addrspace(2)
  %f25.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.3)
  %f25.5 = trunc i256 %f25.4 to i128
  %f25.6 = call i128 @umin_i128(i128 %f25.2, i128 %f25.5)
  %f25.7 = zext i128 %f25.6 to i256
  %f25.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.7, ptr addrspace(1) %f25.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = trunc i256 %f26.1 to i255
  %f26.3 = inttoptr i256 64 to ptr addrspace(2)
  %f26.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.3)
  %f26.5 = trunc i256 %f26.4 to i255
  %f26.6 = call i255 @umin_i255(i255 %f26.2, i255 %f26.5)
  %f26.7 = zext i255 %f26.6 to i256
  %f26.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.7, ptr addrspace(1) %f26.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = inttoptr i256 64 to ptr addrspace(2)
  %f27.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.2)
  %f27.4 = call i256 @umin_i256(i256 %f27.1, i256 %f27.3)
  %f27.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.4, ptr addrspace(1) %f27.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = trunc i256 %f28.1 to i1
  %f28.3 = inttoptr i256 64 to ptr addrspace(2)
  %f28.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.3)
  %f28.5 = trunc i256 %f28.4 to i1
  %f28.6 = call i1 @umax_i1(i1 %f28.2, i1 %f28.5)
  %f28.7 = zext i1 %f28.6 to i256
  %f28.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.7, ptr addrspace(1) %f28.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = trunc i256 %f29.1 to i8
  %f29.3 = inttoptr i256 64 to ptr addrspace(2)
  %f29.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.3)
  %f29.5 = trunc i256 %f29.4 to i8
  %f29.6 = call i8 @umax_i8(i8 %f29.2, i8 %f29.5)
  %f29.7 = zext i8 %f29.6 to i256
  %f29.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.7, ptr addrspace(1) %f29.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = trunc i256 %f30.1 to i32
  %f30.3 = inttoptr i256 64 to ptr addrspace(2)
  %f30.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.3)
  %f30.5 = trunc i256 %f30.4 to i32
  %f30.6 = call i32 @umax_i32(i32 %f30.2, i32 %f30.5)
  %f30.7 = zext i32 %f30.6 to i256
  %f30.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.7, ptr addrspace(1) %f30.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = trunc i256 %f31.1 to i64
  %f31.3 = inttoptr i256 64 to ptr addrspace(2)
  %f31.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.3)
  %f31.5 = trunc i256 %f31.4 to i64
  %f31.6 = call i64 @umax_i64(i64 %f31.2, i64 %f31.5)
  %f31.7 = zext i64 %f31.6 to i256
  %f31.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.7, ptr addrspace(1) %f31.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = trunc i256 %f32.1 to i128
  %f32.3 = inttoptr i256 64 to ptr addrspace(2)
  %f32.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.3)
  %f32.5 = trunc i256 %f32.4 to i128
  %f32.6 = call i128 @umax_i128(i128 %f32.2, i128 %f32.5)
  %f32.7 = zext i128 %f32.6 to i256
  %f32.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.7, ptr addrspace(1) %f32.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = trunc i256 %f33.1 to i255
  %f33.3 = inttoptr i256 64 to ptr addrspace(2)
  %f33.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.3)
  %f33.5 = trunc i256 %f33.4 to i255
  %f33.6 = call i255 @umax_i255(i255 %f33.2, i255 %f33.5)
  %f33.7 = zext i255 %f33.6 to i256
  %f33.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.7, ptr addrspace(1) %f33.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = inttoptr i256 64 to ptr addrspace(2)
  %f34.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.2)
  %f34.4 = call i256 @umax_i256(i256 %f34.1, i256 %f34.3)
  %f34.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.4, ptr addrspace(1) %f34.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @abs_i1(i1 %a) {
  %r = call i1 @llvm.abs.i1(i1 %a, i1 false)
  ret i1 %r
}

define i8 @abs_i8(i8 %a) {
  %r = call i8 @llvm.abs.i8(i8 %a, i1 false)
  ret i8 %r
}

define i32 @abs_i32(i32 %a) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 false)
  ret i32 %r
}

define i64 @abs_i64(i64 %a) {
  %r = call i64 @llvm.abs.i64(i64 %a, i1 false)
  ret i64 %r
}

define i128 @abs_i128(i128 %a) {
  %r = call i128 @llvm.abs.i128(i128 %a, i1 false)
  ret i128 %r
}

define i255 @abs_i255(i255 %a) {
  %r = call i255 @llvm.abs.i255(i255 %a, i1 false)
  ret i255 %r
}

define i256 @abs_i256(i256 %a) {
  %r = call i256 @llvm.abs.i256(i256 %a, i1 false)
  ret i256 %r
}

define i1 @smin_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.smin.i1(i1 %a, i1 %b)
  ret i1 %r
}

define i8 @smin_i8(i8 %a, i8 %b) {
  %r = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  ret i8 %r
}

define i32 @smin_i32(i32 %a, i32 %b) {
  %r = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @smin_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.smin.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i128 @smin_i128(i128 %a, i128 %b) {
  %r = call i128 @llvm.smin.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i255 @smin_i255(i255 %a, i255 %b) {
  %r = call i255 @llvm.smin.i255(i255 %a, i255 %b)
  ret i255 %r
}

define i256 @smin_i256(i256 %a, i256 %b) {
  %r = call i256 @llvm.smin.i256(i256 %a, i256 %b)
  ret i256 %r
}

define i1 @smax_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.smax.i1(i1 %a, i1 %b)
  ret i1 %r
}

define i8 @smax_i8(i8 %a, i8 %b) {
  %r = call i8 @llvm.smax.i8(i8 %a, i8 %b)
  ret i8 %r
}

define i32 @smax_i32(i32 %a, i32 %b) {
  %r = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @smax_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.smax.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i128 @smax_i128(i128 %a, i128 %b) {
  %r = call i128 @llvm.smax.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i255 @smax_i255(i255 %a, i255 %b) {
  %r = call i255 @llvm.smax.i255(i255 %a, i255 %b)
  ret i255 %r
}

define i256 @smax_i256(i256 %a, i256 %b) {
  %r = call i256 @llvm.smax.i256(i256 %a, i256 %b)
  ret i256 %r
}

define i1 @umin_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.umin.i1(i1 %a, i1 %b)
  ret i1 %r
}

define i8 @umin_i8(i8 %a, i8 %b) {
  %r = call i8 @llvm.umin.i8(i8 %a, i8 %b)
  ret i8 %r
}

define i32 @umin_i32(i32 %a, i32 %b) {
  %r = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @umin_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i128 @umin_i128(i128 %a, i128 %b) {
  %r = call i128 @llvm.umin.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i255 @umin_i255(i255 %a, i255 %b) {
  %r = call i255 @llvm.umin.i255(i255 %a, i255 %b)
  ret i255 %r
}

define i256 @umin_i256(i256 %a, i256 %b) {
  %r = call i256 @llvm.umin.i256(i256 %a, i256 %b)
  ret i256 %r
}

define i1 @umax_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.umax.i1(i1 %a, i1 %b)
  ret i1 %r
}

define i8 @umax_i8(i8 %a, i8 %b) {
  %r = call i8 @llvm.umax.i8(i8 %a, i8 %b)
  ret i8 %r
}

define i32 @umax_i32(i32 %a, i32 %b) {
  %r = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @umax_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.umax.i64(i64 %a, i64 %b)
  ret i64 %r
}

define i128 @umax_i128(i128 %a, i128 %b) {
  %r = call i128 @llvm.umax.i128(i128 %a, i128 %b)
  ret i128 %r
}

define i255 @umax_i255(i255 %a, i255 %b) {
  %r = call i255 @llvm.umax.i255(i255 %a, i255 %b)
  ret i255 %r
}

define i256 @umax_i256(i256 %a, i256 %b) {
  %r = call i256 @llvm.umax.i256(i256 %a, i256 %b)
  ret i256 %r
}
