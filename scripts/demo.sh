#!/usr/bin/env bash
# Sets up, builds, then for each examples/*.ll: prints the EVM assembly,
# compiles the runtime bytecode, runs it on the embedded EVM with the
# calldata of its `; demo-calldata:` line and prints the returned words and
# the gas used.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
bash scripts/build.sh

for ll in examples/*.ll; do
  echo "=== $ll: assembly (bin/llc -march=evm)"
  bin/llc -march=evm "$ll" -o - | grep -vE '^\s*(\.|;)' | grep -v '^$'
  code=$(bin/evm-bin "$ll")
  echo "=== bytecode (${#code} hex digits): $code"
  calldata=$(sed -n 's/^; demo-calldata: *//p' "$ll" | head -1)
  echo "=== run on the EVM, calldata ${calldata:-<none>}"
  bin/evm-run "$code" $calldata | node -e '
    const r = JSON.parse(require("fs").readFileSync(0, "utf8"));
    console.log(`success: ${r.success}, gas used: ${r.gasUsed}`);
    for (const w of r.returnWords) {
      const v = BigInt(w), s = v >= 1n << 255n ? v - (1n << 256n) : v;
      console.log(`  ${w}  (${s})`);
    }'
done
