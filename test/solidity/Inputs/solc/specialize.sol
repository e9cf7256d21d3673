// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// f is called with the literal 7 for y at every call: solc's default Yul
// optimiser specialises it to fun_f(var_x); with bin/evm-solc's steps it
// keeps both parameters, and b()'s call is evaluated by the middle end.
contract Specialize {
    function f(uint256 x, uint256 y) internal pure returns (uint256 r) {
        r = x;
        for (uint256 i = 0; i < y; i++) r = r * 3 + i;
    }

    function a(uint256 x) external pure returns (uint256) {
        return f(x, 7) + f(x + 1, 7);
    }

    function b() external pure returns (uint256) {
        return f(5, 7);
    }
}
