;! { "cases": [
;! {"name": "vec_to_int_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_int_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x80"]},
;! {"name": "vec_to_int_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x331fe2f1fe99bb7d6d02ab90c2fd235581a63646066f3c92eadd182ee9b239f8", "0xf90f896bf364a0957bb304d83498c736fe351b9cc36833c0e77e0af608406788"]}], "expected": ["0x11"]},
;! {"name": "vec_to_int_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x60f3bf2a7f0023638bc6586e00c15530a7575ac5f5b3502dfe2b240ee0a629ca", "0x2db9efcf260ca27a7326c4a3bbd0294b16da7d6ad907fb7c6cacc7d55de674a6"]}], "expected": ["0x65"]},
;! {"name": "vec_to_int_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x2f8d9630e3339954fba18fc6ac471237c8261bd16e071a99ab75a7c589fab5f", "0x6a9bd3ce3ee9d7aa9dee18312a31a59c62545aa22e02ac84a439df07d29a109"]}], "expected": ["0x90"]},
;! {"name": "vec_to_int_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0xfb91e5722cc091d5c2c1e2095bcf9cfab7b59291944285d1d3b45f45665eebcb", "0x95c7430a4f249ef3a84bc7c254e08cff85affddd10affbd58be12faaddaf5e4e"]}], "expected": ["0x72"]},
;! {"name": "int_to_vec_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0xff"]},
;! {"name": "int_to_vec_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7f"]},
;! {"name": "int_to_vec_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x86f71a9d34217ed42c06e1c6b7231ac4919d19d874e6249d3c5426c7b60eec6b", "0x583a99da93e55542dbf54fbb15074505688c4c7322c7837623a20fba62d61886"]}], "expected": ["0x9e"]},
;! {"name": "int_to_vec_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x887f05ab3d0894698473e337771c4e62b0015dcb6fa8f9f0563ec3c33acd842", "0xaf5bf5dc8498356a88120e2ed3289587faec0d945c2e6693f00e925f41788e77"]}], "expected": ["0x11"]},
;! {"name": "int_to_vec_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x9fa708e1c1243cb2474d76d8cb723373c183ac0bfae258f849b5eb39f24a0cc6", "0xd9f9c6fe82d50639dc9ec91081f879d195bc23c4bd70d299b1abd4469c42de1b"]}], "expected": ["0x27"]},
;! {"name": "int_to_vec_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xc8aebee24939b8f0fab6c196e999a229124cfb11d358920598fc98eb31be323f", "0x8902b3ffb2f1d3a4340ea0f0fa90e5c222249f22dc63e29fe0f52de00cd3dfe1"]}], "expected": ["0x78"]},
;! {"name": "mask_8x1 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mask_8x1 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7f"]},
;! {"name": "mask_8x1 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xd514a0d155484cb3e2b6c5688de444b3fc35d3f38d9ec3eed6f3be86392056ad", "0x1cc8ccdacd74a5a7a2427116b9dcd9fdc7d401e30718b1b27d65311f3e657c02"]}], "expected": ["0xb5"]},
;! {"name": "mask_8x1 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x8ac95f12060b485fc9da7fabeab917b786e90c113b74ce6847cb1cf317b8a292", "0x2f463cfa511b868b332fcf7fe929c7a0106733ab33bf24b2fbe1afcb9b667554"]}], "expected": ["0x41"]},
;! {"name": "mask_8x1 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0xa7f9cb3cd1e22546f9c7c0951e1d620c5a828aa02b53443a5a6fe947af64b3c1", "0x992626833ecb2ede0be86cdc2aec4a3a02d350639588fc7603ccc3e4e786933a"]}], "expected": ["0x83"]},
;! {"name": "mask_8x1 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x68c03d221cf00248dbb1e26141ddf155995da3aa7e27d5e92c12a0e3f4284c1c", "0x2a0967e9411ab643e3263c5e448f1e8b043c4ba6e2f5bd6a3d63047b66f91329"]}], "expected": ["0x28"]},
;! {"name": "vec_to_int_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_int_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x400"]},
;! {"name": "vec_to_int_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x2f163a2225996847e61269052c95ee097b43908ecd2141ce90d23616bcd6e47d", "0x30f70cf116c4826e21a664c4826122a6b95cc85cb89f6e4a103924d467ab510"]}], "expected": ["0x410d"]},
;! {"name": "vec_to_int_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xa503c48f7387a0c7880657261c8c1b4ced3358c5578efaa1d7708d9e6fca4931", "0x71b9dfa124e87a49ad61c29c1a899dbf50d9ed7ab0f6f5144374046c72251352"]}], "expected": ["0x4b44"]},
;! {"name": "vec_to_int_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xe72047e2850adc9930383bfcf15d8ad8e19ce71a5300507143e11aa752750a0", "0x31abab0e4239899b954afb21dc453bc468d163c0185e8a4eedcc997cb27c9e6"]}], "expected": ["0x19f2"]},
;! {"name": "vec_to_int_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xf3651af6f456f9afa3ad1dde7595f8ddc12bdbdd77a95173ab170ef5c2cd74cc", "0x5a3924bf8b760a1137cb5ca78ef1bffc028e2e1bff8e19720f7f6f79e9a55cd1"]}], "expected": ["0x44d7"]},
;! {"name": "int_to_vec_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0"]}], "expected": ["0x421"]},
;! {"name": "int_to_vec_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x821"]},
;! {"name": "int_to_vec_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xc5c5b0c4ab4cc3bcafdfc4ec9bd0f19b5c59accff481d9f4657e911ca80d2cdc", "0xae54cd774d0768eec0e91b8587eab4870f4eb1b0611587b8d5d90cf8163ae5b"]}], "expected": ["0x726c"]},
;! {"name": "int_to_vec_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x910db0c99f2bbb586f8a386104f6500dfa99911606c58950092755695cecda6e", "0xd52fc7c695480c35be02dce9e3c2998cb11dc2c3f2b7675e52835719b1cbfd2e"]}], "expected": ["0x3d40"]},
;! {"name": "int_to_vec_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xd381818387707173b2af6045d53f76a6fda9eb06029b7f424e48a16a0993ab4c", "0x1a4288adae5ae23d8cf3da24d16d33c61e13ab708a862cf759273d35cf701b4d"]}], "expected": ["0x3b67"]},
;! {"name": "int_to_vec_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0xa825efb34dd5fe26f679226d3105f6f4770ccfc103bbaaa54998049b58abfefb", "0x84384e6c84cf27e68c9ae827af6bb4e08fb100c7d9d6db0875957caf767d40b6"]}], "expected": ["0x5cd1"]},
;! {"name": "mask_3x5 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mask_3x5 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x7"]},
;! {"name": "mask_3x5 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x4450175a6390140680248c1047806c07bd6b9d609b253d71ca19dfefc471f1a", "0x272321303635271690ea56972f1f08b2f9d441d99ab3a31919c498ab8c7e4fc2"]}], "expected": ["0x4"]},
;! {"name": "mask_3x5 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xd46bbdd25e0d07ad4c3d3c0c437ff1393d6320605ada7126af5aa0a91d3268b9", "0xc3d4f6d4e5bad2a75fada63efa65f578d16765d222f1877c8a01fddc69ec6eb5"]}], "expected": ["0x4"]},
;! {"name": "mask_3x5 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7411fa4aca9958c43f3e10068b094a6ce1bc5ff714129f92f9990c839622c1f9", "0x231eefaeddda19b6d2ee262ec1a79a3c287c50f76cef1092213304472bac5095"]}], "expected": ["0x6"]},
;! {"name": "mask_3x5 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x4ce786f78e7b4b2983a5cae8d90d8bf4fed11042111167fb1ba61bb18060d452", "0xd6970ab4ed8cd69e812a9427e033278f54ff58e559f487d05ebeb5d085e6dea"]}], "expected": ["0x4"]},
;! {"name": "vec_to_int_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_int_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1000000"]},
;! {"name": "vec_to_int_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x77ecbed50912c373fad7b923b87819eb14a904cdc30de8455bc5c92eba2a2e1f", "0xb3f7d05521bdb39d7004eab698c806429dc6b017212b6631449bf35d2a04214f"]}], "expected": ["0x4f21042a"]},
;! {"name": "vec_to_int_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x80906913131ecebf2ddc47db086cc09e986e6ac3ad2ca6588bd59998018e10e4", "0xb8ae6c28c2142c8724628c449fbf58a44950317a00ed861391ad0a5063ca410c"]}], "expected": ["0xc41ca63"]},
;! {"name": "vec_to_int_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1ba7d8b4c9e3dae7e5dfadef5e5311413ffd444a9bf9a53f6e0df17123796f7b", "0x20c4e092d5096667f54ad125d04ce8656ef96b091940167d8978bdf2fdbcedeb"]}], "expected": ["0xebedbcfd"]},
;! {"name": "vec_to_int_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x9462ed17e93824050bd6368198d48320bca9ecb380ff9cba9abeca7c89492742", "0x17a39bbd59bb4af5edff3256fccee7d8b8a9b8dcf8c53458968e4eac714db939"]}], "expected": ["0x39b94d71"]},
;! {"name": "int_to_vec_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0x1010101"]},
;! {"name": "int_to_vec_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2010101"]},
;! {"name": "int_to_vec_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x40d5b4db912e4ae1419a62a04c886b97338692f8edc20b371db55b9a17cbd5", "0x725fa5d8933cba8214d05b4c1a5ad7e295abe7376a423fe0a7de5f223438bf5b"]}], "expected": ["0x5cc03935"]},
;! {"name": "int_to_vec_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x507afc490b6b8c00b4119ba1b628b23e991286c251bd15c0429b5ec57e20c953", "0x8d52d97aad1f094079508458d0495d947c18106427e8547dfc211961251889c7"]}], "expected": ["0xc88a1926"]},
;! {"name": "int_to_vec_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x5bb65c702ee1d4a3368854c2d1e8a384e21993af08ec980ae70dd077b61984c3", "0x47b31300094dba208dba2f4512fced72f15c3e44959ea9e4bda3b8312d5d9515"]}], "expected": ["0x16965e2e"]},
;! {"name": "int_to_vec_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xa9d634dabe99a4f02c7a8e3fbf721841938005a8a64b273fb4f3d321a18b1ab7", "0x9bccb48f8d47f916ead764b05feca0448a9dfcc3f30095e99fcb3eead9af5363"]}], "expected": ["0x6454b0da"]},
;! {"name": "mask_4x8 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mask_4x8 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xf"]},
;! {"name": "mask_4x8 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xa376cb4416c71d2ee8339f69fe90bb7841038c29f63a959a6e6b6804f2b4235e", "0xdbc8d530313c2754de5d5e552c6ef930678082ba2f52d1143de642409ab9c296"]}], "expected": ["0x1"]},
;! {"name": "mask_4x8 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x21d6a4b1d99bf32ba7d1f4c0ad95568b73a12c2d4e7bab62fa35173bb48bc083", "0x9cfe7c8b9e0e53029801545058050ef270b8b6bc65bb15d376e2ea5fab8a32e1"]}], "expected": ["0x7"]},
;! {"name": "mask_4x8 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x31a2d69bc1be283f991ecb97c2e8980b9844c75b4472134c4028add4362a5086", "0xa70acc839eec21dc1ba2147d10dec18f39b822374c0867d70c70f610eff48284"]}], "expected": ["0x8"]},
;! {"name": "mask_4x8 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0xddc12eb80e709b1a541a84c3063399b2ad7499c719f239fdbf7dc9e8c8b13471", "0x153f070fe4445e2369866a0f57b32405eb6a13d03e6f3fb418db67883b75a43b"]}], "expected": ["0xb"]},
;! {"name": "vec_to_int_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_int_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1000000000000000000000000"]},
;! {"name": "vec_to_int_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x95afc023252093caf973a93a131aceab539992d010aa5fb6462bc11d4b55ba0", "0xc2c79323b2b2df40586d0e17b03054dfdd3a480886d66478ac09513e25d08337"]}], "expected": ["0x25d08337ac09513e86d66478dd3a4808"]},
;! {"name": "vec_to_int_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xdcf6f5a67865ce00f25bf8ec37441b62db49682d4968cd28eee4cd7125f2cce7", "0x2939dc4fa43929fe9095084296cd1df908638ab6af28a41a8f0f588f1261af00"]}], "expected": ["0x1261af008f0f588faf28a41a08638ab6"]},
;! {"name": "vec_to_int_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xbf04f38dda7fa27ce73b07f71184b3309eeebeb37afd1976067d27d0292100b8", "0x92da5fd9adb74a916e77d2a164d8c62fbff5afca09d7623bf7aff14e146666f"]}], "expected": ["0xe146666fbf7aff14a09d7623fbff5afc"]},
;! {"name": "vec_to_int_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xb6319e22ebb8900ffd5613a9f0ebfa3d76dce19a56a61e5ae138220efece91b6", "0xf2f1607e13d7dde3163786cd5d4465492df58333f00508b9a28bd1f825b59672"]}], "expected": ["0x25b59672a28bd1f8f00508b92df58333"]},
;! {"name": "int_to_vec_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0"]}], "expected": ["0x1000000010000000100000001"]},
;! {"name": "int_to_vec_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2000000010000000100000001"]},
;! {"name": "int_to_vec_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x7827f6675498a4cf5ae30c348d0a6de6e2994f3f643b435b455569e850259864", "0xdf52a95355af4877bfa7e32a87076458a177f48ec29aa111401c1196c4f5d0cb"]}], "expected": ["0xc4f5d0cc401c1197c29aa112a177f48f"]},
;! {"name": "int_to_vec_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0xa95c99f8e65ac1cfd681bd3d72d38abff39e7304f50de67721a9f82eca9c4d33", "0x6327fa4a62c868791b3f6a6f58abf636b1c059c0dca7104024a03c4fe1c67db2"]}], "expected": ["0xe1c67db324a03c50dca71041b1c059c1"]},
;! {"name": "int_to_vec_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x62eacd840ba45c5f02a4151ec38f2af8443a62b91cbc9634a236b9d614f2f984", "0x2f83e3382a4b83441eb6406aefcc0f94a2b0184bae6348a98e8f7a5ebda5f69b"]}], "expected": ["0xbda5f69c8e8f7a5fae6348aaa2b0184c"]},
;! {"name": "int_to_vec_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x9e92f877bc8dbe2dbeac9242523b5b81f6608f50c0656c34d0c73040426eac90", "0x770441c61942c592709d5a93cd31fb94f0fd887ee143ff62bff9d01839e0cf3d"]}], "expected": ["0x39e0cf3ebff9d019e143ff63f0fd887f"]},
;! {"name": "mask_4x32 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mask_4x32 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0xf"]},
;! {"name": "mask_4x32 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xb7a94bd715a6519b7dbd1b21d251f35ffd80bb935f001b82ce96362b47c79430", "0xd221115990869d8a062a82a92230b24b4d78087e0aff56fcce0aba519f565c73"]}], "expected": ["0x7"]},
;! {"name": "mask_4x32 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x6719d763e6d7905b61791b6adf2f88eb81271ae600f46417c9a9e23db1b75f24", "0x94dccea6205f1eb222e7bbabf19d9994932cfd1fe19dfbdfc8e3d823888d6bf"]}], "expected": ["0x9"]},
;! {"name": "mask_4x32 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8d00ee896002a1c380eb9575abfcccf2597a2473d371bd0ca0fe1b0a69c99d64", "0x5d822ba2d01c0f84fbac02d3939690c0e41b6aab723e1782030972d769031a72"]}], "expected": ["0xe"]},
;! {"name": "mask_4x32 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xd1ba899053a89be5b82a10bdc3757a12efe9116ab7f4b9acfefd1086ec6d4314", "0x807c0dbf2ece8946f0eb645600410ebfea5996318f1bdf03bb3b3f38764b176a"]}], "expected": ["0xf"]},
;! {"name": "vec_to_int_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_int_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x100000000000000000000000000000000"]},
;! {"name": "vec_to_int_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xfe68653cb38e420d26c5e33152360f20e5434cb0abda774cadfc06bbfba5a6c6", "0x36fec04f2b899b02a2ee1beb061ffb18d556840a78295d6c193a4a25d977d577"]}], "expected": ["0xd556840a78295d6c193a4a25d977d57736fec04f2b899b02a2ee1beb061ffb18"]},
;! {"name": "vec_to_int_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0xa267622b23bca369a81e5900a7b16cd600715957d0476d1c886981d34e5abaa2", "0x8dc4f369fe35bac8f1c1f3e76fdbdd41b8e0db10a38fffaf734acd72b4266625"]}], "expected": ["0xb8e0db10a38fffaf734acd72b42666258dc4f369fe35bac8f1c1f3e76fdbdd41"]},
;! {"name": "vec_to_int_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x77d0dae17c86d7e4f3f314f1b7b59819fbbfa221d2677cc68438655f6531b68c", "0xa3825eb192a6b2997f1856f20daec0e0bd7145707169db747b9f5cbe46f631c5"]}], "expected": ["0xbd7145707169db747b9f5cbe46f631c5a3825eb192a6b2997f1856f20daec0e0"]},
;! {"name": "vec_to_int_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x13b86417cf9bc6a1bad8a975e48cba230fd8a042d924ea41330c2ff90f5e3ad5", "0x1ebde3c49454b46d6f7a0a99ad28afc70c4a6accc938fbe39ab29967662e2a4f"]}], "expected": ["0xc4a6accc938fbe39ab29967662e2a4f1ebde3c49454b46d6f7a0a99ad28afc7"]},
;! {"name": "int_to_vec_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x0"]}], "expected": ["0x100000000000000000000000000000001"]},
;! {"name": "int_to_vec_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x200000000000000000000000000000001"]},
;! {"name": "int_to_vec_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xfe9b017e82804aa3a391995f948cb4d70d209b25f1ea697d3b6de005034932a8", "0x16a39f0f9b9832ad7f843d2fe043f8402d77c93588d938261f225695f9490f70"]}], "expected": ["0x2d77c93588d938261f225695f9490f7116a39f0f9b9832ad7f843d2fe043f841"]},
;! {"name": "int_to_vec_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x17da2c95b44e8003757a8ef1434f0b2869af79594694cda87a02038e82e5a441", "0x9302c619b304f8a84c14db6727339cc94e8bee88fe65a3551afc89754063dc96"]}], "expected": ["0x4e8bee88fe65a3551afc89754063dc979302c619b304f8a84c14db6727339cca"]},
;! {"name": "int_to_vec_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8fcd853a02df61abbbeea4d14b14dc96ae40da22f0a3c62384bdee3e6efd9f14", "0x10ea34ac9fad2744423d56774c4a1b90a7d60cfc4e1dfc6c582eebc5147d48ff"]}], "expected": ["0xa7d60cfc4e1dfc6c582eebc5147d490010ea34ac9fad2744423d56774c4a1b91"]},
;! {"name": "int_to_vec_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x9d5728adbd9ab5ec3046b048be1d89756c041cf09f31d4c012dfef39dc3d9387", "0x6e9a688659464d2a5765cf176a6aef193082196fa8e7c9cb923a2465c9c1178a"]}], "expected": ["0x3082196fa8e7c9cb923a2465c9c1178b6e9a688659464d2a5765cf176a6aef1a"]},
;! {"name": "mask_2x128 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mask_2x128 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3"]},
;! {"name": "mask_2x128 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x798e4262cdc9a0760e17affb5ce6d5fd21b10eb240dca1221d6cfa3011298822", "0x41fe4d11dc010483686426a3270b16ca6252a65f57b6fa23907bda73375bb2d9"]}], "expected": ["0x1"]},
;! {"name": "mask_2x128 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1977068663cbe3a99caadf8671fef60cd6eedb885348ec7af81e5d3eccdaa6c9", "0xce252928e462583fea76831339ccb1c3f8372b9e7512443f3873f2c2b70c0a4e"]}], "expected": ["0x0"]},
;! {"name": "mask_2x128 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x8f406e202d927dbfa91cfc9bb16153e10e37891aaf2852338dbf7d4fa7710269", "0x11c4519d3b9ec700b624a7100923b747448e4b48e150d5bcb8810e76eb5b9e42"]}], "expected": ["0x1"]},
;! {"name": "mask_2x128 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x325aca43bf81a7f774feceee42cf99d0035a7d7b1399d6db078ccd3c2c104736", "0x2aa08988014389ec1e01b50e583373ab5690e623600cf9336e5be03820313c9d"]}], "expected": ["0x1"]},
;! {"name": "vec_to_int_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "vec_to_int_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "vec_to_int_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x8aeb71a5ab3fa8aafc6c0436c37030f089718834e512f0bbade50a93c4ef8ba1", "0xe96b96d104e7695630a9d018dde57994fcaa6eea10e16b2c4d7e0b7c3bc320ad"]}], "expected": ["0xe96b96d104e7695630a9d018dde57994fcaa6eea10e16b2c4d7e0b7c3bc320ad", "0x8aeb71a5ab3fa8aafc6c0436c37030f089718834e512f0bbade50a93c4ef8ba1"]},
;! {"name": "vec_to_int_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x12e0ac311668613851576cb6ed3ad5408ecb6714b98c3dcabf44523aeae4434", "0x8502dc44092990f2a159b54b6c4798d39e1ef931e50fd29535053cf7f88869e0"]}], "expected": ["0x8502dc44092990f2a159b54b6c4798d39e1ef931e50fd29535053cf7f88869e0", "0x12e0ac311668613851576cb6ed3ad5408ecb6714b98c3dcabf44523aeae4434"]},
;! {"name": "vec_to_int_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x128c59078a7e88e40f27619fa406bcfe337cf19ea201aa8ea4bf0ae9174b76e1", "0x1c10d22938f6e3795e21023fb547e278972abf5031e82a9f245990b444655c8b"]}], "expected": ["0x1c10d22938f6e3795e21023fb547e278972abf5031e82a9f245990b444655c8b", "0x128c59078a7e88e40f27619fa406bcfe337cf19ea201aa8ea4bf0ae9174b76e1"]},
;! {"name": "vec_to_int_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xe4b08f04e51155cdb7c34280e2f3483bf777384a174b27f7098d21c387e2f129", "0x33a0e72bc60d492fbd02c5261a9cc9fb1349d60d054e4cdb0bf7622e122a564e"]}], "expected": ["0x33a0e72bc60d492fbd02c5261a9cc9fb1349d60d054e4cdb0bf7622e122a564e", "0xe4b08f04e51155cdb7c34280e2f3483bf777384a174b27f7098d21c387e2f129"]},
;! {"name": "int_to_vec_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x0"]}], "expected": ["0x1", "0x1"]},
;! {"name": "int_to_vec_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2", "0x0"]},
;! {"name": "int_to_vec_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xf480bdef3074dcb9653cbb558b82058ff041a45d3be2cc487c6414290bc83e90", "0x9c59bab9326a9b6822bb3fb545d9e886885f9de826375604d46fa60831dc9dd"]}], "expected": ["0x9c59bab9326a9b6822bb3fb545d9e886885f9de826375604d46fa60831dc9de", "0xf480bdef3074dcb9653cbb558b82058ff041a45d3be2cc487c6414290bc83e91"]},
;! {"name": "int_to_vec_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xbb05a3d12704db8e7923d319ba9943525efb5a6b439e7c45634b714ace77f36d", "0x583fdb196de3b8ea5eba5f014b288cef32ca94d357329ee21a14f3f42d2e5f5c"]}], "expected": ["0x583fdb196de3b8ea5eba5f014b288cef32ca94d357329ee21a14f3f42d2e5f5d", "0xbb05a3d12704db8e7923d319ba9943525efb5a6b439e7c45634b714ace77f36e"]},
;! {"name": "int_to_vec_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0xe2ef81da3d08da9980a19d2a69b3f6bf20a042d2649229b646a840dce9a90ce7", "0x9e5653feff75b5aa0f167afee4801a6968de61c1f7df3c5b29e2738272e5d27a"]}], "expected": ["0x9e5653feff75b5aa0f167afee4801a6968de61c1f7df3c5b29e2738272e5d27b", "0xe2ef81da3d08da9980a19d2a69b3f6bf20a042d2649229b646a840dce9a90ce8"]},
;! {"name": "int_to_vec_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x415cd9cfcdbc1098ba729490b5a72d405f408913f09b333db84d4474be3650d8", "0x850b0c40ef24416f7d3cb04ad7611040dcc80927cc5e14c9546560c40bc34c68"]}], "expected": ["0x850b0c40ef24416f7d3cb04ad7611040dcc80927cc5e14c9546560c40bc34c69", "0x415cd9cfcdbc1098ba729490b5a72d405f408913f09b333db84d4474be3650d9"]},
;! {"name": "mask_2x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mask_2x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2"]},
;! {"name": "mask_2x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x515578209a4a949df7ff8f5d6a0ed107861ac019fa1eadeff19398c02c152fa8", "0x153e9075519e4d0f1bc215f97f3b4c97bcf146cf45398b063fd655a4b949e00e"]}], "expected": ["0x2"]},
;! {"name": "mask_2x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x31e6fec4561af81b1f257f825716b106e10409aa6a96b50bf6271df82eaafe8", "0x7d388d2ed4f37fe5582074abdcd8eaf32bb5fa95e958b61648ed87017f5df87e"]}], "expected": ["0x1"]},
;! {"name": "mask_2x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x1571f9aff20c13f954f52d47afbd2b654964ccfe3afb33dfe75932a783568b8d", "0xcc991d8322c73d8001549b0d99dd5d307383601b0a50a5ff12b212bb5fc45e90"]}], "expected": ["0x1"]},
;! {"name": "mask_2x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x74a5b5794251c73a13cea3bea3645611168e89b38a178332f74a4db686a3d29", "0x4e1323afd89e55a3a2c1a3d3c95ac22da089b98a2073ab4150dd742a3b063850"]}], "expected": ["0x1"]},
;! {"name": "vec_to_int_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x0", "0x0"]}], "expected": ["0x0", "0x0", "0x0"]},
;! {"name": "vec_to_int_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2", "0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "vec_to_int_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x3ced319685ee8794ff96b9d616429c3f5c0f830d068ebb5443d1ce41b8e98b89", "0x4310ca927e245b59c702b3b15d48a4a7ef94a662630e33f106c9a0604a7cfb3d"]}], "expected": ["0x2", "0x86219524fc48b6b38e056762ba91494fdf294cc4c61c67e20d9340c094f9f67a", "0x9e7698cb42f743ca7fcb5ceb0b214e1fae07c18683475daa21e8e720dc74c5c4"]},
;! {"name": "vec_to_int_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x9f9ad57dffe935efe6f51dfec9085bcfbfe6103ddc22be4cfada13adafa3f6b1", "0xe0938510e6c1c634dfbc88b725f7251b191fffcec1e07fb57ca97f719e38064"]}], "expected": ["0x2", "0x1c1270a21cd838c69bf79116e4bee4a36323fff9d83c0ff6af952fee33c700c8", "0x4fcd6abefff49af7f37a8eff64842de7dff3081eee115f267d6d09d6d7d1fb58"]},
;! {"name": "vec_to_int_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0xbd25cde1712493a81d9bbb61012afdeb9ca3c6f0effe1a749bfc9c78e8a3a1fc", "0xd7ff7ee332e6172feedeed1e7bad0e5eb5524e6661772c1fd39ef94d6fc1622e"]}], "expected": ["0x1", "0xaffefdc665cc2e5fddbdda3cf75a1cbd6aa49cccc2ee583fa73df29adf82c45d", "0x5e92e6f0b89249d40ecdddb080957ef5ce51e37877ff0d3a4dfe4e3c7451d0fe"]},
;! {"name": "vec_to_int_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x12", "0x1e2c1f25a19a1b54525ca2ce9e97d37a31fedcbbbae7d46b08ad207d0aa6b8c1", "0x87adc4f551308745092c3ecb0fa3bdfd84cb6cd7860bd1aaa48c50f08f3f3fb"]}], "expected": ["0x2", "0x10f5b89eaa2610e8a12587d961f477bfb0996d9af0c17a3554918a1e11e7e7f7", "0x8f160f92d0cd0daa292e51674f4be9bd18ff6e5ddd73ea358456903e85535c60"]},
;! {"name": "int_to_vec_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x0", "0x0"]}], "expected": ["0x0", "0x2", "0x1"]},
;! {"name": "int_to_vec_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x2", "0x5", "0x0"]},
;! {"name": "int_to_vec_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x657a6fabdeb58dbd04401c83234928891937bf2879b800d406181f9eb9783038", "0xd96f64c600f25fe7baeb279f9e7a638dd5161805622113fc0f21efa70be6a2fe"]}], "expected": ["0x1", "0xb2dec98c01e4bfcf75d64f3f3cf4c71baa2c300ac44227f81e43df4e17cd45ff", "0x32bd37d5ef5ac6de82200e4191a494448c9bdf943cdc006a030c0fcf5cbc181d"]},
;! {"name": "int_to_vec_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x63db69e0212a795319c7c99f7e852b034ae80c7a6b43ae44214dc0c3832f4f74", "0xa9d93601c9b8b827eccebb3ee2f4f43228a2bebdd749ae81b8c9b7f7036d93fa"]}], "expected": ["0x1", "0x53b26c039371704fd99d767dc5e9e86451457d7bae935d0371936fee06db27f7", "0x31edb4f010953ca98ce3e4cfbf429581a574063d35a1d72210a6e061c197a7bb"]},
;! {"name": "int_to_vec_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x1b3f2d992d5914b92af0c2238d39ad917ff59f9b9011c632cb5e1b5a82653355", "0xf648f2a3e296e35bf1631fa80244625c4a846ba81bd3a44ba921fce5454bc604"]}], "expected": ["0x3", "0xec91e547c52dc6b7e2c63f500488c4b89508d75037a748975243f9ca8a978c0a", "0xd9f96cc96ac8a5c95786111c69cd6c8bffacfcdc808e31965af0dad413299ab"]},
;! {"name": "int_to_vec_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x13", "0x6ab29cbe6693c92ca5b1d628184bd33978ee5f5494952443d9794a9e0682342f", "0xa63f51a09d608817e192515d7d63d56f36c4203f08575ca52bfcdc4015a69a9"]}], "expected": ["0x2", "0x14c7ea3413ac1102fc324a2bafac7aade6d88407e10aeb94a57f9b8802b4d354", "0xb5594e5f3349e49652d8eb140c25e99cbc772faa4a4a9221ecbca54f03411a18"]},
;! {"name": "mask_2x257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "mask_2x257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x3"]},
;! {"name": "mask_2x257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xf042f5cc31ca53fb85b181e22d5ab55212b022db622e4228755754d82586c08f", "0xd44658a3a96e4e205acaf652584673160aae982c3a7c9ae9ebf03e7e359fccc4"]}], "expected": ["0x1"]},
;! {"name": "mask_2x257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xfd59b2834d9bd257a0b23497c900c9f24f1f7386872e6c77f477897177eec79", "0x4cc5f7dc2f88c6e9e9503506664dd692a6baf0b7950e3289e714d5d47bf86808"]}], "expected": ["0x1"]},
;! {"name": "mask_2x257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0xbd5c6e6ad7b4c2468105ad3bbd2ecae8fd795c5c88106345f2f4b4b46b4efa11", "0xaf09bc969b8a719d2d83b381c1a22a3b8116d5421c404c19e38de875848b4481"]}], "expected": ["0x2"]},
;! {"name": "mask_2x257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x14", "0x86483492c4a6c7742bd0c1cec37040d9c60925241016b9fd4d0b2426fda18d36", "0x8b1bc553ce5d654cee7886e196fef9b5f1c714ed9db96a0da6cb80e464f9f7c9"]}], "expected": ["0x3"]},
;! {"name": "vec_to_vec_4x8_2x16 #0", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_vec_4x8_2x16 #1", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x100"]},
;! {"name": "vec_to_vec_4x8_2x16 #2", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0xda64585da7708fe8f29f5b5b373cd73a8891dab4547df06c2d4e0255dd8ef025", "0x44d1d1fd6cd973f9a443cf8ad2086d825e0ae4c2897d4662b0fbbe295ba87bd6"]}], "expected": ["0xa85bd67b"]},
;! {"name": "vec_to_vec_4x8_2x16 #3", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x2484948bf3c93cda33765cccb6a352f7f1b8349568ed570d6159db54f028ed39", "0xe1c70ecee200032f83a4e7911b29170d096dd4f8f3d115be3346de0a41b9ee49"]}], "expected": ["0xb94149ee"]},
;! {"name": "vec_to_vec_4x8_2x16 #4", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x5298fa6c7eef612b1fda0fdfc2d6e381182cdab250532628bab223bc47f960a0", "0x3927c968e3cce86c0150f3424d2031af18c937643345770631d3ac2dc14c36e5"]}], "expected": ["0x4cc1e536"]},
;! {"name": "vec_to_vec_4x8_2x16 #5", "inputs": [{"method": "#fallback", "calldata": ["0x15", "0x13b7c94554e5a4db387397378ec8f10a94ec88f40ca729856b7258e015e2376c", "0xd4eada99c37d6720b087789e7fbbf39a26948816eb48811b88b896d4f4a4e5ae"]}], "expected": ["0xa4f4aee5"]},
;! {"name": "vec_to_vec_2x64_8x16 #0", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_vec_2x64_8x16 #1", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x1000000000000"]},
;! {"name": "vec_to_vec_2x64_8x16 #2", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xe28491b34dfc4caa6828926e522ced5333f7919867708fee97c736bf24be3274", "0xa3c9df0f27a7b03f20b680aa65b10523aa1713832745fda479d64023eed4ec9d"]}], "expected": ["0xfda427451383aa17ec9deed4402379d6"]},
;! {"name": "vec_to_vec_2x64_8x16 #3", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xcdd0aa16854a4c70a4f1b086c9b845cec9a895adcd7a37fd5fc8a81927c09dd2", "0xf149d520521a84eb83a5ca670e6ba745ef0a712b5adeab5cdc751e32abec60de"]}], "expected": ["0xab5c5ade712bef0a60deabec1e32dc75"]},
;! {"name": "vec_to_vec_2x64_8x16 #4", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0x6d96deb60a22a62071a9b83d68f890ee696e391a6ad6d89d83ea6c24eedf915e", "0xae72cefaebbba38fda0161fb956a08c0ae75ee9601c68084a06135a62236f18a"]}], "expected": ["0x808401c6ee96ae75f18a223635a6a061"]},
;! {"name": "vec_to_vec_2x64_8x16 #5", "inputs": [{"method": "#fallback", "calldata": ["0x16", "0xaaf921844e4d221e1bbb1a78d24406fb82c64aab26a9fea4cbb2f8df1a8071e2", "0x23d60032b7addd9a670be43a192938fb23a724db949989346632a4832d652fa2"]}], "expected": ["0x8934949924db23a72fa22d65a4836632"]},
;! {"name": "vec_to_vec_4x32_2x64 #0", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_vec_4x32_2x64 #1", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x100000000"]},
;! {"name": "vec_to_vec_4x32_2x64 #2", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0xb0f28676d02b8197c68df1781449cc55c67ed14c742229ad4a9bd2fbbb2c3fd5", "0x8b6a36d443aa8df6f6fe9731261099a2e9c648f6d2dee4dae096f2f87ca6de5"]}], "expected": ["0x6d2dee4d2e9c648f87ca6de5ae096f2f"]},
;! {"name": "vec_to_vec_4x32_2x64 #3", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x77a9b2b0276fe46b7cd33410c60ee9fb388f399aaa83b1b8aaa45d2172ae0363", "0xd2db7fa4b9a86c10062215d0c039889a7870325668848224357653e0cb633619"]}], "expected": ["0x6884822478703256cb633619357653e0"]},
;! {"name": "vec_to_vec_4x32_2x64 #4", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x23db5338cf8ee78a9c49f546e49f60dffbee6702f5fbff80f98675b6c375fa51", "0xd192b6ca0cec8fee97ac71086af48c535ea2fcdea107456bde00509caaf3a520"]}], "expected": ["0xa107456b5ea2fcdeaaf3a520de00509c"]},
;! {"name": "vec_to_vec_4x32_2x64 #5", "inputs": [{"method": "#fallback", "calldata": ["0x17", "0x9a2adefaae318abf781e4666945e18f33057012a2deabba9af1d4955786dfcd4", "0xa8694f73702429a49e636c3ee79e6cda9bb3efe56dc772f451afe328be0df0ea"]}], "expected": ["0x6dc772f49bb3efe5be0df0ea51afe328"]},
;! {"name": "vec_to_vec_8x1_2x4 #0", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_vec_8x1_2x4 #1", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x8"]},
;! {"name": "vec_to_vec_8x1_2x4 #2", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x4ce8ca42b83df43d880e0fb2e19eb357ea28b68cab8324a6b196a610ebf8e1b2", "0xd25d2016bbafde04cd4482bb813d9f36593faeb496bd13958f91ef0bba492514"]}], "expected": ["0x82"]},
;! {"name": "vec_to_vec_8x1_2x4 #3", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xebaceff9f1c7c8b4f3fc6867291af214ec9ea4823e097ccf2a88659c31dd324f", "0x3d808c8dbe6d641481a462bc890e2cc67e8ad57246789a3d09614d893b285743"]}], "expected": ["0x2c"]},
;! {"name": "vec_to_vec_8x1_2x4 #4", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0x1788d760da01b2d555b0d2c20619c299a2507a52c143cf49984abc75488a56c", "0x9866fcfbcc8ce2d2d70ac40d44ebbcf83a0fd2ad964c70a39331cc33c713ae5c"]}], "expected": ["0xa3"]},
;! {"name": "vec_to_vec_8x1_2x4 #5", "inputs": [{"method": "#fallback", "calldata": ["0x18", "0xc4c145c373b5fb4528f753c9bba33811fa51376133895f37c4a141db03dfd55c", "0xbdf148d705ece4b7897e84e3a4fdffe9e8a95374a56a8591cfe3fbee59f49154"]}], "expected": ["0xa2"]},
;! {"name": "vec_to_vec_2x128_1x256 #0", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_vec_2x128_1x256 #1", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x100000000000000000000000000000000"]},
;! {"name": "vec_to_vec_2x128_1x256 #2", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xa968059c589dd2ef5fc084dc27023a6e266674324a0537cefcc15cefcc23efb1", "0x22b4ac379d525a9cdaef1c4199e0bcc1f2af87f780bb265819e39d1823c00ade"]}], "expected": ["0xf2af87f780bb265819e39d1823c00ade22b4ac379d525a9cdaef1c4199e0bcc1"]},
;! {"name": "vec_to_vec_2x128_1x256 #3", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xedb4420efbb4fb7bd7d4a06853aeb2b3e3b4161517b7bbd292144f45572375f8", "0x8b9d1cb486038958c0a6972efa65a1baeab8975f9404504ee193224ca4e2056a"]}], "expected": ["0xeab8975f9404504ee193224ca4e2056a8b9d1cb486038958c0a6972efa65a1ba"]},
;! {"name": "vec_to_vec_2x128_1x256 #4", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0xbddf8370d32397d21e70b064b161249f51d4102cca6d34ea50c76739f16dcd1e", "0xe0911c4fa723fb4c27ed78ec5740f83e8406ae3c246377bbdd4f7e048ce2eea1"]}], "expected": ["0x8406ae3c246377bbdd4f7e048ce2eea1e0911c4fa723fb4c27ed78ec5740f83e"]},
;! {"name": "vec_to_vec_2x128_1x256 #5", "inputs": [{"method": "#fallback", "calldata": ["0x19", "0x777105e801546fdef19daf8cd296eae4fdd05e89e4bee9b144cc2200e6766b", "0xc0132bbe8fc0a5092fdcc31759cf587e920646bbb90e26da7cacae19326877fc"]}], "expected": ["0x920646bbb90e26da7cacae19326877fcc0132bbe8fc0a5092fdcc31759cf587e"]},
;! {"name": "vec_to_vec_4x8_8x4 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x0", "0x0"]}], "expected": ["0x0"]},
;! {"name": "vec_to_vec_4x8_8x4 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1"]}], "expected": ["0x10"]},
;! {"name": "vec_to_vec_4x8_8x4 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xa4a1da465aabf01a439121f28170ab61d44b80395f22d2317665d0be6cf28b7c", "0xac16ebe93d08c7f6aa2cb467bd70f919aab98b4be0e57533e86bdd42e446f376"]}], "expected": ["0x4e643f67"]},
;! {"name": "vec_to_vec_4x8_8x4 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0xd8733310be52e4d6efe6c10654f2eb23d766ad45855b691bd110bd0daf7ef4fc", "0x448f940d4fbbe181e45aaa21bc1be6e62fa9bdb22754d0d03a37ede0fd704c2d"]}], "expected": ["0xdf07c4d2"]},
;! {"name": "vec_to_vec_4x8_8x4 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x990bff55b2e40aa87bf84bda916f90c8d650627445557b9a532eb85735fd6b25", "0x33c3c207b6410ac7a66dc1406760f38f9292db12e4982be37a4bd48a93ef0bab"]}], "expected": ["0x39feb0ba"]},
;! {"name": "vec_to_vec_4x8_8x4 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1a", "0x7f520cf489841442b9b982102560b85d08f3fed744d0e7526b1a074a6bfa2e35", "0xb0cf5cf4148127855e722a40314a56ac06b65812295eeb9bd930785ea0d9d020"]}], "expected": ["0xa9d0d02"]}
;! ] }
; Generated by scripts/generators/gen-vector-tests.py: do not edit, rerun it.
; bitcasts between vectors and integers and between vector types (element 0 is
; the most significant part), and compare masks as integers.
; Expected values: lli (LLVM 22) -force-interpreter running these same
; definitions under this (big-endian) data layout; loads of integers wider
; than a byte are made of i8 loads in lli's copy (see gen-width-tests.py).
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
  ]
