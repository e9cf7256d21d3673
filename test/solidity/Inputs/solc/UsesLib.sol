// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
import {Twice} from "lib/Twice.sol";
contract UsesLib {
    function f(uint256 x) external pure returns (uint256) { return Twice.twice(x) + 1; }
}
