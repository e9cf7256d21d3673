// Compile time of bin/evm-solc against solc-js's own pipelines on one
// scenario (docs/performance.md, "Contracts"):
//
//   node scripts/bench/solidity-compile-time.mjs [--runs N] [--ours=CMD] SCENARIO.sol
//
// The scenario's sources (with the imports it takes from ../lib) become one
// standard JSON input, the one scripts/harness/evm-soltest gives every compiler
// (optimizer on, 200 runs, osaka; abi, bytecode, deployed bytecode, method
// identifiers); it is compiled by solc-js legacy, solc-js via-IR (in this
// process) and by `CMD` (default `bin/evm-solc --standard-json`, a process
// of its own, so node's start-up counts for it). Prints the best of N runs
// (default 3) of each, in seconds, and our ratio to each.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addImportedSources, standardJsonInput, withPreamble } from '../harness/soltest/compile.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const solc = createRequire(import.meta.url)('solc');

const args = process.argv.slice(2);
let runs = 3;
let ours = 'bin/evm-solc --standard-json';
let file = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i].startsWith('--runs=')) runs = Number(args[i].slice(7));
  else if (args[i].startsWith('--ours=')) ours = args[i].slice(7);
  else file = args[i];
}
if (!file || !(runs > 0)) {
  process.stderr.write('usage: node scripts/bench/solidity-compile-time.mjs [--runs N] [--ours=CMD] SCENARIO.sol\n');
  process.exit(2);
}

const text = readFileSync(file, 'utf8').split(/^\/\/ ----/m)[0];
const sources = new Map([['main.sol', withPreamble(text)]]);
addImportedSources(sources, [join(dirname(resolve(file)), '..', 'lib')]);

function best(compile) {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    compile();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - started) / 1e9);
  }
  return fastest;
}

function checked(outputText, who) {
  const output = JSON.parse(outputText);
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`${who}: ${errors[0].formattedMessage ?? errors[0].message}`);
}

const legacy = best(() => checked(solc.compile(JSON.stringify(standardJsonInput(sources, { viaIR: false }))), 'solc legacy'));
const viaIR = best(() => checked(solc.compile(JSON.stringify(standardJsonInput(sources, { viaIR: true }))), 'solc via-IR'));
const [program, ...rest] = ours.split(/\s+/);
const ourTime = best(() => {
  const run = spawnSync(join(ROOT, program), rest, { input: JSON.stringify(standardJsonInput(sources)), encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`${ours}: exit status ${run.status}: ${run.stderr}`);
  checked(run.stdout, ours);
});
process.stdout.write(
  `${file}: ${sources.size} sources; best of ${runs}\n` +
    `  solc-js legacy   ${legacy.toFixed(2)} s\n` +
    `  solc-js via-IR   ${viaIR.toFixed(2)} s\n` +
    `  ${ours}   ${ourTime.toFixed(2)} s (${(ourTime / legacy).toFixed(2)}x legacy, ${(ourTime / viaIR).toFixed(2)}x via-IR)\n`,
);
