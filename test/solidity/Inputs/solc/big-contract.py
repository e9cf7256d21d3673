#!/usr/bin/env python3
"""big-contract.py N [--name NAME] [--creates]: prints a contract NAME
(default Big) of N external functions, each a loop of 8 iterations that
-O2 unrolls: 230 of them are over EIP-170's 24,576 bytes at -O2 and under
it at -Oz, 400 over it at both (evm-solc-size-limit.test). With
--creates, also a contract Small and a function of NAME that creates
one."""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("n", type=int)
parser.add_argument("--name", default="Big")
parser.add_argument("--creates", action="store_true")
args = parser.parse_args()
print("// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;")
if args.creates:
    print("""contract Small {
    uint256 public value;

    constructor(uint256 v) {
        value = v;
    }
}""")
print(f"contract {args.name} {{")
if args.creates:
    print("""    function make(uint256 v) external returns (address) {
        return address(new Small(v));
    }""")
for i in range(args.n):
    print(f"""    function f{i}(uint256 x) external pure returns (uint256) {{
        unchecked {{ for (uint256 j = 0; j < 8; j++) {{ x = x * {i + 3} + (x >> {i % 7 + 1}) + j; }} }}
        return x;
    }}""")
print("}")
