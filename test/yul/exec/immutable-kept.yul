// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os -evm-keep-link-values=false' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: %evm-yul -Os --runtime -S -verify-machineinstrs %s | FileCheck %s
// RUN: %evm-yul -Os --runtime -S -verify-machineinstrs -evm-keep-link-values=false %s \
// RUN:   | FileCheck %s --check-prefix=OFF
// RUN: %evm-yul -O2 --runtime -S -verify-machineinstrs %s | FileCheck %s --check-prefix=OFF
// RUN: sed 's/mstore(64, memoryguard(0x80))//' %s > %t.yul
// RUN: %evm-yul -Os --runtime -S -verify-machineinstrs %t.yul | FileCheck %s --check-prefix=OFF
// An immutable used three times, as ERC6551Proxy's default implementation
// is: on both sides of a branch and stored on one. In code optimised for
// size it is kept on the stack, one PUSH32 of its placeholder and DUPs
// (EVMValuePlacement::recordRemats); otherwise (-O2, or the option off)
// its placeholder is pushed at each use, 33 bytes each; so it is in
// memory-unsafe code (no memoryguard), which has no frame to spill it to.
// The stored value, the logged one and the returned one must be solc's at
// every level.
// CHECK-LABEL: __entry:
// CHECK-COUNT-1: PUSH32 evm.immutable.impl
// CHECK-NOT:     PUSH32 evm.immutable.impl
// OFF-LABEL: __entry:
// OFF-COUNT-3:   PUSH32 evm.immutable.impl
object "Proxy" {
    code {
        let size := datasize("Proxy_deployed")
        datacopy(0, dataoffset("Proxy_deployed"), size)
        setimmutable(0, "impl", 0x7e57ab1e00000000000000000000000000c0ffee)
        return(0, size)
    }
    object "Proxy_deployed" {
        code {
            mstore(64, memoryguard(0x80))
            let impl := sload(7)
            if iszero(impl) {
                impl := loadimmutable("impl")
                if iszero(calldatasize()) { sstore(7, impl) }
            }
            mstore(0, impl)
            log1(0, 32, impl)
            mstore(32, add(impl, 1))
            return(0, 64)
        }
    }
}
