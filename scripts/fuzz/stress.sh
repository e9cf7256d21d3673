#!/usr/bin/env bash
# scripts/fuzz/stress.sh [FIRST [LAST]]: bad input never crashes the compiler.
#
# Compiles the modules llvm-stress generates for seeds FIRST..LAST (default
# 1..40; floats, vectors, odd widths, everything LLVM can express) at -O0
# and -O2. Each compilation must end either in bytecode (exit 0) or in
# `error:` diagnostics with exit 1 -- never an abort, an "LLVM ERROR", a
# stack dump, or a hang (60 s). A compilation that exits 0 must have made
# bytecode: every llvm-stress module defines a function, so the link step
# (tools/evm-link) must accept the object and print code. Prints one line
# per failure and a summary; exit status 1 if anything failed.
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
# shellcheck source=/dev/null
source "${EVM_BUILD_DIR:-$ROOT/build}/evm-paths.sh"
first="${1:-1}"
last="${2:-40}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

ok=0 diagnosed=0 failed=0
for seed in $(seq "$first" "$last"); do
  "$LLVM_TOOLS_DIR/llvm-stress" -seed="$seed" -size=80 -o "$tmp/s.ll"
  for opt in -O0 -O2; do
    rm -f "$tmp/s.o"
    timeout 60 "$ROOT/bin/llc" -march=evm "$opt" -verify-machineinstrs -filetype=obj \
      "$tmp/s.ll" -o "$tmp/s.o" 2> "$tmp/err"
    status=$?
    if [[ $status -eq 0 ]]; then
      if ! "$EVM_LINK" "$tmp/s.o" -o "$tmp/s.hex" 2> "$tmp/link-err" ||
         ! grep -qE '^[0-9a-f]+$' "$tmp/s.hex"; then
        failed=$((failed + 1))
        echo "FAIL llvm-stress -seed=$seed $opt: llc exited 0 but made no bytecode: $(head -1 "$tmp/link-err")"
        continue
      fi
      ok=$((ok + 1))
    elif [[ $status -eq 1 ]] && grep -q 'error:' "$tmp/err" &&
         ! grep -qE 'LLVM ERROR|Stack dump|PLEASE submit' "$tmp/err"; then
      diagnosed=$((diagnosed + 1))
    else
      failed=$((failed + 1))
      echo "FAIL llvm-stress -seed=$seed $opt: exit $status: $(grep -m1 -E 'LLVM ERROR|error|Assertion' "$tmp/err")"
    fi
  done
done
echo "stress: $((ok + diagnosed + failed)) compilations of llvm-stress seeds $first-$last:" \
     "$ok compiled, $diagnosed rejected with diagnostics, $failed failed"
[[ $failed -eq 0 ]]
