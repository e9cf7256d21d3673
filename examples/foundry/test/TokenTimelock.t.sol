// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {CappedToken} from "../src/CappedToken.sol";
import {TokenTimelock} from "../src/TokenTimelock.sol";
import {Test} from "./utils/Test.sol";

contract TokenTimelockTest is Test {
    address internal owner = address(0xA11CE);
    address internal bob = address(0xB0B);

    CappedToken internal token;
    TokenTimelock internal timelock;

    function setUp() public {
        // Somewhere later than forge's block 1 at time 1.
        vm.roll(100);
        vm.warp(1_700_000_000);
        token = new CappedToken("Capped", "CAP", 1_000_000e18, owner, 1_000e18);
        timelock = new TokenTimelock(IERC20(address(token)));
        vm.prank(owner);
        token.approve(address(timelock), type(uint256).max);
    }

    function _lockForBob(uint256 amount, uint256 releaseTime) internal {
        vm.prank(owner);
        timelock.lock(bob, amount, releaseTime);
    }

    function test_Immutables() public view {
        assertEq(address(timelock.token()), address(token));
    }

    /// The cheatcodes move the block, and this function sees it: a read of
    /// block.number or block.timestamp before vm.roll/vm.warp keeps the old
    /// value, one after them gets the new one. (A compiler that takes
    /// NUMBER and TIMESTAMP for values that a call cannot change, and so
    /// reuses or repeats a read across the call, fails this.)
    function test_RollAndWarpAreSeenInTheSameFunction() public {
        uint256 n0 = block.number;
        uint256 t0 = block.timestamp;
        assertEq(n0, 100);
        assertEq(t0, 1_700_000_000);

        vm.roll(n0 + 5);
        vm.warp(t0 + 1 days);
        // Both values read before the calls and again after them: a read
        // reused across the call, or one repeated after it, makes the
        // differences 0.
        assertEq(block.number - n0, 5, "blocks between the reads around vm.roll");
        assertEq(block.timestamp - t0, 1 days, "seconds between the reads around vm.warp");
        assertEq(block.number, n0 + 5, "block.number after vm.roll");
        assertEq(block.timestamp, t0 + 1 days, "block.timestamp after vm.warp");
        assertEq(vm.getBlockNumber(), n0 + 5);
        assertEq(vm.getBlockTimestamp(), t0 + 1 days);

        vm.roll(block.number + 1);
        vm.warp(block.timestamp + 1);
        assertEq(block.number, n0 + 6, "block.number after a second vm.roll");
        assertEq(block.timestamp, t0 + 1 days + 1, "block.timestamp after a second vm.warp");
    }

    function test_LockAndReleaseAfterWarp() public {
        uint256 releaseTime = block.timestamp + 7 days;

        vm.expectEmit(true, true, false, true, address(timelock));
        emit TokenTimelock.Locked(owner, bob, 250e18, releaseTime);
        _lockForBob(250e18, releaseTime);
        assertEq(token.balanceOf(address(timelock)), 250e18);
        assertEq(timelock.timeLeft(bob), 7 days);

        // One second early.
        vm.warp(releaseTime - 1);
        assertEq(timelock.timeLeft(bob), 1);
        vm.expectRevert(abi.encodeWithSelector(TokenTimelock.StillLocked.selector, releaseTime - 1, releaseTime));
        vm.prank(bob);
        timelock.release();

        // On time: this function's block.timestamp is the warped one too.
        vm.warp(releaseTime);
        assertEq(block.timestamp, releaseTime);
        assertEq(timelock.timeLeft(bob), 0);
        vm.expectEmit(true, false, false, true, address(timelock));
        emit TokenTimelock.Released(bob, 250e18);
        vm.prank(bob);
        assertEq(timelock.release(), 250e18);
        assertEq(token.balanceOf(bob), 250e18);
        assertEq(token.balanceOf(address(timelock)), 0);
    }

    function test_BlocksLockedFollowsRoll() public {
        uint256 start = block.number;
        _lockForBob(1e18, block.timestamp + 1);
        assertEq(timelock.blocksLocked(bob), 0);
        vm.roll(start + 10);
        assertEq(block.number, start + 10);
        assertEq(timelock.blocksLocked(bob), 10);
    }

    function test_RevertWhen_ReleaseWithoutLock() public {
        vm.expectRevert(abi.encodeWithSelector(TokenTimelock.NothingLocked.selector, bob));
        vm.prank(bob);
        timelock.release();
    }

    function test_RevertWhen_LockTwice() public {
        _lockForBob(1e18, block.timestamp + 1 hours);
        vm.expectRevert(abi.encodeWithSelector(TokenTimelock.AlreadyLocked.selector, bob));
        vm.prank(owner);
        timelock.lock(bob, 1e18, block.timestamp + 1 hours);
    }

    function test_RevertWhen_ReleaseTimeNotInFuture() public {
        vm.expectRevert(
            abi.encodeWithSelector(TokenTimelock.ReleaseTimeInPast.selector, block.timestamp, block.timestamp)
        );
        vm.prank(owner);
        timelock.lock(bob, 1e18, block.timestamp);
    }

    function test_RevertWhen_ZeroAmount() public {
        vm.expectRevert(TokenTimelock.ZeroAmount.selector);
        vm.prank(owner);
        timelock.lock(bob, 0, block.timestamp + 1);
    }

    /// Whatever the amount and the delay, the tokens come back exactly at
    /// the release time and not a second before.
    function testFuzz_ReleaseExactlyAtReleaseTime(uint256 amount, uint256 delay) public {
        amount = bound(amount, 1, 1_000e18);
        delay = bound(delay, 1, 10 * 365 days);
        uint256 releaseTime = block.timestamp + delay;
        _lockForBob(amount, releaseTime);

        vm.warp(releaseTime - 1);
        vm.expectRevert(abi.encodeWithSelector(TokenTimelock.StillLocked.selector, releaseTime - 1, releaseTime));
        vm.prank(bob);
        timelock.release();

        vm.warp(releaseTime);
        vm.prank(bob);
        timelock.release();
        assertEq(token.balanceOf(bob), amount);
    }
}
