;! { "cases": [
;! {"name": "udiv_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "udiv_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x530b25d964e17dd3878cb77974a8f9635c6a8d5618c57e1aa7e16c888762eb4e", "0x726dac46b62f643356aa73cc51b5416b93d90a4f45545d9f8027081bed3e7425"]}], "expected": ["0x0"]},
;! {"name": "udiv_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x80", "0x80"]}], "expected": ["0x1"]},
;! {"name": "udiv_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xaec3cd4c3a1f803d0e19313576bdc3914a3f29306578a663b29ea1d957217e81", "0x4f73629aa6aa8135c9cd55353224ef3ff581e2959827318463dbb5b9b52b7dff"]}], "expected": ["0x0"]},
;! {"name": "udiv_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfe", "0x3f"]}], "expected": ["0x4"]},
;! {"name": "udiv_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x14ebbba10fd2e83883ed946cd2eabdc55c71ddc9f4d422dc38abb60c2b011e02", "0x5db7271f29cb0886c6740df99efd1118a90e553b517e510d2218489eba64db7f"]}], "expected": ["0x0"]},
;! {"name": "udiv_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xe", "0xc2"]}], "expected": ["0x0"]},
;! {"name": "udiv_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xadbc290e0156f6ed23a7d460fc33a9a086c12b043a0a21333814782e3e788202", "0xd36e744b41518bff3fc2e1610f26e744598784bc25d13adc06485289fae9e5aa"]}], "expected": ["0x0"]},
;! {"name": "udiv_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7d", "0x67"]}], "expected": ["0x1"]},
;! {"name": "udiv_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2fe9a6b5b476daa430f3a2ff995e1b67ed211e7de9aa004dfb55e31d8ce082fd", "0xc25509e9fc8b3870be54351e704770966f72fbe26da224f39bbf1709874ef52e"]}], "expected": ["0x5"]},
;! {"name": "udiv_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7fffffff", "0x7fffffff"]}], "expected": ["0x1"]},
;! {"name": "udiv_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x544c92a13915a9682cb7809c5d32ba01ee29bc4fb93e0223330f9cb87f000000", "0xb8571a07baac0910b4a9c0cbce7602439140f2162ac51b27d09bed4affffffff"]}], "expected": ["0x0"]},
;! {"name": "udiv_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x2", "0x10000ff"]}], "expected": ["0x0"]},
;! {"name": "udiv_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x9501ec528fb14bc9982936bf8d4ec4e631d45083b888eacdd2d90425fffff0f7", "0xf2b40e44b9c13f732a2dda068899ae97529811260d09badfa269f133fffffffe"]}], "expected": ["0x0"]},
;! {"name": "udiv_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7fffffff", "0xc4812"]}], "expected": ["0xa6c"]},
;! {"name": "udiv_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xdb4b09169fe7b228e3242a002995d6225fcbe59c0713166686c24556ff000001", "0x54b4f6890b8c439555e0d406ea9c7e837d2986acff53e16535bdc31900000002"]}], "expected": ["0x7f800000"]},
;! {"name": "udiv_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x10000ff", "0x7f000000"]}], "expected": ["0x0"]},
;! {"name": "udiv_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x8ad8f2be1322101b2ebc627dc49e99b638c9821e46e462663e8f7e73ffffffff", "0x1ea4907fc433a0b246c58be75bb66b2e9eb825934da82b5272a44d9cffffffff"]}], "expected": ["0x1"]},
;! {"name": "udiv_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa8f42c6288b9f450", "0xa8f42c6288b9f450"]}], "expected": ["0x1"]},
;! {"name": "udiv_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7b10984fbb96e496e291540790f829a4c9a661f5e7eb942f002cac6acf175620", "0xf55fc1927a5171f9988d0e9f993f8038e204b376340067847fffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "udiv_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfffffffff3ef8e9e", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "udiv_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xacb7dccbaec10f94ef099959d0e6279faa8eaebcdeb2fe13ffffffffffffeda3", "0x934751349c9ef206477b69c83b5ae19b58b5188b014375d01b64ad53f357dc19"]}], "expected": ["0x9"]},
;! {"name": "udiv_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfffffffffffffffe", "0x7f00000000000000"]}], "expected": ["0x2"]},
;! {"name": "udiv_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x5af72040fb4498d5cadd33e806d09501e135dfa5c0be1b1588997e5e6b19e18d", "0xffd1c8e78d80215f5d064a991229d7616184f7a1e840b917fffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "udiv_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xff00000000000001", "0xc4a0bbba85557289"]}], "expected": ["0x1"]},
;! {"name": "udiv_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x9dad6db9fd691ff0637b3380be0da3340018a18079427cb80000000000000000", "0xc2f6d2f8c42069bf2a738f2e6eb558eb96a10ec0a267dd2d09ff9820cb63d1ed"]}], "expected": ["0x0"]},
;! {"name": "udiv_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x4bbd7f800d5593a72b70", "0x4bbd7f800d5593a72b70"]}], "expected": ["0x1"]},
;! {"name": "udiv_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xc264d392ee3677f4f45db9d2007ef8ceffffffffffffffffff6076bbe2899579", "0x788f75ecac6f917d2aecc203156937e698604d2cdf43a8340567713b22b3a5a8"]}], "expected": ["0x1"]},
;! {"name": "udiv_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x80000000000000000000000000000000", "0xff000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "udiv_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x97e9baa09e10e36444bc32a9bd99539400000000000000000000000000000002", "0x4656cbc9e8bb6bbc8fe50053d1293e1380000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "udiv_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xfcae5f070c89f0bfc37455edf78d6b12", "0x80000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "udiv_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xa41a45cf753236fc129dbf0a634863b0fffffffffffffffff8aacc230fd9ab77", "0x3dff4f7799e915243d4524ecfe056fdc00000000000000000000000000000002"]}], "expected": ["0x7ffffffffffffffffc55661187ecd5bb"]},
;! {"name": "udiv_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xbcb4f5810b9a58c4c1dcfd16f0625444", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "udiv_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x8e130feca53a86d9318f9960f970caa5880f9933ca2fa6a1c64c3c1a949b48fc", "0xbb3d47e0e7423122dc3b1cc0519018f4925e84a19e33ba019137ced4ef2423ee"]}], "expected": ["0x0"]},
;! {"name": "udiv_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x19f73b4e8faf92d4aa760442dc610896bcacddfd466783", "0x19f73b4e8faf92d4aa760442dc610896bcacddfd466783"]}], "expected": ["0x1"]},
;! {"name": "udiv_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x4000000000000000000000000000000000000000000000000000000000000001", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "udiv_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x16096cf6d714365db8ca18743ddab341d0ebb4e32f962ff33bc66a3fd9e", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "udiv_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xbf80000000000000000000000000000000000000000000000000000000000000", "0x7fff80ab16b1b82c77f047940b71332f48ef780138ce4d0dab91eca1fd27cf83"]}], "expected": ["0x0"]},
;! {"name": "udiv_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x161bb62b70a3b8dd2ab97969c617bb9b59f2"]}], "expected": ["0x5ca2967de4ce1986894c18a2355a1"]},
;! {"name": "udiv_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x2"]}], "expected": ["0x0"]},
;! {"name": "udiv_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffff91994946", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffff91994946"]},
;! {"name": "udiv_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x13aa2155384ac3680c47045f57f6c6ca322fd8667", "0xb2cee5fed4c5d188b6aa2eadb2be29237d4b7d64503e695f64a424e8b8c8892e"]}], "expected": ["0x0"]},
;! {"name": "udiv_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x2", "0x2"]}], "expected": ["0x1"]},
;! {"name": "udiv_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xa832eaf571", "0xfe0c5f95ea01a3fe03a3f898ffa2d797592dfd5a690db3c74af1c5c8ccd53225"]}], "expected": ["0x0"]},
;! {"name": "udiv_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "udiv_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "udiv_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1c5ef1fc849528d3a624930136f", "0x2"]}], "expected": ["0xe2f78fe424a9469d31249809b7"]},
;! {"name": "udiv_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x326c377743d6de2f54441758c8ee84d5ebd1a08e19d7230c1ca1f704d40d70", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "udiv_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xa051586f41e3474e6799826513590c46478899652f5a0", "0x6212cbcfd8325c108b02eac"]}], "expected": ["0x1a279c8603cfc4940a19736"]},
;! {"name": "udiv_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7e77166d772510bd1c5f322cc56d95f5f41377e316648cd9eff1aaca9b833e82", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xd", "0xd"]}], "expected": ["0x1"]},
;! {"name": "sdiv_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1b812c4abf2b1a2a253765f5abe8776a61404821865c9d8f1f40ae0c4772009a", "0x1493a2a68ec1d619280fd28a53def6c730e5bb576c70e6382e5e25116170d45d"]}], "expected": ["0xff"]},
;! {"name": "sdiv_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xfe", "0x2"]}], "expected": ["0xff"]},
;! {"name": "sdiv_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xbc60db7febbe1a7195e76893c14438fc18100d673b5c3b23b49e458ddfed620b", "0x5a156296bf042ae0039ad984bc2d22a16ede1ba5dfd93e0f4fd73633a9b019c6"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x80", "0x7f"]}], "expected": ["0xff"]},
;! {"name": "sdiv_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2f4d9c6fc22b7044e9ae93ba55fdf26eae4767935783072f61221ae23c371a02", "0xf868b3eb5e8ad15fc5393921495534309c67bc3714d44ae11bf039c7dc1e7ed0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xf6", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x451ec5148bc7382337f8313e8bc74a85ba61accee7d7884f9d5001f6badc377f", "0xb3221c0e17346104add4abf4e87b3b748d525d22fc5c643b9fd5382909286c7f"]}], "expected": ["0x1"]},
;! {"name": "sdiv_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfffeac6b", "0xfffeac6b"]}], "expected": ["0x1"]},
;! {"name": "sdiv_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xa19df2df880e16b8fd3741e9a37bc5f09b6618a96c1a0a075aec52a37fffffff", "0xe4883318b216ef1b82e08bd7ef653e6c67f8bf9c24b51eaf7767df3900000001"]}], "expected": ["0x7fffffff"]},
;! {"name": "sdiv_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0xfffe37d6"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x5f69f2dd55991e517deb3e7bc1cff3ef78ae3a7714526420be0d0a3bffc95388", "0x16e4eabe9927ca49af537016804cb8455918e76ea1fc6e1b0ff9330c010000ff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xd665c12c", "0xfd88cbae"]}], "expected": ["0x10"]},
;! {"name": "sdiv_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xa051279cc342e40876128874302955c9617e74a98fbf865023dadbbb00000035", "0x3482addbc7118278ee6044ea876f06f329c00c3ff04fe44de390bdf480000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x2", "0xffe9e0d1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x78a8c9b37f3ed46b330db2965bf63754045b65cb5216c9ba739d13ec0000000d", "0x543ae3df7d07e25eac2c8ab37f60f9d64cfcce6a8f76ae5e9c56f3a928076626"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x2", "0x2"]}], "expected": ["0x1"]},
;! {"name": "sdiv_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x970cf1def62b0b98133b997442456e9daa0a511a9e3be4ee051b1c423517be4d", "0xb93db78a434e7e042d9d003c8592e0ba5678a6194b99e06effffe9c1582db173"]}], "expected": ["0xffffffffffffc53e"]},
;! {"name": "sdiv_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x2", "0xffffffffffffffff"]}], "expected": ["0xfffffffffffffffe"]},
;! {"name": "sdiv_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xbadbcf27600046cf34f17fdb1c48808fac34f0e84c1a7d7efffffffffffff830", "0xa14694c4de346eb11d414b6c1ecb0d82463a39a07a18a88632027858b0408d4c"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7f00000000000000", "0xffffffff8a2ace2b"]}], "expected": ["0xfffffffeec1566a0"]},
;! {"name": "sdiv_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xca8f66103853bfac46eaed079c6f446a19aad11d12583bd3e6a1734124b553d5", "0xd3af30cb55f0b9afd68eabe9a17e5d6150703bf9cf8fae0ffffffffed81d6319"]}], "expected": ["0x15f3164b"]},
;! {"name": "sdiv_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffff", "0xffffffbffe8f19ed"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x2a370e44e14d534f18df60a0192b3a56253964d63178cea30000000000015f31", "0x6804b26fb1046cabdb19bd580a55716050d4558fdcebba8f01000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "sdiv_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x57e93c481de08eed12efe3e414174f2e00000000000000000000000000000001", "0xfb044d2fc4298494d5fa6b5fc8433cdffffffffffffffffffffffffffffffee"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfffffffffffffffffffffffffffffffe", "0x19ee533d9d"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2213d2a8ed25f069c9c0e39121002fdeffffffffffffffffffffffffffffffff", "0x928571d4a97cbda8e1536ac3c0bbc4f0ff000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xff000000000000000000000000000001", "0xfffffffffffffffffffffffffffffc83"]}], "expected": ["0x496379d6254483debeeccaf71cf4"]},
;! {"name": "sdiv_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xe11793427f5c6ee354339ed0aeec524600000000000000000000000000000000", "0xb1e9a20e4b6b5cbfc5537e742b5f671b00000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8a5b9c1bfa8ed008a12ca1fb34a53c51", "0xdbe7544167e5cc2446150347f7c72b11"]}], "expected": ["0x3"]},
;! {"name": "sdiv_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfc3d74c54f0e08f28c9bfe098bf8da0fffffffffffffffffffffffffffffffe", "0x8cc861e7968ddf859f6348f52f794f08fffc57e2bd6ebe768ae3902878a841f0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x663b42666073e4d0a6c198aae074a5d2ac54be22fd82f4739331798dac25c959", "0x663b42666073e4d0a6c198aae074a5d2ac54be22fd82f4739331798dac25c959"]}], "expected": ["0x1"]},
;! {"name": "sdiv_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x2e8"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1", "0x40c0dde6e9cf1dac"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xdf4b81bf2a950794e53afcee7ef1576651af12318e436b1e89458085a3e78b6f", "0xbf80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7ffffffffffffffffffffffffffffffffffffffaaf05ea505d7491d97e0d5e03", "0x1"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffaaf05ea505d7491d97e0d5e03"]},
;! {"name": "sdiv_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffef7db2d4ae1c51", "0x1a58b0c0c82e420d2ac99f6d54baf4b0cdf849a937e578f705365c80ac4b2b"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0xa00d42f985a7ae7948d186f5e9253004c209"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffff33442b5c71231779b4f4365b2d"]},
;! {"name": "sdiv_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xffffffffffffffffffffffffffffffffffffffffffffffffbf57ac51a417aca6", "0x2"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffdfabd628d20bd653"]},
;! {"name": "sdiv_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "sdiv_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xc36f4f52b79c7190c9273bf94a3e99293444ac1e6ed9f0bd", "0xa1feb8eed53054bfbdb1d8255cf9b87f544a7b14ae01fe61e5542fa56299ec3b"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x7c081a411ce32b83b38881e"]}], "expected": ["0xffffffffffffffffffffffef7cf32d3becf484252ab2076c57fcfb259051f68f"]},
;! {"name": "sdiv_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x77ae6448543def0a40f8965d8245486948e2726aff69dcc275f3c310350fb717", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xf68ef44be35d03c3482c0f6fe86affc93f3360ace0c34cf0e948a4780a841906", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffe6cc53b2402230a9571afc794a133dbc0513339a1f", "0x2"]}], "expected": ["0xfffffffffffffffffffffff36629d920111854ab8d7e3ca5099ede028999cd10"]},
;! {"name": "sdiv_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffff07fe2b3815983bcb91a4b01d56dd7ecc2515c2909e80d16b0bd2aa72dd7", "0x1c45bdc78db76503dc372e10c7a6dbb4261f1e9d58f11002efe648f668f9e79d"]}], "expected": ["0x0"]},
;! {"name": "sdiv_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffff8d2f29e93486", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x72d0d616cb7a"]},
;! {"name": "urem_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "urem_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x140614532de472fa5e36de7a8b3ef53488a64f5e650cba02f21170d2e58acc41", "0xbc611c5321c1dd7e477fcb3a6233efac85dee296e67c6d338321404a2888394f"]}], "expected": ["0x0"]},
;! {"name": "urem_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x3e", "0x3e"]}], "expected": ["0x0"]},
;! {"name": "urem_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x1fd6b9106d05541307d50a7f1375c09cc105cb468b61a2c8b76f0d8ea33d700", "0x222a2bc6d2fe14b35e04b0d3eb72aa7dd33bce4a79697bb10fe8b2583b612705"]}], "expected": ["0x0"]},
;! {"name": "urem_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xd4", "0x2"]}], "expected": ["0x0"]},
;! {"name": "urem_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x1c1076ff3051a19771d8e5238b8e865809c86fca079f9d71ede69ae1cdece80f", "0x971cc3fd6a0d6fcc9844386b0384de4a326df3d0c48fb72b6ffea14f7cc263dd"]}], "expected": ["0xf"]},
;! {"name": "urem_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfe", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "urem_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xd373946617c2224676688323f25f79c14a20de575c1ca69d9dcb2ce2291127de", "0x2b478a0ea04f05e303e5889a8a7ebb0bef4828253aa412b48ebffa5c1af34201"]}], "expected": ["0x0"]},
;! {"name": "urem_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x2", "0xff"]}], "expected": ["0x2"]},
;! {"name": "urem_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xa06d81c2ac9e40e4551c9e6b0d383f3a503b3d3e9cec8cca83c8da79944074fe", "0x3be1a8fd51466e6cf47e4c54b0f48625929470098bb39abb78131a77db16adff"]}], "expected": ["0xfe"]},
;! {"name": "urem_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x10000ff", "0x10000ff"]}], "expected": ["0x0"]},
;! {"name": "urem_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xcb470f78dc0ab069340b51e101d9b9e9d7d482fa0b6a98b926d9e95296305624", "0xe0e1ef5fd884928b84eb8f863451aa6838e059dc9df76255d0164c1300000002"]}], "expected": ["0x0"]},
;! {"name": "urem_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1", "0x5"]}], "expected": ["0x1"]},
;! {"name": "urem_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x6e6308b225616da6017f77d0caac6364d4565fc76f3da46b2968578f00000002", "0x64f06bb37f3248ce5e6b1f2940f267facb74a03ffea37225e7055aa603b8663b"]}], "expected": ["0x2"]},
;! {"name": "urem_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x7f000000"]}], "expected": ["0x0"]},
;! {"name": "urem_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xdb46218006365bd53e643a6406bf3567141409676d031b2f5d0aa1d6843044c0", "0x9768c5e66e4cfe7898c2de6a0a8bf152bcdb514d56c256375eac3f92ff000001"]}], "expected": ["0x843044c0"]},
;! {"name": "urem_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1837f299", "0x7fffffff"]}], "expected": ["0x1837f299"]},
;! {"name": "urem_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xc96a7d4aafc01ca8a4a6b7e15a3fb63f2f08f375322b682173ff35ddffa28546", "0xd96e0a7c532573231d29dfc7823b0b4488d0c9fda557e473627215d1010000ff"]}], "expected": ["0xa18745"]},
;! {"name": "urem_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffd5774b8eb71d4f", "0xffd5774b8eb71d4f"]}], "expected": ["0x0"]},
;! {"name": "urem_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xd4482015a0f814969643efc633c7d5332114b738623e3ccd01000000000000ff", "0x2c9bd6f27e62c392a842af3ef3e685a265ad83521db460af4d172d4db34ef341"]}], "expected": ["0x1000000000000ff"]},
;! {"name": "urem_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7f00000000000000", "0x2a0bd960b7171ca1"]}], "expected": ["0xdc73dddabaaa1d"]},
;! {"name": "urem_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xe51b9a72230f78a5921e8fb09bbaf024ae5b5031f54d646c0000000000000001", "0x110a09805960e593689bc882bffdc8afd4772d48914f9d5fff00000000000001"]}], "expected": ["0x1"]},
;! {"name": "urem_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x3c3dfc97a", "0x8000000000000001"]}], "expected": ["0x3c3dfc97a"]},
;! {"name": "urem_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x67715801736a88a97f1bcd84b568c898cc53941fec55d53b0000000000000001", "0x9356a42fbdd1f8ade42a97fae88bd0cde843a9c146d9187e000000000004c5a7"]}], "expected": ["0x1"]},
;! {"name": "urem_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x2", "0x7fffffffffffffff"]}], "expected": ["0x2"]},
;! {"name": "urem_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xf9f9908b24ad37d7cb1124dc234aea0b3d0f7fd856767cbb000000000000050d", "0x7d612f0cf6657764adf4fcf7fdf2666fff421379f668a6e40000000000000001"]}], "expected": ["0x0"]},
;! {"name": "urem_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffff35f8c1c613cf5769d76ea30d17", "0xffffff35f8c1c613cf5769d76ea30d17"]}], "expected": ["0x0"]},
;! {"name": "urem_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x19dc95f63779696acfb7dac35913a04e00000000000000000000000000000002", "0xeb3476038c85c7a7df1a989dbb5eab2e000000000000000000000002b441939b"]}], "expected": ["0x2"]},
;! {"name": "urem_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xfffffffffffffffffffffd494eb818c9", "0x2f10967b2e23b71474158c3b"]}], "expected": ["0x28e46e8832278a4f68a66f16"]},
;! {"name": "urem_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x4ec627e1b57b3faeed5aec405bebf0b37fffffffffffffffffffffffffffffff", "0x1a6571548287bf435c2dde60dadd6eb17f000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffff"]},
;! {"name": "urem_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffff4ada41f9b235de1f399baa9e4e", "0x363fc34d9e353ba95c0586a24d6"]}], "expected": ["0xec1332c47d2f5c945a951dcddc"]},
;! {"name": "urem_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x2d524f036283959c384d5093b0034a77fffffffffffffffe39b4fec95d5ac8c8", "0x389bc0545b6658b6329eafcd2112718f7f000000000000000000000000000000"]}], "expected": ["0x1fffffffffffffe39b4fec95d5ac8c8"]},
;! {"name": "urem_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x10000000000000000000000000000ff", "0xffaa8aeebcd7c2137782ee35c2ff6e4e"]}], "expected": ["0x10000000000000000000000000000ff"]},
;! {"name": "urem_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x5bd01471ac7ff34ac59d54c973c2377cfffffffffffffffffffffffffffffffe", "0x8d5ae5b369160d6ab8cb07c682b573620000a5c69d8feb6b418e096998b6c055"]}], "expected": ["0x25b73c8842a854defab7e945bd1a"]},
;! {"name": "urem_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "urem_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xc000000000000000000000000000000000000000000000000000000000000000", "0x22441d0a0e86e5b73863582f1b5fd30d12c0722c26fa4b61e41daa1c"]}], "expected": ["0x1d2bf19e9a7cbf98005a42910291a3f85d8ce2a74d00c2167cc2a38"]},
;! {"name": "urem_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x2"]}], "expected": ["0x0"]},
;! {"name": "urem_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe3", "0x2"]}], "expected": ["0x1"]},
;! {"name": "urem_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffe997301bbfd"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "urem_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x8000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x1"]},
;! {"name": "urem_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x5295982c6a1e815688019a9c73387b320bc427b7442fbf0c2ed848b3a02233b1", "0x2"]}], "expected": ["0x1"]},
;! {"name": "urem_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x47fa9fe04894baaa32f581aeecb8b03fd0ee7bcb27f4b5b9a631edf8", "0x800000000000000000000000000000000000000000000000000000017961c9ef"]}], "expected": ["0x24f7279e"]},
;! {"name": "urem_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "urem_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x32989d7cddb6dbc60e541e001ae77bfda04ff85ce730752aed5bd7dc9926d7fd", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x989d7cddb6dbc60e541e001ae77bfda04ff85ce730752aed5bd7dc9926a62f"]},
;! {"name": "urem_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x1608ca3d41cd8afc0d67a0486b08c07bf34f1a208cbc88"]}], "expected": ["0x2087a43bad55fbdcf3e4028b5145d10a2fcf1e40f82a1"]},
;! {"name": "urem_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "urem_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc5d", "0xad31f360652fe15e43673b6cd0be29b6933c6915e0c27b12dab2766bb8e0d6c"]}], "expected": ["0x70832256e8b2c087f1b9a9393eea4098c5928f08ce86f14e59f75c5263cc7a9"]},
;! {"name": "urem_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xa4efdf85d26678a6224f504d08e536dfce7800de4e779acfa2de772298450f29"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "urem_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1182a5da32a0950cc", "0x1"]}], "expected": ["0x0"]},
;! {"name": "urem_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x64f0e0b093ddf6148cce1b31c1b24c1d491ae2f4ac"]}], "expected": ["0x4baccac84f18747fa497f9a3c5e7dcf9c6d59efa67"]},
;! {"name": "srem_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "srem_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x6", "0x6"]}], "expected": ["0x0"]},
;! {"name": "srem_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xf0c5057db6b7aa46f3012eeb484175fd793e277cded0c7e4c265c88a9a93857f", "0xfaf4063129114a5fef494984a938f89eb31a4b5c58332c3fa1b1fe4466e16691"]}], "expected": ["0x10"]},
;! {"name": "srem_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xf5", "0xe5"]}], "expected": ["0xf5"]},
;! {"name": "srem_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xf99386300bce31af32fde50905ed1325f963fd96f06a22ec6821f9ad469dc502", "0x28979fd301b1fa4a4cc64b43644a3db09106b3559a5e39176878920df4ad6e01"]}], "expected": ["0x0"]},
;! {"name": "srem_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x35", "0x4e"]}], "expected": ["0x35"]},
;! {"name": "srem_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x85dc213ff153be83fe14bdf927ef58ed2f313bbe0cb5879530c12b1eab73c5bf", "0x79f2b031f47b2e9b87ed13945410fe57262eb8e7148386f5045df20249509dfe"]}], "expected": ["0xff"]},
;! {"name": "srem_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x80", "0x1"]}], "expected": ["0x0"]},
;! {"name": "srem_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x387b8b0679d00034600e306d5fb7fa7b3e47f04baf6c7fe244085988c5e22380", "0xe3802fa19917dd4ffcdaf7d953495baced985b3152f5e7195bee5ac7e53cd302"]}], "expected": ["0x0"]},
;! {"name": "srem_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffff84", "0xffffff84"]}], "expected": ["0x0"]},
;! {"name": "srem_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x5de936dfdd6c2311568f4b7c4b8644b319efc1b35b19e7879b3266042b58ce37", "0x1f9bfb26e3301e52b8a4b2f63964b1449e9c1f54740bafdeee823410ffffffff"]}], "expected": ["0x0"]},
;! {"name": "srem_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x2", "0x1c4"]}], "expected": ["0x2"]},
;! {"name": "srem_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x9ad03eff3dda0f41ea7fd95165270c29bdc6b45d9a00d4f678639e50ab3df09f", "0xd15952b12d61cacc0d9a798cc351bd18844c13bb01c4d44a3920cbdd2da9c909"]}], "expected": ["0xd8e7b9a8"]},
;! {"name": "srem_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffff", "0x80000000"]}], "expected": ["0xffffffff"]},
;! {"name": "srem_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x5ac085828be059a3f3c7e99c8986e5764710399dd13bbe900267e9b9fffffffe", "0xe3680d712e7d134cecdd39e924d853f86f9fa2b2832579a014d994c77800195f"]}], "expected": ["0xfffffffe"]},
;! {"name": "srem_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xd56", "0x7f000000"]}], "expected": ["0xd56"]},
;! {"name": "srem_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x3acc8c92a178717454e4a07aaf3e0fe0fd6b41e708c5f4d71a60a7d826eb6d9c", "0x8cacc08e83b27c97357a6c2d0ac0f954660eb90e58e5c47308202a911059d0ad"]}], "expected": ["0x637cc42"]},
;! {"name": "srem_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x1", "0x1"]}], "expected": ["0x0"]},
;! {"name": "srem_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x1a2dee2973dbd5b598ef9480ec3a1073e00e5c0ac6c969b401000000000000ff", "0x28a2f9f9e8ea2ea230ba0c75224266596fb50da78b84fa65fffffffffffffffe"]}], "expected": ["0x1"]},
;! {"name": "srem_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x4be6b2a", "0xfffe73c41f569282"]}], "expected": ["0x4be6b2a"]},
;! {"name": "srem_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xee5200157dce5c1776f03d313eaae121fa232dce2db358419fdba19ae33c3c36", "0x4864ad6f6b38f49ffd4651d1d1a635c1201fd62ce005011efffadcc8b798318c"]}], "expected": ["0xfffc8dffa98d2aae"]},
;! {"name": "srem_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xf55b6f8c6d1fdeb9", "0xfffffffffffffffe"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "srem_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x305b35efae5f9cde11c5b1f7c84c98816a54e5d6acd6d8607fffffffffffffff", "0x694e825c93457bd54e471ef04dd7a3429b741d385603b7f17f00000000000000"]}], "expected": ["0xffffffffffffff"]},
;! {"name": "srem_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x2", "0x8000000000000000"]}], "expected": ["0x2"]},
;! {"name": "srem_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x55c22221da1c3f7d861b455ea66e459911010a0f351fe9090000000000000000", "0xb71b01dbda3bcfd1057a1be2a98eb7114ec73dd7e08265ac0000000000000001"]}], "expected": ["0x0"]},
;! {"name": "srem_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xfffffffffffffffffffffffffffffffe", "0xfffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "srem_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xcad7d9bcdb82daaa0ce78fd56d54d731ffff58a856ae5e621157f165871f6e6c", "0x7b85cc88ff06ff9f29764db6cc8867c3ff000000000000000000000000000001"]}], "expected": ["0xffff58a856ae5e621157f165871f6e6c"]},
;! {"name": "srem_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xff000000000000000000000000000001", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "srem_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x80b2ee929141de06218ab78e4c78e9b0e2e6c1dc241b9055569d6b4976819b6d", "0x76767e380ea82a7523d1a91a993e44680000000000000000000000000000000"]}], "expected": ["0xe2e6c1dc241b9055569d6b4976819b6d"]},
;! {"name": "srem_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xfffffff44e336084116625a64dfd4488", "0x262233a23066b969e4839fa8f8214c3a"]}], "expected": ["0xfffffff44e336084116625a64dfd4488"]},
;! {"name": "srem_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x7618fca37e638773d28bd37ed7d6ed0200000000000000000000000000000002", "0xcf5e43b1ef4e09b39183854bdd768b9700000000000000000000000042a91e43"]}], "expected": ["0x2"]},
;! {"name": "srem_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x80000000000000000000000000000001", "0xd27e534310f33a593ff9cff5be612bbb"]}], "expected": ["0xdb035979de198b4d800c6014833da88b"]},
;! {"name": "srem_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x45c9f39bf11d7a6a5a7b6bfdd31cd7bc000000000000001c1fc4b24b53de6cb9", "0x909b8812cda222354e16892430b95596000fc61bc25dbda2d4222085c7dd32c6"]}], "expected": ["0x1c1fc4b24b53de6cb9"]},
;! {"name": "srem_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x5e6493e98948713558f1b941f7bd9e1c1580fa250f7d7b4a55b9177085aa41a4", "0x5e6493e98948713558f1b941f7bd9e1c1580fa250f7d7b4a55b9177085aa41a4"]}], "expected": ["0x0"]},
;! {"name": "srem_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x80000000000000000000000000000000000000000000000000000000000005ba", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "srem_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x85444c", "0x21f0a167b8a807582afb4d466561fc6f72196665e6fd115c415b3b4f53699"]}], "expected": ["0x85444c"]},
;! {"name": "srem_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xffffffffffffffffffffffffb07efeb0998f084a9a2854b264706e5e1af83028", "0xbfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffb07efeb0998f084a9a2854b264706e5e1af83028"]},
;! {"name": "srem_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x32a4ae162a83df68b8d0d130e699820c446a09d30147720ce9052ea098fce0ba", "0x7d90baafa1a1ffcc95b2b4658202dff242f653eee375ebbe9bfb7910c67d1ee1"]}], "expected": ["0x1f343cecb2bdb646ac6e91f0ed300f97fa8987cc67ddcf118aaa3f01ac34a4e"]},
;! {"name": "srem_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x80800000000000000000000000000000000000000000000000000000000000ff", "0xbfe7a0cf60df4a35b17e6ce9b29fda01ab"]}], "expected": ["0x9c80a509f5ed96d7ad2f299a3f660afa7b"]},
;! {"name": "srem_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xb9f9b4bfa772f106dcd3f4584d5c6668e047eb3ff74780b34cf0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "srem_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x800000000000000fc606cf48ea3663dd64b9d52828efee32a593c2b50163cf33", "0x4000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xfc606cf48ea3663dd64b9d52828efee32a593c2b50163cf33"]},
;! {"name": "srem_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "srem_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1"]},
;! {"name": "srem_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7e7", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7e7"]},
;! {"name": "srem_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1", "0x2"]}], "expected": ["0x1"]},
;! {"name": "srem_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xd02a6427f0d0a6232146b1213364ac7052d24b8927e54d8cb63070037e8fea22", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "srem_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xff00000000000000000000000000000000000000000000000000000000000001", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "srem_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffcc5f0b1ec06673a083002f4ff1a7e6", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "srem_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "udiv_by7_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x6bb88c2af50ca15538e42bee4224f1f2b1532047f5744deebedb6f74fabc6801"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xff"]}], "expected": ["0x24"]},
;! {"name": "udiv_by7_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x9cff8879508efcf1bfdeca29fa13ab5553a43e605c7d46085d8127fbb38bec80"]}], "expected": ["0x12"]},
;! {"name": "udiv_by7_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x7f"]}], "expected": ["0x12"]},
;! {"name": "udiv_by7_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xefb065362c4605fa55de20a7328bfec85d0b31b423a4ae580f1fb794c0fd0781"]}], "expected": ["0x12"]},
;! {"name": "udiv_by7_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x84b5d47ebe5649b42d57f7b192598372f89094967cd0040739516c6c00000001"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xffffffff"]}], "expected": ["0x24924924"]},
;! {"name": "udiv_by7_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xc850503f5bf9a0742a9276db87d2a3bec3b57ccb22b641b8c2bac5a280000000"]}], "expected": ["0x12492492"]},
;! {"name": "udiv_by7_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7fffffff"]}], "expected": ["0x12492492"]},
;! {"name": "udiv_by7_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x6153820fa7cc0147d60c8693a3d728e7e917227a3085a0ba4cc1e47600000002"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xe7cfb8edeaf246f3c18b70daea0815ab47fb28de93345ed30000000000000001"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xffffffffffffffff"]}], "expected": ["0x2492492492492492"]},
;! {"name": "udiv_by7_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xcbdf5d08d0c3fa935b51536a2186baa77571030487121d648000000000000000"]}], "expected": ["0x1249249249249249"]},
;! {"name": "udiv_by7_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x7fffffffffffffff"]}], "expected": ["0x1249249249249249"]},
;! {"name": "udiv_by7_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xa5136b4f241f72efaeb5f94e6d1aed4085d191d5bfd8106c4aa30d4763181e18"]}], "expected": ["0xaa9942ec5037203"]},
;! {"name": "udiv_by7_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x6ef16a8396640a07beb3647026fbaefb00000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x24924924924924924924924924924924"]},
;! {"name": "udiv_by7_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x37ffbb270a7a8fbe425cd2421947c4f680000000000000000000000000000000"]}], "expected": ["0x12492492492492492492492492492492"]},
;! {"name": "udiv_by7_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x12492492492492492492492492492492"]},
;! {"name": "udiv_by7_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x632a53f78f0486ee832169a68f56afac0000000000000000000000000017da1b"]}], "expected": ["0x3684d"]},
;! {"name": "udiv_by7_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1249249249249249249249249249249249249249249249249249249249249249"]},
;! {"name": "udiv_by7_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x924924924924924924924924924924924924924924924924924924924924924"]},
;! {"name": "udiv_by7_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x924924924924924924924924924924924924924924924924924924924924924"]},
;! {"name": "udiv_by7_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x8000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x1"]}], "expected": ["0x0"]},
;! {"name": "udiv_by7_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x2492492492492492492492492492492492492492492492492492492492492492"]},
;! {"name": "udiv_by7_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1249249249249249249249249249249249249249249249249249249249249249"]},
;! {"name": "udiv_by7_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1249249249249249249249249249249249249249249249249249249249249249"]},
;! {"name": "udiv_by7_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x1162fcfc4019787c94144481dda635b"]}], "expected": ["0x27bdaff76df11365e4c09c968ce99f"]},
;! {"name": "urem_by10_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_by10_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7c076efae26984ba9d9f735a3ddd7a7efa66844783746bb8d0ed8d98a1f7fe01"]}], "expected": ["0x1"]},
;! {"name": "urem_by10_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xff"]}], "expected": ["0x5"]},
;! {"name": "urem_by10_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xdb28b80817e2b0f42898756d2b8ced35a5d3e4e97cced406182e6edee7ba9380"]}], "expected": ["0x8"]},
;! {"name": "urem_by10_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7f"]}], "expected": ["0x7"]},
;! {"name": "urem_by10_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7af016f1fee7920e20721c19c699f6dc98b3e5349e781a12415458f447d01bf9"]}], "expected": ["0x9"]},
;! {"name": "urem_by10_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_by10_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xf951ffcfb8b0262da74b3bf8690351b327c0bded108a48a4bf1b8f8d00000001"]}], "expected": ["0x1"]},
;! {"name": "urem_by10_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xffffffff"]}], "expected": ["0x5"]},
;! {"name": "urem_by10_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x3dec4aa680aea0733f1cc6a200ce22b9da1957f2a8eb1775426f942e80000000"]}], "expected": ["0x8"]},
;! {"name": "urem_by10_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x7fffffff"]}], "expected": ["0x7"]},
;! {"name": "urem_by10_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xaef09cd5a19339db96e52a83f28725f9ea17d539c88ccbb9f22bd538fffffffe"]}], "expected": ["0x4"]},
;! {"name": "urem_by10_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_by10_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x6ccec42a0e92b44266611f62e3da41c5f19c8dfe2b7832e20000000000000001"]}], "expected": ["0x1"]},
;! {"name": "urem_by10_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xffffffffffffffff"]}], "expected": ["0x5"]},
;! {"name": "urem_by10_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xe0e9ab96c192529eee0d697019430812fc454eb31510b44a8000000000000000"]}], "expected": ["0x8"]},
;! {"name": "urem_by10_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x7fffffffffffffff"]}], "expected": ["0x7"]},
;! {"name": "urem_by10_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x111045a450bd5014dce84b073ac9571aa90f2876a3dde968fffffffffffffffe"]}], "expected": ["0x4"]},
;! {"name": "urem_by10_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_by10_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xa2859c31e3ec3057518a54c3b29ac6d000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "urem_by10_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x5"]},
;! {"name": "urem_by10_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x2fbbe385a5c2ecdc184af311f8a5848680000000000000000000000000000000"]}], "expected": ["0x8"]},
;! {"name": "urem_by10_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7"]},
;! {"name": "urem_by10_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x653c910b56a11abe6ade06e31785d210ffffffffffffffae80a5695fcd40e064"]}], "expected": ["0x0"]},
;! {"name": "urem_by10_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_by10_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "urem_by10_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7"]},
;! {"name": "urem_by10_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xc000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x4"]},
;! {"name": "urem_by10_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3"]},
;! {"name": "urem_by10_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x6"]},
;! {"name": "urem_by10_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_by10_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x1"]}], "expected": ["0x1"]},
;! {"name": "urem_by10_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x5"]},
;! {"name": "urem_by10_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x8"]},
;! {"name": "urem_by10_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7"]},
;! {"name": "urem_by10_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x7428212872e94ff85b982dc5a2e0c22283985110fa93fa58bba28298043defab"]}], "expected": ["0x3"]},
;! {"name": "sdiv_bym3_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x6f60915a06a6ee0244da6dfc890f4b57de3e8561914bad23fe33e01173a86001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xa8dfd2818a6efe5e88276abeebad8568782b5397fc9bb532de515cb6c6d23e80"]}], "expected": ["0x2a"]},
;! {"name": "sdiv_bym3_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x7f"]}], "expected": ["0xd6"]},
;! {"name": "sdiv_bym3_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x60213f3a026eb7b1dc738c712a4b15b8cd3f765add79825bc1b4daf63f41781f"]}], "expected": ["0xf6"]},
;! {"name": "sdiv_bym3_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x1aa3f95637643fe086e3adfae5b42509be5d75c2fe4178aaaf62f2d500000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xcde4d70c26dcce2eed9bb428bfcb26c0e0f057b5f41cf4c27304dcb580000000"]}], "expected": ["0x2aaaaaaa"]},
;! {"name": "sdiv_bym3_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x7fffffff"]}], "expected": ["0xd5555556"]},
;! {"name": "sdiv_bym3_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x90c0c94e3fb4ef840ac85c0f75ba2bbf43ea2872025728141d8ef34700000002"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xab1a51313dd88a1baefd29fe6b92eb62c61ceb69963466980000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xc83967d00720eb818e5be3fb11e356701ab313a378a2c2d78000000000000000"]}], "expected": ["0x2aaaaaaaaaaaaaaa"]},
;! {"name": "sdiv_bym3_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x7fffffffffffffff"]}], "expected": ["0xd555555555555556"]},
;! {"name": "sdiv_bym3_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xa90bb8a499d635cb433c076a0c8c672b4a3c5d0260b31eeafffffff34cf99dee"]}], "expected": ["0x43baccb5b"]},
;! {"name": "sdiv_bym3_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xea719366bab522035eac7d7d484d1b6a00000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x3741e48da8c0a448a84d0eb6343eb88580000000000000000000000000000000"]}], "expected": ["0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]},
;! {"name": "sdiv_bym3_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0xd5555555555555555555555555555556"]},
;! {"name": "sdiv_bym3_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x7ba57e2c7a39385bae6ddda666591180fffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1555555555555555555555555555555555555555555555555555555555555555"]},
;! {"name": "sdiv_bym3_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x6aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab"]},
;! {"name": "sdiv_bym3_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x7fffffffffffffffffffffffffffff3add3e652da7ee655118926266080ebbb5"]}], "expected": ["0x41b64088f0c805de3a4d2489ddfd506c19"]},
;! {"name": "sdiv_bym3_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_bym3_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]},
;! {"name": "sdiv_bym3_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xd555555555555555555555555555555555555555555555555555555555555556"]},
;! {"name": "sdiv_bym3_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x55555555555555555555555555555555555555555555555555555555555555"]},
;! {"name": "srem_by7_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xa88ef255f4c331cc32ca50c32157081c95438baf4881a06b87c7339cfaf39701"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xff"]}], "expected": ["0xff"]},
;! {"name": "srem_by7_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x864eb2a9a2913f0e9a8c95eb4fd269572cc594195a8475587341b6acdddf2d80"]}], "expected": ["0xfe"]},
;! {"name": "srem_by7_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x7f"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x56ed51c0ad3678566b7aa9971d80481253fccf29fdf1b4864bee2356a15389d4"]}], "expected": ["0xfe"]},
;! {"name": "srem_by7_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x916041b78762be91eb06c326d316b96f9f62009606079a4491bd483000000001"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xffffffff"]}], "expected": ["0xffffffff"]},
;! {"name": "srem_by7_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xcc59636276a4559c5c182c5c86318424cfd021f340379239f8f0c5cd80000000"]}], "expected": ["0xfffffffe"]},
;! {"name": "srem_by7_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x7fffffff"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x4d587a9df381cc70d171b7e0ce72ef99e28ff52b4a099030ecfcff73010000ff"]}], "expected": ["0x4"]},
;! {"name": "srem_by7_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x359f4fe3426448f94af41d9b41bda1c9f872113ae78a00ca0000000000000001"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffffffffff"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "srem_by7_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x4f06ea86e3a1d2bac3ad412e586958cc0b4c94eef6c6d8358000000000000000"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "srem_by7_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x7fffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x5d525a19f28f9264c5da79f25f123544393191b304f7273203735bc889746d21"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xeed5fedf66a64c535208aae46d3f202a00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "srem_by7_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xd51aec2578aa5294480020ce716e925480000000000000000000000000000000"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "srem_by7_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x1a21609fe0d37c80cae31d27e7b2fe1d156b6d3f72523575284422f70586a1b3"]}], "expected": ["0x2"]},
;! {"name": "srem_by7_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "srem_by7_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc"]},
;! {"name": "srem_by7_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3"]},
;! {"name": "srem_by7_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xce69fb22632e45f3f629b9aebfe2e317fc632cb5d516972cad98ad71837e9b3d"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "srem_by7_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x1"]}], "expected": ["0x1"]},
;! {"name": "srem_by7_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "srem_by7_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "srem_by7_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "srem_by7_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd"]},
;! {"name": "sdiv_by16_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xb34b7bbdec5cf3bf6aeba57189c7773025ca6d4d02313c1dec7071c761995901"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xec1c5f3bf2be976766870cf772b26faa3cd98e98582b37c0bdd168bfea0f0580"]}], "expected": ["0xf8"]},
;! {"name": "sdiv_by16_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x7f"]}], "expected": ["0x7"]},
;! {"name": "sdiv_by16_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xa8e16e564e8b2357d401e2afedd8481fbcc2371b3bd16481bc4a51b423c65f90"]}], "expected": ["0xf9"]},
;! {"name": "sdiv_by16_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x228af1db928beb2034b7996a11ce006b6491916668e22e9f115d831e00000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x352e302333d4e41a17da81db631cffe5bc90863e5a16c0a85ad37cc180000000"]}], "expected": ["0xf8000000"]},
;! {"name": "sdiv_by16_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x7fffffff"]}], "expected": ["0x7ffffff"]},
;! {"name": "sdiv_by16_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x614f333d32fee83455980cf29841fc94ff2aebb2fee4290bafc25535d9a2cb85"]}], "expected": ["0xfd9a2cb9"]},
;! {"name": "sdiv_by16_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x837fe36d23a7a8d5a259404aa489bc7d802d460130ff9e70000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x4149b459a731e8f499d087623e8603c1e256b1c477ceadb48000000000000000"]}], "expected": ["0xf800000000000000"]},
;! {"name": "sdiv_by16_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x7fffffffffffffff"]}], "expected": ["0x7ffffffffffffff"]},
;! {"name": "sdiv_by16_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xf45ba95431e6644f41ac11f7bea8b1f1ecb566922c277150000000000021e88"]}], "expected": ["0x21e8"]},
;! {"name": "sdiv_by16_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xdf92350eb9b631c744a64c8ef356f16800000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x215511ad0c0e72d10a576aab65e547cd80000000000000000000000000000000"]}], "expected": ["0xf8000000000000000000000000000000"]},
;! {"name": "sdiv_by16_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x7ffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_by16_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xbebf8e2663b20ad0684e115193560e91ffffffffffffffffffffffe490b714b9"]}], "expected": ["0xfffffffffffffffffffffffe490b714c"]},
;! {"name": "sdiv_by16_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7c00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sdiv_by16_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_by16_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x80000000000000000000000000c33ec1d27085487c2a03588249910e784ba733"]}], "expected": ["0xc33ec1d27085487c2a03588249910e784ba73"]},
;! {"name": "sdiv_by16_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "sdiv_by16_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xf800000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sdiv_by16_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_by16_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7f0000000000000000000000000000000000000000000000000000000000000"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; udiv, sdiv, urem, srem, and division by the constants 7, 10, -3 and 16.
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
  %f0.6 = call i1 @udiv_i1(i1 %f0.2, i1 %f0.5)
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
  %f1.6 = call i8 @udiv_i8(i8 %f1.2, i8 %f1.5)
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
  %f2.6 = call i32 @udiv_i32(i32 %f2.2, i32 %f2.5)
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
  %f3.6 = call i64 @udiv_i64(i64 %f3.2, i64 %f3.5)
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
  %f4.6 = call i128 @udiv_i128(i128 %f4.2, i128 %f4.5)
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
  %f5.6 = call i255 @udiv_i255(i255 %f5.2, i255 %f5.5)
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
  %f6.4 = call i256 @udiv_i256(i256 %f6.1, i256 %f6.3)
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
  %f7.6 = call i1 @sdiv_i1(i1 %f7.2, i1 %f7.5)
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
  %f8.6 = call i8 @sdiv_i8(i8 %f8.2, i8 %f8.5)
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
  %f9.6 = call i32 @sdiv_i32(i32 %f9.2, i32 %f9.5)
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
  %f10.6 = call i64 @sdiv_i64(i64 %f10.2, i64 %f10.5)
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
  %f11.6 = call i128 @sdiv_i128(i128 %f11.2, i128 %f11.5)
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
  %f12.6 = call i255 @sdiv_i255(i255 %f12.2, i255 %f12.5)
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
  %f13.4 = call i256 @sdiv_i256(i256 %f13.1, i256 %f13.3)
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
  %f14.6 = call i1 @urem_i1(i1 %f14.2, i1 %f14.5)
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
  %f15.6 = call i8 @urem_i8(i8 %f15.2, i8 %f15.5)
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
  %f16.6 = call i32 @urem_i32(i32 %f16.2, i32 %f16.5)
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
  %f17.6 = call i64 @urem_i64(i64 %f17.2, i64 %f17.5)
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
  %f18.6 = call i128 @urem_i128(i128 %f18.2, i128 %f18.5)
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
  %f19.6 = call i255 @urem_i255(i255 %f19.2, i255 %f19.5)
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
  %f20.4 = call i256 @urem_i256(i256 %f20.1, i256 %f20.3)
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
  %f21.6 = call i1 @srem_i1(i1 %f21.2, i1 %f21.5)
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
  %f22.6 = call i8 @srem_i8(i8 %f22.2, i8 %f22.5)
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
  %f23.6 = call i32 @srem_i32(i32 %f23.2, i32 %f23.5)
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
  %f24.6 = call i64 @srem_i64(i64 %f24.2, i64 %f24.5)
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
  %f25.6 = call i128 @srem_i128(i128 %f25.2, i128 %f25.5)
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
  %f26.6 = call i255 @srem_i255(i255 %f26.2, i255 %f26.5)
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
  %f27.4 = call i256 @srem_i256(i256 %f27.1, i256 %f27.3)
  %f27.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.4, ptr addrspace(1) %f27.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = trunc i256 %f28.1 to i8
  %f28.3 = call i8 @udiv_by7_i8(i8 %f28.2)
  %f28.4 = zext i8 %f28.3 to i256
  %f28.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.4, ptr addrspace(1) %f28.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = trunc i256 %f29.1 to i32
  %f29.3 = call i32 @udiv_by7_i32(i32 %f29.2)
  %f29.4 = zext i32 %f29.3 to i256
  %f29.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.4, ptr addrspace(1) %f29.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = trunc i256 %f30.1 to i64
  %f30.3 = call i64 @udiv_by7_i64(i64 %f30.2)
  %f30.4 = zext i64 %f30.3 to i256
  %f30.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.4, ptr addrspace(1) %f30.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = trunc i256 %f31.1 to i128
  %f31.3 = call i128 @udiv_by7_i128(i128 %f31.2)
  %f31.4 = zext i128 %f31.3 to i256
  %f31.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.4, ptr addrspace(1) %f31.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = trunc i256 %f32.1 to i255
  %f32.3 = call i255 @udiv_by7_i255(i255 %f32.2)
  %f32.4 = zext i255 %f32.3 to i256
  %f32.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.4, ptr addrspace(1) %f32.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = call i256 @udiv_by7_i256(i256 %f33.1)
  %f33.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.2, ptr addrspace(1) %f33.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = trunc i256 %f34.1 to i8
  %f34.3 = call i8 @urem_by10_i8(i8 %f34.2)
  %f34.4 = zext i8 %f34.3 to i256
  %f34.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.4, ptr addrspace(1) %f34.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = trunc i256 %f35.1 to i32
  %f35.3 = call i32 @urem_by10_i32(i32 %f35.2)
  %f35.4 = zext i32 %f35.3 to i256
  %f35.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.4, ptr addrspace(1) %f35.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = trunc i256 %f36.1 to i64
  %f36.3 = call i64 @urem_by10_i64(i64 %f36.2)
  %f36.4 = zext i64 %f36.3 to i256
  %f36.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.4, ptr addrspace(1) %f36.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = trunc i256 %f37.1 to i128
  %f37.3 = call i128 @urem_by10_i128(i128 %f37.2)
  %f37.4 = zext i128 %f37.3 to i256
  %f37.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.4, ptr addrspace(1) %f37.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = trunc i256 %f38.1 to i255
  %f38.3 = call i255 @urem_by10_i255(i255 %f38.2)
  %f38.4 = zext i255 %f38.3 to i256
  %f38.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.4, ptr addrspace(1) %f38.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = call i256 @urem_by10_i256(i256 %f39.1)
  %f39.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.2, ptr addrspace(1) %f39.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = trunc i256 %f40.1 to i8
  %f40.3 = call i8 @sdiv_bym3_i8(i8 %f40.2)
  %f40.4 = zext i8 %f40.3 to i256
  %f40.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.4, ptr addrspace(1) %f40.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = trunc i256 %f41.1 to i32
  %f41.3 = call i32 @sdiv_bym3_i32(i32 %f41.2)
  %f41.4 = zext i32 %f41.3 to i256
  %f41.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.4, ptr addrspace(1) %f41.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f42:
  %f42.0 = inttoptr i256 32 to ptr addrspace(2)
  %f42.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.0)
  %f42.2 = trunc i256 %f42.1 to i64
  %f42.3 = call i64 @sdiv_bym3_i64(i64 %f42.2)
  %f42.4 = zext i64 %f42.3 to i256
  %f42.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f42.4, ptr addrspace(1) %f42.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f43:
  %f43.0 = inttoptr i256 32 to ptr addrspace(2)
  %f43.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.0)
  %f43.2 = trunc i256 %f43.1 to i128
  %f43.3 = call i128 @sdiv_bym3_i128(i128 %f43.2)
  %f43.4 = zext i128 %f43.3 to i256
  %f43.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f43.4, ptr addrspace(1) %f43.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f44:
  %f44.0 = inttoptr i256 32 to ptr addrspace(2)
  %f44.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.0)
  %f44.2 = trunc i256 %f44.1 to i255
  %f44.3 = call i255 @sdiv_bym3_i255(i255 %f44.2)
  %f44.4 = zext i255 %f44.3 to i256
  %f44.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f44.4, ptr addrspace(1) %f44.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f45:
  %f45.0 = inttoptr i256 32 to ptr addrspace(2)
  %f45.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.0)
  %f45.2 = call i256 @sdiv_bym3_i256(i256 %f45.1)
  %f45.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f45.2, ptr addrspace(1) %f45.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f46:
  %f46.0 = inttoptr i256 32 to ptr addrspace(2)
  %f46.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.0)
  %f46.2 = trunc i256 %f46.1 to i8
  %f46.3 = call i8 @srem_by7_i8(i8 %f46.2)
  %f46.4 = zext i8 %f46.3 to i256
  %f46.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f46.4, ptr addrspace(1) %f46.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f47:
  %f47.0 = inttoptr i256 32 to ptr addrspace(2)
  %f47.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.0)
  %f47.2 = trunc i256 %f47.1 to i32
  %f47.3 = call i32 @srem_by7_i32(i32 %f47.2)
  %f47.4 = zext i32 %f47.3 to i256
  %f47.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f47.4, ptr addrspace(1) %f47.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f48:
  %f48.0 = inttoptr i256 32 to ptr addrspace(2)
  %f48.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.0)
  %f48.2 = trunc i256 %f48.1 to i64
  %f48.3 = call i64 @srem_by7_i64(i64 %f48.2)
  %f48.4 = zext i64 %f48.3 to i256
  %f48.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.4, ptr addrspace(1) %f48.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = trunc i256 %f49.1 to i128
  %f49.3 = call i128 @srem_by7_i128(i128 %f49.2)
  %f49.4 = zext i128 %f49.3 to i256
  %f49.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.4, ptr addrspace(1) %f49.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = trunc i256 %f50.1 to i255
  %f50.3 = call i255 @srem_by7_i255(i255 %f50.2)
  %f50.4 = zext i255 %f50.3 to i256
  %f50.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.4, ptr addrspace(1) %f50.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = call i256 @srem_by7_i256(i256 %f51.1)
  %f51.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.2, ptr addrspace(1) %f51.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = trunc i256 %f52.1 to i8
  %f52.3 = call i8 @sdiv_by16_i8(i8 %f52.2)
  %f52.4 = zext i8 %f52.3 to i256
  %f52.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.4, ptr addrspace(1) %f52.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = trunc i256 %f53.1 to i32
  %f53.3 = call i32 @sdiv_by16_i32(i32 %f53.2)
  %f53.4 = zext i32 %f53.3 to i256
  %f53.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.4, ptr addrspace(1) %f53.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = trunc i256 %f54.1 to i64
  %f54.3 = call i64 @sdiv_by16_i64(i64 %f54.2)
  %f54.4 = zext i64 %f54.3 to i256
  %f54.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.4, ptr addrspace(1) %f54.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f55:
  %f55.0 = inttoptr i256 32 to ptr addrspace(2)
  %f55.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.0)
  %f55.2 = trunc i256 %f55.1 to i128
  %f55.3 = call i128 @sdiv_by16_i128(i128 %f55.2)
  %f55.4 = zext i128 %f55.3 to i256
  %f55.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f55.4, ptr addrspace(1) %f55.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f56:
  %f56.0 = inttoptr i256 32 to ptr addrspace(2)
  %f56.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.0)
  %f56.2 = trunc i256 %f56.1 to i255
  %f56.3 = call i255 @sdiv_by16_i255(i255 %f56.2)
  %f56.4 = zext i255 %f56.3 to i256
  %f56.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f56.4, ptr addrspace(1) %f56.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f57:
  %f57.0 = inttoptr i256 32 to ptr addrspace(2)
  %f57.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.0)
  %f57.2 = call i256 @sdiv_by16_i256(i256 %f57.1)
  %f57.3 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f57.2, ptr addrspace(1) %f57.3
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @udiv_i1(i1 %a, i1 %b) {
  %r = udiv i1 %a, %b
  ret i1 %r
}

