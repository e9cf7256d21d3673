// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O0' %s
// RUN: %evm-yul -Os --runtime -S %s | FileCheck %s
// Memory ranges of size 0 at offsets no memory could hold: an empty range
// reads and writes nothing and expands no memory, so the offsets are
// irrelevant and EVMEvaluateCalls makes them 0 (no MLOAD of the free
// memory pointer is left, and no PUSH32 of the huge offsets). The RETURN
// at the end, of solc's encoding of no values, is a STOP. RETURNDATACOPY's source offset is not a
// memory range: returndata-range.yul shows that it stays.
// CHECK-LABEL: __entry:
// CHECK-NOT:     MLOAD
// CHECK-NOT:     PUSH32
// CHECK-NOT:     {{[[:space:]]RETURN$}}
// CHECK:         STOP
object "Empty" {
    code {
        datacopy(0, dataoffset("Empty_deployed"), datasize("Empty_deployed"))
        return(0, datasize("Empty_deployed"))
    }
    object "Empty_deployed" {
        code {
            mstore(0x40, 0x80)
            let huge := not(0)
            let far := shl(200, 1)
            log0(huge, 0)
            log2(far, 0, 7, 8)
            calldatacopy(huge, 0, 0)
            codecopy(far, 0, 0)
            mcopy(huge, far, 0)
            sstore(1, keccak256(huge, 0))
            let ok := staticcall(gas(), 4, far, 0, huge, 0)
            sstore(2, ok)
            sstore(3, returndatasize())
            returndatacopy(huge, 0, 0)
            sstore(4, extcodesize(create(0, huge, 0)))
            let p := mload(0x40)
            return(p, sub(encode_nothing(p), p))
            function encode_nothing(pos) -> end { end := pos }
        }
    }
}
