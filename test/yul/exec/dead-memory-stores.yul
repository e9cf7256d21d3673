// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O0' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2 -evm-dead-memory-stores=false' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2 -evm-aa=false' %s
// RUN: %evm-yul -O2 -emit-llvm %s | FileCheck %s
// Stores to memory that nothing reads before the call ends go
// (EVMDeadMemoryStores, EVMAliasAnalysis: design.md, "The middle end"); those that
// something reads stay: a keccak256 of them, an external call's input
// (the identity precompile copies it back), a log, the range a RETURN or
// REVERT hands back, a callee that is not inlined. k is 0 (the test calls
// with no calldata), which the compiler cannot know: the revert path, the
// stop path and the return path are all compiled. The return data and
// the logs must be solc's.
object "DeadMemoryStores" {
    code {
        mstore(0x40, memoryguard(0x80))
        function alloc(size) -> p {
            p := mload(0x40)
            mstore(0x40, add(p, and(add(size, 31), not(31))))
        }
        let k := calldataload(0)

        // A struct filled and read, never handed back: dead, with the
        // free memory pointer's update (nothing reads 0x40 after the last).
        let s := alloc(96)
        mstore(s, add(k, 1))
        mstore(add(s, 32), add(k, 2))
        mstore(add(s, 64), add(k, 0x5eed))
        let x := mload(add(s, 32))

        // Read by keccak256.
        let h := alloc(64)
        mstore(h, x)
        mstore(add(h, 32), 0x4a5b)
        let hash := keccak256(h, 64)

        // Read by a call: the identity precompile returns its input.
        let c := alloc(64)
        mstore(c, hash)
        mstore(add(c, 32), 0xabc)
        let ok := staticcall(gas(), 4, c, 64, 0, 64)
        let copied := mload(32)

        // Read by a log.
        let l := alloc(32)
        mstore(l, 0x1096)
        log0(l, 32)

        let r := alloc(128)
        mstore(r, x)
        mstore(add(r, 32), hash)
        mstore(add(r, 64), add(copied, ok))
        mstore(add(r, 96), 0xdead)
        // Paths the run does not take: a REVERT of part of r, a STOP.
        if eq(k, 1) { revert(add(r, 32), 32) }
        if eq(k, 2) { mstore(r, 99) stop() }
        // A loop writes a buffer; one of its words is handed back.
        let b := alloc(160)
        for { let i := 0 } lt(i, 5) { i := add(i, 1) } { mstore(add(b, mul(i, 32)), mul(add(i, k), 7)) }
        mstore(add(r, 96), mload(add(b, 64)))
        return(r, 128)
    }
}
// The struct's fields (k + 1, k + 0x5eed) and the updates of the free
// memory pointer are not stored (EVMAliasAnalysis lets GVN forward the
// pointer, so every allocation is an offset from memoryguard's result);
// the words keccak256, the call, the log and the RETURN read are.
// CHECK-LABEL: define void @__entry(
// CHECK-NOT:     store i256 {{.*}}inttoptr (i256 64
// CHECK-NOT:     add i256 %{{[0-9]+}}, 1,
// CHECK-NOT:     24301
// CHECK:         store i256 19035
// CHECK:         call i256 @llvm.evm.sha3(
// CHECK:         store i256 2748
// CHECK:         call i256 @llvm.evm.staticcall(
// CHECK:         store i256 4246
// CHECK:         call void @llvm.evm.log0(
// CHECK:         call void @llvm.evm.return(