bad:
  unreachable
f0:
  %f0.0 = inttoptr i256 32 to ptr addrspace(2)
  %f0.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.0)
  %f0.2 = inttoptr i256 64 to ptr addrspace(2)
  %f0.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f0.2)
  %f0.4 = call i8 @vec_to_int_8x1(i256 %f0.1, i256 %f0.3)
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
  %f1.4 = call i8 @int_to_vec_8x1(i256 %f1.1, i256 %f1.3)
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
  %f2.4 = call i8 @mask_8x1(i256 %f2.1, i256 %f2.3)
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
  %f3.4 = call i15 @vec_to_int_3x5(i256 %f3.1, i256 %f3.3)
  %f3.5 = zext i15 %f3.4 to i256
  %f3.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f3.5, ptr addrspace(1) %f3.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f4:
  %f4.0 = inttoptr i256 32 to ptr addrspace(2)
  %f4.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.0)
  %f4.2 = inttoptr i256 64 to ptr addrspace(2)
  %f4.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f4.2)
  %f4.4 = call i15 @int_to_vec_3x5(i256 %f4.1, i256 %f4.3)
  %f4.5 = zext i15 %f4.4 to i256
  %f4.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f4.5, ptr addrspace(1) %f4.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f5:
  %f5.0 = inttoptr i256 32 to ptr addrspace(2)
  %f5.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.0)
  %f5.2 = inttoptr i256 64 to ptr addrspace(2)
  %f5.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f5.2)
  %f5.4 = call i3 @mask_3x5(i256 %f5.1, i256 %f5.3)
  %f5.5 = zext i3 %f5.4 to i256
  %f5.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f5.5, ptr addrspace(1) %f5.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f6:
  %f6.0 = inttoptr i256 32 to ptr addrspace(2)
  %f6.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.0)
  %f6.2 = inttoptr i256 64 to ptr addrspace(2)
  %f6.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f6.2)
  %f6.4 = call i32 @vec_to_int_4x8(i256 %f6.1, i256 %f6.3)
  %f6.5 = zext i32 %f6.4 to i256
  %f6.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f6.5, ptr addrspace(1) %f6.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f7:
  %f7.0 = inttoptr i256 32 to ptr addrspace(2)
  %f7.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.0)
  %f7.2 = inttoptr i256 64 to ptr addrspace(2)
  %f7.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.2)
  %f7.4 = call i32 @int_to_vec_4x8(i256 %f7.1, i256 %f7.3)
  %f7.5 = zext i32 %f7.4 to i256
  %f7.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.5, ptr addrspace(1) %f7.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f8:
  %f8.0 = inttoptr i256 32 to ptr addrspace(2)
  %f8.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.0)
  %f8.2 = inttoptr i256 64 to ptr addrspace(2)
  %f8.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.2)
  %f8.4 = call i4 @mask_4x8(i256 %f8.1, i256 %f8.3)
  %f8.5 = zext i4 %f8.4 to i256
  %f8.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.5, ptr addrspace(1) %f8.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f9:
  %f9.0 = inttoptr i256 32 to ptr addrspace(2)
  %f9.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.0)
  %f9.2 = inttoptr i256 64 to ptr addrspace(2)
  %f9.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.2)
  %f9.4 = call i128 @vec_to_int_4x32(i256 %f9.1, i256 %f9.3)
  %f9.5 = zext i128 %f9.4 to i256
  %f9.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.5, ptr addrspace(1) %f9.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f10:
  %f10.0 = inttoptr i256 32 to ptr addrspace(2)
  %f10.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.0)
  %f10.2 = inttoptr i256 64 to ptr addrspace(2)
  %f10.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.2)
  %f10.4 = call i128 @int_to_vec_4x32(i256 %f10.1, i256 %f10.3)
  %f10.5 = zext i128 %f10.4 to i256
  %f10.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.5, ptr addrspace(1) %f10.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f11:
  %f11.0 = inttoptr i256 32 to ptr addrspace(2)
  %f11.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.0)
  %f11.2 = inttoptr i256 64 to ptr addrspace(2)
  %f11.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f11.2)
  %f11.4 = call i4 @mask_4x32(i256 %f11.1, i256 %f11.3)
  %f11.5 = zext i4 %f11.4 to i256
  %f11.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f11.5, ptr addrspace(1) %f11.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f12:
  %f12.0 = inttoptr i256 32 to ptr addrspace(2)
  %f12.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.0)
  %f12.2 = inttoptr i256 64 to ptr addrspace(2)
  %f12.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f12.2)
  %f12.4 = call i256 @vec_to_int_2x128(i256 %f12.1, i256 %f12.3)
  %f12.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f12.4, ptr addrspace(1) %f12.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f13:
  %f13.0 = inttoptr i256 32 to ptr addrspace(2)
  %f13.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.0)
  %f13.2 = inttoptr i256 64 to ptr addrspace(2)
  %f13.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.2)
  %f13.4 = call i256 @int_to_vec_2x128(i256 %f13.1, i256 %f13.3)
  %f13.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.4, ptr addrspace(1) %f13.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f14:
  %f14.0 = inttoptr i256 32 to ptr addrspace(2)
  %f14.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.0)
  %f14.2 = inttoptr i256 64 to ptr addrspace(2)
  %f14.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f14.2)
  %f14.4 = call i2 @mask_2x128(i256 %f14.1, i256 %f14.3)
  %f14.5 = zext i2 %f14.4 to i256
  %f14.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f14.5, ptr addrspace(1) %f14.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f15:
  %f15.0 = inttoptr i256 32 to ptr addrspace(2)
  %f15.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.0)
  %f15.2 = inttoptr i256 64 to ptr addrspace(2)
  %f15.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f15.2)
  %f15.4 = call i512 @vec_to_int_2x256(i256 %f15.1, i256 %f15.3)
  %f15.5 = lshr i512 %f15.4, 256
  %f15.6 = trunc i512 %f15.5 to i256
  %f15.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f15.6, ptr addrspace(1) %f15.7
  %f15.8 = trunc i512 %f15.4 to i256
  %f15.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f15.8, ptr addrspace(1) %f15.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f16:
  %f16.0 = inttoptr i256 32 to ptr addrspace(2)
  %f16.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.0)
  %f16.2 = inttoptr i256 64 to ptr addrspace(2)
  %f16.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.2)
  %f16.4 = call i512 @int_to_vec_2x256(i256 %f16.1, i256 %f16.3)
  %f16.5 = lshr i512 %f16.4, 256
  %f16.6 = trunc i512 %f16.5 to i256
  %f16.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.6, ptr addrspace(1) %f16.7
  %f16.8 = trunc i512 %f16.4 to i256
  %f16.9 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f16.8, ptr addrspace(1) %f16.9
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
f17:
  %f17.0 = inttoptr i256 32 to ptr addrspace(2)
  %f17.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.0)
  %f17.2 = inttoptr i256 64 to ptr addrspace(2)
  %f17.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f17.2)
  %f17.4 = call i2 @mask_2x256(i256 %f17.1, i256 %f17.3)
  %f17.5 = zext i2 %f17.4 to i256
  %f17.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.5, ptr addrspace(1) %f17.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f18:
  %f18.0 = inttoptr i256 32 to ptr addrspace(2)
  %f18.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.0)
  %f18.2 = inttoptr i256 64 to ptr addrspace(2)
  %f18.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f18.2)
  %f18.4 = call i514 @vec_to_int_2x257(i256 %f18.1, i256 %f18.3)
  %f18.5 = lshr i514 %f18.4, 512
  %f18.6 = trunc i514 %f18.5 to i256
  %f18.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f18.6, ptr addrspace(1) %f18.7
  %f18.8 = lshr i514 %f18.4, 256
  %f18.9 = trunc i514 %f18.8 to i256
  %f18.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f18.9, ptr addrspace(1) %f18.10
  %f18.11 = trunc i514 %f18.4 to i256
  %f18.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f18.11, ptr addrspace(1) %f18.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f19:
  %f19.0 = inttoptr i256 32 to ptr addrspace(2)
  %f19.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.0)
  %f19.2 = inttoptr i256 64 to ptr addrspace(2)
  %f19.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f19.2)
  %f19.4 = call i514 @int_to_vec_2x257(i256 %f19.1, i256 %f19.3)
  %f19.5 = lshr i514 %f19.4, 512
  %f19.6 = trunc i514 %f19.5 to i256
  %f19.7 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f19.6, ptr addrspace(1) %f19.7
  %f19.8 = lshr i514 %f19.4, 256
  %f19.9 = trunc i514 %f19.8 to i256
  %f19.10 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f19.9, ptr addrspace(1) %f19.10
  %f19.11 = trunc i514 %f19.4 to i256
  %f19.12 = inttoptr i256 4160 to ptr addrspace(1)
  store i256 %f19.11, ptr addrspace(1) %f19.12
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 96)
  unreachable
