// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {CappedToken} from "../src/CappedToken.sol";
import {Test} from "./utils/Test.sol";

contract CappedTokenTest is Test {
    uint256 internal constant CAP = 1_000_000e18;
    uint256 internal constant INITIAL = 600_000e18;

    address internal owner = address(0xA11CE);
    address internal bob = address(0xB0B);
    address internal carol = address(0xCA201);

    CappedToken internal token;

    function setUp() public {
        vm.label(owner, "owner");
        vm.label(bob, "bob");
        vm.label(carol, "carol");
        token = new CappedToken("Capped", "CAP", CAP, owner, INITIAL);
    }

    function test_Metadata() public view {
        assertEq(token.name(), "Capped");
        assertEq(token.symbol(), "CAP");
        assertEq(token.decimals(), 18);
        assertEq(token.cap(), CAP);
        assertEq(token.owner(), owner);
        assertEq(token.totalSupply(), INITIAL);
        assertEq(token.balanceOf(owner), INITIAL);
    }

    function test_Transfer() public {
        vm.prank(owner);
        assertEq(token.transfer(bob, 1000), true);
        assertEq(token.balanceOf(bob), 1000);
        assertEq(token.balanceOf(owner), INITIAL - 1000);
        assertEq(token.totalSupply(), INITIAL);
    }

    function test_ApproveAndTransferFrom() public {
        vm.prank(owner);
        token.approve(bob, 500);
        assertEq(token.allowance(owner, bob), 500);

        vm.prank(bob);
        assertEq(token.transferFrom(owner, carol, 200), true);
        assertEq(token.balanceOf(carol), 200);
        assertEq(token.allowance(owner, bob), 300);
    }

    function test_RevertWhen_TransferExceedsBalance() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, bob, 0, 1));
        vm.prank(bob);
        // It reverts: there is no return value to check.
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        token.transfer(carol, 1);
    }

    function test_RevertWhen_TransferFromExceedsAllowance() public {
        vm.prank(owner);
        token.approve(bob, 10);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, bob, 10, 11));
        vm.prank(bob);
        // It reverts: there is no return value to check.
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        token.transferFrom(owner, carol, 11);
    }

    function test_RevertWhen_TransferToZero() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        vm.prank(owner);
        // It reverts: there is no return value to check.
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        token.transfer(address(0), 1);
    }

    function test_RevertWhen_MintByNonOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, bob));
        vm.prank(bob);
        token.mint(bob, 1);
    }

    function test_RevertWhen_MintAboveCap() public {
        vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20ExceededCap.selector, CAP + 1, CAP));
        vm.prank(owner);
        token.mint(bob, CAP - INITIAL + 1);
    }

    function test_MintUpToCap() public {
        vm.prank(owner);
        token.mint(bob, CAP - INITIAL);
        assertEq(token.totalSupply(), CAP);
        assertEq(token.balanceOf(bob), CAP - INITIAL);
    }

    function test_EmitsTransferAndApproval() public {
        vm.expectEmit(true, true, false, true, address(token));
        emit IERC20.Transfer(owner, bob, 42);
        vm.prank(owner);
        assertEq(token.transfer(bob, 42), true);

        vm.expectEmit(true, true, false, true, address(token));
        emit IERC20.Approval(bob, carol, 7);
        vm.prank(bob);
        token.approve(carol, 7);
    }

    function test_EmitsOwnershipTransferred() public {
        vm.expectEmit(true, true, false, true, address(token));
        emit Ownable.OwnershipTransferred(owner, bob);
        vm.prank(owner);
        token.transferOwnership(bob);
        assertEq(token.owner(), bob);
    }

    function test_Burn() public {
        vm.startPrank(owner);
        token.burn(100e18);
        vm.stopPrank();
        assertEq(token.totalSupply(), INITIAL - 100e18);
        assertEq(token.balanceOf(owner), INITIAL - 100e18);
        // What was burnt can be minted again, up to the cap.
        vm.prank(owner);
        token.mint(carol, CAP - INITIAL + 100e18);
        assertEq(token.totalSupply(), CAP);
    }

    /// Any amount the owner has moves to any other account, and the
    /// supply stays.
    function testFuzz_Transfer(address to, uint256 amount) public {
        vm.assume(to != address(0) && to != owner);
        amount = bound(amount, 0, INITIAL);
        vm.prank(owner);
        assertEq(token.transfer(to, amount), true);
        assertEq(token.balanceOf(to), amount);
        assertEq(token.balanceOf(owner), INITIAL - amount);
        assertEq(token.totalSupply(), INITIAL);
    }

    /// Minting succeeds exactly up to the cap.
    function testFuzz_MintRespectsCap(uint256 amount) public {
        // Above this the supply's checked addition panics before the cap
        // is looked at.
        amount = bound(amount, 0, type(uint256).max - INITIAL);
        uint256 room = CAP - INITIAL;
        if (amount > room) {
            vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20ExceededCap.selector, INITIAL + amount, CAP));
            vm.prank(owner);
            token.mint(bob, amount);
        } else {
            vm.prank(owner);
            token.mint(bob, amount);
            assertEq(token.totalSupply(), INITIAL + amount);
        }
    }
}
