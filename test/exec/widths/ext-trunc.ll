;! { "cases": [
;! {"name": "zext_i1_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i1_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xd86b81fbcb5a3f3fce7cc374ee62c58a3de288819665a905dda4c457554ab3cb"]}], "expected": ["0x1"]},
;! {"name": "zext_i1_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i1_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x28774dd751e3c6235dc9b1a9bec0f5622aa11a53b09f3a583a5eb92eca2a9bc1"]}], "expected": ["0x1"]},
;! {"name": "zext_i1_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i1_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x25867b1d1d7119b8ed80548045491206facab3504db26a2c6df5ce0e57ce705f"]}], "expected": ["0x1"]},
;! {"name": "zext_i1_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i1_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x670a58a2abfe8cbdd475a96feb0452df15aee40f1f84d178ef55458037665b23"]}], "expected": ["0x1"]},
;! {"name": "zext_i1_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i1_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x4883a95ca4fd495da9d269b8ea60a4ce7c02756a5e2576d833d94913aec4150f"]}], "expected": ["0x1"]},
;! {"name": "zext_i1_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i1_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xc4726d8992bebc5586004f3550a74ada137782914be9d687d8454a54d13f2903"]}], "expected": ["0x1"]},
;! {"name": "zext_i8_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i8_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xef92d0cfc782a9e83ba778d0cfed542e7233912300dd4019806fbe17afc85201"]}], "expected": ["0x1"]},
;! {"name": "zext_i8_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xff"]}], "expected": ["0xff"]},
;! {"name": "zext_i8_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xc2fd678dba308a704e617544a093aa6793fc8ece294f2100c738414ea3aee380"]}], "expected": ["0x80"]},
;! {"name": "zext_i8_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "zext_i8_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x218885e01b8b48b6b18b0d5b5e7d6c9267663efbe7cddb664e6d3114dc3181fe"]}], "expected": ["0xfe"]},
;! {"name": "zext_i8_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i8_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x9d45b6f6709769c20bba56ad2a3fc13d4f2c32e4f09bcf3e4e0e05027af66301"]}], "expected": ["0x1"]},
;! {"name": "zext_i8_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xff"]}], "expected": ["0xff"]},
;! {"name": "zext_i8_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x94e504d3f415e5b96cc4b7444175d5b717d05ab1b12f0d1e6f0c5b22cd01cf80"]}], "expected": ["0x80"]},
;! {"name": "zext_i8_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "zext_i8_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x749be574c775e194b96e845d11e608c6f90ccbfa4a615ffeb994adae2c8d511b"]}], "expected": ["0x1b"]},
;! {"name": "zext_i8_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i8_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x85877d39ffcfcae2c009e4cb59f5b60bd9476f6682df79f490a83c71b2630801"]}], "expected": ["0x1"]},
;! {"name": "zext_i8_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xff"]}], "expected": ["0xff"]},
;! {"name": "zext_i8_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xc6b876b77f214084293cf6b5ce11f7e7d04e2c84cf52813bc918c3a0534b0e80"]}], "expected": ["0x80"]},
;! {"name": "zext_i8_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "zext_i8_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x79a20280dbd44bc62b1fa20f5d48540c1fde47f925ff00d11d9a133308555087"]}], "expected": ["0x87"]},
;! {"name": "zext_i8_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i8_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7156cf33e598424c6a3334fec1f1962e7680e7d3d1f1cc6e8280dfe05b724601"]}], "expected": ["0x1"]},
;! {"name": "zext_i8_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xff"]}], "expected": ["0xff"]},
;! {"name": "zext_i8_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xc7b1be62eb94f7fc1a3862c12fa759d44c903d34b42ee8d376bb924cd5973380"]}], "expected": ["0x80"]},
;! {"name": "zext_i8_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "zext_i8_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x302d2ec35e6d48f2851e68ae3506258f219e9480e681e376ef3718c9993f07cb"]}], "expected": ["0xcb"]},
;! {"name": "zext_i8_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i8_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x6bac1ae1c006fba912394fe5107295b59f9f54fd1f989729a559af02a1e62201"]}], "expected": ["0x1"]},
;! {"name": "zext_i8_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xff"]}], "expected": ["0xff"]},
;! {"name": "zext_i8_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x8c67b9b56dab75ed1ad8cdda61643fefe42c068a56c3ced55bdaaa7e499adb80"]}], "expected": ["0x80"]},
;! {"name": "zext_i8_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "zext_i8_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x44d1e74a4d2995ae8f3fb037662122732bcc9f852a9d344dbde9294fd9ff9907"]}], "expected": ["0x7"]},
;! {"name": "zext_i32_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i32_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xec1b565fe2eeff3e62246aba38d42ea36e75827a950bb3cae29bf6ce00000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i32_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "zext_i32_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xaa7d8bcaa72fc0fe5b7c19a9a01be3c2e8785cd739c47718f6c4b8e80000000"]}], "expected": ["0x80000000"]},
;! {"name": "zext_i32_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "zext_i32_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x18ed4133ea703f09925be8e1c35b1d9145489081731444ae550e51fc9cacdb34"]}], "expected": ["0x9cacdb34"]},
;! {"name": "zext_i32_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i32_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xac5b0b09e63cca4baf7c6eba163526b1328c1eebf1141f95095a098900000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i32_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "zext_i32_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x854774e6fd126e9636b6fdc47dae837df571b0a8a43f1213cf60db5080000000"]}], "expected": ["0x80000000"]},
;! {"name": "zext_i32_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "zext_i32_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x48051815211ea8985d8c390beaf9080fab4a74596436d06ce29a1039fff89d5c"]}], "expected": ["0xfff89d5c"]},
;! {"name": "zext_i32_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i32_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xeaf6e1d1d7836e80a21bcafda776597455f2ef91f82e274d8d6b557b00000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i32_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "zext_i32_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x993d0e4d9374b87711eaca6701a7a89d1d248e8e2b6021dbbe3e9da980000000"]}], "expected": ["0x80000000"]},
;! {"name": "zext_i32_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "zext_i32_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1bd1a23cf3e6a57c42ea3309ca463cfb60adfb7464020374e82cb2350000452f"]}], "expected": ["0x452f"]},
;! {"name": "zext_i32_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i32_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x6bc56142dabd124dee53c14ea4be9200522ceee25cbfe2f0329c6a7200000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i32_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "zext_i32_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x789a6675a3d3d4199040d91449b743160b896f28113a1624e4cf4c4880000000"]}], "expected": ["0x80000000"]},
;! {"name": "zext_i32_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "zext_i32_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x91f7ae8988ede7f8f8c1b3d80fdb3582a7e53a638c3132d610645f3d884e6074"]}], "expected": ["0x884e6074"]},
;! {"name": "zext_i64_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i64_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x2da9320b3a4174cf1a8ff1110be2da4d3119b636e6b62a5d0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i64_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_i64_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xe5957a9af09a3a857128f7cac5590d2a28078c5d8958034b8000000000000000"]}], "expected": ["0x8000000000000000"]},
;! {"name": "zext_i64_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "zext_i64_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x33beef51fbefa4d5676db06c76cf21e14da610b1cc7572330000007f0e7aa160"]}], "expected": ["0x7f0e7aa160"]},
;! {"name": "zext_i64_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i64_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x36ac97b6bf858fc7a8ed911f1d57aadb647516f8c70705e00000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i64_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_i64_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x6d46344e0f1d671e7be4c09c52a4b9c813c38aff0fd524348000000000000000"]}], "expected": ["0x8000000000000000"]},
;! {"name": "zext_i64_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "zext_i64_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xcd6d04c0379beac6c679a03008de4861eb23308c966dd625fffffffffffffffe"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "zext_i64_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i64_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xb03416661770ad676f6825e246685ac886f1feb5af06e37f0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i64_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_i64_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x34cc3401edff350d39d93f288778302d16940a05fd941bad8000000000000000"]}], "expected": ["0x8000000000000000"]},
;! {"name": "zext_i64_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "zext_i64_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x2350ec5c53f57f355a316656351d35baea0af1c1118fac370000000000000002"]}], "expected": ["0x2"]},
;! {"name": "zext_i128_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i128_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x96481364f8a2366662ebd0ab99c22ecc00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i128_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x3b7646d3c90b9ec822dc6bab7a783e3480000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "zext_i128_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x2b2cfe6bcad89d17ca8f9edc1d74d1f50000b591521265baabce58ccbf029e18"]}], "expected": ["0xb591521265baabce58ccbf029e18"]},
;! {"name": "zext_i128_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i128_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x56083af331127e937f69f8199b3680b200000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_i128_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x249d023f9df65304b69e5e3baabdf6c80000000000000000000000000000000"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "zext_i128_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7cbb59cfb5dc33e07b61dabbfa602fde0d56121bc75d1d2a2a401714df2b0843"]}], "expected": ["0xd56121bc75d1d2a2a401714df2b0843"]},
;! {"name": "zext_i255_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_i255_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_i255_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i255_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "zext_i255_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i255_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffd3c9e76373afcf328f56d97105212633aa"]}], "expected": ["0x7fffffffffffffffffffffffffffffd3c9e76373afcf328f56d97105212633aa"]},
;! {"name": "sext_i1_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i1_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x46bcf68f12cb80ee883fa07330e9a21d7a088616a3402b10e9b0d00ab4ade37"]}], "expected": ["0xff"]},
;! {"name": "sext_i1_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i1_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x4cef04d23b93d53ba6045128e5b6e061efccddf349ba18904f91e812b59a6b19"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_i1_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i1_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x93251e5e2705fefa3040a717fc84a19df584db64aca66674e3208e3f6e6f812d"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_i1_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i1_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x382228b9083499e57948e12ce6cc4b39eacd357967d5a429bcab86443a5ce315"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i1_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i1_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xacb8b6fa0893d933b1e04e1b0d3dd229b9dd2a796dfaa7837e1b70af58b459f7"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i1_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i1_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xf1a0513c2ab098e9bff83ae3fbe328be46b4c6f2ca7563109ad5d33b4b2a5e83"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i8_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i8_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x6ce05c5679f074a7ad69b3dee627e5fac6460213d06ed8f079e9b94eb246a601"]}], "expected": ["0x1"]},
;! {"name": "sext_i8_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xff"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_i8_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xbc2a87a718c789d3254b3180a43d05e56147540b1df797a3bf183c6df0f13b80"]}], "expected": ["0xffffff80"]},
;! {"name": "sext_i8_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "sext_i8_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xec47f2f8b93f4ca40e39d9906370a0c14963cf1c3396d6d4766f4979adb4add2"]}], "expected": ["0xffffffd2"]},
;! {"name": "sext_i8_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i8_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xb4c503fe1448df7b6898ce6e00683e7954b1b52777232b9168837ec86ddb1901"]}], "expected": ["0x1"]},
;! {"name": "sext_i8_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_i8_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x47e412c86b758c9160f9a27bdd2d871c8ba3c3a108e5a33002f1d69ca3ab280"]}], "expected": ["0xffffffffffffff80"]},
;! {"name": "sext_i8_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "sext_i8_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x2ae45cf9307585c96ae9a4af8b90dd49201a9d504a9810ca8e33af2f62d93c96"]}], "expected": ["0xffffffffffffff96"]},
;! {"name": "sext_i8_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i8_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xbea4e8e257ebddbae988415daf43feb7d72f78ca03041257c11bc325ddbb0e01"]}], "expected": ["0x1"]},
;! {"name": "sext_i8_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i8_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xe7565665b0a46b45bc23ffd0453c53e2cfe7e9abd3276af93237cf4331315280"]}], "expected": ["0xffffffffffffffffffffffffffffff80"]},
;! {"name": "sext_i8_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "sext_i8_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x576ff126131f8ce8f39625a19354b444f2a339e0d8c4be6c6218749cb8ecb9e7"]}], "expected": ["0xffffffffffffffffffffffffffffffe7"]},
;! {"name": "sext_i8_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i8_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x38d10b48d000be882ce23628ed907ccef53901efdf40a6190adf9a266a238801"]}], "expected": ["0x1"]},
;! {"name": "sext_i8_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i8_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x133e5d93801321f7464bdfdc8540eec5bde053e988cadf9fdd701aafcb23a780"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff80"]},
;! {"name": "sext_i8_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "sext_i8_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xde0cc82a2c9084e2d5d46798e3adfcf827ad0a6b03c9837c0194ac20a431ab53"]}], "expected": ["0x53"]},
;! {"name": "sext_i8_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i8_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x6a1b5f1a3e1ab00ea8ee42c6011ade4fe56df1cf754ddc90ad85513458f29801"]}], "expected": ["0x1"]},
;! {"name": "sext_i8_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i8_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xc42fc020fd17c5d628b86b3ab1605993d18e5aabb5eeb8fdad52269f965bc980"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff80"]},
;! {"name": "sext_i8_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x7f"]}], "expected": ["0x7f"]},
;! {"name": "sext_i8_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xe26a5c0d8f0801973851514aa66358f6b91daa334dc69ef1847bc66ef910bb13"]}], "expected": ["0x13"]},
;! {"name": "sext_i32_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i32_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x2ee2671f561a81a6fc77565270d15e939550a25cf2793d074f086caa00000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i32_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_i32_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xd284c1f665ecb7a6cb885a0887ac62a982cea3ba7e7ba3cd349e989380000000"]}], "expected": ["0xffffffff80000000"]},
;! {"name": "sext_i32_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "sext_i32_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xd14dcfa43cee2c1e74b7c72ab0bfef066ccd0274a6851e57bbd2cdcb00000003"]}], "expected": ["0x3"]},
;! {"name": "sext_i32_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i32_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x9de6a3a9ce396e9d574a8b3308be0409b2c4e2e46fb8c802799d9ca00000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i32_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i32_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xc8365708fac31eac8f77efa2fea5440c49e70c8ffaf7f336682ae1bf80000000"]}], "expected": ["0xffffffffffffffffffffffff80000000"]},
;! {"name": "sext_i32_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "sext_i32_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x6185d59bc60e2e254bf71a10e113f528f55011ac17b0e7570b8eb58400000002"]}], "expected": ["0x2"]},
;! {"name": "sext_i32_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i32_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xdbfd1056f58190f56cbfae75169c36b07d9b17975cceededec3b414400000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i32_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i32_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xd94f099d5684617af2a727fdfd06626da906b5cdac7a843fcf8e41b880000000"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffff80000000"]},
;! {"name": "sext_i32_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "sext_i32_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x28c4b220a6bb324d718e8bc50d8fb9ec3ba3d65546fe18edec66900d74a688b2"]}], "expected": ["0x74a688b2"]},
;! {"name": "sext_i32_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i32_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xac2fa748e86d89db3b9a5b064377121ae19cdd880cb6b68dfe59783900000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i32_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i32_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x568f42f0163b2ecde6987e547e3a15bbb27003a2a42639be84c687c580000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffff80000000"]},
;! {"name": "sext_i32_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x7fffffff"]}], "expected": ["0x7fffffff"]},
;! {"name": "sext_i32_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x3c216302570bb8ab1a30921c5a8996be5a849a97b293a1d51a26f4ddbb17611b"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffbb17611b"]},
;! {"name": "sext_i64_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i64_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xd1f00b0ca4688a22d9323acab90b1fcbcae5466752725b990000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i64_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i64_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x55569b6a0f9158df462442de6362e644108364ddb7b8c05c8000000000000000"]}], "expected": ["0xffffffffffffffff8000000000000000"]},
;! {"name": "sext_i64_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "sext_i64_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xb5fed501871d7ee007024b9564696f9d718fdd4bf4f68b4fc9c3a8451fa31e3"]}], "expected": ["0xfffffffffffffffffc9c3a8451fa31e3"]},
;! {"name": "sext_i64_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i64_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xb7b197e70c4103723772c4ea0a0e64317b61d81fbbd50bfe0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i64_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i64_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xca6f2ecc430fb8ef485944f8beb92e5f23a2d17b4bf2b2ba8000000000000000"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffff8000000000000000"]},
;! {"name": "sext_i64_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "sext_i64_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x5d4119b5c99a926173e42ddbfd1a049646ce142eb829dca00000000000000002"]}], "expected": ["0x2"]},
;! {"name": "sext_i64_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i64_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xdc617fc1b04138d90f662d036d819aaf801593314b7f7d860000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i64_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i64_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xd9ddc9bc50797d7b2b175e1c77ac816badb83cccada5bff58000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffff8000000000000000"]},
;! {"name": "sext_i64_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x7fffffffffffffff"]}], "expected": ["0x7fffffffffffffff"]},
;! {"name": "sext_i64_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xd7d0271f7853d33abcab745762bbe28cb8cd3d81f178558b7f00000000000000"]}], "expected": ["0x7f00000000000000"]},
;! {"name": "sext_i128_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i128_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x9d6d57e8c71137c2dc55990bcbce2d6c00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i128_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x63cfc41e48fd6186e98153712f4295380000000000000000000000000000000"]}], "expected": ["0x7fffffffffffffffffffffffffffffff80000000000000000000000000000000"]},
;! {"name": "sext_i128_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x46789eb80da4ff1d0af0119019124a97ffffffffffffffd044c2afce8b216b4a"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffd044c2afce8b216b4a"]},
;! {"name": "sext_i128_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i128_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x1c3585a46b3f68fb33d9abee262a00b100000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_i128_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xee59576752e65913cafd2293df66c7d080000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffff80000000000000000000000000000000"]},
;! {"name": "sext_i128_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x35a1642e3913b089e634daa931401f1ef38369e19b2aa23d2358404f8ebfce78"]}], "expected": ["0xfffffffffffffffffffffffffffffffff38369e19b2aa23d2358404f8ebfce78"]},
;! {"name": "sext_i255_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_i255_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_i255_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i255_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xc000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sext_i255_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i255_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "trunc_i8_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i8_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x8a48eb4c0f0f654a9982fc39f5f5254029838e2788ec6d1e7e793922b98b4b01"]}], "expected": ["0x1"]},
;! {"name": "trunc_i8_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i8_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x71903e120f46ce6d6bb04ef6f2d69ff63a95c2d888a4c4329beed65c5d13ba80"]}], "expected": ["0x0"]},
;! {"name": "trunc_i8_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x7f"]}], "expected": ["0x1"]},
;! {"name": "trunc_i8_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x4cc53e507c30c5e95f3c280a124821af7c2d19e0fc5d3f469d00ef9275674f06"]}], "expected": ["0x0"]},
;! {"name": "trunc_i32_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i32_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x13c28b281e31b079eecb0fc865f88fea4c07349e5122e99f2e9fbcc700000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i32_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i32_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xe18fa672c5f29a75cdade29ff198dcc5baba7482b34b9b04e49f100e80000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i32_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x7fffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i32_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xfe3135bf694d1f78b3f019c730b01200a1ffb0ac892f3ac1e810b4ffff000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i32_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i32_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x1029c0d5a335a28daf8f414028015b783605babc2e3c4247beefd7f600000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i32_to_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i32_to_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x7a1330514d9341a9647e0d555b2be76a93b971946bcec07cf76a196880000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i32_to_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x7fffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i32_to_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x9d89c8b09a7510edfe8867fc4c501fe0d373105ea85a110f89e3bc597f000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i64_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i64_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x6276fe52378192925d8e3f57646dac5e91277b967a75b1770000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i64_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i64_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x5bb9b3658b196e2daf8608d0338beb3b811996bd665145d18000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i64_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x7fffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i64_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xf3654fa8588eed48fb0e53bd2cf13fbac2fff8b1bcad45d8034191d363f9a5c3"]}], "expected": ["0x1"]},
;! {"name": "trunc_i64_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i64_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x1f481e1028aca716f9d9ae14d66438194032e032ebe2a7f10000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i64_to_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i64_to_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xf7f34a4480ae44d421e9ddddd8b03618f6f2d568e5685ff78000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i64_to_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x7fffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i64_to_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x97832a9d6df51d703b488ad9d3d71f8b8e70f7330890ee470000000000000002"]}], "expected": ["0x2"]},
;! {"name": "trunc_i64_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i64_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x1b4ad0891ecd519149f37ab4d4ab09d2fe5d8b29a99b01d80000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i64_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i64_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x91cd8381995925810bfaaceef7149247713a0cc5a3c26d1b8000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i64_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x7fffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i64_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x4ae63c38a44f95587f0fa27d453c5c795b3a1294fc150672000000c23ef63db1"]}], "expected": ["0x3ef63db1"]},
;! {"name": "trunc_i128_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x75d0dff4bcc6d965d6120a34c2c9385900000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x2566c18dce3aff761ae8b9cb9210bf2080000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xe83cc9fba005cb91c4bb30bb053b73a2010000000000000000000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xc10a0076dc0541adaae9400c8ef2442c00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i128_to_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xb7fe4e405758dbf26565f9f429ffe8cc80000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i128_to_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xe30d7b6f07da41ef4fc9ca4bf506018980000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xac2c8a8c46637c5d530b63c1f57fa99a00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i128_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x637b4189be84c982d235cbba6b6c0b4b80000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i128_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xd1126cdd9e54ae189717e98b1ab1ddd00000000000000000000000000000002"]}], "expected": ["0x2"]},
;! {"name": "trunc_i128_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x6aa7b8cfd46f13fcbec6b211b707499e00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i128_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i128_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x656cc21ccfb79a98592a42c916fe1b9280000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i128_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i128_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x31de8909e35f24fb5db2b7b495de2912ff000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x43d37fefb7a68b45010e035a729cadfcccfb2007dd9002f87def9d8d345e648e"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i255_to_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i255_to_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x7c354713ae3a75dd9dc53bf97c8ebf3ebdd29071ab3753a0b95cb4299c901df5"]}], "expected": ["0xf5"]},
;! {"name": "trunc_i255_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i255_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i255_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xbf80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i255_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i255_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffff5d628f02436f32f2e4f8895e035d4a02efa208"]}], "expected": ["0x5e035d4a02efa208"]},
;! {"name": "trunc_i255_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i255_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i255_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i255_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i255_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffa94768"]}], "expected": ["0xffffffffffffffffffffffffffa94768"]},
;! {"name": "trunc_i256_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x351c7b848eb24b929ba917528437b57e825f1b7228436382e74d7eeff8384314"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i256_to_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i256_to_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i256_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i256_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i256_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i256_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x537e21a8db5b66274bc296169c46e237d4"]}], "expected": ["0xc296169c46e237d4"]},
;! {"name": "trunc_i256_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i256_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i256_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xe1e618a4df22e2a250675675fadd29fd7f3948fcad823552e7b925ca8f3fea77"]}], "expected": ["0x7f3948fcad823552e7b925ca8f3fea77"]},
;! {"name": "trunc_i256_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i256_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i256_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "trunc_i256_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i256_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x5609340072c272d166a0b4f9857850dd1fccbc07d05f36080713e435601f5fe2"]}], "expected": ["0x5609340072c272d166a0b4f9857850dd1fccbc07d05f36080713e435601f5fe2"]},
;! {"name": "sext_inreg1_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x21972a92582c34616b1b9b6070e57b05523b9c966d994560407e333a0665bb01"]}], "expected": ["0xff"]},
;! {"name": "sext_inreg1_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xff"]}], "expected": ["0xff"]},
;! {"name": "sext_inreg1_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xe6e24cebc567ae6e098c979a5f4d9ae2691f2ad370a7a6805bb18e041465d380"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x7f"]}], "expected": ["0xff"]},
;! {"name": "sext_inreg1_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x515729f729057d63db3701be150fdd77094ae0f712cdca6be4bb9469bcb9c6fe"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xe240061b4c3ac55b0305137c9a09c37106c416958483051b1aa9705100000001"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_inreg1_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_inreg1_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xd4a860fe7cef8106ea85bf70ae782a0928896d2f5ae1cd1ce434bbfe80000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x7fffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_inreg1_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xc59795effa4821aaef4a55bbaf04939cc0747d81e69fb6312629e25010000ff"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_inreg8_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x72b2daa6b8df3eaed4f955f58ae14f21222c616e66648799f54e493400000001"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg8_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_inreg8_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xe7c6274f64753faf16ff4f45d8c7c3a9459ca3d81903ca2cb5f4cb2c80000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x7fffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "sext_inreg8_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xd14c9079a8910713c22fd4c18faf86ca25f93c9b974e86cee14cfacc7f000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xd7c855c2d95ae8252652cd432a5ca3e718fbcb5aca6b1a0000000000000001"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_inreg1_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_inreg1_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x4f7a2e594e23811450ddea6249fe200f437525a7305caf6d8000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x7fffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_inreg1_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xf3093857d9b41eedb04366568712b729bfbae4ad7e57d9af00341f10b588f543"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_inreg8_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xbd960ba1e6119ecdfdc07886651f546ba500dc85eb4c2aba0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg8_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_inreg8_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xcfcca683e327a6c7dd77eca4859debbf01050c415640b6448000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x7fffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "sext_inreg8_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x946387b82d20cc4b5f7bd6d17a69ee3096ad44e516ffe55a00033bb5292047b0"]}], "expected": ["0xffffffffffffffb0"]},
;! {"name": "sext_inreg1_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x1e7c062c5f405d1a9e91801dc4171d8100000000000000000000000000000001"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x668adc23f22c12ac956f693f9a79606f80000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x60ca0d23c0123e78bab055cdaafa009efffffffffffffffffffff00a073ef367"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x7b21863ecc9c6e4eb1259f07878bfa8800000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg8_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x575e78380958cb80b9e851746dfe764080000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x51f8ad2cbf25abb14485bc228ac365a97f000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg64_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg64_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x397a8c59abeceeff19798ac1d3a0617b00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg64_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x4d10e731804ab651e6d3adf7477d3aa580000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg64_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x538a526efb1d7e1458275e5c36718b34fffffffffffffffffffffffffff83ff4"]}], "expected": ["0xfffffffffffffffffffffffffff83ff4"]},
;! {"name": "sext_inreg1_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x8000000000000000018e45e6c7bbcc5cd45d94fe840ea5122b6db74ecb4100ad"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg8_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xad61f54fd617db9f7c325ab8e0965679308e25ceea118cd73e7a32e23f6d4dd1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd1"]},
;! {"name": "sext_inreg64_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg64_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg64_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg64_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xff80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg1_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg1_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x306c88a5393f60ae7f01a01198dcf5a580f96dd"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg8_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg8_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0xfffffffffd24f09bc6d8efb6be29c149d0972992f24f9c74e0c20b43735ae2c7"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc7"]},
;! {"name": "sext_inreg64_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg64_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_inreg64_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sext_inreg64_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x2"]}], "expected": ["0x2"]},
;! {"name": "zext_inreg1_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x980dc0ed450c6baec8c83e074b958e4913c9bfdf2f7b5cc568aadff9556ead01"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xd24aa122834a1228b5535293b0708c42265f1c4f91f536797951e1af4a7e2d80"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x7f"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xca04cdd635f71ba893c76cc20fce62d2c5e59219733c584cef1cbde68a911dbd"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x2587455f3c1c4a6250518e9948000aa57714d6937d2b167fd92e551100000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x5d8897cb397bb74f5691294125d421dc47226bea5bac72237c19f21f80000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x7fffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x79e0b8798e4262d551e18e75da76567d7924c7ee90fd508c67d3830d0012db12"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x863f5d4f9084d59a3c8a1822c18d9d5cc3fbff8f0ef1e6ac380bdd1100000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg8_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0xffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0xc0868443a1d9917347bcead27b9bd7a28c7982937788852ae97c324580000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x7fffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0xe800666b2161b05d6c6a93c3493d267119e7db20da5ac6ffb5c170e3ffffd394"]}], "expected": ["0x94"]},
;! {"name": "zext_inreg1_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x4c967dbfe2503af26188aa02132c62c133163a5e5a4e9ca0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0xd4b554a6051fcd2e7d5d72f1f6c2095f986984d001687bf78000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x7fffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0xbc5aa57884b228dbbb7886e11c44de9de86dc6b946eba05800fbb8a154c0923c"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xba6868e72c8bfdf4783c74669732e9e3955f4213e29bb72d0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg8_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x86ebe4a82e9d4e9c4a4ad952184bd5a68f06dc44e9d300528000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x7fffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x168c193534685b79bdc0e8137a284c0f3ff7b8aee44e42ec003af16af0a8267b"]}], "expected": ["0x7b"]},
;! {"name": "zext_inreg1_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x228ed90454bd7cc47221889cd0eba03a00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x7a590a66afb8fa8d1518b790cf29bcb880000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x1b9a77db4b05a20b4763ac65c0ba260380000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg8_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x51f4c3b3d6987db9ee2dd6bcec37663900000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg8_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x9045e318bd089eaf6a42dc0dfb66316080000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xcd10e0527d1efc18a5e900db9fe096fcfffffffffffffffd00bda39f2fd2ecd0"]}], "expected": ["0xd0"]},
;! {"name": "zext_inreg64_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg64_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0x641f2ab2aca35f0b9401844d550b43ac00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg64_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0xef3ece1b095acde02fcba5d68003871780000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg64_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0xe13933b559e63232a897486fc8cb9813eb479d6bd879fd67e46b873a19fd9a26"]}], "expected": ["0xe46b873a19fd9a26"]},
;! {"name": "zext_inreg1_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x800000000000000000000000000000000000000000000000000000000000018a"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg8_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x51c31217a3f3c2d55"]}], "expected": ["0x55"]},
;! {"name": "zext_inreg64_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg64_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg64_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg64_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x8000000000000000000000000000000000000000000000000000000c37093c8d"]}], "expected": ["0xc37093c8d"]},
;! {"name": "zext_inreg1_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg1_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg1_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg8_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg8_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg8_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "zext_inreg8_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe544"]}], "expected": ["0x44"]},
;! {"name": "zext_inreg64_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg64_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_inreg64_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "zext_inreg64_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; zext, sext and trunc between the widths; sext_inreg / zext_inreg patterns
; (ashr or lshr of shl by k).
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
    i256 55, label %f55
    i256 56, label %f56
    i256 57, label %f57
    i256 58, label %f58
    i256 59, label %f59
    i256 60, label %f60
    i256 61, label %f61
    i256 62, label %f62
    i256 63, label %f63
    i256 64, label %f64
    i256 65, label %f65
    i256 66, label %f66
    i256 67, label %f67
    i256 68, label %f68
    i256 69, label %f69
    i256 70, label %f70
    i256 71, label %f71
    i256 72, label %f72
    i256 73, label %f73
    i256 74, label %f74
    i256 75, label %f75
    i256 76, label %f76
    i256 77, label %f77
    i256 78, label %f78
    i256 79, label %f79
    i256 80, label %f80
    i256 81, label %f81
    i256 82, label %f82
    i256 83, label %f83
    i256 84, label %f84
    i256 85, label %f85
    i256 86, label %f86
    i256 87, label %f87
    i256 88, label %f88
    i256 89, label %f89
    i256 90, label %f90
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = trunc i256 %f0.1 to i1
  %f0.3 = call i8 @zext_i1_to_i8(i1 %f0.2)
  %f0.4 = zext i8 %f0.3 to i256
  %f0.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.4, ptr addrspace(1) %f0.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i1
  %f1.3 = call i32 @zext_i1_to_i32(i1 %f1.2)
  %f1.4 = zext i32 %f1.3 to i256
  %f1.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.4, ptr addrspace(1) %f1.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i1
  %f2.3 = call i64 @zext_i1_to_i64(i1 %f2.2)
  %f2.4 = zext i64 %f2.3 to i256
  %f2.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.4, ptr addrspace(1) %f2.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i1
  %f3.3 = call i128 @zext_i1_to_i128(i1 %f3.2)
  %f3.4 = zext i128 %f3.3 to i256
  %f3.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.4, ptr addrspace(1) %f3.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i1
  %f4.3 = call i255 @zext_i1_to_i255(i1 %f4.2)
  %f4.4 = zext i255 %f4.3 to i256
  %f4.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.4, ptr addrspace(1) %f4.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i1
  %f5.3 = call i256 @zext_i1_to_i256(i1 %f5.2)
  %f5.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.3, ptr addrspace(1) %f5.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = trunc i256 %f6.1 to i8
  %f6.3 = call i32 @zext_i8_to_i32(i8 %f6.2)
  %f6.4 = zext i32 %f6.3 to i256
  %f6.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.4, ptr addrspace(1) %f6.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i8
  %f7.3 = call i64 @zext_i8_to_i64(i8 %f7.2)
  %f7.4 = zext i64 %f7.3 to i256
  %f7.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.4, ptr addrspace(1) %f7.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = trunc i256 %f8.1 to i8
  %f8.3 = call i128 @zext_i8_to_i128(i8 %f8.2)
  %f8.4 = zext i128 %f8.3 to i256
  %f8.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.4, ptr addrspace(1) %f8.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = trunc i256 %f9.1 to i8
  %f9.3 = call i255 @zext_i8_to_i255(i8 %f9.2)
  %f9.4 = zext i255 %f9.3 to i256
  %f9.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.4, ptr addrspace(1) %f9.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = trunc i256 %f10.1 to i8
  %f10.3 = call i256 @zext_i8_to_i256(i8 %f10.2)
  %f10.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.3, ptr addrspace(1) %f10.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = trunc i256 %f11.1 to i32
  %f11.3 = call i64 @zext_i32_to_i64(i32 %f11.2)
  %f11.4 = zext i64 %f11.3 to i256
  %f11.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.4, ptr addrspace(1) %f11.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = trunc i256 %f12.1 to i32
  %f12.3 = call i128 @zext_i32_to_i128(i32 %f12.2)
  %f12.4 = zext i128 %f12.3 to i256
  %f12.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.4, ptr addrspace(1) %f12.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = trunc i256 %f13.1 to i32
  %f13.3 = call i255 @zext_i32_to_i255(i32 %f13.2)
  %f13.4 = zext i255 %f13.3 to i256
  %f13.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.4, ptr addrspace(1) %f13.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = trunc i256 %f14.1 to i32
  %f14.3 = call i256 @zext_i32_to_i256(i32 %f14.2)
  %f14.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.3, ptr addrspace(1) %f14.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = trunc i256 %f15.1 to i64
  %f15.3 = call i128 @zext_i64_to_i128(i64 %f15.2)
  %f15.4 = zext i128 %f15.3 to i256
  %f15.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.4, ptr addrspace(1) %f15.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = trunc i256 %f16.1 to i64
  %f16.3 = call i255 @zext_i64_to_i255(i64 %f16.2)
  %f16.4 = zext i255 %f16.3 to i256
  %f16.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.4, ptr addrspace(1) %f16.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = trunc i256 %f17.1 to i64
  %f17.3 = call i256 @zext_i64_to_i256(i64 %f17.2)
  %f17.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.3, ptr addrspace(1) %f17.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = trunc i256 %f18.1 to i128
  %f18.3 = call i255 @zext_i128_to_i255(i128 %f18.2)
  %f18.4 = zext i255 %f18.3 to i256
  %f18.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.4, ptr addrspace(1) %f18.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = trunc i256 %f19.1 to i128
  %f19.3 = call i256 @zext_i128_to_i256(i128 %f19.2)
  %f19.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.3, ptr addrspace(1) %f19.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = trunc i256 %f20.1 to i255
  %f20.3 = call i256 @zext_i255_to_i256(i255 %f20.2)
  %f20.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.3, ptr addrspace(1) %f20.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i1
  %f21.3 = call i8 @sext_i1_to_i8(i1 %f21.2)
  %f21.4 = zext i8 %f21.3 to i256
  %f21.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.4, ptr addrspace(1) %f21.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = trunc i256 %f22.1 to i1
  %f22.3 = call i32 @sext_i1_to_i32(i1 %f22.2)
  %f22.4 = zext i32 %f22.3 to i256
  %f22.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.4, ptr addrspace(1) %f22.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = trunc i256 %f23.1 to i1
  %f23.3 = call i64 @sext_i1_to_i64(i1 %f23.2)
  %f23.4 = zext i64 %f23.3 to i256
  %f23.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.4, ptr addrspace(1) %f23.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = trunc i256 %f24.1 to i1
  %f24.3 = call i128 @sext_i1_to_i128(i1 %f24.2)
  %f24.4 = zext i128 %f24.3 to i256
  %f24.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.4, ptr addrspace(1) %f24.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = trunc i256 %f25.1 to i1
  %f25.3 = call i255 @sext_i1_to_i255(i1 %f25.2)
  %f25.4 = zext i255 %f25.3 to i256
  %f25.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.4, ptr addrspace(1) %f25.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = trunc i256 %f26.1 to i1
  %f26.3 = call i256 @sext_i1_to_i256(i1 %f26.2)
  %f26.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.3, ptr addrspace(1) %f26.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = trunc i256 %f27.1 to i8
  %f27.3 = call i32 @sext_i8_to_i32(i8 %f27.2)
  %f27.4 = zext i32 %f27.3 to i256
  %f27.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.4, ptr addrspace(1) %f27.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = trunc i256 %f28.1 to i8
  %f28.3 = call i64 @sext_i8_to_i64(i8 %f28.2)
  %f28.4 = zext i64 %f28.3 to i256
  %f28.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.4, ptr addrspace(1) %f28.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = trunc i256 %f29.1 to i8
  %f29.3 = call i128 @sext_i8_to_i128(i8 %f29.2)
  %f29.4 = zext i128 %f29.3 to i256
  %f29.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.4, ptr addrspace(1) %f29.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = trunc i256 %f30.1 to i8
  %f30.3 = call i255 @sext_i8_to_i255(i8 %f30.2)
  %f30.4 = zext i255 %f30.3 to i256
  %f30.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.4, ptr addrspace(1) %f30.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = trunc i256 %f31.1 to i8
  %f31.3 = call i256 @sext_i8_to_i256(i8 %f31.2)
  %f31.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.3, ptr addrspace(1) %f31.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = trunc i256 %f32.1 to i32
  %f32.3 = call i64 @sext_i32_to_i64(i32 %f32.2)
  %f32.4 = zext i64 %f32.3 to i256
  %f32.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.4, ptr addrspace(1) %f32.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = trunc i256 %f33.1 to i32
  %f33.3 = call i128 @sext_i32_to_i128(i32 %f33.2)
  %f33.4 = zext i128 %f33.3 to i256
  %f33.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.4, ptr addrspace(1) %f33.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = trunc i256 %f34.1 to i32
  %f34.3 = call i255 @sext_i32_to_i255(i32 %f34.2)
  %f34.4 = zext i255 %f34.3 to i256
  %f34.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.4, ptr addrspace(1) %f34.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = trunc i256 %f35.1 to i32
  %f35.3 = call i256 @sext_i32_to_i256(i32 %f35.2)
  %f35.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.3, ptr addrspace(1) %f35.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = trunc i256 %f36.1 to i64
  %f36.3 = call i128 @sext_i64_to_i128(i64 %f36.2)
  %f36.4 = zext i128 %f36.3 to i256
  %f36.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.4, ptr addrspace(1) %f36.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = trunc i256 %f37.1 to i64
  %f37.3 = call i255 @sext_i64_to_i255(i64 %f37.2)
  %f37.4 = zext i255 %f37.3 to i256
  %f37.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.4, ptr addrspace(1) %f37.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = trunc i256 %f38.1 to i64
  %f38.3 = call i256 @sext_i64_to_i256(i64 %f38.2)
  %f38.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.3, ptr addrspace(1) %f38.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = trunc i256 %f39.1 to i128
  %f39.3 = call i255 @sext_i128_to_i255(i128 %f39.2)
  %f39.4 = zext i255 %f39.3 to i256
  %f39.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.4, ptr addrspace(1) %f39.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = trunc i256 %f40.1 to i128
  %f40.3 = call i256 @sext_i128_to_i256(i128 %f40.2)
  %f40.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.3, ptr addrspace(1) %f40.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = trunc i256 %f41.1 to i255
  %f41.3 = call i256 @sext_i255_to_i256(i255 %f41.2)
  %f41.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.3, ptr addrspace(1) %f41.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f42:
  %f42.0 = inttoptr i256 32 to ptr addrspace(2)
  %f42.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.0)
  %f42.2 = trunc i256 %f42.1 to i8
  %f42.3 = call i1 @trunc_i8_to_i1(i8 %f42.2)
  %f42.4 = zext i1 %f42.3 to i256
  %f42.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f42.4, ptr addrspace(1) %f42.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f43:
  %f43.0 = inttoptr i256 32 to ptr addrspace(2)
  %f43.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.0)
  %f43.2 = trunc i256 %f43.1 to i32
  %f43.3 = call i1 @trunc_i32_to_i1(i32 %f43.2)
  %f43.4 = zext i1 %f43.3 to i256
  %f43.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f43.4, ptr addrspace(1) %f43.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f44:
  %f44.0 = inttoptr i256 32 to ptr addrspace(2)
  %f44.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.0)
  %f44.2 = trunc i256 %f44.1 to i32
  %f44.3 = call i8 @trunc_i32_to_i8(i32 %f44.2)
  %f44.4 = zext i8 %f44.3 to i256
  %f44.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f44.4, ptr addrspace(1) %f44.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f45:
  %f45.0 = inttoptr i256 32 to ptr addrspace(2)
  %f45.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.0)
  %f45.2 = trunc i256 %f45.1 to i64
  %f45.3 = call i1 @trunc_i64_to_i1(i64 %f45.2)
  %f45.4 = zext i1 %f45.3 to i256
  %f45.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f45.4, ptr addrspace(1) %f45.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f46:
  %f46.0 = inttoptr i256 32 to ptr addrspace(2)
  %f46.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.0)
  %f46.2 = trunc i256 %f46.1 to i64
  %f46.3 = call i8 @trunc_i64_to_i8(i64 %f46.2)
  %f46.4 = zext i8 %f46.3 to i256
  %f46.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f46.4, ptr addrspace(1) %f46.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f47:
  %f47.0 = inttoptr i256 32 to ptr addrspace(2)
  %f47.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.0)
  %f47.2 = trunc i256 %f47.1 to i64
  %f47.3 = call i32 @trunc_i64_to_i32(i64 %f47.2)
  %f47.4 = zext i32 %f47.3 to i256
  %f47.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f47.4, ptr addrspace(1) %f47.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f48:
  %f48.0 = inttoptr i256 32 to ptr addrspace(2)
  %f48.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.0)
  %f48.2 = trunc i256 %f48.1 to i128
  %f48.3 = call i1 @trunc_i128_to_i1(i128 %f48.2)
  %f48.4 = zext i1 %f48.3 to i256
  %f48.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.4, ptr addrspace(1) %f48.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = trunc i256 %f49.1 to i128
  %f49.3 = call i8 @trunc_i128_to_i8(i128 %f49.2)
  %f49.4 = zext i8 %f49.3 to i256
  %f49.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.4, ptr addrspace(1) %f49.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = trunc i256 %f50.1 to i128
  %f50.3 = call i32 @trunc_i128_to_i32(i128 %f50.2)
  %f50.4 = zext i32 %f50.3 to i256
  %f50.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.4, ptr addrspace(1) %f50.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = trunc i256 %f51.1 to i128
  %f51.3 = call i64 @trunc_i128_to_i64(i128 %f51.2)
  %f51.4 = zext i64 %f51.3 to i256
  %f51.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.4, ptr addrspace(1) %f51.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = trunc i256 %f52.1 to i255
  %f52.3 = call i1 @trunc_i255_to_i1(i255 %f52.2)
  %f52.4 = zext i1 %f52.3 to i256
  %f52.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.4, ptr addrspace(1) %f52.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = trunc i256 %f53.1 to i255
  %f53.3 = call i8 @trunc_i255_to_i8(i255 %f53.2)
  %f53.4 = zext i8 %f53.3 to i256
  %f53.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.4, ptr addrspace(1) %f53.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = trunc i256 %f54.1 to i255
  %f54.3 = call i32 @trunc_i255_to_i32(i255 %f54.2)
  %f54.4 = zext i32 %f54.3 to i256
  %f54.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.4, ptr addrspace(1) %f54.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f55:
  %f55.0 = inttoptr i256 32 to ptr addrspace(2)
  %f55.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.0)
  %f55.2 = trunc i256 %f55.1 to i255
  %f55.3 = call i64 @trunc_i255_to_i64(i255 %f55.2)
  %f55.4 = zext i64 %f55.3 to i256
  %f55.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f55.4, ptr addrspace(1) %f55.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f56:
  %f56.0 = inttoptr i256 32 to ptr addrspace(2)
  %f56.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.0)
  %f56.2 = trunc i256 %f56.1 to i255
  %f56.3 = call i128 @trunc_i255_to_i128(i255 %f56.2)
  %f56.4 = zext i128 %f56.3 to i256
  %f56.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f56.4, ptr addrspace(1) %f56.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f57:
  %f57.0 = inttoptr i256 32 to ptr addrspace(2)
  %f57.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.0)
  %f57.2 = call i1 @trunc_i256_to_i1(i256 %f57.1)
  %f57.3 = zext i1 %f57.2 to i256
  %f57.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f57.3, ptr addrspace(1) %f57.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f58:
  %f58.0 = inttoptr i256 32 to ptr addrspace(2)
  %f58.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.0)
  %f58.2 = call i8 @trunc_i256_to_i8(i256 %f58.1)
  %f58.3 = zext i8 %f58.2 to i256
  %f58.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f58.3, ptr addrspace(1) %f58.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f59:
  %f59.0 = inttoptr i256 32 to ptr addrspace(2)
  %f59.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.0)
  %f59.2 = call i32 @trunc_i256_to_i32(i256 %f59.1)
  %f59.3 = zext i32 %f59.2 to i256
  %f59.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f59.3, ptr addrspace(1) %f59.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f60:
  %f60.0 = inttoptr i256 32 to ptr addrspace(2)
  %f60.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.0)
  %f60.2 = call i64 @trunc_i256_to_i64(i256 %f60.1)
  %f60.3 = zext i64 %f60.2 to i256
  %f60.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f60.3, ptr addrspace(1) %f60.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f61:
  %f61.0 = inttoptr i256 32 to ptr addrspace(2)
  %f61.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.0)
  %f61.2 = call i128 @trunc_i256_to_i128(i256 %f61.1)
  %f61.3 = zext i128 %f61.2 to i256
  %f61.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f61.3, ptr addrspace(1) %f61.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f62:
  %f62.0 = inttoptr i256 32 to ptr addrspace(2)
  %f62.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.0)
  %f62.2 = call i255 @trunc_i256_to_i255(i256 %f62.1)
  %f62.3 = zext i255 %f62.2 to i256
  %f62.4 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f62.3, ptr addrspace(1) %f62.4
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f63:
  %f63.0 = inttoptr i256 32 to ptr addrspace(2)
  %f63.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.0)
  %f63.2 = trunc i256 %f63.1 to i8
  %f63.3 = call i8 @sext_inreg1_i8(i8 %f63.2)
  %f63.4 = zext i8 %f63.3 to i256
  %f63.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f63.4, ptr addrspace(1) %f63.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f64:
  %f64.0 = inttoptr i256 32 to ptr addrspace(2)
  %f64.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.0)
  %f64.2 = trunc i256 %f64.1 to i32
  %f64.3 = call i32 @sext_inreg1_i32(i32 %f64.2)
  %f64.4 = zext i32 %f64.3 to i256
  %f64.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f64.4, ptr addrspace(1) %f64.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f65:
  %f65.0 = inttoptr i256 32 to ptr addrspace(2)
  %f65.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.0)
  %f65.2 = trunc i256 %f65.1 to i32
  %f65.3 = call i32 @sext_inreg8_i32(i32 %f65.2)
  %f65.4 = zext i32 %f65.3 to i256
  %f65.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f65.4, ptr addrspace(1) %f65.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f66:
  %f66.0 = inttoptr i256 32 to ptr addrspace(2)
  %f66.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.0)
  %f66.2 = trunc i256 %f66.1 to i64
  %f66.3 = call i64 @sext_inreg1_i64(i64 %f66.2)
  %f66.4 = zext i64 %f66.3 to i256
  %f66.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f66.4, ptr addrspace(1) %f66.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f67:
  %f67.0 = inttoptr i256 32 to ptr addrspace(2)
  %f67.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.0)
  %f67.2 = trunc i256 %f67.1 to i64
  %f67.3 = call i64 @sext_inreg8_i64(i64 %f67.2)
  %f67.4 = zext i64 %f67.3 to i256
  %f67.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f67.4, ptr addrspace(1) %f67.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f68:
  %f68.0 = inttoptr i256 32 to ptr addrspace(2)
  %f68.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.0)
  %f68.2 = trunc i256 %f68.1 to i128
  %f68.3 = call i128 @sext_inreg1_i128(i128 %f68.2)
  %f68.4 = zext i128 %f68.3 to i256
  %f68.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f68.4, ptr addrspace(1) %f68.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f69:
  %f69.0 = inttoptr i256 32 to ptr addrspace(2)
  %f69.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.0)
  %f69.2 = trunc i256 %f69.1 to i128
  %f69.3 = call i128 @sext_inreg8_i128(i128 %f69.2)
  %f69.4 = zext i128 %f69.3 to i256
  %f69.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f69.4, ptr addrspace(1) %f69.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f70:
  %f70.0 = inttoptr i256 32 to ptr addrspace(2)
  %f70.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f70.0)
  %f70.2 = trunc i256 %f70.1 to i128
  %f70.3 = call i128 @sext_inreg64_i128(i128 %f70.2)
  %f70.4 = zext i128 %f70.3 to i256
  %f70.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f70.4, ptr addrspace(1) %f70.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f71:
  %f71.0 = inttoptr i256 32 to ptr addrspace(2)
  %f71.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f71.0)
  %f71.2 = trunc i256 %f71.1 to i255
  %f71.3 = call i255 @sext_inreg1_i255(i255 %f71.2)
  %f71.4 = zext i255 %f71.3 to i256
  %f71.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f71.4, ptr addrspace(1) %f71.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f72:
  %f72.0 = inttoptr i256 32 to ptr addrspace(2)
  %f72.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f72.0)
  %f72.2 = trunc i256 %f72.1 to i255
  %f72.3 = call i255 @sext_inreg8_i255(i255 %f72.2)
  %f72.4 = zext i255 %f72.3 to i256
  %f72.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f72.4, ptr addrspace(1) %f72.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f73:
  %f73.0 = inttoptr i256 32 to ptr addrspace(2)
  %f73.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f73.0)
  %f73.2 = trunc i256 %f73.1 to i255
  %f73.3 = call i255 @sext_inreg64_i255(i255 %f73.2)
  %f73.4 = zext i255 %f73.3 to i256
  %f73.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f73.4, ptr addrspace(1) %f73.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f74:
  %f74.0 = inttoptr i256 32 to ptr addrspace(2)
  %f74.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f74.0)
  %f74.2 = call i256 @sext_inreg1_i256(i256 %f74.1)
  %f74.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f74.2, ptr addrspace(1) %f74.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f75:
  %f75.0 = inttoptr i256 32 to ptr addrspace(2)
  %f75.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f75.0)
  %f75.2 = call i256 @sext_inreg8_i256(i256 %f75.1)
  %f75.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f75.2, ptr addrspace(1) %f75.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f76:
  %f76.0 = inttoptr i256 32 to ptr addrspace(2)
  %f76.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f76.0)
  %f76.2 = call i256 @sext_inreg64_i256(i256 %f76.1)
  %f76.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f76.2, ptr addrspace(1) %f76.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f77:
  %f77.0 = inttoptr i256 32 to ptr addrspace(2)
  %f77.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f77.0)
  %f77.2 = trunc i256 %f77.1 to i8
  %f77.3 = call i8 @zext_inreg1_i8(i8 %f77.2)
  %f77.4 = zext i8 %f77.3 to i256
  %f77.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f77.4, ptr addrspace(1) %f77.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f78:
  %f78.0 = inttoptr i256 32 to ptr addrspace(2)
  %f78.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f78.0)
  %f78.2 = trunc i256 %f78.1 to i32
  %f78.3 = call i32 @zext_inreg1_i32(i32 %f78.2)
  %f78.4 = zext i32 %f78.3 to i256
  %f78.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f78.4, ptr addrspace(1) %f78.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f79:
  %f79.0 = inttoptr i256 32 to ptr addrspace(2)
  %f79.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f79.0)
  %f79.2 = trunc i256 %f79.1 to i32
  %f79.3 = call i32 @zext_inreg8_i32(i32 %f79.2)
  %f79.4 = zext i32 %f79.3 to i256
  %f79.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f79.4, ptr addrspace(1) %f79.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f80:
  %f80.0 = inttoptr i256 32 to ptr addrspace(2)
  %f80.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f80.0)
  %f80.2 = trunc i256 %f80.1 to i64
  %f80.3 = call i64 @zext_inreg1_i64(i64 %f80.2)
  %f80.4 = zext i64 %f80.3 to i256
  %f80.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f80.4, ptr addrspace(1) %f80.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f81:
  %f81.0 = inttoptr i256 32 to ptr addrspace(2)
  %f81.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f81.0)
  %f81.2 = trunc i256 %f81.1 to i64
  %f81.3 = call i64 @zext_inreg8_i64(i64 %f81.2)
  %f81.4 = zext i64 %f81.3 to i256
  %f81.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f81.4, ptr addrspace(1) %f81.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f82:
  %f82.0 = inttoptr i256 32 to ptr addrspace(2)
  %f82.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f82.0)
  %f82.2 = trunc i256 %f82.1 to i128
  %f82.3 = call i128 @zext_inreg1_i128(i128 %f82.2)
  %f82.4 = zext i128 %f82.3 to i256
  %f82.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f82.4, ptr addrspace(1) %f82.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f83:
  %f83.0 = inttoptr i256 32 to ptr addrspace(2)
  %f83.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f83.0)
  %f83.2 = trunc i256 %f83.1 to i128
  %f83.3 = call i128 @zext_inreg8_i128(i128 %f83.2)
  %f83.4 = zext i128 %f83.3 to i256
  %f83.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f83.4, ptr addrspace(1) %f83.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f84:
  %f84.0 = inttoptr i256 32 to ptr addrspace(2)
  %f84.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f84.0)
  %f84.2 = trunc i256 %f84.1 to i128
  %f84.3 = call i128 @zext_inreg64_i128(i128 %f84.2)
  %f84.4 = zext i128 %f84.3 to i256
  %f84.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f84.4, ptr addrspace(1) %f84.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f85:
  %f85.0 = inttoptr i256 32 to ptr addrspace(2)
  %f85.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f85.0)
  %f85.2 = trunc i256 %f85.1 to i255
  %f85.3 = call i255 @zext_inreg1_i255(i255 %f85.2)
  %f85.4 = zext i255 %f85.3 to i256
  %f85.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f85.4, ptr addrspace(1) %f85.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f86:
  %f86.0 = inttoptr i256 32 to ptr addrspace(2)
  %f86.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f86.0)
  %f86.2 = trunc i256 %f86.1 to i255
  %f86.3 = call i255 @zext_inreg8_i255(i255 %f86.2)
  %f86.4 = zext i255 %f86.3 to i256
  %f86.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f86.4, ptr addrspace(1) %f86.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f87:
  %f87.0 = inttoptr i256 32 to ptr addrspace(2)
  %f87.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f87.0)
  %f87.2 = trunc i256 %f87.1 to i255
  %f87.3 = call i255 @zext_inreg64_i255(i255 %f87.2)
  %f87.4 = zext i255 %f87.3 to i256
  %f87.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f87.4, ptr addrspace(1) %f87.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f88:
  %f88.0 = inttoptr i256 32 to ptr addrspace(2)
  %f88.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f88.0)
  %f88.2 = call i256 @zext_inreg1_i256(i256 %f88.1)
  %f88.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f88.2, ptr addrspace(1) %f88.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f89:
  %f89.0 = inttoptr i256 32 to ptr addrspace(2)
  %f89.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f89.0)
  %f89.2 = call i256 @zext_inreg8_i256(i256 %f89.1)
  %f89.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f89.2, ptr addrspace(1) %f89.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f90:
  %f90.0 = inttoptr i256 32 to ptr addrspace(2)
  %f90.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f90.0)
  %f90.2 = call i256 @zext_inreg64_i256(i256 %f90.1)
  %f90.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f90.2, ptr addrspace(1) %f90.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i8 @zext_i1_to_i8(i1 %a) {
  %r = zext i1 %a to i8
  ret i8 %r
}