f20:
  %f20.0 = inttoptr i256 32 to ptr addrspace(2)
  %f20.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.0)
  %f20.2 = inttoptr i256 64 to ptr addrspace(2)
  %f20.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f20.2)
  %f20.4 = call i2 @mask_2x257(i256 %f20.1, i256 %f20.3)
  %f20.5 = zext i2 %f20.4 to i256
  %f20.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f20.5, ptr addrspace(1) %f20.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f21:
  %f21.0 = inttoptr i256 32 to ptr addrspace(2)
  %f21.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.0)
  %f21.2 = inttoptr i256 64 to ptr addrspace(2)
  %f21.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f21.2)
  %f21.4 = call i32 @vec_to_vec_4x8_2x16(i256 %f21.1, i256 %f21.3)
  %f21.5 = zext i32 %f21.4 to i256
  %f21.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f21.5, ptr addrspace(1) %f21.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f22:
  %f22.0 = inttoptr i256 32 to ptr addrspace(2)
  %f22.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.0)
  %f22.2 = inttoptr i256 64 to ptr addrspace(2)
  %f22.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f22.2)
  %f22.4 = call i128 @vec_to_vec_2x64_8x16(i256 %f22.1, i256 %f22.3)
  %f22.5 = zext i128 %f22.4 to i256
  %f22.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f22.5, ptr addrspace(1) %f22.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f23:
  %f23.0 = inttoptr i256 32 to ptr addrspace(2)
  %f23.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.0)
  %f23.2 = inttoptr i256 64 to ptr addrspace(2)
  %f23.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f23.2)
  %f23.4 = call i128 @vec_to_vec_4x32_2x64(i256 %f23.1, i256 %f23.3)
  %f23.5 = zext i128 %f23.4 to i256
  %f23.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f23.5, ptr addrspace(1) %f23.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f24:
  %f24.0 = inttoptr i256 32 to ptr addrspace(2)
  %f24.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.0)
  %f24.2 = inttoptr i256 64 to ptr addrspace(2)
  %f24.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f24.2)
  %f24.4 = call i8 @vec_to_vec_8x1_2x4(i256 %f24.1, i256 %f24.3)
  %f24.5 = zext i8 %f24.4 to i256
  %f24.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f24.5, ptr addrspace(1) %f24.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f25:
  %f25.0 = inttoptr i256 32 to ptr addrspace(2)
  %f25.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.0)
  %f25.2 = inttoptr i256 64 to ptr addrspace(2)
  %f25.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f25.2)
  %f25.4 = call i256 @vec_to_vec_2x128_1x256(i256 %f25.1, i256 %f25.3)
  %f25.5 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f25.4, ptr addrspace(1) %f25.5
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
f26:
  %f26.0 = inttoptr i256 32 to ptr addrspace(2)
  %f26.1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.0)
  %f26.2 = inttoptr i256 64 to ptr addrspace(2)
  %f26.3 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f26.2)
  %f26.4 = call i32 @vec_to_vec_4x8_8x4(i256 %f26.1, i256 %f26.3)
  %f26.5 = zext i32 %f26.4 to i256
  %f26.6 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f26.5, ptr addrspace(1) %f26.6
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 32)
  unreachable
}

