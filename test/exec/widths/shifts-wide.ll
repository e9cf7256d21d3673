;! { "cases": [
;! {"name": "shl_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x18876a8be310f69b0b9043c18e3c9683ac640688a9710960fbb34", "0x0", "0x1"]}], "expected": ["0x0", "0x310ed517c621ed36172087831c792d0758c80d1152e212c1f7668"]},
;! {"name": "shl_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x9a1f8a7917c7a5a713daf93829e4622f35f5a910e47333d57df2de8847840d86", "0x0", "0x1e"]}], "expected": ["0x0", "0x45f1e969c4f6be4e0a79188bcd7d6a44391cccf55f7cb7a211e1036180000000"]},
;! {"name": "shl_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1e954267ec64939a6fc8d60e3ddd92684a7b3a0d51a19c0", "0x0", "0x100"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x30e254f571696937cd42324d332b", "0x0", "0x0"]}], "expected": ["0x0", "0x30e254f571696937cd42324d332b"]},
;! {"name": "shl_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0", "0x0", "0x4c"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0x80"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffe00000000000000000000000000000000"]},
;! {"name": "shl_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x2", "0x0", "0x89"]}], "expected": ["0x0", "0x40000000000000000000000000000000000"]},
;! {"name": "shl_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x2", "0x0", "0x100"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffb", "0xf4ee3c5859a318bfd8a1847bc089526c94162c97314fc86f951913d5f0e15702", "0x0", "0x100"]}], "expected": ["0xf4ee3c5859a318bfd8a1847bc089526c94162c97314fc86f951913d5f0e15702", "0x0"]},
;! {"name": "shl_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x2", "0x0", "0x100"]}], "expected": ["0x2", "0x0"]},
;! {"name": "shl_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfff6e121661bad1979ef4384bc6c112128d5d160fe4a68c8dad95f69596bbfa5", "0x44dab41270bdf922331f6bf294f81a0cb0b3a358cff77aa3a361c5c53830908b", "0x0", "0x1"]}], "expected": ["0xffedc242cc375a32f3de870978d8224251aba2c1fc94d191b5b2bed2b2d77f4a", "0x89b56824e17bf244663ed7e529f03419616746b19feef54746c38b8a70612116"]},
;! {"name": "shl_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1ff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "shl_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0", "0x1ff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "shl_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1b1ce4d36a2c1fbb05ae6c435f", "0x839d13758d19f78d33ae1748a78a7a7441acb111f0174a099ad2b64313e82ed7", "0x0", "0x1"]}], "expected": ["0x3639c9a6d4583f760b5cd886bf", "0x73a26eb1a33ef1a675c2e914f14f4e883596223e02e941335a56c8627d05dae"]},
;! {"name": "shl_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x2", "0x0", "0x1ff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0", "0x1ff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "lshr_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x3a27d1a49cae48b13b5073c97fe6ad662c45ccfed646cebd69df776a35", "0x0", "0x100"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xc5e5bb24b3db06361b2b53f28ea6796e6513e9ce52575445627412f07fd9c386", "0x0", "0x100"]}], "expected": ["0x0", "0x1"]},
;! {"name": "lshr_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x0", "0x1"]}], "expected": ["0x0", "0xff00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xc3caf27497de6d9ae1dd427c249568a65f57dd650fbac1928b750a5cb39b59df", "0x0", "0x100"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1", "0x0", "0x3c"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xe05e1816739f2be3f55291aec079d80f", "0x0", "0x0"]}], "expected": ["0x0", "0xe05e1816739f2be3f55291aec079d80f"]},
;! {"name": "lshr_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfffffffffffffffffffffffffffffffdf285472f9c462fa80b642645c5410e1c", "0x0", "0x86"]}], "expected": ["0x0", "0x7ffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x1", "0x0", "0x1"]}], "expected": ["0x0", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa85457b28908fc5fec8199828b9b19b384de7ad1027a9c1c4f9cba6d050a14d3", "0x3f6600542cd1c9a9fb216e0c7e1da9a32e3b2ed8ad68a847f03a2e6c1fd64daf", "0x0", "0x1b2"]}], "expected": ["0x0", "0x2a1515eca2423f17fb20"]},
;! {"name": "lshr_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x23e0812c1e6a58a5d48321729c773babccac932a2847adef3aae2a369", "0x1b4fc098230fc83698ad62cc1f1c6e5eb61abc6d10ade41ef4cae7d856df8377", "0x0", "0x1ff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0xf9"]}], "expected": ["0x7f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x0", "0x177"]}], "expected": ["0x0", "0x200000000000000000000000000000000"]},
;! {"name": "lshr_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "lshr_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfba65e98e79131b500a5a0ce04a8ae6078a15bf6f2a02c1626d38ad10b78ba7b", "0xa6b5ee6f2e12de6db0ed7380cdb4c3c02c2b0751c6a4f5b59b6c8dd81ce0822c", "0x0", "0x100"]}], "expected": ["0x0", "0xfba65e98e79131b500a5a0ce04a8ae6078a15bf6f2a02c1626d38ad10b78ba7b"]},
;! {"name": "lshr_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x0", "0x100"]}], "expected": ["0x0", "0x100000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1a3"]}], "expected": ["0x0", "0xfe000000000000000000000"]},
;! {"name": "ashr_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1", "0x0", "0x80"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x985111db6f527997ce7c1c968ef3a9cc08f14ef535a50349469c24fee746f573", "0x0", "0x80"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffff985111db6f527997ce7c1c968ef3a9cc"]},
;! {"name": "ashr_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x80"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffe002a2e4187002676f740c883d1156cd8849", "0x0", "0x80"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe002"]},
;! {"name": "ashr_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x3dbaaf7033806ceb", "0x0", "0x0"]}], "expected": ["0x0", "0x3dbaaf7033806ceb"]},
;! {"name": "ashr_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0x0"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "ashr_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1aef16ee0341321cf6dc9757073343374f160", "0x0", "0x100"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffe92b4db", "0x0", "0x0"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffe92b4db"]},
;! {"name": "ashr_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffd386f349b4c", "0x0", "0x1ff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x0"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "ashr_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x6c85a055fd90672cd7ec", "0x0", "0x100"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1f7d2761e63dfc85c270f0709717afd817fba802f072c11cb934477b79121206", "0x4099543ca68f4092ebf01fc59bd8c117e67b7ff527298190a308091f5d9f773e", "0x0", "0x1"]}], "expected": ["0xfbe93b0f31efe42e13878384b8bd7ec0bfdd4017839608e5c9a23bdbc890903", "0x204caa1e5347a04975f80fe2cdec608bf33dbffa9394c0c85184048faecfbb9f"]},
;! {"name": "ashr_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfffffffffffffffffffffffffffffffffffffffffffffffffff23f7385f1dc52", "0x4d8d8ff4173a371948a001f7e0f66a81305f3d7718680de13930ba33fca88e5f", "0x0", "0xea"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffc8fdce17c7714936363"]},
;! {"name": "ashr_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0x1ff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x258debd7db30bd8b73021b9", "0x0", "0x0"]}], "expected": ["0x0", "0x258debd7db30bd8b73021b9"]},
;! {"name": "ashr_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe2", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1"]},
;! {"name": "shl_by1_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by1_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x1"]}], "expected": ["0x0", "0x2"]},
;! {"name": "shl_by1_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by1_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x19f8fa61f80893b8ffedb425e9536e1c798e29fd040db32c8a2d83779b458d5e"]}], "expected": ["0x0", "0x33f1f4c3f0112771ffdb684bd2a6dc38f31c53fa081b6659145b06ef368b1abc"]},
;! {"name": "shl_by160_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by160_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1"]}], "expected": ["0x0", "0x10000000000000000000000000000000000000000"]},
;! {"name": "shl_by160_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffff0000000000000000000000000000000000000000"]},
;! {"name": "shl_by160_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by160_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffff0000000000000000000000000000000000000000"]},
;! {"name": "shl_by160_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0", "0x10000000000000000000000000000000000000000"]},
;! {"name": "shl_by256_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by256_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x1"]}], "expected": ["0x1", "0x0"]},
;! {"name": "shl_by256_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x0"]},
;! {"name": "shl_by256_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by256_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x0"]},
;! {"name": "shl_by256_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1", "0x0"]},
;! {"name": "shl_by1_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by1_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x1"]}], "expected": ["0x0", "0x2"]},
;! {"name": "shl_by1_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by1_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "shl_by1_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xae8a5cb736b0f7bbb0420c83bef5888d22ece479f0ee0c949ef8fad04d7c5aa5", "0x97035bd73266b105f7d1ad01fada669a8f7486deab202add90dde8c8222b8035"]}], "expected": ["0x5d14b96e6d61ef77608419077deb111a45d9c8f3e1dc19293df1f5a09af8b54b", "0x2e06b7ae64cd620befa35a03f5b4cd351ee90dbd564055bb21bbd1904457006a"]},
;! {"name": "shl_by320_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by320_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x1"]}], "expected": ["0x10000000000000000", "0x0"]},
;! {"name": "shl_by320_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffff0000000000000000", "0x0"]},
;! {"name": "shl_by320_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by320_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffff0000000000000000", "0x0"]},
;! {"name": "shl_by320_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x173345e0dd24ca907091bb7fd4792eb8f8343", "0x5c645845ceb21e5a457c7d023aaaf0b06a37f1bf02078ac1dd3415e50646fe12"]}], "expected": ["0x457c7d023aaaf0b06a37f1bf02078ac1dd3415e50646fe120000000000000000", "0x0"]},
;! {"name": "shl_by511_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by511_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "shl_by511_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "shl_by511_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "shl_by511_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "shl_by511_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x1c922bd46fafeeba9bd3de18bc77e6b9727034412a82fe43f1a4261b50cf1187", "0x56f34daa76a3b1f7bf1ffc742f407b954d417b040ee75ead951fa5b002881f82"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by1_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by1_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by1_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1", "0x0"]}], "expected": ["0x0", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_by1_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x39ee2be207"]}], "expected": ["0x0", "0x1cf715f103"]},
;! {"name": "lshr_by160_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by160_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by160_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1ffffffffffffffffffffffff"]},
;! {"name": "lshr_by160_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1", "0x0"]}], "expected": ["0x0", "0x1000000000000000000000000"]},
;! {"name": "lshr_by160_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffff"]},
;! {"name": "lshr_by160_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x0", "0x1fe0000000000000000000000"]},
;! {"name": "lshr_by256_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by256_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by256_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "lshr_by256_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x0"]}], "expected": ["0x0", "0x1"]},
;! {"name": "lshr_by256_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by256_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x66030809f7c66ad69921ceb11ecd03d3ab2195bdf47e2b746e4298516fa0b59b"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by1_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by1_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by1_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "lshr_by1_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by1_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xb4e298dfa19e08bc5d687a6207a0f8dcb35d7725e7df78e68a94cda40841e88d", "0x358c5f3aa334d12c5a847a0314d1fa329274845c14ae24af29ea0ee43bcdb1c6"]}], "expected": ["0x5a714c6fd0cf045e2eb43d3103d07c6e59aebb92f3efbc73454a66d20420f446", "0x9ac62f9d519a68962d423d018a68fd19493a422e0a57125794f507721de6d8e3"]},
;! {"name": "lshr_by320_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by320_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by320_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by320_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x800000000000000000000000000000000000000000000000"]},
;! {"name": "lshr_by320_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "lshr_by320_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x2"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by511_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by511_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by511_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "lshr_by511_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x1"]},
;! {"name": "lshr_by511_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "lshr_by511_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x1"]},
;! {"name": "ashr_by1_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by1_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by1_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0x0"]}], "expected": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "ashr_by1_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0xfffffffffffffffffffffffffffff9e36b9fdc806e6ee2393dd24163fe9f6a08"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffcf1b5cfee403737711c9ee920b1ff4fb504"]},
;! {"name": "ashr_by160_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by160_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by160_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by160_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x1", "0x0"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffff000000000000000000000000"]},
;! {"name": "ashr_by160_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffff"]},
;! {"name": "ashr_by160_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x2"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by256_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by256_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by256_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by256_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x1", "0x0"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by256_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by256_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by1_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by1_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by1_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0xc000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "ashr_by1_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by1_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xfffffffffffffffffffffffe1d202fcb2f6eb07ff0a4213540b3668b669edef5", "0x2c8cda8bb5c4b228ea5fbcfc96bc46bc7cb4b29f06c5b609071fad40e8222ce0"]}], "expected": ["0xffffffffffffffffffffffff0e9017e597b7583ff852109aa059b345b34f6f7a", "0x96466d45dae25914752fde7e4b5e235e3e5a594f8362db04838fd6a074111670"]},
;! {"name": "ashr_by320_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by320_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by320_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by320_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffff800000000000000000000000000000000000000000000000"]},
;! {"name": "ashr_by320_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by320_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xfffffffe69f58d1ab2b8dbc9288312ddad91e94001cd190e49884880e3dbdd2f", "0x29379a75cfddb829cff90cfbaa1ed587731703e022f69bdebec8873fe3649529"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffe69f58d1ab2b8dbc9288312ddad91e94001cd190e"]},
;! {"name": "ashr_by511_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by511_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by511_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by511_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "ashr_by511_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "ashr_by511_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xcecde8df0578ff8e64a513cd67a62b3cfb8e56adba3d3a2f8837272068ecd11d", "0x742c1610021f9e1ab67f93843473dfba7f5ad0c70e1232c1f2c9c3a72ac85fc6"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; shl, lshr, ashr by a variable amount (below the width) and by constants.
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
  %f0.16 = call i257 @shl_i257(i257 %f0.7, i257 %f0.15)
  %f0.17 = lshr i257 %f0.16, 256
  %f0.18 = trunc i257 %f0.17 to i256
  %f0.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.18, ptr addrspace(1) %f0.19
  %f0.20 = trunc i257 %f0.16 to i256
  %f0.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.20, ptr addrspace(1) %f0.21
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
  %f1.16 = call i512 @shl_i512(i512 %f1.7, i512 %f1.15)
  %f1.17 = lshr i512 %f1.16, 256
  %f1.18 = trunc i512 %f1.17 to i256
  %f1.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.18, ptr addrspace(1) %f1.19
  %f1.20 = trunc i512 %f1.16 to i256
  %f1.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.20, ptr addrspace(1) %f1.21
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
  %f2.16 = call i257 @lshr_i257(i257 %f2.7, i257 %f2.15)
  %f2.17 = lshr i257 %f2.16, 256
  %f2.18 = trunc i257 %f2.17 to i256
  %f2.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.18, ptr addrspace(1) %f2.19
  %f2.20 = trunc i257 %f2.16 to i256
  %f2.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.20, ptr addrspace(1) %f2.21
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
  %f3.16 = call i512 @lshr_i512(i512 %f3.7, i512 %f3.15)
  %f3.17 = lshr i512 %f3.16, 256
  %f3.18 = trunc i512 %f3.17 to i256
  %f3.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.18, ptr addrspace(1) %f3.19
  %f3.20 = trunc i512 %f3.16 to i256
  %f3.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.20, ptr addrspace(1) %f3.21
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
  %f4.16 = call i257 @ashr_i257(i257 %f4.7, i257 %f4.15)
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
  %f5.16 = call i512 @ashr_i512(i512 %f5.7, i512 %f5.15)
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
  %f6.8 = call i257 @shl_by1_i257(i257 %f6.7)
  %f6.9 = lshr i257 %f6.8, 256
  %f6.10 = trunc i257 %f6.9 to i256
  %f6.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.10, ptr addrspace(1) %f6.11
  %f6.12 = trunc i257 %f6.8 to i256
  %f6.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.12, ptr addrspace(1) %f6.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = zext i256 %f7.1 to i257
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = zext i256 %f7.4 to i257
  %f7.6 = shl i257 %f7.2, 256
  %f7.7 = or i257 %f7.6, %f7.5
  %f7.8 = call i257 @shl_by160_i257(i257 %f7.7)
  %f7.9 = lshr i257 %f7.8, 256
  %f7.10 = trunc i257 %f7.9 to i256
  %f7.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.10, ptr addrspace(1) %f7.11
  %f7.12 = trunc i257 %f7.8 to i256
  %f7.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.12, ptr addrspace(1) %f7.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f8.8 = call i257 @shl_by256_i257(i257 %f8.7)
  %f8.9 = lshr i257 %f8.8, 256
  %f8.10 = trunc i257 %f8.9 to i256
  %f8.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.10, ptr addrspace(1) %f8.11
  %f8.12 = trunc i257 %f8.8 to i256
  %f8.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f8.12, ptr addrspace(1) %f8.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f9.8 = call i512 @shl_by1_i512(i512 %f9.7)
  %f9.9 = lshr i512 %f9.8, 256
  %f9.10 = trunc i512 %f9.9 to i256
  %f9.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.10, ptr addrspace(1) %f9.11
  %f9.12 = trunc i512 %f9.8 to i256
  %f9.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f9.12, ptr addrspace(1) %f9.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = zext i256 %f10.1 to i512
  %f10.3 = inttoptr i256 64 to ptr addrspace(2)
  %f10.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.3)
  %f10.5 = zext i256 %f10.4 to i512
  %f10.6 = shl i512 %f10.2, 256
  %f10.7 = or i512 %f10.6, %f10.5
  %f10.8 = call i512 @shl_by320_i512(i512 %f10.7)
  %f10.9 = lshr i512 %f10.8, 256
  %f10.10 = trunc i512 %f10.9 to i256
  %f10.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.10, ptr addrspace(1) %f10.11
  %f10.12 = trunc i512 %f10.8 to i256
  %f10.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f10.12, ptr addrspace(1) %f10.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f11.8 = call i512 @shl_by511_i512(i512 %f11.7)
  %f11.9 = lshr i512 %f11.8, 256
  %f11.10 = trunc i512 %f11.9 to i256
  %f11.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.10, ptr addrspace(1) %f11.11
  %f11.12 = trunc i512 %f11.8 to i256
  %f11.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f11.12, ptr addrspace(1) %f11.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f12.8 = call i257 @lshr_by1_i257(i257 %f12.7)
  %f12.9 = lshr i257 %f12.8, 256
  %f12.10 = trunc i257 %f12.9 to i256
  %f12.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.10, ptr addrspace(1) %f12.11
  %f12.12 = trunc i257 %f12.8 to i256
  %f12.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f12.12, ptr addrspace(1) %f12.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = zext i256 %f13.1 to i257
  %f13.3 = inttoptr i256 64 to ptr addrspace(2)
  %f13.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.3)
  %f13.5 = zext i256 %f13.4 to i257
  %f13.6 = shl i257 %f13.2, 256
  %f13.7 = or i257 %f13.6, %f13.5
  %f13.8 = call i257 @lshr_by160_i257(i257 %f13.7)
  %f13.9 = lshr i257 %f13.8, 256
  %f13.10 = trunc i257 %f13.9 to i256
  %f13.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.10, ptr addrspace(1) %f13.11
  %f13.12 = trunc i257 %f13.8 to i256
  %f13.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f13.12, ptr addrspace(1) %f13.13
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
  %f14.8 = call i257 @lshr_by256_i257(i257 %f14.7)
  %f14.9 = lshr i257 %f14.8, 256
  %f14.10 = trunc i257 %f14.9 to i256
  %f14.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.10, ptr addrspace(1) %f14.11
  %f14.12 = trunc i257 %f14.8 to i256
  %f14.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f14.12, ptr addrspace(1) %f14.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f15.8 = call i512 @lshr_by1_i512(i512 %f15.7)
  %f15.9 = lshr i512 %f15.8, 256
  %f15.10 = trunc i512 %f15.9 to i256
  %f15.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.10, ptr addrspace(1) %f15.11
  %f15.12 = trunc i512 %f15.8 to i256
  %f15.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f15.12, ptr addrspace(1) %f15.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = zext i256 %f16.1 to i512
  %f16.3 = inttoptr i256 64 to ptr addrspace(2)
  %f16.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.3)
  %f16.5 = zext i256 %f16.4 to i512
  %f16.6 = shl i512 %f16.2, 256
  %f16.7 = or i512 %f16.6, %f16.5
  %f16.8 = call i512 @lshr_by320_i512(i512 %f16.7)
  %f16.9 = lshr i512 %f16.8, 256
  %f16.10 = trunc i512 %f16.9 to i256
  %f16.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.10, ptr addrspace(1) %f16.11
  %f16.12 = trunc i512 %f16.8 to i256
  %f16.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f16.12, ptr addrspace(1) %f16.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f17.8 = call i512 @lshr_by511_i512(i512 %f17.7)
  %f17.9 = lshr i512 %f17.8, 256
  %f17.10 = trunc i512 %f17.9 to i256
  %f17.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.10, ptr addrspace(1) %f17.11
  %f17.12 = trunc i512 %f17.8 to i256
  %f17.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f17.12, ptr addrspace(1) %f17.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
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
  %f18.8 = call i257 @ashr_by1_i257(i257 %f18.7)
  %f18.9 = lshr i257 %f18.8, 256
  %f18.10 = trunc i257 %f18.9 to i256
  %f18.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.10, ptr addrspace(1) %f18.11
  %f18.12 = trunc i257 %f18.8 to i256
  %f18.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f18.12, ptr addrspace(1) %f18.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = zext i256 %f19.1 to i257
  %f19.3 = inttoptr i256 64 to ptr addrspace(2)
  %f19.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.3)
  %f19.5 = zext i256 %f19.4 to i257
  %f19.6 = shl i257 %f19.2, 256
  %f19.7 = or i257 %f19.6, %f19.5
  %f19.8 = call i257 @ashr_by160_i257(i257 %f19.7)
  %f19.9 = lshr i257 %f19.8, 256
  %f19.10 = trunc i257 %f19.9 to i256
  %f19.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.10, ptr addrspace(1) %f19.11
  %f19.12 = trunc i257 %f19.8 to i256
  %f19.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f19.12, ptr addrspace(1) %f19.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = zext i256 %f20.1 to i257
  %f20.3 = inttoptr i256 64 to ptr addrspace(2)
  %f20.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.3)
  %f20.5 = zext i256 %f20.4 to i257
  %f20.6 = shl i257 %f20.2, 256
  %f20.7 = or i257 %f20.6, %f20.5
  %f20.8 = call i257 @ashr_by256_i257(i257 %f20.7)
  %f20.9 = lshr i257 %f20.8, 256
  %f20.10 = trunc i257 %f20.9 to i256
  %f20.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.10, ptr addrspace(1) %f20.11
  %f20.12 = trunc i257 %f20.8 to i256
  %f20.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f20.12, ptr addrspace(1) %f20.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = zext i256 %f21.1 to i512
  %f21.3 = inttoptr i256 64 to ptr addrspace(2)
  %f21.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.3)
  %f21.5 = zext i256 %f21.4 to i512
  %f21.6 = shl i512 %f21.2, 256
  %f21.7 = or i512 %f21.6, %f21.5
  %f21.8 = call i512 @ashr_by1_i512(i512 %f21.7)
  %f21.9 = lshr i512 %f21.8, 256
  %f21.10 = trunc i512 %f21.9 to i256
  %f21.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.10, ptr addrspace(1) %f21.11
  %f21.12 = trunc i512 %f21.8 to i256
  %f21.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f21.12, ptr addrspace(1) %f21.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = zext i256 %f22.1 to i512
  %f22.3 = inttoptr i256 64 to ptr addrspace(2)
  %f22.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.3)
  %f22.5 = zext i256 %f22.4 to i512
  %f22.6 = shl i512 %f22.2, 256
  %f22.7 = or i512 %f22.6, %f22.5
  %f22.8 = call i512 @ashr_by320_i512(i512 %f22.7)
  %f22.9 = lshr i512 %f22.8, 256
  %f22.10 = trunc i512 %f22.9 to i256
  %f22.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.10, ptr addrspace(1) %f22.11
  %f22.12 = trunc i512 %f22.8 to i256
  %f22.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f22.12, ptr addrspace(1) %f22.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = zext i256 %f23.1 to i512
  %f23.3 = inttoptr i256 64 to ptr addrspace(2)
  %f23.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.3)
  %f23.5 = zext i256 %f23.4 to i512
  %f23.6 = shl i512 %f23.2, 256
  %f23.7 = or i512 %f23.6, %f23.5
  %f23.8 = call i512 @ashr_by511_i512(i512 %f23.7)
  %f23.9 = lshr i512 %f23.8, 256
  %f23.10 = trunc i512 %f23.9 to i256
  %f23.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.10, ptr addrspace(1) %f23.11
  %f23.12 = trunc i512 %f23.8 to i256
  %f23.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f23.12, ptr addrspace(1) %f23.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @shl_i257(i257 %a, i257 %b) {
  %r = shl i257 %a, %b
  ret i257 %r
}

