;! { "cases": [
;! {"name": "fshl_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "fshl_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x6b505b9e0f2155cf879e825d3139a6e2a0a601cebf33ed3973e02813c3915e76", "0x1ba798edc59b0be60a7a664f4e1787b8874c8c21fed10b099815e21010d298f0", "0x7b25d9fbea9638fdc3d1dc152dfb814ec808e10f0a0c14401fdd3c997a2f402"]}], "expected": ["0x0"]},
;! {"name": "fshl_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "fshl_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x8725af9765040cd9f341b25b9b1bb2f8177fa1a2c4ea0e11384b70b8a2b99a8f", "0xbd744a22fe98af3b271f52e7008c604c4fbc1b86220aa156f725fcd9b257f045", "0x81176029811623e5041d415caf686392bc65a7e33d0e9af611b9099d634295a6"]}], "expected": ["0x1"]},
;! {"name": "fshl_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1", "0x0"]}], "expected": ["0x0"]},
;! {"name": "fshl_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1be9716e2d5516b80b9f57a214744a7e0fe27f3d8423aeca8518913c96cd24d7", "0xa79382cc967feda45dd6a4da4b31fab5fdcd3bf6385d71e7586090555afbff1e", "0x5626028e156ebcbe6a65d97b0ba6ea6ab31ec63eee950340188b6f5d679d7610"]}], "expected": ["0x1"]},
;! {"name": "fshl_i1 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0", "0x1"]}], "expected": ["0x1"]},
;! {"name": "fshl_i1 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xd3d7ced38c5b0dd625219fd0eaa438c4a46e5361df87252e6464eac076a49b64", "0xbf9b8e60842c3dca9285b1f5da085af9bb568c561c6077fd0462f01a572c1639", "0x443450521b57d9eceb7a1f57c385bb1f56f691ce173b52d62ecb8c377479c18b"]}], "expected": ["0x0"]},
;! {"name": "fshl_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1", "0x9e", "0x3"]}], "expected": ["0xc"]},
;! {"name": "fshl_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x2b1485c49ce804b8df910fbc03d81043fa9adc2c69a832aab9682dd29496137f", "0xaf557dfe4f9db6da9991a27a9c0c1c0c1462e3cbc1d87f2337818895b6b8b702", "0xdbe26471aa9b207ed4be12e664f2e4e617770f46650195e9ba728d4a40d86d01"]}], "expected": ["0xfe"]},
;! {"name": "fshl_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff", "0xfe", "0x9"]}], "expected": ["0xff"]},
;! {"name": "fshl_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x17c86c2d33343a80da07a6313a59e9c83422bc0ec769ea21d354ed48f26bee00", "0x69b9af748b06070420e743017eae619a5eca9e822c5fb1cde86707f72ea549ff", "0x302372670737ac2d2387b01668ac8c02523b6e9b9eddc80c048d77410fe51001"]}], "expected": ["0x1"]},
;! {"name": "fshl_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xd7", "0xfe", "0x9"]}], "expected": ["0xaf"]},
;! {"name": "fshl_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x9cf543b9445ddf388755d9633470b44b404c9ac48b7bc681c207b82fcbc2e401", "0x4f99b22ee761eabb16714f636b73cd73be1b7be747540e87f5023608edee79fd", "0xd1f88b623a317dacfd97f5a9dc98fac1190e029deac58e5856a85d29be889300"]}], "expected": ["0x1"]},
;! {"name": "fshl_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x81", "0x2c", "0x1"]}], "expected": ["0x2"]},
;! {"name": "fshl_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8490e3bdddea9dcb7fdfa9ea7d44295a00ae1c25531120069eef178383cf0c81", "0x3fd91f9d8c7c0eacb2eb3a548f7a65312c11827282f6b4b435c7dffcbf1765dd", "0x858f6922922ca802c4f3d983b312453f4faf5e3a560c6d7cf0c456d49a967109"]}], "expected": ["0x3"]},
;! {"name": "fshl_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xfffffffe", "0x1f"]}], "expected": ["0x7fffffff"]},
;! {"name": "fshl_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xb30848ba003a8f8921a920208da86570565833f169eb8a21adca896900000000", "0xb3742b7b935be42cc2dad25f55df34b4cf91824627451c6ef256f60d0009308c", "0x59bc70de51d9eb6537b6df167e0b8b48993c008a442a7e1a990ff4a700000000"]}], "expected": ["0x0"]},
;! {"name": "fshl_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x2b81a79c", "0xff000001", "0x21"]}], "expected": ["0x57034f39"]},
;! {"name": "fshl_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x6c4a25249f8b048a647e8e56797bfec695b636f2674fbd21195ee0bb00000001", "0x89bb437cfa5c8572445413327de6935ae692135fdcd1a149a9dad7380000000", "0x1da87efa5567f3411ea92727f292515a5fe50b2c03dee620b8a99d0e00000021"]}], "expected": ["0x3"]},
;! {"name": "fshl_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xf1d7fd63", "0x8e6bec03", "0x21"]}], "expected": ["0xe3affac7"]},
;! {"name": "fshl_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xb6ac02c6112113d9bc884703877fd7c6e645ad7c4faa06a7c9c9ac4e005ce558", "0x88192bffcc462b6333840051b8c0acd61ae24cec2070549be5161c987f000000", "0x36035aefe312205cf47aca34f96833992d0fd5ab9ea46db986bec8520000001f"]}], "expected": ["0x3f800000"]},
;! {"name": "fshl_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x10000ff", "0x20", "0x0"]}], "expected": ["0x10000ff"]},
;! {"name": "fshl_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x9575533801122124790709c465197254fe811062b214ba89d6d5413100000001", "0x8096c5d9fe0248090bb22684c4d7b517666f24e2f8310e789d6666c2fffffffe", "0x9b6c34fb395f23d8faf5e0e24c63ed938ba5f6570295fde75f303a2000000020"]}], "expected": ["0x1"]},
;! {"name": "fshl_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x92a914c2420f77cd", "0xfffff09b799dcef6", "0x40"]}], "expected": ["0x92a914c2420f77cd"]},
;! {"name": "fshl_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x127c9c11867c7a7782e4bb394fb6512d9284621b5911aa178000000000000001", "0x90bc74f84c14f73e02300c27d2e86eda22a29a068a3b653dfffffffffff8137c", "0x89c5956d33d8621e31279ea3b815e25612bd4d0c4cde61a70000000000000001"]}], "expected": ["0x3"]},
;! {"name": "fshl_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xff00000000000001", "0x1", "0x2a"]}], "expected": ["0x40000000000"]},
;! {"name": "fshl_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x9ff62c261f316ff6181508a211be407a9f7f5fd629e0bec000000051a1d538ac", "0xb0d902c0c9e8c18da3ef9159f3f8ac51919502aaa73d7e1bff00000000000001", "0xa755ce449150b5c0194c22a529997887c8629b9d0138654b0000000000000000"]}], "expected": ["0x51a1d538ac"]},
;! {"name": "fshl_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1", "0x9bc36355715035af", "0x1"]}], "expected": ["0x3"]},
;! {"name": "fshl_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xc7af926cbf525cc44a7c50829bf95aeac9ef081a78339753ffffffffffffffff", "0xdd1d1cc7ccc1aea5dc6ed51ee4e8c4d8b7032922e6ae372e8000000000000001", "0x3679cd8ffc5fe2e0e9710ad98fcdbd5b06e2be1da470b4e1000000000000003f"]}], "expected": ["0xc000000000000000"]},
;! {"name": "fshl_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffe6", "0x1000000000000ff", "0x3179007e0904f6cf"]}], "expected": ["0xfffffffffff30080"]},
;! {"name": "fshl_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x4393e57efccb844c0ab743d6452a7651722d4850ccee51c48000000000000001", "0xbb4da7c309665fc330dbaf4dcea37c01c0e4ae613fea7376260a62449ab52a2c", "0xb0ad30a04cbbb77506059b89e115e6e1e8c79b97fdf790a0000000000000041"]}], "expected": ["0x2"]},
;! {"name": "fshl_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffffffffffffffffff", "0x214596b99edede17fd1", "0xd5f889025e6c9fe6bb2ce72291f100bb"]}], "expected": ["0xfffffffffffffffff800000000000010"]},
;! {"name": "fshl_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x9794bdbda61de2c468145211b0a57a29ffffffffffffe58baa01a917ef652c30", "0xb5b1ab27f20e5f0c349e7edf97ecd1e17f000000000000000000000000000000", "0x72b542a170ad963ff1d53579145d75e000000000000000000000000000000080"]}], "expected": ["0xffffffffffffe58baa01a917ef652c30"]},
;! {"name": "fshl_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xff39617843dacc7e43fc6876177c930e", "0x1"]}], "expected": ["0x3"]},
;! {"name": "fshl_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xff38ea82d94bc41a8875288b6fe4090080000000000000000000000000000000", "0xab8adc3907e914208a215488b749d296ffd68bfb6a27e5429e93648a34b5675f", "0x920bd7a0bdbc1190f064eedb2cd18c3100000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "fshl_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffff41a273a5f11522", "0xf7929fb562c795dadb17f67bef5ad10d", "0x1b"]}], "expected": ["0xfffffffffffa0d139d2f88a917bc94fd"]},
;! {"name": "fshl_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xf416a313c6517443e66c50c32a43d7bc0000000001517b9471fb9a2da4874d99", "0x91bdee6eba75434e48924f791110b341ffffffffffffffffffffffffffffffff", "0xe73cdfc992904872fea99286c6b20a230000000000000000000000000000007f"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "fshl_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x7fffffffffffffffffffffffffffffff", "0x10000000000000000000000000000ff", "0x81"]}], "expected": ["0xfffffffffffffffffffffffffffffffe"]},
;! {"name": "fshl_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x227b3d3641f4f9d2336f30df735a74600000000029955c717c79f763f0739ac", "0xfe1af46b135f738652c86d885762f98a00000000000000000000000000000001", "0x858a73db85cae5b825daec6f8172813f00000000000000000000000000000081"]}], "expected": ["0x532ab8e2f8f3eec7e0e7358"]},
;! {"name": "fshl_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x3636c04382dd382f79f46a92ab657b2708f918df2a5abd9a9e02a37a5db4b60f", "0x1"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "fshl_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x80800000000000000000000000000000000000000000000000000000000000ff", "0xff80000000000000000000000000000000000000000000000000000000000001", "0x1"]}], "expected": ["0x1000000000000000000000000000000000000000000000000000000000001ff"]},
;! {"name": "fshl_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x4000000000000000000000000000000000000000000000000000000000000000", "0xfe"]}], "expected": ["0x6000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshl_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x937b8ed83a2bc77a354031ef311b01afe1177fd7d4633279da913327f6c9c229", "0x1", "0x100"]}], "expected": ["0x26f71db074578ef46a8063de6236035fc22effafa8c664f3b522664fed938452"]},
;! {"name": "fshl_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1924453f", "0x0", "0xfe"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshl_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0xbf80000000000000000000000000000000000000000000000000000000000000", "0x80000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0"]},
;! {"name": "fshl_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1", "0xf11647b0d70e981113e6c1cc1873dccfcb5dd36c6356f16d426f", "0x1"]}], "expected": ["0x2"]},
;! {"name": "fshl_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x80000000000000004f02798f518209253f66df82b45d2abad720ff50bb533510", "0xff80000000000000000000000000000000000000000000000000000000000001", "0xfe"]}], "expected": ["0x3fc0000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshl_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x3708", "0xc648a8f7f15e76e0c0f24c25df55b8d2cab5826540959de62f316c2405e7ecdf", "0x100"]}], "expected": ["0x3708"]},
;! {"name": "fshl_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xd7f4a5b5ce143f98ceb99fcb1a444b94a48e098e77de2dbfec87fef878d7bc7e", "0xc6fb9680ecf63d62f4dc22584fc5bec4f18048e6618ef2baa2c5b1ae6eddc106", "0x0"]}], "expected": ["0xd7f4a5b5ce143f98ceb99fcb1a444b94a48e098e77de2dbfec87fef878d7bc7e"]},
;! {"name": "fshl_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x142fca1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0"]}], "expected": ["0x142fca1"]},
;! {"name": "fshl_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x3319814992128313219a1f7197b1aa7f4d5b0f13ddc7b8dbf6b3f15255ac4aa", "0x34ff3ece7b38b17186d0bbe8363ac451ca7dd1e96f077ffce1729264f9d3375d"]}], "expected": ["0x1fe0663302932425062643343e"]},
;! {"name": "fshl_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1df7052cd3e33564c5d0adba", "0xa89f073bb866798c9ea011302ed3ed601cd024fa0a8b65addb87193336509dfc", "0x1"]}], "expected": ["0x3bee0a59a7c66ac98ba15b75"]},
;! {"name": "fshl_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffc5e161ffe797f82c59c2ea035ff61c11f62704dbaf3d3075797a41", "0x0", "0x1"]}], "expected": ["0xffffffffff8bc2c3ffcf2ff058b385d406bfec3823ec4e09b75e7a60eaf2f482"]},
;! {"name": "fshl_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x499e67f20e25b755e34506348404a6b909dd", "0x101"]}], "expected": ["0x2000000000000000000000000000000000000000000000000000000000001fe"]},
;! {"name": "fshl_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xe90c42d0cea403de5ba8ed606a5bb819e0c3abfbd32", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "fshr_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x1", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "fshr_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xb1820f18e073c6682b46991efbbc5ab8943db05c696596dd96dacbdb61237c09", "0x6e0c6b00a1db4ebb1610f2e8c1fb56e6b861936d83f6d2ad9c3dab0d3d9ef5f9", "0xec4ecac3eb15dfc8e8feda177204827dd1a470712737243bdb01120a1556bf99"]}], "expected": ["0x1"]},
;! {"name": "fshr_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "fshr_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x54f71ca4bc1f6ef78c4a4e074a1d69fa77e3f33211f9c1b4c3db484b5ab1d6ab", "0xadf630d6feb9f9fa835e762f70b39a0744ce9e4ce7f6ae99d67a1ea804b2efcf", "0x3e2e5fb5ff6fe955eafac72b4e964b4a236d26300236cc62668265d4ca7b6e5c"]}], "expected": ["0x1"]},
;! {"name": "fshr_i1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "fshr_i1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x37b6f9f383393f987cd9965e63f53acd69c3449cd3275996860415e727aabab", "0xc6580c4f0b3ebca0268dce9bab15d5f584dc414232e89b25909d5f084e893946", "0xede945045435b8a00cb950965617738990e5e0259a2b5fb252aa4bfde8a0f502"]}], "expected": ["0x0"]},
;! {"name": "fshr_i1 #6", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "fshr_i1 #7", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xf70dbb2c7429ec699d52943c81e4b4a2ba90fc6405c1a80b31d22d319b0057d4", "0x388202fd74badde6fa8c247698f17ce75206f0d670d362e3a35cfdeaa61bed4", "0xdc0767bf72c1c4446da151271b4a012a86386caa5698d05c300821f8d84f8cbb"]}], "expected": ["0x0"]},
;! {"name": "fshr_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xee", "0x1", "0x9"]}], "expected": ["0x0"]},
;! {"name": "fshr_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xb47fd5858957dcf4fd3c8af2a2d8d07773d9f002f227b66dfe9505f691e5686e", "0x31774b5d1e8727be1c9809d0e4e350a23236a6a86e9848251f72e1dfac96b96", "0xfa89381968b325de9139765cb20b1266e6b9aeab10cf923052fa6982d3895d00"]}], "expected": ["0x96"]},
;! {"name": "fshr_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x2", "0xfb", "0x7"]}], "expected": ["0x5"]},
;! {"name": "fshr_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x6e0f66bfbebc2e2866148953e32c8a475f1767b83d079aa4a62b4294b92f52fe", "0xbea505eb033e904c4263b92f4b70bc9a2e16a1e464e8471ab175b8c2b97fce2e", "0x21bce2b7259dc47bd67f5f3a5b6b4f30d6e351c19cfcb61fc4c6c4a1ee7c4301"]}], "expected": ["0x17"]},
;! {"name": "fshr_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0x19", "0x9"]}], "expected": ["0x8c"]},
;! {"name": "fshr_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xe94420e253036f15e862efd57da8ba1f31ae88bbf7582c604cc5964380c95eef", "0x7906b40434f20f387a64e52669c4a4e61520109bf0ab4eb480cc977a24d7400", "0xa9d8992b50ad9e5fa3b396b95c03ef03fa12fa83f13838a84d0e3543bf7f0ddf"]}], "expected": ["0xde"]},
;! {"name": "fshr_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x69", "0x32", "0x5e"]}], "expected": ["0xa4"]},
;! {"name": "fshr_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xa9783c42da95fe7f88d66d3167f938cf9e74e417ea6330f7df0af57fafe010af", "0x55e87e1a879e2b98f8c84dc1ae4c4c57505446bf55e6abdb96444bc320887f00", "0xe24a83ccea8846f655501f09202d5df12395c5958ea1d570b7176274989235f3"]}], "expected": ["0xe0"]},
;! {"name": "fshr_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x10000ff", "0x1f"]}], "expected": ["0x0"]},
;! {"name": "fshr_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x531b8eec57a6ed8fb8eb50f75ab9967749f19a3d63e107850bbda59c7f000000", "0x95f21d19f94a97da2d33f38ce6dd8455101f87a07fd5401072590b88010000ff", "0x88ffd5c5ecbde1564959fa3335493af9aab78d502253b5348c7a4bf000000000"]}], "expected": ["0x10000ff"]},
;! {"name": "fshr_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x904746b5", "0x912e72", "0x1f"]}], "expected": ["0x208e8d6a"]},
;! {"name": "fshr_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xa5d8dbcdffa10d6079b74305d260b5f5e5d768eda1bddfad1e0410ccfffffcfe", "0xc3413b001ce4d0dabdec8dc8354104fdf88bf61e950efadcea0801fa000534e6", "0x7028c8983033e621eec93cbd636742fcb1438b081ef17ab56f98477c00000001"]}], "expected": ["0x29a73"]},
;! {"name": "fshr_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xf", "0x9a6f785b", "0x1f"]}], "expected": ["0x1f"]},
;! {"name": "fshr_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7be85876d270194c1859df6c21a0a0c4cdfdc9b21126c151c318087380000001", "0x74e905b63a46179e3b1e3e80d0c7ab7402aa97b7f1966063e49bc9e70dd7b555", "0xa8a50201dc64d90c3d7c4ed3e8f8ded7188973ee82b0ce419a7b4ad00000001f"]}], "expected": ["0x2"]},
;! {"name": "fshr_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffff57f0", "0xfdc8d3be", "0x20"]}], "expected": ["0xfdc8d3be"]},
;! {"name": "fshr_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x2d55aedbbea2ac937b7e7a9e4631cd7388d4ec49a5004b16441cc9af010000ff", "0x6ea1fdc74a3cb04e34a65773e9c3995a3577a6aab2efd84667478806fffff05d", "0xb6c6b2963192dc0e6272591ede537c786c202223bb6baf7a7787e90100000000"]}], "expected": ["0xfffff05d"]},
;! {"name": "fshr_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x3e368b81a82f9590", "0xfffffffffffff0f6", "0x0"]}], "expected": ["0xfffffffffffff0f6"]},
;! {"name": "fshr_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xccc81e6cc5115b3c10d127ef750e326eb83980961a8395eb8000000000000001", "0xbbe84af4f6a0036468fafd588fb4feccde9cd3f4206a7d086c462316c190cf5", "0xc0516ad7752f5afce9369c5a8faf3851b8daad4d54e124c45ef88dfebce76027"]}], "expected": ["0x30d88c4"]},
;! {"name": "fshr_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1381388a8b22115", "0x7bb702468075ba1", "0x3f"]}], "expected": ["0x27027115164422a"]},
;! {"name": "fshr_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xfea1504a04f5c70707c8ed0aae7dc7325c24dfa7ff57b9b20000160e8b0d4d9f", "0x1c8d501bdd258608a3333c6ea0742ab4e6554d7b183206e29bbb7976a2a45d69", "0xe8504a25bc105598dca20d72906217933776f4f7c5925d26783f0c6f029e4984"]}], "expected": ["0xf9bbb7976a2a45d6"]},
;! {"name": "fshr_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x15ef6336448e29b0", "0x1000000000000ff", "0xb"]}], "expected": ["0x3600200000000000"]},
;! {"name": "fshr_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x93eadd14437672a77ca8ca92503d0c71f2253c1c94de6d6700000000d4bc0837", "0xd59d8d58ed8418bd7e7c2e4389cb16365232f28fd46aae6731543bf8a23b11ef", "0x679aa1b03e299d79c7dca782f9eac2825783cbc8b3512ca0000000000000003f"]}], "expected": ["0x1a978106e"]},
;! {"name": "fshr_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1000000000000ff", "0xfb0c97db92759561", "0x2c"]}], "expected": ["0xfffb0c9"]},
;! {"name": "fshr_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x632d2d7f7003ef878d9334d94ea4fcf2cd09b3353322b7980000000000000002", "0xc6e655bf7d1f7d4ff4303ec4a3aa8456451144f3904b701dff00000000000001", "0x461ad32e9afde72c6060662fcbac1515b5def0a7c7f229bd0000000000000040"]}], "expected": ["0xff00000000000001"]},
;! {"name": "fshr_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x80000000000000000000000000000001", "0xccb45d318cd404e34863b415bf9c3d02", "0xf070c758cb1891e3a948a2a101f3801f"]}], "expected": ["0x39968ba6319a809c690c7682b"]},
;! {"name": "fshr_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xb792111f1b8cd170a7574997141ddc3e7f000000000000000000000000000000", "0x2e99a114a44d816fe53f48f9079725480000000000000000000000000000176f", "0x2e7c0c0de51f0f515846ea75c892d0890000000000000000000000000000007f"]}], "expected": ["0xfe000000000000000000000000000000"]},
;! {"name": "fshr_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x2", "0xdfb23d7ca935a7edd8f74854b277a264", "0x80"]}], "expected": ["0xdfb23d7ca935a7edd8f74854b277a264"]},
;! {"name": "fshr_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x4a6b933b022074bb558602d2a04fcdf600000017118c44892b2e127754c26507", "0xb991367881d42ca2a49436cd26d0757ed3da62a7d2450ce04ca08c14de3ae399", "0xda5c567c5ad325ba2df904a67a7706c900000000000000000000000000000001"]}], "expected": ["0xe9ed3153e92286702650460a6f1d71cc"]},
;! {"name": "fshr_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfd503109bc090beb1dcf8e8f3ca642b4", "0xffffffffffffffffda0c3ccf226bd8e0", "0x80"]}], "expected": ["0xffffffffffffffffda0c3ccf226bd8e0"]},
;! {"name": "fshr_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd0d56a957946ece5cdd9a232f6cabb1a7fffffffffffffffffffffffffffffff", "0x67be4f7923775aeb274aa75fb3059e0bffffff3e346a25595cc53785644abc02", "0x394e21e21a529d0592cd2200e25275ad00000000000000000000000000000001"]}], "expected": ["0xffffff9f1a3512acae629bc2b2255e01"]},
;! {"name": "fshr_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xfffffffffffffffffff8ad5b7222dbf5", "0x131", "0x80"]}], "expected": ["0x131"]},
;! {"name": "fshr_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x68a35739166f42e659f7889c5d9da1510000005c3f574393cda6d22e1ea819dd", "0x59f1bb470a9bd99119439214f61bfd9780000000000000000000000000000001", "0x398c018d1c4fb5a6564ad5a91bf156ae00000000000000000000000000000081"]}], "expected": ["0xc0000000000000000000000000000000"]},
;! {"name": "fshr_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xa", "0x67053b3f10a4a1a132bfca0f46803770ff3b29d3dbf", "0x100"]}], "expected": ["0x33829d9f885250d0995fe507a3401bb87f9d94e9edf"]},
;! {"name": "fshr_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7fffffff2169c737a5cae212cddc68b73c7396d8913b8bf3fa7173930d0de9d3", "0xa3f4705cee996c87fc7f9093a334a65ae4b9b58baae11c6b4c89cca529747e21", "0x100"]}], "expected": ["0x51fa382e774cb643fe3fc849d19a532d725cdac5d5708e35a644e65294ba3f10"]},
;! {"name": "fshr_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x7ffffffffffffffffffffffffffdbc2668921a77dad0a1d51ceb8a9daf0fc5ce", "0xfe"]}], "expected": ["0x1"]},
;! {"name": "fshr_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xc16ec92b9c36e93bdcb8e802f13628d9d", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x8000000000000000000000000000000000000000000000000000000000000100"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshr_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xff"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "fshr_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x8d4b4744fbf62447457377ea464b915bbfdc1ca51a2f7a26c4fa6b0a9ff97ca1", "0xc000000000000000000000000000000000000000000000000000000000000001", "0x100"]}], "expected": ["0x6000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshr_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfe"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "fshr_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x80800000000000000000000000000000000000000000000000000000000000ff", "0xc000000000000000000000000000000000000000000000000000000000000000", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x6000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshr_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x1000000000000000000000000000000000000000000000000000000000000ff", "0x0", "0x101"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "fshr_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x9de30e2a5ae2dee89f647d72721b8b15e455393dbfd40b3d9e46f697840dbbd8", "0xb2c19b746b6578c3abf7cb567e466f98436a7b185ff6233041a07cc909c1c858"]}], "expected": ["0x19de30e2a5ae2dee89f647d72721b8b15e455393dbf"]},
;! {"name": "fshr_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffe788bed02a23b6d99fd8fcd62cdabab3c70bbb", "0x2fc435bda9412798fac9d47bfde590266241ca03516493e631736f684465dc93", "0x101"]}], "expected": ["0x97e21aded4a093cc7d64ea3dfef2c8133120e501a8b249f318b9b7b42232ee49"]},
;! {"name": "fshr_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xfffffffffffffffffffffffffffffffffffffffffffffffec70fe83c706187be", "0x100"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffec70fe83c706187be"]},
;! {"name": "fshr_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfffffffffffffeb3631b82da4c8743178a277bd5124dca123e5e55b1c817dd2d", "0xffffffffffffffffffffffffffffffffffffffffffffffc230b59e834f072251", "0xff"]}], "expected": ["0xfffffffffffffd66c63705b4990e862f144ef7aa249b94247cbcab63902fba5b"]},
;! {"name": "fshr_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xf27bd82a250ea867cedbf90a376004fadd1636527e23d2f560aa47e4435d8cc6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x5ae0b42c270f28f52e2eb68e4683be7b4d5817332e46eadf712484287d993958"]}], "expected": ["0x23d2f560aa47e4435d8cc6ffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "fshr_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xff00000000000000000000000000000000000000000000000000000000000001", "0x785331", "0x1"]}], "expected": ["0x80000000000000000000000000000000000000000000000000000000003c2998"]},
;! {"name": "fshr_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x2", "0x8000000000000000000000000000000000000000000000000000000000000001", "0x73001a47723fee0d9f634564390434a48cbb64501f6ca750d1c1af090aeb93f1"]}], "expected": ["0x14000"]},
;! {"name": "rotl_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x1"]}], "expected": ["0x1"]},
;! {"name": "rotl_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xb11627f4139f849dc732ce2a158ec4e12af8ef6eab1aa6419dac6c7fc4dcaba3", "0xa9586c81915c9a51bfea51aff3dbc63ad47fd7da8126e73925034d61d7514222"]}], "expected": ["0x1"]},
;! {"name": "rotl_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "rotl_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x8b1d7f281b8a0f39c58ec20079d98654b474623390b525301ee99d0d3c709ac6", "0xa8b957705d46d08c4cdb49b67abf082eb61d40458922ef80b0231271af7eabb8"]}], "expected": ["0x0"]},
;! {"name": "rotl_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x4", "0x5"]}], "expected": ["0x80"]},
;! {"name": "rotl_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x722b1d89e2b99f21564827b082e62d59bed69323b95cbf786f22a63f0e9ed01", "0xfaeead0b4375d0a0295fcfa7bcc5e0cf2660fd66bca39b5a2c54793f0df69700"]}], "expected": ["0x1"]},
;! {"name": "rotl_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xff", "0x0"]}], "expected": ["0xff"]},
;! {"name": "rotl_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x256b2fc7492e684ead0096306eaa46da59f148927081c99244e974a54f9d5c36", "0xd793ccdf282f42d9d5165d9312b8ffe0dcff54eabbc50a0025cdda64d7b32b07"]}], "expected": ["0x1b"]},
;! {"name": "rotl_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0xdf"]}], "expected": ["0x0"]},
;! {"name": "rotl_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xc821c0275f154fc5cb11b0a1353664213d0e44b712334da765d6982976b06701", "0xbef1579e647a263181d7cd0767eed5520087d0ded97faa81c6c19c93557943a1"]}], "expected": ["0x2"]},
;! {"name": "rotl_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x80", "0x0"]}], "expected": ["0x80"]},
;! {"name": "rotl_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x6d079f40e4b8e855263cde1606a00b3ce873c8b016e5f9b97e768ed8711114fe", "0x3eb6a84ead0a9b8c3cabfa786ab94bc05584784db56d2688588572d4f4bb1a07"]}], "expected": ["0x7f"]},
;! {"name": "rotl_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x4b218", "0x1"]}], "expected": ["0x96430"]},
;! {"name": "rotl_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xc99bec7803a0e478bc36ded5b7948b7d61b76af25142ad3b710cf1e9fffffffe", "0x367bfd71c167912867467ad2272151e0bb67aa9e374d120afad1092b00000000"]}], "expected": ["0xfffffffe"]},
;! {"name": "rotl_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x1b"]}], "expected": ["0x0"]},
;! {"name": "rotl_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x56e1807f64cfeeec81f06072026836e804ae24a1e795c0801525d3cb00167bab", "0xc60447e9313b5841b6f6bcdbe0845183aa4a82f2aa125c5910838a180000001f"]}], "expected": ["0x800b3dd5"]},
;! {"name": "rotl_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x7fffffff", "0x0"]}], "expected": ["0x7fffffff"]},
;! {"name": "rotl_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x317ae1eb8f2a3db7106a43ec846e4472365f3002008e3d492753f83dffd652c3", "0xbe29c5a1723f46db1018d761c36214059ee5223995925ecfcf661f3c00000020"]}], "expected": ["0xffd652c3"]},
;! {"name": "rotl_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x5fd261", "0x21"]}], "expected": ["0xbfa4c2"]},
;! {"name": "rotl_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x659343c50e13f6d7dda4e87988f847c11977637d3373be36e8dc904bfffe769c", "0x7c5a48bb83ec77010af2d1eec5bb009e162c40ead88583eccdd1d85e0000001f"]}], "expected": ["0x7fff3b4e"]},
;! {"name": "rotl_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xbf2aa00111ce7b0f", "0x3f"]}], "expected": ["0xdf95500088e73d87"]},
;! {"name": "rotl_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x92534a34d8ba2c85beaf94a9082c1ce54e93dff84799b182ff00000000000001", "0x164cddc419bb226fa72910c6f9be888f6d3fcdebdc78fb6d0000000000000026"]}], "expected": ["0x7fc0000000"]},
;! {"name": "rotl_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xa171a2768d8adfeb", "0x1"]}], "expected": ["0x42e344ed1b15bfd7"]},
;! {"name": "rotl_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xd11d346c41c05b7b2d094d5d9692bc5f73849e05b88639b78000000000000001", "0x9ed31be76c5f63c2c36a9a9027d99b165a50816bdb0f2da70000000000000001"]}], "expected": ["0x3"]},
;! {"name": "rotl_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x1000000000000ff", "0xd9798cefe29cb5d1"]}], "expected": ["0x1fe0200"]},
;! {"name": "rotl_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xfe8ff79c63b1bbbeef8f4aa05a677bb6cb00e93f4a9675e5cda351de0dbe8d", "0x361cefcfde251bc81aa3a2e40491bd7e8d3d3209cfadd19000000000000003f"]}], "expected": ["0xf2e6d1a8ef06df46"]},
;! {"name": "rotl_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x1"]}], "expected": ["0x0"]},
;! {"name": "rotl_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x8b82a831389437f264dd1f404ba8c2f4a9bd36f2117532fe0424f9bacabb7f0f", "0x844e07e9d3f7f23fc76e94c10555766a85867976a094b78e8cca6392b70dd88"]}], "expected": ["0x24f9bacabb7f0f04"]},
;! {"name": "rotl_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x7f000000000000000000000000000000", "0x7f"]}], "expected": ["0x3f800000000000000000000000000000"]},
;! {"name": "rotl_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xfb92fb5b3232c7258f4fdf4eb26ce0effffffffffffffffffffffffffffffffe", "0x61663fb562e8eadefbe7c85f70389efbce9280c4d62cf5fdba2c475d64af4e39"]}], "expected": ["0xfffffffffffffffffdffffffffffffff"]},
;! {"name": "rotl_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x80000000000000000000000000000000", "0x0"]}], "expected": ["0x80000000000000000000000000000000"]},
;! {"name": "rotl_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xae767083e0ad24274d12c946a54eda2a80000000000000000000000000000000", "0x508ff23855dcb28417ab2eca2f12d02500000000000000000000000000000001"]}], "expected": ["0x1"]},
;! {"name": "rotl_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1", "0x1d"]}], "expected": ["0x20000000"]},
;! {"name": "rotl_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xcd6b9211eb23d1d01a4737cc1d58c7eb00000000000000000027329d8477f8b8", "0x33967e3ed8e6922ca883ca96fd390bcb00000000000000000000000000000001"]}], "expected": ["0x4e653b08eff170"]},
;! {"name": "rotl_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xfffffffffffffffffffffffffffffffe", "0x1"]}], "expected": ["0xfffffffffffffffffffffffffffffffd"]},
;! {"name": "rotl_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x590fd154ca516535a9d6fe685b06868600000000000000000000000000000000", "0xd420dc04903f30524649e6c7b674195100000000000000000000000000000001"]}], "expected": ["0x0"]},
;! {"name": "rotl_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x64820e75504aea4133e42b78a9ef6e3cf4c03582cf90a85b0e7e46bc5db7418f", "0x0"]}], "expected": ["0x64820e75504aea4133e42b78a9ef6e3cf4c03582cf90a85b0e7e46bc5db7418f"]},
;! {"name": "rotl_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x28cc29105914198503be2181820e90a8445c0ea5fdc9edfd9267", "0x8000000000000000000000000000000000000000000000000000000000000100"]}], "expected": ["0x51985220b228330a077c4303041d215088b81d4bfb93dbfb24ce"]},
;! {"name": "rotl_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xa3f5c3044", "0xfe"]}], "expected": ["0x51fae1822"]},
;! {"name": "rotl_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xbc6828ffe34432c1838d04e2c41869d5badacad38db7591a08c22dff85691c1d", "0xda"]}], "expected": ["0x7e15a47075e34147ff1a21960c1c68271620c34eadd6d6569c6dbac8d046116f"]},
;! {"name": "rotl_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x7f80000000000000000000000000000000000000000000000000000000000001", "0x25"]}], "expected": ["0x3fe0000000"]},
;! {"name": "rotl_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffff31c968d2af5ac7b01a5fc58668ab298d2ace6bfd8a6ffe", "0x1"]}], "expected": ["0x7ffffffffffffffffe6392d1a55eb58f6034bf8b0cd156531a559cd7fb14dffd"]},
;! {"name": "rotl_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x42b34388dcbc42fb4a9758b69e5c127899dde43b0181bdc8f957f94bd71868f0", "0x100"]}], "expected": ["0x5668711b97885f6952eb16d3cb824f133bbc87603037b91f2aff297ae30d1e1"]},
;! {"name": "rotl_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "rotl_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffff8fc82942262ba189a45b117b6638ec00602458f49c6da8f6c4bbc", "0xdb"]}], "expected": ["0xd47b625de7ffffffffffc7e414a11315d0c4d22d88bdb31c760030122c7a4e36"]},
;! {"name": "rotl_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x954f269f", "0x30"]}], "expected": ["0x954f269f000000000000"]},
;! {"name": "rotl_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xc3c2bd613618054144809b09c581215a90740423469ad2cc160fbf06", "0x101"]}], "expected": ["0x187857ac26c300a82890136138b0242b520e808468d35a5982c1f7e0c"]},
;! {"name": "rotl_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffdc356a7807d6b5e1c8cbca", "0x100"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffdc356a7807d6b5e1c8cbca"]},
;! {"name": "rotl_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x3"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7"]},
;! {"name": "rotl_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xfe00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "rotl_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xcd315e1ac1b974ca912b70fb0d08121e8ae8da2ec61584219fd62467a48dab76"]}], "expected": ["0x200000000000000000000000000000"]},
;! {"name": "rotl_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0xff"]}], "expected": ["0x0"]},
;! {"name": "rotr_i1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "rotr_i1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x97543a6d21836b18dafa961be7f1f93639f64b1b46337fa212b629bba8553031", "0x529b9b709143613b36a0937af744d7830315dfec82332d1d48d4b5fdf10e36a9"]}], "expected": ["0x1"]},
;! {"name": "rotr_i1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x1", "0x0"]}], "expected": ["0x1"]},
;! {"name": "rotr_i1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x92e5ad2b4701f89c4edda6c32d398c89df99a083c7ea5986541c37b7bca75e78", "0x6bb226e0881abc1b73c8b2a4cb9df089650fb94f2ef3046b12e52dac17bb1c29"]}], "expected": ["0x0"]},
;! {"name": "rotr_i8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x80", "0x8"]}], "expected": ["0x80"]},
;! {"name": "rotr_i8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xa156e8b7999c26d1e927330d06f84c610f901dc980a1a4e6d55030c88075c381", "0xd390ab30eefe13b10b41f1d017d04db1d372a1f4d4ca2f87122ccfe96348a309"]}], "expected": ["0xc0"]},
;! {"name": "rotr_i8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x52", "0x7"]}], "expected": ["0xa4"]},
;! {"name": "rotr_i8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xb946f8df444c794b36c6db76d17bc80a38d328632c4995adad9fb4831d4e0481", "0x67a016f763a0308ce925e4b351ec35149ef0f7ba838f84a57ba607f5abe21700"]}], "expected": ["0x81"]},
;! {"name": "rotr_i8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0x54"]}], "expected": ["0x0"]},
;! {"name": "rotr_i8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x46a30b97c7e08217ae8210a6fdefbdf41f70a77b9342cdb004da712635b4aeff", "0x6441b5d642eb6e92686725e881f9c8426b7952936f2f2054bc3dec09259c5307"]}], "expected": ["0xff"]},
;! {"name": "rotr_i8 #6", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xff", "0x1"]}], "expected": ["0xff"]},
;! {"name": "rotr_i8 #7", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x27a69b0da4f5d91bcb4a109155988087563d86e74fb402821050b701ca73eff", "0xdb936956429e256edbca18e9fecdce7a61f16a5340c65ea08dc6348230e4b508"]}], "expected": ["0xff"]},
;! {"name": "rotr_i32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x8709ca54", "0xe05243e5"]}], "expected": ["0xa4384e52"]},
;! {"name": "rotr_i32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x3265027d00eee86b434e5ab07f14d8b4d5eaa0e5d71ff967fac9416f80000000", "0xc10f848bfb1346e7ea371bb7abd6327df83ceb826a697ac1c9cadc7564207f20"]}], "expected": ["0x80000000"]},
;! {"name": "rotr_i32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xfffe6c32", "0x1f"]}], "expected": ["0xfffcd865"]},
;! {"name": "rotr_i32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xdb124766feca6d6eb399a058540c44f41a5bdf39e95524acfa78aea87fffffff", "0x3b85cd67e897b47f3609be78445fca793df540080a4bf1ecf404448800000001"]}], "expected": ["0xbfffffff"]},
;! {"name": "rotr_i32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x946fc087", "0x20"]}], "expected": ["0x946fc087"]},
;! {"name": "rotr_i32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x58f57ece3a9df97e7debd54fd1f478cb286ef91b0215c4f8b1205cbefffffd05", "0x15cb1071efbf5c4647dace3a8d2617262e0ef5d2e055cdd8411394000000020"]}], "expected": ["0xfffffd05"]},
;! {"name": "rotr_i32 #6", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x9b39c89c", "0x16"]}], "expected": ["0xe722726c"]},
;! {"name": "rotr_i32 #7", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xfdfe65d8130e4eb9c5a6d7ab58a5b607774a8e9700476eec3dba5f24b5472aab", "0x18df52a81d3adaf4ce4f972c2cee98b2979b23200c8256be6a17d8aa00000018"]}], "expected": ["0x472aabb5"]},
;! {"name": "rotr_i64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xff00000000000001", "0x1"]}], "expected": ["0xff80000000000000"]},
;! {"name": "rotr_i64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xf1d754a39ce2d3b52cb666ca20e61953d55310877a3836a000000000000000a", "0xdfa12a49a8d66c544d887086b1854b335cf6076742b41c2842e7e47e693bba39"]}], "expected": ["0x500"]},
;! {"name": "rotr_i64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffffffffffff", "0x40"]}], "expected": ["0xffffffffffffffff"]},
;! {"name": "rotr_i64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xabe6c523544dae4fc6928ae88c2226f312ad939932cf9adc000648210035208b", "0x6e8d5862442ef079a816ba660b5a3d5a55a135f02c3082620000000000000000"]}], "expected": ["0x648210035208b"]},
;! {"name": "rotr_i64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x150cf56450e9f2a1", "0x36"]}], "expected": ["0x33d59143a7ca8454"]},
;! {"name": "rotr_i64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x6a3b540077b9aefcbf923f649ae765877b3ca202a06a11a50000000000000000", "0xfc1a19ddd129a8673855a6fdad788fd2ffddb17d2e619b8e0000000000000041"]}], "expected": ["0x0"]},
;! {"name": "rotr_i64 #6", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0x3f"]}], "expected": ["0x0"]},
;! {"name": "rotr_i64 #7", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x309062698c2a1590e77c393e1eba39c2d53d1f6fdf41ee330000000000000001", "0xa1e8a36ee4025e4a7ba4403fc461511c0115eed2ccb66d85000000000000003f"]}], "expected": ["0x2"]},
;! {"name": "rotr_i128 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xf95ad8a17d02ec8abb19407865672e00", "0x81"]}], "expected": ["0x7cad6c50be8176455d8ca03c32b39700"]},
;! {"name": "rotr_i128 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x70f08705b030db0513500787e400e97144d2077b29a566e2648cded46a9cbff5", "0xc6dc150453791d5cef06b9f6c6b548c00000000000000000000000000000001"]}], "expected": ["0xa26903bd94d2b37132466f6a354e5ffa"]},
;! {"name": "rotr_i128 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xfda8b26894c510f45ad8a25aa4abf571", "0x81"]}], "expected": ["0xfed459344a62887a2d6c512d5255fab8"]},
;! {"name": "rotr_i128 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x674d24aa4cceaf78c9286e32e42a72407fffffffffffffffffffffffffffffff", "0x1916b8450cd65e91ef10932f2c17537200000000000000000000000000000080"]}], "expected": ["0x7fffffffffffffffffffffffffffffff"]},
;! {"name": "rotr_i128 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x10000000000000000000000000000ff", "0x81"]}], "expected": ["0x8080000000000000000000000000007f"]},
;! {"name": "rotr_i128 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x3813ff15ecf31dcd1e67a7979e39e7137fffffffffffffffffffffffffffffff", "0x94527a6443f4b5e23773386bb89bc867a2754229bc5235beea4e9e37cba315d8"]}], "expected": ["0xffffffffffffffffffffff7fffffffff"]},
;! {"name": "rotr_i128 #6", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffff", "0x81"]}], "expected": ["0xffffffffffffffffffffffffffffffff"]},
;! {"name": "rotr_i128 #7", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x79895899e4947970e3c9ff4b3b075fb8010000000000000000000000000000ff", "0x8652d261b1a7fdc8de7c7587790862650000000000000000000000000000007f"]}], "expected": ["0x20000000000000000000000000001fe"]},
;! {"name": "rotr_i255 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x5da2e068332c6f3531dc114218b510425197f1e313604b1952124942e5ce14", "0xff"]}], "expected": ["0x5da2e068332c6f3531dc114218b510425197f1e313604b1952124942e5ce14"]},
;! {"name": "rotr_i255 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x73b76f957791189c0cc8970acc863a8c3356f2cf16c2ef8", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x73b76f957791189c0cc8970acc863a8c3356f2cf16c2ef8"]},
;! {"name": "rotr_i255 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0", "0x100"]}], "expected": ["0x0"]},
;! {"name": "rotr_i255 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xffffffffffffffffffffffffffffffffffffffffffffe6cf9a1ea7c92af8f56f", "0x80000000000000000000000000000000000000000000000000000000000000fe"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffcd9f343d4f9255f1eadf"]},
;! {"name": "rotr_i255 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x800000000000000000000000000000000000000000000000000000000000ff", "0x2e"]}], "expected": ["0x1fe0200000000000000000000000000000000000000000000000000"]},
;! {"name": "rotr_i255 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xc000000000000000000000000000000000000000000000000000000000000001", "0x0"]}], "expected": ["0x4000000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "rotr_i255 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x3f123d568d6b13c6249047d9edb161d51bb6f9301fa976f93", "0x4e9bdd5fa3a73c47ae9b41e6741baf91c52a3eb456cbf76355b9160130aa1986"]}], "expected": ["0x6df2603f52edf26000000000000000fc48f55a35ac4f1892411f67b6c587546e"]},
;! {"name": "rotr_i255 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xa4999de4298adca16423da625108cede9b2bcf9bd513deb28ee", "0x80000000000000000000000000000000000000000000000000000000000000cf"]}], "expected": ["0xa4999de4298adca16423da625108cede9b2bcf9bd513deb28ee000000000000"]},
;! {"name": "rotr_i256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0xc300dc1cf4cb9d2263ba381aec457f500cd31357138ba5c9d472172dc1daed8"]}], "expected": ["0x7f00000000"]},
;! {"name": "rotr_i256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xffffffffffffffffffffffffffffffffffffffffbaae32c91adda50ccb0e5e74", "0x1"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffdd5719648d6ed28665872f3a"]},
;! {"name": "rotr_i256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x6654597", "0x5d"]}], "expected": ["0x332a2cb80000000000000000000000000000000000000000"]},
;! {"name": "rotr_i256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffdb9b196b796a7", "0xd"]}], "expected": ["0xb53fffffffffffffffffffffffffffffffffffffffffffffffffffedcd8cb5bc"]},
;! {"name": "rotr_i256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xef7a001f0410beaae29da7f2b1fbe94c5803d2e4009c4684e1611b0712c6c8df", "0xd5a7cb6622e8ff65851b49dbd410d1c1cf07b89b8537946c536b055899f6df9d"]}], "expected": ["0x8fdf4a62c01e972004e234270b08d838963646ff7bd000f82085f55714ed3f95"]},
;! {"name": "rotr_i256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x101"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "rotr_i256 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x1", "0x100"]}], "expected": ["0x1"]},
;! {"name": "rotr_i256 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1b", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xa0"]}], "expected": ["0x800000000000000000000000"]}
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
declare i1 @llvm.fshl.i1(i1, i1, i1)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i255 @llvm.fshl.i255(i255, i255, i255)
declare i256 @llvm.fshl.i256(i256, i256, i256)
declare i1 @llvm.fshr.i1(i1, i1, i1)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i128 @llvm.fshr.i128(i128, i128, i128)
declare i255 @llvm.fshr.i255(i255, i255, i255)
declare i256 @llvm.fshr.i256(i256, i256, i256)

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
  %f0.6 = inttoptr i256 96 to ptr addrspace(2)
  %f0.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.6)
  %f0.8 = trunc i256 %f0.7 to i1
  %f0.9 = call i1 @fshl_i1(i1 %f0.2, i1 %f0.5, i1 %f0.8)
  %f0.10 = zext i1 %f0.9 to i256
  %f0.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.10, ptr addrspace(1) %f0.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f1:
  %f1.0 = inttoptr i256 32 to ptr addrspace(2)
  %f1.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.0)
  %f1.2 = trunc i256 %f1.1 to i8
  %f1.3 = inttoptr i256 64 to ptr addrspace(2)
  %f1.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.3)
  %f1.5 = trunc i256 %f1.4 to i8
  %f1.6 = inttoptr i256 96 to ptr addrspace(2)
  %f1.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f1.6)
  %f1.8 = trunc i256 %f1.7 to i8
  %f1.9 = call i8 @fshl_i8(i8 %f1.2, i8 %f1.5, i8 %f1.8)
  %f1.10 = zext i8 %f1.9 to i256
  %f1.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.10, ptr addrspace(1) %f1.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f2:
  %f2.0 = inttoptr i256 32 to ptr addrspace(2)
  %f2.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.0)
  %f2.2 = trunc i256 %f2.1 to i32
  %f2.3 = inttoptr i256 64 to ptr addrspace(2)
  %f2.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.3)
  %f2.5 = trunc i256 %f2.4 to i32
  %f2.6 = inttoptr i256 96 to ptr addrspace(2)
  %f2.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f2.6)
  %f2.8 = trunc i256 %f2.7 to i32
  %f2.9 = call i32 @fshl_i32(i32 %f2.2, i32 %f2.5, i32 %f2.8)
  %f2.10 = zext i32 %f2.9 to i256
  %f2.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f2.10, ptr addrspace(1) %f2.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f3:
  %f3.0 = inttoptr i256 32 to ptr addrspace(2)
  %f3.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.0)
  %f3.2 = trunc i256 %f3.1 to i64
  %f3.3 = inttoptr i256 64 to ptr addrspace(2)
  %f3.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.3)
  %f3.5 = trunc i256 %f3.4 to i64
  %f3.6 = inttoptr i256 96 to ptr addrspace(2)
  %f3.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f3.6)
  %f3.8 = trunc i256 %f3.7 to i64
  %f3.9 = call i64 @fshl_i64(i64 %f3.2, i64 %f3.5, i64 %f3.8)
  %f3.10 = zext i64 %f3.9 to i256
  %f3.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.10, ptr addrspace(1) %f3.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = trunc i256 %f4.1 to i128
  %f4.3 = inttoptr i256 64 to ptr addrspace(2)
  %f4.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.3)
  %f4.5 = trunc i256 %f4.4 to i128
  %f4.6 = inttoptr i256 96 to ptr addrspace(2)
  %f4.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.6)
  %f4.8 = trunc i256 %f4.7 to i128
  %f4.9 = call i128 @fshl_i128(i128 %f4.2, i128 %f4.5, i128 %f4.8)
  %f4.10 = zext i128 %f4.9 to i256
  %f4.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.10, ptr addrspace(1) %f4.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = trunc i256 %f5.1 to i255
  %f5.3 = inttoptr i256 64 to ptr addrspace(2)
  %f5.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.3)
  %f5.5 = trunc i256 %f5.4 to i255
  %f5.6 = inttoptr i256 96 to ptr addrspace(2)
  %f5.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.6)
  %f5.8 = trunc i256 %f5.7 to i255
  %f5.9 = call i255 @fshl_i255(i255 %f5.2, i255 %f5.5, i255 %f5.8)
  %f5.10 = zext i255 %f5.9 to i256
  %f5.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.10, ptr addrspace(1) %f5.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = inttoptr i256 96 to ptr addrspace(2)
  %f6.5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.4)
  %f6.6 = call i256 @fshl_i256(i256 %f6.1, i256 %f6.3, i256 %f6.5)
  %f6.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.6, ptr addrspace(1) %f6.7
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = trunc i256 %f7.1 to i1
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = trunc i256 %f7.4 to i1
  %f7.6 = inttoptr i256 96 to ptr addrspace(2)
  %f7.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.6)
  %f7.8 = trunc i256 %f7.7 to i1
  %f7.9 = call i1 @fshr_i1(i1 %f7.2, i1 %f7.5, i1 %f7.8)
  %f7.10 = zext i1 %f7.9 to i256
  %f7.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.10, ptr addrspace(1) %f7.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = trunc i256 %f8.1 to i8
  %f8.3 = inttoptr i256 64 to ptr addrspace(2)
  %f8.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.3)
  %f8.5 = trunc i256 %f8.4 to i8
  %f8.6 = inttoptr i256 96 to ptr addrspace(2)
  %f8.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.6)
  %f8.8 = trunc i256 %f8.7 to i8
  %f8.9 = call i8 @fshr_i8(i8 %f8.2, i8 %f8.5, i8 %f8.8)
  %f8.10 = zext i8 %f8.9 to i256
  %f8.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.10, ptr addrspace(1) %f8.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = trunc i256 %f9.1 to i32
  %f9.3 = inttoptr i256 64 to ptr addrspace(2)
  %f9.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.3)
  %f9.5 = trunc i256 %f9.4 to i32
  %f9.6 = inttoptr i256 96 to ptr addrspace(2)
  %f9.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.6)
  %f9.8 = trunc i256 %f9.7 to i32
  %f9.9 = call i32 @fshr_i32(i32 %f9.2, i32 %f9.5, i32 %f9.8)
  %f9.10 = zext i32 %f9.9 to i256
  %f9.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.10, ptr addrspace(1) %f9.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = trunc i256 %f10.1 to i64
  %f10.3 = inttoptr i256 64 to ptr addrspace(2)
  %f10.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.3)
  %f10.5 = trunc i256 %f10.4 to i64
  %f10.6 = inttoptr i256 96 to ptr addrspace(2)
  %f10.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.6)
  %f10.8 = trunc i256 %f10.7 to i64
  %f10.9 = call i64 @fshr_i64(i64 %f10.2, i64 %f10.5, i64 %f10.8)
  %f10.10 = zext i64 %f10.9 to i256
  %f10.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.10, ptr addrspace(1) %f10.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = trunc i256 %f11.1 to i128
  %f11.3 = inttoptr i256 64 to ptr addrspace(2)
  %f11.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.3)
  %f11.5 = trunc i256 %f11.4 to i128
  %f11.6 = inttoptr i256 96 to ptr addrspace(2)
  %f11.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.6)
  %f11.8 = trunc i256 %f11.7 to i128
  %f11.9 = call i128 @fshr_i128(i128 %f11.2, i128 %f11.5, i128 %f11.8)
  %f11.10 = zext i128 %f11.9 to i256
  %f11.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.10, ptr addrspace(1) %f11.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = trunc i256 %f12.1 to i255
  %f12.3 = inttoptr i256 64 to ptr addrspace(2)
  %f12.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.3)
  %f12.5 = trunc i256 %f12.4 to i255
  %f12.6 = inttoptr i256 96 to ptr addrspace(2)
  %f12.7 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.6)
  %f12.8 = trunc i256 %f12.7 to i255
  %f12.9 = call i255 @fshr_i255(i255 %f12.2, i255 %f12.5, i255 %f12.8)
  %f12.10 = zext i255 %f12.9 to i256
  %f12.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.10, ptr addrspace(1) %f12.11
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = inttoptr i256 96 to ptr addrspace(2)
  %f13.5 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.4)
  %f13.6 = call i256 @fshr_i256(i256 %f13.1, i256 %f13.3, i256 %f13.5)
  %f13.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.6, ptr addrspace(1) %f13.7
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = trunc i256 %f14.1 to i1
  %f14.3 = inttoptr i256 64 to ptr addrspace(2)
  %f14.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.3)
  %f14.5 = trunc i256 %f14.4 to i1
  %f14.6 = call i1 @rotl_i1(i1 %f14.2, i1 %f14.5)
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
  %f15.6 = call i8 @rotl_i8(i8 %f15.2, i8 %f15.5)
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
  %f16.6 = call i32 @rotl_i32(i32 %f16.2, i32 %f16.5)
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
  %f17.6 = call i64 @rotl_i64(i64 %f17.2, i64 %f17.5)
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
  %f18.6 = call i128 @rotl_i128(i128 %f18.2, i128 %f18.5)
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
  %f19.6 = call i255 @rotl_i255(i255 %f19.2, i255 %f19.5)
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
  %f20.4 = call i256 @rotl_i256(i256 %f20.1, i256 %f20.3)
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
  %f21.6 = call i1 @rotr_i1(i1 %f21.2, i1 %f21.5)
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
  %f22.6 = call i8 @rotr_i8(i8 %f22.2, i8 %f22.5)
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
  %f23.6 = call i32 @rotr_i32(i32 %f23.2, i32 %f23.5)
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
  %f24.6 = call i64 @rotr_i64(i64 %f24.2, i64 %f24.5)
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
  %f25.6 = call i128 @rotr_i128(i128 %f25.2, i128 %f25.5)
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
  %f26.6 = call i255 @rotr_i255(i255 %f26.2, i255 %f26.5)
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
  %f27.4 = call i256 @rotr_i256(i256 %f27.1, i256 %f27.3)
  %f27.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f27.4, ptr addrspace(1) %f27.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i1 @fshl_i1(i1 %a, i1 %b, i1 %c) {
  %r = call i1 @llvm.fshl.i1(i1 %a, i1 %b, i1 %c)
  ret i1 %r
}

