;! { "cases": [
;! {"name": "and_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]},
;! {"name": "and_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x2"]}], "expected": ["0x0", "0x2"]},
;! {"name": "and_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x1", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x1", "0x0"]},
;! {"name": "and_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0x1", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x0", "0x0"]},
;! {"name": "and_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x2", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x2"]},
;! {"name": "and_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x0", "0x231bfb0e4504c9ee4001317b628a7fd583d82369fcc378"]}], "expected": ["0x0", "0x231bfb0e4504c9ee4001317b628a7fd583d82369fcc378"]},
;! {"name": "and_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffff860ca51d98c8f5e0b9e32", "0x0", "0x129cb99e5ebb801fe80d91222cdfd45718f46f384403"]}], "expected": ["0x0", "0x129cb99e5ebb801fe80d912020ca505108844e080402"]},
;! {"name": "and_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x0", "0x0", "0x104f288307a6ef09a1a82d6dd7c34e8ab40ad5b6bc8af72e224a2e3ecd0a8203", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x104f288307a6ef09a1a82d6dd7c34e8ab40ad5b6bc8af72e224a2e3ecd0a8202"]},
;! {"name": "and_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffff01fc02af3674ba16a", "0xed80dd261d144ffb46e389369df7b6ec09d6f494ccabb0cdd56606ffdc7a3c80", "0xfffffffffffffffffffffffffffffffffffffffffffffff01fc02af3674ba16a", "0xed80dd261d144ffb46e389369df7b6ec09d6f494ccabb0cdd56606ffdc7a3c80"]}], "expected": ["0xfffffffffffffffffffffffffffffffffffffffffffffff01fc02af3674ba16a", "0xed80dd261d144ffb46e389369df7b6ec09d6f494ccabb0cdd56606ffdc7a3c80"]},
;! {"name": "and_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0x0", "0x2"]}], "expected": ["0x0", "0x0"]},
;! {"name": "and_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x2", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x2"]},
;! {"name": "and_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x0", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x0"]},
;! {"name": "and_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x54f10c70203c3eb8830a87d5231c3abc62f566a1c76877e6c211693b0a27fb5f", "0x2ba333caf9c686f2730870ba9233c09f86834d7d5148a0a255a320b105c5ffa3"]}], "expected": ["0x5400000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "and_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x403f74dd6a5e727ad7e816d3efcada8506068140d96686a2e60ee4faafbb1314", "0x4e2ece79e39147c439ea9f39f3d9aeba5d329cfa1d5f6dcd1aa066fed469a4fe", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0x0", "0x0"]},
;! {"name": "and_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0xe04d058b781cffa3f03dd204a8567be9fb855c1c95aca284a71a4c9de5e41926", "0x845f063e7f90a2f0f39a3fab647a83674cc6b9b13253557a12cd8996a358484c"]}], "expected": ["0x0", "0x4c"]},
;! {"name": "and_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x1", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffeef036dacd4b0418a", "0x9253384b70b3e522bd245cc2317a7c8a176b471ca0708f0f798f36d73298fc90"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "or_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffc84a35e94ca903309ba2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffc84a35e94ca903309ba2"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffc84a35e94ca903309ba2"]},
;! {"name": "or_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfdab63ee72cbe36ce55bdc46e201709b4fc28aaa156be507c94012f082f7de50", "0x1", "0x0"]}], "expected": ["0x1", "0xfdab63ee72cbe36ce55bdc46e201709b4fc28aaa156be507c94012f082f7de50"]},
;! {"name": "or_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0x567f4a4cfebfff033094af60bd2792390716cc181ff89b25dad547510612820d", "0x0", "0xfb188ad04f00f1084a746160249a6a70a8d5f4c3d3add11b25475147401ba3fb"]}], "expected": ["0x1", "0xff7fcadcffbfff0b7af4ef60bdbffa79afd7fcdbdffddb3fffd75757461ba3ff"]},
;! {"name": "or_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xacf081055bac1998fac5f5500c36e7268d861aa72254664539591700a1e62e", "0x0", "0x5de6"]}], "expected": ["0x1", "0xacf081055bac1998fac5f5500c36e7268d861aa72254664539591700a1ffee"]},
;! {"name": "or_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xe980d2e1726c3a390c7cd33fcbcf25585e70ed519a5b831e6a928c45a7c650b7", "0x0", "0x2"]}], "expected": ["0x1", "0xe980d2e1726c3a390c7cd33fcbcf25585e70ed519a5b831e6a928c45a7c650b7"]},
;! {"name": "or_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x0", "0x1", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xfffffffffffffffd43696fef5f88d5fe821e77f607ed5257b4efd1d2222ff8ad", "0x1", "0x1"]}], "expected": ["0x1", "0xfffffffffffffffd43696fef5f88d5fe821e77f607ed5257b4efd1d2222ff8ad"]},
;! {"name": "or_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x2", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "or_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "or_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffa42e8ed648a7cfb47ea40635804ed731cc2a5243159602efc", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffa42e8ed648a7cfb47ea40635804ed731cc2a5243159602efd"]},
;! {"name": "or_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x4838da567b6c56d3b1d967c1d36dc050846", "0x3a9ac63c0f8e3acd6f312e335b8e78137bcbf83edb25de0bfa5c2d306b2b9e1c", "0xffffffffffffffffffffff8c1d11cd896ecff9da40c5ac57e4dbb03a98f65067", "0x8bbbe92a7b8ef3f9a32d84bc9206d5c01f6c0bc7e718eed8d5cd9c906739f234"]}], "expected": ["0xffffffffffffffffffffff8c1d11cd8befeffffec5edbf5ff6ffbd3edcf75867", "0xbbbbef3e7f8efbfdef3daebfdb8efdd37feffbffff3dfedbffddbdb06f3bfe3c"]},
;! {"name": "or_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x0", "0x5d0e70c7932a68dba76bf2ec537ea050a13de2e02", "0x0", "0x0"]}], "expected": ["0x0", "0x5d0e70c7932a68dba76bf2ec537ea050a13de2e02"]},
;! {"name": "or_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x712bca37d1abbb7d26fd1703ce12c65c5615d5c4d1c9f69101af12e379cc7309", "0xb0165dd7d8dbd85269e4945966fff2ff43e8285ccdbf7d552aaaf043273cec98"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "or_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffff15d6a428bc510f7ab531ea569b885d43886fd40806638", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffff15d6a428bc510f7ab531ea569b885d43886fd40806639"]},
;! {"name": "or_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0x7f00000000000000000000000000000000000000000000000000000000000000", "0x0", "0x0", "0x7"]}], "expected": ["0x7f00000000000000000000000000000000000000000000000000000000000000", "0x7"]},
;! {"name": "or_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x3", "0xe7873224708aa87ef63375fcf9d52cb531230b8c2287bfc31136655989a89ca9", "0x22d8513403a902b7c9cc695d95d459dbae151edabfc34279760e6956984273f1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1"]},
;! {"name": "xor_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x0", "0x1", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "xor_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffffff299c1ac02b25734f4c35b25bf4106230335fee9f162fc785", "0x0", "0xfce19f76535145dd37546dff6b8b3773ebe0348844ef074a6940f8d3bb9b324c"]}], "expected": ["0x1", "0x31e6089acaeba221ec8773f40ae443ca7d586d3b0ff657a5a1f164cadb4f5c9"]},
;! {"name": "xor_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xffffffffffffce83a566202b4559264a3e752731aa9dbc8f029a5e9cf5f1fe4a", "0x0", "0xe28121a0330eddc50245a79e00eb76714d5d8cdb946adb5ff3db213bc2674f7d"]}], "expected": ["0x1", "0x1d7ede5fccf11346a72387b545b2503b7328abea3ef767d0f1417fa73796b137"]},
;! {"name": "xor_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffff9f2a3a94ca3239f", "0x0", "0xfe00000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x1", "0x1fffffffffffffffffffffffffffffffffffffffffffffff9f2a3a94ca3239f"]},
;! {"name": "xor_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0x1", "0x1", "0xba5b1c1dcc2bfe3bfd41312949f5573619fd902f53a11191b536919ad9c94b88"]}], "expected": ["0x0", "0xba5b1c1dcc2bfe3bfd41312949f5573619fd902f53a11191b536919ad9c94b89"]},
;! {"name": "xor_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfef2c196575b8d4ec4034fbd1ca742b9f129efa89d65c6b4473bd6778adc71bd", "0x0", "0x2000000000000000000000000000000000000000000000000000000000000ff"]}], "expected": ["0x1", "0xfcf2c196575b8d4ec4034fbd1ca742b9f129efa89d65c6b4473bd6778adc7142"]},
;! {"name": "xor_i257 #6", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0x1", "0xfffffffffffff254616098f5036873281826b9a3eaab6572b6f12b2a4d002598"]}], "expected": ["0x0", "0xdab9e9f670afc978cd7e7d9465c15549a8d490ed4d5b2ffda66"]},
;! {"name": "xor_i257 #7", "inputs": [{"method": "#fallback", "calldata": ["0x4", "0x0", "0x23e9312bb22", "0x1", "0xfffffffffffffffffffffffffffffdfebaebaa6a377437b43aa31f0bb6c8b633"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffdfebaebaa6a377437b43aa31d3525da0d11"]},
;! {"name": "xor_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]}], "expected": ["0x0", "0x0"]},
;! {"name": "xor_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff", "0x0", "0x3d8803e10"]}], "expected": ["0x100000000000000000000000000000000000000000000000000000000000000", "0x3d8803eef"]},
;! {"name": "xor_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x131211df72360c7f9f4fa846eb12c842d1151a03b3d9b49258fe9a36", "0x100000000000000000000000000000000000000000000000000000000000000", "0xff"]}], "expected": ["0x100000000000000000000000000000000000000000000000000000000000000", "0x131211df72360c7f9f4fa846eb12c842d1151a03b3d9b49258fe9ac9"]},
;! {"name": "xor_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x96904cfa41ffa532fbc94ad003df4b", "0x3c5126ea31d00ab7f177f24e79a960b8d0495e94f98036a648cda29edf90ccc4"]}], "expected": ["0x800000000000000000000000000000000096904cfa41ffa532fbc94ad003df4b", "0x3c5126ea31d00ab7f177f24e79a960b8d0495e94f98036a648cda29edf90ccc4"]},
;! {"name": "xor_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2", "0x0", "0x125d134787939f4421e4f6a3a747de01655583c2a249b1674f6193031a"]}], "expected": ["0x0", "0x125d134787939f4421e4f6a3a747de01655583c2a249b1674f61930318"]},
;! {"name": "xor_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x0", "0x0"]},
;! {"name": "xor_i512 #6", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffa5cdb15cf113993802168ba66b3157082574703c6a18c756705d", "0x199d9e774a871e531e487a319e75f21ea1252c8e5d22db1af3b450d42ff87418", "0xabb0a505dbd83cdd8c9f83bb5c1d44a3f78381f348eb7cbf508fcec4ee9a36a8"]}], "expected": ["0xe6626188b578e1ace1b785ce618a0de15edad371a2dd24e50c4baf2bd0078be7", "0x544f5afa242799103dc372a8c52546b57c25eac21fe359cb20b3a4dc29cc46f5"]},
;! {"name": "xor_i512 #7", "inputs": [{"method": "#fallback", "calldata": ["0x5", "0x0", "0x2", "0xff00000000000000000000000000000000000000000000000000000000000000", "0x1"]}], "expected": ["0xff00000000000000000000000000000000000000000000000000000000000000", "0x3"]},
;! {"name": "not_i257 #0", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x0"]}], "expected": ["0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i257 #1", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0x1"]}], "expected": ["0x1", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "not_i257 #2", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "not_i257 #3", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x1", "0x0"]}], "expected": ["0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i257 #4", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x1", "0x0"]},
;! {"name": "not_i257 #5", "inputs": [{"method": "#fallback", "calldata": ["0x6", "0x0", "0xa62e7d0660dedc3169218b376681ae3e4bdbb340885c4409ee071be8e3f6a2b5"]}], "expected": ["0x1", "0x59d182f99f2123ce96de74c8997e51c1b4244cbf77a3bbf611f8e4171c095d4a"]},
;! {"name": "not_i512 #0", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x0"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i512 #1", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x0", "0x1"]}], "expected": ["0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"]},
;! {"name": "not_i512 #2", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x0", "0x0"]},
;! {"name": "not_i512 #3", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]}], "expected": ["0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]},
;! {"name": "not_i512 #4", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"]}], "expected": ["0x8000000000000000000000000000000000000000000000000000000000000000", "0x0"]},
;! {"name": "not_i512 #5", "inputs": [{"method": "#fallback", "calldata": ["0x7", "0xbeac9523ee3fab1bcb56760623f695916d0eeb411b41d8f3be4c00574c8ad94e", "0x2d76222836ebbe78659cca1413ecf577d2d6c6e5500c00fcf7c15bc8944d74ed"]}], "expected": ["0x41536adc11c054e434a989f9dc096a6e92f114bee4be270c41b3ffa8b37526b1", "0xd289ddd7c91441879a6335ebec130a882d29391aaff3ff03083ea4376bb28b12"]}
;! ] }
; Generated by scripts/generators/gen-width-tests.py: do not edit, rerun it.
; and, or, xor, not.
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
  %f0.16 = call i257 @and_i257(i257 %f0.7, i257 %f0.15)
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
  %f1.16 = call i512 @and_i512(i512 %f1.7, i512 %f1.15)
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
  %f2.16 = call i257 @or_i257(i257 %f2.7, i257 %f2.15)
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
  %f3.16 = call i512 @or_i512(i512 %f3.7, i512 %f3.15)
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
  %f4.16 = call i257 @xor_i257(i257 %f4.7, i257 %f4.15)
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
  %f5.16 = call i512 @xor_i512(i512 %f5.7, i512 %f5.15)
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
  %f6.8 = call i257 @not_i257(i257 %f6.7)
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
  %f7.2 = zext i256 %f7.1 to i512
  %f7.3 = inttoptr i256 64 to ptr addrspace(2)
  %f7.4 = call i256 @llvm.evm.calldataload(ptr addrspace(2) %f7.3)
  %f7.5 = zext i256 %f7.4 to i512
  %f7.6 = shl i512 %f7.2, 256
  %f7.7 = or i512 %f7.6, %f7.5
  %f7.8 = call i512 @not_i512(i512 %f7.7)
  %f7.9 = lshr i512 %f7.8, 256
  %f7.10 = trunc i512 %f7.9 to i256
  %f7.11 = inttoptr i256 4096 to ptr addrspace(1)
  store i256 %f7.10, ptr addrspace(1) %f7.11
  %f7.12 = trunc i512 %f7.8 to i256
  %f7.13 = inttoptr i256 4128 to ptr addrspace(1)
  store i256 %f7.12, ptr addrspace(1) %f7.13
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}

define i257 @and_i257(i257 %a, i257 %b) {
  %r = and i257 %a, %b
  ret i257 %r
}

define i512 @and_i512(i512 %a, i512 %b) {
  %r = and i512 %a, %b
  ret i512 %r
}

define i257 @or_i257(i257 %a, i257 %b) {
  %r = or i257 %a, %b
  ret i257 %r
}

define i512 @or_i512(i512 %a, i512 %b) {
  %r = or i512 %a, %b
  ret i512 %r
}

define i257 @xor_i257(i257 %a, i257 %b) {
  %r = xor i257 %a, %b
  ret i257 %r
}

define i512 @xor_i512(i512 %a, i512 %b) {
  %r = xor i512 %a, %b
  ret i512 %r
}

define i257 @not_i257(i257 %a) {
  %r = xor i257 %a, -1
  ret i257 %r
}

define i512 @not_i512(i512 %a) {
  %r = xor i512 %a, -1
  ret i512 %r
}
