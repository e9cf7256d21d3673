;! { "cases": [
;! {"name": "uadd_ov_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x20d75e9e07650dac8583710a80d0c0378a0c4dea7b14c4854a651aecd8f67f1b", "0xae00eae9fa0e385782f484a82f8151500b625319c1542b91a1dd943fddc68ce9"]}], "expected": ["0x0", "0x1"]},
;! {"name": "uadd_ov_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "uadd_ov_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x4f3c6717f6b433c286995a54b8b58ce3a1abc9d968bd12c0cf9bbe2b933ddd49", "0x188cc36ee36975d95b59b726aaf48c2ace2f141425f112d867983471f41e86c2"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7f", "0x1"]}], "expected": ["0x80", "0x0"]},
;! {"name": "uadd_ov_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xd9e040dd3da9c9df6e7d2f59ab1dd2c68577d19827a9753f7ade16cb18ad7580", "0x67dda2869f5d38254a472f85dc5fd63c2cde85292fe6f76f89c2a856afcccc01"]}], "expected": ["0x81", "0x0"]},
;! {"name": "uadd_ov_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xf254ee64c02d665d5132e27c1c5dbb7925a59e6b5f3ad8a3a8992397052ae480", "0x2e37b4d5b346c37cf1eaf2aecf997f668add337c5b670ef6686e493491f173ff"]}], "expected": ["0x7f", "0x1"]},
;! {"name": "uadd_ov_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "uadd_ov_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x65d6ec15c77ec923967f9376ad523dcda28a30f1c4935bfc2f53da910a958d80", "0xedaff36ee00210085de9231d4f3137f347b686ad0cf0093b5f46e47f68bac780"]}], "expected": ["0x0", "0x1"]},
;! {"name": "uadd_ov_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xec", "0x18"]}], "expected": ["0x4", "0x1"]},
;! {"name": "uadd_ov_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x55608ec2c0fd9a7badeb242802685fb8930c1db2f0bf3762cdc146431a37d281", "0x27810f8726e86309cbf90014e42186a5fb1a61563ace62329599a5dcc58c20b"]}], "expected": ["0x8c", "0x0"]},
;! {"name": "uadd_ov_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x7fffffff", "0x1"]}], "expected": ["0x80000000", "0x0"]},
;! {"name": "uadd_ov_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x6af4c85134aadd2da236c122eaa187c09c208e347afb16d3499ccdd180000000", "0xae6c0a7b360767616f7b43cc94eda68da8d9d37534941b88c82842ab00000001"]}], "expected": ["0x80000001", "0x0"]},
;! {"name": "uadd_ov_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xbb2e8526264244d8d4031752c590f55bcfad340b76b02143d0ffc0b180000000", "0xff8824f4b97daa98d3bff27b5e2e0425a71898a8e0fcba5fa73f0f3ffffffff"]}], "expected": ["0x7fffffff", "0x1"]},
;! {"name": "uadd_ov_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "uadd_ov_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x4aa7dcaf2ca96041e76d9cbde610698433687adc7ba3d66716addbad00000001", "0xd4fcbbbbb87520bddd41515056c07a0a3be485bb1cb96aaef43b994f00000001"]}], "expected": ["0x2", "0x0"]},
;! {"name": "uadd_ov_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xff000001", "0xc84097"]}], "expected": ["0xffc84098", "0x0"]},
;! {"name": "uadd_ov_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x9e8d171faac69bca62dc02c9ae38d883d1d461d81fce09231dc7c6ea000fb8d5", "0xcb31cae3a9d814b596e6d6d41fb578bd8cd49a90beacea0fd3e2cf6980000000"]}], "expected": ["0x800fb8d5", "0x0"]},
;! {"name": "uadd_ov_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7fffffffffffffff", "0x1"]}], "expected": ["0x8000000000000000", "0x0"]},
;! {"name": "uadd_ov_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xe85bcfcdc19f2ecbaf8996871a7d04631a3c57dc2b060c7e8000000000000000", "0xa317503c070d8cc3657ee68f22119308791263da8834a36b0000000000000001"]}], "expected": ["0x8000000000000001", "0x0"]},
;! {"name": "uadd_ov_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xe38857c0084560243f420df4e0608da0c5ada324a09c32528000000000000000", "0x63bd13c854f971c47e9aebe823ac79acaac5fff03bba80fbffffffffffffffff"]}], "expected": ["0x7fffffffffffffff", "0x1"]},
;! {"name": "uadd_ov_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "uadd_ov_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x354c8e5792bfe4fabbe5f2fd2ef590d4d3914631fa61ef5bfff86fbc8a00939a", "0x156f129d66fe5fab97163df53243accc92cbd59fd7c00e0efff86fbc8a00939a"]}], "expected": ["0xfff0df7914012734", "0x1"]},
;! {"name": "uadd_ov_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1000000000000ff", "0x1f2f9"]}], "expected": ["0x10000000001f3f8", "0x0"]},
;! {"name": "uadd_ov_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x730afaee298b36e2fb0400bddd21de04ac90a4ee657c2fe60000000000000000", "0xe2e01e991bf357e3b207ab4fd1a82cee1c7e28164aec9d618000000000000001"]}], "expected": ["0x8000000000000001", "0x0"]},
;! {"name": "uadd_ov_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x80000000000000000000000000000000", "0x0"]},
;! {"name": "uadd_ov_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1b8d49585365109853c75808eb8337ea80000000000000000000000000000000", "0x5cf4720f8e83552e2b557ba4fc7e037d00000000000000000000000000000001"]}], "expected": ["0x80000000000000000000000000000001", "0x0"]},
;! {"name": "uadd_ov_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x576f47b1fd7faa06ac6514a96e571ec480000000000000000000000000000000", "0x7086c9c26c2da705335ba0bb7c4de7cdffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "uadd_ov_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "uadd_ov_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x5a50b6258bb97b972d6586dfe5c9e70d00000000000000000000000000000001", "0x5c8dfe3b970737623e3ae1146166712500000000000000000000000000000001"]}], "expected": ["0x2", "0x0"]},
;! {"name": "uadd_ov_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "uadd_ov_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x240bbde6f8e0197004b8fc99d9b0cf697f000000000000000000000000000000", "0x3cc2cf3a61b1e70eb641f174ad71481effffffffffffffffffffffffffffffff"]}], "expected": ["0x7effffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "uadd_ov_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "uadd_ov_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xc000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001", "0x0"]},
;! {"name": "uadd_ov_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xc000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "uadd_ov_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "uadd_ov_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000002", "0x2"]}], "expected": ["0x4", "0x0"]},
;! {"name": "uadd_ov_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x2ef260720570f60fb43d405de906c468ad0f9650982684dce554fb3f00fee318", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x2ef260720570f60fb43d405de906c468ad0f9650982684dce554fb3f00fee317", "0x1"]},
;! {"name": "uadd_ov_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xbf80000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000025c6c"]}], "expected": ["0x3f80000000000000000000000000000000000000000000000000000000025c6c", "0x0"]},
;! {"name": "uadd_ov_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "uadd_ov_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001", "0x0"]},
;! {"name": "uadd_ov_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "uadd_ov_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "uadd_ov_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "uadd_ov_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xe495d10b5b6d8e1385ef721a61a935fdd12ea6612806b130f85fbe8f1d8cab3d", "0xe495d10b5b6d8e1385ef721a61a935fdd12ea6612806b130f85fbe8f1d8cab3d"]}], "expected": ["0xc92ba216b6db1c270bdee434c3526bfba25d4cc2500d6261f0bf7d1e3b19567a", "0x1"]},
;! {"name": "uadd_ov_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xfffffffffffffffffffffffffffffffffffffffffffffffff8bc1b6cd996b83b", "0xfffffe163b6869919be34d52f628b2b5133b63db461b28b2752d84581455f0ad"]}], "expected": ["0xfffffe163b6869919be34d52f628b2b5133b63db461b28b26de99fc4edeca8e8", "0x1"]},
;! {"name": "uadd_ov_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xff00000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "sadd_ov_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x856ec272edbfcfd8d22e0a88692d8a4b499498a29f739102fdaa9480dc3127ef", "0x4063c904fc39baf5c567027baafc4bc88f74bdb88b6a5e052511f6d9b28cb807"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sadd_ov_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0x0"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x5036e0e05c010938f82cdbd45b20e1c332fe380aacf92aad705566352eb17eaa", "0x5ea1a7856f52905981bedaa162527aa6649b24d89a871bac8a8b6d71b1ec922a"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sadd_ov_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x7f", "0x1"]}], "expected": ["0x80", "0x1"]},
;! {"name": "sadd_ov_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xa8e78a252d087066cbd9cdabe45b37469a12bb0f863baa0e48f0bc9ae898cc80", "0xdb52f5c94dd3157cada8b6a7e446b93bd7f082cd6bd911cc7e2522371b5c4001"]}], "expected": ["0x81", "0x0"]},
;! {"name": "sadd_ov_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x49af5a83ea166d436d4760a3b8f3ee035d1599f736a5832ac9ea31d49ca10e80", "0x2240467f08dd5d42f853623d305fc20214afa59c3e60046e9053a0eef416f5ff"]}], "expected": ["0x7f", "0x1"]},
;! {"name": "sadd_ov_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "sadd_ov_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2676e7baccaf1c670afaf6fa03c6dab5a268d8ed51b8c08047a767a150df7781", "0x2b20a0f8067eee6dc4a18df5f591372a0b96c79bfcadfc0f3696793772327c81"]}], "expected": ["0x2", "0x1"]},
;! {"name": "sadd_ov_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2f", "0xff"]}], "expected": ["0x2e", "0x0"]},
;! {"name": "sadd_ov_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xc568dbe9024f0a3a8faa07e3b385c62e0d0cd1c2b277f2b0731b36bfbb326602", "0x25bfe90e5645284b4000026b9104cb3f6baa6438aacc73c0189be96a00b53b27"]}], "expected": ["0x29", "0x0"]},
;! {"name": "sadd_ov_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffff", "0x1"]}], "expected": ["0x80000000", "0x1"]},
;! {"name": "sadd_ov_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xb7d943cc185d2c3c177cb17f4a3a51d0275a6b171707d3653ab1952080000000", "0x9e476fe98c4faf788a399b4ba464d24410fb2a57f727fd00cbc1784600000001"]}], "expected": ["0x80000001", "0x0"]},
;! {"name": "sadd_ov_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xf096ded11d0b67d0ac8e0d37db31485a202e69be6c06465dbd25fd3280000000", "0x259c59688adcae215a388fa698240a5e2b78fe1b23cf4c0b79dfb81bffffffff"]}], "expected": ["0x7fffffff", "0x1"]},
;! {"name": "sadd_ov_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "sadd_ov_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x3bc139a326346366be9dd32177d92e9ed81c3249905bb4691aa19492ffffffff", "0x4863db3945dd1cb70f309f19e18bf0c6f88d00562f35078c33fc82f1ffffffff"]}], "expected": ["0xfffffffe", "0x0"]},
;! {"name": "sadd_ov_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xf7b6cb4e", "0x7f000000"]}], "expected": ["0x76b6cb4e", "0x0"]},
;! {"name": "sadd_ov_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x96202ea760f34266e5b5be10ce92939932c0a9b1513b1ae552d9c3e900000000", "0x708f6d0188105ae1273457ad617e5367b9f4942ef5fd22e4f64f982c001558e7"]}], "expected": ["0x1558e7", "0x0"]},
;! {"name": "sadd_ov_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7fffffffffffffff", "0x1"]}], "expected": ["0x8000000000000000", "0x1"]},
;! {"name": "sadd_ov_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xd02a001a50d943a9cc4ddd5912da4aeca77ebd7e8b3a9d2e8000000000000000", "0x6eea82bdc016ac4cc8316a99b80962e94385101d1d8be610000000000000001"]}], "expected": ["0x8000000000000001", "0x0"]},
;! {"name": "sadd_ov_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xb28d8e13a4d81d71c97292718b0eee018b598953e2b585488000000000000000", "0x39ee8008e88acb0a7f575c0a38e6817fa36f72f288da8cf1ffffffffffffffff"]}], "expected": ["0x7fffffffffffffff", "0x1"]},
;! {"name": "sadd_ov_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "sadd_ov_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xc0e797e9f9119721826a20361c52283d93e457888d367ea901000000000000ff", "0x4beab2c8035986098d4b62d0aa1a358632a015279fa1236b01000000000000ff"]}], "expected": ["0x2000000000001fe", "0x0"]},
;! {"name": "sadd_ov_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffff16b6246c", "0xff00000000000001"]}], "expected": ["0xfeffffff16b6246d", "0x0"]},
;! {"name": "sadd_ov_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x20828cd41f081ac25400d581223b1a2d5ca61cc2f8b828a70000000000000000", "0x839df3c29a23ffb0656d3778dc6b733c449921641c6163da8000000000000000"]}], "expected": ["0x8000000000000000", "0x0"]},
;! {"name": "sadd_ov_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x80000000000000000000000000000000", "0x1"]},
;! {"name": "sadd_ov_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2874100dce9131ad52b933112ed7a15380000000000000000000000000000000", "0x39d899666c70198ccdb24e97be183dfa00000000000000000000000000000001"]}], "expected": ["0x80000000000000000000000000000001", "0x0"]},
;! {"name": "sadd_ov_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xdc0629010df90a4ec69db57585c25d7280000000000000000000000000000000", "0x1c36df49fef199baf14c7434e1726d25ffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "sadd_ov_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "sadd_ov_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x80d9b85c8d94d53601e8abe618bb58ce00000000000000000000000000000001", "0xf3de45340e099f44c2589ed5bd0c6a1700000000000000000000000000000001"]}], "expected": ["0x2", "0x0"]},
;! {"name": "sadd_ov_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x80000000000000000000000000000000", "0x3c5c797dafe"]}], "expected": ["0x8000000000000000000003c5c797dafe", "0x0"]},
;! {"name": "sadd_ov_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x71ece0ef55fbfd8d1ab6fa318e6e4500ff000000000000000000000000000001", "0x2e0a218fb7b7868152c18e0041e039d9ffffffffffffffffffffffffffffffff"]}], "expected": ["0xff000000000000000000000000000000", "0x0"]},
;! {"name": "sadd_ov_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "sadd_ov_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001", "0x0"]},
;! {"name": "sadd_ov_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xc000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "sadd_ov_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "sadd_ov_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3f80000000000000000000000000000000000000000000000000000000000000", "0x3f80000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "sadd_ov_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1ff89c62eb5db2de68c4c8546f0"]}], "expected": ["0x1ff89c62eb5db2de68c4c8546ef", "0x0"]},
;! {"name": "sadd_ov_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffee7d09ea"]}], "expected": ["0x7f7fffffffffffffffffffffffffffffffffffffffffffffffffffffee7d09eb", "0x0"]},
;! {"name": "sadd_ov_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "sadd_ov_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001", "0x0"]},
;! {"name": "sadd_ov_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "sadd_ov_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "sadd_ov_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x2", "0x3"]}], "expected": ["0x5", "0x0"]},
;! {"name": "sadd_ov_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x2", "0x1"]},
;! {"name": "sadd_ov_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffffffffffffffffffffffff87765156c4b0aafbdd5c6ede227eb", "0x119634f1239dd16bc14e30aa4413581e46195e83"]}], "expected": ["0x119634f1239648d0d6ba7bb4f3d12de533fb866e", "0x0"]},
;! {"name": "sadd_ov_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x1000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x2000000000000000000000000000000000000000000000000000000000001fe", "0x0"]},
;! {"name": "usub_ov_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "usub_ov_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1471d96d471d2facf3dbd4fdf7cd807b4d4e852b61b958b4694d74369f0a3dbb", "0x421416fbcbc79cab9fdc98ce7b0f60f649c3e7f5699366a27bec6e33982b6d3"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xbb2faa6780447dcf528ef4967306cf52898e23b632d59961b8448ab2d30f5a87", "0x63bd130cd11c63d208cea6b1a3187f51b5bf320b174716c58e52d9dadef4d4a4"]}], "expected": ["0x1", "0x0"]},
;! {"name": "usub_ov_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7f", "0x1"]}], "expected": ["0x7e", "0x0"]},
;! {"name": "usub_ov_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x5a569b29415d576f84f60fb9e1ba8fabbbf86cba3da82770c6cf9cc9a9703c80", "0x5144db1250643ebb0b391e9e8be19285e09a8e272e043f6a3a95f90036812c01"]}], "expected": ["0x7f", "0x0"]},
;! {"name": "usub_ov_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x1"]}], "expected": ["0xff", "0x1"]},
;! {"name": "usub_ov_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x2a6c59bb671f2cec807dc596c22565eb7a89df2f30f575c2192faab8eee3cc80", "0x103bb183fde9fcc1ed0766020b11c6e1d3f2671c40f12e93e785e01e1d1e12ff"]}], "expected": ["0x81", "0x1"]},
;! {"name": "usub_ov_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x2", "0x3"]}], "expected": ["0xff", "0x1"]},
;! {"name": "usub_ov_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x1d6ee39772a02de3658c5d996cca234ecd57a56415e3f86883f9e97196a46736", "0xdb89dfa9add8e7f5f661a22095f4d169111f185e826385621e9a1d487a1a8136"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x80", "0xfd"]}], "expected": ["0x83", "0x1"]},
;! {"name": "usub_ov_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x549a02a948a4407ebb3e706403f0886cec34f32091408b058ab52b34e24d31fe", "0x6fce6c5ba47d4a38e255622b736d8023ae3a7a716bbe45dcfae584be35eb08bf"]}], "expected": ["0x3f", "0x0"]},
;! {"name": "usub_ov_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7fffffff", "0x1"]}], "expected": ["0x7ffffffe", "0x0"]},
;! {"name": "usub_ov_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xbfa7de7591bb64c952e96872177a9488a107151287ca6bcafb588380000000", "0xc8d1aeb66e5162411a3d5d41ac8e557e05ec907979b85217f8a3274500000001"]}], "expected": ["0x7fffffff", "0x0"]},
;! {"name": "usub_ov_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x1"]}], "expected": ["0xffffffff", "0x1"]},
;! {"name": "usub_ov_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7ffb74e5b5177a1803a250166cd64d5cbccd8457dec59093b036bfec80000000", "0x5ebba2b449280e8d7a816760ff81bd2c1ebd63d65e797506183a4ab8ffffffff"]}], "expected": ["0x80000001", "0x1"]},
;! {"name": "usub_ov_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x2", "0x3"]}], "expected": ["0xffffffff", "0x1"]},
;! {"name": "usub_ov_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x249e795cf74139f5f8bddd7ad84a292af67af54709d9076d79f6d11affffc765", "0x77fb99f6f96757727fbc16b885bebfaadb5128f0fe464cda5b693c19ffffc765"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7fffffff", "0x363ff85"]}], "expected": ["0x7c9c007a", "0x0"]},
;! {"name": "usub_ov_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x5ad145375f36b79d916dbf597f6873d3efd23c6119c3db6b9689944a2cbf6a47", "0x2c3c7eeb1964234b08f1d9fd933396a32f81593c07f561ae198ad2ed00000002"]}], "expected": ["0x2cbf6a45", "0x0"]},
;! {"name": "usub_ov_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffff", "0x1"]}], "expected": ["0x7ffffffffffffffe", "0x0"]},
;! {"name": "usub_ov_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xe7e4faccb92629aa9dfd8da62df456f3b2bed85db20ce66f8000000000000000", "0xc556c740f0c5263e76d189488d8f6b069d352ef813a3b9780000000000000001"]}], "expected": ["0x7fffffffffffffff", "0x0"]},
;! {"name": "usub_ov_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x1"]}], "expected": ["0xffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x9601629466db18117ff77895a83ac9c6b7c104a0f8ab18c38000000000000000", "0xbd7a7f5f72217ab596575204d9978e4f8b67b81f13e01917ffffffffffffffff"]}], "expected": ["0x8000000000000001", "0x1"]},
;! {"name": "usub_ov_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x2", "0x3"]}], "expected": ["0xffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xdc3c3472f16970ef0ab8a17423a874744b71cc1905a1784b01000000000000ff", "0x8efb1b008a2f56bcb499ee7ed6f1515cf7c55920cd81d7ef01000000000000ff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7f00000000000000", "0x8000000000000000"]}], "expected": ["0xff00000000000000", "0x1"]},
;! {"name": "usub_ov_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xdb71af19964ca0316687cabefde627c231c5900e278d75618000000000000001", "0xc19fcb04330226a5e010a88bfe4a6f5147e600d49d251b740000029e3f35155e"]}], "expected": ["0x7ffffd61c0caeaa3", "0x0"]},
;! {"name": "usub_ov_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7fffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7ffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "usub_ov_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x5ddbb532d6e8ddba83e157941594f27080000000000000000000000000000000", "0x2792b2bbc3db04512492874ad783961200000000000000000000000000000001"]}], "expected": ["0x7fffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "usub_ov_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xa79d951a31fd8ee768864ce21664136280000000000000000000000000000000", "0x1622e281d61c53ee3661167023a771dbffffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000001", "0x1"]},
;! {"name": "usub_ov_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x2", "0x3"]}], "expected": ["0xffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x71969fc4de16e1311d22e5aa33702f427f000000000000000000000000000000", "0x8022ef87789102678942e83b64f9f6207f000000000000000000000000000000"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x2ad98370505ea516cbe4c72bfa26651c", "0x3c6b11268b063ab"]}], "expected": ["0x2ad98370505ea516c81e161991760171", "0x0"]},
;! {"name": "usub_ov_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xbd07fbb9343af66a64f8da8c1e2e7fb002b83c3484dae420d5f58872a71f4008", "0xad2e0ee9c4bf4c93fcbcf667ecca182800000000000000000000000000000002"]}], "expected": ["0x2b83c3484dae420d5f58872a71f4006", "0x0"]},
;! {"name": "usub_ov_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "usub_ov_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "usub_ov_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x4000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001", "0x1"]},
;! {"name": "usub_ov_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x2", "0x3"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0xff80000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xbb8d101beef1eed18146d35e0", "0x65e410996e669f08f5d567d3d00adca12679f77eb4ad26d351a6e1f547eec0f1"]}], "expected": ["0x1a1bef66919960f70a2a982c2ff5235ed986088d0423daeb9d780b22cc7e74ef", "0x1"]},
;! {"name": "usub_ov_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x8000000000000000000000000000000000000000000000000000000000000002", "0x7fffffffffffffffffffffffffffee1af4a7b99b1e95f8ad402cc32687e11c82"]}], "expected": ["0x11e50b584664e16a0752bfd33cd9781ee380", "0x1"]},
;! {"name": "usub_ov_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "usub_ov_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "usub_ov_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001", "0x1"]},
;! {"name": "usub_ov_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x2", "0x3"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x3a5089d7f11156b53588edc58d87", "0x3a5089d7f11156b53588edc58d87"]}], "expected": ["0x0", "0x0"]},
;! {"name": "usub_ov_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xf32d682be90ee23e05c503360713d7c5680d815c1e2de18f38f15eaf274915da", "0xe7ca80ab3dd52526ca02903473cd003e2ff48338b60309d559fa6e33971df9f5"]}], "expected": ["0xb62e780ab39bd173bc273019346d7873818fe23682ad7b9def6f07b902b1be5", "0x0"]},
;! {"name": "usub_ov_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x4a5a818924944c9f2054fee363256421a38b6ade92b95db9745426c3472ed7cb", "0x0"]}], "expected": ["0x4a5a818924944c9f2054fee363256421a38b6ade92b95db9745426c3472ed7cb", "0x0"]},
;! {"name": "ssub_ov_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "ssub_ov_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xe64452fe37c578cb2130c786ccff2a542346ef81c958684582735c93a13277b", "0x1651201cb83a199b9fd90bde80a23d307f22f9656425a41a272637dd9123af6b"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xabb8cf0ee1be247339a7622cf763f23b17dfd16bc2179e4d98ada502a04e75ef", "0xb668bd64d8f4c531321dce6969b96de254f0bb31b23b1c032f953bb87c7c4"]}], "expected": ["0x1", "0x0"]},
;! {"name": "ssub_ov_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7f", "0x1"]}], "expected": ["0x7e", "0x0"]},
;! {"name": "ssub_ov_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x9d9a4048e4e6b773fc0f9dc3f8f1d322384e7440467f69a6b406a7381e3b680", "0x9df9a5e38564558efefae9d90886ecd412ca784913dd7eaa57cf310a44af7501"]}], "expected": ["0x7f", "0x1"]},
;! {"name": "ssub_ov_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0x1"]}], "expected": ["0xff", "0x0"]},
;! {"name": "ssub_ov_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xfe336b6deb1c672221a046079ffc32add22a53949f4cfb241d35a055e884db80", "0x9e1ae66f6179582d6e06421ef85b0c8faa491f4ceb8d92376670dc244afed8ff"]}], "expected": ["0x81", "0x0"]},
;! {"name": "ssub_ov_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x2", "0x3"]}], "expected": ["0xff", "0x0"]},
;! {"name": "ssub_ov_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x388222efef5d3dee5b81e59722fcea1fb3ffb75ed115f9c910e88372ce7ea404", "0x93ba170187cda52c84930152b15617c7bbcc271c0c5980023a5dc35880875504"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x81", "0x2"]}], "expected": ["0x7f", "0x1"]},
;! {"name": "ssub_ov_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xb131571fe306108f634cd9913a97b32227e8f253c8a979bb5ce4a6dba0b2557f", "0xce97c31933eba58f6da401263978c8d0c8035afe5824e710db38541eaf794ff"]}], "expected": ["0x80", "0x1"]},
;! {"name": "ssub_ov_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x7fffffff", "0x1"]}], "expected": ["0x7ffffffe", "0x0"]},
;! {"name": "ssub_ov_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x6cdd690bd3205e370b69d551a4f04d9d30678555416c9ed582732a4180000000", "0xa5ff560243b4a1caf3204c699629c1ee0a0c4483d3fd4f23f753fe3400000001"]}], "expected": ["0x7fffffff", "0x1"]},
;! {"name": "ssub_ov_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0x1"]}], "expected": ["0xffffffff", "0x0"]},
;! {"name": "ssub_ov_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x75e52348c7e3bc941449f52467f5f9f9ff31c938374f44d28021b6a080000000", "0x9dd9ec92c97ccb8b35477340e2414960fb200e8243e041e81caf6421ffffffff"]}], "expected": ["0x80000001", "0x0"]},
;! {"name": "ssub_ov_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x2", "0x3"]}], "expected": ["0xffffffff", "0x0"]},
;! {"name": "ssub_ov_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x3c21bacf7806f8a91171c67b969106c45039b1018dfadc7321cd1eea7f000000", "0x32ed40d41db230c017b60776dc18cafd1cb5f263ad2fd9fe604229f67f000000"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xaa3db7c0", "0xd631f8ec"]}], "expected": ["0xd40bbed4", "0x0"]},
;! {"name": "ssub_ov_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x6e51e7b681fa55bf4529893abb2834df096e6e7f59db83f8edbb88adffffe487", "0xb83e8d5e19db908a3fd1948be65abdbbc6d642ffd8e8660b361877ef80000000"]}], "expected": ["0x7fffe487", "0x0"]},
;! {"name": "ssub_ov_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x7fffffffffffffff", "0x1"]}], "expected": ["0x7ffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xf6e4e7a6a3fb5fe2e8b294593aac4274a2bb1260c8d9193d8000000000000000", "0x5d20105a319a2fd0995fd00d8cf9a92d73274d237faef140000000000000001"]}], "expected": ["0x7fffffffffffffff", "0x1"]},
;! {"name": "ssub_ov_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0x1"]}], "expected": ["0xffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x9420b72a0b8791ddedd95104c4601a97021b8f9d5e2475328000000000000000", "0xbc20cfcfc8968f24cbfa4a3312bbad4d09e8312ee74529bcffffffffffffffff"]}], "expected": ["0x8000000000000001", "0x0"]},
;! {"name": "ssub_ov_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x2", "0x3"]}], "expected": ["0xffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x46baba52028d1bd7d1a75140d70e09203c1970f72f0bccf8000000000000001", "0x8b200e244d6153a4677b4226c00837d10440ae86419cd0048000000000000001"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x3deb1e06613844eb", "0x7f00000000000000"]}], "expected": ["0xbeeb1e06613844eb", "0x0"]},
;! {"name": "ssub_ov_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x53990f4db12e792e15b7d5c1d529415b55513983cb9c04a67fffffffffffffff", "0xef1ea0d0b4941559452d5938f7321f855fff03a1ef8c500179a79ad4592836cf"]}], "expected": ["0x658652ba6d7c930", "0x0"]},
;! {"name": "ssub_ov_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x7fffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7ffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x358b456c1cf5e50861848aceecec124c80000000000000000000000000000000", "0x9fdb127bee1a06a8ff016e2142d6479300000000000000000000000000000001"]}], "expected": ["0x7fffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "ssub_ov_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x37d228a0ba534adb456b63c4b276c07580000000000000000000000000000000", "0xe519f741e0f72903e6fc4bfc132c2549ffffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000001", "0x0"]},
;! {"name": "ssub_ov_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x2", "0x3"]}], "expected": ["0xffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x29f5fd6e44dedce3788b371576f8d9700000000000000000000000000000002", "0xa6fc3691ae8224213f5ee601d9d87a6400000000000000000000000000000002"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x10000000000000000000000000000ff", "0x38900c40fe032d91813347d887d15a66"]}], "expected": ["0xc86ff3bf01fcd26e7eccb827782ea699", "0x0"]},
;! {"name": "ssub_ov_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x1a53ff6e2ddd572f245ee71c0c6eb9ff0000056a06782c3ccd9f12410ebfddd8", "0x66fc87520f3bbd61993848fb20bcb7f7fffffffffffffffffffffffffffffffe"]}], "expected": ["0x56a06782c3ccd9f12410ebfddda", "0x0"]},
;! {"name": "ssub_ov_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xc000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "ssub_ov_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001", "0x0"]},
;! {"name": "ssub_ov_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x2", "0x3"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x1", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x479ade31ec648169b4e34e043a387646d563e5242ecbbe32eea6f918ea5ec03e", "0x7fffffffff845d91d917b33c9425e36f82e70b8db85a4041ceabb6054d7ad17d"]}], "expected": ["0x479ade31ece023d7dbcb9ac7a61292d7527cd99676717df11ffb43139ce3eec1", "0x0"]},
;! {"name": "ssub_ov_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xf68aaf50a1e86d601995381024477772ee366f8905b77ae2fc5b5e4b2d5cf76", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffff8ec4ef658"]}], "expected": ["0xf68aaf50a1e86d601995381024477772ee366f8905b77ae2fc5b5ebc686d91e", "0x0"]},
;! {"name": "ssub_ov_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "ssub_ov_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000001", "0x0"]},
;! {"name": "ssub_ov_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x2", "0x3"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xa05d669c614ab811e7fcd30c3ee4ce6ccf41542fd23f1f5faaf70111349c4e15", "0xa05d669c614ab811e7fcd30c3ee4ce6ccf41542fd23f1f5faaf70111349c4e15"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ssub_ov_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "ssub_ov_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffffffffd67e30720fea18f6fd", "0xffffffffa359670e5b1722e2e2a620a69e6c6c806ce3caa90e484555bcfb088a"]}], "expected": ["0x5ca698f1a4e8dd1d1d59df596193937f931c352d6fe82cba2d1dee73", "0x0"]},
;! {"name": "umul_ov_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x4ae68a6a1453fca19fae4d70ca896b7e5e209742cbddcec01df9ca62b30ab16b", "0xe9c19b9cd66a8aaa31342e436da6d4963b2b3ae452d2e26a1c505e7179dce38f"]}], "expected": ["0x1", "0x0"]},
;! {"name": "umul_ov_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1c", "0x2f1bec1d8b0213734793e9e5fdf05f63aaea8634cd7254612f533792e3b44093", "0xa522ba77d57ed85384ce7f10e86b7572eeab79134d0ba5d635abbf46adf1666"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7f", "0x1"]}], "expected": ["0x7f", "0x0"]},
;! {"name": "umul_ov_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x78e9d3e6e6c578d004f57cc8d4e16d0e2dfa3a8fadc64e744cd9d36e0b633c80", "0xd25484ff7fc8ccd6aaa84d2bef0c47e63d9e5b16570e92a8451d0ae480c34601"]}], "expected": ["0x80", "0x0"]},
;! {"name": "umul_ov_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xe5a05e490c4f72e5d62024fab3a6144ae73ef4f14ecbeca30ace90dc97a680", "0x608822c40f2020540d2abdb8830965e9bcae60a8fe19671f32822eef12bcfff"]}], "expected": ["0x80", "0x1"]},
;! {"name": "umul_ov_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "umul_ov_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x7b6edce877bce691206089b21e0d16a74d5365c93558e6a78994eab62330837f", "0x82a2b6f5cb506f47c55b7bb1d034e521b369b0ed57dd47d0764f92738ac8e97f"]}], "expected": ["0x1", "0x1"]},
;! {"name": "umul_ov_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0xfe", "0x2e"]}], "expected": ["0xa4", "0x1"]},
;! {"name": "umul_ov_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1d", "0x4edf1516d6c259c8f61b623e16c592dc96f354ce676431309002646ae3a8bcfe", "0x21e062eca6c6774dcedaa783996ce6a36e488461f7e90afb704044f0d02954a9"]}], "expected": ["0xae", "0x1"]},
;! {"name": "umul_ov_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x7fffffff", "0x1"]}], "expected": ["0x7fffffff", "0x0"]},
;! {"name": "umul_ov_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x441ffed19b031e59dbecb1d785811f1baca86f434a14c7c090c5528380000000", "0x9168c230433efa149e271583f284b3230b736cdb6a94b26e06e94e8a00000001"]}], "expected": ["0x80000000", "0x0"]},
;! {"name": "umul_ov_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xad57a789c29cc87bd4651f6298bc25ae34922b28f10ab43f7ecfa80880000000", "0xdf1a19b533da3fc7a5358a9830d3b5fc470555df79452b1eb7c43ec2ffffffff"]}], "expected": ["0x80000000", "0x1"]},
;! {"name": "umul_ov_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "umul_ov_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x7d946b29ca22506246c1c280e03015a668fc26ddb99010b84cdaa5aa80000001", "0xd54ba0df78c7c77813c796e178531acc815dbfefcf7ca45c2f72a67180000001"]}], "expected": ["0x1", "0x1"]},
;! {"name": "umul_ov_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0xedb90f94", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1e", "0x14a031f39b58fe8948059d87f4faf8a7e4b6a1f96ff7a643929a99b080000000", "0x2940c58de219e605f0dbdc78fa35daec45510c4fe97ab6613b4bda880000000"]}], "expected": ["0x0", "0x1"]},
;! {"name": "umul_ov_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x7fffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffff", "0x0"]},
;! {"name": "umul_ov_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xa010cc53a9b55224ec005747630c23741decdd0c67dbb1068000000000000000", "0xf35f02071b4039875459b835fade1ebb525f36890d4d08320000000000000001"]}], "expected": ["0x8000000000000000", "0x0"]},
;! {"name": "umul_ov_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x44072d1344604ffc0d9236fc523858d6f44cb1147a453d838000000000000000", "0xa60c44a0377ce28101b4cd30a3d6ce93cd5a1d7015db508ffffffffffffffff"]}], "expected": ["0x8000000000000000", "0x1"]},
;! {"name": "umul_ov_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "umul_ov_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0xf59a61e69a28c4acae5a3fb060337cd128f4c43eb7bb4d057fffffffffffffff", "0xd671dc293fed9cfb7dc1cb52b58b8b9a868f3b5d82e897f67fffffffffffffff"]}], "expected": ["0x1", "0x1"]},
;! {"name": "umul_ov_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x8000000000000000", "0x1000000000000ff"]}], "expected": ["0x8000000000000000", "0x1"]},
;! {"name": "umul_ov_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1f", "0x67b310eb84cb33f391eea51993ad41654910736cf61aff768000000000000001", "0x4cbc20231b8009b162c4ebc5ccf4288a152340f887890af4000000068673e1d1"]}], "expected": ["0x800000068673e1d1", "0x1"]},
;! {"name": "umul_ov_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x7fffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "umul_ov_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x5fb83087d527a18fac69d47ad06f3f9280000000000000000000000000000000", "0x332dc373f177bd6052f9e3fb4f7ddb8000000000000000000000000000000001"]}], "expected": ["0x80000000000000000000000000000000", "0x0"]},
;! {"name": "umul_ov_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x86161c7b67910db25171f2016730e4a680000000000000000000000000000000", "0xe162f53943282173be1347a19558f307ffffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000000", "0x1"]},
;! {"name": "umul_ov_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "umul_ov_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xd7272a9522f233ca75324d2511189d8880000000000000000000000000000000", "0xa1cbb201db7bdab339ff0242a22274d080000000000000000000000000000000"]}], "expected": ["0x0", "0x1"]},
;! {"name": "umul_ov_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0xff000000000000000000000000000001", "0x1"]}], "expected": ["0xff000000000000000000000000000001", "0x0"]},
;! {"name": "umul_ov_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x20", "0x37a12d20fe46d8fdf10040928d9e1d7e6cda70c91019f1582bfdfe49cde0e63a", "0x9c2887360ffdb27ff6dd1ab6c1193f07990ff8b270755dc3ab521d17821beb79"]}], "expected": ["0x4eb6f133fb072eeb5ad1db77ec20f6a", "0x1"]},
;! {"name": "umul_ov_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "umul_ov_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xc000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "umul_ov_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x4000000000000000000000000000000000000000000000000000000000000000", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "umul_ov_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "umul_ov_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffcf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffcf"]}], "expected": ["0x961", "0x1"]},
;! {"name": "umul_ov_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0xc851f806a46a029ab7847069b8dfa907e4a7d392aa3036185c2ee44dc62418", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7f37ae07f95b95fd65487b8f96472056f81b582c6d55cfc9e7a3d11bb239dbe8", "0x1"]},
;! {"name": "umul_ov_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x21", "0x2906ecae59036c4153110e572a0e43518da3f9905cb961eef7078307654548d0", "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x2df226a34df9277d59dde351abe3795ce4b80cdf468d3c2211f0f9f135756e60", "0x1"]},
;! {"name": "umul_ov_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "umul_ov_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "umul_ov_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "umul_ov_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "umul_ov_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "umul_ov_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0x1", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "umul_ov_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xfffffffffff5d8e623b872bc73373800e0b7ddac821eba67071f344f53b6f671", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x144e33b88f1a8719918ffe3e9044a6fbc28b31f1c197615892131e", "0x1"]},
;! {"name": "umul_ov_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x22", "0xc075a6a2fb69d0629aa9d72f7f1911762b267799cea339116d9ec8af49f7d5f8", "0xffffffffffffffffffffffffffc9f7cdc801ead90c89037cba28cfaafd8a7621"]}], "expected": ["0xf48c2db2efd7e8280b41728fdd5f7d46f24904f1a0319539dfe817703542e4f8", "0x1"]},
;! {"name": "smul_ov_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0xf3ca420219820d65c8367e10dcfe0332bff6bd9d37320499ff0a4f718773e743", "0xab42345ddc41be77556218b95038fd05b8df04894e9adfa4694d255507361563"]}], "expected": ["0x1", "0x1"]},
;! {"name": "smul_ov_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x23", "0x8bad2a3ad70756054f7655245539314afbdef67e11c5ff593d154cfd3f31bc7d", "0x3b16614c3e64eeb8c0c57d0991faf0949536e026f23cbce71f91ee7b5d01848c"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x7f", "0x1"]}], "expected": ["0x7f", "0x0"]},
;! {"name": "smul_ov_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xd884af64595b7f4e9cfa341ebd270d1b712c7b1815966dca38cc9a7ba51cf380", "0xb5573da9347a27194bf744fe766c50544ca822335fafe4c0fcf8c73f4e5b1f01"]}], "expected": ["0x80", "0x0"]},
;! {"name": "smul_ov_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xc85b64687215ee06d6ab201c64ca8275cf2dd6b4be24434448cdb2ca20624a80", "0xcf6e0c19ce807832a07497cdaa2d6294dbb66aec4767535a8cf20f0eb38723ff"]}], "expected": ["0x80", "0x1"]},
;! {"name": "smul_ov_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "smul_ov_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xabf556e7e98f128716546933a03944437d2b3a95f3c115b90245566b9e86571a", "0xb33aa5c50f4ea8074a93508f94aa0aa89db566a0107e9155ab95664c6b03341a"]}], "expected": ["0xa4", "0x1"]},
;! {"name": "smul_ov_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xfe", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x24", "0xb2376b7fa26fb295bfc79716a8b96a019216f8dc6c61179339ad14548d62317f", "0x513c00c96686d29d9e24280da6b4b083f24232f18117d252c079c9c48ae1cff"]}], "expected": ["0x81", "0x0"]},
;! {"name": "smul_ov_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x7fffffff", "0x1"]}], "expected": ["0x7fffffff", "0x0"]},
;! {"name": "smul_ov_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x3f2f7d6ad3014a14baab1d4f8acc29b7381d0fbe91b9479d45260bd780000000", "0xcef20a9fc0272b31fd20fa27552a905a4ea4bf28753ca2fb669a82a000000001"]}], "expected": ["0x80000000", "0x0"]},
;! {"name": "smul_ov_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xe1158b8dcfa9678ad492e64075456375a34802d6445d11e9c2ff7f9f80000000", "0x248cb1d1b7a6af5bc8e1a9b1b41d8e7db62baf1bf2cc11f41e47fd55ffffffff"]}], "expected": ["0x80000000", "0x1"]},
;! {"name": "smul_ov_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "smul_ov_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0x9c35355dd6e15b046e0f15274e3591d231562d8b95bc0ee141b19e4980000001", "0xd87e777bd988fd58fd76d06b60d9dda16e7b6ed636f1b31a93208c3980000001"]}], "expected": ["0x1", "0x1"]},
;! {"name": "smul_ov_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xfffeccc3", "0xffffff20"]}], "expected": ["0x10cd560", "0x0"]},
;! {"name": "smul_ov_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x25", "0xa2750434234e6ca0a4257a03f0b2c2f3215df8af8c9524ab54fe0889fe7aff2c", "0x70eaafd109ee09492049f262051aa400d603f8e51e14e896e4d001fffffc8e52"]}], "expected": ["0xc0402418", "0x1"]},
;! {"name": "smul_ov_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x7fffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffff", "0x0"]},
;! {"name": "smul_ov_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xfacb8c817c0351913fa3c8fb9f5317dc2ca5b823cb99235a8000000000000000", "0xf417d2bad651fd9eb2deb4a4efe40ec36e4d88e4fb1e87770000000000000001"]}], "expected": ["0x8000000000000000", "0x0"]},
;! {"name": "smul_ov_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x5c7185204c3fffe941c4225869f485d3fc26baead81f4ff8000000000000000", "0x552450996e103f5370762f5e513f1875c8558b2ce1065fa8ffffffffffffffff"]}], "expected": ["0x8000000000000000", "0x1"]},
;! {"name": "smul_ov_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "smul_ov_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0x2e4afba6de7a2e071b02a5a56f33593d647114c18cac022bfffff7155c9a3e88", "0x2ef246eb5a609667c4de02dc4cdb4249a0840163d26bca4ffffff7155c9a3e88"]}], "expected": ["0x7a67ec310ae62840", "0x1"]},
;! {"name": "smul_ov_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xd04dcd2d", "0xffefa14995826c26"]}], "expected": ["0x2de336c21ff570ae", "0x1"]},
;! {"name": "smul_ov_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x26", "0xee3f4bd4edee0353d95dac67f77eb596e35da18200e7063cffffffffdb633c7a", "0x5e4cf97c5e5cb4107b8e45798a04d18be2d07fe8bb6680f27e282a6d33f65f1b"]}], "expected": ["0x28ce4cc06224a6de", "0x1"]},
;! {"name": "smul_ov_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x7fffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "smul_ov_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x4c5864e7bf03aab9858435e5470041d280000000000000000000000000000000", "0xddafd2ec0cc5ebc53455a3ebf3385ebd00000000000000000000000000000001"]}], "expected": ["0x80000000000000000000000000000000", "0x0"]},
;! {"name": "smul_ov_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x4de33b4f16f842b803b96c938a4a279380000000000000000000000000000000", "0xb0b7bfb5566c5f229201230b5bb28488ffffffffffffffffffffffffffffffff"]}], "expected": ["0x80000000000000000000000000000000", "0x1"]},
;! {"name": "smul_ov_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "smul_ov_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xb9162ed36dc54e7e99e25d67eecbc6a9e8b36d6e83829863cd095d93beb1ff85", "0x2eac5c43922b726912c260b95064d56fe8b36d6e83829863cd095d93beb1ff85"]}], "expected": ["0x705a8384d42eba6edb78c7cac0f43b19", "0x1"]},
;! {"name": "smul_ov_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0x84adb139868c5ee997e64d659017f2e8", "0x4fee2569a6071e3eec8f2526cbfad142"]}], "expected": ["0xd15a572afcbe3e8b6432a43e20c07d0", "0x1"]},
;! {"name": "smul_ov_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x27", "0xf8c23349a84d8dad6344d838e0223947ff9c02714ba1b18a39292b9a92962e8d", "0xec2e71a7db9e7cc7759b555ddc803209fffffffffffffffffca7f784b947b6a3"]}], "expected": ["0xe1187aa676a8d0f41c58e2a0e8d2e1c7", "0x1"]},
;! {"name": "smul_ov_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "smul_ov_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xc000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "smul_ov_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0xc000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "smul_ov_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "smul_ov_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x7ffffffffffffffffffffffffffffffffffffffffffffff9a03f03493ea0c83e", "0xfffffffffffffffffffffffffffffffffffffffffffffff9a03f03493ea0c83e"]}], "expected": ["0x28a0dca59cbf95a6789a39ed54f220ef04", "0x0"]},
;! {"name": "smul_ov_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x0", "0x2558663da15e1cdc2b5e023af38ebef41807354ae4a5e43f4f17dbc14169ac83"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x28", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x800000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x3f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffff01", "0x1"]},
;! {"name": "smul_ov_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "smul_ov_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "smul_ov_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smul_ov_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "smul_ov_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x2", "0x3"]}], "expected": ["0x6", "0x0"]},
;! {"name": "smul_ov_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0x1"]},
;! {"name": "smul_ov_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "smul_ov_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x29", "0x91965c4094dcab28331fa9e39c1e9f3d021dc963818cdd319ff58ef1c5f41366", "0x1970e3c3f2ddf8137173607cfa72b7d2e9aa549002c9590e074303921fb44f95"]}], "expected": ["0x676befd0dad9d082763596d7671f68474051f6483e189f68491fcef186c3c45e", "0x1"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.{u,s}{add,sub,mul}.with.overflow: the result, then the flag word.
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
declare {i1, i1} @llvm.uadd.with.overflow.i1(i1, i1)
declare {i8, i1} @llvm.uadd.with.overflow.i8(i8, i8)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.uadd.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.uadd.with.overflow.i128(i128, i128)
declare {i255, i1} @llvm.uadd.with.overflow.i255(i255, i255)
declare {i256, i1} @llvm.uadd.with.overflow.i256(i256, i256)
declare {i1, i1} @llvm.sadd.with.overflow.i1(i1, i1)
declare {i8, i1} @llvm.sadd.with.overflow.i8(i8, i8)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.sadd.with.overflow.i128(i128, i128)
declare {i255, i1} @llvm.sadd.with.overflow.i255(i255, i255)
declare {i256, i1} @llvm.sadd.with.overflow.i256(i256, i256)
declare {i1, i1} @llvm.usub.with.overflow.i1(i1, i1)
declare {i8, i1} @llvm.usub.with.overflow.i8(i8, i8)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.usub.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.usub.with.overflow.i128(i128, i128)
declare {i255, i1} @llvm.usub.with.overflow.i255(i255, i255)
declare {i256, i1} @llvm.usub.with.overflow.i256(i256, i256)
declare {i1, i1} @llvm.ssub.with.overflow.i1(i1, i1)
declare {i8, i1} @llvm.ssub.with.overflow.i8(i8, i8)
declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.ssub.with.overflow.i128(i128, i128)
declare {i255, i1} @llvm.ssub.with.overflow.i255(i255, i255)
declare {i256, i1} @llvm.ssub.with.overflow.i256(i256, i256)
declare {i1, i1} @llvm.umul.with.overflow.i1(i1, i1)
declare {i8, i1} @llvm.umul.with.overflow.i8(i8, i8)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.umul.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.umul.with.overflow.i128(i128, i128)
declare {i255, i1} @llvm.umul.with.overflow.i255(i255, i255)
declare {i256, i1} @llvm.umul.with.overflow.i256(i256, i256)
declare {i1, i1} @llvm.smul.with.overflow.i1(i1, i1)
declare {i8, i1} @llvm.smul.with.overflow.i8(i8, i8)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)
declare {i255, i1} @llvm.smul.with.overflow.i255(i255, i255)
declare {i256, i1} @llvm.smul.with.overflow.i256(i256, i256)

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
  %f0.6 = call {i1, i1} @uadd_ov_i1(i1 %f0.2, i1 %f0.5)
  %f0.7 = extractvalue {i1, i1} %f0.6, 0
  %f0.8 = zext i1 %f0.7 to i256
  %f0.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.8, ptr addrspace(1) %f0.9
  %f0.10 = extractvalue {i1, i1} %f0.6, 1
  %f0.11 = zext i1 %f0.10 to i256
  %f0.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.11, ptr addrspace(1) %f0.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i8
  %f1.3 = inttoptr i256 64 to ptr addrspace(2)
  %f1.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.3)
  %f1.5 = trunc i256 %f1.4 to i8
  %f1.6 = call {i8, i1} @uadd_ov_i8(i8 %f1.2, i8 %f1.5)
  %f1.7 = extractvalue {i8, i1} %f1.6, 0
  %f1.8 = zext i8 %f1.7 to i256
  %f1.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.8, ptr addrspace(1) %f1.9
  %f1.10 = extractvalue {i8, i1} %f1.6, 1
  %f1.11 = zext i1 %f1.10 to i256
  %f1.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.11, ptr addrspace(1) %f1.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i32
  %f2.3 = inttoptr i256 64 to ptr addrspace(2)
  %f2.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.3)
  %f2.5 = trunc i256 %f2.4 to i32
  %f2.6 = call {i32, i1} @uadd_ov_i32(i32 %f2.2, i32 %f2.5)
  %f2.7 = extractvalue {i32, i1} %f2.6, 0
  %f2.8 = zext i32 %f2.7 to i256
  %f2.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.8, ptr addrspace(1) %f2.9
  %f2.10 = extractvalue {i32, i1} %f2.6, 1
  %f2.11 = zext i1 %f2.10 to i256
  %f2.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.11, ptr addrspace(1) %f2.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i64
  %f3.3 = inttoptr i256 64 to ptr addrspace(2)
  %f3.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.3)
  %f3.5 = trunc i256 %f3.4 to i64
  %f3.6 = call {i64, i1} @uadd_ov_i64(i64 %f3.2, i64 %f3.5)
  %f3.7 = extractvalue {i64, i1} %f3.6, 0
  %f3.8 = zext i64 %f3.7 to i256
  %f3.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.8, ptr addrspace(1) %f3.9
  %f3.10 = extractvalue {i64, i1} %f3.6, 1
  %f3.11 = zext i1 %f3.10 to i256
  %f3.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.11, ptr addrspace(1) %f3.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i128
  %f4.3 = inttoptr i256 64 to ptr addrspace(2)
  %f4.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.3)
  %f4.5 = trunc i256 %f4.4 to i128
  %f4.6 = call {i128, i1} @uadd_ov_i128(i128 %f4.2, i128 %f4.5)
  %f4.7 = extractvalue {i128, i1} %f4.6, 0
  %f4.8 = zext i128 %f4.7 to i256
  %f4.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.8, ptr addrspace(1) %f4.9
  %f4.10 = extractvalue {i128, i1} %f4.6, 1
  %f4.11 = zext i1 %f4.10 to i256
  %f4.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f4.11, ptr addrspace(1) %f4.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i255
  %f5.3 = inttoptr i256 64 to ptr addrspace(2)
  %f5.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.3)
  %f5.5 = trunc i256 %f5.4 to i255
  %f5.6 = call {i255, i1} @uadd_ov_i255(i255 %f5.2, i255 %f5.5)
  %f5.7 = extractvalue {i255, i1} %f5.6, 0
  %f5.8 = zext i255 %f5.7 to i256
  %f5.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.8, ptr addrspace(1) %f5.9
  %f5.10 = extractvalue {i255, i1} %f5.6, 1
  %f5.11 = zext i1 %f5.10 to i256
  %f5.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.11, ptr addrspace(1) %f5.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = call {i256, i1} @uadd_ov_i256(i256 %f6.1, i256 %f6.3)
  %f6.5 = extractvalue {i256, i1} %f6.4, 0
  %f6.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.5, ptr addrspace(1) %f6.6
  %f6.7 = extractvalue {i256, i1} %f6.4, 1
  %f6.8 = zext i1 %f6.7 to i256
  %f6.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.8, ptr addrspace(1) %f6.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i1
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = trunc i256 %f7.4 to i1
  %f7.6 = call {i1, i1} @sadd_ov_i1(i1 %f7.2, i1 %f7.5)
  %f7.7 = extractvalue {i1, i1} %f7.6, 0
  %f7.8 = zext i1 %f7.7 to i256
  %f7.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.8, ptr addrspace(1) %f7.9
  %f7.10 = extractvalue {i1, i1} %f7.6, 1
  %f7.11 = zext i1 %f7.10 to i256
  %f7.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.11, ptr addrspace(1) %f7.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = trunc i256 %f8.1 to i8
  %f8.3 = inttoptr i256 64 to ptr addrspace(2)
  %f8.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.3)
  %f8.5 = trunc i256 %f8.4 to i8
  %f8.6 = call {i8, i1} @sadd_ov_i8(i8 %f8.2, i8 %f8.5)
  %f8.7 = extractvalue {i8, i1} %f8.6, 0
  %f8.8 = zext i8 %f8.7 to i256
  %f8.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.8, ptr addrspace(1) %f8.9
  %f8.10 = extractvalue {i8, i1} %f8.6, 1
  %f8.11 = zext i1 %f8.10 to i256
  %f8.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f8.11, ptr addrspace(1) %f8.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = trunc i256 %f9.1 to i32
  %f9.3 = inttoptr i256 64 to ptr addrspace(2)
  %f9.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.3)
  %f9.5 = trunc i256 %f9.4 to i32
  %f9.6 = call {i32, i1} @sadd_ov_i32(i32 %f9.2, i32 %f9.5)
  %f9.7 = extractvalue {i32, i1} %f9.6, 0
  %f9.8 = zext i32 %f9.7 to i256
  %f9.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.8, ptr addrspace(1) %f9.9
  %f9.10 = extractvalue {i32, i1} %f9.6, 1
  %f9.11 = zext i1 %f9.10 to i256
  %f9.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f9.11, ptr addrspace(1) %f9.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = trunc i256 %f10.1 to i64
  %f10.3 = inttoptr i256 64 to ptr addrspace(2)
  %f10.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.3)
  %f10.5 = trunc i256 %f10.4 to i64
  %f10.6 = call {i64, i1} @sadd_ov_i64(i64 %f10.2, i64 %f10.5)
  %f10.7 = extractvalue {i64, i1} %f10.6, 0
  %f10.8 = zext i64 %f10.7 to i256
  %f10.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.8, ptr addrspace(1) %f10.9
  %f10.10 = extractvalue {i64, i1} %f10.6, 1
  %f10.11 = zext i1 %f10.10 to i256
  %f10.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f10.11, ptr addrspace(1) %f10.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = trunc i256 %f11.1 to i128
  %f11.3 = inttoptr i256 64 to ptr addrspace(2)
  %f11.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.3)
  %f11.5 = trunc i256 %f11.4 to i128
  %f11.6 = call {i128, i1} @sadd_ov_i128(i128 %f11.2, i128 %f11.5)
  %f11.7 = extractvalue {i128, i1} %f11.6, 0
  %f11.8 = zext i128 %f11.7 to i256
  %f11.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.8, ptr addrspace(1) %f11.9
  %f11.10 = extractvalue {i128, i1} %f11.6, 1
  %f11.11 = zext i1 %f11.10 to i256
  %f11.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f11.11, ptr addrspace(1) %f11.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = trunc i256 %f12.1 to i255
  %f12.3 = inttoptr i256 64 to ptr addrspace(2)
  %f12.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.3)
  %f12.5 = trunc i256 %f12.4 to i255
  %f12.6 = call {i255, i1} @sadd_ov_i255(i255 %f12.2, i255 %f12.5)
  %f12.7 = extractvalue {i255, i1} %f12.6, 0
  %f12.8 = zext i255 %f12.7 to i256
  %f12.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.8, ptr addrspace(1) %f12.9
  %f12.10 = extractvalue {i255, i1} %f12.6, 1
  %f12.11 = zext i1 %f12.10 to i256
  %f12.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f12.11, ptr addrspace(1) %f12.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = call {i256, i1} @sadd_ov_i256(i256 %f13.1, i256 %f13.3)
  %f13.5 = extractvalue {i256, i1} %f13.4, 0
  %f13.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.5, ptr addrspace(1) %f13.6
  %f13.7 = extractvalue {i256, i1} %f13.4, 1
  %f13.8 = zext i1 %f13.7 to i256
  %f13.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f13.8, ptr addrspace(1) %f13.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = trunc i256 %f14.1 to i1
  %f14.3 = inttoptr i256 64 to ptr addrspace(2)
  %f14.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.3)
  %f14.5 = trunc i256 %f14.4 to i1
  %f14.6 = call {i1, i1} @usub_ov_i1(i1 %f14.2, i1 %f14.5)
  %f14.7 = extractvalue {i1, i1} %f14.6, 0
  %f14.8 = zext i1 %f14.7 to i256
  %f14.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.8, ptr addrspace(1) %f14.9
  %f14.10 = extractvalue {i1, i1} %f14.6, 1
  %f14.11 = zext i1 %f14.10 to i256
  %f14.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f14.11, ptr addrspace(1) %f14.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = trunc i256 %f15.1 to i8
  %f15.3 = inttoptr i256 64 to ptr addrspace(2)
  %f15.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.3)
  %f15.5 = trunc i256 %f15.4 to i8
  %f15.6 = call {i8, i1} @usub_ov_i8(i8 %f15.2, i8 %f15.5)
  %f15.7 = extractvalue {i8, i1} %f15.6, 0
  %f15.8 = zext i8 %f15.7 to i256
  %f15.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.8, ptr addrspace(1) %f15.9
  %f15.10 = extractvalue {i8, i1} %f15.6, 1
  %f15.11 = zext i1 %f15.10 to i256
  %f15.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f15.11, ptr addrspace(1) %f15.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = trunc i256 %f16.1 to i32
  %f16.3 = inttoptr i256 64 to ptr addrspace(2)
  %f16.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.3)
  %f16.5 = trunc i256 %f16.4 to i32
  %f16.6 = call {i32, i1} @usub_ov_i32(i32 %f16.2, i32 %f16.5)
  %f16.7 = extractvalue {i32, i1} %f16.6, 0
  %f16.8 = zext i32 %f16.7 to i256
  %f16.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.8, ptr addrspace(1) %f16.9
  %f16.10 = extractvalue {i32, i1} %f16.6, 1
  %f16.11 = zext i1 %f16.10 to i256
  %f16.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f16.11, ptr addrspace(1) %f16.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = trunc i256 %f17.1 to i64
  %f17.3 = inttoptr i256 64 to ptr addrspace(2)
  %f17.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.3)
  %f17.5 = trunc i256 %f17.4 to i64
  %f17.6 = call {i64, i1} @usub_ov_i64(i64 %f17.2, i64 %f17.5)
  %f17.7 = extractvalue {i64, i1} %f17.6, 0
  %f17.8 = zext i64 %f17.7 to i256
  %f17.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.8, ptr addrspace(1) %f17.9
  %f17.10 = extractvalue {i64, i1} %f17.6, 1
  %f17.11 = zext i1 %f17.10 to i256
  %f17.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f17.11, ptr addrspace(1) %f17.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = trunc i256 %f18.1 to i128
  %f18.3 = inttoptr i256 64 to ptr addrspace(2)
  %f18.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.3)
  %f18.5 = trunc i256 %f18.4 to i128
  %f18.6 = call {i128, i1} @usub_ov_i128(i128 %f18.2, i128 %f18.5)
  %f18.7 = extractvalue {i128, i1} %f18.6, 0
  %f18.8 = zext i128 %f18.7 to i256
  %f18.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.8, ptr addrspace(1) %f18.9
  %f18.10 = extractvalue {i128, i1} %f18.6, 1
  %f18.11 = zext i1 %f18.10 to i256
  %f18.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f18.11, ptr addrspace(1) %f18.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = trunc i256 %f19.1 to i255
  %f19.3 = inttoptr i256 64 to ptr addrspace(2)
  %f19.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.3)
  %f19.5 = trunc i256 %f19.4 to i255
  %f19.6 = call {i255, i1} @usub_ov_i255(i255 %f19.2, i255 %f19.5)
  %f19.7 = extractvalue {i255, i1} %f19.6, 0
  %f19.8 = zext i255 %f19.7 to i256
  %f19.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.8, ptr addrspace(1) %f19.9
  %f19.10 = extractvalue {i255, i1} %f19.6, 1
  %f19.11 = zext i1 %f19.10 to i256
  %f19.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f19.11, ptr addrspace(1) %f19.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = inttoptr i256 64 to ptr addrspace(2)
  %f20.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.2)
  %f20.4 = call {i256, i1} @usub_ov_i256(i256 %f20.1, i256 %f20.3)
  %f20.5 = extractvalue {i256, i1} %f20.4, 0
  %f20.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.5, ptr addrspace(1) %f20.6
  %f20.7 = extractvalue {i256, i1} %f20.4, 1
  %f20.8 = zext i1 %f20.7 to i256
  %f20.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f20.8, ptr addrspace(1) %f20.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = trunc i256 %f21.1 to i1
  %f21.3 = inttoptr i256 64 to ptr addrspace(2)
  %f21.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.3)
  %f21.5 = trunc i256 %f21.4 to i1
  %f21.6 = call {i1, i1} @ssub_ov_i1(i1 %f21.2, i1 %f21.5)
  %f21.7 = extractvalue {i1, i1} %f21.6, 0
  %f21.8 = zext i1 %f21.7 to i256
  %f21.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.8, ptr addrspace(1) %f21.9
  %f21.10 = extractvalue {i1, i1} %f21.6, 1
  %f21.11 = zext i1 %f21.10 to i256
  %f21.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f21.11, ptr addrspace(1) %f21.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = trunc i256 %f22.1 to i8
  %f22.3 = inttoptr i256 64 to ptr addrspace(2)
  %f22.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.3)
  %f22.5 = trunc i256 %f22.4 to i8
  %f22.6 = call {i8, i1} @ssub_ov_i8(i8 %f22.2, i8 %f22.5)
  %f22.7 = extractvalue {i8, i1} %f22.6, 0
  %f22.8 = zext i8 %f22.7 to i256
  %f22.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.8, ptr addrspace(1) %f22.9
  %f22.10 = extractvalue {i8, i1} %f22.6, 1
  %f22.11 = zext i1 %f22.10 to i256
  %f22.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f22.11, ptr addrspace(1) %f22.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = trunc i256 %f23.1 to i32
  %f23.3 = inttoptr i256 64 to ptr addrspace(2)
  %f23.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.3)
  %f23.5 = trunc i256 %f23.4 to i32
  %f23.6 = call {i32, i1} @ssub_ov_i32(i32 %f23.2, i32 %f23.5)
  %f23.7 = extractvalue {i32, i1} %f23.6, 0
  %f23.8 = zext i32 %f23.7 to i256
  %f23.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.8, ptr addrspace(1) %f23.9
  %f23.10 = extractvalue {i32, i1} %f23.6, 1
  %f23.11 = zext i1 %f23.10 to i256
  %f23.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f23.11, ptr addrspace(1) %f23.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = trunc i256 %f24.1 to i64
  %f24.3 = inttoptr i256 64 to ptr addrspace(2)
  %f24.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.3)
  %f24.5 = trunc i256 %f24.4 to i64
  %f24.6 = call {i64, i1} @ssub_ov_i64(i64 %f24.2, i64 %f24.5)
  %f24.7 = extractvalue {i64, i1} %f24.6, 0
  %f24.8 = zext i64 %f24.7 to i256
  %f24.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.8, ptr addrspace(1) %f24.9
  %f24.10 = extractvalue {i64, i1} %f24.6, 1
  %f24.11 = zext i1 %f24.10 to i256
  %f24.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f24.11, ptr addrspace(1) %f24.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = trunc i256 %f25.1 to i128
  %f25.3 = inttoptr i256 64 to ptr addrspace(2)
  %f25.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.3)
  %f25.5 = trunc i256 %f25.4 to i128
  %f25.6 = call {i128, i1} @ssub_ov_i128(i128 %f25.2, i128 %f25.5)
  %f25.7 = extractvalue {i128, i1} %f25.6, 0
  %f25.8 = zext i128 %f25.7 to i256
  %f25.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.8, ptr addrspace(1) %f25.9
  %f25.10 = extractvalue {i128, i1} %f25.6, 1
  %f25.11 = zext i1 %f25.10 to i256
  %f25.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f25.11, ptr addrspace(1) %f25.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = trunc i256 %f26.1 to i255
  %f26.3 = inttoptr i256 64 to ptr addrspace(2)
  %f26.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.3)
  %f26.5 = trunc i256 %f26.4 to i255
  %f26.6 = call {i255, i1} @ssub_ov_i255(i255 %f26.2, i255 %f26.5)
  %f26.7 = extractvalue {i255, i1} %f26.6, 0
  %f26.8 = zext i255 %f26.7 to i256
  %f26.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.8, ptr addrspace(1) %f26.9
  %f26.10 = extractvalue {i255, i1} %f26.6, 1
  %f26.11 = zext i1 %f26.10 to i256
  %f26.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f26.11, ptr addrspace(1) %f26.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f27:
  %f27.0 = inttoptr i256 32 to ptr addrspace(2)
  %f27.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.0)
  %f27.2 = inttoptr i256 64 to ptr addrspace(2)
  %f27.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f27.2)
  %f27.4 = call {i256, i1} @ssub_ov_i256(i256 %f27.1, i256 %f27.3)
  %f27.5 = extractvalue {i256, i1} %f27.4, 0
  %f27.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.5, ptr addrspace(1) %f27.6
  %f27.7 = extractvalue {i256, i1} %f27.4, 1
  %f27.8 = zext i1 %f27.7 to i256
  %f27.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f27.8, ptr addrspace(1) %f27.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f28:
  %f28.0 = inttoptr i256 32 to ptr addrspace(2)
  %f28.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.0)
  %f28.2 = trunc i256 %f28.1 to i1
  %f28.3 = inttoptr i256 64 to ptr addrspace(2)
  %f28.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f28.3)
  %f28.5 = trunc i256 %f28.4 to i1
  %f28.6 = call {i1, i1} @umul_ov_i1(i1 %f28.2, i1 %f28.5)
  %f28.7 = extractvalue {i1, i1} %f28.6, 0
  %f28.8 = zext i1 %f28.7 to i256
  %f28.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f28.8, ptr addrspace(1) %f28.9
  %f28.10 = extractvalue {i1, i1} %f28.6, 1
  %f28.11 = zext i1 %f28.10 to i256
  %f28.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f28.11, ptr addrspace(1) %f28.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f29:
  %f29.0 = inttoptr i256 32 to ptr addrspace(2)
  %f29.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.0)
  %f29.2 = trunc i256 %f29.1 to i8
  %f29.3 = inttoptr i256 64 to ptr addrspace(2)
  %f29.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f29.3)
  %f29.5 = trunc i256 %f29.4 to i8
  %f29.6 = call {i8, i1} @umul_ov_i8(i8 %f29.2, i8 %f29.5)
  %f29.7 = extractvalue {i8, i1} %f29.6, 0
  %f29.8 = zext i8 %f29.7 to i256
  %f29.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f29.8, ptr addrspace(1) %f29.9
  %f29.10 = extractvalue {i8, i1} %f29.6, 1
  %f29.11 = zext i1 %f29.10 to i256
  %f29.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f29.11, ptr addrspace(1) %f29.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f30:
  %f30.0 = inttoptr i256 32 to ptr addrspace(2)
  %f30.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.0)
  %f30.2 = trunc i256 %f30.1 to i32
  %f30.3 = inttoptr i256 64 to ptr addrspace(2)
  %f30.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f30.3)
  %f30.5 = trunc i256 %f30.4 to i32
  %f30.6 = call {i32, i1} @umul_ov_i32(i32 %f30.2, i32 %f30.5)
  %f30.7 = extractvalue {i32, i1} %f30.6, 0
  %f30.8 = zext i32 %f30.7 to i256
  %f30.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f30.8, ptr addrspace(1) %f30.9
  %f30.10 = extractvalue {i32, i1} %f30.6, 1
  %f30.11 = zext i1 %f30.10 to i256
  %f30.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f30.11, ptr addrspace(1) %f30.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f31:
  %f31.0 = inttoptr i256 32 to ptr addrspace(2)
  %f31.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.0)
  %f31.2 = trunc i256 %f31.1 to i64
  %f31.3 = inttoptr i256 64 to ptr addrspace(2)
  %f31.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f31.3)
  %f31.5 = trunc i256 %f31.4 to i64
  %f31.6 = call {i64, i1} @umul_ov_i64(i64 %f31.2, i64 %f31.5)
  %f31.7 = extractvalue {i64, i1} %f31.6, 0
  %f31.8 = zext i64 %f31.7 to i256
  %f31.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f31.8, ptr addrspace(1) %f31.9
  %f31.10 = extractvalue {i64, i1} %f31.6, 1
  %f31.11 = zext i1 %f31.10 to i256
  %f31.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f31.11, ptr addrspace(1) %f31.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f32:
  %f32.0 = inttoptr i256 32 to ptr addrspace(2)
  %f32.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.0)
  %f32.2 = trunc i256 %f32.1 to i128
  %f32.3 = inttoptr i256 64 to ptr addrspace(2)
  %f32.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f32.3)
  %f32.5 = trunc i256 %f32.4 to i128
  %f32.6 = call {i128, i1} @umul_ov_i128(i128 %f32.2, i128 %f32.5)
  %f32.7 = extractvalue {i128, i1} %f32.6, 0
  %f32.8 = zext i128 %f32.7 to i256
  %f32.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f32.8, ptr addrspace(1) %f32.9
  %f32.10 = extractvalue {i128, i1} %f32.6, 1
  %f32.11 = zext i1 %f32.10 to i256
  %f32.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f32.11, ptr addrspace(1) %f32.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f33:
  %f33.0 = inttoptr i256 32 to ptr addrspace(2)
  %f33.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.0)
  %f33.2 = trunc i256 %f33.1 to i255
  %f33.3 = inttoptr i256 64 to ptr addrspace(2)
  %f33.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f33.3)
  %f33.5 = trunc i256 %f33.4 to i255
  %f33.6 = call {i255, i1} @umul_ov_i255(i255 %f33.2, i255 %f33.5)
  %f33.7 = extractvalue {i255, i1} %f33.6, 0
  %f33.8 = zext i255 %f33.7 to i256
  %f33.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f33.8, ptr addrspace(1) %f33.9
  %f33.10 = extractvalue {i255, i1} %f33.6, 1
  %f33.11 = zext i1 %f33.10 to i256
  %f33.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f33.11, ptr addrspace(1) %f33.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f34:
  %f34.0 = inttoptr i256 32 to ptr addrspace(2)
  %f34.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.0)
  %f34.2 = inttoptr i256 64 to ptr addrspace(2)
  %f34.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f34.2)
  %f34.4 = call {i256, i1} @umul_ov_i256(i256 %f34.1, i256 %f34.3)
  %f34.5 = extractvalue {i256, i1} %f34.4, 0
  %f34.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f34.5, ptr addrspace(1) %f34.6
  %f34.7 = extractvalue {i256, i1} %f34.4, 1
  %f34.8 = zext i1 %f34.7 to i256
  %f34.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f34.8, ptr addrspace(1) %f34.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f35:
  %f35.0 = inttoptr i256 32 to ptr addrspace(2)
  %f35.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.0)
  %f35.2 = trunc i256 %f35.1 to i1
  %f35.3 = inttoptr i256 64 to ptr addrspace(2)
  %f35.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f35.3)
  %f35.5 = trunc i256 %f35.4 to i1
  %f35.6 = call {i1, i1} @smul_ov_i1(i1 %f35.2, i1 %f35.5)
  %f35.7 = extractvalue {i1, i1} %f35.6, 0
  %f35.8 = zext i1 %f35.7 to i256
  %f35.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f35.8, ptr addrspace(1) %f35.9
  %f35.10 = extractvalue {i1, i1} %f35.6, 1
  %f35.11 = zext i1 %f35.10 to i256
  %f35.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f35.11, ptr addrspace(1) %f35.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f36:
  %f36.0 = inttoptr i256 32 to ptr addrspace(2)
  %f36.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.0)
  %f36.2 = trunc i256 %f36.1 to i8
  %f36.3 = inttoptr i256 64 to ptr addrspace(2)
  %f36.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f36.3)
  %f36.5 = trunc i256 %f36.4 to i8
  %f36.6 = call {i8, i1} @smul_ov_i8(i8 %f36.2, i8 %f36.5)
  %f36.7 = extractvalue {i8, i1} %f36.6, 0
  %f36.8 = zext i8 %f36.7 to i256
  %f36.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f36.8, ptr addrspace(1) %f36.9
  %f36.10 = extractvalue {i8, i1} %f36.6, 1
  %f36.11 = zext i1 %f36.10 to i256
  %f36.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f36.11, ptr addrspace(1) %f36.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f37:
  %f37.0 = inttoptr i256 32 to ptr addrspace(2)
  %f37.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.0)
  %f37.2 = trunc i256 %f37.1 to i32
  %f37.3 = inttoptr i256 64 to ptr addrspace(2)
  %f37.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f37.3)
  %f37.5 = trunc i256 %f37.4 to i32
  %f37.6 = call {i32, i1} @smul_ov_i32(i32 %f37.2, i32 %f37.5)
  %f37.7 = extractvalue {i32, i1} %f37.6, 0
  %f37.8 = zext i32 %f37.7 to i256
  %f37.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f37.8, ptr addrspace(1) %f37.9
  %f37.10 = extractvalue {i32, i1} %f37.6, 1
  %f37.11 = zext i1 %f37.10 to i256
  %f37.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f37.11, ptr addrspace(1) %f37.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f38:
  %f38.0 = inttoptr i256 32 to ptr addrspace(2)
  %f38.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.0)
  %f38.2 = trunc i256 %f38.1 to i64
  %f38.3 = inttoptr i256 64 to ptr addrspace(2)
  %f38.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f38.3)
  %f38.5 = trunc i256 %f38.4 to i64
  %f38.6 = call {i64, i1} @smul_ov_i64(i64 %f38.2, i64 %f38.5)
  %f38.7 = extractvalue {i64, i1} %f38.6, 0
  %f38.8 = zext i64 %f38.7 to i256
  %f38.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f38.8, ptr addrspace(1) %f38.9
  %f38.10 = extractvalue {i64, i1} %f38.6, 1
  %f38.11 = zext i1 %f38.10 to i256
  %f38.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f38.11, ptr addrspace(1) %f38.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f39:
  %f39.0 = inttoptr i256 32 to ptr addrspace(2)
  %f39.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.0)
  %f39.2 = trunc i256 %f39.1 to i128
  %f39.3 = inttoptr i256 64 to ptr addrspace(2)
  %f39.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f39.3)
  %f39.5 = trunc i256 %f39.4 to i128
  %f39.6 = call {i128, i1} @smul_ov_i128(i128 %f39.2, i128 %f39.5)
  %f39.7 = extractvalue {i128, i1} %f39.6, 0
  %f39.8 = zext i128 %f39.7 to i256
  %f39.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f39.8, ptr addrspace(1) %f39.9
  %f39.10 = extractvalue {i128, i1} %f39.6, 1
  %f39.11 = zext i1 %f39.10 to i256
  %f39.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f39.11, ptr addrspace(1) %f39.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f40:
  %f40.0 = inttoptr i256 32 to ptr addrspace(2)
  %f40.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.0)
  %f40.2 = trunc i256 %f40.1 to i255
  %f40.3 = inttoptr i256 64 to ptr addrspace(2)
  %f40.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f40.3)
  %f40.5 = trunc i256 %f40.4 to i255
  %f40.6 = call {i255, i1} @smul_ov_i255(i255 %f40.2, i255 %f40.5)
  %f40.7 = extractvalue {i255, i1} %f40.6, 0
  %f40.8 = zext i255 %f40.7 to i256
  %f40.9 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f40.8, ptr addrspace(1) %f40.9
  %f40.10 = extractvalue {i255, i1} %f40.6, 1
  %f40.11 = zext i1 %f40.10 to i256
  %f40.12 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f40.11, ptr addrspace(1) %f40.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f41:
  %f41.0 = inttoptr i256 32 to ptr addrspace(2)
  %f41.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.0)
  %f41.2 = inttoptr i256 64 to ptr addrspace(2)
  %f41.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f41.2)
  %f41.4 = call {i256, i1} @smul_ov_i256(i256 %f41.1, i256 %f41.3)
  %f41.5 = extractvalue {i256, i1} %f41.4, 0
  %f41.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f41.5, ptr addrspace(1) %f41.6
  %f41.7 = extractvalue {i256, i1} %f41.4, 1
  %f41.8 = zext i1 %f41.7 to i256
  %f41.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f41.8, ptr addrspace(1) %f41.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define {i1, i1} @uadd_ov_i1(i1 %a, i1 %b) {
  %r = call {i1, i1} @llvm.uadd.with.overflow.i1(i1 %a, i1 %b)
  ret {i1, i1} %r
}