define i8 @vec_to_int_8x1(i256 %a, i256 %b) {
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
  %r = bitcast <8 x i1> %va to i8
  ret i8 %r
}

define i8 @int_to_vec_8x1(i256 %a, i256 %b) {
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
  %x = trunc i1024 %ab.0 to i8
  %v = bitcast i8 %x to <8 x i1>
  %v1 = add <8 x i1> %v, <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>
  %p.e0 = extractelement <8 x i1> %v1, i32 0
  %p.z0 = zext i1 %p.e0 to i8
  %p.s0 = shl i8 %p.z0, 0
  %p.e1 = extractelement <8 x i1> %v1, i32 1
  %p.z1 = zext i1 %p.e1 to i8
  %p.s1 = shl i8 %p.z1, 1
  %p.o1 = or i8 %p.s0, %p.s1
  %p.e2 = extractelement <8 x i1> %v1, i32 2
  %p.z2 = zext i1 %p.e2 to i8
  %p.s2 = shl i8 %p.z2, 2
  %p.o2 = or i8 %p.o1, %p.s2
  %p.e3 = extractelement <8 x i1> %v1, i32 3
  %p.z3 = zext i1 %p.e3 to i8
  %p.s3 = shl i8 %p.z3, 3
  %p.o3 = or i8 %p.o2, %p.s3
  %p.e4 = extractelement <8 x i1> %v1, i32 4
  %p.z4 = zext i1 %p.e4 to i8
  %p.s4 = shl i8 %p.z4, 4
  %p.o4 = or i8 %p.o3, %p.s4
  %p.e5 = extractelement <8 x i1> %v1, i32 5
  %p.z5 = zext i1 %p.e5 to i8
  %p.s5 = shl i8 %p.z5, 5
  %p.o5 = or i8 %p.o4, %p.s5
  %p.e6 = extractelement <8 x i1> %v1, i32 6
  %p.z6 = zext i1 %p.e6 to i8
  %p.s6 = shl i8 %p.z6, 6
  %p.o6 = or i8 %p.o5, %p.s6
  %p.e7 = extractelement <8 x i1> %v1, i32 7
  %p.z7 = zext i1 %p.e7 to i8
  %p.s7 = shl i8 %p.z7, 7
  %p.o7 = or i8 %p.o6, %p.s7
  %r = or i8 %p.o7, 0
  ret i8 %r
}

