// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Functions that end the same way: after inlining, each one's code after
// its checks is the same, and EVMMergeHaltingBlocks keeps one copy.
contract MergedTails {
    uint256 public value;

    function setValue(uint256 v) public {
        value = v;
    }

    function setValueAgain(uint256 v) public {
        value = v;
    }

    function setValueOnceMore(uint256 v) public {
        value = v;
    }
}
