// Differential test of Yul programs: solc's bytecode against ours, both run
// on the embedded EVM (tools/evm-run/runner.mjs).
//
//   node scripts/fuzz/yul-diff.mjs [--ours=CMD] [--solc-unoptimized] [--known=FILE]
//                                 [--expect-success] [--json] FILE.yul|DIR...
//
// For each file (a directory stands for its *.yul files, not its
// subfolders): solc's test expectations are cut off (from the first line
// `// ----` or `// ====`), the rest is compiled with solc (solc-yul.mjs;
// optimizer on unless --solc-unoptimized) and with `CMD FILE` (default
// `bin/evm-yul -O2`, relative to the repository root; it prints the
// top-level object's bytecode as one line of hex; `--ours=none` runs solc's
// side only). Each bytecode runs on a fresh EVM state:
//
// * a bare block `{ ... }`, or an object without sub-objects, is runtime
//   code: installed at an address and called once with empty calldata;
// * an object with sub-objects is init code: run as a contract creation,
//   then, if that succeeded and left non-empty code, the new contract is
//   called once with empty calldata.
//
// The outcomes must agree: each step's status (success, revert, or any
// other exceptional halt: which halt is reported, not compared, as it
// depends on gas and stack use), its return data (for a creation only when
// it reverts: the deployed code is each compiler's own), its logs (topics
// and data), whether the creation left code, and the non-zero storage of
// the contract that ran. Memory is not compared (our compiler keeps its own
// data in memory from 0x80), nor is gas (reported only). A program that
// observes its own code (codesize, codecopy, datasize/dataoffset of an
// object) or gas can differ legitimately.
//
// One line a file: `PASS file`, `FAIL file: what differs`, `SKIP file:
// why` (solc rejects it), or `KNOWN file: why` (a difference listed in the
// --known file, lines `NAME.yul REASON`: the program observes something
// that legitimately differs between compilers); then `N passed, M failed,
// K skipped[, J known differences]`. With `--ours=none` only solc's side
// runs and PASS means it compiled and ran; a CMD that cannot be run is a
// failure. With --expect-success a file whose run by solc does not end in
// success fails (for tests that mean to run to the end); a file whose
// first line is `// expect: success` or `// expect: revert` (the random
// programs of genyul.py) fails when solc's run ends otherwise. --json prints one
// JSON object a line per file instead. Exit status 1 if a file failed, 2
// on a usage error.

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBytecode, runCompiler } from '../harness/compiler.mjs';
import { createSession } from '../../tools/evm-run/runner.mjs';
import { stripCommentsAndStrings } from '../harness/source-text.mjs';
import { compileYulWithSolc, fillLinkerSymbols } from './solc-yul.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_OURS = 'bin/evm-yul -O2';
const USAGE =
  'usage: node scripts/fuzz/yul-diff.mjs [--ours=CMD|none] [--solc-unoptimized] [--known=FILE] [--expect-success] [--json] FILE.yul|DIR...';

/** Thrown for command-line mistakes (exit status 2). */
class UsageError extends Error {}

// ---------------------------------------------------------------------------
// Reading the source.

/** The source without solc's test expectations and settings. */
export function stripExpectations(text) {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => /^\/\/ (----|====)\s*$/.test(line));
  return end < 0 ? text : `${lines.slice(0, end).join('\n')}\n`;
}

/** The test's `EVMVersion:` setting, if it has one (for a SKIP's reason). */
function evmVersionSetting(text) {
  return text.match(/^\/\/ EVMVersion: *(.*)$/m)?.[1].trim() ?? null;
}

/**
 * Whether the source is a Yul object, and whether it has sub-objects. The
 * text is scanned with comments and string contents blanked, so neither
 * `// object "x"` nor `data "d" "object \"y\""` counts.
 */
export function yulShape(source) {
  const bare = stripCommentsAndStrings(source);
  const objects = bare.match(/\bobject\s*(?:""|'')/g)?.length ?? 0;
  return { isObject: /^\s*object\b/.test(bare), hasSubObjects: objects > 1 };
}

// ---------------------------------------------------------------------------
// Running.

/** success, revert, or halt (any other exceptional halt). */
const statusOf = (error) => (error === null ? 'success' : error === 'revert' ? 'revert' : 'halt');

/**
 * Runs bytecode on a fresh state, as runtime code (asInit false) or init
 * code. Resolves to {create, call, storage}: each step {status, error,
 * returnData, logs, gasUsed} (the creation's returnData only when it
 * failed, codeSize when it succeeded), call null when there was none;
 * storage the non-zero slots of the contract that ran.
 */
