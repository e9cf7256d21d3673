;! { "cases": [
;! {"name": "zext_i1_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i1_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x5d9a1b3fd6b3302f775ff3b5f0335245c0e92c714feeb412e13c82dd963a481"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i1_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i1_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x88363f8c6fa2cd65a116c93e8973ed7fd7b7c3c8ed327bd20d428b6ed1429933"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i8_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i8_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x592da4f3f2f0c32b0d72a7758dd033df4328085f3922d8b53865431ddb350f01"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i8_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xff"]}], "expected": ["0x0", "0xff"]},
;! {"name": "zext_i8_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xe9b0252e586d7a8f9c604030ce205bffa6d1b1d950bf2f80cf13f30258c78a80"]}], "expected": ["0x0", "0x80"]},
;! {"name": "zext_i8_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7f"]}], "expected": ["0x0", "0x7f"]},
;! {"name": "zext_i8_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x56a5420a158a196b4ccfd2f29fea316523d22983c4bf1f58a8058f28d0c1f9fe"]}], "expected": ["0x0", "0xfe"]},
;! {"name": "zext_i8_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i8_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x3af682d9f45557e8d588dbc0c06142c2e0756fd5fbded0a285c43fac12419d01"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i8_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xff"]}], "expected": ["0x0", "0xff"]},
;! {"name": "zext_i8_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xf7d8e6089d1a963d8a2fec049126319df9a00986eb12b9cb258f8b472f034b80"]}], "expected": ["0x0", "0x80"]},
;! {"name": "zext_i8_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7f"]}], "expected": ["0x0", "0x7f"]},
;! {"name": "zext_i8_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x3c28e17d73adebfe6929ac7872a7e3f90ba1551712418612583edc20e2718dd5"]}], "expected": ["0x0", "0xd5"]},
;! {"name": "zext_i32_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i32_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x92367cf5d5f2471b7dcb0f4ea3204513807ab305dd0033e41308bdb800000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i32_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffff"]}], "expected": ["0x0", "0xffffffff"]},
;! {"name": "zext_i32_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x9975b7e2d181f1ad157906db3aa4e7b5d43cbc117b998a837dc9b10280000000"]}], "expected": ["0x0", "0x80000000"]},
;! {"name": "zext_i32_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fffffff"]}], "expected": ["0x0", "0x7fffffff"]},
;! {"name": "zext_i32_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x69f90ede5cc9119df53b8b599c1a72c7fa26baf9b197629ad1d78029fffffffe"]}], "expected": ["0x0", "0xfffffffe"]},
;! {"name": "zext_i32_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i32_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x3f855fc84439fb122303591f092d5537031a291d96e0bef9ea3eb59500000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i32_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffff"]}], "expected": ["0x0", "0xffffffff"]},
;! {"name": "zext_i32_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x47a1e28f55a03c8f0f3821fe050cfc40ca7eb68d1cc6d73850acb08180000000"]}], "expected": ["0x0", "0x80000000"]},
;! {"name": "zext_i32_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffff"]}], "expected": ["0x0", "0x7fffffff"]},
;! {"name": "zext_i32_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x27d8fb991ed00e7e89371df0e119ed9cdd6d8000481314b0f2711be300000012"]}], "expected": ["0x0", "0x12"]},
;! {"name": "zext_i64_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i64_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xf12a5c545ce3c5683307939f08b5d31ed046792eb3935ba10000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i64_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffff"]},
;! {"name": "zext_i64_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x71981370e264f74bf776a2117321ce9760306da30b4eb9ba8000000000000000"]}], "expected": ["0x0", "0x8000000000000000"]},
;! {"name": "zext_i64_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7fffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffff"]},
;! {"name": "zext_i64_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xb5e3d4a46e22d433bb54f6a15618928927765ccc31ac8d20000000000c8b030f"]}], "expected": ["0x0", "0xc8b030f"]},
;! {"name": "zext_i64_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i64_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x53ea09d9424b72a662f3b5df98e6e6818bbeeac29819e7d70000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i64_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffff"]},
;! {"name": "zext_i64_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xc85e4ec72d716b19a81d876a8f88a2919d20e9080c9814f38000000000000000"]}], "expected": ["0x0", "0x8000000000000000"]},
;! {"name": "zext_i64_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7fffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffff"]},
;! {"name": "zext_i64_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xf9e8655b7b5e586a9c9daaf6807c60da2c4113ab96d26fcbff00000000000001"]}], "expected": ["0x0", "0xff00000000000001"]},
;! {"name": "zext_i128_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i128_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7d27bd28386ace8ae4517ac3bedd56b000000000000000000000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i128_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xf2f10f5b8bf04842a84c36d6c63c35ee80000000000000000000000000000000"]}], "expected": ["0x0", "0x80000000000000000000000000000000"]},
;! {"name": "zext_i128_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x20a15231910c5567759e5c9538f7154a8426643758e05147612a09542bc27044"]}], "expected": ["0x0", "0x8426643758e05147612a09542bc27044"]},
;! {"name": "zext_i128_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i128_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xd3cdfe4edd694c219c5eed941e859a5400000000000000000000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i128_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x9bd4b392b07be7cb8c44b84acaf9b0a780000000000000000000000000000000"]}], "expected": ["0x0", "0x80000000000000000000000000000000"]},
;! {"name": "zext_i128_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i128_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x187cf9dbcc0f17855733425b4b3c0b63fffffffffffffffffffd20bcbee90f25"]}], "expected": ["0x0", "0xfffffffffffffffffffd20bcbee90f25"]},
;! {"name": "zext_i255_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i255_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i255_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i255_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "zext_i255_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i255_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x800000000000000000000000000000000000000051ddb45a0a79835343bae6a3"]}], "expected": ["0x0", "0x51ddb45a0a79835343bae6a3"]},
;! {"name": "zext_i255_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i255_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i255_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i255_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "zext_i255_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i255_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "zext_i256_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i256_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i256_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i256_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "zext_i256_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i256_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x16c3ee6ee9ea2fb3d9dd07b2f6ff3f3a78578b6896936a6a9370f8bd670ae141"]}], "expected": ["0x0", "0x16c3ee6ee9ea2fb3d9dd07b2f6ff3f3a78578b6896936a6a9370f8bd670ae141"]},
;! {"name": "zext_i256_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i256_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i256_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i256_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "zext_i256_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i256_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffc62be938b355906e81d4535700057f40cd6576a51040fcf4e"]}], "expected": ["0x0", "0xfffffffffffffffc62be938b355906e81d4535700057f40cd6576a51040fcf4e"]},
;! {"name": "zext_i257_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_i257_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_i257_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i257_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x0"]}], "expected": ["0x1", "0x0"]},
;! {"name": "zext_i257_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "zext_i257_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1d9664e580a7d874da7241"]}], "expected": ["0x0", "0x1d9664e580a7d874da7241"]},
;! {"name": "sext_i1_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i1_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xd825d17b9fe58eb30c0f11922e949f87ca73d032be72b1951ad70a28adb0f7d9"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i1_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i1_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xf70fb491ceff117b3293e9cfa7dfb4f2c9c30e743c673ca58eb5fa3f96dfc74b"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i8_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i8_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xce8d5b9d63589a0b17b6725dee4293331c9227a1174f446dde3c2e1d010ff101"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i8_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i8_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xb3004577c6ed5776744900d939d0c26069333a14d87b46e14f6b9cccbaa2080"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff80"]},
;! {"name": "sext_i8_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7f"]}], "expected": ["0x0", "0x7f"]},
;! {"name": "sext_i8_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xb310c850015fb354abaa4af20aab5e88ab494fb22997d578adaa70f27488d5fe"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "sext_i8_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i8_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xaa48a05a75c68bc024398545b403ef6caad847eae24e0779613117e6cd9aca01"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i8_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i8_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xe3b25668fdb04ad2677a21f6eb085620f59aa9735a334745788238952d748080"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff80"]},
;! {"name": "sext_i8_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7f"]}], "expected": ["0x0", "0x7f"]},
;! {"name": "sext_i8_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x4cfcf2d8a7e005a2b7bd5021d9628680b8782e41c842f5070d3a3dbd4cd889ec"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec"]},
;! {"name": "sext_i32_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i32_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x50b0e572f436e8a8d4de885a00e1ce513f423a9bccfe113f153ba0ff00000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i32_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i32_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xe0f8843d82e96551b0826877dd81cf82f6a87eff445ad0b1d99a293780000000"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffff80000000"]},
;! {"name": "sext_i32_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffff"]}], "expected": ["0x0", "0x7fffffff"]},
;! {"name": "sext_i32_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xa4bbebb6bfa652210c7766b7487d3c9a0d5306aae00427b05c5ad32f7f000000"]}], "expected": ["0x0", "0x7f000000"]},
;! {"name": "sext_i32_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i32_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x73d885572f5f0033434906a96e4e2518a037762349e38e838e3733f900000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i32_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i32_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xb8335a180bb85045e2b36c309ad68e2f2ff43cbb111ec596c053450480000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffff80000000"]},
;! {"name": "sext_i32_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffff"]}], "expected": ["0x0", "0x7fffffff"]},
;! {"name": "sext_i32_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x2a71cb8988b831da61277d8ff3e1514b36963299da1bf786a9f7faa705b7e466"]}], "expected": ["0x0", "0x5b7e466"]},
;! {"name": "sext_i64_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i64_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x3a73a80c5223440514d3a7eb22d04eae611b139d515625400000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i64_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i64_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x349697c4c60e52154892d8e2e23b5bb6c6ece85d71defc878000000000000000"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffff8000000000000000"]},
;! {"name": "sext_i64_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x7fffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffff"]},
;! {"name": "sext_i64_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xd40985cdc1779aafa5a8970650f9e2bd905fafd7aae4008ffffffd31626dfa30"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffd31626dfa30"]},
;! {"name": "sext_i64_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i64_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xbab09ff9fd8c16146b35680a8af009ee67394aa567d33f7a0000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i64_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i64_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x1daf036e220dc3ce9ee726554e4e697781fa05b6f79973ca8000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffff8000000000000000"]},
;! {"name": "sext_i64_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7fffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffff"]},
;! {"name": "sext_i64_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7542db01d1ff55372b66fe9cfea772778feb08134c2751b7fffffffffc665325"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffc665325"]},
;! {"name": "sext_i128_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i128_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xd4c45fd168956067b46e7d1b2e32bc5c00000000000000000000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i128_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x5aa7a7a3754cc13aef148116224197c80000000000000000000000000000000"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffff80000000000000000000000000000000"]},
;! {"name": "sext_i128_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x9152d2681d16c7a89fa7c2d84e236dc3ffffffffffffffffc1dafcf0dc42dc3d"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffc1dafcf0dc42dc3d"]},
;! {"name": "sext_i128_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i128_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x577ee017ec48e401c7e270c3a7be31000000000000000000000000000000001"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i128_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x204524108dd2b6ebcfae83d31bd42f9a80000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffff80000000000000000000000000000000"]},
;! {"name": "sext_i128_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i128_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xe2bbba635a180453fb91799ae52b4e7010000000000000000000000000000ff"]}], "expected": ["0x0", "0x10000000000000000000000000000ff"]},
;! {"name": "sext_i255_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i255_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i255_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i255_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1", "0xc000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sext_i255_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i255_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xe3991cc207586457324192e6a450878e7812f1b7232111a36d22954efd31cebe"]}], "expected": ["0x1", "0xe3991cc207586457324192e6a450878e7812f1b7232111a36d22954efd31cebe"]},
;! {"name": "sext_i255_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i255_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i255_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i255_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xc000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sext_i255_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i255_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x2"]}], "expected": ["0x0", "0x2"]},
;! {"name": "sext_i256_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i256_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i256_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i256_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sext_i256_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i256_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x187504ad4f12a5c52e0b09e29864e32f0be0013302b5fae72441155cb76"]}], "expected": ["0x0", "0x187504ad4f12a5c52e0b09e29864e32f0be0013302b5fae72441155cb76"]},
;! {"name": "sext_i256_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i256_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i256_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i256_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sext_i256_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i256_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x2e732e5c50bfe31bacab45ef47a82544e8"]}], "expected": ["0x0", "0x2e732e5c50bfe31bacab45ef47a82544e8"]},
;! {"name": "sext_i257_to_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_i257_to_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_i257_to_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i257_to_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x1", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "sext_i257_to_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_i257_to_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0x2c485ebca2781116a523fd21b4fd29a84dcb6237e1fd0c1c"]}], "expected": ["0x0", "0x2c485ebca2781116a523fd21b4fd29a84dcb6237e1fd0c1c"]},
;! {"name": "trunc_i257_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i257_to_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i257_to_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i257_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i257_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i257_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i257_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i257_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x1", "0x2e1a68bb39f302e960bddb5f21c51947eb57a77b3a5c3fc95c1eea0cf21e5386"]}], "expected": ["0x5c1eea0cf21e5386"]},
;! {"name": "trunc_i257_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i257_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i257_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0xe9e0edc323f766477f09378c09386e769de0efacb1f9892e5a26f361911f4e4"]}], "expected": ["0x69de0efacb1f9892e5a26f361911f4e4"]},
;! {"name": "trunc_i257_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i257_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i257_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x478ce0975786ff35077dbbdd68549daa152eacd29f7340926b365df9c4ae"]}], "expected": ["0x478ce0975786ff35077dbbdd68549daa152eacd29f7340926b365df9c4ae"]},
;! {"name": "trunc_i257_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i257_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i257_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i257_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i257_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x587937488604aad437ea0df85774176a451a5e76e18d901d20d6136e3e534ff5", "0xf30cc267e1115110f7691a02f26f643e3b35c5613652e55d158a368434c7ad37"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i512_to_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i512_to_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0x44f65e94edf3d814819b0dab1bae640d2f96507bd69aad18d6aaef4486"]}], "expected": ["0x86"]},
;! {"name": "trunc_i512_to_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i512_to_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "trunc_i512_to_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xfffffffffffffffffffffffffffffffffffffffca608021c5fc519a70cd8f723", "0xeb687a99518892b27df9e32ec91c44446c2b404ea5c2f367c62f96723e9a7a97"]}], "expected": ["0x3e9a7a97"]},
;! {"name": "trunc_i512_to_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i512_to_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "trunc_i512_to_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0x1ec38e9"]}], "expected": ["0x1ec38e9"]},
;! {"name": "trunc_i512_to_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0xff"]},
;! {"name": "trunc_i512_to_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_i512_to_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_i512_to_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0", "0x2"]}], "expected": ["0x2"]},
;! {"name": "trunc_i512_to_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "trunc_i512_to_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "trunc_i512_to_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "trunc_i512_to_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "trunc_i512_to_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xc64576b67037c7aad9bda6c30fe6bad7cedd303b9d812a9579a346c6345c5c73", "0xc107ab0f929370175a6bcd2e6ed1f0133c48d154c576f7c80c55a890307b2e8d"]}], "expected": ["0x1", "0xc107ab0f929370175a6bcd2e6ed1f0133c48d154c576f7c80c55a890307b2e8d"]},
;! {"name": "sext_inreg1_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg1_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg1_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg8_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_inreg8_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg8_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x1", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_inreg64_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg64_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_inreg64_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg64_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x203e5b4a2399cdaa942c0e483798490e976e0a7c9b0dbeb067ba"]}], "expected": ["0x0", "0xa7c9b0dbeb067ba"]},
;! {"name": "sext_inreg1_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg1_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg1_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg1_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x6290fed698bfce649a1545708cb149875ddb96c5fd42230695b02f8406efeeef", "0x97c51187966c0c976107e39d9d9cca69f5ca36abf38884473d2b26370babcd59"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg8_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_inreg8_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg8_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg8_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xffffffffffffffffffffffffffcba45d0ece14d4553127edfb43e24c3d01f49e", "0x33906e7144aede477a2e439a9c85b84a75dcc354b44e583d281c814a6dea3c53"]}], "expected": ["0x0", "0x53"]},
;! {"name": "sext_inreg64_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg64_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_inreg64_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_inreg64_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sext_inreg64_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x3e6d7a856a476217bcd0e667b7e7", "0x123b07248ca2a4592a287e67c5085782eb2b3db027dc3fc28f3cbd3944f13e75"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffff8f3cbd3944f13e75"]},
;! {"name": "zext_inreg1_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg1_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg1_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg1_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg1_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg1_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0x11c1f26de3fa2f0c9e380eb3fe1e90a81598f07edc0c294956776050e081928c"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg8_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg8_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg8_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xff"]},
;! {"name": "zext_inreg8_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg8_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xff"]},
;! {"name": "zext_inreg8_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0xfe"]},
;! {"name": "zext_inreg64_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg64_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg64_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg64_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0xfffffffffffffffe"]},
;! {"name": "zext_inreg1_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg1_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg1_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg1_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg1_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg1_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg8_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg8_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg8_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xff"]},
;! {"name": "zext_inreg8_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg8_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xff"]},
;! {"name": "zext_inreg8_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0xfe"]},
;! {"name": "zext_inreg64_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg64_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_inreg64_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_inreg64_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffff"]},
;! {"name": "zext_inreg64_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x1"]}
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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = trunc i256 %f0.1 to i1
  %f0.3 = call i257 @zext_i1_to_i257(i1 %f0.2)
  %f0.4 = lshr i257 %f0.3, 256
  %f0.5 = trunc i257 %f0.4 to i256
  %f0.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.5, ptr addrspace(1) %f0.6
  %f0.7 = trunc i257 %f0.3 to i256
  %f0.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.7, ptr addrspace(1) %f0.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i1
  %f1.3 = call i512 @zext_i1_to_i512(i1 %f1.2)
  %f1.4 = lshr i512 %f1.3, 256
  %f1.5 = trunc i512 %f1.4 to i256
  %f1.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.5, ptr addrspace(1) %f1.6
  %f1.7 = trunc i512 %f1.3 to i256
  %f1.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.7, ptr addrspace(1) %f1.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i8
  %f2.3 = call i257 @zext_i8_to_i257(i8 %f2.2)
  %f2.4 = lshr i257 %f2.3, 256
  %f2.5 = trunc i257 %f2.4 to i256
  %f2.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.5, ptr addrspace(1) %f2.6
  %f2.7 = trunc i257 %f2.3 to i256
  %f2.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.7, ptr addrspace(1) %f2.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i8
  %f3.3 = call i512 @zext_i8_to_i512(i8 %f3.2)
  %f3.4 = lshr i512 %f3.3, 256
  %f3.5 = trunc i512 %f3.4 to i256
  %f3.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.5, ptr addrspace(1) %f3.6
  %f3.7 = trunc i512 %f3.3 to i256
  %f3.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.7, ptr addrspace(1) %f3.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i32
  %f4.3 = call i257 @zext_i32_to_i257(i32 %f4.2)
  %f4.4 = lshr i257 %f4.3, 256
  %f4.5 = trunc i257 %f4.4 to i256
  %f4.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.5, ptr addrspace(1) %f4.6
  %f4.7 = trunc i257 %f4.3 to i256
  %f4.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f4.7, ptr addrspace(1) %f4.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i32
  %f5.3 = call i512 @zext_i32_to_i512(i32 %f5.2)
  %f5.4 = lshr i512 %f5.3, 256
  %f5.5 = trunc i512 %f5.4 to i256
  %f5.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.5, ptr addrspace(1) %f5.6
  %f5.7 = trunc i512 %f5.3 to i256
  %f5.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.7, ptr addrspace(1) %f5.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = trunc i256 %f6.1 to i64
  %f6.3 = call i257 @zext_i64_to_i257(i64 %f6.2)
  %f6.4 = lshr i257 %f6.3, 256
  %f6.5 = trunc i257 %f6.4 to i256
  %f6.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.5, ptr addrspace(1) %f6.6
  %f6.7 = trunc i257 %f6.3 to i256
  %f6.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.7, ptr addrspace(1) %f6.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i64
  %f7.3 = call i512 @zext_i64_to_i512(i64 %f7.2)
  %f7.4 = lshr i512 %f7.3, 256
  %f7.5 = trunc i512 %f7.4 to i256
  %f7.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.5, ptr addrspace(1) %f7.6
  %f7.7 = trunc i512 %f7.3 to i256
  %f7.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.7, ptr addrspace(1) %f7.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = trunc i256 %f8.1 to i128
  %f8.3 = call i257 @zext_i128_to_i257(i128 %f8.2)
  %f8.4 = lshr i257 %f8.3, 256
  %f8.5 = trunc i257 %f8.4 to i256
  %f8.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.5, ptr addrspace(1) %f8.6
  %f8.7 = trunc i257 %f8.3 to i256
  %f8.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f8.7, ptr addrspace(1) %f8.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = trunc i256 %f9.1 to i128
  %f9.3 = call i512 @zext_i128_to_i512(i128 %f9.2)
  %f9.4 = lshr i512 %f9.3, 256
  %f9.5 = trunc i512 %f9.4 to i256
  %f9.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.5, ptr addrspace(1) %f9.6
  %f9.7 = trunc i512 %f9.3 to i256
  %f9.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f9.7, ptr addrspace(1) %f9.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = trunc i256 %f10.1 to i255
  %f10.3 = call i257 @zext_i255_to_i257(i255 %f10.2)
  %f10.4 = lshr i257 %f10.3, 256
  %f10.5 = trunc i257 %f10.4 to i256
  %f10.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.5, ptr addrspace(1) %f10.6
  %f10.7 = trunc i257 %f10.3 to i256
  %f10.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f10.7, ptr addrspace(1) %f10.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = trunc i256 %f11.1 to i255
  %f11.3 = call i512 @zext_i255_to_i512(i255 %f11.2)
  %f11.4 = lshr i512 %f11.3, 256
  %f11.5 = trunc i512 %f11.4 to i256
  %f11.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.5, ptr addrspace(1) %f11.6
  %f11.7 = trunc i512 %f11.3 to i256
  %f11.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f11.7, ptr addrspace(1) %f11.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = call i257 @zext_i256_to_i257(i256 %f12.1)
  %f12.3 = lshr i257 %f12.2, 256
  %f12.4 = trunc i257 %f12.3 to i256
  %f12.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.4, ptr addrspace(1) %f12.5
  %f12.6 = trunc i257 %f12.2 to i256
  %f12.7 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f12.6, ptr addrspace(1) %f12.7
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = call i512 @zext_i256_to_i512(i256 %f13.1)
  %f13.3 = lshr i512 %f13.2, 256
  %f13.4 = trunc i512 %f13.3 to i256
  %f13.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.4, ptr addrspace(1) %f13.5
  %f13.6 = trunc i512 %f13.2 to i256
  %f13.7 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f13.6, ptr addrspace(1) %f13.7
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f14.8 = call i512 @zext_i257_to_i512(i257 %f14.7)
  %f14.9 = lshr i512 %f14.8, 256
  %f14.10 = trunc i512 %f14.9 to i256
  %f14.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.10, ptr addrspace(1) %f14.11
  %f14.12 = trunc i512 %f14.8 to i256
  %f14.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f14.12, ptr addrspace(1) %f14.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = trunc i256 %f15.1 to i1
  %f15.3 = call i257 @sext_i1_to_i257(i1 %f15.2)
  %f15.4 = lshr i257 %f15.3, 256
  %f15.5 = trunc i257 %f15.4 to i256
  %f15.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.5, ptr addrspace(1) %f15.6
  %f15.7 = trunc i257 %f15.3 to i256
  %f15.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f15.7, ptr addrspace(1) %f15.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = trunc i256 %f16.1 to i1
  %f16.3 = call i512 @sext_i1_to_i512(i1 %f16.2)
  %f16.4 = lshr i512 %f16.3, 256
  %f16.5 = trunc i512 %f16.4 to i256
  %f16.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.5, ptr addrspace(1) %f16.6
  %f16.7 = trunc i512 %f16.3 to i256
  %f16.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f16.7, ptr addrspace(1) %f16.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = trunc i256 %f17.1 to i8
  %f17.3 = call i257 @sext_i8_to_i257(i8 %f17.2)
  %f17.4 = lshr i257 %f17.3, 256
  %f17.5 = trunc i257 %f17.4 to i256
  %f17.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.5, ptr addrspace(1) %f17.6
  %f17.7 = trunc i257 %f17.3 to i256
  %f17.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f17.7, ptr addrspace(1) %f17.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = trunc i256 %f18.1 to i8
  %f18.3 = call i512 @sext_i8_to_i512(i8 %f18.2)
  %f18.4 = lshr i512 %f18.3, 256
  %f18.5 = trunc i512 %f18.4 to i256
  %f18.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.5, ptr addrspace(1) %f18.6
  %f18.7 = trunc i512 %f18.3 to i256
  %f18.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f18.7, ptr addrspace(1) %f18.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = trunc i256 %f19.1 to i32
  %f19.3 = call i257 @sext_i32_to_i257(i32 %f19.2)
  %f19.4 = lshr i257 %f19.3, 256
  %f19.5 = trunc i257 %f19.4 to i256
  %f19.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.5, ptr addrspace(1) %f19.6
  %f19.7 = trunc i257 %f19.3 to i256
  %f19.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f19.7, ptr addrspace(1) %f19.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = trunc i256 %f20.1 to i32
  %f20.3 = call i512 @sext_i32_to_i512(i32 %f20.2)
  %f20.4 = lshr i512 %f20.3, 256
  %f20.5 = trunc i512 %f20.4 to i256
  %f20.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.5, ptr addrspace(1) %f20.6
  %f20.7 = trunc i512 %f20.3 to i256
  %f20.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f20.7, ptr addrspace(1) %f20.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i64
  %f21.3 = call i257 @sext_i64_to_i257(i64 %f21.2)
  %f21.4 = lshr i257 %f21.3, 256
  %f21.5 = trunc i257 %f21.4 to i256
  %f21.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.5, ptr addrspace(1) %f21.6
  %f21.7 = trunc i257 %f21.3 to i256
  %f21.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f21.7, ptr addrspace(1) %f21.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = trunc i256 %f22.1 to i64
  %f22.3 = call i512 @sext_i64_to_i512(i64 %f22.2)
  %f22.4 = lshr i512 %f22.3, 256
  %f22.5 = trunc i512 %f22.4 to i256
  %f22.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.5, ptr addrspace(1) %f22.6
  %f22.7 = trunc i512 %f22.3 to i256
  %f22.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f22.7, ptr addrspace(1) %f22.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = trunc i256 %f23.1 to i128
  %f23.3 = call i257 @sext_i128_to_i257(i128 %f23.2)
  %f23.4 = lshr i257 %f23.3, 256
  %f23.5 = trunc i257 %f23.4 to i256
  %f23.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.5, ptr addrspace(1) %f23.6
  %f23.7 = trunc i257 %f23.3 to i256
  %f23.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f23.7, ptr addrspace(1) %f23.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = trunc i256 %f24.1 to i128
  %f24.3 = call i512 @sext_i128_to_i512(i128 %f24.2)
  %f24.4 = lshr i512 %f24.3, 256
  %f24.5 = trunc i512 %f24.4 to i256
  %f24.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.5, ptr addrspace(1) %f24.6
  %f24.7 = trunc i512 %f24.3 to i256
  %f24.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f24.7, ptr addrspace(1) %f24.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = trunc i256 %f25.1 to i255
  %f25.3 = call i257 @sext_i255_to_i257(i255 %f25.2)
  %f25.4 = lshr i257 %f25.3, 256
  %f25.5 = trunc i257 %f25.4 to i256
  %f25.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.5, ptr addrspace(1) %f25.6
  %f25.7 = trunc i257 %f25.3 to i256
  %f25.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f25.7, ptr addrspace(1) %f25.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = trunc i256 %f26.1 to i255
  %f26.3 = call i512 @sext_i255_to_i512(i255 %f26.2)
  %f26.4 = lshr i512 %f26.3, 256
  %f26.5 = trunc i512 %f26.4 to i256
  %f26.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.5, ptr addrspace(1) %f26.6
  %f26.7 = trunc i512 %f26.3 to i256
  %f26.8 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f26.7, ptr addrspace(1) %f26.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = call i257 @sext_i256_to_i257(i256 %f27.1)
  %f27.3 = lshr i257 %f27.2, 256
  %f27.4 = trunc i257 %f27.3 to i256
  %f27.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.4, ptr addrspace(1) %f27.5
  %f27.6 = trunc i257 %f27.2 to i256
  %f27.7 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f27.6, ptr addrspace(1) %f27.7
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = call i512 @sext_i256_to_i512(i256 %f28.1)
  %f28.3 = lshr i512 %f28.2, 256
  %f28.4 = trunc i512 %f28.3 to i256
  %f28.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.4, ptr addrspace(1) %f28.5
  %f28.6 = trunc i512 %f28.2 to i256
  %f28.7 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f28.6, ptr addrspace(1) %f28.7
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = zext i256 %f29.1 to i257
  %f29.3 = inttoptr i256 64 to ptr addrspace(2)
  %f29.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.3)
  %f29.5 = zext i256 %f29.4 to i257
  %f29.6 = shl i257 %f29.2, 256
  %f29.7 = or i257 %f29.6, %f29.5
  %f29.8 = call i512 @sext_i257_to_i512(i257 %f29.7)
  %f29.9 = lshr i512 %f29.8, 256
  %f29.10 = trunc i512 %f29.9 to i256
  %f29.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.10, ptr addrspace(1) %f29.11
  %f29.12 = trunc i512 %f29.8 to i256
  %f29.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f29.12, ptr addrspace(1) %f29.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = zext i256 %f30.1 to i257
  %f30.3 = inttoptr i256 64 to ptr addrspace(2)
  %f30.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.3)
  %f30.5 = zext i256 %f30.4 to i257
  %f30.6 = shl i257 %f30.2, 256
  %f30.7 = or i257 %f30.6, %f30.5
  %f30.8 = call i1 @trunc_i257_to_i1(i257 %f30.7)
  %f30.9 = zext i1 %f30.8 to i256
  %f30.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.9, ptr addrspace(1) %f30.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = zext i256 %f31.1 to i257
  %f31.3 = inttoptr i256 64 to ptr addrspace(2)
  %f31.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.3)
  %f31.5 = zext i256 %f31.4 to i257
  %f31.6 = shl i257 %f31.2, 256
  %f31.7 = or i257 %f31.6, %f31.5
  %f31.8 = call i8 @trunc_i257_to_i8(i257 %f31.7)
  %f31.9 = zext i8 %f31.8 to i256
  %f31.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.9, ptr addrspace(1) %f31.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = zext i256 %f32.1 to i257
  %f32.3 = inttoptr i256 64 to ptr addrspace(2)
  %f32.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.3)
  %f32.5 = zext i256 %f32.4 to i257
  %f32.6 = shl i257 %f32.2, 256
  %f32.7 = or i257 %f32.6, %f32.5
  %f32.8 = call i32 @trunc_i257_to_i32(i257 %f32.7)
  %f32.9 = zext i32 %f32.8 to i256
  %f32.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.9, ptr addrspace(1) %f32.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = zext i256 %f33.1 to i257
  %f33.3 = inttoptr i256 64 to ptr addrspace(2)
  %f33.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.3)
  %f33.5 = zext i256 %f33.4 to i257
  %f33.6 = shl i257 %f33.2, 256
  %f33.7 = or i257 %f33.6, %f33.5
  %f33.8 = call i64 @trunc_i257_to_i64(i257 %f33.7)
  %f33.9 = zext i64 %f33.8 to i256
  %f33.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.9, ptr addrspace(1) %f33.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = zext i256 %f34.1 to i257
  %f34.3 = inttoptr i256 64 to ptr addrspace(2)
  %f34.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.3)
  %f34.5 = zext i256 %f34.4 to i257
  %f34.6 = shl i257 %f34.2, 256
  %f34.7 = or i257 %f34.6, %f34.5
  %f34.8 = call i128 @trunc_i257_to_i128(i257 %f34.7)
  %f34.9 = zext i128 %f34.8 to i256
  %f34.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.9, ptr addrspace(1) %f34.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = zext i256 %f35.1 to i257
  %f35.3 = inttoptr i256 64 to ptr addrspace(2)
  %f35.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.3)
  %f35.5 = zext i256 %f35.4 to i257
  %f35.6 = shl i257 %f35.2, 256
  %f35.7 = or i257 %f35.6, %f35.5
  %f35.8 = call i255 @trunc_i257_to_i255(i257 %f35.7)
  %f35.9 = zext i255 %f35.8 to i256
  %f35.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.9, ptr addrspace(1) %f35.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = zext i256 %f36.1 to i257
  %f36.3 = inttoptr i256 64 to ptr addrspace(2)
  %f36.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.3)
  %f36.5 = zext i256 %f36.4 to i257
  %f36.6 = shl i257 %f36.2, 256
  %f36.7 = or i257 %f36.6, %f36.5
  %f36.8 = call i256 @trunc_i257_to_i256(i257 %f36.7)
  %f36.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.8, ptr addrspace(1) %f36.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = zext i256 %f37.1 to i512
  %f37.3 = inttoptr i256 64 to ptr addrspace(2)
  %f37.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.3)
  %f37.5 = zext i256 %f37.4 to i512
  %f37.6 = shl i512 %f37.2, 256
  %f37.7 = or i512 %f37.6, %f37.5
  %f37.8 = call i1 @trunc_i512_to_i1(i512 %f37.7)
  %f37.9 = zext i1 %f37.8 to i256
  %f37.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.9, ptr addrspace(1) %f37.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = zext i256 %f38.1 to i512
  %f38.3 = inttoptr i256 64 to ptr addrspace(2)
  %f38.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.3)
  %f38.5 = zext i256 %f38.4 to i512
  %f38.6 = shl i512 %f38.2, 256
  %f38.7 = or i512 %f38.6, %f38.5
  %f38.8 = call i8 @trunc_i512_to_i8(i512 %f38.7)
  %f38.9 = zext i8 %f38.8 to i256
  %f38.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.9, ptr addrspace(1) %f38.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = zext i256 %f39.1 to i512
  %f39.3 = inttoptr i256 64 to ptr addrspace(2)
  %f39.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.3)
  %f39.5 = zext i256 %f39.4 to i512
  %f39.6 = shl i512 %f39.2, 256
  %f39.7 = or i512 %f39.6, %f39.5
  %f39.8 = call i32 @trunc_i512_to_i32(i512 %f39.7)
  %f39.9 = zext i32 %f39.8 to i256
  %f39.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.9, ptr addrspace(1) %f39.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = zext i256 %f40.1 to i512
  %f40.3 = inttoptr i256 64 to ptr addrspace(2)
  %f40.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.3)
  %f40.5 = zext i256 %f40.4 to i512
  %f40.6 = shl i512 %f40.2, 256
  %f40.7 = or i512 %f40.6, %f40.5
  %f40.8 = call i64 @trunc_i512_to_i64(i512 %f40.7)
  %f40.9 = zext i64 %f40.8 to i256
  %f40.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.9, ptr addrspace(1) %f40.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = zext i256 %f41.1 to i512
  %f41.3 = inttoptr i256 64 to ptr addrspace(2)
  %f41.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.3)
  %f41.5 = zext i256 %f41.4 to i512
  %f41.6 = shl i512 %f41.2, 256
  %f41.7 = or i512 %f41.6, %f41.5
  %f41.8 = call i128 @trunc_i512_to_i128(i512 %f41.7)
  %f41.9 = zext i128 %f41.8 to i256
  %f41.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.9, ptr addrspace(1) %f41.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f42:
  %f42.0 = inttoptr i256 32 to ptr addrspace(2)
  %f42.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.0)
  %f42.2 = zext i256 %f42.1 to i512
  %f42.3 = inttoptr i256 64 to ptr addrspace(2)
  %f42.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.3)
  %f42.5 = zext i256 %f42.4 to i512
  %f42.6 = shl i512 %f42.2, 256
  %f42.7 = or i512 %f42.6, %f42.5
  %f42.8 = call i255 @trunc_i512_to_i255(i512 %f42.7)
  %f42.9 = zext i255 %f42.8 to i256
  %f42.10 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f42.9, ptr addrspace(1) %f42.10
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f43:
  %f43.0 = inttoptr i256 32 to ptr addrspace(2)
  %f43.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.0)
  %f43.2 = zext i256 %f43.1 to i512
  %f43.3 = inttoptr i256 64 to ptr addrspace(2)
  %f43.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.3)
  %f43.5 = zext i256 %f43.4 to i512
  %f43.6 = shl i512 %f43.2, 256
  %f43.7 = or i512 %f43.6, %f43.5
  %f43.8 = call i256 @trunc_i512_to_i256(i512 %f43.7)
  %f43.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f43.8, ptr addrspace(1) %f43.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f44:
  %f44.0 = inttoptr i256 32 to ptr addrspace(2)
  %f44.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.0)
  %f44.2 = zext i256 %f44.1 to i512
  %f44.3 = inttoptr i256 64 to ptr addrspace(2)
  %f44.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.3)
  %f44.5 = zext i256 %f44.4 to i512
  %f44.6 = shl i512 %f44.2, 256
  %f44.7 = or i512 %f44.6, %f44.5
  %f44.8 = call i257 @trunc_i512_to_i257(i512 %f44.7)
  %f44.9 = lshr i257 %f44.8, 256
  %f44.10 = trunc i257 %f44.9 to i256
  %f44.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f44.10, ptr addrspace(1) %f44.11
  %f44.12 = trunc i257 %f44.8 to i256
  %f44.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f44.12, ptr addrspace(1) %f44.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f45:
  %f45.0 = inttoptr i256 32 to ptr addrspace(2)
  %f45.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.0)
  %f45.2 = zext i256 %f45.1 to i257
  %f45.3 = inttoptr i256 64 to ptr addrspace(2)
  %f45.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.3)
  %f45.5 = zext i256 %f45.4 to i257
  %f45.6 = shl i257 %f45.2, 256
  %f45.7 = or i257 %f45.6, %f45.5
  %f45.8 = call i257 @sext_inreg1_i257(i257 %f45.7)
  %f45.9 = lshr i257 %f45.8, 256
  %f45.10 = trunc i257 %f45.9 to i256
  %f45.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f45.10, ptr addrspace(1) %f45.11
  %f45.12 = trunc i257 %f45.8 to i256
  %f45.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f45.12, ptr addrspace(1) %f45.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f46:
  %f46.0 = inttoptr i256 32 to ptr addrspace(2)
  %f46.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.0)
  %f46.2 = zext i256 %f46.1 to i257
  %f46.3 = inttoptr i256 64 to ptr addrspace(2)
  %f46.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.3)
  %f46.5 = zext i256 %f46.4 to i257
  %f46.6 = shl i257 %f46.2, 256
  %f46.7 = or i257 %f46.6, %f46.5
  %f46.8 = call i257 @sext_inreg8_i257(i257 %f46.7)
  %f46.9 = lshr i257 %f46.8, 256
  %f46.10 = trunc i257 %f46.9 to i256
  %f46.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f46.10, ptr addrspace(1) %f46.11
  %f46.12 = trunc i257 %f46.8 to i256
  %f46.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f46.12, ptr addrspace(1) %f46.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f47:
  %f47.0 = inttoptr i256 32 to ptr addrspace(2)
  %f47.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.0)
  %f47.2 = zext i256 %f47.1 to i257
  %f47.3 = inttoptr i256 64 to ptr addrspace(2)
  %f47.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.3)
  %f47.5 = zext i256 %f47.4 to i257
  %f47.6 = shl i257 %f47.2, 256
  %f47.7 = or i257 %f47.6, %f47.5
  %f47.8 = call i257 @sext_inreg64_i257(i257 %f47.7)
  %f47.9 = lshr i257 %f47.8, 256
  %f47.10 = trunc i257 %f47.9 to i256
  %f47.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f47.10, ptr addrspace(1) %f47.11
  %f47.12 = trunc i257 %f47.8 to i256
  %f47.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f47.12, ptr addrspace(1) %f47.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f48:
  %f48.0 = inttoptr i256 32 to ptr addrspace(2)
  %f48.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.0)
  %f48.2 = zext i256 %f48.1 to i512
  %f48.3 = inttoptr i256 64 to ptr addrspace(2)
  %f48.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.3)
  %f48.5 = zext i256 %f48.4 to i512
  %f48.6 = shl i512 %f48.2, 256
  %f48.7 = or i512 %f48.6, %f48.5
  %f48.8 = call i512 @sext_inreg1_i512(i512 %f48.7)
  %f48.9 = lshr i512 %f48.8, 256
  %f48.10 = trunc i512 %f48.9 to i256
  %f48.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.10, ptr addrspace(1) %f48.11
  %f48.12 = trunc i512 %f48.8 to i256
  %f48.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f48.12, ptr addrspace(1) %f48.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = zext i256 %f49.1 to i512
  %f49.3 = inttoptr i256 64 to ptr addrspace(2)
  %f49.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.3)
  %f49.5 = zext i256 %f49.4 to i512
  %f49.6 = shl i512 %f49.2, 256
  %f49.7 = or i512 %f49.6, %f49.5
  %f49.8 = call i512 @sext_inreg8_i512(i512 %f49.7)
  %f49.9 = lshr i512 %f49.8, 256
  %f49.10 = trunc i512 %f49.9 to i256
  %f49.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.10, ptr addrspace(1) %f49.11
  %f49.12 = trunc i512 %f49.8 to i256
  %f49.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f49.12, ptr addrspace(1) %f49.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = zext i256 %f50.1 to i512
  %f50.3 = inttoptr i256 64 to ptr addrspace(2)
  %f50.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.3)
  %f50.5 = zext i256 %f50.4 to i512
  %f50.6 = shl i512 %f50.2, 256
  %f50.7 = or i512 %f50.6, %f50.5
  %f50.8 = call i512 @sext_inreg64_i512(i512 %f50.7)
  %f50.9 = lshr i512 %f50.8, 256
  %f50.10 = trunc i512 %f50.9 to i256
  %f50.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.10, ptr addrspace(1) %f50.11
  %f50.12 = trunc i512 %f50.8 to i256
  %f50.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f50.12, ptr addrspace(1) %f50.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = zext i256 %f51.1 to i257
  %f51.3 = inttoptr i256 64 to ptr addrspace(2)
  %f51.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.3)
  %f51.5 = zext i256 %f51.4 to i257
  %f51.6 = shl i257 %f51.2, 256
  %f51.7 = or i257 %f51.6, %f51.5
  %f51.8 = call i257 @zext_inreg1_i257(i257 %f51.7)
  %f51.9 = lshr i257 %f51.8, 256
  %f51.10 = trunc i257 %f51.9 to i256
  %f51.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.10, ptr addrspace(1) %f51.11
  %f51.12 = trunc i257 %f51.8 to i256
  %f51.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f51.12, ptr addrspace(1) %f51.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = zext i256 %f52.1 to i257
  %f52.3 = inttoptr i256 64 to ptr addrspace(2)
  %f52.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.3)
  %f52.5 = zext i256 %f52.4 to i257
  %f52.6 = shl i257 %f52.2, 256
  %f52.7 = or i257 %f52.6, %f52.5
  %f52.8 = call i257 @zext_inreg8_i257(i257 %f52.7)
  %f52.9 = lshr i257 %f52.8, 256
  %f52.10 = trunc i257 %f52.9 to i256
  %f52.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.10, ptr addrspace(1) %f52.11
  %f52.12 = trunc i257 %f52.8 to i256
  %f52.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f52.12, ptr addrspace(1) %f52.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = zext i256 %f53.1 to i257
  %f53.3 = inttoptr i256 64 to ptr addrspace(2)
  %f53.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.3)
  %f53.5 = zext i256 %f53.4 to i257
  %f53.6 = shl i257 %f53.2, 256
  %f53.7 = or i257 %f53.6, %f53.5
  %f53.8 = call i257 @zext_inreg64_i257(i257 %f53.7)
  %f53.9 = lshr i257 %f53.8, 256
  %f53.10 = trunc i257 %f53.9 to i256
  %f53.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.10, ptr addrspace(1) %f53.11
  %f53.12 = trunc i257 %f53.8 to i256
  %f53.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f53.12, ptr addrspace(1) %f53.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = zext i256 %f54.1 to i512
  %f54.3 = inttoptr i256 64 to ptr addrspace(2)
  %f54.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.3)
  %f54.5 = zext i256 %f54.4 to i512
  %f54.6 = shl i512 %f54.2, 256
  %f54.7 = or i512 %f54.6, %f54.5
  %f54.8 = call i512 @zext_inreg1_i512(i512 %f54.7)
  %f54.9 = lshr i512 %f54.8, 256
  %f54.10 = trunc i512 %f54.9 to i256
  %f54.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.10, ptr addrspace(1) %f54.11
  %f54.12 = trunc i512 %f54.8 to i256
  %f54.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f54.12, ptr addrspace(1) %f54.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f55:
  %f55.0 = inttoptr i256 32 to ptr addrspace(2)
  %f55.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.0)
  %f55.2 = zext i256 %f55.1 to i512
  %f55.3 = inttoptr i256 64 to ptr addrspace(2)
  %f55.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.3)
  %f55.5 = zext i256 %f55.4 to i512
  %f55.6 = shl i512 %f55.2, 256
  %f55.7 = or i512 %f55.6, %f55.5
  %f55.8 = call i512 @zext_inreg8_i512(i512 %f55.7)
  %f55.9 = lshr i512 %f55.8, 256
  %f55.10 = trunc i512 %f55.9 to i256
  %f55.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f55.10, ptr addrspace(1) %f55.11
  %f55.12 = trunc i512 %f55.8 to i256
  %f55.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f55.12, ptr addrspace(1) %f55.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f56:
  %f56.0 = inttoptr i256 32 to ptr addrspace(2)
  %f56.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.0)
  %f56.2 = zext i256 %f56.1 to i512
  %f56.3 = inttoptr i256 64 to ptr addrspace(2)
  %f56.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.3)
  %f56.5 = zext i256 %f56.4 to i512
  %f56.6 = shl i512 %f56.2, 256
  %f56.7 = or i512 %f56.6, %f56.5
  %f56.8 = call i512 @zext_inreg64_i512(i512 %f56.7)
  %f56.9 = lshr i512 %f56.8, 256
  %f56.10 = trunc i512 %f56.9 to i256
  %f56.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f56.10, ptr addrspace(1) %f56.11
  %f56.12 = trunc i512 %f56.8 to i256
  %f56.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f56.12, ptr addrspace(1) %f56.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @zext_i1_to_i257(i1 %a) {
  %r = zext i1 %a to i257
  ret i257 %r
}

