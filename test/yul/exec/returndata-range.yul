// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -O2' %s
// RUN: %evm-yul -Os --runtime -S %s | FileCheck %s
// RETURNDATACOPY of 0 bytes from beyond the return data fails, whatever
// the size: its source offset is not a memory range, and stays when
// EVMEvaluateCalls makes the empty destination 0 (empty-ranges.yul). The
// call returns 32 bytes; copying none from 64 must abort as solc's code
// does, before the store.
// CHECK-LABEL: __entry:
// CHECK:         PUSH1 0x40
// CHECK-NEXT:    PUSH0
// CHECK-NEXT:    RETURNDATACOPY
object "Beyond" {
    code {
        datacopy(0, dataoffset("Beyond_deployed"), datasize("Beyond_deployed"))
        return(0, datasize("Beyond_deployed"))
    }
    object "Beyond_deployed" {
        code {
            if calldatasize() { return(0, 32) }
            mstore(0, 1)
            pop(staticcall(gas(), address(), 0, 1, 0, 0))
            returndatacopy(mload(0x40), 64, 0)
            sstore(0, returndatasize())
        }
    }
}