define i32 @zext_i1_to_i32(i1 %a) {
  %r = zext i1 %a to i32
  ret i32 %r
}

define i64 @zext_i1_to_i64(i1 %a) {
  %r = zext i1 %a to i64
  ret i64 %r
}

define i128 @zext_i1_to_i128(i1 %a) {
  %r = zext i1 %a to i128
  ret i128 %r
}

define i255 @zext_i1_to_i255(i1 %a) {
  %r = zext i1 %a to i255
  ret i255 %r
}

define i256 @zext_i1_to_i256(i1 %a) {
  %r = zext i1 %a to i256
  ret i256 %r
}

define i32 @zext_i8_to_i32(i8 %a) {
  %r = zext i8 %a to i32
  ret i32 %r
}

define i64 @zext_i8_to_i64(i8 %a) {
  %r = zext i8 %a to i64
  ret i64 %r
}

define i128 @zext_i8_to_i128(i8 %a) {
  %r = zext i8 %a to i128
  ret i128 %r
}

define i255 @zext_i8_to_i255(i8 %a) {
  %r = zext i8 %a to i255
  ret i255 %r
}

define i256 @zext_i8_to_i256(i8 %a) {
  %r = zext i8 %a to i256
  ret i256 %r
}

define i64 @zext_i32_to_i64(i32 %a) {
  %r = zext i32 %a to i64
  ret i64 %r
}

