;! { "cases": [
;! {"name": "icmp_eq_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x469ea46d999b2506900fac4e314ede55f8957b8291dba799a559c2249854eff", "0xed6b533380526c53d3d21e57e1c297749f722e62e0e92829895d2301b69d5e64"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x4a67cc0b96bcd35b93dd8f3d0da06577ae946b28255d4ba026700cf8a2c38b14", "0x8193ea239c0f8a712e91536414066117fb7348957073cbc47c80701b6cdca4c4"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xeff8d011f5569d6d4d923f2b1263899fec0189352273a1be8d91d5bbe4828ff", "0x144afa80e8e13f2c317981db1f0b299fc0d13765af4b681e86844c7f9e34100"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xf2", "0xf2"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x329d7b6a90aba67247b685b5ccda7e637180098c92e5a80cd79efe7693448ef1", "0x1e155a9da2cd47ec6d954a02aa03b283d417af034fc4cb24284ab2ffe790ae1a"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xf7", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x70e90b211e1b1cde72baf0ddd90ac53184a84c37ec1601340d41223bbb39f5e3", "0xbafb211971c2c244e3afff38524b654dce4f9519f699dd27ddc3333957c54c00"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2c", "0xfd"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x9bc34a9ce3489edb34a25cdeff0610ba25f2b6808f33909143022a2ffffffff", "0x48c1fd5eb7fa2c166f0037dd7ba54ef9ea40744a2b50f1e0961d0ab400000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x10000ff", "0x10000ff"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x10b38d35a1288df092396de5620eabb644d0079d19ef0b213eb6df3010000ff", "0xfc6f0c7033c50687e5040ee19f8cafe86582c46c7e423b78c000a2761c7598b3"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xc", "0xf59993c8"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x92c9e069207b9734539e2ec75b709fc6f0bf516e2949601d2cb2a05effff8977", "0xb5f962d67aa0ab53b805cf0f72c658b8c791cd097a50daf40d4009ba00000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x2f770c12", "0x7e5e3d6a"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x6b3bd42c5b8796035a4c7d4388902b29d6779fb803f24440ffffffffffffffff", "0xce96b2bc3717820f12dddf707cc3ab2c97b938c2274c66c50000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000", "0x8000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x351ba0eebe01adf7f6a8630b1ec738c99022870a18ff7cca0000000000000002", "0xd9e2cc3a97c52bb4c60cf0c5b55df1934cac1c5a121749de0000000000000002"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2", "0x5df7986813d0e87d"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xca2d24457ca048f3671bcc90ad25b5ee18d68adffc3342882a06d7c274e71d92", "0xd18e1a97f94ef14d5e631e6696e307e2928185d84f8d2ce2029f355a1d388d31"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x882712acd4428ccb", "0xb25b29e1e54ba01e"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xf80ebf582800a53dff48951349e52966ffffffffffffffffffffffffffffffff", "0x9484bee72c1923f76fca956b5e7a969d00000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x17283b0098", "0x17283b0098"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x177fb671b171437e7b8972c3a1e614000000000000000000003471d3fb8e103e", "0x5dfca904ba09e3afd4faea0363a9f04c00000000000000000000001f4e0f09ee"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x2", "0x14b3316de36c8711c1c4"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x405031eaf9eb3bab51d59ee03939c76180000000000000000000000000000001", "0xe7b3ff74b41727bac01733120ff40d8e010000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xfffffffffef3423012780ccc692cf54a", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x2", "0x2"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7ffffffffffffffffffffffffffffffffff1aa1c5842999b3858983e58c522d4", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffb9785c749"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x2", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x8000000000000000000000000000000000000000000000000000000000000002"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x800000000000000000000000000000000000000000000000000000000000ff", "0xa8aea6b9b616f4f1ae94e627f285634e12a37faec99f32c7a30085449911bd7"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x2", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffff84a42d468925c14d0c99bde6f8c7be2c7b92e38a", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffce2d8d"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x2", "0x700faf502fd161686e63557c9ef6ef9c88ef22bd55ac63a1d14ba44594352060"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x45229a2a2064278d23fd0d0f6837fcc7890f3dbdf1e39f8929f1d7193ce10ff7", "0xb316899217e007bf998754e84b752d1a3ae997baad0de946eb7480baa01a44fa"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xfd613763b215069fbc93a40b65441a2c99ffc6aa1ccd41151e19c28136764e4b", "0xc7dc88425cca863ca941199d40f4b659da2950a001919bd7b52a37b18d41d89"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x251bbd5aa9273f99764e7190fff9a074e87e1c9f975d257768c612c921321aff", "0xdc0103159183eadadf4f0128bc114ccc0e8533e3b73c1b07388fc917efc30700"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x81", "0x81"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x40d4b1e34662a35b908fe4094366a64730edff1216afe97daf399e5f0ddddef8", "0xbf802b2d79a9ae330531ea4277ff2daa495414e0ea8cc56e542775c62389c6f8"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xfe", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xc407c6ac163591de9c0b805036cedbbd0deab3439fb46243c5ac78d03412ad9a", "0x73111becb14ef17d30fdfd2d5782e366a41f5e7a6a1bb8e105f409223ce36702"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x81"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xc74a8d269268f439387ffccf0c3cd2cfaa6974dc9af90eb5b5e17ba7ffffffff", "0x3aa696cf64d27e6e967916d9725c2377b8b1804f2f7add1a7905eb7f00000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xfffffffe", "0xfffffffe"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8a469420d36109048f926df8222b1f6afbb8e169739ba32361a85aaefffffffe", "0x21e3cee61998e61ef0124401b69b314fffd2d0bb87bbb6939f7dd1dc7fffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xff000001", "0xfffffffa"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x9a93c5b16816b6cfef8ee24b5d748301d3ab0b24c216d750704b682400000002", "0x1334d20f6ae85ae56dd63dd0f3f273a30a6683c7e4ac5bde89587deefffffff6"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x1", "0x731"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7460ff7c1f1c3e4abeb218c8e2382ab5aa6e57b3a78391e5ffffffffffffffff", "0xeefb165cdf6ea177945cd4efb08f1d9741db8518ba43ded00000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x8173a0d4dbb44b4d351d54daaba636fe31e4dfc0ba1adc1b0000000000000001", "0x497ccbe474128c2ee7992737cefd96b4cb47ef0ee49bbe6a8000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1000000000000ff", "0xfbb50b9c65eb4d91"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x81b02b44f493b03bca0af5e80793f54a8b7b6ef5f092710c0000000000be7e1d", "0xcd57de9fe918e5a80f18cb3d8b40eba0d24bfcab1914fc4cffa4d4d229fc22d1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x106491de7dc70a4", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd294d7bd8f5cb785dcc20d976b68d5adffffffffffffffffffffffffffffffff", "0x5f26a6539e851873494205e6bafe426e00000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xc51789b7411f429567d6ff6c28d32dcd", "0xc51789b7411f429567d6ff6c28d32dcd"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd46eefba18ad24db7e954d5b5d137a1a8b4b6d6086e4b150a838262ba66bf2f5", "0x9166340ae0d2e8aff3500c0387c1e0ebfffffffffffffffffffffffffc9e356a"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x149e8a28c7a88751997cbe43297190ad", "0x7f000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x3121da88557d7aaf89475f3a61f5f5dc7f000000000000000000000000000000", "0x8dde5fe2efd2a1fa5531cc5b08ed4aaddc01491c7304b1f7cb9c9be7d5505048"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffe7f3fdba5d2a1f5b682669a05c", "0xffffffffff18795ef7182d7ad70cf1f3"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x800000000000000005b81668d5abecb5babd0be14167243a82ea4009a6d1dc0c", "0xff80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x7ffffffffffffffffffffffffda38c8b5e6120674a5cd2e3faffe5d028557e92"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x7ffffffffffffffffea981e5cfadfdc02a3ddd4c7740d1af75e40dd837ca55fc"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xe6ea082b1e7a15081f1e16e601b9fa1", "0xdad9d6ddd550962d573cfa27610e33d2118de76de743e0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xcc649171b00c4e8bdac06b217a6e72a7337cd55f63e97216347e8932cb68c", "0xcc649171b00c4e8bdac06b217a6e72a7337cd55f63e97216347e8932cb68c"]}], "expected": ["0x0"]},
;! {"name": "icmp_ne_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0xfffffffffffffffffffffffffffffffffffffffa0bfebb89b9671629c5aa4573"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xdef6918c5b180c9ca0761e33b01c7127f9181719c7bc4762894991ddc8d26d37", "0xeb2e50f51083fddf139d7944af2f616bd43a1e866f993c0a57e7c337788cb41"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x65f53d08088f7e5c92ebbffbbd63b706dbd847b0c6df9bae4b8c937c4186d530", "0x9ccacdf5fbc9682f509"]}], "expected": ["0x1"]},
;! {"name": "icmp_ne_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x57ece9aee891549d4e0094cee27653db60bcfd3216429614fa90219895bb8516", "0xff467321fbc28aec3bc68bed50d5eb1b9e9e93e135830387e19d453389b7396f"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x9d12acfe3e87d0fec63a0b910a5eed8935cc14711c3ffad36be9d1a4ecc8f4cd", "0xe4954f1ce9e4588ebe5b3b04b18addcf5d01343029915554b4b42c94487e2164"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x5019ad57536a10f29d39c4b5d0f26848ac63a78035f1d1228b242935728f51bb", "0x540a0866ddf3788943ab10955eec18c327b76aa4820b59c8102828e8ee0b3c8b"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x717be46e75c866e04374b2ad4f40e41c26517c26c3fd11c792d6565aa504e7ff", "0x1d945b48abc98cbdf81adfa73395ae844675683227dc14a3ae7140b5eddfc400"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x81", "0x81"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xb6d7d8d8ecfa1b4a307f82248f0dd3b51fa0e66ebd0643ce1ad0fb1419a238f9", "0xec2701cf01c04c912a3c64c595a8fe3409659564e7be0a96bf2a69779cc63500"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xfe", "0xfe"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x18335500d9d4decc3efc5d80226b4bf58909fa2091daacc217d52a0cc5358d80", "0xeedc63f8f92be2aa4339bcff9aabcc279da1832f58455af636fcbf03fccec9fe"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x28", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xdca6e5c94a573a18e641e8cc8fd2fe18b107ccdf9539dcba7da539e4ffffffff", "0xc54b61002486c2f871861d78261dfed056c978093e367a0943357d8100000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x80000001", "0x80000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x5bdebe43e7499c311801b35fa4904d5fc2cded6b2388be54adbda36600e8fe9e", "0x27b6ef86cde54187f691f212c1f288c259bebb54d767f8753074360afffff31c"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0xfffffb06"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x26859877287bd87d855894e191577c80e7efb9e36044761e25fdb510fffffffe", "0x441784d6a8e94a6db370217a019def41a221e6ae8725ba263e38bbfdd852b594"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x2", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x3c3226e23fc7930b4b472e422b9a563abd7834cf4eb4d4d2ffffffffffffffff", "0x29ee5ec5efe2826751dbb5c8b875fded1813ac598ce0a0900000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xeb344a9d199a978d", "0xeb344a9d199a978d"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x4fa236707719841bf7e89e64c68ebd8625878234b119c0e4ffffff2c2fa4a724", "0x670758d76b47038b19b02facad770d7c7a5e9f430c51e2fffffed6ee4bee53"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffff890711348b55", "0xa143ad73ec0e3d61"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x5c32edcee3114feb2e8f0722ab0962fe3530385bb7eaaa028000000000000000", "0xa063297f0dfe061917e1f73fe3f2f4ea08f6f051951e9196ffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xe627554a58738937c352913747e22b5ffffffffffffffffffffffffffffffff", "0xb02e9b97f058a1ff8a591310c83125a600000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xff000000000000000000000000000001", "0xff000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x590e32d8c04d7b4a8aee654fc117115dfffffffffffffffffffffffffffffff5", "0x738604d63519d8691b2ee5f865132d7f00000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffff1162268fd6ba", "0xffffa770b5c6052172f2b61197aae2f6"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x42fb1c736ce957c34badca1ebf22f1ed00000000001ab4979b7cd53f6509b49c", "0xde1564d73f4e7ca9ece361cc2d8a97f700000000000000000000000000000002"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x3dc1c611c21dd25d34c8ef7514e1a9b8", "0xc606c9e49"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7fffffffffffffffffffffffffffffffffffffffffffffff2bcfeb0d5bc5c6f5", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1f01467bbcae089d3769a964a91280a78815ea5e72e936bad21826e43975f17f"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x7ffffffcd808de9ee04f04641ff317acf4c37b11c6f475eed013cdbaf9cf4ed6"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x86602589e2925a6fb2ac3b1da8e38de6683e4061c1aab36ee580caf88555df99", "0x86602589e2925a6fb2ac3b1da8e38de6683e4061c1aab36ee580caf88555df99"]}], "expected": ["0x0"]},
;! {"name": "icmp_ugt_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x2f6"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x2d4e87b70d8a9d1015eb1b14a94ada64e7e6197"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ugt_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x247e977bb0939d35dce7313bb4e9320cea8", "0xffffffffffffffffffffffffffffffffffe656467d547cf14fb6769a9bda9a80"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x16234652de3b9d0254be9ea5f950be8c183acd7c969d14dceec29f379b4f6d6d", "0x2fe4c76e9ca5ce42e461214b948207fde9dac2c070f248d5acb417f8078ac6a0"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x1bb64cc9aaa466ec7f1081c5dfaec4930faf7afe16b718c3f32f1d97b0e88d83", "0xae9e7046f4405bc272b843b5a7ad8ad6958a6341405beae9f57f2627ce0dd56b"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x414a5dff4cacd30491cb2661a503575871e3509d0fcf73017083e4c0637fffff", "0x17d5563dd76ee110d21a74924497b7693d4e4e29964e7a86713d9f124fde9900"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xcb", "0xcb"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xd69e47563179f9237701836e2c8b5282d595cc3ee1f5a375a823f203b9b86508", "0x436f09c7ecb6527450b0805614968d6b85a296c1f14cbc6ca71902317a539c01"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xfa", "0xfe"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xbd0bd31704a9cc0c02ce94de3e240f8735f4cc0a4aacc3bf7715f7482d25f17f", "0xe031e34afdb65a039344d872bc2c23ad20f761942d784cc5ab643a34dd0e5301"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xfe", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xd52827a0141a631199e339db043f6b0bfe83c2eeda3d9107e3a0806affffffff", "0x812c9426f5e903253b39e3abe28917021acc36c38672174c7426625c00000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffff", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x508d54bbb427dcc77393aef26d96b72bfadb5c0816331fee09d6a7e2ffffffff", "0xb96066475fecb878bf03f1121d0abd8c04dc3b262c2674cbce10dd1300000005"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x1", "0x80000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x3bd68a19b573e5dea96cce3659b701d8e369ae0f3b73a11d6b0b4ec3977c877c", "0xf8df28e060f8a741c9c07b2ec783f9c30ebfc1fd9c73bf544235e41680000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xd575285e", "0x7f000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x54a5377d4ec9bb19d48940822ceee79f67a0762f6346f166ffffffffffffffff", "0xc670285616fc5eebfc2ab7b965a69f97439f663ae72e92c60000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xff00000000000001", "0xff00000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x69f8605d64f08722d953e277f78fb28b407977697ca8d90a8e54c8fa461fa033", "0x41df06dcec56558289f26f47e29e71128e2fe189dccabf797fffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xf1e123d61172edbb", "0xcf"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xbebf69655503deb8ab647ef87fb3fc035adb71fa6d2f464300000000000001d0", "0xa51094308a6a6b4ff19aee9a4f08dc4f5178bb61c58f336fffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x1000000000000ff", "0x1869178fea79"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x8d27a430623b1568173e32635a441359ffffffffffffffffffffffffffffffff", "0xd0dcf913b678c266e0c414eb8b669b7a00000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x2", "0x2"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x2b211d5b8bab2c7326642f4d3b6afd150005289008c30145afcc4870e15af4da", "0x3e975f54a7f398ffc00880e89041f615fffffffd47066fc7afeb4825e05ce6c2"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0", "0xfffffffffffffffffffffff96593b62e"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xdc89fe73fc3aa3e629227d0d40f719a5fffffffffffffffffffffffffd6edda2", "0x26ba35bfbd450505903317b71d57e9a000000000000000c77739a1875577123"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xfffffffc786c1823045f6100c2f1e746", "0x7c0f1b06edb479654c503bcf"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x15efca275835dec55bbd627f63a8a98e8a789e0e0ac69ae605fe5e5176", "0x15efca275835dec55bbd627f63a8a98e8a789e0e0ac69ae605fe5e5176"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xabc48bb1c3219265a221ef9bb5369506990bd4d18fa51680e6ec6286d32dde31", "0xc000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x1", "0x7fffffffffffffffffffffffffff6d5d00e312e1fa5d2cb2ebe0b884231a373f"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x4000000000000000000000000000000000000000000000000000000000000001", "0x80800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x3f80000000000000000000000000000000000000000000000000000000000000", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0", "0xffffe4f2a1f405b4f0f5ec542a79be6b976b91bbc1af7c821ef353791c6e6a5b"]}], "expected": ["0x0"]},
;! {"name": "icmp_uge_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x464613a70061"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xbe8262644be4aadc84022dd4df8df80dc656efa1875d3749c2e6545ff4bafe14", "0x102c1fdbbd3015499229705b4f6f5b05a4de57be3f"]}], "expected": ["0x1"]},
;! {"name": "icmp_uge_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x2", "0xffffcd9d067e91acae0417c49434a293fc0094060c63fc52b82ae01464156e93"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x90a509d887730f5079c716f2a604be69ab910c6d4c9616ed821f2172a270171d", "0xa7a83b8f77d210883854db7351a9a05200ddb907237bf3b48f652880643ee0be"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xa28b2c01eb0e2382d2232a988e865b53e25f8b9d45cd8e2a9f2d8be580afbab3", "0x4fba9edba01d650c0929116397ee64325591e5eb70b6f8050f0dedfc98b37069"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0xff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x2c5a050578fc63379f0b086d16a2814bec204e25a6bb6ab3b45c8f4635ce49ff", "0x4905b6fe3c2745169b7bbb7f0ba2b884771e7cd7bee28b01f9961889a6cc4900"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xfc", "0xfc"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xaac209c0e16ddd5ae3ce048c8e086470eec0711b7fdfdde00a1155726d23267f", "0xef8839d865c0349a34798691891d5e040809888d0091abc9a9a0a3d151526c00"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x2", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x9b566d9322781992a2aafee4ef20a75b0f9c3683dce92ea02329cdbf530f7ebb", "0xb88c838cdd874cab535c6b1a69788b17e644ee28f63a392350d01c1ed673e6ff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7f", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x25ffcc987556257bf31627b800004d68f405fbd9e66d94bcfba86531ffffffff", "0xf6d4ea8d2b4dcd8874facb417511dc7f5c29a4d63ea754fd4ef16dc00000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xb73d6969", "0xb73d6969"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xdaf176fa78f1dc2376475572769a9b1c9f21bfc81909b83c646d63d2ffffffff", "0xab3b4a34716d808f8911350d0e0bce463248d19ef51c1a206b1e205380000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xfffffffe", "0xffffff21"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xaf9350d5a0db7b9717e950729842c6f3a62a3ca5d9e8806590c4ec1f80000000", "0x52b697058edab9751daea452c14d229e5917d354ee7581a816adfbd27f000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xfffffffe", "0xb6ab1060"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x3bf396b10d86c5730d35311761db63515b8f9a1603619836ffffffffffffffff", "0x6d3c6fcc67e1b35f77807d0cf8620e9282c58e032fe5e6130000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x3060db3a", "0x3060db3a"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xb4a795461ec9fd86a48e0a2cf50998f81411771402e79d301000000000000ff", "0x22c7e965e326297bbceec78c32be1276f1a8acce2a35027e0000000004d7efd1"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xff00000000000001", "0x1000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xf34880f2e9ba74a66c69f1d83e587b3343237a346cff16010003f259f60d86f5", "0xe5c0cbcaa893876aa291251a8210cb5ee270ee36e141782c0000000004106e3a"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x7fffffffffffffff", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x8be884878ca8de97482000d2cfe7aa86ffffffffffffffffffffffffffffffff", "0x5cbb7f8f285710e92352e055a70779d200000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x10000000000000000000000000000ff", "0x10000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x6d3e8e1fc55cc80210644a742a5005097fffffffffffffffffffffffffffffff", "0x9bc21df64b94fac8badc6aa86a5512234856289706dc4d03891c130228ba9ac7"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xfffffffffebca665b0c73c1f7e6d3665", "0xd85e929df3f365fb959f62c96ead252b"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x231745086388f2a1f8ef73517831eb800000000000000000000000000000004", "0x6e767d715c810f671675919237ff3c957fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x2", "0xfffffffa60399e4d398e648c16bc28be"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x7ffffffffffffffffffffffffffffffffffffb2b730d1ac013dce179b6d8acb5", "0x7ffffffffffffffffffffffffffffffffffffb2b730d1ac013dce179b6d8acb5"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x5255c8d08cddbc925bc64ad077", "0x4000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x3f80000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xe5431e902a9aff56c5b990b5beb330c0d0476a9060e67c4425596a1132fd7229", "0xbfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x2", "0x797a1def1d9fe7f7954"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffd0bcf744d", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffd0bcf744d"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x54d29e6e9e5f27f35fc5f48ec6356d9ef92b3931d342d64bda62ba97ae205d5c", "0xffc392001c3866bf33e65e3039b208af4533b7844a650c4fd601a7b822c4c798"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xffffffffffc4b00c87c88be26a8edd2e0d1d5943934368db2f9816b86c81f089", "0x2bdd1743f6739ae8baf22d0f0f0b708051649371d2e76a43a4"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7f00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xe3fa0be6793395680d7c7340e321af864a7087cc9f1d9b9c54ab98690ab4bee5"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xd88ecfe16e1220ed38ef35798b10dce8a9c9d4263ab01391d5c52079ef4e4c0f", "0x478129628950f3123e74b6f602bde996ea92f2a4465b3533246d38c23894ca8"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x577af7c3adc39bc88a5fd7c7501e74e893156e29b6ae3e7a486a0940d8ef0a53", "0xad04b51e122b75224a1f57c033e173ae5ef09ed7fcc1dd61a6be296acc97c49"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0xff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x4b79706b4bf32ce736c5e7d48ca15acf091918163157f9608e9e5dbdb8e1efff", "0x93e3946fd729e99df3273f4e9b468225f811481eff73da2188203d9536727e00"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xafd6e456c6da463dadc38ac828aaa8445675581d3ac01fd02bd2cc233a9c8680", "0xd0ebc0aea87e25e3d0faa2a6faf47e681efe224a77d2b89022cc397f7ccdc07f"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xf8", "0xff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xaace65e5c23e3fdb135461990d35ce915bc35865f7dd2fa905a37fe04373bf00", "0xd9de4ae3f2033047180f9923f4fc0cc6ef95402e20d954a539530a7683b43fee"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x80", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xa7e9cb8bb41541ec4b380a5bd3ed150f100e845eb81ef5a25facd8e9ffffffff", "0x6fb97997b7af29e82600933a50b5af8e0a36046d376ee108dce0fc2d00000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xfffffff1", "0xfffffff1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xfd0c8317badd133ee2aeaf81918c99ab00efc9a955193919547732250ffa6323", "0xb5f0673e665b41fc2ec0cff4702739a679de3ccc77b116765a8887a2fff94541"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x453a831", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x4592e206c765eadb24dc0b8068d5a044a589477772acaaa2377694561519704", "0x2ab680c3fa6b16bdc96e6450b64266c3fa81d4eb52ffbfc58e1d2436ffffc5ef"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x345", "0xff000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x99bb879abb98eadbff70e5c3e350c38f8c54769612c6e3efffffffffffffffff", "0x6d0133968c15921a334e8604750a482ae165559b634c85110000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x14f92cf845c83b1", "0x14f92cf845c83b1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x65c4cc1e663583688ba9de9d4d66831a90056b31ea66e19701000000000000ff", "0xc147f032108b70778943724c4606c6f34050edbb65412004ffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x7fffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x72028c8ecb22cead5091ad0d291a528058705d6d7eccb86ffffffffe4cd1ee0", "0xb86e881f3ab5cd3b6d910a8111f37b471f1d49150b816975d8b8d4c21e87f621"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x8d09e", "0xb2a"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xbe2af6969e1f260e2686221d8bbf0f78ffffffffffffffffffffffffffffffff", "0x94353bff5fedec0d00d01286a74d360300000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x15729dd816608", "0x15729dd816608"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xfcb146f0d7e2ce955cfc3a7118f6c52a010000000000000000000000000000ff", "0xed5a1838bb8f3ce96a9827438f42b3e5000000000000000000752e89697ccb89"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x1", "0x7f000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x55ef5d4f5f85b13011a072af9ce811991c42831fbab678ba0ed3e0ee04ec8307", "0x7118ddcd223bf7d5951e86aba1102b7d676ea94482af8c63e0e70cf2caf9bc01"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x30d6f", "0xfffffffffffffffffd18c0cfc9585538"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x7b7f7c8d610fb93d3139d99479ea99b088d48554e14277e7053deb6342fd0225"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xfffffffffe4d263f623be21726829b1528e32a504c8da0d9a750f673d9835e65", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_ule_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xfffffffffff8063fdbbf5f95c41d75e93275b09bcf478840f8f8a94d134139cd", "0x8ba3eddeba415371617b5ad9f0bf3bc58bed3b937909bcd35600c9"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffab7e38315a7b04"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xfffffffffffffffffffffffa926562e347d634459f037f4c8021471db58d5974", "0x5b33c860898143e9f24a"]}], "expected": ["0x0"]},
;! {"name": "icmp_ule_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xff00000000000000000000000000000000000000000000000000000000000001", "0xff00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xa372a400151a0a03e25849d53c252e8062cadf931756801214913bf11ba2b905", "0x271d396fa2d55262332101008f239c49b3205a5e922051a391889d5824d3c082"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x1", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xfd649098ba83ae5f8a10b90bff0bc2fb529819b1cb2ff827eae5e9878794aa98", "0xbf73e9b043464e1681b2c1b9350e6df9c65b61b3aef6882e625156d278d22d50"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0", "0xff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xdaf24b9fb52ccbcc3137391ab5f44ed868da0f5956231303d02d8bcba81970ff", "0x5300163af0e73bd35d10a6418c29328eff04e4212033e63e71509ae2d0e90100"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x79", "0x79"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x66002819034b18c450f4d08d6e39d3c6f3e5f06cfbac5ba8973bd8c1f7525107", "0x50246cce9a02d1de14a196d8a6ab1e00484fddd41074a4dd0c0ce4a4b11262fc"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x1", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x86258420ff7c19118555b7bfbf9a58c6bddeab6346cd255bd4473cdc7dd7df87", "0x6c5714ae4e98de25468cda9412a00fc8b1cbad76421e877eb91c80f08b915981"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x39", "0x17"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xcb04e3911aa72c528254ecb0c02a61fb8ce2e403ea74edcf7928237cffffffff", "0xd7d5a398c249cea6c30e4b7f58888b64a27bba9eb72c1ae5b11566e300000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x80000001", "0x80000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x6a53a1725fc6432b876ec9f2d32062bdfa635d9fac956058650f63b7fffffffe", "0xac9acf650cde78ac8a5ab649eaadabe7be80c25ba2f861d8072e839bffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x1", "0xffff6e90"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x20c0aa0af769d9ea72d42787ec1d36a1bfd9a3c5d64495298bb07b53010000ff", "0x110f1fb2f43f2042c591efa2140bcd9b69b1986db9488032734a746bffba92a7"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xffffffff", "0x10000ff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x3f580ab31e3471bfad27f563cb45c87ac2be5387200f11b6ffffffffffffffff", "0xe9aad6b4d16ed48e870b43b61a1b9a9bd0110f5fe86947f20000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x8000000000000001", "0x8000000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x342a9e1bf7ab487a6aec79901cdf8a054858b3863ad1d95effffffffffffffff", "0xd1ed8493a02a4cd3580817401bca73f65b8ea6b754e634fec119219e4a60b6e6"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x2", "0xfffffffffffffa70"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xc1d2d770ccac528048afaff71fa261c2c0031c6ff11cd81c8000000000000000", "0xefb2a028a34576a14176fb73f4a809ccdf298900faf2ebc9ffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xfffeb11e1e1218cb", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x11356dbf1eac5a45d5f723279df2a24effffffffffffffffffffffffffffffff", "0x89beb1185d065ea79dcb261183472a2300000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xff000000000000000000000000000001", "0xff000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x283c8ae049b60d164e576b0e94a5e3f0000000000000000000069f49a6b3d59", "0x186fade9b95529f6bf5e905a7b9b139500000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xffffffffffffffffffffffffffffffff", "0xffffff75d304d9bf445c4f3568f8cf25"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xc1127f2b396cda35bb31fe2fcb7e24827f000000000000000000000000000000", "0x9c88422538b57c1304eb4f0d083b887ffffffffffffdeffa5368913d81601fe"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xf0781afd1993ec58e7948c9cb5d0e595", "0xfec87639b39c38d278abe4e93a204036"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x7fffffffffffffffffd7c1cd6a5908828d9a79270d67b3abebfa4974961c2807", "0x7fffffffffffffffffd7c1cd6a5908828d9a79270d67b3abebfa4974961c2807"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x7fffffffffffffffffffffffffffffffffffffffffb336e02391d10008afcbc1", "0xffffffffffffffffffffffffffffffffffe5da51b4124c3dadffccd10e476843"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x2", "0x21f5345233f92b7"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x8000000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffe57e41649b2f56b614c08c3b649a91f7985b875e383f28"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x2827ef74a"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0", "0x1a6cfe5ff612a861ca67894d3feda416c0b"]}], "expected": ["0x0"]},
;! {"name": "icmp_sgt_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffdbec68166bab58b605056ecfb62819da33e4d2d13eb40610b78cd6ec", "0xe043b8fe699fa3709c54c0ca7538c71b6c584e41924120a39e4004f2b1d5a2dd"]}], "expected": ["0x1"]},
;! {"name": "icmp_sgt_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x6dc7c190da09ce68db3826f3e7debd4ced3f9755790997f0018ae57abc2ae9e3", "0x6901c9e6ae6d74c6b9f3c257d6260f06a89d8bb3d2306eaddd66f3194a4b2a10"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x78bbe178fca2e28152b77403e4db597f8233dc7582d2760ebff4b5e8edca4991", "0x2c4f0c735a9f807a18f921918d207d48800728b446e57bf7ff7bd30872f248d1"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0", "0xff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x7f0247041354c97d28bf17f7754f4b49a1095425fc4d15ee416d3734485441ff", "0xa9c2eac636dbbbf4a08842ebf8a5fbf7409f514c5b01998d5a12065acb392c00"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x84", "0x84"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xcb2a10f242f8f876f23c51a5cf8196058de9851236b670df8726cd427ed2a67f", "0x2e47a930e78c4e020469b9256f29a84619172900aee8f029289fde3a839092fe"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0", "0x7f"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xd9c81fdb2803189d91e17b863271566401061815782fc51ac2e1cb42899fe280", "0x3fa7b3fa7312b0fadfe4c0abfa82ebaef231d76426e0a718e5bfb042511cabfe"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xff", "0x80"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0xffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x27bf5f0652ce3969efd192d3e43d976b3337e555b856121e5cda7b18ffffffff", "0xbd07a9a433ea6bfaa39e8eedc9ea252ed01c397bcc536107ab5f95e600000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xffffff0e", "0xffffff0e"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x61aaf7d5e263d88fb1833b0358024baa48081d42d93fcdeac9c6f6bf7fffffff", "0xe3ebd07c9958eaa1cdb72f7f089d846471c1b9c3f2e2ceb008420e82fffffffe"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x527ee41", "0xfffffffe"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xdc5872eec809bce9b58b4a47c4e00cf155d6bbc493db9936414059ae010000ff", "0xb5cf6f2081c620c464ed361a770e03f9df534e32d0f7fe1101ef367f7f000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xffffffff", "0x10000ff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0", "0xffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x7cee1a056511f728fe018822e4a9c53fb14c35f1885c9733ffffffffffffffff", "0x583509bea3dbdaf0fafa0358701cf8d3abfec6f2e30a7ee90000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x8d9dfb0d0621001b639e56331c6b4ea4f4b7e6228c11a0f2000000163d1dc356", "0xfc9f7cbcdb8f80d1f2f208d8c2e3d381e3555e60399469ab8bdbf22d1927ae91"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x7fffffffffffffff", "0xfe7f41cf688122da"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xcf966fc1e300ccdff83f0d5fec8949a16d350e6be7b1c3480000018689399679", "0xae621fb75602aa63ffcd25ecb913067acfb9934d5e82d447ff00000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xff00000000000001", "0x8000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xb39c2eae8df7f1ca13cc0422430e4b65ffffffffffffffffffffffffffffffff", "0x9770945bac095c5307cdaec176b88d5200000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x7f000000000000000000000000000000", "0x7f000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x80616f920841e6826fcdfec66fee252f80000000000000000000000000000000", "0x743eaf93bd79d91e877bade98fa99c847f000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xd48dfe7e4181062621472a7b", "0xbd7b744efda1a"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xd8ed9016626f7206254809c147a1f16ad39160ad2896a28275928a72021b4ce5", "0xbc2e88055347257ec333253cf6bf8f787fffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x1", "0x80000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x1", "0x2fa1021f6119a67747ad8f"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x42f3f14f383030a6be83d1d7adf77c5095d2022dbc834cff65615852cf4ad829", "0x3f80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x177dbae1b1c0156db42826c8e9b38236e1"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x2", "0x7ffffffffff92ae3b74d7927c901570d38783b19e371f86d9f8842dc0d1d5158"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sge_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xfffffffffffffffffffffffffffffffffffffffffffffffebaeecc10c5eef96a", "0x2d6390fe1256e07552bfe60fc09b00a131b8ea"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xfffffffffffffffffffffffffa180e1f50333d831daeee4ce795d5740f640eb7", "0xd15593ea73350287b35a448d20e35b5f9151"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0", "0x6468ea78b2afe5b69b4560c88269ac67d"]}], "expected": ["0x0"]},
;! {"name": "icmp_sge_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffffffffffffff0d37df0bfe383f548bdb35", "0xfffffffffffffffffffffffffffffffffffffff350563808057461e88a9fce58"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x20bfe9ba80bdb41837afc9d437f25a994b219656d5de2acfdaeaaa15da8f423f", "0xf7bdc312ff1c13953e482a04a5c1e1f50050d5f7e242f00314355073c51726b6"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x1", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x189add0bc8870fab8083594701a248cae2b5fb3639a9e9d3c8eb36b3eef211e6", "0xe7f860149368836a02c3e22d7c3f917214442554bb21f61513960dcab41d4738"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x0", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x1e16e7e11d20d41422f0877c1c26105a005732ad5e29b34e0a26ac02bfeb93ff", "0x5e44539016cf5facf6bff95b8886e1ba51fb1cd059fe8fa4d73ebeaa0c06e300"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xb", "0xb"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xd2a262eeedcad1646cd63fac3f966176fcd1def0e76d45d4371d37eb6062e903", "0x25d6675b6a05887f7aabfd765c184bf454a8b7631c347f19cd0e643125906bfb"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xfe", "0xfe"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xd1b2f3c0fa5c46e680c499435bdc43a19a5fd4b37987487d8eda026e9c5667bc", "0x3ec75df9a5582e1a1719101a3930205add1657fe6e0136e9826353ba49bbb88c"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x81", "0x9d"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x0", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x627bb6f5c4756b071338e465ce4b55124e4bea302649cda0bb29ae80ffffffff", "0xbde7e35035ff47563f4515b7407aef816d93ea0c3cb22298cac3153b00000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xffefec63", "0xffefec63"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xab81964120e172a483dde1009b9ceb866cca0b6b7b9e3701b5f858c9ffffff9d", "0xc807d5e1bdf42ee48a9e5487340291d8e92cafa7bc1cd7397abe0c6e00d1053c"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x80000001", "0xfffffffe"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xa6ca3fabbbe240ab60540e89f4ccd9703ced000da22d387bbad7fd6ff000001", "0x46a3f8daa881675ef7b885404c0fc5ddb0b074765cbb854363c2652effffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xe06c51", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x0", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x6760914196c569baff3a64b0f2aba2331f3e7436cf5a6ed0ffffffffffffffff", "0xac5f3a896778777160af5f42efbaa22c6f7f9f5a91b5db640000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x3a91ec8df50", "0x3a91ec8df50"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x575be1d1863d0f9202f0c4c1ddd232b98cc8be03e7eec4c000041bb3f2f23692", "0x368a06db01324af7fb83ce9ee8c4a8c6afff7fcd42e903caf7b53f8b6dff78fb"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x1000000000000ff", "0xc815668"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x8f54b8ce42ab627bf145c846a57077514d915a0efe8d9223cf377df1a9c4ae9a", "0x65cf61bc89d90f7bbd5c0064be3ca3d3b7f51a8feb49dd751d0a62931dea2b74"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xffcdde0910ecee42", "0xa04bbaeaf8a90078"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x37af78eb1acf955cea78fb3f99e76763ffffffffffffffffffffffffffffffff", "0xc1d0389b5bcd40ed19c8a807961653500000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x80000000000000000000000000000001", "0x80000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xbc699cd021e1e8923e5aa0f94fb6869900000000000000000000000000000000", "0x7e7f1ade76ed5962f7d6e68213bef727722fc552790d6bba4594fd37b9133e0e"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xff000000000000000000000000000001", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xd608d5f645fa1b42a671f345adcb8ec7f000000000000000000000000000000", "0x19c347716d19e4afc6b179dc7f17843fffffffffffffffffffffffffffffffe"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x1", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x2", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x7dd48c8179482531c15a8f853c324010c53a65acdfcae6f16c25b9a6de92bf22", "0x80000000000000000000000000000013db97cc82bbd036b523d7bcf0ec9b3ff4"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x2", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x2bd2089786300f5cf87249013b209623dc171aa049f153e74756057003086"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x329e22", "0x31630fa2c026b6e8668e93e1f893cd5470f0489083c2c86fc1d09081e08ff830"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x1", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x2", "0x7b94e1d817290a8ac8b08a8dab66bc83b923480d07cbc69335f9479e5984853b"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xfffffffffffffffffffffebe84f39ca83598a84a4b29eacada8faa58260771c4", "0xb1604d7ebd4a7a4df124f13429fcccf29f0a0bf9c73c430b76b62a32b2fc4751"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc7"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x730f79e79c0c5db3593998967782f1d5a0f319fe0547f2807b92618c734171a0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x7c14d688bb25bb59636b1c03b69619f46c04a934f64be53236baf3c73df1da6b", "0x7dfcf328c1ba83032686cd656c63476c24877e88d3737d04ef8602e73c85f59c"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x0", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x31b62327bf18d31abb8ffee295fc93d5d976003c0223e5fb6d9ee9a3a88a25f3", "0x465be7ab2eaae88652c03a7aabbde8ea384dc2d16860a9d7debe65db7e379ec5"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x0", "0xff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xa1b583fe33aedae4aaa543a51a2bfab9d3cf6ef4d4206170c52bd814d38244ff", "0x4dcae2dd17f9367f48f11e6954a384fdacdbe6db7a8c8da788b117440bdf9400"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xef", "0xef"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xbae6a724bccce1deeeb48ec15b543e34c153e5c9313bfa104e38192525ac2884", "0xf99f7469aefef7bb42d92191b7343fbba7e32d0dda95525de3f12ea92a19c303"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xc8", "0x9f"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xcebb37429293e7ed5e0de049b0712bd69437d0929a7701d2b33bc3919c4393ff", "0x12af6799632107dc3beb572076e67def22f1035dbe774df4a1b370a0f6c008fe"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x81", "0x2"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x0", "0xffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x55cbc753598505b12e2098518eb2d9fb47ab309640d659d375a8219bffffffff", "0x37efe16e162006424d6c9de579c3a8830999a2c8e5be343898d21dc900000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x7fffffff", "0x7fffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xb33494caa40cb477491df09cfe994f2d68d01852f9d31b95fdde7d6fb1a1483e", "0x5570b9dcccaf1a7502bcba2e8c1db27eac359f45734da0ecda6edbe1ff000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xff000001", "0xe5c8f9df"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x2532c6e9992525eac3f3a0a883617609f5355e8c31f8187f1724af7e25b5b578", "0x6b16eb11bf055a881c82986f5e21022eaf013fadf7ae60eb9761e71efffffffe"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x4c562640", "0x7f000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x0", "0xffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x67cc5d357e55fdd422c2f0b63d555e5b6559d4133d3c65e7ffffffffffffffff", "0xa187ec5f6c899a2434e628429ca327b723d4b127bad3005f0000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x1000000000000ff", "0x1000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xbcc5660982145fa27c7bde858644723ca0747ff4f39b9702749278c58e346dcc", "0xd5da426484a0df12e6a9601718f1cd88fb53676b967be78cff00000000000001"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x7fffffffffffffff", "0xfffffffffffff835"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x7a22b7537c13022523f3afa640bd4e3bac727a0c5cce495affffffffffffffff", "0x3078889383df5055c3f66a6318a087048e86c24b582fa05b7fffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x2", "0x390355307a6ad4cc"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x0", "0xffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xe9cf297a3e178d7e142e75e0142265b0ffffffffffffffffffffffffffffffff", "0xa7268863e8c350126031be24c381d6ec00000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x2", "0x2"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x5537084e62c3ac91e25982a2d513b4c15a4b3751ab3c648cb14fa11c6bbef2ca", "0xfc46f7b1617e482dde0a225f984286e1ffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x2", "0x7fffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xb64d8d7b5b47c224ec60d14195e5d7bcfffffffffffffffffffffffffffffffe", "0x6db05a647fc61057a1aea1a92af0531f0000000000000000000000000000093c"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x55c8581dc2d5afd722db7", "0x2"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x39c1652e8fd81addb0a0138f711c6817edad16c729140bbc46f8a2cd64d8b046", "0x4000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x0", "0x1db686b45276844cd91e37"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x0", "0x800061bb93363c0df97796e6b9d84ad8a0dee5c0e5679e878238e836ede1c252"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x59805e3babab889738c8bd01289965e43f56ddad5f9e264afc66ce705726a8e3", "0x7f80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffbb5d866a3364296d86061c97f686d80e4aa2ef0b9032348fe42a21c980"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x1", "0x1bcc4ebf69160b9a28e267d5025add9df7d45703b1ae983ecf618cb4d881f0"]}], "expected": ["0x1"]},
;! {"name": "icmp_sle_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xffffffffffffffffffffffffffffffef51d1cb7887723dbf834e0f173b810c07", "0xd86f1e0a6b4cb7675f5d10f720aca6d5eddda673d8b54ffe64e70f5482159607"]}], "expected": ["0x0"]},
;! {"name": "icmp_sle_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x2", "0x0"]}], "expected": ["0x0"]}
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
  %f0.6 = call i1 @icmp_eq_i1(i1 %f0.2, i1 %f0.5)
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
  %f1.6 = call i1 @icmp_eq_i8(i8 %f1.2, i8 %f1.5)
  %f1.7 = zext i1 %f1.6 to i256
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
  %f2.6 = call i1 @icmp_eq_i32(i32 %f2.2, i32 %f2.5)
  %f2.7 = zext i1 %f2.6 to i256
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
  %f3.6 = call i1 @icmp_eq_i64(i64 %f3.2, i64 %f3.5)
  %f3.7 = zext i1 %f3.6 to i256
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
  %f4.6 = call i1 @icmp_eq_i128(i128 %f4.2, i128 %f4.5)
  %f4.7 = zext i1 %f4.6 to i256
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
  %f5.6 = call i1 @icmp_eq_i255(i255 %f5.2, i255 %f5.5)
  %f5.7 = zext i1 %f5.6 to i256
  %f5.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.7, ptr addrspace(1) %f5.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = call i1 @icmp_eq_i256(i256 %f6.1, i256 %f6.3)
  %f6.5 = zext i1 %f6.4 to i256
  %f6.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.5, ptr addrspace(1) %f6.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i1
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = trunc i256 %f7.4 to i1
  %f7.6 = call i1 @icmp_ne_i1(i1 %f7.2, i1 %f7.5)
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
  %f8.6 = call i1 @icmp_ne_i8(i8 %f8.2, i8 %f8.5)
  %f8.7 = zext i1 %f8.6 to i256
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
  %f9.6 = call i1 @icmp_ne_i32(i32 %f9.2, i32 %f9.5)
  %f9.7 = zext i1 %f9.6 to i256
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
  %f10.6 = call i1 @icmp_ne_i64(i64 %f10.2, i64 %f10.5)
  %f10.7 = zext i1 %f10.6 to i256
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
  %f11.6 = call i1 @icmp_ne_i128(i128 %f11.2, i128 %f11.5)
  %f11.7 = zext i1 %f11.6 to i256
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
  %f12.6 = call i1 @icmp_ne_i255(i255 %f12.2, i255 %f12.5)
  %f12.7 = zext i1 %f12.6 to i256
  %f12.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.7, ptr addrspace(1) %f12.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = call i1 @icmp_ne_i256(i256 %f13.1, i256 %f13.3)
  %f13.5 = zext i1 %f13.4 to i256
  %f13.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.5, ptr addrspace(1) %f13.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = trunc i256 %f14.1 to i1
  %f14.3 = inttoptr i256 64 to ptr addrspace(2)
  %f14.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.3)
  %f14.5 = trunc i256 %f14.4 to i1
  %f14.6 = call i1 @icmp_ugt_i1(i1 %f14.2, i1 %f14.5)
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
  %f15.6 = call i1 @icmp_ugt_i8(i8 %f15.2, i8 %f15.5)
  %f15.7 = zext i1 %f15.6 to i256
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
  %f16.6 = call i1 @icmp_ugt_i32(i32 %f16.2, i32 %f16.5)
  %f16.7 = zext i1 %f16.6 to i256
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
  %f17.6 = call i1 @icmp_ugt_i64(i64 %f17.2, i64 %f17.5)
  %f17.7 = zext i1 %f17.6 to i256
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
  %f18.6 = call i1 @icmp_ugt_i128(i128 %f18.2, i128 %f18.5)
  %f18.7 = zext i1 %f18.6 to i256
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
  %f19.6 = call i1 @icmp_ugt_i255(i255 %f19.2, i255 %f19.5)
  %f19.7 = zext i1 %f19.6 to i256
  %f19.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.7, ptr addrspace(1) %f19.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = inttoptr i256 64 to ptr addrspace(2)
  %f20.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.2)
  %f20.4 = call i1 @icmp_ugt_i256(i256 %f20.1, i256 %f20.3)
  %f20.5 = zext i1 %f20.4 to i256
  %f20.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.5, ptr addrspace(1) %f20.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i1
  %f21.3 = inttoptr i256 64 to ptr addrspace(2)
  %f21.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.3)
  %f21.5 = trunc i256 %f21.4 to i1
  %f21.6 = call i1 @icmp_uge_i1(i1 %f21.2, i1 %f21.5)
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
  %f22.6 = call i1 @icmp_uge_i8(i8 %f22.2, i8 %f22.5)
  %f22.7 = zext i1 %f22.6 to i256
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
  %f23.6 = call i1 @icmp_uge_i32(i32 %f23.2, i32 %f23.5)
  %f23.7 = zext i1 %f23.6 to i256
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
  %f24.6 = call i1 @icmp_uge_i64(i64 %f24.2, i64 %f24.5)
  %f24.7 = zext i1 %f24.6 to i256
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
  %f25.6 = call i1 @icmp_uge_i128(i128 %f25.2, i128 %f25.5)
  %f25.7 = zext i1 %f25.6 to i256
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
  %f26.6 = call i1 @icmp_uge_i255(i255 %f26.2, i255 %f26.5)
  %f26.7 = zext i1 %f26.6 to i256
  %f26.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.7, ptr addrspace(1) %f26.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = inttoptr i256 64 to ptr addrspace(2)
  %f27.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.2)
  %f27.4 = call i1 @icmp_uge_i256(i256 %f27.1, i256 %f27.3)
  %f27.5 = zext i1 %f27.4 to i256
  %f27.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.5, ptr addrspace(1) %f27.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = trunc i256 %f28.1 to i1
  %f28.3 = inttoptr i256 64 to ptr addrspace(2)
  %f28.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.3)
  %f28.5 = trunc i256 %f28.4 to i1
  %f28.6 = call i1 @icmp_ult_i1(i1 %f28.2, i1 %f28.5)
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
  %f29.6 = call i1 @icmp_ult_i8(i8 %f29.2, i8 %f29.5)
  %f29.7 = zext i1 %f29.6 to i256
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
  %f30.6 = call i1 @icmp_ult_i32(i32 %f30.2, i32 %f30.5)
  %f30.7 = zext i1 %f30.6 to i256
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
  %f31.6 = call i1 @icmp_ult_i64(i64 %f31.2, i64 %f31.5)
  %f31.7 = zext i1 %f31.6 to i256
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
  %f32.6 = call i1 @icmp_ult_i128(i128 %f32.2, i128 %f32.5)
  %f32.7 = zext i1 %f32.6 to i256
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
  %f33.6 = call i1 @icmp_ult_i255(i255 %f33.2, i255 %f33.5)
  %f33.7 = zext i1 %f33.6 to i256
  %f33.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.7, ptr addrspace(1) %f33.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = inttoptr i256 64 to ptr addrspace(2)
  %f34.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.2)
  %f34.4 = call i1 @icmp_ult_i256(i256 %f34.1, i256 %f34.3)
  %f34.5 = zext i1 %f34.4 to i256
  %f34.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.5, ptr addrspace(1) %f34.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = trunc i256 %f35.1 to i1
  %f35.3 = inttoptr i256 64 to ptr addrspace(2)
  %f35.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.3)
  %f35.5 = trunc i256 %f35.4 to i1
  %f35.6 = call i1 @icmp_ule_i1(i1 %f35.2, i1 %f35.5)
  %f35.7 = zext i1 %f35.6 to i256
  %f35.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.7, ptr addrspace(1) %f35.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = trunc i256 %f36.1 to i8
  %f36.3 = inttoptr i256 64 to ptr addrspace(2)
  %f36.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.3)
  %f36.5 = trunc i256 %f36.4 to i8
  %f36.6 = call i1 @icmp_ule_i8(i8 %f36.2, i8 %f36.5)
  %f36.7 = zext i1 %f36.6 to i256
  %f36.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.7, ptr addrspace(1) %f36.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = trunc i256 %f37.1 to i32
  %f37.3 = inttoptr i256 64 to ptr addrspace(2)
  %f37.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.3)
  %f37.5 = trunc i256 %f37.4 to i32
  %f37.6 = call i1 @icmp_ule_i32(i32 %f37.2, i32 %f37.5)
  %f37.7 = zext i1 %f37.6 to i256
  %f37.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.7, ptr addrspace(1) %f37.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = trunc i256 %f38.1 to i64
  %f38.3 = inttoptr i256 64 to ptr addrspace(2)
  %f38.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.3)
  %f38.5 = trunc i256 %f38.4 to i64
  %f38.6 = call i1 @icmp_ule_i64(i64 %f38.2, i64 %f38.5)
  %f38.7 = zext i1 %f38.6 to i256
  %f38.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.7, ptr addrspace(1) %f38.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = trunc i256 %f39.1 to i128
  %f39.3 = inttoptr i256 64 to ptr addrspace(2)
  %f39.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.3)
  %f39.5 = trunc i256 %f39.4 to i128
  %f39.6 = call i1 @icmp_ule_i128(i128 %f39.2, i128 %f39.5)
  %f39.7 = zext i1 %f39.6 to i256
  %f39.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.7, ptr addrspace(1) %f39.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = trunc i256 %f40.1 to i255
  %f40.3 = inttoptr i256 64 to ptr addrspace(2)
  %f40.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.3)
  %f40.5 = trunc i256 %f40.4 to i255
  %f40.6 = call i1 @icmp_ule_i255(i255 %f40.2, i255 %f40.5)
  %f40.7 = zext i1 %f40.6 to i256
  %f40.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.7, ptr addrspace(1) %f40.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = inttoptr i256 64 to ptr addrspace(2)
  %f41.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.2)
  %f41.4 = call i1 @icmp_ule_i256(i256 %f41.1, i256 %f41.3)
  %f41.5 = zext i1 %f41.4 to i256
  %f41.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.5, ptr addrspace(1) %f41.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f42:
  %f42.0 = inttoptr i256 32 to ptr addrspace(2)
  %f42.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.0)
  %f42.2 = trunc i256 %f42.1 to i1
  %f42.3 = inttoptr i256 64 to ptr addrspace(2)
  %f42.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f42.3)
  %f42.5 = trunc i256 %f42.4 to i1
  %f42.6 = call i1 @icmp_sgt_i1(i1 %f42.2, i1 %f42.5)
  %f42.7 = zext i1 %f42.6 to i256
  %f42.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f42.7, ptr addrspace(1) %f42.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f43:
  %f43.0 = inttoptr i256 32 to ptr addrspace(2)
  %f43.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.0)
  %f43.2 = trunc i256 %f43.1 to i8
  %f43.3 = inttoptr i256 64 to ptr addrspace(2)
  %f43.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f43.3)
  %f43.5 = trunc i256 %f43.4 to i8
  %f43.6 = call i1 @icmp_sgt_i8(i8 %f43.2, i8 %f43.5)
  %f43.7 = zext i1 %f43.6 to i256
  %f43.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f43.7, ptr addrspace(1) %f43.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f44:
  %f44.0 = inttoptr i256 32 to ptr addrspace(2)
  %f44.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.0)
  %f44.2 = trunc i256 %f44.1 to i32
  %f44.3 = inttoptr i256 64 to ptr addrspace(2)
  %f44.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f44.3)
  %f44.5 = trunc i256 %f44.4 to i32
  %f44.6 = call i1 @icmp_sgt_i32(i32 %f44.2, i32 %f44.5)
  %f44.7 = zext i1 %f44.6 to i256
  %f44.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f44.7, ptr addrspace(1) %f44.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f45:
  %f45.0 = inttoptr i256 32 to ptr addrspace(2)
  %f45.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.0)
  %f45.2 = trunc i256 %f45.1 to i64
  %f45.3 = inttoptr i256 64 to ptr addrspace(2)
  %f45.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f45.3)
  %f45.5 = trunc i256 %f45.4 to i64
  %f45.6 = call i1 @icmp_sgt_i64(i64 %f45.2, i64 %f45.5)
  %f45.7 = zext i1 %f45.6 to i256
  %f45.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f45.7, ptr addrspace(1) %f45.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f46:
  %f46.0 = inttoptr i256 32 to ptr addrspace(2)
  %f46.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.0)
  %f46.2 = trunc i256 %f46.1 to i128
  %f46.3 = inttoptr i256 64 to ptr addrspace(2)
  %f46.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f46.3)
  %f46.5 = trunc i256 %f46.4 to i128
  %f46.6 = call i1 @icmp_sgt_i128(i128 %f46.2, i128 %f46.5)
  %f46.7 = zext i1 %f46.6 to i256
  %f46.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f46.7, ptr addrspace(1) %f46.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f47:
  %f47.0 = inttoptr i256 32 to ptr addrspace(2)
  %f47.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.0)
  %f47.2 = trunc i256 %f47.1 to i255
  %f47.3 = inttoptr i256 64 to ptr addrspace(2)
  %f47.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f47.3)
  %f47.5 = trunc i256 %f47.4 to i255
  %f47.6 = call i1 @icmp_sgt_i255(i255 %f47.2, i255 %f47.5)
  %f47.7 = zext i1 %f47.6 to i256
  %f47.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f47.7, ptr addrspace(1) %f47.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f48:
  %f48.0 = inttoptr i256 32 to ptr addrspace(2)
  %f48.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.0)
  %f48.2 = inttoptr i256 64 to ptr addrspace(2)
  %f48.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f48.2)
  %f48.4 = call i1 @icmp_sgt_i256(i256 %f48.1, i256 %f48.3)
  %f48.5 = zext i1 %f48.4 to i256
  %f48.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.5, ptr addrspace(1) %f48.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = trunc i256 %f49.1 to i1
  %f49.3 = inttoptr i256 64 to ptr addrspace(2)
  %f49.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.3)
  %f49.5 = trunc i256 %f49.4 to i1
  %f49.6 = call i1 @icmp_sge_i1(i1 %f49.2, i1 %f49.5)
  %f49.7 = zext i1 %f49.6 to i256
  %f49.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.7, ptr addrspace(1) %f49.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = trunc i256 %f50.1 to i8
  %f50.3 = inttoptr i256 64 to ptr addrspace(2)
  %f50.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.3)
  %f50.5 = trunc i256 %f50.4 to i8
  %f50.6 = call i1 @icmp_sge_i8(i8 %f50.2, i8 %f50.5)
  %f50.7 = zext i1 %f50.6 to i256
  %f50.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.7, ptr addrspace(1) %f50.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = trunc i256 %f51.1 to i32
  %f51.3 = inttoptr i256 64 to ptr addrspace(2)
  %f51.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.3)
  %f51.5 = trunc i256 %f51.4 to i32
  %f51.6 = call i1 @icmp_sge_i32(i32 %f51.2, i32 %f51.5)
  %f51.7 = zext i1 %f51.6 to i256
  %f51.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.7, ptr addrspace(1) %f51.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = trunc i256 %f52.1 to i64
  %f52.3 = inttoptr i256 64 to ptr addrspace(2)
  %f52.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.3)
  %f52.5 = trunc i256 %f52.4 to i64
  %f52.6 = call i1 @icmp_sge_i64(i64 %f52.2, i64 %f52.5)
  %f52.7 = zext i1 %f52.6 to i256
  %f52.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.7, ptr addrspace(1) %f52.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = trunc i256 %f53.1 to i128
  %f53.3 = inttoptr i256 64 to ptr addrspace(2)
  %f53.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.3)
  %f53.5 = trunc i256 %f53.4 to i128
  %f53.6 = call i1 @icmp_sge_i128(i128 %f53.2, i128 %f53.5)
  %f53.7 = zext i1 %f53.6 to i256
  %f53.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.7, ptr addrspace(1) %f53.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = trunc i256 %f54.1 to i255
  %f54.3 = inttoptr i256 64 to ptr addrspace(2)
  %f54.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.3)
  %f54.5 = trunc i256 %f54.4 to i255
  %f54.6 = call i1 @icmp_sge_i255(i255 %f54.2, i255 %f54.5)
  %f54.7 = zext i1 %f54.6 to i256
  %f54.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.7, ptr addrspace(1) %f54.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f55:
  %f55.0 = inttoptr i256 32 to ptr addrspace(2)
  %f55.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.0)
  %f55.2 = inttoptr i256 64 to ptr addrspace(2)
  %f55.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.2)
  %f55.4 = call i1 @icmp_sge_i256(i256 %f55.1, i256 %f55.3)
  %f55.5 = zext i1 %f55.4 to i256
  %f55.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f55.5, ptr addrspace(1) %f55.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f56:
  %f56.0 = inttoptr i256 32 to ptr addrspace(2)
  %f56.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.0)
  %f56.2 = trunc i256 %f56.1 to i1
  %f56.3 = inttoptr i256 64 to ptr addrspace(2)
  %f56.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.3)
  %f56.5 = trunc i256 %f56.4 to i1
  %f56.6 = call i1 @icmp_slt_i1(i1 %f56.2, i1 %f56.5)
  %f56.7 = zext i1 %f56.6 to i256
  %f56.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f56.7, ptr addrspace(1) %f56.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f57:
  %f57.0 = inttoptr i256 32 to ptr addrspace(2)
  %f57.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.0)
  %f57.2 = trunc i256 %f57.1 to i8
  %f57.3 = inttoptr i256 64 to ptr addrspace(2)
  %f57.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.3)
  %f57.5 = trunc i256 %f57.4 to i8
  %f57.6 = call i1 @icmp_slt_i8(i8 %f57.2, i8 %f57.5)
  %f57.7 = zext i1 %f57.6 to i256
  %f57.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f57.7, ptr addrspace(1) %f57.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f58:
  %f58.0 = inttoptr i256 32 to ptr addrspace(2)
  %f58.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.0)
  %f58.2 = trunc i256 %f58.1 to i32
  %f58.3 = inttoptr i256 64 to ptr addrspace(2)
  %f58.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.3)
  %f58.5 = trunc i256 %f58.4 to i32
  %f58.6 = call i1 @icmp_slt_i32(i32 %f58.2, i32 %f58.5)
  %f58.7 = zext i1 %f58.6 to i256
  %f58.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f58.7, ptr addrspace(1) %f58.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f59:
  %f59.0 = inttoptr i256 32 to ptr addrspace(2)
  %f59.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.0)
  %f59.2 = trunc i256 %f59.1 to i64
  %f59.3 = inttoptr i256 64 to ptr addrspace(2)
  %f59.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.3)
  %f59.5 = trunc i256 %f59.4 to i64
  %f59.6 = call i1 @icmp_slt_i64(i64 %f59.2, i64 %f59.5)
  %f59.7 = zext i1 %f59.6 to i256
  %f59.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f59.7, ptr addrspace(1) %f59.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f60:
  %f60.0 = inttoptr i256 32 to ptr addrspace(2)
  %f60.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.0)
  %f60.2 = trunc i256 %f60.1 to i128
  %f60.3 = inttoptr i256 64 to ptr addrspace(2)
  %f60.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.3)
  %f60.5 = trunc i256 %f60.4 to i128
  %f60.6 = call i1 @icmp_slt_i128(i128 %f60.2, i128 %f60.5)
  %f60.7 = zext i1 %f60.6 to i256
  %f60.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f60.7, ptr addrspace(1) %f60.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f61:
  %f61.0 = inttoptr i256 32 to ptr addrspace(2)
  %f61.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.0)
  %f61.2 = trunc i256 %f61.1 to i255
  %f61.3 = inttoptr i256 64 to ptr addrspace(2)
  %f61.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.3)
  %f61.5 = trunc i256 %f61.4 to i255
  %f61.6 = call i1 @icmp_slt_i255(i255 %f61.2, i255 %f61.5)
  %f61.7 = zext i1 %f61.6 to i256
  %f61.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f61.7, ptr addrspace(1) %f61.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f62:
  %f62.0 = inttoptr i256 32 to ptr addrspace(2)
  %f62.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.0)
  %f62.2 = inttoptr i256 64 to ptr addrspace(2)
  %f62.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.2)
  %f62.4 = call i1 @icmp_slt_i256(i256 %f62.1, i256 %f62.3)
  %f62.5 = zext i1 %f62.4 to i256
  %f62.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f62.5, ptr addrspace(1) %f62.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f63:
  %f63.0 = inttoptr i256 32 to ptr addrspace(2)
  %f63.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.0)
  %f63.2 = trunc i256 %f63.1 to i1
  %f63.3 = inttoptr i256 64 to ptr addrspace(2)
  %f63.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.3)
  %f63.5 = trunc i256 %f63.4 to i1
  %f63.6 = call i1 @icmp_sle_i1(i1 %f63.2, i1 %f63.5)
  %f63.7 = zext i1 %f63.6 to i256
  %f63.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f63.7, ptr addrspace(1) %f63.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f64:
  %f64.0 = inttoptr i256 32 to ptr addrspace(2)
  %f64.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.0)
  %f64.2 = trunc i256 %f64.1 to i8
  %f64.3 = inttoptr i256 64 to ptr addrspace(2)
  %f64.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.3)
  %f64.5 = trunc i256 %f64.4 to i8
  %f64.6 = call i1 @icmp_sle_i8(i8 %f64.2, i8 %f64.5)
  %f64.7 = zext i1 %f64.6 to i256
  %f64.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f64.7, ptr addrspace(1) %f64.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f65:
  %f65.0 = inttoptr i256 32 to ptr addrspace(2)
  %f65.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.0)
  %f65.2 = trunc i256 %f65.1 to i32
  %f65.3 = inttoptr i256 64 to ptr addrspace(2)
  %f65.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.3)
  %f65.5 = trunc i256 %f65.4 to i32
  %f65.6 = call i1 @icmp_sle_i32(i32 %f65.2, i32 %f65.5)
  %f65.7 = zext i1 %f65.6 to i256
  %f65.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f65.7, ptr addrspace(1) %f65.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f66:
  %f66.0 = inttoptr i256 32 to ptr addrspace(2)
  %f66.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.0)
  %f66.2 = trunc i256 %f66.1 to i64
  %f66.3 = inttoptr i256 64 to ptr addrspace(2)
  %f66.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.3)
  %f66.5 = trunc i256 %f66.4 to i64
  %f66.6 = call i1 @icmp_sle_i64(i64 %f66.2, i64 %f66.5)
  %f66.7 = zext i1 %f66.6 to i256
  %f66.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f66.7, ptr addrspace(1) %f66.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f67:
  %f67.0 = inttoptr i256 32 to ptr addrspace(2)
  %f67.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.0)
  %f67.2 = trunc i256 %f67.1 to i128
  %f67.3 = inttoptr i256 64 to ptr addrspace(2)
  %f67.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.3)
  %f67.5 = trunc i256 %f67.4 to i128
  %f67.6 = call i1 @icmp_sle_i128(i128 %f67.2, i128 %f67.5)
  %f67.7 = zext i1 %f67.6 to i256
  %f67.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f67.7, ptr addrspace(1) %f67.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f68:
  %f68.0 = inttoptr i256 32 to ptr addrspace(2)
  %f68.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.0)
  %f68.2 = trunc i256 %f68.1 to i255
  %f68.3 = inttoptr i256 64 to ptr addrspace(2)
  %f68.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.3)
  %f68.5 = trunc i256 %f68.4 to i255
  %f68.6 = call i1 @icmp_sle_i255(i255 %f68.2, i255 %f68.5)
  %f68.7 = zext i1 %f68.6 to i256
  %f68.8 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f68.7, ptr addrspace(1) %f68.8
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f69:
  %f69.0 = inttoptr i256 32 to ptr addrspace(2)
  %f69.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.0)
  %f69.2 = inttoptr i256 64 to ptr addrspace(2)
  %f69.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.2)
  %f69.4 = call i1 @icmp_sle_i256(i256 %f69.1, i256 %f69.3)
  %f69.5 = zext i1 %f69.4 to i256
  %f69.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f69.5, ptr addrspace(1) %f69.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @icmp_eq_i1(i1 %a, i1 %b) {
  %r = icmp eq i1 %a, %b
  ret i1 %r
}

