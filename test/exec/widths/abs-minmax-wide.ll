;! { "cases": [
;! {"name": "abs_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "abs_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "abs_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "abs_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x0"]}], "expected": ["0x1", "0x0"]},
;! {"name": "abs_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "abs_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "abs_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "abs_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "abs_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "abs_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "abs_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "abs_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x3cf19fc707534b897a0b029b77951b9ab12a6cbf72afd6ee061ea83749b8e9fe", "0x22b7054a961895fb196e43610807319d40dc2ac9c344941f38cd91f3319b4b07"]}], "expected": ["0x3cf19fc707534b897a0b029b77951b9ab12a6cbf72afd6ee061ea83749b8e9fe", "0x22b7054a961895fb196e43610807319d40dc2ac9c344941f38cd91f3319b4b07"]},
;! {"name": "smin_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "smin_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0x2"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "smin_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x0", "0x1"]}], "expected": ["0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "smin_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffff689fba3ac8c6584cb063e", "0x1", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "smin_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "smin_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x2"]}], "expected": ["0x0", "0x2"]},
;! {"name": "smin_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x57c14987b6e83546dcb12bf2878deb71ed3a38c87c861fcd3f1b08c0ed847358", "0x0", "0x1bf9c6c865b8916ac40b11cb314688f8150a26e74766ae6867d"]}], "expected": ["0x0", "0x1bf9c6c865b8916ac40b11cb314688f8150a26e74766ae6867d"]},
;! {"name": "smin_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xb74a378e8480ca8dca79acedc22fd8e4d22ca6f4becdffbcca3ad43caab0a771", "0x1", "0x1"]}], "expected": ["0x1", "0x1"]},
;! {"name": "smin_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0xe816b15aefae", "0x0", "0xe816b15aefae"]}], "expected": ["0x0", "0xe816b15aefae"]},
;! {"name": "smin_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x63833ce5a7e2fb528d71736e541b315d6e7ff4b", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x63833ce5a7e2fb528d71736e541b315d6e7ff4b"]},
;! {"name": "smin_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x1fb56c1ebb46f8f34d42188cd0a425664fe7401e8afe9a4797709f6f7e78296f", "0x63358c161196695e5fd8bf505f9c7aa5db01b7195e91a826d1aa39908b8994e2", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1fb56c1ebb46f8f34d42188cd0a425664fe7401e8afe9a4797709f6f7e78296f", "0x63358c161196695e5fd8bf505f9c7aa5db01b7195e91a826d1aa39908b8994e2"]},
;! {"name": "smin_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x3e22458d3b099a3851377bf649b6ff1a28348d39041ffaaa0bea8e9d3d8db415", "0xa42d6c2e90b59d18d0a5717edabd5dd824e95e7e76fd248176b96e2027e3e35c", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "smin_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xd5fdea5b71d9443709e478848d37834088cba22718a9118bbbbb6c5fb389a3ed", "0x66bf17034f3cdfee6f3c8ba9d3976dea122deca9bf137b810cad78f1c0fc3ef3", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xd5fdea5b71d9443709e478848d37834088cba22718a9118bbbbb6c5fb389a3ed", "0x66bf17034f3cdfee6f3c8ba9d3976dea122deca9bf137b810cad78f1c0fc3ef3"]},
;! {"name": "smin_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "smin_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x1", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x1"]},
;! {"name": "smin_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0xcf7d098501", "0x0", "0x73cd883f726e8dac008f046268c"]}], "expected": ["0x0", "0xcf7d098501"]},
;! {"name": "smax_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "smax_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xffffffffffffffffffffffffffffffff239e6f61c6375bb5026feb17c04ff21e"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffff239e6f61c6375bb5026feb17c04ff21e"]},
;! {"name": "smax_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffc065d71c7131067c0f03107b76e43ad924038", "0x0", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "smax_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x3163e783682d8163f9a2f2a34b0044acf4dc4a318fe78c889caf39c3218694e0", "0x0", "0x32b864052e570c582dc24e5324710429fcf7a18c115"]}], "expected": ["0x0", "0x32b864052e570c582dc24e5324710429fcf7a18c115"]},
;! {"name": "smax_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x0", "0x2"]}], "expected": ["0x0", "0x2"]},
;! {"name": "smax_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x0", "0x0", "0x193342d9f8489bda57196e87c805aeb9135b2e4e9ed6aafa63cb77b6cba6d751"]}], "expected": ["0x0", "0x193342d9f8489bda57196e87c805aeb9135b2e4e9ed6aafa63cb77b6cba6d751"]},
;! {"name": "smax_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x0", "0x15c357f9dd503160"]}], "expected": ["0x0", "0x15c357f9dd503160"]},
;! {"name": "smax_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xfffffffffffffffff7c52990b711d44641f5fef3c76f4456b9c6dfae1421d9cc"]}], "expected": ["0x1", "0xfffffffffffffffff7c52990b711d44641f5fef3c76f4456b9c6dfae1421d9cc"]},
;! {"name": "smax_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xf59b790d6782597955fba2d49bcc409da18641d6056a19a0f7a615132b3c1a19", "0x943070b5bd01a5b02e84e354a7bcb16353d42517ac7a90269f1b07b8f383960b", "0xf59b790d6782597955fba2d49bcc409da18641d6056a19a0f7a615132b3c1a19", "0x943070b5bd01a5b02e84e354a7bcb16353d42517ac7a90269f1b07b8f383960b"]}], "expected": ["0xf59b790d6782597955fba2d49bcc409da18641d6056a19a0f7a615132b3c1a19", "0x943070b5bd01a5b02e84e354a7bcb16353d42517ac7a90269f1b07b8f383960b"]},
;! {"name": "smax_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "smax_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x0", "0xb93376626059ce9af1b84c30ef9fa8a5aa8daba5c85b678574d44c5b4eed9fb", "0xbe45d853f15238b6c9f0472e5955458ba214db698c757f2576e168b37b6ef21e"]}], "expected": ["0xb93376626059ce9af1b84c30ef9fa8a5aa8daba5c85b678574d44c5b4eed9fb", "0xbe45d853f15238b6c9f0472e5955458ba214db698c757f2576e168b37b6ef21e"]},
;! {"name": "smax_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffff9cf1b255d4143b12", "0xa56178afbe99fd53712a98075c20f64384cecf5f6472707184f614b9eb326002", "0xb00e8488de4964805a7e83a8049d6225bfd50c763d54ca060fc275cccbc318bb", "0xbede01c840c7bbeafc7800627d4158acb2428ec44f1728b6bd86d1eae90d6eef"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffff9cf1b255d4143b12", "0xa56178afbe99fd53712a98075c20f64384cecf5f6472707184f614b9eb326002"]},
;! {"name": "smax_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffeb3dc5a8a750cdf19daee785a8aad8a76b25", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffeb3dc5a8a750cdf19daee785a8aad8a76b25"]},
;! {"name": "smax_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffcdc366599d8b11", "0x0", "0x27758dc"]}], "expected": ["0x0", "0x27758dc"]},
;! {"name": "smax_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffff33c1ad229b9b1c907d41c3f85c23486664c6ff630c4583bb4d33d35"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "smax_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xfffec5b12b7fce237dc14a0ecc095054d23b836eb94a01e21aa0c2c77b89460e", "0xe1227459015d47878571910ef57c4db95b31fea4c2f3a3f733b632302dad9272", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffc80aef7053e38779a93bff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffc80aef7053e38779a93bff"]},
;! {"name": "umin_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffff16bd865600dc7d4f498de7f05d9add52828c57588e4eb36206c", "0x1", "0xfffffffffffff16bd865600dc7d4f498de7f05d9add52828c57588e4eb36206c"]}], "expected": ["0x1", "0xfffffffffffff16bd865600dc7d4f498de7f05d9add52828c57588e4eb36206c"]},
;! {"name": "umin_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xd70ca44cdcfd1650d494a12a808ce6f21acbaba3c1eba6b", "0x0", "0x2dbaa922486379d4a18c44983f9c4398fda74b90287e290d5b26ee85eb7d53ea"]}], "expected": ["0x0", "0xd70ca44cdcfd1650d494a12a808ce6f21acbaba3c1eba6b"]},
;! {"name": "umin_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x1e90", "0x1", "0xfffffffffff9295c31e513d22a449b04edd58cde9a2b18a098deb1d1308f28b1"]}], "expected": ["0x0", "0x1e90"]},
;! {"name": "umin_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x2", "0x0", "0xa77dcb42803a7046579e686e06304fa80616a4ebc04adbe45a054d53ba6cecc5"]}], "expected": ["0x0", "0x2"]},
;! {"name": "umin_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xf09a9727984", "0x0", "0x1"]}], "expected": ["0x0", "0x1"]},
;! {"name": "umin_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xfffffffffffffffffffffff7f8b77d0fddc0a57292ca6c4b0a5f525d87bd3008", "0x0", "0x2"]}], "expected": ["0x0", "0x2"]},
;! {"name": "umin_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xd2f9677cc427bbabd290261667ecf5b026bb45a2665af01a0a0f8f56dec1989a", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "umin_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x2", "0x1", "0xffffffff4460f12b70b9e72719859cce967e2a933debb48377a254a176d25e1e"]}], "expected": ["0x0", "0x2"]},
;! {"name": "umin_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xfffffffee8ca683aeaf8667e407f0d9d66ad848c6358eea6cddf06bb406dfbe0", "0x326e06e2db4b3d51a0ce5d0aa4077dab4d2b4a4f466727f2efd76736a6d9c8ca", "0xfffffffee8ca683aeaf8667e407f0d9d66ad848c6358eea6cddf06bb406dfbe0", "0x326e06e2db4b3d51a0ce5d0aa4077dab4d2b4a4f466727f2efd76736a6d9c8ca"]}], "expected": ["0xfffffffee8ca683aeaf8667e407f0d9d66ad848c6358eea6cddf06bb406dfbe0", "0x326e06e2db4b3d51a0ce5d0aa4077dab4d2b4a4f466727f2efd76736a6d9c8ca"]},
;! {"name": "umin_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xef9adae07443f3834d549178312edf385fb506652f19bf6918b59b3f35253e64", "0xffdffcbe9e18efb4bf5469a21c2c5d724501527ce522d47da538eda966b8e148", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0xef9adae07443f3834d549178312edf385fb506652f19bf6918b59b3f35253e64", "0xffdffcbe9e18efb4bf5469a21c2c5d724501527ce522d47da538eda966b8e148"]},
;! {"name": "umin_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1", "0xc989fc52373ee9e194601381e41671d9485342953dddfc7582c1cda35a8d5825", "0x286a4bb522a5b402cf6f12005e61171c2c1d1fadbb60b95ce17dd3a55e4ad745"]}], "expected": ["0x0", "0x1"]},
;! {"name": "umin_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x7aece8cd5becdfd30170aaba6f37743c6845df8737bc3a6a15c0bf49a0ba6383", "0x28d587a9db0b6c49e070046f367e582c03a3da87d34576c15aa9866b8ca0bfb1"]}], "expected": ["0x7aece8cd5becdfd30170aaba6f37743c6845df8737bc3a6a15c0bf49a0ba6383", "0x28d587a9db0b6c49e070046f367e582c03a3da87d34576c15aa9866b8ca0bfb1"]},
;! {"name": "umin_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xfffffffffffffffffffffffffffffffda7ad5b161ccc3703c5c491cfbe8295c8", "0x5380d65257583d1db13a88d74f26b7abd95c3886f2d3ef791f3fd9553186eb74", "0x297189b4dd49695ad61b870711982dd8100d72b34d9aea7918a3754f9e1830c7", "0x83ed333aa59aadf67ed9a892fa16f799e5b133a63f680eba7f58ebed8902bcc5"]}], "expected": ["0x297189b4dd49695ad61b870711982dd8100d72b34d9aea7918a3754f9e1830c7", "0x83ed333aa59aadf67ed9a892fa16f799e5b133a63f680eba7f58ebed8902bcc5"]},
;! {"name": "umin_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "umin_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffd3b7ddf77392bcd070e57a59a3795fbc9788bd9e1b63", "0xfc5fefe07c047f7bf08f304d5a1f8b91ca6643c2b15b772bf64e8cb440e39e6e", "0xadf7c6f547be21e83e9b2fdfa682d800b1cabe624d30fa2e6effd79b94dca6a0", "0x20545ed8d268bbd17efe9d1b539f5bd601d3bc2667c15134fc3dbf6c385ee93e"]}], "expected": ["0xadf7c6f547be21e83e9b2fdfa682d800b1cabe624d30fa2e6effd79b94dca6a0", "0x20545ed8d268bbd17efe9d1b539f5bd601d3bc2667c15134fc3dbf6c385ee93e"]},
;! {"name": "umin_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xf5f4676944f759a36a26157ed4ac3051035c3b61d557e3f6c60e1c80264f678e", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "umax_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "umax_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xbb3befee99e42812552ac9212293d81a2f7410c7441b9e8d1db3b41e334162bf", "0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]}], "expected": ["0x1", "0xfe00000000000000000000000000000000000000000000000000000000000001"]},
;! {"name": "umax_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "umax_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0xbe8095da33b200e74446c2e8ae28b27b04e3561dd0059339565a25e886442d1d", "0x0", "0x2b5c"]}], "expected": ["0x0", "0xbe8095da33b200e74446c2e8ae28b27b04e3561dd0059339565a25e886442d1d"]},
;! {"name": "umax_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x24ae4", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]},
;! {"name": "umax_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffd39e34db6c2", "0x0", "0x919"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffd39e34db6c2"]},
;! {"name": "umax_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x0", "0xa477a6686f489d72beb4de4e37937ad9e80ddb7b11f326781f3"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "umax_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x8", "0x0", "0x0", "0x0", "0x2"]}], "expected": ["0x0", "0x2"]},
;! {"name": "umax_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "umax_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xec5342ba3b3cc2a299cc17d7727c45028e3ca7dbf67c4d50f9d6604142f55347", "0x79001834bd7fdc3bd5a1e6a57a6329b03fbb0a85e2df14655a0364dabf84222b", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffa669f180a9dec1d83ecacc2ea56da7a6977d7f"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffa669f180a9dec1d83ecacc2ea56da7a6977d7f"]},
;! {"name": "umax_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xf2c6fc387e0d50ed63e6afd86f0ec066f8c31cb10274904e025035aab03e4e43", "0x970b96224011abbd6ede1586c23284e033bc49836ef9961f6a5554141ffae895", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0xf2c6fc387e0d50ed63e6afd86f0ec066f8c31cb10274904e025035aab03e4e43", "0x970b96224011abbd6ede1586c23284e033bc49836ef9961f6a5554141ffae895"]},
;! {"name": "umax_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "umax_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "umax_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x0", "0x18c52fc39572f437bccb60576111714a4926ded179d", "0x0", "0x1"]}], "expected": ["0x0", "0x18c52fc39572f437bccb60576111714a4926ded179d"]},
;! {"name": "umax_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]},
;! {"name": "umax_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x9", "0x992d2f007a4c643262c004862715b4966a4c0b130", "0xf381c65f7fb1a7f91a93d3a1342fa5c851e84ae4270a43f6c0129f473180450c", "0x0", "0x1"]}], "expected": ["0x992d2f007a4c643262c004862715b4966a4c0b130", "0xf381c65f7fb1a7f91a93d3a1342fa5c851e84ae4270a43f6c0129f473180450c"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; llvm.abs (INT_MIN is not poison), llvm.smin, smax, umin, umax.
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
declare i257 @llvm.abs.i257(i257, i1)
declare i512 @llvm.abs.i512(i512, i1)
declare i257 @llvm.smin.i257(i257, i257)
declare i512 @llvm.smin.i512(i512, i512)
declare i257 @llvm.smax.i257(i257, i257)
declare i512 @llvm.smax.i512(i512, i512)
declare i257 @llvm.umin.i257(i257, i257)
declare i512 @llvm.umin.i512(i512, i512)
declare i257 @llvm.umax.i257(i257, i257)
declare i512 @llvm.umax.i512(i512, i512)

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
  %f0.8 = call i257 @abs_i257(i257 %f0.7)
  %f0.9 = lshr i257 %f0.8, 256
  %f0.10 = trunc i257 %f0.9 to i256
  %f0.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f0.10, ptr addrspace(1) %f0.11
  %f0.12 = trunc i257 %f0.8 to i256
  %f0.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f0.12, ptr addrspace(1) %f0.13
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
  %f1.8 = call i512 @abs_i512(i512 %f1.7)
  %f1.9 = lshr i512 %f1.8, 256
  %f1.10 = trunc i512 %f1.9 to i256
  %f1.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f1.10, ptr addrspace(1) %f1.11
  %f1.12 = trunc i512 %f1.8 to i256
  %f1.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f1.12, ptr addrspace(1) %f1.13
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
  %f2.16 = call i257 @smin_i257(i257 %f2.7, i257 %f2.15)
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
  %f3.16 = call i512 @smin_i512(i512 %f3.7, i512 %f3.15)
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
  %f4.16 = call i257 @smax_i257(i257 %f4.7, i257 %f4.15)
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
  %f5.16 = call i512 @smax_i512(i512 %f5.7, i512 %f5.15)
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
  %f6.16 = call i257 @umin_i257(i257 %f6.7, i257 %f6.15)
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
  %f7.16 = call i512 @umin_i512(i512 %f7.7, i512 %f7.15)
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
  %f8.8 = inttoptr i256 96 to ptr addrspace(2)
  %f8.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.8)
  %f8.10 = zext i256 %f8.9 to i257
  %f8.11 = inttoptr i256 128 to ptr addrspace(2)
  %f8.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f8.11)
  %f8.13 = zext i256 %f8.12 to i257
  %f8.14 = shl i257 %f8.10, 256
  %f8.15 = or i257 %f8.14, %f8.13
  %f8.16 = call i257 @umax_i257(i257 %f8.7, i257 %f8.15)
  %f8.17 = lshr i257 %f8.16, 256
  %f8.18 = trunc i257 %f8.17 to i256
  %f8.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f8.18, ptr addrspace(1) %f8.19
  %f8.20 = trunc i257 %f8.16 to i256
  %f8.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f8.20, ptr addrspace(1) %f8.21
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
  %f9.8 = inttoptr i256 96 to ptr addrspace(2)
  %f9.9 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.8)
  %f9.10 = zext i256 %f9.9 to i512
  %f9.11 = inttoptr i256 128 to ptr addrspace(2)
  %f9.12 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f9.11)
  %f9.13 = zext i256 %f9.12 to i512
  %f9.14 = shl i512 %f9.10, 256
  %f9.15 = or i512 %f9.14, %f9.13
  %f9.16 = call i512 @umax_i512(i512 %f9.7, i512 %f9.15)
  %f9.17 = lshr i512 %f9.16, 256
  %f9.18 = trunc i512 %f9.17 to i256
  %f9.19 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f9.18, ptr addrspace(1) %f9.19
  %f9.20 = trunc i512 %f9.16 to i256
  %f9.21 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f9.20, ptr addrspace(1) %f9.21
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @abs_i257(i257 %a) {
  %r = call i257 @llvm.abs.i257(i257 %a, i1 false)
  ret i257 %r
}

