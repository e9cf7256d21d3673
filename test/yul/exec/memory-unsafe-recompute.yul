// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -O2' %s
// RUN: %evm-yul -O2 %s 2>&1 >/dev/null | count 0
// A program without memoryguard (it owns all of memory) whose code, after
// the middle end at -O2, kept more live values than DUP16 reaches, so
// bin/evm-yul compiled it again without the middle end
// (memory-unsafe-fallback.yul). The backend now computes cheap values
// again where they are used instead of keeping them (docs/design.md,
// "Memory-unsafe code"), and it compiles at -O2 at once. The result
// agrees with solc's. Made by scripts/fuzz/genyul.py 6 (its first lines
// below).
// scripts/fuzz/genyul.py 6: an object with sub-objects
// expect: revert
object "Prog" {
    code {
        function f61(d62, x63, x64, x65) -> r66 {
            r66 := or(clz(d62), add(x63, x63))
            function f67() -> r68, r69, r70, r71 {
                r69 := sload(and(exp(add(calldataload(0), not(0)), add(calldataload(0), 0x1dad00a9781c0e049fd89b5fcc5ccc99d814c318a49824dab3dd55e9622fca30)), 0x3f))
                r71 := lt(2, r71)
                if lt(gt(r70, sload(29)), "cY") {
                    let v72 := r71
                    leave
                }
                let v73 := mload(and(add(r71, callvalue()), 0x1fff))
                switch mod(sload(42), 4)
                case 3 {
                    sstore(not(0), sar(add(calldataload(0), 0x100000000000000000000000000000000), addmod(r71, xor(0xcd48d809834862e70a184de2226869591c57c2b1a620830411cf8ae5b6eeeacc, calldataload(0)), r68)))
                }
                switch mod(mul(exp(0x8000000000000000000000000000000000000000000000000000000000000000, 0), clz(0x818a28dbc30e94e8f20659e1030ce535d4a252c1cfa0dca2b49cd75e56e36d83)), 4)
                case 1 {
                    r69 := lt(add(calldataload(0), 0xff), or(mload(63), sload(0x100)))
                }
                r69 := add(r69, xor(mod(sub(0x100, calldataload(0)), r69), sgt(add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffff), r71)))
                r70 := sub(r70, gt(smod(0x454e0878, 0xffffffffffffffff), mload(192)))
            }
            sstore(6, keccak256(5, 0x21))
            sstore(44, slt(mod(x65, add(calldataload(0), 10)), r66))
            if d62 {
                r66 := add(r66, f61(sub(d62, 1), 7, mload(4096), smod(or(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000000), not(0))))
            }
            let v74 := mul(x64, x64)
        }
        datacopy(0x3000, dataoffset("Callee"), datasize("Callee"))
        let a91 := create2(0, 0x3000, datasize("Callee"), 1)
        mstore(4096, 0x1)
        mstore(add(4096, 0x20), f61(0, gt(sload(25), 0xc1608c6b), add(calldataload(0), 0x8A426A3A848FD38213177D8F1CE7EB6C2305AAE3CD0F34D9F6FA746F8FC443F6), not(0xffffffffffffffffffffffffffffffffffffffff)))
        mstore(add(4096, 0x40), sar(div(0xcd912441f1b371a85d773cd8d29baa9169550ad8b7ac3843a5fca56ffee27c54, add(calldataload(0), 0x100000000000000000000000000000000)), or(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000000)))
        let v92 := call(gas(), a91, 0, 4096, 96, 0x80, 0x60)
        if gt(returndatasize(), 0x1f) { returndatacopy(0x60, 0, 0x20) }
        sstore(15, exp(f61(1, slt(xor(0x3A8079682B242AD8527029570D373A75F0C9643717BE37B296F5ADC2C803BFBF, calldataload(0)), v92), and(v92, 33), sgt(v92, v92)), keccak256(1025, and(v92, 0xff))))
        tstore(and(iszero(0x1f), 0x3f), sgt(f61(and(mload(and(eq(v92, v92), 0x1fff)), 4), mload(mod(f61(2, slt(tload(36), v92), v92, mload(0x240)), 0x2000)), slt(callvalue(), v92), byte(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, v92)), not(tload(9))))
        if slt(xor(xor(0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, calldataload(0)), 0x100000000000000000000000000000000000000000000000000000000000000), not(33)) {
            sstore(and(eq(v92, add(calldataload(0), 0x89a01d17ade0883ebf45a1902583385094494660f0610704a1be726880046c0c)), 0x3f), f61(4, v92, sgt(add(calldataload(0), 0xff), 34964), keccak256(0x1000, 0x1)))
            for { let i93 := 3 let v94 := mload(160) } gt(i93, 0) { i93 := sub(i93, 1) v94 := mul(v94, 0x11e6d8878a16ad93) } {
                v94, v92 := f75(shr(0x21, v94), gt(v94, 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff))
                let v95 := clz(f61(and(add(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000000), 4), xor(v94, i93), clz(iszero(a91)), gt(i93, i93)))
                if f61(3, clz(mload(0x220)), mod(v94, v95), mulmod(add(calldataload(0), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd), v95, add(calldataload(0), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe))) {
                    sstore(and(gt(v95, i93), 0x3f), call(gas(), 2, 0, 0, and(mulmod(65535, v95, v95), 0x7f), 133, 31))
                    sstore(and(add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffff), 0x3f), mul(smod(or(calldataload(0), 0x160a0c21da37c0f3), 0), sgt(v94, add(calldataload(0), 0x9fc892392367e80))))
                }
                v92 := add(v92, v95)
            }
        }
        mstore(4097, 3)
        mstore(add(4097, 0x20), or(keccak256(mod(lt(v92, add(calldataload(0), 0xd998f5183a560cff)), 0x2000), 256), mod(v92, add(calldataload(0), 0xa))))
        mstore(add(4097, 0x40), sar(signextend(v92, v92), mload(64)))
        let v96 := call(gas(), a91, 0, 4097, 256, 0x1, 0x60)
        function f75(x76, x77) -> r78, r79 {
            x76 := shl(0xff, mload(513))
            r79 := xor(r79, r78)
            mstore8(64, sub(0x20, calldataload(0)))
            function f80(d81, x82, x83, x84) -> r85, r86, r87 {
                calldatacopy(256, calldatasize(), 128)
                if gt(d81, 0) {
                    let v88, v89, v90 := f80(sub(d81, 1), sdiv(r86, 0x1), slt(x82, d81), slt(r87, 0x100000000000000000000000000000000))
                    r86 := xor(r86, v89)
                    r87 := add(r87, v90)
                    x83 := sub(r87, 33)
                }
                if mload(0x240) {
                    r86 := sgt(d81, x83)
                    leave
                }
                r85 := sub(r85, sdiv(eq(d81, add(calldataload(0), 0x100000000000000000000000000000000)), mod(mload(1088), d81)))
                r86 := xor(r86, mload(96))
            }
            r78 := sub(r78, eq(addmod(mload(0x60), r79, x76), keccak256(0x100, and(exp(0x4daed4e4a17144fc, x77), 0xff))))
            r79 := add(r79, mload(and(r79, 0x1fff)))
        }
        switch mload(mod(mulmod(iszero(a91), v92, add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)), 0x2000))
        case 0x1f {
            let v97, v98 := f75(or(v92, sload(13)), 0xffffffffffffffffffffffffffffffffffffffff)
            if iszero(256) { revert(4096, 64) }
        }
        case 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE {
            mstore(133, 2)
            mstore(add(133, 0x20), sload(34))
            mstore(add(133, 0x40), v96)
            sstore(47, call(gas(), a91, 0, 133, 96, 0x0, 1))
            if gt(returndatasize(), 0x1f) { returndatacopy(4128, 0, 0x20) }
            if and(sar(add(calldataload(0), 0x200), xor(0x8000000000000000000000000000000000000000000000000000000000000001, calldataload(0))), 128) {
                mstore(133, add(calldataload(0), 2))
                mstore(add(133, 0x20), mul(mulmod(mload(128), mload(96), add(calldataload(0), 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF)), not(add(calldataload(0), 65535))))
                mstore(add(133, 0x40), f61(and(mulmod(v96, mload(mod(30, 0x2000)), 241), 4), sub(add(calldataload(0), 0xbba1c802d584f6e1525910fd68ce437f76d7063db955945b4823585a60333e52), xor(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, calldataload(0))), sgt(v92, add(calldataload(0), 257)), 0))
                let v99 := staticcall(gas(), a91, 133, 96, mod(f61(and(keccak256(and(keccak256(4097, 0), 0x1fff), 64), 4), gt(returndatasize(), v96), addmod(0xA2781F46CCD6007D162E5146A8F353A04FD87CBAAFE525FD39B9C20C5F795761, sub(0x715C790E05E053ED82178CCF3D576B194E73ADA8ECD8F782B9EC11237239C083, calldataload(0)), 0), sload(44)), 0x2000), 0)
                returndatacopy(0x0, 0, returndatasize())
                v96 := sub(v96, v99)
            }
        }
        default {
            datacopy(0x3000, dataoffset("Callee"), datasize("Callee"))
            let a100 := create(0, 0x3000, datasize("Callee"))
            v92 := sar(v96, tload(and(mulmod(0x100, v92, 0x7b5a5ffe2eba464ed774d114f03fc6a469275dc731e74def38317cd0210c527), 0x3f)))
            let v101 := 46534
        }
        mstore(0x405, add(calldataload(0), 0))
        mstore(add(0x405, 0x20), exp(add(calldataload(0), 0xa), 0x8))
        mstore(add(0x405, 0x40), "\x44NdGt.c\x8a")
        let v102 := call(gas(), a91, 0, 0x405, 96, mod(v96, 0x2000), 0)
        if gt(returndatasize(), 0x1f) { returndatacopy(33, 0, 0x20) }
        mstore(1024, 2)
        mstore(add(1024, 0x20), v92)
        mstore(add(1024, 0x40), eq(iszero(0xd58d7ed7dd43b41a29b6f6b6e3b788e4be88bc0056b3af90f6af2430831c767b), v96))
        sstore(35, delegatecall(gas(), a91, 1024, 0x60, 133, 31))
        returndatacopy(0x1000, 0, returndatasize())
        mstore(add(0x0, 0x0), v96)
        mstore(add(0x0, 0x20), v92)
        revert(0x0, 0x40)
    }
    object "Callee" {
        code {
            datacopy(0, dataoffset("Callee_deployed"), datasize("Callee_deployed"))
            return(0, datasize("Callee_deployed"))
        }
        object "Callee_deployed" {
            code {
                mstore(0x40, memoryguard(0x80))
                mstore(0, add(calldataload(0x400), 0))
                mstore(0x20, add(calldataload(0x400), 0xcd4a55577d24b39645cf8aa4059a91e1c527e27951c342505f877031bc1e3ac1))
                let p1 := alloc_mem(256)
                let p2 := alloc_mem(192)
                let p3 := alloc_mem(256)
                let mode := calldataload(0)
                function f4(q5, x6, x7) -> r8, r9, r10 {
                    {
                        mstore(add(q5, 0x3e), sgt(iszero(add(calldataload(0x400), 0x80)), 0x390567c27bd6aa42))
                        mstore(q5, mload(q5))
                        let v11 := staticcall(gas(), 4, add(q5, 0x18), 114, add(q5, 0x31), 21)
                        r10 := add(r10, v11)
                    }
                    sstore(and(lt(0x10000000000000000, 0xff), 0x3f), mulmod(gt(r10, r8), eq(x7, r8), mload(18)))
                    sstore(33, iszero(gt(53, 0x0)))
                    r9 := sub(r9, xor(slt(calldataload(0x24), x6), mload(add(q5, mod(mload(add(q5, 70)), 0x81)))))
                }
                let v20 := calldataload(0x20)
                let v21 := calldataload(0x40)
                {
                    if and(mload(add(p1, 0x1e)), 2) {
                        v21, v20 := f22(p2, mload(add(p1, 138)))
                        let v49
                        mstore(p3, mulmod(byte(calldataload(0x40), v21), v21, 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff))
                        v20 := xor(v20, v49)
                    }
                    function f22(q23, x24) -> r25, r26 {
                        function f27(d28, x29) -> r30, r31 {
                            let v32 := gt(x29, mload(0x1d))
                            let v33 := mload(0x15)
                            let v34
                            if gt(d28, 0) {
                                let v35, v36 := f27(sub(d28, 1), xor(not(0), mload(21)))
                                r30 := add(r30, v35)
                                r31 := xor(r31, v36)
                                let v37, v38 := f27(sub(d28, 1), gt(v33, d28))
                                r30 := xor(r30, v37)
                                r31 := xor(r31, v38)
                            }
                        }
                        r26 := sload(2)
                        r26 := sgt(lt(0x896ab0378e92a4ab7ecc02bbd146c3e6e0ff29fb86e6cfa800d779dff89c57b3, x24), signextend(xor(31, calldataload(0x400)), r26))
                        let v39 := slt(sar(r25, mload(add(q23, 0x5))), keccak256(q23, 64))
                        v39 := clz(r26)
                        let v40 := v39
                        r25 := add(r25, x24)
                        r26 := sub(r26, and(lt(add(calldataload(0x400), 0x10000000000000000), add(calldataload(0x400), 0xc8a6461f383a8c862742d88d61739860df4afb3f8abe804583ef13dfc66f1753)), r25))
                    }
                    function f41(d42) -> r43 {
                        r43 := clz(or(r43, 0x20))
                        let v44, v45, v46, v47 := f12(d42)
                        if gt(d42, 0) {
                            let v48 := f41(sub(d42, 1))
                            r43 := xor(r43, v48)
                            v45, v47, v44, r43 := f12(addmod(128, 0xa3c589940f0dc13aa348395e6f1c4e6f7b276ec810932b349b748c151bc60a57, 0x1aa30dcc3d970bd0))
                        }
                        if and(xor(0x62DE1268, v47), not(v46)) { return(0x5, 0) }
                        v45 := r43
                        r43 := add(r43, slt(shr(xor(0x1F, calldataload(0x400)), v47), v46))
                    }
                }
                function alloc_mem(alloc_size) -> alloc_ptr {
                    alloc_ptr := mload(0x40)
                    let alloc_end := add(alloc_ptr, and(add(alloc_size, 31), not(31)))
                    if gt(alloc_end, 0xffffffffffffffff) { revert(0, 0) }
                    mstore(0x40, alloc_end)
                    calldatacopy(alloc_ptr, calldatasize(), alloc_size)
                }
                switch mode
                case 0 {
                    switch add(calldataload(0x400), 2)
                    case 0x8000000000000000000000000000000000000000000000000000000000000000 {
                        mstore(add(p2, 0x0), xor(shr(31, sload(and(mulmod(32, v21, 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), 0x3f))), mload(add(p2, mod(gt(mode, v20), 0xa1)))))
                    }
                    case 0x8 {
                        let v50 := signextend(0x1, 0xce3fde056184a77d72445b37a369f7dbe5417b0453b880106c52faa794b4c150)
                        v21 := sub(v21, v50)
                    }
                    case 2 {
                        if gt(xor(0xB7, calldataload(0x400)), mload(add(p3, mod(slt(mode, 0xf0d3912a6a0adddd60e5024c714cfbe02533277ce989b8283ec5aba65a343101), 0xe1)))) {
                            pop(sub(0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe, tload(and(shl(0x100, 0xffff), 0x3f))))
                        }
                    }
                    default {
                        function f51(q52, x53, x54) -> r55 {
                            r55 := add(keccak256(add(q52, 9), 38), addmod(calldataload(0), add(calldataload(0x400), 0x100000000000000000000000000000000000000000000000000000000000000), returndatasize()))
                            let v56 := mload(add(q52, 0x14))
                            x53 := x54
                            let v57 := x53
                            v56, x53, v57, x54 := f12(exp(add(calldataload(0x400), 0x8000000000000000000000000000000000000000000000000000000000000000), 0x2))
                            r55 := add(r55, signextend(keccak256(add(q52, 7), 0x1b), r55))
                        }
                        let v58 := xor(gt(sload(13), mode), gt(0x3f977b06cc88b163, sub(61, calldataload(0x400))))
                    }
                    pop(mulmod(mload(p3), mload(add(p3, mod(gt(3, v21), 0xe1))), 0))
                    {
                        let v59 := keccak256(0x12, 0x10)
                        v59 := lt(0xff, v21)
                        v21 := xor(v21, v59)
                    }
                    v21 := sub(v21, lt(byte(add(calldataload(0x400), 0x8000000000000000000000000000000000000000000000000000000000000000), add(calldataload(0x400), 0x336463df)), iszero(v21)))
                    mstore(5, v21)
                    return(add(p1, 0x7e), 35)
                }
                case 1 {
                    v21 := 0x4
                    mstore(p2, v20)
                    return(add(p1, 0x39), 126)
                }
                case 2 {
                    v20 := mul(v20, sgt(add(calldataload(0x400), 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE), mulmod(v20, 0xffffffffffffffff, add(calldataload(0x400), 2))))
                    v20 := add(v20, sgt(mload(add(p3, mod(sub(0x59B, calldataload(0x400)), 0xe1))), sgt(v21, xor(0x2, calldataload(0x400)))))
                    let v60 := sgt(mload(0x8), add(calldataload(0x400), 246))
                    mstore(p2, v21)
                    revert(add(p1, 107), 30)
                }
                default { stop() }
                function f12(x13) -> r14, r15, r16, r17 {
                    r15 := smod(mul(r14, x13), add(calldataload(0x400), 0x0))
                    let v18 := eq(mod(or(calldataload(0x400), 0x302a59d862fdd18891a46fe9ce1a0c0ac952b37f01383e3f9286660c8f9e9cce), 0x8000000000000000000000000000000000000000000000000000000000000000), slt(r14, calldataload(0x40)))
                    let p19 := alloc_mem(96)
                    x13 := add(calldataload(0x400), 255)
                    r16 := or(r16, lt(mload(add(p19, mod(gt(x13, add(calldataload(0x400), 0xb5549da1a6a59ee1)), 0x41))), clz(r17)))
                    r14 := sub(r14, mload(add(p19, mod("C\nRgdi7\x2c", 0x41))))
                    r15 := sub(r15, lt(sar(0x12c, calldataload(0x60)), gt(0xffffffffffffffffffffffffffffffff, r14)))
                    r16 := sub(r16, sload(and(gt(v18, mload(add(p19, 40))), 0x3f)))
                    r17 := xor(r17, r17)
                }
            }
        }
    }
}
