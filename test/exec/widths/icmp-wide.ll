;! { "cases": [
;! {"name": "icmp_eq_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1f75ea9ece8a8ce0a7c01c307220588dadd6671ead2", "0x0", "0x1f75ea9ece8a8ce0a7c01c307220588dadd6671ead2"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xca8eadde7f1c7ff48399fa4c3c65498b8c52a76d3ffde0716b09f683407a16a9", "0x1", "0x6233f0dac8a7b1de170a6c9610b329603c142d800c794b91b2cf46dcfac85c35"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x3efe41329c9572ab0de180ff", "0x1", "0xfffffffffffffffffffffffffffffffffffe8239e59e9c1fcc8ae02ebc6f898d"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x18601d436c7e", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xd1b5b3d06ad0f189283702c50f0478ece20981ce1f82be766fd89af4305525c8", "0x8eb8fea064a450d94fb554cd50424012190544d02e983e6005057920b28eb83", "0xecde73dbddbaedbf87a7d788854c95ae6b4ab8f3fa3230bb323bd4d59cbc1673", "0x893a53492ffa2a3a31412c83ebfe164ca9cd78e9981bf2db5aaa31a444120c46"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffb07dd3d75ac5412a1298c0837a", "0x987309d9414c7e1735606bc2cc5eb1741e186aefe26483e59712ecae44ec5dfd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffe89c0f5a415ca88ce80d49263e20996a5d169f7"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x76c362efc2030c3025fe89389303999767fc9e16eaa7d20dcbe884417242dd26", "0x52fbf2cbf8964273b1a9092f80ddd7f91761eaa65530215c46e48b4f786f6800"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x941aeddcff7d4832d2f30118a8b1e1f81e5add8fbfaf91d93c5479d1558e6c43", "0x0", "0x941aeddcff7d4832d2f30118a8b1e1f81e5add8fbfaf91d93c5479d1558e6c43"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffff812df8b0e7ea", "0x1", "0x8b7a15aeb8287988927ed3c9895dc5293d6f048df8022eb8fac52a0514c0bc2a"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x2", "0x0", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x0", "0x1", "0xffffffffffffffb07bc83dd11c1a7fcbeee96236f871549435c058a9215e94b1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffffffffffaa850b9237d1b7f396183f0a52"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x32ee152a18e8fff1c1b502d73c4dd407f5fa3e56f772094e3b6a6aeea87846f0", "0xfd44b60182073d9da59ba61b6cb30687b3abb890349db9bc8fe0acc479948a73", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8a082", "0x13419ed69162813f31b30de2e203ff3214fe61fa4ead98c13b4c173461612baf"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xf4f1e1eb2da8e467661626220c6c1123a5feb80fcdc600471bd160e142747d3d", "0x3c6a96551d6a0fa905d29d20d0fd6c3c0e2a6e4fa21d18bca4f9e5ba9834ec04", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x88c56258adad673d2e8629df4c7d21d868e038be87f84eb152f7713b85e743cb", "0x57731e6212a02dc32d36c7d3dbd6410d0167b05bc66a45f0ac12745e3cd01f44", "0xc50a0141a2694007892e25a81d565f72483b78531af4ab0d53e0a2817267dd8e", "0xadebffd0589a8701633d80228ea5d715e1a078861d9efa5b875832f79ea09a2f"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x0", "0x1", "0xffffffffffffffffe0263d5be4fde5b83f3045a92e6c1ba8bf86b4a97b46a2ee"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffe2d2aec7917608158644f8"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffb62037870cc1e7ea963640dd26a32aeba468d2d2e566087455988422", "0x1", "0xff230563587c45225468d86e0ea34bb608b33773d8a72cbe74bab797d7341132"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfffe928fe966e4cc2612ce529875f1b214d176261ee0457a8894fb6ee1d79db0", "0xafa01f64aeabe24398126947fc79e41fea4c2430eac1b69cadb72d8dd98c54b6", "0xfffe928fe966e4cc2612ce529875f1b214d176261ee0457a8894fb6ee1d79db0", "0xafa01f64aeabe24398126947fc79e41fea4c2430eac1b69cadb72d8dd98c54b6"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x547165fbebe8", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfc424179ffefa0e14d07b79b184e2712985741d71a120d7006b9a7a79b35a2a0", "0x8939ea8aa9143c5c0b697cc166c3470d80edb0c7a1c59d5a9a6861f582ec6e29", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffff16f7594b4667ba55b821"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xb9461920aea648e1a55ad589ccdde38976d41ddb5227d2aae596ba212f7424e4", "0x1", "0xb9461920aea648e1a55ad589ccdde38976d41ddb5227d2aae596ba212f7424e4"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x3164d2d88618aa2946a3f4c64b893eefccd5fc6249727d121c7a488be3c"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x4a68001e028a9c51864b0b60b0ca547299f65027df197039f8f6149f4bcec446", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffffffffbb14a4fb66158854b10390ee5a6a523d4843658aad4e723d5f4029", "0x1", "0x28ccddc5ac4de1e526921f5a644984b6b5e351e4b62ca6c83c76f1434653ed85"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffffffffffff3796a0962934f6968d681fa22af7a2850e6", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb8"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x4d868c0f6264e65bd6ba016f13f191856e3f90e136fd31d7ec36558df5a6ed93", "0xd8aa6e341b2b4993c64069f672ad713c7c226ef217c45a6a894b7ef7b1431c8d"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0x0", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x66758fd", "0x0", "0x2bca935ddedbf41413a"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffaf920575b4f87ee08a87264"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xf", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0xcbd"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfbbf781971bc2e6148ce9e948226e58d6d962f7e9ffa503518a7ac032130f789", "0x44bfe01efe173804057cf0c306b9de91bac32a82b89488400123ae17e1c4c30e", "0xfbbf781971bc2e6148ce9e948226e58d6d962f7e9ffa503518a7ac032130f789", "0x44bfe01efe173804057cf0c306b9de91bac32a82b89488400123ae17e1c4c30e"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x7880e912ea7bf34cbf3d9ae2cd364a14d7ab40a3944c7346a30e8ccef3839b93", "0xc7ed282ebae246143414768d4ff5757777802088546392543e37c43d287b88e2"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x69b178b71a6a5d8d56c0186f6bbbb9e06f7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffff348c0644ae548f35da0afe0beb1b72370020c9"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed5e"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x2", "0x0", "0x2"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x8dbe0390573203035f832d9b6629e9f0a4e5d16dbee9184a8dc9ca5a37b6dfb2", "0x1", "0x2fa3fdad434fabd381067a3f65823dae6e4d77ce7af4a37ceecb70ef2d1c8cc9"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x2", "0x0", "0x17f9b2c"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0x1", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x174b8f3d1cd", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x2b39401b9493278435f976e5f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffa37ca56"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffefb0d8940aaea69c4934b5618f855977156117da1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x244db8978ac1c2eed2a29e9437fc4ec84c786c6a67d312d9f863cbf1bd", "0x0", "0x244db8978ac1c2eed2a29e9437fc4ec84c786c6a67d312d9f863cbf1bd"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x2104aab2b34a45ce59e54eb113a961044071856c9"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x2294ea9307682a0bc98794d74ccc75a32d96b124584cc7e057d5bda14a4d3e7e", "0x0", "0xc427607c3d96e9a89e6bd2e3a"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0xda77bbc8084645826e052f8", "0x0", "0x53d70f3fbbe3a761c5f2d4c850fb3c1ac08652cf4c1098948392eed45ae8581c"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1", "0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x379c04e574ca717e61d8c8b791aadd1df81b6d205372658c3b0c237b77b517c6", "0x987a496842c66d2f270bf476a9b369d222b42f0a67f5c27f22b3366d51b0c3fc", "0x379c04e574ca717e61d8c8b791aadd1df81b6d205372658c3b0c237b77b517c6", "0x987a496842c66d2f270bf476a9b369d222b42f0a67f5c27f22b3366d51b0c3fc"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x826c449b07d9f2c4a30569fc038", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffff84e103166c1d70165170ff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x1", "0x1", "0xffffffffcc9dd179dc612b706e7e7e812f7ee4ee0b43d359abb6a97bb76624e5"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0xd2145ce5554997c96a9022b6661d0cc5a8451e04251e13f11c0209d6992eee83", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x870d2fc9c85ba91147775d085392855e6d54b14baebf19e241a45255e539e51e", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffeb66b0e62e1dd2225a46"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x2", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x1b924ac31e423becbc40f77ec808b2107f5e33c", "0x148d88a60966efe6f75a41118d107444b08ce40f3a4ce4d2259d92f825574acb", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x1", "0x4888e2de3d69ebb09124fd832de2d000ae8c2bf1d1b21630061867b1b3a28503", "0x36d357d13ba9d074fa8ab45cf9842e0be05b4ca263ff950454198f86c2f5707b"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x885bed50b7e6969ba4c3fa7a6d0060c0832a313d3f297a5d97f996665ddf9892", "0xa0c881a12e40a763a23372091152b8295077471f3be56fbc34b9d6209812f184"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x9c9153f1a87564125ed38d28c060d01a3c59c668b8ba7d6f3c57caeaf26299fd", "0xd9146a0880c08b3db275935fcb5c3efbce82ed76c216b8653d5c0e28ee4cf98b", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe2ee9", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe2ee9"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x1108b94c6", "0x1", "0xffffffffffffffffffffffedfcbef6954c9a81603f9aa51cb06bf75ec330500b"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x0", "0x0", "0x2"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x0", "0xef936aa282b90e8f0d880611f8209a8a522e3f0a926a343a60e3780"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x2ad8a388e6c417fdf8012c4594e004cc125c", "0x0", "0xa1c079956041690f6d71547306c878882338dc97cbc75a82d7ed637ada629d6"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x138344ad9da70664bb6f99e3dd4562bf6eafac7487bdea73b5c5e7667ab06298", "0x565def4393e64d3620a8bb59fe75f1819b81093e31db921672709d05c98b9cf6", "0x138344ad9da70664bb6f99e3dd4562bf6eafac7487bdea73b5c5e7667ab06298", "0x565def4393e64d3620a8bb59fe75f1819b81093e31db921672709d05c98b9cf6"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xab714fc304966e0634d2d5612114d3ff0dafe1ccf2fb42b58109681daa848a91", "0xc3aa1aa247671e725e0937c14fa50ee3adbb39903a25d883efa3e88838760d90", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1bf9e3678573a7ef535bd37a67f8f51c27650db70592215ddc04e84f5ddbcbd"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffcf868051dfcca6", "0x0", "0x2"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0x1", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffc8ebff35429c32d30d"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0xc77c0ed1549ae5c6ee8256aec4cc8c04601df568c23cb343510cfa5ef0049c31", "0x0", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x39c186b7372f7054d78", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffb94de1d1e8bd"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffe0543bd131ab8e9a7265", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffe0543bd131ab8e9a7265"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x33958a037d331768ac3d23d8fc90b45feb1b37733c765615e4f1a71e413f577a", "0xf45b300fe6167090f9ebfcb1aed006596f9b587da2e7603ffe3b7770658a9d08", "0x9e4ac644d9f5f31a4abe24383b0dfea6c9578c2da53186f7a4582d8c62640ae", "0x399c1a9e0027a914eba897634387d69470934653f619bed0ce2645065174c378"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x62", "0xb84e73b24e970de121cb528fbe3c2ab4b5e979d2e657ae879f04358c6731e54", "0x8e67241f2585ae785af60b35eaa0e71e6e1106dbc447dd05393178b8fa10f2", "0xe97a1e2d486ccff0f8c0df91146dfe9db697c0a0254399037eff38def4b13d17"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffff5e52480c9c8acae4a866c16c5d8396e929bdace0", "0x35ddfe983954304fa69b5896b7641ab9df4539c131b576f0b3f3e80cd43c8b7a", "0xffffffffffffffffffffffffffffffffed70b35f854a3027ae32f9b6591e9f0d", "0x6fb22fac95498a51c89c80ac7fc78a0f432a8ded6559b582d94b455addc6e991"]}], "expected": ["0x1"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; icmp with every predicate (the i1 result as a word).
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
  %f0.16 = call i1 @icmp_eq_i257(i257 %f0.7, i257 %f0.15)
  %f0.17 = zext i1 %f0.16 to i256
  %f0.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.17, ptr addrspace(1) %f0.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
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
  %f1.16 = call i1 @icmp_eq_i512(i512 %f1.7, i512 %f1.15)
  %f1.17 = zext i1 %f1.16 to i256
  %f1.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.17, ptr addrspace(1) %f1.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
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
  %f2.16 = call i1 @icmp_ne_i257(i257 %f2.7, i257 %f2.15)
  %f2.17 = zext i1 %f2.16 to i256
  %f2.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.17, ptr addrspace(1) %f2.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
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
  %f3.16 = call i1 @icmp_ne_i512(i512 %f3.7, i512 %f3.15)
  %f3.17 = zext i1 %f3.16 to i256
  %f3.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.17, ptr addrspace(1) %f3.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
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
  %f4.16 = call i1 @icmp_ugt_i257(i257 %f4.7, i257 %f4.15)
  %f4.17 = zext i1 %f4.16 to i256
  %f4.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.17, ptr addrspace(1) %f4.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
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
  %f5.16 = call i1 @icmp_ugt_i512(i512 %f5.7, i512 %f5.15)
  %f5.17 = zext i1 %f5.16 to i256
  %f5.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.17, ptr addrspace(1) %f5.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
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
  %f6.8 = inttoptr i256 96 to ptr addrspace(2)
  %f6.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.8)
  %f6.10 = zext i256 %f6.9 to i257
  %f6.11 = inttoptr i256 128 to ptr addrspace(2)
  %f6.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.11)
  %f6.13 = zext i256 %f6.12 to i257
  %f6.14 = shl i257 %f6.10, 256
  %f6.15 = or i257 %f6.14, %f6.13
  %f6.16 = call i1 @icmp_uge_i257(i257 %f6.7, i257 %f6.15)
  %f6.17 = zext i1 %f6.16 to i256
  %f6.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.17, ptr addrspace(1) %f6.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
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
  %f7.8 = inttoptr i256 96 to ptr addrspace(2)
  %f7.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.8)
  %f7.10 = zext i256 %f7.9 to i512
  %f7.11 = inttoptr i256 128 to ptr addrspace(2)
  %f7.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.11)
  %f7.13 = zext i256 %f7.12 to i512
  %f7.14 = shl i512 %f7.10, 256
  %f7.15 = or i512 %f7.14, %f7.13
  %f7.16 = call i1 @icmp_uge_i512(i512 %f7.7, i512 %f7.15)
  %f7.17 = zext i1 %f7.16 to i256
  %f7.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.17, ptr addrspace(1) %f7.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = zext i256 %f8.1 to i257
  %f8.3 = inttoptr i256 64 to ptr addrspace(2)
  %f8.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.3)
  %f8.5 = zext i256 %f8.4 to i257
  %f8.6 = shl i257 %f8.2, 256
  %f8.7 = or i257 %f8.6, %f8.5
  %f8.8 = inttoptr i256 96 to ptr addrspace(2)
  %f8.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.8)
  %f8.10 = zext i256 %f8.9 to i257
  %f8.11 = inttoptr i256 128 to ptr addrspace(2)
  %f8.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.11)
  %f8.13 = zext i256 %f8.12 to i257
  %f8.14 = shl i257 %f8.10, 256
  %f8.15 = or i257 %f8.14, %f8.13
  %f8.16 = call i1 @icmp_ult_i257(i257 %f8.7, i257 %f8.15)
  %f8.17 = zext i1 %f8.16 to i256
  %f8.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.17, ptr addrspace(1) %f8.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = zext i256 %f9.1 to i512
  %f9.3 = inttoptr i256 64 to ptr addrspace(2)
  %f9.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.3)
  %f9.5 = zext i256 %f9.4 to i512
  %f9.6 = shl i512 %f9.2, 256
  %f9.7 = or i512 %f9.6, %f9.5
  %f9.8 = inttoptr i256 96 to ptr addrspace(2)
  %f9.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.8)
  %f9.10 = zext i256 %f9.9 to i512
  %f9.11 = inttoptr i256 128 to ptr addrspace(2)
  %f9.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.11)
  %f9.13 = zext i256 %f9.12 to i512
  %f9.14 = shl i512 %f9.10, 256
  %f9.15 = or i512 %f9.14, %f9.13
  %f9.16 = call i1 @icmp_ult_i512(i512 %f9.7, i512 %f9.15)
  %f9.17 = zext i1 %f9.16 to i256
  %f9.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.17, ptr addrspace(1) %f9.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = zext i256 %f10.1 to i257
  %f10.3 = inttoptr i256 64 to ptr addrspace(2)
  %f10.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.3)
  %f10.5 = zext i256 %f10.4 to i257
  %f10.6 = shl i257 %f10.2, 256
  %f10.7 = or i257 %f10.6, %f10.5
  %f10.8 = inttoptr i256 96 to ptr addrspace(2)
  %f10.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.8)
  %f10.10 = zext i256 %f10.9 to i257
  %f10.11 = inttoptr i256 128 to ptr addrspace(2)
  %f10.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.11)
  %f10.13 = zext i256 %f10.12 to i257
  %f10.14 = shl i257 %f10.10, 256
  %f10.15 = or i257 %f10.14, %f10.13
  %f10.16 = call i1 @icmp_ule_i257(i257 %f10.7, i257 %f10.15)
  %f10.17 = zext i1 %f10.16 to i256
  %f10.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.17, ptr addrspace(1) %f10.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = zext i256 %f11.1 to i512
  %f11.3 = inttoptr i256 64 to ptr addrspace(2)
  %f11.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.3)
  %f11.5 = zext i256 %f11.4 to i512
  %f11.6 = shl i512 %f11.2, 256
  %f11.7 = or i512 %f11.6, %f11.5
  %f11.8 = inttoptr i256 96 to ptr addrspace(2)
  %f11.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.8)
  %f11.10 = zext i256 %f11.9 to i512
  %f11.11 = inttoptr i256 128 to ptr addrspace(2)
  %f11.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.11)
  %f11.13 = zext i256 %f11.12 to i512
  %f11.14 = shl i512 %f11.10, 256
  %f11.15 = or i512 %f11.14, %f11.13
  %f11.16 = call i1 @icmp_ule_i512(i512 %f11.7, i512 %f11.15)
  %f11.17 = zext i1 %f11.16 to i256
  %f11.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.17, ptr addrspace(1) %f11.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = zext i256 %f12.1 to i257
  %f12.3 = inttoptr i256 64 to ptr addrspace(2)
  %f12.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.3)
  %f12.5 = zext i256 %f12.4 to i257
  %f12.6 = shl i257 %f12.2, 256
  %f12.7 = or i257 %f12.6, %f12.5
  %f12.8 = inttoptr i256 96 to ptr addrspace(2)
  %f12.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.8)
  %f12.10 = zext i256 %f12.9 to i257
  %f12.11 = inttoptr i256 128 to ptr addrspace(2)
  %f12.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.11)
  %f12.13 = zext i256 %f12.12 to i257
  %f12.14 = shl i257 %f12.10, 256
  %f12.15 = or i257 %f12.14, %f12.13
  %f12.16 = call i1 @icmp_sgt_i257(i257 %f12.7, i257 %f12.15)
  %f12.17 = zext i1 %f12.16 to i256
  %f12.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.17, ptr addrspace(1) %f12.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = zext i256 %f13.1 to i512
  %f13.3 = inttoptr i256 64 to ptr addrspace(2)
  %f13.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.3)
  %f13.5 = zext i256 %f13.4 to i512
  %f13.6 = shl i512 %f13.2, 256
  %f13.7 = or i512 %f13.6, %f13.5
  %f13.8 = inttoptr i256 96 to ptr addrspace(2)
  %f13.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.8)
  %f13.10 = zext i256 %f13.9 to i512
  %f13.11 = inttoptr i256 128 to ptr addrspace(2)
  %f13.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.11)
  %f13.13 = zext i256 %f13.12 to i512
  %f13.14 = shl i512 %f13.10, 256
  %f13.15 = or i512 %f13.14, %f13.13
  %f13.16 = call i1 @icmp_sgt_i512(i512 %f13.7, i512 %f13.15)
  %f13.17 = zext i1 %f13.16 to i256
  %f13.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.17, ptr addrspace(1) %f13.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = zext i256 %f14.1 to i257
  %f14.3 = inttoptr i256 64 to ptr addrspace(2)
  %f14.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.3)
  %f14.5 = zext i256 %f14.4 to i257
  %f14.6 = shl i257 %f14.2, 256
  %f14.7 = or i257 %f14.6, %f14.5
  %f14.8 = inttoptr i256 96 to ptr addrspace(2)
  %f14.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.8)
  %f14.10 = zext i256 %f14.9 to i257
  %f14.11 = inttoptr i256 128 to ptr addrspace(2)
  %f14.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.11)
  %f14.13 = zext i256 %f14.12 to i257
  %f14.14 = shl i257 %f14.10, 256
  %f14.15 = or i257 %f14.14, %f14.13
  %f14.16 = call i1 @icmp_sge_i257(i257 %f14.7, i257 %f14.15)
  %f14.17 = zext i1 %f14.16 to i256
  %f14.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.17, ptr addrspace(1) %f14.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = zext i256 %f15.1 to i512
  %f15.3 = inttoptr i256 64 to ptr addrspace(2)
  %f15.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.3)
  %f15.5 = zext i256 %f15.4 to i512
  %f15.6 = shl i512 %f15.2, 256
  %f15.7 = or i512 %f15.6, %f15.5
  %f15.8 = inttoptr i256 96 to ptr addrspace(2)
  %f15.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.8)
  %f15.10 = zext i256 %f15.9 to i512
  %f15.11 = inttoptr i256 128 to ptr addrspace(2)
  %f15.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.11)
  %f15.13 = zext i256 %f15.12 to i512
  %f15.14 = shl i512 %f15.10, 256
  %f15.15 = or i512 %f15.14, %f15.13
  %f15.16 = call i1 @icmp_sge_i512(i512 %f15.7, i512 %f15.15)
  %f15.17 = zext i1 %f15.16 to i256
  %f15.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.17, ptr addrspace(1) %f15.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = zext i256 %f16.1 to i257
  %f16.3 = inttoptr i256 64 to ptr addrspace(2)
  %f16.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.3)
  %f16.5 = zext i256 %f16.4 to i257
  %f16.6 = shl i257 %f16.2, 256
  %f16.7 = or i257 %f16.6, %f16.5
  %f16.8 = inttoptr i256 96 to ptr addrspace(2)
  %f16.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.8)
  %f16.10 = zext i256 %f16.9 to i257
  %f16.11 = inttoptr i256 128 to ptr addrspace(2)
  %f16.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.11)
  %f16.13 = zext i256 %f16.12 to i257
  %f16.14 = shl i257 %f16.10, 256
  %f16.15 = or i257 %f16.14, %f16.13
  %f16.16 = call i1 @icmp_slt_i257(i257 %f16.7, i257 %f16.15)
  %f16.17 = zext i1 %f16.16 to i256
  %f16.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.17, ptr addrspace(1) %f16.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = zext i256 %f17.1 to i512
  %f17.3 = inttoptr i256 64 to ptr addrspace(2)
  %f17.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.3)
  %f17.5 = zext i256 %f17.4 to i512
  %f17.6 = shl i512 %f17.2, 256
  %f17.7 = or i512 %f17.6, %f17.5
  %f17.8 = inttoptr i256 96 to ptr addrspace(2)
  %f17.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.8)
  %f17.10 = zext i256 %f17.9 to i512
  %f17.11 = inttoptr i256 128 to ptr addrspace(2)
  %f17.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.11)
  %f17.13 = zext i256 %f17.12 to i512
  %f17.14 = shl i512 %f17.10, 256
  %f17.15 = or i512 %f17.14, %f17.13
  %f17.16 = call i1 @icmp_slt_i512(i512 %f17.7, i512 %f17.15)
  %f17.17 = zext i1 %f17.16 to i256
  %f17.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.17, ptr addrspace(1) %f17.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = zext i256 %f18.1 to i257
  %f18.3 = inttoptr i256 64 to ptr addrspace(2)
  %f18.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.3)
  %f18.5 = zext i256 %f18.4 to i257
  %f18.6 = shl i257 %f18.2, 256
  %f18.7 = or i257 %f18.6, %f18.5
  %f18.8 = inttoptr i256 96 to ptr addrspace(2)
  %f18.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.8)
  %f18.10 = zext i256 %f18.9 to i257
  %f18.11 = inttoptr i256 128 to ptr addrspace(2)
  %f18.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.11)
  %f18.13 = zext i256 %f18.12 to i257
  %f18.14 = shl i257 %f18.10, 256
  %f18.15 = or i257 %f18.14, %f18.13
  %f18.16 = call i1 @icmp_sle_i257(i257 %f18.7, i257 %f18.15)
  %f18.17 = zext i1 %f18.16 to i256
  %f18.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.17, ptr addrspace(1) %f18.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = zext i256 %f19.1 to i512
  %f19.3 = inttoptr i256 64 to ptr addrspace(2)
  %f19.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.3)
  %f19.5 = zext i256 %f19.4 to i512
  %f19.6 = shl i512 %f19.2, 256
  %f19.7 = or i512 %f19.6, %f19.5
  %f19.8 = inttoptr i256 96 to ptr addrspace(2)
  %f19.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.8)
  %f19.10 = zext i256 %f19.9 to i512
  %f19.11 = inttoptr i256 128 to ptr addrspace(2)
  %f19.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.11)
  %f19.13 = zext i256 %f19.12 to i512
  %f19.14 = shl i512 %f19.10, 256
  %f19.15 = or i512 %f19.14, %f19.13
  %f19.16 = call i1 @icmp_sle_i512(i512 %f19.7, i512 %f19.15)
  %f19.17 = zext i1 %f19.16 to i256
  %f19.18 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.17, ptr addrspace(1) %f19.18
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @icmp_eq_i257(i257 %a, i257 %b) {
  %r = icmp eq i257 %a, %b
  ret i1 %r
}