define i8 @udiv_i8(i8 %a, i8 %b) {
  %r = udiv i8 %a, %b
  ret i8 %r
}

define i32 @udiv_i32(i32 %a, i32 %b) {
  %r = udiv i32 %a, %b
  ret i32 %r
}

define i64 @udiv_i64(i64 %a, i64 %b) {
  %r = udiv i64 %a, %b
  ret i64 %r
}

define i128 @udiv_i128(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}

define i255 @udiv_i255(i255 %a, i255 %b) {
  %r = udiv i255 %a, %b
  ret i255 %r
}

define i256 @udiv_i256(i256 %a, i256 %b) {
  %r = udiv i256 %a, %b
  ret i256 %r
}

define i1 @sdiv_i1(i1 %a, i1 %b) {
  %r = sdiv i1 %a, %b
  ret i1 %r
}

define i8 @sdiv_i8(i8 %a, i8 %b) {
  %r = sdiv i8 %a, %b
  ret i8 %r
}

define i32 @sdiv_i32(i32 %a, i32 %b) {
  %r = sdiv i32 %a, %b
  ret i32 %r
}

define i64 @sdiv_i64(i64 %a, i64 %b) {
  %r = sdiv i64 %a, %b
  ret i64 %r
}

define i128 @sdiv_i128(i128 %a, i128 %b) {
  %r = sdiv i128 %a, %b
  ret i128 %r
}

