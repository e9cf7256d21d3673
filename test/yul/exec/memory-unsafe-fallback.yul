// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -O2' %s
// RUN: %evm-yul -O2 %s 2>&1 >/dev/null | FileCheck %s
// RUN: %evm-yul -O0 %s 2>&1 >/dev/null | count 0
// A program without memoryguard (it owns all of memory) whose code, after
// the middle end at -O2, has more live values than DUP16 reaches, even
// with cheap values computed again at their uses: the backend may not
// keep a frame in memory, so bin/evm-yul compiles it again without the
// middle end and says so (docs/yul.md, "Memory"); at -O0 it compiles at
// once. The result agrees with solc's. Made by scripts/fuzz/genyul.py 35
// (its first lines below).
// CHECK: bin/evm-yul: note: object 'Prog' has no memoryguard, and at -O2 its code needs memory for a frame; compiled without the middle end (as at -O0)
// scripts/fuzz/genyul.py 35: an object without sub-objects
// expect: success
object "Prog" {
    code {
        if slt(sload(and(sar(or(calldataload(0), 8), calldatasize()), 0x3f)), 0xffffffffffffffff) {
            log1(33, 32, sgt("", add(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000001)))
            let v26, v27, v28 := f5(gt(tload(1), "\x34H 1\r\x1c\x4f\xea"))
            v27 := or(v27, mul(iszero(v28), div(v28, v26)))
        }
        function f5(x6) -> r7, r8, r9 {
            sstore(45, slt(lt(r7, 1), mload(0x80)))
            tstore(2, signextend(32, slt(r7, r8)))
            r7 := add(r7, r7)
            r8 := xor(r8, smod(gt(add(calldataload(0), 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), add(calldataload(0), 1)), lt(r7, 0x0)))
        }
        let v29 := f10(iszero(sub(0x10000, calldataload(0))), signextend(0x20, or(calldataload(0), 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff)), eq(0xffffffffffffffffffffffffffffffffffffffff, or(calldataload(0), 0x1)))
        function f1(x2) -> r3 {
            r3 := sar(mulmod(add(calldataload(0), 0), 0xd7834d039026a4b59978c42d15dc981f8bdd3387c6d01406581a2db61921337c, add(calldataload(0), 0x10000000000000000000000000000000000000000)), and(x2, or(calldataload(0), 0x100000000000000000000000000000000000000000000000000000000000000)))
            r3 := shr(xor(0x200, calldataload(0)), not(mload(and(x2, 0x1fff))))
            x2 := tload(0x8000000000000000000000000000000000000000000000000000000000000000)
            let v4 := gt(callvalue(), addmod(lt(r3, mload(31)), sdiv(xor(127, calldataload(0)), 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff), mload(and(mload(256), 0x1fff))))
            r3 := xor(r3, mload(mod(sub(v4, x2), 0x2000)))
        }
        mstore(96, gt(v29, lt(v29, add(calldataload(0), 0xb7ddb1a6d340c2064281d5760798f1c5539af1a8d1f157291c4dc5b3543623e3))))
        v29 := f10(mload(mod(f10(mod(v29, v29), mload(543), v29), 0x2000)), mload(and(keccak256(1, and(keccak256(0x1001, 31), 0xff)), 0x1fff)), mload(512))
        returndatacopy(0x1, 0, returndatasize())
        mstore(4127, lt(tload(46), v29))
        v29 := f16(and(addmod(256, xor(31, calldataload(0)), 65535), 3), exp(add(calldataload(0), 0), 0x2), v29, mload(0x40))
        let i30 := 0
        for { } lt(i30, 4) { } {
            i30 := add(i30, 1)
            log1(0x41, 128, not(v29))
        }
        sstore(4, call(gas(), 4, 0, 0x41, 0, 0, 0x20))
        if sgt(tload(36), f1(returndatasize())) {
            let v31, v32, v33 := f5(exp(xor(0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff, calldataload(0)), or(calldataload(0), 0x1)))
            if tload(and(sgt(0x100000000000000000000000000000000, mload(1024)), 0x3f)) {
                v33 := sub(xor(256, calldataload(0)), v33)
                pop(keccak256(129, 64))
                v31, v29, v33 := f5(gt(add(calldataload(0), 0xe6704b6bef68c97c37d99134302596644b8d3b4ed5aa0735baff59c729c8c826), v29))
                sstore(30, eq(shr(8, i30), keccak256(and(129, 0x1fff), and(byte(add(calldataload(0), 0x0), returndatasize()), 0xff))))
            }
            v29, v31, v33 := f5(add(calldataload(0), 128))
        }
        function f24() {
            calldatacopy(0x1000, 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc, 0x1)
            let v25 := mload(513)
            v25 := slt(or(clz(v25), lt(v25, 0x80)), "f")
        }
        let v34 := eq(mload(320), i30)
        function f16(d17, x18, x19, x20) -> r21 {
            if slt(not(x19), sar(add(calldataload(0), 0x7), add(calldataload(0), 0x100000000000000000000000000000000))) {
                mstore(and(clz(d17), 0x1fff), add(or(mload(0x420), 7), tload(32)))
                leave
            }
            let v22 := sload(26)
            if d17 {
                let v23 := f16(sub(d17, 1), mload(0x41f), mload(mod(shr(add(calldataload(0), 300), x19), 0x2000)), sar(8, 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff))
                r21 := add(r21, v23)
            }
        }
        let v35, v36, v37 := f5(mod(add(calldataload(0), 0xde5e3f669895635cc84da2e3ddcd71d04acc3aab7d9400c1048defcf4764b4ec), shl(255, 1)))
        v35, v37, v36 := f5(gt(v34, 127))
        f24()
        v35, v37, v36 := f5(exp(v34, 2))
        if iszero(lt(v35, sload(and(f1(gt(32, mload(127))), 0x3f)))) {
            f24()
            f24()
            sstore(37, 0x94)
        }
        function f10(x11, x12, x13) -> r14 {
            mstore(0x80, sgt(addmod(x13, or(calldataload(0), 51872), add(calldataload(0), 0x8000000000000000000000000000000000000000000000000000000000000000)), addmod(x12, x12, xor(0xffffffffffffffff, calldataload(0)))))
            mstore8(0x1020, div(f1(sdiv(x13, 0x8000000000000000000000000000000000000000000000000000000000000000)), f1(mload(mod(gt(x12, 0x100000000000000000000000000000000000000000000000000000000000000), 0x2000)))))
            let v15 := signextend(add(calldataload(0), 32), not("p.o"))
            r14 := add(r14, gt(f1(xor(x11, x11)), mload(0)))
        }
        sstore(0x100, v29)
        sstore(0x101, v34)
        sstore(0x102, v35)
    }
    data "data1" hex"1f8cbb31ba040531fdbf0caefe1a0b78a62850ae5425f4b82a96522742e1fda5ca"
}
