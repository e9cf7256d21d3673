;! { "cases": [
;! {"name": "shuffle_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shuffle_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xe7"]},
;! {"name": "shuffle_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x89342a0a77e5cebd45fc2969a73f267eb2e30419b150e5517bf8d1d5de7cf8c6", "0xfd7b71e04b4fc87e85f43dd584d602de746911a13d87b4fee88323bed974dbe8"]}], "expected": ["0x9d"]},
;! {"name": "shuffle_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x517dcc55d704a788eb631126a09ae562f6e40141892ba6be477ef8c8de593800", "0x4a5808e752737da44a113f3f80bbf05e68cb038396772d04cfd97c3625a57eb3"]}], "expected": ["0x20"]},
;! {"name": "shuffle_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x856134bbca1510b454c3c84b6d350e4ecfced7f707103a7e99be848aa316251e", "0x9b79428feac0616c15a50e24c0977d0f2e16324cd95c4ce9664ef7d3e28a7513"]}], "expected": ["0xa6"]},
;! {"name": "shuffle_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x2bd61cae68a3af7bb74443eb02601f8d1520c0c8638f0ef62a6c0dd128b274a5", "0xf2bcbfb72acf309b2e63dca99d50712cf6308fa31061734c58c9d9adec8e5eb4"]}], "expected": ["0xc1"]},
;! {"name": "insert_var_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "insert_var_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3"]},
;! {"name": "insert_var_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff4bc720625d6595659ebfdfc5e1def082877274f03d4b55a398fb35bdda036e", "0xa5bf851b6540649358ad4ba25886b52c4aa3f18f6de945ef99822d683e5f5123"]}], "expected": ["0x23"]},
;! {"name": "insert_var_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x4991db4ceabadeee8d0e77dc33d65eb320de4e520cfd87579fc8bc3a505a322a", "0x9c1becb2b353e2f66813eb65f9c9ca4c05a6163a9885a1ebaf336cad7218cb29"]}], "expected": ["0x29"]},
;! {"name": "insert_var_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xd069a7904e9ffa772dfa816de44bb195883ece016f7da91c66301f29721711c8", "0x4a22eac9f516346e999d4cc0bfe6522a085cdead4780227d41f0e5d3011c0914"]}], "expected": ["0x4"]},
;! {"name": "insert_var_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x59a8822bff364d5123849542e63e086834045e1a8b3bbb509f1fcefd2869b5f1", "0x96178eeb65bd8c1a1cdb27ada5d91584402ae68a1da1533cd50f0364cfceca3d"]}], "expected": ["0x3d"]},
;! {"name": "extract_var_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "extract_var_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "extract_var_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xfd6c6503e89d503330153712056067d968fd2af4030e47888a84bb5fdb5104e", "0x15cd20d11badcc4f1cd1809cc533ce8d4904c63ef6d07e25ee1036a10a4bca0"]}], "expected": ["0x0"]},
;! {"name": "extract_var_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7b3ed05a984f02fbd405e1586367675cc948aa754a7497336783bfe182e3eaf0", "0x48d6f6c74d480f9a86ab72298bd347b4e5a9146ac6b5242f8d58b717fd2c463c"]}], "expected": ["0x1"]},
;! {"name": "extract_var_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xc0de9f58b7647f0092ce0baf9b36c251a0229fc88cc3edce6c31df5af3dc4d75", "0x970364d08a9c7f666f630bf0a301919f6c12409ac1fbb952c6b8a72fa65f0c7c"]}], "expected": ["0x1"]},
;! {"name": "extract_var_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xd2fc248f8bccb955d4d91fb48f86b1c1b464ce83cfc057cc9c1fd33452ad106f", "0xf3df20c89764c5b0a2ec7d0de6e9ee5b9bd20e90edd944b563ee64fdde786340"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_add_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xaf20916a218d286a4283a22301de3bc076d7b326f62784ca00f259f70d4149fa", "0x8fbd2a9a11fc73bb46da83b2a5500b2a59c1dbc20f9d40fcf7239d42d6628bea"]}], "expected": ["0x1"]},
;! {"name": "reduce_add_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xd82009b09c7968150a89889ae92027ca73f310137f8222721d4e45c2b92b0f2f", "0x691f1f1c3d58aa1d9e58cb167459b8298a5bc0ed173280db162639d3d6c02e27"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xb8a0e00fd69d94d8673cc2c6e4c70281db6472db558037df8356f36e6f2bfa5c", "0x3181b73316cf150b8153d8cc76953c21fa1702590b2752a75da15962196eb157"]}], "expected": ["0x1"]},
;! {"name": "reduce_add_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa1bfccaff57bd9c077eb76040f5999333d21f8af978f2230e7761892fcb0fb59", "0x2665ddfc6c28fdef6c7c136471e2926b9924cce29ac91c94b4c048d425c9b358"]}], "expected": ["0x1"]},
;! {"name": "reduce_mul_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xf9899ce3bcc764027c12e31da4c95ed71645895c9810a56b773367294949ebf3", "0x50105a198b32692c30cc321a71621575ed1b6eab33d44709c9f1505cd1165e62"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x41a2563cad8e9c9e483703183667b075cb39630d1ecd19bcecf40a4fd500f99b", "0x41e5a7d94a3be25949f488e550b2fec1d5384ba5dc8f8078b1c4c0e37b229206"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x69f910c6e60c1c855400caf15807e163f12ba59af9c66bb5fec36b7be2b83cfe", "0x149af3fc339245d3c5acf2b1f8b15dcbca7a6263e1e32c73665cdda43ad3d136"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xe7a0841520a5b4a663d72708e053471e3447b3f1cd0bcea3ed6798b68a04cddf", "0xca32546977924a5b45477bda9c2794d8146fefe7459f0907e5b7b2e62cc03d34"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xaff1f24e73345bcc4eb161aa6b8a675e1336bf4f549e966aaab6615f3c0507b8", "0x6da39f049738088c5dc9cd9af7cb69b5f64076bb6a6f1f5bbf59ab526813801b"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x30e879977ffc02d20f2ebc03fa47d6d8093201953f51108e4a93bf21bfa8fc86", "0xd05f03f004ed4e432cbf224f5a2702d58956ce1663d6d69e416392f5e1d741a5"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x2bb757cf80eaebd8d079c760d3f999495ee7d1a7308b5644c0d36713bfcd10eb", "0x9b314fd1a9f7d46fe934ab02d51fe7d6bf5edc38ad7cd2a4fcfd107eef58406e"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfe0f24a554e1509873966a723ab2654955be033ff26b630066f7d11b6cede18a", "0x3c7710a0576cc0330d719f867240a2c1ea085e293f5417933c44e81dcb0d19fb"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xfa7a18e7213501701e8bbb4cd6c5a68b22d2cb612b6f1dd01805d3cca82d1667", "0x1f1bf4731ee79501af195d4eb6701cea4349beef9631063b3c17002e1127e537"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xdb56a193f030463fd1288002a318a3ce781d54055bf88f9fe3667f7da1948da8", "0xf4053c3a28736e69f344e00217b43f22b756113a594f5ed76ced3602f7a41614"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xc5478b66edc4ddbc94370dea1156617aad1f686218fc0b3fcf47d531a2bc61f3", "0xe5b44892b0a18095be067fcdd75c7c301c81ea649c7ec2bca5b83d03a23e5890"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x654191a36f4c58b407b4213da5c16e3e22639d052e6a19b9ef051be513ebcd74", "0x8c18929845d74d3a1a696c94100198fd273b4d5b09dab4e4a3023d86da6ba24d"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_xor_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xb1465522d3d088d22230f88112d290287a8c8d2671ff23e994caa2f0288fee70", "0x1748a0ab919abd9830ee3bd0a8edef3ca90e93ee0d9707308965582af2641513"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x40565e4206da4a875204a24f90dcbaaf605ac5296b22cea0b572cf906b632b06", "0x118e6c17cee1e0a3528696abe4288bb2fc35d21f368e9b0955ffc6f2356138b3"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x109ae86f8c8240b485c2ba015ee73d109246de5d533489d631915945ffc1b24", "0x65d14fb3a63679895d665eb01e2655fc99641f79d8c965916ebf87b7dc2c124b"]}], "expected": ["0x0"]},
;! {"name": "reduce_xor_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7929a853951a682f2f926bff04b4688027fe7b5984101af88f110c89024b54f7", "0x7a1206ee99db3ca0eae7f5d5ad2a4e5d36d7099ccc664c858a72684577c602a6"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x5cbbfb605e5c46fce1651929e00f8fcc48555694724e2491914df336bcb8f3b0", "0xf1c90d00a4bdbb613a0e3ff62acb434f37c428ea747934d3475566cde63c816b"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x6c7dad6682c64a2fe2cedf2855aebefc359f2a046836209e42e15539bd8a0ca", "0xc93b2c84505e6bf94213d4e5ef7f1f2139c79ff4a73774d35bc8b14545d1a328"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x96db0977c24cad5238c86e5f85472b193d0d2f1366a3281dc79100fbc3ad492", "0x68154a89df6222940b8385d043a14c95ff33b648ed863de74d32e70bb3513fa1"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x5ee2e2a6a8be787e2c49b2e844bc9a1ded0b270eeea18f9f33d2f65bbfd73d8", "0x14d3ab983560567a5d820156d6688193e8fada6fbb12ad8523381d7305ef995b"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_smin_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xbba24061ea9de9d7de6cdadf46f107a9c67b75aa3033d24b8848fc5a9fecc4e6", "0xfd763f614b3244f93b29f1dc64e1dc1ddec2eead8639767c5ba912840b0ce302"]}], "expected": ["0x1"]},
;! {"name": "reduce_smin_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x3b134fc835f6503f4427581f277c28c307de9eb407a348f0450ba815d51ce68e", "0x2d4b3291ffe6f03b36247a81472020e4ce0f398e8c5a821bb5fd268879341d7b"]}], "expected": ["0x1"]},
;! {"name": "reduce_smin_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xbd7fe0dea4a62b56e722ffbd0dcb4d102a7627e7af75bce82fe405ef2bb14eb4", "0x9855b80adf754c8f98c8a6bffa536ffdd5ff1f49222f514cd6d3a3ce580e3ce6"]}], "expected": ["0x1"]},
;! {"name": "reduce_smin_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xa4f909772411c69baaa295f09f01d665ca2ee524e9263acaffe653a2381af344", "0x9f4e37956e2a2efcb062be998c6b262e778cd8d44c9bad66b3f14a4b533b10c"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umax_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xabe5dfab64e9c9da5a2b00a685e98c2e4ee3e487e33ebcb4800fc23f9bfdca70", "0x4ad0d110204aacc4c436877fa75d8c1c1507e9ca7fefb97eff84577f3a865f19"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xaaf0f1219bfd523ff8924688193853f4d224935569e066e23de506a9d0bd12fc", "0x64c8620e1ed45199244db4a6bbc22a2a2c4648d2642b26cd77bc2878063e15e9"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x191b59e7bf3d4b9432f3ee8d4f8cb0dcf6ff3d5c20816dc6d81f7e05fd7c0c27", "0x715e759ca656752002ddfc3afa961ff6b5dcf31ad08320f12d28902208b0f23a"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xa9370256f8c1f0eab014d7080e468499fd7ec757b237b88103dec75d138c0b57", "0x1870843611927a1101a8d81fdc76c0153e62e22040d1245625cd71c653747e84"]}], "expected": ["0x1"]},
;! {"name": "reduce_umin_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x893b0c11721ecb2a2309e2815b1251ebb6cc6452be9ad7343126dfa5c38f8b12", "0x3d3007ed27e6a8f547ff2210ddf9cfaefe0b0e6a07aea4cf455bab8f58dd3f7"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xe84a0cde5c9e0c6dda933b751ebd5d08dfbf5fa9cf5f4f856f69cb6d7e80a594", "0x4a60ee4fd4571d219610b562a32611bd60d1c3192a9a4a3199f9d0208e977167"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xa0c35a0a7406a3b38105e8ab84595d458bf8ca56abe29168868c853c9fa539c3", "0x14e7d0ca99018123bde3d679875b2f52f90141486998e93ba0e047a136667d43"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x11c314d2137074758c4d1dbfea54d7f0fbafd560d4a4ff6c45e72f803344470c", "0x9676391e156d2340b3023e7a4e670d1fc74ce5670c5ed67db2218450c3563f23"]}], "expected": ["0x0"]},
;! {"name": "shuffle_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shuffle_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7c1f"]},
;! {"name": "shuffle_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xb824fd84ec47032433c8da076e69d623cbb20796e6a7eaf01548cac4500cc06c", "0xfe5e67ab40d0829d2aee9506a79786274e19fb1067bafd3208f998e62a9f972c"]}], "expected": ["0x40b0"]},
;! {"name": "shuffle_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3e5b4d3d5b31fe5b2eae62548c5e22d14e9e7c5f4c5f72e64b586710f378042a", "0xcb4fcb4a246aa529d5de8ecb6e42098c77db4c8367820aafa872b3b655737a18"]}], "expected": ["0x7c1"]},
;! {"name": "shuffle_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x440d0898647aefc677bdc8ce84d68ce120cabf804e04bbf7ba4d2a79fb61a1b9", "0xe9fbd84c8cb93b96e7dd2255360a5d826c5b153c63db3372e4478ed5ad59a390"]}], "expected": ["0x2108"]},
;! {"name": "shuffle_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x5e2c38fd751af415f886bcc08e91a0fa0f46796f579f7d32a40c4087b8d0eb19", "0xa68d1b2c8ae7a666979f3944e6f184f5cb2fb1a99b6361533e56faf742227570"]}], "expected": ["0x6bba"]},
;! {"name": "insert_var_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "insert_var_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3e1"]},
;! {"name": "insert_var_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xb0febf2622d79daf116be63b86c55263718a86aa09789223b2dcc049b4cd375a", "0x43c2d18d688ae1b77f465a9cb494faa140ce21297fd54476fb3d6fc0f356d28f"]}], "expected": ["0x6a8f"]},
;! {"name": "insert_var_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xf6bd1453c6042cdd85b816619de6b740c168bc0869d4f00258165f341892eba2", "0xeabdc60e6d7ce68a2a64bf87ba943c21b95516017399d1a0f54c0012edd62f3e"]}], "expected": ["0x2f22"]},
;! {"name": "insert_var_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x21c0df722770a75a728a6aba895aa3972412d95ba8ec475573fe17b9a4f45a5d", "0x755269e07239ce5f50783a7f5026dd9980949b6dd9ebca2648ca79f859eb53c2"]}], "expected": ["0x53dd"]},
;! {"name": "insert_var_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x4ba1a5fd5c8cbaf575b5a8a11ad489102b412cc9b335318d9d290bcaca916143", "0x1225e8200829f2d75a050f2b60009eb4062a47cd5d8649fc2dac25ef19adcf5d"]}], "expected": ["0x4f43"]},
;! {"name": "extract_var_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "extract_var_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "extract_var_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x35a0b60ace6eb98c3ba83c1ee4c056d59fa704de53cf821116a4034cab08cd26", "0x77d6614e3cebcfaba21030d8fc322594f13897fb12b047b1f65a2e8aaf04b6e4"]}], "expected": ["0x17"]},
;! {"name": "extract_var_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xf1815727f067b6dcff4dd3c1c78cccad6fa6f020dcf94574b3670f5808b4ba7d", "0xa8a44bfaf23a3dc2866e37e6f7afe158b106e9337c7ddc19e563b1acb559fe78"]}], "expected": ["0x18"]},
;! {"name": "extract_var_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xc8d82dcbb14ebb69d9a8b41aa0bb195ff3f74c42b757e84a345ff858d1c61149", "0x39f02d6d55e1ea0d5d56959df8109472d379671f4433dc8966efe87935074720"]}], "expected": ["0x11"]},
;! {"name": "extract_var_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xf196d9b89a3b5e73a344518eac31b549821d27877a4f32745a7f937fb1c8c481", "0xdc26bbf63f0322f23c8901d4bb885cd6c0cfea7b0f50be15b67f41d4a632ac92"]}], "expected": ["0x12"]},
;! {"name": "reduce_add_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_add_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfb6936dc81fc34af2a2663d3807b99d9e348de003cce4ca101249dd132ece346", "0x473055d12e1c28e7e8d57a99a7ffaa567710ced59c364b6f9e3c5d0ad20c1e07"]}], "expected": ["0x1e"]},
;! {"name": "reduce_add_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xbdcebc829e9a6390f4c0c3d54cd62a258daf4f3d1c4c6141c8894bbfc0d0021e", "0xae832b010135d34d71bd58b985dbdb5ccfc5cf02205bf6c7c0802d4f9e8db5d7"]}], "expected": ["0x12"]},
;! {"name": "reduce_add_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xf62d8e6c7777152ad2a07022173261db1a39aa971b009a058e414c825864491b", "0x5e1f2888029a5918982862faf1bb701b26c77e83bc5ff7e9c7dbdaa195e44db1"]}], "expected": ["0x11"]},
;! {"name": "reduce_add_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xcfa6f9dad991aef03b0c468cadbc481532a461ccbbcc962156fc1d91310e87a2", "0x64beb1544365b46ad28455b03cf9632c95accac6f91a6e08fc85de31ff9648ab"]}], "expected": ["0x2"]},
;! {"name": "reduce_mul_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xd064d413d52d5357718f9aa1bdfbd1e2afa9477d8cc36a18503730bac7556e02", "0x46de69ccb3a9371f80c588b1a045ff12b71cf53f907895c14971f3026e457f73"]}], "expected": ["0x1f"]},
;! {"name": "reduce_mul_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xb8c8e9534b7bef955baadcba27cdbc6e048a0b7ad51f32ebd21714f633f3419e", "0x602508c2eec592a00caf67e57d2c3bcc7845b626bedd4e7b5fdf62fce92b0fc1"]}], "expected": ["0x1a"]},
;! {"name": "reduce_mul_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x80390a9bd6777359d57c87719049a4e42aebf87b0c3a04d483f64396d5769fec", "0x539db15997ad17d978e7b4dc53e71d1dbfdb6d9b49aac77223fdf30a97ddaf16"]}], "expected": ["0x10"]},
;! {"name": "reduce_mul_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1d296807906ed2131696ba52e89ac461f98d528587fc894ccd7b7e836df5051c", "0x716060b79c86494c15cdef218da67ad7aa0fbcb5df01f83abac5daab4b258fd3"]}], "expected": ["0xe"]},
;! {"name": "reduce_and_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x97e9ff6468aecf6b658144a38643e47542f3d6a8df10cfcd9226a8ce200cd844", "0x2db81733a3bca142ca91963720f01c29a85c716a19f290d68ae4b60404a9483d"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x9d73b0a2ff699c7ea6fab4782ce35ed945f639398c64643b5669bfb4a654cf94", "0x8e27ce351e3f453c9be085e5837716ca5c44b3382c82cf98282ad055217c8d9b"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xac517a3fe6c6737f73b88542ec5d771a14e9101ce2886e65b86ae0fd7f626624", "0x15dbe5a248be96e347a4d2c1ad6350791312a99619427dd4603d24f19217f485"]}], "expected": ["0x4"]},
;! {"name": "reduce_and_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x4a17655c2ecf8fceb6c479a2fb2ed034b5bbc47817bea7624665b24ba3d9cdb3", "0x5e3da5baa78e062b715dc61baf04c4a8061e7048085c9a711fb2c971937706cc"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xa44e81ccb23c138cbc0c79f587f7616c1ba1d8e973ef6f25b9edc231b8f36a31", "0x401d4d3a1bf3b1dc23b8420c73478c01d1e0e782fb422fb6758c706e65959dac"]}], "expected": ["0xf"]},
;! {"name": "reduce_or_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x39e643c77ded2a1eca9dd6f35199d10133c004aaf97b35e1a1d1ad24cfd25757", "0x5734723c6eee17b46928c04373ca839995636517a74f932ec969f0f05a51b4ea"]}], "expected": ["0xf"]},
;! {"name": "reduce_or_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x5503ba27495ce9d03e2ff1b54eaa86a37092624b7446f1a4f45f29dab64ad101", "0xb2539e987233a77dc62cfdb51a5b24238128254beaff817489ca5950f8d630e1"]}], "expected": ["0xf"]},
;! {"name": "reduce_or_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xdb1a9c5f47627171426436a4402f994c5bb2272b6eb3bece3c0464bf4dbcb1bd", "0x9422da0478fddda6628c7c54adf5690be1ddd50e2b6add7d9273a2918db5f711"]}], "expected": ["0x1d"]},
;! {"name": "reduce_xor_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_xor_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x905ed7f181be978e665ea6335024e46a3d5bc635878586d400f3dba8869d112c", "0x4c9ff1ef2a287389cfc84891c4bcf952cec212ed39c3439779466a39f3ac5b56"]}], "expected": ["0x1a"]},
;! {"name": "reduce_xor_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xf9e56423659314c7ab7370c1eb916cc5423f00d8b7dc742a67483f1ae59c2717", "0xc29c4cf9e9e78139230e2fa3ffc8cd285c44f6c2eaf13e280754c363c1fa4245"]}], "expected": ["0x7"]},
;! {"name": "reduce_xor_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x1f672f6811bf023270cca66923a1c5785a5cefdb7019d62f3c4b03a21462944", "0x4401c11fd5d8b7e433e2c1115c115cddd0b9395cba7d917d83e67a752e3dd32b"]}], "expected": ["0x6"]},
;! {"name": "reduce_xor_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x37eebe24f933d22ea6a57f1c3727996746d986a5bb18f657c67dfb5f5fab1b8", "0x630a1fc432d18b8a1a045c0a75a0a00bb1169fb64fe140ca18a99e10067f9aa3"]}], "expected": ["0x10"]},
;! {"name": "reduce_smax_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_smax_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x9ae7f3a713b9648c7c9a838891bd613642b8b301c6cdc061d174d9a678b6c397", "0x8e0564fae094b5895555721a3e75e1d3afe057e71bac29e4269673572fb809f4"]}], "expected": ["0xf"]},
;! {"name": "reduce_smax_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x3a0106dc8b68983046ed27c80fc0fb6708caa42d57c46b57d7587bf8b0a59319", "0x13840e278b80f5cb00a70006b7873c8e8047f644c783e8b2424f13dd005dfa64"]}], "expected": ["0x4"]},
;! {"name": "reduce_smax_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x2060615344db341b3ecaab2dc790f45aead4b3b6770462571567b27628772a12", "0x5d1f81100feff4be7e7f0bec4b2eb7b32a0c27d2eee18bb53c5ec12833c344a7"]}], "expected": ["0x7"]},
;! {"name": "reduce_smax_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1d217f803cd1abb5b2426bf72117c0ba0218c4c437630b9d11aa95d501fe3821", "0xed42491724dfd0afef296937483582b1744995cead8239059cb1092a8a673c75"]}], "expected": ["0xf"]},
;! {"name": "reduce_smin_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xc908c4b992801af31a7b43ab91005d704a0e1c3badc92ec0d574f490c86756de", "0x405f70b7ab9c64e028e390c203398aad5b5938dbfc3d5e1e9955c1151b8e4f5b"]}], "expected": ["0x13"]},
;! {"name": "reduce_smin_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xaab6f7e5fafa7ec1f85292657176ae276c71596e2fa37874c1c43db3b73ce8a2", "0xae049da822d015adf381e3c8191135a21e1900704887ec0f8bd68a30a4c8fd14"]}], "expected": ["0x14"]},
;! {"name": "reduce_smin_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x131f49923add6065970a4986482cf3bdc0b3d33c08571edb3afdbf3dd366f85a", "0xeab450b756c41d02dc12312abdcc7459b5dd9c7ba2b9788fdc83ebe164f011fb"]}], "expected": ["0x1b"]},
;! {"name": "reduce_smin_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x3ab7e522fbd9891d981c5fb0dd7c4b9e7cc9660b7085c19fcd085e28004c9bbe", "0xd95557e5628b825d30e40a6f72014a3185782365595964f69101678353f3eb81"]}], "expected": ["0x1a"]},
;! {"name": "reduce_umax_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umax_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x526b508b53ab9b7bf0953c0157b607d973f752956cafafedc2a6e5bc5c2312e8", "0x5c6f38a9e489432473292cac5b270f2252b289792f10576b2d3044038d41a38"]}], "expected": ["0x18"]},
;! {"name": "reduce_umax_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xeabe4f4f6882dd4901b8afb56e8a87f10dfb945c416d65c50f30ac841d1da69", "0xc31472815490b0d193ed9402cd53a0a3e5f79173783e87f45fadda16abe39391"]}], "expected": ["0x1c"]},
;! {"name": "reduce_umax_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xf2c496ec9a44aeb6804c76f070bcc043aa9d478ecca3bf574df83440d878d353", "0x6bbec04673a1610c36a58967becd5adf26fe1d9d30a8e988a76ef976fb083bac"]}], "expected": ["0x1d"]},
;! {"name": "reduce_umax_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xe8fce20bbb60c38c6c01dbe69bcdf0b96a7f2a9b948ba61564c7beb20776e2fe", "0x21723c8db9f70782c8c3aff658266f0154c405f3a3010c61755487bdd0dc53f0"]}], "expected": ["0x1f"]},
;! {"name": "reduce_umin_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x6e302958eec7335ddc02de600e5a59e53fb72334518d2755052f7fcf9e3f817f", "0x77675f5fa5bee27534e62c7debf174cb88005ac543e04d6418f30e589b15ff56"]}], "expected": ["0x16"]},
;! {"name": "reduce_umin_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x56b6b26ded4e38001f1a4123ea7076ac4ecf37c7972df2ac4334103024c2cbf0", "0x2cfffc948d11cdc56e0038bd45e6cabf6b8cc7df4277b428eab0b57e820e9e5a"]}], "expected": ["0x7"]},
;! {"name": "reduce_umin_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xc727ca286efea3bb1dd5df6dc1881005e9fa1d42600ee03dab0faa4082dffcbe", "0xfd08981cf2cd269074ed0f57d2b04bf4b35be811048af0cb0bafdd956e7a433b"]}], "expected": ["0x10"]},
;! {"name": "reduce_umin_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x61dd5d22439e7ffe2935c1c8f71ad519d787b0d9324c08ab2c87840462e956d5", "0x91d43cd5b1d81ac683f91e9d55948f6ad8307bb3eb11db898c710c2588e657c8"]}], "expected": ["0x8"]},
;! {"name": "shuffle_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shuffle_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xff00ffff"]},
;! {"name": "shuffle_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xfcea9acf4d293f552ac078391a3f1f1631e50bf58df768b41096dc30de2fb91b", "0x4baf6123c1f80089d44f81a12c24c036d9a503560006bfaf19ee4a08669abca"]}], "expected": ["0x2fab1bde"]},
;! {"name": "shuffle_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xf98071378ad5ab250e4a2a15bfff4e96f4e5823fe751cdbfd753672458458ea6", "0xd230aa6f883c082a8abfae308a13a77ff9fed21c8eca641ac86e93e9a9cc5565"]}], "expected": ["0x4555a658"]},
;! {"name": "shuffle_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x638f3ff4152f0f9c34d2bd3d6d5544af387b951e3171b84dc26016453e190b3b", "0x9acd95f2d1e22ea87e37b6f443bd93507a6433ab16b762311fc2aef007926261"]}], "expected": ["0x19623b3e"]},
;! {"name": "shuffle_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xb0b76827480b88289a9d27dc9276ab1b54c06ec56e2be77ba9312914e4840c82", "0x741c26051452bb466f36c76a5aadbab622e29dc526e5a34895371822092aaf38"]}], "expected": ["0x84af82e4"]},
;! {"name": "insert_var_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "insert_var_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xff01"]},
;! {"name": "insert_var_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x370f5619c99c0858d6642e98a855be298c6d3ba8fe2ada34bddb81bd25ad84fc", "0x5062646e1a8252f08f19b71e2a37eb442a2375cc131613379d5cf411ae18886"]}], "expected": ["0x1afc8886"]},
;! {"name": "insert_var_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x38591e8e57bea2e46b96d968e21587cf40b6f6f8c8eebeeafa61feae32c12c10", "0xc71fcb6e878754a21833cc2fcbabd8ac8e333e9b4cd5eb726e0ee879935ec019"]}], "expected": ["0x935e1019"]},
;! {"name": "insert_var_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x8125cb15e4fa95d5f4e1aaec60c1a0924ab87a3d43839f3b6ae29fdb8c4755c8", "0x2fb43ab8481be90a620767028aa7d1faf182eb4a7b2930b6d27547b695e25323"]}], "expected": ["0xc8e25323"]},
;! {"name": "insert_var_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x791805d47a3a8f35f95a78acbbe70fd904d03e575cdcb67d7094e8361ece8573", "0xc3ac3b8f27f4514e853fd7ce5a826a44fb53b389d12699bfcaccde17fb70040e"]}], "expected": ["0xfb73040e"]},
;! {"name": "extract_var_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "extract_var_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "extract_var_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7806f73ea3e5dfee723819d1acb4ae780a235d7871e8d968963f0acbe5bc6b4a", "0x4e0b0f5ecff4913e08c4830656b208478f5e728d5fc3ba2e26a1ee1b16325b95"]}], "expected": ["0x5b"]},
;! {"name": "extract_var_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xf8e5a595a1e874a3d27fd5b42809ef45e85bbe4c02f53308b122920e9a38434e", "0xf4d673c4d66b9efd144b23f5d52926b61a630ac6ddbefa73b362fdf986d5aa86"]}], "expected": ["0xd5"]},
;! {"name": "extract_var_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xce88d17bdbaad72e0b76b9291753b1e586698bcb553e6f890e08aae47d568990", "0x3cdf54944a1b515e58a1b982eadfdde4b25126038861b87069915ed174ef7ae0"]}], "expected": ["0xe0"]},
;! {"name": "extract_var_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xd903fcf61374ef5db2c00822fa37451c5da9c852a007f20813d598a5438f0e7e", "0xa4f912f0228193c479ee6eb47b6bc904004dc97b1333afcb92a61e969be49c17"]}], "expected": ["0x9b"]},
;! {"name": "reduce_add_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_add_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8483e0fcc9a21e19560e9d3a4dd013c4c447932a445bbb6a10a5963d21319ca", "0xb794fe159503c9637d2d3fc9365972552f75b2717b561fc39f2985af15b010a1"]}], "expected": ["0x76"]},
;! {"name": "reduce_add_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x5b6024187929e37a11d54886f288cddfb40f95238bc726414ed35b63fee3617c", "0x609942ed0b44cec63a66d361574eada52e86b608fcca8e910b98919dd05be4a0"]}], "expected": ["0xaf"]},
;! {"name": "reduce_add_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x4426e0c5ff287cbbf049e17f86010e1fa9da8f988ff812d54d1b87b43721b2fc", "0xc5f7a0e975afec8025a47c836f386aa174c62a02d058403453bc1e0478cff386"]}], "expected": ["0xc0"]},
;! {"name": "reduce_add_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xb4ad48b59f8b167a3a6721840534d9ad14780d6bec5b9ce3e74bb66d31acb15b", "0x56fda73ca47ae2f32bdbca2b66d80ba411ceb6943f20fe1f61e3157fd033eafd"]}], "expected": ["0xea"]},
;! {"name": "reduce_mul_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xa15abc68786890902ec672616e8876d65e528b4fd0b443be2e0cc916532a0ede", "0xb7cd6f5218b7f86519fe88ddf0cd5c51eae0a0e8b9a28993ea9cfdab653d0ea0"]}], "expected": ["0xc0"]},
;! {"name": "reduce_mul_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x315224e58e0873fde9d385cce54a035d9b30646edf70c3596d5af71c159a6850", "0x83ae58a78e4c0b69e9e25cc5a2f5ae80711367cb39eeb6c15582883d2302df14"]}], "expected": ["0x88"]},
;! {"name": "reduce_mul_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xc9aa624558fb5b2352b1647efe1d9e180ba66e55b5d2bf15e5e54b1e22ff0410", "0x59228e741673099ffb6d25f329ee45eff7033016d7e10fe55ef84ed537cb163d"]}], "expected": ["0x6"]},
;! {"name": "reduce_mul_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x8bda209f123e2d32dcb7f14bf619d10ac2df85e09c34f5e63b3f3a1319855e41", "0xa6aad8236aedaf2d14ff90aff60b838e4593a2f9dea518803acc030b56d3b32c"]}], "expected": ["0x8"]},
;! {"name": "reduce_and_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xe19a3ea45db87de66619cd11eeb459879a981d50bbad92b0de7fbe178e563b35", "0xbde172c3ace4d22ec6a99ae7f8ec3043754f78815d9a4737b659ec1b257bd554"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xbc5555409110c8046c57bef3f42e0eaf065309ab635cb967626bace0e09eafb0", "0xd52c345e80d3c05af1c3d297a8f0aa1d1484c92dd95a8f7a3f956da51d1a475b"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xcc2eef4db62fa602794dd8c71f02b8b3f9c216116330081a7441185cda2f745", "0x1946c7fec1176ebab484376bb47e425e24f359f9cc0b56028b72d1231b46044f"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x6ddb2ca929a367cbdc0d9310d777907a45688ec088a27d342db7800919e8c880", "0xe54ddea0d7215ba7a1ab5ae6419aa854d7dd594dfa2861424435b4f7a8641ab7"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x82372f83139b7a9ef5de0a1f3efb89bbf2eef0ff96d454dda2572fd2f0d92ef9", "0x5381fc89fb7518357012eb3ee017f842db6e559ffc7a3e691bee9bb94689d071"]}], "expected": ["0xff"]},
;! {"name": "reduce_or_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x5ef7fe2eb3c507056269c9b7398b0db43e0069f43411508b613bd13d22340d55", "0x3b8e2435cd86512358676d0065d8f0f3d8846ad89d6ce82251024d8911e7a27b"]}], "expected": ["0xff"]},
;! {"name": "reduce_or_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x66e87df4977e7337057e950b1263c6027fbbb69a46c32beb3116b1284d77f1c7", "0x3de69e631e479de63e7d69a5ecab0565372a9759a5a5815bc3765fda583de42d"]}], "expected": ["0xfd"]},
;! {"name": "reduce_or_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xbc317f3217a4a19e59b5f5b35719c40724edba98439fe444ff2572fe5d9fc0ef", "0xab3782b0335d2c35d1ee560e4c80d57adcad92bbdcbb689e4a928c4cf7b5b27f"]}], "expected": ["0xff"]},
;! {"name": "reduce_xor_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_xor_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xf470f2dbf7d5084f265c87e72e2030b9a366aa95636e445763a2d66c7a4301c8", "0xe802a0edc71070630a208ef331ce72e9d973994fdfd1166e0f4f5b3e830661bf"]}], "expected": ["0x5b"]},
;! {"name": "reduce_xor_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xd6dc9f13694a866eda1dc990fa297a496f768991eb33a61528858c936ebd46aa", "0x65cfaa6827a41133908dcfb8727d0bb8d68e4cc6ce6f11886387d09e5b9f9404"]}], "expected": ["0x54"]},
;! {"name": "reduce_xor_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xb9513006f7ff5e1c77b98f426fa128a189c1d8430266d3b164dd1a7a79d8f257", "0xd28ff88bec0559619c5ea325c2417183d234a016dca1aacd4caa66f102117f64"]}], "expected": ["0x8"]},
;! {"name": "reduce_xor_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xeb9fd553214ad7e84b8fad20f2ed114ec09da46af49a101891cc1b5770da99d", "0x7551f1358d552dda64fefd1b9ddc66a72640f615f7b2e233a77d0be1dd853e35"]}], "expected": ["0x53"]},
;! {"name": "reduce_smax_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_smax_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x3a025147b3818c2fec28e1aed21ebb0b8855902e0a0a442bf35f9165f4741d8a", "0x8bbc062d421c73ecf9fdcef368190df96127854a6963e4218de08a1844f2e520"]}], "expected": ["0x44"]},
;! {"name": "reduce_smax_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xfc38432579e9c4b9163830900c360b22a2a6ecdfd1980babea7e83d3f2b374a", "0xb5694a92e6e9660257a1521e588a3d4cee5d37d35961f494d1767ae600bea634"]}], "expected": ["0x34"]},
;! {"name": "reduce_smax_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xc4f843200186a3ad77ca78dd4ebe82c5874b7d45b891b9e15f3e71d21b8c63fb", "0x8f083f0dd996aebf21ec01ea4167154ba01f873e46123928b1598c5c31b71092"]}], "expected": ["0x31"]},
;! {"name": "reduce_smax_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x6cb60e7177d8402b472d8be1933af0564558530cb9a5bf1d3e835321c0390620", "0x8bdf7f2613503fa8c6441a3bccca73df62ee83205481a68a1c1b4643fb5e5f7f"]}], "expected": ["0x7f"]},
;! {"name": "reduce_smin_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x380da430a1f8b92f29081bb44c0c3bae214a8c6dd45c8a853ef89326ce7f0bc4", "0xbd5ba26b01b58706690593e8bac3f9adc26f4823fef5531a65245411e68e1f43"]}], "expected": ["0x8e"]},
;! {"name": "reduce_smin_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x9f1773a18aff3e25861f866d279f3c5983b00ebc5a81d40af864e7afd052bb2d", "0x805dbecedb6b0300f2eb5be49ee137d9930c759423373fb3a0a55481d49d0340"]}], "expected": ["0x9d"]},
;! {"name": "reduce_smin_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x6fedf77f7b59b745dbfc1df90bdbffe7615d576ee62f2544a6ef0657c403fad5", "0xd5ee28575feb9207b492c854dcf61ffc11a94a3fff8892e1ad8ffabea56d7f0a"]}], "expected": ["0xa5"]},
;! {"name": "reduce_smin_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xc04a62d08a8df1c77b979b95e229bbbb6d0900935e3b934afbbc8393a5ddcb84", "0x3d78f1a6105d14edc426443b2c8dd885359aac01a4318b6f3ef69d28aaf95250"]}], "expected": ["0xaa"]},
;! {"name": "reduce_umax_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umax_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xb2e3a59373d8d38e1a846fb0b2bfaca64c055ea00662a89e936fbbbacf4ebfdb", "0x71196fb11f09a1e13c35b1c70cf60b116c9d498a44f527aed56648b42c3c31e1"]}], "expected": ["0xe1"]},
;! {"name": "reduce_umax_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x61c6784317541c13a529b2f27427b03730ca6f6d55e6b3d797454b66fcf80113", "0x7e1562ff7b0eec50bb1868724d7612c399e4201185818fd93f62982281be7cb0"]}], "expected": ["0xbe"]},
;! {"name": "reduce_umax_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x4cc719094bd53e4461ab5206fd5dcdcc0a0c043b1f2fa1c0fd4c858848674404", "0x378c0336829225e5aa79087364179e950547b2fe4105e53cc850013a668f3f6d"]}], "expected": ["0x8f"]},
;! {"name": "reduce_umax_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x4c6c3b224fb5a22d8884f68f7eeeeffc3ff42bf26f16c2466fceae19247f91b3", "0x2056af7d62badef00aec7be56a7f609a4fd9019b7ab7cf85ca03e535eaef973c"]}], "expected": ["0xef"]},
;! {"name": "reduce_umin_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xa5f65448113e9ed63eaff0782765ff5c9d1af3c23ff5c44f10ec83665d65334f", "0x27be1824d2a4e656248daafffb430a138dc0a1911212b3521d32b9ca46b9cee2"]}], "expected": ["0x46"]},
;! {"name": "reduce_umin_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x9e0e0744d3b7c28e9bd907abf8b77a41cea073d8f210b8948cffca69cbec19c7", "0xf92bd8ce6609a89b5e76c191811343dc1609a746dee3d7925b108b926e0b887c"]}], "expected": ["0xb"]},
;! {"name": "reduce_umin_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x410d7617e8ca1023c73bd9bcb2978771e7c046638cdcdfcd74359d046811b2b9", "0x8df5da609e71a2b5212b7fd32f15d9e8b553921414d118feb45059fb00cfd68e"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x33b819cbbba9aeaa88059030814499cb54919374b6c17c8ffee4db654574c57c", "0x490cf6c6afac6321bebc7b170775422ef1f7b7e3451195480e8e39cce1eb7173"]}], "expected": ["0x71"]},
;! {"name": "shuffle_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shuffle_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffff00000000ffffffffffffffff"]},
;! {"name": "shuffle_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x68039879ae54d3556d7fea124b037f78221ff801a532c7dbfa5d7dc1fc872b1c", "0x2477e0d4de55b1a860df10d1d9e4f102a248ef1e12e0517dff2f77ef636c4f8c"]}], "expected": ["0xa532c7dbff2f77effc872b1c221ff801"]},
;! {"name": "shuffle_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x896a62226502fef4c1dfdf68e2df39ead56f8e8c76e304b5803dff7c83f05353", "0xfd8f6b290b6ab1a0ccb948fe84c0e4887d2fdfe68b40e2e42512694f7dd63d1"]}], "expected": ["0x76e304b54251269483f05353d56f8e8c"]},
;! {"name": "shuffle_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x43861000c12f7e6c4f08bb0a35ca74a3ca6044a5e839290da4dde6d4e3b268bb", "0x15806e1477e65660ee753eda75c6361d5e6890d1a3b9f0dfb4922880a6b585f"]}], "expected": ["0xe839290dfb492288e3b268bbca6044a5"]},
;! {"name": "shuffle_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x9ba219ed6883b94f548a01da4e5e40799abb4031322cdfd524cd973bfd179897", "0xd3298636dc6ef8725f93e39568d70e547df739ce7f7d28d90e3354e84b55d18e"]}], "expected": ["0x322cdfd50e3354e8fd1798979abb4031"]},
;! {"name": "insert_var_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "insert_var_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffff00000001"]},
;! {"name": "insert_var_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xeab7dc5b47c745dd35c6bb81761b758584526b432f3fc3c15f71bfdad201684e", "0xcf2ae9d96efcb55dbb2e6c9ceb6a89d5a06d50b5e9437e94e38e9670162203ba"]}], "expected": ["0xa06d50b5d201684ee38e9670162203ba"]},
;! {"name": "insert_var_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x835ef1eababab90000a83b06eabd9101361dc199cef045648a9cec29f2b7495a", "0xb710afceeb208c22753a4cdfc69ab40a6dd127e14941f3af62f22b753a817572"]}], "expected": ["0x6dd127e1f2b7495a62f22b753a817572"]},
;! {"name": "insert_var_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x6942f560c7d395d10eead4b9069f3a985196a650cb0897c1b2be4d9645356a01", "0x7c1e291040d64d95f8fdede1ef596e1c5eff14596b589f5c64c3c3404da17a77"]}], "expected": ["0x45356a016b589f5c64c3c3404da17a77"]},
;! {"name": "insert_var_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x7a6e8e7f86fbb92eb10a1c085c89b9b4f4c2fa043cdecf087b4f429cf493082a", "0xae0fa92500a9b93c0aab477d701a3028e98d2d3afff52fb3620d4dd21e55baa1"]}], "expected": ["0xe98d2d3afff52fb3f493082a1e55baa1"]},
;! {"name": "extract_var_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "extract_var_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "extract_var_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x89f5ff07ec1a4097f1fdc4c80a4bd22aa62968505bedcb6cfe91dbb09f9e47", "0x47ac525e4229012a8c1717d7a4b369c129769ae8799632ea5528aa0e5f254d57"]}], "expected": ["0x29769ae8"]},
;! {"name": "extract_var_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x77f4d1e9e2f817e6f3e32c2af55b7e57f6ad704c828d128a3fd6acd9dc7a778a", "0x393737b7cd0e8d66347bd80097b75f2897417cf1fa3a7329be8d4c0b52c2defa"]}], "expected": ["0xfa3a7329"]},
;! {"name": "extract_var_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x75d29ffbde25932f77714585b9374dc08bcf4c20a1703dcd209f5cd52a7ea38f", "0x20e34a7be5c4b1e2dff013ab8efe05fafa3bac56ce0a44b170d2cf53f1bf0306"]}], "expected": ["0xce0a44b1"]},
;! {"name": "extract_var_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xcc3aed40477860dd5f5d5b08615c095dad18a56e1165eec2ed80bbcd893ea4fe", "0x6bb7f7fbd2f6d033ef4acec7c23deba993bf518842a01fba9d4f61269bc5dfa9"]}], "expected": ["0x9d4f6126"]},
;! {"name": "reduce_add_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_add_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x93d51f9aa3c8b7219fb280372459f9337bac80245855d42bb8049831aeb188ab", "0x2ee5a3d20525807756b1c34544f10e8075b6eb0a3f2945ac81daaa1eb5bff839"]}], "expected": ["0xec7ad30d"]},
;! {"name": "reduce_add_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x456d583d1dd11bf820e8206adf7d690a139b04ee2a67e829c561d8e0a8e9f049", "0xbefabb94844133126bad326a32f34bd2d18eb072e727913004e4e8048c403420"]}], "expected": ["0x49db5dc6"]},
;! {"name": "reduce_add_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xa70482f9a1da4462eff424580c54d18c21037ad614ffa930152e49b404c80a39", "0x4527810a2e1cebd053c7d3c5d87f9c6175cd7670c6a6c83809dfc196f382a6a8"]}], "expected": ["0x39d6a6e6"]},
;! {"name": "reduce_add_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xb5edfb5752fd5acca3c155f0ebe02b49b70f355216573141bca085db4d9d3ce7", "0xac6c90ff8134eaa65edb334d34f882c4a55f95a03cbd5b5690b327d79e4dbe7f"]}], "expected": ["0x111dd74c"]},
;! {"name": "reduce_mul_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xe34c38fddafd1bace9b3cf7fd5c9c17006f7e9dc212f4d573210be751932e958", "0x25125dadf72e0cc23acb22bad0f956d08c84d4580a0cb742b635290702ce78d5"]}], "expected": ["0x27d94310"]},
;! {"name": "reduce_mul_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xc4775d7bf7569d09ef2bdf0e3d979186b7366fcdbf840f464a3648826d483c78", "0x6463d6876d301a04f59adac43c31193c1ca9b7cfe8861a3064824823217a5ec3"]}], "expected": ["0xc7672550"]},
;! {"name": "reduce_mul_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x8b378743b389f9e175e34f4e9ca7f603acc96ec7d43834d52ff0d228fdb4944d", "0x7348c0606e8783f02f055aba65a501b66d0e364fca1b4b99717920bccb2c5feb"]}], "expected": ["0x1cffd7cc"]},
;! {"name": "reduce_mul_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xf0f9463673f60f15ba6fc68f53ec13cb4cbc6a4cd8f37531eec8d5f38e446900", "0x88a90668b79cfd1bd03d79199a5930067f385f45c626acd6a042b7c566f97cd6"]}], "expected": ["0x60909444"]},
;! {"name": "reduce_and_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xdb28ecd5ceac82d38fb64fe663e362f1fc9399e4e3b6a6c307423ce2f9186273", "0xde149f4f1b07c1c9e3047dad5dba17fb336c5a0a90c35861cfc5f00f388b94a6"]}], "expected": ["0x1000"]},
;! {"name": "reduce_and_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x161cabfa9c73b108f882c41c69482328d4cbd146746954efe8b30020071f27fe", "0xe7baae44b2d949cd985e3ab59104b95ba89ec4db674267f0c412307a4f3fb54b"]}], "expected": ["0x20040"]},
;! {"name": "reduce_and_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x8c85f17dbad1c0480ac82259b9c378ec1135d6476b060980890740db3500a078", "0xead7bd4f1207f7f1848e12692b8716f2c1408448c720173e1a0e35ae77a521e"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x3e03c04abeabad1155db29595bcae36b8ad02814fcb496652650bb183d39f956", "0xe0cbf8c47f7ca899c98859cf805e61dd3691f1d00fded0212020ee66b189e4e"]}], "expected": ["0xc00"]},
;! {"name": "reduce_or_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xec17ebe0aa885f38053520a4af11b7890ae1db0e42b9a8997e0c585a5811c6f4", "0x28453f5d964d8667eb74be055bb0e22f844df6aeeffed8605e1afc3297e09342"]}], "expected": ["0xfffffffe"]},
;! {"name": "reduce_or_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x354507b349087efc40277622dedb0f16e34d8d04718f93ee8cbf668b2470bfa6", "0x21bc448b74d6f4ef02d778de6cca0fa64bef2d3e8147067924caf09916020069"]}], "expected": ["0xffefffff"]},
;! {"name": "reduce_or_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xf9ce0f75abaff9b782744c4e20a45df00eefb217ab9cd2edf90d714ee5dea287", "0x384183c2102448ecadf517ceca36895e102bed0f95f34d248bd3376a31400139"]}], "expected": ["0xbffbff7f"]},
;! {"name": "reduce_or_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x99335e9a3af6133f0aee9229c1ef7d0c8c0c30fb32ff9c8084a6a40c3636044", "0x41ffa68706c9ff4739d230c27d2e1a3d070c884d8df63acce6de8a64aa513c63"]}], "expected": ["0xefffbeef"]},
;! {"name": "reduce_xor_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_xor_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x44bd8e73c9ff46122ee0b47f638afdb23c994e580085cac9ff8dd7736d7e9a0b", "0x630e055d42b17e5f02db1241609a7d2677bb4a0cb838c84e648cbca729f2e226"]}], "expected": ["0x82fddcc3"]},
;! {"name": "reduce_xor_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xe5fe8784ec316d2056d3a6d04fe776954c7caec8a61bdc4af77732e26544b5d", "0xb022ca6cb88e22361722d13a583cb872be9272b7d0a91579ce99d61d348f9742"]}], "expected": ["0x942d2691"]},
;! {"name": "reduce_xor_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x7a5e25d88b72fb1c62d6d62edf2c56629233e374849e913cab73858eb659f58b", "0x15ee375d75b1b5890ddd12196e8e83495c1d570f9406e6be42b3d30de79686bc"]}], "expected": ["0x6d3ee400"]},
;! {"name": "reduce_xor_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x1b68f7ed26f8e4d351a2d944150b7d3e9de384d38f5ea0cbe9a0091539b3c167", "0x22945e0a2f9958d83d399cae26c9ce83b1ebef03db0dfbbefa6bead477094224"]}], "expected": ["0xe784bc4d"]},
;! {"name": "reduce_smax_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_smax_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xfd79b757c4e15d2dfcbf162577367db6bcb508c4af9f37aaf8cc65d2be3203a0", "0xb7a45dfd2597b4db2b93f09bb512e7217d172e4a22988db4b081648be00cdfc9"]}], "expected": ["0x7d172e4a"]},
;! {"name": "reduce_smax_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x13ef61ca519cad441015f2af9a353068d1a3ff1c7c0902e55dcfd699e4bbfdc4", "0x9d285bec274ae4d3ac582398c17dcbe7c806da9f7cf16ee4271fd86e44e4e769"]}], "expected": ["0x7cf16ee4"]},
;! {"name": "reduce_smax_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xede1b0daaf371495b60f2a2930bd3871f6c4e2dafb76c5fab6f51d5d3a560e1d", "0x28d3725697105fa40a6cd8a06239ad504bdf235e834c3578c2fb3d0e7678fbac"]}], "expected": ["0x7678fbac"]},
;! {"name": "reduce_smax_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x2c06a51049f30ea8b51e4b2aa62e64ecc8a36c35c43ee4670e342c1135a2d23", "0xe979845c1d234587e89342bb55bd5728d503bfa5372d465f1c76c6f933196384"]}], "expected": ["0x372d465f"]},
;! {"name": "reduce_smin_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xe6970b99c784a2ca4465ee2552d259eb4804d9b7bfdb7549e2c52c95a81cb741", "0xfe7d3e00f8c50bb6069852abbcf413ae4e9553bf181e954f18e6f1eacb9ce3f"]}], "expected": ["0xacb9ce3f"]},
;! {"name": "reduce_smin_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x94f318e01a61e20c2d1b543e2a2ae921961341476a1ec4e13d0f26c67ef5a9f1", "0x35c61447692566ce99c226522c57d7e6d19e10d9d4882f3ac92c6e961234b63"]}], "expected": ["0x9d4882f3"]},
;! {"name": "reduce_smin_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x57d5407d872467e1e784fd6b9965ff066e7bc1a621b86ef20bd8a420c94b639", "0x1f11db3348ff9980d658f06c44f82ec78de80bff123443bd8fe265d3bd2bb8a1"]}], "expected": ["0x8de80bff"]},
;! {"name": "reduce_smin_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xa45a471323bb985a7f29020e029d3d4cd1c49b1ecb618f53f4cd5c134372c0a9", "0x967fd707ec488ddeec1d97bc91cbc4755e5a7702efd00b0c286e8608f819c00f"]}], "expected": ["0xefd00b0c"]},
;! {"name": "reduce_umax_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umax_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xea998e8cd9ba6428ec1fb051e93dd7a680db1bce04ee35d14f5a158c5471313", "0xaac43800cb1ce832da01111eca087423ec79ec352c79a133f9d8cfe875eb6aec"]}], "expected": ["0xf9d8cfe8"]},
;! {"name": "reduce_umax_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xd9ce3cccc1efbc3cf509a48ba0b54d78c6dc729794c3c277c672743b66c2eada", "0x3187407f38df217ebd136ab47e7323d9a6d40f865a32d4bef8111964f881794"]}], "expected": ["0xef811196"]},
;! {"name": "reduce_umax_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xb1d719adc3bb6c77511955de5073a4330b213674133980e84a328fefe12c2b04", "0x68d55538efc2be2d96b333ebd280bfd04e8e672a54152d02705ef95c27aa3fd5"]}], "expected": ["0x705ef95c"]},
;! {"name": "reduce_umax_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xda7b8b2baf1781d35d3c9dcadf28d700b1f4f6e10e48110105679be1085ec8a7", "0x46a66ce220daa8883ed7d481d46685f52ccaf158e5ff5232f331b7b8e52d7dd2"]}], "expected": ["0xf331b7b8"]},
;! {"name": "reduce_umin_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x2d107d88fcd17e1791f5ed082b63d6de8213c626fcec32048b0b62f352be7749", "0x1e2aecac58d2363c349b01281d7f36a3df3cb456309b0050dd7522d640c8d6b5"]}], "expected": ["0x309b0050"]},
;! {"name": "reduce_umin_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x17aa20a43857746b211caea68e66c3614e2fe3db3aa93a8e4cb4c9aec7811f10", "0x797872935430478a339f9f824e0fd14aef1026a227572660d161bd56e7cf52e3"]}], "expected": ["0x27572660"]},
;! {"name": "reduce_umin_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x4617e8cd4bcdbb6972ecd211cd8813e95379387c5690f2d1b8a3b0d8267e09ef", "0x81624727295243a4fbaca3116bfd44d33de24b0540d95efcae6319916ebec45c"]}], "expected": ["0x3de24b05"]},
;! {"name": "reduce_umin_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x3731a67be91c87a12b2b597d540adb50d173a6d20d981cd5073fe2402b7a04ad", "0x7aceb6acaccc2147712b53630085d2fb1d8fddf9c0acdadfba460d7fb50290b0"]}], "expected": ["0x1d8fddf9"]},
;! {"name": "shuffle_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shuffle_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1ffffffffffffffffffffffffffffffff"]},
;! {"name": "shuffle_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x8f0a011c2cb53f44436f30f94b5fe2c3aac8bff6b9b1279b81f45a2f92bccad8", "0x13fd364ff3374af5f3d8aec3fbd19deadaab71cad60c1f1007ca9e735da79e4e"]}], "expected": ["0xdaab71cad60c1f1007ca9e735da79e4e8f0a011c2cb53f44436f30f94b5fe2c3"]},
;! {"name": "shuffle_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xff44d7c94eeeb77e7a96eb9894a8ee4c393cf06e3832733ba43aa213d04b1b5f", "0x349c61e6caf4267ab1f0f69a3d6a1d7d92d08b30e4d52dcb8a2f6a96ba159e55"]}], "expected": ["0x92d08b30e4d52dcb8a2f6a96ba159e55ff44d7c94eeeb77e7a96eb9894a8ee4c"]},
;! {"name": "shuffle_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x6656449c5bc0494d3fdbcb5f3e5873d68e595953ef8228e9a43ffda9c9df097b", "0xeb03bc94282c41a215ca1f9bf1c50d438ccc5423d40163d025a1f3f3345e4bea"]}], "expected": ["0x8ccc5423d40163d025a1f3f3345e4bea6656449c5bc0494d3fdbcb5f3e5873d6"]},
;! {"name": "shuffle_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x4e108b3c93a64b750d65695e282b9bac7e138df9cd4ef4de9e144ba7720a5ee", "0xbced68928f13232d412853c8249899fbf6fefb1587054f13cbca58576b99f650"]}], "expected": ["0xf6fefb1587054f13cbca58576b99f65004e108b3c93a64b750d65695e282b9ba"]},
;! {"name": "insert_var_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "insert_var_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff00000000000000000000000000000001"]},
;! {"name": "insert_var_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x5f0246b0087f78748cae07a405accd02a65772e09b549882ebfe4bcd56ae3cc5", "0x2a3b9209bd020e4d5de095f8e3c1c304d5f33c60adc7379ebc26a6b9a8dfe69d"]}], "expected": ["0xa65772e09b549882ebfe4bcd56ae3cc5d5f33c60adc7379ebc26a6b9a8dfe69d"]},
;! {"name": "insert_var_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xc2e1b061ac0ddccd74c33215234fdfb995c93833fb348501f68918e19dbf20e7", "0xd64eb336335e995be4dce09bc18d6ba2767a87e6007009d9674cd65770aba434"]}], "expected": ["0xd64eb336335e995be4dce09bc18d6ba295c93833fb348501f68918e19dbf20e7"]},
;! {"name": "insert_var_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x2d16c53f1258d7ae97acec9f282847d9bf24753f69e834e6f52a4b6ca821f51c", "0x846237252d8895dc5b01f782a9f531490e1198af0505f54e9bf3c05ba61d98e9"]}], "expected": ["0xbf24753f69e834e6f52a4b6ca821f51c0e1198af0505f54e9bf3c05ba61d98e9"]},
;! {"name": "insert_var_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x7668381c7f9f4eb9ceb8f26187ea3ccbd53ca73034cf218dabb238adfcae2b11", "0x6a7eb1553cccd6156d9e45c6e488b1f1e3e218127f7deb9eb6075b53071d6797"]}], "expected": ["0xd53ca73034cf218dabb238adfcae2b11e3e218127f7deb9eb6075b53071d6797"]},
;! {"name": "extract_var_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "extract_var_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "extract_var_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x519e0cfae5952f59e47405236d26a8fc9d5b28efe9f45a3451e7cd1877af8aea", "0xb88fb3208fe0063c6c2828b65a86ca736a130c561829435c7a7daaf0cd35b7a5"]}], "expected": ["0xb88fb3208fe0063c6c2828b65a86ca73"]},
;! {"name": "extract_var_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xe385fc0c6b3f8a267a2acd3ae7f58bced30f14fcd52e506283e472538ade843a", "0x96b30174c28ed1903974acb3209726f1f6768005570a9f8a39e70d216b9465e0"]}], "expected": ["0xf6768005570a9f8a39e70d216b9465e0"]},
;! {"name": "extract_var_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xff4f4cee280baa7c8db15ab7cac1bd948e1fb2c1f7a5db627133afcfe95a0e98", "0x714bdb1fde22c3eb7c2ef97dc00c4eaff715ad0f5335d3158e1015860489c260"]}], "expected": ["0xf715ad0f5335d3158e1015860489c260"]},
;! {"name": "extract_var_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x163aab632245579fcefa60c3a2bfb964509db37c069e0b851b1b2e9261be64e4", "0x7d44e8a6b25a90289d871e81645e36b42b0be66ba4cc28b90c76adcae0bb8be0"]}], "expected": ["0x2b0be66ba4cc28b90c76adcae0bb8be0"]},
;! {"name": "reduce_add_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_add_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x2cef5a5d5762df6d55b8458aa8d2134846b12a61bd06b1a1731c8258cc0e66c6", "0x88e7c59b1c3335547a95c946eef16b272eb6f9f92a15f5532c2c7912d0e0a064"]}], "expected": ["0xb79ebf9446492aa7a6c24259bfd20b8b"]},
;! {"name": "reduce_add_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x5ede3d45a32915fb1ba8a73de705ac628e9100f163e6824a301bbb4fb03cdc59", "0x6c199945b5f0c2e95dd0046728a92ff2acbf897cf9e3a1f89982078e3d606fd0"]}], "expected": ["0x18d922c2afd464e1f7520bf566099fc2"]},
;! {"name": "reduce_add_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xa04e7e6f00ac3bf918381ed02102393af54debf8b376026302b07b2b49ff5ce9", "0x7ce409802ab518c46547c4a590bd205ec3ff36126c47340a0adee8f9224d98d0"]}], "expected": ["0x40e33f9296fc4cce7026ad9eb30ab92e"]},
;! {"name": "reduce_add_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x65dc4d9fded3909a0bb1a9149535445dd654110f1d5100684e048a74aae5102", "0xc9d7361e5369e30c452e54bc1a7b18c253d728b5536d4f411576716266dc45e"]}], "expected": ["0x31dae5ed3a6d7324d5aa4c61e81575ea"]},
;! {"name": "reduce_mul_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x213fdb008cffa76fc85ca27ad218af94947485164491bc3220f4cb14967590d3", "0xe17b13039153cb97d0ba681715c7ad3d9d753aafeedd58ed1e89358e7b302341"]}], "expected": ["0x68d5b7ad51c911fe5e9f54599ed2537d"]},
;! {"name": "reduce_mul_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xbf95888e0ae4b9f125e99a56b8c9b188f5480531a4442abf1b21165a59454747", "0x3dc7f3d2ac6c2dc84dd34852dbee8f6a9797190876a554281c5da892cf5221d1"]}], "expected": ["0x1c19e527a713c5379dde6cd3f433bf8a"]},
;! {"name": "reduce_mul_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x96e208c3beff2a4f7b32d9b3be0cfebd6c5936ae6f69ed410eebd5ed3f44af0c", "0xe1bce7f6982c0459a2e266ac9dc12dc66aff0662d5efde3605b8217b9ea6fbcc"]}], "expected": ["0xa8f202c7373ce165b6819e000359bc8"]},
;! {"name": "reduce_mul_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x71378703be9eb76b6aba8c1912424d108d91759319b4fb542c45c128aa4738d6", "0x77c4406e1163f356170c1dd0c58a0ac649a6163d541475a642f26a9a7294e792"]}], "expected": ["0x6b77a03d016e5d38812687069eeaceec"]},
;! {"name": "reduce_and_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x6e1b01f46d5d0fb16e3ba7579b25b0639ae6af2d4aede07862aa790bf53ea68d", "0xabfb7fcb7f8937174e23f43930a108bcbe587ee25612c9f74a559007921a0fbe"]}], "expected": ["0xaa587ec2560001174a019001100008bc"]},
;! {"name": "reduce_and_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x92cc15ee0f3a2b4b8efbe35fc63267965659095a53f3e257f96eca4f075058dc", "0xdee9cc77bffde8974ecd1c97d7e6066758b28f666ffa5a7be52a3aaf9842cfb9"]}], "expected": ["0x58a08c662ff848134408188790420621"]},
;! {"name": "reduce_and_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x468e1230f8fa2ff7a467fcbcb766043dcdff4372b56921f09ced757e66cef1dd", "0xbab89737dce72834f7e8c13d35c507132cf05b6d5c83e562d3d4bbd3967f1914"]}], "expected": ["0x28b013255c832020d3c0811114450110"]},
;! {"name": "reduce_and_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x9e58acbed5ed2c0fe78f0aa5b04965523f5175e98eda71c16d185b7eb5536d34", "0x5e1bbc1b1e852a5c0817225f273dda59291eada2cc134c0b6327cac29d2f357e"]}], "expected": ["0x81aac020c01080800070242052d1058"]},
;! {"name": "reduce_or_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_or_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x7ec089a4e022c9a2a94faadefa24383d2e177c0b23a29d24741adde41621bbff", "0xc0fe5d6d13c4d7f16128da8e854a091925a4c5d667ab4941389dc699d2c9434a"]}], "expected": ["0xe5feddff77efdff179bdde9fd7cb4b5b"]},
;! {"name": "reduce_or_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x9a7c49bca143ee252239688d15b06c1891f79cad6bf4cdd9f37e41e963653860", "0x927a253ba5c3582471204174551cc8678fb8372e4fd5e29fb833158d0e20bdf3"]}], "expected": ["0x9ffa373fefd7fabff93355fd5f3cfdf7"]},
;! {"name": "reduce_or_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x3174b9c969f3bca81446c0fa5ea5f3c7b7253b679d79fbf4fa7f3fe800ed325c", "0x70bc06e828b150eff067691745ac9116481c69383c6e2908fc8901be0fa7ff89"]}], "expected": ["0x78bc6ff83cff79effcef69bf4fafff9f"]},
;! {"name": "reduce_or_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x6a8daf14ed32c53c34e39c060cf27b5252dcb1e9e7093fbf49a2c9dd62e3f6d1", "0x58271a57c571a7f706931abcd75cf947eaaa17010fde695c74320839bca546e9"]}], "expected": ["0xfaaf1f57cfffefff76b31abdfffdffef"]},
;! {"name": "reduce_xor_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_xor_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_xor_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x6e5f965df9f7892343e9aee602124083027f614e869a5eaa8581e7bdc31bb352", "0x85120912b97e43613dd0800592f8338fc234acda2bfbaa10883a49af1b09cd1b"]}], "expected": ["0x4726a5c89285e971b5eac9aa89f1fe94"]},
;! {"name": "reduce_xor_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x7b0e7d711cebde11ff0a0fddf3c548ea2d17aec3e8feba0a6497334c4c2a0da2", "0xa40cdf1a7277ce1403b0944c7b9858971ea78d473eab0fecc73e30ce2a76eb2e"]}], "expected": ["0xbaab525d4cdcc1f8c48ea48251eeb3b9"]},
;! {"name": "reduce_xor_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x6fefd39c9a579e4f2b38f55c7186784864ad26bcdf0ce9373cf43a4e2b9926ef", "0x9fbfe061c7533e5372e5b5feb0db55f306e486ac10cef5e7285ae869943f01f8"]}], "expected": ["0x995b66cdd79dcbb45abf5d9724e4540b"]},
;! {"name": "reduce_xor_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x3d092ae4cef39ed44c14d400033a357ceb33a48b2a472e1b90aa0b2282dc97b5", "0x61a7464e18051b72cb82a64887e5cedafc76a642e40563081d155ea4f12e674"]}], "expected": ["0xa9dd1e00cfc00787ad697f8ec76cba99"]},
;! {"name": "reduce_smax_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_smax_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x2c3eab832139c2fb5ea6a4f8815317f7ce4ec166c499449b25f15aa558baa255", "0x6d6e1b4ae0e7d36929d850e707e679038b8c308c106822bd583f67c26047ec1c"]}], "expected": ["0x6d6e1b4ae0e7d36929d850e707e67903"]},
;! {"name": "reduce_smax_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x4fcc2d3baa589f46cbe688cda9b2c940341a7a491a4ad3261d7fb208de730f19", "0x2c12502c5c3d07c852d54d89307f1c6695df3eb927842dcfb702c50d459c23a7"]}], "expected": ["0x2c12502c5c3d07c852d54d89307f1c66"]},
;! {"name": "reduce_smax_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xbf3ad32d3156b4ec5ba4d7bc89ed1616b10d55f0bfe728638cd94b6acf1af706", "0xcaecd1b032f8ed7124265c62945e417eefa93edd109251cc537c05b7a0b0357c"]}], "expected": ["0xefa93edd109251cc537c05b7a0b0357c"]},
;! {"name": "reduce_smax_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x43ff1f4dbf5d7c97910d2c59386ffb5b50cfb579854c8f2870071616df160ad7", "0x7b6ed9ca268dce9a814671d741c9ef8785d27b4a27a77feb9e7f53ddad8728f3"]}], "expected": ["0x7b6ed9ca268dce9a814671d741c9ef87"]},
;! {"name": "reduce_smin_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x4f045e65b0b37f9ce9feb213b5548b32e1867aa1059fb7069608e012c60d6d86", "0xc9fa3d1e8d18bdf076160bf890e40296b566b861d79bfcb933f8ab3572fe34c6"]}], "expected": ["0xb566b861d79bfcb933f8ab3572fe34c6"]},
;! {"name": "reduce_smin_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x7103cbc475f166ee09c2eab76e80a8ce38c4f79d624146d942f667a302faa4fc", "0xfa5d27bc450b0e4b3fe372124ced9eb540f8dbab9fbf3460b950867feb0e43c6"]}], "expected": ["0xfa5d27bc450b0e4b3fe372124ced9eb5"]},
;! {"name": "reduce_smin_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xb3bd1a3794d12ce7c70cae98ed0145826a6d95590213e27dfa4bcce202882636", "0x76b91e5147069443ba8f552a2277cbcc93972a80c53899da961c782c750428d8"]}], "expected": ["0x93972a80c53899da961c782c750428d8"]},
;! {"name": "reduce_smin_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x3005e87344bd3df93f29b8af1a911343dcf44c11d79ef1af0d107f1c0820dc76", "0x528a8eac5deda39896b5745dcd716fe5061d243d1527f9052fcfb5c67fbe4269"]}], "expected": ["0x61d243d1527f9052fcfb5c67fbe4269"]},
;! {"name": "reduce_umax_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umax_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_umax_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xd7f53e8e08841e98e2bb1211f65c39e7f174470f45291fbffceafa3ce035f3cc", "0xae16f18fd1e91d2bf22fb10f17e93010d4ac90c3a31fb89ec4e00438632b2a10"]}], "expected": ["0xd4ac90c3a31fb89ec4e00438632b2a10"]},
;! {"name": "reduce_umax_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xfdd29516d8011001626f3c8150473d9cf4243e4ae9efbc9ae9ada547b74cf028", "0xfb4662a092b6aa3fcb91042ebe5122175017d41fec64240cd21c8c2d756c12d6"]}], "expected": ["0xfb4662a092b6aa3fcb91042ebe512217"]},
;! {"name": "reduce_umax_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x55d183e7513a93a3ad72716ba90201be74e9df8b242836eed83e1badeed3297f", "0x50274e29c0e6405e957155861ead0f1c5d98821d0e6a5dd83221a224b9025d97"]}], "expected": ["0x5d98821d0e6a5dd83221a224b9025d97"]},
;! {"name": "reduce_umax_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xd81753f328ae85cd40e6d8da2bf3bd1b6f946414a35a511d4adea83749ac9168", "0x6ff9d0eddfd54ab661d00f9f348f922c75b076adebc94bb8c6d85ed2b34b19ef"]}], "expected": ["0x75b076adebc94bb8c6d85ed2b34b19ef"]},
;! {"name": "reduce_umin_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xfdf7047cb4bb91837f203cf8478e39e78c42a4c4a6920e003ef6d18b47b31122", "0xa8a93bec9d0385132815dab1cf4bc0900f445f410835717a41acbd2a295a17fc"]}], "expected": ["0xf445f410835717a41acbd2a295a17fc"]},
;! {"name": "reduce_umin_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xb13c33cf829740d5599baec15f086d91e8224993f1e6ef959506c2f7b60a1edf", "0x27a0cb351214eac8eebe9d0e136699950cacb5983ca370698c8682bfc3844608"]}], "expected": ["0xcacb5983ca370698c8682bfc3844608"]},
;! {"name": "reduce_umin_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x6e644677cd146130ba82aeba1e1125032b7b97eaa983a2d28bc3fa1246480106", "0xdc7c4da21263929269c42262474b3498d56983a726a6c21903cb66697281069a"]}], "expected": ["0xd56983a726a6c21903cb66697281069a"]},
;! {"name": "reduce_umin_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x28d31f9f15d555089cd17cf39084d4ef3c13f05edae2f613c85a4905c3e43ba5", "0xaa1463486802aa6e3c948e94febaaa643474411279c5d74380083108f5c279cb"]}], "expected": ["0x3474411279c5d74380083108f5c279cb"]},
;! {"name": "shuffle_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shuffle_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "shuffle_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x3f430598ce3b625abc54b78b04051adc2bb0fcc4273260016b11417f17655002", "0x923698abf6010a3fdb26ca31b3bb8dbf867abf8c45b33dfbb9fa35c4841f76ab"]}], "expected": ["0x923698abf6010a3fdb26ca31b3bb8dbf867abf8c45b33dfbb9fa35c4841f76ab", "0x923698abf6010a3fdb26ca31b3bb8dbf867abf8c45b33dfbb9fa35c4841f76ab"]},
;! {"name": "shuffle_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xed3f8f71fdeb4e849ff7927b5cd9db8f0c4d9326de089cf400a2dafff717b5dc", "0x3096f6b00082d2d5e928a2563af1390f9987af32840f69b59773bf7d4a9b0006"]}], "expected": ["0x3096f6b00082d2d5e928a2563af1390f9987af32840f69b59773bf7d4a9b0006", "0x3096f6b00082d2d5e928a2563af1390f9987af32840f69b59773bf7d4a9b0006"]},
;! {"name": "shuffle_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x7497fc008ab80ca6f5bd934e6def3588d6cdbcb1350e7b77ba61c22a0b08fea7", "0x7cd952dd82a647acbe10b21bb1784f75ca6c297195788434d12b0c1491d845c5"]}], "expected": ["0x7cd952dd82a647acbe10b21bb1784f75ca6c297195788434d12b0c1491d845c5", "0x7cd952dd82a647acbe10b21bb1784f75ca6c297195788434d12b0c1491d845c5"]},
;! {"name": "shuffle_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x79f5d5e9f708bfe5e96ea11a3d49b95c90ac6fe83b72d2fc05a734457963094", "0x823768115a28c469f9c4e6d9de83490cb1fab08a18fc24fea835eb490a113df3"]}], "expected": ["0x823768115a28c469f9c4e6d9de83490cb1fab08a18fc24fea835eb490a113df3", "0x823768115a28c469f9c4e6d9de83490cb1fab08a18fc24fea835eb490a113df3"]},
;! {"name": "insert_var_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "insert_var_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "insert_var_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x6c06a07718b63d2cf19bd4b0601e03c0e3c235cc8744810a8a47ed1456a8dbe1", "0x7cda6e99a182507fc03d9143ebf42cc962af2c8c11aab28e2d0347c52ff2a9c"]}], "expected": ["0x6c06a07718b63d2cf19bd4b0601e03c0e3c235cc8744810a8a47ed1456a8dbe1", "0x6c06a07718b63d2cf19bd4b0601e03c0e3c235cc8744810a8a47ed1456a8dbe1"]},
;! {"name": "insert_var_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x76a810c6f17b550d098fd89956adbcba59267cb1f713bf8357f5cd4f90381594", "0xd6842d7f26528e4ca99aea32c8d7e8890a412c90a69429c5f7292e0f78f51ad9"]}], "expected": ["0x76a810c6f17b550d098fd89956adbcba59267cb1f713bf8357f5cd4f90381594", "0xd6842d7f26528e4ca99aea32c8d7e8890a412c90a69429c5f7292e0f78f51ad9"]},
;! {"name": "insert_var_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x6e56819c216a5ba0540f6e794c890df3463dea394ca99818533a33d70e4e739d", "0xf6cb5d7ca0cd8f3f93aa9dfb8dc5ba36f921c5ba2d3ece436cd69f8f7cd6ca8a"]}], "expected": ["0x6e56819c216a5ba0540f6e794c890df3463dea394ca99818533a33d70e4e739d", "0x6e56819c216a5ba0540f6e794c890df3463dea394ca99818533a33d70e4e739d"]},
;! {"name": "insert_var_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x513d883382009bea45c90d6806ea3dec53043887378b0f527643775bf5604f81", "0x5186258dd5ea85475ddf0731533fdf4cc34da888e535d57b30167b7aecdb9da3"]}], "expected": ["0x513d883382009bea45c90d6806ea3dec53043887378b0f527643775bf5604f81", "0x5186258dd5ea85475ddf0731533fdf4cc34da888e535d57b30167b7aecdb9da3"]},
;! {"name": "extract_var_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "extract_var_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "extract_var_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xefd363087d5677bc69936736cf2381d3a7e3255acf2e317a06fd45b9f2644b6b", "0x7fae4e732f7f5c994afe2deed8909a0bd18b88a17897e2d37a60c2ee33626808"]}], "expected": ["0x7fae4e732f7f5c994afe2deed8909a0bd18b88a17897e2d37a60c2ee33626808"]},
;! {"name": "extract_var_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x5055d1c38593b64e5f7b70b8f2e85670c5185e7c92171549773c380f50ae675e", "0x47ffc8cf030b23fc090ab6adc21b307345067d2d02cbb46bb12e18f526d07f1b"]}], "expected": ["0x5055d1c38593b64e5f7b70b8f2e85670c5185e7c92171549773c380f50ae675e"]},
;! {"name": "extract_var_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xa0d79725c3b721146396a95ad8f9554d750f3240dcf9801f73ef4a169fd4da64", "0x1cc2ac8cdf2ecb582dc1bd23dfac2d3f96a8f3427ae9900d49e3be419ecb114e"]}], "expected": ["0x1cc2ac8cdf2ecb582dc1bd23dfac2d3f96a8f3427ae9900d49e3be419ecb114e"]},
;! {"name": "extract_var_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x6c4cf80e4010cb8a0797cb3669472e213b4c8cba460d4999095baa4ddff4003e", "0x3e345c7ca7df29d0238de51c62679f1719a703313e5f1c3a9e11c96996477275"]}], "expected": ["0x6c4cf80e4010cb8a0797cb3669472e213b4c8cba460d4999095baa4ddff4003e"]},
;! {"name": "reduce_add_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "reduce_add_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x38cb0f7f020eb500c331be885f6f7b20647b6211257a90658f1adb6181c54bc2", "0x29b436bec88b665aa46f306c35f28d3a47c0be43ec2ada80373b430ab21e059d"]}], "expected": ["0x627f463dca9a1b5b67a0eef49562085aac3c205511a56ae5c6561e6c33e3515f"]},
;! {"name": "reduce_add_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x48dd1d2bfaee72b96935293c4bf980ecd17aea08e1d250b81b89c1ca2ee6dc4", "0x18b97a253505f30b07c1d8ca7c4966006ef2c951485e16434abbf5b56f61d9d5"]}], "expected": ["0x1d474bf7f4b4da369e552b5e4108fe0f3c0a77f1d67b3b4ecc7491d212504799"]},
;! {"name": "reduce_add_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x12c6b0144aceb1b915db3d051f289d2a3bf4886c55e366938bb5381b989d8d61", "0xb0461d960a92de99c297dae7900ebfbc797f037f06522bb8be619775bb2f81a7"]}], "expected": ["0xc30ccdaa55619052d87317ecaf375ce6b5738beb5c35924c4a16cf9153cd0f08"]},
;! {"name": "reduce_add_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x6ea39b47cad7186327b4a4554f938dff70c50f076ea537b60aa1e57a9153bad", "0x1fa450ae26bd4f78236d9098a0f8f6d21ac2cef89910b6bf074fb52cefdf441c"]}], "expected": ["0x268e8a62a36ac0fe55e8daddf5f22fb211cf1fe90ffb0a3a67f9d38498f47fc9"]},
;! {"name": "reduce_mul_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_mul_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_mul_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xc3fc1e415d3568f1aaf9400867214d5ac264e96a2886ca8e70e6e583f053ce5d", "0xab850c085d6bdd0e292fee02b73d6d00abb5efc4b8c65f4b822d73c55f9364f5"]}], "expected": ["0x51fd3dfd82d181493c15672259f65077f0043da584e4ab71161ddf6abf37d301"]},
;! {"name": "reduce_mul_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xbd5a85d626a45ce6dd5d94f66cea2b56fd43938a9169a00ae42bb3b6a88125e3", "0xa814dd89e31ac68f0a6d7448b94c520f6ea5005eee634372250e8857e5900d4a"]}], "expected": ["0xfa0ee2748fbe49288837c868add9d5aea20ee941adc5874b69ab0109a2f17a9e"]},
;! {"name": "reduce_mul_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xf73e345fe414775da0e37d958125973a6176f286abbbb72fa5771f29cd05eea3", "0xfceb7ba6c0127846c0c08c841884edc42bf61bf3672fa52a7fbc76881f91b62c"]}], "expected": ["0x4c100ea512b9afb4ecf9fd578495f1414f671c17c9490b439afbd3cb5bffe604"]},
;! {"name": "reduce_mul_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xb1238b5e1d513b7c573785c79d97e93f5ac229c7dc662b125afbda7c9a0de361", "0x436b37acc67caf7fd4bce955a1f1867b8dd752ecdc12ca5055433e2badd6a9de"]}], "expected": ["0xe988ac9cc7bab9d808471559e495c1a75ee9e34436b1fd8f6b19350633c371e"]},
;! {"name": "reduce_and_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_and_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_and_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x3e30f19c8dc3f421b504ec11e073eb2a8760aacca63f6327db3961d356742d8d", "0xa501ee6cf8631b88640c29ef471ad1658f86aa41905db68bea7c1bf6394f8bce"]}], "expected": ["0x2400e00c88431000240428014012c1208700aa40801d2203ca3801d21044098c"]},
;! {"name": "reduce_and_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x5738ccc696820d77b8017961463953353f670901917cbbd4a92ee3c343fb7136", "0x35e5f2ed0d590033587f41e1009dc57f16bfc4890b2179ae3c3692ef56773d2"]}], "expected": ["0x3184c069080000330017000000950153163080090301390a102610241637112"]},
;! {"name": "reduce_and_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xd699c5747b69afc539b093131d2eec8b9f8b2e07421f29be16d5eda5bcedd404", "0xd1a9f4b9321eb8e2d72c300bf3781b50dcdf3360db11a7aa23061b0c25b5b161"]}], "expected": ["0xd089c4303208a8c011201003112808009c8b2200421121aa0204090424a59000"]},
;! {"name": "reduce_and_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xc841decd19a2c65657378357ca48f6c4900e0c1afbf88c4cba45b7821066b990", "0x57dc0d830aca46fa12ab66b3af9a4c25ea728906865d5e22e27e7a96e642ba6b"]}], "expected": ["0x40400c8108824652122302138a0844048002080282580c00a24432820042b800"]},
;! {"name": "reduce_or_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_or_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_or_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xbde60747fda827551afd0847f8f696733d81d361a53d55c13fafe96e9b994daf", "0xce1e414d4d0e6b13b9a5622ae19e2bc7e59dd8c5b99eca7bdcfa85aa384ca048"]}], "expected": ["0xfffe474ffdae6f57bbfd6a6ff9febff7fd9ddbe5bdbfdffbffffedeebbddedef"]},
;! {"name": "reduce_or_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x393bdb57c321bfeb02ed0505a9f9c12e09ede8f75503d72f5f1a4c47f518e9dd", "0xdda3ebfcd6712a1adc25ac5807bb1044fdd219e2a777eb02e33fefc8a80f66bc"]}], "expected": ["0xfdbbfbffd771bffbdeedad5daffbd16efdfff9f7f777ff2fff3fefcffd1feffd"]},
;! {"name": "reduce_or_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xf998bf67cd898002ece1e5e3ca42cef04e89179f3b9bb2ac01d0c7587ae1ebaf", "0xaea0d18de5808aba1d64a96dbcc91497030599db7f3fb57f21897b0941e467f7"]}], "expected": ["0xffb8ffefed898abafde5edeffecbdef74f8d9fdf7fbfb7ff21d9ff597be5efff"]},
;! {"name": "reduce_or_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xa984b383ec0e91b87e9779881fe09c8bbb1b2a05b894c2d1048491cc9216713d", "0x302983524e320fcbb74317a5d0686acee2554273fe51eb48a91746bbfc31aae6"]}], "expected": ["0xb9adb3d3ee3e9ffbffd77faddfe8fecffb5f6a77fed5ebd9ad97d7fffe37fbff"]},
;! {"name": "reduce_xor_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_xor_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "reduce_xor_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x72ffc0bb9353dbdf7d3843b5b5e2a2030c0939d9b41227db77ca0cdde5970412", "0xe7324763bb2ed1c77f0e3e85954a57fe8a89ee90b639dadeba86ad0843b3c4b8"]}], "expected": ["0x95cd87d8287d0a1802367d3020a8f5fd8680d749022bfd05cd4ca1d5a624c0aa"]},
;! {"name": "reduce_xor_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xcdec550191b4758721510ce8426ba75a105de811a64e022b4fc0acf89e5897fa", "0xe06e545746cc98bee5cfec95c262b752397c64e2d7ab35427f29584c1bd76a6e"]}], "expected": ["0x2d820156d778ed39c49ee07d8009100829218cf371e5376930e9f4b4858ffd94"]},
;! {"name": "reduce_xor_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x1dd9e8496d012306f893fb2a59ca58eb27be61a360604b855a6c758f5aded3cb", "0xc9bff4e75b616c9ea8503a8595a966fbf0619b580417f8a2c3efa93f81eba9ad"]}], "expected": ["0xd4661cae36604f9850c3c1afcc633e10d7dffafb6477b3279983dcb0db357a66"]},
;! {"name": "reduce_xor_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x433a228d5d4c305d24061a7504031212a5dcdbf05c58252e0cf3794d58b90691", "0x8f322e2d4ab08cc821b15aba3f9ffaeeadef0208112c3b2b6d5ca9b67732c5ee"]}], "expected": ["0xcc080ca017fcbc9505b740cf3b9ce8fc0833d9f84d741e0561afd0fb2f8bc37f"]},
;! {"name": "reduce_smax_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smax_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_smax_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x80ed98e63e7067d3bdf36443aad83c8aaf8cbf6ebaed6f108f3fa99dead69ceb", "0xc67a0e63d3868c4b26e1dd36bcc7cfdc1ed2780d1a397ffcc3b96a753dd5175c"]}], "expected": ["0xc67a0e63d3868c4b26e1dd36bcc7cfdc1ed2780d1a397ffcc3b96a753dd5175c"]},
;! {"name": "reduce_smax_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x80b603960bf920858a0c06032473e211c1cd6376e7f73be196d60f3d290b4b8f", "0x54650e46ac7a4a864b20dbdfc96bfc9249526d6ba4a0f61f9e23638fedf224c8"]}], "expected": ["0x54650e46ac7a4a864b20dbdfc96bfc9249526d6ba4a0f61f9e23638fedf224c8"]},
;! {"name": "reduce_smax_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x144551473320a6656f798f5d8411442686f5249e63f327c49f7f0787ee1f7535", "0x60c3d354694c59fbbbc4323b2f543f011e51c1f73eeb77f5172fd6333b7435cf"]}], "expected": ["0x60c3d354694c59fbbbc4323b2f543f011e51c1f73eeb77f5172fd6333b7435cf"]},
;! {"name": "reduce_smax_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xf68daf712b4c6591d9d281ffa33c6843c335cffd22c6e836b9fbdcbd1a2c4bfd", "0xc57b6b65551ddd291528344ba0ae5c8c131aa2544f737b5c003c6d08dc7cd971"]}], "expected": ["0xf68daf712b4c6591d9d281ffa33c6843c335cffd22c6e836b9fbdcbd1a2c4bfd"]},
;! {"name": "reduce_smin_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_smin_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_smin_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x8738a2d33f7536428272a20118762bc417c36ac639ed42d23c0745a5034fbd00", "0x60d0a777d11f169a3523c000a4ddfdeece1fed9d39f41b9cd52a18f4b1d9aef4"]}], "expected": ["0x8738a2d33f7536428272a20118762bc417c36ac639ed42d23c0745a5034fbd00"]},
;! {"name": "reduce_smin_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xc075c53acea9b0595fcd276476c674c9a01b03165bbda0e279c650f2f3907614", "0x5c4e568f0ad68402ac76dbcc73b671513fd3ef0a5e8fcce4dec9d804f0812c19"]}], "expected": ["0xc075c53acea9b0595fcd276476c674c9a01b03165bbda0e279c650f2f3907614"]},
;! {"name": "reduce_smin_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xd60ef93c2b2f80d7a2490142fcba5baaad79dc30ca52a0b6f0babc3aeb49966c", "0x7672f879d3717665cd38b3280b9b77a5eab8cf94e7bf3b80946d1595fc2e739e"]}], "expected": ["0xd60ef93c2b2f80d7a2490142fcba5baaad79dc30ca52a0b6f0babc3aeb49966c"]},
;! {"name": "reduce_smin_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x839fc98e8307aa8710d8a6e0bb1e4c89e5fee775f78360faa6735afbab28a04e", "0x7fa95f226cb69ebfbb41217b3b1e996e39b58b5134e607576c793aa63068ec3b"]}], "expected": ["0x839fc98e8307aa8710d8a6e0bb1e4c89e5fee775f78360faa6735afbab28a04e"]},
;! {"name": "reduce_umax_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umax_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_umax_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x731424bae344b85022950b7306c0e50d7dc7b56efdaefafa358dd118ab8a1f17", "0x8380ed98cdf89dc7717fbf9d6bf870a5cda8f12189569a202068ba4dfdf4ddd4"]}], "expected": ["0x8380ed98cdf89dc7717fbf9d6bf870a5cda8f12189569a202068ba4dfdf4ddd4"]},
;! {"name": "reduce_umax_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x6dd50e43ff06327e4dcd9a4418bb5c70e03af95416f5fe6478eccf9665e48b55", "0x69e55c9ade9ae8430dc168c2632a6f99ec705396cb1d1eb5004b563301315a50"]}], "expected": ["0x6dd50e43ff06327e4dcd9a4418bb5c70e03af95416f5fe6478eccf9665e48b55"]},
;! {"name": "reduce_umax_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0xc414ad4ca6f1a086e9397cbe8a19e37b511613c2401931a8baf4091dac266faf", "0x21fbda1e32e8d15b7df5c931332302f885a1cdbf3ecb770374ec960b3ef25611"]}], "expected": ["0xc414ad4ca6f1a086e9397cbe8a19e37b511613c2401931a8baf4091dac266faf"]},
;! {"name": "reduce_umax_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x42fd9419ef7dde9f3c5915819ecf22e1db4eace0fdded648b9900f49bfe07829", "0xca8cc26e326add841757cf632b3f3b401bbb9c18f4c517366c717314fd8e965d"]}], "expected": ["0xca8cc26e326add841757cf632b3f3b401bbb9c18f4c517366c717314fd8e965d"]},
;! {"name": "reduce_umin_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "reduce_umin_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "reduce_umin_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0xcf3e33b9a11ddba412f427dc1a60c6d2a65d32425c165b6996cc1507cba9c225", "0xe0548701b2ab53e0633f5b7941f7d9f6fb779d57715f9b89e29d8cabb25db4d9"]}], "expected": ["0xcf3e33b9a11ddba412f427dc1a60c6d2a65d32425c165b6996cc1507cba9c225"]},
;! {"name": "reduce_umin_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0xac7e7f251d14f932f729dfffd1ad984077532546b5ef322b0f5371f7ee2647ac", "0x7275d3fbed8409703e0e799da3073b786f2317f7fa61ef305132b6df827c5639"]}], "expected": ["0x7275d3fbed8409703e0e799da3073b786f2317f7fa61ef305132b6df827c5639"]},
;! {"name": "reduce_umin_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x5bba05e29f1c4095d787a4ff852becdc4235025b4c42a52df758113bbedb3523", "0x11bd86748f4407687bcceb293120a591beea4cc7a520328075d3b71e0b35bcb4"]}], "expected": ["0x11bd86748f4407687bcceb293120a591beea4cc7a520328075d3b71e0b35bcb4"]},
;! {"name": "reduce_umin_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x58ada5e137b3cc4b22852be88f0b257e603f1c20bc883ce107d7911ae459aaad", "0x6eb11e8fec79097046dc56922f4767541c2d7294b1357be9020a387182f25bdc"]}], "expected": ["0x58ada5e137b3cc4b22852be88f0b257e603f1c20bc883ce107d7911ae459aaad"]},
;! {"name": "shuffle_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "shuffle_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2", "0x3", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shuffle_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x922c35766533936f35b154e7d302cbcbddb487f75f4d3a31fb12d66d3bc47b02", "0x1d4a905e5d438fd2820cfc1212400a3ca410be16bc0256e1c7237e2ecc5898d3"]}], "expected": ["0x0", "0x3a9520bcba871fa50419f8242480147948217c2d7804adc38e46fc5d98b131a7", "0xea5482f2ea1c7e941067e090920051e52085f0b5e012b70e391bf17662c4c69"]},
;! {"name": "shuffle_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xd7b966114e245438b83bd571effcfd9f03df8009a87283be28bc15cdbc74f95f", "0x9a43e4fa85ce0f0e381f7035b744c593187f6fa5e3dd3ba21fd01188bcc1e4c6"]}], "expected": ["0x3", "0x3487c9f50b9c1e1c703ee06b6e898b2630fedf4bc7ba77443fa023117983c98d", "0xcd21f27d42e707871c0fb81adba262c98c3fb7d2f1ee9dd10fe808c45e60f263"]},
;! {"name": "shuffle_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x2510d9228a077bde29d70cd25f6f49fa3857ab5b383102e7830cf604a8fc0154", "0x57b815085691257ccd6163ac1b894f4ce62b41414852323aa1efad9a5c2a8a9c"]}], "expected": ["0x0", "0xaf702a10ad224af99ac2c75837129e99cc56828290a4647543df5b34b8551538", "0x2bdc0a842b4892be66b0b1d60dc4a7a67315a0a0a429191d50f7d6cd2e15454e"]},
;! {"name": "shuffle_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x7bd5e4755679839a8f7725e8b028230809efce36fa7b7ac51958ae2135e8d7c7", "0x501740f7b75dd00d257f5beb5ce4d2c3a41cd4e273c4686264814b6c279963c0"]}], "expected": ["0x2", "0xa02e81ef6ebba01a4afeb7d6b9c9a5874839a9c4e788d0c4c90296d84f32c781", "0xa80ba07bdbaee80692bfadf5ae726961d20e6a7139e234313240a5b613ccb1e0"]},
;! {"name": "insert_var_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "insert_var_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "insert_var_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xce19b766adf64c055245fced579be1503169dbd8ce8152d39503d588aebc4378", "0xa9e3436164904a369d1b5f6da052d0301b57e148aa5ee5db1f45564e769ce18a"]}], "expected": ["0x2", "0xce19b766adf64c055245fced579be1503169dbd8ce8152d39503d588aebc4378", "0xce19b766adf64c055245fced579be1503169dbd8ce8152d39503d588aebc4378"]},
;! {"name": "insert_var_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x57a30f110a3e1deba1626fad3629d32c7c37685e12f4ae7761446cf47ee65a68", "0xcd5f5fa23a10764b10d91aea8dd0d79de20a6621c150559936358430005eeaa7"]}], "expected": ["0x2", "0xaf461e22147c3bd742c4df5a6c53a658f86ed0bc25e95ceec288d9e8fdccb4d0", "0xcd5f5fa23a10764b10d91aea8dd0d79de20a6621c150559936358430005eeaa7"]},
;! {"name": "insert_var_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x2630092dea1a70b88b322f8d5a3545ed42c7dc97c7fe5f511643b95814678cfb", "0x82166dc06c215767f5f25bb4d9ba206d95345e47cfd7ef20343ca27bd865ecbc"]}], "expected": ["0x0", "0x2630092dea1a70b88b322f8d5a3545ed42c7dc97c7fe5f511643b95814678cfa", "0x2630092dea1a70b88b322f8d5a3545ed42c7dc97c7fe5f511643b95814678cfb"]},
;! {"name": "insert_var_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xeb55894622b17dfdc8f05ba4ed6c13cff50bc343d6c404e4a14771d91ccf31ea", "0x3f509633ff8e84f94805754e176ff34a6001e732a714e820b78a2b2048d07449"]}], "expected": ["0x3", "0xd6ab128c4562fbfb91e0b749dad8279fea178687ad8809c9428ee3b2399e63d4", "0x3f509633ff8e84f94805754e176ff34a6001e732a714e820b78a2b2048d07449"]},
;! {"name": "extract_var_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "extract_var_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "extract_var_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xe18bc533536d893feafb212ab4542cfc25ba88d2dc12d3c87adbad16ed9def06", "0x91c87ef73d2df208040629d0fd3a1a1965d0ed6d33815c2a517149414bebbf4"]}], "expected": ["0x0", "0x91c87ef73d2df208040629d0fd3a1a1965d0ed6d33815c2a517149414bebbf4"]},
;! {"name": "extract_var_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x2304c94367a5187fe93dcc1aba4ab75b4e17f69e88f8972550d3545f73ed563", "0xf5ce3aa0eace1af74e495029f48cbf63219da21e64d38fc36fffc57403f4237b"]}], "expected": ["0x1", "0x8118264a1b3d28c3ff49ee60d5d255bada70bfb4f447c4b92a869aa2fb9f6ab1"]},
;! {"name": "extract_var_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xe3d231839f9b8a69d3d89714fa54dca42adaf464fe4c9ab0486eb7e60fb4dedb", "0x8bd77021341b82371dd7e4b1cf879e20a586ca3269d892bc99b059432a7e45b9"]}], "expected": ["0x0", "0xf1e918c1cfcdc534e9ec4b8a7d2a6e52156d7a327f264d5824375bf307da6f6d"]},
;! {"name": "extract_var_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x7c3fe883d58ab410f1a00d5f29c14cff728ed495b882442d23ebce1ce2826a36", "0xa171bedc68274620201b729a7faeaf337f9f185552471a1bd4fb7e7676433a25"]}], "expected": ["0x0", "0xbe1ff441eac55a0878d006af94e0a67fb9476a4adc41221691f5e70e7141351b"]},
;! {"name": "reduce_add_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_add_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_add_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x54f9499e0eef651f17039174b2e053e91ca972ed20d5f156b0cbf6c1273b821a", "0x56f8ce629fc1e1c6c420fd41bab85328b802fb39553bd48bc0dc14c4afc3dfc8"]}], "expected": ["0x0", "0x81757331a73994564fa2c5fc14287d1d4657b4afe5a6cd37194210254361a0d5"]},
;! {"name": "reduce_add_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0xe61caa308738430b9c44d4a1459e8fb36733a6807efa3bc0bd15bc2b4273d729", "0x5af00a1d88731a21c18cdc034bc94ebbcf1421b927db4a97d6387d892197cab8"]}], "expected": ["0x1", "0xcdfe5f35cc0f3ba78faf4653ee98969582adf4f96758687834c35b9ec2d1b64c"]},
;! {"name": "reduce_add_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x2669b12bd2be860c87c6ce3978babebb29c44558abf4e8a0049d2f16e6f8af53", "0xa4cdc2c4fec02b5811323ea147b362df4fce8eba5dbba07ace5231636dc229ff"]}], "expected": ["0x1", "0x38029b5ae81f6e5e5515a5be0410c23ce4b0b166b3b614cad0a0c8eee13e81a8"]},
;! {"name": "reduce_add_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x1a0da81ec405d06b1e61315c92bcf4f7fa3451d71ec25e1351e2256d78790ee9", "0xdb45748df5e306c195716af8ba815c2576db91a3417fbcc98a15acf8276e33fb"]}], "expected": ["0x1", "0x684c489d57e5eef724a203a703dfd6a173f5ba8ed0e0ebd33306bfaee3aabb6f"]},
;! {"name": "reduce_mul_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_mul_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_mul_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x1bab5d3d256d5b46a8146b30dccc89e7f0a48afaeccf1046371139bc37e24136", "0x809218b1581f672b279528653754b8180a3fb618da2bc4d5c91fdb8bfab7f739"]}], "expected": ["0x0", "0x566b644e5cd3189d036fc67b642cc413e406ab736437f77f136afac88bf2cf83"]},
;! {"name": "reduce_mul_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x1307c50c43855081fc9c807e7c012cae100b7ada9bee258f09cefe6d1fe9ee85", "0x49e6471083ccbcdd854d13ce2b71d74e1173845e5d3fc5d669c56a10527261c"]}], "expected": ["0x0", "0xa50cb8a4c6d5413a9d3374cbc321529920437ed1d784e4bf24ab66fe108cd738"]},
;! {"name": "reduce_mul_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0xe78d8ef5dbfba059d05ae13399e50c0e9c8680d26d3c74a1ef431f69c1e7079", "0xd4deccd8fff04465a2d4af7ad8e38c213d81d6c6906080e72145c6276d570865"]}], "expected": ["0x0", "0x4117ef917f29e5aea015dab3ddc41342312bd8e5eaa522e2f793b0d7ee270fac"]},
;! {"name": "reduce_mul_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x467cff84916b1c2356010d92babf16c3aa0033553c0330b74308fc4f81fd08e2", "0x4abddbf693630ead8f24b23e3285a861a9a53ec24e39ce6daab9ba34ea8e7fc1"]}], "expected": ["0x0", "0x95b22d2ec6fed83547b5a54331f931cf78bd4788b7d0554daf8487e78443e831"]},
;! {"name": "reduce_and_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_and_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "reduce_and_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xecb5875abd4d07b1bbfe42be544a1681f5230d82bdb4431512bb7ad97ef22c77", "0x2dac1e67770bb258d4a9c8d7934ed11e237a5e0f074e0eaa59a919df03e6ae04"]}], "expected": ["0x0", "0x2408022556028258d4a900570204010022100601064a008a0909194c03600600"]},
;! {"name": "reduce_and_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x800634ef644be17852922a782e9ba8696cf48e04d1e7419d047cb0003806b74d", "0x2d13ba59e6c4490304006778a6bded086a678775403da866aad54dac3bffc656"]}], "expected": ["0x1", "0x31a51a204400000000538060dc400226207004031a0468214480018034206"]},
;! {"name": "reduce_and_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x283d74414c3a1b22aff915b87951f17538b8b0795ee78e0676350f5ef2202ec3", "0x951587dfe58381f593bd105e61ee7890f70e8e41ce5b61beb0319554a0609ecb"]}], "expected": ["0x1", "0x94148200a401019113bc005c20a87890940c08008e5341023010850420001641"]},
;! {"name": "reduce_and_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x52711c9a08538074380e6536b02074eacdc149c0c5d33d1337bed2a26dcddc4c", "0x19d8fe07f3f794fe5b983c9cb5b7f7f109470d32808d29b781fdb47dbf68c2d5"]}], "expected": ["0x0", "0x9188e050021803a1800309810103271004004200089088181dd20513660c204"]},
;! {"name": "reduce_or_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_or_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_or_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0xd2d1c641e491ee3df725e0feab8953a57ce18f233296dd5bf2f395289c71fc9a", "0xb144ce9b5dfc7e12f6ac9c469544fa558667e8f2700e5865e70cdc8b3bc0ade1"]}], "expected": ["0x0", "0xf96cefbbfffcff1effbefc7fd5c4fbd7be77eff3f94f7eedff7dde9f7ff8ffed"]},
;! {"name": "reduce_or_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x723fc13c2a8f89c989f3b0d8b7920c969083777e53ea72099683803d6b0f4318", "0x488717ca6e422fec392b3a4da23420d5211077c699411cf0c8b5dfa71b0136a8"]}], "expected": ["0x0", "0x799ff7de7f47efecfdfbfa6dfbfd26df6951ffffb9f53df4cbf5dfbfbf87b7ac"]},
;! {"name": "reduce_or_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x3b492a8cb25350a966ed077e6c8808a1cd0e0cd139ae0dea9e4bd9cd521c042e", "0x51b091060044626f961fc4df5702ec531b6d0cf94c657fd6f7ca78d481e1d7be"]}], "expected": ["0x1", "0x5db49546596dea7fb77fc7ff7746ec53ffef0ef9dcf77ff7ffeffcf6a9efd7bf"]},
;! {"name": "reduce_or_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x134ae4772077753bdf7f8c9942f4dc0cff6c6cd4960a4970356f3535beb8fe06", "0xa7e09f16c83b85af1755784c528a162fabb944da08a79ecc24d8a9b275efa35a"]}], "expected": ["0x1", "0xafe5ff3fd83bbfbffffffe4cf3fa7e2fffbf76fa4ba7befc3effbbbaffffff5b"]},
;! {"name": "reduce_xor_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_xor_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "reduce_xor_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x5afa0ed2649d36399f64860db13d8373e7bb1b85bb97e149b81e959620d0e745", "0x445e34079df03925d32bac98c985a244c73b28a03fd7830f70f4db8515d42bfa"]}], "expected": ["0x0", "0x6923336eafbea2391c99ef9e111b63fd34e6a562e21c73abacfb914e05bc5858"]},
;! {"name": "reduce_xor_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x3f1393a77ff304e34160361f2e4ba9e296dbf86f7591099f38d02be0b1fdabc", "0x154877adde03ade07b421c09fc1eee423c4673892881539d84ca7f0564422478"]}], "expected": ["0x0", "0x14b0eb30e5fc35c761491db9056cb30d28f0ac4a532ddbd17d0cfe5a61cdc926"]},
;! {"name": "reduce_xor_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x67604b1461414969acbff20f3202e48d8b87c321185453999aac632b7d42632", "0x2e3a75c57c852a9140116d6819b4c586ccb8f78c03592b415298c32b994e4e9a"]}], "expected": ["0x1", "0x2d01779ddf8f20da0d7492f86024d2a2a0e4c9950b9b89dd9e4da032c2a45d83"]},
;! {"name": "reduce_xor_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0xd27206a97aa88f5d3482ff9474864ef7d0c1c9049598eea8de75eb3a6898d13e", "0x69213d0e80940ec09f2b49e5ce85caeaedcdb74ae9d26175b5590cd403ad9d8a"]}], "expected": ["0x1", "0x183e5a3dc0496e056a362ff4c6ed9105ad53c8a31e1621da63f94937e1f515"]},
;! {"name": "reduce_smax_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_smax_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_smax_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x1b60d91b272491188deb14d74271d3b86e094d801fdcd0d157f3b369dbbe9ffe", "0x6919e1b685b2d4938e76c80b2201e8b2115d70f582aa67394783c3fdc015df5a"]}], "expected": ["0x0", "0x6919e1b685b2d4938e76c80b2201e8b2115d70f582aa67394783c3fdc015df5a"]},
;! {"name": "reduce_smax_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0xbe157f1d6879ba51f71c93535ae3cbcf6f8fecd5f77d869ab3d6b183f81ea724", "0x79bf128ab1c2ad65d335b53da670016616ee9e63c02de91bb2dc031a8e16198a"]}], "expected": ["0x0", "0x79bf128ab1c2ad65d335b53da670016616ee9e63c02de91bb2dc031a8e16198a"]},
;! {"name": "reduce_smax_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x60b53d4d8d133f37bad8fc8b15e6711693e4665743d415de890a24b7cd7f8f84", "0x6108377ec8ed43994f99633a5c1e59ae3b2c0ddb472a1d8846e44a48e97f1953"]}], "expected": ["0x0", "0x6108377ec8ed43994f99633a5c1e59ae3b2c0ddb472a1d8846e44a48e97f1953"]},
;! {"name": "reduce_smax_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x582ee580a49d14e22614e74ac76bac1fb85ddd1c20f47a36b75a50702c1e5d5e", "0x4f1976f998f4450ce9dafe9e6ba4f01e5b8e9cc1c0a8f8d1c26092a581752973"]}], "expected": ["0x0", "0x4f1976f998f4450ce9dafe9e6ba4f01e5b8e9cc1c0a8f8d1c26092a581752973"]},
;! {"name": "reduce_smin_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_smin_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "reduce_smin_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x1e97c8e57889dfa5e71c2cd9ee8a6c1734f21b82d868b391803b83cd2c158b33", "0x25c3cf7cdd5a2d196a4935776e367c3afdc0760cbabf95868596cca4769d8e66"]}], "expected": ["0x1", "0xf4be472bc44efd2f38e166cf745360b9a790dc16c3459c8c01dc1e6960ac599"]},
;! {"name": "reduce_smin_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xb8edd40a325f0a860cfd0b5de8df8f60bb0dc295ae8edc186cba710d91fdd027", "0xa2992394b5b7fbb7f159d786b7d50ee28a26ec3d082260ecd1474647ec0849c7"]}], "expected": ["0x1", "0xa2992394b5b7fbb7f159d786b7d50ee28a26ec3d082260ecd1474647ec0849c7"]},
;! {"name": "reduce_smin_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xafcf0acce42712c2a9b697ca8ff94a8598824f4a5356a0863016b38507c4dd47", "0xc42cce0885d34016e3b191c5768701ff5170f206929147f66f084140c421fa1b"]}], "expected": ["0x1", "0xc42cce0885d34016e3b191c5768701ff5170f206929147f66f084140c421fa1b"]},
;! {"name": "reduce_smin_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xe0083c3e287c1e58de5f7bbe1396913827e4080af7b3b23794cfd83348394731", "0x6e4c525b71f3daaec05ab7dd631ca096f5d378f41b4e6b4a93bfc77c8c3dfe3d"]}], "expected": ["0x1", "0x6e4c525b71f3daaec05ab7dd631ca096f5d378f41b4e6b4a93bfc77c8c3dfe3d"]},
;! {"name": "reduce_umax_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_umax_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "reduce_umax_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0xf13caec55d44e67a5ddac2865c1b2c41c4b60b0abc7bcd813466c9ff6d7c3fab", "0x800b5dcb79cfcffbcb170f67b39de53b4a3705dbf7f05dd3db7a71e1730f59f6"]}], "expected": ["0x1", "0x800b5dcb79cfcffbcb170f67b39de53b4a3705dbf7f05dd3db7a71e1730f59f6"]},
;! {"name": "reduce_umax_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x708cedbbf95fba921c7ad107f075d6088e48f5b6c1dbff7c711dbbf20511c045", "0xccf2464d0d571278bf053ae1df85f6bd67d64c549de1a497f0f3f88b22ebf76c"]}], "expected": ["0x1", "0xccf2464d0d571278bf053ae1df85f6bd67d64c549de1a497f0f3f88b22ebf76c"]},
;! {"name": "reduce_umax_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x649b4d9934041fe5cf41d583b4e12dfeb65732c5a3fe244b5f1f2a266487c165", "0xc0abb0cb2cc98901048ad1e56eb34c0aa13f7998c914b040cb77fee11c8573c2"]}], "expected": ["0x1", "0xc0abb0cb2cc98901048ad1e56eb34c0aa13f7998c914b040cb77fee11c8573c2"]},
;! {"name": "reduce_umax_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0xd6073d231112fd9e03350cc277a5bce2e11a29139a2a1934563e18a0f0016d3b", "0x10324e7d134885392596f1f66a84d7ef87dafac9c2663ffc55c7667cf9dd304e"]}], "expected": ["0x1", "0x6b039e9188897ecf019a86613bd2de71708d1489cd150c9a2b1f0c507800b69d"]},
;! {"name": "reduce_umin_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "reduce_umin_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "reduce_umin_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xcd38b871004a4155f3553c13162a7c903f267df13eac81472d745a457c725e36", "0x1055bbd65590a27396922c3a5598828a769ccad468ed35529558578d33d0fb5"]}], "expected": ["0x0", "0x1055bbd65590a27396922c3a5598828a769ccad468ed35529558578d33d0fb5"]},
;! {"name": "reduce_umin_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xab30deac5eedc3b9c34e26eb4bfa2541f79fa4ed932cf9a133378c8d0cbda3e8", "0x35868b51cedeed9a26fc33f6370c5aba83425d6698c9e0e4ebdd34e2ee609d0e"]}], "expected": ["0x0", "0x35868b51cedeed9a26fc33f6370c5aba83425d6698c9e0e4ebdd34e2ee609d0e"]},
;! {"name": "reduce_umin_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xeedd013532376f58bb56057e5774f615d4dbb5b8b29081b372b8cb5a133c3115", "0xa94ba17ee965c3effae87cc5d977e2d97ca75709bd9de9db7781b108eecadfdd"]}], "expected": ["0x0", "0xf76e809a991bb7ac5dab02bf2bba7b0aea6ddadc594840d9b95c65ad099e188a"]},
;! {"name": "reduce_umin_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x6d489bccd1140e01dc64538f799a5c66aac3b3d2535681fc3858a088c70fb732", "0xf479f2aa01faffe57da78fc0ec93f853873b2a32cda7b056b3c553bd0699817f"]}], "expected": ["0x0", "0xf479f2aa01faffe57da78fc0ec93f853873b2a32cda7b056b3c553bd0699817f"]}
;! ] }
; Generated by scripts/generators/gen-vector-tests.py: do not edit, rerun it.
; shufflevector, insertelement and extractelement with constant and variable
; indices, and llvm.vector.reduce.{add,mul,and,or,xor,smax,smin,umax,umin}.
; Expected values: lli (LLVM 22, JIT on the host) running these same
; definitions.
; Calldata: word 0 picks the function (the switch in @__entry), the next words
; are its arguments: an argument of up to 256 bits is one word truncated (odd
; cases put garbage above its width), a wider one ceil(W/256) words, most
; significant first. Results come back the same way, an i1 as a word.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare i1 @llvm.vector.reduce.add.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.mul.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.and.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.xor.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.smax.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.smin.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.umax.v8i1(<8 x i1>)
declare i1 @llvm.vector.reduce.umin.v8i1(<8 x i1>)
declare i5 @llvm.vector.reduce.add.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.mul.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.and.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.or.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.xor.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.smax.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.smin.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.umax.v3i5(<3 x i5>)
declare i5 @llvm.vector.reduce.umin.v3i5(<3 x i5>)
declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.mul.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.and.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.or.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.xor.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.smax.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.smin.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.umax.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.umin.v4i8(<4 x i8>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i128 @llvm.vector.reduce.add.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.mul.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.and.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.or.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.xor.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.smax.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.smin.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.umax.v2i128(<2 x i128>)
declare i128 @llvm.vector.reduce.umin.v2i128(<2 x i128>)
declare i256 @llvm.vector.reduce.add.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.mul.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.and.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.or.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.xor.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.smax.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.smin.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.umax.v2i256(<2 x i256>)
declare i256 @llvm.vector.reduce.umin.v2i256(<2 x i256>)
declare i257 @llvm.vector.reduce.add.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.mul.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.and.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.or.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.xor.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.smax.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.smin.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.umax.v2i257(<2 x i257>)
declare i257 @llvm.vector.reduce.umin.v2i257(<2 x i257>)

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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = inttoptr i256 64 to ptr addrspace(2)
  %f0.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.2)
  %f0.4 = call i8 @shuffle_8x1(i256 %f0.1, i256 %f0.3)
  %f0.5 = zext i8 %f0.4 to i256
  %f0.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.5, ptr addrspace(1) %f0.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = inttoptr i256 64 to ptr addrspace(2)
  %f1.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.2)
  %f1.4 = call i8 @insert_var_8x1(i256 %f1.1, i256 %f1.3)
  %f1.5 = zext i8 %f1.4 to i256
  %f1.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.5, ptr addrspace(1) %f1.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = inttoptr i256 64 to ptr addrspace(2)
  %f2.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.2)
  %f2.4 = call i1 @extract_var_8x1(i256 %f2.1, i256 %f2.3)
  %f2.5 = zext i1 %f2.4 to i256
  %f2.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.5, ptr addrspace(1) %f2.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = inttoptr i256 64 to ptr addrspace(2)
  %f3.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.2)
  %f3.4 = call i1 @reduce_add_8x1(i256 %f3.1, i256 %f3.3)
  %f3.5 = zext i1 %f3.4 to i256
  %f3.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.5, ptr addrspace(1) %f3.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = inttoptr i256 64 to ptr addrspace(2)
  %f4.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.2)
  %f4.4 = call i1 @reduce_mul_8x1(i256 %f4.1, i256 %f4.3)
  %f4.5 = zext i1 %f4.4 to i256
  %f4.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.5, ptr addrspace(1) %f4.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = inttoptr i256 64 to ptr addrspace(2)
  %f5.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.2)
  %f5.4 = call i1 @reduce_and_8x1(i256 %f5.1, i256 %f5.3)
  %f5.5 = zext i1 %f5.4 to i256
  %f5.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.5, ptr addrspace(1) %f5.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = call i1 @reduce_or_8x1(i256 %f6.1, i256 %f6.3)
  %f6.5 = zext i1 %f6.4 to i256
  %f6.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.5, ptr addrspace(1) %f6.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = inttoptr i256 64 to ptr addrspace(2)
  %f7.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.2)
  %f7.4 = call i1 @reduce_xor_8x1(i256 %f7.1, i256 %f7.3)
  %f7.5 = zext i1 %f7.4 to i256
  %f7.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.5, ptr addrspace(1) %f7.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = inttoptr i256 64 to ptr addrspace(2)
  %f8.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.2)
  %f8.4 = call i1 @reduce_smax_8x1(i256 %f8.1, i256 %f8.3)
  %f8.5 = zext i1 %f8.4 to i256
  %f8.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.5, ptr addrspace(1) %f8.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = inttoptr i256 64 to ptr addrspace(2)
  %f9.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.2)
  %f9.4 = call i1 @reduce_smin_8x1(i256 %f9.1, i256 %f9.3)
  %f9.5 = zext i1 %f9.4 to i256
  %f9.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.5, ptr addrspace(1) %f9.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = inttoptr i256 64 to ptr addrspace(2)
  %f10.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.2)
  %f10.4 = call i1 @reduce_umax_8x1(i256 %f10.1, i256 %f10.3)
  %f10.5 = zext i1 %f10.4 to i256
  %f10.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.5, ptr addrspace(1) %f10.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = inttoptr i256 64 to ptr addrspace(2)
  %f11.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.2)
  %f11.4 = call i1 @reduce_umin_8x1(i256 %f11.1, i256 %f11.3)
  %f11.5 = zext i1 %f11.4 to i256
  %f11.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.5, ptr addrspace(1) %f11.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = inttoptr i256 64 to ptr addrspace(2)
  %f12.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.2)
  %f12.4 = call i15 @shuffle_3x5(i256 %f12.1, i256 %f12.3)
  %f12.5 = zext i15 %f12.4 to i256
  %f12.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.5, ptr addrspace(1) %f12.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = call i15 @insert_var_3x5(i256 %f13.1, i256 %f13.3)
  %f13.5 = zext i15 %f13.4 to i256
  %f13.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.5, ptr addrspace(1) %f13.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = inttoptr i256 64 to ptr addrspace(2)
  %f14.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.2)
  %f14.4 = call i5 @extract_var_3x5(i256 %f14.1, i256 %f14.3)
  %f14.5 = zext i5 %f14.4 to i256
  %f14.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.5, ptr addrspace(1) %f14.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = inttoptr i256 64 to ptr addrspace(2)
  %f15.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.2)
  %f15.4 = call i5 @reduce_add_3x5(i256 %f15.1, i256 %f15.3)
  %f15.5 = zext i5 %f15.4 to i256
  %f15.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.5, ptr addrspace(1) %f15.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = inttoptr i256 64 to ptr addrspace(2)
  %f16.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.2)
  %f16.4 = call i5 @reduce_mul_3x5(i256 %f16.1, i256 %f16.3)
  %f16.5 = zext i5 %f16.4 to i256
  %f16.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.5, ptr addrspace(1) %f16.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = inttoptr i256 64 to ptr addrspace(2)
  %f17.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.2)
  %f17.4 = call i5 @reduce_and_3x5(i256 %f17.1, i256 %f17.3)
  %f17.5 = zext i5 %f17.4 to i256
  %f17.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.5, ptr addrspace(1) %f17.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = inttoptr i256 64 to ptr addrspace(2)
  %f18.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.2)
  %f18.4 = call i5 @reduce_or_3x5(i256 %f18.1, i256 %f18.3)
  %f18.5 = zext i5 %f18.4 to i256
  %f18.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.5, ptr addrspace(1) %f18.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = inttoptr i256 64 to ptr addrspace(2)
  %f19.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.2)
  %f19.4 = call i5 @reduce_xor_3x5(i256 %f19.1, i256 %f19.3)
  %f19.5 = zext i5 %f19.4 to i256
  %f19.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.5, ptr addrspace(1) %f19.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = inttoptr i256 64 to ptr addrspace(2)
  %f20.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.2)
  %f20.4 = call i5 @reduce_smax_3x5(i256 %f20.1, i256 %f20.3)
  %f20.5 = zext i5 %f20.4 to i256
  %f20.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.5, ptr addrspace(1) %f20.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = inttoptr i256 64 to ptr addrspace(2)
  %f21.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.2)
  %f21.4 = call i5 @reduce_smin_3x5(i256 %f21.1, i256 %f21.3)
  %f21.5 = zext i5 %f21.4 to i256
  %f21.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.5, ptr addrspace(1) %f21.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = inttoptr i256 64 to ptr addrspace(2)
  %f22.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.2)
  %f22.4 = call i5 @reduce_umax_3x5(i256 %f22.1, i256 %f22.3)
  %f22.5 = zext i5 %f22.4 to i256
  %f22.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.5, ptr addrspace(1) %f22.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = inttoptr i256 64 to ptr addrspace(2)
  %f23.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.2)
  %f23.4 = call i5 @reduce_umin_3x5(i256 %f23.1, i256 %f23.3)
  %f23.5 = zext i5 %f23.4 to i256
  %f23.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.5, ptr addrspace(1) %f23.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = inttoptr i256 64 to ptr addrspace(2)
  %f24.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.2)
  %f24.4 = call i32 @shuffle_4x8(i256 %f24.1, i256 %f24.3)
  %f24.5 = zext i32 %f24.4 to i256
  %f24.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.5, ptr addrspace(1) %f24.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = inttoptr i256 64 to ptr addrspace(2)
  %f25.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.2)
  %f25.4 = call i32 @insert_var_4x8(i256 %f25.1, i256 %f25.3)
  %f25.5 = zext i32 %f25.4 to i256
  %f25.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.5, ptr addrspace(1) %f25.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = inttoptr i256 64 to ptr addrspace(2)
  %f26.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.2)
  %f26.4 = call i8 @extract_var_4x8(i256 %f26.1, i256 %f26.3)
  %f26.5 = zext i8 %f26.4 to i256
  %f26.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.5, ptr addrspace(1) %f26.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = inttoptr i256 64 to ptr addrspace(2)
  %f27.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.2)
  %f27.4 = call i8 @reduce_add_4x8(i256 %f27.1, i256 %f27.3)
  %f27.5 = zext i8 %f27.4 to i256
  %f27.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.5, ptr addrspace(1) %f27.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = inttoptr i256 64 to ptr addrspace(2)
  %f28.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.2)
  %f28.4 = call i8 @reduce_mul_4x8(i256 %f28.1, i256 %f28.3)
  %f28.5 = zext i8 %f28.4 to i256
  %f28.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.5, ptr addrspace(1) %f28.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = inttoptr i256 64 to ptr addrspace(2)
  %f29.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.2)
  %f29.4 = call i8 @reduce_and_4x8(i256 %f29.1, i256 %f29.3)
  %f29.5 = zext i8 %f29.4 to i256
  %f29.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.5, ptr addrspace(1) %f29.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = inttoptr i256 64 to ptr addrspace(2)
  %f30.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.2)
  %f30.4 = call i8 @reduce_or_4x8(i256 %f30.1, i256 %f30.3)
  %f30.5 = zext i8 %f30.4 to i256
  %f30.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.5, ptr addrspace(1) %f30.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = inttoptr i256 64 to ptr addrspace(2)
  %f31.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.2)
  %f31.4 = call i8 @reduce_xor_4x8(i256 %f31.1, i256 %f31.3)
  %f31.5 = zext i8 %f31.4 to i256
  %f31.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.5, ptr addrspace(1) %f31.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = inttoptr i256 64 to ptr addrspace(2)
  %f32.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.2)
  %f32.4 = call i8 @reduce_smax_4x8(i256 %f32.1, i256 %f32.3)
  %f32.5 = zext i8 %f32.4 to i256
  %f32.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.5, ptr addrspace(1) %f32.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = inttoptr i256 64 to ptr addrspace(2)
  %f33.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.2)
  %f33.4 = call i8 @reduce_smin_4x8(i256 %f33.1, i256 %f33.3)
  %f33.5 = zext i8 %f33.4 to i256
  %f33.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.5, ptr addrspace(1) %f33.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = inttoptr i256 64 to ptr addrspace(2)
  %f34.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.2)
  %f34.4 = call i8 @reduce_umax_4x8(i256 %f34.1, i256 %f34.3)
  %f34.5 = zext i8 %f34.4 to i256
  %f34.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.5, ptr addrspace(1) %f34.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = inttoptr i256 64 to ptr addrspace(2)
  %f35.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.2)
  %f35.4 = call i8 @reduce_umin_4x8(i256 %f35.1, i256 %f35.3)
  %f35.5 = zext i8 %f35.4 to i256
  %f35.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.5, ptr addrspace(1) %f35.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = inttoptr i256 64 to ptr addrspace(2)
  %f36.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.2)
  %f36.4 = call i128 @shuffle_4x32(i256 %f36.1, i256 %f36.3)
  %f36.5 = zext i128 %f36.4 to i256
  %f36.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.5, ptr addrspace(1) %f36.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = inttoptr i256 64 to ptr addrspace(2)
  %f37.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.2)
  %f37.4 = call i128 @insert_var_4x32(i256 %f37.1, i256 %f37.3)
  %f37.5 = zext i128 %f37.4 to i256
  %f37.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.5, ptr addrspace(1) %f37.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = inttoptr i256 64 to ptr addrspace(2)
  %f38.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.2)
  %f38.4 = call i32 @extract_var_4x32(i256 %f38.1, i256 %f38.3)
  %f38.5 = zext i32 %f38.4 to i256
  %f38.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.5, ptr addrspace(1) %f38.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = inttoptr i256 64 to ptr addrspace(2)
  %f39.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.2)
  %f39.4 = call i32 @reduce_add_4x32(i256 %f39.1, i256 %f39.3)
  %f39.5 = zext i32 %f39.4 to i256
  %f39.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.5, ptr addrspace(1) %f39.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = inttoptr i256 64 to ptr addrspace(2)
  %f40.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.2)
  %f40.4 = call i32 @reduce_mul_4x32(i256 %f40.1, i256 %f40.3)
  %f40.5 = zext i32 %f40.4 to i256
  %f40.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.5, ptr addrspace(1) %f40.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = inttoptr i256 64 to ptr addrspace(2)
  %f41.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.2)
  %f41.4 = call i32 @reduce_and_4x32(i256 %f41.1, i256 %f41.3)
  %f41.5 = zext i32 %f41.4 to i256
  %f41.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.5, ptr addrspace(1) %f41.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f42:
  %f42.0 = inttoptr i256 32 to ptr addrspace(2)
  %f42.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.0)
  %f42.2 = inttoptr i256 64 to ptr addrspace(2)
  %f42.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.2)
  %f42.4 = call i32 @reduce_or_4x32(i256 %f42.1, i256 %f42.3)
  %f42.5 = zext i32 %f42.4 to i256
  %f42.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f42.5, ptr addrspace(1) %f42.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f43:
  %f43.0 = inttoptr i256 32 to ptr addrspace(2)
  %f43.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.0)
  %f43.2 = inttoptr i256 64 to ptr addrspace(2)
  %f43.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.2)
  %f43.4 = call i32 @reduce_xor_4x32(i256 %f43.1, i256 %f43.3)
  %f43.5 = zext i32 %f43.4 to i256
  %f43.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f43.5, ptr addrspace(1) %f43.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f44:
  %f44.0 = inttoptr i256 32 to ptr addrspace(2)
  %f44.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.0)
  %f44.2 = inttoptr i256 64 to ptr addrspace(2)
  %f44.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.2)
  %f44.4 = call i32 @reduce_smax_4x32(i256 %f44.1, i256 %f44.3)
  %f44.5 = zext i32 %f44.4 to i256
  %f44.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f44.5, ptr addrspace(1) %f44.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f45:
  %f45.0 = inttoptr i256 32 to ptr addrspace(2)
  %f45.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.0)
  %f45.2 = inttoptr i256 64 to ptr addrspace(2)
  %f45.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.2)
  %f45.4 = call i32 @reduce_smin_4x32(i256 %f45.1, i256 %f45.3)
  %f45.5 = zext i32 %f45.4 to i256
  %f45.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f45.5, ptr addrspace(1) %f45.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f46:
  %f46.0 = inttoptr i256 32 to ptr addrspace(2)
  %f46.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.0)
  %f46.2 = inttoptr i256 64 to ptr addrspace(2)
  %f46.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.2)
  %f46.4 = call i32 @reduce_umax_4x32(i256 %f46.1, i256 %f46.3)
  %f46.5 = zext i32 %f46.4 to i256
  %f46.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f46.5, ptr addrspace(1) %f46.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f47:
  %f47.0 = inttoptr i256 32 to ptr addrspace(2)
  %f47.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.0)
  %f47.2 = inttoptr i256 64 to ptr addrspace(2)
  %f47.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.2)
  %f47.4 = call i32 @reduce_umin_4x32(i256 %f47.1, i256 %f47.3)
  %f47.5 = zext i32 %f47.4 to i256
  %f47.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f47.5, ptr addrspace(1) %f47.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f48:
  %f48.0 = inttoptr i256 32 to ptr addrspace(2)
  %f48.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.0)
  %f48.2 = inttoptr i256 64 to ptr addrspace(2)
  %f48.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.2)
  %f48.4 = call i256 @shuffle_2x128(i256 %f48.1, i256 %f48.3)
  %f48.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.4, ptr addrspace(1) %f48.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = inttoptr i256 64 to ptr addrspace(2)
  %f49.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.2)
  %f49.4 = call i256 @insert_var_2x128(i256 %f49.1, i256 %f49.3)
  %f49.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.4, ptr addrspace(1) %f49.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = inttoptr i256 64 to ptr addrspace(2)
  %f50.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.2)
  %f50.4 = call i128 @extract_var_2x128(i256 %f50.1, i256 %f50.3)
  %f50.5 = zext i128 %f50.4 to i256
  %f50.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.5, ptr addrspace(1) %f50.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = inttoptr i256 64 to ptr addrspace(2)
  %f51.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.2)
  %f51.4 = call i128 @reduce_add_2x128(i256 %f51.1, i256 %f51.3)
  %f51.5 = zext i128 %f51.4 to i256
  %f51.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.5, ptr addrspace(1) %f51.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = inttoptr i256 64 to ptr addrspace(2)
  %f52.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.2)
  %f52.4 = call i128 @reduce_mul_2x128(i256 %f52.1, i256 %f52.3)
  %f52.5 = zext i128 %f52.4 to i256
  %f52.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.5, ptr addrspace(1) %f52.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = inttoptr i256 64 to ptr addrspace(2)
  %f53.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.2)
  %f53.4 = call i128 @reduce_and_2x128(i256 %f53.1, i256 %f53.3)
  %f53.5 = zext i128 %f53.4 to i256
  %f53.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.5, ptr addrspace(1) %f53.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = inttoptr i256 64 to ptr addrspace(2)
  %f54.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.2)
  %f54.4 = call i128 @reduce_or_2x128(i256 %f54.1, i256 %f54.3)
  %f54.5 = zext i128 %f54.4 to i256
  %f54.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.5, ptr addrspace(1) %f54.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f55:
  %f55.0 = inttoptr i256 32 to ptr addrspace(2)
  %f55.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.0)
  %f55.2 = inttoptr i256 64 to ptr addrspace(2)
  %f55.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.2)
  %f55.4 = call i128 @reduce_xor_2x128(i256 %f55.1, i256 %f55.3)
  %f55.5 = zext i128 %f55.4 to i256
  %f55.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f55.5, ptr addrspace(1) %f55.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f56:
  %f56.0 = inttoptr i256 32 to ptr addrspace(2)
  %f56.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.0)
  %f56.2 = inttoptr i256 64 to ptr addrspace(2)
  %f56.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.2)
  %f56.4 = call i128 @reduce_smax_2x128(i256 %f56.1, i256 %f56.3)
  %f56.5 = zext i128 %f56.4 to i256
  %f56.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f56.5, ptr addrspace(1) %f56.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f57:
  %f57.0 = inttoptr i256 32 to ptr addrspace(2)
  %f57.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.0)
  %f57.2 = inttoptr i256 64 to ptr addrspace(2)
  %f57.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.2)
  %f57.4 = call i128 @reduce_smin_2x128(i256 %f57.1, i256 %f57.3)
  %f57.5 = zext i128 %f57.4 to i256
  %f57.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f57.5, ptr addrspace(1) %f57.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f58:
  %f58.0 = inttoptr i256 32 to ptr addrspace(2)
  %f58.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.0)
  %f58.2 = inttoptr i256 64 to ptr addrspace(2)
  %f58.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.2)
  %f58.4 = call i128 @reduce_umax_2x128(i256 %f58.1, i256 %f58.3)
  %f58.5 = zext i128 %f58.4 to i256
  %f58.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f58.5, ptr addrspace(1) %f58.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f59:
  %f59.0 = inttoptr i256 32 to ptr addrspace(2)
  %f59.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.0)
  %f59.2 = inttoptr i256 64 to ptr addrspace(2)
  %f59.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.2)
  %f59.4 = call i128 @reduce_umin_2x128(i256 %f59.1, i256 %f59.3)
  %f59.5 = zext i128 %f59.4 to i256
  %f59.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f59.5, ptr addrspace(1) %f59.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f60:
  %f60.0 = inttoptr i256 32 to ptr addrspace(2)
  %f60.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.0)
  %f60.2 = inttoptr i256 64 to ptr addrspace(2)
  %f60.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.2)
  %f60.4 = call i512 @shuffle_2x256(i256 %f60.1, i256 %f60.3)
  %f60.5 = lshr i512 %f60.4, 256
  %f60.6 = trunc i512 %f60.5 to i256
  %f60.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f60.6, ptr addrspace(1) %f60.7
  %f60.8 = trunc i512 %f60.4 to i256
  %f60.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f60.8, ptr addrspace(1) %f60.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f61:
  %f61.0 = inttoptr i256 32 to ptr addrspace(2)
  %f61.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.0)
  %f61.2 = inttoptr i256 64 to ptr addrspace(2)
  %f61.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.2)
  %f61.4 = call i512 @insert_var_2x256(i256 %f61.1, i256 %f61.3)
  %f61.5 = lshr i512 %f61.4, 256
  %f61.6 = trunc i512 %f61.5 to i256
  %f61.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f61.6, ptr addrspace(1) %f61.7
  %f61.8 = trunc i512 %f61.4 to i256
  %f61.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f61.8, ptr addrspace(1) %f61.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f62:
  %f62.0 = inttoptr i256 32 to ptr addrspace(2)
  %f62.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.0)
  %f62.2 = inttoptr i256 64 to ptr addrspace(2)
  %f62.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.2)
  %f62.4 = call i256 @extract_var_2x256(i256 %f62.1, i256 %f62.3)
  %f62.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f62.4, ptr addrspace(1) %f62.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f63:
  %f63.0 = inttoptr i256 32 to ptr addrspace(2)
  %f63.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.0)
  %f63.2 = inttoptr i256 64 to ptr addrspace(2)
  %f63.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.2)
  %f63.4 = call i256 @reduce_add_2x256(i256 %f63.1, i256 %f63.3)
  %f63.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f63.4, ptr addrspace(1) %f63.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f64:
  %f64.0 = inttoptr i256 32 to ptr addrspace(2)
  %f64.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.0)
  %f64.2 = inttoptr i256 64 to ptr addrspace(2)
  %f64.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.2)
  %f64.4 = call i256 @reduce_mul_2x256(i256 %f64.1, i256 %f64.3)
  %f64.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f64.4, ptr addrspace(1) %f64.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f65:
  %f65.0 = inttoptr i256 32 to ptr addrspace(2)
  %f65.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.0)
  %f65.2 = inttoptr i256 64 to ptr addrspace(2)
  %f65.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.2)
  %f65.4 = call i256 @reduce_and_2x256(i256 %f65.1, i256 %f65.3)
  %f65.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f65.4, ptr addrspace(1) %f65.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f66:
  %f66.0 = inttoptr i256 32 to ptr addrspace(2)
  %f66.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.0)
  %f66.2 = inttoptr i256 64 to ptr addrspace(2)
  %f66.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.2)
  %f66.4 = call i256 @reduce_or_2x256(i256 %f66.1, i256 %f66.3)
  %f66.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f66.4, ptr addrspace(1) %f66.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f67:
  %f67.0 = inttoptr i256 32 to ptr addrspace(2)
  %f67.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.0)
  %f67.2 = inttoptr i256 64 to ptr addrspace(2)
  %f67.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.2)
  %f67.4 = call i256 @reduce_xor_2x256(i256 %f67.1, i256 %f67.3)
  %f67.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f67.4, ptr addrspace(1) %f67.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f68:
  %f68.0 = inttoptr i256 32 to ptr addrspace(2)
  %f68.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.0)
  %f68.2 = inttoptr i256 64 to ptr addrspace(2)
  %f68.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.2)
  %f68.4 = call i256 @reduce_smax_2x256(i256 %f68.1, i256 %f68.3)
  %f68.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f68.4, ptr addrspace(1) %f68.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f69:
  %f69.0 = inttoptr i256 32 to ptr addrspace(2)
  %f69.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.0)
  %f69.2 = inttoptr i256 64 to ptr addrspace(2)
  %f69.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.2)
  %f69.4 = call i256 @reduce_smin_2x256(i256 %f69.1, i256 %f69.3)
  %f69.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f69.4, ptr addrspace(1) %f69.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f70:
  %f70.0 = inttoptr i256 32 to ptr addrspace(2)
  %f70.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f70.0)
  %f70.2 = inttoptr i256 64 to ptr addrspace(2)
  %f70.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f70.2)
  %f70.4 = call i256 @reduce_umax_2x256(i256 %f70.1, i256 %f70.3)
  %f70.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f70.4, ptr addrspace(1) %f70.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f71:
  %f71.0 = inttoptr i256 32 to ptr addrspace(2)
  %f71.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f71.0)
  %f71.2 = inttoptr i256 64 to ptr addrspace(2)
  %f71.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f71.2)
  %f71.4 = call i256 @reduce_umin_2x256(i256 %f71.1, i256 %f71.3)
  %f71.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f71.4, ptr addrspace(1) %f71.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f72:
  %f72.0 = inttoptr i256 32 to ptr addrspace(2)
  %f72.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f72.0)
  %f72.2 = inttoptr i256 64 to ptr addrspace(2)
  %f72.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f72.2)
  %f72.4 = call i514 @shuffle_2x257(i256 %f72.1, i256 %f72.3)
  %f72.5 = lshr i514 %f72.4, 512
  %f72.6 = trunc i514 %f72.5 to i256
  %f72.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f72.6, ptr addrspace(1) %f72.7
  %f72.8 = lshr i514 %f72.4, 256
  %f72.9 = trunc i514 %f72.8 to i256
  %f72.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f72.9, ptr addrspace(1) %f72.10
  %f72.11 = trunc i514 %f72.4 to i256
  %f72.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f72.11, ptr addrspace(1) %f72.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f73:
  %f73.0 = inttoptr i256 32 to ptr addrspace(2)
  %f73.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f73.0)
  %f73.2 = inttoptr i256 64 to ptr addrspace(2)
  %f73.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f73.2)
  %f73.4 = call i514 @insert_var_2x257(i256 %f73.1, i256 %f73.3)
  %f73.5 = lshr i514 %f73.4, 512
  %f73.6 = trunc i514 %f73.5 to i256
  %f73.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f73.6, ptr addrspace(1) %f73.7
  %f73.8 = lshr i514 %f73.4, 256
  %f73.9 = trunc i514 %f73.8 to i256
  %f73.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f73.9, ptr addrspace(1) %f73.10
  %f73.11 = trunc i514 %f73.4 to i256
  %f73.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f73.11, ptr addrspace(1) %f73.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f74:
  %f74.0 = inttoptr i256 32 to ptr addrspace(2)
  %f74.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f74.0)
  %f74.2 = inttoptr i256 64 to ptr addrspace(2)
  %f74.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f74.2)
  %f74.4 = call i257 @extract_var_2x257(i256 %f74.1, i256 %f74.3)
  %f74.5 = lshr i257 %f74.4, 256
  %f74.6 = trunc i257 %f74.5 to i256
  %f74.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f74.6, ptr addrspace(1) %f74.7
  %f74.8 = trunc i257 %f74.4 to i256
  %f74.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f74.8, ptr addrspace(1) %f74.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f75:
  %f75.0 = inttoptr i256 32 to ptr addrspace(2)
  %f75.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f75.0)
  %f75.2 = inttoptr i256 64 to ptr addrspace(2)
  %f75.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f75.2)
  %f75.4 = call i257 @reduce_add_2x257(i256 %f75.1, i256 %f75.3)
  %f75.5 = lshr i257 %f75.4, 256
  %f75.6 = trunc i257 %f75.5 to i256
  %f75.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f75.6, ptr addrspace(1) %f75.7
  %f75.8 = trunc i257 %f75.4 to i256
  %f75.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f75.8, ptr addrspace(1) %f75.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f76:
  %f76.0 = inttoptr i256 32 to ptr addrspace(2)
  %f76.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f76.0)
  %f76.2 = inttoptr i256 64 to ptr addrspace(2)
  %f76.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f76.2)
  %f76.4 = call i257 @reduce_mul_2x257(i256 %f76.1, i256 %f76.3)
  %f76.5 = lshr i257 %f76.4, 256
  %f76.6 = trunc i257 %f76.5 to i256
  %f76.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f76.6, ptr addrspace(1) %f76.7
  %f76.8 = trunc i257 %f76.4 to i256
  %f76.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f76.8, ptr addrspace(1) %f76.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f77:
  %f77.0 = inttoptr i256 32 to ptr addrspace(2)
  %f77.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f77.0)
  %f77.2 = inttoptr i256 64 to ptr addrspace(2)
  %f77.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f77.2)
  %f77.4 = call i257 @reduce_and_2x257(i256 %f77.1, i256 %f77.3)
  %f77.5 = lshr i257 %f77.4, 256
  %f77.6 = trunc i257 %f77.5 to i256
  %f77.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f77.6, ptr addrspace(1) %f77.7
  %f77.8 = trunc i257 %f77.4 to i256
  %f77.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f77.8, ptr addrspace(1) %f77.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f78:
  %f78.0 = inttoptr i256 32 to ptr addrspace(2)
  %f78.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f78.0)
  %f78.2 = inttoptr i256 64 to ptr addrspace(2)
  %f78.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f78.2)
  %f78.4 = call i257 @reduce_or_2x257(i256 %f78.1, i256 %f78.3)
  %f78.5 = lshr i257 %f78.4, 256
  %f78.6 = trunc i257 %f78.5 to i256
  %f78.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f78.6, ptr addrspace(1) %f78.7
  %f78.8 = trunc i257 %f78.4 to i256
  %f78.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f78.8, ptr addrspace(1) %f78.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f79:
  %f79.0 = inttoptr i256 32 to ptr addrspace(2)
  %f79.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f79.0)
  %f79.2 = inttoptr i256 64 to ptr addrspace(2)
  %f79.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f79.2)
  %f79.4 = call i257 @reduce_xor_2x257(i256 %f79.1, i256 %f79.3)
  %f79.5 = lshr i257 %f79.4, 256
  %f79.6 = trunc i257 %f79.5 to i256
  %f79.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f79.6, ptr addrspace(1) %f79.7
  %f79.8 = trunc i257 %f79.4 to i256
  %f79.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f79.8, ptr addrspace(1) %f79.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f80:
  %f80.0 = inttoptr i256 32 to ptr addrspace(2)
  %f80.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f80.0)
  %f80.2 = inttoptr i256 64 to ptr addrspace(2)
  %f80.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f80.2)
  %f80.4 = call i257 @reduce_smax_2x257(i256 %f80.1, i256 %f80.3)
  %f80.5 = lshr i257 %f80.4, 256
  %f80.6 = trunc i257 %f80.5 to i256
  %f80.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f80.6, ptr addrspace(1) %f80.7
  %f80.8 = trunc i257 %f80.4 to i256
  %f80.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f80.8, ptr addrspace(1) %f80.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f81:
  %f81.0 = inttoptr i256 32 to ptr addrspace(2)
  %f81.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f81.0)
  %f81.2 = inttoptr i256 64 to ptr addrspace(2)
  %f81.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f81.2)
  %f81.4 = call i257 @reduce_smin_2x257(i256 %f81.1, i256 %f81.3)
  %f81.5 = lshr i257 %f81.4, 256
  %f81.6 = trunc i257 %f81.5 to i256
  %f81.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f81.6, ptr addrspace(1) %f81.7
  %f81.8 = trunc i257 %f81.4 to i256
  %f81.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f81.8, ptr addrspace(1) %f81.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f82:
  %f82.0 = inttoptr i256 32 to ptr addrspace(2)
  %f82.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f82.0)
  %f82.2 = inttoptr i256 64 to ptr addrspace(2)
  %f82.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f82.2)
  %f82.4 = call i257 @reduce_umax_2x257(i256 %f82.1, i256 %f82.3)
  %f82.5 = lshr i257 %f82.4, 256
  %f82.6 = trunc i257 %f82.5 to i256
  %f82.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f82.6, ptr addrspace(1) %f82.7
  %f82.8 = trunc i257 %f82.4 to i256
  %f82.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f82.8, ptr addrspace(1) %f82.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f83:
  %f83.0 = inttoptr i256 32 to ptr addrspace(2)
  %f83.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f83.0)
  %f83.2 = inttoptr i256 64 to ptr addrspace(2)
  %f83.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f83.2)
  %f83.4 = call i257 @reduce_umin_2x257(i256 %f83.1, i256 %f83.3)
  %f83.5 = lshr i257 %f83.4, 256
  %f83.6 = trunc i257 %f83.5 to i256
  %f83.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f83.6, ptr addrspace(1) %f83.7
  %f83.8 = trunc i257 %f83.4 to i256
  %f83.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f83.8, ptr addrspace(1) %f83.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i8 @shuffle_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %v = shufflevector <8 x i1> %va, <8 x i1> %vb, <8 x i32> <i32 15, i32 12, i32 9, i32 6, i32 3, i32 0, i32 13, i32 10>
  %p.e0 = extractelement <8 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i8
  %p.s0 = shl i8 %p.z0, 0
  %p.e1 = extractelement <8 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i8
  %p.s1 = shl i8 %p.z1, 1
  %p.o1 = or i8 %p.s0, %p.s1
  %p.e2 = extractelement <8 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i8
  %p.s2 = shl i8 %p.z2, 2
  %p.o2 = or i8 %p.o1, %p.s2
  %p.e3 = extractelement <8 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i8
  %p.s3 = shl i8 %p.z3, 3
  %p.o3 = or i8 %p.o2, %p.s3
  %p.e4 = extractelement <8 x i1> %v, i32 4
  %p.z4 = zext i1 %p.e4 to i8
  %p.s4 = shl i8 %p.z4, 4
  %p.o4 = or i8 %p.o3, %p.s4
  %p.e5 = extractelement <8 x i1> %v, i32 5
  %p.z5 = zext i1 %p.e5 to i8
  %p.s5 = shl i8 %p.z5, 5
  %p.o5 = or i8 %p.o4, %p.s5
  %p.e6 = extractelement <8 x i1> %v, i32 6
  %p.z6 = zext i1 %p.e6 to i8
  %p.s6 = shl i8 %p.z6, 6
  %p.o6 = or i8 %p.o5, %p.s6
  %p.e7 = extractelement <8 x i1> %v, i32 7
  %p.z7 = zext i1 %p.e7 to i8
  %p.s7 = shl i8 %p.z7, 7
  %p.o7 = or i8 %p.o6, %p.s7
  %r = or i8 %p.o7, 0
  ret i8 %r
}

