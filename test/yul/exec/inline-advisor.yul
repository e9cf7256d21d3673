// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Os -evm-inline-exit-blocks=false -evm-inline-constant-byte-cost=0' %s
// RUN: %evm-yul -Os --runtime -emit-llvm %s | FileCheck %s
// RUN: %evm-yul -Os --runtime -emit-llvm -evm-inline-constant-byte-cost=0 %s | FileCheck %s --check-prefix=CONSTANTS-OFF
// The EVM's inline advisor (EVMInlineAdvisor.h) on a program run against
// solc: under -Os, `wide` (four 32-byte constants) stays one function
// called twice where its copies would repeat 128 bytes of constants, and
// the functions called once (`run`, `finish`, `fail`) are moved into the
// code that calls them. The storage, the log and the return data must be
// solc's at every level and with the advisor's rules off.
// CHECK-LABEL: define void @__entry()
// CHECK-COUNT-2: call fastcc i256 @wide(
// CHECK-NOT:   call {{.*}}@run(
// CHECK-NOT:   call {{.*}}@finish(
// CHECK:       define internal fastcc i256 @wide(
// CONSTANTS-OFF-NOT: define internal {{.*}}@wide(
object "InlineAdvisor" {
    code {
        datacopy(0, dataoffset("InlineAdvisor_deployed"), datasize("InlineAdvisor_deployed"))
        return(0, datasize("InlineAdvisor_deployed"))
    }
    object "InlineAdvisor_deployed" {
        code {
            function mix(x) -> r {
                r := xor(mul(x, x), shr(3, add(x, 17)))
                r := add(r, mul(r, x))
                r := xor(r, shr(7, r))
                r := add(mul(r, 0x2545), xor(r, shl(11, r)))
                r := xor(r, shr(13, mul(r, x)))
                r := add(r, mul(x, 0x9e37))
            }
            function wide(x) -> r {
                r := mul(x, 0x9e3779b97f4a7c15f39cc0605cedc8341082276bf3a27251f86c6a11d0c18e95)
                r := add(r, 0x5851f42d4c957f2d14057b7ef767814f9e3779b97f4a7c15bf58476d1ce4e5b9)
                r := xor(r, 0xd6e8feb86659fd93c2b2ae3d27d4eb4f94d049bb133111eb7b4bdf4c31e15c3d)
                r := mul(shr(3, r), 0xa0761d6478bd642fe7037e5a3f1e2a9bbe6a1b8e58e9b3a6d1c3b4e7f2a1c9d5)
            }
            function fail(x) {
                mstore(0, mix(mix(x)))
                revert(0, 32)
            }
            function finish(v) {
                mstore(0, v)
                mstore(32, mix(v))
                log1(0, 64, v)
                return(0, 64)
            }
            function run(x) -> r {
                r := wide(wide(x))
                sstore(1, r)
            }
            let x := add(calldatasize(), 7)
            if eq(calldatasize(), 12345) { fail(x) }
            let a := mix(x)
            let b := mix(a)
            sstore(0, b)
            let w := run(b)
            finish(add(w, mix(w)))
        }
    }
}