define i8 @fshl_i8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}

define i32 @fshl_i32(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}

define i64 @fshl_i64(i64 %a, i64 %b, i64 %c) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r
}

define i128 @fshl_i128(i128 %a, i128 %b, i128 %c) {
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %c)
  ret i128 %r
}

define i255 @fshl_i255(i255 %a, i255 %b, i255 %c) {
  %r = call i255 @llvm.fshl.i255(i255 %a, i255 %b, i255 %c)
  ret i255 %r
}

define i256 @fshl_i256(i256 %a, i256 %b, i256 %c) {
  %r = call i256 @llvm.fshl.i256(i256 %a, i256 %b, i256 %c)
  ret i256 %r
}

define i1 @fshr_i1(i1 %a, i1 %b, i1 %c) {
  %r = call i1 @llvm.fshr.i1(i1 %a, i1 %b, i1 %c)
  ret i1 %r
}

define i8 @fshr_i8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshr.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}

define i32 @fshr_i32(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}

define i64 @fshr_i64(i64 %a, i64 %b, i64 %c) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r
}

define i128 @fshr_i128(i128 %a, i128 %b, i128 %c) {
  %r = call i128 @llvm.fshr.i128(i128 %a, i128 %b, i128 %c)
  ret i128 %r
}

define i255 @fshr_i255(i255 %a, i255 %b, i255 %c) {
  %r = call i255 @llvm.fshr.i255(i255 %a, i255 %b, i255 %c)
  ret i255 %r
}

