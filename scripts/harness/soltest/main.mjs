// Runs solc's semantic tests (../shared/solidity/semanticTests, and the
// benchmark scenarios of ../shared/solidity/bench, which use the same
// format) with a compiler, on the embedded EVM (docs/testing.md, "Solidity
// semantic tests").
//
//   scripts/harness/evm-soltest [--compiler=ours|solc-ir|solc-legacy] [--ours=CMD]
//                   [--include-path=DIR]... [--optimizer-runs N] [--json] [--jobs N]
//                   FILES_OR_DIRS...
//
//   --compiler   ours (default): the command of --ours (default
//                `bin/evm-solc --standard-json`), which reads solc's standard
//                JSON on stdin and writes solc's standard JSON output;
//                solc-ir / solc-legacy: solc-js 0.8.37, optimizer on (200
//                runs), osaka, with or without viaIR
//   --optimizer-runs N  the optimizer's runs for every compiler (default
//                200; ours chooses its level and trades by it, solidity.md)
//   --include-path  where the imports a test does not give are looked up,
//                as solc's --base-path/--include-path (repeatable); default:
//                the `lib/` folder of the nearest folder above the test that
//                has one (../shared/solidity/lib for the benchmarks)
//   --json       one JSON object a line per test instead of the text lines
//                (the totals go to stderr)
//   --jobs N     N worker processes (default 1)
//   --every N[:K]  only the K-th (default 0th) of every N test files, in
//                the order given, directories' files sorted: a fixed sample
//
// A directory stands for the .sol files under it, without the folders whose
// name starts with `_` (helper sources of other tests) or `.`. Each test
// prints `PASS file`, `FAIL file: line L: what differed` or `SKIP file: why`,
// in the order given; then `N passed, M failed, K skipped`. The exit status
// is 1 if a test failed, 2 on a usage error.

import { fork } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandExists, COMPILERS, DEFAULT_OURS, resolveCommand } from './compile.mjs';
import { runTestFile } from './executor.mjs';

const USAGE =
  'usage: scripts/harness/evm-soltest [--compiler=ours|solc-ir|solc-legacy] [--ours=CMD] [--include-path=DIR]... [--optimizer-runs N] [--json] [--jobs N] [--every N[:K]] FILES_OR_DIRS...';
/** A test that takes longer than this fails (and its worker is replaced). */
const TEST_TIMEOUT_MS = 5 * 60 * 1000;

class UsageError extends Error {}

/** The .sol files under a directory, sorted, without `_` and `.` folders. */
export function testFilesIn(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name.startsWith('~')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...testFilesIn(path));
    else if (entry.name.endsWith('.sol')) files.push(path);
  }
  return files;
}

/** The default include path of a test: `lib/` of the nearest folder above it that has one. */
export function defaultIncludePaths(file) {
  for (let dir = dirname(resolve(file)); ; dir = dirname(dir)) {
    const lib = join(dir, 'lib');
    if (existsSync(lib) && statSync(lib).isDirectory()) return [lib];
    if (dirname(dir) === dir) return [];
  }
}

/** Parses the command line (without node and the script). */
export function parseArgs(args) {
  const options = { compiler: 'ours', ours: DEFAULT_OURS, json: false, jobs: 1, includePaths: [], files: [], every: null, runs: 200 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = (name) => {
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
      if (i + 1 >= args.length) throw new UsageError(`${name} needs a value`);
      return args[++i];
    };
    if (arg === '--compiler' || arg.startsWith('--compiler=')) options.compiler = value('--compiler');
    else if (arg === '--ours' || arg.startsWith('--ours=')) options.ours = value('--ours');
    else if (arg === '--include-path' || arg.startsWith('--include-path=')) options.includePaths.push(resolve(value('--include-path')));
    else if (arg === '--jobs' || arg.startsWith('--jobs=') || arg === '-j') {
      const text = arg === '-j' ? value('-j') : value('--jobs');
      options.jobs = Number(text);
      if (!Number.isInteger(options.jobs) || options.jobs < 1) throw new UsageError(`--jobs needs a positive number, not "${text}"`);
    } else if (arg === '--optimizer-runs' || arg.startsWith('--optimizer-runs=')) {
      const text = value('--optimizer-runs');
      options.runs = Number(text);
      if (!/^[0-9]+$/.test(text) || options.runs < 1 || options.runs >= 2 ** 32)
        throw new UsageError(`--optimizer-runs needs a number from 1 to 2^32 - 1, not "${text}"`);
    } else if (arg === '--every' || arg.startsWith('--every=')) {
      const text = value('--every');
      const match = /^([1-9][0-9]*)(?::([0-9]+))?$/.exec(text);
      if (!match || Number(match[2] ?? 0) >= Number(match[1])) throw new UsageError(`--every takes N or N:K with K < N, not "${text}"`);
      options.every = { n: Number(match[1]), k: Number(match[2] ?? 0) };
    } else if (arg === '--json') options.json = true;
    else if (arg === '-h' || arg === '--help') throw new UsageError(USAGE);
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (existsSync(arg) && statSync(arg).isDirectory()) options.files.push(...testFilesIn(arg));
    else if (existsSync(arg)) options.files.push(arg);
    else throw new UsageError(`no such file: ${arg}`);
  }
  if (!COMPILERS.includes(options.compiler))
    throw new UsageError(`unknown compiler "${options.compiler}" (ours, solc-ir or solc-legacy)`);
  if (options.files.length === 0) throw new UsageError('no test file given');
  // A sample that stays the same as tests are edited: the K-th of every N
  // files in the order given (directories sorted).
  if (options.every) options.files = options.files.filter((_, i) => i % options.every.n === options.every.k);
  if (options.ours.trim() === '') throw new UsageError('--ours needs a command');
  return options;
}