define i255 @sdiv_i255(i255 %a, i255 %b) {
  %r = sdiv i255 %a, %b
  ret i255 %r
}

define i256 @sdiv_i256(i256 %a, i256 %b) {
  %r = sdiv i256 %a, %b
  ret i256 %r
}

define i1 @urem_i1(i1 %a, i1 %b) {
  %r = urem i1 %a, %b
  ret i1 %r
}

define i8 @urem_i8(i8 %a, i8 %b) {
  %r = urem i8 %a, %b
  ret i8 %r
}

define i32 @urem_i32(i32 %a, i32 %b) {
  %r = urem i32 %a, %b
  ret i32 %r
}

define i64 @urem_i64(i64 %a, i64 %b) {
  %r = urem i64 %a, %b
  ret i64 %r
}

define i128 @urem_i128(i128 %a, i128 %b) {
  %r = urem i128 %a, %b
  ret i128 %r
}

define i255 @urem_i255(i255 %a, i255 %b) {
  %r = urem i255 %a, %b
  ret i255 %r
}

define i256 @urem_i256(i256 %a, i256 %b) {
  %r = urem i256 %a, %b
  ret i256 %r
}

define i1 @srem_i1(i1 %a, i1 %b) {
  %r = srem i1 %a, %b
  ret i1 %r
}

