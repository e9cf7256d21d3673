// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O0' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2 -evm-merge-functions=false' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2 -evm-inline-exit-blocks=false' %s
// RUN: %evm-yul -O2 -emit-llvm -evm-inline-exit-blocks=false %s | FileCheck %s
// RUN: %evm-yul -O2 -emit-llvm -evm-inline-exit-blocks=false -evm-merge-functions=false %s | FileCheck %s --check-prefix=OFF
// Two functions with the same code (a contract's `receive` and `fallback`
// that do the same thing, as solady's MockCdFallbackDecompressor's) are
// one after the middle end (LLVM's MergeFunctions, design.md "The middle
// end"): both calls go to the one kept. Each is the only call of its
// function, which the inliner moves into its caller since it prices the
// blocks that end execution normally as returning ones
// (EVMInlineAdvisor.h); the IR is checked with that turned off, where
// the calls stay and the functions merge. The test calls with no
// calldata: the first is called; the storage, the log and the return data
// must be solc's.
// CHECK:     define internal {{.*}}void @on{{Empty|Data}}(
// CHECK-NOT: define internal {{.*}}void @on{{Empty|Data}}(
// OFF:       define internal {{.*}}void @on{{Empty|Data}}(
// OFF:       define internal {{.*}}void @on{{Empty|Data}}(
object "MergeFunctions" {
    code {
        function onEmpty(x) {
            let s := sload(x)
            if s {
                mstore(0, keccak256(0, 0))
                return(0, 32)
            }
            sstore(x, add(s, 0x5eed))
            finish(x)
        }
        function onData(x) {
            let s := sload(x)
            if s {
                mstore(0, keccak256(0, 0))
                return(0, 32)
            }
            sstore(x, add(s, 0x5eed))
            finish(x)
        }
        // What both end with (too large to inline): a loop over the call
        // data, a log, the sum and a hash.
        function finish(x) {
            let sum := sload(x)
            for { let i := 0 } lt(i, calldatasize()) { i := add(i, 32) } {
                let w := calldataload(i)
                sum := add(sum, xor(w, shr(7, w)))
                if gt(sum, 0xffff) { sum := and(sum, 0xff) }
                if eq(byte(0, w), 0x7f) { sstore(add(x, i), w) }
                if slt(w, 0) { sum := sub(sum, sdiv(w, 3)) }
                mstore(add(0x80, i), sum)
            }
            mstore(0, sum)
            mstore(32, keccak256(0x80, calldatasize()))
            log2(0, 64, x, sum)
            sstore(add(x, 1), mload(32))
            return(0, 64)
        }
        // As solc dispatches to `receive` and `fallback`.
        if iszero(calldatasize()) { onEmpty(add(callvalue(), 5)) stop() }
        onData(calldataload(0)) stop()
    }
}
