#!/usr/bin/env python3
"""A standard-JSON input for bin/evm-solc's -j test (evm-solc-jobs.test):
four source units, so that the Yul of their contracts is spread over
solc-js instances, with

  * more than solc's 256 warnings (Deprecated.sol, analysed before the
    others: deprecated comments), which
    solc caps: the compilation of the other outputs gives only the first
    256, one that generates the Yul of another unit warnings that are not
    among them, and the merged output must not have those;
  * a warning that only generating the Yul gives (the deprecated
    memory-safe-assembly comment in Lib.sol), reached from contracts in
    two units;
  * a contract created with `new` in another unit (Made.sol);
  * source maps: a worker's compilation numbers only the sources it is
    given, the output all of them.
"""
import json

deprecated = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\ncontract Deprecated {\n"
for i in range(300):
    deprecated += (f"    function f{i}() external pure returns (uint r) {{\n"
               f"        /// @solidity memory-safe-assembly\n        assembly {{ r := {i} }}\n    }}\n")
deprecated += "}\n"

lib = """// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
library Lib {
    function twice(uint x) internal pure returns (uint r) {
        /// @solidity memory-safe-assembly
        assembly { r := add(x, x) }
    }
}
"""
made = """// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
import "Lib.sol";
contract Made {
    uint public immutable value;
    constructor(uint v) { value = Lib.twice(v); }
}
"""
maker = """// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
import "Made.sol";
contract Maker {
    function make(uint v) external returns (uint) { return new Made(v).value() + Lib.twice(1); }
}
"""
selection = ["abi", "evm.bytecode.object", "evm.deployedBytecode.object",
             "evm.deployedBytecode.immutableReferences", "evm.methodIdentifiers", "metadata",
             "evm.bytecode.sourceMap", "evm.deployedBytecode.sourceMap"]
print(json.dumps({
    "language": "Solidity",
    "sources": {name: {"content": text} for name, text in
                [("Deprecated.sol", deprecated), ("Lib.sol", lib), ("Made.sol", made), ("Maker.sol", maker)]},
    "settings": {"optimizer": {"enabled": True, "runs": 200},
                 "outputSelection": {"*": {"*": selection}}},
}))