define i8 @mask_8x1(i256 %a, i256 %b) {
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
  %c = icmp ult <8 x i1> %va, %vb
  %r = bitcast <8 x i1> %c to i8
  ret i8 %r
}

define i15 @vec_to_int_3x5(i256 %a, i256 %b) {
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
  %r = bitcast <3 x i5> %va to i15
  ret i15 %r
}

define i15 @int_to_vec_3x5(i256 %a, i256 %b) {
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
  %x = trunc i1024 %ab.0 to i15
  %v = bitcast i15 %x to <3 x i5>
  %v1 = add <3 x i5> %v, <i5 1, i5 1, i5 1>
  %p.e0 = extractelement <3 x i5> %v1, i32 0
  %p.z0 = zext i5 %p.e0 to i15
  %p.s0 = shl i15 %p.z0, 0
  %p.e1 = extractelement <3 x i5> %v1, i32 1
  %p.z1 = zext i5 %p.e1 to i15
  %p.s1 = shl i15 %p.z1, 5
  %p.o1 = or i15 %p.s0, %p.s1
  %p.e2 = extractelement <3 x i5> %v1, i32 2
  %p.z2 = zext i5 %p.e2 to i15
  %p.s2 = shl i15 %p.z2, 10
  %p.o2 = or i15 %p.o1, %p.s2
  %r = or i15 %p.o2, 0
  ret i15 %r
}

