;! { "cases": [
;! {"name": "fshl_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xaaf9fc823ec2d9e95419e878925f4b315aa630adcf61d3dd9faeed7b7ec29ea4", "0x0", "0x11"]}], "expected": ["0x0", "0x3aaf9"]},
;! {"name": "fshl_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1ea6a8d776499fe3a4d10c4457994d1d49094efd43dffc2cd3", "0x0", "0x0", "0x0", "0x102"]}], "expected": ["0x0", "0x3d4d51aeec933fc749a21888af329a3a92129dfa87bff859a6"]},
;! {"name": "fshl_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffc9aaa91c098702", "0x1", "0x1", "0x0", "0x0"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffc9aaa91c098702"]},
;! {"name": "fshl_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xf31e3499c60fdd8b5664239ce7e7849d74577481adf9c0", "0x0", "0x1", "0x0", "0x100"]}], "expected": ["0x0", "0x0"]},
;! {"name": "fshl_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x0", "0x0"]}], "expected": ["0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshl_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6bd", "0x0", "0x2cabe0badb699c9b2af85", "0x0", "0x102"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed7a"]},
;! {"name": "fshl_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0x1", "0x0", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "fshl_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff", "0x0", "0x102"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "fshl_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffc4ca2d582b603196bdc2446377bdeac5369e38ee46ea3b00586", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffff89945ab056c0632d7b8488c6ef7bd58a6d3c71dc8dd47600b0c"]},
;! {"name": "fshl_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2a3ef19f68ff9", "0xe07782f559b1ef17f16a6597589fff31eff23fd6bd6c957f693b5aa8ce40608", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffec89abac56e", "0x94034cc88a1d95ea9d5f133944487c4c738a9feaf638b64aa4b98eea0803c9e8", "0x10aea017665006daa061405179df5bc0da23298b13cd7ad14f42c7b9619ca8f3"]}], "expected": ["0x7fc8703bc17aacd8f78bf8b532cbac4fff98f7f91feb5eb64abfb49dad546720", "0x3047ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "fshl_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x2", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0", "0x200"]}], "expected": ["0x0", "0x2"]},
;! {"name": "fshl_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x2659e", "0x9fbca3f22dfb4ed2f4cf4d6ab0ecbb9f4624af9a526f296fe2e104d8c9bfb5f2", "0xf775f2f2ad59f0d5da77e35e2260ec56b539c3a76a04cc999b9e10db2fd5f657", "0x0", "0x0"]}], "expected": ["0x0", "0x2659e"]},
;! {"name": "fshl_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xeb6b8d9216750930d582d61d22b5c664070059928b235064497a11", "0x5d5769c913159b89b7760b361bb09dd2725aee0d7533327ccdc6a2b2ffe18b05", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x68a74bee8fa32efb9edd0ffabe5d6b62dd64a4cfe486854c9bf63e4f8f464236", "0xa54787b1198896837fbdfdda87f1153cae5db596abf81468f8be561a9dc5a681"]}], "expected": ["0x3a456b8cc80e00b3251646a0c892f422baaed392262b37136eec166c37613ba4", "0xe4b5dc1aea6664f99b8d4565ffc3160bffffffffffffffffffffffffffffffff"]},
;! {"name": "fshl_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x132aa6cb806d18fb9272d", "0xe06f83e2f9a267dac4ea9e12cefc195bf27df99fb804d08d9d0dc9a80add35d8", "0x0", "0x1eb4ee4bd85be144748", "0x0", "0xa8"]}], "expected": ["0x132aa6cb806d18fb9272de06f83e2f9a267dac4ea9e12cefc195bf27df99fb8", "0x4d08d9d0dc9a80add35d8000000000000000000000000000000000000000000"]},
;! {"name": "fshl_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffde7290141676adec641e", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x99cb44aec74bdc116fd98576b1b4f1e8d85ad0e39ef7155706fd350522f009c3", "0x540947dca063b1ceff859314a7158109dfe4b2faf5679117bb31434203036f3e"]}], "expected": ["0xfffffffffffffffffffffffffffff79ca405059dab7b1907a000000000000000", "0x0"]},
;! {"name": "fshl_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7d2ac1259a65589b24a624352aa39abcbf73da4928b21166f6628b29a68fca71", "0xa90200c4c4d4178da82cc7e6dc07e5c84939e5e94e6dfc5ffb80c82e84b9decd", "0x3ab7fd1e14a3b0080333dd655e2d0fcb85c2d266e4cbd170e471ad9c2c425509", "0x7a6258efdf39ff5aa78b07a35a5c13ae57434a14bbd886e813c8db59a6b56448", "0x0", "0x200"]}], "expected": ["0x7d2ac1259a65589b24a624352aa39abcbf73da4928b21166f6628b29a68fca71", "0xa90200c4c4d4178da82cc7e6dc07e5c84939e5e94e6dfc5ffb80c82e84b9decd"]},
;! {"name": "fshr_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xe97093ca2f22c0c4e17a840", "0x0", "0xd4551a8577b91247a14c6ca8a3e3acff6450732388b83c83365ba83de385a787", "0x0", "0x0"]}], "expected": ["0x0", "0xd4551a8577b91247a14c6ca8a3e3acff6450732388b83c83365ba83de385a787"]},
;! {"name": "fshr_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffee7d759e33246057984c44393490433c587335952f54f2", "0x1", "0x0", "0x0", "0x100"]}], "expected": ["0x1", "0xffffffffffffffffffdcfaeb3c6648c0af3098887269208678b0e66b2a5ea9e5"]},
;! {"name": "fshr_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0xbc"]}], "expected": ["0x0", "0x3fffffffffffffffff"]},
;! {"name": "fshr_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1", "0x0", "0x1", "0x0", "0x0"]}], "expected": ["0x0", "0x1"]},
;! {"name": "fshr_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x1", "0x1", "0xe80f2f71b35edac5dbeef76411fdcd79a428c25d53c58fab8fdc5e11a7af595a", "0x0", "0x56e12ba55f8c08c63378bc73ac674380a475b2bf5535f32cbffdbc0af1e4a60a"]}], "expected": ["0x0", "0x7d01e5ee366bdb58b"]},
;! {"name": "fshr_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x28e5369a6f205044861d6fda2367710dd2abdbd72b0f9671c53c62f27811fa92", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff", "0x0", "0x1"]}], "expected": ["0x0", "0x10000000000000000000000000000000000000000000000000000000000007f"]},
;! {"name": "fshr_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffd7fb4ea707d9bc53bc01e95", "0x0", "0x251babfa300d181cd28080a309292ba629a9b3c52db178cc21f5a22998233e85", "0x0", "0x1"]}], "expected": ["0x1", "0x128dd5fd18068c0e69404051849495d314d4d9e296d8bc6610fad114cc119f42"]},
;! {"name": "fshr_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x2", "0x0", "0x0", "0x0", "0x92bef32e016b8df19a91da49bbeec44ac26baa76a841a9e5b4ffd2ad505f43dc"]}], "expected": ["0x0", "0x20000000000000000000000000000000000000"]},
;! {"name": "fshr_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x2679cadcaf2329fb3b5de91db6fd571809a65a0537ba29c2ff4a28b587bec5", "0x0", "0x1f0572e05f10294c98f48", "0x0", "0x0"]}], "expected": ["0x0", "0x1f0572e05f10294c98f48"]},
;! {"name": "fshr_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfffffffffffffffffffffffffffffffffffffffffffffffffc556139e90a874e", "0x77bdb7330d8d5fa6b63d6b9ec1eaee8977b184771f273ec764c1de87d23a7e72", "0xfe692593d961231ac068f2923100d08e85ce1427766b799c3b58bd986d52479b", "0xfe3d6a61421a4ca1eac01f152fb626eea7732867cc57a1f5b176c41462cd2170", "0x0", "0x1ff"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffff8aac273d2150e9c", "0xef7b6e661b1abf4d6c7ad73d83d5dd12ef6308ee3e4e7d8ec983bd0fa474fce5"]},
;! {"name": "fshr_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffff142fc1c9952e1393fcfd9ed90641ad5183", "0x391ae6e8bb850c24b7d46ac400d38f0653ec60940692009e7a1a3d7188a39bbf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "fshr_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xeb80f3aa969b3a5b4e1b72a8e9fa30093d8dba4540b7af12609279aa7044ecb2", "0x8495cf19329477b256fa42c1ab298ded4d2d216a79425cb6e18a6b60147f3df", "0x45bf5f1972444629c5c2532ae4c81cd85fdf00b12713959fea6bd74fb14f8a16", "0x3566c07a3f08f33edcc6da4dcbf5d1af0570aa63dbfed9b1ac3409873793d5f6", "0x0", "0x201"]}], "expected": ["0xa2dfaf8cb9222314e2e1299572640e6c2fef80589389cacff535eba7d8a7c50b", "0x1ab3603d1f84799f6e636d26e5fae8d782b85531edff6cd8d61a04c39bc9eafb"]},
;! {"name": "fshr_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2db11c082a7c756c9166d83871072b0e12c8afa21dbe3a351185cb0bae78b7e8", "0x20dda8df05bd43a789510b4a1c676adcc58f9aa798f8aaca092b35a0f41a3ed", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x200"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "fshr_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xb88de94b5f46a808fb8e243523e7e9abc43e7d2c720f50f9370b6f4439e605a2", "0x96aba6bbd2f5a0ef58acfff928c0841377a9f4bd7f07a87b02d196efbba99466"]}], "expected": ["0xfffffffffffffffffffffffffbffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "fshr_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0xd7bdaa0a30119467894c4675c", "0x1e118025afbb8d13c8db4943ab1d1864465458812303a3d6b505fcc7454c336d", "0xc4ad9f3f5b9dcf758250f15636980802edd3dfdc3bce711c707b47ee034d5bda", "0x0", "0x0"]}], "expected": ["0x1e118025afbb8d13c8db4943ab1d1864465458812303a3d6b505fcc7454c336d", "0xc4ad9f3f5b9dcf758250f15636980802edd3dfdc3bce711c707b47ee034d5bda"]},
;! {"name": "fshr_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfffffffffffffffffffffffff0c001fd6a4e1670a3e5d353d1848a6274fedad0", "0x2ed5552c27f4eabd09d2158b91692d3d4530ff1797fb44391b6868a1237f548d", "0x5494a1775de8237a2c3fb9b7b7920a18b7f6f3ef1c81b9cea40eb822ef259dbb", "0x60823ebeb662aed4ea2009f564177f2cfd82765a73858455500a5366e66dbbae", "0x0", "0x200"]}], "expected": ["0x5494a1775de8237a2c3fb9b7b7920a18b7f6f3ef1c81b9cea40eb822ef259dbb", "0x60823ebeb662aed4ea2009f564177f2cfd82765a73858455500a5366e66dbbae"]},
;! {"name": "rotl_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1", "0x0", "0x1"]}], "expected": ["0x0", "0x2"]},
;! {"name": "rotl_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffebb625c7c90b392aed137ebbd9e682917416a863199f47f66b", "0x0", "0x101"]}], "expected": ["0x1", "0xffffffffffffffebb625c7c90b392aed137ebbd9e682917416a863199f47f66b"]},
;! {"name": "rotl_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x0", "0x91"]}], "expected": ["0x0", "0x0"]},
;! {"name": "rotl_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xe0836d04cb2f7c23a97a6e180893ecdf67a01cd9659d97681c75d15313c2e09c", "0x0", "0x100"]}], "expected": ["0x0", "0xf041b6826597be11d4bd370c0449f66fb3d00e6cb2cecbb40e3ae8a989e1704e"]},
;! {"name": "rotl_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x79d1e804bc254d9a308d42c2ca9406f1a3222760b90edf4a297fe995a48872b4", "0x0", "0x101"]}], "expected": ["0x0", "0x79d1e804bc254d9a308d42c2ca9406f1a3222760b90edf4a297fe995a48872b4"]},
;! {"name": "rotl_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "rotl_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x0", "0x0", "0x100"]}], "expected": ["0x0", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "rotl_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x97"]}], "expected": ["0x0", "0x3f800000000000000000000000000000000000"]},
;! {"name": "rotl_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xe7ca4f436245", "0xb369c7278417026ccfd8ca4d03358817ad1a89f78d01e6035f0e5d2468880604", "0x0", "0x201"]}], "expected": ["0x1cf949e86c48b", "0x66d38e4f082e04d99fb1949a066b102f5a3513ef1a03cc06be1cba48d1100c08"]},
;! {"name": "rotl_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x5a4cc341230bb848957277cce66e94d8ee9e7a0ee5bd31e63de17a19b9db192d", "0x4271a5bf90dc895eeab271eb0d7b9837beec85872712471d35f7ee49e2cf7e54"]}], "expected": ["0x0", "0x1800000000000000000000"]},
;! {"name": "rotl_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffd9541ffd", "0xc2acee1bff064416ab634fc5646dbc795f74d24045f92178f71fd912d45acd7", "0xe54e27181fc28e972d2a92644ce7ffdcff42d7c7eeb6be5d66d2ffee85f58cb3"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffecaa0ffefffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "rotl_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2", "0x0", "0x7d"]}], "expected": ["0x0", "0x40000000000000000000000000000000"]},
;! {"name": "rotl_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfffffffffffffffffffffffffffffffffffffffffffffffffefa8a6b53d20942", "0x8ea86416ee1544aabb5e1326a468da83d8c2342aa025dd2c1b39334cf3fefa71", "0x0", "0x201"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffdf514d6a7a41285", "0x1d50c82ddc2a895576bc264d48d1b507b1846855404bba5836726699e7fdf4e3"]},
;! {"name": "rotl_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffff945867ac8b", "0x90518364b0122b24b4f0f469ede403a9ebb486a1f4d7041160c538c82ea3deb", "0x64a7eef8ee9ef62cf65a19fd97c9642311101367cb8d6ced6ec11b536ab4d7d4", "0x765b47feb9c75247e40a26aeb5c083c885c2e449da324b76455221998b0d89b0"]}], "expected": ["0x7041160c538c82ea3debffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffff945867ac8b090518364b0122b24b4f0f469ede403a9ebb486a1f4d"]},
;! {"name": "rotl_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x1", "0x0", "0x19c"]}], "expected": ["0x1000000000000000000000000000000000000000", "0x0"]},
;! {"name": "rotl_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x815d20c035f1656998c11c9340536cdc0f60eda95e94b", "0x0", "0x1ff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x40ae90601af8b2b4cc608e49a029b66e07b076d4af4a5"]},
;! {"name": "rotr_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x22a28679ce4d6ad8118fe2e67", "0x0", "0x102"]}], "expected": ["0x1", "0x1151433ce726b56c08c7f1733"]},
;! {"name": "rotr_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xe765ff73baeaefc5281732f6412e4160cdd78572678d6a82c01153829c30d749", "0x0", "0x1"]}], "expected": ["0x1", "0xf3b2ffb9dd7577e2940b997b209720b066ebc2b933c6b5416008a9c14e186ba4"]},
;! {"name": "rotr_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x1bf98ef4a0386655a81798b343b92", "0x0", "0x0"]}], "expected": ["0x0", "0x1bf98ef4a0386655a81798b343b92"]},
;! {"name": "rotr_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "rotr_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffff35cda1409550f77e4283475725a5566d13b6e31f662", "0x0", "0x100"]}], "expected": ["0x1", "0xffffffffffffffffffffe6b9b42812aa1eefc85068eae4b4aacda276dc63ecc5"]},
;! {"name": "rotr_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffff04e6bcdfa9fd6579ff", "0x0", "0x0"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffff04e6bcdfa9fd6579ff"]},
;! {"name": "rotr_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffffffffffff8057bf22a4a49f4ceb0e5af35f8c2e8773d", "0x0", "0x1"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffc02bdf9152524fa675872d79afc61743b9e"]},
;! {"name": "rotr_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x2adbdad00f706a446c003e862115dacb4a64427f7d3d450dc1f40ef906f16cac", "0x0", "0xaf"]}], "expected": ["0x0", "0xfa1884576b2d299109fdf4f5143707d03be41bc5b2b255b7b5a01ee0d488d800"]},
;! {"name": "rotr_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffff865810f0e54bf7197ac519eb09ce2cc70dbe528cc386dbc94183", "0x89f3d9bb0337900f86044a765d2aad3eae0416a83203c66017ce8b51ac430521", "0x0", "0x200"]}], "expected": ["0xffffffffffff865810f0e54bf7197ac519eb09ce2cc70dbe528cc386dbc94183", "0x89f3d9bb0337900f86044a765d2aad3eae0416a83203c66017ce8b51ac430521"]},
;! {"name": "rotr_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffda2dbe79560e3e7a677deedcf1547596d21e", "0x7ed4c29c14a743eb7b96dee7bb2e52b749f53053bfa430487fbc28895b13e942", "0x0", "0x200"]}], "expected": ["0xffffffffffffffffffffffffffffda2dbe79560e3e7a677deedcf1547596d21e", "0x7ed4c29c14a743eb7b96dee7bb2e52b749f53053bfa430487fbc28895b13e942"]},
;! {"name": "rotr_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0", "0x0", "0x15f"]}], "expected": ["0x0", "0x0"]},
;! {"name": "rotr_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0x3f80000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "rotr_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "rotr_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x318f4be75550fd103b0e9905e86a1c749988fba859e2a94d1bf7cd7f8d1be665", "0xf563e07a9a87d2898a595f91a00ab296db9ed452e80692c377afb20e3cb04d16", "0x0", "0x201"]}], "expected": ["0x18c7a5f3aaa87e881d874c82f4350e3a4cc47dd42cf154a68dfbe6bfc68df332", "0xfab1f03d4d43e944c52cafc8d005594b6dcf6a2974034961bbd7d9071e58268b"]},
;! {"name": "rotr_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x95270accd12968ea250e485fa2696a9697b3b19c9124c886b1cf2f1f9de0b72a", "0x0", "0xd0"]}], "expected": ["0x68ea250e485fa2696a9697b3b19c9124c886b1cf2f1f9de0b72affffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffff95270accd129"]},
;! {"name": "rotr_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x2e7fb82f7764f6f2abf3effcf3b0bc61435f8c9961f3749acdc4bef4c7340737", "0xc8f15ba94707d50fd92b7d642871b4f54845ec92425f8e7c75359bb0e84f1601", "0x0", "0x0"]}], "expected": ["0x2e7fb82f7764f6f2abf3effcf3b0bc61435f8c9961f3749acdc4bef4c7340737", "0xc8f15ba94707d50fd92b7d642871b4f54845ec92425f8e7c75359bb0e84f1601"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.fshl, llvm.fshr (any amount: taken modulo the width) and rotates
; (fshl/fshr with both operands equal).
; Expected values: lli (LLVM 22, JIT on the host) running these same function
; definitions.
; lli's JIT cannot code-generate llvm.fshl/fshr on widths that are not a power
; of two; in lli's copy those calls go to plain IR following LangRef: fshl =
; high half of (a:b << c mod W), fshr = low half of (a:b >> c mod W).
; Calldata: word 0 picks the function (the switch in @__entry), the next words
; are its arguments: an argument of up to 256 bits is one word truncated (odd
; cases put garbage above its width), a wider one ceil(W/256) words, most
; significant first. Results come back the same way, an i1 as a word.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i257 @llvm.fshl.i257(i257, i257, i257)
declare i512 @llvm.fshl.i512(i512, i512, i512)
declare i257 @llvm.fshr.i257(i257, i257, i257)
declare i512 @llvm.fshr.i512(i512, i512, i512)

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
  %f0.16 = inttoptr i256 160 to ptr addrspace(2)
  %f0.17 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.16)
  %f0.18 = zext i256 %f0.17 to i257
  %f0.19 = inttoptr i256 192 to ptr addrspace(2)
  %f0.20 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.19)
  %f0.21 = zext i256 %f0.20 to i257
  %f0.22 = shl i257 %f0.18, 256
  %f0.23 = or i257 %f0.22, %f0.21
  %f0.24 = call i257 @fshl_i257(i257 %f0.7, i257 %f0.15, i257 %f0.23)
  %f0.25 = lshr i257 %f0.24, 256
  %f0.26 = trunc i257 %f0.25 to i256
  %f0.27 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.26, ptr addrspace(1) %f0.27
  %f0.28 = trunc i257 %f0.24 to i256
  %f0.29 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.28, ptr addrspace(1) %f0.29
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
  %f1.16 = inttoptr i256 160 to ptr addrspace(2)
  %f1.17 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.16)
  %f1.18 = zext i256 %f1.17 to i512
  %f1.19 = inttoptr i256 192 to ptr addrspace(2)
  %f1.20 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.19)
  %f1.21 = zext i256 %f1.20 to i512
  %f1.22 = shl i512 %f1.18, 256
  %f1.23 = or i512 %f1.22, %f1.21
  %f1.24 = call i512 @fshl_i512(i512 %f1.7, i512 %f1.15, i512 %f1.23)
  %f1.25 = lshr i512 %f1.24, 256
  %f1.26 = trunc i512 %f1.25 to i256
  %f1.27 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.26, ptr addrspace(1) %f1.27
  %f1.28 = trunc i512 %f1.24 to i256
  %f1.29 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.28, ptr addrspace(1) %f1.29
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
  %f2.16 = inttoptr i256 160 to ptr addrspace(2)
  %f2.17 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.16)
  %f2.18 = zext i256 %f2.17 to i257
  %f2.19 = inttoptr i256 192 to ptr addrspace(2)
  %f2.20 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.19)
  %f2.21 = zext i256 %f2.20 to i257
  %f2.22 = shl i257 %f2.18, 256
  %f2.23 = or i257 %f2.22, %f2.21
  %f2.24 = call i257 @fshr_i257(i257 %f2.7, i257 %f2.15, i257 %f2.23)
  %f2.25 = lshr i257 %f2.24, 256
  %f2.26 = trunc i257 %f2.25 to i256
  %f2.27 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.26, ptr addrspace(1) %f2.27
  %f2.28 = trunc i257 %f2.24 to i256
  %f2.29 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.28, ptr addrspace(1) %f2.29
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
  %f3.16 = inttoptr i256 160 to ptr addrspace(2)
  %f3.17 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.16)
  %f3.18 = zext i256 %f3.17 to i512
  %f3.19 = inttoptr i256 192 to ptr addrspace(2)
  %f3.20 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.19)
  %f3.21 = zext i256 %f3.20 to i512
  %f3.22 = shl i512 %f3.18, 256
  %f3.23 = or i512 %f3.22, %f3.21
  %f3.24 = call i512 @fshr_i512(i512 %f3.7, i512 %f3.15, i512 %f3.23)
  %f3.25 = lshr i512 %f3.24, 256
  %f3.26 = trunc i512 %f3.25 to i256
  %f3.27 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.26, ptr addrspace(1) %f3.27
  %f3.28 = trunc i512 %f3.24 to i256
  %f3.29 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.28, ptr addrspace(1) %f3.29
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
  %f4.16 = call i257 @rotl_i257(i257 %f4.7, i257 %f4.15)
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
  %f5.16 = call i512 @rotl_i512(i512 %f5.7, i512 %f5.15)
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
  %f6.8 = inttoptr i256 96 to ptr addrspace(2)
  %f6.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.8)
  %f6.10 = zext i256 %f6.9 to i257
  %f6.11 = inttoptr i256 128 to ptr addrspace(2)
  %f6.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.11)
  %f6.13 = zext i256 %f6.12 to i257
  %f6.14 = shl i257 %f6.10, 256
  %f6.15 = or i257 %f6.14, %f6.13
  %f6.16 = call i257 @rotr_i257(i257 %f6.7, i257 %f6.15)
  %f6.17 = lshr i257 %f6.16, 256
  %f6.18 = trunc i257 %f6.17 to i256
  %f6.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.18, ptr addrspace(1) %f6.19
  %f6.20 = trunc i257 %f6.16 to i256
  %f6.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.20, ptr addrspace(1) %f6.21
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
  %f7.8 = inttoptr i256 96 to ptr addrspace(2)
  %f7.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.8)
  %f7.10 = zext i256 %f7.9 to i512
  %f7.11 = inttoptr i256 128 to ptr addrspace(2)
  %f7.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.11)
  %f7.13 = zext i256 %f7.12 to i512
  %f7.14 = shl i512 %f7.10, 256
  %f7.15 = or i512 %f7.14, %f7.13
  %f7.16 = call i512 @rotr_i512(i512 %f7.7, i512 %f7.15)
  %f7.17 = lshr i512 %f7.16, 256
  %f7.18 = trunc i512 %f7.17 to i256
  %f7.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.18, ptr addrspace(1) %f7.19
  %f7.20 = trunc i512 %f7.16 to i256
  %f7.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.20, ptr addrspace(1) %f7.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @fshl_i257(i257 %a, i257 %b, i257 %c) {
  %r = call i257 @llvm.fshl.i257(i257 %a, i257 %b, i257 %c)
  ret i257 %r
}

