# The examples (examples/*.ll with a `;!` header) as execution tests, run
# in place. This directory holds no tests: lit's Output and timing file only.
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "..", "scripts", "harness", "lit"))
import evm_lit  # noqa: E402

config.name = "EVM-examples"
config.test_source_root = os.path.join(evm_lit.ROOT, "examples")
config.test_exec_root = here
config.suffixes = [".ll"]
# The Foundry and Hardhat projects (test/solidity runs them) hold no IR;
# the Hardhat one has its own node_modules.
config.excludes = ["foundry", "hardhat"]
config.test_format = evm_lit.ExecTest()
evm_lit.configure(config, lit_config)
