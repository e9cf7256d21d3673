;! { "cases": [
;! {"name": "bytes_i1_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1"]}], "expected": ["0x101"]},
;! {"name": "bytes_i1_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xb350d0657d09e5920cb9bbd2adb77377b8b2b332cd83a46150b43821f637ecc7", "0x62f237a82485851cf8bf18afb293eda873fe9e0fd4803aa411dfbd724990465d"]}], "expected": ["0x151"]},
;! {"name": "bytes_i1_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x1"]}], "expected": ["0x102"]},
;! {"name": "bytes_i1_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x9c2c62aa61581f2813e89e32342223bcad8246a6a1119afe06e7fee539866027", "0x758ba16fed1eed8f0e7c687c54d4dea2465eb7b8367c5d077fb9deaedd2899b"]}], "expected": ["0x9c0160"]},
;! {"name": "bytes_i1_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1"]}], "expected": ["0x40106"]},
;! {"name": "bytes_i1_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x5945d9c77333d1176016a12911fc0e48e71f47488975f3d36bea941d135da97b", "0x7f1e571b78e7ab947d9902c3ffd8be097c5ae7026d1b4f281f54d8e727ee129a"]}], "expected": ["0x7700d7"]},
;! {"name": "bytes_i1_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x1"]}], "expected": ["0x1e0120"]},
;! {"name": "bytes_i1_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa65fbc7a780f3671576c38158ff96d24ce64bbeb08380ad52b67884f38a9c73d", "0x5f0ad6328cd510e39e597e6581ea674ebbaa9657023374760c47972c32abe28d"]}], "expected": ["0xd90186"]},
;! {"name": "bytes_i1_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1"]}], "expected": ["0x200122"]},
;! {"name": "bytes_i1_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x271d48bccaa8e866860f977a150ffc733c15d874a07c3202bbbc583dc0895740", "0x9692a8c5a16b7e8c0bfacc74a793ff1293fa712b313a9a45fcf3e32877a66896"]}], "expected": ["0x7006a"]},
;! {"name": "bytes_i7_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x7f"]}], "expected": ["0x7f01"]},
;! {"name": "bytes_i7_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x2ea69a69bc0d4aa7faa0707003d45524229f38167ff4c1b6e59b45e053f42a67", "0x8ce5b082e14b82a464ff06a68195c74bbeffac21d88f940b9052c5cd9a8c53e6"]}], "expected": ["0x66a7"]},
;! {"name": "bytes_i7_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x7f"]}], "expected": ["0x7f02"]},
;! {"name": "bytes_i7_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x430b846e88ba1ab5499e7e0644be781861f637de5a74bde1a9804a368b87fe5", "0x75f024a7cf3c3a80388508fd1149db43aaa59c5d02054b1403b0289b0016ac6b"]}], "expected": ["0x46bba"]},
;! {"name": "bytes_i7_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x7f"]}], "expected": ["0x47f06"]},
;! {"name": "bytes_i7_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xaf264a0cd908484af87748c5d576d7bfeb63d75165487a665da466001a6df536", "0x8d5d8ffa0458d1f95e518e724f0ccd32ab5d08bdba8236cf615d92216bb379a7"]}], "expected": ["0xdd274e"]},
;! {"name": "bytes_i7_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x7f"]}], "expected": ["0x1e7f20"]},
;! {"name": "bytes_i7_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xa239f9e678b64b234f1bfbe11b756695ff38fe243cc18af506f6d9a1bade7370", "0x576988d5603c77fca556f5a688c890190621df7df53218712d3b8bb187a94e28"]}], "expected": ["0x6d2882"]},
;! {"name": "bytes_i7_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x7f"]}], "expected": ["0x207f22"]},
;! {"name": "bytes_i7_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x280761daf3819da42f89eac2e61ade8ee5da5dac63463f49b6ac3764f2791194", "0x9e3a646af9887bcd8f8bd3796e71c056ba91dac545c4e74f8ed9eb6e8b7582b7"]}], "expected": ["0x83743"]},
;! {"name": "bytes_i8_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0xff"]}], "expected": ["0xff01"]},
;! {"name": "bytes_i8_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xc968ad53f123c43207bfe86b20831c76fd4abe2c617800418d8b7420f1873334", "0x51082ce89e27c5f0e6b198ca3049099794bf4e6e744f2926403634f301667b2a"]}], "expected": ["0x2a69"]},
;! {"name": "bytes_i8_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0xff"]}], "expected": ["0xff02"]},
;! {"name": "bytes_i8_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xde4b0b2a27993d2878da81ada3f29d0e38c84b5dc138973fe62f0e89f9827f8", "0x9265a69e87f5ee0c3e88a9fc2947de4d3f6d82c8660049fc705a54c84d57c03c"]}], "expected": ["0xd3cb2"]},
;! {"name": "bytes_i8_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0xff"]}], "expected": ["0x4ff06"]},
;! {"name": "bytes_i8_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x96422368d4e2d54a31365d915475470e84fb1dc578aecfcb16ed3252dd78c6a0", "0x72839757b3386397a3f1fc9418baec633fbfc0244614232cb33faa1e15f78556"]}], "expected": ["0xd056d3"]},
;! {"name": "bytes_i8_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0xff"]}], "expected": ["0x1eff20"]},
;! {"name": "bytes_i8_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7a90e52382af35aae417330c31f1488499e67c3a53ab26adec11dd8f9d62f187", "0x1c9fad6f40f7ad1596e602698c9e8a2aa9a0c866a675c9bf66c8e21470f1781c"]}], "expected": ["0xef1c5a"]},
;! {"name": "bytes_i8_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0xff"]}], "expected": ["0x20ff22"]},
;! {"name": "bytes_i8_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xfb9a2a33134e795ba271dc085bcbf94f18fe65a7a3732c568b3d58a801c50fa4", "0xac2d72800a859c5bc05591e1b73d6add5cdcc6370227347c0f7d098ae0dbdd9"]}], "expected": ["0xdbd908"]},
;! {"name": "bytes_i16_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0xffff"]}], "expected": ["0xffff02"]},
;! {"name": "bytes_i16_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xa9deed2c9d0325e26ce1a4139b7b8a25216bdf0ad9887d7036fd45df5b3aa1eb", "0x3ce6dbac4a0cf433927cb4811130380dd4b5fc1786a041f75f7820417e684fec"]}], "expected": ["0x4fecef"]},
;! {"name": "bytes_i16_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0xffff"]}], "expected": ["0xffff03"]},
;! {"name": "bytes_i16_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x964f59f59cea551b1443b61c0f18fa46af1bbf4fd0e95f707f79c018fa425e5a", "0x343b29d3e9c631713d66c240a392f0bb5cdca3a29a1e259f7f511cd0619bf505"]}], "expected": ["0x96f505f6"]},
;! {"name": "bytes_i16_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0xffff"]}], "expected": ["0x4ffff07"]},
;! {"name": "bytes_i16_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x69b5c50a9fb94bc117b094d01b3c9e3e93bd23b3414d770a2bd1bf7e06c26eb6", "0xffe37e70eeeef7211c69c1ab67f73f73c47aa89302161255a7bbdc259fa76315"]}], "expected": ["0x9b6315c6"]},
;! {"name": "bytes_i16_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0xffff"]}], "expected": ["0x1effff21"]},
;! {"name": "bytes_i16_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x3e0087f9311baa8cc6308033c03acf767fcf88fbca624dd5efedf112b18eaed0", "0x4e6577c4c967b7e9c552573e0b775268ae97a9c9ef2cdb4a8743d185a9a1fbdb"]}], "expected": ["0xb0fbdb21"]},
;! {"name": "bytes_i16_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0xffff"]}], "expected": ["0x20ffff23"]},
;! {"name": "bytes_i16_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x80196b90fdeadcc1a67868859599a08b12d70961bba86e12d3e720fddfb21eea", "0x9454566e17eb4e594b45122b170686ff4c5afbaab5d1eaa823a372fff7087cbb"]}], "expected": ["0xa07cbbb3"]},
;! {"name": "bytes_i24_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0xffffff"]}], "expected": ["0xffffff03"]},
;! {"name": "bytes_i24_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x57ef001300e2f8341e23857c492eadac5a80176b6ad8d423a1eb865aaf03f002", "0x3060cb1fb79dc684a8ea6bf95031b7afd3e89b5f29f13f4d655f8905eed10952"]}], "expected": ["0xd1095210"]},
;! {"name": "bytes_i24_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0xffffff"]}], "expected": ["0xffffff04"]},
;! {"name": "bytes_i24_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xf7e88817373c40d2d682f36287444385d9b97bedd0b4e61c48ad444a66136927", "0x9e4a1e3ade452ef924cb4d1f3a14f40f6f0773c3b1135723bdb364dee238282c"]}], "expected": ["0xf738282c33"]},
;! {"name": "bytes_i24_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0xffffff"]}], "expected": ["0x4ffffff08"]},
;! {"name": "bytes_i24_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x2ca7bd3990c313662ebc48774620c1b9a89d3fae9f24c852661c34c014019ac4", "0x9b2dd3df2517d3e9a9d24600bc847c09fea42a50c44e7af759f69c0057fbf87d"]}], "expected": ["0x94fbf87d26"]},
;! {"name": "bytes_i24_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0xffffff"]}], "expected": ["0x1effffff22"]},
;! {"name": "bytes_i24_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x61ba5626ced3593b45c1e613283fd0982f16b5929421553b8e9aee14cecfc558", "0x43beba6649102c0b4caf58d50288aa4b8e7182c57cbbf8b95aeb50dd8d7a5abc"]}], "expected": ["0xdb7a5abc74"]},
;! {"name": "bytes_i24_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0xffffff"]}], "expected": ["0x20ffffff24"]},
;! {"name": "bytes_i24_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xe906b1f69b8768d25b216d53caffc755e149bb973dc23e97f04d18d98e0c2dd5", "0xb981d515555a28bb577ce5e17526b5e0de94c4955c4763cbc0f5fd2450a3aee6"]}], "expected": ["0xc9a3aee6bf"]},
;! {"name": "bytes_i32_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0", "0xffffffff"]}], "expected": ["0xffffffff04"]},
;! {"name": "bytes_i32_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x8d2ee94f39740f1414ccd4fc5fe1822ed38e93d9f30254c51c996547848326d0", "0x2ce6f43194f6ecae7f8bae67b761e0b80e7a1a5899762ab054878def1b229f87"]}], "expected": ["0x1b229f873d"]},
;! {"name": "bytes_i32_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0", "0xffffffff"]}], "expected": ["0xffffffff05"]},
;! {"name": "bytes_i32_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x878b548dab47eaeecdbe0c6fa9a9ce5c278b648560f9a43459c3941690fe2075", "0x6b0758281de17f4d4a2d47f5b20e4e190f08c595114279a179cb61289e3b1542"]}], "expected": ["0x879e3b154242"]},
;! {"name": "bytes_i32_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0", "0xffffffff"]}], "expected": ["0x4ffffffff09"]},
;! {"name": "bytes_i32_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffc0682e7c376599b72453ff872549f4b05c0a62c25b35d7afe506c19300db3e", "0x179681af6b7d0a8aa5c021b54ed659a3bb545995cd34bd9aa03063ca3b3f7f4"]}], "expected": ["0x78a3b3f7f42d"]},
;! {"name": "bytes_i32_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0xffffffff"]}], "expected": ["0x1effffffff23"]},
;! {"name": "bytes_i32_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x2c8532c5440ff460312e1041acd82d0ec8eafd34475757e41b252335f9731096", "0xb6b89b6bd42926c7d1e5da04ef9d54a55bd75c16f17c861dd6e23760fae5fc42"]}], "expected": ["0xefae5fc42e6"]},
;! {"name": "bytes_i32_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0xffffffff"]}], "expected": ["0x20ffffffff25"]},
;! {"name": "bytes_i32_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x31e0ae9cdd87727e034c07500653f8ff7a0cddf473cc946cdbc7eb5e6a3cc209", "0x994b7dc104ad7082b866944e7048eb6d9fbab428e702111bba9328647b599ea9"]}], "expected": ["0x117b599ea9a2"]},
;! {"name": "bytes_i40_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0xffffffffff"]}], "expected": ["0xffffffffff05"]},
;! {"name": "bytes_i40_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xe13b7dfe12099de9515b541a7b8f74778dde38f6c7240c21ed0d63d31e619a27", "0x4888454fd5df4ce42581ccf679de32893f13aae977ab07a3aff9022a2d9c0da9"]}], "expected": ["0x2a2d9c0da90c"]},
;! {"name": "bytes_i40_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0xffffffffff"]}], "expected": ["0xffffffffff06"]},
;! {"name": "bytes_i40_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xd6c4c2f42de9eca4e6d86e1b11aa3c97261d527573fccdb8255965970881843e", "0x9bf3c85f3b3b4b2300ae046bcc2871ca9f1a9ac16d7d3c04d9d2df214bb6716d"]}], "expected": ["0xd6214bb6716dea"]},
;! {"name": "bytes_i40_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0xffffffffff"]}], "expected": ["0x4ffffffffff0a"]},
;! {"name": "bytes_i40_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x2d92cdb80f0b7a4773bb5daf88adc58ab1d73afcef656c197b79fa28c313b59", "0x1e52b27bd44a737c2f529512cdcd64b17b39e3d9aa9ecc4efd85c88d73c2d871"]}], "expected": ["0x848d73c2d871bf"]},
;! {"name": "bytes_i40_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0xffffffffff"]}], "expected": ["0x1effffffffff24"]},
;! {"name": "bytes_i40_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x188534b57b717c20de340804932ee8637fa17ff95228fca064b6ef9fb2d76cba", "0x98d35196dd63800ee124f6fe05a27185ff015e7884f50f24d127b94c1d551bdb"]}], "expected": ["0x724c1d551bdb5f"]},
;! {"name": "bytes_i40_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0xffffffffff"]}], "expected": ["0x20ffffffffff26"]},
;! {"name": "bytes_i40_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x744b8fa3164f99046d43268f29213c752acbef98a7e3c6c68504838021d8be06", "0x99bb34f4a2fb31326d788c8345e89b01c8bb1482b05c60eaeda04f4c316375b7"]}], "expected": ["0x544c316375b7bf"]},
;! {"name": "bytes_i64_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff08"]},
;! {"name": "bytes_i64_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x27a9d85c00202939fff5049507e1f51315dec62cf20465387cf289c9ff4f2c9f", "0x975ad5d240b8026a410967b4d8619167bb1992206578d3d148d1ff69ae2fe207"]}], "expected": ["0x48d1ff69ae2fe207f7"]},
;! {"name": "bytes_i64_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff09"]},
;! {"name": "bytes_i64_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x951921964658b11e528b17f98698364561a99ea03bd8a5670429c2ab8117f09d", "0x630dacdbe02b0c99c3d28bef3c4d54d81b74267eefe767ae62e159bea636ad0a"]}], "expected": ["0x9562e159bea636ad0a82"]},
;! {"name": "bytes_i64_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0", "0xffffffffffffffff"]}], "expected": ["0x4ffffffffffffffff0d"]},
;! {"name": "bytes_i64_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xeb6202b9e1c69e8fa24d302e3205ada2d312174e2499d9335412c2e6e0db6a78", "0x3c7dd9f057836012aa0971c46bc0145508922425b2b082f5422e5508f3363cef"]}], "expected": ["0xe5422e5508f3363cef08"]},
;! {"name": "bytes_i64_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0xffffffffffffffff"]}], "expected": ["0x1effffffffffffffff27"]},
;! {"name": "bytes_i64_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xc1c4f67c5154a0e8ce997c394dfca6cbfd20b6d9c11235f8d2733f50cd39aa25", "0x59aecb85069a90d542817c0a9fcddab994408aba0e4fa4c263fe0967a1cbe424"]}], "expected": ["0xb463fe0967a1cbe424cf"]},
;! {"name": "bytes_i64_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0", "0xffffffffffffffff"]}], "expected": ["0x20ffffffffffffffff29"]},
;! {"name": "bytes_i64_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x4adc5eee528a26854b3c2fc556158ec45d3f96bdafc39b36a6fa1c9afb198848", "0xecce9a9fc96bdd6ef2939cc6bc9fc149f87f7a3e4f420970a647d31990ce0fef"]}], "expected": ["0x6aa647d31990ce0fef15"]},
;! {"name": "bytes_i128_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff10"]},
;! {"name": "bytes_i128_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x125693330147f3f17b060f2714c43150a8aa2e33514b0796d59f937ac1891964", "0x95557ba44a4b1864134826dbd68f3153e67760c5f85fce7a6beacb5839184a03"]}], "expected": ["0xe67760c5f85fce7a6beacb5839184a03b8"]},
;! {"name": "bytes_i128_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff11"]},
;! {"name": "bytes_i128_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xd57fe2b3fd3597caa3add603194b6b990c7fd662008e056c3714617153f70b5c", "0xcaf2ff907cabe01db8a541ad2654c10a4d8aec79bd6cd242996297313b770a10"]}], "expected": ["0xd54d8aec79bd6cd242996297313b770a106e"]},
;! {"name": "bytes_i128_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x4ffffffffffffffffffffffffffffffff15"]},
;! {"name": "bytes_i128_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xeb6bfbbb329aa38e7de3d6656bd46957841ae46e435dd6a36a2cf612553787eb", "0x80553a38656d408e15bdd3249a542d8ec9945bfdd6a0bacf2a59b24b2431cbe2"]}], "expected": ["0x36c9945bfdd6a0bacf2a59b24b2431cbe248"]},
;! {"name": "bytes_i128_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1effffffffffffffffffffffffffffffff2f"]},
;! {"name": "bytes_i128_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x198454c161089563c5a66effd318a92d072d76193c769393eba070132eec200f", "0x2144bb6294793e7c71240e0c7934530b62f06610c98fde9570b2ca87a0d0b824"]}], "expected": ["0x3e62f06610c98fde9570b2ca87a0d0b82402"]},
;! {"name": "bytes_i128_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x20ffffffffffffffffffffffffffffffff31"]},
;! {"name": "bytes_i128_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x4f67994b51ecf1ec79985cd7bb0185a5ec7504f41b979b483b9ae8b353f40878", "0xf787067fdf84c7993ea183b3b9e4dca132f9b7a2f43e470851b26d0c127772fb"]}], "expected": ["0x6f32f9b7a2f43e470851b26d0c127772fb44"]},
;! {"name": "bytes_i255_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x20"]},
;! {"name": "bytes_i255_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xecd854d9affe304b8a77979992d332cbfef69036b973a80ee6b55af70b0489d1", "0x20a2a5a2a0de12c37a45deffd165477c94ec5474944d6376a08315c27b6c64fd"]}], "expected": ["0x20a2a5a2a0de12c37a45deffd165477c94ec5474944d6376a08315c27b6c64fd", "0xcc"]},
;! {"name": "bytes_i255_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff21"]},
;! {"name": "bytes_i255_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x27a55f40dbffccc052aa1115c2e94a5b01f5ecbddc6b162853837a8822a5eef0", "0xad3266ac015b1374b319993d6b6f4352c95db083f84243a75965f236df88ed9b"]}], "expected": ["0x272d3266ac015b1374b319993d6b6f4352c95db083f84243a75965f236df88ed", "0x9b84"]},
;! {"name": "bytes_i255_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x47fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff25"]},
;! {"name": "bytes_i255_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x998b6b4234a9b40b5f1916fe37aa17d5fc7ded870a7f275611be3a1e2130d04b", "0xc759f0513ac8f4753b91b210a24e9cf6b36a3df29259d3d5ba86fd7aaf926c88"]}], "expected": ["0x304759f0513ac8f4753b91b210a24e9cf6b36a3df29259d3d5ba86fd7aaf926c", "0x888c"]},
;! {"name": "bytes_i255_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1e7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff3f"]},
;! {"name": "bytes_i255_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x8932ee06f9de2eb15ea317eff9a0e657ff233f1098d3fa7e1c5bb0cefe3ac418", "0x39d46f9b238d683c604b25fab662402d5d4d5b42f664d3d2eb8dec53db5a49f7"]}], "expected": ["0xda39d46f9b238d683c604b25fab662402d5d4d5b42f664d3d2eb8dec53db5a49", "0xf727"]},
;! {"name": "bytes_i255_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff41"]},
;! {"name": "bytes_i255_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xd0f3022a54237c66cd02178338c88e7079c435ca7efcefe4be0f9b8585098b78", "0x79b308537dda2db63bfe70a67a6efa5fccbf45ce3032f05c55812d14d43a1782"]}], "expected": ["0xf079b308537dda2db63bfe70a67a6efa5fccbf45ce3032f05c55812d14d43a17", "0x82b2"]},
;! {"name": "bytes_i256_at0 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x20"]},
;! {"name": "bytes_i256_at0 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xd73582e83fdfa7cc9a5ea0cfa2b1109116f416d9e92d973e99e739a9e2517cb5", "0xf3111e2cea20c11da89b14aeb347049b6f5408339db473bdd5b983d07145b67c"]}], "expected": ["0xf3111e2cea20c11da89b14aeb347049b6f5408339db473bdd5b983d07145b67c", "0xf7"]},
;! {"name": "bytes_i256_at1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff21"]},
;! {"name": "bytes_i256_at1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xab8b269b7ede0fcc085ccfeb8769b38224523b6831b45fee9290b724e52137fc", "0xcedd83ede827970c05c81b863506ca77709fd1bf7930d03e3b66d78516b972e9"]}], "expected": ["0xabcedd83ede827970c05c81b863506ca77709fd1bf7930d03e3b66d78516b972", "0xe9aa"]},
;! {"name": "bytes_i256_at5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff25"]},
;! {"name": "bytes_i256_at5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xdf9a1a69e6fa99f605a0ee762cc8eccb32e2176c56980a7b44184524a90f6505", "0x4d2237d9ee7034373794c63095c3e7ff704907864da3c7e8977fb46ad5c28142"]}], "expected": ["0xe24d2237d9ee7034373794c63095c3e7ff704907864da3c7e8977fb46ad5c281", "0x42df"]},
;! {"name": "bytes_i256_at31 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1effffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff3f"]},
;! {"name": "bytes_i256_at31 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x82afe4058f16f1ba5b11bcdf2e90a76a2f18c2d51f08d546b05271e7d737e3af", "0x5b2cb106a6aa47b5cb3324e85235a5268b5e48b5e26f324734240d267113bad4"]}], "expected": ["0xfd5b2cb106a6aa47b5cb3324e85235a5268b5e48b5e26f324734240d267113ba", "0xd490"]},
;! {"name": "bytes_i256_at33 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x20ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff41"]},
;! {"name": "bytes_i256_at33 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xad4fa60b834b27dee220f05ab9f6133a855e3845eb30b5ca9de9f68848ed2544", "0xf945fb237b12ecbb22791811b856db96f39b9e9694bc23c8a3aa4903ef8b9386"]}], "expected": ["0x8df945fb237b12ecbb22791811b856db96f39b9e9694bc23c8a3aa4903ef8b93", "0x860e"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; iN stores at byte offsets 0, 1, 5, 31, 33 of a filled alloca, read back byte
; by byte with i8 loads (from offset-1 to offset+size), the bytes packed 32 to
; a word, first byte most significant.
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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = inttoptr i256 64 to ptr addrspace(2)
  %f0.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.2)
  %f0.4 = trunc i256 %f0.3 to i1
  %f0.5 = call i256 @bytes_i1_at0(i256 %f0.1, i1 %f0.4)
  %f0.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.5, ptr addrspace(1) %f0.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = inttoptr i256 64 to ptr addrspace(2)
  %f1.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.2)
  %f1.4 = trunc i256 %f1.3 to i1
  %f1.5 = call i256 @bytes_i1_at1(i256 %f1.1, i1 %f1.4)
  %f1.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.5, ptr addrspace(1) %f1.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = inttoptr i256 64 to ptr addrspace(2)
  %f2.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.2)
  %f2.4 = trunc i256 %f2.3 to i1
  %f2.5 = call i256 @bytes_i1_at5(i256 %f2.1, i1 %f2.4)
  %f2.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.5, ptr addrspace(1) %f2.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = inttoptr i256 64 to ptr addrspace(2)
  %f3.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.2)
  %f3.4 = trunc i256 %f3.3 to i1
  %f3.5 = call i256 @bytes_i1_at31(i256 %f3.1, i1 %f3.4)
  %f3.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.5, ptr addrspace(1) %f3.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = inttoptr i256 64 to ptr addrspace(2)
  %f4.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.2)
  %f4.4 = trunc i256 %f4.3 to i1
  %f4.5 = call i256 @bytes_i1_at33(i256 %f4.1, i1 %f4.4)
  %f4.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.5, ptr addrspace(1) %f4.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = inttoptr i256 64 to ptr addrspace(2)
  %f5.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.2)
  %f5.4 = trunc i256 %f5.3 to i7
  %f5.5 = call i256 @bytes_i7_at0(i256 %f5.1, i7 %f5.4)
  %f5.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.5, ptr addrspace(1) %f5.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = trunc i256 %f6.3 to i7
  %f6.5 = call i256 @bytes_i7_at1(i256 %f6.1, i7 %f6.4)
  %f6.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.5, ptr addrspace(1) %f6.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = inttoptr i256 64 to ptr addrspace(2)
  %f7.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.2)
  %f7.4 = trunc i256 %f7.3 to i7
  %f7.5 = call i256 @bytes_i7_at5(i256 %f7.1, i7 %f7.4)
  %f7.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.5, ptr addrspace(1) %f7.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = inttoptr i256 64 to ptr addrspace(2)
  %f8.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.2)
  %f8.4 = trunc i256 %f8.3 to i7
  %f8.5 = call i256 @bytes_i7_at31(i256 %f8.1, i7 %f8.4)
  %f8.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.5, ptr addrspace(1) %f8.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = inttoptr i256 64 to ptr addrspace(2)
  %f9.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.2)
  %f9.4 = trunc i256 %f9.3 to i7
  %f9.5 = call i256 @bytes_i7_at33(i256 %f9.1, i7 %f9.4)
  %f9.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.5, ptr addrspace(1) %f9.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = inttoptr i256 64 to ptr addrspace(2)
  %f10.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.2)
  %f10.4 = trunc i256 %f10.3 to i8
  %f10.5 = call i256 @bytes_i8_at0(i256 %f10.1, i8 %f10.4)
  %f10.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.5, ptr addrspace(1) %f10.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = inttoptr i256 64 to ptr addrspace(2)
  %f11.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.2)
  %f11.4 = trunc i256 %f11.3 to i8
  %f11.5 = call i256 @bytes_i8_at1(i256 %f11.1, i8 %f11.4)
  %f11.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.5, ptr addrspace(1) %f11.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = inttoptr i256 64 to ptr addrspace(2)
  %f12.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.2)
  %f12.4 = trunc i256 %f12.3 to i8
  %f12.5 = call i256 @bytes_i8_at5(i256 %f12.1, i8 %f12.4)
  %f12.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.5, ptr addrspace(1) %f12.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = trunc i256 %f13.3 to i8
  %f13.5 = call i256 @bytes_i8_at31(i256 %f13.1, i8 %f13.4)
  %f13.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.5, ptr addrspace(1) %f13.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = inttoptr i256 64 to ptr addrspace(2)
  %f14.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.2)
  %f14.4 = trunc i256 %f14.3 to i8
  %f14.5 = call i256 @bytes_i8_at33(i256 %f14.1, i8 %f14.4)
  %f14.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.5, ptr addrspace(1) %f14.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = inttoptr i256 64 to ptr addrspace(2)
  %f15.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.2)
  %f15.4 = trunc i256 %f15.3 to i16
  %f15.5 = call i256 @bytes_i16_at0(i256 %f15.1, i16 %f15.4)
  %f15.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.5, ptr addrspace(1) %f15.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = inttoptr i256 64 to ptr addrspace(2)
  %f16.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.2)
  %f16.4 = trunc i256 %f16.3 to i16
  %f16.5 = call i256 @bytes_i16_at1(i256 %f16.1, i16 %f16.4)
  %f16.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.5, ptr addrspace(1) %f16.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = inttoptr i256 64 to ptr addrspace(2)
  %f17.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.2)
  %f17.4 = trunc i256 %f17.3 to i16
  %f17.5 = call i256 @bytes_i16_at5(i256 %f17.1, i16 %f17.4)
  %f17.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.5, ptr addrspace(1) %f17.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = inttoptr i256 64 to ptr addrspace(2)
  %f18.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.2)
  %f18.4 = trunc i256 %f18.3 to i16
  %f18.5 = call i256 @bytes_i16_at31(i256 %f18.1, i16 %f18.4)
  %f18.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.5, ptr addrspace(1) %f18.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = inttoptr i256 64 to ptr addrspace(2)
  %f19.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.2)
  %f19.4 = trunc i256 %f19.3 to i16
  %f19.5 = call i256 @bytes_i16_at33(i256 %f19.1, i16 %f19.4)
  %f19.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.5, ptr addrspace(1) %f19.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = inttoptr i256 64 to ptr addrspace(2)
  %f20.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.2)
  %f20.4 = trunc i256 %f20.3 to i24
  %f20.5 = call i256 @bytes_i24_at0(i256 %f20.1, i24 %f20.4)
  %f20.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.5, ptr addrspace(1) %f20.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = inttoptr i256 64 to ptr addrspace(2)
  %f21.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.2)
  %f21.4 = trunc i256 %f21.3 to i24
  %f21.5 = call i256 @bytes_i24_at1(i256 %f21.1, i24 %f21.4)
  %f21.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.5, ptr addrspace(1) %f21.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = inttoptr i256 64 to ptr addrspace(2)
  %f22.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.2)
  %f22.4 = trunc i256 %f22.3 to i24
  %f22.5 = call i256 @bytes_i24_at5(i256 %f22.1, i24 %f22.4)
  %f22.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.5, ptr addrspace(1) %f22.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = inttoptr i256 64 to ptr addrspace(2)
  %f23.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.2)
  %f23.4 = trunc i256 %f23.3 to i24
  %f23.5 = call i256 @bytes_i24_at31(i256 %f23.1, i24 %f23.4)
  %f23.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.5, ptr addrspace(1) %f23.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = inttoptr i256 64 to ptr addrspace(2)
  %f24.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.2)
  %f24.4 = trunc i256 %f24.3 to i24
  %f24.5 = call i256 @bytes_i24_at33(i256 %f24.1, i24 %f24.4)
  %f24.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.5, ptr addrspace(1) %f24.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = inttoptr i256 64 to ptr addrspace(2)
  %f25.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.2)
  %f25.4 = trunc i256 %f25.3 to i32
  %f25.5 = call i256 @bytes_i32_at0(i256 %f25.1, i32 %f25.4)
  %f25.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.5, ptr addrspace(1) %f25.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = inttoptr i256 64 to ptr addrspace(2)
  %f26.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.2)
  %f26.4 = trunc i256 %f26.3 to i32
  %f26.5 = call i256 @bytes_i32_at1(i256 %f26.1, i32 %f26.4)
  %f26.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.5, ptr addrspace(1) %f26.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = inttoptr i256 64 to ptr addrspace(2)
  %f27.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.2)
  %f27.4 = trunc i256 %f27.3 to i32
  %f27.5 = call i256 @bytes_i32_at5(i256 %f27.1, i32 %f27.4)
  %f27.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.5, ptr addrspace(1) %f27.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = inttoptr i256 64 to ptr addrspace(2)
  %f28.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.2)
  %f28.4 = trunc i256 %f28.3 to i32
  %f28.5 = call i256 @bytes_i32_at31(i256 %f28.1, i32 %f28.4)
  %f28.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.5, ptr addrspace(1) %f28.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = inttoptr i256 64 to ptr addrspace(2)
  %f29.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.2)
  %f29.4 = trunc i256 %f29.3 to i32
  %f29.5 = call i256 @bytes_i32_at33(i256 %f29.1, i32 %f29.4)
  %f29.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.5, ptr addrspace(1) %f29.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = inttoptr i256 64 to ptr addrspace(2)
  %f30.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.2)
  %f30.4 = trunc i256 %f30.3 to i40
  %f30.5 = call i256 @bytes_i40_at0(i256 %f30.1, i40 %f30.4)
  %f30.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.5, ptr addrspace(1) %f30.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = inttoptr i256 64 to ptr addrspace(2)
  %f31.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.2)
  %f31.4 = trunc i256 %f31.3 to i40
  %f31.5 = call i256 @bytes_i40_at1(i256 %f31.1, i40 %f31.4)
  %f31.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.5, ptr addrspace(1) %f31.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = inttoptr i256 64 to ptr addrspace(2)
  %f32.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.2)
  %f32.4 = trunc i256 %f32.3 to i40
  %f32.5 = call i256 @bytes_i40_at5(i256 %f32.1, i40 %f32.4)
  %f32.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.5, ptr addrspace(1) %f32.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = inttoptr i256 64 to ptr addrspace(2)
  %f33.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.2)
  %f33.4 = trunc i256 %f33.3 to i40
  %f33.5 = call i256 @bytes_i40_at31(i256 %f33.1, i40 %f33.4)
  %f33.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.5, ptr addrspace(1) %f33.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = inttoptr i256 64 to ptr addrspace(2)
  %f34.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.2)
  %f34.4 = trunc i256 %f34.3 to i40
  %f34.5 = call i256 @bytes_i40_at33(i256 %f34.1, i40 %f34.4)
  %f34.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.5, ptr addrspace(1) %f34.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = inttoptr i256 64 to ptr addrspace(2)
  %f35.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.2)
  %f35.4 = trunc i256 %f35.3 to i64
  %f35.5 = call i256 @bytes_i64_at0(i256 %f35.1, i64 %f35.4)
  %f35.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.5, ptr addrspace(1) %f35.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = inttoptr i256 64 to ptr addrspace(2)
  %f36.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.2)
  %f36.4 = trunc i256 %f36.3 to i64
  %f36.5 = call i256 @bytes_i64_at1(i256 %f36.1, i64 %f36.4)
  %f36.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.5, ptr addrspace(1) %f36.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = inttoptr i256 64 to ptr addrspace(2)
  %f37.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.2)
  %f37.4 = trunc i256 %f37.3 to i64
  %f37.5 = call i256 @bytes_i64_at5(i256 %f37.1, i64 %f37.4)
  %f37.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.5, ptr addrspace(1) %f37.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = inttoptr i256 64 to ptr addrspace(2)
  %f38.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.2)
  %f38.4 = trunc i256 %f38.3 to i64
  %f38.5 = call i256 @bytes_i64_at31(i256 %f38.1, i64 %f38.4)
  %f38.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.5, ptr addrspace(1) %f38.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = inttoptr i256 64 to ptr addrspace(2)
  %f39.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.2)
  %f39.4 = trunc i256 %f39.3 to i64
  %f39.5 = call i256 @bytes_i64_at33(i256 %f39.1, i64 %f39.4)
  %f39.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.5, ptr addrspace(1) %f39.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = inttoptr i256 64 to ptr addrspace(2)
  %f40.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.2)
  %f40.4 = trunc i256 %f40.3 to i128
  %f40.5 = call i256 @bytes_i128_at0(i256 %f40.1, i128 %f40.4)
  %f40.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.5, ptr addrspace(1) %f40.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = inttoptr i256 64 to ptr addrspace(2)
  %f41.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.2)
  %f41.4 = trunc i256 %f41.3 to i128
  %f41.5 = call i256 @bytes_i128_at1(i256 %f41.1, i128 %f41.4)
  %f41.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.5, ptr addrspace(1) %f41.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f42:
  %f42.0 = inttoptr i256 32 to ptr addrspace(2)
  %f42.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.0)
  %f42.2 = inttoptr i256 64 to ptr addrspace(2)
  %f42.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.2)
  %f42.4 = trunc i256 %f42.3 to i128
  %f42.5 = call i256 @bytes_i128_at5(i256 %f42.1, i128 %f42.4)
  %f42.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f42.5, ptr addrspace(1) %f42.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f43:
  %f43.0 = inttoptr i256 32 to ptr addrspace(2)
  %f43.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.0)
  %f43.2 = inttoptr i256 64 to ptr addrspace(2)
  %f43.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.2)
  %f43.4 = trunc i256 %f43.3 to i128
  %f43.5 = call i256 @bytes_i128_at31(i256 %f43.1, i128 %f43.4)
  %f43.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f43.5, ptr addrspace(1) %f43.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f44:
  %f44.0 = inttoptr i256 32 to ptr addrspace(2)
  %f44.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.0)
  %f44.2 = inttoptr i256 64 to ptr addrspace(2)
  %f44.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.2)
  %f44.4 = trunc i256 %f44.3 to i128
  %f44.5 = call i256 @bytes_i128_at33(i256 %f44.1, i128 %f44.4)
  %f44.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f44.5, ptr addrspace(1) %f44.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f45:
  %f45.0 = inttoptr i256 32 to ptr addrspace(2)
  %f45.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.0)
  %f45.2 = inttoptr i256 64 to ptr addrspace(2)
  %f45.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.2)
  %f45.4 = trunc i256 %f45.3 to i255
  %f45.5 = call {i256, i256} @bytes_i255_at0(i256 %f45.1, i255 %f45.4)
  %f45.6 = extractvalue {i256, i256} %f45.5, 0
  %f45.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f45.6, ptr addrspace(1) %f45.7
  %f45.8 = extractvalue {i256, i256} %f45.5, 1
  %f45.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f45.8, ptr addrspace(1) %f45.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f46:
  %f46.0 = inttoptr i256 32 to ptr addrspace(2)
  %f46.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.0)
  %f46.2 = inttoptr i256 64 to ptr addrspace(2)
  %f46.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.2)
  %f46.4 = trunc i256 %f46.3 to i255
  %f46.5 = call {i256, i256} @bytes_i255_at1(i256 %f46.1, i255 %f46.4)
  %f46.6 = extractvalue {i256, i256} %f46.5, 0
  %f46.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f46.6, ptr addrspace(1) %f46.7
  %f46.8 = extractvalue {i256, i256} %f46.5, 1
  %f46.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f46.8, ptr addrspace(1) %f46.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f47:
  %f47.0 = inttoptr i256 32 to ptr addrspace(2)
  %f47.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.0)
  %f47.2 = inttoptr i256 64 to ptr addrspace(2)
  %f47.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.2)
  %f47.4 = trunc i256 %f47.3 to i255
  %f47.5 = call {i256, i256} @bytes_i255_at5(i256 %f47.1, i255 %f47.4)
  %f47.6 = extractvalue {i256, i256} %f47.5, 0
  %f47.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f47.6, ptr addrspace(1) %f47.7
  %f47.8 = extractvalue {i256, i256} %f47.5, 1
  %f47.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f47.8, ptr addrspace(1) %f47.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f48:
  %f48.0 = inttoptr i256 32 to ptr addrspace(2)
  %f48.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.0)
  %f48.2 = inttoptr i256 64 to ptr addrspace(2)
  %f48.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.2)
  %f48.4 = trunc i256 %f48.3 to i255
  %f48.5 = call {i256, i256} @bytes_i255_at31(i256 %f48.1, i255 %f48.4)
  %f48.6 = extractvalue {i256, i256} %f48.5, 0
  %f48.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.6, ptr addrspace(1) %f48.7
  %f48.8 = extractvalue {i256, i256} %f48.5, 1
  %f48.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f48.8, ptr addrspace(1) %f48.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = inttoptr i256 64 to ptr addrspace(2)
  %f49.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.2)
  %f49.4 = trunc i256 %f49.3 to i255
  %f49.5 = call {i256, i256} @bytes_i255_at33(i256 %f49.1, i255 %f49.4)
  %f49.6 = extractvalue {i256, i256} %f49.5, 0
  %f49.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.6, ptr addrspace(1) %f49.7
  %f49.8 = extractvalue {i256, i256} %f49.5, 1
  %f49.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f49.8, ptr addrspace(1) %f49.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = inttoptr i256 64 to ptr addrspace(2)
  %f50.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.2)
  %f50.4 = call {i256, i256} @bytes_i256_at0(i256 %f50.1, i256 %f50.3)
  %f50.5 = extractvalue {i256, i256} %f50.4, 0
  %f50.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.5, ptr addrspace(1) %f50.6
  %f50.7 = extractvalue {i256, i256} %f50.4, 1
  %f50.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f50.7, ptr addrspace(1) %f50.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = inttoptr i256 64 to ptr addrspace(2)
  %f51.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.2)
  %f51.4 = call {i256, i256} @bytes_i256_at1(i256 %f51.1, i256 %f51.3)
  %f51.5 = extractvalue {i256, i256} %f51.4, 0
  %f51.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.5, ptr addrspace(1) %f51.6
  %f51.7 = extractvalue {i256, i256} %f51.4, 1
  %f51.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f51.7, ptr addrspace(1) %f51.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = inttoptr i256 64 to ptr addrspace(2)
  %f52.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.2)
  %f52.4 = call {i256, i256} @bytes_i256_at5(i256 %f52.1, i256 %f52.3)
  %f52.5 = extractvalue {i256, i256} %f52.4, 0
  %f52.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.5, ptr addrspace(1) %f52.6
  %f52.7 = extractvalue {i256, i256} %f52.4, 1
  %f52.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f52.7, ptr addrspace(1) %f52.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = inttoptr i256 64 to ptr addrspace(2)
  %f53.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.2)
  %f53.4 = call {i256, i256} @bytes_i256_at31(i256 %f53.1, i256 %f53.3)
  %f53.5 = extractvalue {i256, i256} %f53.4, 0
  %f53.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.5, ptr addrspace(1) %f53.6
  %f53.7 = extractvalue {i256, i256} %f53.4, 1
  %f53.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f53.7, ptr addrspace(1) %f53.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = inttoptr i256 64 to ptr addrspace(2)
  %f54.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.2)
  %f54.4 = call {i256, i256} @bytes_i256_at33(i256 %f54.1, i256 %f54.3)
  %f54.5 = extractvalue {i256, i256} %f54.4, 0
  %f54.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.5, ptr addrspace(1) %f54.6
  %f54.7 = extractvalue {i256, i256} %f54.4, 1
  %f54.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f54.7, ptr addrspace(1) %f54.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i256 @bytes_i1_at0(i256 %fill, i1 %v) {
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
  store i1 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %c0 = and i8 %b0, 1
  %z0 = zext i8 %c0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  ret i256 %o1
}