define i512 @zext_i1_to_i512(i1 %a) {
  %r = zext i1 %a to i512
  ret i512 %r
}

define i257 @zext_i8_to_i257(i8 %a) {
  %r = zext i8 %a to i257
  ret i257 %r
}

define i512 @zext_i8_to_i512(i8 %a) {
  %r = zext i8 %a to i512
  ret i512 %r
}

define i257 @zext_i32_to_i257(i32 %a) {
  %r = zext i32 %a to i257
  ret i257 %r
}

define i512 @zext_i32_to_i512(i32 %a) {
  %r = zext i32 %a to i512
  ret i512 %r
}

define i257 @zext_i64_to_i257(i64 %a) {
  %r = zext i64 %a to i257
  ret i257 %r
}

define i512 @zext_i64_to_i512(i64 %a) {
  %r = zext i64 %a to i512
  ret i512 %r
}

define i257 @zext_i128_to_i257(i128 %a) {
  %r = zext i128 %a to i257
  ret i257 %r
}

define i512 @zext_i128_to_i512(i128 %a) {
  %r = zext i128 %a to i512
  ret i512 %r
}

define i257 @zext_i255_to_i257(i255 %a) {
  %r = zext i255 %a to i257
  ret i257 %r
}

define i512 @zext_i255_to_i512(i255 %a) {
  %r = zext i255 %a to i512
  ret i512 %r
}