define i8 @insert_var_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %i.w = urem i256 %b, 8
  %i = trunc i256 %i.w to i32
  %x = extractelement <8 x i1> %vb, i32 0
  %v = insertelement <8 x i1> %va, i1 %x, i32 %i
  %p.e0 = extractelement <8 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i8
  %p.s0 = shl i8 %p.z0, 0
  %p.e1 = extractelement <8 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i8
  %p.s1 = shl i8 %p.z1, 1
  %p.o1 = or i8 %p.s0, %p.s1
  %p.e2 = extractelement <8 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i8
  %p.s2 = shl i8 %p.z2, 2
  %p.o2 = or i8 %p.o1, %p.s2
  %p.e3 = extractelement <8 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i8
  %p.s3 = shl i8 %p.z3, 3
  %p.o3 = or i8 %p.o2, %p.s3
  %p.e4 = extractelement <8 x i1> %v, i32 4
  %p.z4 = zext i1 %p.e4 to i8
  %p.s4 = shl i8 %p.z4, 4
  %p.o4 = or i8 %p.o3, %p.s4
  %p.e5 = extractelement <8 x i1> %v, i32 5
  %p.z5 = zext i1 %p.e5 to i8
  %p.s5 = shl i8 %p.z5, 5
  %p.o5 = or i8 %p.o4, %p.s5
  %p.e6 = extractelement <8 x i1> %v, i32 6
  %p.z6 = zext i1 %p.e6 to i8
  %p.s6 = shl i8 %p.z6, 6
  %p.o6 = or i8 %p.o5, %p.s6
  %p.e7 = extractelement <8 x i1> %v, i32 7
  %p.z7 = zext i1 %p.e7 to i8
  %p.s7 = shl i8 %p.z7, 7
  %p.o7 = or i8 %p.o6, %p.s7
  %r = or i8 %p.o7, 0
  ret i8 %r
}