define i1 @icmp_eq_i8(i8 %a, i8 %b) {
  %r = icmp eq i8 %a, %b
  ret i1 %r
}

define i1 @icmp_eq_i32(i32 %a, i32 %b) {
  %r = icmp eq i32 %a, %b
  ret i1 %r
}

define i1 @icmp_eq_i64(i64 %a, i64 %b) {
  %r = icmp eq i64 %a, %b
  ret i1 %r
}

define i1 @icmp_eq_i128(i128 %a, i128 %b) {
  %r = icmp eq i128 %a, %b
  ret i1 %r
}

define i1 @icmp_eq_i255(i255 %a, i255 %b) {
  %r = icmp eq i255 %a, %b
  ret i1 %r
}

define i1 @icmp_eq_i256(i256 %a, i256 %b) {
  %r = icmp eq i256 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i1(i1 %a, i1 %b) {
  %r = icmp ne i1 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i8(i8 %a, i8 %b) {
  %r = icmp ne i8 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i32(i32 %a, i32 %b) {
  %r = icmp ne i32 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i64(i64 %a, i64 %b) {
  %r = icmp ne i64 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i128(i128 %a, i128 %b) {
  %r = icmp ne i128 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i255(i255 %a, i255 %b) {
  %r = icmp ne i255 %a, %b
  ret i1 %r
}

define i1 @icmp_ne_i256(i256 %a, i256 %b) {
  %r = icmp ne i256 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i1(i1 %a, i1 %b) {
  %r = icmp ugt i1 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i8(i8 %a, i8 %b) {
  %r = icmp ugt i8 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i32(i32 %a, i32 %b) {
  %r = icmp ugt i32 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i64(i64 %a, i64 %b) {
  %r = icmp ugt i64 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i128(i128 %a, i128 %b) {
  %r = icmp ugt i128 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i255(i255 %a, i255 %b) {
  %r = icmp ugt i255 %a, %b
  ret i1 %r
}

define i1 @icmp_ugt_i256(i256 %a, i256 %b) {
  %r = icmp ugt i256 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i1(i1 %a, i1 %b) {
  %r = icmp uge i1 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i8(i8 %a, i8 %b) {
  %r = icmp uge i8 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i32(i32 %a, i32 %b) {
  %r = icmp uge i32 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i64(i64 %a, i64 %b) {
  %r = icmp uge i64 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i128(i128 %a, i128 %b) {
  %r = icmp uge i128 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i255(i255 %a, i255 %b) {
  %r = icmp uge i255 %a, %b
  ret i1 %r
}

define i1 @icmp_uge_i256(i256 %a, i256 %b) {
  %r = icmp uge i256 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i1(i1 %a, i1 %b) {
  %r = icmp ult i1 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i8(i8 %a, i8 %b) {
  %r = icmp ult i8 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i32(i32 %a, i32 %b) {
  %r = icmp ult i32 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i64(i64 %a, i64 %b) {
  %r = icmp ult i64 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i128(i128 %a, i128 %b) {
  %r = icmp ult i128 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i255(i255 %a, i255 %b) {
  %r = icmp ult i255 %a, %b
  ret i1 %r
}

define i1 @icmp_ult_i256(i256 %a, i256 %b) {
  %r = icmp ult i256 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i1(i1 %a, i1 %b) {
  %r = icmp ule i1 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i8(i8 %a, i8 %b) {
  %r = icmp ule i8 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i32(i32 %a, i32 %b) {
  %r = icmp ule i32 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i64(i64 %a, i64 %b) {
  %r = icmp ule i64 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i128(i128 %a, i128 %b) {
  %r = icmp ule i128 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i255(i255 %a, i255 %b) {
  %r = icmp ule i255 %a, %b
  ret i1 %r
}

define i1 @icmp_ule_i256(i256 %a, i256 %b) {
  %r = icmp ule i256 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i1(i1 %a, i1 %b) {
  %r = icmp sgt i1 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i8(i8 %a, i8 %b) {
  %r = icmp sgt i8 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i32(i32 %a, i32 %b) {
  %r = icmp sgt i32 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i64(i64 %a, i64 %b) {
  %r = icmp sgt i64 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i128(i128 %a, i128 %b) {
  %r = icmp sgt i128 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i255(i255 %a, i255 %b) {
  %r = icmp sgt i255 %a, %b
  ret i1 %r
}

define i1 @icmp_sgt_i256(i256 %a, i256 %b) {
  %r = icmp sgt i256 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i1(i1 %a, i1 %b) {
  %r = icmp sge i1 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i8(i8 %a, i8 %b) {
  %r = icmp sge i8 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i32(i32 %a, i32 %b) {
  %r = icmp sge i32 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i64(i64 %a, i64 %b) {
  %r = icmp sge i64 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i128(i128 %a, i128 %b) {
  %r = icmp sge i128 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i255(i255 %a, i255 %b) {
  %r = icmp sge i255 %a, %b
  ret i1 %r
}

define i1 @icmp_sge_i256(i256 %a, i256 %b) {
  %r = icmp sge i256 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i1(i1 %a, i1 %b) {
  %r = icmp slt i1 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i8(i8 %a, i8 %b) {
  %r = icmp slt i8 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i32(i32 %a, i32 %b) {
  %r = icmp slt i32 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i64(i64 %a, i64 %b) {
  %r = icmp slt i64 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i128(i128 %a, i128 %b) {
  %r = icmp slt i128 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i255(i255 %a, i255 %b) {
  %r = icmp slt i255 %a, %b
  ret i1 %r
}

define i1 @icmp_slt_i256(i256 %a, i256 %b) {
  %r = icmp slt i256 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i1(i1 %a, i1 %b) {
  %r = icmp sle i1 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i8(i8 %a, i8 %b) {
  %r = icmp sle i8 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i32(i32 %a, i32 %b) {
  %r = icmp sle i32 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i64(i64 %a, i64 %b) {
  %r = icmp sle i64 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i128(i128 %a, i128 %b) {
  %r = icmp sle i128 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i255(i255 %a, i255 %b) {
  %r = icmp sle i255 %a, %b
  ret i1 %r
}

define i1 @icmp_sle_i256(i256 %a, i256 %b) {
  %r = icmp sle i256 %a, %b
  ret i1 %r
}
