// The contract benchmark (docs/performance.md, "Contracts"): scenarios in
// solc's semantic-test format, run by scripts/harness/evm-soltest with our compiler
// (bin/evm-solc), solc legacy and solc via-IR (solc-js 0.8.37, optimizer
// on, 200 runs or --optimizer-runs, osaka). For each scenario: the execution gas of its calls
// (summed, without the transactions' intrinsic gas) and the runtime size of
// the deployed contract, for the three; our ratio to the better solc
// pipeline (the lower gas, the smaller code); the geometric means over the
// scenarios that all three pass.
//
//   node scripts/bench/contract-bench.mjs [--jobs N] [--ours=CMD] [--optimizer-runs=N] [--json]
//                                         [--calls] [FILES_OR_DIRS...]
//
// --calls also prints, for each scenario, each message call's gas with ours
// and with solc via-IR and the difference: where the gas goes.
//
// Default: ../shared/solidity/bench. A directory of semantic tests works the
// same (a test's gas is its calls' gas). --ours is given to evm-soltest
// (default `bin/evm-solc --standard-json`, e.g. add --yul-input=irOptimized).

import { spawn } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMPILERS = ['ours', 'solc-legacy', 'solc-ir'];

function soltest(compiler, files, { jobs, ours, runs }) {
  const args = [join(ROOT, 'scripts', 'harness', 'soltest', 'main.mjs'), `--compiler=${compiler}`, '--json', `--jobs=${jobs}`];
  if (compiler === 'ours' && ours) args.push(`--ours=${ours}`);
  if (runs) args.push(`--optimizer-runs=${runs}`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...args, ...files], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => {
      const results = new Map();
      for (const line of out.split('\n'))
        if (line.startsWith('{')) {
          const r = JSON.parse(line);
          results.set(r.file, r);
        }
      resolvePromise(results);
    });
  });
}

/** Prints rows of cells as columns, the first row a heading, the first column left-aligned. */
function printTable(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const [i, row] of table.entries()) {
    process.stdout.write(`${row.map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  ')}\n`);
    if (i === 0) process.stdout.write(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  }
}

const geomean = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);

async function main() {
  const options = { jobs: 2, ours: null, runs: null, json: false, calls: false, files: [] };
  for (const arg of process.argv.slice(2)) {
    if (arg.startsWith('--jobs=')) options.jobs = Number(arg.slice(7));
    else if (arg.startsWith('--ours=')) options.ours = arg.slice(7);
    else if (arg.startsWith('--optimizer-runs=')) options.runs = Number(arg.slice(17));
    else if (arg === '--json') options.json = true;
    else if (arg === '--calls') options.calls = true;
    else if (arg.startsWith('-')) {
      process.stderr.write(`contract-bench: unknown option ${arg}\n`);
      process.exit(2);
    } else options.files.push(arg);
  }
  if (options.files.length === 0) options.files.push(join(ROOT, '..', 'shared', 'solidity', 'bench'));

  // One compiler at a time: each run uses --jobs workers.
  const runs = {};
  for (const compiler of COMPILERS) runs[compiler] = await soltest(compiler, options.files, options);

  const rows = [];
  for (const [file, ours] of runs.ours) {
    const legacy = runs['solc-legacy'].get(file);
    const viaIR = runs['solc-ir'].get(file);
    const row = { file: relative(process.cwd(), file), ours, legacy, viaIR };
    const all = [ours, legacy, viaIR];
    row.complete = all.every((r) => r?.status === 'pass' && r.gasUsed > 0 && r.runtimeSize);
    if (row.complete) {
      row.gasRatio = ours.gasUsed / Math.min(legacy.gasUsed, viaIR.gasUsed);
      row.sizeRatio = ours.runtimeSize / Math.min(legacy.runtimeSize, viaIR.runtimeSize);
    }
    rows.push(row);
  }
  const complete = rows.filter((r) => r.complete);
  const summary = {
    scenarios: rows.length,
    compared: complete.length,
    gasRatio: complete.length ? geomean(complete.map((r) => r.gasRatio)) : null,
    sizeRatio: complete.length ? geomean(complete.map((r) => r.sizeRatio)) : null,
    oursPassed: rows.filter((r) => r.ours?.status === 'pass').length,
    viaIRPassed: rows.filter((r) => r.viaIR?.status === 'pass').length,
    bothPassed: rows.filter((r) => r.ours?.status === 'pass' && r.viaIR?.status === 'pass').length,
  };
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ rows, summary }, null, 1)}\n`);
    return;
  }
  const cell = (r, key) => (r?.status === 'pass' ? String(r[key] ?? '-') : (r?.status ?? '-'));
  const table = [['scenario', 'ours gas', 'legacy gas', 'via-IR gas', 'gas ratio', 'ours size', 'legacy size', 'via-IR size', 'size ratio']];
  for (const r of rows)
    table.push([
      r.file,
      cell(r.ours, 'gasUsed'),
      cell(r.legacy, 'gasUsed'),
      cell(r.viaIR, 'gasUsed'),
      r.complete ? r.gasRatio.toFixed(3) : '-',
      cell(r.ours, 'runtimeSize'),
      cell(r.legacy, 'runtimeSize'),
      cell(r.viaIR, 'runtimeSize'),
      r.complete ? r.sizeRatio.toFixed(3) : '-',
    ]);
  printTable(table);
  process.stdout.write(
    `\ngeometric mean over ${summary.compared} of ${summary.scenarios} (all three pass): ` +
      `gas ${summary.gasRatio?.toFixed(3) ?? '-'}x, runtime size ${summary.sizeRatio?.toFixed(3) ?? '-'}x the better solc pipeline\n` +
      `passed: ours ${summary.oursPassed}, solc via-IR ${summary.viaIRPassed}, both ${summary.bothPassed}\n`,
  );
  if (options.calls)
    for (const r of rows) {
      // The same calls run with both compilers, in the test's order, up to
      // the first that fails.
      const theirs = r.viaIR?.callGas ?? [];
      const calls = [['call', 'line', 'ours gas', 'via-IR gas', 'difference']];
      for (const [i, call] of (r.ours?.callGas ?? []).entries()) {
        const other = theirs[i]?.line === call.line ? theirs[i].gas : null;
        calls.push([call.call, String(call.line), String(call.gas), String(other ?? '-'), other === null ? '-' : String(call.gas - other)]);
      }
      process.stdout.write(`\n${r.file}:\n`);
      printTable(calls);
    }
}

await main();