define i128 @zext_i32_to_i128(i32 %a) {
  %r = zext i32 %a to i128
  ret i128 %r
}

define i255 @zext_i32_to_i255(i32 %a) {
  %r = zext i32 %a to i255
  ret i255 %r
}

define i256 @zext_i32_to_i256(i32 %a) {
  %r = zext i32 %a to i256
  ret i256 %r
}

define i128 @zext_i64_to_i128(i64 %a) {
  %r = zext i64 %a to i128
  ret i128 %r
}

define i255 @zext_i64_to_i255(i64 %a) {
  %r = zext i64 %a to i255
  ret i255 %r
}

define i256 @zext_i64_to_i256(i64 %a) {
  %r = zext i64 %a to i256
  ret i256 %r
}

define i255 @zext_i128_to_i255(i128 %a) {
  %r = zext i128 %a to i255
  ret i255 %r
}

define i256 @zext_i128_to_i256(i128 %a) {
  %r = zext i128 %a to i256
  ret i256 %r
}

define i256 @zext_i255_to_i256(i255 %a) {
  %r = zext i255 %a to i256
  ret i256 %r
}

define i8 @sext_i1_to_i8(i1 %a) {
  %r = sext i1 %a to i8
  ret i8 %r
}

define i32 @sext_i1_to_i32(i1 %a) {
  %r = sext i1 %a to i32
  ret i32 %r
}