define i1 @extract_var_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %i.w = urem i256 %b, 8
  %i = trunc i256 %i.w to i32
  %r = extractelement <8 x i1> %va, i32 %i
  ret i1 %r
}

define i1 @reduce_add_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.add.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_mul_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.mul.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_and_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.and.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_or_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_xor_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.xor.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_smax_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.smax.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_smin_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.smin.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_umax_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.umax.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i1 @reduce_umin_8x1(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i1
  %va.0 = insertelement <8 x i1> poison, i1 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 1
  %va.e1 = trunc i1024 %va.s1 to i1
  %va.1 = insertelement <8 x i1> %va.0, i1 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 2
  %va.e2 = trunc i1024 %va.s2 to i1
  %va.2 = insertelement <8 x i1> %va.1, i1 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 3
  %va.e3 = trunc i1024 %va.s3 to i1
  %va.3 = insertelement <8 x i1> %va.2, i1 %va.e3, i32 3
  %va.s4 = lshr i1024 %ab.0, 4
  %va.e4 = trunc i1024 %va.s4 to i1
  %va.4 = insertelement <8 x i1> %va.3, i1 %va.e4, i32 4
  %va.s5 = lshr i1024 %ab.0, 5
  %va.e5 = trunc i1024 %va.s5 to i1
  %va.5 = insertelement <8 x i1> %va.4, i1 %va.e5, i32 5
  %va.s6 = lshr i1024 %ab.0, 6
  %va.e6 = trunc i1024 %va.s6 to i1
  %va.6 = insertelement <8 x i1> %va.5, i1 %va.e6, i32 6
  %va.s7 = lshr i1024 %ab.0, 7
  %va.e7 = trunc i1024 %va.s7 to i1
  %va.7 = insertelement <8 x i1> %va.6, i1 %va.e7, i32 7
  %va = shufflevector <8 x i1> %va.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i1
  %vb.0 = insertelement <8 x i1> poison, i1 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 1
  %vb.e1 = trunc i1024 %vb.s1 to i1
  %vb.1 = insertelement <8 x i1> %vb.0, i1 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 2
  %vb.e2 = trunc i1024 %vb.s2 to i1
  %vb.2 = insertelement <8 x i1> %vb.1, i1 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 3
  %vb.e3 = trunc i1024 %vb.s3 to i1
  %vb.3 = insertelement <8 x i1> %vb.2, i1 %vb.e3, i32 3
  %vb.s4 = lshr i1024 %ba.0, 4
  %vb.e4 = trunc i1024 %vb.s4 to i1
  %vb.4 = insertelement <8 x i1> %vb.3, i1 %vb.e4, i32 4
  %vb.s5 = lshr i1024 %ba.0, 5
  %vb.e5 = trunc i1024 %vb.s5 to i1
  %vb.5 = insertelement <8 x i1> %vb.4, i1 %vb.e5, i32 5
  %vb.s6 = lshr i1024 %ba.0, 6
  %vb.e6 = trunc i1024 %vb.s6 to i1
  %vb.6 = insertelement <8 x i1> %vb.5, i1 %vb.e6, i32 6
  %vb.s7 = lshr i1024 %ba.0, 7
  %vb.e7 = trunc i1024 %vb.s7 to i1
  %vb.7 = insertelement <8 x i1> %vb.6, i1 %vb.e7, i32 7
  %vb = shufflevector <8 x i1> %vb.7, <8 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = call i1 @llvm.vector.reduce.umin.v8i1(<8 x i1> %va)
  ret i1 %r
}

