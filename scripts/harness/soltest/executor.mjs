// Running one semantic test (scripts/harness/soltest/): settings, compilation,
// then the calls on the embedded EVM (tools/evm-run/runner.mjs) set up as
// solc's test EVM (test/EVMHost.cpp and test/ExecutionFramework.cpp of
// ethereum/solidity), compared with the expectations.
//
// The world the calls see, as in solc's runner:
//
//   sender            0x1212121212121212121212121212120000000012 (account 0);
//                     `account: N` switches to 0x1212...0012 + N * 0x1000;
//                     accounts 0-9 hold 2^100 wei, the precompiles 1-8 1 wei
//   addresses         solc's host counts the sender's first creation as
//                     nonce 1, so the session's sender starts at nonce 1
//   blocks            every transaction (deployment, library, call) is a new
//                     block: number 1, 2, ..., timestamp 15 * number;
//                     blockhash(n) = 0x3737...37 + n
//   gas               100,000,000 a transaction, less the intrinsic gas
//                     (21,000 or 53,000 for a creation, 4 a zero byte and 16
//                     another of the data); block gas limit 20,000,000
//   block fields      coinbase 0x7878...78, prevrandao 0xa86c2e60...8777,
//                     base fee 7, blob base fee 1, chain id 1; tx.origin
//                     0x9292...92, gas price 3 gwei, blob hashes
//                     0x01000...01 and 0x01000...02
//
// A test runs in order: `library: L` lines deploy and link libraries; the
// first other line deploys the last contract of the main source (with the
// constructor's value and arguments when it is `constructor()`); each call
// then must succeed or fail as expected, return exactly the expected bytes
// (a revert's data too), and have exactly the expected side effects: the
// logs of its transaction (a builtin sends no transaction: like solc's
// runner it shows the logs of the last one), and the arguments of
// isoltest_side_effects_test. The first difference fails the test. A
// file that lists no side effect at all (the benchmark scenarios of
// ../shared/solidity/bench) is not checked for them.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createSession } from '../../../tools/evm-run/runner.mjs';
import {
  addImportedSources,
  compileStandardJson,
  contractNames,
  linkBytecode,
  outputErrors,
  standardJsonInput,
  withPreamble,
} from './compile.mjs';
import {
  bytesEqual,
  formatBytes,
  formatEventWord,
  fromHex,
  keccak,
  selector,
  toHex,
  wordOf,
} from './encoding.mjs';
import { parseExpectations, parseSideEffect, splitTestFile, TestFormatError } from './parser.mjs';

export const SENDER = '0x1212121212121212121212121212120000000012';
const INITIAL_GAS = 100_000_000n;
const ACCOUNT_BALANCE = 1n << 100n;
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/** solc's test account N. */
export const accountAddress = (n) => `0x${(BigInt(SENDER) + BigInt(n) * 0x1000n).toString(16).padStart(40, '0')}`;

/** The EVM versions in order, for the `EVMVersion` setting. */
export const EVM_VERSIONS = [
  'homestead',
  'tangerineWhistle',
  'spuriousDragon',
  'byzantium',
  'constantinople',
  'petersburg',
  'istanbul',
  'berlin',
  'london',
  'paris',
  'shanghai',
  'cancun',
  'prague',
  'osaka',
];
export const EVM_VERSION = 'osaka';

/** Whether `EVMVersion: RANGE` (e.g. `>=cancun`, `<paris`, `=shanghai`) admits a version. */
export function evmVersionAllows(range, version = EVM_VERSION) {
  if (range === 'any') return true;
  const match = range.match(/^([<>=!]*)([A-Za-z]+)$/);
  const index = EVM_VERSIONS.indexOf(match?.[2]);
  if (!match || index < 0) throw new TestFormatError(`invalid EVMVersion "${range}"`);
  const d = EVM_VERSIONS.indexOf(version) - index;
  switch (match[1]) {
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    case '=':
      return d === 0;
    case '!':
      return d !== 0;
    default:
      throw new TestFormatError(`invalid EVMVersion comparison "${range}"`);
  }
}

const KNOWN_SETTINGS = new Set([
  'EVMVersion',
  'compileViaYul',
  'ABIEncoderV1Only',
  'revertStrings',
  'allowNonExistingFunctions',
  'bytecodeFormat',
  'compileToEOF',
  'requiresYulOptimizer',
]);