define i257 @zext_i256_to_i257(i256 %a) {
  %r = zext i256 %a to i257
  ret i257 %r
}

define i512 @zext_i256_to_i512(i256 %a) {
  %r = zext i256 %a to i512
  ret i512 %r
}

define i512 @zext_i257_to_i512(i257 %a) {
  %r = zext i257 %a to i512
  ret i512 %r
}

define i257 @sext_i1_to_i257(i1 %a) {
  %r = sext i1 %a to i257
  ret i257 %r
}

define i512 @sext_i1_to_i512(i1 %a) {
  %r = sext i1 %a to i512
  ret i512 %r
}

define i257 @sext_i8_to_i257(i8 %a) {
  %r = sext i8 %a to i257
  ret i257 %r
}

define i512 @sext_i8_to_i512(i8 %a) {
  %r = sext i8 %a to i512
  ret i512 %r
}

define i257 @sext_i32_to_i257(i32 %a) {
  %r = sext i32 %a to i257
  ret i257 %r
}

define i512 @sext_i32_to_i512(i32 %a) {
  %r = sext i32 %a to i512
  ret i512 %r
}

define i257 @sext_i64_to_i257(i64 %a) {
  %r = sext i64 %a to i257
  ret i257 %r
}

define i512 @sext_i64_to_i512(i64 %a) {
  %r = sext i64 %a to i512
  ret i512 %r
}

