// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os -evm-inline-amortise-copies=false -evm-inline-constant-byte-cost=0' %s
// RUN: %evm-yul -Os --runtime -emit-llvm %s | FileCheck %s
// RUN: %evm-yul -Os --runtime -emit-llvm -evm-inline-amortise-copies=false %s | FileCheck %s --check-prefix=WHOLE
// RUN: %evm-yul -Os --runtime -emit-llvm -evm-inline-constant-byte-cost=0 %s | FileCheck %s --check-prefix=WHOLE
// The inline advisor's prices under -Os (EVMInlineAdvisor.h) on a program
// run against solc: `chance` (a PRNG in the shape of solady's TestPlus,
// its state in a storage slot that is a hash, a PUSH32) is called three
// times. Its copies pay for the slot's bytes, and each adds two thirds of
// its body, so it stays a function, also where `pick` calls it. With
// every copy priced whole, or the slot's constant free, `pick` takes a
// copy (593 bytes of runtime code against 415). The storage and the return
// data must be solc's at every level and with the rules off.
// CHECK-LABEL: define internal {{.*}}@pick(
// CHECK:         call fastcc i256 @chance(i256 3)
// WHOLE-LABEL: define internal {{.*}}@pick(
// WHOLE-NOT:     call {{.*}}@chance
object "SharedCopies" {
    code {
        datacopy(0, dataoffset("SharedCopies_deployed"), datasize("SharedCopies_deployed"))
        return(0, datasize("SharedCopies_deployed"))
    }
    object "SharedCopies_deployed" {
        code {
            function next_random() -> r {
                let slot := 0xd715531fe383f818c5f158c342925dcf01b954d24678ada4d07c36af0f20e1ee
                let s := sload(slot)
                if iszero(s) {
                    calldatacopy(0x80, 0, calldatasize())
                    s := keccak256(0x80, calldatasize())
                }
                mstore(0x1f, s)
                r := keccak256(0x20, 0x40)
                sstore(slot, r)
            }
            function chance(n) -> yes {
                yes := iszero(mod(next_random(), n))
            }
            function pick(a, b) -> r {
                r := a
                if chance(3) { r := b }
            }
            let x := calldataload(0)
            let t := add(pick(x, 7), pick(11, x))
            t := add(t, mul(chance(2), 100))
            t := add(t, mul(chance(5), 1000))
            sstore(1, t)
            mstore(0, t)
            mstore(32, sload(0xd715531fe383f818c5f158c342925dcf01b954d24678ada4d07c36af0f20e1ee))
            return(0, 64)
        }
    }
}
