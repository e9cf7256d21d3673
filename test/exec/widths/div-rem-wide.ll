;! { "cases": [
;! {"name": "udiv_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xdc4cef90b81d90036807ba1a3b1564ee03e4627efb0cba48c4c3ac4842121aa1", "0x0", "0xdc4cef90b81d90036807ba1a3b1564ee03e4627efb0cba48c4c3ac4842121aa1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "udiv_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xf8d993644c4768b627f3ef8", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x2afc9f238927777b41f53bcfc46979e2d0a"]}], "expected": ["0x0", "0x5f48f97f17cde1eba3e0c27820f8a8"]},
;! {"name": "udiv_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0", "0x1", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x7470ae9783475d1e947818da927797aede398801", "0x1", "0x11781a5a41ecb18d3f918f2954f59de30e1c26dde49198116aa29d72321d53bb"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfffffffffffffffffffffffffffffffe63bc99d0b3b7f19688ff65a8dc419619", "0x1", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "udiv_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x17411312626665bf102d5ff89c3664bb5caca246d1820442", "0x0", "0x17411312626665bf102d5ff89c3664bb5caca246d1820442"]}], "expected": ["0x0", "0x1"]},
;! {"name": "udiv_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffc38c2a6efb3f97082856f02bac6061bbe554d70e5f761e8c755a68a"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x1", "0x7b8858a8be31b8435ef88f6db193a5a684d3ab7a987964825b64a05442e7a0f2", "0x48ae1e705602d553c1591ac65a48a9f5f451a95681847191c4dae1fc1fa1866a"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x29c790db9c5d1f430ed18ed04f0978c32ab45571defddfbeb842bc3f46828e02", "0xd1f57c005a81d3339ca3204b9243d79719b09c9448828d692d3b29bc61da7aba", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x1695ae432e972c4b90dd7fd2812ab162824d8d10e47851", "0x533098c5a43fa3e6360e782d82447bee685edb7a01328e19db2b3b8f99b87338", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffad8dd78df6946c13d61b64f698b6d05949897599cce59af61b4866b74eae3"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x38cf3329e7584854a1729c095d54e1309c972459228de5e56772", "0x5140c5cd48322674f5e9140aa884f1f734bf3a67442f1c4ef0d45cb6776dd8b4", "0x269fa32078c4f33352c35ad8db2f57f109da5e431ac41b284752d86286442e33"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffef82913751d66c72b", "0xfb77871c57f67a0fca1de1609d0125eef0e6cea59ff2c87140810d8edd6a258b"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sdiv_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sdiv_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfffffffffffffffffffffffffffffffffffffff89ce9bec0bafc8874dccdf39d", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd94"]}], "expected": ["0x0", "0x30cd5fd36339e55b2049f66"]},
;! {"name": "sdiv_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x1", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x43e979e30dcb6327c", "0x1", "0xfffffffb5330c251ad976d87d026c05c0b4b0f18145778649dea6dcebfac000e"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81"]},
;! {"name": "sdiv_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x2", "0x0", "0x1"]}], "expected": ["0x0", "0x2"]},
;! {"name": "sdiv_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x6319e4c423b6947f57f1b587e47490471f264b7373a95032d7c050708e99ef9", "0x1", "0xa585ea11d6c990405bcb483665fad442f85b0b62c9aca5c19404de9f66536919"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xb4d68bbcfa6a7e058ec3f02fc2f63f733d985e359d9f1ebefa616f93275fdc7b", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x134a6ee2fdc7cb06227c7f697bee15b6764fde2126449aaf0da7", "0x0", "0x134a6ee2fdc7cb06227c7f697bee15b6764fde2126449aaf0da7"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sdiv_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xfffffffffffffffffffffffffff2f2b8b659ea5537448406fc91e7348abf88b0", "0xa4bb402761f4501ea3691ecb1dc2ba222f467bba448adda0bdc4fa6a6271b931", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xc5e9de90d5f749f2c0c5e1f996d61d26e52c7184002cdd4ae31b182c41c9fe44", "0xa817cae51e101c643f0e02752d67a6aacbfd665490f46570571aa10147c99189"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffd96822db289f4a173fd7737cb4525fb33aa78bdf538", "0xfffffffffffffeb422e7d6e89b067d005fbe2445070f671df0a72e550fb7b50a", "0x297573bdc63573de963cb184d508c4847edc64c49072b322596155c85b38d743"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xe78c5de5bab258212a7ede57318b7b4c01c0c9fa786305ac5cb3639e230a9667", "0x80970e4fe9aadc5cd69addd201bc49ac3401e0c1a97bfa4023fdccd57f6fe5f5", "0x14adfc9d850765359e4ea51775f2098c7546880ac72697abe1bd8d45ff308ad4", "0xeb1f4639c188b72d1d5d527c2f280eca882091015ed81ded1f5410df77833670"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x6f09e7136908721e8a81001d4575296949086499b45bb552b6a132f5c2048927", "0x76094b95c18a332253976916417275fa711649e8ac6f35a09c51ecac59481ecd", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x0", "0x6f"]},
;! {"name": "urem_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x0"]},
;! {"name": "urem_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x1a1c383ca1958beda155e6ad1976eb829590c25d7d5104c3239eaeee6af9e0aa", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1a1c383ca1958beda155e6ad1976eb829590c25d7d5104c3239eaeee6af9e0aa"]},
;! {"name": "urem_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xd6279d32731a531be4171f592943aa5900031f868d48c5a1dc7eb1836b90ca0a", "0x0", "0x3f38cc01544ff8613a572a6fdcbe7b2e2f2d11b4e304963b8a3a064a7c84a"]}], "expected": ["0x0", "0x25b307264f2eb8f5a9fbb02aef75c307796ecb9d3dc436feae6f45e8c0f96"]},
;! {"name": "urem_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xcb805af95c4b1c6065b2a699965fe2191f394530396e45340ccb53e1858a6b4", "0x0", "0x15"]}], "expected": ["0x0", "0x7"]},
;! {"name": "urem_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0xb44006b88379bfbb596fd3a4ee95ffa42ded32e3c2aa64542987b5b55d9b70c6", "0x1", "0xa4281aa8ce82c16422bc1455e2a913f41cd05e73f3aa10d6a8a724504c5b60c4"]}], "expected": ["0x0", "0xb44006b88379bfbb596fd3a4ee95ffa42ded32e3c2aa64542987b5b55d9b70c6"]},
;! {"name": "urem_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x0", "0x0", "0xbf9d11d454e5a1c1c2d817b56ca50a364780d"]}], "expected": ["0x0", "0x22144de3e06449c5e3d1252855c6cfe8499bb"]},
;! {"name": "urem_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffff5c70b6a07c", "0x1", "0xffffffeb1e9e16eae1f030baa2727b3d254659c11fd52b0c3620020490ab8f68"]}], "expected": ["0x0", "0x14e161e9151e0fcf455d8d84c2dab9a63ee02ad4f3c9dffd57e00b1114"]},
;! {"name": "urem_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffffffffffffffffea9eb6f6bc296f768532ba785ab1408765de", "0x0", "0x2"]}], "expected": ["0x0", "0x0"]},
;! {"name": "urem_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1e52ec5605674800e4dcbe321e8d7205cf2baf141bd4ba78180cb9571aca6b2a", "0xf03a57d9096c4e224d6a1e21ae4867da6fd58be40e03b9af6ff7ef6b48d76e65", "0x1e52ec5605674800e4dcbe321e8d7205cf2baf141bd4ba78180cb9571aca6b2a", "0xf03a57d9096c4e224d6a1e21ae4867da6fd58be40e03b9af6ff7ef6b48d76e65"]}], "expected": ["0x0", "0x0"]},
;! {"name": "urem_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xdeea78dae559f3cd46409a9f04287d4855c792b266723281eeb66a0b9bfcee3e", "0x81e5289c3b6290c326930ad367b3cd10635a96177f2f9a16e4726d2f26dfc0ee", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0xdeea78dae559f3cd46409a9f04287d4855c792b266723281eeb66a0b9bfcee3e", "0x81e5289c3b6290c326930ad367b3cd10635a96177f2f9a16e4726d2f26dfc0ee"]},
;! {"name": "urem_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0", "0x0", "0x68b40c8f1737b849c95be159d357d6a8bde76785cf2e05"]}], "expected": ["0x0", "0x0"]},
;! {"name": "urem_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2", "0xfffffffffffffffffffffffffffffffffffffffffffffffffff50dadedb3f3e7", "0xa7c62decdb07f6f4b55d568b61ad3df73fe3bb8192c1945558053cb44fffe9e1"]}], "expected": ["0x0", "0x2"]},
;! {"name": "urem_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1", "0x28e140de7c8f2b081c7a40dce12c7f49333c250de7a", "0x60f6fdd6506be60aea37e6256c31287805b5d30a684fff98cf73e8aa19542d3a"]}], "expected": ["0x18f672eeb0609457484a89b58f175ad076414302b6f", "0x8231caeb38c87f3b1376add3e872d53efda2486933a927066190d0d953b78e69"]},
;! {"name": "urem_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x1729d3792b3c69c92a7bbdaa422ba0bfa12c5f174946960775a8a79617779195", "0xd9a8b8e6ac88613635751e09cca10bf60699539f9f36af8f4a22a6017fa2944a", "0x3a6423e8a6da92d201eeb", "0x32c777dadfc272c218ea7711c6c10949e99fc9faa66f960991472a82a03a2909"]}], "expected": ["0x83d8a969ef16c235e362", "0xf2e12eb7ad282f35767777aafc5bd5f92bb9365646a63834aa848b231b5ea599"]},
;! {"name": "urem_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x4fcec9380232e897c31293a8aed48a28bff905d85a49602fe7da2ea64"]}], "expected": ["0x0", "0x3378ae4c3b96632676cdc3d48a1801f44a8079169814bb2da3a79ab3c"]},
;! {"name": "urem_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xcbbd2333f2456c273f0398c32c8c55c6f32e138fcbf0d16fdaeadb7f3c760a36", "0xe5bcd3d799ea7178d3a66c0cfb650d489836311f2ef27af87e33254f754f484a", "0x775009b2833c3a01b2b8f6a14f3a9317e2e4e5f97e370e6c1ec597eccce0d2c9", "0xa0bb12a6e28649cc46f4c51ad252db865dd1fd32c175e58330c4fcfed6df8491"]}], "expected": ["0x546d19816f0932258c4aa221dd51c2af10492d964db9c303bc2543926f95376d", "0x4501c130b76427ac8cb1a6f2291231c23a6433ec6d7c95754d6e28509e6fc3b9"]},
;! {"name": "srem_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0x1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "srem_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffffffffffffff312b4013a5ec6dbcfc7d1ca8d06d624ac", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x2", "0x0", "0x2c095849a5d75f"]}], "expected": ["0x0", "0x2"]},
;! {"name": "srem_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x4ea0070876a500ec33e34c9b7edaf3395e26318049d74d5597cc0cc5881fd10f", "0x1", "0x5b241c425a5fe6a50ff6e0574a0e7f772d2ec0867613ce2c4054cc16cafe9c4a"]}], "expected": ["0x0", "0x4ea0070876a500ec33e34c9b7edaf3395e26318049d74d5597cc0cc5881fd10f"]},
;! {"name": "srem_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x1", "0x0", "0xbf79db83e5ad48e8ba60adedd47cd792ab"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffd9c9e37b3feeddd7e9f98ac1ccddd968de"]},
;! {"name": "srem_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff", "0x0", "0x2"]}], "expected": ["0x0", "0x1"]},
;! {"name": "srem_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0", "0x0", "0x2"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x2", "0x0", "0x2"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffff94a19c687b94e55ef4ebe8", "0x236b4e8105ed9191cff40f08252cc31c325aeadac8a9d45e729f28c09bd6c36f", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffff94a19c687b94e55ef4ebe8", "0x236b4e8105ed9191cff40f08252cc31c325aeadac8a9d45e729f28c09bd6c36f"]},
;! {"name": "srem_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xa2b0b161053", "0x5b5bd8b6184efbf24cf73e073277e46f659ac5444cf513619958b352ff47729f", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x2", "0x3f613b0009cd1c90e162b78c4adb23a716", "0x40510a8ba4562cdfcd11883d065b0d15829e6f34999f7cac80a15e067012d773"]}], "expected": ["0x0", "0x2"]},
;! {"name": "srem_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xea94", "0xa63154727645dfcf72d4ac7dada00f79e6a8a9fb377ad609165cca6b0eb7cfab", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffc5f4a4251b1642265a697e166be74d85bd8b0025a6b792c1144f030a6"]}], "expected": ["0x0", "0x1e9a7e82af02ec698c6c02760bbca8891059f7c5d1ce7b20feefa19b5"]},
;! {"name": "srem_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfe5aa95b1e513b3bf15e3c70088cbd6acfb61ebc71b7e1dd87b0e98a3dd962e5"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffc39d4231487e9507da137457ca9d0e4a560e4742e0e2affe42b82998d82b28"]},
;! {"name": "srem_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0xd58414a175442f9c8471f29103007833c47eca8711f3e014442c5e7e67e5335b", "0xca289b64ca135cff9c7fb94298cd581f9215d43aefb6d7831119ecda355302e3"]}], "expected": ["0x2a082942ea885f3908e3e5220600f06788fd950e23e7c0288858bcfccfca66b7", "0x945136c99426b9ff38ff7285319ab03f242ba875df6daf062233d9b46aa605c6"]},
;! {"name": "srem_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffe764d3613168", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_by7_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_by7_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_by7_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x4924924924924924924924924924924924924924924924924924924924924924"]},
;! {"name": "udiv_by7_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0x0"]}], "expected": ["0x0", "0x2492492492492492492492492492492492492492492492492492492492492492"]},
;! {"name": "udiv_by7_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x2492492492492492492492492492492492492492492492492492492492492492"]},
;! {"name": "udiv_by7_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xfffffffffffffc13c0effcc4aa26b81b208f9bdd536b0ad04d2d28f7d3ad5b09"]}], "expected": ["0x0", "0x49249249249248951b8fff89cf2a1a4d04a6cd1f9e33dcf92f98bcb5b0867ab8"]},
;! {"name": "udiv_by7_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_by7_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "udiv_by7_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x2492492492492492492492492492492492492492492492492492492492492492", "0x4924924924924924924924924924924924924924924924924924924924924924"]},
;! {"name": "udiv_by7_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x1249249249249249249249249249249249249249249249249249249249249249", "0x2492492492492492492492492492492492492492492492492492492492492492"]},
;! {"name": "udiv_by7_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1249249249249249249249249249249249249249249249249249249249249249", "0x2492492492492492492492492492492492492492492492492492492492492492"]},
;! {"name": "udiv_by7_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xd3ec45c26cea79e4117a0d30baa9f50a66603dc61741308d73a74cf488ad8aae", "0x120456334ed3e25d3b9062afecd47fa39e51a2a5e6f83549bc2fa6598f2b12ee"]}], "expected": ["0x1e46531bc66aa3b2ddecdd501aaa90b857c49b1c4c7706efa2cec1d9ca61ef3d", "0x7049c32be6b08e0d51a6e986d8b0a485169df2a9fc6c99e5f64ff3315d98706b"]},
;! {"name": "urem_by10_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "urem_by10_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "urem_by10_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "urem_by10_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x1", "0x0"]}], "expected": ["0x0", "0x6"]},
;! {"name": "urem_by10_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x5"]},
;! {"name": "urem_by10_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xa", "0x0", "0x495c3267473b03c8a"]}], "expected": ["0x0", "0x6"]},
;! {"name": "urem_by10_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "urem_by10_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "urem_by10_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x5"]},
;! {"name": "urem_by10_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x8"]},
;! {"name": "urem_by10_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x7"]},
;! {"name": "urem_by10_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xb", "0xffffffffffffff64a468688d55339f90f85a20106a50ca83f12c0a8481c80820", "0x6c4bf612997867d3a661a2b9d1cb0c4325af10dae91e84d01d6c7f8e093e6afc"]}], "expected": ["0x0", "0x2"]},
;! {"name": "sdiv_bym3_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_bym3_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_bym3_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_bym3_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x1", "0x0"]}], "expected": ["0x0", "0x5555555555555555555555555555555555555555555555555555555555555555"]},
;! {"name": "sdiv_bym3_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab"]},
;! {"name": "sdiv_bym3_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xc", "0x0", "0xdfe3509d6dba376a5c98fb0847d5dcf5c901bc3bfc6088a5aeabc0e2ab04f05e"]}], "expected": ["0x1", "0xb55ee520db6c9831e12256fd3d63610367aa1696abdfd27370716a5f1c53afe1"]},
;! {"name": "sdiv_bym3_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_bym3_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_bym3_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_bym3_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]},
;! {"name": "sdiv_bym3_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xd555555555555555555555555555555555555555555555555555555555555555", "0x5555555555555555555555555555555555555555555555555555555555555556"]},
;! {"name": "sdiv_bym3_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xd", "0x31434a90", "0x3fe80dcb044ab92f994056cd94be403e2a167dcc2e776e8c48989a74c8a8001e"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffef943c7a", "0x955d50bc53e7179accea8dbb7915ea95f1f880bbf082db269277cc83bd1d554c"]},
;! {"name": "srem_by7_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_by7_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "srem_by7_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "srem_by7_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x1", "0x0"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "srem_by7_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "srem_by7_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0xe", "0x0", "0x46f40eaa6159c0ddfa5473911a8fdf00468af4fbe742eb052d2d21"]}], "expected": ["0x0", "0x3"]},
;! {"name": "srem_by7_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "srem_by7_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "srem_by7_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "srem_by7_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "srem_by7_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "srem_by7_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0xf", "0x21192fe2dd7bd4d879b7e0b8c0e6", "0x5ddd719644470110908b6374b142d26016a28f8fd6bb5b25916b93148650611d"]}], "expected": ["0x0", "0x1"]},
;! {"name": "sdiv_by16_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_by16_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_by16_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_by16_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x1", "0x0"]}], "expected": ["0x1", "0xf000000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "sdiv_by16_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_by16_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x10", "0x0", "0x4b1fe98b33a3a9d97598b2bbb2c8f2c43c6c11ed93a5b365cdeb327df1ca2259"]}], "expected": ["0x0", "0x4b1fe98b33a3a9d97598b2bbb2c8f2c43c6c11ed93a5b365cdeb327df1ca225"]},
;! {"name": "sdiv_by16_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_by16_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x0", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_by16_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "sdiv_by16_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0xf800000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "sdiv_by16_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "sdiv_by16_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x11", "0x3862", "0xb8cd3c7ac2ac22ac70246a73be0edaf5e8e2cefd74cc5b9fba1d9b09bb55ad98"]}], "expected": ["0x386", "0x2b8cd3c7ac2ac22ac70246a73be0edaf5e8e2cefd74cc5b9fba1d9b09bb55ad9"]}
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
  %f0.16 = call i257 @udiv_i257(i257 %f0.7, i257 %f0.15)
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
  %f1.16 = call i512 @udiv_i512(i512 %f1.7, i512 %f1.15)
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
  %f2.16 = call i257 @sdiv_i257(i257 %f2.7, i257 %f2.15)
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
  %f3.16 = call i512 @sdiv_i512(i512 %f3.7, i512 %f3.15)
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
  %f4.16 = call i257 @urem_i257(i257 %f4.7, i257 %f4.15)
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
  %f5.16 = call i512 @urem_i512(i512 %f5.7, i512 %f5.15)
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
  %f6.16 = call i257 @srem_i257(i257 %f6.7, i257 %f6.15)
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
  %f7.16 = call i512 @srem_i512(i512 %f7.7, i512 %f7.15)
  %f7.17 = lshr i512 %f7.16, 256
  %f7.18 = trunc i512 %f7.17 to i256
  %f7.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.18, ptr addrspace(1) %f7.19
  %f7.20 = trunc i512 %f7.16 to i256
  %f7.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.20, ptr addrspace(1) %f7.21
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
  %f8.8 = call i257 @udiv_by7_i257(i257 %f8.7)
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
  %f9.8 = call i512 @udiv_by7_i512(i512 %f9.7)
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
  %f10.2 = zext i256 %f10.1 to i257
  %f10.3 = inttoptr i256 64 to ptr addrspace(2)
  %f10.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f10.3)
  %f10.5 = zext i256 %f10.4 to i257
  %f10.6 = shl i257 %f10.2, 256
  %f10.7 = or i257 %f10.6, %f10.5
  %f10.8 = call i257 @urem_by10_i257(i257 %f10.7)
  %f10.9 = lshr i257 %f10.8, 256
  %f10.10 = trunc i257 %f10.9 to i256
  %f10.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f10.10, ptr addrspace(1) %f10.11
  %f10.12 = trunc i257 %f10.8 to i256
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
  %f11.8 = call i512 @urem_by10_i512(i512 %f11.7)
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
  %f12.8 = call i257 @sdiv_bym3_i257(i257 %f12.7)
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
  %f13.2 = zext i256 %f13.1 to i512
  %f13.3 = inttoptr i256 64 to ptr addrspace(2)
  %f13.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f13.3)
  %f13.5 = zext i256 %f13.4 to i512
  %f13.6 = shl i512 %f13.2, 256
  %f13.7 = or i512 %f13.6, %f13.5
  %f13.8 = call i512 @sdiv_bym3_i512(i512 %f13.7)
  %f13.9 = lshr i512 %f13.8, 256
  %f13.10 = trunc i512 %f13.9 to i256
  %f13.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f13.10, ptr addrspace(1) %f13.11
  %f13.12 = trunc i512 %f13.8 to i256
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
  %f14.8 = call i257 @srem_by7_i257(i257 %f14.7)
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
  %f15.8 = call i512 @srem_by7_i512(i512 %f15.7)
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
  %f16.2 = zext i256 %f16.1 to i257
  %f16.3 = inttoptr i256 64 to ptr addrspace(2)
  %f16.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f16.3)
  %f16.5 = zext i256 %f16.4 to i257
  %f16.6 = shl i257 %f16.2, 256
  %f16.7 = or i257 %f16.6, %f16.5
  %f16.8 = call i257 @sdiv_by16_i257(i257 %f16.7)
  %f16.9 = lshr i257 %f16.8, 256
  %f16.10 = trunc i257 %f16.9 to i256
  %f16.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f16.10, ptr addrspace(1) %f16.11
  %f16.12 = trunc i257 %f16.8 to i256
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
  %f17.8 = call i512 @sdiv_by16_i512(i512 %f17.7)
  %f17.9 = lshr i512 %f17.8, 256
  %f17.10 = trunc i512 %f17.9 to i256
  %f17.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f17.10, ptr addrspace(1) %f17.11
  %f17.12 = trunc i512 %f17.8 to i256
  %f17.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f17.12, ptr addrspace(1) %f17.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @udiv_i257(i257 %a, i257 %b) {
  %r = udiv i257 %a, %b
  ret i257 %r
}

