// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
library Twice {
    function twice(uint256 x) external pure returns (uint256) { return 2 * x; }
}
interface INothing { function g() external; }