define i256 @fshr_i256(i256 %a, i256 %b, i256 %c) {
  %r = call i256 @llvm.fshr.i256(i256 %a, i256 %b, i256 %c)
  ret i256 %r
}

define i1 @rotl_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.fshl.i1(i1 %a, i1 %a, i1 %b)
  ret i1 %r
}

define i8 @rotl_i8(i8 %a, i8 %b) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %a, i8 %b)
  ret i8 %r
}

define i32 @rotl_i32(i32 %a, i32 %b) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 %b)
  ret i32 %r
}

define i64 @rotl_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %a, i64 %b)
  ret i64 %r
}

define i128 @rotl_i128(i128 %a, i128 %b) {
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %a, i128 %b)
  ret i128 %r
}

define i255 @rotl_i255(i255 %a, i255 %b) {
  %r = call i255 @llvm.fshl.i255(i255 %a, i255 %a, i255 %b)
  ret i255 %r
}

define i256 @rotl_i256(i256 %a, i256 %b) {
  %r = call i256 @llvm.fshl.i256(i256 %a, i256 %a, i256 %b)
  ret i256 %r
}

define i1 @rotr_i1(i1 %a, i1 %b) {
  %r = call i1 @llvm.fshr.i1(i1 %a, i1 %a, i1 %b)
  ret i1 %r
}

define i8 @rotr_i8(i8 %a, i8 %b) {
  %r = call i8 @llvm.fshr.i8(i8 %a, i8 %a, i8 %b)
  ret i8 %r
}

define i32 @rotr_i32(i32 %a, i32 %b) {
  %r = call i32 @llvm.fshr.i32(i32 %a, i32 %a, i32 %b)
  ret i32 %r
}

define i64 @rotr_i64(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %a, i64 %b)
  ret i64 %r
}

define i128 @rotr_i128(i128 %a, i128 %b) {
  %r = call i128 @llvm.fshr.i128(i128 %a, i128 %a, i128 %b)
  ret i128 %r
}

define i255 @rotr_i255(i255 %a, i255 %b) {
  %r = call i255 @llvm.fshr.i255(i255 %a, i255 %a, i255 %b)
  ret i255 %r
}

define i256 @rotr_i256(i256 %a, i256 %b) {
  %r = call i256 @llvm.fshr.i256(i256 %a, i256 %a, i256 %b)
  ret i256 %r
}
