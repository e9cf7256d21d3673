// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Stamp {
    uint256 public immutable value;
    uint256 public immutable createdAt;

    constructor(uint256 v) {
        value = v;
        createdAt = block.number;
    }
}
