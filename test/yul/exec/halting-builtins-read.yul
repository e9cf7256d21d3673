// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os -evm-halting-builtins-read=false' %s
// RUN: %evm-yul -Os --runtime -emit-llvm %s | FileCheck %s
// RUN: %evm-yul -Os --runtime -emit-llvm -evm-halting-builtins-read=false %s | FileCheck %s --check-prefix=OFF
// The builtins that end the call only read, to the code that calls them
// (EVMBuiltins.cpp): `tail`, in the shape of solc's
// `access_calldata_tail`, reads memory and reverts when an offset is out
// of bounds, so it is a reader, and its three calls on one argument with
// no store between them are one, which is then moved into its caller
// (175 bytes of runtime code against 219). Off, the three calls stay.
// The return data must be solc's at every level and with the rule off.
// CHECK-LABEL: define void @__entry()
// CHECK-NOT:     call {{.*}}@tail(
// CHECK:         call void @llvm.evm.return(
// OFF-LABEL: define void @__entry()
// OFF-COUNT-3:   call fastcc {{.*}}@tail(
object "HaltingReads" {
    code {
        datacopy(0, dataoffset("HaltingReads_deployed"), datasize("HaltingReads_deployed"))
        return(0, datasize("HaltingReads_deployed"))
    }
    object "HaltingReads_deployed" {
        code {
            function tail(ptr) -> offset, length {
                let rel := mload(ptr)
                if gt(rel, 0x1000) { revert(0, 0) }
                offset := add(ptr, rel)
                length := mload(offset)
                if gt(length, 0xffff) { revert(0, 0) }
                offset := add(offset, 32)
                if gt(add(offset, length), 0x2000) { revert(0, 0) }
            }
            mstore(0x80, 0x20)
            mstore(0xa0, add(calldatasize(), 3))
            mstore(0xc0, 0x0102030000000000000000000000000000000000000000000000000000000000)
            let o1, l1 := tail(0x80)
            let x := byte(0, mload(o1))
            let o2, l2 := tail(0x80)
            let y := byte(1, mload(o2))
            let o3, l3 := tail(0x80)
            mstore(0, add(x, mul(y, 256)))
            mstore(32, add(l3, l1))
            return(0, 64)
        }
    }
}
