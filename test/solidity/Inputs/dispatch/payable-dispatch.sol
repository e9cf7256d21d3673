// One function is payable: its case does not check the call's value, so the
// other functions keep their own checks (EVMHoistCommonChecks leaves the
// dispatcher as it is).
contract C {
    function f() public returns (uint256) {
        return 1;
    }

    function g(uint256 x) public returns (uint256) {
        return x + 1;
    }

    function pay() public payable returns (uint256) {
        return msg.value;
    }
}
// ----
// f() -> 1
// f(), 1 wei -> FAILURE
// g(uint256), 2 wei: 5 -> FAILURE
// pay(), 5 wei -> 5
// pay() -> 0
// (), 1 wei: hex"12345678" -> FAILURE