define i512 @udiv_i512(i512 %a, i512 %b) {
  %r = udiv i512 %a, %b
  ret i512 %r
}

define i257 @sdiv_i257(i257 %a, i257 %b) {
  %r = sdiv i257 %a, %b
  ret i257 %r
}

define i512 @sdiv_i512(i512 %a, i512 %b) {
  %r = sdiv i512 %a, %b
  ret i512 %r
}

define i257 @urem_i257(i257 %a, i257 %b) {
  %r = urem i257 %a, %b
  ret i257 %r
}

define i512 @urem_i512(i512 %a, i512 %b) {
  %r = urem i512 %a, %b
  ret i512 %r
}

define i257 @srem_i257(i257 %a, i257 %b) {
  %r = srem i257 %a, %b
  ret i257 %r
}

define i512 @srem_i512(i512 %a, i512 %b) {
  %r = srem i512 %a, %b
  ret i512 %r
}

define i257 @udiv_by7_i257(i257 %a) {
  %r = udiv i257 %a, 7
  ret i257 %r
}

define i512 @udiv_by7_i512(i512 %a) {
  %r = udiv i512 %a, 7
  ret i512 %r
}

define i257 @urem_by10_i257(i257 %a) {
  %r = urem i257 %a, 10
  ret i257 %r
}

define i512 @urem_by10_i512(i512 %a) {
  %r = urem i512 %a, 10
  ret i512 %r
}

define i257 @sdiv_bym3_i257(i257 %a) {
  %r = sdiv i257 %a, -3
  ret i257 %r
}

define i512 @sdiv_bym3_i512(i512 %a) {
  %r = sdiv i512 %a, -3
  ret i512 %r
}

define i257 @srem_by7_i257(i257 %a) {
  %r = srem i257 %a, 7
  ret i257 %r
}

define i512 @srem_by7_i512(i512 %a) {
  %r = srem i512 %a, 7
  ret i512 %r
}

define i257 @sdiv_by16_i257(i257 %a) {
  %r = sdiv i257 %a, 16
  ret i257 %r
}

define i512 @sdiv_by16_i512(i512 %a) {
  %r = sdiv i512 %a, 16
  ret i512 %r
}