define i256 @bytes_i1_at1(i256 %fill, i1 %v) {
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
  store i1 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %c1 = and i8 %b1, 1
  %z1 = zext i8 %c1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  ret i256 %o2
}

define i256 @bytes_i1_at5(i256 %fill, i1 %v) {
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
  store i1 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %c5 = and i8 %b5, 1
  %z5 = zext i8 %c5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  ret i256 %o6
}

define i256 @bytes_i1_at31(i256 %fill, i1 %v) {
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
  store i1 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %c31 = and i8 %b31, 1
  %z31 = zext i8 %c31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  ret i256 %o32
}

define i256 @bytes_i1_at33(i256 %fill, i1 %v) {
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
  store i1 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %c33 = and i8 %b33, 1
  %z33 = zext i8 %c33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  ret i256 %o34
}

define i256 @bytes_i7_at0(i256 %fill, i7 %v) {
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
  store i7 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %c0 = and i8 %b0, 127
  %z0 = zext i8 %c0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  ret i256 %o1
}

define i256 @bytes_i7_at1(i256 %fill, i7 %v) {
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
  store i7 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %c1 = and i8 %b1, 127
  %z1 = zext i8 %c1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  ret i256 %o2
}

define i256 @bytes_i7_at5(i256 %fill, i7 %v) {
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
  store i7 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %c5 = and i8 %b5, 127
  %z5 = zext i8 %c5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  ret i256 %o6
}

