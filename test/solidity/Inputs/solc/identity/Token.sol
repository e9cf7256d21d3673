// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// A contract that others create (evm-solc-identity.test).
contract Token {
    uint256 public supply;
    mapping(address => uint256) public balanceOf;

    constructor(uint256 initial) {
        supply = initial;
        balanceOf[msg.sender] = initial;
    }

    function transfer(address to, uint256 value) external {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
    }
}