define i257 @sext_i128_to_i257(i128 %a) {
  %r = sext i128 %a to i257
  ret i257 %r
}

define i512 @sext_i128_to_i512(i128 %a) {
  %r = sext i128 %a to i512
  ret i512 %r
}

define i257 @sext_i255_to_i257(i255 %a) {
  %r = sext i255 %a to i257
  ret i257 %r
}

define i512 @sext_i255_to_i512(i255 %a) {
  %r = sext i255 %a to i512
  ret i512 %r
}

define i257 @sext_i256_to_i257(i256 %a) {
  %r = sext i256 %a to i257
  ret i257 %r
}

define i512 @sext_i256_to_i512(i256 %a) {
  %r = sext i256 %a to i512
  ret i512 %r
}

define i512 @sext_i257_to_i512(i257 %a) {
  %r = sext i257 %a to i512
  ret i512 %r
}

define i1 @trunc_i257_to_i1(i257 %a) {
  %r = trunc i257 %a to i1
  ret i1 %r
}

define i8 @trunc_i257_to_i8(i257 %a) {
  %r = trunc i257 %a to i8
  ret i8 %r
}

define i32 @trunc_i257_to_i32(i257 %a) {
  %r = trunc i257 %a to i32
  ret i32 %r
}

define i64 @trunc_i257_to_i64(i257 %a) {
  %r = trunc i257 %a to i64
  ret i64 %r
}