define i3 @mask_3x5(i256 %a, i256 %b) {
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
  %c = icmp ult <3 x i5> %va, %vb
  %r = bitcast <3 x i1> %c to i3
  ret i3 %r
}

define i32 @vec_to_int_4x8(i256 %a, i256 %b) {
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
  %r = bitcast <4 x i8> %va to i32
  ret i32 %r
}

define i32 @int_to_vec_4x8(i256 %a, i256 %b) {
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
  %x = trunc i1024 %ab.0 to i32
  %v = bitcast i32 %x to <4 x i8>
  %v1 = add <4 x i8> %v, <i8 1, i8 1, i8 1, i8 1>
  %p.e0 = extractelement <4 x i8> %v1, i32 0
  %p.z0 = zext i8 %p.e0 to i32
  %p.s0 = shl i32 %p.z0, 0
  %p.e1 = extractelement <4 x i8> %v1, i32 1
  %p.z1 = zext i8 %p.e1 to i32
  %p.s1 = shl i32 %p.z1, 8
  %p.o1 = or i32 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i8> %v1, i32 2
  %p.z2 = zext i8 %p.e2 to i32
  %p.s2 = shl i32 %p.z2, 16
  %p.o2 = or i32 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i8> %v1, i32 3
  %p.z3 = zext i8 %p.e3 to i32
  %p.s3 = shl i32 %p.z3, 24
  %p.o3 = or i32 %p.o2, %p.s3
  %r = or i32 %p.o3, 0
  ret i32 %r
}

