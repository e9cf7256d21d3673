;! { "cases": [
;! {"name": "zero", "inputs": [{"method": "#fallback", "calldata": ["0", "0", "0", "0"]}], "expected": ["0x0000000000000000000000000000000000000000000000000000000000000000", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afd9", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afd9", "0x0000000000000000000000000000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000000000000000000000000000", "0xa7e2ae10ff921efc7a3d33b97cd86182af9378d3ff7ed7f8abbb6dd46c13a2b9"]},
;! {"name": "small", "inputs": [{"method": "#fallback", "calldata": ["5", "7", "11", "13"]}], "expected": ["0x00000000000000000000000000000000000000000000000128b29348f9079802", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afd9", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afd9", "0x00000000000000000000000000000000fffffffffffffffffffffffffffffff3", "0x4ede3bed6861ad02ac57dd7de1903f3bd5ca12798e4974ff5ae54acb97d736a2", "0x993d8887d0edeee81724cb5ffe4b7fc0cbc0a3419c08149637c518e49aaa7691"]},
;! {"name": "ones", "inputs": [{"method": "#fallback", "calldata": ["-1", "-1", "-1", "-1"]}], "expected": ["0x000000000000000000000000000000000000000000000000b0058db6a10b77a5", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afd9", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afd9", "0x0000000000000000000000000000000000000000000000000000000000000001", "0x6ec97bc0bedd4803f00d1d5103b8e8dde4a3d83d6c2189393c24a264c2f9f1ea", "0xb761b37ea2be3fcc5eff2d8e367cae08d71674565de81e4f733fb2970af3b57b"]},
;! {"name": "long-loops", "inputs": [{"method": "#fallback", "calldata": ["63", "0x5851f42d4c957f2d", "0x14057b7ef767814f", "0x9e3779b97f4a7c15"]}], "expected": ["0x000000000000000000000000000000000000000000000001218729798815e210", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc19670115741e0d7", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc19670115741e0d7", "0x00000000000000000000000000000000ffffffffffffffff61c8864680b583eb", "0xfcd0303d5b2f2675d9f6a665b609c9d90e5e7f2e98ab5404d482ae0752f765bc", "0x3fc3f52410f6db526d8123f295f741301bff96489e9ba3bef7d4af1389ab0bd3"]},
;! {"name": "wide", "inputs": [{"method": "#fallback", "calldata": ["0x7f", "0x9e3779b97f4a7c15f39cc0605cedc8341082276bf3a27251f86c6a11d0c18e95", "0x0123456789abcdef0fedcba98765432100112233445566778899aabbccddeeff", "0x8000000000000000000000000000000000000000000000000000000000000000"]}], "expected": ["0x00000000000000000000000000000000000000000000000107c6772b2d1b68fe", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afda", "0x9e37bce3864682c14ed2bd0dac51918936bd17e069259fadc1be7b085530afda", "0x8000000000000000000000000000000000000000000000000000000000000000", "0xc71aff78af98f3d50340bdd64fbb085b469390e01ad6f9f937e3b6a4a3faf652", "0x236d466b3036649e7a329fc92ec2fbf5310760ca9383ba104029e18326b5299a"]},
;! {"name": "n-mod-64", "inputs": [{"method": "#fallback", "calldata": ["100", "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210", "0xffffffffffffffffffffffffffffff00", "3"]}], "expected": ["0x0000000000000000000000000000000000000000000000013072330e9c9bcbfe", "0x9e37bce3864682c14ed2bd0dac51918934bd17e069259fadc1be7b085530afdc", "0x9e37bce3864682c14ed2bd0dac51918934bd17e069259fadc1be7b085530afdc", "0x00000000000000000000000000000000fffffffffffffffffffffffffffffffd", "0xf590f0dbd65474489831ae6c210a3a569fb830db3b6702e6fe3106c87e1e145f", "0x482560d4b7b50fc75f0b9b44ff13d1d7d64a033fe6fb4397646cdce014d07102"]}
;! ] }
; Constants that a block uses several times, in functions optimised for
; size (optsize or minsize, kept by noinline at every -O level): the
; stackifier pushes such a constant once in the block and DUPs it where the
; block gets shorter (EVMValuePlacement::keepRepeatedConstants,
; docs/design.md). 8-byte (0x5851f42d4c957f2d, 0x14057b7ef767814f, the
; 64-bit mask) and 32-byte constants, as either operand of non-commutative
; operations, masks pushed as a complement and NOT, loops with one and two
; paths, and thirteen live arguments around a 32-byte constant; mix32_plain
; is mix32 without optsize and must agree with it.
; Calldata: n (loops run n mod 64 times), x, y, z. Returned: lcg(n, x),
; mix32(x, y), mix32_plain(x, y), masks(x, y, z), branchy(x, n),
; pressure(x, x+1, y+2, z+3, x^y, y^z, z^x, 7x, 8y, 9z, x-y, y-z, z).
; The expected words were computed by a Python model of each function
; (arithmetic modulo 2^256), and checked against lli (LLVM 22) running the
; same functions on the host.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %p1 = inttoptr i256 32 to ptr addrspace(2)
  %p2 = inttoptr i256 64 to ptr addrspace(2)
  %p3 = inttoptr i256 96 to ptr addrspace(2)
  %n0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p1)
  %y = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p2)
  %z = call i256 @llvm.evm.calldataload(ptr addrspace(2) %p3)
  %n = and i256 %n0, 63
  %r0 = call i256 @lcg(i256 %n, i256 %x)
  %r1 = call i256 @mix32(i256 %x, i256 %y)
  %r2 = call i256 @mix32_plain(i256 %x, i256 %y)
  %r3 = call i256 @masks(i256 %x, i256 %y, i256 %z)
  %r4 = call i256 @branchy(i256 %x, i256 %n)
  %a1 = add i256 %x, 1
  %a2 = add i256 %y, 2
  %a3 = add i256 %z, 3
  %a4 = xor i256 %x, %y
  %a5 = xor i256 %y, %z
  %a6 = xor i256 %z, %x
  %a7 = mul i256 %x, 7
  %a8 = mul i256 %y, 8
  %a9 = mul i256 %z, 9
  %a10 = sub i256 %x, %y
  %a11 = sub i256 %y, %z
  %r5 = call i256 @pressure(i256 %x, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %z)
  %q1 = inttoptr i256 32 to ptr addrspace(1)
  %q2 = inttoptr i256 64 to ptr addrspace(1)
  %q3 = inttoptr i256 96 to ptr addrspace(1)
  %q4 = inttoptr i256 128 to ptr addrspace(1)
  %q5 = inttoptr i256 160 to ptr addrspace(1)
  store i256 %r0, ptr addrspace(1) null
  store i256 %r1, ptr addrspace(1) %q1
  store i256 %r2, ptr addrspace(1) %q2
  store i256 %r3, ptr addrspace(1) %q3
  store i256 %r4, ptr addrspace(1) %q4
  store i256 %r5, ptr addrspace(1) %q5
  call void @llvm.evm.return(ptr addrspace(1) null, i256 192)
  unreachable
}