define i128 @trunc_i257_to_i128(i257 %a) {
  %r = trunc i257 %a to i128
  ret i128 %r
}

define i255 @trunc_i257_to_i255(i257 %a) {
  %r = trunc i257 %a to i255
  ret i255 %r
}

define i256 @trunc_i257_to_i256(i257 %a) {
  %r = trunc i257 %a to i256
  ret i256 %r
}

define i1 @trunc_i512_to_i1(i512 %a) {
  %r = trunc i512 %a to i1
  ret i1 %r
}

define i8 @trunc_i512_to_i8(i512 %a) {
  %r = trunc i512 %a to i8
  ret i8 %r
}

define i32 @trunc_i512_to_i32(i512 %a) {
  %r = trunc i512 %a to i32
  ret i32 %r
}

define i64 @trunc_i512_to_i64(i512 %a) {
  %r = trunc i512 %a to i64
  ret i64 %r
}

define i128 @trunc_i512_to_i128(i512 %a) {
  %r = trunc i512 %a to i128
  ret i128 %r
}

define i255 @trunc_i512_to_i255(i512 %a) {
  %r = trunc i512 %a to i255
  ret i255 %r
}

define i256 @trunc_i512_to_i256(i512 %a) {
  %r = trunc i512 %a to i256
  ret i256 %r
}