define i4 @mask_4x8(i256 %a, i256 %b) {
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
  %c = icmp ult <4 x i8> %va, %vb
  %r = bitcast <4 x i1> %c to i4
  ret i4 %r
}

define i128 @vec_to_int_4x32(i256 %a, i256 %b) {
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
  %r = bitcast <4 x i32> %va to i128
  ret i128 %r
}

define i128 @int_to_vec_4x32(i256 %a, i256 %b) {
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
  %x = trunc i1024 %ab.0 to i128
  %v = bitcast i128 %x to <4 x i32>
  %v1 = add <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  %p.e0 = extractelement <4 x i32> %v1, i32 0
  %p.z0 = zext i32 %p.e0 to i128
  %p.s0 = shl i128 %p.z0, 0
  %p.e1 = extractelement <4 x i32> %v1, i32 1
  %p.z1 = zext i32 %p.e1 to i128
  %p.s1 = shl i128 %p.z1, 32
  %p.o1 = or i128 %p.s0, %p.s1
  %p.e2 = extractelement <4 x i32> %v1, i32 2
  %p.z2 = zext i32 %p.e2 to i128
  %p.s2 = shl i128 %p.z2, 64
  %p.o2 = or i128 %p.o1, %p.s2
  %p.e3 = extractelement <4 x i32> %v1, i32 3
  %p.z3 = zext i32 %p.e3 to i128
  %p.s3 = shl i128 %p.z3, 96
  %p.o3 = or i128 %p.o2, %p.s3
  %r = or i128 %p.o3, 0
  ret i128 %r
}

