// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O0' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// Storage and transient keys of 2^63 and above, as constants and as values
// that only the middle end finds constant (through a function it inlines):
// LLVM folds a getelementptr from null with such an offset to the wrong
// address, so the front end addresses storage by inttoptr (docs/yul.md,
// "The lowering"). Found by scripts/fuzz/yul-fuzz.py (seed 3: the key
// 2^160 - 1 became 2^256 - 1 at -O1 and above).
{
    function implementationSlot() -> s {
        s := 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc
    }
    sstore(0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, 1)
    sstore(implementationSlot(), 2)
    sstore(0x8000000000000000, 3)
    sstore(add(0xFFFFFFFFFFFFFFFF, 2), 4)
    tstore(0x10000000000000000000000000000000, 5)
    sstore(6, add(tload(0x10000000000000000000000000000000), sload(0x10000000000000001)))
    // The same slots read back: 2^160 - 1 is not 2^256 - 1.
    sstore(7, add(sload(0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF), sload(not(0))))
    sstore(8, sload(implementationSlot()))
    mstore(0, sload(0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF))
    return(0, 32)
}