define i64 @sext_i1_to_i64(i1 %a) {
  %r = sext i1 %a to i64
  ret i64 %r
}

define i128 @sext_i1_to_i128(i1 %a) {
  %r = sext i1 %a to i128
  ret i128 %r
}

define i255 @sext_i1_to_i255(i1 %a) {
  %r = sext i1 %a to i255
  ret i255 %r
}

define i256 @sext_i1_to_i256(i1 %a) {
  %r = sext i1 %a to i256
  ret i256 %r
}

define i32 @sext_i8_to_i32(i8 %a) {
  %r = sext i8 %a to i32
  ret i32 %r
}

define i64 @sext_i8_to_i64(i8 %a) {
  %r = sext i8 %a to i64
  ret i64 %r
}

define i128 @sext_i8_to_i128(i8 %a) {
  %r = sext i8 %a to i128
  ret i128 %r
}

define i255 @sext_i8_to_i255(i8 %a) {
  %r = sext i8 %a to i255
  ret i255 %r
}

define i256 @sext_i8_to_i256(i8 %a) {
  %r = sext i8 %a to i256
  ret i256 %r
}

define i64 @sext_i32_to_i64(i32 %a) {
  %r = sext i32 %a to i64
  ret i64 %r
}

define i128 @sext_i32_to_i128(i32 %a) {
  %r = sext i32 %a to i128
  ret i128 %r
}

