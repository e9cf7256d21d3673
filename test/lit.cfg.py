# lit configuration of the EVM target's tests (docs/testing.md):
#   CodeGen/EVM/  FileCheck tests of the compiler, by stage (asm and MIR)
#   exec/         execution tests (`;!` headers) and the erc20 token test;
#                 exec/examples and exec/shared are suites of their own that
#                 run examples/*.ll and ../shared in place
#   tools/        the EVM runner, the benchmark harness, generated tests
#   fuzz/         random programs against lli, llvm-stress modules
#   evm-cc/       the C driver (bin/evm-cc): options, diagnostics, the ABI's IR
import os
import sys

import lit.formats

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(__file__)), "scripts", "harness", "lit"))
import evm_lit  # noqa: E402

config.name = "EVM"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll", ".mir", ".test", ".test.mjs"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs"]
evm_lit.configure(config, lit_config)
