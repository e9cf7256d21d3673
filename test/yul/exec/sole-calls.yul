// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os -evm-inline-sole-calls=false' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os -evm-inline-exit-blocks=false -evm-inline-sole-calls=false' %s
// RUN: %evm-yul -Os -S %s | FileCheck %s
// RUN: %evm-yul -Os -S -evm-inline-sole-calls=false %s | FileCheck %s
// RUN: %evm-yul -Os -S -evm-inline-exit-blocks=false -evm-inline-sole-calls=false %s | FileCheck %s --check-prefix=OFF
// Helpers called once each, from code that ends with RETURN, as solc's
// unoptimised Yul calls a getter, an encoder and an allocation from an
// external function: the inliner moves them, as its advisor prices the
// last call of a function as in a block that returns (EVMInlineAdvisor),
// and EVMInlineSoleCalls inlines them where the inliner keeps LLVM's rule
// for blocks that end in `unreachable`, no growth (design.md, "The middle
// end"): they stay calls only with both off. The outcome (logs, storage,
// return data) must be solc's in every case.
// CHECK-NOT: {{^}}fun_getter:
// CHECK-NOT: {{^}}abi_encode:
// OFF: {{^}}fun_getter:
object "SoleCalls" {
    code {
        mstore(0x40, memoryguard(0x80))
        function allocate(size) -> p {
            p := mload(0x40)
            let end := add(p, and(add(size, 31), not(31)))
            if or(gt(end, 0xffffffffffffffff), lt(end, p)) {
                mstore(0, shl(224, 0x4e487b71))
                mstore(4, 0x41)
                revert(0, 0x24)
            }
            mstore(0x40, end)
        }
        function fun_getter(k) -> v {
            let p := allocate(96)
            mstore(p, 2)
            mstore(add(p, 32), mul(k, 0x1111))
            mstore(add(p, 64), xor(k, 0xabcdef))
            v := add(mload(add(p, 32)), mload(add(p, 64)))
            sstore(k, v)
        }
        function abi_encode(pos, a, b) -> end {
            mstore(pos, a)
            mstore(add(pos, 32), b)
            end := add(pos, 64)
        }
        function external_fun(k) {
            let v := fun_getter(k)
            let pos := allocate(0)
            let end := abi_encode(pos, v, k)
            log1(pos, sub(end, pos), 0x5050)
            return(pos, sub(end, pos))
        }
        external_fun(add(calldataload(0), 7))
    }
}
