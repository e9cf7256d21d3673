#!/usr/bin/env bash
# Sets up, builds (Release and Debug) and runs every test:
#   * lit/FileCheck tests of test/CodeGen (asm and MIR), on both builds;
#   * the EVM runner's own tests (node --test);
#   * execution tests (test/exec/**.ll and examples/ with a `;!` header,
#     plus the whole of ../shared/conformance and
#     ../shared/bench in place) at -O0 and -O2 for osaka, and at -O2 for
#     cancun (no CLZ opcode), run on the embedded EVM;
#   * differential testing against lli: the random programs of seeds
#     1-300 (scripts/fuzz.py), at -O0 and -O2;
#   * bad input: the llvm-stress modules of seeds 1-40 end in bytecode or
#     diagnostics, never a crash (scripts/stress.sh).
# Ends with one line "N passed, M failed" over all of them.
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh || exit 1
bash scripts/build.sh --debug || exit 1

passed=0
failed=0
add_counts() { # reads "N passed, M failed" from the last matching line of $1
  local line
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$1" | tail -1)
  if [[ -z "$line" ]]; then
    failed=$((failed + 1))
    return
  fi
  passed=$((passed + $(echo "$line" | awk '{print $1}')))
  failed=$((failed + $(echo "$line" | awk '{print $3}')))
}

log=$(mktemp)
trap 'rm -f "$log"' EXIT

LIT=/usr/lib/llvm-22/bin/lit
for build in build build-debug; do
  echo "== lit ($build)"
  EVM_BUILD_DIR="$ROOT/$build" "$LIT" -sv test/ | tee "$log"
  p=$(grep -oE 'Passed *: *[0-9]+' "$log" | awk '{s+=$NF} END {print s+0}')
  f=$(grep -oE '(Failed|Unresolved|Timed Out) *: *[0-9]+' "$log" |
        awk '{s+=$NF} END {print s+0}')
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
done

echo "== runner tests"
if node --test test/exec/ >"$log" 2>&1; then :; fi
tail -8 "$log"
p=$(grep -oE '^# pass [0-9]+' "$log" | grep -oE '[0-9]+' || echo 0)
f=$(grep -oE '^# fail [0-9]+' "$log" | grep -oE '[0-9]+' || echo 1)
passed=$((passed + p))
failed=$((failed + f))

echo "== generated width tests are up to date"
if python3 scripts/gen-width-tests.py --check; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi

# The shared programs written by other people, used in place: the
# conformance corpus and the benchmark programs.
SHARED="$ROOT/../shared"
shared=()
for d in "$SHARED/conformance" "$SHARED/bench"; do
  [[ -d "$d" ]] && shared+=("$d")
done
for opts in "-O0" "-O2" "-O2 -mcpu=cancun"; do
  echo "== execution tests ($opts)"
  # memcpy_code returns its own runtime code and expects it to be 65 to 96
  # bytes long, the size the other backend produced; ours is 7 bytes
  # (CODESIZE DUP1 PUSH0 PUSH0 CODECOPY PUSH0 RETURN). docs/testing.md.
  args=(--llc-arg=-verify-machineinstrs --xfail=memcpy/memcpy_code.ll::0)
  for o in $opts; do args+=("--llc-arg=$o"); done
  node scripts/run-exec-tests.mjs "${args[@]}" test/exec examples "${shared[@]}" |
    tee "$log"
  add_counts "$log"
done

# One count each: every program agrees with lli, every module ends cleanly.
echo "== differential testing against lli (seeds 1-300)"
if python3 scripts/fuzz.py --seeds 1-300; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi
echo "== llvm-stress modules (seeds 1-40)"
if bash scripts/stress.sh 1 40; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
fi

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
