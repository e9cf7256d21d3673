// Execution-test runner for the command line: compiles annotated LLVM IR
// files to EVM bytecode and checks what the bytecode returns. (The test
// suite runs the same checks through lit: test/lit.cfg.py, docs/testing.md.)
//
//   node scripts/run-exec-tests.mjs [--llc-arg=ARG ...] [--evm-bin=PATH] [--xfail=SUFFIX ...] [--verbose] PATH...
//
// Each PATH is a .ll file or a directory searched recursively for them. A test
// file starts with a JSON document on lines beginning with `;!` (the format
// of ../shared/conformance/README.md); files without one are skipped. Each
// file is compiled with `evm-bin [ARG...] FILE` (at most two compilers at a
// time), which prints the runtime bytecode as hex on stdout. Every case then
// runs in a fresh EVM state in this process: its inputs are sent in order and
// the last one's outcome is compared with `expected` (scripts/evm/exec-tests.mjs).
//
// --xfail=SUFFIX marks the cases whose `file::case` label ends with SUFFIX
// as expected to fail (XFAIL; an XPASS counts as a failure).
//
// Prints a FAIL line per failing case (and a PASS line per passing one with
// --verbose), then the summary line `N passed, M failed, K expected
// failures`. Exits 1 if anything failed, 2 on a usage error.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DEFAULT_EVM_BIN, Tally, compile, limiter, readHeader, runCases } from './evm/exec-tests.mjs';

const USAGE = 'usage: node scripts/run-exec-tests.mjs [--llc-arg=ARG ...] [--evm-bin=PATH] [--xfail=SUFFIX ...] [--verbose] PATH...';
const MAX_COMPILERS = 2;

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

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const tally = new Tally({ verbose: options.verbose });
  // Lines are printed as they come.
  let printed = 0;
  const flush = () => {
    for (; printed < tally.lines.length; printed += 1) console.log(tally.lines[printed]);
  };

  const tests = [];
  for (const file of findTestFiles(options.paths)) {
    const name = relative(process.cwd(), file) || file;
    try {
      const header = readHeader(file);
      if (header !== null) tests.push({ file, name, cases: header.cases });
    } catch (error) {
      tally.unreadable(name, error);
    }
  }
  flush();

  // Compile in the background, at most MAX_COMPILERS at a time, while the
  // cases of files already compiled run here in order.
  const limit = limiter(MAX_COMPILERS);
  const compiled = tests.map(({ file }) => limit(() => compile(options.evmBin, options.llcArgs, file)));

  for (const [index, { name, cases }] of tests.entries()) {
    const { code, error } = await compiled[index];
    if (error !== undefined) tally.doesNotCompile(name, undefined, cases.length, error);
    else await runCases(tally, { name, code, cases, xfail: options.xfail });
    flush();
  }

  console.log(tally.summary());
  process.exitCode = tally.ok ? 0 : 1;
}

await main();