/**
 * What a test's settings mean for a compiler: {skip} with the reason, or
 * {revertStrings, allowNonExistingFunctions, abicoderV1}. Throws
 * TestFormatError for a setting or value solc's runner would refuse.
 */
export function interpretSettings(settings, compiler) {
  const unknown = Object.keys(settings).filter((key) => !KNOWN_SETTINGS.has(key));
  if (unknown.length > 0) throw new TestFormatError(`unknown setting ${unknown.join(', ')}`);
  const bool = (key) => {
    const value = settings[key] ?? 'false';
    if (value !== 'true' && value !== 'false') throw new TestFormatError(`${key}: "${value}" is not true or false`);
    return value === 'true';
  };
  const viaYul = settings.compileViaYul ?? 'also';
  if (!['also', 'true', 'false'].includes(viaYul)) throw new TestFormatError(`invalid compileViaYul "${viaYul}"`);
  const abicoderV1 = bool('ABIEncoderV1Only');
  if (abicoderV1 && viaYul !== 'false')
    throw new TestFormatError('ABIEncoderV1Only tests must say compileViaYul: false');
  const revertStrings = settings.revertStrings ?? 'default';
  if (!['default', 'strip', 'debug', 'verboseDebug'].includes(revertStrings))
    throw new TestFormatError(`invalid revertStrings "${revertStrings}"`);
  const allowNonExistingFunctions = bool('allowNonExistingFunctions');
  const requiresYulOptimizer = settings.requiresYulOptimizer ?? 'false';
  if (!['false', 'minimalStack', 'full'].includes(requiresYulOptimizer))
    throw new TestFormatError(`invalid requiresYulOptimizer "${requiresYulOptimizer}"`);
  const format = settings.bytecodeFormat ?? 'legacy';
  if (!['legacy', '>=EOFv1', 'legacy,>=EOFv1', '>=EOFv1,legacy'].includes(format))
    throw new TestFormatError(`invalid bytecodeFormat "${format}"`);

  const range = settings.EVMVersion ?? 'any';
  if (!evmVersionAllows(range)) return { skip: `EVMVersion ${range} excludes ${EVM_VERSION}` };
  if (format === '>=EOFv1') return { skip: 'EOF bytecode only (bytecodeFormat: >=EOFv1)' };
  if (bool('compileToEOF')) return { skip: 'EOF bytecode only (compileToEOF: true)' };
  const legacy = compiler === 'solc-legacy';
  if (!legacy && viaYul === 'false') return { skip: `compileViaYul: false (legacy codegen only; ${compiler} goes through Yul)` };
  if (legacy && viaYul === 'true') return { skip: 'compileViaYul: true (Yul codegen only)' };
  return { revertStrings, allowNonExistingFunctions, abicoderV1 };
}

/** Gas a transaction has for execution: solc's runner's 10^8 less the intrinsic gas. */
export function transactionGas(data, isCreation) {
  let gas = INITIAL_GAS - (isCreation ? 53000n : 21000n);
  for (const byte of data) gas -= byte === 0 ? 4n : 16n;
  return gas;
}

/** The canonical type of an ABI parameter (tuples spelled out). */
function abiType(param) {
  if (param.type.startsWith('tuple')) return `(${param.components.map(abiType).join(',')})${param.type.slice(5)}`;
  return param.type;
}

/** topic0 (hex) -> {signature, indexed types, data types} for every event the compiler reported. */
function eventsOf(output) {
  const events = new Map();
  for (const file of Object.values(output.contracts ?? {}))
    for (const contract of Object.values(file))
      for (const item of contract.abi ?? []) {
        if (item.type !== 'event' || item.anonymous) continue;
        const signature = `${item.name}(${item.inputs.map(abiType).join(',')})`;
        events.set(toHex(keccak(signature)), {
          signature,
          indexed: item.inputs.filter((i) => i.indexed).map(abiType),
          data: item.inputs.filter((i) => !i.indexed).map(abiType),
        });
      }
  return events;
}

