;! { "cases": [
;! {"name": "uadd_ov_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x1", "0x0", "0x0"]},
;! {"name": "uadd_ov_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0", "0x0", "0x1"]}], "expected": ["0x1", "0x1", "0x0"]},
;! {"name": "uadd_ov_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x1", "0x0"]},
;! {"name": "uadd_ov_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "uadd_ov_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x5", "0x0"]},
;! {"name": "uadd_ov_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x588653aacb8d07323ac4aadab0da77ec4a00eb315f878b1f30064a1dcd07f8c", "0x1", "0x588653aacb8d07323ac4aadab0da77ec4a00eb315f878b1f30064a1dcd07f8c"]}], "expected": ["0x0", "0xb10ca755971a0e64758955b561b4efd89401d662bf0f163e600c943b9a0ff18", "0x1"]},
;! {"name": "uadd_ov_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xe39c63605b6ef71c2da5b20d351780e2f2973e7c422e2f8ddce8f0a5f5486290"]}], "expected": ["0x1", "0xe19c63605b6ef71c2da5b20d351780e2f2973e7c422e2f8ddce8f0a5f5486291", "0x1"]},
;! {"name": "uadd_ov_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1", "0xffffffffffffffffffffffffffffffffffff80df4aafbeb8b3489bc38ea4b72e"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffff80df4aafbeb8b3489bc38ea4b72c", "0x1"]},
;! {"name": "uadd_ov_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0"]},
;! {"name": "uadd_ov_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0"]},
;! {"name": "uadd_ov_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x1", "0x0"]},
;! {"name": "uadd_ov_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "uadd_ov_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x5", "0x0"]},
;! {"name": "uadd_ov_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x200000000000000000000000000000000000000000000000000000000000000", "0x1fe", "0x0"]},
;! {"name": "uadd_ov_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x13e1b0d3660ae2f0f259cf5680", "0x2d37682942a8469ac6c1ba61aee85e68990b9dc8b581c36a2531861ce942dd86", "0x947ffc796c668b3d37422f5bcf5fa9e147c304b5d735aa2853179212bdcd4dcc", "0x943ef3d26cea7bd81d7397db89b114b4849b30edd0340477f9f4f5f9aa18a160"]}], "expected": ["0x947ffc796c668b3d37422f5bcf5fa9e147c304c9b8e67d8e5dfa8305179ca44c", "0xc1765bfbaf92c272e435523d3899731d1da6ceb685b5c7e21f267c16935b7ee6", "0x0"]},
;! {"name": "uadd_ov_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0", "0x2"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x3", "0x0"]},
;! {"name": "sadd_ov_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x1", "0x0", "0x1"]},
;! {"name": "sadd_ov_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x0", "0x0", "0x1"]}], "expected": ["0x1", "0x1", "0x0"]},
;! {"name": "sadd_ov_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x1", "0x0"]},
;! {"name": "sadd_ov_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "sadd_ov_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x5", "0x0"]},
;! {"name": "sadd_ov_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1", "0x0", "0x1"]}], "expected": ["0x0", "0x2", "0x0"]},
;! {"name": "sadd_ov_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x4d18b3ee23af2c137b2cda7c115fd3862b7eac93cce07f83a8a418f5a487bb81"]}], "expected": ["0x0", "0x4d18b3ee23af2c137b2cda7c115fd3862b7eac93cce07f83a8a418f5a487bb80", "0x0"]},
;! {"name": "sadd_ov_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x8dd8d5bd68a89fd123ec1e882963d82ca46ef131102bc296d4daaaffaeb2b8b", "0x1", "0xffffffffffffffffffffffffffffffffffffffe390c8676b76b8fd09c4013e86"]}], "expected": ["0x0", "0x8dd8d5bd68a89fd123ec1e882963d82ca46eef6a1cb2394e406a7b9beec6a11", "0x0"]},
;! {"name": "sadd_ov_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x1"]},
;! {"name": "sadd_ov_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0"]},
;! {"name": "sadd_ov_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x1", "0x0"]},
;! {"name": "sadd_ov_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "sadd_ov_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x5", "0x0"]},
;! {"name": "sadd_ov_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x9effc2e305e5c1c080", "0x0", "0x9effc2e305e5c1c080"]}], "expected": ["0x0", "0x13dff85c60bcb838100", "0x0"]},
;! {"name": "sadd_ov_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x2", "0xbccd3b7e96159472eec4b04dd34987145f7df8da9f565fccff7b6b8033754db0", "0xf6e7a1c1d27f2133276764d1a16e8ad1514247271412dd953888b081d0ecf305"]}], "expected": ["0xbccd3b7e96159472eec4b04dd34987145f7df8da9f565fccff7b6b8033754db0", "0xf6e7a1c1d27f2133276764d1a16e8ad1514247271412dd953888b081d0ecf307", "0x0"]},
;! {"name": "sadd_ov_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x916630fa3919024f1bacf794dcfdc3108f43128f18e547c76fc73a117a7e2e92", "0x3aa8cd9660530c52334781b09ec8ad3bf3d5909f11a9a4cea23dc1e409dce46", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x916630fa3919024f1bacf794dcfdc3108f43128f18e547c76fc73a117a7e2e92", "0x3aa8cd9660530c52334781b09ec8ad3bf3d5909f11a9a4cea23dc1e409dce44", "0x0"]},
;! {"name": "usub_ov_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x0", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "usub_ov_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "usub_ov_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x1", "0x1"]},
;! {"name": "usub_ov_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffeed64529e64358597b227ce9b84c92bc049ea758515731741fcc29d1c897", "0x1", "0xffffeed64529e64358597b227ce9b84c92bc049ea758515731741fcc29d1c897"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "usub_ov_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "usub_ov_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0x1", "0x1"]},
;! {"name": "usub_ov_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "usub_ov_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "usub_ov_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x1"]},
;! {"name": "usub_ov_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "usub_ov_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x1", "0x0", "0x1"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "usub_ov_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x141fe0e9f7e42a0bd88f5aac7a089b201c2ce88e10190345f025eec89", "0x542a3d1ecb9ed49dd4426037fbf5e2b7153d9039332c997f341be5f0daf67304", "0x61bd17a2ba76f929fef03a66f63ecaefc11f17db345d81fdeab42bb111fc3d95"]}], "expected": ["0xabd5c2e134612b622bbd9fc8040a1d48eac26fc6ccd36680cbe41a0f25098cfb", "0x9e42e85e878715757f52665692b6dfd7df6a9a268e7106e316dc08adf062aef4", "0x1"]},
;! {"name": "usub_ov_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x18b7559a41a1c22c62a20a71b943596441ed3c1d612b7a12b767f0ecc2d92f", "0xe36ebd4957068b066befb534d0eb2b0292c8e26c4b4f2fe805cf19c2b9c24b60", "0xabeaa0bfa1ed519c989de2b8730267efa63ca339875315401517e3ec76c6f40f"]}], "expected": ["0x1c9142b6a8f974f994104acb2f14d4fd6d371d93b4b0d017fa30e63d463db49f", "0x542e1695f854502593c4bf51feb6db69be054a02960e1639fd9f840475fbe520", "0x1"]},
;! {"name": "ssub_ov_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x0", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "ssub_ov_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x1", "0x0"]},
;! {"name": "ssub_ov_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "ssub_ov_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1", "0x1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0xa6c367a6bf17ab729a38a0d66"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffff593c985940e8548d65c75f298", "0x0"]},
;! {"name": "ssub_ov_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]},
;! {"name": "ssub_ov_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0"]},
;! {"name": "ssub_ov_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "ssub_ov_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x2c6a5a6111152d93cad6802b85eecc7", "0xf8422b441004347a7b7a3468b63b3b7738dd6a88d748de9a796dea32f629539b", "0x2c6a5a6111152d93cad6802b85eecc7", "0xf8422b441004347a7b7a3468b63b3b7738dd6a88d748de9a796dea32f629539b"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "ssub_ov_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]},
;! {"name": "ssub_ov_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x18ad06618f27f727ecafd1306", "0xffffffffffffffffffffb907daff90fbfec12e59fe9470d8a6c122e852668ab5", "0xd774cffda8110f2ea7b5dc9570c30e1017ed46a70be41e11f7ef7142f5ca1897"]}], "expected": ["0x46f825006f04013ed1a6016b8f27593edd17ad99754a", "0x288b300257eef0d1584a236a8f3cf1efe812b95a7eec4806fa90013bd532fa6f", "0x0"]},
;! {"name": "umul_ov_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "umul_ov_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0x0", "0x0", "0x1"]}], "expected": ["0x1", "0x0", "0x0"]},
;! {"name": "umul_ov_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "umul_ov_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x0", "0x1"]},
;! {"name": "umul_ov_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x6", "0x0"]},
;! {"name": "umul_ov_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xffffffffffffffffffffffffff653562066c226517f098abbe9c7134c4505b84", "0x1", "0xffffffffffffffffffffffffff653562066c226517f098abbe9c7134c4505b84"]}], "expected": ["0x0", "0xac67340da7dab6a4d3c29622e21602d5ea84a877d4d2c4ec0dadafb73371c10", "0x1"]},
;! {"name": "umul_ov_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0x5fc4be99b158089214b0001b9bd847a38903eaa9f07b4de5828b909a136143ec", "0x0", "0x535b2dba687a5788e3f362e302e7d56162"]}], "expected": ["0x0", "0x81b10d142b4316ff7511c1adf7461ddf422338827ab26f499d3b6c62bd546c58", "0x1"]},
;! {"name": "umul_ov_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x81ec7ec71372375570604efaa06", "0x0", "0x1"]}], "expected": ["0x0", "0x81ec7ec71372375570604efaa06", "0x0"]},
;! {"name": "umul_ov_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "umul_ov_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0"]},
;! {"name": "umul_ov_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "umul_ov_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x1"]},
;! {"name": "umul_ov_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x6", "0x0"]},
;! {"name": "umul_ov_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1", "0x1"]},
;! {"name": "umul_ov_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x3db681f71b22848b332c83c5765d4bcdbac93ac8e1d725810f3f4cd5d721f3ab", "0xfd6d76f89aeb59c8352db9bb3a47f35d1e26e8b7fa6e48c27f33a9e37eee9e", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x16cb7524076206a7f95741b0e6ee81ed0e718e18f54e5b8e300d89014ad1b755", "0xfc700981a2506e6e6cf88c017f0dab69c108c1cf4273da79bcb476399b6faf62", "0x1"]},
;! {"name": "umul_ov_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x9aa6e5a0fbd0b86ec75973397117c95bd65d15dcff5c574c5fe025d2e949be0e", "0xee0949a00722f674a6f248eef58e62a50aec8da8343dca2f7507ca8a0748e95d", "0x0", "0x1f59958f75c1076636c196d2327842639b7f"]}], "expected": ["0x954d5e2d3f0c447a7b3d5104a6eaaaf3f2be76679f6b3c7d1f18264f7437f351", "0x8149bbba830e7f6ddb62829cb5e05913a7f501688c8c736a43cc37d6fb6e1423", "0x1"]},
;! {"name": "smul_ov_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "smul_ov_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0x0", "0x0", "0x1"]}], "expected": ["0x1", "0x0", "0x0"]},
;! {"name": "smul_ov_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "smul_ov_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x0", "0x1"]},
;! {"name": "smul_ov_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x6", "0x0"]},
;! {"name": "smul_ov_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0xaefa3675ecb2c38fa032199f686e98f98c46657d8abd", "0x0", "0xaefa3675ecb2c38fa032199f686e98f98c46657d8abd"]}], "expected": ["0x1", "0xa6643f4459300d9a129920034b15a44212b811aa3fb65fc14c4ce465e9c24f89", "0x1"]},
;! {"name": "smul_ov_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x5ce84dddd1b677ab992de4803ea673a4f98e", "0x0", "0x1"]}], "expected": ["0x0", "0x5ce84dddd1b677ab992de4803ea673a4f98e", "0x0"]},
;! {"name": "smul_ov_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0x0", "0x0", "0xa8f8fb3f173ae64ae2a36223a0c6357f80e5c0b92de320735cdf99cc380aea5a"]}], "expected": ["0x0", "0x0", "0x1"]},
;! {"name": "smul_ov_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0"]},
;! {"name": "smul_ov_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0"]},
;! {"name": "smul_ov_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "smul_ov_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x1"]},
;! {"name": "smul_ov_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x2", "0x0", "0x3"]}], "expected": ["0x0", "0x6", "0x0"]},
;! {"name": "smul_ov_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1", "0x1"]},
;! {"name": "smul_ov_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c530a9", "0x0", "0x2cf366c30"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffee7f80a0f0266bb0", "0x0"]},
;! {"name": "smul_ov_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xefeb7ca639f0e966952eaafeb08b4216912aae2b121107b1a86b3bd835d5f2bd", "0xb0e89d476de9e9b42f87829406bdf0dab0e2578a69eee7344af607f13c82e0f2", "0x13984e709a078f889966a7929", "0x3d09a95bc3ffb89537c0ca300ee6e480b8db2aab8864338bec902931e54e4e44"]}], "expected": ["0x6c27bfb4e5f933ab9bb90df22bd5468a58faf18898bb3f98b1a83ee6cde456d9", "0xf66ee3a8fa61a7b95965e37e9a4b629978e782b21f24770d419aefeef7097c48", "0x1"]}
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
declare {i257, i1} @llvm.uadd.with.overflow.i257(i257, i257)
declare {i512, i1} @llvm.uadd.with.overflow.i512(i512, i512)
declare {i257, i1} @llvm.sadd.with.overflow.i257(i257, i257)
declare {i512, i1} @llvm.sadd.with.overflow.i512(i512, i512)
declare {i257, i1} @llvm.usub.with.overflow.i257(i257, i257)
declare {i512, i1} @llvm.usub.with.overflow.i512(i512, i512)
declare {i257, i1} @llvm.ssub.with.overflow.i257(i257, i257)
declare {i512, i1} @llvm.ssub.with.overflow.i512(i512, i512)
declare {i257, i1} @llvm.umul.with.overflow.i257(i257, i257)
declare {i512, i1} @llvm.umul.with.overflow.i512(i512, i512)
declare {i257, i1} @llvm.smul.with.overflow.i257(i257, i257)
declare {i512, i1} @llvm.smul.with.overflow.i512(i512, i512)

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
  %f0.16 = call {i257, i1} @uadd_ov_i257(i257 %f0.7, i257 %f0.15)
  %f0.17 = extractvalue {i257, i1} %f0.16, 0
  %f0.18 = lshr i257 %f0.17, 256
  %f0.19 = trunc i257 %f0.18 to i256
  %f0.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.19, ptr addrspace(1) %f0.20
  %f0.21 = trunc i257 %f0.17 to i256
  %f0.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.21, ptr addrspace(1) %f0.22
  %f0.23 = extractvalue {i257, i1} %f0.16, 1
  %f0.24 = zext i1 %f0.23 to i256
  %f0.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f0.24, ptr addrspace(1) %f0.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f1.16 = call {i512, i1} @uadd_ov_i512(i512 %f1.7, i512 %f1.15)
  %f1.17 = extractvalue {i512, i1} %f1.16, 0
  %f1.18 = lshr i512 %f1.17, 256
  %f1.19 = trunc i512 %f1.18 to i256
  %f1.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.19, ptr addrspace(1) %f1.20
  %f1.21 = trunc i512 %f1.17 to i256
  %f1.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.21, ptr addrspace(1) %f1.22
  %f1.23 = extractvalue {i512, i1} %f1.16, 1
  %f1.24 = zext i1 %f1.23 to i256
  %f1.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f1.24, ptr addrspace(1) %f1.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f2.16 = call {i257, i1} @sadd_ov_i257(i257 %f2.7, i257 %f2.15)
  %f2.17 = extractvalue {i257, i1} %f2.16, 0
  %f2.18 = lshr i257 %f2.17, 256
  %f2.19 = trunc i257 %f2.18 to i256
  %f2.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.19, ptr addrspace(1) %f2.20
  %f2.21 = trunc i257 %f2.17 to i256
  %f2.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f2.21, ptr addrspace(1) %f2.22
  %f2.23 = extractvalue {i257, i1} %f2.16, 1
  %f2.24 = zext i1 %f2.23 to i256
  %f2.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f2.24, ptr addrspace(1) %f2.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f3.16 = call {i512, i1} @sadd_ov_i512(i512 %f3.7, i512 %f3.15)
  %f3.17 = extractvalue {i512, i1} %f3.16, 0
  %f3.18 = lshr i512 %f3.17, 256
  %f3.19 = trunc i512 %f3.18 to i256
  %f3.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.19, ptr addrspace(1) %f3.20
  %f3.21 = trunc i512 %f3.17 to i256
  %f3.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f3.21, ptr addrspace(1) %f3.22
  %f3.23 = extractvalue {i512, i1} %f3.16, 1
  %f3.24 = zext i1 %f3.23 to i256
  %f3.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f3.24, ptr addrspace(1) %f3.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f4.16 = call {i257, i1} @usub_ov_i257(i257 %f4.7, i257 %f4.15)
  %f4.17 = extractvalue {i257, i1} %f4.16, 0
  %f4.18 = lshr i257 %f4.17, 256
  %f4.19 = trunc i257 %f4.18 to i256
  %f4.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.19, ptr addrspace(1) %f4.20
  %f4.21 = trunc i257 %f4.17 to i256
  %f4.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f4.21, ptr addrspace(1) %f4.22
  %f4.23 = extractvalue {i257, i1} %f4.16, 1
  %f4.24 = zext i1 %f4.23 to i256
  %f4.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f4.24, ptr addrspace(1) %f4.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f5.16 = call {i512, i1} @usub_ov_i512(i512 %f5.7, i512 %f5.15)
  %f5.17 = extractvalue {i512, i1} %f5.16, 0
  %f5.18 = lshr i512 %f5.17, 256
  %f5.19 = trunc i512 %f5.18 to i256
  %f5.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.19, ptr addrspace(1) %f5.20
  %f5.21 = trunc i512 %f5.17 to i256
  %f5.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f5.21, ptr addrspace(1) %f5.22
  %f5.23 = extractvalue {i512, i1} %f5.16, 1
  %f5.24 = zext i1 %f5.23 to i256
  %f5.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f5.24, ptr addrspace(1) %f5.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f6.16 = call {i257, i1} @ssub_ov_i257(i257 %f6.7, i257 %f6.15)
  %f6.17 = extractvalue {i257, i1} %f6.16, 0
  %f6.18 = lshr i257 %f6.17, 256
  %f6.19 = trunc i257 %f6.18 to i256
  %f6.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.19, ptr addrspace(1) %f6.20
  %f6.21 = trunc i257 %f6.17 to i256
  %f6.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f6.21, ptr addrspace(1) %f6.22
  %f6.23 = extractvalue {i257, i1} %f6.16, 1
  %f6.24 = zext i1 %f6.23 to i256
  %f6.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f6.24, ptr addrspace(1) %f6.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f7.16 = call {i512, i1} @ssub_ov_i512(i512 %f7.7, i512 %f7.15)
  %f7.17 = extractvalue {i512, i1} %f7.16, 0
  %f7.18 = lshr i512 %f7.17, 256
  %f7.19 = trunc i512 %f7.18 to i256
  %f7.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.19, ptr addrspace(1) %f7.20
  %f7.21 = trunc i512 %f7.17 to i256
  %f7.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.21, ptr addrspace(1) %f7.22
  %f7.23 = extractvalue {i512, i1} %f7.16, 1
  %f7.24 = zext i1 %f7.23 to i256
  %f7.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f7.24, ptr addrspace(1) %f7.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f8.16 = call {i257, i1} @umul_ov_i257(i257 %f8.7, i257 %f8.15)
  %f8.17 = extractvalue {i257, i1} %f8.16, 0
  %f8.18 = lshr i257 %f8.17, 256
  %f8.19 = trunc i257 %f8.18 to i256
  %f8.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.19, ptr addrspace(1) %f8.20
  %f8.21 = trunc i257 %f8.17 to i256
  %f8.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f8.21, ptr addrspace(1) %f8.22
  %f8.23 = extractvalue {i257, i1} %f8.16, 1
  %f8.24 = zext i1 %f8.23 to i256
  %f8.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f8.24, ptr addrspace(1) %f8.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f9.16 = call {i512, i1} @umul_ov_i512(i512 %f9.7, i512 %f9.15)
  %f9.17 = extractvalue {i512, i1} %f9.16, 0
  %f9.18 = lshr i512 %f9.17, 256
  %f9.19 = trunc i512 %f9.18 to i256
  %f9.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.19, ptr addrspace(1) %f9.20
  %f9.21 = trunc i512 %f9.17 to i256
  %f9.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f9.21, ptr addrspace(1) %f9.22
  %f9.23 = extractvalue {i512, i1} %f9.16, 1
  %f9.24 = zext i1 %f9.23 to i256
  %f9.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f9.24, ptr addrspace(1) %f9.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f10.16 = call {i257, i1} @smul_ov_i257(i257 %f10.7, i257 %f10.15)
  %f10.17 = extractvalue {i257, i1} %f10.16, 0
  %f10.18 = lshr i257 %f10.17, 256
  %f10.19 = trunc i257 %f10.18 to i256
  %f10.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.19, ptr addrspace(1) %f10.20
  %f10.21 = trunc i257 %f10.17 to i256
  %f10.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f10.21, ptr addrspace(1) %f10.22
  %f10.23 = extractvalue {i257, i1} %f10.16, 1
  %f10.24 = zext i1 %f10.23 to i256
  %f10.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f10.24, ptr addrspace(1) %f10.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
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
  %f11.16 = call {i512, i1} @smul_ov_i512(i512 %f11.7, i512 %f11.15)
  %f11.17 = extractvalue {i512, i1} %f11.16, 0
  %f11.18 = lshr i512 %f11.17, 256
  %f11.19 = trunc i512 %f11.18 to i256
  %f11.20 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.19, ptr addrspace(1) %f11.20
  %f11.21 = trunc i512 %f11.17 to i256
  %f11.22 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f11.21, ptr addrspace(1) %f11.22
  %f11.23 = extractvalue {i512, i1} %f11.16, 1
  %f11.24 = zext i1 %f11.23 to i256
  %f11.25 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f11.24, ptr addrspace(1) %f11.25
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
}