define i256 @bytes_i7_at31(i256 %fill, i7 %v) {
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
  store i7 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %c31 = and i8 %b31, 127
  %z31 = zext i8 %c31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  ret i256 %o32
}

define i256 @bytes_i7_at33(i256 %fill, i7 %v) {
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
  store i7 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %c33 = and i8 %b33, 127
  %z33 = zext i8 %c33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  ret i256 %o34
}

define i256 @bytes_i8_at0(i256 %fill, i8 %v) {
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
  store i8 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  ret i256 %o1
}

define i256 @bytes_i8_at1(i256 %fill, i8 %v) {
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
  store i8 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  ret i256 %o2
}

define i256 @bytes_i8_at5(i256 %fill, i8 %v) {
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
  store i8 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  ret i256 %o6
}

define i256 @bytes_i8_at31(i256 %fill, i8 %v) {
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
  store i8 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  ret i256 %o32
}

define i256 @bytes_i8_at33(i256 %fill, i8 %v) {
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
  store i8 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  ret i256 %o34
}

define i256 @bytes_i16_at0(i256 %fill, i16 %v) {
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
  store i16 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  ret i256 %o2
}

define i256 @bytes_i16_at1(i256 %fill, i16 %v) {
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
  store i16 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  ret i256 %o3
}