define {i8, i1} @uadd_ov_i8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  ret {i8, i1} %r
}

define {i32, i1} @uadd_ov_i32(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}

define {i64, i1} @uadd_ov_i64(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %a, i64 %b)
  ret {i64, i1} %r
}

define {i128, i1} @uadd_ov_i128(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define {i255, i1} @uadd_ov_i255(i255 %a, i255 %b) {
  %r = call {i255, i1} @llvm.uadd.with.overflow.i255(i255 %a, i255 %b)
  ret {i255, i1} %r
}

define {i256, i1} @uadd_ov_i256(i256 %a, i256 %b) {
  %r = call {i256, i1} @llvm.uadd.with.overflow.i256(i256 %a, i256 %b)
  ret {i256, i1} %r
}

define {i1, i1} @sadd_ov_i1(i1 %a, i1 %b) {
  %r = call {i1, i1} @llvm.sadd.with.overflow.i1(i1 %a, i1 %b)
  ret {i1, i1} %r
}

define {i8, i1} @sadd_ov_i8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 %a, i8 %b)
  ret {i8, i1} %r
}

define {i32, i1} @sadd_ov_i32(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}

define {i64, i1} @sadd_ov_i64(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %a, i64 %b)
  ret {i64, i1} %r
}

define {i128, i1} @sadd_ov_i128(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.sadd.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define {i255, i1} @sadd_ov_i255(i255 %a, i255 %b) {
  %r = call {i255, i1} @llvm.sadd.with.overflow.i255(i255 %a, i255 %b)
  ret {i255, i1} %r
}

define {i256, i1} @sadd_ov_i256(i256 %a, i256 %b) {
  %r = call {i256, i1} @llvm.sadd.with.overflow.i256(i256 %a, i256 %b)
  ret {i256, i1} %r
}

define {i1, i1} @usub_ov_i1(i1 %a, i1 %b) {
  %r = call {i1, i1} @llvm.usub.with.overflow.i1(i1 %a, i1 %b)
  ret {i1, i1} %r
}

define {i8, i1} @usub_ov_i8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  ret {i8, i1} %r
}