; n rounds of a 64-bit-style LCG with an xorshift, kept in 256 bits:
; A = 0x5851f42d4c957f2d three times and C = 0x14057b7ef767814f and the
; 8-byte mask once each an iteration.
define internal i256 @lcg(i256 %n, i256 %s0) noinline optsize {
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ %s0, %entry ], [ %s1, %body ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %body, label %done
body:
  %m = mul i256 %s, 6364136223846793005
  %t = add i256 %m, 1442695040888963407
  %h = lshr i256 %t, 33
  %u = xor i256 %t, %h
  %v = mul i256 %u, 6364136223846793005
  %w = and i256 %v, 18446744073709551615
  %s1 = add i256 %w, 6364136223846793005
  %i1 = add i256 %i, 1
  br label %head
done:
  ret i256 %s
}

; 32-byte constants, several times in one block, as either operand of
; non-commutative operations too: K = 0x9e3779b97f4a7c15f39cc0605cedc834
; 1082276bf3a27251f86c6a11d0c18e95, D = 0x0123456789abcdef0fedcba987654321
; 00112233445566778899aabbccddeeff.
define internal i256 @mix32(i256 %x, i256 %y) noinline optsize {
entry:
  %a = xor i256 %x, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %b = mul i256 %a, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %c = add i256 %b, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %d = sub i256 %y, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %e = sub i256 71563446777022297856526126342750658392501306254664949883333486863006233104021, %d
  %f = udiv i256 %c, 514631507721405306660750627004050553168471486996622687914805231603028979455
  %g = urem i256 %e, 514631507721405306660750627004050553168471486996622687914805231603028979455
  %h = xor i256 %f, %g
  %k = ashr i256 %h, 7
  %r = add i256 %k, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  ret i256 %r
}

