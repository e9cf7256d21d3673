// Benchmark harness: compares this backend with solc on the benchmark programs.
//
//   node scripts/bench/bench.mjs [--llc-arg=ARG ...] [--evm-bin=PATH] [--yul[=LEVEL]]
//                          [--json] [BENCH_DIR]
//
// BENCH_DIR (default ../shared/bench from the repository root) holds pairs
// NAME.ll / NAME.yul, used in place. Each NAME.ll is compiled with
// `evm-bin -O2 [ARG...] NAME.ll` (with --yul, ours is instead NAME.yul
// compiled by `bin/evm-yul LEVEL`, default -O2: both compilers on the same
// Yul); each NAME.yul with solc (standard JSON,
// Yul, optimizer on, evmVersion osaka) in this process. Every case of the
// .ll file's `;!` header (format of ../shared/conformance/README.md) then runs
// on both runtime bytecodes, each run in a fresh EVM state and checked as the
// execution tests check it (scripts/harness/exec-tests.mjs), recording whether
// the result is correct, the execution gas (no intrinsic transaction gas) and
// the runtime code size.
//
// Prints one row per case, then the geometric means of the ratios ours/solc
// over the cases both compilers get right; with --json, one JSON object
// instead. Exits 0 when every case of ours is correct, 1 otherwise, 2 on a
// usage error.

import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import solc from 'solc';
import { parseBytecode, runCompiler } from '../harness/compiler.mjs';
import { runCase as runTestCase } from '../harness/exec-tests.mjs';
import {
  compareWords as compareReturnWords,
  encodeCalldata,
  parseExpected,
  parseHeader,
  parseWord,
} from '../harness/test-format.mjs';

const USAGE = 'usage: node scripts/bench/bench.mjs [--llc-arg=ARG ...] [--evm-bin=PATH] [--yul[=LEVEL]] [--json] [BENCH_DIR]';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_BENCH_DIR = resolve(REPO_ROOT, '..', 'shared', 'bench');
const DEFAULT_EVM_BIN = join(REPO_ROOT, 'bin', 'evm-bin');
const EVM_YUL = join(REPO_ROOT, 'bin', 'evm-yul');
const OPT_LEVEL = '-O2';

/** Thrown for command-line mistakes (exit status 2). */
class UsageError extends Error {}

/** Parses the command line (without node and the script). */
export function parseArgs(args) {
  const options = { llcArgs: [], evmBin: DEFAULT_EVM_BIN, yulLevel: null, json: false, benchDir: DEFAULT_BENCH_DIR };
  let dirGiven = false;
  for (const arg of args) {
    if (arg.startsWith('--llc-arg=')) options.llcArgs.push(arg.slice('--llc-arg='.length));
    else if (arg.startsWith('--evm-bin=')) options.evmBin = resolve(arg.slice('--evm-bin='.length));
    else if (arg === '--yul') options.yulLevel = OPT_LEVEL;
    else if (arg.startsWith('--yul=')) options.yulLevel = arg.slice('--yul='.length);
    else if (arg === '--json') options.json = true;
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (dirGiven) throw new UsageError('more than one BENCH_DIR given');
    else {
      options.benchDir = resolve(arg);
      dirGiven = true;
    }
  }
  return options;
}

// ---------------------------------------------------------------------------
// Test-file helpers (the `;!` header format of scripts/harness/test-format.mjs,
// shared with the execution tests).

export { encodeCalldata, parseExpected, parseHeader, parseWord };

/** Compares return data (hex) with expected words; null on a match, else the reason. */
export function compareWords(dataHex, expectedWords) {
  return compareReturnWords('return data', dataHex, expectedWords);
}

// ---------------------------------------------------------------------------
// Statistics and formatting.

/** Geometric mean of positive numbers; null for an empty list. */
export function geometricMean(values) {
  if (values.length === 0) return null;
  let logSum = 0;
  for (const value of values) {
    if (!(value > 0) || !Number.isFinite(value)) throw new Error(`geometric mean of a non-positive value: ${value}`);
    logSum += Math.log(value);
  }
  return Math.exp(logSum / values.length);
}

/** ours / solc, or null when either is missing or the denominator is 0. */
export function ratio(ours, theirs) {
  if (ours === null || ours === undefined || theirs === null || theirs === undefined || theirs === 0) return null;
  return ours / theirs;
}

/** A ratio with three decimals, or "-" when there is none. */
export const formatRatio = (value) => (value === null || value === undefined ? '-' : value.toFixed(3));

