#!/usr/bin/env python3
"""Prints OverLimitInvariant.t.sol (foundry-identity.test): an invariant
test whose test contract is over EIP-170's 24,576 bytes, with a table of
N bytes (argv[1], default 25,000) in its code, and creates in setUp the
counter the invariant fuzzes, named by targetSelectors(). forge fuzzes a
target only if it knows its code: the counter's own artifact."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 25000
state, table = 12345, []
for _ in range(n):  # a fixed pseudo-random table
    state = (state * 1103515245 + 12345) % 2**31
    table.append(state >> 16 & 0xFF)


def mixers(count):
    """Code that is smaller at -Oz than at -Os (-Os inlines the checked
    helper into each caller, -Oz calls it): the test contract compiled at
    -Oz is other code, and so would be the counter if it were compiled
    again with it."""
    return "\n".join(f"""
    function mix{i}(uint256 x, uint256 y) external pure returns (uint256) {{
        return _mix(_mix(x, y + {i}), {2 * i + 5});
    }}""" for i in range(count)) + """

    function _mix(uint256 x, uint256 k) private pure returns (uint256) {
        return x * k + (x >> 3) ^ (k << 7) + x / (k | 1);
    }"""

print(f"""// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {{Test}} from "test/utils/Test.sol";

/// What the invariant test drives: step() keeps count below MAX.
contract BoundedCounter {{
    uint256 public constant MAX = 1000;
    uint256 public count;

    function step(uint256 by) external {{
        count = (count + by % MAX) % MAX;
    }}
{mixers(6)}
}}

/// forge's target of selectors (forge-std's StdInvariant.FuzzSelector).
struct FuzzSelector {{
    address addr;
    bytes4[] selectors;
}}

/// Over EIP-170's limit at every level: bin/evm-solc compiles it again at
/// -Oz, smaller but over the limit still, and keeps its -Os code. Neither
/// may change the BoundedCounter it creates.
contract OverLimitInvariantTest is Test {{
    bytes internal constant TABLE = hex"{bytes(table).hex()}";
    uint256 internal constant TABLE_SUM = {sum(table)};

    BoundedCounter internal counter;

    function setUp() public {{
        counter = new BoundedCounter();
    }}

    /// forge fuzzes these selectors only; it fails the invariant test
    /// ("address does not have an associated contract") when it does not
    /// recognise the code at the address as an artifact's.
    function targetSelectors() public view returns (FuzzSelector[] memory targets) {{
        bytes4[] memory selectors = new bytes4[](1);
        selectors[0] = BoundedCounter.step.selector;
        targets = new FuzzSelector[](1);
        targets[0] = FuzzSelector(address(counter), selectors);
    }}

    function invariant_CountStaysBelowMax() public view {{
        assertTrue(counter.count() < counter.MAX(), "count reached MAX");
    }}

{mixers(40)}

    function test_Table() public pure {{
        bytes memory table = TABLE;
        uint256 sum;
        for (uint256 i = 0; i < table.length; i++) {{
            sum += uint8(table[i]);
        }}
        assertEq(sum, TABLE_SUM);
    }}
}}""")
