// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --ours='%evm-yul -Os -evm-merge-halting-recompute=false' %s
// RUN: %evm-yul -Os --runtime -S %s | FileCheck %s
// RUN: %evm-yul -Os --runtime -S -evm-merge-halting-recompute=false %s | FileCheck %s --check-prefix=OFF
// Two external calls whose failures forward the callee's revert, as solc's
// `revert_forward` does: the middle end reads RETURNDATASIZE once for both
// sides of each check (SimplifyCFG hoists the read both start with), so
// the two forwarding blocks named different values and were not merged.
// EVMMergeHaltingBlocks reads it again in each, and keeps one (two
// RETURNDATACOPY of the results and one of the failure; off, two of the
// failure). The second call fails (the child reverts on an odd word with
// its double and 0xbad): the revert data must be solc's at every level.
// CHECK-LABEL: __entry:
// CHECK-COUNT-3: RETURNDATACOPY
// CHECK-NOT:     RETURNDATACOPY
// OFF-LABEL: __entry:
// OFF-COUNT-4:   RETURNDATACOPY
object "Forward" {
    code {
        datacopy(0, dataoffset("Forward_deployed"), datasize("Forward_deployed"))
        return(0, datasize("Forward_deployed"))
    }
    object "Forward_deployed" {
        code {
            mstore(0x40, 0x80)
            let size := datasize("Child")
            datacopy(0, dataoffset("Child"), size)
            let child := create(0, 0, size)
            mstore(0, 2)
            let ok := staticcall(gas(), child, 0, 32, 0, 0)
            if iszero(ok) {
                let p := 0x80
                returndatacopy(p, 0, returndatasize())
                revert(p, returndatasize())
            }
            if lt(returndatasize(), 32) { revert(0, 0) }
            returndatacopy(0, 0, 32)
            let a := mload(0)
            mstore(0, add(a, add(calldatasize(), 1)))
            ok := staticcall(gas(), child, 0, 32, 0, 0)
            if iszero(ok) {
                let p := 0x80
                returndatacopy(p, 0, returndatasize())
                revert(p, returndatasize())
            }
            if lt(returndatasize(), 32) { revert(0, 0) }
            returndatacopy(0, 0, 32)
            let b := mload(0)
            mstore(0, add(a, b))
            return(0, 32)
        }
        object "Child" {
            code {
                datacopy(0, dataoffset("Child_deployed"), datasize("Child_deployed"))
                return(0, datasize("Child_deployed"))
            }
            object "Child_deployed" {
                code {
                    let x := calldataload(0)
                    mstore(0, mul(x, 2))
                    if and(x, 1) {
                        mstore(32, 0xbad)
                        revert(0, 64)
                    }
                    return(0, 32)
                }
            }
        }
    }
}
