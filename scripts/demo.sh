#!/usr/bin/env bash
# Sets up, builds, then for each examples/*.ll: prints the EVM assembly,
# compiles the runtime bytecode, runs it on the embedded EVM with the
# calldata of its `; demo-calldata:` line (several calls on one state) and
# prints the returned words and the gas used. A file with a
# `; demo-deploy-args:` line is deployed first (bin/evm-bin --deploy, the
# arguments appended to the init code).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
bash scripts/build.sh

# Prints the outcome of one call (the JSON object evm-run prints).
show() {
  node -e '
    const out = JSON.parse(require("fs").readFileSync(0, "utf8"));
    for (const r of Array.isArray(out) ? out : [out]) {
      console.log(`success: ${r.success}, gas used: ${r.gasUsed}, logs: ${r.logs.length}`);
      for (const w of r.returnWords) {
        const v = BigInt(w), s = v >= 1n << 255n ? v - (1n << 256n) : v;
        console.log(`  ${w}  (${s})`);
      }
    }'
}

for ll in examples/*.ll; do
  echo "=== $ll: assembly (bin/llc -march=evm), first 40 lines"
  bin/llc -march=evm "$ll" -o - | grep -vE '^\s*(\.|;)' | grep -v '^$' | head -40
  code=$(bin/evm-bin "$ll")
  echo "=== runtime bytecode: ${#code} hex digits"
  # Calldata of successive calls on one state (space-separated hex).
  calldata=$(sed -n 's/^; demo-calldata: *//p' "$ll" | head -1)
  if grep -q '^; demo-deploy-args:' "$ll"; then
    # A contract with a constructor: deploy the init code with its
    # arguments appended, then call it.
    args=$(sed -n 's/^; demo-deploy-args: *//p' "$ll" | head -1)
    init=$(bin/evm-bin --deploy "$ll")
    echo "=== init code: ${#init} hex digits; deploy, then call with ${calldata:-<none>}"
    # shellcheck disable=SC2086
    bin/evm-run --deploy "$init$args" $calldata | show
  else
    echo "=== run on the EVM, calldata ${calldata:-<none>}"
    # shellcheck disable=SC2086
    bin/evm-run "$code" $calldata | show
  fi
done
