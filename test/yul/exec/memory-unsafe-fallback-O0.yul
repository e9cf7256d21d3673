// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -O0' %s
// RUN: %evm-yul -O0 %s 2>&1 >/dev/null | FileCheck %s
// RUN: %evm-yul -Os %s 2>&1 >/dev/null | count 0
// The other way round from memory-unsafe-fallback.yul: a program without
// memoryguard (it owns all of memory) whose code without the middle end
// (-O0) has more live values than DUP16 reaches, where the middle end's
// leaves fewer: the backend may not keep a frame in memory, so
// bin/evm-yul compiles it again at -Os and says so (docs/yul.md,
// "Memory"; forge sends no optimizer for `forge coverage`, which is -O0).
// The result agrees with solc's. Made by scripts/fuzz/genyul.py 80 (its
// first lines below).
// CHECK: bin/evm-yul: note: object 'Prog' has no memoryguard, and without the middle end its code needs memory for a frame; compiled with it, at -Os
// scripts/fuzz/genyul.py 80: an object without sub-objects
// expect: success
object "Prog" {
    code {
        tstore(7, not(slt(0x10000000000000000, sload(and(not(add(calldataload(0), 0x110F6AB77D327F74A3BE125456F9140A4A45414E9A74962A3161A8D9A8456070)), 0x3f)))))
        let v14 := mload(576)
        tstore(0xffffffffffffffffffffffffffffffffffffffff, xor(smod(v14, add(calldataload(0), 3)), gt(v14, 0xffff)))
        v14 := mulmod(keccak256(1, 0x80), sdiv(f8(shl(0xd6d0d23d865ab64c4368616292d7466d5e631b144722c0ba01dffbac6548e44d, v14), mload(0x81), or(mload(and(sload(and(f8(iszero(v14), mulmod(add(calldataload(0), 0x2), 65535, 0x8000000000000000000000000000000000000000000000000000000000000001), signextend(v14, 3), gt(add(calldataload(0), 0x10000000000000000), or(calldataload(0), 0x100000000000000000000000000000000000000000000000000000000000000))), 0x3f)), 0x1fff)), v14), v14), gt(callvalue(), v14)), 0x100000000000000000000000000000000)
        sstore(2, add(calldataload(0), 0x100000000000000000000000000000000000000000000000000000000000000))
        let v15 := 2
        let v16, v17 := f1(addmod(mload(0x40), v15, 10), gt(add(calldataload(0), 0x6), v14), shr(sub(0x7, calldataload(0)), 0xA486A6FABD18E6126E607C2827878A942B101CEE0B6C67A52D3AD41C31F22E85), gt(v14, v14))
        let v18 := keccak256(1, 1)
        v17, v14 := f1(eq(add(calldataload(0), 0x20), 128), 31, smod(shl(255, 1), not(0)), mod(mload(1), tload(and(add(v16, v14), 0x3f))))
        pop(call(gas(), 4, 0, mod(0x10000000000000000, 0x2000), 0x40, and(iszero(v16), 0x1fff), 64))
        let v19 := smod(sub(tload(and(keccak256(1, 0x40), 0x3f)), v17), add(calldataload(0), 3))
        sstore(22, mload(97))
        sstore(and(iszero(v17), 0x3f), mload(0x7f))
        let v20
        function f8(x9, x10, x11, x12) -> r13 {
            r13 := x12
            mstore(1024, div(byte(xor(1, calldataload(0)), or(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000000)), mload(0x40)))
            if eq(gt(sload(and(mload(0xA0), 0x3f)), 8), addmod(add(calldataload(0), 0x5913a5ab), mload(and(mload(160), 0x1fff)), or(calldataload(0), 1))) { sstore(38, addmod(x11, eq(x9, x12), 3)) }
            r13 := add(r13, x12)
        }
        sstore(32, mload(1056))
        v19 := mul(v19, byte(sub(33, calldataload(0)), keccak256(128, and(sar(8, sub(0x59569a307f492903cf96f3cb7d7ae2a1a228ab358eef26280de016d6dd00ca2b, calldataload(0))), 0xff))))
        sstore(13, sload(39))
        v20, v15 := f1("A1\xa2tm", smod(calldatasize(), v16), sload(0xffffffffffffffffffffffffffffffffffffffff), slt(0x2513cc37784df2e9e15593a8bd1f077262d6235bce7991225d7ed1d5b2716fc8, mload(0x200)))
        {
            sstore(and(f8(mload(and(f8(v16, mload(0x1001), shl(300, v17), shr(add(calldataload(0), 256), v15)), 0x1fff)), v14, v19, smod(add(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000001), sub(0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, calldataload(0)))), 0x3f), mulmod(not(add(calldataload(0), 0x100)), slt(mload(and(mul(0x3fa181c162b1865a9a5827f8e3a511c95970ff9da5fe77d5d44ceea799e5b090, add(calldataload(0), 0x5a717aa960cab810ffec0950fbbaee054821b2c80b6e7723c7c7d08ba7f4e961)), 0x1fff)), v17), sgt(v14, 0x2)))
            mstore(and(keccak256(37, and(mload(160), 0xff)), 0x1fff), gt(clz(0xffffffffffffffff), 34))
            tstore(23, sgt(add(calldataload(0), 0x100000000000000000000000000000000000000000000000000000000000000), f8(lt(or(calldataload(0), 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), v15), exp(or(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000000), 0x3), v15, add(calldataload(0), 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE))))
            calldatacopy(261, 0, 0)
        }
        v15 := keccak256(0x20, 64)
        log3(0x101, 0x20, clz(add(calldataload(0), 59163)), add(calldataload(0), 1), tload(11))
        if sgt(shr(0xf8, v15), xor(127, v17)) { sstore(17, byte(add(calldataload(0), 0x21), v20)) }
        if v20 {
            sstore(16, 127)
            v15 := or(sload(42), f8(0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe, mload(0x100), mload(and(iszero(v20), 0x1fff)), div(add(calldataload(0), 0x2), v19)))
        }
        switch slt(not(v17), mod(add(calldataload(0), 0x5ff581c5), v19))
        case "6" {
            pop(staticcall(gas(), 2, 64, 128, mod(sload(35), 0x2000), 32))
            function f24(x25, x26) -> r27 {
                r27 := sgt(sub(0x100000000000000000000000000000000, calldataload(0)), shr(x26, mload(and(x25, 0x1fff))))
                let v28 := r27
                v28 := sub(v28, mload(mod(mload(and(smod(0x8000000000000000000000000000000000000000000000000000000000000000, 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), 0x1fff)), 0x2000)))
                let v29 := call(gas(), 4, 0, 33, and(sgt(mload(1024), tload(and(gt(x26, v28), 0x3f))), 0x7f), mod(r27, 0x2000), 0x1)
            }
            if gt(0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe, mload(mod(v14, 0x2000))) {
                v17, v15 := f1(mload(129), signextend(xor(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, calldataload(0)), mload(and(keccak256(0x20, and(keccak256(1024, 0x21), 0xff)), 0x1fff))), v20, mload(and(exp(mload(0x120), add(calldataload(0), 0x101)), 0x1fff)))
            }
            function f21() -> r22 {
                let v23 := or(gt(shl(255, 1), r22), or(or(calldataload(0), 1), 7))
                if sgt(xor(tload(2), r22), 0x8a46cf5161dab16e01398a684ff723dcd84b11dd0a82960ee3b7a3e1063f3021) { sstore(17, sdiv(mload(0x140), add(calldataload(0), 3))) }
                r22 := xor(r22, sar(f8(v23, mul(0x1f, sub(127, calldataload(0))), v23, shl(31, r22)), sload(20)))
            }
            v14 := sub(v14, mulmod(sar(31, v18), f21(), sar(add(calldataload(0), 248), v14)))
            v18, v20 := f1(callvalue(), mload(64), v19, eq(v15, v15))
        }
        if and(mload(287), 0x2) {
            v19, v20 := f1(v19, and(v19, v19), sgt(v17, "\u00e9zT"), shr(add(calldataload(0), 255), 0x73CFB9378AAEBE2F))
            sstore(29, call(gas(), 4, 0, 0x45, 1, 0x45, 0))
            {
                if keccak256(mod(f8(xor(v20, mload(and(sdiv(add(calldataload(0), 32), add(calldataload(0), not(0))), 0x1fff))), shr(sub(256, calldataload(0)), 0x8000000000000000000000000000000000000000000000000000000000000000), tload(and(iszero(add(calldataload(0), 61567)), 0x3f)), sgt(v15, mload(96))), 0x2000), 0x1) {
                    pop(xor(mload(512), v15))
                    v20 := keccak256(256, 0x100)
                    sstore(35, byte(shl(255, 1), eq(0xb2c62d0dce0840b9, v18)))
                    v19, v17 := f1(xor(v19, add(calldataload(0), 0x51a60e32a08a0a00b475b669f3aa9b7e62536d3eff40c66334fc8aac36a07b9e)), gt(add(calldataload(0), 6), sub(0xdc641a3ded19003f, calldataload(0))), lt(v19, returndatasize()), div(mload(and(0x8000000000000000000000000000000000000000000000000000000000000000, 0x1fff)), 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF))
                }
                mstore(0x200, iszero(sub(mload(543), xor(0x100, calldataload(0)))))
                v20, v17 := f1(shl(add(calldataload(0), 0x1), v15), gt(add(calldataload(0), 33), v19), clz(v16), mul(add(calldataload(0), 0x21), 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff))
            }
        }
        log4(0x5, 0x1, xor(257, calldataload(0)), lt(0x9AB2313717EA271501EF5B0739836079AA349A71C223351751D6AD898757123F, v18), mul(v16, v17), mload(192))
        function f1(x2, x3, x4, x5) -> r6, r7 {
            pop(x4)
            sstore(45, smod(or(x4, mload(mod(sdiv(x3, tload(0x100)), 0x2000))), 0))
            pop(mload(256))
            x5 := 36
            r6 := xor(r6, mload(mod(mload(192), 0x2000)))
        }
        if eq(0x8000000000000000000000000000000000000000000000000000000000000001, mload(and(add(v14, 0x2), 0x1fff))) { pop(sgt(mul(1, mload(0x80)), v17)) }
        if gt(0xffffffffffffffff, returndatasize()) {
            v16 := shr(add(calldataload(0), 0x96), eq(v19, "iCP\x7cdUC\rX\u00e9\xdf\u00e9\x31"))
            sstore(3, eq(mulmod(v14, "wDe\xc1M16:6\u00e9z\x95abG.\npPv\u00e99R\r1OwnBn", 128), f8(not(calldatasize()), addmod(v15, mload(0x3F), xor(1, calldataload(0))), byte(0xd0c6054, or(calldataload(0), 0x8)), tload(9))))
            v19, v20 := f1(lt(sload(256), add(calldataload(0), 0xbb97f5d753cdf4858a75b91b36f2aaad7fd2aefdf8bdb0f13b3ad26d7aa20d5e)), lt(add(calldataload(0), 2), v19), slt("3\u00e9", v18), v19)
            if iszero(lt(callvalue(), xor(xor(4144, calldataload(0)), v18))) {
                v16 := sub(v16, lt(mload(and(v19, 0x1fff)), byte(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, 2)))
                mstore(4127, sub(v16, add(calldataload(0), 7)))
                mstore(32, not(xor(v14, v19)))
            }
        }
        sstore(1, add(mload(127), mload(0x9f)))
        log3(261, and(sgt(0xffffffffffffffffffffffffffffffffffffffff, v17), 0x7f), exp(add(calldataload(0), 0x100000000000000000000000000000000000000000000000000000000000000), add(calldataload(0), 0x8)), 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, addmod(0x4dbd204c, v16, 0x8793191dba397a5ed57aebc6500fb5c070448daa823c75322e5d872041a685fa))
        v15 := add(v15, add(calldataload(0), 0x100))
        if and(or(calldataload(0), 0xE6A), 0x2) {
            sstore(38, staticcall(gas(), 0x1234, 64, 128, mod(xor(0x7, calldataload(0)), 0x2000), and(smod(v18, mload(mod(f8(xor(v14, v20), add(add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), mload(1024)), sar(v14, 0x7f), clz(v18)), 0x2000))), 0x7f)))
            pop(keccak256(mod(xor(or(calldataload(0), 0x433c444b62d775b4), sub(65535, calldataload(0))), 0x2000), 0x1F))
        }
        tstore(12, f8(slt(256, sub(31, calldataload(0))), add(calldataload(0), 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe), mload(0x100), shl(add(calldataload(0), 0xFF), mload(0x101f))))
        sstore(4, mload(mod(mload(mod(sgt(shl(255, 1), add(calldataload(0), 33)), 0x2000)), 0x2000)))
        returndatacopy(0x25, 0, returndatasize())
        if add(calldataload(0), 1) {
            sstore(and(f8(mload(0x220), v18, smod(mload(and(shr(add(calldataload(0), 65535), 2), 0x1fff)), add(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000001)), slt(v19, add(calldataload(0), 215))), 0x3f), sload(18))
        }
        v18 := sload(and(signextend(v15, v17), 0x3f))
        v14 := sgt(add(calldataload(0), 0x8), v14)
        v14, v18 := f1(v16, clz(v17), xor(v16, 255), mod(v18, 0x3))
        v18, v20 := f1(mload(and(keccak256(256, 32), 0x1fff)), keccak256(0x5, 0x21), or(33, v16), sload(46))
        switch add(calldataload(0), "Gm3sqtZwmh1")
        case "Gm3sqtZwmh1" {
            v19 := xor(v19, sub(0xFFFFFFFFFFFFFFFF, calldataload(0)))
            tstore(38, sdiv(0x8000000000000000000000000000000000000000000000000000000000000000, add(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)))
            returndatacopy(0x25, 0, returndatasize())
        }
        default { v20 := v18 }
        if lt(0x8000000000000000000000000000000000000000000000000000000000000001, gt(v15, v20)) { sstore(36, staticcall(gas(), 4, 128, 0x80, 5, 31)) }
        sstore(0x100, v16)
        sstore(0x101, v18)
        sstore(0x102, v17)
        sstore(0x103, v15)
        sstore(0x104, v20)
    }
    data "data1" hex"bf0cc4701bc77b56074ae7425176bfb458688a8428a33308024c9598bc0ca1ff347cfebd1ae6668ea0f6b10414c56c3f37055413"
    data "data2" "pwarckyoepnefgnmue ydc "
}
