#!/usr/bin/env bash
# scripts/bench/bench.sh [--llc-arg=ARG ...] [--json] [BENCH_DIR]
# Compares this backend with solc on the benchmark programs (default
# ../shared/bench): correctness, execution gas and runtime code size per case,
# then the geometric means of the ratios. See docs/performance.md.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
# No cd: a relative BENCH_DIR stays relative to the caller's directory.
exec node "$ROOT/scripts/bench/bench.mjs" "$@"
