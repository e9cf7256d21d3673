#!/usr/bin/env node
// bin/evm-run: runs EVM bytecode on the embedded EVM (@ethereumjs/evm,
// Osaka rules) and prints the outcome as JSON. --help tells the options,
// the output, the defaults and the exit statuses (HELP below).

import { existsSync, readFileSync } from 'node:fs';
import { createSession, parseHex, CALLER_ADDRESS, GAS_LIMIT } from './runner.mjs';

const USAGE =
  'usage: bin/evm-run [--trace [--source-map=FILE]] [--deploy] [--gas-limit=N] CODE [CALLDATAHEX...]';

const HELP = `${USAGE}

Runs EVM bytecode on the embedded EVM (@ethereumjs/evm, Osaka rules) and
prints what each call did as JSON.

CODE is the bytecode: hex digits (0x optional; what bin/evm-bin prints), a
file that holds them (FILE, or @FILE), or - for stdin. Whitespace in it is
ignored. By default it is runtime code, installed at a new contract
address; with --deploy it is init code (bin/evm-bin --deploy, then any
constructor arguments), run as a contract creation, and the calls go to
the contract it creates.

Each CALLDATAHEX is one call, all on the same state (storage written by
one call is seen by the next); with none, one call with empty calldata.
Every call and the deployment are sent from ${CALLER_ADDRESS}, which holds
10^30 wei, with no value, in block 1 (timestamp 1700000000, base fee 0).
Each call is a transaction of its own: the caller, the contract, the
precompiles and the coinbase start warm (EIP-2929/3651), and access lists,
original storage values and transient storage are reset between calls.

Options:
  --deploy         CODE is init code (see above)
  --gas-limit=N    gas for each call and for the deployment (default
                   ${GAS_LIMIT})
  --trace          print each executed instruction to stderr:
                   pc OPCODE [top of stack] height=N fee
  --source-map=FILE  with --trace, the source position of each pc, from
                   bin/evm-bin --source-map (runtime code only)
  -h, --help       this text

Output (stdout): for one call an object, for several an array of them:
  {"success": bool, "returnData": HEX, "returnWords": [0x WORD...],
   "gasUsed": N, "logs": [{"address", "topics", "data"}...],
   "error": TEXT (when success is false)}
success is false when the call reverted or failed (an exceptional halt);
returnData is what RETURN or REVERT returned, returnWords the same cut into
32-byte words (the last padded with zeros). gasUsed is the gas execution
used: the 21,000 of a transaction, calldata costs and refunds are not in it.

Exit status: 0 when the calls ran (even if they reverted); 1 when the
contract could not be deployed or the EVM failed; 2 for a bad command line
or unreadable input.
`;

/** Prints a usage error and exits with status 2. */
function usageError(message) {
  process.stderr.write(`evm-run: ${message}\n${USAGE}\n(--help tells more)\n`);
  process.exit(2);
}

/** Parses the command line into options and positional arguments. */
function parseArgs(args) {
  const options = { trace: false, deploy: false, sourceMap: null, gasLimit: undefined };
  const positional = [];
  for (const arg of args) {
    if (arg === '--trace') options.trace = true;
    else if (arg === '--deploy') options.deploy = true;
    else if (arg.startsWith('--source-map=')) options.sourceMap = arg.slice('--source-map='.length);
    else if (arg.startsWith('--gas-limit=')) {
      const text = arg.slice('--gas-limit='.length);
      if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n) usageError(`bad gas limit ${text}`);
      options.gasLimit = BigInt(text);
    }
    else if (arg === '--help' || arg === '-h' || arg === '-help') {
      process.stdout.write(HELP);
      process.exit(0);
    } else if (arg.startsWith('-') && arg !== '-') usageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length === 0) usageError('missing CODE');
  if (options.sourceMap !== null && (!options.trace || options.deploy))
    usageError('--source-map needs --trace, and maps runtime code (not with --deploy)');
  const [code, ...calldata] = positional;
  return { options, code, calldata: calldata.length > 0 ? calldata : [''] };
}

/** Reads a file's text, or stops with a usage error saying why it cannot. */
function readText(file, what) {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    return usageError(`cannot read ${what}: ${error.message}`);
  }
}

/**
 * The hex of CODE and what to call it in messages: `-` reads stdin, `@FILE`
 * and the name of an existing file read the file (whitespace dropped),
 * anything else is the hex itself.
 */
function readCode(arg) {
  let text;
  if (arg === '-') text = readText(0, 'stdin');
  else if (arg.startsWith('@')) text = readText(arg.slice(1), arg.slice(1));
  else if (existsSync(arg)) text = readText(arg, arg);
  // A name with a dot or a slash is a file that is not there, not bad hex.
  else if (/[./]/.test(arg)) usageError(`cannot read ${arg}: no such file`);
  else return { hex: arg, what: 'bytecode (and no file of that name exists)' };
  return { hex: text.replace(/\s+/g, ''), what: `bytecode in ${arg === '-' ? 'stdin' : arg}` };
}

/** The runs of a source map file, or null without one. */
function readSourceMap(file) {
  if (file === null) return null;
  try {
    const runs = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(runs)) throw new Error('not a JSON array');
    return runs;
  } catch (error) {
    usageError(`cannot read the source map ${file}: ${error.message}`);
  }
  return null;
}

/** Splits hex return data into 0x-prefixed 32-byte words, right-padding the last. */
function toWords(hex) {
  const words = [];
  for (let i = 0; i < hex.length; i += 64) words.push(`0x${hex.slice(i, i + 64).padEnd(64, '0')}`);
  return words;
}

const { options, code, calldata } = parseArgs(process.argv.slice(2));
const { hex: codeHex, what: codeWhat } = readCode(code);
try {
  parseHex(codeHex, options.deploy ? codeWhat.replace('bytecode', 'init code') : codeWhat);
  for (const hex of calldata) parseHex(hex, 'calldata');
} catch (error) {
  usageError(error.message);
}

try {
  const session = await createSession({
    trace: options.trace,
    sourceMap: readSourceMap(options.sourceMap),
    gasLimit: options.gasLimit,
  });
  const address = options.deploy ? await session.deploy(codeHex) : await session.install(codeHex);
  const outcomes = [];
  for (const hex of calldata) {
    const { success, returnData, gasUsed, logs, error } = await session.call(address, hex);
    const outcome = { success, returnData, returnWords: toWords(returnData), gasUsed, logs };
    if (error !== null) outcome.error = error;
    outcomes.push(outcome);
  }
  process.stdout.write(`${JSON.stringify(outcomes.length === 1 ? outcomes[0] : outcomes)}\n`);
} catch (error) {
  process.stderr.write(`evm-run: ${error.message}\n`);
  process.exit(1);
}