export async function runBytecode(bytecode, asInit) {
  const session = await createSession();
  let address = null;
  let create = null;
  if (asInit) {
    try {
      const created = await session.create(bytecode);
      address = created.address;
      const codeSize = (await session.code(address)).length / 2;
      create = { status: 'success', error: null, returnData: '', codeSize, logs: created.logs, gasUsed: created.gasUsed };
      if (codeSize === 0) return { create, call: null, storage: await session.storageDump(address) };
    } catch (error) {
      if (error.reason === undefined) throw error; // not a failed creation
      // A failed creation leaves no account, so no storage.
      const failed = { status: statusOf(error.reason), error: error.reason, returnData: error.returnData };
      return { create: { ...failed, logs: [], gasUsed: error.gasUsed }, call: null, storage: {} };
    }
  } else {
    address = await session.install(bytecode);
  }
  const result = await session.call(address, '');
  const call = {
    status: statusOf(result.error),
    error: result.error,
    returnData: result.returnData,
    logs: result.logs,
    gasUsed: result.gasUsed,
  };
  return { create, call, storage: await session.storageDump(address) };
}

// ---------------------------------------------------------------------------
// Comparing.

/** Long hex shortened for a message. */
const shown = (hex) => (hex === '' ? 'none' : hex.length > 72 ? `0x${hex.slice(0, 64)}… (${hex.length / 2} bytes)` : `0x${hex}`);

/** Differences between two steps' logs: only topics and data count. */
function compareLogs(step, a, b) {
  const key = (log) => JSON.stringify([log.topics, log.data]);
  if (a.length !== b.length) return [`${step}: ${a.length} logs (solc) vs ${b.length} (ours)`];
  const index = a.findIndex((log, i) => key(log) !== key(b[i]));
  return index < 0 ? [] : [`${step}: log ${index} differs: ${key(a[index])} (solc) vs ${key(b[index])} (ours)`];
}

/** Differences between two steps (create or call), as messages. */
function compareStep(step, a, b) {
  if (a === null || b === null) {
    if (a === b) return [];
    return [`${step}: ${a === null ? 'not made' : 'made'} (solc) vs ${b === null ? 'not made' : 'made'} (ours)`];
  }
  if (a.status !== b.status) return [`${step}: ${a.status} (solc) vs ${b.status} (ours: ${b.error ?? 'success'})`];
  const differences = [];
  if (a.returnData !== b.returnData)
    differences.push(`${step}: return data ${shown(a.returnData)} (solc) vs ${shown(b.returnData)} (ours)`);
  if (step === 'create' && a.status === 'success' && (a.codeSize === 0) !== (b.codeSize === 0))
    differences.push(`create: deployed ${a.codeSize} bytes (solc) vs ${b.codeSize} (ours)`);
  return [...differences, ...compareLogs(step, a.logs, b.logs)];
}

/** Differences between two storage dumps. */
function compareStorage(a, b) {
  const slots = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const differing = slots.filter((slot) => a[slot] !== b[slot]);
  if (differing.length === 0) return [];
  const value = (dump, slot) => shown((dump[slot] ?? '0x0').slice(2).replace(/^0+(?=.)/, ''));
  const first = differing[0];
  const slot = `0x${first.slice(2).replace(/^0+(?=.)/, '')}`;
  const more = differing.length > 1 ? ` (and ${differing.length - 1} more slots)` : '';
  return [`storage ${slot}: ${value(a, first)} (solc) vs ${value(b, first)} (ours)${more}`];
}

/** Everything that differs between solc's outcome and ours. */
export function compareOutcomes(solc, ours) {
  return [
    ...compareStep('create', solc.create, ours.create),
    ...compareStep('call', solc.call, ours.call),
    ...compareStorage(solc.storage, ours.storage),
  ];
}

/** One line saying what a solc-only run did. */
function describe(outcome) {
  const step = (name, s) => (s === null ? [] : [`${name} ${s.status === 'halt' ? s.error : s.status}`]);
  const parts = [...step('create', outcome.create), ...step('call', outcome.call)];
  const returned = outcome.call?.returnData ?? '';
  if (returned !== '') parts.push(`${returned.length / 2} bytes returned`);
  const logs = (outcome.create?.logs.length ?? 0) + (outcome.call?.logs.length ?? 0);
  if (logs > 0) parts.push(`${logs} logs`);
  parts.push(`${Object.keys(outcome.storage).length} storage slots`);
  return parts.join(', ');
}