define i15 @shuffle_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %v = shufflevector <3 x i5> %va, <3 x i5> %vb, <3 x i32> <i32 5, i32 2, i32 5>
  %p.e0 = extractelement <3 x i5> %v, i32 0
  %p.z0 = zext i5 %p.e0 to i15
  %p.s0 = shl i15 %p.z0, 0
  %p.e1 = extractelement <3 x i5> %v, i32 1
  %p.z1 = zext i5 %p.e1 to i15
  %p.s1 = shl i15 %p.z1, 5
  %p.o1 = or i15 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i5> %v, i32 2
  %p.z2 = zext i5 %p.e2 to i15
  %p.s2 = shl i15 %p.z2, 10
  %p.o2 = or i15 %p.o1, %p.s2
  %r = or i15 %p.o2, 0
  ret i15 %r
}

define i15 @insert_var_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %i.w = urem i256 %b, 3
  %i = trunc i256 %i.w to i32
  %x = extractelement <3 x i5> %vb, i32 0
  %v = insertelement <3 x i5> %va, i5 %x, i32 %i
  %p.e0 = extractelement <3 x i5> %v, i32 0
  %p.z0 = zext i5 %p.e0 to i15
  %p.s0 = shl i15 %p.z0, 0
  %p.e1 = extractelement <3 x i5> %v, i32 1
  %p.z1 = zext i5 %p.e1 to i15
  %p.s1 = shl i15 %p.z1, 5
  %p.o1 = or i15 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i5> %v, i32 2
  %p.z2 = zext i5 %p.e2 to i15
  %p.s2 = shl i15 %p.z2, 10
  %p.o2 = or i15 %p.o1, %p.s2
  %r = or i15 %p.o2, 0
  ret i15 %r
}