define i255 @sext_i32_to_i255(i32 %a) {
  %r = sext i32 %a to i255
  ret i255 %r
}

define i256 @sext_i32_to_i256(i32 %a) {
  %r = sext i32 %a to i256
  ret i256 %r
}

define i128 @sext_i64_to_i128(i64 %a) {
  %r = sext i64 %a to i128
  ret i128 %r
}

define i255 @sext_i64_to_i255(i64 %a) {
  %r = sext i64 %a to i255
  ret i255 %r
}

define i256 @sext_i64_to_i256(i64 %a) {
  %r = sext i64 %a to i256
  ret i256 %r
}

define i255 @sext_i128_to_i255(i128 %a) {
  %r = sext i128 %a to i255
  ret i255 %r
}

define i256 @sext_i128_to_i256(i128 %a) {
  %r = sext i128 %a to i256
  ret i256 %r
}

define i256 @sext_i255_to_i256(i255 %a) {
  %r = sext i255 %a to i256
  ret i256 %r
}

define i1 @trunc_i8_to_i1(i8 %a) {
  %r = trunc i8 %a to i1
  ret i1 %r
}

define i1 @trunc_i32_to_i1(i32 %a) {
  %r = trunc i32 %a to i1
  ret i1 %r
}

define i8 @trunc_i32_to_i8(i32 %a) {
  %r = trunc i32 %a to i8
  ret i8 %r
}

