contract A {
    function a() external pure returns (uint256) { return 1; }
}