define i5 @extract_var_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %i.w = urem i256 %b, 3
  %i = trunc i256 %i.w to i32
  %r = extractelement <3 x i5> %va, i32 %i
  ret i5 %r
}

define i5 @reduce_add_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.add.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_mul_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.mul.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_and_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.and.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_or_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.or.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_xor_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.xor.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_smax_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.smax.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_smin_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.smin.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_umax_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.umax.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i5 @reduce_umin_3x5(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i5
  %va.0 = insertelement <3 x i5> poison, i5 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 5
  %va.e1 = trunc i1024 %va.s1 to i5
  %va.1 = insertelement <3 x i5> %va.0, i5 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 10
  %va.e2 = trunc i1024 %va.s2 to i5
  %va.2 = insertelement <3 x i5> %va.1, i5 %va.e2, i32 2
  %va = shufflevector <3 x i5> %va.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i5
  %vb.0 = insertelement <3 x i5> poison, i5 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 5
  %vb.e1 = trunc i1024 %vb.s1 to i5
  %vb.1 = insertelement <3 x i5> %vb.0, i5 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 10
  %vb.e2 = trunc i1024 %vb.s2 to i5
  %vb.2 = insertelement <3 x i5> %vb.1, i5 %vb.e2, i32 2
  %vb = shufflevector <3 x i5> %vb.2, <3 x i5> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %r = call i5 @llvm.vector.reduce.umin.v3i5(<3 x i5> %va)
  ret i5 %r
}

