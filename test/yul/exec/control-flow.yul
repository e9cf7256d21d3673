// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O0' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -O2' %s
// RUN: node %{root}/scripts/fuzz/yul-diff.mjs --expect-success --ours='%evm-yul -Oz' %s
// Loops with break and continue, switch, functions with several results,
// leave, recursion, and the order in which arguments are evaluated (right
// to left), each leaving its trace in storage.
{
    let zero := calldataload(0)

    // A counter in storage: each call of next() returns the next number,
    // so the order of the calls shows in the values.
    function next() -> v {
        v := add(sload(1000), 1)
        sstore(1000, v)
    }
    sstore(1, sub(next(), next()))
    sstore(2, sub(next(), mul(next(), 10)))

    function fib(k) -> f {
        if lt(k, 2) { f := k leave }
        f := add(fib(sub(k, 1)), fib(sub(k, 2)))
    }
    sstore(3, fib(add(zero, 15)))

    function divmod(a, b) -> q, r {
        if iszero(b) { q := not(0) leave }
        q := div(a, b)
        r := mod(a, b)
    }
    let q, r := divmod(add(zero, 1000), 7)
    sstore(4, q)
    sstore(5, r)
    q, r := divmod(5, zero)
    sstore(6, q)
    sstore(7, r)

    // Nested loops: continue skips multiples of 3, break leaves the inner
    // loop at 8, the outer loop ends by its condition.
    let sum := 0
    for { let i := 0 } lt(i, add(zero, 10)) { i := add(i, 1) } {
        for { let j := 0 } 1 { j := add(j, 1) } {
            if iszero(mod(j, 3)) { continue }
            if gt(j, 8) { break }
            sum := add(sum, mul(i, j))
        }
    }
    sstore(8, sum)

    // switch on computed values, with and without default.
    for { let k := 0 } lt(k, 5) { k := add(k, 1) } {
        switch add(zero, k)
        case 0 { sstore(add(10, k), 100) }
        case 2 { sstore(add(10, k), 102) }
        case "ab" { sstore(add(10, k), 999) }
        default { sstore(add(10, k), add(200, k)) }
        switch k
        case 4 { sstore(20, 4) }
    }

    // A function defined in an inner block, calling one of the outer.
    {
        function twice(x) -> y { y := add(x, x) }
        sstore(21, twice(fib(10)))
    }

    // Many values live across a call.
    function mix(a, b, c, d) -> w, x, y, z {
        w := add(a, d) x := sub(b, c) y := mul(c, d) z := xor(a, b)
    }
    let a, b, c, d := mix(1, 2, 3, 4)
    let e, f, g, h := mix(d, c, b, a)
    sstore(22, add(add(add(a, b), add(c, d)), add(add(e, f), add(g, h))))
}