/** A log as solc's runner prints it as a side effect. */
function formatLog(log, contractAddress, events) {
  const topics = log.topics.map((topic) => fromHex(topic));
  const event = topics.length > 0 ? events.get(toHex(topics[0])) : undefined;
  let text = `emit ${event ? event.signature : '<anonymous>'}`;
  if (log.address.toLowerCase() !== contractAddress.toLowerCase()) text += ` from ${log.address.toLowerCase()}`;
  const parts = [];
  topics.forEach((topic, i) => {
    if (event && i === 0) return;
    parts.push(`#${formatEventWord(topic, event?.indexed[i - 1] === 'bool')}`);
  });
  const data = fromHex(log.data);
  for (let i = 0; i * 32 < data.length; i++)
    parts.push(formatEventWord(data.slice(i * 32, i * 32 + 32), event?.data[i] === 'bool'));
  return parts.length > 0 ? `${text}: ${parts.join(', ')}` : text;
}

/** Whether a log is the expected event. */
function logMatches(expected, log, contractAddress) {
  if ((expected.from ?? contractAddress).toLowerCase() !== log.address.toLowerCase()) return false;
  if (expected.topics.length !== log.topics.length) return false;
  if (!expected.topics.every((topic, i) => bytesEqual(topic, fromHex(log.topics[i])))) return false;
  return bytesEqual(expected.data, fromHex(log.data));
}

/** Thrown to end a test with a failure. */
class TestFailure extends Error {
  constructor(message, line = null) {
    super(message);
    this.line = line;
  }
}

/**
 * Runs one test file.
 * @param {string} file - path of the .sol file
 * @param {{compiler: {name: string, command?: string}, includePaths?: string[]}} options
 * @returns {Promise<{file: string, status: 'pass'|'fail'|'skip', message: string,
 *   line: number|null, compileMs: number, runMs: number, calls: number,
 *   gasUsed: number, callGas: Array<{line: number, call: string, gas: number}>,
 *   runtimeSize: number|null}>} gasUsed: the execution gas (without the
 *   transaction's intrinsic gas) of the message calls that ran, summed;
 *   callGas: each message call's (its line in the test, its signature or
 *   `(low-level)`), to find where the gas goes; runtimeSize: the bytes of
 *   the main contract's deployed code
 */
/**
 * Runs one test file with `compiler`. An `observer` sees what the run does,
 * for checks beyond the test's own (scripts/harness/soltest/source-maps.mjs):
 * `input` (options of standardJsonInput: the outputs it needs, whether to
 * optimize), `compiled(input, output)` after the compilation, and
 * `failed({call, creation, code, steps, contract})` after each call the
 * test expects to fail and that failed: the code run at the top level (hex)
 * and its last steps there (pc and opcode name). `runs` is the optimizer's
 * (default 200), for every compiler.
 */
export async function runTestFile(file, { compiler, includePaths = [], observer = null, runs = 200 }) {
  const result = { file, status: 'pass', message: '', line: null, compileMs: 0, runMs: 0, calls: 0, gasUsed: 0, callGas: [], runtimeSize: null };
  const fail = (message, line = null) => Object.assign(result, { status: 'fail', message, line });
  let test;
  let calls;
  let setup;
  try {
    test = splitTestFile(readFileSync(file, 'latin1'), {
      readExternal: (path) => readFileSync(join(dirname(file), path), 'latin1'),
    });
    calls = parseExpectations(test.expectations, test.expectationsLine + 1);
    if (calls.length === 0) throw new TestFormatError('no expectations');
    setup = interpretSettings(test.settings, compiler.name);
  } catch (error) {
    if (error instanceof TestFormatError) return fail(`test format: ${error.message}`);
    throw error;
  }
  if (setup.skip) return Object.assign(result, { status: 'skip', message: setup.skip });
  // solc 0.8.37 refuses these: "The experimental Solidity prototype has been removed from the compiler."
  if (test.sources.some(([, text]) => /^\s*pragma\s+experimental\s+solidity\s*;/m.test(text)))
    return Object.assign(result, { status: 'skip', message: 'experimental Solidity, whose prototype solc 0.8.37 no longer has' });
  result.calls = calls.length;

  // Compile.
  const started = Date.now();
  const sources = new Map(test.sources.map(([name, text]) => [name, withPreamble(text, setup.abicoderV1)]));
  addImportedSources(sources, includePaths);
  const input = standardJsonInput(sources, {
    viaIR: compiler.name !== 'solc-legacy',
    revertStrings: setup.revertStrings,
    runs,
    ...(observer?.input ?? {}),
  });
  const output = await compileStandardJson(input, compiler);
  result.compileMs = Date.now() - started;
  const errors = outputErrors(output);
  if (errors.length > 0) return fail(`compilation failed: ${errors[0].split('\n')[0]}`);
  observer?.compiled?.(input, output);

  const runStarted = Date.now();
  try {
    await execute(test, calls, output, setup, result, observer);
  } catch (error) {
    if (error instanceof TestFailure) fail(error.message, error.line);
    else if (error instanceof TestFormatError) fail(`test format: ${error.message}`);
    else throw error;
  } finally {
    result.runMs = Date.now() - runStarted;
  }
  return result;
}