define i32 @shuffle_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v = shufflevector <4 x i8> %va, <4 x i8> %vb, <4 x i32> <i32 7, i32 4, i32 1, i32 6>
  %p.e0 = extractelement <4 x i8> %v, i32 0
  %p.z0 = zext i8 %p.e0 to i32
  %p.s0 = shl i32 %p.z0, 0
  %p.e1 = extractelement <4 x i8> %v, i32 1
  %p.z1 = zext i8 %p.e1 to i32
  %p.s1 = shl i32 %p.z1, 8
  %p.o1 = or i32 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i8> %v, i32 2
  %p.z2 = zext i8 %p.e2 to i32
  %p.s2 = shl i32 %p.z2, 16
  %p.o2 = or i32 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i8> %v, i32 3
  %p.z3 = zext i8 %p.e3 to i32
  %p.s3 = shl i32 %p.z3, 24
  %p.o3 = or i32 %p.o2, %p.s3
  %r = or i32 %p.o3, 0
  ret i32 %r
}

define i32 @insert_var_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %i.w = urem i256 %b, 4
  %i = trunc i256 %i.w to i32
  %x = extractelement <4 x i8> %vb, i32 0
  %v = insertelement <4 x i8> %va, i8 %x, i32 %i
  %p.e0 = extractelement <4 x i8> %v, i32 0
  %p.z0 = zext i8 %p.e0 to i32
  %p.s0 = shl i32 %p.z0, 0
  %p.e1 = extractelement <4 x i8> %v, i32 1
  %p.z1 = zext i8 %p.e1 to i32
  %p.s1 = shl i32 %p.z1, 8
  %p.o1 = or i32 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i8> %v, i32 2
  %p.z2 = zext i8 %p.e2 to i32
  %p.s2 = shl i32 %p.z2, 16
  %p.o2 = or i32 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i8> %v, i32 3
  %p.z3 = zext i8 %p.e3 to i32
  %p.s3 = shl i32 %p.z3, 24
  %p.o3 = or i32 %p.o2, %p.s3
  %r = or i32 %p.o3, 0
  ret i32 %r
}

