// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O0' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// Memory from the address memoryguard returns, as Solidity's code uses it
// (the free memory pointer at 0x40), hashing, logs, transient storage,
// and calls: a contract created from init code written to memory, called,
// static-called and delegate-called, its return data copied back.
object "MemoryCalls" {
    code {
        mstore(0x40, memoryguard(0x80))
        function alloc(size) -> p {
            p := mload(0x40)
            mstore(0x40, add(p, and(add(size, 31), not(31))))
        }
        let zero := calldataload(0)

        // Words and bytes in memory.
        let buf := alloc(96)
        mstore(buf, 0x1122334455667788)
        mstore8(add(buf, 32), 0xab)
        mstore8(add(buf, 33), 0x1cd)
        sstore(1, mload(add(buf, 1)))
        sstore(2, mload(add(buf, 32)))
        mcopy(add(buf, 64), buf, 32)
        sstore(3, mload(add(buf, 64)))
        mcopy(add(buf, 1), buf, 40)
        sstore(4, mload(buf))
        sstore(5, keccak256(buf, 96))
        sstore(6, keccak256(buf, zero))

        // Logs with data and topics.
        log0(buf, 32)
        log2(buf, 3, 1, sload(5))
        log4(add(buf, 7), 0, 1, 2, 3, 4)

        // Transient storage lasts for the transaction.
        tstore(7, 77)
        sstore(7, add(tload(7), tload(8)))

        // The runtime code of the child: it returns calldata word 0 plus
        // 1 and logs; as init code it returns those 13 bytes.
        //   PUSH1 1 PUSH0 CALLDATALOAD ADD PUSH0 MSTORE PUSH1 32 PUSH0 RETURN
        let runtime := 0x60015f35015f5260205ff3
        let init := alloc(64)
        // init: PUSH1 11 PUSH1 10 PUSH0 CODECOPY PUSH1 11 PUSH0 RETURN, then
        // the 11 runtime bytes.
        mstore(init, or(shl(176, 0x600b600a5f39600b5ff3), shl(88, runtime)))
        let child := create(0, init, 21)
        sstore(8, iszero(iszero(child)))
        sstore(9, extcodesize(child))
        let child2 := create2(0, init, 21, 0x5a17)
        sstore(10, iszero(iszero(child2)))

        let args := alloc(32)
        mstore(args, 41)
        let ok := call(gas(), child, 0, args, 32, 0, 0)
        sstore(11, ok)
        sstore(12, returndatasize())
        let out := alloc(32)
        returndatacopy(out, 0, 32)
        sstore(13, mload(out))
        ok := staticcall(gas(), child2, args, 32, out, 32)
        sstore(14, add(ok, mload(out)))
        ok := delegatecall(gas(), child, args, 32, out, 32)
        sstore(15, add(ok, mload(out)))
        sstore(16, balance(child))
        sstore(17, eq(extcodehash(child), extcodehash(child2)))

        // A call to an account without code succeeds and returns nothing.
        ok := call(gas(), 0x1234, 0, 0, 0, 0, 0)
        sstore(18, add(ok, returndatasize()))
        // The free memory pointer moved past everything allocated.
        sstore(19, sub(mload(0x40), buf))
        return(buf, 64)
    }
}
