#!/usr/bin/env python3
"""Prints a contract of N external functions (argv[1]), each a loop of 8
iterations that -O2 unrolls: over EIP-170's 24,576 bytes at -O2, under it
at -Oz (evm-solc-size-limit.test)."""
import sys

n = int(sys.argv[1])
print("// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\ncontract Big {")
for i in range(n):
    print(f"""    function f{i}(uint256 x) external pure returns (uint256) {{
        unchecked {{ for (uint256 j = 0; j < 8; j++) {{ x = x * {i + 3} + (x >> {i % 7 + 1}) + j; }} }}
        return x;
    }}""")
print("}")
