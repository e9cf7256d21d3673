// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {CappedToken} from "src/CappedToken.sol";
import {Test} from "test/utils/Test.sol";

// Tests that fail on purpose (foundry-backtrace.test): forge's backtrace
// names the line of the Solidity statement that reverted.
contract BacktraceTest is Test {
    CappedToken internal token;

    function setUp() public {
        token = new CappedToken("Capped", "CAP", 1000, address(this), 600);
    }

    // ERC20Capped's `revert ERC20ExceededCap(...)`.
    function test_MintAboveCap() public {
        token.mint(address(0xB0B), 500);
    }

    // Ownable's `revert OwnableUnauthorizedAccount(...)`.
    function test_MintByStranger() public {
        vm.prank(address(0xB0B));
        token.mint(address(0xB0B), 1);
    }

    // A checked addition in the test itself.
    function test_Overflow() public pure {
        uint8 x = 200;
        x += 100;
    }
}
