{
    function double(x) -> y {
        y := add(x, x)
    }
    sstore(0, double(calldataload(0)))
}
