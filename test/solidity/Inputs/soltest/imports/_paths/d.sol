contract D {
    function d() external pure returns (uint256) { return 4; }
}