/** Runs one file, turning an error of the runner itself into a failure. */
async function runOne(file, options) {
  try {
    return await runTestFile(file, {
      compiler: { name: options.compiler, command: options.ours },
      includePaths: options.includePaths.length > 0 ? options.includePaths : defaultIncludePaths(file),
      runs: options.runs,
    });
  } catch (error) {
    return { file, status: 'fail', message: `runner error: ${error.stack?.split('\n').slice(0, 2).join(' ') ?? error}`, line: null };
  }
}

/** The text line of a result. */
export function formatResult(result) {
  const detail = result.message ? `: ${result.message}` : '';
  return `${result.status.toUpperCase()} ${result.file}${detail}`;
}

/**
 * Runs the files on `jobs` worker processes; calls report(result) in the
 * files' order.
 */
function runInWorkers(options, report) {
  return new Promise((done) => {
    const files = options.files;
    const results = new Array(files.length);
    let nextFile = 0;
    let nextReport = 0;
    let running = 0;
    const self = fileURLToPath(import.meta.url);

    let finished = false;
    const flush = () => {
      while (nextReport < files.length && results[nextReport] !== undefined) report(results[nextReport++]);
      if (nextReport === files.length && !finished) {
        finished = true;
        done();
      }
    };

    const startWorker = () => {
      const worker = fork(self, ['--worker'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' });
      let current = null;
      let timer = null;
      running++;
      const finish = (result) => {
        clearTimeout(timer);
        results[current] = result;
        current = null;
        flush();
      };
      const next = () => {
        if (nextFile >= files.length) {
          worker.disconnect();
          return;
        }
        current = nextFile++;
        timer = setTimeout(() => {
          const index = current;
          worker.kill('SIGKILL');
          results[index] = { file: files[index], status: 'fail', message: `timed out after ${TEST_TIMEOUT_MS / 1000} s`, line: null };
          current = null;
        }, TEST_TIMEOUT_MS);
        worker.send({ file: files[current], options });
      };
      worker.on('message', (result) => {
        finish(result);
        next();
      });
      worker.on('exit', (code, signal) => {
        running--;
        clearTimeout(timer);
        if (current !== null) {
          results[current] = {
            file: files[current],
            status: 'fail',
            message: `the worker process died (${signal ?? `exit status ${code}`})`,
            line: null,
          };
          current = null;
        }
        flush();
        if (nextFile < files.length) startWorker();
      });
      next();
    };
    for (let i = 0; i < Math.min(options.jobs, files.length); i++) startWorker();
  });
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
    if (options.compiler === 'ours' && !commandExists(options.ours))
      throw new UsageError(`cannot find the compiler of --ours: ${resolveCommand(options.ours)}`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message === USAGE ? '' : `evm-soltest: ${error.message}\n`}${USAGE}\n`);
    process.exit(2);
  }
  const counts = { pass: 0, fail: 0, skip: 0 };
  const started = Date.now();
  await runInWorkers(options, (result) => {
    counts[result.status]++;
    process.stdout.write(options.json ? `${JSON.stringify({ ...result, compiler: options.compiler })}\n` : `${formatResult(result)}\n`);
  });
  const summary = `${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped`;
  if (options.json) process.stderr.write(`${summary} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  else process.stdout.write(`${summary}\n`);
  process.exitCode = counts.fail > 0 ? 1 : 0;
}

/** A worker: runs the files its parent sends, one at a time. */
function worker() {
  process.on('message', async ({ file, options }) => {
    process.send(await runOne(file, options));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--worker') worker();
  else await main();
}
