#!/usr/bin/env bash
# Sets up, builds (Release and Debug) and runs every test with lit
# (docs/testing.md):
#   * the whole suite, test/, on the Release build: the FileCheck tests of
#     test/CodeGen (asm and MIR); the execution tests (test/exec/**.ll and
#     examples/*.ll with a `;!` header, and ../shared/conformance and
#     ../shared/bench in place) at -O0, -O1, -O2, -O3, -Oz and
#     --backend-only -O2 for osaka and at -O2 for cancun (no CLZ opcode),
#     run on the embedded EVM; the node tests of
#     the EVM runner, the benchmark harness and the erc20 token; the check
#     that the generated width tests are current; differential testing
#     against lli (scripts/fuzz/fuzz.py, seeds 1-300) and the llvm-stress modules
#     of seeds 1-40 (scripts/fuzz/stress.sh);
#   * the FileCheck and MIR tests, test/CodeGen, and the unit tests,
#     test/Unit, on the Debug build, which checks the target's EVM_ASSERTs
#     (docs/design.md, "Build and loading").
# Ends with one line "N passed, M failed" computed from lit's JSON reports
# by scripts/harness/lit-summary.py (an execution test counts its cases, once per
# option set); exit status 1 if anything failed.
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh || exit 1
bash scripts/build.sh --debug || exit 1

LIT=/usr/lib/llvm-22/bin/lit
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT

echo "== lit: test/ on the Release build"
EVM_BUILD_DIR="$ROOT/build" "$LIT" -sv -o "$reports/release.json" test/
release=$?

echo "== lit: test/CodeGen and test/Unit on the Debug build"
EVM_BUILD_DIR="$ROOT/build-debug" "$LIT" -sv -o "$reports/debug.json" test/CodeGen test/Unit
debug=$?

python3 scripts/harness/lit-summary.py "$reports/release.json:$release" "$reports/debug.json:$debug"