define {i257, i1} @uadd_ov_i257(i257 %a, i257 %b) {
  %r = call {i257, i1} @llvm.uadd.with.overflow.i257(i257 %a, i257 %b)
  ret {i257, i1} %r
}

define {i512, i1} @uadd_ov_i512(i512 %a, i512 %b) {
  %r = call {i512, i1} @llvm.uadd.with.overflow.i512(i512 %a, i512 %b)
  ret {i512, i1} %r
}

define {i257, i1} @sadd_ov_i257(i257 %a, i257 %b) {
  %r = call {i257, i1} @llvm.sadd.with.overflow.i257(i257 %a, i257 %b)
  ret {i257, i1} %r
}

define {i512, i1} @sadd_ov_i512(i512 %a, i512 %b) {
  %r = call {i512, i1} @llvm.sadd.with.overflow.i512(i512 %a, i512 %b)
  ret {i512, i1} %r
}

define {i257, i1} @usub_ov_i257(i257 %a, i257 %b) {
  %r = call {i257, i1} @llvm.usub.with.overflow.i257(i257 %a, i257 %b)
  ret {i257, i1} %r
}

define {i512, i1} @usub_ov_i512(i512 %a, i512 %b) {
  %r = call {i512, i1} @llvm.usub.with.overflow.i512(i512 %a, i512 %b)
  ret {i512, i1} %r
}