define {i32, i1} @usub_ov_i32(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}

define {i64, i1} @usub_ov_i64(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.usub.with.overflow.i64(i64 %a, i64 %b)
  ret {i64, i1} %r
}

define {i128, i1} @usub_ov_i128(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.usub.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define {i255, i1} @usub_ov_i255(i255 %a, i255 %b) {
  %r = call {i255, i1} @llvm.usub.with.overflow.i255(i255 %a, i255 %b)
  ret {i255, i1} %r
}

define {i256, i1} @usub_ov_i256(i256 %a, i256 %b) {
  %r = call {i256, i1} @llvm.usub.with.overflow.i256(i256 %a, i256 %b)
  ret {i256, i1} %r
}

define {i1, i1} @ssub_ov_i1(i1 %a, i1 %b) {
  %r = call {i1, i1} @llvm.ssub.with.overflow.i1(i1 %a, i1 %b)
  ret {i1, i1} %r
}

define {i8, i1} @ssub_ov_i8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.ssub.with.overflow.i8(i8 %a, i8 %b)
  ret {i8, i1} %r
}

define {i32, i1} @ssub_ov_i32(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}

define {i64, i1} @ssub_ov_i64(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %a, i64 %b)
  ret {i64, i1} %r
}

define {i128, i1} @ssub_ov_i128(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.ssub.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define {i255, i1} @ssub_ov_i255(i255 %a, i255 %b) {
  %r = call {i255, i1} @llvm.ssub.with.overflow.i255(i255 %a, i255 %b)
  ret {i255, i1} %r
}

define {i256, i1} @ssub_ov_i256(i256 %a, i256 %b) {
  %r = call {i256, i1} @llvm.ssub.with.overflow.i256(i256 %a, i256 %b)
  ret {i256, i1} %r
}

define {i1, i1} @umul_ov_i1(i1 %a, i1 %b) {
  %r = call {i1, i1} @llvm.umul.with.overflow.i1(i1 %a, i1 %b)
  ret {i1, i1} %r
}

define {i8, i1} @umul_ov_i8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.umul.with.overflow.i8(i8 %a, i8 %b)
  ret {i8, i1} %r
}