define i8 @srem_i8(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}

define i32 @srem_i32(i32 %a, i32 %b) {
  %r = srem i32 %a, %b
  ret i32 %r
}

define i64 @srem_i64(i64 %a, i64 %b) {
  %r = srem i64 %a, %b
  ret i64 %r
}

define i128 @srem_i128(i128 %a, i128 %b) {
  %r = srem i128 %a, %b
  ret i128 %r
}

define i255 @srem_i255(i255 %a, i255 %b) {
  %r = srem i255 %a, %b
  ret i255 %r
}

define i256 @srem_i256(i256 %a, i256 %b) {
  %r = srem i256 %a, %b
  ret i256 %r
}

define i8 @udiv_by7_i8(i8 %a) {
  %r = udiv i8 %a, 7
  ret i8 %r
}

define i32 @udiv_by7_i32(i32 %a) {
  %r = udiv i32 %a, 7
  ret i32 %r
}

define i64 @udiv_by7_i64(i64 %a) {
  %r = udiv i64 %a, 7
  ret i64 %r
}

define i128 @udiv_by7_i128(i128 %a) {
  %r = udiv i128 %a, 7
  ret i128 %r
}

define i255 @udiv_by7_i255(i255 %a) {
  %r = udiv i255 %a, 7
  ret i255 %r
}

