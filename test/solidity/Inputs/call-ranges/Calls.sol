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

    function _note(uint256 by) internal {
        counter += by << 1;
    }

    function _note() internal returns (bool) {
        return ++counter < 3;
    }

    // The condition's call comes first in the Yul: not paired.
    function spin() external {
        do {
            _note(2);
        } while (_note());
    }
}