define i1 @trunc_i64_to_i1(i64 %a) {
  %r = trunc i64 %a to i1
  ret i1 %r
}

define i8 @trunc_i64_to_i8(i64 %a) {
  %r = trunc i64 %a to i8
  ret i8 %r
}

define i32 @trunc_i64_to_i32(i64 %a) {
  %r = trunc i64 %a to i32
  ret i32 %r
}

define i1 @trunc_i128_to_i1(i128 %a) {
  %r = trunc i128 %a to i1
  ret i1 %r
}

define i8 @trunc_i128_to_i8(i128 %a) {
  %r = trunc i128 %a to i8
  ret i8 %r
}

define i32 @trunc_i128_to_i32(i128 %a) {
  %r = trunc i128 %a to i32
  ret i32 %r
}

define i64 @trunc_i128_to_i64(i128 %a) {
  %r = trunc i128 %a to i64
  ret i64 %r
}

define i1 @trunc_i255_to_i1(i255 %a) {
  %r = trunc i255 %a to i1
  ret i1 %r
}

define i8 @trunc_i255_to_i8(i255 %a) {
  %r = trunc i255 %a to i8
  ret i8 %r
}

define i32 @trunc_i255_to_i32(i255 %a) {
  %r = trunc i255 %a to i32
  ret i32 %r
}