define i256 @udiv_by7_i256(i256 %a) {
  %r = udiv i256 %a, 7
  ret i256 %r
}

define i8 @urem_by10_i8(i8 %a) {
  %r = urem i8 %a, 10
  ret i8 %r
}

define i32 @urem_by10_i32(i32 %a) {
  %r = urem i32 %a, 10
  ret i32 %r
}

define i64 @urem_by10_i64(i64 %a) {
  %r = urem i64 %a, 10
  ret i64 %r
}

define i128 @urem_by10_i128(i128 %a) {
  %r = urem i128 %a, 10
  ret i128 %r
}

define i255 @urem_by10_i255(i255 %a) {
  %r = urem i255 %a, 10
  ret i255 %r
}

define i256 @urem_by10_i256(i256 %a) {
  %r = urem i256 %a, 10
  ret i256 %r
}

define i8 @sdiv_bym3_i8(i8 %a) {
  %r = sdiv i8 %a, -3
  ret i8 %r
}

define i32 @sdiv_bym3_i32(i32 %a) {
  %r = sdiv i32 %a, -3
  ret i32 %r
}

define i64 @sdiv_bym3_i64(i64 %a) {
  %r = sdiv i64 %a, -3
  ret i64 %r
}

define i128 @sdiv_bym3_i128(i128 %a) {
  %r = sdiv i128 %a, -3
  ret i128 %r
}

