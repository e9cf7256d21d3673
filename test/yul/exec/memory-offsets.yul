// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O0' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2 -evm-address-offsets=false' %s
// Memory addressed as Solidity's unoptimised Yul addresses it, by integer
// sums from the free memory pointer: a struct's fields at add(p, 32k),
// filled, overwritten and read back (what EVMAddressOffsets lets GVN and
// DSE see through: design.md, "The middle end"), fields reached by nested
// sums (add(add(p, 96), not(31)) is p + 64) and by an `or` of the aligned
// pointer, a field written through an offset only known at run time (so
// a store must not be forwarded past it), a loop that steps a pointer, and
// a callee that writes its argument's fields. Each value is logged and
// the last ones stored, and must be what solc's code gives.
object "MemoryOffsets" {
    code {
        mstore(0x40, memoryguard(0x80))
        function alloc(size) -> p {
            p := mload(0x40)
            mstore(0x40, add(p, and(add(size, 31), not(31))))
        }
        function fill(s, a, b) {
            mstore(s, a)
            mstore(add(s, 32), b)
            mstore(add(s, 64), add(a, b))
        }
        function report(v) {
            mstore(0, v)
            log0(0, 32)
        }
        let k := calldataload(0)

        let s := alloc(160)
        fill(s, 7, 11)
        report(mload(add(s, 64)))                       // 18
        mstore(add(s, 32), 5)
        report(add(mload(s), mload(add(s, 32))))          // 12
        // Nested sums and an `or` of the aligned pointer.
        mstore(add(add(s, 96), not(31)), 40)             // s + 64
        report(mload(add(s, 64)))                       // 40
        mstore(or(s, 0x60), 9)                          // s + 96 (s is 32-aligned)
        report(mload(add(s, 96)))                       // 9
        // An offset known only at run time (k is 0): s + 32 again.
        mstore(add(s, add(32, mul(k, 32))), 77)
        report(mload(add(s, 32)))                       // 77
        // A store overwritten before anything reads it, then a store read.
        mstore(add(s, 128), 1)
        mstore(add(s, 128), 2)
        report(mload(add(s, 128)))                      // 2

        // A loop that steps a pointer over an array of 5 words.
        let a := alloc(192)
        mstore(a, 5)
        let end := add(add(a, 32), mul(5, 32))
        let i := 1
        for { let q := add(a, 32) } lt(q, end) { q := add(q, 32) } {
            mstore(q, mul(i, i))
            i := add(i, 1)
        }
        let sum := 0
        for { let q := add(a, 32) } lt(q, end) { q := add(q, 32) } {
            sum := add(sum, mload(q))
        }
        report(sum)                                     // 55

        // A callee that writes its argument's fields, then reads of them.
        let t := alloc(96)
        fill(t, sum, mload(add(s, 32)))
        report(mload(add(t, 64)))                       // 132
        sstore(0, mload(t))
        sstore(1, mload(add(t, 32)))
        sstore(2, mload(add(s, 96)))
        return(0, 0)
    }
}
