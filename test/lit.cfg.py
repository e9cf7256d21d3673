# lit configuration of the EVM target's FileCheck tests (asm and MIR).
import os
import lit.formats

config.name = "EVM"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll", ".mir"]
config.test_source_root = os.path.dirname(__file__)
# Execution tests (test/exec) are run by scripts/run-exec-tests.mjs.
config.excludes = ["exec", "Inputs"]

root = os.path.dirname(config.test_source_root)
build = os.environ.get("EVM_BUILD_DIR", os.path.join(root, "build"))
config.environment["EVM_BUILD_DIR"] = build

paths = {}
with open(os.path.join(build, "evm-paths.sh")) as f:
    for line in f:
        key, _, value = line.strip().partition("=")
        paths[key] = value
llvm_tools = paths["LLVM_TOOLS_DIR"]
config.environment["PATH"] = os.pathsep.join(
    [llvm_tools, config.environment.get("PATH", os.environ["PATH"])])

config.substitutions.append(("%llc", os.path.join(root, "bin", "llc")))
config.substitutions.append(("%evm-bin", os.path.join(root, "bin", "evm-bin")))