define i256 @bytes_i16_at5(i256 %fill, i16 %v) {
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
  store i16 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  ret i256 %o7
}

define i256 @bytes_i16_at31(i256 %fill, i16 %v) {
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
  store i16 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  ret i256 %o33
}

define i256 @bytes_i16_at33(i256 %fill, i16 %v) {
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
  store i16 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  ret i256 %o35
}

define i256 @bytes_i24_at0(i256 %fill, i24 %v) {
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
  store i24 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  ret i256 %o3
}

define i256 @bytes_i24_at1(i256 %fill, i24 %v) {
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
  store i24 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  ret i256 %o4
}

define i256 @bytes_i24_at5(i256 %fill, i24 %v) {
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
  store i24 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  ret i256 %o8
}

define i256 @bytes_i24_at31(i256 %fill, i24 %v) {
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
  store i24 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  ret i256 %o34
}

define i256 @bytes_i24_at33(i256 %fill, i24 %v) {
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
  store i24 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  ret i256 %o36
}

define i256 @bytes_i32_at0(i256 %fill, i32 %v) {
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
  store i32 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  ret i256 %o4
}

define i256 @bytes_i32_at1(i256 %fill, i32 %v) {
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
  store i32 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  ret i256 %o5
}

define i256 @bytes_i32_at5(i256 %fill, i32 %v) {
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
  store i32 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  ret i256 %o9
}

define i256 @bytes_i32_at31(i256 %fill, i32 %v) {
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
  store i32 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  ret i256 %o35
}

define i256 @bytes_i32_at33(i256 %fill, i32 %v) {
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
  store i32 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  ret i256 %o37
}

define i256 @bytes_i40_at0(i256 %fill, i40 %v) {
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
  store i40 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  ret i256 %o5
}

define i256 @bytes_i40_at1(i256 %fill, i40 %v) {
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
  store i40 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  ret i256 %o6
}

define i256 @bytes_i40_at5(i256 %fill, i40 %v) {
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
  store i40 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  ret i256 %o10
}

define i256 @bytes_i40_at31(i256 %fill, i40 %v) {
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
  store i40 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  ret i256 %o36
}

define i256 @bytes_i40_at33(i256 %fill, i40 %v) {
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
  store i40 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  ret i256 %o38
}

define i256 @bytes_i64_at0(i256 %fill, i64 %v) {
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
  store i64 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  ret i256 %o8
}

define i256 @bytes_i64_at1(i256 %fill, i64 %v) {
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
  store i64 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  ret i256 %o9
}

define i256 @bytes_i64_at5(i256 %fill, i64 %v) {
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
  store i64 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  ret i256 %o13
}

define i256 @bytes_i64_at31(i256 %fill, i64 %v) {
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
  store i64 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  ret i256 %o39
}

define i256 @bytes_i64_at33(i256 %fill, i64 %v) {
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
  store i64 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  %q40 = getelementptr i8, ptr %buf, i256 40
  %b40 = load i8, ptr %q40
  %z40 = zext i8 %b40 to i256
  %h40 = shl i256 %o39, 8
  %o40 = or i256 %h40, %z40
  %q41 = getelementptr i8, ptr %buf, i256 41
  %b41 = load i8, ptr %q41
  %z41 = zext i8 %b41 to i256
  %h41 = shl i256 %o40, 8
  %o41 = or i256 %h41, %z41
  ret i256 %o41
}

define i256 @bytes_i128_at0(i256 %fill, i128 %v) {
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
  store i128 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  ret i256 %o16
}

define i256 @bytes_i128_at1(i256 %fill, i128 %v) {
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
  store i128 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  ret i256 %o17
}

define i256 @bytes_i128_at5(i256 %fill, i128 %v) {
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
  store i128 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  %q18 = getelementptr i8, ptr %buf, i256 18
  %b18 = load i8, ptr %q18
  %z18 = zext i8 %b18 to i256
  %h18 = shl i256 %o17, 8
  %o18 = or i256 %h18, %z18
  %q19 = getelementptr i8, ptr %buf, i256 19
  %b19 = load i8, ptr %q19
  %z19 = zext i8 %b19 to i256
  %h19 = shl i256 %o18, 8
  %o19 = or i256 %h19, %z19
  %q20 = getelementptr i8, ptr %buf, i256 20
  %b20 = load i8, ptr %q20
  %z20 = zext i8 %b20 to i256
  %h20 = shl i256 %o19, 8
  %o20 = or i256 %h20, %z20
  %q21 = getelementptr i8, ptr %buf, i256 21
  %b21 = load i8, ptr %q21
  %z21 = zext i8 %b21 to i256
  %h21 = shl i256 %o20, 8
  %o21 = or i256 %h21, %z21
  ret i256 %o21
}

define i256 @bytes_i128_at31(i256 %fill, i128 %v) {
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
  store i128 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  %q40 = getelementptr i8, ptr %buf, i256 40
  %b40 = load i8, ptr %q40
  %z40 = zext i8 %b40 to i256
  %h40 = shl i256 %o39, 8
  %o40 = or i256 %h40, %z40
  %q41 = getelementptr i8, ptr %buf, i256 41
  %b41 = load i8, ptr %q41
  %z41 = zext i8 %b41 to i256
  %h41 = shl i256 %o40, 8
  %o41 = or i256 %h41, %z41
  %q42 = getelementptr i8, ptr %buf, i256 42
  %b42 = load i8, ptr %q42
  %z42 = zext i8 %b42 to i256
  %h42 = shl i256 %o41, 8
  %o42 = or i256 %h42, %z42
  %q43 = getelementptr i8, ptr %buf, i256 43
  %b43 = load i8, ptr %q43
  %z43 = zext i8 %b43 to i256
  %h43 = shl i256 %o42, 8
  %o43 = or i256 %h43, %z43
  %q44 = getelementptr i8, ptr %buf, i256 44
  %b44 = load i8, ptr %q44
  %z44 = zext i8 %b44 to i256
  %h44 = shl i256 %o43, 8
  %o44 = or i256 %h44, %z44
  %q45 = getelementptr i8, ptr %buf, i256 45
  %b45 = load i8, ptr %q45
  %z45 = zext i8 %b45 to i256
  %h45 = shl i256 %o44, 8
  %o45 = or i256 %h45, %z45
  %q46 = getelementptr i8, ptr %buf, i256 46
  %b46 = load i8, ptr %q46
  %z46 = zext i8 %b46 to i256
  %h46 = shl i256 %o45, 8
  %o46 = or i256 %h46, %z46
  %q47 = getelementptr i8, ptr %buf, i256 47
  %b47 = load i8, ptr %q47
  %z47 = zext i8 %b47 to i256
  %h47 = shl i256 %o46, 8
  %o47 = or i256 %h47, %z47
  ret i256 %o47
}

