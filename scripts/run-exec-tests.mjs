// Execution-test runner: compiles annotated LLVM IR files to EVM bytecode and
// checks what the bytecode returns.
//
//   node scripts/run-exec-tests.mjs [--llc-arg=ARG ...] [--evm-bin=PATH] [--verbose] PATH...
//
// Each PATH is a .ll file or a directory searched recursively for them. A test
// file starts with a JSON document on lines beginning with `;!` (the format
// of /work/shared/conformance/README.md); files without one are skipped. Each
// file is compiled with `evm-bin [ARG...] FILE` (at most two compilers at a
// time), which prints the runtime bytecode as hex on stdout. Every case then
// runs in a fresh EVM state in this process: its inputs are sent in order and
// the last one's outcome is compared with `expected`.
//
// --xfail=SUFFIX marks the cases whose `file::case` label ends with SUFFIX
// as expected to fail (XFAIL; an XPASS counts as a failure).
//
// Prints a FAIL line per failing case (and a PASS line per passing one with
// --verbose), then the summary line `N passed, M failed, K expected
// failures`. Exits 1 if anything
// failed, 2 on a usage error.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBytecode, runCompiler } from './evm/compiler.mjs';
import { createSession } from './evm/runner.mjs';
import { compareWords, encodeCalldata, parseExpected, parseHeader } from './evm/test-format.mjs';

const USAGE = 'usage: node scripts/run-exec-tests.mjs [--llc-arg=ARG ...] [--evm-bin=PATH] [--xfail=SUFFIX ...] [--verbose] PATH...';
const DEFAULT_EVM_BIN = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'evm-bin');
const MAX_COMPILERS = 2;
const STDERR_LINES_SHOWN = 5;

/** Prints a usage error and exits with status 2. */
function usageError(message) {
  process.stderr.write(`run-exec-tests: ${message}\n${USAGE}\n`);
  process.exit(2);
}

/** Parses the command line. */
function parseArgs(args) {
  const options = { llcArgs: [], evmBin: DEFAULT_EVM_BIN, verbose: false, xfail: [], paths: [] };
  for (const arg of args) {
    if (arg.startsWith('--llc-arg=')) options.llcArgs.push(arg.slice('--llc-arg='.length));
    else if (arg.startsWith('--evm-bin=')) options.evmBin = resolve(arg.slice('--evm-bin='.length));
    else if (arg === '--verbose') options.verbose = true;
    else if (arg.startsWith('--xfail=')) options.xfail.push(arg.slice('--xfail='.length));
    else if (arg.startsWith('--')) usageError(`unknown option ${arg}`);
    else options.paths.push(arg);
  }
  if (options.paths.length === 0) usageError('no test paths given');
  if (!existsSync(options.evmBin)) {
    usageError(`compiler not found at ${options.evmBin} (build it, or pass --evm-bin=PATH)`);
  }
  return options;
}

/** Lists the .ll files under the given paths, each directory's in sorted order. */
function findTestFiles(paths) {
  const files = [];
  const visit = (path) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else if (path.endsWith('.ll')) {
      files.push(path);
    }
  };
  for (const path of paths) {
    if (!existsSync(path)) usageError(`no such file or directory: ${path}`);
    if (statSync(path).isFile() && !path.endsWith('.ll')) usageError(`not a .ll file: ${path}`);
    visit(path);
  }
  return files;
}

/**
 * Reads a file's `;!` header. Returns null when there is none; throws when it
 * is not valid JSON with a `cases` array.
 */
function readHeader(file) {
  return parseHeader(readFileSync(file, 'utf8'));
}