define i8 @extract_var_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %i.w = urem i256 %b, 4
  %i = trunc i256 %i.w to i32
  %r = extractelement <4 x i8> %va, i32 %i
  ret i8 %r
}

define i8 @reduce_add_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_mul_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.mul.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_and_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.and.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_or_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.or.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_xor_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.xor.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_smax_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.smax.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_smin_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.smin.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_umax_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.umax.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i8 @reduce_umin_4x8(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i8
  %va.0 = insertelement <4 x i8> poison, i8 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 8
  %va.e1 = trunc i1024 %va.s1 to i8
  %va.1 = insertelement <4 x i8> %va.0, i8 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 16
  %va.e2 = trunc i1024 %va.s2 to i8
  %va.2 = insertelement <4 x i8> %va.1, i8 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 24
  %va.e3 = trunc i1024 %va.s3 to i8
  %va.3 = insertelement <4 x i8> %va.2, i8 %va.e3, i32 3
  %va = shufflevector <4 x i8> %va.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i8
  %vb.0 = insertelement <4 x i8> poison, i8 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 8
  %vb.e1 = trunc i1024 %vb.s1 to i8
  %vb.1 = insertelement <4 x i8> %vb.0, i8 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 16
  %vb.e2 = trunc i1024 %vb.s2 to i8
  %vb.2 = insertelement <4 x i8> %vb.1, i8 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 24
  %vb.e3 = trunc i1024 %vb.s3 to i8
  %vb.3 = insertelement <4 x i8> %vb.2, i8 %vb.e3, i32 3
  %vb = shufflevector <4 x i8> %vb.3, <4 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i8 @llvm.vector.reduce.umin.v4i8(<4 x i8> %va)
  ret i8 %r
}

