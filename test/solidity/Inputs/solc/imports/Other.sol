// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// A second unit to compile, so that -j 2 spreads the work over solc-js
// workers, each given only what its units import.
contract Other {
    function k() external pure returns (uint256) {
        return 3;
    }
}
