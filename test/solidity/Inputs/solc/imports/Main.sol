// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Import paths that are not normalised (evm-solc-imports.test): solc takes
// them as unit names as they are written and reads the files through its
// import callback, whose file system reads them as lib/a.sol and D/d.sol.
import "lib//a.sol";
import "C/../////D/d.sol";

contract Main {
    function h() external returns (uint256) {
        return new A().f() + new Dd().g();
    }
}
