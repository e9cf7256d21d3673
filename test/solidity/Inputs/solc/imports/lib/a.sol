// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract A {
    function f() external pure returns (uint256) {
        return 1;
    }
}