/** Returns a function that runs async tasks with at most `limit` in flight. */
function limiter(limit) {
  let running = 0;
  const waiting = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= limit) await new Promise((wake) => waiting.push(wake));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * Compiles one file. Resolves to {code} (hex without 0x) or {error} (a
 * message, then the first lines of the compiler's stderr).
 */
async function compile(evmBin, llcArgs, file) {
  const result = await runCompiler(evmBin, [...llcArgs, file]);
  if (result.spawnError) return { error: `cannot run ${evmBin}: ${result.spawnError}` };
  const diagnostics = result.stderr.trim().split('\n').slice(0, STDERR_LINES_SHOWN);
  const fail = (message) => ({ error: [message, ...diagnostics.filter(Boolean)].join('\n    ') });
  if (result.signal !== null) return fail(`compiler killed by ${result.signal}`);
  if (result.status !== 0) return fail(`compiler exited with status ${result.status}`);
  const code = parseBytecode(result.stdout);
  return code === null ? fail('compiler printed no hex bytecode') : { code };
}

/** Compares the logs of a call with expected events (addresses are not checked). */
function compareEvents(logs, events) {
  if (!Array.isArray(events)) throw new Error('expected events must be an array');
  if (logs.length !== events.length) return `event count (expected ${events.length}, got ${logs.length})`;
  for (const [i, event] of events.entries()) {
    const topicsHex = logs[i].topics.map((topic) => topic.slice(2)).join('');
    const mismatch =
      compareWords(`event ${i} topics`, topicsHex, event.topics ?? []) ??
      compareWords(`event ${i} data`, logs[i].data, event.values ?? []);
    if (mismatch !== null) return mismatch;
  }
  return null;
}

/**
 * Runs one case on fresh state. Resolves to {gasUsed} on a pass or {reason}
 * on a failure.
 */
async function runCase(code, testCase) {
  if (testCase === null || typeof testCase !== 'object') throw new Error('the case is not an object');
  const { inputs } = testCase;
  if (!Array.isArray(inputs) || inputs.length === 0) throw new Error('the case has no inputs');
  const expected = parseExpected(testCase.expected);
  const calldata = inputs.map((input) => {
    if (input.method !== '#fallback') {
      throw new Error(`unsupported method ${JSON.stringify(input.method)} (only "#fallback" is supported)`);
    }
    return encodeCalldata(input.calldata);
  });

  const session = await createSession();
  const address = await session.install(code);
  let result;
  for (const data of calldata) result = await session.call(address, data);

  if (expected.exception && result.success) {
    return { reason: `expected a revert, but the call succeeded (returned 0x${result.returnData})` };
  }
  if (!expected.exception && !result.success) {
    return { reason: `the call failed: ${result.error} (returned 0x${result.returnData})` };
  }
  const mismatch =
    (expected.returnData === undefined ? null : compareWords('return data', result.returnData, expected.returnData)) ??
    (expected.events === undefined ? null : compareEvents(result.logs, expected.events));
  return mismatch === null ? { gasUsed: result.gasUsed } : { reason: mismatch };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const tests = [];
  let passed = 0;
  let failed = 0;
  let expectedFailures = 0;
  let brokenFiles = 0; // files with an unreadable header or that do not compile
  for (const file of findTestFiles(options.paths)) {
    const name = relative(process.cwd(), file) || file;
    try {
      const header = readHeader(file);
      if (header !== null) tests.push({ file, name, cases: header.cases });
    } catch (error) {
      console.log(`FAIL ${name} — unreadable test header: ${error.message}`);
      brokenFiles += 1;
    }
  }

  // Compile in the background, at most MAX_COMPILERS at a time, while the
  // cases of files already compiled run here in order.
  const limit = limiter(MAX_COMPILERS);
  const compiled = tests.map(({ file }) => limit(() => compile(options.evmBin, options.llcArgs, file)));

  for (const [index, { name, cases }] of tests.entries()) {
    const { code, error } = await compiled[index];
    if (error !== undefined) {
      console.log(`FAIL ${name} — does not compile, ${cases.length} cases failed: ${error}`);
      failed += cases.length;
      brokenFiles += 1;
      continue;
    }
    for (const [caseIndex, testCase] of cases.entries()) {
      const label = `${name}::${testCase?.name ?? `#${caseIndex}`}`;
      let outcome;
      try {
        outcome = await runCase(code, testCase);
      } catch (caseError) {
        outcome = { reason: caseError.message };
      }
      const expectedToFail = options.xfail.some((suffix) => label.endsWith(suffix));
      if (expectedToFail) {
        if (outcome.reason === undefined) {
          failed += 1;
          console.log(`XPASS ${label} — passes, but is listed with --xfail`);
        } else {
          expectedFailures += 1;
          console.log(`XFAIL ${label} — ${outcome.reason}`);
        }
      } else if (outcome.reason === undefined) {
        passed += 1;
        if (options.verbose) console.log(`PASS ${label} gas=${outcome.gasUsed}`);
      } else {
        failed += 1;
        console.log(`FAIL ${label} — ${outcome.reason}`);
      }
    }
  }

  console.log(`${passed} passed, ${failed} failed, ${expectedFailures} expected failures`);
  process.exitCode = failed > 0 || brokenFiles > 0 ? 1 : 0;
}

await main();
