// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The cheatcodes these tests use, as forge's cheatcode contract declares
/// them (forge's public cheatcode ABI; the contract lives at
/// address(uint160(uint256(keccak256("hevm cheat code"))))).
interface Vm {
    // Environment.
    function roll(uint256 newHeight) external;
    function warp(uint256 newTimestamp) external;
    function getBlockNumber() external view returns (uint256 height);
    function getBlockTimestamp() external view returns (uint256 timestamp);

    // Callers.
    function prank(address msgSender) external;
    function startPrank(address msgSender) external;
    function stopPrank() external;
    function label(address account, string calldata newLabel) external;

    // Expectations on the next call.
    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter)
        external;

    // Fuzzing.
    function assume(bool condition) external pure;

    // Assertions: a failure reverts with forge's "assertion failed: ..."
    // message and marks the test failed.
    function assertEq(uint256 left, uint256 right) external pure;
    function assertEq(uint256 left, uint256 right, string calldata message) external pure;
    function assertEq(address left, address right) external pure;
    function assertEq(bool left, bool right) external pure;
    function assertEq(bytes32 left, bytes32 right) external pure;
    function assertEq(string calldata left, string calldata right) external pure;
    function assertTrue(bool condition, string calldata message) external pure;
}

/// The base of this project's tests: `vm`, assertions, `bound` for fuzz
/// inputs. forge runs the functions named test* of a contract with a
/// setUp() first, on a fresh state each.
abstract contract Test {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// forge's marker of a test contract.
    bool public constant IS_TEST = true;

    function assertEq(uint256 left, uint256 right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(uint256 left, uint256 right, string memory message) internal pure {
        vm.assertEq(left, right, message);
    }

    function assertEq(address left, address right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(bool left, bool right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(bytes32 left, bytes32 right) internal pure {
        vm.assertEq(left, right);
    }

    function assertEq(string memory left, string memory right) internal pure {
        vm.assertEq(left, right);
    }

    function assertTrue(bool condition, string memory message) internal pure {
        vm.assertTrue(condition, message);
    }

    /// `x` mapped into [min, max] (both included), keeping small inputs as
    /// they are, so that the fuzzer's edge values stay edge values.
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (x >= min && x <= max) return x;
        uint256 size = max - min;
        if (size == type(uint256).max) return x;
        return min + x % (size + 1);
    }
}