define {i32, i1} @umul_ov_i32(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}

define {i64, i1} @umul_ov_i64(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  ret {i64, i1} %r
}

define {i128, i1} @umul_ov_i128(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define {i255, i1} @umul_ov_i255(i255 %a, i255 %b) {
  %r = call {i255, i1} @llvm.umul.with.overflow.i255(i255 %a, i255 %b)
  ret {i255, i1} %r
}

define {i256, i1} @umul_ov_i256(i256 %a, i256 %b) {
  %r = call {i256, i1} @llvm.umul.with.overflow.i256(i256 %a, i256 %b)
  ret {i256, i1} %r
}

define {i1, i1} @smul_ov_i1(i1 %a, i1 %b) {
  %r = call {i1, i1} @llvm.smul.with.overflow.i1(i1 %a, i1 %b)
  ret {i1, i1} %r
}

define {i8, i1} @smul_ov_i8(i8 %a, i8 %b) {
  %r = call {i8, i1} @llvm.smul.with.overflow.i8(i8 %a, i8 %b)
  ret {i8, i1} %r
}

define {i32, i1} @smul_ov_i32(i32 %a, i32 %b) {
  %r = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  ret {i32, i1} %r
}

define {i64, i1} @smul_ov_i64(i64 %a, i64 %b) {
  %r = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  ret {i64, i1} %r
}

define {i128, i1} @smul_ov_i128(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define {i255, i1} @smul_ov_i255(i255 %a, i255 %b) {
  %r = call {i255, i1} @llvm.smul.with.overflow.i255(i255 %a, i255 %b)
  ret {i255, i1} %r
}

define {i256, i1} @smul_ov_i256(i256 %a, i256 %b) {
  %r = call {i256, i1} @llvm.smul.with.overflow.i256(i256 %a, i256 %b)
  ret {i256, i1} %r
}