/** Execution gas of a run, all steps. */
const gasOf = (outcome) => (outcome.create?.gasUsed ?? 0) + (outcome.call?.gasUsed ?? 0);

// ---------------------------------------------------------------------------
// Our compiler.

/**
 * The command line of our compiler: null for `none`; the program resolved
 * against the repository root when it is a relative path.
 */
export function parseOurs(command) {
  if (command === 'none') return null;
  const words = command.trim().split(/\s+/);
  if (words[0].includes('/') && !isAbsolute(words[0])) words[0] = join(REPO_ROOT, words[0]);
  return words;
}

/**
 * Compiles source with our compiler. The source goes to a temporary file of
 * the same name (the expectations are cut off), and the temporary path in the
 * diagnostics is turned back into the original one. Resolves to {bytecode}
 * or {error}, or {unavailable} when the command cannot be found.
 */
async function compileOurs(ours, file, source) {
  const dir = mkdtempSync(join(tmpdir(), 'yul-diff-'));
  const input = join(dir, basename(file));
  try {
    writeFileSync(input, source);
    const result = await runCompiler(ours[0], [...ours.slice(1), input]);
    const stderr = (result.stderr ?? '').split(input).join(file);
    if (result.spawnError) return { unavailable: result.spawnError };
    // The shell runCompiler starts exits 127 when it cannot find the program.
    if (result.status === 127 && /not found|No such file/.test(stderr)) return { unavailable: stderr.trim() };
    if (result.status !== 0) {
      const how = result.signal ? `killed by ${result.signal}` : `exit status ${result.status}`;
      const first = stderr.split('\n').find((line) => line.includes('error')) ?? stderr.split('\n')[0];
      return { error: `ours failed to compile (${how}): ${first.trim()}` };
    }
    // Unlinked libraries are placeholders, as in solc's output; both sides
    // run with them as the zero address (solc-yul.mjs).
    const bytecode = parseBytecode(fillLinkerSymbols(result.stdout));
    return bytecode === null ? { error: 'ours printed no hex bytecode' } : { bytecode: bytecode.toLowerCase() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------
// One file.

/**
 * The first line of a solc message; for an internal error ("Uncaught
 * exception:" and a stack of lines), the line that says what failed.
 */
function firstLine(message) {
  const what = message.match(/^std::exception::what: (.*)$/m);
  return message.startsWith('Uncaught exception') && what
    ? `internal error: ${what[1]}`
    : message.split('\n')[0];
}

/**
 * Compares one file. Resolves to {file, status: 'pass'|'fail'|'skip',
 * reason, solc, ours}: solc and ours are {bytecode, outcome} or null, and
 * reason says what differs, why the file is skipped, or that ours did not run.
 */
export async function diffFile(file, { ours = parseOurs(DEFAULT_OURS), solcOptimize = true, expectSuccess = false } = {}) {
  const text = readFileSync(file, 'utf8');
  const source = stripExpectations(text);
  const shape = yulShape(source);
  const asInit = shape.isObject && shape.hasSubObjects;
  const result = { file, status: 'pass', reason: null, mode: asInit ? 'create' : 'call', solc: null, ours: null };

  const compiled = compileYulWithSolc(source, { optimize: solcOptimize });
  if (compiled.bytecode === null) {
    const version = evmVersionSetting(text);
    result.status = 'skip';
    result.reason = `solc rejects it: ${firstLine(compiled.errors[0])}${version ? ` (the test wants EVMVersion ${version})` : ''}`;
    return result;
  }
  result.solc = { bytecode: compiled.bytecode, outcome: await runBytecode(compiled.bytecode, asInit) };
  // A test that means its program to run to the end says so: agreeing on a
  // failure shows little.
  const last = result.solc.outcome.call ?? result.solc.outcome.create;
  if (expectSuccess && last.status !== 'success') {
    result.status = 'fail';
    result.reason = `solc's run did not succeed (${last.error}); the test expects it to`;
    return result;
  }
  // A generated program (genyul.py) says on its first line how its last
  // step ends: a check of the generator, through solc.
  const expected = text.match(/^\/\/ expect: (success|revert)\s*$/m)?.[1];
  if (expected !== undefined && last.status !== expected) {
    result.status = 'fail';
    result.reason = `solc's run ended in ${last.status}${last.error && last.status === 'halt' ? ` (${last.error})` : ''}; the program says "expect: ${expected}"`;
    return result;
  }

  if (ours === null) {
    result.reason = `solc only: ${describe(result.solc.outcome)}`;
    return result;
  }
  const oursCompiled = await compileOurs(ours, file, source);
  if (oursCompiled.unavailable !== undefined) {
    // Never a pass: a missing compiler must not look like agreement.
    result.status = 'fail';
    result.reason = `ours unavailable: ${oursCompiled.unavailable}`;
    return result;
  }
  if (oursCompiled.error !== undefined) {
    result.status = 'fail';
    result.reason = oursCompiled.error;
    return result;
  }
  result.ours = { bytecode: oursCompiled.bytecode, outcome: await runBytecode(oursCompiled.bytecode, asInit) };
  const differences = compareOutcomes(result.solc.outcome, result.ours.outcome);
  if (differences.length > 0) {
    result.status = 'fail';
    result.reason = differences.join('; ');
  }
  return result;
}

// ---------------------------------------------------------------------------
// Command line.

/**
 * Reads a list of known differences: lines `NAME.yul REASON` (NAME the
 * file's name; `#` starts a comment). A listed file that differs is KNOWN,
 * not a failure; one that agrees passes.
 */
function readKnown(path, known) {
  if (!existsSync(path)) throw new UsageError(`no such file: ${path}`);
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const text = line.replace(/#.*$/, '').trim();
    if (text === '') continue;
    const [name, ...reason] = text.split(/\s+/);
    if (reason.length === 0) throw new UsageError(`${path}: '${name}' has no reason`);
    known.set(name, reason.join(' '));
  }
}

/** Parses the command line (without node and the script). */
export function parseArgs(args) {
  const options = { ours: DEFAULT_OURS, solcOptimize: true, expectSuccess: false, json: false, files: [], known: new Map() };
  for (const arg of args) {
    if (arg.startsWith('--ours=')) options.ours = arg.slice('--ours='.length);
    else if (arg.startsWith('--known=')) readKnown(arg.slice('--known='.length), options.known);
    else if (arg === '--solc-unoptimized') options.solcOptimize = false;
    else if (arg === '--expect-success') options.expectSuccess = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '-h' || arg === '--help') throw new UsageError(USAGE);
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (existsSync(arg) && statSync(arg).isDirectory())
      options.files.push(...readdirSync(arg).filter((name) => name.endsWith('.yul')).sort().map((name) => join(arg, name)));
    else if (existsSync(arg)) options.files.push(arg);
    else throw new UsageError(`no such file: ${arg}`);
  }
  if (options.files.length === 0) throw new UsageError('no Yul file given');
  if (options.ours.trim() === '') throw new UsageError('--ours= needs a command (or none)');
  return options;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message === USAGE ? '' : `yul-diff: ${error.message}\n`}${USAGE}\n`);
    process.exit(2);
  }
  const ours = parseOurs(options.ours);
  const counts = { pass: 0, fail: 0, skip: 0, known: 0 };
  for (const file of options.files) {
    let result;
    try {
      result = await diffFile(file, { ours, solcOptimize: options.solcOptimize, expectSuccess: options.expectSuccess });
    } catch (error) {
      // A harness or EVM error is a failure of this file, not of the run.
      result = { file, status: 'fail', reason: `harness error: ${error.message}` };
    }
    const known = options.known.get(basename(file));
    if (known !== undefined && result.status === 'fail') {
      result.status = 'known';
      result.reason = `${known} (${result.reason})`;
    }
    counts[result.status] += 1;
    if (options.json) {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      continue;
    }
    const gas = [result.solc, result.ours]
      .map((side, i) => (side ? `${i === 0 ? 'solc' : 'ours'} ${gasOf(side.outcome)}` : null))
      .filter(Boolean);
    const detail = result.reason ? `: ${result.reason}` : '';
    const gasNote = gas.length === 0 ? '' : ` [gas ${gas.join(', ')}]`;
    // The file as given on the command line, or DIR/NAME.yul.
    process.stdout.write(`${result.status.toUpperCase()} ${file}${detail}${gasNote}\n`);
  }
  if (!options.json) {
    const note = ours === null ? " (solc's side only)" : '';
    const known = counts.known > 0 ? `, ${counts.known} known differences` : '';
    process.stdout.write(`${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped${known}${note}\n`);
  }
  process.exitCode = counts.fail > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