/** Formats rows (arrays of strings) as a text table; numbers are right-aligned. */
export function formatTable(headings, rows, rightAligned) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (rightAligned[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(headings), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------
// Compilers.

/**
 * The first line worth showing from a compiler's stderr: the first one that
 * mentions an error, else the first non-empty one.
 */
export function firstErrorLine(stderr) {
  const lines = stderr.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.find((line) => /\berror\b/i.test(line)) ?? lines[0] ?? '(no diagnostics)';
}

/**
 * Compiles an .ll file with evm-bin. Resolves to {code} (hex without 0x) or
 * {error} ("compile error: <first stderr line>").
 */
export async function compileLl(evmBin, llcArgs, file) {
  return compileWith(evmBin, [OPT_LEVEL, ...llcArgs, file]);
}

/** Compiles the Yul twin with our Yul front end (bin/evm-yul LEVEL). */
export async function compileYulOurs(level, file) {
  return compileWith(EVM_YUL, [level, file]);
}

async function compileWith(program, args) {
  const result = await runCompiler(program, args);
  if (result.spawnError) return { error: `compile error: cannot run ${program}: ${result.spawnError}` };
  if (result.signal !== null || result.status !== 0) {
    return { error: `compile error: ${firstErrorLine(result.stderr)}` };
  }
  const code = parseBytecode(result.stdout);
  if (code === null) return { error: `compile error: ${basename(program)} printed no hex bytecode` };
  return { code: code.toLowerCase() };
}

/** The solc settings of the comparison (README of the bench directory). */
export const SOLC_SETTINGS = Object.freeze({
  optimizer: { enabled: true },
  evmVersion: 'osaka',
  outputSelection: { '*': { '*': ['evm.deployedBytecode.object', 'evm.bytecode.object'] } },
});

/**
 * Compiles Yul source with solc's standard-JSON interface. Returns {code}
 * (runtime bytecode, hex without 0x) or {error}.
 *
 * A plain Yul code block (what the bench .yul files are) compiles to one
 * object, "object", whose bytecode is the runtime code itself and which has no
 * deployedBytecode. A Yul object with a nested "…_deployed" object has a
 * deployedBytecode: that is then the runtime code.
 */
export function compileYul(source, fileName = 'input.yul') {
  const input = { language: 'Yul', sources: { [fileName]: { content: source } }, settings: SOLC_SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) {
    const first = errors[0].formattedMessage?.split('\n')[0] ?? errors[0].message;
    return { error: `solc error: ${first}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}` };
  }
  const contracts = Object.values(output.contracts?.[fileName] ?? {});
  if (contracts.length !== 1) return { error: `solc error: expected one Yul object, got ${contracts.length}` };
  const { evm } = contracts[0];
  const code = evm?.deployedBytecode?.object || evm?.bytecode?.object;
  if (!code) return { error: 'solc error: no bytecode in the output' };
  return { code: code.toLowerCase() };
}

/** The version string of the solc module in use. */
export const solcVersion = () => solc.version();

// ---------------------------------------------------------------------------
// Running.

/**
 * Runs one case on fresh state, as an execution test's (exec-tests.mjs).
 * Resolves to {ok, gas, reason}: gas is the execution gas of the last call
 * (the runner reports executionGasUsed, with no intrinsic gas and no
 * refunds), reason is null when ok.
 */
export async function runCase(code, testCase) {
  const { gasUsed, reason } = await runTestCase(code, testCase);
  return { ok: reason === undefined, gas: gasUsed, reason: reason ?? null };
}

/** Lists the NAME.ll files of the bench directory, sorted. */
export function findPrograms(benchDir) {
  if (!existsSync(benchDir) || !statSync(benchDir).isDirectory()) throw new UsageError(`not a directory: ${benchDir}`);
  return readdirSync(benchDir)
    .filter((entry) => entry.endsWith('.ll'))
    .sort()
    .map((entry) => ({ name: basename(entry, '.ll'), llFile: join(benchDir, entry), yulFile: join(benchDir, `${basename(entry, '.ll')}.yul`) }));
}

/** Runs one compiled side (ours or solc) on a case; {ok:false, reason} when it did not compile. */
async function measure(compiled, testCase) {
  if (compiled.code === undefined) return { ok: false, gas: null, size: null, reason: compiled.error };
  try {
    const { ok, gas, reason } = await runCase(compiled.code, testCase);
    return { ok, gas, size: compiled.code.length / 2, reason };
  } catch (error) {
    return { ok: false, gas: null, size: compiled.code.length / 2, reason: error.message };
  }
}

/** Runs the whole benchmark; returns the report object that --json prints. */
export async function runBench({ benchDir, evmBin, llcArgs, yulLevel = null }) {
  const programs = [];
  const cases = [];
  for (const { name, llFile, yulFile } of findPrograms(benchDir)) {
    const program = { name, ours: {}, solc: {} };
    programs.push(program);
    let testCases = [];
    try {
      testCases = parseHeader(readFileSync(llFile, 'utf8'))?.cases ?? [];
      if (testCases.length === 0) program.error = 'no ;! header with cases';
    } catch (error) {
      program.error = `unreadable header: ${error.message}`;
    }
    // Ours from the .ll program, or (--yul) from the same Yul solc compiles.
    const ours =
      yulLevel === null
        ? await compileLl(evmBin, llcArgs, llFile)
        : existsSync(yulFile)
          ? await compileYulOurs(yulLevel, yulFile)
          : { error: `no ${basename(yulFile)}` };
    let theirs;
    if (!existsSync(yulFile)) theirs = { error: `no ${basename(yulFile)}` };
    else {
      try {
        theirs = compileYul(readFileSync(yulFile, 'utf8'), basename(yulFile));
      } catch (error) {
        theirs = { error: `solc error: ${error.message}` };
      }
    }
    program.ours = ours.code !== undefined ? { size: ours.code.length / 2 } : { error: ours.error };
    program.solc = theirs.code !== undefined ? { size: theirs.code.length / 2 } : { error: theirs.error };

    for (const [index, testCase] of testCases.entries()) {
      const caseName = testCase?.name ?? `${name}#${index}`;
      const oursResult = await measure(ours, testCase);
      const solcResult = await measure(theirs, testCase);
      const both = oursResult.ok && solcResult.ok;
      cases.push({
        program: name,
        name: caseName,
        ours: oursResult,
        solc: solcResult,
        gasRatio: both ? ratio(oursResult.gas, solcResult.gas) : null,
        sizeRatio: both ? ratio(oursResult.size, solcResult.size) : null,
      });
    }
  }
  const included = cases.filter((c) => c.gasRatio !== null && c.sizeRatio !== null);
  return {
    benchDir,
    compiler: yulLevel === null ? { evmBin, args: [OPT_LEVEL, ...llcArgs] } : { evmBin: EVM_YUL, args: [yulLevel] },
    solc: { version: solcVersion(), settings: SOLC_SETTINGS },
    programs,
    cases,
    geomean: {
      gasRatio: geometricMean(included.map((c) => c.gasRatio)),
      sizeRatio: geometricMean(included.map((c) => c.sizeRatio)),
      included: included.length,
      excluded: cases.length - included.length,
    },
    allOursCorrect: cases.length > 0 && cases.every((c) => c.ours.ok) && programs.every((p) => p.error === undefined),
  };
}

/** The text report: the table, the notes, the geometric means. */
export function formatReport(report) {
  const okText = (side) => (side.ok ? 'yes' : side.gas === null ? 'error' : 'no');
  const num = (value) => (value === null || value === undefined ? '-' : String(value));
  const rows = report.cases.map((c) => [
    c.name,
    okText(c.ours),
    okText(c.solc),
    num(c.ours.gas),
    num(c.solc.gas),
    formatRatio(c.gasRatio),
    num(c.ours.size),
    num(c.solc.size),
    formatRatio(c.sizeRatio),
  ]);
  const headings = ['case', 'ours ok', 'solc ok', 'our gas', 'solc gas', 'gas ratio', 'our size', 'solc size', 'size ratio'];
  const out = [
    `bench: ${report.benchDir}`,
    `ours: ${basename(report.compiler.evmBin)} ${report.compiler.args.join(' ')}; solc ${report.solc.version} (Yul, optimizer on, osaka)`,
    '',
    formatTable(headings, rows, [false, false, false, true, true, true, true, true, true]),
  ];

  // Why things are missing: one note per program that did not compile, one
  // per wrong case.
  const notes = [];
  for (const program of report.programs) {
    if (program.error) notes.push(`${program.name}: ${program.error}`);
    if (program.ours.error) notes.push(`${program.name} (ours): ${program.ours.error}`);
    if (program.solc.error) notes.push(`${program.name} (solc): ${program.solc.error}`);
  }
  for (const c of report.cases) {
    for (const side of ['ours', 'solc']) {
      if (!c[side].ok && c[side].gas !== null) notes.push(`${c.name} (${side}): ${c[side].reason}`);
    }
  }
  if (notes.length > 0) out.push('', ...notes);

  const { gasRatio, sizeRatio, included, excluded } = report.geomean;
  out.push(
    '',
    `geometric mean over ${included} case(s) both compilers get right (${excluded} excluded): ` +
      `gas ratio ${formatRatio(gasRatio)}, size ratio ${formatRatio(sizeRatio)}`,
  );
  return out.join('\n');
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
    if (!existsSync(options.evmBin)) throw new UsageError(`compiler not found at ${options.evmBin}`);
    findPrograms(options.benchDir);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`bench: ${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  const report = await runBench(options);
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else console.log(formatReport(report));
  process.exitCode = report.allOursCorrect ? 0 : 1;
}

// Run only as a script, not when imported (by the tests). import.meta.url has
// symlinks resolved, argv[1] not.
const invokedPath = process.argv[1] !== undefined && existsSync(process.argv[1]) ? realpathSync(process.argv[1]) : null;
if (invokedPath !== null && import.meta.url === pathToFileURL(invokedPath).href) await main();