define i256 @bytes_i128_at33(i256 %fill, i128 %v) {
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
  store i128 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  %q40 = getelementptr i8, ptr %buf, i256 40
  %b40 = load i8, ptr %q40
  %z40 = zext i8 %b40 to i256
  %h40 = shl i256 %o39, 8
  %o40 = or i256 %h40, %z40
  %q41 = getelementptr i8, ptr %buf, i256 41
  %b41 = load i8, ptr %q41
  %z41 = zext i8 %b41 to i256
  %h41 = shl i256 %o40, 8
  %o41 = or i256 %h41, %z41
  %q42 = getelementptr i8, ptr %buf, i256 42
  %b42 = load i8, ptr %q42
  %z42 = zext i8 %b42 to i256
  %h42 = shl i256 %o41, 8
  %o42 = or i256 %h42, %z42
  %q43 = getelementptr i8, ptr %buf, i256 43
  %b43 = load i8, ptr %q43
  %z43 = zext i8 %b43 to i256
  %h43 = shl i256 %o42, 8
  %o43 = or i256 %h43, %z43
  %q44 = getelementptr i8, ptr %buf, i256 44
  %b44 = load i8, ptr %q44
  %z44 = zext i8 %b44 to i256
  %h44 = shl i256 %o43, 8
  %o44 = or i256 %h44, %z44
  %q45 = getelementptr i8, ptr %buf, i256 45
  %b45 = load i8, ptr %q45
  %z45 = zext i8 %b45 to i256
  %h45 = shl i256 %o44, 8
  %o45 = or i256 %h45, %z45
  %q46 = getelementptr i8, ptr %buf, i256 46
  %b46 = load i8, ptr %q46
  %z46 = zext i8 %b46 to i256
  %h46 = shl i256 %o45, 8
  %o46 = or i256 %h46, %z46
  %q47 = getelementptr i8, ptr %buf, i256 47
  %b47 = load i8, ptr %q47
  %z47 = zext i8 %b47 to i256
  %h47 = shl i256 %o46, 8
  %o47 = or i256 %h47, %z47
  %q48 = getelementptr i8, ptr %buf, i256 48
  %b48 = load i8, ptr %q48
  %z48 = zext i8 %b48 to i256
  %h48 = shl i256 %o47, 8
  %o48 = or i256 %h48, %z48
  %q49 = getelementptr i8, ptr %buf, i256 49
  %b49 = load i8, ptr %q49
  %z49 = zext i8 %b49 to i256
  %h49 = shl i256 %o48, 8
  %o49 = or i256 %h49, %z49
  ret i256 %o49
}