define i512 @shl_i512(i512 %a, i512 %b) {
  %r = shl i512 %a, %b
  ret i512 %r
}

define i257 @lshr_i257(i257 %a, i257 %b) {
  %r = lshr i257 %a, %b
  ret i257 %r
}

define i512 @lshr_i512(i512 %a, i512 %b) {
  %r = lshr i512 %a, %b
  ret i512 %r
}

define i257 @ashr_i257(i257 %a, i257 %b) {
  %r = ashr i257 %a, %b
  ret i257 %r
}

define i512 @ashr_i512(i512 %a, i512 %b) {
  %r = ashr i512 %a, %b
  ret i512 %r
}

define i257 @shl_by1_i257(i257 %a) {
  %r = shl i257 %a, 1
  ret i257 %r
}

define i257 @shl_by160_i257(i257 %a) {
  %r = shl i257 %a, 160
  ret i257 %r
}

define i257 @shl_by256_i257(i257 %a) {
  %r = shl i257 %a, 256
  ret i257 %r
}

define i512 @shl_by1_i512(i512 %a) {
  %r = shl i512 %a, 1
  ret i512 %r
}

define i512 @shl_by320_i512(i512 %a) {
  %r = shl i512 %a, 320
  ret i512 %r
}

define i512 @shl_by511_i512(i512 %a) {
  %r = shl i512 %a, 511
  ret i512 %r
}