define i64 @trunc_i255_to_i64(i255 %a) {
  %r = trunc i255 %a to i64
  ret i64 %r
}

define i128 @trunc_i255_to_i128(i255 %a) {
  %r = trunc i255 %a to i128
  ret i128 %r
}

define i1 @trunc_i256_to_i1(i256 %a) {
  %r = trunc i256 %a to i1
  ret i1 %r
}

define i8 @trunc_i256_to_i8(i256 %a) {
  %r = trunc i256 %a to i8
  ret i8 %r
}

define i32 @trunc_i256_to_i32(i256 %a) {
  %r = trunc i256 %a to i32
  ret i32 %r
}

define i64 @trunc_i256_to_i64(i256 %a) {
  %r = trunc i256 %a to i64
  ret i64 %r
}

define i128 @trunc_i256_to_i128(i256 %a) {
  %r = trunc i256 %a to i128
  ret i128 %r
}

define i255 @trunc_i256_to_i255(i256 %a) {
  %r = trunc i256 %a to i255
  ret i255 %r
}

define i8 @sext_inreg1_i8(i8 %a) {
  %s = shl i8 %a, 7
  %r = ashr i8 %s, 7
  ret i8 %r
}

define i32 @sext_inreg1_i32(i32 %a) {
  %s = shl i32 %a, 31
  %r = ashr i32 %s, 31
  ret i32 %r
}