define i1 @icmp_eq_i512(i512 %a, i512 %b) {
  %r = icmp eq i512 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i257(i257 %a, i257 %b) {
  %r = icmp ne i257 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i512(i512 %a, i512 %b) {
  %r = icmp ne i512 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i257(i257 %a, i257 %b) {
  %r = icmp ugt i257 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i512(i512 %a, i512 %b) {
  %r = icmp ugt i512 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i257(i257 %a, i257 %b) {
  %r = icmp uge i257 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i512(i512 %a, i512 %b) {
  %r = icmp uge i512 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i257(i257 %a, i257 %b) {
  %r = icmp ult i257 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i512(i512 %a, i512 %b) {
  %r = icmp ult i512 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i257(i257 %a, i257 %b) {
  %r = icmp ule i257 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i512(i512 %a, i512 %b) {
  %r = icmp ule i512 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i257(i257 %a, i257 %b) {
  %r = icmp sgt i257 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i512(i512 %a, i512 %b) {
  %r = icmp sgt i512 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i257(i257 %a, i257 %b) {
  %r = icmp sge i257 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i512(i512 %a, i512 %b) {
  %r = icmp sge i512 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i257(i257 %a, i257 %b) {
  %r = icmp slt i257 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i512(i512 %a, i512 %b) {
  %r = icmp slt i512 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i257(i257 %a, i257 %b) {
  %r = icmp sle i257 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i512(i512 %a, i512 %b) {
  %r = icmp sle i512 %a, %b
  ret i1 %r
}
