// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// Creates nothing, created by nothing.
contract Solo {
    function mix(uint256 x, uint256 y) external pure returns (uint256) {
        return x * y + (x >> 3) ^ (y << 7);
    }
}