define i128 @shuffle_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v = shufflevector <4 x i32> %va, <4 x i32> %vb, <4 x i32> <i32 7, i32 4, i32 1, i32 6>
  %p.e0 = extractelement <4 x i32> %v, i32 0
  %p.z0 = zext i32 %p.e0 to i128
  %p.s0 = shl i128 %p.z0, 0
  %p.e1 = extractelement <4 x i32> %v, i32 1
  %p.z1 = zext i32 %p.e1 to i128
  %p.s1 = shl i128 %p.z1, 32
  %p.o1 = or i128 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i32> %v, i32 2
  %p.z2 = zext i32 %p.e2 to i128
  %p.s2 = shl i128 %p.z2, 64
  %p.o2 = or i128 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i32> %v, i32 3
  %p.z3 = zext i32 %p.e3 to i128
  %p.s3 = shl i128 %p.z3, 96
  %p.o3 = or i128 %p.o2, %p.s3
  %r = or i128 %p.o3, 0
  ret i128 %r
}

define i128 @insert_var_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %i.w = urem i256 %b, 4
  %i = trunc i256 %i.w to i32
  %x = extractelement <4 x i32> %vb, i32 0
  %v = insertelement <4 x i32> %va, i32 %x, i32 %i
  %p.e0 = extractelement <4 x i32> %v, i32 0
  %p.z0 = zext i32 %p.e0 to i128
  %p.s0 = shl i128 %p.z0, 0
  %p.e1 = extractelement <4 x i32> %v, i32 1
  %p.z1 = zext i32 %p.e1 to i128
  %p.s1 = shl i128 %p.z1, 32
  %p.o1 = or i128 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i32> %v, i32 2
  %p.z2 = zext i32 %p.e2 to i128
  %p.s2 = shl i128 %p.z2, 64
  %p.o2 = or i128 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i32> %v, i32 3
  %p.z3 = zext i32 %p.e3 to i128
  %p.s3 = shl i128 %p.z3, 96
  %p.o3 = or i128 %p.o2, %p.s3
  %r = or i128 %p.o3, 0
  ret i128 %r
}

define i32 @extract_var_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %i.w = urem i256 %b, 4
  %i = trunc i256 %i.w to i32
  %r = extractelement <4 x i32> %va, i32 %i
  ret i32 %r
}

define i32 @reduce_add_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_mul_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_and_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_or_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_xor_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_smax_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_smin_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_umax_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i32 @reduce_umin_4x32(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i32
  %va.0 = insertelement <4 x i32> poison, i32 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 32
  %va.e1 = trunc i1024 %va.s1 to i32
  %va.1 = insertelement <4 x i32> %va.0, i32 %va.e1, i32 1
  %va.s2 = lshr i1024 %ab.0, 64
  %va.e2 = trunc i1024 %va.s2 to i32
  %va.2 = insertelement <4 x i32> %va.1, i32 %va.e2, i32 2
  %va.s3 = lshr i1024 %ab.0, 96
  %va.e3 = trunc i1024 %va.s3 to i32
  %va.3 = insertelement <4 x i32> %va.2, i32 %va.e3, i32 3
  %va = shufflevector <4 x i32> %va.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i32
  %vb.0 = insertelement <4 x i32> poison, i32 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 32
  %vb.e1 = trunc i1024 %vb.s1 to i32
  %vb.1 = insertelement <4 x i32> %vb.0, i32 %vb.e1, i32 1
  %vb.s2 = lshr i1024 %ba.0, 64
  %vb.e2 = trunc i1024 %vb.s2 to i32
  %vb.2 = insertelement <4 x i32> %vb.1, i32 %vb.e2, i32 2
  %vb.s3 = lshr i1024 %ba.0, 96
  %vb.e3 = trunc i1024 %vb.s3 to i32
  %vb.3 = insertelement <4 x i32> %vb.2, i32 %vb.e3, i32 3
  %vb = shufflevector <4 x i32> %vb.3, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %va)
  ret i32 %r
}

define i256 @shuffle_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %v = shufflevector <2 x i128> %va, <2 x i128> %vb, <2 x i32> <i32 3, i32 0>
  %p.e0 = extractelement <2 x i128> %v, i32 0
  %p.z0 = zext i128 %p.e0 to i256
  %p.s0 = shl i256 %p.z0, 0
  %p.e1 = extractelement <2 x i128> %v, i32 1
  %p.z1 = zext i128 %p.e1 to i256
  %p.s1 = shl i256 %p.z1, 128
  %p.o1 = or i256 %p.s0, %p.s1
  %r = or i256 %p.o1, 0
  ret i256 %r
}

define i256 @insert_var_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %i.w = urem i256 %b, 2
  %i = trunc i256 %i.w to i32
  %x = extractelement <2 x i128> %vb, i32 0
  %v = insertelement <2 x i128> %va, i128 %x, i32 %i
  %p.e0 = extractelement <2 x i128> %v, i32 0
  %p.z0 = zext i128 %p.e0 to i256
  %p.s0 = shl i256 %p.z0, 0
  %p.e1 = extractelement <2 x i128> %v, i32 1
  %p.z1 = zext i128 %p.e1 to i256
  %p.s1 = shl i256 %p.z1, 128
  %p.o1 = or i256 %p.s0, %p.s1
  %r = or i256 %p.o1, 0
  ret i256 %r
}

define i128 @extract_var_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %i.w = urem i256 %b, 2
  %i = trunc i256 %i.w to i32
  %r = extractelement <2 x i128> %va, i32 %i
  ret i128 %r
}

define i128 @reduce_add_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.add.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_mul_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.mul.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_and_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.and.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_or_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.or.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_xor_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.xor.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_smax_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.smax.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_smin_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.smin.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_umax_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.umax.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i128 @reduce_umin_2x128(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i128
  %va.0 = insertelement <2 x i128> poison, i128 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 128
  %va.e1 = trunc i1024 %va.s1 to i128
  %va.1 = insertelement <2 x i128> %va.0, i128 %va.e1, i32 1
  %va = shufflevector <2 x i128> %va.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i128
  %vb.0 = insertelement <2 x i128> poison, i128 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 128
  %vb.e1 = trunc i1024 %vb.s1 to i128
  %vb.1 = insertelement <2 x i128> %vb.0, i128 %vb.e1, i32 1
  %vb = shufflevector <2 x i128> %vb.1, <2 x i128> poison, <2 x i32> <i32 0, i32 1>
  %r = call i128 @llvm.vector.reduce.umin.v2i128(<2 x i128> %va)
  ret i128 %r
}

define i512 @shuffle_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %v = shufflevector <2 x i256> %va, <2 x i256> %vb, <2 x i32> <i32 3, i32 0>
  %p.e0 = extractelement <2 x i256> %v, i32 0
  %p.z0 = zext i256 %p.e0 to i512
  %p.s0 = shl i512 %p.z0, 0
  %p.e1 = extractelement <2 x i256> %v, i32 1
  %p.z1 = zext i256 %p.e1 to i512
  %p.s1 = shl i512 %p.z1, 256
  %p.o1 = or i512 %p.s0, %p.s1
  %r = or i512 %p.o1, 0
  ret i512 %r
}

define i512 @insert_var_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %i.w = urem i256 %b, 2
  %i = trunc i256 %i.w to i32
  %x = extractelement <2 x i256> %vb, i32 0
  %v = insertelement <2 x i256> %va, i256 %x, i32 %i
  %p.e0 = extractelement <2 x i256> %v, i32 0
  %p.z0 = zext i256 %p.e0 to i512
  %p.s0 = shl i512 %p.z0, 0
  %p.e1 = extractelement <2 x i256> %v, i32 1
  %p.z1 = zext i256 %p.e1 to i512
  %p.s1 = shl i512 %p.z1, 256
  %p.o1 = or i512 %p.s0, %p.s1
  %r = or i512 %p.o1, 0
  ret i512 %r
}

define i256 @extract_var_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %i.w = urem i256 %b, 2
  %i = trunc i256 %i.w to i32
  %r = extractelement <2 x i256> %va, i32 %i
  ret i256 %r
}

define i256 @reduce_add_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.add.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_mul_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.mul.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_and_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.and.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_or_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.or.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_xor_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.xor.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_smax_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.smax.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_smin_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.smin.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_umax_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.umax.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i256 @reduce_umin_2x256(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i256
  %va.0 = insertelement <2 x i256> poison, i256 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 256
  %va.e1 = trunc i1024 %va.s1 to i256
  %va.1 = insertelement <2 x i256> %va.0, i256 %va.e1, i32 1
  %va = shufflevector <2 x i256> %va.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i256
  %vb.0 = insertelement <2 x i256> poison, i256 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 256
  %vb.e1 = trunc i1024 %vb.s1 to i256
  %vb.1 = insertelement <2 x i256> %vb.0, i256 %vb.e1, i32 1
  %vb = shufflevector <2 x i256> %vb.1, <2 x i256> poison, <2 x i32> <i32 0, i32 1>
  %r = call i256 @llvm.vector.reduce.umin.v2i256(<2 x i256> %va)
  ret i256 %r
}

define i514 @shuffle_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %v = shufflevector <2 x i257> %va, <2 x i257> %vb, <2 x i32> <i32 3, i32 0>
  %p.e0 = extractelement <2 x i257> %v, i32 0
  %p.z0 = zext i257 %p.e0 to i514
  %p.s0 = shl i514 %p.z0, 0
  %p.e1 = extractelement <2 x i257> %v, i32 1
  %p.z1 = zext i257 %p.e1 to i514
  %p.s1 = shl i514 %p.z1, 257
  %p.o1 = or i514 %p.s0, %p.s1
  %r = or i514 %p.o1, 0
  ret i514 %r
}

define i514 @insert_var_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %i.w = urem i256 %b, 2
  %i = trunc i256 %i.w to i32
  %x = extractelement <2 x i257> %vb, i32 0
  %v = insertelement <2 x i257> %va, i257 %x, i32 %i
  %p.e0 = extractelement <2 x i257> %v, i32 0
  %p.z0 = zext i257 %p.e0 to i514
  %p.s0 = shl i514 %p.z0, 0
  %p.e1 = extractelement <2 x i257> %v, i32 1
  %p.z1 = zext i257 %p.e1 to i514
  %p.s1 = shl i514 %p.z1, 257
  %p.o1 = or i514 %p.s0, %p.s1
  %r = or i514 %p.o1, 0
  ret i514 %r
}

define i257 @extract_var_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %i.w = urem i256 %b, 2
  %i = trunc i256 %i.w to i32
  %r = extractelement <2 x i257> %va, i32 %i
  ret i257 %r
}

define i257 @reduce_add_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.add.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_mul_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.mul.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_and_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.and.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_or_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.or.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_xor_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.xor.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_smax_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.smax.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_smin_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.smin.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_umax_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.umax.v2i257(<2 x i257> %va)
  ret i257 %r
}

define i257 @reduce_umin_2x257(i256 %a, i256 %b) {
  %ab.h = zext i256 %a to i1024
  %ab.l = zext i256 %b to i1024
  %ab.hs = shl i1024 %ab.h, 256
  %ab.1 = or i1024 %ab.hs, %ab.l
  %ab.2 = shl i1024 %ab.1, 512
  %ab.0 = or i1024 %ab.2, %ab.1
  %ba.h = zext i256 %b to i1024
  %ba.l = zext i256 %a to i1024
  %ba.hs = shl i1024 %ba.h, 256
  %ba.1 = or i1024 %ba.hs, %ba.l
  %ba.2 = shl i1024 %ba.1, 512
  %ba.0 = or i1024 %ba.2, %ba.1
  %va.s0 = lshr i1024 %ab.0, 0
  %va.e0 = trunc i1024 %va.s0 to i257
  %va.0 = insertelement <2 x i257> poison, i257 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 257
  %va.e1 = trunc i1024 %va.s1 to i257
  %va.1 = insertelement <2 x i257> %va.0, i257 %va.e1, i32 1
  %va = shufflevector <2 x i257> %va.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i257
  %vb.0 = insertelement <2 x i257> poison, i257 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 257
  %vb.e1 = trunc i1024 %vb.s1 to i257
  %vb.1 = insertelement <2 x i257> %vb.0, i257 %vb.e1, i32 1
  %vb = shufflevector <2 x i257> %vb.1, <2 x i257> poison, <2 x i32> <i32 0, i32 1>
  %r = call i257 @llvm.vector.reduce.umin.v2i257(<2 x i257> %va)
  ret i257 %r
}