define i512 @fshl_i512(i512 %a, i512 %b, i512 %c) {
  %r = call i512 @llvm.fshl.i512(i512 %a, i512 %b, i512 %c)
  ret i512 %r
}

define i257 @fshr_i257(i257 %a, i257 %b, i257 %c) {
  %r = call i257 @llvm.fshr.i257(i257 %a, i257 %b, i257 %c)
  ret i257 %r
}

define i512 @fshr_i512(i512 %a, i512 %b, i512 %c) {
  %r = call i512 @llvm.fshr.i512(i512 %a, i512 %b, i512 %c)
  ret i512 %r
}

define i257 @rotl_i257(i257 %a, i257 %b) {
  %r = call i257 @llvm.fshl.i257(i257 %a, i257 %a, i257 %b)
  ret i257 %r
}

define i512 @rotl_i512(i512 %a, i512 %b) {
  %r = call i512 @llvm.fshl.i512(i512 %a, i512 %a, i512 %b)
  ret i512 %r
}

define i257 @rotr_i257(i257 %a, i257 %b) {
  %r = call i257 @llvm.fshr.i257(i257 %a, i257 %a, i257 %b)
  ret i257 %r
}

define i512 @rotr_i512(i512 %a, i512 %b) {
  %r = call i512 @llvm.fshr.i512(i512 %a, i512 %a, i512 %b)
  ret i512 %r
}
