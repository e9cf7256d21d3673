// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// A vault that holds tokens for a beneficiary until a release time: anyone
/// locks tokens for someone, the beneficiary takes them back once
/// block.timestamp has reached the release time. One lock per beneficiary
/// at a time. OpenZeppelin's SafeERC20, SafeCast and ReentrancyGuard.
contract TokenTimelock is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Lock {
        uint128 amount;
        uint64 releaseTime;
        uint64 lockedAtBlock;
    }

    IERC20 public immutable token;
    mapping(address beneficiary => Lock) public locks;

    error ZeroAmount();
    error AlreadyLocked(address beneficiary);
    error ReleaseTimeInPast(uint256 releaseTime, uint256 nowTime);
    error NothingLocked(address beneficiary);
    error StillLocked(uint256 nowTime, uint256 releaseTime);

    event Locked(address indexed from, address indexed beneficiary, uint256 amount, uint256 releaseTime);
    event Released(address indexed beneficiary, uint256 amount);

    constructor(IERC20 token_) {
        token = token_;
    }

    /// Takes `amount` of the token from the caller (who approved it) and
    /// keeps it for `beneficiary` until `releaseTime`.
    function lock(address beneficiary, uint256 amount, uint256 releaseTime) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        if (releaseTime <= block.timestamp) revert ReleaseTimeInPast(releaseTime, block.timestamp);
        if (locks[beneficiary].amount != 0) revert AlreadyLocked(beneficiary);
        locks[beneficiary] = Lock({
            amount: SafeCast.toUint128(amount),
            releaseTime: SafeCast.toUint64(releaseTime),
            lockedAtBlock: SafeCast.toUint64(block.number)
        });
        token.safeTransferFrom(msg.sender, address(this), amount);
        emit Locked(msg.sender, beneficiary, amount, releaseTime);
    }

    /// Gives the caller what was locked for them, once the time has come.
    function release() external nonReentrant returns (uint256 amount) {
        Lock memory l = locks[msg.sender];
        if (l.amount == 0) revert NothingLocked(msg.sender);
        if (block.timestamp < l.releaseTime) revert StillLocked(block.timestamp, l.releaseTime);
        delete locks[msg.sender];
        amount = l.amount;
        token.safeTransfer(msg.sender, amount);
        emit Released(msg.sender, amount);
    }

    /// How many blocks the beneficiary's tokens have been locked for.
    function blocksLocked(address beneficiary) external view returns (uint256) {
        Lock memory l = locks[beneficiary];
        if (l.amount == 0) revert NothingLocked(beneficiary);
        return block.number - l.lockedAtBlock;
    }

    /// Seconds until the beneficiary's tokens can be released (0 when they can).
    function timeLeft(address beneficiary) external view returns (uint256) {
        Lock memory l = locks[beneficiary];
        if (l.amount == 0) revert NothingLocked(beneficiary);
        return block.timestamp >= l.releaseTime ? 0 : l.releaseTime - block.timestamp;
    }
}
