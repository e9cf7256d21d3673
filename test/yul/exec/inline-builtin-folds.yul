// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os -evm-inline-fold-builtins=false' %s
// RUN: %evm-yul -Os --runtime -emit-llvm %s | FileCheck %s
// RUN: %evm-yul -Os --runtime -emit-llvm -evm-inline-fold-builtins=false %s \
// RUN:   | FileCheck %s --check-prefix=OFF
// A string compared with a literal word, as solady's `LibString.eqs(s,
// "literal")` does: the word's length comes from a binary search over its
// bits, SHRs by amounts that earlier SHRs computed, which LLVM's folders
// do not evaluate (the shifts are the EVM's builtins: by 256 or more they
// give 0). At each of the six calls the literal is a constant, and all of
// that folds: EVMInlineAdvisor takes the folded instructions off the
// call's cost, so that under -Os the calls are inlined (two loads, a mask
// and two compares each: 407 bytes of code, 569 without the rule, where
// they stay calls of the whole search). The stored results must be solc's
// at every level, with the rule on and off.
// CHECK-LABEL: define void @__entry()
// CHECK-NOT:   call {{.*}}@equalsWord(
// CHECK-NOT:   call {{.*}}@llvm.evm.shr(
// CHECK:       call void @llvm.evm.stop()
// OFF-LABEL:   define void @__entry()
// OFF-COUNT-6: call fastcc i256 @equalsWord(
object "BuiltinFolds" {
    code {
        datacopy(0, dataoffset("BuiltinFolds_deployed"), datasize("BuiltinFolds_deployed"))
        return(0, datasize("BuiltinFolds_deployed"))
    }
    object "BuiltinFolds_deployed" {
        code {
            // The length in bytes of the non-zero word w, whose bytes are
            // right-aligned: its highest set bit's byte, plus one.
            function byteLength(w) -> n {
                let r := shl(7, gt(shr(128, w), 0))
                r := or(r, shl(6, gt(shr(r, w), 0xffffffffffffffff)))
                r := or(r, shl(5, gt(shr(r, w), 0xffffffff)))
                r := or(r, shl(4, gt(shr(r, w), 0xffff)))
                r := or(r, shl(3, gt(shr(r, w), 0xff)))
                n := add(shr(3, r), 1)
            }
            // Whether the string at s (its length, then its bytes) has the
            // bytes of w.
            function equalsWord(s, w) -> equal {
                let n := byteLength(w)
                let bits := sub(256, shl(3, n))
                equal := and(eq(mload(s), n), eq(shr(bits, mload(add(s, 32))), w))
            }
            function store(s, text, length) {
                mstore(s, length)
                mstore(add(s, 32), shl(sub(256, shl(3, length)), text))
            }
            // A function that returns, as a contract's functions are: the
            // inliner lets no call grow the code in a block that ends the
            // contract's call.
            function check(a, b, c) {
                sstore(0, equalsWord(a, 0x616263))
                sstore(1, equalsWord(a, 0x616264))
                sstore(2, equalsWord(b, 0x68656c6c6f))
                sstore(3, add(10, equalsWord(b, 0x6c6f)))
                sstore(4, equalsWord(c, 0x3132333435363738393031323334353637383930313233343536373839303132))
                sstore(5, equalsWord(c, 0x31))
            }
            mstore(64, memoryguard(0x80))
            let a := mload(64)
            store(a, add(0x616263, calldatasize()), 3)
            let b := add(a, 64)
            store(b, 0x68656c6c6f, add(5, calldatasize()))
            let c := add(b, 64)
            store(c, 0x3132333435363738393031323334353637383930313233343536373839303132, 32)
            mstore(64, add(c, 64))
            check(a, b, c)
            return(0, 0)
        }
    }
}
