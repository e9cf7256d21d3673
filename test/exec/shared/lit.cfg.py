# The programs other people wrote, as execution tests run in place from
# ../shared: the conformance corpus (conformance/**) and the benchmark
# programs (bench/*.ll). Skipped with a note when ../shared is absent
# (EVM_SHARED_DIR names another copy).
# This directory holds no tests: lit's Output and timing file only, so that
# nothing is written into ../shared.
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "..", "scripts", "harness", "lit"))
import evm_lit  # noqa: E402

config.name = "EVM-shared"
config.test_exec_root = here
config.suffixes = [".ll"]
# EVM_SHARED_DIR names another copy of ../shared.
shared = os.path.abspath(os.environ.get("EVM_SHARED_DIR", os.path.join(evm_lit.ROOT, "..", "shared")))
if os.path.isdir(os.path.join(shared, "conformance")) or os.path.isdir(os.path.join(shared, "bench")):
    config.test_source_root = shared
    # Only conformance/ (all of it) and the top of bench/.
    config.excludes = [name for name in os.listdir(shared) if name not in ("conformance", "bench")]
else:
    lit_config.note(f"{shared} is absent: the conformance corpus and the benchmark programs are skipped")
    config.test_source_root = here

# memcpy_code.ll copies the contract's own runtime code to memory and
# returns it; its expected return data is three words, i.e. code of 65 to
# 96 bytes as the other backend produced. Ours is 7 bytes (CODESIZE DUP1
# PUSH0 PUSH0 CODECOPY PUSH0 RETURN), which is correct, so the case cannot
# pass without padding the code (docs/testing.md). An XPASS fails the test.
config.test_format = evm_lit.ExecTest(xfail=["conformance/era-compiler-tests/memcpy/memcpy_code.ll::0"])
evm_lit.configure(config, lit_config)
