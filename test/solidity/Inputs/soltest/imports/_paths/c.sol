contract C {
    function c() external pure returns (uint256) { return 3; }
}
