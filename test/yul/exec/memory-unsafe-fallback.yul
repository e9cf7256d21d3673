// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -O2' %s
// RUN: %evm-yul -O2 %s 2>&1 >/dev/null | FileCheck %s
// RUN: %evm-yul -O0 %s 2>&1 >/dev/null | count 0
// A program without memoryguard (it owns all of memory) whose code, after
// the middle end at -O2, has more live values than DUP16 reaches, even
// with cheap values computed again at their uses: the backend may not
// keep a frame in memory, so bin/evm-yul compiles it again without the
// middle end and says so (docs/yul.md, "Memory"); at -O0 it compiles at
// once. The result agrees with solc's. Made by scripts/fuzz/genyul.py 20
// (its first lines below).
// CHECK: bin/evm-yul: warning: object 'Prog' has no memoryguard, and at -O2 its code needs memory for a frame; compiled without the middle end (as at -O0)
// scripts/fuzz/genyul.py 20: an object with sub-objects
// expect: success
object "Prog" {
    code {
        datacopy(0x3000, dataoffset("Callee"), datasize("Callee"))
        let a35 := create(0, 0x3000, datasize("Callee"))
        log4(1, and(0x1, 0x7f), mulmod(sload(and(slt(calldatasize(), xor(0xbbcd552b0c9b9c1cb15a9314b3935f2e3a61b4146b4a205f53da6922c81a06d8, calldataload(0))), 0x3f)), 1, 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), add(calldataload(0), 0x5ce6df317549888c44465dfadddf209e7f15293cea4509d550f0bd8ebd3fc903), signextend(0xffffffffffffffff, mload(128)), keccak256(65, 1))
        if gt(mload(and(byte(15, sload(36)), 0x1fff)), shl(0x7, mload(and(256, 0x1fff)))) {
            if eq(eq(3, 0x1f), iszero(callvalue())) {
                {
                    mstore(256, 0)
                    mstore(add(256, 0x20), exp(add(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000001), add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)))
                    mstore(add(256, 0x40), mul(f24(signextend(32, xor(0x7, calldataload(0))), mload(0x201), gt(0x7f, 0xffff)), returndatasize()))
                    let v36 := staticcall(gas(), a35, 256, 96, 0x1005, 31)
                }
            }
            let v37 := lt(iszero(a35), 0x844a343b)
        }
        pop(call(gas(), 2, 0, 4101, and(sub(mload(and(0x0, 0x1fff)), 0x100000000000000000000000000000000), 0x7f), 0x1000, 128))
        if iszero(mload(96)) {
            switch mod(lt(iszero(a35), f24(sgt(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)), mul(mload(and(0x8000000000000000000000000000000000000000000000000000000000000001, 0x1fff)), 0x1c4c33c64f24f1822958f2ec312d596a7f27892fe25f484fbe2bb5ec0092484a), 0x8000000000000000000000000000000000000000000000000000000000000000)), 2)
            case 1 {
                mstore(1024, 0x0)
                mstore(add(1024, 0x20), or(calldataload(0), 0xffffffffffffffff))
                mstore(add(1024, 0x40), sload(3))
                let v38 := staticcall(gas(), a35, 1024, 96, 0x21, 0x0)
                returndatacopy(37, 0, returndatasize())
                sstore(16, slt(mload(and(and(v38, v38), 0x1fff)), or(calldataload(0), 0x100)))
            }
            mstore(128, 2)
            mstore(add(128, 0x20), sar(xor(248, calldataload(0)), sload(7)))
            mstore(add(128, 0x40), add(div(add(calldataload(0), 0x9cbaea5f), add(calldataload(0), 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)), clz(add(calldataload(0), 0x7f))))
            let v39 := call(gas(), a35, 0, 128, 0x60, and(keccak256(1024, and(or(iszero(a35), 0x982ee309), 0xff)), 0x1fff), 31)
            returndatacopy(0, 0, returndatasize())
        }
        sstore(and(f30(0), 0x3f), staticcall(gas(), 4, 0x400, and(sgt(mload(and(f30(and(byte(add(calldataload(0), 1), returndatasize()), 3)), 0x1fff)), add(calldataload(0), 0x10000000000000000)), 0x7f), 133, and(mul(xor(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, calldataload(0)), mload(0x20)), 0x7f)))
        let v40 := f30(3)
        mstore(64, 0x1)
        mstore(add(64, 0x20), mload(and(slt(xor(0, calldataload(0)), sload(and(mul(v40, 0x7f), 0x3f))), 0x1fff)))
        mstore(add(64, 0x40), mulmod(add(calldataload(0), 0), mulmod(0, 255, 0x8000000000000000000000000000000000000000000000000000000000000000), and(v40, v40)))
        sstore(43, delegatecall(gas(), a35, 64, 96, 0x45, 0x40))
        returndatacopy(0x1, 0, returndatasize())
        v40 := sub(v40, add(calldataload(0), 0x10))
        let v41 := mload(32)
        mstore8(and(mload(and(sgt(v40, mload(mod(mulmod(v41, 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe, 0x10000000000000000), 0x2000))), 0x1fff)), 0x1fff), f24(shr(0x1f, v40), mload(and("6ZCbe\x56\x4dqf8.\u00e9:\t.XEno.lszWF7\"P\tgP", 0x1fff)), 0x8000000000000000000000000000000000000000000000000000000000000000))
        for { let i42 := 0 } lt(i42, 1) { i42 := add(i42, 1) } {
            switch and(keccak256(129, 0), 3)
            case 1 {
                sstore(6, mload(0))
                tstore(40, sar(256, add(calldataload(0), 0x9be6c4f03beb5752b84a5f5d7c232b5f0cdaefbb87ce25ddc9b29a228a11d911)))
                sstore(31, and(v40, f24(calldatasize(), add(calldataload(0), 65535), mload(96))))
                {
                    pop(iszero(mul(mload(and(not(add(calldataload(0), 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)), 0x1fff)), i42)))
                }
            }
            case 0x2 {
                v40 := i42
                log3(5, 0x80, sload(and(shr(0, i42), 0x3f)), mload(and(slt(v40, v41), 0x1fff)), add(calldataload(0), 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE))
                v41 := slt(gt(shr(or(calldataload(0), 248), 0x100000000000000000000000000000000000000000000000000000000000000), sdiv(v41, sload(18))), or(f24(0xab57f9becf6f2d9c, sgt(46, 0x100000000000000000000000000000000000000000000000000000000000000), v41), shr("whid\u00e9", v40)))
                v41 := sload(1)
            }
            case 0x3 {
                sstore(and(i42, 0x3f), mulmod(i42, add(calldataload(0), 0x2), 3))
                mstore(0x45, 1)
                mstore(add(0x45, 0x20), mul(mul(add(calldataload(0), 0x10000000000000000), iszero(a35)), sload(27)))
                mstore(add(0x45, 0x40), f30(0))
                let v43 := delegatecall(gas(), a35, 0x45, 96, mod(sdiv(mload(4128), v40), 0x2000), 0x60)
                returndatacopy(128, 0, returndatasize())
            }
            case 0 {
                function f48(x49) -> r50 {
                    {
                        let v51 := keccak256(0x80, and(addmod(add(calldataload(0), 0x10000000000000000), add(calldataload(0), 0x80), 3), 0xff))
                        x49 := xor(x49, v51)
                    }
                    let v52 := call(gas(), 0x1234, 0, 0x401, 32, 1029, 0x40)
                    r50 := or(x49, callvalue())
                    v52 := slt(or(calldataload(0), 0xbc4db865), 0x40a9b783e655b5d97041e5af32be1c8729b9a0c7ca1f18adaeb20f31a7e5b35f)
                    mstore(95, sar(add(calldataload(0), 256), mul(8, v52)))
                    if sgt(lt(add(calldataload(0), 0x10000000000000000), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe), mload(mod(v52, 0x2000))) {
                        let v53 := gt(lt(mul(mload(0xa0), callvalue()), keccak256(257, 0x80)), addmod(keccak256(0x0, and(sub(222, calldataload(0)), 0xff)), mload(0x60), 0x3))
                        if gt(div(r50, v53), v52) {
                            let v54 := eq(not(0x100000000000000000000000000000000000000000000000000000000000000), eq(256, v52))
                            switch add(calldataload(0), 0x2)
                            case 8 {
                                let v55 := shr(v54, mload(mod(xor(0xfffffffffffffffffffffffffffffffffffffffe, calldataload(0)), 0x2000)))
                                v52 := xor(v52, v55)
                            }
                            case 0xff {
                                v53 := sub(v53, eq(smod(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, x49), signextend(sub(0x1, calldataload(0)), x49)))
                            }
                            case 2 {
                                let v56 := v53
                                v52 := sub(v52, v56)
                            }
                            case 0xffffffffffffffff {
                                let v57 := x49
                                x49 := add(x49, v57)
                            }
                            x49 := sub(x49, v54)
                        }
                    }
                    r50 := xor(r50, add(calldataload(0), 0x0))
                }
                function f44() -> r45 {
                    r45 := keccak256(mod(mload(and(r45, 0x1fff)), 0x2000), 0)
                    mstore(0x200, sgt(r45, returndatasize()))
                    sstore(24, mload(64))
                    let v46
                    let v47 := sgt(v46, not(0x49a1112eddc78f223dfd0487a3d3ed9c585e1e66f11e0c53da088f223d701040))
                }
                tstore(16, clz(mulmod(v41, v40, xor(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, calldataload(0)))))
                tstore(40, shl(sdiv(v40, 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe), exp(0x21, sub(0x20, calldataload(0)))))
            }
            default {
                v40 := keccak256(0x1000, and(sload(20), 0xff))
                v41 := v41
            }
            let v58 := eq("E", f24(smod(mload(97), v41), mul(0x8, 0xff), div(127, or(calldataload(0), 0x80))))
        }
        v41 := sgt(not(byte(xor(0, calldataload(0)), v40)), mulmod(slt(v40, 0xe7f4d22c55e7b67dd4c184be95801ba94f9710bc97e67cea424239d3a1f9d3e2), f24(v40, sgt(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, v41), sar(or(calldataload(0), 257), mload(and(keccak256(0x405, and(f24(or(calldataload(0), 0x70cf), sload(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), v41), 0xff)), 0x1fff)))), f24(and(tload(43), v40), lt(v41, 20201), v40)))
        pop(signextend(add(calldataload(0), 0x0), sub(v40, sub(3, calldataload(0)))))
        let v59 := slt(mload(4127), eq(v41, 255))
        mstore(0x81, add(calldataload(0), 3))
        mstore(add(0x81, 0x20), byte(0x1f, mod(v59, v59)))
        mstore(add(0x81, 0x40), byte(sub(30, calldataload(0)), f24(shr(v41, mload(and(lt(mload(128), v41), 0x1fff))), mload(96), lt(add(calldataload(0), 3), sub(0x8000000000000000000000000000000000000000000000000000000000000001, calldataload(0))))))
        let v60 := call(gas(), a35, 0, 0x81, 96, 0x101, 128)
        returndatacopy(0x0, 0, returndatasize())
        sstore(30, mload(287))
        v60 := iszero(v60)
        v40 := addmod(keccak256(and(add(calldataload(0), 128), 0x1fff), 96), lt(v41, v60), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe)
        if eq(signextend(calldatasize(), 55624), add("XAD\xd9\r71e", or(calldataload(0), 37216))) {
            mstore(0x1, add(calldataload(0), 0))
            mstore(add(0x1, 0x20), gt(v59, or(add(calldataload(0), 0x4314a910), v40)))
            mstore(add(0x1, 0x40), slt(tload(26), f30(0)))
            sstore(0, staticcall(gas(), a35, 0x1, 96, 0, 0x1))
            if gt(returndatasize(), 0x1f) { returndatacopy(0x21f, 0, 0x20) }
            v40 := keccak256(and(clz(v40), 0x1fff), 64)
        }
        pop(sar(7, lt(v59, 127)))
        mstore(mod(127, 0x2000), gt(mod(v40, v60), and(v40, v59)))
        v40 := sdiv(slt(add(calldataload(0), 32), 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE), add(calldataload(0), 0x1))
        if slt(exp(v59, 257), sub(31, v59)) {
            sstore(0xffffffffffffffffffffffffffffffffffffffff, lt(mulmod(v59, or(calldataload(0), 0x2a3113c00b14bd6b8bf445f8a9388de7054fe37a85919c8d96277535c76fa82e), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), lt(v40, v40)))
            tstore(and(mulmod(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, add(calldataload(0), 0x89a3dd7233e3b1db8c70476610d3c7cd61c97a929e68ef8b0f07efa02110c9c2), 2), 0x3f), eq(lt(v60, sload(11)), 0xffff))
            switch mod(mul(mload(0xA0), not(sub(0x21, calldataload(0)))), 4)
            case 3 {
                returndatacopy(0x25, 0, returndatasize())
                v60 := or(v60, div(v60, v40))
            }
            mstore(0x401, addmod(and(0x1f, v40), signextend(v40, 0x52028e608901cddcfecc58b8667e689ae0c54a538eb0e9bd59dbca6d87b39471), mload(and(v59, 0x1fff))))
        }
        mstore(256, 0x3)
        mstore(add(256, 0x20), sar(0x2434b11e, clz(or(calldataload(0), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe))))
        mstore(add(256, 0x40), iszero(eq(v41, 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe)))
        sstore(15, staticcall(gas(), a35, 256, 0x60, 0x21, 0x80))
        mcopy(0x5, 2087, 0x1)
        function f30(d31) -> r32 {
            r32 := exp(d31, 257)
            mstore(192, sdiv(mload(0xA0), 0x100000000000000000000000000000000))
            let v33 := sload(18)
            switch d31
            case 0 { let v34 := callvalue() }
            default { r32 := xor(r32, f30(sub(d31, 1))) }
            mstore(mod(d31, 0x2000), r32)
            {
                r32 := sgt(div(gt(r32, v33), f24(d31, r32, xor(0x20, calldataload(0)))), v33)
            }
            r32 := add(r32, d31)
        }
        pop(sdiv(mulmod(mload(and(f30(and(lt(xor(0x8000000000000000000000000000000000000000000000000000000000000001, calldataload(0)), v41), 3)), 0x1fff)), v59, 3), clz(v41)))
        mstore(0x5, add(calldataload(0), 0))
        mstore(add(0x5, 0x20), sar(xor(0, calldataload(0)), mload(and(xor(0x1089b961fa9a7071, v41), 0x1fff))))
        mstore(add(0x5, 0x40), calldatasize())
        sstore(34, delegatecall(gas(), a35, 0x5, 256, 0, and(or(1, sload(6)), 0x7f)))
        if v40 {
            tstore(and(sdiv(v41, 0x100000000000000000000000000000000), 0x3f), v59)
        }
        v40 := 8111
        pop(add(calldataload(0), 0xFFFF))
        log1(and(tload(13), 0x1fff), 0x80, f24(addmod(v60, v59, 0x0), sub(v41, v59), 0xda3cecc100c950d055a9b77e5d71494c9fd24af903790b528459077c2ec7f396))
        pop(mload(0x21f))
        switch mod(and(v41, gt(0x40d51ada, v59)), 8)
        case 5 {
            v59 := f30(and(slt(v40, add(calldataload(0), 0x100)), 3))
            pop(staticcall(gas(), 4, 0x1001, 0x60, 64, 64))
        }
        case 1 {
            mstore(0x1001, 1)
            mstore(add(0x1001, 0x20), gt(f30(1), sar(v59, or(calldataload(0), 0xffffffffffffffff))))
            mstore(add(0x1001, 0x40), 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF)
            sstore(45, call(gas(), a35, 0, 0x1001, 0x60, 1, 32))
        }
        default {
            sstore(32, call(gas(), 0x1234, 0, 0x21, 96, 0x45, 0))
            if keccak256(and(smod(v59, 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe), 0x1fff), 32) {
                if v40 {
                    mstore(0, 1)
                    mstore(add(0, 0x20), eq(shr(sub(0x100, calldataload(0)), v41), iszero(a35)))
                    mstore(add(0, 0x40), v60)
                    sstore(0x100, call(gas(), a35, 0, 0, 0x60, 0x1005, 64))
                    if and(v40, 2) {
                        v59 := eq(clz(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), eq("lH\u00e9bEnSI\'G_p\x8c", add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffff)))
                        sstore(32, and(div(iszero(a35), returndatasize()), gt(0x1, v60)))
                        v41 := f24(eq(mload(0x11f), v40), add(xor(0x100, calldataload(0)), v40), div(sload(0xffffffffffffffffffffffffffffffffffffffff), or(calldataload(0), 0x268f0441e71ed6ce)))
                    }
                    function f61(d62) -> r63, r64 {
                        let v65 := add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffff)
                        r63 := mod(sgt(d62, v65), xor(0x8000000000000000000000000000000000000000000000000000000000000000, calldataload(0)))
                        if gt(d62, 0) {
                            let v66, v67 := f61(sub(d62, 1))
                            r63 := xor(r63, v66)
                            r64 := add(r64, v67)
                            let v68 := xor(shr(xor(0x49ebc0a9, calldataload(0)), r63), sgt(v67, returndatasize()))
                            let v69, v70 := f61(sub(d62, 1))
                            r63 := xor(r63, v69)
                            v67 := mod(mload(and(mod(v70, 3), 0x1fff)), 0x100000000000000000000000000000000)
                        }
                        r63 := xor(r63, sub(eq(mload(96), sload(19)), clz(d62)))
                    }
                    function f71(x72) -> r73, r74, r75 {
                        r73 := smod(add(calldataload(0), 0xb3f8030682ad260f), 3)
                        let v76 := sar(add(calldataload(0), 0x100000000000000000000000000000000), r75)
                        mstore8(mod(mload(257), 0x2000), sar(div(add(calldataload(0), 0xffff), 0x0), mload(4160)))
                        r74 := add(r74, keccak256(0x0, and(mulmod(r75, 0x8, r75), 0xff)))
                        r75 := xor(r75, tload(32))
                    }
                }
            }
            pop(call(gas(), 4, 0, 5, 128, 0x40, and(sdiv(0x230dcd3b03619ac2, v41), 0x7f)))
        }
        pop(sdiv(keccak256(and(slt(add(calldataload(0), 1), mload(288)), 0x1fff), 33), mul(v40, returndatasize())))
        mstore(and(keccak256(0x400, and(f24(sgt(v60, or(calldataload(0), 0x21)), sdiv(v59, add(calldataload(0), 0x100000000000000000000000000000000)), sgt(xor(0xac25d319, calldataload(0)), add(calldataload(0), 0xd391))), 0xff)), 0x1fff), 0x8278e8671f070c25023fad3ee8b7b46697449301b5640dfd37f657ac10f98afe)
        switch add(calldataload(0), 31)
        case 31 {
            pop(f30(0))
            mstore(0x100, 0x1)
            mstore(add(0x100, 0x20), iszero(f30(and(calldatasize(), 3))))
            mstore(add(0x100, 0x40), eq(clz(v59), or(v60, 0x7)))
            sstore(7, call(gas(), a35, 0, 0x100, 256, 1029, 0))
        }
        default {
            sstore(and(sdiv(add(calldataload(0), 0x8), v41), 0x3f), staticcall(gas(), 2, mod(sgt(sub(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, calldataload(0)), mload(and(eq(add(calldataload(0), 0xecd1cd34), sload(27)), 0x1fff))), 0x2000), 33, 0x1, 32))
            v41 := f30(3)
        }
        sstore(0x100, lt(not(add(calldataload(0), 0xfc)), add(0xEE9FEFF067C1011D7F8B7CC5BBFD71FAB26CB2274B8CD41AB2494BF2FA634D2, add(calldataload(0), 0xb74d64715cbc4199))))
        v60 := tload(19)
        mstore(1024, 8)
        if and(keccak256(128, 0x100), 2) { log1(4097, 0x1f, not(v40)) }
        if lt(keccak256(mod(addmod(v41, 0xd0da974b118c3a13, add(calldataload(0), 34)), 0x2000), and(sload(5), 0xff)), v40) {
            tstore(31, tload(44))
            sstore(0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, staticcall(gas(), 0x1234, 37, 0x80, 0x1000, and(eq(v60, v41), 0x7f)))
            switch add(calldataload(0), "CodA\xaabcDyJQe")
            case "CodA\xaabcDyJQe" {
                pop(0xA6CF04037AA8BEDFD9A159229D1F60E2258B36E49B9015EF239FD5FB04131622)
                mstore(4096, 2)
                mstore(add(4096, 0x20), eq(sdiv(tload(and(mload(0), 0x3f)), 1), add(calldataload(0), 44)))
                mstore(add(4096, 0x40), v59)
                sstore(22, call(gas(), a35, 1, 4096, 96, and(clz(v40), 0x1fff), 0x20))
                returndatacopy(0x20, 0, returndatasize())
            }
            default {
                sstore(0xffffffffffffffffffffffffffffffffffffffff, mload(32))
                mstore(261, 2)
                mstore(add(261, 0x20), addmod(exp(sub(shl(255, 1), calldataload(0)), v41), f30(3), 0xc1765d31953ffb77c1a4aea6ba43ef6310fd914ff1e13c371f9e52a689e6627f))
                mstore(add(261, 0x40), clz(slt(v59, add(calldataload(0), 0x797FA5F433DEE09F052AF4B96C0A1242D13C72C29D56BC74BF9D4654232FD64E))))
                sstore(17, staticcall(gas(), a35, 261, 96, 133, 32))
                returndatacopy(1025, 0, returndatasize())
            }
            sstore(29, or(v40, mload(64)))
        }
        sstore(17, clz(mulmod(mload(and(addmod(sload(44), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, 0x556965a0c453cc65), 0x1fff)), 256, add(calldataload(0), 2))))
        v41 := add(v41, sgt(mulmod(v59, 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, or(calldataload(0), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe)), sub(0xf7d9cba3103ef15c4fda5cd8ae183bcc422d4cf4833586f38730be1179da3e51, calldataload(0))))
        v41 := v40
        sstore(0x100, v59)
        sstore(0x101, v40)
        stop()
        function f24(x25, x26, x27) -> r28 {
            r28 := slt(slt(r28, x27), 33)
            returndatacopy(0x80, 0, returndatasize())
            if add(calldataload(0), 32) {
                switch and(x27, 7)
                case 2 {
                    mcopy(0x25, 2335, 64)
                    let v29 := gt(gt(0xD32498D6CDCCF8C, x26), xor(x26, 32238))
                    sstore(256, xor(mod(sload(37), r28), mod(0x1113bc49, add(calldataload(0), 2))))
                }
                default {
                    mstore8(64, eq(sgt(0x100000000000000000000000000000000, x26), mload(96)))
                }
            }
            r28 := sub(r28, clz(mload(0x1020)))
        }
    }
    object "Callee" {
        code {
            datacopy(0, dataoffset("Callee_deployed"), datasize("Callee_deployed"))
            return(0, datasize("Callee_deployed"))
        }
        object "Callee_deployed" {
            code {
                function f1(x2) -> r3, r4 {
                    r4 := xor(x2, lt(sload(5), r4))
                    r3 := add(r3, exp(exp(r4, r4), 0x101))
                    let v5 := eq(0xd6e8541a2c1d8f47fe1d515b2c1d87286fba579b31826e0a84fd2ec50d44edc5, r4)
                    mstore(96, v5)
                    r3 := add(r3, div(shr(r4, add(calldataload(0x400), not(0))), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe))
                }
                let mode := calldataload(0)
                function f6() -> r7, r8 {
                    r7 := r8
                    mstore(64, eq(gt(r7, r8), smod(xor(2, calldataload(0x400)), not(0))))
                    r7 := add(r7, 0x4a65c156e8a3cb71b3c2d892d744df80893b4700b0ca3b73635d13cafaa9ce33)
                }
                let v9 := calldataload(0x20)
                let v10 := calldataload(0x40)
                switch mode
                case 0 {
                    v9 := not(xor(slt(v10, add(calldataload(0x400), 0xe9053760ab06439f91193ebd06754645e11f6d0a4651da8320fb641422f00346)), eq(v9, mload(192))))
                    v9 := not(0x8000000000000000000000000000000000000000000000000000000000000001)
                    switch and(sgt(eq(127, 0x37a87cafcc6566271d53c97d88e2a397a2eb08484e7bed4ac4c926ead9a638dc), mode), 7)
                    case 0x7 {
                        pop(call(gas(), 2, 0, 1029, 0x1, 128, 0x1f))
                        v9 := 0x20
                    }
                    case 3 {
                        mstore8(64, v10)
                        let v19, v20 := f6()
                        v20, v19, v10, v9 := f11(v10)
                        function f11(x12) -> r13, r14, r15, r16 {
                            switch add(calldataload(0x400), "t")
                            case "t" {
                                let v17 := keccak256(0x101, 96)
                                leave
                            }
                            case "T" {
                                r15 := xor(r15, calldataload(0x24))
                                leave
                            }
                            default {
                                let v18 := mul(r16, add(calldataload(0x400), 0x7F))
                                r14 := sub(r14, v18)
                            }
                            r13 := xor(r13, calldataload(0x20))
                            r14 := xor(r14, not(sload(and(mload(512), 0x3f))))
                            r15 := sub(r15, lt(mload(33), mload(and(keccak256(and(r14, 0x1fff), 0x0), 0x1fff))))
                        }
                    }
                    case 0x5 {
                        mstore(0x21, and(eq(mode, v10), 3))
                        v9 := slt(v9, 0x77cf01e77f7a388db8ca8722f4193dd2379afbcee2ea3eed343e57eb34658230)
                    }
                    case 0 {
                        let v21 := call(gas(), 4, 0, mod(addmod("c", mode, mode), 0x2000), 0, 1029, 64)
                        pop(staticcall(gas(), 4, 5, 128, 5, and(calldataload(0x40), 0x7f)))
                        v9 := add(v9, v21)
                    }
                    let v22 := sgt(v10, v9)
                    mstore(and(addmod(mload(mod(lt(v9, mode), 0x2000)), v9, 0x8000000000000000000000000000000000000000000000000000000000000000), 0x1fff), v10)
                    return(129, 0x1)
                }
                case 1 {
                    log1(1024, 33, slt(sload(13), v10))
                    sstore(and(eq(12157, mode), 0x3f), smod(calldataload(0x40), add(calldataload(0x400), 0x100000000000000000000000000000000)))
                    if iszero(mode) {
                        sstore(and(mload(0x11f), 0x3f), sgt(sgt(xor(0xa25d, calldataload(0x400)), v10), eq(0xff, mode)))
                        if and(0x8000000000000000000000000000000000000000000000000000000000000001, 128) {
                            sstore(and(keccak256(4101, 96), 0x3f), lt(or(0xfe69aa4f5dcf1618dec3d9ebdb4fa8de4a4a961dc88a8513aa2d9bc1cc95aba3, add(calldataload(0x400), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)), smod(mode, add(calldataload(0x400), 0x3))))
                            v10 := sub(v10, sgt(addmod(add(calldataload(0x400), 0x7B7C9906), add(calldataload(0x400), 1), add(calldataload(0x400), 0)), signextend(add(calldataload(0x400), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd), add(calldataload(0x400), 0xfd3f170bb241d90a085e5f50b44234b7e50259aad2774ad6dd3992240ae7af7))))
                            pop(v9)
                        }
                        mstore(and(mul(v10, v10), 0x1fff), sar(tload(17), sdiv(sub(33, calldataload(0x400)), or(calldataload(0x400), 0x100000000000000000000000000000000))))
                    }
                    v10 := mload(128)
                    mstore(mod(v9, 0x2000), v10)
                    return(0x101, 33)
                }
                case 2 {
                    let v23 := call(gas(), 0x1234, 0, 128, 0x1, 257, 0x60)
                    v9 := xor(shl(255, 1), slt(57935, calldataload(0x40)))
                    v10, v23 := f1(sgt(mode, 0x8feb7802ffc3f931afb4369fb9eabdb4927f8758602f94abd84ea95045fe3ca6))
                    mstore(and(shl(add(calldataload(0x400), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), v10), 0x1fff), v23)
                    revert(1, 1)
                }
                default { stop() }
            }
        }
    }
}