define i257 @lshr_by1_i257(i257 %a) {
  %r = lshr i257 %a, 1
  ret i257 %r
}

define i257 @lshr_by160_i257(i257 %a) {
  %r = lshr i257 %a, 160
  ret i257 %r
}

define i257 @lshr_by256_i257(i257 %a) {
  %r = lshr i257 %a, 256
  ret i257 %r
}

define i512 @lshr_by1_i512(i512 %a) {
  %r = lshr i512 %a, 1
  ret i512 %r
}

define i512 @lshr_by320_i512(i512 %a) {
  %r = lshr i512 %a, 320
  ret i512 %r
}

define i512 @lshr_by511_i512(i512 %a) {
  %r = lshr i512 %a, 511
  ret i512 %r
}

define i257 @ashr_by1_i257(i257 %a) {
  %r = ashr i257 %a, 1
  ret i257 %r
}

define i257 @ashr_by160_i257(i257 %a) {
  %r = ashr i257 %a, 160
  ret i257 %r
}

define i257 @ashr_by256_i257(i257 %a) {
  %r = ashr i257 %a, 256
  ret i257 %r
}

define i512 @ashr_by1_i512(i512 %a) {
  %r = ashr i512 %a, 1
  ret i512 %r
}

define i512 @ashr_by320_i512(i512 %a) {
  %r = ashr i512 %a, 320
  ret i512 %r
}

define i512 @ashr_by511_i512(i512 %a) {
  %r = ashr i512 %a, 511
  ret i512 %r
}