/**
 * Runs the calls of a compiled test; throws TestFailure at the first
 * difference. Adds the calls' gas and the deployed code's size to `stats`.
 */
async function execute(test, calls, output, setup, stats, observer) {
  const contracts = output.contracts ?? {};
  const mainText = test.sources.find(([name]) => name === test.mainSource)[1];
  const mainName = contractNames(mainText).at(-1);
  if (mainName === undefined) throw new TestFailure(`no contract in the main source "${test.mainSource}"`);
  const main = contracts[test.mainSource]?.[mainName];
  if (!main?.evm?.bytecode) throw new TestFailure(`the compiler output has no contract ${test.mainSource}:${mainName}`);
  const methods = main.evm.methodIdentifiers ?? null;
  const events = eventsOf(output);

  // The last steps of the top-level frame, for the observer: recorded
  // only in the calls a test expects to fail, and only in calls of up to
  // 50,000 steps (the EVM copies its state for each step it reports: a
  // call that runs out of gas would take minutes; a longer one gets none).
  const STEPS_KEPT = 256;
  const STEPS_WATCHED = 50_000;
  let steps = [];
  let watched = 0;
  const recordStep = (step) => {
    if (++watched > STEPS_WATCHED) {
      session.watchSteps(null);
      steps = [];
      return;
    }
    if (step.depth !== 0) return;
    if (steps.length >= 2 * STEPS_KEPT) steps = steps.slice(-STEPS_KEPT);
    steps.push({ pc: step.pc, op: step.opcode.name });
  };
  const watchIf = (failure) => session.watchSteps(observer?.failed && failure ? recordStep : null);

  let block = 0n;
  const session = await createSession({
    gasLimit: INITIAL_GAS,
    caller: SENDER,
    callerBalance: ACCOUNT_BALANCE,
    callerNonce: 1n,
    accounts: [
      ...Array.from({ length: 9 }, (_, i) => ({ address: accountAddress(i + 1), balance: ACCOUNT_BALANCE })),
      ...Array.from({ length: 8 }, (_, i) => ({ address: `0x${(i + 1).toString(16).padStart(40, '0')}`, balance: 1n })),
    ],
    block: () => {
      block += 1n;
      return {
        number: block,
        timestamp: 15n * block,
        coinbase: `0x${'78'.repeat(20)}`,
        prevRandao: '0xa86c2e601b6c44eb4848f7d23d9df3113fbcac42041c49cbed5000cb4f118777',
        gasLimit: 20_000_000n,
        baseFeePerGas: 7n,
      };
    },
    blockHash: (number) => BigInt(`0x${'37'.repeat(32)}`) + number,
    origin: `0x${'92'.repeat(20)}`,
    gasPrice: 3_000_000_000n,
    blobVersionedHashes: [`0x01${'0'.repeat(61)}1`, `0x01${'0'.repeat(61)}2`],
  });

  const libraries = new Map();
  let sender = SENDER;
  let contractAddress = ZERO_ADDRESS;
  let lastLogs = [];

  /** Creates a contract: {success, address, output, logs}. */
  async function create(contract, what, value, args, line) {
    const linked = linkBytecode(contract.evm.bytecode.object ?? '', contract.evm.bytecode.linkReferences, libraries);
    if (linked.missing.length > 0)
      throw new TestFailure(`${what} needs libraries that are not deployed: ${linked.missing.join(', ')}`, line);
    if (/[^0-9a-fA-F]/.test(linked.hex)) throw new TestFailure(`${what}: the bytecode is not hex`, line);
    const data = fromHex(linked.hex + toHex(args));
    steps = [];
    try {
      const created = await session.create(toHex(data), { value, gasLimit: transactionGas(data, true) });
      return { success: true, address: created.address, output: new Uint8Array(0), logs: created.logs };
    } catch (error) {
      if (error.reason === undefined) throw error;
      return { success: false, address: ZERO_ADDRESS, output: fromHex(error.returnData), logs: [] };
    }
  }

  /** Sends the message call `call` (a line of the test): {success, output, logs}. */
  async function send(call, data, value) {
    steps = [];
    try {
      const called = await session.call(contractAddress, toHex(data), {
        value,
        from: sender,
        gasLimit: transactionGas(data, false),
      });
      stats.gasUsed += called.gasUsed;
      stats.callGas.push({ line: call.line, call: call.kind === 'lowLevel' ? '(low-level)' : call.signature, gas: called.gasUsed });
      return { success: called.success, output: fromHex(called.returnData), logs: called.logs };
    } catch (error) {
      // The EVM refuses the message itself (e.g. more value than the sender has).
      return { success: false, output: new Uint8Array(0), logs: [], error: error.message };
    }
  }

  /** Deploys the main contract (value and arguments from constructor()). */
  async function deployMain(call) {
    const result = await create(main, `${mainName}'s deployment`, call?.value ?? 0n, call?.arguments ?? new Uint8Array(0), call?.line);
    contractAddress = result.address;
    lastLogs = result.logs;
    return result;
  }

  /** The value of a builtin, or null when it does not produce one. */
  async function builtin(call) {
    const args = call.args;
    switch (call.signature) {
      case 'isoltest_builtin_test':
        return wordOf(0x1234n);
      case 'isoltest_side_effects_test':
        return args.length === 0 ? wordOf(0n) : call.arguments;
      case 'balance': {
        if (args.length > 1) throw new TestFormatError('balance takes at most one address');
        const address = args.length === 1 ? `0x${toHex(args[0].bytes.slice(-20))}` : contractAddress;
        return wordOf(await session.balance(address));
      }
      case 'storageEmpty': {
        if (args.length !== 0) throw new TestFormatError('storageEmpty takes no arguments');
        return wordOf(Object.keys(await session.storageDump(contractAddress)).length === 0 ? 1n : 0n);
      }
      case 'account': {
        if (args.length !== 1 || !/^[0-9]+$/.test(args[0].text)) throw new TestFormatError('account takes one number');
        sender = accountAddress(Number(args[0].text));
        return wordOf(BigInt(sender));
      }
      default:
        throw new TestFormatError(`unknown builtin ${call.signature}`);
    }
  }

  // The benchmark scenarios leave their events out: a file without any
  // `~` line is not checked for side effects (in solc's own tests every
  // event is listed, or solc's runner would fail them).
  const checkEffects = calls.some((call) => call.sideEffects.length > 0);
  let constructed = false;
  let deployment = null;
  for (const call of calls) {
    const where = `${call.text}`;
    watched = 0;
    watchIf(call.failure);
    if (constructed) {
      if (call.kind === 'library') throw new TestFormatError(`line ${call.line}: libraries must come before any call`);
      if (call.kind === 'constructor') throw new TestFormatError(`line ${call.line}: the constructor must be the first call`);
    } else if (call.kind === 'library') {
      const candidates = Object.entries(contracts).filter(
        ([file, byName]) => byName[call.signature] && (call.libraryFile === '' || file === call.libraryFile),
      );
      if (candidates.length === 0) throw new TestFailure(`${where}: no library ${call.signature} in the output`, call.line);
      const [file] = candidates.find(([name]) => name === '') ?? candidates[0];
      const created = await create(contracts[file][call.signature], `library ${call.signature}`, 0n, new Uint8Array(0), call.line);
      lastLogs = created.logs;
      if (!created.success) throw new TestFailure(`${where}: deploying the library failed`, call.line);
      libraries.set(`${call.libraryFile}:${call.signature}`, created.address);
      contractAddress = created.address;
      continue;
    } else {
      deployment = await deployMain(call.kind === 'constructor' ? call : null);
      constructed = true;
      if (call.kind !== 'constructor') {
        if (!deployment.success)
          throw new TestFailure(
            `deploying ${mainName} failed${deployment.output.length ? ` (${formatBytes(deployment.output)})` : ''}`,
            call.line,
          );
        const code = await session.code(contractAddress);
        if (code === '') throw new TestFailure(`deploying ${mainName} left no code`, call.line);
        stats.runtimeSize = code.length / 2;
      }
    }

    let actualEffects = [];
    if (call.kind === 'constructor') {
      if (deployment.success) stats.runtimeSize = (await session.code(contractAddress)).length / 2;
      else if (call.failure && observer?.failed)
        observer.failed({ call, creation: true, code: main.evm.bytecode.object, steps: steps.slice(-STEPS_KEPT), contract: main });
      if (deployment.success === call.failure) {
        const data = deployment.output.length > 0 ? `, ${formatBytes(deployment.output)}` : '';
        throw new TestFailure(
          `line ${call.line}: ${where}: expected ${call.failure ? 'FAILURE' : 'success'}, got ${deployment.success ? 'success' : `FAILURE${data}`}`,
          call.line,
        );
      }
    } else {
      let outcome;
      if (call.kind === 'builtin') {
        const value = await builtin(call);
        outcome = { success: true, output: value };
        if (call.signature === 'isoltest_side_effects_test')
          actualEffects = call.args.map((arg) => ({ kind: 'text', text: toHex(arg.bytes) }));
      } else if (call.kind === 'lowLevel') {
        outcome = await send(call, call.arguments, call.value);
        lastLogs = outcome.logs;
      } else {
        if (methods !== null && !setup.allowNonExistingFunctions && !(call.signature in methods))
          throw new TestFailure(`line ${call.line}: ${mainName} has no function ${call.signature}`, call.line);
        outcome = await send(call, Uint8Array.from([...selector(call.signature), ...call.arguments]), call.value);
        lastLogs = outcome.logs;
      }
      if (call.failure && !outcome.success && (call.kind === 'regular' || call.kind === 'lowLevel') && contractAddress !== ZERO_ADDRESS && observer?.failed)
        observer.failed({
          call,
          creation: false,
          code: await session.code(contractAddress),
          steps: steps.slice(-STEPS_KEPT),
          contract: main,
        });
      if (outcome.success === call.failure || !bytesEqual(outcome.output, call.expected)) {
        const expected = call.results.length > 0 ? call.results.map((p) => p.text).join(', ') : '(nothing)';
        let got = outcome.success ? formatBytes(outcome.output, call.results) || '(nothing)' : 'FAILURE';
        if (!outcome.success && outcome.output.length > 0) got += `, ${formatBytes(outcome.output, call.results.slice(1))}`;
        if (outcome.error) got += ` (${outcome.error})`;
        throw new TestFailure(`line ${call.line}: ${where}: expected ${expected}, got ${got}`, call.line);
      }
    }

    // Side effects: what the call's hooks would print, against the ~ lines.
    if (!checkEffects) continue;
    actualEffects = [...actualEffects, ...lastLogs.map((log) => ({ kind: 'event', log }))];
    const expectedEffects = call.sideEffects.map(parseSideEffect);
    const same =
      expectedEffects.length === actualEffects.length &&
      expectedEffects.every((expected, i) => {
        const actual = actualEffects[i];
        if (expected.kind !== actual.kind) return false;
        return expected.kind === 'text' ? expected.text === actual.text : logMatches(expected, actual.log, contractAddress);
      });
    if (!same) {
      const shown = (list) => (list.length === 0 ? '(none)' : list.map((text) => `~ ${text}`).join(' '));
      const got = actualEffects.map((effect) =>
        effect.kind === 'text' ? effect.text : formatLog(effect.log, contractAddress, events),
      );
      throw new TestFailure(
        `line ${call.line}: ${where}: expected side effects ${shown(call.sideEffects)}, got ${shown(got)}`,
        call.line,
      );
    }
  }
}
