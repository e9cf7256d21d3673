// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

// Offsets are bytes: this comment's “quotes” take three each.
library Tally {
    struct T {
        uint256 n;
    }

    function add(T storage t, uint256 by) internal {
        t.n += by;
    }
}

contract Calls {
    using Tally for Tally.T;

    uint256 private counter;
    bool private paused;
    Tally.T private tally;

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

    // A call through `using for`, after a string and a comment that look
    // like calls: _bump(1);
    function tallyUp(uint256 by) external {
        string memory s = unicode"_bump(by); é";
        tally.add(by + bytes(s).length);
    }

    function _tick() internal {
        counter += 5;
    }

    function _below(uint256 n) internal view returns (bool) {
        return counter < n;
    }

    // A for loop's step is a statement, its condition is not; a call
    // after inline assembly starts a statement.
    function loop(uint256 n) external {
        for (; _below(n); _tick()) {
            assembly {
                sstore(9, 1)
            }
            _bump(n);
        }
    }
}