define i255 @sdiv_bym3_i255(i255 %a) {
  %r = sdiv i255 %a, -3
  ret i255 %r
}

define i256 @sdiv_bym3_i256(i256 %a) {
  %r = sdiv i256 %a, -3
  ret i256 %r
}

define i8 @srem_by7_i8(i8 %a) {
  %r = srem i8 %a, 7
  ret i8 %r
}

define i32 @srem_by7_i32(i32 %a) {
  %r = srem i32 %a, 7
  ret i32 %r
}

define i64 @srem_by7_i64(i64 %a) {
  %r = srem i64 %a, 7
  ret i64 %r
}

define i128 @srem_by7_i128(i128 %a) {
  %r = srem i128 %a, 7
  ret i128 %r
}

define i255 @srem_by7_i255(i255 %a) {
  %r = srem i255 %a, 7
  ret i255 %r
}

define i256 @srem_by7_i256(i256 %a) {
  %r = srem i256 %a, 7
  ret i256 %r
}

define i8 @sdiv_by16_i8(i8 %a) {
  %r = sdiv i8 %a, 16
  ret i8 %r
}

define i32 @sdiv_by16_i32(i32 %a) {
  %r = sdiv i32 %a, 16
  ret i32 %r
}

define i64 @sdiv_by16_i64(i64 %a) {
  %r = sdiv i64 %a, 16
  ret i64 %r
}

define i128 @sdiv_by16_i128(i128 %a) {
  %r = sdiv i128 %a, 16
  ret i128 %r
}

define i255 @sdiv_by16_i255(i255 %a) {
  %r = sdiv i255 %a, 16
  ret i255 %r
}

define i256 @sdiv_by16_i256(i256 %a) {
  %r = sdiv i256 %a, 16
  ret i256 %r
}