define {i256, i256} @bytes_i255_at0(i256 %fill, i255 %v) {
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
  store i255 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %c0 = and i8 %b0, 127
  %z0 = zext i8 %c0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  %q18 = getelementptr i8, ptr %buf, i256 18
  %b18 = load i8, ptr %q18
  %z18 = zext i8 %b18 to i256
  %h18 = shl i256 %o17, 8
  %o18 = or i256 %h18, %z18
  %q19 = getelementptr i8, ptr %buf, i256 19
  %b19 = load i8, ptr %q19
  %z19 = zext i8 %b19 to i256
  %h19 = shl i256 %o18, 8
  %o19 = or i256 %h19, %z19
  %q20 = getelementptr i8, ptr %buf, i256 20
  %b20 = load i8, ptr %q20
  %z20 = zext i8 %b20 to i256
  %h20 = shl i256 %o19, 8
  %o20 = or i256 %h20, %z20
  %q21 = getelementptr i8, ptr %buf, i256 21
  %b21 = load i8, ptr %q21
  %z21 = zext i8 %b21 to i256
  %h21 = shl i256 %o20, 8
  %o21 = or i256 %h21, %z21
  %q22 = getelementptr i8, ptr %buf, i256 22
  %b22 = load i8, ptr %q22
  %z22 = zext i8 %b22 to i256
  %h22 = shl i256 %o21, 8
  %o22 = or i256 %h22, %z22
  %q23 = getelementptr i8, ptr %buf, i256 23
  %b23 = load i8, ptr %q23
  %z23 = zext i8 %b23 to i256
  %h23 = shl i256 %o22, 8
  %o23 = or i256 %h23, %z23
  %q24 = getelementptr i8, ptr %buf, i256 24
  %b24 = load i8, ptr %q24
  %z24 = zext i8 %b24 to i256
  %h24 = shl i256 %o23, 8
  %o24 = or i256 %h24, %z24
  %q25 = getelementptr i8, ptr %buf, i256 25
  %b25 = load i8, ptr %q25
  %z25 = zext i8 %b25 to i256
  %h25 = shl i256 %o24, 8
  %o25 = or i256 %h25, %z25
  %q26 = getelementptr i8, ptr %buf, i256 26
  %b26 = load i8, ptr %q26
  %z26 = zext i8 %b26 to i256
  %h26 = shl i256 %o25, 8
  %o26 = or i256 %h26, %z26
  %q27 = getelementptr i8, ptr %buf, i256 27
  %b27 = load i8, ptr %q27
  %z27 = zext i8 %b27 to i256
  %h27 = shl i256 %o26, 8
  %o27 = or i256 %h27, %z27
  %q28 = getelementptr i8, ptr %buf, i256 28
  %b28 = load i8, ptr %q28
  %z28 = zext i8 %b28 to i256
  %h28 = shl i256 %o27, 8
  %o28 = or i256 %h28, %z28
  %q29 = getelementptr i8, ptr %buf, i256 29
  %b29 = load i8, ptr %q29
  %z29 = zext i8 %b29 to i256
  %h29 = shl i256 %o28, 8
  %o29 = or i256 %h29, %z29
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %h30 = shl i256 %o29, 8
  %o30 = or i256 %h30, %z30
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %o30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %s0 = insertvalue {i256, i256} poison, i256 %o31, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %z32, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i255_at1(i256 %fill, i255 %v) {
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
  store i255 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %c1 = and i8 %b1, 127
  %z1 = zext i8 %c1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  %q18 = getelementptr i8, ptr %buf, i256 18
  %b18 = load i8, ptr %q18
  %z18 = zext i8 %b18 to i256
  %h18 = shl i256 %o17, 8
  %o18 = or i256 %h18, %z18
  %q19 = getelementptr i8, ptr %buf, i256 19
  %b19 = load i8, ptr %q19
  %z19 = zext i8 %b19 to i256
  %h19 = shl i256 %o18, 8
  %o19 = or i256 %h19, %z19
  %q20 = getelementptr i8, ptr %buf, i256 20
  %b20 = load i8, ptr %q20
  %z20 = zext i8 %b20 to i256
  %h20 = shl i256 %o19, 8
  %o20 = or i256 %h20, %z20
  %q21 = getelementptr i8, ptr %buf, i256 21
  %b21 = load i8, ptr %q21
  %z21 = zext i8 %b21 to i256
  %h21 = shl i256 %o20, 8
  %o21 = or i256 %h21, %z21
  %q22 = getelementptr i8, ptr %buf, i256 22
  %b22 = load i8, ptr %q22
  %z22 = zext i8 %b22 to i256
  %h22 = shl i256 %o21, 8
  %o22 = or i256 %h22, %z22
  %q23 = getelementptr i8, ptr %buf, i256 23
  %b23 = load i8, ptr %q23
  %z23 = zext i8 %b23 to i256
  %h23 = shl i256 %o22, 8
  %o23 = or i256 %h23, %z23
  %q24 = getelementptr i8, ptr %buf, i256 24
  %b24 = load i8, ptr %q24
  %z24 = zext i8 %b24 to i256
  %h24 = shl i256 %o23, 8
  %o24 = or i256 %h24, %z24
  %q25 = getelementptr i8, ptr %buf, i256 25
  %b25 = load i8, ptr %q25
  %z25 = zext i8 %b25 to i256
  %h25 = shl i256 %o24, 8
  %o25 = or i256 %h25, %z25
  %q26 = getelementptr i8, ptr %buf, i256 26
  %b26 = load i8, ptr %q26
  %z26 = zext i8 %b26 to i256
  %h26 = shl i256 %o25, 8
  %o26 = or i256 %h26, %z26
  %q27 = getelementptr i8, ptr %buf, i256 27
  %b27 = load i8, ptr %q27
  %z27 = zext i8 %b27 to i256
  %h27 = shl i256 %o26, 8
  %o27 = or i256 %h27, %z27
  %q28 = getelementptr i8, ptr %buf, i256 28
  %b28 = load i8, ptr %q28
  %z28 = zext i8 %b28 to i256
  %h28 = shl i256 %o27, 8
  %o28 = or i256 %h28, %z28
  %q29 = getelementptr i8, ptr %buf, i256 29
  %b29 = load i8, ptr %q29
  %z29 = zext i8 %b29 to i256
  %h29 = shl i256 %o28, 8
  %o29 = or i256 %h29, %z29
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %h30 = shl i256 %o29, 8
  %o30 = or i256 %h30, %z30
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %o30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %s0 = insertvalue {i256, i256} poison, i256 %o31, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o33, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i255_at5(i256 %fill, i255 %v) {
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
  store i255 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %c5 = and i8 %b5, 127
  %z5 = zext i8 %c5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  %q18 = getelementptr i8, ptr %buf, i256 18
  %b18 = load i8, ptr %q18
  %z18 = zext i8 %b18 to i256
  %h18 = shl i256 %o17, 8
  %o18 = or i256 %h18, %z18
  %q19 = getelementptr i8, ptr %buf, i256 19
  %b19 = load i8, ptr %q19
  %z19 = zext i8 %b19 to i256
  %h19 = shl i256 %o18, 8
  %o19 = or i256 %h19, %z19
  %q20 = getelementptr i8, ptr %buf, i256 20
  %b20 = load i8, ptr %q20
  %z20 = zext i8 %b20 to i256
  %h20 = shl i256 %o19, 8
  %o20 = or i256 %h20, %z20
  %q21 = getelementptr i8, ptr %buf, i256 21
  %b21 = load i8, ptr %q21
  %z21 = zext i8 %b21 to i256
  %h21 = shl i256 %o20, 8
  %o21 = or i256 %h21, %z21
  %q22 = getelementptr i8, ptr %buf, i256 22
  %b22 = load i8, ptr %q22
  %z22 = zext i8 %b22 to i256
  %h22 = shl i256 %o21, 8
  %o22 = or i256 %h22, %z22
  %q23 = getelementptr i8, ptr %buf, i256 23
  %b23 = load i8, ptr %q23
  %z23 = zext i8 %b23 to i256
  %h23 = shl i256 %o22, 8
  %o23 = or i256 %h23, %z23
  %q24 = getelementptr i8, ptr %buf, i256 24
  %b24 = load i8, ptr %q24
  %z24 = zext i8 %b24 to i256
  %h24 = shl i256 %o23, 8
  %o24 = or i256 %h24, %z24
  %q25 = getelementptr i8, ptr %buf, i256 25
  %b25 = load i8, ptr %q25
  %z25 = zext i8 %b25 to i256
  %h25 = shl i256 %o24, 8
  %o25 = or i256 %h25, %z25
  %q26 = getelementptr i8, ptr %buf, i256 26
  %b26 = load i8, ptr %q26
  %z26 = zext i8 %b26 to i256
  %h26 = shl i256 %o25, 8
  %o26 = or i256 %h26, %z26
  %q27 = getelementptr i8, ptr %buf, i256 27
  %b27 = load i8, ptr %q27
  %z27 = zext i8 %b27 to i256
  %h27 = shl i256 %o26, 8
  %o27 = or i256 %h27, %z27
  %q28 = getelementptr i8, ptr %buf, i256 28
  %b28 = load i8, ptr %q28
  %z28 = zext i8 %b28 to i256
  %h28 = shl i256 %o27, 8
  %o28 = or i256 %h28, %z28
  %q29 = getelementptr i8, ptr %buf, i256 29
  %b29 = load i8, ptr %q29
  %z29 = zext i8 %b29 to i256
  %h29 = shl i256 %o28, 8
  %o29 = or i256 %h29, %z29
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %h30 = shl i256 %o29, 8
  %o30 = or i256 %h30, %z30
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %o30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %z36, 8
  %o37 = or i256 %h37, %z37
  %s0 = insertvalue {i256, i256} poison, i256 %o35, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o37, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i255_at31(i256 %fill, i255 %v) {
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
  store i255 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %c31 = and i8 %b31, 127
  %z31 = zext i8 %c31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  %q40 = getelementptr i8, ptr %buf, i256 40
  %b40 = load i8, ptr %q40
  %z40 = zext i8 %b40 to i256
  %h40 = shl i256 %o39, 8
  %o40 = or i256 %h40, %z40
  %q41 = getelementptr i8, ptr %buf, i256 41
  %b41 = load i8, ptr %q41
  %z41 = zext i8 %b41 to i256
  %h41 = shl i256 %o40, 8
  %o41 = or i256 %h41, %z41
  %q42 = getelementptr i8, ptr %buf, i256 42
  %b42 = load i8, ptr %q42
  %z42 = zext i8 %b42 to i256
  %h42 = shl i256 %o41, 8
  %o42 = or i256 %h42, %z42
  %q43 = getelementptr i8, ptr %buf, i256 43
  %b43 = load i8, ptr %q43
  %z43 = zext i8 %b43 to i256
  %h43 = shl i256 %o42, 8
  %o43 = or i256 %h43, %z43
  %q44 = getelementptr i8, ptr %buf, i256 44
  %b44 = load i8, ptr %q44
  %z44 = zext i8 %b44 to i256
  %h44 = shl i256 %o43, 8
  %o44 = or i256 %h44, %z44
  %q45 = getelementptr i8, ptr %buf, i256 45
  %b45 = load i8, ptr %q45
  %z45 = zext i8 %b45 to i256
  %h45 = shl i256 %o44, 8
  %o45 = or i256 %h45, %z45
  %q46 = getelementptr i8, ptr %buf, i256 46
  %b46 = load i8, ptr %q46
  %z46 = zext i8 %b46 to i256
  %h46 = shl i256 %o45, 8
  %o46 = or i256 %h46, %z46
  %q47 = getelementptr i8, ptr %buf, i256 47
  %b47 = load i8, ptr %q47
  %z47 = zext i8 %b47 to i256
  %h47 = shl i256 %o46, 8
  %o47 = or i256 %h47, %z47
  %q48 = getelementptr i8, ptr %buf, i256 48
  %b48 = load i8, ptr %q48
  %z48 = zext i8 %b48 to i256
  %h48 = shl i256 %o47, 8
  %o48 = or i256 %h48, %z48
  %q49 = getelementptr i8, ptr %buf, i256 49
  %b49 = load i8, ptr %q49
  %z49 = zext i8 %b49 to i256
  %h49 = shl i256 %o48, 8
  %o49 = or i256 %h49, %z49
  %q50 = getelementptr i8, ptr %buf, i256 50
  %b50 = load i8, ptr %q50
  %z50 = zext i8 %b50 to i256
  %h50 = shl i256 %o49, 8
  %o50 = or i256 %h50, %z50
  %q51 = getelementptr i8, ptr %buf, i256 51
  %b51 = load i8, ptr %q51
  %z51 = zext i8 %b51 to i256
  %h51 = shl i256 %o50, 8
  %o51 = or i256 %h51, %z51
  %q52 = getelementptr i8, ptr %buf, i256 52
  %b52 = load i8, ptr %q52
  %z52 = zext i8 %b52 to i256
  %h52 = shl i256 %o51, 8
  %o52 = or i256 %h52, %z52
  %q53 = getelementptr i8, ptr %buf, i256 53
  %b53 = load i8, ptr %q53
  %z53 = zext i8 %b53 to i256
  %h53 = shl i256 %o52, 8
  %o53 = or i256 %h53, %z53
  %q54 = getelementptr i8, ptr %buf, i256 54
  %b54 = load i8, ptr %q54
  %z54 = zext i8 %b54 to i256
  %h54 = shl i256 %o53, 8
  %o54 = or i256 %h54, %z54
  %q55 = getelementptr i8, ptr %buf, i256 55
  %b55 = load i8, ptr %q55
  %z55 = zext i8 %b55 to i256
  %h55 = shl i256 %o54, 8
  %o55 = or i256 %h55, %z55
  %q56 = getelementptr i8, ptr %buf, i256 56
  %b56 = load i8, ptr %q56
  %z56 = zext i8 %b56 to i256
  %h56 = shl i256 %o55, 8
  %o56 = or i256 %h56, %z56
  %q57 = getelementptr i8, ptr %buf, i256 57
  %b57 = load i8, ptr %q57
  %z57 = zext i8 %b57 to i256
  %h57 = shl i256 %o56, 8
  %o57 = or i256 %h57, %z57
  %q58 = getelementptr i8, ptr %buf, i256 58
  %b58 = load i8, ptr %q58
  %z58 = zext i8 %b58 to i256
  %h58 = shl i256 %o57, 8
  %o58 = or i256 %h58, %z58
  %q59 = getelementptr i8, ptr %buf, i256 59
  %b59 = load i8, ptr %q59
  %z59 = zext i8 %b59 to i256
  %h59 = shl i256 %o58, 8
  %o59 = or i256 %h59, %z59
  %q60 = getelementptr i8, ptr %buf, i256 60
  %b60 = load i8, ptr %q60
  %z60 = zext i8 %b60 to i256
  %h60 = shl i256 %o59, 8
  %o60 = or i256 %h60, %z60
  %q61 = getelementptr i8, ptr %buf, i256 61
  %b61 = load i8, ptr %q61
  %z61 = zext i8 %b61 to i256
  %h61 = shl i256 %o60, 8
  %o61 = or i256 %h61, %z61
  %q62 = getelementptr i8, ptr %buf, i256 62
  %b62 = load i8, ptr %q62
  %z62 = zext i8 %b62 to i256
  %q63 = getelementptr i8, ptr %buf, i256 63
  %b63 = load i8, ptr %q63
  %z63 = zext i8 %b63 to i256
  %h63 = shl i256 %z62, 8
  %o63 = or i256 %h63, %z63
  %s0 = insertvalue {i256, i256} poison, i256 %o61, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o63, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i255_at33(i256 %fill, i255 %v) {
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
  store i255 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %c33 = and i8 %b33, 127
  %z33 = zext i8 %c33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  %q40 = getelementptr i8, ptr %buf, i256 40
  %b40 = load i8, ptr %q40
  %z40 = zext i8 %b40 to i256
  %h40 = shl i256 %o39, 8
  %o40 = or i256 %h40, %z40
  %q41 = getelementptr i8, ptr %buf, i256 41
  %b41 = load i8, ptr %q41
  %z41 = zext i8 %b41 to i256
  %h41 = shl i256 %o40, 8
  %o41 = or i256 %h41, %z41
  %q42 = getelementptr i8, ptr %buf, i256 42
  %b42 = load i8, ptr %q42
  %z42 = zext i8 %b42 to i256
  %h42 = shl i256 %o41, 8
  %o42 = or i256 %h42, %z42
  %q43 = getelementptr i8, ptr %buf, i256 43
  %b43 = load i8, ptr %q43
  %z43 = zext i8 %b43 to i256
  %h43 = shl i256 %o42, 8
  %o43 = or i256 %h43, %z43
  %q44 = getelementptr i8, ptr %buf, i256 44
  %b44 = load i8, ptr %q44
  %z44 = zext i8 %b44 to i256
  %h44 = shl i256 %o43, 8
  %o44 = or i256 %h44, %z44
  %q45 = getelementptr i8, ptr %buf, i256 45
  %b45 = load i8, ptr %q45
  %z45 = zext i8 %b45 to i256
  %h45 = shl i256 %o44, 8
  %o45 = or i256 %h45, %z45
  %q46 = getelementptr i8, ptr %buf, i256 46
  %b46 = load i8, ptr %q46
  %z46 = zext i8 %b46 to i256
  %h46 = shl i256 %o45, 8
  %o46 = or i256 %h46, %z46
  %q47 = getelementptr i8, ptr %buf, i256 47
  %b47 = load i8, ptr %q47
  %z47 = zext i8 %b47 to i256
  %h47 = shl i256 %o46, 8
  %o47 = or i256 %h47, %z47
  %q48 = getelementptr i8, ptr %buf, i256 48
  %b48 = load i8, ptr %q48
  %z48 = zext i8 %b48 to i256
  %h48 = shl i256 %o47, 8
  %o48 = or i256 %h48, %z48
  %q49 = getelementptr i8, ptr %buf, i256 49
  %b49 = load i8, ptr %q49
  %z49 = zext i8 %b49 to i256
  %h49 = shl i256 %o48, 8
  %o49 = or i256 %h49, %z49
  %q50 = getelementptr i8, ptr %buf, i256 50
  %b50 = load i8, ptr %q50
  %z50 = zext i8 %b50 to i256
  %h50 = shl i256 %o49, 8
  %o50 = or i256 %h50, %z50
  %q51 = getelementptr i8, ptr %buf, i256 51
  %b51 = load i8, ptr %q51
  %z51 = zext i8 %b51 to i256
  %h51 = shl i256 %o50, 8
  %o51 = or i256 %h51, %z51
  %q52 = getelementptr i8, ptr %buf, i256 52
  %b52 = load i8, ptr %q52
  %z52 = zext i8 %b52 to i256
  %h52 = shl i256 %o51, 8
  %o52 = or i256 %h52, %z52
  %q53 = getelementptr i8, ptr %buf, i256 53
  %b53 = load i8, ptr %q53
  %z53 = zext i8 %b53 to i256
  %h53 = shl i256 %o52, 8
  %o53 = or i256 %h53, %z53
  %q54 = getelementptr i8, ptr %buf, i256 54
  %b54 = load i8, ptr %q54
  %z54 = zext i8 %b54 to i256
  %h54 = shl i256 %o53, 8
  %o54 = or i256 %h54, %z54
  %q55 = getelementptr i8, ptr %buf, i256 55
  %b55 = load i8, ptr %q55
  %z55 = zext i8 %b55 to i256
  %h55 = shl i256 %o54, 8
  %o55 = or i256 %h55, %z55
  %q56 = getelementptr i8, ptr %buf, i256 56
  %b56 = load i8, ptr %q56
  %z56 = zext i8 %b56 to i256
  %h56 = shl i256 %o55, 8
  %o56 = or i256 %h56, %z56
  %q57 = getelementptr i8, ptr %buf, i256 57
  %b57 = load i8, ptr %q57
  %z57 = zext i8 %b57 to i256
  %h57 = shl i256 %o56, 8
  %o57 = or i256 %h57, %z57
  %q58 = getelementptr i8, ptr %buf, i256 58
  %b58 = load i8, ptr %q58
  %z58 = zext i8 %b58 to i256
  %h58 = shl i256 %o57, 8
  %o58 = or i256 %h58, %z58
  %q59 = getelementptr i8, ptr %buf, i256 59
  %b59 = load i8, ptr %q59
  %z59 = zext i8 %b59 to i256
  %h59 = shl i256 %o58, 8
  %o59 = or i256 %h59, %z59
  %q60 = getelementptr i8, ptr %buf, i256 60
  %b60 = load i8, ptr %q60
  %z60 = zext i8 %b60 to i256
  %h60 = shl i256 %o59, 8
  %o60 = or i256 %h60, %z60
  %q61 = getelementptr i8, ptr %buf, i256 61
  %b61 = load i8, ptr %q61
  %z61 = zext i8 %b61 to i256
  %h61 = shl i256 %o60, 8
  %o61 = or i256 %h61, %z61
  %q62 = getelementptr i8, ptr %buf, i256 62
  %b62 = load i8, ptr %q62
  %z62 = zext i8 %b62 to i256
  %h62 = shl i256 %o61, 8
  %o62 = or i256 %h62, %z62
  %q63 = getelementptr i8, ptr %buf, i256 63
  %b63 = load i8, ptr %q63
  %z63 = zext i8 %b63 to i256
  %h63 = shl i256 %o62, 8
  %o63 = or i256 %h63, %z63
  %q64 = getelementptr i8, ptr %buf, i256 64
  %b64 = load i8, ptr %q64
  %z64 = zext i8 %b64 to i256
  %q65 = getelementptr i8, ptr %buf, i256 65
  %b65 = load i8, ptr %q65
  %z65 = zext i8 %b65 to i256
  %h65 = shl i256 %z64, 8
  %o65 = or i256 %h65, %z65
  %s0 = insertvalue {i256, i256} poison, i256 %o63, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o65, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i256_at0(i256 %fill, i256 %v) {
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
  store i256 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  %q18 = getelementptr i8, ptr %buf, i256 18
  %b18 = load i8, ptr %q18
  %z18 = zext i8 %b18 to i256
  %h18 = shl i256 %o17, 8
  %o18 = or i256 %h18, %z18
  %q19 = getelementptr i8, ptr %buf, i256 19
  %b19 = load i8, ptr %q19
  %z19 = zext i8 %b19 to i256
  %h19 = shl i256 %o18, 8
  %o19 = or i256 %h19, %z19
  %q20 = getelementptr i8, ptr %buf, i256 20
  %b20 = load i8, ptr %q20
  %z20 = zext i8 %b20 to i256
  %h20 = shl i256 %o19, 8
  %o20 = or i256 %h20, %z20
  %q21 = getelementptr i8, ptr %buf, i256 21
  %b21 = load i8, ptr %q21
  %z21 = zext i8 %b21 to i256
  %h21 = shl i256 %o20, 8
  %o21 = or i256 %h21, %z21
  %q22 = getelementptr i8, ptr %buf, i256 22
  %b22 = load i8, ptr %q22
  %z22 = zext i8 %b22 to i256
  %h22 = shl i256 %o21, 8
  %o22 = or i256 %h22, %z22
  %q23 = getelementptr i8, ptr %buf, i256 23
  %b23 = load i8, ptr %q23
  %z23 = zext i8 %b23 to i256
  %h23 = shl i256 %o22, 8
  %o23 = or i256 %h23, %z23
  %q24 = getelementptr i8, ptr %buf, i256 24
  %b24 = load i8, ptr %q24
  %z24 = zext i8 %b24 to i256
  %h24 = shl i256 %o23, 8
  %o24 = or i256 %h24, %z24
  %q25 = getelementptr i8, ptr %buf, i256 25
  %b25 = load i8, ptr %q25
  %z25 = zext i8 %b25 to i256
  %h25 = shl i256 %o24, 8
  %o25 = or i256 %h25, %z25
  %q26 = getelementptr i8, ptr %buf, i256 26
  %b26 = load i8, ptr %q26
  %z26 = zext i8 %b26 to i256
  %h26 = shl i256 %o25, 8
  %o26 = or i256 %h26, %z26
  %q27 = getelementptr i8, ptr %buf, i256 27
  %b27 = load i8, ptr %q27
  %z27 = zext i8 %b27 to i256
  %h27 = shl i256 %o26, 8
  %o27 = or i256 %h27, %z27
  %q28 = getelementptr i8, ptr %buf, i256 28
  %b28 = load i8, ptr %q28
  %z28 = zext i8 %b28 to i256
  %h28 = shl i256 %o27, 8
  %o28 = or i256 %h28, %z28
  %q29 = getelementptr i8, ptr %buf, i256 29
  %b29 = load i8, ptr %q29
  %z29 = zext i8 %b29 to i256
  %h29 = shl i256 %o28, 8
  %o29 = or i256 %h29, %z29
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %h30 = shl i256 %o29, 8
  %o30 = or i256 %h30, %z30
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %o30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %s0 = insertvalue {i256, i256} poison, i256 %o31, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %z32, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i256_at1(i256 %fill, i256 %v) {
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
  store i256 %v, ptr %p
  %q0 = getelementptr i8, ptr %buf, i256 0
  %b0 = load i8, ptr %q0
  %z0 = zext i8 %b0 to i256
  %q1 = getelementptr i8, ptr %buf, i256 1
  %b1 = load i8, ptr %q1
  %z1 = zext i8 %b1 to i256
  %h1 = shl i256 %z0, 8
  %o1 = or i256 %h1, %z1
  %q2 = getelementptr i8, ptr %buf, i256 2
  %b2 = load i8, ptr %q2
  %z2 = zext i8 %b2 to i256
  %h2 = shl i256 %o1, 8
  %o2 = or i256 %h2, %z2
  %q3 = getelementptr i8, ptr %buf, i256 3
  %b3 = load i8, ptr %q3
  %z3 = zext i8 %b3 to i256
  %h3 = shl i256 %o2, 8
  %o3 = or i256 %h3, %z3
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %h4 = shl i256 %o3, 8
  %o4 = or i256 %h4, %z4
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %o4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  %q18 = getelementptr i8, ptr %buf, i256 18
  %b18 = load i8, ptr %q18
  %z18 = zext i8 %b18 to i256
  %h18 = shl i256 %o17, 8
  %o18 = or i256 %h18, %z18
  %q19 = getelementptr i8, ptr %buf, i256 19
  %b19 = load i8, ptr %q19
  %z19 = zext i8 %b19 to i256
  %h19 = shl i256 %o18, 8
  %o19 = or i256 %h19, %z19
  %q20 = getelementptr i8, ptr %buf, i256 20
  %b20 = load i8, ptr %q20
  %z20 = zext i8 %b20 to i256
  %h20 = shl i256 %o19, 8
  %o20 = or i256 %h20, %z20
  %q21 = getelementptr i8, ptr %buf, i256 21
  %b21 = load i8, ptr %q21
  %z21 = zext i8 %b21 to i256
  %h21 = shl i256 %o20, 8
  %o21 = or i256 %h21, %z21
  %q22 = getelementptr i8, ptr %buf, i256 22
  %b22 = load i8, ptr %q22
  %z22 = zext i8 %b22 to i256
  %h22 = shl i256 %o21, 8
  %o22 = or i256 %h22, %z22
  %q23 = getelementptr i8, ptr %buf, i256 23
  %b23 = load i8, ptr %q23
  %z23 = zext i8 %b23 to i256
  %h23 = shl i256 %o22, 8
  %o23 = or i256 %h23, %z23
  %q24 = getelementptr i8, ptr %buf, i256 24
  %b24 = load i8, ptr %q24
  %z24 = zext i8 %b24 to i256
  %h24 = shl i256 %o23, 8
  %o24 = or i256 %h24, %z24
  %q25 = getelementptr i8, ptr %buf, i256 25
  %b25 = load i8, ptr %q25
  %z25 = zext i8 %b25 to i256
  %h25 = shl i256 %o24, 8
  %o25 = or i256 %h25, %z25
  %q26 = getelementptr i8, ptr %buf, i256 26
  %b26 = load i8, ptr %q26
  %z26 = zext i8 %b26 to i256
  %h26 = shl i256 %o25, 8
  %o26 = or i256 %h26, %z26
  %q27 = getelementptr i8, ptr %buf, i256 27
  %b27 = load i8, ptr %q27
  %z27 = zext i8 %b27 to i256
  %h27 = shl i256 %o26, 8
  %o27 = or i256 %h27, %z27
  %q28 = getelementptr i8, ptr %buf, i256 28
  %b28 = load i8, ptr %q28
  %z28 = zext i8 %b28 to i256
  %h28 = shl i256 %o27, 8
  %o28 = or i256 %h28, %z28
  %q29 = getelementptr i8, ptr %buf, i256 29
  %b29 = load i8, ptr %q29
  %z29 = zext i8 %b29 to i256
  %h29 = shl i256 %o28, 8
  %o29 = or i256 %h29, %z29
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %h30 = shl i256 %o29, 8
  %o30 = or i256 %h30, %z30
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %o30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %s0 = insertvalue {i256, i256} poison, i256 %o31, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o33, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i256_at5(i256 %fill, i256 %v) {
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
  store i256 %v, ptr %p
  %q4 = getelementptr i8, ptr %buf, i256 4
  %b4 = load i8, ptr %q4
  %z4 = zext i8 %b4 to i256
  %q5 = getelementptr i8, ptr %buf, i256 5
  %b5 = load i8, ptr %q5
  %z5 = zext i8 %b5 to i256
  %h5 = shl i256 %z4, 8
  %o5 = or i256 %h5, %z5
  %q6 = getelementptr i8, ptr %buf, i256 6
  %b6 = load i8, ptr %q6
  %z6 = zext i8 %b6 to i256
  %h6 = shl i256 %o5, 8
  %o6 = or i256 %h6, %z6
  %q7 = getelementptr i8, ptr %buf, i256 7
  %b7 = load i8, ptr %q7
  %z7 = zext i8 %b7 to i256
  %h7 = shl i256 %o6, 8
  %o7 = or i256 %h7, %z7
  %q8 = getelementptr i8, ptr %buf, i256 8
  %b8 = load i8, ptr %q8
  %z8 = zext i8 %b8 to i256
  %h8 = shl i256 %o7, 8
  %o8 = or i256 %h8, %z8
  %q9 = getelementptr i8, ptr %buf, i256 9
  %b9 = load i8, ptr %q9
  %z9 = zext i8 %b9 to i256
  %h9 = shl i256 %o8, 8
  %o9 = or i256 %h9, %z9
  %q10 = getelementptr i8, ptr %buf, i256 10
  %b10 = load i8, ptr %q10
  %z10 = zext i8 %b10 to i256
  %h10 = shl i256 %o9, 8
  %o10 = or i256 %h10, %z10
  %q11 = getelementptr i8, ptr %buf, i256 11
  %b11 = load i8, ptr %q11
  %z11 = zext i8 %b11 to i256
  %h11 = shl i256 %o10, 8
  %o11 = or i256 %h11, %z11
  %q12 = getelementptr i8, ptr %buf, i256 12
  %b12 = load i8, ptr %q12
  %z12 = zext i8 %b12 to i256
  %h12 = shl i256 %o11, 8
  %o12 = or i256 %h12, %z12
  %q13 = getelementptr i8, ptr %buf, i256 13
  %b13 = load i8, ptr %q13
  %z13 = zext i8 %b13 to i256
  %h13 = shl i256 %o12, 8
  %o13 = or i256 %h13, %z13
  %q14 = getelementptr i8, ptr %buf, i256 14
  %b14 = load i8, ptr %q14
  %z14 = zext i8 %b14 to i256
  %h14 = shl i256 %o13, 8
  %o14 = or i256 %h14, %z14
  %q15 = getelementptr i8, ptr %buf, i256 15
  %b15 = load i8, ptr %q15
  %z15 = zext i8 %b15 to i256
  %h15 = shl i256 %o14, 8
  %o15 = or i256 %h15, %z15
  %q16 = getelementptr i8, ptr %buf, i256 16
  %b16 = load i8, ptr %q16
  %z16 = zext i8 %b16 to i256
  %h16 = shl i256 %o15, 8
  %o16 = or i256 %h16, %z16
  %q17 = getelementptr i8, ptr %buf, i256 17
  %b17 = load i8, ptr %q17
  %z17 = zext i8 %b17 to i256
  %h17 = shl i256 %o16, 8
  %o17 = or i256 %h17, %z17
  %q18 = getelementptr i8, ptr %buf, i256 18
  %b18 = load i8, ptr %q18
  %z18 = zext i8 %b18 to i256
  %h18 = shl i256 %o17, 8
  %o18 = or i256 %h18, %z18
  %q19 = getelementptr i8, ptr %buf, i256 19
  %b19 = load i8, ptr %q19
  %z19 = zext i8 %b19 to i256
  %h19 = shl i256 %o18, 8
  %o19 = or i256 %h19, %z19
  %q20 = getelementptr i8, ptr %buf, i256 20
  %b20 = load i8, ptr %q20
  %z20 = zext i8 %b20 to i256
  %h20 = shl i256 %o19, 8
  %o20 = or i256 %h20, %z20
  %q21 = getelementptr i8, ptr %buf, i256 21
  %b21 = load i8, ptr %q21
  %z21 = zext i8 %b21 to i256
  %h21 = shl i256 %o20, 8
  %o21 = or i256 %h21, %z21
  %q22 = getelementptr i8, ptr %buf, i256 22
  %b22 = load i8, ptr %q22
  %z22 = zext i8 %b22 to i256
  %h22 = shl i256 %o21, 8
  %o22 = or i256 %h22, %z22
  %q23 = getelementptr i8, ptr %buf, i256 23
  %b23 = load i8, ptr %q23
  %z23 = zext i8 %b23 to i256
  %h23 = shl i256 %o22, 8
  %o23 = or i256 %h23, %z23
  %q24 = getelementptr i8, ptr %buf, i256 24
  %b24 = load i8, ptr %q24
  %z24 = zext i8 %b24 to i256
  %h24 = shl i256 %o23, 8
  %o24 = or i256 %h24, %z24
  %q25 = getelementptr i8, ptr %buf, i256 25
  %b25 = load i8, ptr %q25
  %z25 = zext i8 %b25 to i256
  %h25 = shl i256 %o24, 8
  %o25 = or i256 %h25, %z25
  %q26 = getelementptr i8, ptr %buf, i256 26
  %b26 = load i8, ptr %q26
  %z26 = zext i8 %b26 to i256
  %h26 = shl i256 %o25, 8
  %o26 = or i256 %h26, %z26
  %q27 = getelementptr i8, ptr %buf, i256 27
  %b27 = load i8, ptr %q27
  %z27 = zext i8 %b27 to i256
  %h27 = shl i256 %o26, 8
  %o27 = or i256 %h27, %z27
  %q28 = getelementptr i8, ptr %buf, i256 28
  %b28 = load i8, ptr %q28
  %z28 = zext i8 %b28 to i256
  %h28 = shl i256 %o27, 8
  %o28 = or i256 %h28, %z28
  %q29 = getelementptr i8, ptr %buf, i256 29
  %b29 = load i8, ptr %q29
  %z29 = zext i8 %b29 to i256
  %h29 = shl i256 %o28, 8
  %o29 = or i256 %h29, %z29
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %h30 = shl i256 %o29, 8
  %o30 = or i256 %h30, %z30
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %o30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %z36, 8
  %o37 = or i256 %h37, %z37
  %s0 = insertvalue {i256, i256} poison, i256 %o35, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o37, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i256_at31(i256 %fill, i256 %v) {
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
  store i256 %v, ptr %p
  %q30 = getelementptr i8, ptr %buf, i256 30
  %b30 = load i8, ptr %q30
  %z30 = zext i8 %b30 to i256
  %q31 = getelementptr i8, ptr %buf, i256 31
  %b31 = load i8, ptr %q31
  %z31 = zext i8 %b31 to i256
  %h31 = shl i256 %z30, 8
  %o31 = or i256 %h31, %z31
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %h32 = shl i256 %o31, 8
  %o32 = or i256 %h32, %z32
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %o32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  %q40 = getelementptr i8, ptr %buf, i256 40
  %b40 = load i8, ptr %q40
  %z40 = zext i8 %b40 to i256
  %h40 = shl i256 %o39, 8
  %o40 = or i256 %h40, %z40
  %q41 = getelementptr i8, ptr %buf, i256 41
  %b41 = load i8, ptr %q41
  %z41 = zext i8 %b41 to i256
  %h41 = shl i256 %o40, 8
  %o41 = or i256 %h41, %z41
  %q42 = getelementptr i8, ptr %buf, i256 42
  %b42 = load i8, ptr %q42
  %z42 = zext i8 %b42 to i256
  %h42 = shl i256 %o41, 8
  %o42 = or i256 %h42, %z42
  %q43 = getelementptr i8, ptr %buf, i256 43
  %b43 = load i8, ptr %q43
  %z43 = zext i8 %b43 to i256
  %h43 = shl i256 %o42, 8
  %o43 = or i256 %h43, %z43
  %q44 = getelementptr i8, ptr %buf, i256 44
  %b44 = load i8, ptr %q44
  %z44 = zext i8 %b44 to i256
  %h44 = shl i256 %o43, 8
  %o44 = or i256 %h44, %z44
  %q45 = getelementptr i8, ptr %buf, i256 45
  %b45 = load i8, ptr %q45
  %z45 = zext i8 %b45 to i256
  %h45 = shl i256 %o44, 8
  %o45 = or i256 %h45, %z45
  %q46 = getelementptr i8, ptr %buf, i256 46
  %b46 = load i8, ptr %q46
  %z46 = zext i8 %b46 to i256
  %h46 = shl i256 %o45, 8
  %o46 = or i256 %h46, %z46
  %q47 = getelementptr i8, ptr %buf, i256 47
  %b47 = load i8, ptr %q47
  %z47 = zext i8 %b47 to i256
  %h47 = shl i256 %o46, 8
  %o47 = or i256 %h47, %z47
  %q48 = getelementptr i8, ptr %buf, i256 48
  %b48 = load i8, ptr %q48
  %z48 = zext i8 %b48 to i256
  %h48 = shl i256 %o47, 8
  %o48 = or i256 %h48, %z48
  %q49 = getelementptr i8, ptr %buf, i256 49
  %b49 = load i8, ptr %q49
  %z49 = zext i8 %b49 to i256
  %h49 = shl i256 %o48, 8
  %o49 = or i256 %h49, %z49
  %q50 = getelementptr i8, ptr %buf, i256 50
  %b50 = load i8, ptr %q50
  %z50 = zext i8 %b50 to i256
  %h50 = shl i256 %o49, 8
  %o50 = or i256 %h50, %z50
  %q51 = getelementptr i8, ptr %buf, i256 51
  %b51 = load i8, ptr %q51
  %z51 = zext i8 %b51 to i256
  %h51 = shl i256 %o50, 8
  %o51 = or i256 %h51, %z51
  %q52 = getelementptr i8, ptr %buf, i256 52
  %b52 = load i8, ptr %q52
  %z52 = zext i8 %b52 to i256
  %h52 = shl i256 %o51, 8
  %o52 = or i256 %h52, %z52
  %q53 = getelementptr i8, ptr %buf, i256 53
  %b53 = load i8, ptr %q53
  %z53 = zext i8 %b53 to i256
  %h53 = shl i256 %o52, 8
  %o53 = or i256 %h53, %z53
  %q54 = getelementptr i8, ptr %buf, i256 54
  %b54 = load i8, ptr %q54
  %z54 = zext i8 %b54 to i256
  %h54 = shl i256 %o53, 8
  %o54 = or i256 %h54, %z54
  %q55 = getelementptr i8, ptr %buf, i256 55
  %b55 = load i8, ptr %q55
  %z55 = zext i8 %b55 to i256
  %h55 = shl i256 %o54, 8
  %o55 = or i256 %h55, %z55
  %q56 = getelementptr i8, ptr %buf, i256 56
  %b56 = load i8, ptr %q56
  %z56 = zext i8 %b56 to i256
  %h56 = shl i256 %o55, 8
  %o56 = or i256 %h56, %z56
  %q57 = getelementptr i8, ptr %buf, i256 57
  %b57 = load i8, ptr %q57
  %z57 = zext i8 %b57 to i256
  %h57 = shl i256 %o56, 8
  %o57 = or i256 %h57, %z57
  %q58 = getelementptr i8, ptr %buf, i256 58
  %b58 = load i8, ptr %q58
  %z58 = zext i8 %b58 to i256
  %h58 = shl i256 %o57, 8
  %o58 = or i256 %h58, %z58
  %q59 = getelementptr i8, ptr %buf, i256 59
  %b59 = load i8, ptr %q59
  %z59 = zext i8 %b59 to i256
  %h59 = shl i256 %o58, 8
  %o59 = or i256 %h59, %z59
  %q60 = getelementptr i8, ptr %buf, i256 60
  %b60 = load i8, ptr %q60
  %z60 = zext i8 %b60 to i256
  %h60 = shl i256 %o59, 8
  %o60 = or i256 %h60, %z60
  %q61 = getelementptr i8, ptr %buf, i256 61
  %b61 = load i8, ptr %q61
  %z61 = zext i8 %b61 to i256
  %h61 = shl i256 %o60, 8
  %o61 = or i256 %h61, %z61
  %q62 = getelementptr i8, ptr %buf, i256 62
  %b62 = load i8, ptr %q62
  %z62 = zext i8 %b62 to i256
  %q63 = getelementptr i8, ptr %buf, i256 63
  %b63 = load i8, ptr %q63
  %z63 = zext i8 %b63 to i256
  %h63 = shl i256 %z62, 8
  %o63 = or i256 %h63, %z63
  %s0 = insertvalue {i256, i256} poison, i256 %o61, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o63, 1
  ret {i256, i256} %s1
}

define {i256, i256} @bytes_i256_at33(i256 %fill, i256 %v) {
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
  store i256 %v, ptr %p
  %q32 = getelementptr i8, ptr %buf, i256 32
  %b32 = load i8, ptr %q32
  %z32 = zext i8 %b32 to i256
  %q33 = getelementptr i8, ptr %buf, i256 33
  %b33 = load i8, ptr %q33
  %z33 = zext i8 %b33 to i256
  %h33 = shl i256 %z32, 8
  %o33 = or i256 %h33, %z33
  %q34 = getelementptr i8, ptr %buf, i256 34
  %b34 = load i8, ptr %q34
  %z34 = zext i8 %b34 to i256
  %h34 = shl i256 %o33, 8
  %o34 = or i256 %h34, %z34
  %q35 = getelementptr i8, ptr %buf, i256 35
  %b35 = load i8, ptr %q35
  %z35 = zext i8 %b35 to i256
  %h35 = shl i256 %o34, 8
  %o35 = or i256 %h35, %z35
  %q36 = getelementptr i8, ptr %buf, i256 36
  %b36 = load i8, ptr %q36
  %z36 = zext i8 %b36 to i256
  %h36 = shl i256 %o35, 8
  %o36 = or i256 %h36, %z36
  %q37 = getelementptr i8, ptr %buf, i256 37
  %b37 = load i8, ptr %q37
  %z37 = zext i8 %b37 to i256
  %h37 = shl i256 %o36, 8
  %o37 = or i256 %h37, %z37
  %q38 = getelementptr i8, ptr %buf, i256 38
  %b38 = load i8, ptr %q38
  %z38 = zext i8 %b38 to i256
  %h38 = shl i256 %o37, 8
  %o38 = or i256 %h38, %z38
  %q39 = getelementptr i8, ptr %buf, i256 39
  %b39 = load i8, ptr %q39
  %z39 = zext i8 %b39 to i256
  %h39 = shl i256 %o38, 8
  %o39 = or i256 %h39, %z39
  %q40 = getelementptr i8, ptr %buf, i256 40
  %b40 = load i8, ptr %q40
  %z40 = zext i8 %b40 to i256
  %h40 = shl i256 %o39, 8
  %o40 = or i256 %h40, %z40
  %q41 = getelementptr i8, ptr %buf, i256 41
  %b41 = load i8, ptr %q41
  %z41 = zext i8 %b41 to i256
  %h41 = shl i256 %o40, 8
  %o41 = or i256 %h41, %z41
  %q42 = getelementptr i8, ptr %buf, i256 42
  %b42 = load i8, ptr %q42
  %z42 = zext i8 %b42 to i256
  %h42 = shl i256 %o41, 8
  %o42 = or i256 %h42, %z42
  %q43 = getelementptr i8, ptr %buf, i256 43
  %b43 = load i8, ptr %q43
  %z43 = zext i8 %b43 to i256
  %h43 = shl i256 %o42, 8
  %o43 = or i256 %h43, %z43
  %q44 = getelementptr i8, ptr %buf, i256 44
  %b44 = load i8, ptr %q44
  %z44 = zext i8 %b44 to i256
  %h44 = shl i256 %o43, 8
  %o44 = or i256 %h44, %z44
  %q45 = getelementptr i8, ptr %buf, i256 45
  %b45 = load i8, ptr %q45
  %z45 = zext i8 %b45 to i256
  %h45 = shl i256 %o44, 8
  %o45 = or i256 %h45, %z45
  %q46 = getelementptr i8, ptr %buf, i256 46
  %b46 = load i8, ptr %q46
  %z46 = zext i8 %b46 to i256
  %h46 = shl i256 %o45, 8
  %o46 = or i256 %h46, %z46
  %q47 = getelementptr i8, ptr %buf, i256 47
  %b47 = load i8, ptr %q47
  %z47 = zext i8 %b47 to i256
  %h47 = shl i256 %o46, 8
  %o47 = or i256 %h47, %z47
  %q48 = getelementptr i8, ptr %buf, i256 48
  %b48 = load i8, ptr %q48
  %z48 = zext i8 %b48 to i256
  %h48 = shl i256 %o47, 8
  %o48 = or i256 %h48, %z48
  %q49 = getelementptr i8, ptr %buf, i256 49
  %b49 = load i8, ptr %q49
  %z49 = zext i8 %b49 to i256
  %h49 = shl i256 %o48, 8
  %o49 = or i256 %h49, %z49
  %q50 = getelementptr i8, ptr %buf, i256 50
  %b50 = load i8, ptr %q50
  %z50 = zext i8 %b50 to i256
  %h50 = shl i256 %o49, 8
  %o50 = or i256 %h50, %z50
  %q51 = getelementptr i8, ptr %buf, i256 51
  %b51 = load i8, ptr %q51
  %z51 = zext i8 %b51 to i256
  %h51 = shl i256 %o50, 8
  %o51 = or i256 %h51, %z51
  %q52 = getelementptr i8, ptr %buf, i256 52
  %b52 = load i8, ptr %q52
  %z52 = zext i8 %b52 to i256
  %h52 = shl i256 %o51, 8
  %o52 = or i256 %h52, %z52
  %q53 = getelementptr i8, ptr %buf, i256 53
  %b53 = load i8, ptr %q53
  %z53 = zext i8 %b53 to i256
  %h53 = shl i256 %o52, 8
  %o53 = or i256 %h53, %z53
  %q54 = getelementptr i8, ptr %buf, i256 54
  %b54 = load i8, ptr %q54
  %z54 = zext i8 %b54 to i256
  %h54 = shl i256 %o53, 8
  %o54 = or i256 %h54, %z54
  %q55 = getelementptr i8, ptr %buf, i256 55
  %b55 = load i8, ptr %q55
  %z55 = zext i8 %b55 to i256
  %h55 = shl i256 %o54, 8
  %o55 = or i256 %h55, %z55
  %q56 = getelementptr i8, ptr %buf, i256 56
  %b56 = load i8, ptr %q56
  %z56 = zext i8 %b56 to i256
  %h56 = shl i256 %o55, 8
  %o56 = or i256 %h56, %z56
  %q57 = getelementptr i8, ptr %buf, i256 57
  %b57 = load i8, ptr %q57
  %z57 = zext i8 %b57 to i256
  %h57 = shl i256 %o56, 8
  %o57 = or i256 %h57, %z57
  %q58 = getelementptr i8, ptr %buf, i256 58
  %b58 = load i8, ptr %q58
  %z58 = zext i8 %b58 to i256
  %h58 = shl i256 %o57, 8
  %o58 = or i256 %h58, %z58
  %q59 = getelementptr i8, ptr %buf, i256 59
  %b59 = load i8, ptr %q59
  %z59 = zext i8 %b59 to i256
  %h59 = shl i256 %o58, 8
  %o59 = or i256 %h59, %z59
  %q60 = getelementptr i8, ptr %buf, i256 60
  %b60 = load i8, ptr %q60
  %z60 = zext i8 %b60 to i256
  %h60 = shl i256 %o59, 8
  %o60 = or i256 %h60, %z60
  %q61 = getelementptr i8, ptr %buf, i256 61
  %b61 = load i8, ptr %q61
  %z61 = zext i8 %b61 to i256
  %h61 = shl i256 %o60, 8
  %o61 = or i256 %h61, %z61
  %q62 = getelementptr i8, ptr %buf, i256 62
  %b62 = load i8, ptr %q62
  %z62 = zext i8 %b62 to i256
  %h62 = shl i256 %o61, 8
  %o62 = or i256 %h62, %z62
  %q63 = getelementptr i8, ptr %buf, i256 63
  %b63 = load i8, ptr %q63
  %z63 = zext i8 %b63 to i256
  %h63 = shl i256 %o62, 8
  %o63 = or i256 %h63, %z63
  %q64 = getelementptr i8, ptr %buf, i256 64
  %b64 = load i8, ptr %q64
  %z64 = zext i8 %b64 to i256
  %q65 = getelementptr i8, ptr %buf, i256 65
  %b65 = load i8, ptr %q65
  %z65 = zext i8 %b65 to i256
  %h65 = shl i256 %z64, 8
  %o65 = or i256 %h65, %z65
  %s0 = insertvalue {i256, i256} poison, i256 %o63, 0
  %s1 = insertvalue {i256, i256} %s0, i256 %o65, 1
  ret {i256, i256} %s1
}
