;! { "cases": [
;! {"name": "add_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "add_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfe"]},
;! {"name": "add_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xff786deedbec172c67c6db77f1551cd0ceac79bc7a56b9466068bcabd882026b", "0xcf0449e4b3b38ce07b2b728ba8591699f73515133f9a6fac5c221dccfdad80b2"]}], "expected": ["0xd9"]},
;! {"name": "add_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x2838fc4908ced128b14618f267f2688c5cd1f5a5f80062f8506b54eca0479bca", "0xe1a4ea9f95b4b379500164d76419df5e0bde1f8b03c8c909e73cbd0aca62f8e9"]}], "expected": ["0x23"]},
;! {"name": "add_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xe5e5392134f78d0fde599a967ff8780deba6d4593eb488871cf960eb9d3c83b5", "0x6adc0561b3789099cb866c08607de56b27366c22e4fa37ccbd0f670b98adb2f"]}], "expected": ["0x9a"]},
;! {"name": "add_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1a2cf80cbd2bd63d91dd14a468620cbef99434a84d699ad2f64f516a4b67e3a7", "0x9f5143ad5ebb7009a18e2bd98e1a2dce83bf8bc518e6d33900e245a57d6af638"]}], "expected": ["0x9f"]},
;! {"name": "sub_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sub_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfe"]},
;! {"name": "sub_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x60df5a4b2a57e0d7854ff6aa00d405457b73a161b021c848c792ec11ef81e931", "0x4ee1235cc4a3ce7158a85b468a43b02fb8cfdca21822d0704a82d95e097af2e6"]}], "expected": ["0xd7"]},
;! {"name": "sub_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb356d0b61ffe4c6c681f098be420b91a14bda18678b50134eefb4c6d5e82f386", "0x7926bab5946f3bb89388441dfb37d2fa946b498235495a61a9a1f57b7c0c995e"]}], "expected": ["0xd8"]},
;! {"name": "sub_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xb701728cd816704a2107543e333fea604c0510c8c5635705692553b2dc2a5dcf", "0x7e58cacda417d87e2add379f7c65765b61b149bbd54e4c79158545f08cacd903"]}], "expected": ["0xcc"]},
;! {"name": "sub_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xe94baa7fae2b69c1c327dfe462737223135b6cbf7cc50951535c6e39b5ea8cb0", "0x2fff5586d4257456fbe670a08a9f46ef5281ef90d2b8d6e11a39197a8c36bab8"]}], "expected": ["0x8"]},
;! {"name": "mul_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mul_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "mul_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x45a4bf446c354601acba83399e5cf75b89d024eeca4f478b5c9f3c0a9e038feb", "0x6117c1b82e8039d0b67756ba8bc47a193c36e17edd02ea55a2f20ea6704412e0"]}], "expected": ["0xe0"]},
;! {"name": "mul_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x69446a48a1a61ff9a7936fe916005930d86422a829d5e418181d591f0aa2e0e8", "0xa8ee821d4da42ae2135baee7d287da146c588983083d78d874f2496db40e8b5f"]}], "expected": ["0x48"]},
;! {"name": "mul_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xa2ce9851c904e633ae60624963893141bff25d114517af1874a740f096f8799a", "0x29579329b9057afcaf1c4156996319f9e9f80b80087e49b66ef06b72ba5ba2f9"]}], "expected": ["0x98"]},
;! {"name": "mul_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x4aba95cbdbb0080056766e01f90499c7fd750cd0f03f977b0b9217a271ecf056", "0x471eefac20dece4a66d622c5961c2324e0762c3df39ba0bc5c441b505c79e300"]}], "expected": ["0x0"]},
;! {"name": "and_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "and_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8977735a0ab41c1c5fa1aad3b7816ba9258c7fc4a95cb6882e4274c8968e818c", "0x2c19f293d87fa37b628c3724b0c537d81f9b1dbc8092502e0302895a34090fb7"]}], "expected": ["0x84"]},
;! {"name": "and_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x43a5d4d7e537f3464e8c2ac7870700157c6c2fa4a4324c2bd127f407cc1694cf", "0x669771143bb4cbcaf557c5a400a1df90a948cf9470c2ab5e3f29bea608eee488"]}], "expected": ["0x88"]},
;! {"name": "and_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2f492a3bb0c4436602484a1fbaddeb879e22bdf8b0b91dcbc3973ac4ea3fadc", "0x6b392853550630bd7ccd1b9d297a0933b0ee08d0e0828c4f70572b050f2819ac"]}], "expected": ["0x8c"]},
;! {"name": "and_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x5004048ac6991d993f6eff7e25aafa24bdddc959267942f21bd17a9db0f14b19", "0x6ac099b821c714b62657494a7588f9d41a75f695132c6fdcffeb3486920c13ce"]}], "expected": ["0x8"]},
;! {"name": "or_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "or_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xff"]},
;! {"name": "or_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xe8eff25b5ccb95954b60c3c2a3b2c298140e713bf25181811ac106a2747e7e23", "0x1312c8b6e554f52a9df50db6eac090d2d630c869a2d51e2b6458f7d62011974f"]}], "expected": ["0x6f"]},
;! {"name": "or_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xe0de28a29e6b62d434a11f79e7b4dfd1a044c879749f44c5c96ea7f81d82c333", "0xca93b5fe416bdd45d851c2286eb1b23bf1fdd0cc2f7fad74dca28bc8f4ab7008"]}], "expected": ["0x3b"]},
;! {"name": "or_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xf76ddff540059d79f92f160603c67dafe636f90de004416e5317bf609ad2d5e7", "0xb300149ee3388b41f7cbb3317014f2559e99babca4c2a555b2dfad34deefb2c5"]}], "expected": ["0xe7"]},
;! {"name": "or_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xe98fa3a6459529a6c5b077f856ff2108699154fc9e2b3f7d4909df4b8746386d", "0xa4e0074718d25a01cc9242ba6cc4678f67a7ec5be7357094b2faadbe8178ef37"]}], "expected": ["0x7f"]},
;! {"name": "xor_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "xor_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfe"]},
;! {"name": "xor_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xc0e7a0ee7d1ab9baeff0a9fc6d4e7271e416891fa5f366cb0e819497d9edfaa9", "0xeb4fa98d307c4ad58dfeab361e2aef905fdeadb6e17922901d7ad45ec969c1b5"]}], "expected": ["0x1c"]},
;! {"name": "xor_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xd7373dd9505b00b7ce14dfbd652e454112f86d1764835db1863dfadfff3d93f", "0x1b339bb3a37baeaa897a5d408e17d50e1118760107a02aeb92decdc1bfeee3e"]}], "expected": ["0x1"]},
;! {"name": "xor_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xd633f85dbdb6ac17036d04b884436591806b6337dc6da611d638a4e3601b2f5d", "0xd09d53f2e5c98cfc911cb6975ac14919d9664d72454ee37c373419090a06c475"]}], "expected": ["0x28"]},
;! {"name": "xor_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x52b743fdc13839265f7824c7b3c0db58a1dad6d9cff813e5a62757ec141334a7", "0x99d7c1f2f42ef3697399d4eb5f92c1641209ef3d07bbccb326f3af5619266a0b"]}], "expected": ["0xac"]},
;! {"name": "udiv_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "udiv_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x66fc70fe9bc86ece4998e5fa2e06eae5d7977974895e4215bc63349a1aab08ec", "0x5e9cf7879354674783991ed44d7f4ed89ce443c20e45e03869ae0abc784b6c18"]}], "expected": ["0x18"]},
;! {"name": "udiv_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x4c6b0862dfa31d0e64229003dc94d1d5161dc13f0edcf77e9a3770b5602270ef", "0x3b8f41857a6b875b736c302bd7f80fefc49bc0148c4fecb994cb9ab7c3825eb7"]}], "expected": ["0xb7"]},
;! {"name": "udiv_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xf1ed6e11204ee1db58deb191f0e3ea41d7290bdffbb8b43c20a14b397c3fb27d", "0x9f04ff81ad3ee0bdfe972f2ab034edd5e716dad3486c708590614da3ef6b8c0a"]}], "expected": ["0xa"]},
;! {"name": "udiv_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xc21a6100e34f2426993cc7c4df31ca360632028d4541a86fd90814ceb31958cf", "0x926249926d1e004f57ff23f4dab00659ca1cfa7c7ea09063695d0f0dbfc1af9"]}], "expected": ["0xf9"]},
;! {"name": "urem_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "urem_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xe5f45713ab00168428648e3f57f6e6340ef006a1c44679b6443f1c6865277f31", "0x57cfdeacbcc68e12c3b56f5816938adf24f873b8e63038de5dc3b2803be34439"]}], "expected": ["0x0"]},
;! {"name": "urem_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xdb9e187a812e53311ca54a33d2c6e4701652956eb857e896d7ee15f31420a6fc", "0xd3ab660cd6d9e7e9e07579403a74a95751a5fee8a95c5ce1fe80ba2b32994725"]}], "expected": ["0x0"]},
;! {"name": "urem_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xebd7b2dd2b7785b838642d30f98f5b9a78287b9b5bdc0968e5faa6f2b0857594", "0xc1d893a94a95936fcd6fd4a41a7954e40514caadc726f41f270a6673f156c16f"]}], "expected": ["0x0"]},
;! {"name": "urem_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xa3eec6c0065501b5e45f9f493d72195621bf81af395351e7b499f4e4275f0219", "0x5a47534fdea7d984b6f26d4fb6e0a77232487bd18e93b6dacb887080e2db57da"]}], "expected": ["0x0"]},
;! {"name": "shl_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "shl_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xbf849668904b5e23c3b01f901f239b34d6deaabb9650ce73f69339df23e30cc0", "0x90b73b17cf303fc2812574e8ae0abd880b3907acf3291802f2d9a1137cbc47df"]}], "expected": ["0xdf"]},
;! {"name": "shl_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x6168955fdf8faa2ffafddd292a8165690ebbe8fcc4e6ef8fbeb1fd7fb43e8e66", "0x86f5885b12e5e1caa9c24aa8d77f5d8ca67dd24e0043054f6c5fd1d3dffa46fe"]}], "expected": ["0xfe"]},
;! {"name": "shl_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x9469dace1b44568d85f573ec32a1caf6fef1b1dca864bab3c68732b76c837409", "0x507f1a21fe0f5d2cfe1f371294d580e68ccb6318acdac3432427e092c8d0454f"]}], "expected": ["0x4f"]},
;! {"name": "shl_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2dd657bc4487aea3745e4c25af8d528a25867cabc80da381c7582f18406a1010", "0x16730d43ba8d9ae48f77c94754e660e4d8c345459cbea8cce42578d328b4d723"]}], "expected": ["0x23"]},
;! {"name": "lshr_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "lshr_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x6cc98e28453678dd87d825118d13e6f204f8ca938fde24bbb5ea35c79340d992", "0x8712022cae310644095e1cbdc0bdf0c8d0cd5a48534943e6c7dcadadd78bd6b3"]}], "expected": ["0xb3"]},
;! {"name": "lshr_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xe277c1336b394fbbc043d7d1cc7b6b241d5f72377133d6c881a18cf704ea7795", "0x4c650993e229441ace5b779a652c2e89b8262ed010face7bab8ab7170b2ca1b"]}], "expected": ["0x1b"]},
;! {"name": "lshr_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x6492543add9b5ca500b6b45d1889a89ae4b38c9dba22ef95978d5776f77af1b0", "0x93c560702e069e7def8d9149e25de8a435196fc0990b5ebb95da7b7c87c15c89"]}], "expected": ["0x89"]},
;! {"name": "lshr_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x23dbeb524bc252fd061851393a2777b65bdf52b2adedcea1d8039763e5bd4b6", "0xa4e6ec9d206e2f3af1de505ff92a65fa4375d38e9a4bb7d013bb529cebd2fc7c"]}], "expected": ["0x7c"]},
;! {"name": "ashr_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "ashr_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xb5aaa8b9103fb8be72fcd34b6566bee94f416bd020957ed0f1cb705d6d436b91", "0x3f2836bc3c898a88dc22a1e67b0ea44465d98d2086020ed5ac5328542e427d13"]}], "expected": ["0x13"]},
;! {"name": "ashr_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x516e2c6f7037d81013b7a9acc94d884710ede28a6df55dc6ee60e9374e152242", "0xc52d5cf96d72881bc7ab2c24e0627ff208b5e251ac0608ebf89628479599d372"]}], "expected": ["0x72"]},
;! {"name": "ashr_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xe64d258fc1aa38ab291c352341cf8e409557f0c5d967b4eab8e2d604210e251a", "0xaf1799066977c8a3da08c2fb8306b81707abf123ea31ac6968dedcaa6599721f"]}], "expected": ["0x1f"]},
;! {"name": "ashr_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xc9a431de657b26b18fa6588ea96edeaf14640ce170f0c0e503452b427938b03d", "0xc4defb4f9552051128656b00a43a43d363bc72b45d70915abd30eb36cc8301dc"]}], "expected": ["0xdc"]},
;! {"name": "select_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd9352139fba6eba9ea176bfcc88a7a8ac77e530d507497b7d3774fea7b5838c9", "0x914d35619aa02e445f7ad8a894ba7d9603eeccef0cf9c474ef3d2a075813563e"]}], "expected": ["0x8"]},
;! {"name": "select_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x79027fd0dc213a303e305d49cae381c801a9035e1d9efe8710980d52f3ef539e", "0xd7b240e87970354e119dcbbed18eae709ebfe3033118900d8276591fb7b7d050"]}], "expected": ["0x10"]},
;! {"name": "select_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7174188922509ae527c360538ee2d037142c974076dd45caf0a891a8c8e827e8", "0x1d9e208239bf6f6e47d2610c121f9cd685372a9e1b67e1a9c084dd21562f0324"]}], "expected": ["0x20"]},
;! {"name": "select_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xe6af4ca430972c8e7d8dc0b6af62e8198a65dfe5fd5528b583a16ca7c9d804e1", "0xaa0fde74cc0514d4fde972b75c3582b653ce13a34bf2b354f71bfc00db208f7"]}], "expected": ["0xe1"]},
;! {"name": "umin_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umin_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x22c8457a0f5a25598d9cb622b5cf82b8accb9fb73f8147b16ec104acd16afd44", "0x2d36e16d1132516895d3b618c2cff984e29212ace75e81e93ff7fea4699fd119"]}], "expected": ["0x0"]},
;! {"name": "umin_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3061b00a1e659c24bd03303b58d945e9951b11b8e96e21d5a62e24db2352097f", "0xa85bf81e8803f5c011e846cfae584260218fd4230b60e464806d893795e2500e"]}], "expected": ["0xe"]},
;! {"name": "umin_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7edd4a9225cea63e391571cd994c5b052e96f96279f7a454eab672ca67cb6e4b", "0x3c77be01b5735f42efe94649ab325a31ab54e509561d609cadfab6989152ced"]}], "expected": ["0x49"]},
;! {"name": "umin_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xf5fb44b0c8b5fb1e65d230604b9256e45abcea28bfcabe82107852164c415656", "0x30e26bcb43beb8539138887c10a117f2755f3f7315cb164c70294617a8b426b2"]}], "expected": ["0x12"]},
;! {"name": "smax_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smax_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xf5ef1ba7468cbc7b1b4bdb6957e6efa20ece437eabe871ded38fff381404dc1b", "0xdad77d268a0769f8d6217c58ec9a9abf3c4a2860bb2d0f55f92a96635b0e0de6"]}], "expected": ["0x2"]},
;! {"name": "smax_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xd0c32f9f38437d90a38856423b3b7b6f4af7e0b88bf842f77c949c9d0bcbb2d0", "0x46bad27e3e0a4b804eee4d6f3907557dce55408917fd01c09e75b7acd9e9590c"]}], "expected": ["0x0"]},
;! {"name": "smax_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfb1c822edc9e41900c309197a5db455244b3bc326fd0ec987157e001d3e3fb79", "0xcc7c67460a003a9876f9a74c85e62ec2a72a28ba63032214d4d3581eddde732e"]}], "expected": ["0x28"]},
;! {"name": "smax_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xae471007b52c28b7fad76f8102e5cdbad31b6f9e6430166bcba18c6f2a39a14b", "0x891157eb5cabb3fe7667805758b5b00783ad68ce1ad107d0a0dd5dd61b76d046"]}], "expected": ["0x42"]},
;! {"name": "icmp_ult_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfe"]},
;! {"name": "icmp_ult_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xde2fbd2d75de766864e2e6c5849d9e1fd7c3961750fd9ce501ec82b9b26d2973", "0xc945b2de9375e1955b2499330c4f573a4c162d1c88c007a340e4f32531b441a5"]}], "expected": ["0x52"]},
;! {"name": "icmp_ult_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x3356f7d11e6f7993bc184d8541f5bc928ef34af69a084522cdbfef0f5216e562", "0xbc9a53c45652f4fbf39b922d92710802d7080deac8aa73bd86e6e7ef61e2ed06"]}], "expected": ["0x60"]},
;! {"name": "icmp_ult_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x534eb2519e3f2bdedb058d2fd162e9dd95b95b36ff7cda8a23232e8e5bc80cf3", "0x936e4b9627d35377216212ce4b9b829bce0e4f5b6006d15fab6875e020b8022e"]}], "expected": ["0xd1"]},
;! {"name": "icmp_ult_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x7bc948e24b92d2dc81e7b7d04899650ab932c58a303f0b93b01f403e77413fb9", "0x9795b5ec0bc6e724c901270506b3e3c6179290813cb677b6a836f95895e18ebd"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x8d8fba7ffda28cbcb8948f4fe37a1c92eb04897bb547aa7fca1d9abcb6e7bac0", "0x5edd3f072d5a2fa1ebce5123e3e96e58edc30bd8e8fdea416c2f9d3fd2c4dae0"]}], "expected": ["0x20"]},
;! {"name": "icmp_slt_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xef9eae4c1a0e3baf441b93ba936702a04953edb6a5128544acfd5a7a30d9920d", "0x3f0c40d0e3933eb6aa529f0fdaed4c05147defab367e8d5b7353e9b3c4ebe57"]}], "expected": ["0x52"]},
;! {"name": "icmp_slt_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xbfa4b1e71c624e8cd39e5d5abcd92683b09923a824deb9387f8ce060ea9b0760", "0xb172a811e4ebe84dcc0c958a73cce69d58d555af26120b5a1a8f993776f05e53"]}], "expected": ["0x13"]},
;! {"name": "icmp_slt_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xa2b184ad0c532758a736f620463bf2be64c422b15dc8014ded9ad24761d732c2", "0xb98360cf5a78096181a067307edb146f46a22c1d33d16aca44449c6c1b5d3e4c"]}], "expected": ["0xc"]},
;! {"name": "icmp_eq_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x0"]}], "expected": ["0xff"]},
;! {"name": "icmp_eq_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1d475887ee2fa5367d6f1a87c3a1b15b6bea6d862a8e1c94e357405ba91a390d", "0x95e3739cff80a89fbe67b3d03096054f0927e79ad59ed7af46d35ab5691ccfc5"]}], "expected": ["0x37"]},
;! {"name": "icmp_eq_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xca404a29777a6b6e026715a65bb0a615bc7e30d0e03773952e45fa56c4795de4", "0xdeffa21fb79bee889d86787e8956a989b191eff00f86f4d364b7d55900ec6888"]}], "expected": ["0x93"]},
;! {"name": "icmp_eq_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xf4e0588333fefd95bd5553eb4187236c4d8487a779fc4b7f1a7497395e3ffa49", "0xd97d04b49878fd24888ecf813a86501aaf4f2f6487ebc5404565ebf4cf7a6c85"]}], "expected": ["0x33"]},
;! {"name": "icmp_eq_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xedf5aa3024c1ad8475f79e25e7734642b007ce561342c51a4cba6e38cdcfe5e9", "0x27005baf656bff690300b7865d50c61bb835a00bb20d384118d62bf0c57a6cf8"]}], "expected": ["0xee"]},
;! {"name": "zext_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xdc8a289d391d0e4c6c2430997c130d849595e7c1f6dcbd6ba9628273dcc1e05c", "0x88aa698828b9d24605fc19808222bcdc74ec89d48d706c3f4aa9cdeb9acbcf7d"]}], "expected": ["0x1111101"]},
;! {"name": "zext_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xbcd934f62e3fa5c11c7286096ac1b583740b179b48509c9205440f95e221b1b9", "0x3e512038bf442db0513dca70e10f8eff561b7b24eb159f1de54663f31aa0eac8"]}], "expected": ["0x11001000"]},
;! {"name": "zext_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xf1ec2746459c33d8520f2c41b0b43a5ac3e78b063cb02147b0df6fbed4ea1aca", "0x37f7479e227bb17e764d4a562148fd94930debb329f897b8e4a855e949e54fb1"]}], "expected": ["0x10110001"]},
;! {"name": "zext_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x4cc42f4e769a22179dde711158d7af2d95f3af3f12c558e415de578596c3a91d", "0x27e47b27d521215c0a6730522ae7820a4d26ba5ba94a2cee7938dd873bf4b9be"]}], "expected": ["0x10111110"]},
;! {"name": "sext_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xf"]},
;! {"name": "sext_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xb833093830d07906684be57716e28f59e40159274746f063c651291cd8e979d8", "0x8243e82affcd4c4d1c74c74dfb3c4f2e93259afa553e4314ea179918c7e4a621"]}], "expected": ["0xf0000f"]},
;! {"name": "sext_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x83ef78715f3c23a0651bdfc85699c1dd506e9a011f56ea97034262c02161ea5b", "0x924c906f3760eb52b1360da553b03ba6036b7f3f375f55942626e5c37c87a328"]}], "expected": ["0xf0f000"]},
;! {"name": "sext_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x4d70a69e36ea3c7a38203d0d7e652ec3ba018db2f0c46cfd7fae55a579321928", "0x93bc0cf6a68cc54c90fd76ab3674e0294c657edf3a4a670299baf2699a197a8d"]}], "expected": ["0xf000ff0f"]},
;! {"name": "sext_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xba3f7f7e84a0d3b0dc200ef6c86014144bc834e7440ca38a13fb0c70117924b9", "0xab961258d57eb1363f063fa72b604b0ef585ca82546bb896bc4a9df1ed9743f4"]}], "expected": ["0xffff0f00"]},
;! {"name": "add_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "add_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fe0"]},
;! {"name": "add_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x9929ff274615a3da6dcf019e79de9b5b4f1087fb3525fc57d19f19aadd552560", "0x167719ae7fd2cf1d2ada8f695a5b82bfc23dc3895edd62a5eb4e2c0fae67a710"]}], "expected": ["0x4870"]},
;! {"name": "add_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3336f936158f4d6884507065352e3f8ca1de6b1f22bd04f5ed74ae6a6ef7333e", "0x131c9f0ea5901cb1263358a50cbebb073ee1cc854d171e0adb1f0f61390b9341"]}], "expected": ["0x427f"]},
;! {"name": "add_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x2fe0796509b10d3df85aed6884937c0c8cf8cec62e8fa047706b0e9bb908818", "0x65a4364e0304680e489e2a090131cdadeb32de5e680b9a70e8373841eb1bfe70"]}], "expected": ["0x668"]},
;! {"name": "add_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x59331b10da947398cf88bde4f0871ff3cf93ac2b9989898e7a913428ed3d8674", "0x251200a7d9ead41ee93b93c759dcce4d2f8013e2c6b8348682a18420bb7450f6"]}], "expected": ["0x574a"]},
;! {"name": "sub_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sub_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x422"]},
;! {"name": "sub_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x86b38c9860909c52ccc632477c97ba38c1bf6e9284a0110db193980dca043fd0", "0xa2c26072725a5ccd45fcdad4ffaf82964c803cf80926581a143dc3310315b194"]}], "expected": ["0x75c4"]},
;! {"name": "sub_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xbafd1846b4aeed6bd3fb033ebb2f2610d2e2ff66a8807f4546a6ab3b42035863", "0x52447f552fa988c976f49c3b94ebfeca42c40629f1f77b7511d172d84c19bfde"]}], "expected": ["0x677b"]},
;! {"name": "sub_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xdf5c411a54d403fa19de45f38b4056e45ec2751fdc02763b6d8204753ab11696", "0x66d31f9dfbe0493f066002098db44473b3410abda9d585521d5dccdcc1705931"]}], "expected": ["0x46bb"]},
;! {"name": "sub_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1bdc77ec15cd3cc24389ee295a1162cb0260325c5c596bc5067ea190ea3674cf", "0x8ab80d30bb8da2a752d43eaac9c0a7a80172292e67801e7574e610b1f6129e13"]}], "expected": ["0x2944"]},
;! {"name": "mul_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mul_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1f"]},
;! {"name": "mul_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x26f73c416f70ddcf2f14e137b60edbfb003c230dda9ef335b20bdc0651af5d2d", "0xc7ee471b530241a893e5b28e0b2b3cecca51b898519f03716c691bf8f1740803"]}], "expected": ["0x3807"]},
;! {"name": "mul_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xac761aef0170ee549315cbf5bed3097716ffcab89de58531adf3a1afa405b18d", "0xbd8f110f0df6a88f034f372e07ad0d293e99ffb52d7b3cdfe1bb29f8cdeea94d"]}], "expected": ["0x6309"]},
;! {"name": "mul_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x3e5a54914bf80f8cee39bfada619c21af3901f253f307c89338cb8bb8a2ad15d", "0xabaa81143b12ac9f1d91bf37a4c1a90994b331fdbc96b019a832f7a65171b866"]}], "expected": ["0x63ce"]},
;! {"name": "mul_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x660e50e871fbc5f9abea7d3b2208446d22ab743818c0f6ea502aa915df06a2ed", "0x941d80201e2edf6441312c21bb3ed16cde8050d591f00639f4b4373584505495"]}], "expected": ["0x2391"]},
;! {"name": "and_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "and_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xc65f203b2a58b259e27821b6300a3ec03578d3dae7fc02a2ed2dc56e063e89c5", "0xb218e8a278f5289492fae1fbbc43b021846835c26666f31007e9fa77c739b898"]}], "expected": ["0x880"]},
;! {"name": "and_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7055555e17cda91311094967b252c82f30b86efe77414978f70266161c5f11e3", "0xa419d4bb95a0c0da96c18810db1becceaafe35bd5f42ab66dfbf079d80fa744"]}], "expected": ["0x140"]},
;! {"name": "and_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xc173c28e2e137d44361e45691300ffe5ab63497c9123957c15947348fa6c0438", "0x1f7ebf0a11deefa33239f7e79fb6b23cf53d8e202acb0a8181537405af96d7e7"]}], "expected": ["0x420"]},
;! {"name": "and_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x3ce0b9fe8d4a9552b749cb9e1160954177162e4371756160b025798ff28fca06", "0x1c0a2e15240732d94d7fe59de9a38ecce1a7f4d73fe90005ddca73c839e104a0"]}], "expected": ["0x0"]},
;! {"name": "or_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "or_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fff"]},
;! {"name": "or_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xe2484dac4c684c4a4fba30a6f06c765d9784eacbfa8e95ca1526cfa1ec3819e4", "0xfa165f0cfd02ef8d330645336b824009c3d4c708a28c6cd6decf209a5ed8636d"]}], "expected": ["0x7bed"]},
;! {"name": "or_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x8f69dea04e44cbfac004631bcb36a51fd9a9d09d564c69f9d7091090fa126e16", "0x1dbdb99d747ce71b58fe7e95cc8269d69102ed7df86c91d65ebb5fa9eb4d240d"]}], "expected": ["0x6e1f"]},
;! {"name": "or_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xb3a9e07250ff696fab7e27819a39d135d04a9add65d9f9826fdba1b32bd4c26", "0xc29d29c8e1c123babb562243f2c505230c6c38a4e7ded55962ce4b65697c45c4"]}], "expected": ["0x4de6"]},
;! {"name": "or_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x297c0c13373a4225c1bd10692e9c04b26174bdd556efeb652fa69151b9deb337", "0x27096688e1b7f64c1515de6aa68d21020c20054c602a3b49db033a7833422624"]}], "expected": ["0x3737"]},
;! {"name": "xor_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "xor_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7ffe"]},
;! {"name": "xor_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x368824b820951b6551e3f28b114d5cb79dc21c8480b6e3dd2db4be0463fd50e7", "0x110b623c18618a0f00a94ce15ea1650471d10c1ad8f2089df5c3bcc84eb438f4"]}], "expected": ["0x6813"]},
;! {"name": "xor_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x67873fa91bf086e8a00dd81ecb6de63815ce30593248698d3ab3c90f42b93ad4", "0x863fdde7b32daf6d69e9776366e477203b2761d7cfbb5b0996693cbcae401676"]}], "expected": ["0x2ca2"]},
;! {"name": "xor_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x254721bffd30a5121f75626bc0013268d6cc8a13663e170974143927c3036160", "0xfe9d8658d6ac9db159d40ae1efee0d294cf79409c006eea759b960e4337f47e9"]}], "expected": ["0x2689"]},
;! {"name": "xor_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xc6eb277193ffbf72e6173b482880d0a5e2214626230a28030cbdf76862c5ae2e", "0x8a23505afe9378609162b3e3c27eeefe4c207bcb88a7de4920085d279eb450cf"]}], "expected": ["0x7ee1"]},
;! {"name": "udiv_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "udiv_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x639453a0db2b10d2e7f37a51bf1534cdb4122deeb2d23f90c93eb7590dec5667", "0x17e213bf34aab4d40bad7a8315d7a463a87bdaebd3224ede9089851f501e95ae"]}], "expected": ["0x2"]},
;! {"name": "udiv_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xd90045b4e21d25b10dbc3cfa2267c197ab97847ab9e3e4393a6fe37e0385a6ba", "0x61902bead1224249273638c0f779663b65bc3fe23c44d8339dad3abb47e6efb3"]}], "expected": ["0xc20"]},
;! {"name": "udiv_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x699fb4ddc0192be35a7411393d98ba3fbffae46bfec9464de9a48f07912ac571", "0x4e85d5f830538550c128710aaa00dcb01dc2fb6bf0c5c53cddabf227ec5e5e67"]}], "expected": ["0x420"]},
;! {"name": "udiv_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x62e57af8998c64054a29f8771333956043c3fb0aad372421b147eeb78b6fac5d", "0x9cc4907b72f4344985c49bce2e341ab410d7787848ad8f0878b2a3a3e7271739"]}], "expected": ["0x100"]},
;! {"name": "urem_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "urem_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x111b504c8e33d81d116d76e2e73c3723fa2dd81048dcd6769329208ae6e60c8f", "0x2f053b7e9e256831b2558408beb06ddcffe210bf210ca8d2d1bc01a8b7583851"]}], "expected": ["0x842"]},
;! {"name": "urem_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xc18012fdbac73d89403b343265c7bd9e169ac65565ed92eae5cb344e598b6489", "0x645fec0bd76f661615b626c1105870372226398b3feb5c71746993ddaa93b66c"]}], "expected": ["0x3483"]},
;! {"name": "urem_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xe7c05bb1aaba22c7c43e1f758ebd4f567d3d23494f24ba655e11af5927d86f5c", "0x8cb9abe5bbb14dfdf9079620ca2ddf1672bddb41c03cdf0989056ab732cc65ee"]}], "expected": ["0x65ee"]},
;! {"name": "urem_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xf57d0fb7471cb7b5adc6f3b5f9ac0d45913906b5a975711286fa98e517784834", "0x699f17dbffa2a3ee8a518a735ccd7ec02df6388967da56aafaadb273b0a13a02"]}], "expected": ["0x3802"]},
;! {"name": "shl_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2"]},
;! {"name": "shl_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x9289a3c17df49a7a78f3f10885ff57c4427f6f74c81d6e8491b9cf1f88cb4523", "0xa05255e3d6df7fbf2fb3447f66571c0d1f112018253d3aae3ad4976c2c9a8790"]}], "expected": ["0x1000"]},
;! {"name": "shl_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xa9e974d0982ec5a4a09d58730f62506671ac096b9cac706c492442b7dc3b5a54", "0xe430868fad76973cfc603c0a1e3642d27a4d7de6bf776e1dd411e0c8ea433d53"]}], "expected": ["0x7213"]},
;! {"name": "shl_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xa05c6ac18f31ca3c2b974f001eb84dc817e809ff15630221d24fae4a11da6c9a", "0x1d9efdf682ece621461f6061460037024b52430d1d27924a9d113578b79b636b"]}], "expected": ["0x216"]},
;! {"name": "shl_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xb5ae325188bbcd7de6e574a10a5bec3856fd50647faf4c8cc39e98bc7204b349", "0x929184383f4f4d7c5c227828ac2c901fcf2a8e1a721d3d09d673bd2db02bc423"]}], "expected": ["0x1050"]},
;! {"name": "lshr_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0xb2faff360b0273fcec5e7419c475679b15d97b5fe647d18241ccb65bbf014473", "0x9e719b75736ea850b2bfb2781ed903c7eec4f2d8ace0a26498a37a7ceaf366d"]}], "expected": ["0xc40"]},
;! {"name": "lshr_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x92a2008b226b26ccd731edd5f140862f0819c32789e013384a7c0a33aae68113", "0xc68727e825f66170ee7a08e866980b50f78a026f441c698020de9d791a75256b"]}], "expected": ["0x2420"]},
;! {"name": "lshr_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x3c63a97b8e7a605856d5ca2a3469f4bfdcd0027663dc14d13e5c429af0e64185", "0x6ab3d3e38a6a42ebcd2b31db14a22b094907685fc0a5d292a95567d507ebad15"]}], "expected": ["0x1455"]},
;! {"name": "lshr_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x95f416b2d214e9c6d32644dda0ecdf662c84a778e64712f614e8d8e5a08f2730", "0x811217154ea4216b928726e193d93834bd6abee7a69bb5eb93e0280f01a631a5"]}], "expected": ["0x1a2"]},
;! {"name": "ashr_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xb35e067492a30f397128ee47b96216cd78b1cc45424e0c94dc029bb337a8e762", "0x348f1683bea61afbbc70814e4e62a22e37679e84b9ae91b7725f794b8330946a"]}], "expected": ["0x1402"]},
;! {"name": "ashr_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xfc4f572202769f8c770dbba757169e897c2038cdd79cb786a3ddd942479557ae", "0x8f5579e523c85252c9518865dbf0091e0ef6c93e932cd2b3607ddfbe66759fc4"]}], "expected": ["0xfe0"]},
;! {"name": "ashr_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xa904c3a6ee4def2f2df60116250c44b067febc912cb03432612dce7431d656fe", "0x45ae1c6ed18b953dfa1e1fb4c76256fae590f8c5d990189364b83f5850fa58fd"]}], "expected": ["0x6c1d"]},
;! {"name": "ashr_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x4deee841d44041dbadaf6f40801cf7bdd2406f11a06dd65d462f8ab48b6f727b", "0x146f561028dab6059d8f7569f14877e231c13f1798172c6e9e253d5f1cf028be"]}], "expected": ["0x41f"]},
;! {"name": "select_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x9fcefbf423099579acd671d6191b0cb058af36e5a1f06818e97036e638b88fb5", "0x619d64e68f0bdac65c3b8e28874deed63859c09454e1b2783a8243177b09e40b"]}], "expected": ["0xc0b"]},
;! {"name": "select_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x7e68179b6c66aeb2173e39df8d7ff33beb589dff3dd510421b619c0c2529fcc8", "0x5e822ce61c833ff3d19f0101b36174d2d70fef0f78a293a7281371beada26e25"]}], "expected": ["0x6cc5"]},
;! {"name": "select_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xc83e0533ff0583e2ff20713b6d2f09b42d95519b6bc06b5df20bc665d09b50f4", "0xb8e14741152e26c3ab19f930ff1c1c17562f367a3e462e939730256d3e2cf431"]}], "expected": ["0x5031"]},
;! {"name": "select_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xb2a8345c3036c714eb35f44e54054ff34d3e7aece6dde187553083af64724a72", "0xb6c275dd5b720c70cd328075c1cccc85fc90a6fd1172148fb4431b4af58ee7d2"]}], "expected": ["0x4a72"]},
;! {"name": "umin_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umin_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xb5ee82420664d293226b1e8c231da068bc2786b2dbdab58946837d5a1f2e767a", "0xdaece8c1ef7e635cc614366b674a7effcd413d7abd2d498ae5896b21b5522c80"]}], "expected": ["0x2c80"]},
;! {"name": "umin_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x463e2d9ec04b9a69a2e1b28dbcf41a3db0ca072686eb87317fe121f7d658cca", "0x456cd15352d0b30e1e74fda20caaf96997452a47a86d77e703def8b53d40691b"]}], "expected": ["0xcca"]},
;! {"name": "umin_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x9fd3760cefa2fb48933bf785bc25aa87ea40beab3af02d3cc44259a5ab08e674", "0xcd0da94f1a99694985a257300cf84e39bb631caefde3642d6e297529e36f91d3"]}], "expected": ["0x11d3"]},
;! {"name": "umin_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x447cc3fe77f83b9af467eb734de913b9455819033e6be6f59759a6dbdd420846", "0xa21c39f19197c9010206e93d99ecba2563e024ccf8e66f057ba1849b2f3678f5"]}], "expected": ["0x846"]},
;! {"name": "smax_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smax_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xedb0c6706b4f03496a60c1380eb49b054d6116392923e7fe1d74c271a395a1df", "0xc497e40686e009fcd54bbd4d4519fa2dab5d4492e6563312dd75ae75b22b1f76"]}], "expected": ["0x21df"]},
;! {"name": "smax_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x469863505e7743eb70513fb856b3594ef69fb2208b9e71a5b8da9c69a4347123", "0x814043b27067460dc5b2d0121b7e9aaadb3354ccc39df2e83275ff107ff27660"]}], "expected": ["0x7523"]},
;! {"name": "smax_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x4838e89abdcf9f6f2c267c10077d7e656e486569aade10c87053d787841b0bd3", "0xd99284777b917615f71dd0a2ad11b702c34b795c22ce68f3cbd2074edddec9b9"]}], "expected": ["0x9b9"]},
;! {"name": "smax_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x4dfcbffb4006a06bbf569c81a66a9dfd94595fec9f2d8754b0d9e52ae6036623", "0xee92648622cfb06732f3a4984abc96e256d2f9ebd2ed7838e01dc8aa012887cf"]}], "expected": ["0x7cf"]},
;! {"name": "sdiv_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xe68dbe66d0ba72154b7ee8884d4722977d4b91380eab6beb871b6f236d0ee701", "0xb1414acd156da06999d29dc625fbd0cfe662eb9cef5d052ec1fc1398aa0df544"]}], "expected": ["0x4"]},
;! {"name": "sdiv_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xafb8e9d28ea206a3655f6d193b47c1cad1f65a35036dade586d16348717f925f", "0x2a4ef856d2108e0c385643a0d5ee8bbc896d4022e63f0ec4b1cf6510ee134d6d"]}], "expected": ["0x7020"]},
;! {"name": "sdiv_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x533cf3d3a38ac67a2d2c2ef99fc0fbd9c2381dda64eabcfa49eae0081295f733", "0x9b27713f2b2369e056462e995d34954c89e63a7e7be8ad2491be1c08d4108074"]}], "expected": ["0x1f"]},
;! {"name": "sdiv_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x4cbb111e2d93ebf0ae0f1fe6767749a37d3dc515dbbdcce4c8ebcf3124876f59", "0x17dd69ff81fbf08c3bc3c218a6aafaf3a45691648a0984e861b3f5a4fc6026e4"]}], "expected": ["0x0"]},
;! {"name": "srem_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "srem_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x62076633c502b1709061d92c9c50508aeb4915a8c291f27ce528a4bf8d509318", "0x8b6d0d4754befd31f872a02208aa100f3ffc5814ec744663f6ed2f0837791816"]}], "expected": ["0x16"]},
;! {"name": "srem_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xbc4314288fdbd6f0dd4ea38657d46997922d213d18244de8d5d9c41b57acc66b", "0x1bff9e19a0f433d33c981cf244598805793cfce907373475753e9281cca889ac"]}], "expected": ["0x882"]},
;! {"name": "srem_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x902756c347312a7881cc7bd9ce78326472cbf5105e43f946c8793392807a93ab", "0xc03018045d6445c057ed9985b724d799d2728293f8a406b54f18399b1c2eeda9"]}], "expected": ["0x79a4"]},
;! {"name": "srem_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x16a04abf13e1dcedb93681e0ae1046f1496b16d8190bd1da86842a241cb4e7cb", "0x2212e908bbbb9f5a8a85d6395f76df978b7a2076d370b332d6491fce44697a64"]}], "expected": ["0x7a64"]},
;! {"name": "icmp_ult_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7"]},
;! {"name": "icmp_ult_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x924d487b81b60aefc29b6c62ce5c6642f357434a321315227dce7b149e8d403d", "0xa14d14cd14a165f822225c1360db6dadc8354db3ec1022d3ca30440a7601f59c"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xa32cde2b08287737b0d5f2eb3d5d52a7e3237dab76c9413fb6eb8620a4d797b2", "0x3cac242ca0dfd70e196e9b6fb462eb04e31329183b8d37f58ff90fdf3e46d302"]}], "expected": ["0x3"]},
;! {"name": "icmp_ult_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xaeac4e55a4339cc9db58477de8f2ce912589e811a2b595a09832689a14b2cbb2", "0x1e563fbabf9a4d9d2ca74753ffe3bc0644db51a53c17e7e1b7d47251e8750285"]}], "expected": ["0x7"]},
;! {"name": "icmp_ult_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xa0eb3922e8671a37fa7e997f09b611d537d736520237df50b8143cfcd0611595", "0xa841f01f1dee2aea7b31b841725a8af0b3d368b02110e9f5339b8f2c5cb8e3d7"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xa7256202f0a994c6758726d14dd6959d79375111c56a726fac9db151e4495156", "0xb9e638e09324d7636510a92cb53ce486ef0bd1ff743cc2ee35a4b5bdac6bc3ab"]}], "expected": ["0x6"]},
;! {"name": "icmp_slt_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x3629077b6a30887ada8cd3260122ba8b405b1715d0104bc444f486ac58a6aa02", "0x2efa499eca2eea441aab1d37bdd435a42cca8488ef8976b1eee41f3f8b841809"]}], "expected": ["0x4"]},
;! {"name": "icmp_slt_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xd757cc4c086e74da9533c5da8394a60ebccf0cea261626f43e0420ba65dbabed", "0xc59105477dcd3fad47da9faba4c6d9d4d47b1cb2e5affb4d2b9777341a7a5961"]}], "expected": ["0x5"]},
;! {"name": "icmp_slt_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xb2ff2f75a72a87eca315efd27cef75ceb6ce1abb9c97b32fb1e68ef2308cb61b", "0x6e910200fc872fb6bcbb47f5861d07cf2c17bc667e577cae28dd7d033b9036b6"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0", "0x0"]}], "expected": ["0x7"]},
;! {"name": "icmp_eq_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xe091c999988844eff460e9213ddf7325340d7d2619923580c2cf49aaf5a01e2d", "0xc2d335ff81a184a1fb58ac1943f41743ef6b03fb11439690b10ef3571d98aed8"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xf64858854f6446a87113de3a27a00fc2e3b722944318986f4afd181479a73361", "0x79da8fc8ebd56d746f8dc113ddb5dd8685a135046a101b34fef867afc1f2f7e2"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xed703fe141d10f73d8ec45db0fb4b6895e8c1d50cb57bd147ad457e8e913e98", "0xfea99cbb2e438fbcd9f163ffb768143d091a54b4a2047df5318bc7d2c19f1749"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x1c4c0fd07f7a8d81863da39644e823e71af1e830d45cf654a70104929b13cb22", "0x628f58f3e065714fd7e3b132f68398f300a7aa4e88f23717f0ed94565d286cef"]}], "expected": ["0x0"]},
;! {"name": "zext_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x1963f905873d587a4b942542555441b1177c7264b980742bc4cb8d2159e14271", "0xa8e8b242241afc0f6505b98bc4f540ce0a618788741c77162ca79de4732f825a"]}], "expected": ["0x121a"]},
;! {"name": "zext_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x5c9c6c787e96445fa9db9d5b00e83f11b66bbf04002e389ce0c409415d5d1f50", "0x962d6b6d8a50dd18ecd9ec17aa743ed94aae6bc8c96aab66824e26e441575d46"]}], "expected": ["0x170a06"]},
;! {"name": "zext_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x25e70b502badd98f75849e0ab9631b7bec8041e258da43110aaa573771341878", "0xb65cab2ec18dac01126748c17c7b4c1347510e390b0d4a8ee33c71e95cb87ee3"]}], "expected": ["0x1f1703"]},
;! {"name": "zext_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xebd7bc9d5dbd8810ddae45995396c051e329d42a6821b8982b3702216ed7fdd6", "0x63cad420d8bbf03bc1cbd41861ffa0979a8b1bb8b3edb0913be03d7116e5f7fc"]}], "expected": ["0x1d1f1c"]},
;! {"name": "sext_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xaf4ed5250e3f997cdbdea5d05ab2786f9769337f78f3dd18d54a4f7cddb93c93", "0xa663900798f9aeb7601c1f12c64d9ae14799be0cbf25f3f7091a6e58bac3f43d"]}], "expected": ["0xfd01fd"]},
;! {"name": "sext_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x9f9e70d3287d3fdec0b688abf88a9d374c8b6c93568da8ffc81e1d44c245daf8", "0xe054da219785c0d2baa7e1cefe74ac20c5c64f2d9004aeaaff69400a6063fd19"]}], "expected": ["0xff08f9"]},
;! {"name": "sext_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x8e72a5e5cc61952e2fd6d9e09d7df82e1e6875ed5d3379da32ed6f0f8bbdad2", "0xd147e4757ea18dd85f090fe2492e41ff83a58268316d98504b07377f1df3c93a"]}], "expected": ["0xf209fa"]},
;! {"name": "sext_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x2dd900667ad789e8b9bfebf38050c685acacc31529feaaad494f3abdecab2cec", "0x9373ca1723ce414be285465755762a08ee66d52048103d23ac5c825a6f77f601"]}], "expected": ["0xfdf001"]},
;! {"name": "trunc_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xc9e73884eb8acd0735af6e095f37f1d8123de6610477a295843dfdb910922619", "0xe4eb2527a40142ba9b4b94426b34600256084a8f775e061d8996b6d19552009f"]}], "expected": ["0x3"]},
;! {"name": "trunc_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x79598842b98d6b817c82f83cca74c5aaba99731a10879d8c9b218c877b99739a", "0x79783de13bb0f9dd6379c3e80f2c6acb94b66baddc23977ea33f62c566f4f45"]}], "expected": ["0x39"]},
;! {"name": "trunc_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xba9ca48983d4bad4e2f75bfa63cad2d420427c95ed2b36bdef946855a3b0b4a2", "0x503eab4c2764e1a177e5881e46e56258e3131ac7fc36c7290aa277049626897d"]}], "expected": ["0x2d"]},
;! {"name": "trunc_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x1e02cff4b9b8d9773a6d70fc4c8fde227577191390589d197026ea15c8264f0e", "0x946b2dd4d2aa31de209bde088287bb4875ad4476dc98c37c802191018e35c386"]}], "expected": ["0x2"]},
;! {"name": "add_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "add_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffff00"]},
;! {"name": "add_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x9ef9db7591890110bb24e819487de15291289c344ca427c14162094d7da23a9e", "0xba0eb29b5a2bdb7f45ad6290bf94b1c840bf020dba1e2d847a6f54a5cd03e2eb"]}], "expected": ["0x4aa51c89"]},
;! {"name": "add_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x5454a59d94e937364568f1a8be8be0d15a156b71c1cb0e15871dbb6202591993", "0x5e6e27bdc12e559e0a05def04365fac5bae5e7fab1034d4e1b289a5daef784e1"]}], "expected": ["0xb0509d74"]},
;! {"name": "add_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x82ce093452a106fe39778da3b8a00f50b3bb86afaf99a61ce1b6a5b66dd11c4d", "0x55ac3871e8efe697fcb3bc71abc820418513ae9242e79f38e78e311f0fbf8f7a"]}], "expected": ["0x7c90abc7"]},
;! {"name": "add_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x3c523b0097a2efac64a59bcc00f2a00e527aad6574fff1ea23cf53661d6f1b4f", "0x301005267c73207c348c462ad65cc0380fb215423ad1076f0d2e994a875cd51d"]}], "expected": ["0xa4cbf06c"]},
;! {"name": "sub_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sub_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1010102"]},
;! {"name": "sub_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x7711d189448e6aec8a9da8d2fb7e324663264033929fc119c9ddd671c5cc6be", "0xe484f264c1d45d85ec9330b3b449c597107cbdd4612beaa97a62da054e3c86a6"]}], "expected": ["0x32e0c0e8"]},
;! {"name": "sub_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x9b8c7cf644f1c8748fa6e49b04ba9d2242128c22fca6448d6d5145841c3a3bd7", "0x2728f8652b88cb65a266af6d1aa977987a09a2f61f5b6a7750fe14bc428bb577"]}], "expected": ["0x26517aa0"]},
;! {"name": "sub_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0x8557312aa69fe25a4dc0c6c7c6519fdec66579ed674f1ee3e323cb8f8e01b9a4", "0x802ad178d1b01bf1b420cab5e55bc43255ea642ec0338b23a9318c0cdb3c8b45"]}], "expected": ["0x4d3bd2a1"]},
;! {"name": "sub_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2a", "0xe83dbe8f73fd127d4886c1a736e712621b054d23ca874e5e193e51b99a21c9a", "0x4b16b7c3ebe27591c7aedbc30c83fd7f6d7b5b3bd888e6de6054fd3a56fe8d61"]}], "expected": ["0xbd5c71c7"]},
;! {"name": "mul_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mul_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xff"]},
;! {"name": "mul_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xa390f987c6657b31ca510fa604945a50f51051a04c8cd3cba67b015a60506535", "0x7dff72d635eaa77868875f26b2940391c7f693932c4df13d62f517d89f9e4e72"]}], "expected": ["0xa060c69a"]},
;! {"name": "mul_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x5c65b5786253ed9635a0c226171f6eaf5b056f5f5ef1e829daff33ae8e1b2814", "0x90f6fab4d5e1f3c37b10963812343771d3acb5e6086506b7a7aa735ef3777103"]}], "expected": ["0xca8da83c"]},
;! {"name": "mul_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0x91e249ed23e505990906a6925c9189b2fa4672343eaac7f412f593ce75fbc4b1", "0x872c6df86c7f69a227c22beec7acd4b251553f484b90b46d2a0b8955ba5c147e"]}], "expected": ["0x234501e"]},
;! {"name": "mul_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2b", "0xf5ec20c1b5393a4c947dbd5e09fa5da813eb0df85cc64a7105294f5d8ab29ef4", "0x72d160d1910c5b72448dabafdd03bc36eb929e4346521b332c16564528d59815"]}], "expected": ["0x901ad004"]},
;! {"name": "and_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "and_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x28e727db9209965b1e7a241e877c40b0cb148d9d01453434b132c3c6fc4ccae3", "0x5e21f6b9bd11a059db43cd9dcf5f6617f62020afa1e81766a785ada56fb32ea2"]}], "expected": ["0x6c000aa2"]},
;! {"name": "and_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x2b5851ab50b7bd02ad184cdb7352d6499364f2f3d2ed499fe760b621c86b7023", "0x53180b65a82fc6df99d4d7a227f713b3b5b459bb4cc05cf67de99c85726fb3a9"]}], "expected": ["0x406b3021"]},
;! {"name": "and_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0xbaadfba6d6dd549277384b7b60607947375d60807841b254980e5f7b212c1f8a", "0x1d81a99ddbb3b18fe187426acd42b1c9e24834b41fd14b9950df7f1fd2d8baff"]}], "expected": ["0x81a8a"]},
;! {"name": "and_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2c", "0x5fe1f88135b85d6e4eaed2ca20387dcfe24c66189d258532772f720ca7236c1b", "0x86e029f3d9558d288d95eb5afa0c49e6769f1c25e039c53598866e9d64a5c987"]}], "expected": ["0x24214803"]},
;! {"name": "or_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "or_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffff"]},
;! {"name": "or_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xcc5b92acd4213a198a9638ac617b4b52b22731d5b52eeba17365eb4c0527919a", "0x21c0420dff1142710cb2d6ed35c569537070c92ed4b2fc2d6cb512f9bd059ea"]}], "expected": ["0x9ff7d9fa"]},
;! {"name": "or_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0xcbe7c82d8389162e1fd9d0aef3698d80a594bb40dcfbb024b0f87461b157d0bd", "0x8d78c52c3d545341dac052b183b7bbd0d8a87f64bdc8e4769bbbd03c452b3ec0"]}], "expected": ["0xf57ffefd"]},
;! {"name": "or_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x31588fb7b1ad6c25d4bb7b63de17f6f3d48031a22ddc2594577af5b7373342bc", "0x70ade7a748bce88eab95d986c50aadc21f868ae461bc9f9de48fdb3b99e8dbe0"]}], "expected": ["0xbffbdbfc"]},
;! {"name": "or_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2d", "0x6b1d5f064b31ccdfb1f4f5841d96cc65f86accca3f610c25c522e9f4e0300cad", "0xf9d6ca5be30ab2fd09bd67a914aab1ab480d85f8298b750cebd80fe5cb742c6e"]}], "expected": ["0xeb742cef"]},
;! {"name": "xor_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "xor_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfffffffe"]},
;! {"name": "xor_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x150e140c8526cd187b8f51ba2fe7297cf147b92bc8a9a62675a391bfd81bbee2", "0x412c83b960cac65d20a4556eee95704c4d5801d108ddc82f6cb90ff6d76bb0e7"]}], "expected": ["0xf700e05"]},
;! {"name": "xor_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xca97c1cc9608f381f54cdb2c954ea86da792bbcd5aeab94bf7cfd2134d637e8e", "0x385ebfbf76e5fd2e094f4fad51fb4fce5434b7d3ed8e3865552db38adb4f8d9d"]}], "expected": ["0x962cf313"]},
;! {"name": "xor_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0xe8adb3b7f4fdc6ea97fb8c395c78b5b619838b9d90b0655dc669dfa5ab05718d", "0x33e6584ab66cf2029240a0f278196a8dbd7a72241d5c0be0e2a1a4379ea95372"]}], "expected": ["0x35ac22ff"]},
;! {"name": "xor_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2e", "0x51ff9861534ffe8595b97dca3a3903e8d94af0758ebfa39db0000555dfec5e15", "0xd66157b1d68c7a0133659208f595847fc8d9f27d32720fb3e1c710cda22d2da7"]}], "expected": ["0x7dc173b2"]},
;! {"name": "udiv_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "udiv_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xe22ae3949b06c681ad2cc54fe553f9181e464ee4ec0f6f3165b15ff6f823f66b", "0x85e986d477def2f4515e38c84297fca388d0753121801f966eb0251c6fb2e706"]}], "expected": ["0x50000"]},
;! {"name": "udiv_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xc98076061876228b3db34e9e33ac7b28eb3f1075b9ca765f57a1e7e95d0b0ca7", "0x9145fd1427aaaf39890edc0db67442a08bbcd8b69acaab55ddb56adfe695b29c"]}], "expected": ["0x20d0d00"]},
;! {"name": "udiv_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0xcf49db63c7f8e37f8b7b6ca4dc1900662808f851f37513d0b0d4ec605a02fdf", "0x956ebc894e16c827443f41a20cbe19cabbb8cafdd3c47303de5a35b95e8269f4"]}], "expected": ["0x12000201"]},
;! {"name": "udiv_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2f", "0x5f1786e7dd7e756b9e55c4e1b3271c3ab520d7141be7a58b32cac63f86c21ab3", "0x50225a62de539e39b9c6007b04423772d795abe9530bb9758757e9aae967439a"]}], "expected": ["0x1000200"]},
;! {"name": "urem_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "urem_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xdf8880d82cace16f060a45f202731f08d1719426bd4499ed1ef56aef115e4893", "0xa199e3f95baa0bb7695e8c4c8f4785f2d55559e82b4c5213c8c41a03edf960c7"]}], "expected": ["0x103b1734"]},
;! {"name": "urem_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x9af0e32fde66eb37f50c1a1a00130fceea9b3b4078590e619e84bb904143e92b", "0xdb4a2425c53ad234658be955bf347873d8dc6614bb0aa60e179c8537dc49dee4"]}], "expected": ["0x1906de0d"]},
;! {"name": "urem_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0xa266f19f2468f0c0f6ff6190dcf065bb10980329f79b7c5fbf0b061c45444ffb", "0x15f9d803893b4dc4e07e6eb125c79af11a369b499f6a0950954295d5be300dbb"]}], "expected": ["0x34300dbb"]},
;! {"name": "urem_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x30", "0x2bf97936ae87cc5ba1d75e7a67e7b97991dad03edfb9b2f1bd247c8b9c844e52", "0xb8f48ab1f77a9e00fcb6ae0e609ee0ee83c5f5aadb829a73cec693edf536c08"]}], "expected": ["0x42531d08"]},
;! {"name": "shl_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x80"]},
;! {"name": "shl_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0xfc6430e1f27da3150f64659c30573bebe4397b006943ed5b1743fe4def5e4378", "0x2af6d0196789c71cf300efa3759c42b6527ce61eb3b99758c577c3d6701b70d5"]}], "expected": ["0xc080d5"]},
;! {"name": "shl_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x1242f9429d46b82e38b555c338b15a7fcbb9df1ffdd2b495cdac2ed8dac1d540", "0x31fd4aa27f1404d6b73c9aaca7ea1b5b4e3f918c4f0f225e53697dab3b2035b1"]}], "expected": ["0xec40a0b1"]},
;! {"name": "shl_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x672e2dc925acb9548da27961def10daff3f7180fd9ebf5e4f968e1b00e453ab1", "0x8f684b831afdea4588aa97e14978e85739af628ad0a6c476ef0b08c7ecebc7e1"]}], "expected": ["0x601cc2"]},
;! {"name": "shl_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x31", "0x7df7f362b59566145dd2f143cd207e096e0a7eecca38bdaaabcd02d5512147a0", "0x8541224c24e6b451491061534f52ef2b99a85dc7fdf20a99ef3dd5e34765bf18"]}], "expected": ["0x8eca8018"]},
;! {"name": "lshr_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x140f9bcc0a64a41d325ac2be46b413934f49cc656bb0fc69f0616304cbf05e5e", "0xce50d1a32b5acd7464a33d17c767d7d90bbccc54178d64f57e8d083be2a66d85"]}], "expected": ["0x1ca60102"]},
;! {"name": "lshr_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x285e48521ce18f9f956eeb4303e453513d9e065b53998d00c2d05e6337a7fb30", "0xe5d4f51d2625b6bec2187d926d2207e56d4b2276e649f9cc28f2743e9c7eb65f"]}], "expected": ["0x100165f"]},
;! {"name": "lshr_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0x75ec806961a359912eafcda4409aca746fb440a9b23e20cdfc7e29820ff64f21", "0xbcdeab3d7923c65a91cb38f6dfe9fd2c4def83f95892a62c9acced1fc05305b"]}], "expected": ["0x100002d"]},
;! {"name": "lshr_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x32", "0xd821fdbc4cba81d1063b99735998f1f3c2ba1e4a6dd3704884a46e7eb49e0921", "0x7bd99b57b02e249ae3d9fa3e493b2ce4d3382dc588c6247881d712a66926782c"]}], "expected": ["0x6003c16"]},
;! {"name": "ashr_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x1c31afe8cc6433caed13f77a5689a6e01ffb522db2df5b444ef1387b5b90c5f4", "0xafbc3d55d233d2fd8e93341f5c58086402cea489714e2b5a3a27fc37a51951ff"]}], "expected": ["0xf41902ff"]},
;! {"name": "ashr_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xc79495c11b1094ff617e3d0ca6f4db71c047eead3beb83d3b29e4b757d3a615d", "0xc1a3dab7e969ef74aa6a4dfa0ec514984ef14d341cf663e7b3a4bffa11f52e28"]}], "expected": ["0xfd1701"]},
;! {"name": "ashr_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0x5a005105f71d2df560ee515d7dc8b48cef7b9d4ffd7a554806d10298b469bfbf", "0xa7b41830120ed96e4dbd586966988427aadcc004aaa89540846d56601b2d7561"]}], "expected": ["0x1160000"]},
;! {"name": "ashr_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x33", "0xd80ffd323237c9aa27c5ea027662f62cf78238f9db68259e3c0cf1539ec5faf9", "0x6becf153982d7f8baf845c2658a4e765f87f5d8e9a08860d675fece4130a75ef"]}], "expected": ["0x1df7"]},
;! {"name": "select_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x68356723e82a7d0cdf099eadc6420c239f46778e9e251734497f397052a758d2", "0x2a9f1e42677a8c19075f5ff675b63b6aa548c6029abe06f9efc38ca5437e96ff"]}], "expected": ["0x437e58d2"]},
;! {"name": "select_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x332fcda6e1ccc382e47d8a9086bf78d4368196d90024d2442622117f373fae44", "0x89187f1daf6311af4dbcda3e05e8cb3f405615ead140a00595f5fac405f6ca5b"]}], "expected": ["0x53fae44"]},
;! {"name": "select_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x20325a5b620177b1bbe272ab3522a4a6a5077703f69af0fb94f1a084a7244213", "0x4a518822369da0bf076f589f36ee26e81968b15004e0aa62af1f044784d68e9f"]}], "expected": ["0x84244213"]},
;! {"name": "select_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x34", "0x95acdcbf0508bba834ddd02fe3a7f9974b142ad54378a94929722eda6234fa4e", "0xc962fc52714e190c18ad02a284841e87ebe5690d789256efad4165cfcc30db2d"]}], "expected": ["0x6230db2d"]},
;! {"name": "umin_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umin_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0xe9201946374b40e4008e357ce54a78cd7f0d447eba24b9e393eb00e99066f89b", "0x439a34d6cdb3763fa28fc05d0fe9ab2944d9fccb31ac2d84450a92915ee4b01f"]}], "expected": ["0x5e66b01f"]},
;! {"name": "umin_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x77fe66af7372996568e765e64b3bd9afcdb12665c046255a9616af24d5ffe32d", "0xcbd47e1fac38e3bebb55bcec674f0f4a4e08d93355080a231538f19353565cf1"]}], "expected": ["0x53565c2d"]},
;! {"name": "umin_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x4bf615948a99f746a7a2f9e9068359fa4896d371f802382066c2c4ca0fb318bc", "0xa7a76f71103119d2ae35bca6abc29995514622800f7bf2038e1d6962981d434"]}], "expected": ["0xf811834"]},
;! {"name": "umin_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x35", "0x28881b493ceb67a530356682486206a06ee94f4ec4764a1bbeeaf0f5558bf21f", "0x353dc9696ac56a8a77f16a8611a8e1a1e267fc2b9d32ca6a390a392aca95e4af"]}], "expected": ["0x558be41f"]},
;! {"name": "smax_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smax_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xdaa22b6d995e95d950f1512bc942ce245b41291fc5118d123e29c733951e1b11", "0xdb3fb0d1e7132e37f5adabee11e7cbed56bf1c2109f48164c59d106e39d0f5fd"]}], "expected": ["0x391e1b11"]},
;! {"name": "smax_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x9e43a8b63c2c2469045829a624eb7a9fc582a0e0d249421c34df07cec59ab0b4", "0xc44feacba905fec811c0c88c2906d2087a984cde2b00d795cd37c280fbde68f4"]}], "expected": ["0xfbde68f4"]},
;! {"name": "smax_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0x8edd323d605a680bebe6bdad175a81a1372433ec00133e10b7f0944b45fe9056", "0x33fe1f01e6989f731b0df8c43a00357ca356db2f8991ae7826c5f97dfd769ad5"]}], "expected": ["0x45769a56"]},
;! {"name": "smax_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x36", "0xa868eedf359ec1ab8cd0f940ee202c959037d15ea8e9f90020e2222646c77a1e", "0xca1a88c6fabcbff63cacc7a824f471d6da78b1cb3c78e5603fb37def7ebdf620"]}], "expected": ["0x7ec77a20"]},
;! {"name": "sdiv_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xc3a31b416ff362df66fb425aa75ac275da4da6637e0584e68b563ddcae1d2e7d", "0x4a78c628fc3230f6840c9eaa413ddc82c08097f3944e1560917cb78d378482bb"]}], "expected": ["0xf8fbff"]},
;! {"name": "sdiv_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xc13eaa8f08ef73bad780e1fa8b8443e6fbf14997ce9b9c003b5ddcc44389066c", "0x178a2f34dc5f32aa95ffc3fbaa5c0bf44e6ff17659f6a109e159d9cd080d7ae6"]}], "expected": ["0x2800"]},
;! {"name": "sdiv_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0x4b286b22bcae791fa9757c10c5015a2141db013c7ea47e59511c0cc1c38a647e", "0x7f5bd54bcaf60a30404cc58ed08af9b947934be71c694d867b77df853b3fbd2"]}], "expected": ["0xff0000"]},
;! {"name": "sdiv_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x37", "0xc4dc7161211ce8ce230950f054fd2c1d957e48ba075cadde6befa975ee77341", "0xded8d46ef52521de842012136e1a53840875c140c0f90c8926e5502948ddd7f3"]}], "expected": ["0x1000000"]},
;! {"name": "srem_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "srem_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xecdf809e68a74057a033fa55c7ef7a97fd278015cbc43567305e406261004e6f", "0x8718d074aa7ca59f7323dc0fb61e84a7475477c80761f305b9c908d106390897"]}], "expected": ["0x60008ce"]},
;! {"name": "srem_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xebde4750b8e94bdca45ecc119bc9b0db6f14898236f0b24a7da46d50158f8a44", "0xf8995fef00b75770afa33150f5bc3647463b17e599886e4e010f59b75d1341c8"]}], "expected": ["0x51341eb"]},
;! {"name": "srem_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0x946e42522eaa99569c4b4edc7787b551e1dc4cc9e8cdebfd81c905f87293951c", "0x4e17fe41ac152b6d73bcde03b8b1fe99e1306be64999aa1ae9ba3aee43a004f5"]}], "expected": ["0xae904f5"]},
;! {"name": "srem_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x38", "0xf6db4f8e599a96e22639153c9db4f9151e6b5b9fc25d9ae5f7e37609db46b6c3", "0xc6650aa07ffe9040dafb664cd38d8df1838cd5236dd7b2eb65cd5f2448d5892f"]}], "expected": ["0x48f8e42f"]},
;! {"name": "icmp_ult_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xf"]},
;! {"name": "icmp_ult_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0x9dcd99f4390e7b5ab27319e827c30a25856a38bb436479631b0983d8bc16e868", "0xa2cfdcbde402597cf8c4701a6cb176bbaaf14544f7d58786c46805517b8fab9f"]}], "expected": ["0xa"]},
;! {"name": "icmp_ult_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xbbf652d56653c685e529e1a99350acc4b54cfdc96e480a7c945a9f68dd19504f", "0xd060140d1fd6393fe7669807566d46137021165d988b81b4fab9ed70d5fd57a9"]}], "expected": ["0x8"]},
;! {"name": "icmp_ult_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xc13962c4538ec6d69fd3e0baafb46877410f4f42466f122c98e5cb14d2719bb2", "0x76e44a20856d5990fb861b685adcb6b8cbbf594216a4a1a00928adf230ee077e"]}], "expected": ["0xb"]},
;! {"name": "icmp_ult_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x39", "0xd1c3ca733260aa53c9aa16661389a1df4da5adeb18705663999ff926ebc81cb3", "0xfa2510021416d130542cc3278699fd148dc487e213dc71b07fce44bd896e628a"]}], "expected": ["0xd"]},
;! {"name": "icmp_slt_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x80db38bb1383bbdb8f5640697ddcea6ad5b5aa7700b0e9896beec0c6158eccb7", "0x71fd1363a7a3d0e99edf81c7dfa42b3fac9b93068c7b4923b84f47a458fc7e29"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x95454942481106355c225a3ae651206698f8ee655020b8d92bba05b6012013f3", "0x2d1df139ce44b00479774311303e39390d3c6c7fba5b82c004151efff2f5e919"]}], "expected": ["0xe"]},
;! {"name": "icmp_slt_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0xbc8fe08d1bcb22b9b5111c97f0f46239c30db91624a0e7ca4a2deeb06a96d1a7", "0x21610b58d25cfd481c74ea7ade21e8b59e98e6876cf973c51324233afc4460c7"]}], "expected": ["0x8"]},
;! {"name": "icmp_slt_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3a", "0x76fde840550a4bfe28d7dc6f6178b1a3a22c4034aa71b9960fd443a07573032f", "0x980f72c91982d73bc677fbf9ca7dc0453c8a3fc667466937b635ad201b2dce8d"]}], "expected": ["0xf"]},
;! {"name": "icmp_eq_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x0", "0x0"]}], "expected": ["0xf"]},
;! {"name": "icmp_eq_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x2e8fc44d78cf5605555cf86487921531fc283b158c6c046e24c4a07fc9aeccc2", "0xcedb5b22955a9cb25cf7594f16b467a7e23d6805d62e6c54a96bb2d53ceacb67"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x78334d8f8c27c8ea1e5b905eec7e11bb15762abb48bbd0d1208e30e71f671122", "0x79c9445d0029c16a00f5ccdbe041d7fbbb7563922f0b3c7c6382c236f4d64bd4"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0xea936c9827ba1f7c0d2c42063a97cf49be6aac1947fef4c96dd340340725854d", "0xc9fb55409d7f5f9d74fdaa2d8c17eb66587db84d1425a33e57ae0795a2f0cdfb"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3b", "0x14ff6528b39b6430e2c8249af942221f4d1d08afe0d525aceee0c9d4d9470c0", "0xf12c7623f8f1e0575431226de6c851f928f0d4b0990482f608d105c398d2dd33"]}], "expected": ["0x0"]},
;! {"name": "zext_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x874cbe6d242208167d49d424a5cc7381bd93df0ded05e6e76254e1b586442569", "0x1d2301175f57dae152320f8cd102f823e3addc6e52d78fc9d6977c0473ce7f15"]}], "expected": ["0xe63383f815"]},
;! {"name": "zext_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0xd1726a2e4adbc0235a0c3db25eb2404b8d261001f847de5a2affacb9ddc572e6", "0xa3f796100322485b823d3f9023114c7a93b5b92d9db16c26c2bcb99b4cdfd25c"]}], "expected": ["0x9837c6905c"]},
;! {"name": "zext_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x7d4f76db2ae46d44233e966db23a91c8d7c7c5f1d340331416871f1b04111ea3", "0x3f9e7a3d21b037b4c87e7a94999f07fc8f7d1bc90598e683e7ff152e0a2603ce"]}], "expected": ["0x14098018ce"]},
;! {"name": "zext_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3c", "0x9af3b190d1944fc5ebec86d149ee003f3d3a2f2d36bdffd851d6831109562260", "0x52cc5d16c12fe450c839849430a8bc27b9f11c2d0745daa13bdebd40b5979498"]}], "expected": ["0x16a25c4a098"]},
;! {"name": "sext_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xc346962327e30966d977ea715b06e514b6853491fff6635221abeb8761738b35", "0xa2c043f7e0d13c12096a3287cfd3e607c6affc658880a04772732cc202b5b460"]}], "expected": ["0x5ed7da060"]},
;! {"name": "sext_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0x453f1bbb7fd8319b8b17b5b830b6bb0d144fda72bd4b1498f3a1c37bb65dcc67", "0x43e9c70ca80bdaf5a43568ab12bf96d3661e5db61e89e9734a8da5961e098b52"]}], "expected": ["0x3c027c5852"]},
;! {"name": "sext_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xb7a09c95cd8a4b98707ae96ad9e13aabdbd431aac13984cdc5d3acd39dd93a9b", "0xc7c155f8f7f131f0210fc2850f6be389afbb35e8b56a4239a44d3c32c71c6964"]}], "expected": ["0xf8e07034864"]},
;! {"name": "sext_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3d", "0xc39582aabca5905e5e455cd1cb284d45b39cc1d20aaf832bbc7d0ba463e3c60a", "0x6f1419098565d389daaab9c2efa1cff49af72e69557bf4a1b6b2cdd0477d87cd"]}], "expected": ["0x8e1f7c3fcd"]},
;! {"name": "trunc_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x190bc1160090420c40732921733480d8613badc258c145140b6776db60cf9880", "0xe506b8d6d7374751973d9b77938e262659d91e59f0505a2538111433c6b29f0"]}], "expected": ["0xcb90"]},
;! {"name": "trunc_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0xff7d69a8f10de17d4e2948d57bc3be14ebd234dc5823304dc911219cd0cb6545", "0xb826e6122256e567f055be70a605b7459925766c2731e54fca6ec31f383cdbb"]}], "expected": ["0x33db"]},
;! {"name": "trunc_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x133b336ff6130073366bfeecb8334ce3e857bc8870b787383f35dda7274e7379", "0xf81429c41c39a3ddeebda5ca27d2e67c12c001631520b2bba0a3a87531c26683"]}], "expected": ["0x1263"]},
;! {"name": "trunc_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3e", "0x9c41c06ae766ac9daf9a2dc44b124f1b63fe373f9545632a3931829cb3d8dac6", "0x50fad081b73625df428f0759759528117413b70950e4f559b8426b31eac51ab1"]}], "expected": ["0xa5a1"]},
;! {"name": "add_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "add_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffff00000000"]},
;! {"name": "add_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xe060a31b0e04d090230c1f7023da16771bebc3bc01fa7dcf3dc5af5ae0fbb1af", "0xec637b5b17b7f1ee10a2be028d1cebab0380d3ba205987e9b939de9b4ee4d367"]}], "expected": ["0x1f6c9776225405b8f6ff8df52fe08516"]},
;! {"name": "add_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xfded7af35399f95266346d43fefba3d4e4993fe37ba6416cd0fdd2fd10cf4a44", "0xdb95d263ee5b3e1f6a9f5b9bc04e946f5ed66e7de3fe1641dade3889737c3816"]}], "expected": ["0x436fae605fa457adabdc0b86844b825a"]},
;! {"name": "add_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0x328d19f27456667ad9012bfebe0ca5f59cb8f8763a4044d56d5c8e51284e0f75", "0x44e9f36c4733d48b6f7e328349c04d14138e570e0f3406323f7bded15393f8cf"]}], "expected": ["0xb0474f8449744b07acd86d227be20844"]},
;! {"name": "add_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3f", "0xdb0905b17a805468b04f5a7abca7a40287a33a006aff2cc79005794c3856b7ee", "0x51dbec54dbfc2571485a8eecb7deb75d5ef724b76e0c05fdab897aa28bf31ea9"]}], "expected": ["0xe69a5eb7d90b32c43b8ef3eec449d697"]},
;! {"name": "sub_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sub_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1000000010000000100000002"]},
;! {"name": "sub_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0xdad544ed67b13fba65667acfb357480996f6a16e78e5e2babc5b0c4b631b476c", "0x2a877b81db5f875f0d6f4b6dbca4f5aba358b516a03f0e32ee006a9a1ea9f3ef"]}], "expected": ["0xc6213a827592b7831a55e4fbb8eac83"]},
;! {"name": "sub_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x1844059657c979ff1daa71f1a67a947df712e53ff7d57777af995d3b7afa1276", "0x795e8f72853279b3da8701d46bce8b9df1ba7599069c11ef06840ecc8ec9dcc1"]}], "expected": ["0xfaa7905a0ec69a7856eab19113cfca4b"]},
;! {"name": "sub_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x9d709707a40afe58ccfe1a8ce36a894e315fa1f3d6197785f789b8b4345ee924", "0x5fb57676b4bd99292fe625c388fc26df34378408b80e6c5f9dcb6007cba2bfb1"]}], "expected": ["0x2d7e215e1f4f4daa641a7539743d68d"]},
;! {"name": "sub_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x40", "0x4d1439905b2c12008036391bb523d2cb3c3a08da36a9e5452fd5bbbec38dfb10", "0x37150fb72b8136e05d238041f002960fa1e9f9600360d3b79c55471b1d07d759"]}], "expected": ["0x65aff086ccb6ee726c7f8b5d5979dc49"]},
;! {"name": "mul_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mul_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffff"]},
;! {"name": "mul_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xb92fc42cc99bbfa4581216de5b2cd6e4d15a37f79ce051d4d818e5cbf72118a3", "0x6d4f2e819470a66f8a3e3b1f4df29d687781afaeb0f0208bf44afaa21e371547"]}], "expected": ["0xfc0ae2e2aec6ee1cf8d7a876a6383435"]},
;! {"name": "mul_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x31ebb53cf12ba3279044ce95db3446bd075faa9e7fa7f89445171c38016f7c6d", "0xeeacea8f0faa180c7adb5499e068a55e549d66b8c6cd474207c5ea3b06936380"]}], "expected": ["0xe5a3959005c322284b36b0e8d5735d80"]},
;! {"name": "mul_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0x762a8c4abf8c8e621d5d2b63b4fea808a451eb0ca808f678ebfe6a0db507f469", "0xcd4b0ac3c7609b2387a8628591b6eea179f9087ac2613eed17a50837e1bb059e"]}], "expected": ["0x290e63b80f753d182c5a30cbb461e5ce"]},
;! {"name": "mul_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x41", "0xe522bccf82747920c8cd57b224ce8b78e15e63381603feeeef8991e71f801d06", "0x4b0f1cb5e280ef7614b2272246f2b5fef0945971b046bd52de0645b90ae044b6"]}], "expected": ["0x278843b855915e3cec27b2ef0e0a3a44"]},
;! {"name": "and_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "and_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x937b02656f5d6e850eda85c5eb178b47dc73469311d643cda020bd726a38de70", "0x93b965824c1e35d971920ce3f71340af9cec55fffb3acabad8ad45064e439cc4"]}], "expected": ["0x9c60449311124288802005024a009c40"]},
;! {"name": "and_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x1df656a4cb8e5aa3963c29c9408699b1584b8f56cf763ff62102d6f690ef398e", "0xe3d6015f9c8a7638d55ef1abc9702f5803c6a7e339a41bb3e6164bd6da7c7e2b"]}], "expected": ["0x42874209241bb2200242d6906c380a"]},
;! {"name": "and_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x8116bd18196995c8051e2b35cb15677e0c3cbd9234100d46ff6e4ab807ef6ba", "0x5314566cf7e3e3a73f602913b5ae069f4c90dee9dd20a64f5fe897b3ace9f5a8"]}], "expected": ["0x4080cac9010000444fe084a38068f4a8"]},
;! {"name": "and_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x42", "0x404b077fd0f296b8dbc9452137ceaafaa1aa88f90cb12498adfda0e75bcb04c4", "0x6c13eb77887b6f43041ee21751495db91a0318f236b19a6b99fb8b02894b6a5e"]}], "expected": ["0x208f004b1000889f98002094b0044"]},
;! {"name": "or_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "or_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "or_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0xb7d9dd02056c11b8805e18f6663b529ce4891f490cf350cfadfc8e0432274fe0", "0x1dde350785cfb84956ee3162dcf25f717801b1717ac8948f7e6edce37f864acb"]}], "expected": ["0xfc89bf797efbd4cffffedee77fa74feb"]},
;! {"name": "or_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x64f431f2f704e5b882a1755954dc4d599819a2f5486d69dd3c2905f65d8f6f19", "0x1ffdfc97e0fa47899e484124687decfd1a02fa63982cfa49fb9f40e3c84f6688"]}], "expected": ["0x9a1bfaf7d86dfbddffbf45f7ddcf6f99"]},
;! {"name": "or_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x6d693a1aea52ca808d20661a7a2cf01b84c16b897fa59607fb21882f513b905c", "0x18f17a1e1bc7655e2dbc840a10e06982a833e0afc2da2a1b1410b5a8f52d922b"]}], "expected": ["0xacf3ebafffffbe1fff31bdaff53f927f"]},
;! {"name": "or_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x43", "0x74b0ecbdd181fb211f2c367726d619e11b5c19a5ce37f9414335adea225e04da", "0x4e08a12d4f028531193eca9e1e217024967c78b036e0ac16caa5c081eaa97c82"]}], "expected": ["0x9f7c79b5fef7fd57cbb5edebeaff7cda"]},
;! {"name": "xor_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "xor_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "xor_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xc28baf69a67271927294b619c403ddea792708ee47e6a992d744e757d44f4049", "0x41d8c9d0be9f60c3314714c9227cb2bd9071622a22d0ebc95722548eefa6250a"]}], "expected": ["0xe9566ac46536425b8066b3d93be96543"]},
;! {"name": "xor_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xc8dfa81608c711e78055c31c6f7a93ec67e418c989fe19ee21d815cde9fb972c", "0x67a31a351849943c45f8f1b553ac12e186de2c3b32c540446656229dbc59e3bd"]}], "expected": ["0xe13a34f2bb3b59aa478e375055a27491"]},
;! {"name": "xor_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0xd4e6d0c0ca60a39aa351f9ec375c33054e31470a6c20e4e6f77cf0f1d03b3717", "0x472ee85ba2ef4e5e7ad25c76e504301a65b24a63548e075bedb7fcd03d4b93eb"]}], "expected": ["0x2b830d6938aee3bd1acb0c21ed70a4fc"]},
;! {"name": "xor_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x44", "0x6d05353aafde32890e9025f498f2462a81f4820fdf182f0a715b2e8513a76e9", "0x9ae7051fd8666751372e68ae7c418378f6f820d9c99c4bad4a3fc288ed5c74d7"]}], "expected": ["0x5ee768f9346dc95ded2a7060bc66023e"]},
;! {"name": "udiv_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "udiv_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x95c51093c616034b790924de6e1a12cc2bd0120d65f9e248306ed5e431326b05", "0x179accc13a4d5d68661a8d8e3e44d06f9e593b52aa48c7984f54bd27cace28e4"]}], "expected": ["0x3000000010000000100000004"]},
;! {"name": "udiv_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x21e551f96f962f299d8161daf4758b96fe080af854a8e3f67bd5e5c988ec6897", "0x728b7f5c5a37f83390749b0d10e951666fd2c7e5458a58b3829d942c7d3c3111"]}], "expected": ["0x100000000"]},
;! {"name": "udiv_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0x9aebac4a0467998b3260eff87a9cdafc87a71a43e8970879ce0464bf4b46079", "0x4c825b6dcd6e9e1e5cb4520beedc18a8657be0f47c042a806a5dbe4a9f800659"]}], "expected": ["0x10000000000000000"]},
;! {"name": "udiv_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x45", "0xfc58e94bdb71026b20a6c00363100b35fa6b5b345dc2c948cf089ba0a2ee52a7", "0x66ed3d959fa939f387dbe2eb01f3f17b9313573a9fbb8779d608dfaf0c2f87b3"]}], "expected": ["0x10000000100000000"]},
;! {"name": "urem_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "urem_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0xfbd7cb08ebc3f0bccefd6ab5dd16f057222a91e7ca69bee079d4f500ac82e524", "0xbe35b7594991b2b1c9680dcddaa613a63e54c210751970af49927562a3ea903d"]}], "expected": ["0x1c2a3029751970af49927562a3ea903d"]},
;! {"name": "urem_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0xa878c6c3a67d76650b44417f2c001f359c167d4f8ee65cb75c2aacead82e8b6", "0xcdc887044e10ac3bdaac91a40b1700583e99df6ab723263fc5c1f50ca4930099"]}], "expected": ["0x3e99df6ab723263f4fff4a3da4930099"]},
;! {"name": "urem_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x2ad01d6a39c998030a0004cf25e099c3837b25be44b39bb8ffce64b5ba3c5e0a", "0x267014955c39a61bc3c7beb483ddcb7da5acd28a0a82f0cb587b413275ec517e"]}], "expected": ["0x2231accb0a82f0cb587b413275ec517e"]},
;! {"name": "urem_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x46", "0x29325aa5bce3399f01c5278508632a485a822ff8636ec5ad5e77ba16cad4d3eb", "0x6be3eb64c1e98709c8a458d40a2685ec29746d39d307d43c5ba0fbededea64a0"]}], "expected": ["0x29746d390c2a48e25ba0fbed231590b5"]},
;! {"name": "shl_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x80000000"]},
;! {"name": "shl_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x4eea0e21542acf5132e092c6b449fd4866dcc29203a9df5e80cb88694e1a38b", "0xff1f37bbb6127403a22674663c7e17c9194b4853743465480e046dd30de6c37c"]}], "expected": ["0x9690a600a9000000811b74c0361be000"]},
;! {"name": "shl_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x42081223050406eb09ffd973ae235265bf1f0ea8a22e8146f853bf65fe6465a9", "0xc67bb4cf759dbee3ed488cc52296334f88e3c4a3e65feadc129b8e7dfdc4080f"]}], "expected": ["0xe3c4a30097fab7005371cfa088101e00"]},
;! {"name": "shl_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0x4d73365a5def036d7c5515b4463051f7c6b6a5c5e0db609d771bc0d0f86ef41a", "0xda460d17c2a9a73cfa535bf57709a593920ca01f9d3d59b12c23bb42ee116007"]}], "expected": ["0x419403e020000000bb4200001c000000"]},
;! {"name": "shl_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x47", "0xbbd8c7f48813928fd86bb1cdeed0877f368a1f2b66de36a4fbb0a10747a23a41", "0x805b705d28a964a3987d59372c270cefde0642a88130d552dc0d0f0b55113fb3"]}], "expected": ["0x32154000130d552006878580aa227f66"]},
;! {"name": "lshr_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xc0032dbac21f372981c388e61d2088b7cbb937ddacb6592aff7aff35f186edff", "0xf7634be2522b24d820977c4d55da0a1df94a4eaec289d0b61f2c7922d46b9f88"]}], "expected": ["0x70030a274000000f900000001"]},
;! {"name": "lshr_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0xe26471d5291ebaf0ce7455ebbbae2d9fdd2ea816e6d986e2848e1536ff9fccd9", "0xcd4f734258c03727895e9de86674960b69746befe58ef1891161763690444632"]}], "expected": ["0x1a53963bc620000004500000048"]},
;! {"name": "lshr_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x8a37cf4c77cc4f3c007abb09cc719970b19242eb730b8374fc5f4a6959fc5610", "0xc540da0326bebc2223d5adc8e820f10d81a30c6fb3bb7dcad8809ecb05e621c0"]}], "expected": ["0x10346100000b3b006c404f000005e6"]},
;! {"name": "lshr_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x48", "0x54775aeb69f5172cafdba0e6fceb9a3398f5f0ad0d5696adf7443831295a07f8", "0x8627c13528e6ee52dcfa29ac81f73cf6341982301f5a5b87c1da305475300bf6"]}], "expected": ["0x1a0cc0000fad2000060ed00000075"]},
;! {"name": "ashr_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x7ed0788faa3c0eec87c60b38599723245c67329ac5c1a38690597826c6adcc07", "0x3f5d65c6a1ae698533bf3a4fbcfa034ea078755b50bb8b5c3d549d5bfd048880"]}], "expected": ["0xffffffe80142ee2d00f55275fffa0911"]},
;! {"name": "ashr_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x901c87f81c50d1535ad384600d7963c0e27c5490c472970fe52f569487d418a5", "0xc4612919b39902e262f81c77f5ac81f229b0b2aad214456d9a46d80b65351332"]}], "expected": ["0x29b0ffffa428fffff9a40329a899"]},
;! {"name": "ashr_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0xf9a4eb383e8f1a561be515c4ed9cedefdb4ae8dc8b020f93974192257e670a2d", "0x2cb6dd5937bdd7109dc032835c26efb7575003eaf8ea59ee9cc345d410c7a178"]}], "expected": ["0x5ffffff1dfce61a2e0000863d"]},
;! {"name": "ashr_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x49", "0x186eb43642d6d0f60884dcff369494acce6a212050948243462bf83eb2e06761", "0xe3b3042bcc36d3449a27c69b79035ec56d827ddc5ccd468a5fa36b44f8606919"]}], "expected": ["0x6d827ddc0b99a8d100000001fc30348c"]},
;! {"name": "select_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xdb43336d1adf1d0ee773cc851ad366726ce2d7957e1508237b25e7591418cf1a", "0xc5e4bf2e59b31f0b6128ce645731fc7c06943c1dff0b6d0643e7e0b4b130bbda"]}], "expected": ["0x6943c1d7e15082343e7e0b41418cf1a"]},
;! {"name": "select_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xdc64a0c5c1baa13514f16fe6e1f3140425b60f0fba9d15c2851b33d833c23b53", "0x14b88fbb4458ca970a6460b63c31a940710e253af1388cf56f2d16dfb464a0ac"]}], "expected": ["0x25b60f0fba9d15c26f2d16df33c23b53"]},
;! {"name": "select_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0xf38550110df313af4a56c5e9103e83476ff3552cbd575b0601ed9e6002dfb5bc", "0xa5437a9873052fd38b9dc6e5cd9b6d89630f1d3933d971e08bf0f39a4ca875a0"]}], "expected": ["0x630f1d3933d971e001ed9e6002dfb5bc"]},
;! {"name": "select_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4a", "0x2ba7ead63780649350ecfea1141a5ca6536598ddd4f5503c302fe1344c7101fd", "0x17f420235f32ae3a450ae12e68ac387c3236855485943623528d3de7c75c24c5"]}], "expected": ["0x3236855485943623302fe1344c7101fd"]},
;! {"name": "umin_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umin_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0xc6f5d2941cd20897b52719441c9a6e0699430d21160b003317e431e94831d0b4", "0x659e9dd6ae80b62cc3a2d87c0e2c89f71fb6142acfb31ad9e8dec3fe121e6406"]}], "expected": ["0x1fb6142a160b003317e431e9121e6406"]},
;! {"name": "umin_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x462c791dee36975b8ee77f0e9a5427af762769f06b44f775477fa86f29ad7808", "0x9f135e28df5816946f2baae3ac60a1b0f3eddb38d9c91d0c81dd782f283a38a8"]}], "expected": ["0x762769f06b44f775477fa86f283a38a8"]},
;! {"name": "umin_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0xc9bee7f417b1786c9da876b101b3b349f5a6c48ed5d56ec676e4fc00d3be67c9", "0x42caf5416c380b1e40217dc1f6af24e0f7636555e39efb044caa3395aa68a759"]}], "expected": ["0xf5a6c48ed5d56ec64caa3395aa68a759"]},
;! {"name": "umin_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4b", "0x4aa0613ba08c2a88ad66d04fb299988c021ca708f587a86caf0d21f51e1f0b5a", "0xa69a9299b71b6dd8ce393cb5b6cc29f71b36981b96c54bf2164126c0fdcbcab3"]}], "expected": ["0x21ca70896c54bf2164126c01e1f0b5a"]},
;! {"name": "smax_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smax_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0xa17736a1f6f05548591f322b29ce173503ff12eb209301460bea42693f85ef3d", "0x6a77b05a8f2a98d54e6bec3c66c2b4f530937260fbb20b83c59c8812f4442ab1"]}], "expected": ["0x30937260209301460bea42693f85ef3d"]},
;! {"name": "smax_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x98ec8bd105f6c8dcb0e04813517190d236fb911e258fbda92614d12b189042a1", "0xcd33960a11b0424423d65074fb33f10a4261465e54ad3a3eef2413d9bd4e6021"]}], "expected": ["0x4261465e54ad3a3e2614d12b189042a1"]},
;! {"name": "smax_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0xbfabc330f9f2fe895c5cba96d4df61ad6966c2a708fda1afe795b771cfe22576", "0x9cf3ee0bd7ebbb8f1d09416d364131922669a5b714d2010a3a8c118037b8c273"]}], "expected": ["0x6966c2a714d2010a3a8c118037b8c273"]},
;! {"name": "smax_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4c", "0x761a6add7f71bd47586969613f48f5d5b6a9da2d49a3b5732fc439a90a42e679", "0x11ce9290bcfcd9bb1c6dd6684d35f3a6418986376eff66873b3bec7e6b01049e"]}], "expected": ["0x418986376eff66873b3bec7e6b01049e"]},
;! {"name": "sdiv_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0x37eb6b456ead8718b3f7ddcdac06d18c811c2707eac9a0c74c6e5163cbaa69d0", "0x3aa56d3a101de7c947072944bf2887b7878317abd10c7d078aeb7c8833404569"]}], "expected": ["0xffffffff00000000fffffffd00000000"]},
;! {"name": "sdiv_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xd0655a996f8886e4a5dbbdc6185367ef3feb563b0787c624705b40c5f55ebb5d", "0xfb295f4835a96cc953d8e224f7b36ba78d622c455209baca4778e387b6d6c7b1"]}], "expected": ["0xfffffffd000000150000000100000000"]},
;! {"name": "sdiv_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xb0149574414dedf225f6e6671d0db910398876f91f0f27b188d75d159ebf025c", "0x9fe80be3b4019a3881d5995ab75b8b615bef6af79e069c1f8d1083ff61cf10d8"]}], "expected": ["0x3fffffffaffffffff00000001"]},
;! {"name": "sdiv_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4d", "0xcd924d7b2ec1186bab69d5b58b36342ca1f8264db483cc8db41cb2adb0f422a4", "0xf4470f83d492f3b4b0eeba7418a9242796ba8308052246e119b069bf369dc2dd"]}], "expected": ["0xffffffff000000000000000000000000"]},
;! {"name": "srem_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "srem_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0xc8450141f6537cd4608ccc95c53b1c57e4c959c8f560642fc599aeb31039fbaf", "0x46f8a38b6e69413bc4c08af8bca1e69cee60938629a374c69d14aae8462dad"]}], "expected": ["0x9cee60938629a374c69d14aaf880295b"]},
;! {"name": "srem_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x873adb177fc445d3974edef6bd7951237ae865258763dff9e430108e134ec73c", "0x304fca61ebc3d6bfac716284ed711707471558a7b96f7db887be8d106ec403ad"]}], "expected": ["0x9a12614fd216db5f9d695570492bbd8"]},
;! {"name": "srem_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0xb6f923ec1001faa25665a554e54f39c641987e19daaea301d5336c4003586a3d", "0xba7aa6814f1eed848eb8905af12c644e2bafa3ba34307109ad360966e15cdd36"]}], "expected": ["0xae364ad34307109ad360966ff789964"]},
;! {"name": "srem_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4e", "0x4e054cfa0870c68d26c95ba6c75090e6f6b03c655b87547096b348b542d4fff0", "0x5ef6dc4d67fc8772e99a49f9f8cc630bd6a7e483a6172b86505a2916e6dce18d"]}], "expected": ["0xd6a7e483d3dad5bf050084bbe6dce18d"]},
;! {"name": "icmp_ult_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xf"]},
;! {"name": "icmp_ult_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0xfbe639235fec006e7b90ba9bedf2f9d239b128e489cc9b69af8f27986876ff51", "0xcfcf48c3b5113f90b6a410072222026d6a41376e1e89591e8f1fb66e336d812"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x613a0a90ffa45d936c582a8492d0f80757d23f92fa312a0436b2142515515142", "0xd6708beeaccfc42c55458d5e7627ffbb7de75d3f8a3c0001ebdea48d9d5cf949"]}], "expected": ["0x4"]},
;! {"name": "icmp_ult_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x4aeb7c9ab8b5936e618fe2cdb430ecbefc3fb4cdaa2e472aa251f055cf71a9bc", "0xea5a46ed7923e67a52332bdfd045577b72ae8406a0036df97c47368cf4d21976"]}], "expected": ["0xe"]},
;! {"name": "icmp_ult_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4f", "0x37b5c5984b5e35e014bf1abff84f9f083f6a1572fd69e6baff9f21b30b09a212", "0x8d96010418efa8821aef8ead43ea60f11e5e5870e568ae12869e557a98618e0a"]}], "expected": ["0xe"]},
;! {"name": "icmp_slt_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x551b5ee6bbf08de8c7148ffa9232a4359300d25906cfb5161c9808687b44a3ba", "0x67e45d1b9ac7d6a51f307fb150343f6ba50fdfbf1f4497a7d276db7884522536"]}], "expected": ["0x3"]},
;! {"name": "icmp_slt_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x85911cd4b36d6c50a1ca283c597010f73c9de6b21665c5b09815069e7b341a08", "0x205cf025c2b357ac639f3918ac07740cad036820168b9b26f9ee455be2aa6cde"]}], "expected": ["0x9"]},
;! {"name": "icmp_slt_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x382292d23897cc4fab0f3050e7072626818c46edc72d2b5b00f13b4c40481dbe", "0x90246aa0b1d3570c4ba9908a0e866deacb888c842beb5a93622fa3b9756adad6"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x50", "0x6487a0b09a56dcee541d8b90b190d5d9694a919d967c5db8ffa10eed86dcbaba", "0x385e0b54779394bf3fdf4491aca86466daadd621599cc9be6dd016a5d66a31e1"]}], "expected": ["0x8"]},
;! {"name": "icmp_eq_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x0", "0x0"]}], "expected": ["0xf"]},
;! {"name": "icmp_eq_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x72aee1d88dbf5c1c897407570a0d4d0132be63bd127de14a37e16989f23cb92f", "0xb463b52780d68a70567182a3fcb40810909ff42041c1bd2827bfce2d4f7f9131"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xd608ac62d83d78274c4eec2f5497fbab48d4ba0cbffe4272534c941d1da65cf6", "0x3b9b943d35cc0670a27859586a30dfb44381ab8dd1d48da66b20dc66d1cb029b"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0x6c7fcb789b630f8c4a8e5e1acb9bd78e9a3bf505a6f9d9741511d9cfffe88996", "0x94c507ff4fb47edd3db1d3cff0d7112def5334b09836854fb172d7a070b784ad"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x51", "0xdfe8fc04bd20cb4c144813896fcffc6f03bc0f89e9c37263fe8303170a584900", "0x13bd5506c1aa8905cdedbe917cfa5d8f439ed1f8ffde801e350c384decb667c8"]}], "expected": ["0x0"]},
;! {"name": "zext_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "zext_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "zext_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x3f028def4b1293c0d911b0c0ca5b1a905c98bab781c175d46a59f33306a1eb15", "0xdf9261006d947ca6aeaa76306a6f4ffafa73602d3e0c307be4317ca0ac59339d"]}], "expected": ["0x1f4e6c05a0f830c1ec7218be500ac59339d"]},
;! {"name": "zext_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x8289312cbc883a4c558451e257b6b4db576928d62bf03b3949f6e39c4b5275b7", "0xd4c5d2d3ed52af776f253566ada8af4a414799fa03d097793bd42a7cf8e687a"]}], "expected": ["0x14828f33e280f425dc49dea1538cf8e687a"]},
;! {"name": "zext_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x48a13344f82e8bca1e43dc290b6341619e26eadab08c5bf40eaba407d9d1dbae", "0x8975aeee391ad36c621975d2f0189d9eabab8039f5c0e8404cc2aab82d0c3005"]}], "expected": ["0x1575700723d703a1002661555c02d0c3005"]},
;! {"name": "zext_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x52", "0x566cf8eba2aa4625e021122ecd8b790598d1f6bf044dc01a117d6ad5b08ef881", "0x808b085bd7c0363a6f42f14c20b32063174d472c59e13cf5a496b5313d6fcba5"]}], "expected": ["0x2e9a8e5816784f3d4524b5a9883d6fcba5"]},
;! {"name": "sext_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sext_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "sext_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x5a97b7c905a861f06ea58cfaf39243e2f5900f804b6ec817ed0c70b9b6363d67", "0x7fcf969a59178bfb63c22299d3e8042b96c65368fd8340d5e44d7ad58a8b8ebe"]}], "expected": ["0xf2d8ca6d1ff60d0357f226bd6af8a8b8ebe"]},
;! {"name": "sext_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0xd6a93e3aff5a3f1bdf7069b83a71381105d05d89d2976dee9c6a90c53c031d13", "0xbce34f0087d29a51ba94c9e8989161ac876de595a27bd566611245b6aa4177f1"]}], "expected": ["0xf0edbcb2be89ef5598308922db7aa4177f1"]},
;! {"name": "sext_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x77184dee76aee58cbdf5a9d1b4c8c9bb24d9bdbe1f34aeb06513a7fde7b3a488", "0x7f4c4d27ae5089bd6523d647657e804766d303c7961c59b468821081cd3c413f"]}], "expected": ["0xcda6078fe587166d034410840fcd3c413f"]},
;! {"name": "sext_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x53", "0x2d1413b6b4c424676ed10049a30872acf0ea74f72963cbc100fbc14a0a7dbf8f", "0xfacec0ac9a9714b03603784e31fca0bb12b18f26900479912b329c4ddbadcb30"]}], "expected": ["0x25631e4de4011e64415994e26fdbadcb30"]},
;! {"name": "trunc_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0x5806c17dc4233e0fea148c9f6672ca13b86acc6c4f758f33a0520c6fa7c8dd7f", "0x549365131054ee045591bb67c7dcc6d71510ce49b3e4e0a52011c5539d159836"]}], "expected": ["0xce49e0a5c5539836"]},
;! {"name": "trunc_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0xb11351a5e17a2f14808fd5512bf830638b67c253bbab3fe0acc70006fff2d4bf", "0xc540b4093b3fcfedca4cd3fea6c344dc23a5bd42a5764da61f6c572b81bb5874"]}], "expected": ["0xbd424da6572b5874"]},
;! {"name": "trunc_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0x77e9bddde28a55a59cca6b0f897176cdf22fb77c12c232d52aae874e8e5d915", "0xc15621ff1523e86416eec8c3a9af47591d9df40ae9035474b4f8a403b1937307"]}], "expected": ["0xf40a5474a4037307"]},
;! {"name": "trunc_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x54", "0x51e9e454c1b79276f952c693297c3ccfc393f7ebf932c98d3c424618072717a2", "0x8fa57ea91b38fa658dc3eb0644aa28200a07bd554b9f4944db7e8e25bd469b94"]}], "expected": ["0xbd5549448e259b94"]},
;! {"name": "add_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "add_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff00000000000000000000000000000000"]},
;! {"name": "add_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x209e2fd84c569935bd64c97b599d59f8a0936371d9146dad445767f500b0a334", "0x268c2d3bc2ffa6f222e999d5fdbb6391fa122e0e4b16322daddb5696237b8206"]}], "expected": ["0x472a5d140f564027e04e63515758bd899aa59180242a9fdaf232be8b242c253a"]},
;! {"name": "add_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0xc547fca17b1016a03eb427f592c753226f61ee209996a42c954c4de396f6d032", "0xee7ee840ae09bf709b4e1c09d003eccb76161acc802ae15ca788b470df03838d"]}], "expected": ["0xb3c6e4e22919d610da0243ff62cb3fede57808ed19c185893cd5025475fa53bf"]},
;! {"name": "add_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0x6ae5af119b595bf2c8fc29b4fff6419e33f9f43f901d6edcb65c1a3bc809349b", "0xd767780c0680ebbe9891b8048f7f88f3ff694a0ef4ce0f7baa7f31a08d4efd95"]}], "expected": ["0x424d271da1da47b1618de1b98f75ca9133633e4e84eb7e5860db4bdc55583230"]},
;! {"name": "add_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x55", "0xcd60b6fd377cb08bb3e4d364ae7c3fdf87bf5f85ffa8abcb877b051e2b30af3d", "0x4a2bd93df29859a52f6aa38e687277e1d1491bd69b3bb73da2cedf2840b74f0b"]}], "expected": ["0x178c903b2a150a30e34f76f316eeb7c059087b5c9ae463092a49e4466be7fe48"]},
;! {"name": "sub_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sub_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x100000000000000000000000000000002"]},
;! {"name": "sub_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x6770d59726117af773d83e8a3113e5c95d30613029d8aa70481de7f6518d9de8", "0x8233d77166492da8f2100659224a79ccb15e347fed739bf5398e2725dc151a1a"]}], "expected": ["0x1ac301da4037b2b17e37c7cef1369403542dd34fc39af184f1703f2f8a877c32"]},
;! {"name": "sub_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x1758880495301147a3427fa9531e13454d2d60b28e580d451bfed312a199fdec", "0xe9bb7dd4c4848091fada4a7987a7dee71d5f3d8bdcf38877006a0c3373f7b2da"]}], "expected": ["0xd262f5d02f546f4a5797cad03489cba2d031dcd94e9b7b31e46b3920d25db4ee"]},
;! {"name": "sub_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0x96365615e4b078eef0ff27f7d3360901048a08d79274d57615e17c1ae410a529", "0x6edd04a49a7b5ceea4c831328a3ab5a606af7914e0f509e09839e431d2b5814b"]}], "expected": ["0xd8a6ae8eb5cae3ffb3c9093ab704aca50225703d4e80346a82586816eea4dc22"]},
;! {"name": "sub_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x56", "0xa9d92eaebac761bb3ffbfb81914104bc6c8884a07560ad6ffbe74ed5c2458c05", "0x44cc76354561313761179f6602470a891e73f47acb4bb577fe38a9f4f9a8f68c"]}], "expected": ["0x9af347868a99cf7c211ba3e4710605cdb1eb6fda55eb080802515b1f37636a87"]},
;! {"name": "mul_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mul_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "mul_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x31394546dcea150e9c7d9927059d790b6ceabe1bbc6eff3b355eb68860e3b5d0", "0x83cf4e6ea5d8b03fb363d4b23db10ae72d0e3501774036697036fc2a0842a796"]}], "expected": ["0x6178fdebb8dd21a71d9e65cc876da6edac47dd7b8a979844c6f697a0b0a737e0"]},
;! {"name": "mul_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0xd6780c995631f75969f81acc06145fc3a7e99605449d2fb56e0adc998e17a4b3", "0x4d34610ced1f481181a8ea44f07bad0ff2740c06be1ee5fe5bdd3a901bec26e7"]}], "expected": ["0x7faabf9611a37f815d49256cf299636ded0d785207b40d73903b88816fcc2f85"]},
;! {"name": "mul_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0x3fe2b1eb8ae06d91e5eae1b223702f2c1c14e196041c3feaec3a1855981f8a0d", "0x57e987eeefabe865f7827a8aed6c1ef2ca0191a4a0c65e999629e0676352c34d"]}], "expected": ["0xefb5129679a066a7f9be6f444823bf98d478a7d166e41cdfbad25c5706ce6ce9"]},
;! {"name": "mul_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x57", "0xb914501946792a6cb4e923912dd0b24fa5f1553edea2eff4cb83321ed921938", "0xf41bcda8b5f62da32dde056b47cc500d35f801777dab8f034aa830c23384811b"]}], "expected": ["0xf49556c165303cf56b38f512e564d0d46c177767d09faed43335b415d5fde0e8"]},
;! {"name": "and_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "and_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "and_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0xf5c5cdc5b1d5a630a0e3381c37aaf731c1152af873e93bb6c7e6dcedf986b3fb", "0xea3614dca603379d35f9f9694514d21646422e6b16231530de14309fd824ec30"]}], "expected": ["0xe00404c4a001261020e138080500d21040002a6812211130c604108dd804a030"]},
;! {"name": "and_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0xe7fbdb8c63a4257f0e96572675e867398164230a05a81021283cb69c150e138e", "0x199b5f4ac087e5b8fbf2313da2ad6e836af75477b6018698d9ba067003d26b78"]}], "expected": ["0x19b5b08408425380a92112420a8660100640002040000000838061001020308"]},
;! {"name": "and_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0x67ad56ff60a44fb6480f8c10f240d948d1642e5cdf6a52c6ba5fd2822682b42a", "0x1dbe108514d76c671314749e3c1da16fdb1edf0263792e93b627cb940f61ad10"]}], "expected": ["0x5ac108500844c260004041030008148d1040e0043680282b207c2800600a400"]},
;! {"name": "and_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x58", "0x43831141e12e8e22c6a5ef96a71f67fabd3d9b4306e9db9ec8e851a651f3c96c", "0x5c729aa7d6bf594dade0adc1d3b5128da859939861537fc74ad10b695185e4e2"]}], "expected": ["0x40021001c02e080084a0ad8083150288a819930000415b8648c001205181c060"]},
;! {"name": "or_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "or_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0xbf29581b8bc201323d0fb612f9e786dd52ebda70aae77ab700279fceb09288ac", "0xe7f7417fc657183bdd101ba0bb7cf66c1f8855b2f4b6dcd91a620a81c451d575"]}], "expected": ["0xffff597fcfd7193bfd1fbfb2fbfff6fd5febdff2fef7feff1a679fcff4d3ddfd"]},
;! {"name": "or_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0xe595db124abea8bcab982d488ad414c0e695e5ecff6881850fd7220c8af1bcf4", "0x9b69571773f335d802d31b428cf3a1ff7d23a504088bf25843f995184e7b7e85"]}], "expected": ["0xfffddf177bffbdfcabdb3f4a8ef7b5ffffb7e5ecffebf3dd4fffb71ccefbfef5"]},
;! {"name": "or_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0xffa77e5992306585b81dcfe1ad79fde2313f312b70b1bc872d97ecf837391dec", "0x2293aaa3aa27867cd15545f4122c743a908f02dc4d2382e11f4662141398015e"]}], "expected": ["0xffb7fefbba37e7fdf95dcff5bf7dfdfab1bf33ff7db3bee73fd7eefc37b91dfe"]},
;! {"name": "or_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x59", "0x2f97609dd68b42e5327cd08bfb66801bf0ef5b3d53fbfd42ccd6c5bc154d6bc4", "0x79bc47897d16212860e36dda54fa47a877011113d34509649d6321f061d4844c"]}], "expected": ["0x7fbf679dff9f63ed72fffddbfffec7bbf7ef5b3fd3fffd66ddf7e5fc75ddefcc"]},
;! {"name": "xor_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "xor_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "xor_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0xea934719a211193ad78901a48b5e3811c604d2b989584686bb1a81c4c30ced5e", "0x7cb5abff317ad0d8a1ec4c32df2395e1cb47fd4068732e2a01bc8cbbb07f5a11"]}], "expected": ["0x9626ece6936bc9e276654d96547dadf00d432ff9e12b68acbaa60d7f7373b74f"]},
;! {"name": "xor_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0xc814bff842e048b26041490201e85bc9fa766818283cb1c189fcf14d8af7fee5", "0xe344cbf670dc9bf5e23ca42c2ef0c8468c507a9ac9cc821380d125f78ce6e15d"]}], "expected": ["0x2b50740e323cd347827ded2e2f18938f76261282e1f033d2092dd4ba06111fb8"]},
;! {"name": "xor_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0x4bd6d34c93a5b67a945db64d7dc2d4c62a7206dc4a3c574286fa78a1af0d1f95", "0x643a4183e62e8a635394db69db1b294ab73cc59a0bab92b7b77ea8d7ee2b1a0"]}], "expected": ["0x4d957754adc75edca164fbfbe07366528101ca85ea86ee69fd8d922cd1efae35"]},
;! {"name": "xor_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5a", "0xe7452f2dc6f7838c8cebae4e433dbd3b6c138851b5f7a371caba372f90ff9ab8", "0x957b8c43579d957a07cc485725a19a65cd1a03311f8ac1ce8a01353581c0f0e8"]}], "expected": ["0x723ea36e916a16f68b27e619669c275ea1098b60aa7d62bf40bb021a113f6a50"]},
;! {"name": "udiv_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "udiv_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "udiv_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5b", "0x7d2a215b8cbb28d94cc5f34ec166f932fe6531d4b6319b2dc62d87e2a805f5d8", "0x9d4fcce4af5554794570085adaceb4c79b8b3eb9f3043f82fea288533175c735"]}], "expected": ["0x100000000000000000000000000000000"]},
;! {"name": "udiv_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5b", "0x61b7f1377544895ee826246e9c692f7841c596557b760dae43134c394c752ba", "0xef274240b2bc453a9f4d4fa8e1c824e806bfdb58da3b7d558a07af85341b69b4"]}], "expected": ["0x2700000000000000000000000000000000"]},
;! {"name": "udiv_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5b", "0xfd148033878c6c1e6e2da29c8222de620f8c86b239a7b364d421b1b267c69164", "0x143de1815188faeba51e189e4f01a9e5a273a1ebd1d27fc9cc605b6ba94a5bee"]}], "expected": ["0xa"]},
;! {"name": "udiv_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5b", "0x2967fc0ee6554e24a9ece719fe5be84e4b1a199cce8500a6b9dc6a525a404ba", "0xf78756f548cc8bdc7af61b178ea55bb22a01ddf599be3f12a868c0d09eb7a008"]}], "expected": ["0x5f00000000000000000000000000000000"]},
;! {"name": "urem_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "urem_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "urem_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5c", "0x7c9a3682ec6f9ff62830dbc930fba3b684562e9386ba2e9b82fd12b663bc1edd", "0x6454693479b67398f4ef2055b562743bb9107832e9c92e96b5f6615e02de4c35"]}], "expected": ["0x6454693479b67398f4ef2055b562743b34ba499f630efffb32f94ea79f222d58"]},
;! {"name": "urem_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5c", "0x322aa3e79e8e5719bc213f7511f6d0563c9c17017d33532e4fc2bbbc63212784", "0xcb59423527245f0f2e6f26457eaac3bd4a714a2c1b5e2f57e694206b256bc351"]}], "expected": ["0x2aeb296aceb02a83dea287136cf82610dd5332a9e2adc2996d164aec24a9bcc"]},
;! {"name": "urem_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5c", "0x15f6af38225cf2a42814782922031eac0b86a432dcdc468ebb4d7dcb573c9c39", "0xcacdadc48297990938b5a1f2f2b31e51b16283a643a8c5987f58bbd8b2381ae1"]}], "expected": ["0x52184cb4d531143cffd6880c0970a3c047ee4ab52c0a33b85ce5cee95aaf38a"]},
;! {"name": "urem_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5c", "0xec5786dc0c2d0fcc2f9e5000b2146f444ff434a9df35b896e82169f4cfa8a143", "0x67fdf36369de4538b1415a38cd1535f03263e1240613c7d5fe3287aa6325cc85"]}], "expected": ["0x67fdf36369de4538b1415a38cd1535f03263e1240613c7d5fe3287aa6325cc85"]},
;! {"name": "shl_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5d", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "shl_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "shl_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5d", "0xb0ffdedabfa912bc362e7bacec28a572a0c39602b69cecf8c9bd1085a7a94885", "0xfd9199b224a5435c689bbf59253dbc31812ad7c94cd6ea8ef83afb1e04adde67"]}], "expected": ["0xf0c40000000000000000000000000000255af9299add51df075f63c095bbcce0"]},
;! {"name": "shl_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5d", "0x168ec3125fb6e1b317b4f7c5ee3796daaca5325febbe69515fe014231f7b5229", "0x9399e831f8af08f1b6c54c0adcd7aafa650f515861ef16972fd9a81df88c480d"]}], "expected": ["0x2b735eabe80000000000000000000000de2d2e5fb3503bf118901a0000000000"]},
;! {"name": "shl_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5d", "0x1c9b917f8e27e3b45c1a80450fd880f5f793f1105f87ac2f44c35fbe34ca3c1", "0x32e954e01c1a860d5e48b81e7073171dfffc488d1b5b245bd85036c417d56c75"]}], "expected": ["0xaa700e0d4306af245c0f38398b8e8000b0a06d882faad8ea0000000000000000"]},
;! {"name": "shl_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5d", "0x400f020b4161397fcd318b142216ecd05bf2c1c378cd07f3c0fe7c610250fb13", "0x1d38d8c6def3fd7484c6d64da938ebd45138a6b0d5c4814bc47edabb3c7161df"]}], "expected": ["0xd64da938ebd4000000000000000000003586ae240a5e23f6d5d9e38b0ef80000"]},
;! {"name": "lshr_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5e", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "lshr_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "lshr_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5e", "0x941a017c5cef949134aa5a1b9ae40430bd1656ba477e204a0dc3193f597c213c", "0x3a01c378b303b575a38d9f8f57b8dd3f91e4b716b5822e91133352a2d17be35f"]}], "expected": ["0x3a01c378b303b575a38d00000000000000091e4b716b5822e911"]},
;! {"name": "lshr_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5e", "0x9f505c6ba012fa3861d72a2daae617de346606768605da490d01e5d03de7888b", "0x462c76aa374d7bc301108d111f9b32b3322902ce9a06ae729f2063c9ed4c1f12"]}], "expected": ["0x118b1daa80006452059d340d5ce53e40c793da983"]},
;! {"name": "lshr_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5e", "0x9b17963083e6db7a26f7ac8aa8495a8cb5f9ebaa5df0ef1c20f24754b78860e3", "0x5ddfeb5e39d1eb1b2a16501a90a1828baf5eddf0783d1e5fb7a41fa7849822e4"]}], "expected": ["0x5ddfeb5e39d1eb1b2a16501a90a1800000000000000000000000015ebdbbe"]},
;! {"name": "lshr_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5e", "0x47d2d9391da043ff5135d16d3e6158f5038920564b277963eff0ac6db1fa29a7", "0x4edc8198c1862c7bb4be9036062c91a5367b1d15fb95a1ea8070b1efccfe33f3"]}], "expected": ["0x27600000000006cf63a2bf72b43d500e163"]},
;! {"name": "ashr_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5f", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "ashr_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "ashr_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5f", "0x88f1a52ba280ea8ce759c6896461dee4c4372350cb491e640efa976cd8101d55", "0x7324096b13823abcccd68906d5e6ee970905671c276198ce1c1dea2918d89e9b"]}], "expected": ["0x73240960000000000000000000000482b38e13b"]},
;! {"name": "ashr_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5f", "0x8ddf5352d24ea0f037657fa0b6ac32e3b8898691200cda8eaf86a11d5f1028a9", "0x2d7d517da15a5b59a94d6f244c2336827c5eb9152f2d65dfc88504c0dccd863e"]}], "expected": ["0x5afaa2f00000000003e2f5c8a9796b2efe44282"]},
;! {"name": "ashr_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5f", "0xfc410ee7d2de325271295e68af1204ac1cf4168f3e03c8b62e5b49fded710a24", "0x477d2ebddbf713d6710167352749666d221f6659d17b5213dbdd7d7866b6bd"]}], "expected": ["0x477d2ebddbf713d67100000000006d221f6659d17b5213dbdd7"]},
;! {"name": "ashr_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5f", "0xcebd846b4ec193605ace23f7bc10ae8752b7522bb0d680d45b92d55354d06bbc", "0xb98ec5c90e5d614a6ff2d46052d14d05fa251f3b1b61c07b7551ce808d6c7f2"]}], "expected": ["0x1731d8b921cbac294dfe5a8c0a5a290000000000000005fa251f3b1b61c07b"]},
;! {"name": "select_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x60", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "select_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x60", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "select_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x60", "0x5c4c8dee573f678dd946a6de0cb7bfb35bef7ef9b07590f65c53330e7394b09", "0xcdf14dce60c8c6637f34562ee42deadef8d2381045e89e72d71ab606e239e8e9"]}], "expected": ["0x5c4c8dee573f678dd946a6de0cb7bfb35bef7ef9b07590f65c53330e7394b09"]},
;! {"name": "select_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x60", "0x96cd1faa26ea1e705fb842b89c6be400b04786f291fb3e5dfd4fd90e0b26d7fa", "0x27b6b5727cd15961e9d212841a906649e0f5b5fec7395fb84bc0be82158f037b"]}], "expected": ["0x27b6b5727cd15961e9d212841a906649b04786f291fb3e5dfd4fd90e0b26d7fa"]},
;! {"name": "select_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x60", "0x2943e39f690195f0d21139ab2a14c0f0862d6972e671105a575334d214a2cb21", "0x733e3f7f614c498682a893416594944da956b4bade3f33d5535ccc134ac27edb"]}], "expected": ["0x2943e39f690195f0d21139ab2a14c0f0862d6972e671105a575334d214a2cb21"]},
;! {"name": "select_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x60", "0xf1b500832adcc50d1cfbe968549a3326024eff81298c07fa11a74945ad610456", "0xccb15122ea9ea63e03fb38ebf676316fdc57d8c04d4374100c5214b2b7ec50bb"]}], "expected": ["0xccb15122ea9ea63e03fb38ebf676316f024eff81298c07fa11a74945ad610456"]},
;! {"name": "umin_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x61", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "umin_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x61", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "umin_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x61", "0x3437b5b2491f40ced7007081a1fa3b95515ec7c2b3daacfd42eeb776037d37d7", "0xc597855204ef55ec151106099a8c5ace958ae7e14588b2f43020fb47b46c406a"]}], "expected": ["0x3437b5b2491f40ced7007081a1fa3b95515ec7c2b3daacfd42eeb776037d37d7"]},
;! {"name": "umin_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x61", "0x103ff936008b2e83ca03dfcdbc33ce3fdb5e297067a5dad629be2644f3ce4f64", "0x86c5620397a763b55e6470eae23521894c9a697affeb75c6d55cd86f3af04d7e"]}], "expected": ["0x103ff936008b2e83ca03dfcdbc33ce3f4c9a697affeb75c6d55cd86f3af04d7e"]},
;! {"name": "umin_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x61", "0xf100e94b83ca2af42d41e25bdd2060fc325614e6ff11f3dbf1ca6341e496ef3b", "0x49cd905a5bdce51215ae3803c075d58603d4e31bab8e44b7822fe20d91ae82bb"]}], "expected": ["0x49cd905a5bdce51215ae3803c075d58603d4e31bab8e44b7822fe20d91ae82bb"]},
;! {"name": "umin_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x61", "0x68b630e58cdfe49735390e6ce327d5e269ab3e561be10265ddd7f154ed9ffb16", "0xf7360187e9799e7728ac6816b1c972fc44419633a53700284605ea54235b074"]}], "expected": ["0xf7360187e9799e7728ac6816b1c972f69ab3e561be10265ddd7f154ed9ffb16"]},
;! {"name": "smax_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x62", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "smax_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x62", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "smax_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x62", "0xccf517488eaa7e28155c24c724d0f279edde98190a908af189e014963c699cf7", "0xac12fc15a253a9726ca17d7635fb25c68d636ba7f4b88d7714700d69ba2803e2"]}], "expected": ["0xccf517488eaa7e28155c24c724d0f279edde98190a908af189e014963c699cf7"]},
;! {"name": "smax_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x62", "0xfecb6417883c90d38eb150242006196ad7b543c8bc7fac885c668e5a057b9b3", "0xb5af21c8bd554ce54b94e28d1c1f1e75c06df7ef8e7208538a579994e63af329"]}], "expected": ["0xfecb6417883c90d38eb150242006196c06df7ef8e7208538a579994e63af329"]},
;! {"name": "smax_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x62", "0x5f92ce21e7f290df9090b06d02e0ea1139a204faebc0f8d1a8afc074864b42da", "0xc57043c82ecc4316228954ffc29bbb3e27521e654478cbdf1a1edf2d121c0e4d"]}], "expected": ["0x5f92ce21e7f290df9090b06d02e0ea1139a204faebc0f8d1a8afc074864b42da"]},
;! {"name": "smax_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x62", "0xaa775c60dccdfa1059e8c57b2ab40628ce2efcadb92c8ede5bba51422fd00a31", "0xe2f9291efbb2f194be9e7a531c1ef7cfc090a3191ad0869a6fcfe69a28999335"]}], "expected": ["0xe2f9291efbb2f194be9e7a531c1ef7cfce2efcadb92c8ede5bba51422fd00a31"]},
;! {"name": "sdiv_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x63", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "sdiv_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x63", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "sdiv_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x63", "0x41525cfd846c76f28b768488e90ffe48576a092dc036217f7e50257fa4fa4182", "0xd939548cf50b5f659d0cdca4f464ebdc685ae0a4d4cbfe34a3a3a70a59aa39f5"]}], "expected": ["0xffffffffffffffffffffffffffffffff00000000000000000000000000000002"]},
;! {"name": "sdiv_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x63", "0xc69c22e13d0ba15ef6c5fb59fec935f2ff6815ffb745672aafc49dcff3439f4a", "0x474ddbbaaa13218a95c828cec0961b22fc42edc1d5a511258c6f74f1269e817f"]}], "expected": ["0x0"]},
;! {"name": "sdiv_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x63", "0x4d7d16acf5461c98964a5f4d69b335a888e60f5bd7df66d20e71627f4eac8b71", "0x3ee9549a2f1b7e2ba3270f278f8cca303343879a1bc6312e40da814de357fcfa"]}], "expected": ["0x100000000000000000000000000000000"]},
;! {"name": "sdiv_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x63", "0xdd9f5349f62d3e524bf6aa93e82c0198f83313beb074bc181190197837c32134", "0x33ac4f63cd720b340ef70a68a9ae572b8e05c52af5c308b2d3dc10f2bb5e90eb"]}], "expected": ["0x0"]},
;! {"name": "srem_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x64", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "srem_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x64", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "srem_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x64", "0x8da7a0f884d57b51b15a22c45e37b42c4dcd1627d5c32bfd7ec0a686a65cb5c7", "0x81b2c72d8e555ad11fba3959d8f63f9794870fb867cb5357a4336429ab82ca1e"]}], "expected": ["0xc88697a9d0c01879f8674abc081219aee25425e03d8e7f5522f40ab051df7fe4"]},
;! {"name": "srem_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x64", "0x60f709efeb73d71539b64d3714056847994098100ef3ee211ed219a014faaec3", "0x18f62f714d4401bf420e6980f5824bbc2bcb40fb1ce010384856da668c8238be"]}], "expected": ["0x18f62f714d4401bf420e6980f5824bbc2bcb40fb1ce010384856da668c8238be"]},
;! {"name": "srem_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x64", "0x1c6e9177b65d47d87cf55187f446892bba259a50fb9aa15fc9e485c325b06f95", "0x6c6c18e42bcadb5f66fec760b96e412e31242f824a4e0c60921d9e138be3f08e"]}], "expected": ["0x8e91bc12d845fe9b1a42a04e277611b31242f824a4e0c60921d9e138be3f08e"]},
;! {"name": "srem_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x64", "0x3551a8e86ec14546214185b07175980a76445dbb87f7819771314beaf0dee21c", "0xda0243ba5ca00e8a9c7f8389d06a9775ec052d8a7e38ba11d249ae84a4a7871e"]}], "expected": ["0xf4ab182e9400b12dad2046620925637aec052d8a7e38ba11d249ae84a4a7871e"]},
;! {"name": "icmp_ult_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x65", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x65", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3"]},
;! {"name": "icmp_ult_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x65", "0x595ce41b94c9f410143f714fa0656cc4e007a44892ee4af2ded873dd34fc259f", "0x9bf50e3b37d1a3514cbd17ed88d04ce36f198e0fdc0167569cf59f276a0b6fb3"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x65", "0xe1d13c33490ae2e815308de14511dd4f1b2a37f45884174eb0fe56f14b089c77", "0xea7ec7811d57227b63d698b35b7e50d626ff7fdc45e385152a8be8486014a00c"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x65", "0x5f7b73887aacea5734a4ad49b1ee21acd87246de674ed92f7efc1a9ecc19bb19", "0xe0bbe52265b0e82af0682f70620703ffafedf3ef90b52a6aa85b737415e44ee7"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x65", "0x3709099f152754c98293a7f291a95e53d33fdb2e51ce21be0db323fc9315477e", "0x1b8ba9c56f0f400f5bac947cba1d3fe016490bd633d840854945b20166406892"]}], "expected": ["0x3"]},
;! {"name": "icmp_slt_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x66", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x66", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x66", "0xb3d86761b665184fa8c7eeaeb827e96bcee0264d758e56fcab36d993f30f8ccc", "0x654dc7a9e596630e4df142b7f39277052635706af717f1ae3222d916ca45834c"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x66", "0x6f799c7d57ea61616b40b87480d84c14339698dd2e3fe041d4c163e543e325a8", "0x45fdac541ae72eea53e0d10735aecbfb735e5be0033ef4aacf3e7129899e8e02"]}], "expected": ["0x2"]},
;! {"name": "icmp_slt_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x66", "0x56e5fed9a640cb62ee2f8f887773f6d50c1ea13d57a79c9068e1cd8d03d2174d", "0xc73c7b394b66290b22f9b48cbdc0fc78d96052658350671dd8e317562249dd8a"]}], "expected": ["0x3"]},
;! {"name": "icmp_slt_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x66", "0xbe16fd3762a0e903df7d17c7b93e5e2ac6a0493e7ab394acb3e2bef026425e5b", "0xf7a499e28e48f6b12547946804990d0f9c983ea3a50535488ef527254e628573"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x67", "0x0", "0x0"]}], "expected": ["0x3"]},
;! {"name": "icmp_eq_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x67", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x67", "0xb4c3bbf34ef31ad15a7d44b44c0f12d608f5531089624e2f7df86856a99d68a2", "0x5d08a7b2bde6e69b8e564a424c4f8d3edd0ab809d648f845e457790d27a58fed"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x67", "0x9b589943c72bce2ebb7da54f36fdc030c860b4cd039741029cac0a1edf12f842", "0x79c9bc04ce2281cf2f5e9060f2d625296fcd6bd616271f5ef55bd96cc7418980"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x67", "0xb95c7d5ee3a7ed396bd67028457729752d636229e339af198f3adc7a1af9cee6", "0x8e34919037bf90d5588ced5486290ca16e1e6481a1b4c53d59680035b669d3fe"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x67", "0x20fed8eb3571fdda066624fe98b0a54c33e9d66553af2acd951fed42eb53505b", "0x3c4dd484e047eb444660ca2d20119adf99f29c0775fa756baacca99ea5af8e6e"]}], "expected": ["0x0"]},
;! {"name": "zext_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x68", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "zext_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x68", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "zext_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x68", "0xe7eb4e7ac138f5774bd075dd4b0f017f555dfdb81e5d8265e2249fe9ec1f2809", "0xfc05d848e3b6dc6534be40776223236eaa7eff1db01e3d945686be1e65f5ee4"]}], "expected": ["0x0", "0x7e02ec2471db6e329a5f203bb11191b0eaa7eff1db01e3d945686be1e65f5ee4"]},
;! {"name": "zext_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x68", "0xe286603069ee7b5d0c8a1866fb4ee8d6c540ba40b2c9321384ff633879eef86e", "0x60bec8d3a31fc026057f8e47740edf2f6c6728ffb2198e72b4880d1537314942"]}], "expected": ["0x3", "0x5f6469d18fe01302bfc723ba076f9786c6728ffb2198e72b4880d1537314942"]},
;! {"name": "zext_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x68", "0xd0761f5ec8ce6b510b394d3e3421f17f6e47f452ec21f318eba8c8111efe2000", "0xa6469183f7dbfea7fc6be66a3bcfe20e675e2d4bb25b437439013cd88a37bc0"]}], "expected": ["0x0", "0x532348c1fbedff53fe35f3351de7f100e675e2d4bb25b437439013cd88a37bc0"]},
;! {"name": "zext_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x68", "0xf2ab8e3d23500b834be30ec6b83008a2f3679d5e9536ee3aba6883e096ffa95", "0xae8842291f839df46f96e5afbeb016316e9f335a998180ef51292165520d386b"]}], "expected": ["0x5", "0x74421148fc1cefa37cb72d7df580b1886e9f335a998180ef51292165520d386b"]},
;! {"name": "sext_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x69", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sext_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x69", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sext_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x69", "0xb1ac38a01f53bf39b6feac9db6b88436828b1ca3b46f5f1c7286b7427c09a5cb", "0xfe3773064c40383be6bc6f37f5e66796ff3e6c5be21e56eff649da1fcee86a1a"]}], "expected": ["0x3f", "0xf1bb98326201c1df35e379bfaf333cb7ff3e6c5be21e56eff649da1fcee86a1a"]},
;! {"name": "sext_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x69", "0xaa0639f9fb86c0bf1fef5984c10cb262a73fa7341a82394ec29974d088b41fdd", "0xc444bf0fff6b2f9705779877cf1ec4bd790e38def27ce6f73d2fbaacd5c3c623"]}], "expected": ["0x3e", "0x2225f87ffb597cb82bbcc3be78f625e8790e38def27ce6f73d2fbaacd5c3c623"]},
;! {"name": "sext_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x69", "0x2237cf227057a32d28b4cfff3a809c37ac875b48aa3801ac4def432f9e8dee8e", "0xc6ba9c7f5a41a714a239f29c5f5f667de5e38269e9587e7cc00c55eaff1d41f1"]}], "expected": ["0x3e", "0x35d4e3fad20d38a511cf94e2fafb33efe5e38269e9587e7cc00c55eaff1d41f1"]},
;! {"name": "sext_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x69", "0x72f356d825ed150a29dcae48eead212c0218ab2a0cf5da481c3f5c635d4c7b39", "0x55b413362e7ba54975b7c7b75af3cd0ac7811945f43f8f7cb409fcac6bb17001"]}], "expected": ["0x2", "0xada099b173dd2a4badbe3dbad79e6857c7811945f43f8f7cb409fcac6bb17001"]},
;! {"name": "trunc_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "trunc_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6a", "0x679ee4d3eebda4ce30e60498c77604b6df9873a2af558662ce0f45ceee1f7250", "0x3b26f3148447747633a5894fdbff1845725cff5d5a39d482fc7f7723db6c97eb"]}], "expected": ["0x33a5894fdbff1845fc7f7723db6c97eb"]},
;! {"name": "trunc_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6a", "0x5b9bc8847c5e33daa51559c80cb7ff133e1fb795941551f207554246a922ccbf", "0xf1bdaebac853e2d555d1fbb2a4e935cd02b9b8a6df1df19da0639f6fcc7b69ee"]}], "expected": ["0x55d1fbb2a4e935cda0639f6fcc7b69ee"]},
;! {"name": "trunc_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6a", "0x14ddae00db19defaa5798ee7d594fcdd388f6cb8a6f24a43de8c82e5d2fa4b5e", "0xfd070a30017d01fd1df94f0cb483b2b892ecbd9540c19e2b57b5a8b2dae44a1a"]}], "expected": ["0x1df94f0cb483b2b857b5a8b2dae44a1a"]},
;! {"name": "trunc_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6a", "0xe26632c7d439a884b50cad763410865797c45f1f52791c80d51dfdd11c955ac5", "0x420fcfdddbcfe538d8eaede29135fecdaaa6df26b1c2cb98b6092b358769f87f"]}], "expected": ["0xd8eaede29135fecdb6092b358769f87f"]},
;! {"name": "add_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6b", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "add_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "add_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6b", "0x10250ac8e2ce0a0f163f503cd604d01284e8f7c414085e906e9e5b8259f9d562", "0x7264169826cb54956968f90e2c6681b81bb15541d90c7c047b734b67a7f1674"]}], "expected": ["0x174b4c32653abf586cd5dfcdb8cb382e06a40d1831992650b6559038d478ebd6", "0x174b4c32653abf586cd5dfcdb8cb382e06a40d1831992650b6559038d478ebd6"]},
;! {"name": "add_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6b", "0xdf94487a564aad720d04c4d638d423532c0392db4e9530cdf89c9d1691f6d539", "0xff41b345e9d22d90ce668051b95cc5f6d702bc5769011d1a4900f87174330c22"]}], "expected": ["0xded5fbc0401cdb02db6b4527f230e94a03064f32b7964de8419d95880629e15b", "0xded5fbc0401cdb02db6b4527f230e94a03064f32b7964de8419d95880629e15b"]},
;! {"name": "add_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6b", "0xd9eeb0a745472ecbae66d5a2f96c3bd31727c27d27f60b09c34a1d993c390445", "0x354d1d75e097cd72b8cdaf4a90a32d456c4ba51aebd6badcce906f3db1c94f03"]}], "expected": ["0xf3bce1d25defc3e673484ed8a0f69188373679813ccc5e691da8cd6ee025348", "0xf3bce1d25defc3e673484ed8a0f69188373679813ccc5e691da8cd6ee025348"]},
;! {"name": "add_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6b", "0x9424d32ca26afc9a0edb15bbb0fbe74c7e4d96298b41229a7d85e20c589524b8", "0xf437a1976093c983dc230fbd2a64adb980a2ecc71b9e71f6e9c328d0d5f83bb8"]}], "expected": ["0x885c74c402fec61deafe2578db609505fef082f0a6df949167490add2e8d6070", "0x885c74c402fec61deafe2578db609505fef082f0a6df949167490add2e8d6070"]},
;! {"name": "sub_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6c", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sub_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x2"]},
;! {"name": "sub_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6c", "0x8cc5a40d0a013a66702436cc9f6f093b659d7061691b48720d0baf1c2325466b", "0x6739014e12a9265ac2865200e31671218907f1269018775c2e5b983b5fcd09c9"]}], "expected": ["0x258ca2bef758140bad9de4cbbc589819dc957f3ad902d115deb016e0c3583ca2", "0xda735d4108a7ebf452621b3443a767e6236a80c526fd2eea214fe91f3ca7c35e"]},
;! {"name": "sub_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6c", "0xa7d1156d7b10ba99ebeb7db670dffd517ef877a96ceef31974cce861c3557383", "0x89b5bacaf6097bfa839affd05093366f50199755a53fb02babec642274f5c7b3"]}], "expected": ["0x1e1b5aa285073e9f68507de6204cc6e22edee053c7af42edc8e0843f4e5fabd0", "0xe1e4a55d7af8c16097af8219dfb3391dd1211fac3850bd12371f7bc0b1a05430"]},
;! {"name": "sub_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6c", "0xeff6233ec9f6ff59613893719483e338e4750aa5cb4b136b4eb7167438df8458", "0x5ea2ac053233417421c324b929dac90c75eee3e9ca025a03e8b016673f0abb86"]}], "expected": ["0x9153773997c3bde53f756eb86aa91a2c6e8626bc0148b9676607000cf9d4c8d2", "0x6eac88c6683c421ac08a91479556e5d39179d943feb7469899f8fff3062b372e"]},
;! {"name": "sub_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6c", "0x97660df8959de24803dbc9ddf77c31080cee0d157031e0bc859e7b09cefba491", "0x6aa054debb0310d7cf4597e03e1479d289e98c69f38c71073053d649bc854ff1"]}], "expected": ["0x2cc5b919da9ad170349631fdb967b735830480ab7ca56fb5554aa4c0127654a0", "0xd33a46e625652e8fcb69ce02469848ca7cfb7f54835a904aaab55b3fed89ab60"]},
;! {"name": "mul_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6d", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "mul_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "mul_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6d", "0x7d92a5b5a3da02c82cecd4717015cc7162462c7db51b9065d857670554ecafa6", "0x928ff7962c06b0b5db3caea2af623ccab385731259c31d647f42000d6f19e924"]}], "expected": ["0xc79faa5365dbf70ecadc721abe9b79a1d855845b7fcafcb44b372dbf7e5cc958", "0xc79faa5365dbf70ecadc721abe9b79a1d855845b7fcafcb44b372dbf7e5cc958"]},
;! {"name": "mul_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6d", "0x38a56f6064ddee8963dc62ab0971cc6fcd76d5dd29920403a5e79b63c6b10a27", "0xc59ef5586f15f87e44de715db510d28a6510462b27a0e5f9d2c565c7d5054ba7"]}], "expected": ["0xa3eaa4b1d52cd49f7dfb90a20bb287eeb6edbe29b04ead3f3c840f85213a0c71", "0xa3eaa4b1d52cd49f7dfb90a20bb287eeb6edbe29b04ead3f3c840f85213a0c71"]},
;! {"name": "mul_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6d", "0x2f8eaaacf4c32083eabab8453ca0e8f661f36100df6451d8ce30cd49ffe49762", "0x6ce7e377ae09cddf628cab38f133824328e18b06a1248d8dc15b1298c53d5f0"]}], "expected": ["0x1301dd12871a5fea355e9ded82df0ef6aabec0379f466e369acf01e1c50875e0", "0x1301dd12871a5fea355e9ded82df0ef6aabec0379f466e369acf01e1c50875e0"]},
;! {"name": "mul_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6d", "0xec2b3235e7ae0fbbf300a252756562f16805e7e47d75fc97b0588627273c7d31", "0x1b7e88ca26f30a8f98b74e2377fa1e2802680a97facd6b1a50f17dac5b4dab29"]}], "expected": ["0x397c3b0628ca33973c349227934dedfbfee421ee67bd92e8b568fb18c30cc7d9", "0x397c3b0628ca33973c349227934dedfbfee421ee67bd92e8b568fb18c30cc7d9"]},
;! {"name": "and_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6e", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "and_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "and_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6e", "0x54d8b9a1768a159ba90a1bb160dd0efb48e1fde51577bd61af166469402982c8", "0xfec272c73032b13936d73b2b185d706b36a1318bf0dd3eea5c50163d7c22892f"]}], "expected": ["0x54c030813002111920021b21005d006b00a1318110553c600c10042940208008", "0x54c030813002111920021b21005d006b00a1318110553c600c10042940208008"]},
;! {"name": "and_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6e", "0xe189243cac4f1d898a8f61adfccf1667c6d240aa1afc58522a788e2b3fcdfc1", "0x219b32342b7512bd8d27171a1a4c4dc1df93908d57ad6ace586e12c5e6beec1f"]}], "expected": ["0x1812000a4410988820161a1a4c41405c01000801ad4084002600c0a2bccc01", "0x1812000a4410988820161a1a4c41405c01000801ad4084002600c0a2bccc01"]},
;! {"name": "and_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6e", "0xf007d1e194c37e70770afc113b569f09fe65a3a313fe1b5c338bbdae2780b2a6", "0xc05832a2b3a0af3e907823eb18aefadd35826c07a23f170a597d2ca41b7fc4f8"]}], "expected": ["0xc00010a090802e301008200118069a0934002003023e130811092ca4030080a0", "0xc00010a090802e301008200118069a0934002003023e130811092ca4030080a0"]},
;! {"name": "and_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6e", "0x553fbb49284c620a0122b841a151a7d3a9d9762538debc659f9b308b4dc873e9", "0xeb31efcc1d9ce16dc9a29d6eca06dc6f9d9bd832a76b72e51bd8ed0ca94a2766"]}], "expected": ["0x4131ab48080c6008012298408000844389995020204a30651b98200809482360", "0x4131ab48080c6008012298408000844389995020204a30651b98200809482360"]},
;! {"name": "or_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6f", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "or_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6f", "0x3933e5720c9f230d504c729b55960a41153941fc606afbf00550b899473aa8b0", "0xc748b25d01e3bee2508699311c2c6a9ac50e6bc5f8b74aea5dd5818e37f88796"]}], "expected": ["0xff7bf77f0dffbfef50cefbbb5dbe6adbd53f6bfdf8fffbfa5dd5b99f77faafb6", "0xff7bf77f0dffbfef50cefbbb5dbe6adbd53f6bfdf8fffbfa5dd5b99f77faafb6"]},
;! {"name": "or_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6f", "0x7226e779ebce6964aec0e0ccd5930b559d2a16018e41f43a4aa2a0ea7f71e22f", "0x811296cfdbd8e5a8a26c57585c92519049478b9fcf1ce242d6b50d60bc747651"]}], "expected": ["0xf336f7fffbdeedecaeecf7dcdd935bd5dd6f9f9fcf5df67adeb7adeaff75f67f", "0xf336f7fffbdeedecaeecf7dcdd935bd5dd6f9f9fcf5df67adeb7adeaff75f67f"]},
;! {"name": "or_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6f", "0x95983bfe54ae8f570de64386f20a4ed23408f03b8bb91f79a30d397cfbaf4a84", "0x74221243cce9ec511413a643228b8aa10a181b42ae5e6851aea61ec830f90ac2"]}], "expected": ["0xf5ba3bffdcefef571df7e7c7f28bcef33e18fb7bafff7f79afaf3ffcfbff4ac6", "0xf5ba3bffdcefef571df7e7c7f28bcef33e18fb7bafff7f79afaf3ffcfbff4ac6"]},
;! {"name": "or_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6f", "0xb8c717aa76581b214141c542d11d68235bee2e4f26e49b6cf3e65db9aac79947", "0xbdee5fce5367f7cc544330522e7e5fffd43466e8bac72d9e38b4aa33c7dc7750"]}], "expected": ["0xbdef5fee777fffed5543f552ff7f7fffdffe6eefbee7bffefbf6ffbbefdfff57", "0xbdef5fee777fffed5543f552ff7f7fffdffe6eefbee7bffefbf6ffbbefdfff57"]},
;! {"name": "xor_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x70", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "xor_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x70", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "xor_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x70", "0x2220ee624af6cd510bae9c97f897627848060506aced31e7b3959f774d716b90", "0xc227ec1bbfd945266982a3ed70bafc622ec31bde013a012f7591492e8d369d2e"]}], "expected": ["0xe0070279f52f8877622c3f7a882d9e1a66c51ed8add730c8c604d659c047f6be", "0xe0070279f52f8877622c3f7a882d9e1a66c51ed8add730c8c604d659c047f6be"]},
;! {"name": "xor_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x70", "0x73771a1fbf8ba7d28cd3833c0ef38fe170e7c1238720831bc8f4bf5d31530171", "0x1809a02bb657f59ab434df5ad4cd47aa486dc3d757f8f6f77c2e26bf4bd71e6b"]}], "expected": ["0x6b7eba3409dc524838e75c66da3ec84b388a02f4d0d875ecb4da99e27a841f1a", "0x6b7eba3409dc524838e75c66da3ec84b388a02f4d0d875ecb4da99e27a841f1a"]},
;! {"name": "xor_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x70", "0x14d60d620aacc317b153c3ba636b20f7818b1684d96f0e694b5b7af7a6077abd", "0xa8a1d9eb7813d2bdf3f62b30e14a8a5dda6dbe1721e9b88290235ef340f8cc0b"]}], "expected": ["0xbc77d48972bf11aa42a5e88a8221aaaa5be6a893f886b6ebdb782404e6ffb6b6", "0xbc77d48972bf11aa42a5e88a8221aaaa5be6a893f886b6ebdb782404e6ffb6b6"]},
;! {"name": "xor_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x70", "0x37200e9d0c34ee9d2c8acf3bc6028614d6fb1288bc4f0bd85288963f2720c025", "0x1bc27310c4c6bfe04bda2f52e720175dd0761155776a4f515ea0b8cd53fcfe10"]}], "expected": ["0x2ce27d8dc8f2517d6750e06921229149068d03ddcb2544890c282ef274dc3e35", "0x2ce27d8dc8f2517d6750e06921229149068d03ddcb2544890c282ef274dc3e35"]},
;! {"name": "udiv_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x71", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x71", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "udiv_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x71", "0x86b8e3b79d5512dd4d268b7322bd968a321a29c5c9b3feb214d8aad785f18409", "0x2d4aeb108f1a28f7715777d1132491f39b83beccb21b1b5cc0c2006dd3b8e0ef"]}], "expected": ["0x2", "0x0"]},
;! {"name": "udiv_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x71", "0x5bca8386c0885c664fcb02391d0905d0203f5b9dafa09a9cdbc4690c5a630d18", "0xf64a72f8e79ad1dab0649f773499863dac27db5636d10ffacc150a3dea89d7b"]}], "expected": ["0x5", "0x0"]},
;! {"name": "udiv_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x71", "0xe982bf300e9b5845abd9b99a5f17f6cbcc98a762d4c911d3985fbedab0e067cb", "0x212184c9c3624e06539709e8d04419d8da52214e3ea8250e8a2a91b51ad0ad0d"]}], "expected": ["0x7", "0x0"]},
;! {"name": "udiv_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x71", "0xcf1f2459526e5363aed9e93bc5175041f44fd683e5a54818a70a2cc9e7db2c16", "0xed02ddb696af9c9da63e9a794a5c0cac0788970c641e90c1a1aabe6591c62f2c"]}], "expected": ["0x0", "0x1"]},
;! {"name": "urem_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x72", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "urem_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x72", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "urem_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x72", "0x9ff435458234452843d627c934124d5d259cd24753b03374c3453a7a2095788c", "0x9ef9ed01e0e2b5ba22239791c0fc63170e8896d1964aed32a76753d3d6f6e170"]}], "expected": ["0xfa4843a1518f6e21b290377315ea4617143b75bd6546421bdde6a6499e971b", "0x9ef9ed01e0e2b5ba22239791c0fc63170e8896d1964aed32a76753d3d6f6e170"]},
;! {"name": "urem_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x72", "0xe564adb8e5b9af81ce373f724ba33dda5e6e1b16f8b5e793536135db49ce4170", "0x28875e9de3afbbd16be9f6278b08a7b6034d79165aa12b39df3223f3f4a81df4"]}], "expected": ["0x1abfd4a3734b046ab2a570ac9477f74c4deabda733900f71f76682178285aba7", "0x28875e9de3afbbd16be9f6278b08a7b6034d79165aa12b39df3223f3f4a81df4"]},
;! {"name": "urem_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x72", "0xb8dccf13a472f2021613fb2d102781af1fefd49630d5fa5e54fcc449d4bf272e", "0xf3899559d80553cd837b067bdaa11f2ab8ab8144a13bf374305d6ef92dd1cbce"]}], "expected": ["0xb8dccf13a472f2021613fb2d102781af1fefd49630d5fa5e54fcc449d4bf272e", "0x3aacc646339261cb6d670b4eca799d7b98bbacae7065f915db60aaaf5912a49f"]},
;! {"name": "urem_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x72", "0x17b7a64fb0c13c2c763ae3036beeda4a43043562c5b8b1a1d4b32e894fda2e37", "0xac1def29e0cf15e7616661da0a15a62d96fd89843461f92b9599e134b977d01d"]}], "expected": ["0x17b7a64fb0c13c2c763ae3036beeda4a43043562c5b8b1a1d4b32e894fda2e37", "0x61862fc0b8670b025ca2cc2168dae25c1e013d0cc551dbec4b39b738a808c9c"]},
;! {"name": "shl_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x73", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x73", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x73", "0x1ca2d4e71f0f7d968629454b2bb890bbe74f3e8cdfe52c7f49daae292b1f0256", "0x23f0ed723e38164eab208f84d2a978302ba1b9f2ff0522f4ce5dc7d944a46e2a"]}], "expected": ["0x3df65a18a5152caee242ef9d3cfa337f94b1fd276ab8a4ac7c09580000000000", "0xe134aa5e0c0ae86e7cbfc148bd339771f651291b8a8000000000000000000000"]},
;! {"name": "shl_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x73", "0xa200a4548479beb9f28bedceeb00381d116faec8462f98d1c78897fb15454676", "0xd6ded3fbf5c4654516a1d4ee7b5ef990e0af64ab9c62f1f80a2f1cb634cfb976"]}], "expected": ["0x7445bebb2118be63471e225fec551519d800000000000000000000000000000", "0x64382bd92ae718bc7e028bc72d8d33ee5d800000000000000000000000000000"]},
;! {"name": "shl_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x73", "0xee32f5598960a48e0f2fde1c2ce9590a5ae0bac579b535e5f97c3bfaeef4a77f", "0x94c87786f6c39c1416f60ca634f3381685616bde6a66255c13f23f44ad161388"]}], "expected": ["0xe0bac579b535e5f97c3bfaeef4a77f0000000000000000000000000000000000", "0x42b0b5ef353312ae09f91fa2568b09c400000000000000000000000000000000"]},
;! {"name": "shl_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x73", "0xd3bb584e5dc30640c76ca07b4ad6323be06345f0b858e57e5c660068914a294a", "0x4dc8be8813441dd3570dd3d95609cf3faf07478b66536f9cb35f43066f7c4e95"]}], "expected": ["0xbe170b1cafcb8cc00d1229452940000000000000000000000000000000000000", "0x374f6558273cfebc1d1e2d994dbe72cd7d0c19bdf13a54000000000000000000"]},
;! {"name": "lshr_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x74", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x74", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "lshr_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x74", "0x46d66774e53e2e91e4c35412f77073fe5f1e2ab1554d79554914c4f965bead81", "0x525becdc2217771b7018eb343ff0139183725ae78ec3c7a6707eee096981eb01"]}], "expected": ["0x236b33ba729f1748f261aa097bb839ff2f8f1558aaa6bcaaa48a627cb2df56c0", "0x292df66e110bbb8db80c759a1ff809c8"]},
;! {"name": "lshr_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x74", "0xffb6e025b65caa1bba4f5feb3f8b00b809966678b36641603fb130a5235f4bca", "0xd10433037528097da4a783451e8042f5b7c1d48fe75d41b0bca2ea1b2c59b51b"]}], "expected": ["0x1ff6dc04b6cb95437749ebfd67f160170132cccf166cc82c07f62614a4", "0x34410cc0dd4a02"]},
;! {"name": "lshr_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x74", "0x337605c188a91e511c6ad8d22bb8820dad15a7c67a05694373bb41c205306abe", "0x8c3c5d1a7ccdb7dd31e4a60fe0324b2c1a11256994fa78e5bbcc9bbf4dea1e8e"]}], "expected": ["0xcdd8170622a4794471ab6348aee2", "0x230f17469f336df74"]},
;! {"name": "lshr_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x74", "0x4c2e9a40f73df4e11d857cb2ea92ec54ea78c5bf981d408dd6fffb801230591e", "0x6212caa4a4a87fc630c6df46375028316364f8cf5248deaf2e2d9206c5bd4f72"]}], "expected": ["0x130ba6903dcf7d3847615f2cbaa4bb153a9e", "0x1884b2a9292a1ff18c31b7d18dd40a0c58d93e33d49237abcb8b6481b"]},
;! {"name": "ashr_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x75", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x75", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ashr_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x75", "0x73e199ad0e1859b1f57d3d7b141f5f42ccf5e35e01c4bccd5101ace25028238c", "0xd2da3ba123dc3d0c664594b4db44fb02b97a51e99e57b845bd570a86f13cda3b"]}], "expected": ["0xe7c3335a1c30b363eafa7af6283ebe8599ebc6bc0389799aa", "0xfffffffffffffffffffffffffffffffffffd2da3ba123dc3d0c664594b4db44f"]},
;! {"name": "ashr_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x75", "0x299ba5a45ae7dded69cd8d287d91f3b60b5a9bbd7af375bbf1793eb8bc03e601", "0xf7f0f9fc876ce437e9f2fe782db1c8532deb5ebdac6404f9336f738bb9fb28af"]}], "expected": ["0x53374b48b5cfbbdad39b", "0xfbf87cfe43b6721bf4f97f3c16d8e42996f5af5ed632027c99b7b9c5dcfd9457"]},
;! {"name": "ashr_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x75", "0x191d1c57b2cb0d2a2182f1287428567ba31a6837fefc7788b955c55a62894511", "0x24a0694d9ef7365360f66f910693919d2697abc4f42af1578fd9be2006b75521"]}], "expected": ["0xc8e8e2bd965869510c178943a142b3dd18d341bff7e3bc45caae2ad", "0x125034a6cf7b9b29b07b37c88349c8ce934bd5e27a1578abc7ecdf10035b"]},
;! {"name": "ashr_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x75", "0xe3b15bb46fb84b791516588b426deb511ebe874e7c93dfa7aceb6418731e5b29", "0x4d2d2698039a8e9895d2fafb7aa04811fbd665d11b552153e5ec6c6908fc6dda"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffff8ec56ed1b", "0x2696934c01cd474c4ae97d7dbd502408fdeb32e88daa90a9f2f636"]},
;! {"name": "select_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x76", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "select_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x76", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "select_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x76", "0x1f53d71883dc35d1cdcc4eb7f9a4b09f49c46cae9e4e5fbe9051673412b10d80", "0xf1d7dddc9d5c1f26c27f043aec4664bd171e95cdeec3900dea9b2d0c7f6cf4af"]}], "expected": ["0x1f53d71883dc35d1cdcc4eb7f9a4b09f49c46cae9e4e5fbe9051673412b10d80", "0x1f53d71883dc35d1cdcc4eb7f9a4b09f49c46cae9e4e5fbe9051673412b10d80"]},
;! {"name": "select_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x76", "0x1d34875b02382d8ea83cf43243efc1723554c4518d0a6cdf5d68e5f9862753bb", "0x8079d33e11b70b9d8d50a4235b1a9fcba62f05d5a4a1b662514c38b85c8e8163"]}], "expected": ["0x1d34875b02382d8ea83cf43243efc1723554c4518d0a6cdf5d68e5f9862753bb", "0x1d34875b02382d8ea83cf43243efc1723554c4518d0a6cdf5d68e5f9862753bb"]},
;! {"name": "select_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x76", "0xf8b16d0008241bbc91a340bc43055d37f390c95287d763cb3b106c66021293ed", "0x3bc14afceea8797c8c5e2daa5a7bde9c9159fec167960e7e3ab7e9a8e5d396e1"]}], "expected": ["0x3bc14afceea8797c8c5e2daa5a7bde9c9159fec167960e7e3ab7e9a8e5d396e1", "0x3bc14afceea8797c8c5e2daa5a7bde9c9159fec167960e7e3ab7e9a8e5d396e1"]},
;! {"name": "select_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x76", "0x4b506f6de445fb0592f07c7d01ae98e7cfc46243b0b99e63e1273cc1d35bf0f6", "0x517dce48b8f30ca5fa72f42e0510cb5520c2846ed3aae4953c975dcb67b8f67b"]}], "expected": ["0x4b506f6de445fb0592f07c7d01ae98e7cfc46243b0b99e63e1273cc1d35bf0f6", "0x4b506f6de445fb0592f07c7d01ae98e7cfc46243b0b99e63e1273cc1d35bf0f6"]},
;! {"name": "umin_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x77", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umin_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x77", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "umin_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x77", "0xe5ff668721a2e371705f2c17b8ce0034a224a131d945ede635337d80bef04fa4", "0x6efdc6cba5af1ea57e2f2721df8c73d606491ae100393cd9452e1af04b3bac51"]}], "expected": ["0x6efdc6cba5af1ea57e2f2721df8c73d606491ae100393cd9452e1af04b3bac51", "0x6efdc6cba5af1ea57e2f2721df8c73d606491ae100393cd9452e1af04b3bac51"]},
;! {"name": "umin_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x77", "0x638c858386f7bfae2b36dcad33b3e59923d5ef2b8f35103f14f9804a695022a6", "0x746e4a1bef3aeeae9c985a9f51bc8a0e4b5bb02d02d95b2c074460e6b96c9e44"]}], "expected": ["0x638c858386f7bfae2b36dcad33b3e59923d5ef2b8f35103f14f9804a695022a6", "0x638c858386f7bfae2b36dcad33b3e59923d5ef2b8f35103f14f9804a695022a6"]},
;! {"name": "umin_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x77", "0xeeda4cd0084eaa82d9afc3dee58cf15c66133a9557a6024000476f00a198bb71", "0x5efaa5a243e349701cbb1459feba16126cd4a2234ed675efa95078060b705a33"]}], "expected": ["0x5efaa5a243e349701cbb1459feba16126cd4a2234ed675efa95078060b705a33", "0x5efaa5a243e349701cbb1459feba16126cd4a2234ed675efa95078060b705a33"]},
;! {"name": "umin_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x77", "0x8f8d4f282c15c1a9bede504245534adab3167d545883d5ee3d138e3eb548ac09", "0xdb4770e7afe2cd561ebcaac677c83f1ff0c12c036a3c2dd0e2a8a6f1e73eb63b"]}], "expected": ["0x8f8d4f282c15c1a9bede504245534adab3167d545883d5ee3d138e3eb548ac09", "0x8f8d4f282c15c1a9bede504245534adab3167d545883d5ee3d138e3eb548ac09"]},
;! {"name": "smax_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x78", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smax_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x78", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "smax_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x78", "0x596b06541565b62d918a2d83924b00620d814dddf7fbd663ee190a2a5867e05a", "0x54bb2082d33a69e54e6840b521fc8fa0bd9060308c411285bed7d239b9a0e1c7"]}], "expected": ["0x596b06541565b62d918a2d83924b00620d814dddf7fbd663ee190a2a5867e05a", "0x596b06541565b62d918a2d83924b00620d814dddf7fbd663ee190a2a5867e05a"]},
;! {"name": "smax_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x78", "0xd90ca76e5952f28d8e63c04879bfc553ffeacefe57b50e99f79e647e939cf947", "0x839e89300e519416241931a69383ab0bf54147fbd4eeb031fe79b3e86799c066"]}], "expected": ["0xd90ca76e5952f28d8e63c04879bfc553ffeacefe57b50e99f79e647e939cf947", "0xd90ca76e5952f28d8e63c04879bfc553ffeacefe57b50e99f79e647e939cf947"]},
;! {"name": "smax_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x78", "0x2ea6a1841b000ee6dbd0e53b5eef06a67db17a3aaa26f47ab189aceac55ec988", "0x2e2c60bb8460a223715b2b4c069d04c1113ead088926bdbc7cb306f1dc0f41a1"]}], "expected": ["0x2ea6a1841b000ee6dbd0e53b5eef06a67db17a3aaa26f47ab189aceac55ec988", "0x2ea6a1841b000ee6dbd0e53b5eef06a67db17a3aaa26f47ab189aceac55ec988"]},
;! {"name": "smax_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x78", "0xb554f537f361b3225b36e81c6d6b6329ddb3e2bc156537e328e4098bcacd0ca0", "0xbcfe59c6bc006f53c88de70ecf3c7e4efe02d5313d0d8fd9d4eb5b466ead05ee"]}], "expected": ["0xbcfe59c6bc006f53c88de70ecf3c7e4efe02d5313d0d8fd9d4eb5b466ead05ee", "0xbcfe59c6bc006f53c88de70ecf3c7e4efe02d5313d0d8fd9d4eb5b466ead05ee"]},
;! {"name": "sdiv_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x79", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x79", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "sdiv_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x79", "0x86e732268e0559f806223926f465a1103297d6cc74a85fe97ae0bd4ad7e73b1e", "0x51fc448ace502af39e4f117321bd7cb51d7d914de255d03b1ec9814590dba569"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1"]},
;! {"name": "sdiv_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x79", "0x22fdfffde70647fccd9ea77ebacf18a7393bf01afd93eaebb8a98616cdbf3e0b", "0xdb98afa5bd3312e6e1286686b72807db797919066e853fcc630e315061cf0208"]}], "expected": ["0x0", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "sdiv_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x79", "0xff546de4f14ed3c88cd9082cc80cac89beb706d867bf00b0f180eebcd9c4ba62", "0xe9f3cd42ddbc5b4c168388a4bdbc8c48b6a581b1847285083f190f1923fe044e"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x79", "0x5259e9474b9328e3b9d63660268dc2f6fa054254504b6fee14238c94440f5fd6", "0x494737340dd34eb796e4f06a14d00d555c35012f18662986fa6c5db72b4b6cae"]}], "expected": ["0x2", "0x1"]},
;! {"name": "srem_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7a", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "srem_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7a", "0x349bd2c5a22e697e16c81cdb5e3f00595fd3196a90da645ead96ab7d342b5a76", "0x92116645e5085ddfdba446a4e4b559b5af01f79d68f381015cde55e7834dde93"]}], "expected": ["0x349bd2c5a22e697e16c81cdb5e3f00595fd3196a90da645ead96ab7d342b5a76", "0xfb490bd1296530dc0934805ba1335a686ea82a728aa849beb80bace1eba4937f"]},
;! {"name": "srem_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7a", "0xc93a8dbb1d2375671e4c6d264be8e808064d53eea6484bfbed85ad85a9f18eac", "0xd7e97de569fd96b0d24d3abd6097c4c522d60607f0223bdc09641f7c11641b28"]}], "expected": ["0xc93a8dbb1d2375671e4c6d264be8e808064d53eea6484bfbed85ad85a9f18eac", "0xd7e97de569fd96b0d24d3abd6097c4c522d60607f0223bdc09641f7c11641b28"]},
;! {"name": "srem_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7a", "0x132714e8aa094b1cca9b9a03ede760c5784b27d80765440e7b4be95f2f8e7bfe", "0x6452cc52d190552b5688feb5e15358ef3d14c7395d8cbe7de3ef1f62cf5f2472"]}], "expected": ["0x132714e8aa094b1cca9b9a03ede760c5784b27d80765440e7b4be95f2f8e7bfe", "0x48f63c77f61dd9b617efca23bce7513e39d000138926a357b739086e196b87c"]},
;! {"name": "srem_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7a", "0xbb8e10b68fbec54f414c462179fdc23f9ad9a92c2cad9fbffab1de383bb73f3e", "0x27a60ca5ae5f82ed3a553c33f9dfc4647325c3235a05cdd8561626e5276413d"]}], "expected": ["0xffb376735372ee56fd8ec59acf765bcc40c29090ef67998bcea7f112176b4167", "0x27a60ca5ae5f82ed3a553c33f9dfc4647325c3235a05cdd8561626e5276413d"]},
;! {"name": "icmp_ult_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7b", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7b", "0x772a079aabd8dd489f6cd332f2e10541f1f529a489f3d34480e01b8dc6e7c33b", "0x266c49994383e2b26416831e3b0f16e3810fcb85f08b77e4dae6ae05dcc62e14"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7b", "0xaad59ad2983347e1340a60426b8ae6ccbc694ccbe1ea386c962e955cf0e2e30b", "0x14afb58f1e69f89fe757796a1833a3780302c394e15640fe2c9b61f1670af620"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7b", "0x9aeb5457b95d638dd1353bb5804d290c5f3e6c17e04542188886db457c4b307a", "0xf6997b9edc2dec4d40adda611fb36894a966fa5ebcabb7cab4688bf7d58db1b7"]}], "expected": ["0x2"]},
;! {"name": "icmp_ult_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7b", "0xd1d5b130a1cea8ae73e18ce5e92b79214d4d9c5e1f155b7d3b0f18a4bcbc1f5c", "0x54ea1291b557b05b34b642359b138da5140220dbd24194e11f45a30a4e78fbea"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7c", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2"]},
;! {"name": "icmp_slt_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7c", "0x314d9a1d621e7a9727d3d847f2eff7eae6ea14874cf60ff7bbd43cced9bddaa0", "0xc889819e2601abf7498597659ba49a61529ef4e8c6723d505a2c8b6e536f755d"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7c", "0xb8bc58a5fda741791a290b955b3d204bb9c2872ee1d1c0ba0b1d973564de1d2c", "0x23bf24f4c3d61b598abbea46aaeb4c3abb1a919f8fb2c1b41bc8743bc3e6b2c"]}], "expected": ["0x2"]},
;! {"name": "icmp_slt_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7c", "0x541f680a581e886379ba824f4c4e2956741ea9088ea3c96372fee105cd98b527", "0xf1303bf1b57d269f788ac52d5db8382d6b5289141d417896d83c3c7853d820e1"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7c", "0xdf62b5548bb9cf84ee8ff126516fd1c002b3f584e9d280703673e1065cd9e0bd", "0xd7acba8fdc57065b92c0b2c95c5df9f91dc74935bfbeb47b14c0e4bb744bd90a"]}], "expected": ["0x1"]},
;! {"name": "icmp_eq_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7d", "0x0", "0x0"]}], "expected": ["0x3"]},
;! {"name": "icmp_eq_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7d", "0x37b0989866b8fe6e91364114bb13e22ba3fe882229d9b9ffcb71e1453bae44d1", "0x3bbb650283d05cbede465e6710083a4fe1147d2729f964953537cc7dde89b803"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7d", "0x480922b2f1a09e08d00b9dbe33bd6af6edc40030cc3a38c958d638eee58e3193", "0x59fd76942a37899cc07d4eb69ffac0129f0f70fe3bf508a1db33b31cfbeaef5d"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7d", "0xa3f78b4e64b8f3c4084407a3edb83dbb32eea310982dba41b6d21d5fa4a25e83", "0x367c8fd34304d2e9c97f7d272bb6ab12405a0067919df098f6df1589ad9043ba"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7d", "0x7b91b3645a8a71e3e4bd75ded4dd8424f3ea3cfce3cca6fe5d8e0ad0688d50d0", "0x42037fa992dddd7b8e03380ed16b65b6bbf46ec3911e393e4491b3574ba55139"]}], "expected": ["0x0"]},
;! {"name": "zext_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7e", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "zext_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8", "0x1"]},
;! {"name": "zext_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7e", "0x7875196f353f4bbe0fcef2dc5a3e29189254e58f31c539960161be8a4d2ddb6a", "0xdd3c0bb16612905dc9ea04787c5474d4296e5a5c391a7b929b538da8ce95ca3e"]}], "expected": ["0x3", "0xc3a8cb79a9fa5df07e7796e2d1f148c492a72c798e29ccb00b0df452696edb50", "0xdd3c0bb16612905dc9ea04787c5474d4296e5a5c391a7b929b538da8ce95ca3e"]},
;! {"name": "zext_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7e", "0x28ed5d3f987b24ffebca404e8b47afa4c640d4e8172bc9b2b61b229ea79d5a07", "0x9c91f7220c7897f1499c029d4323e16c5b57ad5c4dfb203bccf328cadea16da1"]}], "expected": ["0x1", "0x476ae9fcc3d927ff5e5202745a3d7d263206a740b95e4d95b0d914f53cead038", "0x9c91f7220c7897f1499c029d4323e16c5b57ad5c4dfb203bccf328cadea16da1"]},
;! {"name": "zext_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7e", "0x30cc1015d945ba2e7246c2d34c2da5ae07603878f0219d7d7a3ae3bd66dc6f07", "0xf414fb7dd71e9417bff9753e9f98257d41f5bebb73aafc78b6fdce2bae80d555"]}], "expected": ["0x1", "0x866080aeca2dd1739236169a616d2d703b01c3c7810cebebd1d71deb36e37838", "0xf414fb7dd71e9417bff9753e9f98257d41f5bebb73aafc78b6fdce2bae80d555"]},
;! {"name": "zext_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7e", "0x7d50641e3fe3f3366e164741d810f219bc1b6d627c899cd7c3e3d7f6e7329a97", "0x68e52624beb1adbe189642482662469c17378f214a147fd8408f1bf231e3d714"]}], "expected": ["0x3", "0xea8320f1ff1f99b370b23a0ec08790cde0db6b13e44ce6be1f1ebfb73994d4b8", "0x68e52624beb1adbe189642482662469c17378f214a147fd8408f1bf231e3d714"]},
;! {"name": "sext_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7f", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "sext_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3f", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8", "0x1"]},
;! {"name": "sext_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7f", "0xfcc1de5227467283e0801f0472994bb48d8237c9a8e39ec1075e1f8dc04a1d6e", "0x90e3710315615a24f5b0b919fa46000cdbacd2e8dfd3453413c2e17df91dd544"]}], "expected": ["0x3f", "0xe60ef2913a33941f0400f82394ca5da46c11be4d471cf6083af0fc6e0250eb77", "0x90e3710315615a24f5b0b919fa46000cdbacd2e8dfd3453413c2e17df91dd544"]},
;! {"name": "sext_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7f", "0x11ed17cac60f25ab9abf8c1322d90a6cbfacc6d7bb5281518864a0822874115d", "0xddfe8a0165856908b9f1d4acb084c722d9ae57b09920e8c166b9d1d2080705d4"]}], "expected": ["0x0", "0x8f68be5630792d5cd5fc609916c85365fd6636bdda940a8c4325041143a08aef", "0xddfe8a0165856908b9f1d4acb084c722d9ae57b09920e8c166b9d1d2080705d4"]},
;! {"name": "sext_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7f", "0x67cf01a9a6181fa0a3a12b3fbf36ade217adcf6d319b4a1e69a94551485ebe36", "0xb1ce9f71040ef6abe878261f58af12d0dedf449dd525ed3550c78e4805eb4493"]}], "expected": ["0x3", "0x3e780d4d30c0fd051d0959fdf9b56f10bd6e7b698cda50f34d4a2a8a42f5f1b7", "0xb1ce9f71040ef6abe878261f58af12d0dedf449dd525ed3550c78e4805eb4493"]},
;! {"name": "sext_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7f", "0xce84666445e6d9a21acc2ccff217b0a786c09462950315d2b8851dcc6311f82e", "0xe866a8e7e6e627160079d72e0d48799c217898dec2f613be8d66381873b43402"]}], "expected": ["0x3e", "0x742333222f36cd10d661667f90bd853c3604a314a818ae95c428ee63188fc177", "0xe866a8e7e6e627160079d72e0d48799c217898dec2f613be8d66381873b43402"]},
;! {"name": "trunc_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x80", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x80", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff00000000000000000000000000000001"]},
;! {"name": "trunc_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x80", "0x7ac4aa31d4c179a6f1bc5a58f93d8ed538704ca9a618a787a722b141a5e792b4", "0xa3cd5543ad159ab2af2b98df66f20cb4b379cb6e390121ef8ddb4ff32329dd72"]}], "expected": ["0x38704ca9a618a787a722b141a5e792b4b379cb6e390121ef8ddb4ff32329dd72"]},
;! {"name": "trunc_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x80", "0xf13ac55de853ba0c7467aee43ed96ced62baa1902a2131ebfab52c64c80446e", "0xa436f530603afe1f33002727f479c61032f3b4458079a5d6cc44dacbb696720a"]}], "expected": ["0xd62baa1902a2131ebfab52c64c80446e32f3b4458079a5d6cc44dacbb696720a"]},
;! {"name": "trunc_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x80", "0xfc587672c64478a7fcff4012b1c5966bb16881dbd5abf5372b4718345f11e760", "0x7849e8065cda7d0096b455f965199e706bd9441c18109920ce767baee7efafe1"]}], "expected": ["0xb16881dbd5abf5372b4718345f11e7606bd9441c18109920ce767baee7efafe1"]},
;! {"name": "trunc_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x80", "0x672cfad4834e0ed9b92e9bbc15be1c69380b591ce64fcca062f8ed7a211206ae", "0xd0f2789bfeeb401840868208a78a5e447885415ff1856449d1706c1dfbb03291"]}], "expected": ["0x380b591ce64fcca062f8ed7a211206ae7885415ff1856449d1706c1dfbb03291"]},
;! {"name": "add_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x81", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "add_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x81", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "add_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x81", "0xbf501d3433b39191e29733b3575dcf92c57074f4367c4591569473c8fbdefc60", "0x5c2ad487b7025e691540ddb4d965c99ed2c09b5cf493d6427af94400b22ec08"]}], "expected": ["0x0", "0xc512ca7caf23b77873eb418ea4f42c2cb29c7eaa05c582f57e4408090701e868", "0xc512ca7caf23b77873eb418ea4f42c2cb29c7eaa05c582f57e4408090701e868"]},
;! {"name": "add_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x81", "0xc95947adb29303d5114d1a26f15132ba065d4e06abb822bc1a977743e13c085b", "0xbb082613e3e4cd24b69576414623d7f91ed1228a5a5ccb9009a54623e4045b33"]}], "expected": ["0x3", "0x84616dc19677d0f9c7e2906837750ab3252e70910614ee4c243cbd67c540638d", "0x84616dc19677d0f9c7e2906837750ab3252e70910614ee4c243cbd67c540638e"]},
;! {"name": "add_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x81", "0xd87bd996a8d48481045427a6cca249377acf4406f7d8209c8d56e985bb2760a5", "0xd71838450cf22606de37cd1d5cea6869014d511dd4f8d064e08a8eebe461c37d"]}], "expected": ["0x3", "0xaf9411dbb5c6aa87e28bf4c4298cb1a07c1c9524ccd0f1016de178719f892421", "0xaf9411dbb5c6aa87e28bf4c4298cb1a07c1c9524ccd0f1016de178719f892422"]},
;! {"name": "add_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x81", "0x105a472b33751bc0affc5acbe72d13db247fc341f5d21c7cfaafa82306a4a084", "0xdfea68feacc327ad95ebbc82f37047a813f19121aa187ebe82f209c97eb96af4"]}], "expected": ["0x0", "0xf044b029e038436e45e8174eda9d5b83387154639fea9b3b7da1b1ec855e0b78", "0xf044b029e038436e45e8174eda9d5b83387154639fea9b3b7da1b1ec855e0b78"]},
;! {"name": "sub_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x82", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "sub_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x82", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x2"]},
;! {"name": "sub_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x82", "0xa4e82f5b071d255d24cb144d580c7ec22cf33de41cb64e599ff3b8b46aca541b", "0x54e8dcc8f3410133acdcfd3d01a7b30961b534f468ded545bdbf6d3a9dd55324"]}], "expected": ["0x1", "0x4fff529213dc242977ee17105664cbb8cb3e08efb3d77913e2344b79ccf500f6", "0xb000ad6dec23dbd68811e8efa99b344734c1f7104c2886ec1dcbb486330aff09"]},
;! {"name": "sub_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x82", "0xd30dbf6078f04f1865d0bb3c64dfe806da0a6b48eed2a9060627b452b6ccdc7c", "0xc85a5ffbc97e3727b1135604799cbe08cf82f11a7f6fd89ea70c2b46c0b69486"]}], "expected": ["0x2", "0xab35f64af7217f0b4bd6537eb4329fe0a877a2e6f62d0675f1b890bf61647f7", "0xf54ca09b508de80f4b429ac814bcd601f57885d1909d2f98a0e476f409e9b80a"]},
;! {"name": "sub_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x82", "0x220c142cc17c3244038aa7eea5754c41c55433f549503fefb17bc73258649af0", "0x4df224096bef6058ec24b0825ca16f05e110a27de8a23c8d73d0b7d3b2da8e6"]}], "expected": ["0x2", "0x1d2cf1ec2abd3c3e74c85ce67fab3551674329cd6ac61c26da3ebbb51d36f20b", "0xe2d30e13d542c3c18b37a3198054caae98bcd6329539e3d925c1444ae2c90df6"]},
;! {"name": "sub_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x82", "0xf37362d2d0c055aaf21dface22a7f4346e317bb549cc383631cb5782cef5de2c", "0x3ff0b2ce86531db8fa4603719813b234b02801fbd62d5d2075e1bfda6f2c3078"]}], "expected": ["0x0", "0xb382b0044a6d37f1f7d7f75c8a9441ffbe0979b9739edb15bbe997a85fc9adb5", "0x4c7d4ffbb592c80e082808a3756bbe0041f686468c6124ea44166857a036524c"]},
;! {"name": "mul_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x83", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "mul_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x83", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "mul_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x83", "0xfb608d5632fb61794ae4c45a0a5e115ca11a5db3085b550c65207713dd1f3d87", "0x6dfd59edc06faf68826883f5e965238d58054ff2e1733be00a405f606a5b323b"]}], "expected": ["0x3", "0x7686013c01be261068defa3431aed17e5b3e8c785a21292ff7a398c246dd0e2e", "0x5669e9bbf6e75d029f0b3cb85720d7e6af9cc6969e10e34c5ea807f8d5348c1d"]},
;! {"name": "mul_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x83", "0xcfce1b60a31c09b9d2e459133e8517773ef7d5c1dfab3fb890e88fb7d6c7f2b2", "0xd765b8bef789f0fd6bd89ba261a659c215172e6773530d664f32899d933a9f7"]}], "expected": ["0x3", "0x97e96f98435464f70ba29bfec2497b1cdff061812949f67fdfb5cd314f685c86", "0xffa0fa9129c4d3a7ea299110c3180db0fed898c4323f2cb850542a1a7598abbe"]},
;! {"name": "mul_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x83", "0x13095051fd37a51b4218b212ee18a1253669035b8a7af1abb7dfdfb2f835479b", "0xc67f961b70448da03e0650059d077363b20278f58530e36a66a223c91950f607"]}], "expected": ["0x3", "0xcbba087695cd9a598af9d2a9cb141f66551ae627cd54d7e5439a1a1b716d4ce", "0xf300277c4035e606b17e3c6dc4829875b30ed91609567012c6f546bf7fb3e73d"]},
;! {"name": "mul_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x83", "0xda6f067d1a0c3c14c2a6d29f82077f295f9848737b7a3439b577ad4afbb68fd4", "0x8689c2704e39dcf8047e6f496095d78153c34df4b230be730f3fa07d0bfdd2c7"]}], "expected": ["0x0", "0xfef9796b5accb7507215b8aac930dfb347fe2d01d52255e6aebf04c58d992fd", "0xfa4e35aa8565d2fed0e989b4db2d9b1fc8980e13b61e7ef68b4f8de3ad69b5cc"]},
;! {"name": "and_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x84", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "and_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x84", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0x1", "0x1"]},
;! {"name": "and_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x84", "0xd0d9b9472f250d5ccaa303a0c1020156ea86de23071d4c7053316983affee5f5", "0xdeaf0b9d7744c94e4fbc94cdaa244b00b6a2f9d13c01198b47270d3ffe5ded3e"]}], "expected": ["0x0", "0xd08909052704094c4aa0008080000100a282d8010401080043210903ae5ce534", "0xd08909052704094c4aa0008080000100a282d8010401080043210903ae5ce534"]},
;! {"name": "and_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x84", "0xb8300aba9e6ef00458b0cd17731cbc791c2d062ec04ff779f985b8a223d025d3", "0x46c6b2192283d792a0300ba500572a3f04acc0e1bdedd685b13cf2234082d5aa"]}], "expected": ["0x2", "0x2180202d0000030090500142839042c0020804dd601b104b02200800582", "0x2180202d0000030090500142839042c0020804dd601b104b02200800582"]},
;! {"name": "and_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x84", "0x410a82091188d955aeac1a81f119110936c92cb7fa83a8d424a6bac02c3e631d", "0xcaee1ef9b79eb9f6e9fd3e616aa91d2fa95742ec81c4e4015e3f0d4098ecbc23"]}], "expected": ["0x1", "0x400a020911889954a8ac1a0160091109204100a48080a00004260840082c2001", "0x400a020911889954a8ac1a0160091109204100a48080a00004260840082c2001"]},
;! {"name": "and_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x84", "0x20bfb5b1db965a80c9710e58713d7d3395261d4bc0ca55850b04c06cc2484dfa", "0x9be9c09af7abf0725bdcd3f69e8137f968ef66c056f2eeadf652cd76ad2ef8a5"]}], "expected": ["0x0", "0xa98090d382500049500250100135310026044040c244850200c064800848a0", "0xa98090d382500049500250100135310026044040c244850200c064800848a0"]},
;! {"name": "or_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x85", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "or_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x85", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x85", "0x6cc2e724e752d30314332be431ba6cfce5d5361e5e0bbf0bc543696fb9b23734", "0xe8ee1c77d3847f4998a4b419ef1ff07230976335e8ee761a4152c231aa25b79d"]}], "expected": ["0x1", "0xeceeff77f7d6ff4b9cb7bffdffbffcfef5d7773ffeefff1bc553eb7fbbb7b7bd", "0xeceeff77f7d6ff4b9cb7bffdffbffcfef5d7773ffeefff1bc553eb7fbbb7b7bd"]},
;! {"name": "or_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x85", "0x751f0cebb1a3e9100a0a962e354bc77e37c841871647f7b51aa459dd9223b0a7", "0x3d05418924de5a807335a4a6efee25c28adc4da20e2b4a9c694d4455c8460b97"]}], "expected": ["0x3", "0x7d1f4debb5fffb907b3fb6aeffefe7febfdc4da71e6fffbd7bed5dddda67bbb7", "0x7d1f4debb5fffb907b3fb6aeffefe7febfdc4da71e6fffbd7bed5dddda67bbb7"]},
;! {"name": "or_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x85", "0x563cb875d6ea2422c6dc4045b908e7b97ab278c0b332e15ba680c31923d1eb67", "0x1f406ddd92b9ad6abd37a1e701df3d95509e3312e2dbbebd6c5eac03b265835"]}], "expected": ["0x3", "0x57fcbefddfebbef6efdf7a5ff91df7f97fbbfbf1bf3ffbfbf6c5ebd93bf7fb77", "0x57fcbefddfebbef6efdf7a5ff91df7f97fbbfbf1bf3ffbfbf6c5ebd93bf7fb77"]},
;! {"name": "or_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x85", "0xf5f3ec5d38f331bd57f2f99dc2a56b1fbd2a480f2a9404e5a8ba1a4594291f18", "0xc44f561be945501121e820a15b13353f60c2faf7d56db38c755c8714d3765934"]}], "expected": ["0x0", "0xf5fffe5ff9f771bd77faf9bddbb77f3ffdeafafffffdb7edfdfe9f55d77f5f3c", "0xf5fffe5ff9f771bd77faf9bddbb77f3ffdeafafffffdb7edfdfe9f55d77f5f3c"]},
;! {"name": "xor_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x86", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "xor_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x86", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "xor_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x86", "0xb2bbb6ce178767a87ed5dc27410ab7b7b4a0dcb2dd59bd6083f25b00f85c1337", "0x9cde6e11fd19691c1f48e7404e968898e42d2d9089cf3f8377d868654e5b0945"]}], "expected": ["0x2", "0x2e65d8dfea9e0eb4619d3b670f9c3f2f508df122549682e3f42a3365b6071a72", "0x2e65d8dfea9e0eb4619d3b670f9c3f2f508df122549682e3f42a3365b6071a72"]},
;! {"name": "xor_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x86", "0xcf74dc31e0c6e4293fbf9a9729b0e9aca8a9cc0db352ff386f8f8648740a2e4c", "0xbd3cb2804a517c07ee0bada31996d8f10715ff9dca7de662153fdd21999f6896"]}], "expected": ["0x2", "0x72486eb1aa97982ed1b437343026315dafbc3390792f195a7ab05b69ed9546da", "0x72486eb1aa97982ed1b437343026315dafbc3390792f195a7ab05b69ed9546da"]},
;! {"name": "xor_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x86", "0x1d29b0b54e87bc75160d476f0c7fe819c84fd9586b9ad388ea82d66ca02c8190", "0xbf16b10040808c9fb2cca47f034d0533e269cf2efbe84de6eeb684bc85063051"]}], "expected": ["0x1", "0xa23f01b50e0730eaa4c1e3100f32ed2a2a26167690729e6e043452d0252ab1c1", "0xa23f01b50e0730eaa4c1e3100f32ed2a2a26167690729e6e043452d0252ab1c1"]},
;! {"name": "xor_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x86", "0xfe5078766e8366e53bfe906a1f18bccdd136ddde256b13bbb4911ea66c475c08", "0x7cc03bfae3d280b4f400d6aafa69c5010808ded4634e75c102d39037b85f12dc"]}], "expected": ["0x0", "0x8290438c8d51e651cffe46c0e57179ccd93e030a4625667ab6428e91d4184ed4", "0x8290438c8d51e651cffe46c0e57179ccd93e030a4625667ab6428e91d4184ed4"]},
;! {"name": "udiv_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x87", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "udiv_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x87", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "udiv_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x87", "0x8e3832a4f4221174de9f4bc2b5b66b4825e4e8ea85a3bddf1a9336ad6452f64a", "0x714c482f0664213ac2619d40177cba86bc5293b9c84a00c46289343640a919c"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "udiv_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x87", "0xc4b325920f4923e53a37d2c0ee8e57bd799b8f6248098e9955541e904306c9b0", "0xf57be2b0dcafd74122f4e297d9da5461d92ae5ad090b3ab11b593f1b430f59f6"]}], "expected": ["0x0", "0x4", "0x1"]},
;! {"name": "udiv_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x87", "0xd24baf8ac25b82c963e2f12742f28a4d8fbda9af5b2298e9de5dba5a2ed2ad7f", "0x23162e5ce7e18b211f3063b308b02f6091db8715911288fa515e1352c651d3a1"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "udiv_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x87", "0x383d962cba0d2ede53b0f9ae723b572e14a6801ca81ab9c16816c4e13ac57b1f", "0x2fde0f61961642d4a5fbf0ba4323a10c2d875224458b9a05939143d2cf7e063a"]}], "expected": ["0x0", "0x0", "0x5"]},
;! {"name": "urem_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x88", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "urem_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x88", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "urem_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x88", "0x74aa35752789ea238983abdc5a4b6c535a0c10e090c1dd27c25749b86c4f5fb6", "0x2c8d136b737ef55eb952cac9bf02de71037f1e2593dbbde412ebc9807cf10d0d"]}], "expected": ["0x1", "0x74aa35752789ea238983abdc5a4b6c535a0c10e090c1dd27c25749b86c4f5fb6", "0x2c8d136b737ef55eb952cac9bf02de71037f1e2593dbbde412ebc9807cf10d0d"]},
;! {"name": "urem_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x88", "0x48f659433ee1a43e6f978aa7615ce390d638c158564689a2317d89e16d1e93dd", "0x23a35d2488ba316d80e8facf36615aefe2534fdf1982483a02cf7653ee4e0c1f"]}], "expected": ["0x1", "0x1af9efa2d6d41636dc59508f49a2db11192219a2341f92e2bde9d3990827ba1", "0x23a35d2488ba316d80e8facf36615aefe2534fdf1982483a02cf7653ee4e0c1f"]},
;! {"name": "urem_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x88", "0xfdf2c294ea27e10e7a78d7306b8f333e45d3f71505df848d38a7bbac08e27eaf", "0xcd711567de0179d92484a05bc93119de467e1941e28d10d427ecbab4b83b71f8"]}], "expected": ["0x0", "0xfdf2c294ea27e10e7a78d7306b8f333e45d3f71505df848d38a7bbac08e27eae", "0xcf7e52d2f3d998caaa0bc92b5da1e6a000aa222cdcad8c46ef44ff08af58f349"]},
;! {"name": "urem_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x88", "0x4e3ac3341475cf1e8b83fa43cca8c8557202da4d67ea17c5b81501b911f76a72", "0x38cf655009c6641bec03d25f876a4fbbbbe566be0617331dcdee9111a88f4778"]}], "expected": ["0x0", "0x4e3ac3341475cf1e8b83fa43cca8c8557202da4d67ea17c5b81501b911f76a72", "0x38cf655009c6641bec03d25f876a4fbbbbe566be0617331dcdee9111a88f4778"]},
;! {"name": "shl_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x89", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "shl_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x89", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3", "0xfffffffffffffffffffffffffffffff800000000000000000000000000000000", "0x2"]},
;! {"name": "shl_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x89", "0xc7e7dd15ac4666ec756cfe6308270b73b2dfec78b66c13ddb9ea9aee55107a0d", "0x8d0c10396c1ca668144acb29c374d98a9cb752a57f0d23471f9cf791d431ff9e"]}], "expected": ["0x3", "0x66c13ddb9ea9aee55107a0c00000000000000000000000000000000000000001", "0x74d98a9cb752a57f0d23471f9cf791d431ff9e00000000000000000000000000"]},
;! {"name": "shl_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x89", "0x8369479a502cb310eb3db18b5d0297919201f1e2b3e80c8b3c23bfa34b60f4", "0x77fa23eecbc6380c577706f05c5cd4c301c95d6a21ec19ab8c88b30758081d71"]}], "expected": ["0x2", "0xb3db18b5d0297919201f1e2b3e80c8b3c23bfa34b60f40000000000000000000", "0x3222cc1d602075c4000000000000000000000000000000000000000000000000"]},
;! {"name": "shl_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x89", "0xecbc645e12e1225627967b4a00fcba75fc25af1a11c0e1431ac2dcf75d31c980", "0x60dfed601d9facba8e49c8d11db2d435180e027a18362b7e1d2b5db7277f6bce"]}], "expected": ["0x3", "0x84b8489589e59ed2803f2e9d7f096bc684703850c6b0b73dd74c726000000001", "0x6fc3a56bb6e4efed79c000000000000000000000000000000000000000000000"]},
;! {"name": "shl_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x89", "0xbab939222f9c541740d457bf8dcb22aae866e0834a891853b58ed005ffad4fc2", "0xb9b1abfacb64dbe4d11c8f28c4834478ac07199aab5956e04073115e2b3e8ea"]}], "expected": ["0x2", "0x82e81a8af7f1b964555d0cdc106951230a76b1da00bff5a9f840000000000000", "0xab5956e04073115e2b3e8ea00000000000000000000000000000000000000000"]},
;! {"name": "lshr_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8a", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "lshr_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x7ffffffffffffffffffffffffffffffe", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8a", "0xcbbdd2191e5cdafbc9f10258960f56486c642dc46b8ccf425cc9a10e7626fbc6", "0xe0132516a7f2b0bcf9a830b835822188d33d5c02e6a9f2bcdc2a112e48e2b891"]}], "expected": ["0x0", "0x72ef7486479736bef27c40962583d5921b18", "0xe"]},
;! {"name": "lshr_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8a", "0x1f6e26d0d5287f701cc1f41586a5dbf65d7888e23538ffca3d7ab529e2dee662", "0x39cd3e2762466b922272f3803cbe6a373503b93fe39397d0dcb592a642fb64a6"]}], "expected": ["0x0", "0x87db8", "0xe734f89d8919ae4889cbc"]},
;! {"name": "lshr_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8a", "0xeb6ae96fbcb2667acfe44788cb80f4621be96a0badbc224f6d085beb213985b1", "0xfcddb391b4b9bd1f97f597ac0952704f53c3fdc626b99471b8ced6ae2b203771"]}], "expected": ["0x0", "0x1eb6ae96fbcb2666", "0x1fcddb391b4b9bd1f97f597a"]},
;! {"name": "lshr_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8a", "0x757c6aa46fab373b264aa6694c3a96ff4e3cb7b51d013b3b16b894327f8f7d89", "0x208e8b3bdb9f01a4c7954ca1a1834f1071aa5f4ccc7bb7a6245b687ecf6bfda0"]}], "expected": ["0x0", "0xeaf8d548df56", "0x2411d1"]},
;! {"name": "ashr_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8b", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "ashr_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "ashr_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8b", "0x96c73e1ec71b43e028ed293c838a362d4697db7a65ef41910578f1043ebd8e87", "0x56350101ecd399508bd89a9934e47586e63ac67461bd89ff0660bbaf14086d55"]}], "expected": ["0x0", "0xcb639f0f638da1f01476949e41c51b16a34bedbd32f7a0d", "0xffffffffffffffffffffffffffffffffffffffff56350101ecd399508bd89a99"]},
;! {"name": "ashr_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8b", "0x5d04aa278d4e48bc34b52d0092f65e76862021be8b80b76cfddfad5000cd87c5", "0x8bfeb7c005cb37cf588a97ac2579aaeca02b4344f1aa4950c47b9a6d16605430"]}], "expected": ["0x0", "0x17412a89e3", "0xffffffffffffffffffffffffffffffffffffffe2ffadf00172cdf3d622a5eb09"]},
;! {"name": "ashr_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8b", "0x6b1023abb7ed08e3952a8e0430a6841b8ea2090fa36b965d1c0fa903463ba593", "0x5336db3a63ac1dd07532205cdc45858ee8da6f1799a636765dbbd7af539d4382"]}], "expected": ["0x3", "0xffffffffff358811d5dbf68471ca9547021853420dc7510487d1b5cb2e8e07d5", "0xffffffffffff5336db3a63ac1dd07532205cdc45858ee8da6f1799a636765dbb"]},
;! {"name": "ashr_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8b", "0x744d928d28df0ec0c6086ed7a56c5929c6bbdbb1ba48cb2609104f21dddcdf98", "0xaac59239660de75b175e5664a33bf516219ed34b5d5b534c1537b18b0a5f3b3c"]}], "expected": ["0x0", "0x1d1364a34a37c3b031821bb5e94", "0x2ab1648e598379d"]},
;! {"name": "select_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8c", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "select_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8c", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "select_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8c", "0x50b4ba001c00c05afa7d4178dc76b0d481be9842dbdc6455426559d4921bc3ec", "0x87e29365318ad5617db0b86f5dd97e2f32891d11e008df631842694e3312a107"]}], "expected": ["0x0", "0x87e29365318ad5617db0b86f5dd97e2f32891d11e008df631842694e3312a106", "0x87e29365318ad5617db0b86f5dd97e2f32891d11e008df631842694e3312a107"]},
;! {"name": "select_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8c", "0x6762479a3d1a6244aefbe47dc0d638f4a008d5a43a1f9444f173198c8483c6f8", "0x6787dab6557244c97e25c43fd3cfa1df9d0b1afb3ff0e3e20527293e821d8a2b"]}], "expected": ["0x0", "0x6787dab6557244c97e25c43fd3cfa1df9d0b1afb3ff0e3e20527293e821d8a2a", "0x6787dab6557244c97e25c43fd3cfa1df9d0b1afb3ff0e3e20527293e821d8a2b"]},
;! {"name": "select_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8c", "0x1256d52f150404324de1d23deedfc13cf6b25886d421b9598de5538fee534876", "0xbba34e59cb08b44c4fe7285be2377e118942f31104191ddc2610a431c3619000"]}], "expected": ["0x0", "0x1256d52f150404324de1d23deedfc13cf6b25886d421b9598de5538fee534876", "0x1256d52f150404324de1d23deedfc13cf6b25886d421b9598de5538fee534876"]},
;! {"name": "select_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8c", "0x65fb6d9cb70145d47beb4a2968542df3ba4e11bbf853e70409009fc1f16e8d3d", "0x2c0de84a26a1bb7098464a31c63f8b980686d01b9f53c58343963686ae0c2a73"]}], "expected": ["0x1", "0x2c0de84a26a1bb7098464a31c63f8b980686d01b9f53c58343963686ae0c2a73", "0x2c0de84a26a1bb7098464a31c63f8b980686d01b9f53c58343963686ae0c2a73"]},
;! {"name": "umin_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8d", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "umin_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8d", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "umin_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8d", "0xc8e153467681633c19278035417f7ff2980e7df3a027e297ba8c7f8484bb5620", "0x8a953f8538bd81aca45c743522eb06d838d7a612ee4ff326837876b8eb5c234"]}], "expected": ["0x0", "0x8a953f8538bd81aca45c743522eb06d838d7a612ee4ff326837876b8eb5c234", "0x8a953f8538bd81aca45c743522eb06d838d7a612ee4ff326837876b8eb5c234"]},
;! {"name": "umin_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8d", "0xfbe8efb37318f760a97d5a63534c057a77d1fcb5a17d2670be5776125e115813", "0x25b8b16946a24539e747d8cbc4c67a694fc5b45e7d5cdc3bf48e6a8175149580"]}], "expected": ["0x0", "0xfbe8efb37318f760a97d5a63534c057a77d1fcb5a17d2670be5776125e115812", "0xfbe8efb37318f760a97d5a63534c057a77d1fcb5a17d2670be5776125e115813"]},
;! {"name": "umin_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8d", "0x9bf9c21a83167ddfe3c413aea5492229cf2936eef7b6a138ab4c79120dac3adf", "0x1ab1ff13107d28fad59672c23b0e3f5441cf163c935584cba4da8e9a66649a03"]}], "expected": ["0x3", "0x1ab1ff13107d28fad59672c23b0e3f5441cf163c935584cba4da8e9a66649a03", "0x1ab1ff13107d28fad59672c23b0e3f5441cf163c935584cba4da8e9a66649a03"]},
;! {"name": "umin_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8d", "0xb83e7fcbf0ff96e6cab97e16d68afe8faf49989ced10e4031e06892ac0215f6e", "0xe97aa8d2245723db3b15599b0419b84a454aa9194cf6c26673bf104599a37dbd"]}], "expected": ["0x1", "0xb83e7fcbf0ff96e6cab97e16d68afe8faf49989ced10e4031e06892ac0215f6e", "0xe97aa8d2245723db3b15599b0419b84a454aa9194cf6c26673bf104599a37dbd"]},
;! {"name": "smax_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8e", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "smax_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8e", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "smax_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8e", "0xed70365dc7057682dda99e79e1cb461a7a7094f8e41d35acd3c742f814506878", "0x413ebb2c4b352a061ea88cdee2bb0c1202769209d8330bed5e7b0bf6a6f83dab"]}], "expected": ["0x0", "0x413ebb2c4b352a061ea88cdee2bb0c1202769209d8330bed5e7b0bf6a6f83daa", "0x413ebb2c4b352a061ea88cdee2bb0c1202769209d8330bed5e7b0bf6a6f83dab"]},
;! {"name": "smax_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8e", "0xfcad87fe31c489327a26503b93bfa262bc3ceeb826350efb2ba169d4f203af69", "0x4ffd0bab338c5c7eae9f14d1b558d8466579d0418476a0fc41b140eed0eb720c"]}], "expected": ["0x1", "0x4ffd0bab338c5c7eae9f14d1b558d8466579d0418476a0fc41b140eed0eb720c", "0xfcad87fe31c489327a26503b93bfa262bc3ceeb826350efb2ba169d4f203af69"]},
;! {"name": "smax_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8e", "0xc36cae7c35ca6c88997a21a01e48cd92bcbf497c2ca27093ebaac768f9dab232", "0xd60de5187a49dc0102ff936ffa38ab68dd212f4b9dac27c17b09836b9df7b13d"]}], "expected": ["0x1", "0xc36cae7c35ca6c88997a21a01e48cd92bcbf497c2ca27093ebaac768f9dab232", "0xd60de5187a49dc0102ff936ffa38ab68dd212f4b9dac27c17b09836b9df7b13d"]},
;! {"name": "smax_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8e", "0xcb01568b528b36a49b87ee5a07c2e6efbdfea2e4baed0f0ce6168d9407e50aac", "0xb42a537b91dac5bb8b8b51bf955aa3bcf6552badbfe66fb4194d98c661a5e480"]}], "expected": ["0x0", "0xcb01568b528b36a49b87ee5a07c2e6efbdfea2e4baed0f0ce6168d9407e50aac", "0xcb01568b528b36a49b87ee5a07c2e6efbdfea2e4baed0f0ce6168d9407e50aac"]},
;! {"name": "sdiv_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8f", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "sdiv_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8f", "0x907b303387761c9c8b7de46ac81fd7a432729e3780e37fff2b0406fd2a1b9dfd", "0x901cc83b2893e5d0ab96d7945f8c38499cd0c920d7e6b80ccd16867f74a9be0b"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "sdiv_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8f", "0xf1bdfb0bbb595a65ea84e750061262878fda158bfcd789014a60e8f358fa0253", "0xb002d035c86f79a9ff4f1333bc1ab25f0134124a5a0605414876fb9de7e0a8fd"]}], "expected": ["0x0", "0x2", "0x0"]},
;! {"name": "sdiv_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8f", "0xa8cb28d9f7a245c613c69d1daba0e4704e1aaadfa2280b7a48549aba56527170", "0xe93a9a8dce4000fc890792a8e78c766f4e3fa8871557458e267029fbcdb7af69"]}], "expected": ["0x0", "0x6", "0x1"]},
;! {"name": "sdiv_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8f", "0xd13880aa06ca2b19aaaaeb771e20fabdad279d64b8b77d5fe18204c607a00650", "0x5a5af297b2eb3a097719a46b805f229f979e7e0af8fafb47ecf857cc0b07a82f"]}], "expected": ["0x3", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "srem_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x90", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "srem_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x90", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc", "0x0"]},
;! {"name": "srem_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x90", "0xd5b60d85828f7cfc9db1a96e88e97ab86db2a12e50c436bccff400befbfbd697", "0x5e63b72cc42e9cf15836f802bdd25213ebf4df3b5a357830d1368e64aad333b1"]}], "expected": ["0x0", "0x268431ef20782e83f1962d6d2a0051ae77b83190a3a97aa46758b98ca6923cbd", "0x5e63b72cc42e9cf15836f802bdd25213ebf4df3b5a357830d1368e64aad333b1"]},
;! {"name": "srem_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x90", "0xaa329164342b60b4c3596c52e7da76360a45c6964688321d47a74caaaf83ff36", "0xad3d7d06f250244e16e290d4add2341a9314f5ae58bb222ab52cd838bc71e57a"]}], "expected": ["0x2", "0xaa329164342b60b4c3596c52e7da76360a45c6964688321d47a74caaaf83ff36", "0x30aeba2be24c39953892481c5f7bde488cf2f181232f00d6d858b8e0cede644"]},
;! {"name": "srem_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x90", "0x5d32658dc0cea726d2754fb3b6e50484adfb3fa97fecb0ea2d11bbe9ae0b5dc8", "0xffd91b9163ba8436058ba3a8644f71cd8f9950f81b209bbb16997672355d8b91"]}], "expected": ["0x0", "0x5d5949fc5d1422f0cce9ac0b529592b71e61eeb164cc152f1678457778add234", "0x513fe8ca835330a29c50fbce88dcef8b389bb1235b2a43460010987d5e57dcac"]},
;! {"name": "srem_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x90", "0x39fafe8afcce5dfb036917c3be0d2d881d29b56ba7e57cd6587aad5dd2209c6e", "0x7a582a266668c7a45ae38debe3b60276686cf504a3cc2e2c14b6874f8bbfd6ba"]}], "expected": ["0x3", "0x7727139e3002c1cd30dadeb9afe82ec351602fedf9cb93ec62d5f105980087cc", "0x6622d106ccc0bae54115e64679ba7662e198a2d5401347f63c12c93e77e9dde"]},
;! {"name": "icmp_ult_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x91", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x91", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3"]},
;! {"name": "icmp_ult_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x91", "0xdd296e5e5739ca01c577b7c690bd79b5c47ea6ee716df0aa706a8c80171e3bf3", "0xe66baa12f55d1034f742c301df6222836c830edad4b6b923eddc99c21335ae1e"]}], "expected": ["0x2"]},
;! {"name": "icmp_ult_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x91", "0xc5b7e227c31e88aea2608351754034a70d398892146c7957db505a87651ae237", "0x44c38f5f9d8c03835a63db0742abef83ab6be4291132b29413147cbc50d164a7"]}], "expected": ["0x1"]},
;! {"name": "icmp_ult_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x91", "0x18d2dc5ad2361b55095e00e5cb76caa6fb6080530dc6d48da589eaf028270cad", "0xc116dcd45cf38cf075b457586f8adfcaeb64848ef182a4dc17450b0b7e51a157"]}], "expected": ["0x0"]},
;! {"name": "icmp_ult_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x91", "0xee3085fd38b22febe6a4a67d6da1e5e558261a6f836fd46118a114adc9db9e43", "0xadfc24e0313bc9d12e2324698bc581ad7fc3f0150e09dc4ce74efca4addc8f4c"]}], "expected": ["0x2"]},
;! {"name": "icmp_slt_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x92", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x92", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1"]},
;! {"name": "icmp_slt_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x92", "0xab0741f89d588c028e1db17782cc8005474e72c27b04993a1555150ca7492850", "0x471dd1d31eed857bcbef5ca270480222964510617d0986f338170dc74e022ce2"]}], "expected": ["0x3"]},
;! {"name": "icmp_slt_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x92", "0x9e52a72fb0a436f9db18b854ad1b2ab5557e7063c2ebc5481e07c3d161bbc01e", "0xf61bd9fdc3278011587b499c8a65be2cb37fdad315818a1360448afa65ece69d"]}], "expected": ["0x0"]},
;! {"name": "icmp_slt_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x92", "0x93f4c185d2f3155383bbdabb514e5cb4ee1c2b085dd4c7c6c62ffb1910f3d6a1", "0x4ec28c921decebcfab1f94fc1e8c62b01d0093aef1e72cb3e23ae61c39efeed3"]}], "expected": ["0x3"]},
;! {"name": "icmp_slt_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x92", "0x8b039f41f5abf4b42bccabd5ca5915fd0b3065adf18b72efaf7a7de80a325120", "0x1ef44b79f58c522e40c74197bfc9ba7be4a04e8e7f1622b1e642bbfba83656de"]}], "expected": ["0x3"]},
;! {"name": "icmp_eq_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x93", "0x0", "0x0"]}], "expected": ["0x3"]},
;! {"name": "icmp_eq_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x93", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x93", "0x95cdf96c94412a5eb2d8ce4cc16873fd5e0fde34d7ec02d45dc628a87df4d7a8", "0xc76edb072fea09fa627c354b348bd774db620a5d4c881cff6f51c1e799ab8ed5"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x93", "0x32ffbca3f09a9b7f4d93fe6479541888ee20fe57cbdc5fdc568fe0e1aa093b96", "0x69bb7787763c6c1a3f2740829115f76e4fdd0896ffa2bff79fc99fcd77f9afd1"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x93", "0x875ab034b7926a6b06c18c103db139956bd417110192abde0eb0659b4227c16e", "0x91d25867de64e32f181a4ed35bdeb776210c5f6614db41d6a0707f816aff56a9"]}], "expected": ["0x0"]},
;! {"name": "icmp_eq_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x93", "0xe25feca0ad5301bb5afc9355ddba612f12133f9155ba23395f8bec2f1ed973ce", "0xf56ee197172ba394f875d4b0f9c5949f2aced1353af7e331462e93b5063aa14a"]}], "expected": ["0x0"]},
;! {"name": "zext_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x94", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "zext_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x94", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xf", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1", "0x1"]},
;! {"name": "zext_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x94", "0x6414c95da236e64dbbf677787173fef20c938787e944778a663fd01f63f85127", "0xd9ac0a09b3fc96f3d5362f3ad5f93d47b48e65c5e8d6abdd29959fbe7de15b0a"]}], "expected": ["0x13", "0x20a64aed11b7326ddfb3bbc38b9ff790649c3c3f4a23bc5331fe80fb1fc28931", "0xd9ac0a09b3fc96f3d5362f3ad5f93d47b48e65c5e8d6abdd29959fbe7de15b0a"]},
;! {"name": "zext_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x94", "0xf68aac6c7d6326b154c3868f2666f0b4c609f2e4c36680fd96d496e7714b4fc1", "0xa5b2d76ff9423a8d0237d17937c376464f04e9b60cc891ff998276e1965e281c"]}], "expected": ["0x7", "0xb4556363eb19358aa61c3479333785a6304f97261b3407ecb6a4b73b8a5a7e01", "0xa5b2d76ff9423a8d0237d17937c376464f04e9b60cc891ff998276e1965e281c"]},
;! {"name": "zext_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x94", "0x19b5854f7924d2404481f8c3a81c4d68081547e3e86289228864673bffac98ec", "0x4d64022919cd8cb2d87aed0370b990ca6809d928993f943797f627f2b48d528a"]}], "expected": ["0x10", "0xcdac2a7bc9269202240fc61d40e26b4040aa3f1f43144914432339dffd64c760", "0x4d64022919cd8cb2d87aed0370b990ca6809d928993f943797f627f2b48d528a"]},
;! {"name": "zext_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x94", "0xda41c36bc04283b8c9cdd537109b20f1ce38a844ff2a71aaaa5dff7e26181d46", "0x673f6ddbdee7dee158cdc9c328b62d642842963cbcfd29ab05ac195ff583d71d"]}], "expected": ["0xe", "0xd20e1b5e02141dc64e6ea9b884d9078e71c54227f9538d5552effbf130c0ea30", "0x673f6ddbdee7dee158cdc9c328b62d642842963cbcfd29ab05ac195ff583d71d"]},
;! {"name": "sext_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x95", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "sext_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x95", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "sext_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x95", "0x1e718d4c344c4043162f1ddd198176f9ff742bd87501c10527d166e0afcc97b7", "0xae4d72b907bb1b0224a0c1a865d9cb188c276a8ec3bc3ad0c59503bcfc700ca3"]}], "expected": ["0xf8", "0xf38c6a61a2620218b178eee8cc0bb7cffba15ec3a80e08293e8b37057e64bdbf", "0xae4d72b907bb1b0224a0c1a865d9cb188c276a8ec3bc3ad0c59503bcfc700ca3"]},
;! {"name": "sext_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x95", "0x875565c51f2578fa6b3ad2c0a1909186088dc924f4413d8d2daed0777ee07180", "0xfe726c28fa80ff76558e2b95243b92ef40d3c2d0efae6b045ad32e0f46bddfb8"]}], "expected": ["0x4", "0x3aab2e28f92bc7d359d696050c848c30446e4927a209ec696d7683bbf7038c00", "0xfe726c28fa80ff76558e2b95243b92ef40d3c2d0efae6b045ad32e0f46bddfb8"]},
;! {"name": "sext_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x95", "0xd258431c4b4542fd91ac1b50c4ba0ed30387c6a86006a8a8bf8f94e8bc5f71d", "0xd7390c1acde249c1fc8073a18609a2d6d6cfd2556d7d805805a0f58f9a307dbc"]}], "expected": ["0x0", "0x692c218e25a2a17ec8d60da8625d076981c3e354300354545fc7ca745e2fb8ef", "0xd7390c1acde249c1fc8073a18609a2d6d6cfd2556d7d805805a0f58f9a307dbc"]},
;! {"name": "sext_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x95", "0x20cba9354f99e559c436bc7d8e044267f966d7145ca5d66d054d513b7d7a1228", "0xe41824bee341029bde23a501ccf5ead34b9ad2634c05b483f38563b68be97a0"]}], "expected": ["0x1", "0x65d49aa7ccf2ace21b5e3ec7022133fcb36b8a2e52eb3682a6a89dbebd09140", "0xe41824bee341029bde23a501ccf5ead34b9ad2634c05b483f38563b68be97a0"]},
;! {"name": "trunc_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x96", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "trunc_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x96", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff00000000000000000000000000000001"]},
;! {"name": "trunc_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x96", "0xb266dd00b38b00dfb45b754ba159bdbcb442670302e89f72f4e5c85dabdec25d", "0xbbd1cda38cfe83d39f2b8ba5b30cb3095e88b644972c1c07aba5ffd3099e7dd9"]}], "expected": ["0x5a21338181744fb97a72e42ed5ef612e5e88b644972c1c07aba5ffd3099e7dd9"]},
;! {"name": "trunc_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x96", "0xa3c2f3215df2d860a9399794fc6407c324065a7b77f305e221cc357a905cde30", "0x570ef539d6b572dab6a18781c7f29e1afc61ebf3f2fe706e424d0f27c58b5d15"]}], "expected": ["0x92032d3dbbf982f110e61abd482e6f18fc61ebf3f2fe706e424d0f27c58b5d15"]},
;! {"name": "trunc_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x96", "0x330e42f9466b04da25190477e3d06f1099f3eafc101fce1e725601f3d60744a4", "0xeed25b919875c2573f76b6d7efe14a31d8227b228530a06e765c8500dd8ccfff"]}], "expected": ["0x4cf9f57e080fe70f392b00f9eb03a252d8227b228530a06e765c8500dd8ccfff"]},
;! {"name": "trunc_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x96", "0xaf64401f59bb663604883d6def67ddf3efc98dd70c079d9529f18c7a0e507e33", "0x837100c7cf8837116432989846f977a01784915edea86c39ddb6aa3da02a465e"]}], "expected": ["0xf7e4c6eb8603ceca94f8c63d07283f191784915edea86c39ddb6aa3da02a465e"]}
;! ] }
; Generated by scripts/generators/gen-vector-tests.py: do not edit, rerun it.
; element-wise vector add, sub, mul, udiv, urem, sdiv, srem, and, or, xor,
; shl, lshr, ashr, icmp, select, umin/smax, zext/sext/trunc.
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
declare <8 x i1> @llvm.umin.v8i1(<8 x i1>, <8 x i1>)
declare <8 x i1> @llvm.smax.v8i1(<8 x i1>, <8 x i1>)
declare <3 x i5> @llvm.umin.v3i5(<3 x i5>, <3 x i5>)
declare <3 x i5> @llvm.smax.v3i5(<3 x i5>, <3 x i5>)
declare <4 x i8> @llvm.umin.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.smax.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <2 x i128> @llvm.umin.v2i128(<2 x i128>, <2 x i128>)
declare <2 x i128> @llvm.smax.v2i128(<2 x i128>, <2 x i128>)
declare <2 x i256> @llvm.umin.v2i256(<2 x i256>, <2 x i256>)
declare <2 x i256> @llvm.smax.v2i256(<2 x i256>, <2 x i256>)
declare <2 x i257> @llvm.umin.v2i257(<2 x i257>, <2 x i257>)
declare <2 x i257> @llvm.smax.v2i257(<2 x i257>, <2 x i257>)

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
    i256 91, label %f91
    i256 92, label %f92
    i256 93, label %f93
    i256 94, label %f94
    i256 95, label %f95
    i256 96, label %f96
    i256 97, label %f97
    i256 98, label %f98
    i256 99, label %f99
    i256 100, label %f100
    i256 101, label %f101
    i256 102, label %f102
    i256 103, label %f103
    i256 104, label %f104
    i256 105, label %f105
    i256 106, label %f106
    i256 107, label %f107
    i256 108, label %f108
    i256 109, label %f109
    i256 110, label %f110
    i256 111, label %f111
    i256 112, label %f112
    i256 113, label %f113
    i256 114, label %f114
    i256 115, label %f115
    i256 116, label %f116
    i256 117, label %f117
    i256 118, label %f118
    i256 119, label %f119
    i256 120, label %f120
    i256 121, label %f121
    i256 122, label %f122
    i256 123, label %f123
    i256 124, label %f124
    i256 125, label %f125
    i256 126, label %f126
    i256 127, label %f127
    i256 128, label %f128
    i256 129, label %f129
    i256 130, label %f130
    i256 131, label %f131
    i256 132, label %f132
    i256 133, label %f133
    i256 134, label %f134
    i256 135, label %f135
    i256 136, label %f136
    i256 137, label %f137
    i256 138, label %f138
    i256 139, label %f139
    i256 140, label %f140
    i256 141, label %f141
    i256 142, label %f142
    i256 143, label %f143
    i256 144, label %f144
    i256 145, label %f145
    i256 146, label %f146
    i256 147, label %f147
    i256 148, label %f148
    i256 149, label %f149
    i256 150, label %f150
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = inttoptr i256 64 to ptr addrspace(2)
  %f0.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.2)
  %f0.4 = call i8 @add_8x1(i256 %f0.1, i256 %f0.3)
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
  %f1.4 = call i8 @sub_8x1(i256 %f1.1, i256 %f1.3)
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
  %f2.4 = call i8 @mul_8x1(i256 %f2.1, i256 %f2.3)
  %f2.5 = zext i8 %f2.4 to i256
  %f2.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.5, ptr addrspace(1) %f2.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = inttoptr i256 64 to ptr addrspace(2)
  %f3.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.2)
  %f3.4 = call i8 @and_8x1(i256 %f3.1, i256 %f3.3)
  %f3.5 = zext i8 %f3.4 to i256
  %f3.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.5, ptr addrspace(1) %f3.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = inttoptr i256 64 to ptr addrspace(2)
  %f4.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.2)
  %f4.4 = call i8 @or_8x1(i256 %f4.1, i256 %f4.3)
  %f4.5 = zext i8 %f4.4 to i256
  %f4.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.5, ptr addrspace(1) %f4.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = inttoptr i256 64 to ptr addrspace(2)
  %f5.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.2)
  %f5.4 = call i8 @xor_8x1(i256 %f5.1, i256 %f5.3)
  %f5.5 = zext i8 %f5.4 to i256
  %f5.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.5, ptr addrspace(1) %f5.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = call i8 @udiv_8x1(i256 %f6.1, i256 %f6.3)
  %f6.5 = zext i8 %f6.4 to i256
  %f6.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.5, ptr addrspace(1) %f6.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = inttoptr i256 64 to ptr addrspace(2)
  %f7.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.2)
  %f7.4 = call i8 @urem_8x1(i256 %f7.1, i256 %f7.3)
  %f7.5 = zext i8 %f7.4 to i256
  %f7.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.5, ptr addrspace(1) %f7.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = inttoptr i256 64 to ptr addrspace(2)
  %f8.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.2)
  %f8.4 = call i8 @shl_8x1(i256 %f8.1, i256 %f8.3)
  %f8.5 = zext i8 %f8.4 to i256
  %f8.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.5, ptr addrspace(1) %f8.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = inttoptr i256 64 to ptr addrspace(2)
  %f9.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.2)
  %f9.4 = call i8 @lshr_8x1(i256 %f9.1, i256 %f9.3)
  %f9.5 = zext i8 %f9.4 to i256
  %f9.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.5, ptr addrspace(1) %f9.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = inttoptr i256 64 to ptr addrspace(2)
  %f10.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.2)
  %f10.4 = call i8 @ashr_8x1(i256 %f10.1, i256 %f10.3)
  %f10.5 = zext i8 %f10.4 to i256
  %f10.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.5, ptr addrspace(1) %f10.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = inttoptr i256 64 to ptr addrspace(2)
  %f11.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.2)
  %f11.4 = call i8 @select_8x1(i256 %f11.1, i256 %f11.3)
  %f11.5 = zext i8 %f11.4 to i256
  %f11.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.5, ptr addrspace(1) %f11.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = inttoptr i256 64 to ptr addrspace(2)
  %f12.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.2)
  %f12.4 = call i8 @umin_8x1(i256 %f12.1, i256 %f12.3)
  %f12.5 = zext i8 %f12.4 to i256
  %f12.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.5, ptr addrspace(1) %f12.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = call i8 @smax_8x1(i256 %f13.1, i256 %f13.3)
  %f13.5 = zext i8 %f13.4 to i256
  %f13.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.5, ptr addrspace(1) %f13.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = inttoptr i256 64 to ptr addrspace(2)
  %f14.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.2)
  %f14.4 = call i8 @icmp_ult_8x1(i256 %f14.1, i256 %f14.3)
  %f14.5 = zext i8 %f14.4 to i256
  %f14.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.5, ptr addrspace(1) %f14.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = inttoptr i256 64 to ptr addrspace(2)
  %f15.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.2)
  %f15.4 = call i8 @icmp_slt_8x1(i256 %f15.1, i256 %f15.3)
  %f15.5 = zext i8 %f15.4 to i256
  %f15.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.5, ptr addrspace(1) %f15.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = inttoptr i256 64 to ptr addrspace(2)
  %f16.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.2)
  %f16.4 = call i8 @icmp_eq_8x1(i256 %f16.1, i256 %f16.3)
  %f16.5 = zext i8 %f16.4 to i256
  %f16.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.5, ptr addrspace(1) %f16.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = inttoptr i256 64 to ptr addrspace(2)
  %f17.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.2)
  %f17.4 = call i32 @zext_8x1(i256 %f17.1, i256 %f17.3)
  %f17.5 = zext i32 %f17.4 to i256
  %f17.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.5, ptr addrspace(1) %f17.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = inttoptr i256 64 to ptr addrspace(2)
  %f18.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.2)
  %f18.4 = call i32 @sext_8x1(i256 %f18.1, i256 %f18.3)
  %f18.5 = zext i32 %f18.4 to i256
  %f18.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.5, ptr addrspace(1) %f18.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = inttoptr i256 64 to ptr addrspace(2)
  %f19.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.2)
  %f19.4 = call i15 @add_3x5(i256 %f19.1, i256 %f19.3)
  %f19.5 = zext i15 %f19.4 to i256
  %f19.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.5, ptr addrspace(1) %f19.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = inttoptr i256 64 to ptr addrspace(2)
  %f20.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.2)
  %f20.4 = call i15 @sub_3x5(i256 %f20.1, i256 %f20.3)
  %f20.5 = zext i15 %f20.4 to i256
  %f20.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.5, ptr addrspace(1) %f20.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = inttoptr i256 64 to ptr addrspace(2)
  %f21.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.2)
  %f21.4 = call i15 @mul_3x5(i256 %f21.1, i256 %f21.3)
  %f21.5 = zext i15 %f21.4 to i256
  %f21.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.5, ptr addrspace(1) %f21.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = inttoptr i256 64 to ptr addrspace(2)
  %f22.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.2)
  %f22.4 = call i15 @and_3x5(i256 %f22.1, i256 %f22.3)
  %f22.5 = zext i15 %f22.4 to i256
  %f22.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.5, ptr addrspace(1) %f22.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = inttoptr i256 64 to ptr addrspace(2)
  %f23.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.2)
  %f23.4 = call i15 @or_3x5(i256 %f23.1, i256 %f23.3)
  %f23.5 = zext i15 %f23.4 to i256
  %f23.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.5, ptr addrspace(1) %f23.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = inttoptr i256 64 to ptr addrspace(2)
  %f24.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.2)
  %f24.4 = call i15 @xor_3x5(i256 %f24.1, i256 %f24.3)
  %f24.5 = zext i15 %f24.4 to i256
  %f24.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.5, ptr addrspace(1) %f24.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = inttoptr i256 64 to ptr addrspace(2)
  %f25.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.2)
  %f25.4 = call i15 @udiv_3x5(i256 %f25.1, i256 %f25.3)
  %f25.5 = zext i15 %f25.4 to i256
  %f25.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.5, ptr addrspace(1) %f25.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = inttoptr i256 64 to ptr addrspace(2)
  %f26.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.2)
  %f26.4 = call i15 @urem_3x5(i256 %f26.1, i256 %f26.3)
  %f26.5 = zext i15 %f26.4 to i256
  %f26.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.5, ptr addrspace(1) %f26.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = inttoptr i256 64 to ptr addrspace(2)
  %f27.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.2)
  %f27.4 = call i15 @shl_3x5(i256 %f27.1, i256 %f27.3)
  %f27.5 = zext i15 %f27.4 to i256
  %f27.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.5, ptr addrspace(1) %f27.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = inttoptr i256 64 to ptr addrspace(2)
  %f28.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.2)
  %f28.4 = call i15 @lshr_3x5(i256 %f28.1, i256 %f28.3)
  %f28.5 = zext i15 %f28.4 to i256
  %f28.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.5, ptr addrspace(1) %f28.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = inttoptr i256 64 to ptr addrspace(2)
  %f29.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.2)
  %f29.4 = call i15 @ashr_3x5(i256 %f29.1, i256 %f29.3)
  %f29.5 = zext i15 %f29.4 to i256
  %f29.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.5, ptr addrspace(1) %f29.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = inttoptr i256 64 to ptr addrspace(2)
  %f30.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.2)
  %f30.4 = call i15 @select_3x5(i256 %f30.1, i256 %f30.3)
  %f30.5 = zext i15 %f30.4 to i256
  %f30.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.5, ptr addrspace(1) %f30.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = inttoptr i256 64 to ptr addrspace(2)
  %f31.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.2)
  %f31.4 = call i15 @umin_3x5(i256 %f31.1, i256 %f31.3)
  %f31.5 = zext i15 %f31.4 to i256
  %f31.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.5, ptr addrspace(1) %f31.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = inttoptr i256 64 to ptr addrspace(2)
  %f32.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.2)
  %f32.4 = call i15 @smax_3x5(i256 %f32.1, i256 %f32.3)
  %f32.5 = zext i15 %f32.4 to i256
  %f32.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.5, ptr addrspace(1) %f32.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = inttoptr i256 64 to ptr addrspace(2)
  %f33.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.2)
  %f33.4 = call i15 @sdiv_3x5(i256 %f33.1, i256 %f33.3)
  %f33.5 = zext i15 %f33.4 to i256
  %f33.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.5, ptr addrspace(1) %f33.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = inttoptr i256 64 to ptr addrspace(2)
  %f34.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.2)
  %f34.4 = call i15 @srem_3x5(i256 %f34.1, i256 %f34.3)
  %f34.5 = zext i15 %f34.4 to i256
  %f34.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.5, ptr addrspace(1) %f34.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = inttoptr i256 64 to ptr addrspace(2)
  %f35.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.2)
  %f35.4 = call i3 @icmp_ult_3x5(i256 %f35.1, i256 %f35.3)
  %f35.5 = zext i3 %f35.4 to i256
  %f35.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.5, ptr addrspace(1) %f35.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = inttoptr i256 64 to ptr addrspace(2)
  %f36.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.2)
  %f36.4 = call i3 @icmp_slt_3x5(i256 %f36.1, i256 %f36.3)
  %f36.5 = zext i3 %f36.4 to i256
  %f36.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.5, ptr addrspace(1) %f36.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = inttoptr i256 64 to ptr addrspace(2)
  %f37.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.2)
  %f37.4 = call i3 @icmp_eq_3x5(i256 %f37.1, i256 %f37.3)
  %f37.5 = zext i3 %f37.4 to i256
  %f37.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.5, ptr addrspace(1) %f37.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = inttoptr i256 64 to ptr addrspace(2)
  %f38.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.2)
  %f38.4 = call i24 @zext_3x5(i256 %f38.1, i256 %f38.3)
  %f38.5 = zext i24 %f38.4 to i256
  %f38.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.5, ptr addrspace(1) %f38.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = inttoptr i256 64 to ptr addrspace(2)
  %f39.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.2)
  %f39.4 = call i24 @sext_3x5(i256 %f39.1, i256 %f39.3)
  %f39.5 = zext i24 %f39.4 to i256
  %f39.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.5, ptr addrspace(1) %f39.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = inttoptr i256 64 to ptr addrspace(2)
  %f40.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.2)
  %f40.4 = call i6 @trunc_3x5(i256 %f40.1, i256 %f40.3)
  %f40.5 = zext i6 %f40.4 to i256
  %f40.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.5, ptr addrspace(1) %f40.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = inttoptr i256 64 to ptr addrspace(2)
  %f41.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.2)
  %f41.4 = call i32 @add_4x8(i256 %f41.1, i256 %f41.3)
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
  %f42.4 = call i32 @sub_4x8(i256 %f42.1, i256 %f42.3)
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
  %f43.4 = call i32 @mul_4x8(i256 %f43.1, i256 %f43.3)
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
  %f44.4 = call i32 @and_4x8(i256 %f44.1, i256 %f44.3)
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
  %f45.4 = call i32 @or_4x8(i256 %f45.1, i256 %f45.3)
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
  %f46.4 = call i32 @xor_4x8(i256 %f46.1, i256 %f46.3)
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
  %f47.4 = call i32 @udiv_4x8(i256 %f47.1, i256 %f47.3)
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
  %f48.4 = call i32 @urem_4x8(i256 %f48.1, i256 %f48.3)
  %f48.5 = zext i32 %f48.4 to i256
  %f48.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f48.5, ptr addrspace(1) %f48.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f49:
  %f49.0 = inttoptr i256 32 to ptr addrspace(2)
  %f49.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.0)
  %f49.2 = inttoptr i256 64 to ptr addrspace(2)
  %f49.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f49.2)
  %f49.4 = call i32 @shl_4x8(i256 %f49.1, i256 %f49.3)
  %f49.5 = zext i32 %f49.4 to i256
  %f49.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f49.5, ptr addrspace(1) %f49.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f50:
  %f50.0 = inttoptr i256 32 to ptr addrspace(2)
  %f50.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.0)
  %f50.2 = inttoptr i256 64 to ptr addrspace(2)
  %f50.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f50.2)
  %f50.4 = call i32 @lshr_4x8(i256 %f50.1, i256 %f50.3)
  %f50.5 = zext i32 %f50.4 to i256
  %f50.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f50.5, ptr addrspace(1) %f50.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f51:
  %f51.0 = inttoptr i256 32 to ptr addrspace(2)
  %f51.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.0)
  %f51.2 = inttoptr i256 64 to ptr addrspace(2)
  %f51.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f51.2)
  %f51.4 = call i32 @ashr_4x8(i256 %f51.1, i256 %f51.3)
  %f51.5 = zext i32 %f51.4 to i256
  %f51.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f51.5, ptr addrspace(1) %f51.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f52:
  %f52.0 = inttoptr i256 32 to ptr addrspace(2)
  %f52.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.0)
  %f52.2 = inttoptr i256 64 to ptr addrspace(2)
  %f52.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f52.2)
  %f52.4 = call i32 @select_4x8(i256 %f52.1, i256 %f52.3)
  %f52.5 = zext i32 %f52.4 to i256
  %f52.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f52.5, ptr addrspace(1) %f52.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f53:
  %f53.0 = inttoptr i256 32 to ptr addrspace(2)
  %f53.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.0)
  %f53.2 = inttoptr i256 64 to ptr addrspace(2)
  %f53.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f53.2)
  %f53.4 = call i32 @umin_4x8(i256 %f53.1, i256 %f53.3)
  %f53.5 = zext i32 %f53.4 to i256
  %f53.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f53.5, ptr addrspace(1) %f53.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f54:
  %f54.0 = inttoptr i256 32 to ptr addrspace(2)
  %f54.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.0)
  %f54.2 = inttoptr i256 64 to ptr addrspace(2)
  %f54.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f54.2)
  %f54.4 = call i32 @smax_4x8(i256 %f54.1, i256 %f54.3)
  %f54.5 = zext i32 %f54.4 to i256
  %f54.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f54.5, ptr addrspace(1) %f54.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f55:
  %f55.0 = inttoptr i256 32 to ptr addrspace(2)
  %f55.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.0)
  %f55.2 = inttoptr i256 64 to ptr addrspace(2)
  %f55.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f55.2)
  %f55.4 = call i32 @sdiv_4x8(i256 %f55.1, i256 %f55.3)
  %f55.5 = zext i32 %f55.4 to i256
  %f55.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f55.5, ptr addrspace(1) %f55.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f56:
  %f56.0 = inttoptr i256 32 to ptr addrspace(2)
  %f56.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.0)
  %f56.2 = inttoptr i256 64 to ptr addrspace(2)
  %f56.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f56.2)
  %f56.4 = call i32 @srem_4x8(i256 %f56.1, i256 %f56.3)
  %f56.5 = zext i32 %f56.4 to i256
  %f56.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f56.5, ptr addrspace(1) %f56.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f57:
  %f57.0 = inttoptr i256 32 to ptr addrspace(2)
  %f57.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.0)
  %f57.2 = inttoptr i256 64 to ptr addrspace(2)
  %f57.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f57.2)
  %f57.4 = call i4 @icmp_ult_4x8(i256 %f57.1, i256 %f57.3)
  %f57.5 = zext i4 %f57.4 to i256
  %f57.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f57.5, ptr addrspace(1) %f57.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f58:
  %f58.0 = inttoptr i256 32 to ptr addrspace(2)
  %f58.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.0)
  %f58.2 = inttoptr i256 64 to ptr addrspace(2)
  %f58.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f58.2)
  %f58.4 = call i4 @icmp_slt_4x8(i256 %f58.1, i256 %f58.3)
  %f58.5 = zext i4 %f58.4 to i256
  %f58.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f58.5, ptr addrspace(1) %f58.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f59:
  %f59.0 = inttoptr i256 32 to ptr addrspace(2)
  %f59.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.0)
  %f59.2 = inttoptr i256 64 to ptr addrspace(2)
  %f59.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f59.2)
  %f59.4 = call i4 @icmp_eq_4x8(i256 %f59.1, i256 %f59.3)
  %f59.5 = zext i4 %f59.4 to i256
  %f59.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f59.5, ptr addrspace(1) %f59.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f60:
  %f60.0 = inttoptr i256 32 to ptr addrspace(2)
  %f60.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.0)
  %f60.2 = inttoptr i256 64 to ptr addrspace(2)
  %f60.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f60.2)
  %f60.4 = call i44 @zext_4x8(i256 %f60.1, i256 %f60.3)
  %f60.5 = zext i44 %f60.4 to i256
  %f60.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f60.5, ptr addrspace(1) %f60.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f61:
  %f61.0 = inttoptr i256 32 to ptr addrspace(2)
  %f61.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.0)
  %f61.2 = inttoptr i256 64 to ptr addrspace(2)
  %f61.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f61.2)
  %f61.4 = call i44 @sext_4x8(i256 %f61.1, i256 %f61.3)
  %f61.5 = zext i44 %f61.4 to i256
  %f61.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f61.5, ptr addrspace(1) %f61.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f62:
  %f62.0 = inttoptr i256 32 to ptr addrspace(2)
  %f62.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.0)
  %f62.2 = inttoptr i256 64 to ptr addrspace(2)
  %f62.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f62.2)
  %f62.4 = call i16 @trunc_4x8(i256 %f62.1, i256 %f62.3)
  %f62.5 = zext i16 %f62.4 to i256
  %f62.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f62.5, ptr addrspace(1) %f62.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f63:
  %f63.0 = inttoptr i256 32 to ptr addrspace(2)
  %f63.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.0)
  %f63.2 = inttoptr i256 64 to ptr addrspace(2)
  %f63.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f63.2)
  %f63.4 = call i128 @add_4x32(i256 %f63.1, i256 %f63.3)
  %f63.5 = zext i128 %f63.4 to i256
  %f63.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f63.5, ptr addrspace(1) %f63.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f64:
  %f64.0 = inttoptr i256 32 to ptr addrspace(2)
  %f64.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.0)
  %f64.2 = inttoptr i256 64 to ptr addrspace(2)
  %f64.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f64.2)
  %f64.4 = call i128 @sub_4x32(i256 %f64.1, i256 %f64.3)
  %f64.5 = zext i128 %f64.4 to i256
  %f64.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f64.5, ptr addrspace(1) %f64.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f65:
  %f65.0 = inttoptr i256 32 to ptr addrspace(2)
  %f65.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.0)
  %f65.2 = inttoptr i256 64 to ptr addrspace(2)
  %f65.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f65.2)
  %f65.4 = call i128 @mul_4x32(i256 %f65.1, i256 %f65.3)
  %f65.5 = zext i128 %f65.4 to i256
  %f65.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f65.5, ptr addrspace(1) %f65.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f66:
  %f66.0 = inttoptr i256 32 to ptr addrspace(2)
  %f66.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.0)
  %f66.2 = inttoptr i256 64 to ptr addrspace(2)
  %f66.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f66.2)
  %f66.4 = call i128 @and_4x32(i256 %f66.1, i256 %f66.3)
  %f66.5 = zext i128 %f66.4 to i256
  %f66.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f66.5, ptr addrspace(1) %f66.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f67:
  %f67.0 = inttoptr i256 32 to ptr addrspace(2)
  %f67.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.0)
  %f67.2 = inttoptr i256 64 to ptr addrspace(2)
  %f67.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f67.2)
  %f67.4 = call i128 @or_4x32(i256 %f67.1, i256 %f67.3)
  %f67.5 = zext i128 %f67.4 to i256
  %f67.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f67.5, ptr addrspace(1) %f67.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f68:
  %f68.0 = inttoptr i256 32 to ptr addrspace(2)
  %f68.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.0)
  %f68.2 = inttoptr i256 64 to ptr addrspace(2)
  %f68.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f68.2)
  %f68.4 = call i128 @xor_4x32(i256 %f68.1, i256 %f68.3)
  %f68.5 = zext i128 %f68.4 to i256
  %f68.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f68.5, ptr addrspace(1) %f68.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f69:
  %f69.0 = inttoptr i256 32 to ptr addrspace(2)
  %f69.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.0)
  %f69.2 = inttoptr i256 64 to ptr addrspace(2)
  %f69.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f69.2)
  %f69.4 = call i128 @udiv_4x32(i256 %f69.1, i256 %f69.3)
  %f69.5 = zext i128 %f69.4 to i256
  %f69.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f69.5, ptr addrspace(1) %f69.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f70:
  %f70.0 = inttoptr i256 32 to ptr addrspace(2)
  %f70.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f70.0)
  %f70.2 = inttoptr i256 64 to ptr addrspace(2)
  %f70.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f70.2)
  %f70.4 = call i128 @urem_4x32(i256 %f70.1, i256 %f70.3)
  %f70.5 = zext i128 %f70.4 to i256
  %f70.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f70.5, ptr addrspace(1) %f70.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f71:
  %f71.0 = inttoptr i256 32 to ptr addrspace(2)
  %f71.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f71.0)
  %f71.2 = inttoptr i256 64 to ptr addrspace(2)
  %f71.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f71.2)
  %f71.4 = call i128 @shl_4x32(i256 %f71.1, i256 %f71.3)
  %f71.5 = zext i128 %f71.4 to i256
  %f71.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f71.5, ptr addrspace(1) %f71.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f72:
  %f72.0 = inttoptr i256 32 to ptr addrspace(2)
  %f72.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f72.0)
  %f72.2 = inttoptr i256 64 to ptr addrspace(2)
  %f72.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f72.2)
  %f72.4 = call i128 @lshr_4x32(i256 %f72.1, i256 %f72.3)
  %f72.5 = zext i128 %f72.4 to i256
  %f72.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f72.5, ptr addrspace(1) %f72.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f73:
  %f73.0 = inttoptr i256 32 to ptr addrspace(2)
  %f73.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f73.0)
  %f73.2 = inttoptr i256 64 to ptr addrspace(2)
  %f73.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f73.2)
  %f73.4 = call i128 @ashr_4x32(i256 %f73.1, i256 %f73.3)
  %f73.5 = zext i128 %f73.4 to i256
  %f73.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f73.5, ptr addrspace(1) %f73.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f74:
  %f74.0 = inttoptr i256 32 to ptr addrspace(2)
  %f74.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f74.0)
  %f74.2 = inttoptr i256 64 to ptr addrspace(2)
  %f74.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f74.2)
  %f74.4 = call i128 @select_4x32(i256 %f74.1, i256 %f74.3)
  %f74.5 = zext i128 %f74.4 to i256
  %f74.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f74.5, ptr addrspace(1) %f74.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f75:
  %f75.0 = inttoptr i256 32 to ptr addrspace(2)
  %f75.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f75.0)
  %f75.2 = inttoptr i256 64 to ptr addrspace(2)
  %f75.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f75.2)
  %f75.4 = call i128 @umin_4x32(i256 %f75.1, i256 %f75.3)
  %f75.5 = zext i128 %f75.4 to i256
  %f75.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f75.5, ptr addrspace(1) %f75.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f76:
  %f76.0 = inttoptr i256 32 to ptr addrspace(2)
  %f76.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f76.0)
  %f76.2 = inttoptr i256 64 to ptr addrspace(2)
  %f76.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f76.2)
  %f76.4 = call i128 @smax_4x32(i256 %f76.1, i256 %f76.3)
  %f76.5 = zext i128 %f76.4 to i256
  %f76.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f76.5, ptr addrspace(1) %f76.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f77:
  %f77.0 = inttoptr i256 32 to ptr addrspace(2)
  %f77.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f77.0)
  %f77.2 = inttoptr i256 64 to ptr addrspace(2)
  %f77.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f77.2)
  %f77.4 = call i128 @sdiv_4x32(i256 %f77.1, i256 %f77.3)
  %f77.5 = zext i128 %f77.4 to i256
  %f77.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f77.5, ptr addrspace(1) %f77.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f78:
  %f78.0 = inttoptr i256 32 to ptr addrspace(2)
  %f78.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f78.0)
  %f78.2 = inttoptr i256 64 to ptr addrspace(2)
  %f78.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f78.2)
  %f78.4 = call i128 @srem_4x32(i256 %f78.1, i256 %f78.3)
  %f78.5 = zext i128 %f78.4 to i256
  %f78.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f78.5, ptr addrspace(1) %f78.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f79:
  %f79.0 = inttoptr i256 32 to ptr addrspace(2)
  %f79.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f79.0)
  %f79.2 = inttoptr i256 64 to ptr addrspace(2)
  %f79.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f79.2)
  %f79.4 = call i4 @icmp_ult_4x32(i256 %f79.1, i256 %f79.3)
  %f79.5 = zext i4 %f79.4 to i256
  %f79.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f79.5, ptr addrspace(1) %f79.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f80:
  %f80.0 = inttoptr i256 32 to ptr addrspace(2)
  %f80.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f80.0)
  %f80.2 = inttoptr i256 64 to ptr addrspace(2)
  %f80.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f80.2)
  %f80.4 = call i4 @icmp_slt_4x32(i256 %f80.1, i256 %f80.3)
  %f80.5 = zext i4 %f80.4 to i256
  %f80.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f80.5, ptr addrspace(1) %f80.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f81:
  %f81.0 = inttoptr i256 32 to ptr addrspace(2)
  %f81.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f81.0)
  %f81.2 = inttoptr i256 64 to ptr addrspace(2)
  %f81.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f81.2)
  %f81.4 = call i4 @icmp_eq_4x32(i256 %f81.1, i256 %f81.3)
  %f81.5 = zext i4 %f81.4 to i256
  %f81.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f81.5, ptr addrspace(1) %f81.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f82:
  %f82.0 = inttoptr i256 32 to ptr addrspace(2)
  %f82.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f82.0)
  %f82.2 = inttoptr i256 64 to ptr addrspace(2)
  %f82.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f82.2)
  %f82.4 = call i140 @zext_4x32(i256 %f82.1, i256 %f82.3)
  %f82.5 = zext i140 %f82.4 to i256
  %f82.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f82.5, ptr addrspace(1) %f82.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f83:
  %f83.0 = inttoptr i256 32 to ptr addrspace(2)
  %f83.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f83.0)
  %f83.2 = inttoptr i256 64 to ptr addrspace(2)
  %f83.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f83.2)
  %f83.4 = call i140 @sext_4x32(i256 %f83.1, i256 %f83.3)
  %f83.5 = zext i140 %f83.4 to i256
  %f83.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f83.5, ptr addrspace(1) %f83.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f84:
  %f84.0 = inttoptr i256 32 to ptr addrspace(2)
  %f84.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f84.0)
  %f84.2 = inttoptr i256 64 to ptr addrspace(2)
  %f84.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f84.2)
  %f84.4 = call i64 @trunc_4x32(i256 %f84.1, i256 %f84.3)
  %f84.5 = zext i64 %f84.4 to i256
  %f84.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f84.5, ptr addrspace(1) %f84.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f85:
  %f85.0 = inttoptr i256 32 to ptr addrspace(2)
  %f85.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f85.0)
  %f85.2 = inttoptr i256 64 to ptr addrspace(2)
  %f85.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f85.2)
  %f85.4 = call i256 @add_2x128(i256 %f85.1, i256 %f85.3)
  %f85.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f85.4, ptr addrspace(1) %f85.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f86:
  %f86.0 = inttoptr i256 32 to ptr addrspace(2)
  %f86.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f86.0)
  %f86.2 = inttoptr i256 64 to ptr addrspace(2)
  %f86.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f86.2)
  %f86.4 = call i256 @sub_2x128(i256 %f86.1, i256 %f86.3)
  %f86.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f86.4, ptr addrspace(1) %f86.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f87:
  %f87.0 = inttoptr i256 32 to ptr addrspace(2)
  %f87.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f87.0)
  %f87.2 = inttoptr i256 64 to ptr addrspace(2)
  %f87.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f87.2)
  %f87.4 = call i256 @mul_2x128(i256 %f87.1, i256 %f87.3)
  %f87.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f87.4, ptr addrspace(1) %f87.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f88:
  %f88.0 = inttoptr i256 32 to ptr addrspace(2)
  %f88.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f88.0)
  %f88.2 = inttoptr i256 64 to ptr addrspace(2)
  %f88.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f88.2)
  %f88.4 = call i256 @and_2x128(i256 %f88.1, i256 %f88.3)
  %f88.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f88.4, ptr addrspace(1) %f88.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f89:
  %f89.0 = inttoptr i256 32 to ptr addrspace(2)
  %f89.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f89.0)
  %f89.2 = inttoptr i256 64 to ptr addrspace(2)
  %f89.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f89.2)
  %f89.4 = call i256 @or_2x128(i256 %f89.1, i256 %f89.3)
  %f89.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f89.4, ptr addrspace(1) %f89.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f90:
  %f90.0 = inttoptr i256 32 to ptr addrspace(2)
  %f90.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f90.0)
  %f90.2 = inttoptr i256 64 to ptr addrspace(2)
  %f90.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f90.2)
  %f90.4 = call i256 @xor_2x128(i256 %f90.1, i256 %f90.3)
  %f90.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f90.4, ptr addrspace(1) %f90.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f91:
  %f91.0 = inttoptr i256 32 to ptr addrspace(2)
  %f91.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f91.0)
  %f91.2 = inttoptr i256 64 to ptr addrspace(2)
  %f91.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f91.2)
  %f91.4 = call i256 @udiv_2x128(i256 %f91.1, i256 %f91.3)
  %f91.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f91.4, ptr addrspace(1) %f91.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f92:
  %f92.0 = inttoptr i256 32 to ptr addrspace(2)
  %f92.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f92.0)
  %f92.2 = inttoptr i256 64 to ptr addrspace(2)
  %f92.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f92.2)
  %f92.4 = call i256 @urem_2x128(i256 %f92.1, i256 %f92.3)
  %f92.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f92.4, ptr addrspace(1) %f92.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f93:
  %f93.0 = inttoptr i256 32 to ptr addrspace(2)
  %f93.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f93.0)
  %f93.2 = inttoptr i256 64 to ptr addrspace(2)
  %f93.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f93.2)
  %f93.4 = call i256 @shl_2x128(i256 %f93.1, i256 %f93.3)
  %f93.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f93.4, ptr addrspace(1) %f93.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f94:
  %f94.0 = inttoptr i256 32 to ptr addrspace(2)
  %f94.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f94.0)
  %f94.2 = inttoptr i256 64 to ptr addrspace(2)
  %f94.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f94.2)
  %f94.4 = call i256 @lshr_2x128(i256 %f94.1, i256 %f94.3)
  %f94.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f94.4, ptr addrspace(1) %f94.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f95:
  %f95.0 = inttoptr i256 32 to ptr addrspace(2)
  %f95.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f95.0)
  %f95.2 = inttoptr i256 64 to ptr addrspace(2)
  %f95.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f95.2)
  %f95.4 = call i256 @ashr_2x128(i256 %f95.1, i256 %f95.3)
  %f95.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f95.4, ptr addrspace(1) %f95.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f96:
  %f96.0 = inttoptr i256 32 to ptr addrspace(2)
  %f96.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f96.0)
  %f96.2 = inttoptr i256 64 to ptr addrspace(2)
  %f96.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f96.2)
  %f96.4 = call i256 @select_2x128(i256 %f96.1, i256 %f96.3)
  %f96.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f96.4, ptr addrspace(1) %f96.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f97:
  %f97.0 = inttoptr i256 32 to ptr addrspace(2)
  %f97.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f97.0)
  %f97.2 = inttoptr i256 64 to ptr addrspace(2)
  %f97.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f97.2)
  %f97.4 = call i256 @umin_2x128(i256 %f97.1, i256 %f97.3)
  %f97.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f97.4, ptr addrspace(1) %f97.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f98:
  %f98.0 = inttoptr i256 32 to ptr addrspace(2)
  %f98.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f98.0)
  %f98.2 = inttoptr i256 64 to ptr addrspace(2)
  %f98.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f98.2)
  %f98.4 = call i256 @smax_2x128(i256 %f98.1, i256 %f98.3)
  %f98.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f98.4, ptr addrspace(1) %f98.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f99:
  %f99.0 = inttoptr i256 32 to ptr addrspace(2)
  %f99.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f99.0)
  %f99.2 = inttoptr i256 64 to ptr addrspace(2)
  %f99.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f99.2)
  %f99.4 = call i256 @sdiv_2x128(i256 %f99.1, i256 %f99.3)
  %f99.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f99.4, ptr addrspace(1) %f99.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f100:
  %f100.0 = inttoptr i256 32 to ptr addrspace(2)
  %f100.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f100.0)
  %f100.2 = inttoptr i256 64 to ptr addrspace(2)
  %f100.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f100.2)
  %f100.4 = call i256 @srem_2x128(i256 %f100.1, i256 %f100.3)
  %f100.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f100.4, ptr addrspace(1) %f100.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f101:
  %f101.0 = inttoptr i256 32 to ptr addrspace(2)
  %f101.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f101.0)
  %f101.2 = inttoptr i256 64 to ptr addrspace(2)
  %f101.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f101.2)
  %f101.4 = call i2 @icmp_ult_2x128(i256 %f101.1, i256 %f101.3)
  %f101.5 = zext i2 %f101.4 to i256
  %f101.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f101.5, ptr addrspace(1) %f101.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f102:
  %f102.0 = inttoptr i256 32 to ptr addrspace(2)
  %f102.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f102.0)
  %f102.2 = inttoptr i256 64 to ptr addrspace(2)
  %f102.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f102.2)
  %f102.4 = call i2 @icmp_slt_2x128(i256 %f102.1, i256 %f102.3)
  %f102.5 = zext i2 %f102.4 to i256
  %f102.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f102.5, ptr addrspace(1) %f102.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f103:
  %f103.0 = inttoptr i256 32 to ptr addrspace(2)
  %f103.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f103.0)
  %f103.2 = inttoptr i256 64 to ptr addrspace(2)
  %f103.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f103.2)
  %f103.4 = call i2 @icmp_eq_2x128(i256 %f103.1, i256 %f103.3)
  %f103.5 = zext i2 %f103.4 to i256
  %f103.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f103.5, ptr addrspace(1) %f103.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f104:
  %f104.0 = inttoptr i256 32 to ptr addrspace(2)
  %f104.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f104.0)
  %f104.2 = inttoptr i256 64 to ptr addrspace(2)
  %f104.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f104.2)
  %f104.4 = call i262 @zext_2x128(i256 %f104.1, i256 %f104.3)
  %f104.5 = lshr i262 %f104.4, 256
  %f104.6 = trunc i262 %f104.5 to i256
  %f104.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f104.6, ptr addrspace(1) %f104.7
  %f104.8 = trunc i262 %f104.4 to i256
  %f104.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f104.8, ptr addrspace(1) %f104.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f105:
  %f105.0 = inttoptr i256 32 to ptr addrspace(2)
  %f105.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f105.0)
  %f105.2 = inttoptr i256 64 to ptr addrspace(2)
  %f105.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f105.2)
  %f105.4 = call i262 @sext_2x128(i256 %f105.1, i256 %f105.3)
  %f105.5 = lshr i262 %f105.4, 256
  %f105.6 = trunc i262 %f105.5 to i256
  %f105.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f105.6, ptr addrspace(1) %f105.7
  %f105.8 = trunc i262 %f105.4 to i256
  %f105.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f105.8, ptr addrspace(1) %f105.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f106:
  %f106.0 = inttoptr i256 32 to ptr addrspace(2)
  %f106.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f106.0)
  %f106.2 = inttoptr i256 64 to ptr addrspace(2)
  %f106.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f106.2)
  %f106.4 = call i128 @trunc_2x128(i256 %f106.1, i256 %f106.3)
  %f106.5 = zext i128 %f106.4 to i256
  %f106.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f106.5, ptr addrspace(1) %f106.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f107:
  %f107.0 = inttoptr i256 32 to ptr addrspace(2)
  %f107.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f107.0)
  %f107.2 = inttoptr i256 64 to ptr addrspace(2)
  %f107.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f107.2)
  %f107.4 = call i512 @add_2x256(i256 %f107.1, i256 %f107.3)
  %f107.5 = lshr i512 %f107.4, 256
  %f107.6 = trunc i512 %f107.5 to i256
  %f107.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f107.6, ptr addrspace(1) %f107.7
  %f107.8 = trunc i512 %f107.4 to i256
  %f107.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f107.8, ptr addrspace(1) %f107.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f108:
  %f108.0 = inttoptr i256 32 to ptr addrspace(2)
  %f108.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f108.0)
  %f108.2 = inttoptr i256 64 to ptr addrspace(2)
  %f108.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f108.2)
  %f108.4 = call i512 @sub_2x256(i256 %f108.1, i256 %f108.3)
  %f108.5 = lshr i512 %f108.4, 256
  %f108.6 = trunc i512 %f108.5 to i256
  %f108.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f108.6, ptr addrspace(1) %f108.7
  %f108.8 = trunc i512 %f108.4 to i256
  %f108.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f108.8, ptr addrspace(1) %f108.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f109:
  %f109.0 = inttoptr i256 32 to ptr addrspace(2)
  %f109.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f109.0)
  %f109.2 = inttoptr i256 64 to ptr addrspace(2)
  %f109.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f109.2)
  %f109.4 = call i512 @mul_2x256(i256 %f109.1, i256 %f109.3)
  %f109.5 = lshr i512 %f109.4, 256
  %f109.6 = trunc i512 %f109.5 to i256
  %f109.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f109.6, ptr addrspace(1) %f109.7
  %f109.8 = trunc i512 %f109.4 to i256
  %f109.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f109.8, ptr addrspace(1) %f109.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f110:
  %f110.0 = inttoptr i256 32 to ptr addrspace(2)
  %f110.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f110.0)
  %f110.2 = inttoptr i256 64 to ptr addrspace(2)
  %f110.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f110.2)
  %f110.4 = call i512 @and_2x256(i256 %f110.1, i256 %f110.3)
  %f110.5 = lshr i512 %f110.4, 256
  %f110.6 = trunc i512 %f110.5 to i256
  %f110.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f110.6, ptr addrspace(1) %f110.7
  %f110.8 = trunc i512 %f110.4 to i256
  %f110.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f110.8, ptr addrspace(1) %f110.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f111:
  %f111.0 = inttoptr i256 32 to ptr addrspace(2)
  %f111.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f111.0)
  %f111.2 = inttoptr i256 64 to ptr addrspace(2)
  %f111.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f111.2)
  %f111.4 = call i512 @or_2x256(i256 %f111.1, i256 %f111.3)
  %f111.5 = lshr i512 %f111.4, 256
  %f111.6 = trunc i512 %f111.5 to i256
  %f111.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f111.6, ptr addrspace(1) %f111.7
  %f111.8 = trunc i512 %f111.4 to i256
  %f111.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f111.8, ptr addrspace(1) %f111.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f112:
  %f112.0 = inttoptr i256 32 to ptr addrspace(2)
  %f112.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f112.0)
  %f112.2 = inttoptr i256 64 to ptr addrspace(2)
  %f112.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f112.2)
  %f112.4 = call i512 @xor_2x256(i256 %f112.1, i256 %f112.3)
  %f112.5 = lshr i512 %f112.4, 256
  %f112.6 = trunc i512 %f112.5 to i256
  %f112.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f112.6, ptr addrspace(1) %f112.7
  %f112.8 = trunc i512 %f112.4 to i256
  %f112.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f112.8, ptr addrspace(1) %f112.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f113:
  %f113.0 = inttoptr i256 32 to ptr addrspace(2)
  %f113.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f113.0)
  %f113.2 = inttoptr i256 64 to ptr addrspace(2)
  %f113.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f113.2)
  %f113.4 = call i512 @udiv_2x256(i256 %f113.1, i256 %f113.3)
  %f113.5 = lshr i512 %f113.4, 256
  %f113.6 = trunc i512 %f113.5 to i256
  %f113.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f113.6, ptr addrspace(1) %f113.7
  %f113.8 = trunc i512 %f113.4 to i256
  %f113.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f113.8, ptr addrspace(1) %f113.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f114:
  %f114.0 = inttoptr i256 32 to ptr addrspace(2)
  %f114.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f114.0)
  %f114.2 = inttoptr i256 64 to ptr addrspace(2)
  %f114.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f114.2)
  %f114.4 = call i512 @urem_2x256(i256 %f114.1, i256 %f114.3)
  %f114.5 = lshr i512 %f114.4, 256
  %f114.6 = trunc i512 %f114.5 to i256
  %f114.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f114.6, ptr addrspace(1) %f114.7
  %f114.8 = trunc i512 %f114.4 to i256
  %f114.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f114.8, ptr addrspace(1) %f114.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f115:
  %f115.0 = inttoptr i256 32 to ptr addrspace(2)
  %f115.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f115.0)
  %f115.2 = inttoptr i256 64 to ptr addrspace(2)
  %f115.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f115.2)
  %f115.4 = call i512 @shl_2x256(i256 %f115.1, i256 %f115.3)
  %f115.5 = lshr i512 %f115.4, 256
  %f115.6 = trunc i512 %f115.5 to i256
  %f115.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f115.6, ptr addrspace(1) %f115.7
  %f115.8 = trunc i512 %f115.4 to i256
  %f115.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f115.8, ptr addrspace(1) %f115.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f116:
  %f116.0 = inttoptr i256 32 to ptr addrspace(2)
  %f116.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f116.0)
  %f116.2 = inttoptr i256 64 to ptr addrspace(2)
  %f116.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f116.2)
  %f116.4 = call i512 @lshr_2x256(i256 %f116.1, i256 %f116.3)
  %f116.5 = lshr i512 %f116.4, 256
  %f116.6 = trunc i512 %f116.5 to i256
  %f116.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f116.6, ptr addrspace(1) %f116.7
  %f116.8 = trunc i512 %f116.4 to i256
  %f116.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f116.8, ptr addrspace(1) %f116.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f117:
  %f117.0 = inttoptr i256 32 to ptr addrspace(2)
  %f117.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f117.0)
  %f117.2 = inttoptr i256 64 to ptr addrspace(2)
  %f117.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f117.2)
  %f117.4 = call i512 @ashr_2x256(i256 %f117.1, i256 %f117.3)
  %f117.5 = lshr i512 %f117.4, 256
  %f117.6 = trunc i512 %f117.5 to i256
  %f117.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f117.6, ptr addrspace(1) %f117.7
  %f117.8 = trunc i512 %f117.4 to i256
  %f117.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f117.8, ptr addrspace(1) %f117.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f118:
  %f118.0 = inttoptr i256 32 to ptr addrspace(2)
  %f118.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f118.0)
  %f118.2 = inttoptr i256 64 to ptr addrspace(2)
  %f118.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f118.2)
  %f118.4 = call i512 @select_2x256(i256 %f118.1, i256 %f118.3)
  %f118.5 = lshr i512 %f118.4, 256
  %f118.6 = trunc i512 %f118.5 to i256
  %f118.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f118.6, ptr addrspace(1) %f118.7
  %f118.8 = trunc i512 %f118.4 to i256
  %f118.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f118.8, ptr addrspace(1) %f118.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f119:
  %f119.0 = inttoptr i256 32 to ptr addrspace(2)
  %f119.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f119.0)
  %f119.2 = inttoptr i256 64 to ptr addrspace(2)
  %f119.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f119.2)
  %f119.4 = call i512 @umin_2x256(i256 %f119.1, i256 %f119.3)
  %f119.5 = lshr i512 %f119.4, 256
  %f119.6 = trunc i512 %f119.5 to i256
  %f119.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f119.6, ptr addrspace(1) %f119.7
  %f119.8 = trunc i512 %f119.4 to i256
  %f119.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f119.8, ptr addrspace(1) %f119.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f120:
  %f120.0 = inttoptr i256 32 to ptr addrspace(2)
  %f120.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f120.0)
  %f120.2 = inttoptr i256 64 to ptr addrspace(2)
  %f120.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f120.2)
  %f120.4 = call i512 @smax_2x256(i256 %f120.1, i256 %f120.3)
  %f120.5 = lshr i512 %f120.4, 256
  %f120.6 = trunc i512 %f120.5 to i256
  %f120.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f120.6, ptr addrspace(1) %f120.7
  %f120.8 = trunc i512 %f120.4 to i256
  %f120.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f120.8, ptr addrspace(1) %f120.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f121:
  %f121.0 = inttoptr i256 32 to ptr addrspace(2)
  %f121.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f121.0)
  %f121.2 = inttoptr i256 64 to ptr addrspace(2)
  %f121.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f121.2)
  %f121.4 = call i512 @sdiv_2x256(i256 %f121.1, i256 %f121.3)
  %f121.5 = lshr i512 %f121.4, 256
  %f121.6 = trunc i512 %f121.5 to i256
  %f121.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f121.6, ptr addrspace(1) %f121.7
  %f121.8 = trunc i512 %f121.4 to i256
  %f121.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f121.8, ptr addrspace(1) %f121.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f122:
  %f122.0 = inttoptr i256 32 to ptr addrspace(2)
  %f122.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f122.0)
  %f122.2 = inttoptr i256 64 to ptr addrspace(2)
  %f122.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f122.2)
  %f122.4 = call i512 @srem_2x256(i256 %f122.1, i256 %f122.3)
  %f122.5 = lshr i512 %f122.4, 256
  %f122.6 = trunc i512 %f122.5 to i256
  %f122.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f122.6, ptr addrspace(1) %f122.7
  %f122.8 = trunc i512 %f122.4 to i256
  %f122.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f122.8, ptr addrspace(1) %f122.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f123:
  %f123.0 = inttoptr i256 32 to ptr addrspace(2)
  %f123.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f123.0)
  %f123.2 = inttoptr i256 64 to ptr addrspace(2)
  %f123.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f123.2)
  %f123.4 = call i2 @icmp_ult_2x256(i256 %f123.1, i256 %f123.3)
  %f123.5 = zext i2 %f123.4 to i256
  %f123.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f123.5, ptr addrspace(1) %f123.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f124:
  %f124.0 = inttoptr i256 32 to ptr addrspace(2)
  %f124.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f124.0)
  %f124.2 = inttoptr i256 64 to ptr addrspace(2)
  %f124.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f124.2)
  %f124.4 = call i2 @icmp_slt_2x256(i256 %f124.1, i256 %f124.3)
  %f124.5 = zext i2 %f124.4 to i256
  %f124.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f124.5, ptr addrspace(1) %f124.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f125:
  %f125.0 = inttoptr i256 32 to ptr addrspace(2)
  %f125.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f125.0)
  %f125.2 = inttoptr i256 64 to ptr addrspace(2)
  %f125.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f125.2)
  %f125.4 = call i2 @icmp_eq_2x256(i256 %f125.1, i256 %f125.3)
  %f125.5 = zext i2 %f125.4 to i256
  %f125.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f125.5, ptr addrspace(1) %f125.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f126:
  %f126.0 = inttoptr i256 32 to ptr addrspace(2)
  %f126.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f126.0)
  %f126.2 = inttoptr i256 64 to ptr addrspace(2)
  %f126.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f126.2)
  %f126.4 = call i518 @zext_2x256(i256 %f126.1, i256 %f126.3)
  %f126.5 = lshr i518 %f126.4, 512
  %f126.6 = trunc i518 %f126.5 to i256
  %f126.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f126.6, ptr addrspace(1) %f126.7
  %f126.8 = lshr i518 %f126.4, 256
  %f126.9 = trunc i518 %f126.8 to i256
  %f126.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f126.9, ptr addrspace(1) %f126.10
  %f126.11 = trunc i518 %f126.4 to i256
  %f126.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f126.11, ptr addrspace(1) %f126.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f127:
  %f127.0 = inttoptr i256 32 to ptr addrspace(2)
  %f127.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f127.0)
  %f127.2 = inttoptr i256 64 to ptr addrspace(2)
  %f127.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f127.2)
  %f127.4 = call i518 @sext_2x256(i256 %f127.1, i256 %f127.3)
  %f127.5 = lshr i518 %f127.4, 512
  %f127.6 = trunc i518 %f127.5 to i256
  %f127.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f127.6, ptr addrspace(1) %f127.7
  %f127.8 = lshr i518 %f127.4, 256
  %f127.9 = trunc i518 %f127.8 to i256
  %f127.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f127.9, ptr addrspace(1) %f127.10
  %f127.11 = trunc i518 %f127.4 to i256
  %f127.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f127.11, ptr addrspace(1) %f127.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f128:
  %f128.0 = inttoptr i256 32 to ptr addrspace(2)
  %f128.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f128.0)
  %f128.2 = inttoptr i256 64 to ptr addrspace(2)
  %f128.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f128.2)
  %f128.4 = call i256 @trunc_2x256(i256 %f128.1, i256 %f128.3)
  %f128.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f128.4, ptr addrspace(1) %f128.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f129:
  %f129.0 = inttoptr i256 32 to ptr addrspace(2)
  %f129.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f129.0)
  %f129.2 = inttoptr i256 64 to ptr addrspace(2)
  %f129.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f129.2)
  %f129.4 = call i514 @add_2x257(i256 %f129.1, i256 %f129.3)
  %f129.5 = lshr i514 %f129.4, 512
  %f129.6 = trunc i514 %f129.5 to i256
  %f129.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f129.6, ptr addrspace(1) %f129.7
  %f129.8 = lshr i514 %f129.4, 256
  %f129.9 = trunc i514 %f129.8 to i256
  %f129.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f129.9, ptr addrspace(1) %f129.10
  %f129.11 = trunc i514 %f129.4 to i256
  %f129.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f129.11, ptr addrspace(1) %f129.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f130:
  %f130.0 = inttoptr i256 32 to ptr addrspace(2)
  %f130.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f130.0)
  %f130.2 = inttoptr i256 64 to ptr addrspace(2)
  %f130.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f130.2)
  %f130.4 = call i514 @sub_2x257(i256 %f130.1, i256 %f130.3)
  %f130.5 = lshr i514 %f130.4, 512
  %f130.6 = trunc i514 %f130.5 to i256
  %f130.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f130.6, ptr addrspace(1) %f130.7
  %f130.8 = lshr i514 %f130.4, 256
  %f130.9 = trunc i514 %f130.8 to i256
  %f130.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f130.9, ptr addrspace(1) %f130.10
  %f130.11 = trunc i514 %f130.4 to i256
  %f130.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f130.11, ptr addrspace(1) %f130.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f131:
  %f131.0 = inttoptr i256 32 to ptr addrspace(2)
  %f131.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f131.0)
  %f131.2 = inttoptr i256 64 to ptr addrspace(2)
  %f131.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f131.2)
  %f131.4 = call i514 @mul_2x257(i256 %f131.1, i256 %f131.3)
  %f131.5 = lshr i514 %f131.4, 512
  %f131.6 = trunc i514 %f131.5 to i256
  %f131.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f131.6, ptr addrspace(1) %f131.7
  %f131.8 = lshr i514 %f131.4, 256
  %f131.9 = trunc i514 %f131.8 to i256
  %f131.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f131.9, ptr addrspace(1) %f131.10
  %f131.11 = trunc i514 %f131.4 to i256
  %f131.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f131.11, ptr addrspace(1) %f131.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f132:
  %f132.0 = inttoptr i256 32 to ptr addrspace(2)
  %f132.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f132.0)
  %f132.2 = inttoptr i256 64 to ptr addrspace(2)
  %f132.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f132.2)
  %f132.4 = call i514 @and_2x257(i256 %f132.1, i256 %f132.3)
  %f132.5 = lshr i514 %f132.4, 512
  %f132.6 = trunc i514 %f132.5 to i256
  %f132.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f132.6, ptr addrspace(1) %f132.7
  %f132.8 = lshr i514 %f132.4, 256
  %f132.9 = trunc i514 %f132.8 to i256
  %f132.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f132.9, ptr addrspace(1) %f132.10
  %f132.11 = trunc i514 %f132.4 to i256
  %f132.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f132.11, ptr addrspace(1) %f132.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f133:
  %f133.0 = inttoptr i256 32 to ptr addrspace(2)
  %f133.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f133.0)
  %f133.2 = inttoptr i256 64 to ptr addrspace(2)
  %f133.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f133.2)
  %f133.4 = call i514 @or_2x257(i256 %f133.1, i256 %f133.3)
  %f133.5 = lshr i514 %f133.4, 512
  %f133.6 = trunc i514 %f133.5 to i256
  %f133.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f133.6, ptr addrspace(1) %f133.7
  %f133.8 = lshr i514 %f133.4, 256
  %f133.9 = trunc i514 %f133.8 to i256
  %f133.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f133.9, ptr addrspace(1) %f133.10
  %f133.11 = trunc i514 %f133.4 to i256
  %f133.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f133.11, ptr addrspace(1) %f133.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f134:
  %f134.0 = inttoptr i256 32 to ptr addrspace(2)
  %f134.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f134.0)
  %f134.2 = inttoptr i256 64 to ptr addrspace(2)
  %f134.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f134.2)
  %f134.4 = call i514 @xor_2x257(i256 %f134.1, i256 %f134.3)
  %f134.5 = lshr i514 %f134.4, 512
  %f134.6 = trunc i514 %f134.5 to i256
  %f134.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f134.6, ptr addrspace(1) %f134.7
  %f134.8 = lshr i514 %f134.4, 256
  %f134.9 = trunc i514 %f134.8 to i256
  %f134.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f134.9, ptr addrspace(1) %f134.10
  %f134.11 = trunc i514 %f134.4 to i256
  %f134.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f134.11, ptr addrspace(1) %f134.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f135:
  %f135.0 = inttoptr i256 32 to ptr addrspace(2)
  %f135.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f135.0)
  %f135.2 = inttoptr i256 64 to ptr addrspace(2)
  %f135.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f135.2)
  %f135.4 = call i514 @udiv_2x257(i256 %f135.1, i256 %f135.3)
  %f135.5 = lshr i514 %f135.4, 512
  %f135.6 = trunc i514 %f135.5 to i256
  %f135.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f135.6, ptr addrspace(1) %f135.7
  %f135.8 = lshr i514 %f135.4, 256
  %f135.9 = trunc i514 %f135.8 to i256
  %f135.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f135.9, ptr addrspace(1) %f135.10
  %f135.11 = trunc i514 %f135.4 to i256
  %f135.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f135.11, ptr addrspace(1) %f135.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f136:
  %f136.0 = inttoptr i256 32 to ptr addrspace(2)
  %f136.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f136.0)
  %f136.2 = inttoptr i256 64 to ptr addrspace(2)
  %f136.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f136.2)
  %f136.4 = call i514 @urem_2x257(i256 %f136.1, i256 %f136.3)
  %f136.5 = lshr i514 %f136.4, 512
  %f136.6 = trunc i514 %f136.5 to i256
  %f136.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f136.6, ptr addrspace(1) %f136.7
  %f136.8 = lshr i514 %f136.4, 256
  %f136.9 = trunc i514 %f136.8 to i256
  %f136.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f136.9, ptr addrspace(1) %f136.10
  %f136.11 = trunc i514 %f136.4 to i256
  %f136.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f136.11, ptr addrspace(1) %f136.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f137:
  %f137.0 = inttoptr i256 32 to ptr addrspace(2)
  %f137.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f137.0)
  %f137.2 = inttoptr i256 64 to ptr addrspace(2)
  %f137.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f137.2)
  %f137.4 = call i514 @shl_2x257(i256 %f137.1, i256 %f137.3)
  %f137.5 = lshr i514 %f137.4, 512
  %f137.6 = trunc i514 %f137.5 to i256
  %f137.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f137.6, ptr addrspace(1) %f137.7
  %f137.8 = lshr i514 %f137.4, 256
  %f137.9 = trunc i514 %f137.8 to i256
  %f137.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f137.9, ptr addrspace(1) %f137.10
  %f137.11 = trunc i514 %f137.4 to i256
  %f137.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f137.11, ptr addrspace(1) %f137.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f138:
  %f138.0 = inttoptr i256 32 to ptr addrspace(2)
  %f138.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f138.0)
  %f138.2 = inttoptr i256 64 to ptr addrspace(2)
  %f138.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f138.2)
  %f138.4 = call i514 @lshr_2x257(i256 %f138.1, i256 %f138.3)
  %f138.5 = lshr i514 %f138.4, 512
  %f138.6 = trunc i514 %f138.5 to i256
  %f138.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f138.6, ptr addrspace(1) %f138.7
  %f138.8 = lshr i514 %f138.4, 256
  %f138.9 = trunc i514 %f138.8 to i256
  %f138.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f138.9, ptr addrspace(1) %f138.10
  %f138.11 = trunc i514 %f138.4 to i256
  %f138.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f138.11, ptr addrspace(1) %f138.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f139:
  %f139.0 = inttoptr i256 32 to ptr addrspace(2)
  %f139.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f139.0)
  %f139.2 = inttoptr i256 64 to ptr addrspace(2)
  %f139.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f139.2)
  %f139.4 = call i514 @ashr_2x257(i256 %f139.1, i256 %f139.3)
  %f139.5 = lshr i514 %f139.4, 512
  %f139.6 = trunc i514 %f139.5 to i256
  %f139.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f139.6, ptr addrspace(1) %f139.7
  %f139.8 = lshr i514 %f139.4, 256
  %f139.9 = trunc i514 %f139.8 to i256
  %f139.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f139.9, ptr addrspace(1) %f139.10
  %f139.11 = trunc i514 %f139.4 to i256
  %f139.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f139.11, ptr addrspace(1) %f139.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f140:
  %f140.0 = inttoptr i256 32 to ptr addrspace(2)
  %f140.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f140.0)
  %f140.2 = inttoptr i256 64 to ptr addrspace(2)
  %f140.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f140.2)
  %f140.4 = call i514 @select_2x257(i256 %f140.1, i256 %f140.3)
  %f140.5 = lshr i514 %f140.4, 512
  %f140.6 = trunc i514 %f140.5 to i256
  %f140.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f140.6, ptr addrspace(1) %f140.7
  %f140.8 = lshr i514 %f140.4, 256
  %f140.9 = trunc i514 %f140.8 to i256
  %f140.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f140.9, ptr addrspace(1) %f140.10
  %f140.11 = trunc i514 %f140.4 to i256
  %f140.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f140.11, ptr addrspace(1) %f140.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f141:
  %f141.0 = inttoptr i256 32 to ptr addrspace(2)
  %f141.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f141.0)
  %f141.2 = inttoptr i256 64 to ptr addrspace(2)
  %f141.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f141.2)
  %f141.4 = call i514 @umin_2x257(i256 %f141.1, i256 %f141.3)
  %f141.5 = lshr i514 %f141.4, 512
  %f141.6 = trunc i514 %f141.5 to i256
  %f141.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f141.6, ptr addrspace(1) %f141.7
  %f141.8 = lshr i514 %f141.4, 256
  %f141.9 = trunc i514 %f141.8 to i256
  %f141.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f141.9, ptr addrspace(1) %f141.10
  %f141.11 = trunc i514 %f141.4 to i256
  %f141.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f141.11, ptr addrspace(1) %f141.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f142:
  %f142.0 = inttoptr i256 32 to ptr addrspace(2)
  %f142.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f142.0)
  %f142.2 = inttoptr i256 64 to ptr addrspace(2)
  %f142.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f142.2)
  %f142.4 = call i514 @smax_2x257(i256 %f142.1, i256 %f142.3)
  %f142.5 = lshr i514 %f142.4, 512
  %f142.6 = trunc i514 %f142.5 to i256
  %f142.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f142.6, ptr addrspace(1) %f142.7
  %f142.8 = lshr i514 %f142.4, 256
  %f142.9 = trunc i514 %f142.8 to i256
  %f142.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f142.9, ptr addrspace(1) %f142.10
  %f142.11 = trunc i514 %f142.4 to i256
  %f142.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f142.11, ptr addrspace(1) %f142.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f143:
  %f143.0 = inttoptr i256 32 to ptr addrspace(2)
  %f143.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f143.0)
  %f143.2 = inttoptr i256 64 to ptr addrspace(2)
  %f143.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f143.2)
  %f143.4 = call i514 @sdiv_2x257(i256 %f143.1, i256 %f143.3)
  %f143.5 = lshr i514 %f143.4, 512
  %f143.6 = trunc i514 %f143.5 to i256
  %f143.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f143.6, ptr addrspace(1) %f143.7
  %f143.8 = lshr i514 %f143.4, 256
  %f143.9 = trunc i514 %f143.8 to i256
  %f143.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f143.9, ptr addrspace(1) %f143.10
  %f143.11 = trunc i514 %f143.4 to i256
  %f143.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f143.11, ptr addrspace(1) %f143.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f144:
  %f144.0 = inttoptr i256 32 to ptr addrspace(2)
  %f144.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f144.0)
  %f144.2 = inttoptr i256 64 to ptr addrspace(2)
  %f144.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f144.2)
  %f144.4 = call i514 @srem_2x257(i256 %f144.1, i256 %f144.3)
  %f144.5 = lshr i514 %f144.4, 512
  %f144.6 = trunc i514 %f144.5 to i256
  %f144.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f144.6, ptr addrspace(1) %f144.7
  %f144.8 = lshr i514 %f144.4, 256
  %f144.9 = trunc i514 %f144.8 to i256
  %f144.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f144.9, ptr addrspace(1) %f144.10
  %f144.11 = trunc i514 %f144.4 to i256
  %f144.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f144.11, ptr addrspace(1) %f144.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f145:
  %f145.0 = inttoptr i256 32 to ptr addrspace(2)
  %f145.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f145.0)
  %f145.2 = inttoptr i256 64 to ptr addrspace(2)
  %f145.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f145.2)
  %f145.4 = call i2 @icmp_ult_2x257(i256 %f145.1, i256 %f145.3)
  %f145.5 = zext i2 %f145.4 to i256
  %f145.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f145.5, ptr addrspace(1) %f145.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f146:
  %f146.0 = inttoptr i256 32 to ptr addrspace(2)
  %f146.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f146.0)
  %f146.2 = inttoptr i256 64 to ptr addrspace(2)
  %f146.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f146.2)
  %f146.4 = call i2 @icmp_slt_2x257(i256 %f146.1, i256 %f146.3)
  %f146.5 = zext i2 %f146.4 to i256
  %f146.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f146.5, ptr addrspace(1) %f146.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f147:
  %f147.0 = inttoptr i256 32 to ptr addrspace(2)
  %f147.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f147.0)
  %f147.2 = inttoptr i256 64 to ptr addrspace(2)
  %f147.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f147.2)
  %f147.4 = call i2 @icmp_eq_2x257(i256 %f147.1, i256 %f147.3)
  %f147.5 = zext i2 %f147.4 to i256
  %f147.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f147.5, ptr addrspace(1) %f147.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f148:
  %f148.0 = inttoptr i256 32 to ptr addrspace(2)
  %f148.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f148.0)
  %f148.2 = inttoptr i256 64 to ptr addrspace(2)
  %f148.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f148.2)
  %f148.4 = call i520 @zext_2x257(i256 %f148.1, i256 %f148.3)
  %f148.5 = lshr i520 %f148.4, 512
  %f148.6 = trunc i520 %f148.5 to i256
  %f148.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f148.6, ptr addrspace(1) %f148.7
  %f148.8 = lshr i520 %f148.4, 256
  %f148.9 = trunc i520 %f148.8 to i256
  %f148.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f148.9, ptr addrspace(1) %f148.10
  %f148.11 = trunc i520 %f148.4 to i256
  %f148.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f148.11, ptr addrspace(1) %f148.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f149:
  %f149.0 = inttoptr i256 32 to ptr addrspace(2)
  %f149.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f149.0)
  %f149.2 = inttoptr i256 64 to ptr addrspace(2)
  %f149.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f149.2)
  %f149.4 = call i520 @sext_2x257(i256 %f149.1, i256 %f149.3)
  %f149.5 = lshr i520 %f149.4, 512
  %f149.6 = trunc i520 %f149.5 to i256
  %f149.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f149.6, ptr addrspace(1) %f149.7
  %f149.8 = lshr i520 %f149.4, 256
  %f149.9 = trunc i520 %f149.8 to i256
  %f149.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f149.9, ptr addrspace(1) %f149.10
  %f149.11 = trunc i520 %f149.4 to i256
  %f149.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f149.11, ptr addrspace(1) %f149.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f150:
  %f150.0 = inttoptr i256 32 to ptr addrspace(2)
  %f150.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f150.0)
  %f150.2 = inttoptr i256 64 to ptr addrspace(2)
  %f150.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f150.2)
  %f150.4 = call i256 @trunc_2x257(i256 %f150.1, i256 %f150.3)
  %f150.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f150.4, ptr addrspace(1) %f150.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i8 @add_8x1(i256 %a, i256 %b) {
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
  %v = add <8 x i1> %va, %vb
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

define i8 @sub_8x1(i256 %a, i256 %b) {
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
  %v = sub <8 x i1> %va, %vb
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

define i8 @mul_8x1(i256 %a, i256 %b) {
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
  %v = mul <8 x i1> %va, %vb
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

define i8 @and_8x1(i256 %a, i256 %b) {
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
  %v = and <8 x i1> %va, %vb
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

define i8 @or_8x1(i256 %a, i256 %b) {
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
  %v = or <8 x i1> %va, %vb
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

define i8 @xor_8x1(i256 %a, i256 %b) {
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
  %v = xor <8 x i1> %va, %vb
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

define i8 @udiv_8x1(i256 %a, i256 %b) {
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
  %d = or <8 x i1> %vb, <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>
  %v = udiv <8 x i1> %va, %d
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

define i8 @urem_8x1(i256 %a, i256 %b) {
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
  %d = or <8 x i1> %vb, <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>
  %v = urem <8 x i1> %va, %d
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

define i8 @shl_8x1(i256 %a, i256 %b) {
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
  %v = shl <8 x i1> %va, zeroinitializer
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

define i8 @lshr_8x1(i256 %a, i256 %b) {
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
  %v = lshr <8 x i1> %va, zeroinitializer
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

define i8 @ashr_8x1(i256 %a, i256 %b) {
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
  %v = ashr <8 x i1> %va, zeroinitializer
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

define i8 @select_8x1(i256 %a, i256 %b) {
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
  %c = icmp ugt <8 x i1> %va, %vb
  %v = select <8 x i1> %c, <8 x i1> %vb, <8 x i1> %va
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

define i8 @umin_8x1(i256 %a, i256 %b) {
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
  %v = call <8 x i1> @llvm.umin.v8i1(<8 x i1> %va, <8 x i1> %vb)
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

define i8 @smax_8x1(i256 %a, i256 %b) {
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
  %v = call <8 x i1> @llvm.smax.v8i1(<8 x i1> %va, <8 x i1> %vb)
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

define i8 @icmp_ult_8x1(i256 %a, i256 %b) {
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
  %v = icmp ult <8 x i1> %va, %vb
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

define i8 @icmp_slt_8x1(i256 %a, i256 %b) {
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
  %v = icmp slt <8 x i1> %va, %vb
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

define i8 @icmp_eq_8x1(i256 %a, i256 %b) {
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
  %v = icmp eq <8 x i1> %va, %vb
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

define i32 @zext_8x1(i256 %a, i256 %b) {
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
  %v = zext <8 x i1> %va to <8 x i4>
  %p.e0 = extractelement <8 x i4> %v, i32 0
  %p.z0 = zext i4 %p.e0 to i32
  %p.s0 = shl i32 %p.z0, 0
  %p.e1 = extractelement <8 x i4> %v, i32 1
  %p.z1 = zext i4 %p.e1 to i32
  %p.s1 = shl i32 %p.z1, 4
  %p.o1 = or i32 %p.s0, %p.s1
  %p.e2 = extractelement <8 x i4> %v, i32 2
  %p.z2 = zext i4 %p.e2 to i32
  %p.s2 = shl i32 %p.z2, 8
  %p.o2 = or i32 %p.o1, %p.s2
  %p.e3 = extractelement <8 x i4> %v, i32 3
  %p.z3 = zext i4 %p.e3 to i32
  %p.s3 = shl i32 %p.z3, 12
  %p.o3 = or i32 %p.o2, %p.s3
  %p.e4 = extractelement <8 x i4> %v, i32 4
  %p.z4 = zext i4 %p.e4 to i32
  %p.s4 = shl i32 %p.z4, 16
  %p.o4 = or i32 %p.o3, %p.s4
  %p.e5 = extractelement <8 x i4> %v, i32 5
  %p.z5 = zext i4 %p.e5 to i32
  %p.s5 = shl i32 %p.z5, 20
  %p.o5 = or i32 %p.o4, %p.s5
  %p.e6 = extractelement <8 x i4> %v, i32 6
  %p.z6 = zext i4 %p.e6 to i32
  %p.s6 = shl i32 %p.z6, 24
  %p.o6 = or i32 %p.o5, %p.s6
  %p.e7 = extractelement <8 x i4> %v, i32 7
  %p.z7 = zext i4 %p.e7 to i32
  %p.s7 = shl i32 %p.z7, 28
  %p.o7 = or i32 %p.o6, %p.s7
  %r = or i32 %p.o7, 0
  ret i32 %r
}

define i32 @sext_8x1(i256 %a, i256 %b) {
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
  %v = sext <8 x i1> %va to <8 x i4>
  %p.e0 = extractelement <8 x i4> %v, i32 0
  %p.z0 = zext i4 %p.e0 to i32
  %p.s0 = shl i32 %p.z0, 0
  %p.e1 = extractelement <8 x i4> %v, i32 1
  %p.z1 = zext i4 %p.e1 to i32
  %p.s1 = shl i32 %p.z1, 4
  %p.o1 = or i32 %p.s0, %p.s1
  %p.e2 = extractelement <8 x i4> %v, i32 2
  %p.z2 = zext i4 %p.e2 to i32
  %p.s2 = shl i32 %p.z2, 8
  %p.o2 = or i32 %p.o1, %p.s2
  %p.e3 = extractelement <8 x i4> %v, i32 3
  %p.z3 = zext i4 %p.e3 to i32
  %p.s3 = shl i32 %p.z3, 12
  %p.o3 = or i32 %p.o2, %p.s3
  %p.e4 = extractelement <8 x i4> %v, i32 4
  %p.z4 = zext i4 %p.e4 to i32
  %p.s4 = shl i32 %p.z4, 16
  %p.o4 = or i32 %p.o3, %p.s4
  %p.e5 = extractelement <8 x i4> %v, i32 5
  %p.z5 = zext i4 %p.e5 to i32
  %p.s5 = shl i32 %p.z5, 20
  %p.o5 = or i32 %p.o4, %p.s5
  %p.e6 = extractelement <8 x i4> %v, i32 6
  %p.z6 = zext i4 %p.e6 to i32
  %p.s6 = shl i32 %p.z6, 24
  %p.o6 = or i32 %p.o5, %p.s6
  %p.e7 = extractelement <8 x i4> %v, i32 7
  %p.z7 = zext i4 %p.e7 to i32
  %p.s7 = shl i32 %p.z7, 28
  %p.o7 = or i32 %p.o6, %p.s7
  %r = or i32 %p.o7, 0
  ret i32 %r
}

define i15 @add_3x5(i256 %a, i256 %b) {
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
  %v = add <3 x i5> %va, %vb
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

define i15 @sub_3x5(i256 %a, i256 %b) {
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
  %v = sub <3 x i5> %va, %vb
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

define i15 @mul_3x5(i256 %a, i256 %b) {
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
  %v = mul <3 x i5> %va, %vb
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

define i15 @and_3x5(i256 %a, i256 %b) {
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
  %v = and <3 x i5> %va, %vb
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

define i15 @or_3x5(i256 %a, i256 %b) {
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
  %v = or <3 x i5> %va, %vb
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

define i15 @xor_3x5(i256 %a, i256 %b) {
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
  %v = xor <3 x i5> %va, %vb
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

define i15 @udiv_3x5(i256 %a, i256 %b) {
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
  %d = or <3 x i5> %vb, <i5 1, i5 1, i5 1>
  %v = udiv <3 x i5> %va, %d
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

define i15 @urem_3x5(i256 %a, i256 %b) {
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
  %d = or <3 x i5> %vb, <i5 1, i5 1, i5 1>
  %v = urem <3 x i5> %va, %d
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

define i15 @shl_3x5(i256 %a, i256 %b) {
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
  %m = urem <3 x i5> %vb, <i5 5, i5 5, i5 5>
  %v = shl <3 x i5> %va, %m
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

define i15 @lshr_3x5(i256 %a, i256 %b) {
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
  %m = urem <3 x i5> %vb, <i5 5, i5 5, i5 5>
  %v = lshr <3 x i5> %va, %m
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

define i15 @ashr_3x5(i256 %a, i256 %b) {
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
  %m = urem <3 x i5> %vb, <i5 5, i5 5, i5 5>
  %v = ashr <3 x i5> %va, %m
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

define i15 @select_3x5(i256 %a, i256 %b) {
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
  %c = icmp ugt <3 x i5> %va, %vb
  %v = select <3 x i1> %c, <3 x i5> %vb, <3 x i5> %va
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

define i15 @umin_3x5(i256 %a, i256 %b) {
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
  %v = call <3 x i5> @llvm.umin.v3i5(<3 x i5> %va, <3 x i5> %vb)
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

define i15 @smax_3x5(i256 %a, i256 %b) {
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
  %v = call <3 x i5> @llvm.smax.v3i5(<3 x i5> %va, <3 x i5> %vb)
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

define i15 @sdiv_3x5(i256 %a, i256 %b) {
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
  %h = lshr <3 x i5> %vb, <i5 1, i5 1, i5 1>
  %d = or <3 x i5> %h, <i5 1, i5 1, i5 1>
  %v = sdiv <3 x i5> %va, %d
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

define i15 @srem_3x5(i256 %a, i256 %b) {
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
  %h = lshr <3 x i5> %vb, <i5 1, i5 1, i5 1>
  %d = or <3 x i5> %h, <i5 1, i5 1, i5 1>
  %v = srem <3 x i5> %va, %d
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

define i3 @icmp_ult_3x5(i256 %a, i256 %b) {
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
  %v = icmp ult <3 x i5> %va, %vb
  %p.e0 = extractelement <3 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i3
  %p.s0 = shl i3 %p.z0, 0
  %p.e1 = extractelement <3 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i3
  %p.s1 = shl i3 %p.z1, 1
  %p.o1 = or i3 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i3
  %p.s2 = shl i3 %p.z2, 2
  %p.o2 = or i3 %p.o1, %p.s2
  %r = or i3 %p.o2, 0
  ret i3 %r
}

define i3 @icmp_slt_3x5(i256 %a, i256 %b) {
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
  %v = icmp slt <3 x i5> %va, %vb
  %p.e0 = extractelement <3 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i3
  %p.s0 = shl i3 %p.z0, 0
  %p.e1 = extractelement <3 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i3
  %p.s1 = shl i3 %p.z1, 1
  %p.o1 = or i3 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i3
  %p.s2 = shl i3 %p.z2, 2
  %p.o2 = or i3 %p.o1, %p.s2
  %r = or i3 %p.o2, 0
  ret i3 %r
}

define i3 @icmp_eq_3x5(i256 %a, i256 %b) {
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
  %v = icmp eq <3 x i5> %va, %vb
  %p.e0 = extractelement <3 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i3
  %p.s0 = shl i3 %p.z0, 0
  %p.e1 = extractelement <3 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i3
  %p.s1 = shl i3 %p.z1, 1
  %p.o1 = or i3 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i3
  %p.s2 = shl i3 %p.z2, 2
  %p.o2 = or i3 %p.o1, %p.s2
  %r = or i3 %p.o2, 0
  ret i3 %r
}

define i24 @zext_3x5(i256 %a, i256 %b) {
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
  %v = zext <3 x i5> %va to <3 x i8>
  %p.e0 = extractelement <3 x i8> %v, i32 0
  %p.z0 = zext i8 %p.e0 to i24
  %p.s0 = shl i24 %p.z0, 0
  %p.e1 = extractelement <3 x i8> %v, i32 1
  %p.z1 = zext i8 %p.e1 to i24
  %p.s1 = shl i24 %p.z1, 8
  %p.o1 = or i24 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i8> %v, i32 2
  %p.z2 = zext i8 %p.e2 to i24
  %p.s2 = shl i24 %p.z2, 16
  %p.o2 = or i24 %p.o1, %p.s2
  %r = or i24 %p.o2, 0
  ret i24 %r
}

define i24 @sext_3x5(i256 %a, i256 %b) {
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
  %v = sext <3 x i5> %va to <3 x i8>
  %p.e0 = extractelement <3 x i8> %v, i32 0
  %p.z0 = zext i8 %p.e0 to i24
  %p.s0 = shl i24 %p.z0, 0
  %p.e1 = extractelement <3 x i8> %v, i32 1
  %p.z1 = zext i8 %p.e1 to i24
  %p.s1 = shl i24 %p.z1, 8
  %p.o1 = or i24 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i8> %v, i32 2
  %p.z2 = zext i8 %p.e2 to i24
  %p.s2 = shl i24 %p.z2, 16
  %p.o2 = or i24 %p.o1, %p.s2
  %r = or i24 %p.o2, 0
  ret i24 %r
}

define i6 @trunc_3x5(i256 %a, i256 %b) {
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
  %v = trunc <3 x i5> %va to <3 x i2>
  %p.e0 = extractelement <3 x i2> %v, i32 0
  %p.z0 = zext i2 %p.e0 to i6
  %p.s0 = shl i6 %p.z0, 0
  %p.e1 = extractelement <3 x i2> %v, i32 1
  %p.z1 = zext i2 %p.e1 to i6
  %p.s1 = shl i6 %p.z1, 2
  %p.o1 = or i6 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i2> %v, i32 2
  %p.z2 = zext i2 %p.e2 to i6
  %p.s2 = shl i6 %p.z2, 4
  %p.o2 = or i6 %p.o1, %p.s2
  %r = or i6 %p.o2, 0
  ret i6 %r
}

define i32 @add_4x8(i256 %a, i256 %b) {
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
  %v = add <4 x i8> %va, %vb
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

define i32 @sub_4x8(i256 %a, i256 %b) {
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
  %v = sub <4 x i8> %va, %vb
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

define i32 @mul_4x8(i256 %a, i256 %b) {
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
  %v = mul <4 x i8> %va, %vb
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

define i32 @and_4x8(i256 %a, i256 %b) {
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
  %v = and <4 x i8> %va, %vb
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

define i32 @or_4x8(i256 %a, i256 %b) {
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
  %v = or <4 x i8> %va, %vb
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

define i32 @xor_4x8(i256 %a, i256 %b) {
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
  %v = xor <4 x i8> %va, %vb
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

define i32 @udiv_4x8(i256 %a, i256 %b) {
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
  %d = or <4 x i8> %vb, <i8 1, i8 1, i8 1, i8 1>
  %v = udiv <4 x i8> %va, %d
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

define i32 @urem_4x8(i256 %a, i256 %b) {
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
  %d = or <4 x i8> %vb, <i8 1, i8 1, i8 1, i8 1>
  %v = urem <4 x i8> %va, %d
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

define i32 @shl_4x8(i256 %a, i256 %b) {
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
  %m = urem <4 x i8> %vb, <i8 8, i8 8, i8 8, i8 8>
  %v = shl <4 x i8> %va, %m
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

define i32 @lshr_4x8(i256 %a, i256 %b) {
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
  %m = urem <4 x i8> %vb, <i8 8, i8 8, i8 8, i8 8>
  %v = lshr <4 x i8> %va, %m
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

define i32 @ashr_4x8(i256 %a, i256 %b) {
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
  %m = urem <4 x i8> %vb, <i8 8, i8 8, i8 8, i8 8>
  %v = ashr <4 x i8> %va, %m
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

define i32 @select_4x8(i256 %a, i256 %b) {
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
  %c = icmp ugt <4 x i8> %va, %vb
  %v = select <4 x i1> %c, <4 x i8> %vb, <4 x i8> %va
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

define i32 @umin_4x8(i256 %a, i256 %b) {
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
  %v = call <4 x i8> @llvm.umin.v4i8(<4 x i8> %va, <4 x i8> %vb)
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

define i32 @smax_4x8(i256 %a, i256 %b) {
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
  %v = call <4 x i8> @llvm.smax.v4i8(<4 x i8> %va, <4 x i8> %vb)
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

define i32 @sdiv_4x8(i256 %a, i256 %b) {
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
  %h = lshr <4 x i8> %vb, <i8 1, i8 1, i8 1, i8 1>
  %d = or <4 x i8> %h, <i8 1, i8 1, i8 1, i8 1>
  %v = sdiv <4 x i8> %va, %d
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

define i32 @srem_4x8(i256 %a, i256 %b) {
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
  %h = lshr <4 x i8> %vb, <i8 1, i8 1, i8 1, i8 1>
  %d = or <4 x i8> %h, <i8 1, i8 1, i8 1, i8 1>
  %v = srem <4 x i8> %va, %d
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

define i4 @icmp_ult_4x8(i256 %a, i256 %b) {
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
  %v = icmp ult <4 x i8> %va, %vb
  %p.e0 = extractelement <4 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i4
  %p.s0 = shl i4 %p.z0, 0
  %p.e1 = extractelement <4 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i4
  %p.s1 = shl i4 %p.z1, 1
  %p.o1 = or i4 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i4
  %p.s2 = shl i4 %p.z2, 2
  %p.o2 = or i4 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i4
  %p.s3 = shl i4 %p.z3, 3
  %p.o3 = or i4 %p.o2, %p.s3
  %r = or i4 %p.o3, 0
  ret i4 %r
}

define i4 @icmp_slt_4x8(i256 %a, i256 %b) {
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
  %v = icmp slt <4 x i8> %va, %vb
  %p.e0 = extractelement <4 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i4
  %p.s0 = shl i4 %p.z0, 0
  %p.e1 = extractelement <4 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i4
  %p.s1 = shl i4 %p.z1, 1
  %p.o1 = or i4 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i4
  %p.s2 = shl i4 %p.z2, 2
  %p.o2 = or i4 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i4
  %p.s3 = shl i4 %p.z3, 3
  %p.o3 = or i4 %p.o2, %p.s3
  %r = or i4 %p.o3, 0
  ret i4 %r
}

define i4 @icmp_eq_4x8(i256 %a, i256 %b) {
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
  %v = icmp eq <4 x i8> %va, %vb
  %p.e0 = extractelement <4 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i4
  %p.s0 = shl i4 %p.z0, 0
  %p.e1 = extractelement <4 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i4
  %p.s1 = shl i4 %p.z1, 1
  %p.o1 = or i4 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i4
  %p.s2 = shl i4 %p.z2, 2
  %p.o2 = or i4 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i4
  %p.s3 = shl i4 %p.z3, 3
  %p.o3 = or i4 %p.o2, %p.s3
  %r = or i4 %p.o3, 0
  ret i4 %r
}

define i44 @zext_4x8(i256 %a, i256 %b) {
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
  %v = zext <4 x i8> %va to <4 x i11>
  %p.e0 = extractelement <4 x i11> %v, i32 0
  %p.z0 = zext i11 %p.e0 to i44
  %p.s0 = shl i44 %p.z0, 0
  %p.e1 = extractelement <4 x i11> %v, i32 1
  %p.z1 = zext i11 %p.e1 to i44
  %p.s1 = shl i44 %p.z1, 11
  %p.o1 = or i44 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i11> %v, i32 2
  %p.z2 = zext i11 %p.e2 to i44
  %p.s2 = shl i44 %p.z2, 22
  %p.o2 = or i44 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i11> %v, i32 3
  %p.z3 = zext i11 %p.e3 to i44
  %p.s3 = shl i44 %p.z3, 33
  %p.o3 = or i44 %p.o2, %p.s3
  %r = or i44 %p.o3, 0
  ret i44 %r
}

define i44 @sext_4x8(i256 %a, i256 %b) {
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
  %v = sext <4 x i8> %va to <4 x i11>
  %p.e0 = extractelement <4 x i11> %v, i32 0
  %p.z0 = zext i11 %p.e0 to i44
  %p.s0 = shl i44 %p.z0, 0
  %p.e1 = extractelement <4 x i11> %v, i32 1
  %p.z1 = zext i11 %p.e1 to i44
  %p.s1 = shl i44 %p.z1, 11
  %p.o1 = or i44 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i11> %v, i32 2
  %p.z2 = zext i11 %p.e2 to i44
  %p.s2 = shl i44 %p.z2, 22
  %p.o2 = or i44 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i11> %v, i32 3
  %p.z3 = zext i11 %p.e3 to i44
  %p.s3 = shl i44 %p.z3, 33
  %p.o3 = or i44 %p.o2, %p.s3
  %r = or i44 %p.o3, 0
  ret i44 %r
}

define i16 @trunc_4x8(i256 %a, i256 %b) {
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
  %v = trunc <4 x i8> %va to <4 x i4>
  %p.e0 = extractelement <4 x i4> %v, i32 0
  %p.z0 = zext i4 %p.e0 to i16
  %p.s0 = shl i16 %p.z0, 0
  %p.e1 = extractelement <4 x i4> %v, i32 1
  %p.z1 = zext i4 %p.e1 to i16
  %p.s1 = shl i16 %p.z1, 4
  %p.o1 = or i16 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i4> %v, i32 2
  %p.z2 = zext i4 %p.e2 to i16
  %p.s2 = shl i16 %p.z2, 8
  %p.o2 = or i16 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i4> %v, i32 3
  %p.z3 = zext i4 %p.e3 to i16
  %p.s3 = shl i16 %p.z3, 12
  %p.o3 = or i16 %p.o2, %p.s3
  %r = or i16 %p.o3, 0
  ret i16 %r
}

define i128 @add_4x32(i256 %a, i256 %b) {
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
  %v = add <4 x i32> %va, %vb
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

define i128 @sub_4x32(i256 %a, i256 %b) {
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
  %v = sub <4 x i32> %va, %vb
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

define i128 @mul_4x32(i256 %a, i256 %b) {
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
  %v = mul <4 x i32> %va, %vb
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

define i128 @and_4x32(i256 %a, i256 %b) {
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
  %v = and <4 x i32> %va, %vb
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

define i128 @or_4x32(i256 %a, i256 %b) {
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
  %v = or <4 x i32> %va, %vb
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

define i128 @xor_4x32(i256 %a, i256 %b) {
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
  %v = xor <4 x i32> %va, %vb
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

define i128 @udiv_4x32(i256 %a, i256 %b) {
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
  %d = or <4 x i32> %vb, <i32 1, i32 1, i32 1, i32 1>
  %v = udiv <4 x i32> %va, %d
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

define i128 @urem_4x32(i256 %a, i256 %b) {
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
  %d = or <4 x i32> %vb, <i32 1, i32 1, i32 1, i32 1>
  %v = urem <4 x i32> %va, %d
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

define i128 @shl_4x32(i256 %a, i256 %b) {
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
  %m = urem <4 x i32> %vb, <i32 32, i32 32, i32 32, i32 32>
  %v = shl <4 x i32> %va, %m
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

define i128 @lshr_4x32(i256 %a, i256 %b) {
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
  %m = urem <4 x i32> %vb, <i32 32, i32 32, i32 32, i32 32>
  %v = lshr <4 x i32> %va, %m
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

define i128 @ashr_4x32(i256 %a, i256 %b) {
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
  %m = urem <4 x i32> %vb, <i32 32, i32 32, i32 32, i32 32>
  %v = ashr <4 x i32> %va, %m
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

define i128 @select_4x32(i256 %a, i256 %b) {
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
  %c = icmp ugt <4 x i32> %va, %vb
  %v = select <4 x i1> %c, <4 x i32> %vb, <4 x i32> %va
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

define i128 @umin_4x32(i256 %a, i256 %b) {
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
  %v = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %va, <4 x i32> %vb)
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

define i128 @smax_4x32(i256 %a, i256 %b) {
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
  %v = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %va, <4 x i32> %vb)
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

define i128 @sdiv_4x32(i256 %a, i256 %b) {
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
  %h = lshr <4 x i32> %vb, <i32 1, i32 1, i32 1, i32 1>
  %d = or <4 x i32> %h, <i32 1, i32 1, i32 1, i32 1>
  %v = sdiv <4 x i32> %va, %d
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

define i128 @srem_4x32(i256 %a, i256 %b) {
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
  %h = lshr <4 x i32> %vb, <i32 1, i32 1, i32 1, i32 1>
  %d = or <4 x i32> %h, <i32 1, i32 1, i32 1, i32 1>
  %v = srem <4 x i32> %va, %d
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

define i4 @icmp_ult_4x32(i256 %a, i256 %b) {
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
  %v = icmp ult <4 x i32> %va, %vb
  %p.e0 = extractelement <4 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i4
  %p.s0 = shl i4 %p.z0, 0
  %p.e1 = extractelement <4 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i4
  %p.s1 = shl i4 %p.z1, 1
  %p.o1 = or i4 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i4
  %p.s2 = shl i4 %p.z2, 2
  %p.o2 = or i4 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i4
  %p.s3 = shl i4 %p.z3, 3
  %p.o3 = or i4 %p.o2, %p.s3
  %r = or i4 %p.o3, 0
  ret i4 %r
}

define i4 @icmp_slt_4x32(i256 %a, i256 %b) {
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
  %v = icmp slt <4 x i32> %va, %vb
  %p.e0 = extractelement <4 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i4
  %p.s0 = shl i4 %p.z0, 0
  %p.e1 = extractelement <4 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i4
  %p.s1 = shl i4 %p.z1, 1
  %p.o1 = or i4 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i4
  %p.s2 = shl i4 %p.z2, 2
  %p.o2 = or i4 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i4
  %p.s3 = shl i4 %p.z3, 3
  %p.o3 = or i4 %p.o2, %p.s3
  %r = or i4 %p.o3, 0
  ret i4 %r
}

define i4 @icmp_eq_4x32(i256 %a, i256 %b) {
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
  %v = icmp eq <4 x i32> %va, %vb
  %p.e0 = extractelement <4 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i4
  %p.s0 = shl i4 %p.z0, 0
  %p.e1 = extractelement <4 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i4
  %p.s1 = shl i4 %p.z1, 1
  %p.o1 = or i4 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i1> %v, i32 2
  %p.z2 = zext i1 %p.e2 to i4
  %p.s2 = shl i4 %p.z2, 2
  %p.o2 = or i4 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i1> %v, i32 3
  %p.z3 = zext i1 %p.e3 to i4
  %p.s3 = shl i4 %p.z3, 3
  %p.o3 = or i4 %p.o2, %p.s3
  %r = or i4 %p.o3, 0
  ret i4 %r
}

define i140 @zext_4x32(i256 %a, i256 %b) {
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
  %v = zext <4 x i32> %va to <4 x i35>
  %p.e0 = extractelement <4 x i35> %v, i32 0
  %p.z0 = zext i35 %p.e0 to i140
  %p.s0 = shl i140 %p.z0, 0
  %p.e1 = extractelement <4 x i35> %v, i32 1
  %p.z1 = zext i35 %p.e1 to i140
  %p.s1 = shl i140 %p.z1, 35
  %p.o1 = or i140 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i35> %v, i32 2
  %p.z2 = zext i35 %p.e2 to i140
  %p.s2 = shl i140 %p.z2, 70
  %p.o2 = or i140 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i35> %v, i32 3
  %p.z3 = zext i35 %p.e3 to i140
  %p.s3 = shl i140 %p.z3, 105
  %p.o3 = or i140 %p.o2, %p.s3
  %r = or i140 %p.o3, 0
  ret i140 %r
}

define i140 @sext_4x32(i256 %a, i256 %b) {
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
  %v = sext <4 x i32> %va to <4 x i35>
  %p.e0 = extractelement <4 x i35> %v, i32 0
  %p.z0 = zext i35 %p.e0 to i140
  %p.s0 = shl i140 %p.z0, 0
  %p.e1 = extractelement <4 x i35> %v, i32 1
  %p.z1 = zext i35 %p.e1 to i140
  %p.s1 = shl i140 %p.z1, 35
  %p.o1 = or i140 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i35> %v, i32 2
  %p.z2 = zext i35 %p.e2 to i140
  %p.s2 = shl i140 %p.z2, 70
  %p.o2 = or i140 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i35> %v, i32 3
  %p.z3 = zext i35 %p.e3 to i140
  %p.s3 = shl i140 %p.z3, 105
  %p.o3 = or i140 %p.o2, %p.s3
  %r = or i140 %p.o3, 0
  ret i140 %r
}

define i64 @trunc_4x32(i256 %a, i256 %b) {
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
  %v = trunc <4 x i32> %va to <4 x i16>
  %p.e0 = extractelement <4 x i16> %v, i32 0
  %p.z0 = zext i16 %p.e0 to i64
  %p.s0 = shl i64 %p.z0, 0
  %p.e1 = extractelement <4 x i16> %v, i32 1
  %p.z1 = zext i16 %p.e1 to i64
  %p.s1 = shl i64 %p.z1, 16
  %p.o1 = or i64 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i16> %v, i32 2
  %p.z2 = zext i16 %p.e2 to i64
  %p.s2 = shl i64 %p.z2, 32
  %p.o2 = or i64 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i16> %v, i32 3
  %p.z3 = zext i16 %p.e3 to i64
  %p.s3 = shl i64 %p.z3, 48
  %p.o3 = or i64 %p.o2, %p.s3
  %r = or i64 %p.o3, 0
  ret i64 %r
}

define i256 @add_2x128(i256 %a, i256 %b) {
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
  %v = add <2 x i128> %va, %vb
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

define i256 @sub_2x128(i256 %a, i256 %b) {
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
  %v = sub <2 x i128> %va, %vb
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

define i256 @mul_2x128(i256 %a, i256 %b) {
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
  %v = mul <2 x i128> %va, %vb
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

define i256 @and_2x128(i256 %a, i256 %b) {
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
  %v = and <2 x i128> %va, %vb
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

define i256 @or_2x128(i256 %a, i256 %b) {
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
  %v = or <2 x i128> %va, %vb
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

define i256 @xor_2x128(i256 %a, i256 %b) {
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
  %v = xor <2 x i128> %va, %vb
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

define i256 @udiv_2x128(i256 %a, i256 %b) {
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
  %d = or <2 x i128> %vb, <i128 1, i128 1>
  %v = udiv <2 x i128> %va, %d
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

define i256 @urem_2x128(i256 %a, i256 %b) {
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
  %d = or <2 x i128> %vb, <i128 1, i128 1>
  %v = urem <2 x i128> %va, %d
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

define i256 @shl_2x128(i256 %a, i256 %b) {
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
  %m = urem <2 x i128> %vb, <i128 128, i128 128>
  %v = shl <2 x i128> %va, %m
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

define i256 @lshr_2x128(i256 %a, i256 %b) {
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
  %m = urem <2 x i128> %vb, <i128 128, i128 128>
  %v = lshr <2 x i128> %va, %m
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

define i256 @ashr_2x128(i256 %a, i256 %b) {
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
  %m = urem <2 x i128> %vb, <i128 128, i128 128>
  %v = ashr <2 x i128> %va, %m
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

define i256 @select_2x128(i256 %a, i256 %b) {
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
  %c = icmp ugt <2 x i128> %va, %vb
  %v = select <2 x i1> %c, <2 x i128> %vb, <2 x i128> %va
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

define i256 @umin_2x128(i256 %a, i256 %b) {
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
  %v = call <2 x i128> @llvm.umin.v2i128(<2 x i128> %va, <2 x i128> %vb)
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

define i256 @smax_2x128(i256 %a, i256 %b) {
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
  %v = call <2 x i128> @llvm.smax.v2i128(<2 x i128> %va, <2 x i128> %vb)
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

define i256 @sdiv_2x128(i256 %a, i256 %b) {
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
  %h = lshr <2 x i128> %vb, <i128 1, i128 1>
  %d = or <2 x i128> %h, <i128 1, i128 1>
  %v = sdiv <2 x i128> %va, %d
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

define i256 @srem_2x128(i256 %a, i256 %b) {
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
  %h = lshr <2 x i128> %vb, <i128 1, i128 1>
  %d = or <2 x i128> %h, <i128 1, i128 1>
  %v = srem <2 x i128> %va, %d
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

define i2 @icmp_ult_2x128(i256 %a, i256 %b) {
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
  %v = icmp ult <2 x i128> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i2 @icmp_slt_2x128(i256 %a, i256 %b) {
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
  %v = icmp slt <2 x i128> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i2 @icmp_eq_2x128(i256 %a, i256 %b) {
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
  %v = icmp eq <2 x i128> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i262 @zext_2x128(i256 %a, i256 %b) {
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
  %v = zext <2 x i128> %va to <2 x i131>
  %p.e0 = extractelement <2 x i131> %v, i32 0
  %p.z0 = zext i131 %p.e0 to i262
  %p.s0 = shl i262 %p.z0, 0
  %p.e1 = extractelement <2 x i131> %v, i32 1
  %p.z1 = zext i131 %p.e1 to i262
  %p.s1 = shl i262 %p.z1, 131
  %p.o1 = or i262 %p.s0, %p.s1
  %r = or i262 %p.o1, 0
  ret i262 %r
}

define i262 @sext_2x128(i256 %a, i256 %b) {
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
  %v = sext <2 x i128> %va to <2 x i131>
  %p.e0 = extractelement <2 x i131> %v, i32 0
  %p.z0 = zext i131 %p.e0 to i262
  %p.s0 = shl i262 %p.z0, 0
  %p.e1 = extractelement <2 x i131> %v, i32 1
  %p.z1 = zext i131 %p.e1 to i262
  %p.s1 = shl i262 %p.z1, 131
  %p.o1 = or i262 %p.s0, %p.s1
  %r = or i262 %p.o1, 0
  ret i262 %r
}

define i128 @trunc_2x128(i256 %a, i256 %b) {
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
  %v = trunc <2 x i128> %va to <2 x i64>
  %p.e0 = extractelement <2 x i64> %v, i32 0
  %p.z0 = zext i64 %p.e0 to i128
  %p.s0 = shl i128 %p.z0, 0
  %p.e1 = extractelement <2 x i64> %v, i32 1
  %p.z1 = zext i64 %p.e1 to i128
  %p.s1 = shl i128 %p.z1, 64
  %p.o1 = or i128 %p.s0, %p.s1
  %r = or i128 %p.o1, 0
  ret i128 %r
}

define i512 @add_2x256(i256 %a, i256 %b) {
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
  %v = add <2 x i256> %va, %vb
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

define i512 @sub_2x256(i256 %a, i256 %b) {
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
  %v = sub <2 x i256> %va, %vb
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

define i512 @mul_2x256(i256 %a, i256 %b) {
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
  %v = mul <2 x i256> %va, %vb
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

define i512 @and_2x256(i256 %a, i256 %b) {
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
  %v = and <2 x i256> %va, %vb
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

define i512 @or_2x256(i256 %a, i256 %b) {
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
  %v = or <2 x i256> %va, %vb
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

define i512 @xor_2x256(i256 %a, i256 %b) {
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
  %v = xor <2 x i256> %va, %vb
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

define i512 @udiv_2x256(i256 %a, i256 %b) {
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
  %d = or <2 x i256> %vb, <i256 1, i256 1>
  %v = udiv <2 x i256> %va, %d
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

define i512 @urem_2x256(i256 %a, i256 %b) {
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
  %d = or <2 x i256> %vb, <i256 1, i256 1>
  %v = urem <2 x i256> %va, %d
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

define i512 @shl_2x256(i256 %a, i256 %b) {
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
  %m = urem <2 x i256> %vb, <i256 256, i256 256>
  %v = shl <2 x i256> %va, %m
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

define i512 @lshr_2x256(i256 %a, i256 %b) {
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
  %m = urem <2 x i256> %vb, <i256 256, i256 256>
  %v = lshr <2 x i256> %va, %m
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

define i512 @ashr_2x256(i256 %a, i256 %b) {
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
  %m = urem <2 x i256> %vb, <i256 256, i256 256>
  %v = ashr <2 x i256> %va, %m
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

define i512 @select_2x256(i256 %a, i256 %b) {
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
  %c = icmp ugt <2 x i256> %va, %vb
  %v = select <2 x i1> %c, <2 x i256> %vb, <2 x i256> %va
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

define i512 @umin_2x256(i256 %a, i256 %b) {
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
  %v = call <2 x i256> @llvm.umin.v2i256(<2 x i256> %va, <2 x i256> %vb)
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

define i512 @smax_2x256(i256 %a, i256 %b) {
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
  %v = call <2 x i256> @llvm.smax.v2i256(<2 x i256> %va, <2 x i256> %vb)
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

define i512 @sdiv_2x256(i256 %a, i256 %b) {
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
  %h = lshr <2 x i256> %vb, <i256 1, i256 1>
  %d = or <2 x i256> %h, <i256 1, i256 1>
  %v = sdiv <2 x i256> %va, %d
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

define i512 @srem_2x256(i256 %a, i256 %b) {
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
  %h = lshr <2 x i256> %vb, <i256 1, i256 1>
  %d = or <2 x i256> %h, <i256 1, i256 1>
  %v = srem <2 x i256> %va, %d
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

define i2 @icmp_ult_2x256(i256 %a, i256 %b) {
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
  %v = icmp ult <2 x i256> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i2 @icmp_slt_2x256(i256 %a, i256 %b) {
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
  %v = icmp slt <2 x i256> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i2 @icmp_eq_2x256(i256 %a, i256 %b) {
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
  %v = icmp eq <2 x i256> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i518 @zext_2x256(i256 %a, i256 %b) {
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
  %v = zext <2 x i256> %va to <2 x i259>
  %p.e0 = extractelement <2 x i259> %v, i32 0
  %p.z0 = zext i259 %p.e0 to i518
  %p.s0 = shl i518 %p.z0, 0
  %p.e1 = extractelement <2 x i259> %v, i32 1
  %p.z1 = zext i259 %p.e1 to i518
  %p.s1 = shl i518 %p.z1, 259
  %p.o1 = or i518 %p.s0, %p.s1
  %r = or i518 %p.o1, 0
  ret i518 %r
}

define i518 @sext_2x256(i256 %a, i256 %b) {
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
  %v = sext <2 x i256> %va to <2 x i259>
  %p.e0 = extractelement <2 x i259> %v, i32 0
  %p.z0 = zext i259 %p.e0 to i518
  %p.s0 = shl i518 %p.z0, 0
  %p.e1 = extractelement <2 x i259> %v, i32 1
  %p.z1 = zext i259 %p.e1 to i518
  %p.s1 = shl i518 %p.z1, 259
  %p.o1 = or i518 %p.s0, %p.s1
  %r = or i518 %p.o1, 0
  ret i518 %r
}

define i256 @trunc_2x256(i256 %a, i256 %b) {
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
  %v = trunc <2 x i256> %va to <2 x i128>
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

define i514 @add_2x257(i256 %a, i256 %b) {
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
  %v = add <2 x i257> %va, %vb
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

define i514 @sub_2x257(i256 %a, i256 %b) {
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
  %v = sub <2 x i257> %va, %vb
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

define i514 @mul_2x257(i256 %a, i256 %b) {
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
  %v = mul <2 x i257> %va, %vb
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

define i514 @and_2x257(i256 %a, i256 %b) {
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
  %v = and <2 x i257> %va, %vb
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

define i514 @or_2x257(i256 %a, i256 %b) {
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
  %v = or <2 x i257> %va, %vb
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

define i514 @xor_2x257(i256 %a, i256 %b) {
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
  %v = xor <2 x i257> %va, %vb
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

define i514 @udiv_2x257(i256 %a, i256 %b) {
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
  %d = or <2 x i257> %vb, <i257 1, i257 1>
  %v = udiv <2 x i257> %va, %d
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

define i514 @urem_2x257(i256 %a, i256 %b) {
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
  %d = or <2 x i257> %vb, <i257 1, i257 1>
  %v = urem <2 x i257> %va, %d
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

define i514 @shl_2x257(i256 %a, i256 %b) {
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
  %m = urem <2 x i257> %vb, <i257 257, i257 257>
  %v = shl <2 x i257> %va, %m
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

define i514 @lshr_2x257(i256 %a, i256 %b) {
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
  %m = urem <2 x i257> %vb, <i257 257, i257 257>
  %v = lshr <2 x i257> %va, %m
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

define i514 @ashr_2x257(i256 %a, i256 %b) {
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
  %m = urem <2 x i257> %vb, <i257 257, i257 257>
  %v = ashr <2 x i257> %va, %m
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

define i514 @select_2x257(i256 %a, i256 %b) {
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
  %c = icmp ugt <2 x i257> %va, %vb
  %v = select <2 x i1> %c, <2 x i257> %vb, <2 x i257> %va
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

define i514 @umin_2x257(i256 %a, i256 %b) {
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
  %v = call <2 x i257> @llvm.umin.v2i257(<2 x i257> %va, <2 x i257> %vb)
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

define i514 @smax_2x257(i256 %a, i256 %b) {
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
  %v = call <2 x i257> @llvm.smax.v2i257(<2 x i257> %va, <2 x i257> %vb)
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

define i514 @sdiv_2x257(i256 %a, i256 %b) {
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
  %h = lshr <2 x i257> %vb, <i257 1, i257 1>
  %d = or <2 x i257> %h, <i257 1, i257 1>
  %v = sdiv <2 x i257> %va, %d
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

define i514 @srem_2x257(i256 %a, i256 %b) {
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
  %h = lshr <2 x i257> %vb, <i257 1, i257 1>
  %d = or <2 x i257> %h, <i257 1, i257 1>
  %v = srem <2 x i257> %va, %d
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

define i2 @icmp_ult_2x257(i256 %a, i256 %b) {
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
  %v = icmp ult <2 x i257> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i2 @icmp_slt_2x257(i256 %a, i256 %b) {
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
  %v = icmp slt <2 x i257> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i2 @icmp_eq_2x257(i256 %a, i256 %b) {
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
  %v = icmp eq <2 x i257> %va, %vb
  %p.e0 = extractelement <2 x i1> %v, i32 0
  %p.z0 = zext i1 %p.e0 to i2
  %p.s0 = shl i2 %p.z0, 0
  %p.e1 = extractelement <2 x i1> %v, i32 1
  %p.z1 = zext i1 %p.e1 to i2
  %p.s1 = shl i2 %p.z1, 1
  %p.o1 = or i2 %p.s0, %p.s1
  %r = or i2 %p.o1, 0
  ret i2 %r
}

define i520 @zext_2x257(i256 %a, i256 %b) {
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
  %v = zext <2 x i257> %va to <2 x i260>
  %p.e0 = extractelement <2 x i260> %v, i32 0
  %p.z0 = zext i260 %p.e0 to i520
  %p.s0 = shl i520 %p.z0, 0
  %p.e1 = extractelement <2 x i260> %v, i32 1
  %p.z1 = zext i260 %p.e1 to i520
  %p.s1 = shl i520 %p.z1, 260
  %p.o1 = or i520 %p.s0, %p.s1
  %r = or i520 %p.o1, 0
  ret i520 %r
}

define i520 @sext_2x257(i256 %a, i256 %b) {
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
  %v = sext <2 x i257> %va to <2 x i260>
  %p.e0 = extractelement <2 x i260> %v, i32 0
  %p.z0 = zext i260 %p.e0 to i520
  %p.s0 = shl i520 %p.z0, 0
  %p.e1 = extractelement <2 x i260> %v, i32 1
  %p.z1 = zext i260 %p.e1 to i520
  %p.s1 = shl i520 %p.z1, 260
  %p.o1 = or i520 %p.s0, %p.s1
  %r = or i520 %p.o1, 0
  ret i520 %r
}

define i256 @trunc_2x257(i256 %a, i256 %b) {
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
  %v = trunc <2 x i257> %va to <2 x i128>
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
