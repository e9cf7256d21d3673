// Checking one execution test, for lit's execution-test format
// (scripts/harness/lit/evm_lit.py), which sends its requests to
// scripts/harness/serve.mjs. Finding the tests, running them in parallel and
// summing up are lit's.
//
// An execution test is an .ll file whose `;!` JSON header lists cases
// (../shared/conformance/README.md): the file is compiled with bin/evm-bin,
// and every case runs in a fresh EVM state; its inputs are sent in order and
// the last one's outcome is compared with `expected`.
//
// A case's label is `FILE::CASE`, followed by ` [OPTIONS]` when the file is
// checked at several option sets. Cases whose `FILE::CASE` ends with one of
// the xfail suffixes are expected to fail: a failure is an XFAIL, a pass an
// XPASS, which counts as a failure.

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBytecode, runCompiler } from './compiler.mjs';
import { createSession } from '../../tools/evm-run/runner.mjs';
import { compareWords, encodeCalldata, parseExpected, parseHeader } from './test-format.mjs';

/** bin/evm-bin of this checkout. */
export const DEFAULT_EVM_BIN = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'evm-bin');

const STDERR_LINES_SHOWN = 5;

/**
 * Reads a file's `;!` header. Returns null when there is none; throws when it
 * is not valid JSON with a `cases` array.
 */
export function readHeader(file) {
  return parseHeader(readFileSync(file, 'utf8'));
}

/**
 * Compiles one file. Resolves to {code} (hex without 0x) or {error} (a
 * message, then the first lines of the compiler's stderr).
 */
export async function compile(evmBin, llcArgs, file) {
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
 * Runs one case on fresh state. Resolves to {gasUsed, reason}: gasUsed is
 * the execution gas of the last call, reason undefined on a pass and the
 * failure otherwise; throws when the case itself is malformed. The benchmark
 * (scripts/bench/bench.mjs) runs its cases with it too.
 */
export async function runCase(code, testCase) {
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

  const { gasUsed } = result;
  if (expected.exception && result.success) {
    return { gasUsed, reason: `expected a revert, but the call succeeded (returned 0x${result.returnData})` };
  }
  if (!expected.exception && !result.success) {
    return { gasUsed, reason: `the call failed: ${result.error} (returned 0x${result.returnData})` };
  }
  const mismatch =
    (expected.returnData === undefined ? null : compareWords('return data', result.returnData, expected.returnData)) ??
    (expected.events === undefined ? null : compareEvents(result.logs, expected.events));
  return { gasUsed, reason: mismatch ?? undefined };
}

/** ` [OPTIONS]`, or nothing when the options are not shown. */
const optionsSuffix = (options) => (options === undefined ? '' : ` [${options}]`);

/**
 * What checking one file found: counts of cases, and a FAIL, XFAIL or XPASS
 * line per case that is not a plain pass (a PASS line per pass when
 * `verbose`), the answer serve.mjs gives lit.
 */
class FileResults {
  constructor({ verbose = false } = {}) {
    this.verbose = verbose;
    this.passed = 0;
    this.failed = 0;
    this.expectedFailures = 0;
    this.broken = false; // an unreadable header, or a compile that failed
    this.lines = [];
  }

  /** A file whose header cannot be read. */
  unreadable(name, error) {
    this.broken = true;
    this.lines.push(`FAIL ${name} — unreadable test header: ${error.message}`);
  }

  /** A file that does not compile: all its cases fail. */
  doesNotCompile(name, options, caseCount, error) {
    this.broken = true;
    this.failed += caseCount;
    this.lines.push(`FAIL ${name}${optionsSuffix(options)} — does not compile, ${caseCount} cases failed: ${error}`);
  }

  /** The outcome of one case: {gasUsed} or {reason}. */
  record(label, expectedToFail, outcome) {
    if (expectedToFail) {
      if (outcome.reason === undefined) {
        this.failed += 1;
        this.lines.push(`XPASS ${label} — passes, but is listed as an expected failure`);
      } else {
        this.expectedFailures += 1;
        this.lines.push(`XFAIL ${label} — ${outcome.reason}`);
      }
    } else if (outcome.reason === undefined) {
      this.passed += 1;
      if (this.verbose) this.lines.push(`PASS ${label} gas=${outcome.gasUsed}`);
    } else {
      this.failed += 1;
      this.lines.push(`FAIL ${label} — ${outcome.reason}`);
    }
  }

  /** True when nothing failed. */
  get ok() {
    return this.failed === 0 && !this.broken;
  }
}

/**
 * Runs the cases of a compiled file in order and records each in `results`.
 * `name` is the file as shown in labels, `options` the option set shown
 * after each label (undefined: none shown), `xfail` the label suffixes
 * expected to fail.
 */
async function runCases(results, { name, options, code, cases, xfail = [] }) {
  for (const [caseIndex, testCase] of cases.entries()) {
    const label = `${name}::${testCase?.name ?? `#${caseIndex}`}`;
    let outcome;
    try {
      outcome = await runCase(code, testCase);
    } catch (caseError) {
      outcome = { reason: caseError.message };
    }
    const expectedToFail = xfail.some((suffix) => label.endsWith(suffix));
    results.record(`${label}${optionsSuffix(options)}`, expectedToFail, outcome);
  }
}

/**
 * Checks one file at each option set: compiles it with `evmBin [...llcArgs,
 * ...options] FILE` and runs its cases. Resolves to a FileResults.
 * @param {{file: string, name: string, optionSets: string[][], llcArgs?: string[],
 *   evmBin?: string, xfail?: string[], verbose?: boolean}} request
 */
export async function checkFile({ file, name, optionSets, llcArgs = [], evmBin = DEFAULT_EVM_BIN, xfail = [], verbose = false }) {
  const results = new FileResults({ verbose });
  let header;
  try {
    header = readHeader(file);
  } catch (error) {
    results.unreadable(name, error);
    return results;
  }
  if (header === null) {
    results.unreadable(name, new Error('no `;!` header'));
    return results;
  }
  for (const options of optionSets) {
    const shown = options.join(' ');
    const { code, error } = await compile(evmBin, [...llcArgs, ...options], file);
    if (error !== undefined) results.doesNotCompile(name, shown, header.cases.length, error);
    else await runCases(results, { name, options: shown, code, cases: header.cases, xfail });
  }
  return results;
}