define i512 @abs_i512(i512 %a) {
  %r = call i512 @llvm.abs.i512(i512 %a, i1 false)
  ret i512 %r
}

define i257 @smin_i257(i257 %a, i257 %b) {
  %r = call i257 @llvm.smin.i257(i257 %a, i257 %b)
  ret i257 %r
}

define i512 @smin_i512(i512 %a, i512 %b) {
  %r = call i512 @llvm.smin.i512(i512 %a, i512 %b)
  ret i512 %r
}

define i257 @smax_i257(i257 %a, i257 %b) {
  %r = call i257 @llvm.smax.i257(i257 %a, i257 %b)
  ret i257 %r
}

define i512 @smax_i512(i512 %a, i512 %b) {
  %r = call i512 @llvm.smax.i512(i512 %a, i512 %b)
  ret i512 %r
}

define i257 @umin_i257(i257 %a, i257 %b) {
  %r = call i257 @llvm.umin.i257(i257 %a, i257 %b)
  ret i257 %r
}

define i512 @umin_i512(i512 %a, i512 %b) {
  %r = call i512 @llvm.umin.i512(i512 %a, i512 %b)
  ret i512 %r
}

define i257 @umax_i257(i257 %a, i257 %b) {
  %r = call i257 @llvm.umax.i257(i257 %a, i257 %b)
  ret i257 %r
}

define i512 @umax_i512(i512 %a, i512 %b) {
  %r = call i512 @llvm.umax.i512(i512 %a, i512 %b)
  ret i512 %r
}
