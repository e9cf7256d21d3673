# lit configuration of the unit tests: googletest programs built in
# <build>/unittests (EVMTargetTests: the stack shuffler and its gas count,
# the disassembler, constant sequences).
import os
import lit.formats

config.name = "EVM-Unit"
config.suffixes = []
root = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
build = os.environ.get("EVM_BUILD_DIR", os.path.join(root, "build"))
config.test_source_root = os.path.join(build, "unittests")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
