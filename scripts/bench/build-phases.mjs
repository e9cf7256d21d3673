// Where the time of a Solidity build goes (docs/performance.md, "Build
// time"): one standard-JSON input, as forge or Hardhat give it to their
// solc, timed in each phase of bin/evm-solc and against solc-js via-IR, in
// one run on one machine:
//
//   node scripts/bench/build-phases.mjs [--base-path DIR] [-j N] INPUT.json
//
// Prints, in seconds:
//   * solc-js producing the optimised Yul that bin/evm-solc
//     --yul-input=irOptimized compiles (`irOptimized`, with what else
//     bin/evm-solc asks solc for);
//   * solc-js producing the unoptimised Yul only (`ir`), what bin/evm-solc
//     compiles by default;
//   * bin/evm-yul --batch on the optimised Yul at the level bin/evm-solc
//     picks, with -j N (default 2) and -j 1, and without the middle end
//     (-O0: the front end and the backend alone); and on the unoptimised
//     Yul, with the total runtime size of each, so that the two starts can
//     be weighed;
//   * solc-js via-IR producing bytecode itself: the reference.
// Imports the input does not hold are read from --base-path (default: the
// current folder), as bin/evm-solc reads them.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solcSettings } from '../../tools/evm-solc/evm-solc.mjs';
import { fileReader } from '../../tools/evm-solc/solc-pool.mjs';
import { loadSolc } from '../../tools/evm-solc/solc-loader.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const EVM_YUL = join(ROOT, 'bin', 'evm-yul');
// solc-js as bin/evm-solc loads it for its phases (solc-loader.mjs); the
// reference is solc-js as its users load it.
const ourSolc = loadSolc().solc;
const theirSolc = createRequire(import.meta.url)('solc');

const args = process.argv.slice(2);
let basePath = '.';
let jobs = 2;
let file = null;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--base-path') basePath = args[++i];
  else if (args[i] === '-j') jobs = Number(args[++i]);
  else file = args[i];
}
if (!file || !(jobs > 0)) {
  process.stderr.write('usage: node scripts/bench/build-phases.mjs [--base-path DIR] [-j N] INPUT.json\n');
  process.exit(2);
}

const input = JSON.parse(readFileSync(file, 'utf8'));
const reader = fileReader({ basePath, includePaths: [], allowPaths: [] });
const seconds = (f) => {
  const start = process.hrtime.bigint();
  const result = f();
  return [Number(process.hrtime.bigint() - start) / 1e9, result];
};
const compile = (settings, solc = ourSolc) => JSON.parse(solc.compile(JSON.stringify({ ...input, settings }), { import: reader }));
const programs = (output, key) => {
  const list = [];
  for (const [f, contracts] of Object.entries(output.contracts ?? {}))
    for (const [name, c] of Object.entries(contracts)) if ((c[key] ?? '').trim()) list.push({ name: `${f}:${name}`, yul: c[key] });
  return list;
};
const show = (label, t, extra = '') => console.log(`${label.padEnd(58)} ${t.toFixed(1).padStart(6)} s${extra}`);

const settings = input.settings ?? {};
const [tOptimized, optimized] = seconds(() => compile(solcSettings(settings)));
show('solc-js: Solidity to optimised Yul (irOptimized)', tOptimized);
const [tPlain, plain] = seconds(() =>
  compile({ ...solcSettings(settings), outputSelection: { '*': { '*': ['ir'] } } }),
);
show('solc-js: Solidity to unoptimised Yul (ir)', tPlain);

const runs = settings.optimizer?.runs ?? 200;
const level = settings.optimizer?.enabled === false ? '-O0' : runs < 200 ? '-Oz' : '-Os';
const batch = (list, lvl, j) => {
  const request = JSON.stringify({ contracts: list, level: lvl, cpu: settings.evmVersion });
  const [t, r] = seconds(() => spawnSync(EVM_YUL, ['--batch', '-j', String(j)], { input: request, maxBuffer: 1 << 30 }));
  if (r.status !== 0) throw new Error(`bin/evm-yul --batch failed: ${r.stderr}`);
  const answer = JSON.parse(r.stdout).contracts;
  const bytes = answer.reduce((n, c) => n + (c.deployed?.object?.length ?? 0) / 2, 0);
  const failed = answer.filter((c) => c.error !== undefined).length;
  return [t, `  (${answer.length} contracts, ${failed} failed, runtime ${bytes} bytes)`];
};
const fromOptimized = programs(optimized, 'irOptimized');
const fromPlain = programs(plain, 'ir');
show(`ours: bin/evm-yul --batch ${level} -j ${jobs}, optimised Yul`, ...batch(fromOptimized, level, jobs));
show(`ours: the same, -j 1`, ...batch(fromOptimized, level, 1));
show(`ours: the same without the middle end (-O0), -j ${jobs}`, ...batch(fromOptimized, '-O0', jobs));
show(`ours: bin/evm-yul --batch ${level} -j ${jobs}, unoptimised Yul`, ...batch(fromPlain, level, jobs));
const [tReference] = seconds(() => compile({ ...settings, viaIR: true }, theirSolc));
show('solc-js via-IR: Solidity to bytecode (the reference)', tReference);
