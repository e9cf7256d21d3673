// Every function of this contract is non-payable: the dispatcher checks the
// call's value once, before the switch on the selector
// (EVMHoistCommonChecks), where solc's Yul checks it in each function. A
// call with value fails whatever it calls; one without reaches its function.
contract C {
    uint256 stored;

    function f() public returns (uint256) {
        return 1;
    }

    function g(uint256 x) public returns (uint256) {
        return x + 1;
    }

    function set(uint256 x) public {
        stored = x;
    }

    function get() public view returns (uint256) {
        return stored;
    }
}
// ----
// f() -> 1
// f(), 1 wei -> FAILURE
// g(uint256): 5 -> 6
// g(uint256), 2 wei: 5 -> FAILURE
// set(uint256), 1 wei: 7 -> FAILURE
// get() -> 0
// set(uint256): 7 ->
// get() -> 7
// get(), 3 wei -> FAILURE
// (): hex"12345678" -> FAILURE
// (), 1 wei: hex"12345678" -> FAILURE