; The same without optsize: every constant pushed at each use.
define internal i256 @mix32_plain(i256 %x, i256 %y) noinline {
entry:
  %a = xor i256 %x, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %b = mul i256 %a, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %c = add i256 %b, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %d = sub i256 %y, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %e = sub i256 71563446777022297856526126342750658392501306254664949883333486863006233104021, %d
  %f = udiv i256 %c, 514631507721405306660750627004050553168471486996622687914805231603028979455
  %g = urem i256 %e, 514631507721405306660750627004050553168471486996622687914805231603028979455
  %h = xor i256 %f, %g
  %k = ashr i256 %h, 7
  %r = add i256 %k, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  ret i256 %r
}

; Constants pushed as a complement and NOT under optsize: -256, -1, and
; the high half 2^256 - 2^128.
define internal i256 @masks(i256 %x, i256 %y, i256 %z) noinline minsize optsize {
entry:
  %a = and i256 %x, -256
  %b = and i256 %y, -256
  %c = add i256 %a, %b
  %d = and i256 %c, -256
  %e = xor i256 %d, -1
  %f = xor i256 %z, -1
  %g = and i256 %e, -340282366920938463463374607431768211456
  %h = and i256 %f, -340282366920938463463374607431768211456
  %h2 = or i256 %f, -340282366920938463463374607431768211456
  %i = add i256 %g, %h2
  %j = xor i256 %i, -340282366920938463463374607431768211456
  %k = sub i256 %j, -1
  %l = and i256 %k, %h
  %m = xor i256 %l, %k
  ret i256 %m
}

; A loop with two paths, each using A and C several times.
define internal i256 @branchy(i256 %x, i256 %n) noinline optsize {
entry:
  br label %head
head:
  %i = phi i256 [ 0, %entry ], [ %i1, %latch ]
  %s = phi i256 [ %x, %entry ], [ %s2, %latch ]
  %c = icmp ult i256 %i, %n
  br i1 %c, label %body, label %done
body:
  %bit = and i256 %s, 1
  %odd = icmp ne i256 %bit, 0
  br i1 %odd, label %o, label %e
o:
  %o1 = mul i256 %s, 6364136223846793005
  %o2 = add i256 %o1, 6364136223846793005
  %o3 = lshr i256 %o1, 17
  %o4 = xor i256 %o2, %o3
  %o5 = sub i256 %o4, 6364136223846793005
  br label %latch
e:
  %e1 = xor i256 %s, 6364136223846793005
  %e2 = mul i256 %e1, 1442695040888963407
  %e3 = add i256 %e2, 1442695040888963407
  %e4 = udiv i256 %e3, 1442695040888963407
  %e5 = add i256 %e4, %e2
  br label %latch
latch:
  %s2 = phi i256 [ %o5, %o ], [ %e5, %e ]
  %i1 = add i256 %i, 1
  br label %head
done:
  ret i256 %s
}

; Thirteen arguments live while a 32-byte constant is used three times:
; kept only if the block stays within DUP16 reach.
define internal i256 @pressure(i256 %a0, i256 %a1, i256 %a2, i256 %a3, i256 %a4, i256 %a5, i256 %a6, i256 %a7, i256 %a8, i256 %a9, i256 %a10, i256 %a11, i256 %k) noinline optsize {
entry:
  %t0 = mul i256 %k, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %t1 = add i256 %t0, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  %s1 = add i256 %a0, %a1
  %s2 = mul i256 %s1, %a2
  %s3 = xor i256 %s2, %a3
  %s4 = add i256 %s3, %a4
  %s5 = mul i256 %s4, %a5
  %s6 = xor i256 %s5, %a6
  %s7 = add i256 %s6, %a7
  %s8 = mul i256 %s7, %a8
  %s9 = xor i256 %s8, %a9
  %s10 = add i256 %s9, %a10
  %s11 = sub i256 %s10, %a11
  %r = xor i256 %s11, %t1
  %r2 = mul i256 %r, 71563446777022297856526126342750658392501306254664949883333486863006233104021
  ret i256 %r2
}
