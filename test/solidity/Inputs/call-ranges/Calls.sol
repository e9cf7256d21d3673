// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Calls {
    uint256 private counter;
    bool private paused;

    function _pause() internal {
        paused = true;
    }

    function _bump(uint256 by) internal {
        counter += by;
    }

    function pause() external {
        _pause();
    }

    function bumpTwice(uint256 by) external {
        _bump(by);
        _bump(by * 3);
    }
}
