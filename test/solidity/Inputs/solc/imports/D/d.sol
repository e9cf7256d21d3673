// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Dd {
    function g() external pure returns (uint256) {
        return 2;
    }
}