define i257 @trunc_i512_to_i257(i512 %a) {
  %r = trunc i512 %a to i257
  ret i257 %r
}

define i257 @sext_inreg1_i257(i257 %a) {
  %s = shl i257 %a, 256
  %r = ashr i257 %s, 256
  ret i257 %r
}

define i257 @sext_inreg8_i257(i257 %a) {
  %s = shl i257 %a, 249
  %r = ashr i257 %s, 249
  ret i257 %r
}

define i257 @sext_inreg64_i257(i257 %a) {
  %s = shl i257 %a, 193
  %r = ashr i257 %s, 193
  ret i257 %r
}

define i512 @sext_inreg1_i512(i512 %a) {
  %s = shl i512 %a, 511
  %r = ashr i512 %s, 511
  ret i512 %r
}

define i512 @sext_inreg8_i512(i512 %a) {
  %s = shl i512 %a, 504
  %r = ashr i512 %s, 504
  ret i512 %r
}

define i512 @sext_inreg64_i512(i512 %a) {
  %s = shl i512 %a, 448
  %r = ashr i512 %s, 448
  ret i512 %r
}

define i257 @zext_inreg1_i257(i257 %a) {
  %s = shl i257 %a, 256
  %r = lshr i257 %s, 256
  ret i257 %r
}

define i257 @zext_inreg8_i257(i257 %a) {
  %s = shl i257 %a, 249
  %r = lshr i257 %s, 249
  ret i257 %r
}

define i257 @zext_inreg64_i257(i257 %a) {
  %s = shl i257 %a, 193
  %r = lshr i257 %s, 193
  ret i257 %r
}

define i512 @zext_inreg1_i512(i512 %a) {
  %s = shl i512 %a, 511
  %r = lshr i512 %s, 511
  ret i512 %r
}

define i512 @zext_inreg8_i512(i512 %a) {
  %s = shl i512 %a, 504
  %r = lshr i512 %s, 504
  ret i512 %r
}

define i512 @zext_inreg64_i512(i512 %a) {
  %s = shl i512 %a, 448
  %r = lshr i512 %s, 448
  ret i512 %r
}