define i4 @mask_4x32(i256 %a, i256 %b) {
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
  %c = icmp ult <4 x i32> %va, %vb
  %r = bitcast <4 x i1> %c to i4
  ret i4 %r
}

define i256 @vec_to_int_2x128(i256 %a, i256 %b) {
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
  %r = bitcast <2 x i128> %va to i256
  ret i256 %r
}

define i256 @int_to_vec_2x128(i256 %a, i256 %b) {
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
  %x = trunc i1024 %ab.0 to i256
  %v = bitcast i256 %x to <2 x i128>
  %v1 = add <2 x i128> %v, <i128 1, i128 1>
  %p.e0 = extractelement <2 x i128> %v1, i32 0
  %p.z0 = zext i128 %p.e0 to i256
  %p.s0 = shl i256 %p.z0, 0
  %p.e1 = extractelement <2 x i128> %v1, i32 1
  %p.z1 = zext i128 %p.e1 to i256
  %p.s1 = shl i256 %p.z1, 128
  %p.o1 = or i256 %p.s0, %p.s1
  %r = or i256 %p.o1, 0
  ret i256 %r
}

define i2 @mask_2x128(i256 %a, i256 %b) {
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
  %c = icmp ult <2 x i128> %va, %vb
  %r = bitcast <2 x i1> %c to i2
  ret i2 %r
}

define i512 @vec_to_int_2x256(i256 %a, i256 %b) {
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
  %r = bitcast <2 x i256> %va to i512
  ret i512 %r
}

define i512 @int_to_vec_2x256(i256 %a, i256 %b) {
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
  %x = trunc i1024 %ab.0 to i512
  %v = bitcast i512 %x to <2 x i256>
  %v1 = add <2 x i256> %v, <i256 1, i256 1>
  %p.e0 = extractelement <2 x i256> %v1, i32 0
  %p.z0 = zext i256 %p.e0 to i512
  %p.s0 = shl i512 %p.z0, 0
  %p.e1 = extractelement <2 x i256> %v1, i32 1
  %p.z1 = zext i256 %p.e1 to i512
  %p.s1 = shl i512 %p.z1, 256
  %p.o1 = or i512 %p.s0, %p.s1
  %r = or i512 %p.o1, 0
  ret i512 %r
}

define i2 @mask_2x256(i256 %a, i256 %b) {
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
  %c = icmp ult <2 x i256> %va, %vb
  %r = bitcast <2 x i1> %c to i2
  ret i2 %r
}

define i514 @vec_to_int_2x257(i256 %a, i256 %b) {
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
  %r = bitcast <2 x i257> %va to i514
  ret i514 %r
}

define i514 @int_to_vec_2x257(i256 %a, i256 %b) {
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
  %x = trunc i1024 %ab.0 to i514
  %v = bitcast i514 %x to <2 x i257>
  %v1 = add <2 x i257> %v, <i257 1, i257 1>
  %p.e0 = extractelement <2 x i257> %v1, i32 0
  %p.z0 = zext i257 %p.e0 to i514
  %p.s0 = shl i514 %p.z0, 0
  %p.e1 = extractelement <2 x i257> %v1, i32 1
  %p.z1 = zext i257 %p.e1 to i514
  %p.s1 = shl i514 %p.z1, 257
  %p.o1 = or i514 %p.s0, %p.s1
  %r = or i514 %p.o1, 0
  ret i514 %r
}

define i2 @mask_2x257(i256 %a, i256 %b) {
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
  %c = icmp ult <2 x i257> %va, %vb
  %r = bitcast <2 x i1> %c to i2
  ret i2 %r
}

define i32 @vec_to_vec_4x8_2x16(i256 %a, i256 %b) {
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
  %v = bitcast <4 x i8> %va to <2 x i16>
  %p.e0 = extractelement <2 x i16> %v, i32 0
  %p.z0 = zext i16 %p.e0 to i32
  %p.s0 = shl i32 %p.z0, 0
  %p.e1 = extractelement <2 x i16> %v, i32 1
  %p.z1 = zext i16 %p.e1 to i32
  %p.s1 = shl i32 %p.z1, 16
  %p.o1 = or i32 %p.s0, %p.s1
  %r = or i32 %p.o1, 0
  ret i32 %r
}

define i128 @vec_to_vec_2x64_8x16(i256 %a, i256 %b) {
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
  %va.e0 = trunc i1024 %va.s0 to i64
  %va.0 = insertelement <2 x i64> poison, i64 %va.e0, i32 0
  %va.s1 = lshr i1024 %ab.0, 64
  %va.e1 = trunc i1024 %va.s1 to i64
  %va.1 = insertelement <2 x i64> %va.0, i64 %va.e1, i32 1
  %va = shufflevector <2 x i64> %va.1, <2 x i64> poison, <2 x i32> <i32 0, i32 1>
  %vb.s0 = lshr i1024 %ba.0, 0
  %vb.e0 = trunc i1024 %vb.s0 to i64
  %vb.0 = insertelement <2 x i64> poison, i64 %vb.e0, i32 0
  %vb.s1 = lshr i1024 %ba.0, 64
  %vb.e1 = trunc i1024 %vb.s1 to i64
  %vb.1 = insertelement <2 x i64> %vb.0, i64 %vb.e1, i32 1
  %vb = shufflevector <2 x i64> %vb.1, <2 x i64> poison, <2 x i32> <i32 0, i32 1>
  %v = bitcast <2 x i64> %va to <8 x i16>
  %p.e0 = extractelement <8 x i16> %v, i32 0
  %p.z0 = zext i16 %p.e0 to i128
  %p.s0 = shl i128 %p.z0, 0
  %p.e1 = extractelement <8 x i16> %v, i32 1
  %p.z1 = zext i16 %p.e1 to i128
  %p.s1 = shl i128 %p.z1, 16
  %p.o1 = or i128 %p.s0, %p.s1
  %p.e2 = extractelement <8 x i16> %v, i32 2
  %p.z2 = zext i16 %p.e2 to i128
  %p.s2 = shl i128 %p.z2, 32
  %p.o2 = or i128 %p.o1, %p.s2
  %p.e3 = extractelement <8 x i16> %v, i32 3
  %p.z3 = zext i16 %p.e3 to i128
  %p.s3 = shl i128 %p.z3, 48
  %p.o3 = or i128 %p.o2, %p.s3
  %p.e4 = extractelement <8 x i16> %v, i32 4
  %p.z4 = zext i16 %p.e4 to i128
  %p.s4 = shl i128 %p.z4, 64
  %p.o4 = or i128 %p.o3, %p.s4
  %p.e5 = extractelement <8 x i16> %v, i32 5
  %p.z5 = zext i16 %p.e5 to i128
  %p.s5 = shl i128 %p.z5, 80
  %p.o5 = or i128 %p.o4, %p.s5
  %p.e6 = extractelement <8 x i16> %v, i32 6
  %p.z6 = zext i16 %p.e6 to i128
  %p.s6 = shl i128 %p.z6, 96
  %p.o6 = or i128 %p.o5, %p.s6
  %p.e7 = extractelement <8 x i16> %v, i32 7
  %p.z7 = zext i16 %p.e7 to i128
  %p.s7 = shl i128 %p.z7, 112
  %p.o7 = or i128 %p.o6, %p.s7
  %r = or i128 %p.o7, 0
  ret i128 %r
}

define i128 @vec_to_vec_4x32_2x64(i256 %a, i256 %b) {
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
  %v = bitcast <4 x i32> %va to <2 x i64>
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

define i8 @vec_to_vec_8x1_2x4(i256 %a, i256 %b) {
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
  %v = bitcast <8 x i1> %va to <2 x i4>
  %p.e0 = extractelement <2 x i4> %v, i32 0
  %p.z0 = zext i4 %p.e0 to i8
  %p.s0 = shl i8 %p.z0, 0
  %p.e1 = extractelement <2 x i4> %v, i32 1
  %p.z1 = zext i4 %p.e1 to i8
  %p.s1 = shl i8 %p.z1, 4
  %p.o1 = or i8 %p.s0, %p.s1
  %r = or i8 %p.o1, 0
  ret i8 %r
}

define i256 @vec_to_vec_2x128_1x256(i256 %a, i256 %b) {
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
  %v = bitcast <2 x i128> %va to <1 x i256>
  %p.e0 = extractelement <1 x i256> %v, i32 0
  %p.z0 = or i256 %p.e0, 0
  %p.s0 = shl i256 %p.z0, 0
  %r = or i256 %p.s0, 0
  ret i256 %r
}

define i32 @vec_to_vec_4x8_8x4(i256 %a, i256 %b) {
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
  %v = bitcast <4 x i8> %va to <8 x i4>
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