define i32 @sext_inreg8_i32(i32 %a) {
  %s = shl i32 %a, 24
  %r = ashr i32 %s, 24
  ret i32 %r
}

define i64 @sext_inreg1_i64(i64 %a) {
  %s = shl i64 %a, 63
  %r = ashr i64 %s, 63
  ret i64 %r
}

define i64 @sext_inreg8_i64(i64 %a) {
  %s = shl i64 %a, 56
  %r = ashr i64 %s, 56
  ret i64 %r
}

define i128 @sext_inreg1_i128(i128 %a) {
  %s = shl i128 %a, 127
  %r = ashr i128 %s, 127
  ret i128 %r
}

define i128 @sext_inreg8_i128(i128 %a) {
  %s = shl i128 %a, 120
  %r = ashr i128 %s, 120
  ret i128 %r
}

define i128 @sext_inreg64_i128(i128 %a) {
  %s = shl i128 %a, 64
  %r = ashr i128 %s, 64
  ret i128 %r
}

define i255 @sext_inreg1_i255(i255 %a) {
  %s = shl i255 %a, 254
  %r = ashr i255 %s, 254
  ret i255 %r
}

define i255 @sext_inreg8_i255(i255 %a) {
  %s = shl i255 %a, 247
  %r = ashr i255 %s, 247
  ret i255 %r
}

define i255 @sext_inreg64_i255(i255 %a) {
  %s = shl i255 %a, 191
  %r = ashr i255 %s, 191
  ret i255 %r
}

define i256 @sext_inreg1_i256(i256 %a) {
  %s = shl i256 %a, 255
  %r = ashr i256 %s, 255
  ret i256 %r
}

define i256 @sext_inreg8_i256(i256 %a) {
  %s = shl i256 %a, 248
  %r = ashr i256 %s, 248
  ret i256 %r
}

define i256 @sext_inreg64_i256(i256 %a) {
  %s = shl i256 %a, 192
  %r = ashr i256 %s, 192
  ret i256 %r
}

define i8 @zext_inreg1_i8(i8 %a) {
  %s = shl i8 %a, 7
  %r = lshr i8 %s, 7
  ret i8 %r
}

define i32 @zext_inreg1_i32(i32 %a) {
  %s = shl i32 %a, 31
  %r = lshr i32 %s, 31
  ret i32 %r
}

define i32 @zext_inreg8_i32(i32 %a) {
  %s = shl i32 %a, 24
  %r = lshr i32 %s, 24
  ret i32 %r
}

define i64 @zext_inreg1_i64(i64 %a) {
  %s = shl i64 %a, 63
  %r = lshr i64 %s, 63
  ret i64 %r
}

define i64 @zext_inreg8_i64(i64 %a) {
  %s = shl i64 %a, 56
  %r = lshr i64 %s, 56
  ret i64 %r
}

define i128 @zext_inreg1_i128(i128 %a) {
  %s = shl i128 %a, 127
  %r = lshr i128 %s, 127
  ret i128 %r
}

define i128 @zext_inreg8_i128(i128 %a) {
  %s = shl i128 %a, 120
  %r = lshr i128 %s, 120
  ret i128 %r
}

define i128 @zext_inreg64_i128(i128 %a) {
  %s = shl i128 %a, 64
  %r = lshr i128 %s, 64
  ret i128 %r
}

define i255 @zext_inreg1_i255(i255 %a) {
  %s = shl i255 %a, 254
  %r = lshr i255 %s, 254
  ret i255 %r
}

define i255 @zext_inreg8_i255(i255 %a) {
  %s = shl i255 %a, 247
  %r = lshr i255 %s, 247
  ret i255 %r
}

define i255 @zext_inreg64_i255(i255 %a) {
  %s = shl i255 %a, 191
  %r = lshr i255 %s, 191
  ret i255 %r
}

define i256 @zext_inreg1_i256(i256 %a) {
  %s = shl i256 %a, 255
  %r = lshr i256 %s, 255
  ret i256 %r
}

define i256 @zext_inreg8_i256(i256 %a) {
  %s = shl i256 %a, 248
  %r = lshr i256 %s, 248
  ret i256 %r
}

define i256 @zext_inreg64_i256(i256 %a) {
  %s = shl i256 %a, 192
  %r = lshr i256 %s, 192
  ret i256 %r
}