define {i257, i1} @ssub_ov_i257(i257 %a, i257 %b) {
  %r = call {i257, i1} @llvm.ssub.with.overflow.i257(i257 %a, i257 %b)
  ret {i257, i1} %r
}

define {i512, i1} @ssub_ov_i512(i512 %a, i512 %b) {
  %r = call {i512, i1} @llvm.ssub.with.overflow.i512(i512 %a, i512 %b)
  ret {i512, i1} %r
}

define {i257, i1} @umul_ov_i257(i257 %a, i257 %b) {
  %r = call {i257, i1} @llvm.umul.with.overflow.i257(i257 %a, i257 %b)
  ret {i257, i1} %r
}

define {i512, i1} @umul_ov_i512(i512 %a, i512 %b) {
  %r = call {i512, i1} @llvm.umul.with.overflow.i512(i512 %a, i512 %b)
  ret {i512, i1} %r
}

define {i257, i1} @smul_ov_i257(i257 %a, i257 %b) {
  %r = call {i257, i1} @llvm.smul.with.overflow.i257(i257 %a, i257 %b)
  ret {i257, i1} %r
}

define {i512, i1} @smul_ov_i512(i512 %a, i512 %b) {
  %r = call {i512, i1} @llvm.smul.with.overflow.i512(i512 %a, i512 %b)
  ret {i512, i1} %r
}
