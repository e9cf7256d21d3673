// Tests of scripts/harness/evm-soltest's runner (scripts/harness/soltest/): the parser and the
// literal encoder on lines of solc's semantic tests, the settings, linking,
// and the executor on small tests compiled by solc-js (and once through the
// external-command path that `ours` takes).
// RUN: node --test %s

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  addImportedSources,
  contractNames,
  linkBytecode,
  standardJsonInput,
  withPreamble,
} from '../../scripts/harness/soltest/compile.mjs';
import { importPaths, resolveImport } from '../../tools/evm-solc/solc-imports.mjs';
import { encodeDecimal, formatBytes, fromHex, keccak, toHex } from '../../scripts/harness/soltest/encoding.mjs';
import {
  accountAddress,
  evmVersionAllows,
  interpretSettings,
  runTestFile,
  transactionGas,
} from '../../scripts/harness/soltest/executor.mjs';
import { parseArgs } from '../../scripts/harness/soltest/main.mjs';
import {
  parseExpectations,
  parseSideEffect,
  splitTestFile,
  TestFormatError,
} from '../../scripts/harness/soltest/parser.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SEMANTIC = join(ROOT, '..', 'shared', 'solidity', 'semanticTests');
const FAKE_OURS = `node ${join(ROOT, 'test', 'solidity', 'Inputs', 'soltest', 'solc-standard-json.mjs')}`;

/** A 256-bit value as a 32-byte word, hex without 0x. */
const word = (value) => BigInt.asUintN(256, BigInt(value)).toString(16).padStart(64, '0');

/** The calls of expectation lines (each given without its `// `). */
const parse = (...lines) => parseExpectations(lines.map((line) => `// ${line}`).join('\n'));
/** The one call of one line. */
const one = (line) => {
  const calls = parse(line);
  assert.equal(calls.length, 1, line);
  return calls[0];
};

// ---------------------------------------------------------------------------
// The literal encoder.

test('numbers: right-aligned words, negative ones in two\'s complement', () => {
  const call = one('f(uint256,int8,uint256): 1, -1, 115792089237316195423570985008687907853269984665640564039457584007913129639935 -> 0');
  assert.equal(toHex(call.arguments), word(1) + word(-1) + 'f'.repeat(64));
  assert.equal(toHex(call.expected), word(0));
  assert.deepEqual(call.args.map((p) => p.type), ['unsigned', 'signed', 'unsigned']);
});

test('hex numbers: their bytes right-aligned; an odd digit count gets a leading zero', () => {
  const call = one('f(bytes32,uint256): 0x1234, 0xabc -> 0x00');
  assert.equal(toHex(call.arguments), word(0x1234) + word(0xabc));
  assert.equal(toHex(call.expected), word(0));
});

test('left(...) and right(...) align numbers, hex numbers and booleans', () => {
  // libraries/internal_library_function_attached_to_fixed_bytes.sol and interfaceID tests
  const call = one('uintToBytes(uint256): left(0x616263) -> left(0x616263), right(5), left(true), left(7)');
  assert.equal(toHex(call.arguments), '616263'.padEnd(64, '0'));
  assert.equal(toHex(call.expected), '616263'.padEnd(64, '0') + word(5) + '01'.padEnd(64, '0') + '07'.padEnd(64, '0'));
  assert.equal(call.results[0].alignDeclared, true);
});

test('strings are left-aligned, hex strings are exactly their bytes', () => {
  // abiEncoderV2/calldata_array_short.sol
  const call = one('f(uint256[]): 0x20, 1 -> FAILURE, hex"08c379a0", 0x20, 0x2b, "ABI decoding: invalid calldata a", "rray stride"');
  assert.equal(call.failure, true);
  assert.deepEqual(call.results.map((p) => p.type), ['failure', 'hexString', 'hex', 'hex', 'string', 'string']);
  const expected = toHex(call.expected);
  assert.equal(expected.length, (4 + 4 * 32) * 2);
  assert.ok(expected.startsWith('08c379a0'));
  assert.equal(expected.slice(-64), Buffer.from('rray stride').toString('hex').padEnd(64, '0'));
});

test('string escapes and raw UTF-8 bytes', () => {
  // isoltestTesting/format_raw_string_with_control_chars.sol
  const call = one('f(string): 0x20, 16, "\\xf0\\x9f\\x98\\x83\\xf0\\x9f\\x98\\x83\\xf0\\x9f\\x98\\x83\\xf0\\x9f\\x98\\x83" -> 0x20');
  assert.equal(toHex(call.args[2].bytes), 'f09f9883'.repeat(4).padEnd(64, '0'));
  assert.equal(toHex(one('f(): "a\\n\\0\\\\\\t" -> ""').args[0].bytes), '610a005c09'.padEnd(64, '0'));
  // A UTF-8 character written as such is its bytes (the expectations are read as latin1).
  const utf8 = Buffer.from('"é"', 'utf8').toString('latin1');
  assert.equal(toHex(one(`f(): ${utf8} ->`).args[0].bytes), 'c3a9'.padEnd(64, '0'));
  assert.equal(toHex(one('f() -> ""').expected), word(0));
});

test('booleans, fixed-point literals and FAILURE', () => {
  const call = one('f(bool,bool): true, false -> 1');
  assert.equal(toHex(call.arguments), word(1) + word(0));
  assert.equal(toHex(encodeDecimal('1.5', false)), word(15));
  assert.equal(toHex(encodeDecimal('0.25', true)), word(-25));
  const failure = one('g() -> FAILURE');
  assert.equal(failure.failure, true);
  assert.equal(failure.expected.length, 0);
});

test('literals the format refuses', () => {
  for (const line of [
    'f(uint256): -> 1', // no argument after ':'
    'f(): -true -> 1',
    'f(): left("abc") -> 1',
    'f(): "123456789012345678901234567890123" -> 1', // 33 bytes
    'f(): 1 -> 2 % 3',
    'f(uint256): 1, 2 wei -> 1',
    '(uint256): 1 -> 1', // a nameless signature with types
    'gas irOptimized: 100',
  ]) assert.throws(() => parse(line), TestFormatError, line);
  assert.throws(() => parse('f(), 1 -> 1'), /unit/);
});

// ---------------------------------------------------------------------------
// Calls.

test('constructor with value and arguments, calls with value, low-level calls', () => {
  const [ctor, call, low, low2] = parse(
    'constructor(), 2 wei: 1, 2 ->',
    'g(), 1 ether -> FAILURE, hex"4e487b71", 0x11',
    '(): 1 -> 544',
    '(), 3 ether -> ',
  );
  assert.equal(ctor.kind, 'constructor');
  assert.equal(ctor.value, 2n);
  assert.equal(toHex(ctor.arguments), word(1) + word(2));
  assert.equal(ctor.omitsArrow, false);
  assert.equal(call.value, 10n ** 18n);
  assert.equal(toHex(call.expected), `4e487b71${word(0x11)}`);
  assert.equal(low.kind, 'lowLevel');
  assert.equal(low.signature, '()');
  assert.equal(toHex(low.arguments), word(1));
  assert.equal(low2.value, 3n * 10n ** 18n);
});

test('a constructor line without an arrow expects success', () => {
  const ctor = one('constructor()');
  assert.equal(ctor.kind, 'constructor');
  assert.equal(ctor.failure, false);
  assert.equal(ctor.omitsArrow, true);
});

test('signatures with tuples and arrays', () => {
  assert.equal(one('f((uint256,bytes)[],uint8[2][],(bool,(int8))) -> 1').signature, 'f((uint256,bytes)[],uint8[2][],(bool,(int8)))');
  assert.equal(one('f(uint256[][1][]): 0x20, 0x0 -> 42 # valid access stub #').comment, ' valid access stub ');
});

test('libraries and builtins', () => {
  const calls = parse(
    'library: L',
    'library: "A":L',
    'balance -> 1500',
    'balance: 0x137aa4dfc0911524504fcd4d98501f179bc13b4a -> 500',
    'storageEmpty -> 1',
    'account: 1 -> 0x1212121212121212121212121212120000001012',
    'balance() -> 0',
    'isoltest_side_effects_test: 0x1234, 0x2345 # comment # -> 0x1234, 0x2345',
  );
  assert.deepEqual(calls.map((c) => c.kind), ['library', 'library', 'builtin', 'builtin', 'builtin', 'builtin', 'regular', 'builtin']);
  assert.equal(calls[0].signature, 'L');
  assert.equal(calls[0].libraryFile, '');
  assert.equal(calls[1].libraryFile, 'A');
  assert.equal(calls[3].signature, 'balance');
  assert.equal(toHex(calls[3].args[0].bytes), word(0x137aa4dfc0911524504fcd4d98501f179bc13b4an));
  // `balance()` with parentheses is the contract's own function.
  assert.equal(calls[6].signature, 'balance()');
  assert.equal(calls[7].comment, ' comment ');
});

test('gas lines belong to the call before them', () => {
  // isoltestTesting/balance_other_contract.sol
  const [ctor, balance] = parse(
    'constructor(), 2000 wei ->',
    'gas irOptimized: 114353',
    'gas irOptimized code: 58800',
    'gas legacy: 118617',
    'balance -> 1500',
    'gas legacyOptimized: 180756',
  );
  assert.deepEqual(ctor.gas, { irOptimized: 114353n, 'irOptimized code': 58800n, legacy: 118617n });
  assert.deepEqual(balance.gas, { legacyOptimized: 180756n });
  assert.throws(() => parse('gas optimized: 1'), TestFormatError);
});

test('a call may go on over several lines, with empty lines between calls', () => {
  // array/concat/bytes_concat_2_args.sol
  const calls = parse(
    'f(bytes,bytes): 0x40, 0x80, 3, "abc", 3, "def" -> 0x20, 6, "abcdef"',
    '',
    'f(bytes,bytes):',
    ' 0x40, 0xa0, 34, "abcdabcdabcdabcdabcdabcdabcdabcd", "ab", 30, "cdabcdabcdabcdabcdabcdabcdabcd"',
    ' ->',
    ' 0x20, 64, "abcdabcdabcdabcdabcdabcdabcdabcd", "abcdabcdabcdabcdabcdabcdabcdabcd"',
    'g() -> 1',
  );
  assert.equal(calls.length, 3);
  assert.equal(calls[1].args.length, 7);
  assert.equal(calls[1].results.length, 4);
  assert.equal(calls[1].line, 3);
  assert.equal(calls[2].line, 7);
  assert.equal(calls[2].signature, 'g()');
});

test('side effects: events with topics, data, emitters and anonymous ones', () => {
  // events/event_emit_from_other_contract.sol, structs/event.sol, events/event_anonymous.sol
  const [call] = parse(
    'deposit(bytes32): 0x1234 ->',
    '~ emit Deposit(address,bytes32,uint256) from 0x137aa4dfc0911524504fcd4d98501f179bc13b4a: #0xc06afe3a8444fc0004668591e8306bfb9968e79e, #0x1234, 0x00',
    '~ emit Ev((uint256)): 0x01',
    '~ emit <anonymous>',
    '~ emit <anonymous>: #0x03, "abc", true',
  );
  assert.equal(call.sideEffects.length, 4);
  const [deposit, ev, anonymous, anonymous2] = call.sideEffects.map(parseSideEffect);
  assert.equal(deposit.from, '0x137aa4dfc0911524504fcd4d98501f179bc13b4a');
  assert.deepEqual(deposit.topics.map(toHex), [
    toHex(keccak('Deposit(address,bytes32,uint256)')),
    word(0xc06afe3a8444fc0004668591e8306bfb9968e79en),
    word(0x1234),
  ]);
  assert.equal(toHex(deposit.data), word(0));
  assert.equal(ev.signature, 'Ev((uint256))');
  assert.equal(ev.from, null);
  assert.deepEqual(anonymous, { kind: 'event', signature: null, from: null, topics: [], data: new Uint8Array(0) });
  assert.deepEqual(anonymous2.topics.map(toHex), [word(3)]);
  assert.equal(toHex(anonymous2.data), '616263'.padEnd(64, '0') + word(1));
  assert.deepEqual(parseSideEffect(' 0000000000000000000000000000000000000000000000000000000000001234'), {
    kind: 'text',
    text: word(0x1234),
  });
});

test('every semantic test and benchmark scenario parses', () => {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.sol')) files.push(path);
    }
  };
  walk(SEMANTIC);
  walk(join(SEMANTIC, '..', 'bench'));
  assert.ok(files.length >= 1030);
  let calls = 0;
  let effects = 0;
  for (const file of files) {
    const parsed = splitTestFile(readFileSync(file, 'latin1'), {
      readExternal: (path) => readFileSync(join(dirname(file), path), 'latin1'),
    });
    const list = parseExpectations(parsed.expectations, parsed.expectationsLine + 1);
    assert.ok(list.length > 0, file);
    calls += list.length;
    for (const call of list) for (const effect of call.sideEffects) effects += parseSideEffect(effect) ? 1 : 0;
    interpretSettings(parsed.settings, 'solc-ir');
  }
  assert.ok(calls > 3500);
  assert.ok(effects > 50);
});

// ---------------------------------------------------------------------------
// Files, settings, sources.

test('sources, external sources and settings of a file', () => {
  const text = [
    '==== ExternalSource: a=_external/external.sol=sol ====',
    '==== Source: A ====',
    'library L {}',
    '==== Source: B ====',
    'import "A";',
    'contract C {}',
    '// ====',
    '// EVMVersion: >=cancun',
    '// compileViaYul: true',
    '// ----',
    '// library: "A":L',
    '// f() -> 1',
  ].join('\n');
  const read = [];
  const parsed = splitTestFile(text, { readExternal: (path) => (read.push(path), 'contract External {}\n') });
  assert.deepEqual(read, ['_external/external.sol=sol']);
  assert.deepEqual(parsed.sources, [
    ['a', 'contract External {}\n'],
    ['A', 'library L {}\n'],
    ['B', 'import "A";\ncontract C {}\n'],
  ]);
  assert.deepEqual(parsed.externalSources, [['a', '_external/external.sol=sol']]);
  assert.equal(parsed.mainSource, 'B');
  assert.deepEqual(parsed.settings, { EVMVersion: '>=cancun', compileViaYul: 'true' });
  assert.equal(parsed.expectationsLine, 10);
  assert.equal(parseExpectations(parsed.expectations, 11)[1].line, 12);
  // Without sections the main source is "".
  const plain = splitTestFile('contract C {}\n// ----\n// f() ->\n');
  assert.deepEqual(plain.sources, [['', 'contract C {}\n']]);
  assert.throws(() => splitTestFile('==== Source: A ====\n==== Source: A ====\n'), /twice/);
});

test('EVM version ranges and the settings that skip a test', () => {
  assert.equal(evmVersionAllows('>=cancun'), true);
  assert.equal(evmVersionAllows('<cancun'), false);
  assert.equal(evmVersionAllows('=osaka'), true);
  assert.equal(evmVersionAllows('!osaka'), false);
  assert.equal(evmVersionAllows('>homestead'), true);
  assert.equal(evmVersionAllows('<=shanghai'), false);
  assert.throws(() => evmVersionAllows('>=frontier'), TestFormatError);
  assert.match(interpretSettings({ compileViaYul: 'false' }, 'solc-ir').skip, /compileViaYul: false/);
  assert.match(interpretSettings({ compileViaYul: 'false' }, 'ours').skip, /compileViaYul: false/);
  assert.equal(interpretSettings({ compileViaYul: 'false' }, 'solc-legacy').skip, undefined);
  assert.match(interpretSettings({ compileViaYul: 'true' }, 'solc-legacy').skip, /Yul codegen only/);
  assert.match(interpretSettings({ EVMVersion: '<paris' }, 'solc-ir').skip, /EVMVersion <paris/);
  assert.match(interpretSettings({ compileToEOF: 'true' }, 'solc-ir').skip, /EOF/);
  assert.match(interpretSettings({ bytecodeFormat: '>=EOFv1' }, 'solc-ir').skip, /EOF/);
  assert.deepEqual(interpretSettings({ revertStrings: 'debug', allowNonExistingFunctions: 'true' }, 'solc-ir'), {
    revertStrings: 'debug',
    allowNonExistingFunctions: true,
    abicoderV1: false,
  });
  assert.equal(interpretSettings({ ABIEncoderV1Only: 'true', compileViaYul: 'false' }, 'solc-legacy').abicoderV1, true);
  assert.throws(() => interpretSettings({ ABIEncoderV1Only: 'true' }, 'solc-legacy'), TestFormatError);
  assert.throws(() => interpretSettings({ optimize: 'true' }, 'solc-ir'), /unknown setting optimize/);
  assert.throws(() => interpretSettings({ compileViaYul: 'maybe' }, 'solc-ir'), TestFormatError);
});

test('the preamble, contract order, imports and the standard JSON input', () => {
  assert.equal(withPreamble('contract C {}'), 'pragma solidity >=0.0;\n// SPDX-License-Identifier: GPL-3.0\ncontract C {}');
  assert.equal(withPreamble('// SPDX-License-Identifier: MIT\n', true), 'pragma solidity >=0.0;\npragma abicoder v1;\n// SPDX-License-Identifier: MIT\n');
  assert.equal(withPreamble('pragma abicoder v2;', true), 'pragma solidity >=0.0;\n// SPDX-License-Identifier: GPL-3.0\npragma abicoder v2;');
  const source = `
    // contract Commented {}
    library L { function f() internal {} }
    interface I { }
    abstract contract A { string s = "contract Quoted {"; }
    contract C is A { struct S { uint x; } /* contract Hidden {} */ }
    function free() {}`;
  assert.deepEqual(contractNames(source), ['L', 'I', 'A', 'C']);
  assert.deepEqual(importPaths('import "A" as M;\nimport {X, Y} from "./b.sol";\n// import "no";\nimport * as Z from \'../c.sol\';'), ['A', './b.sol', '../c.sol']);
  assert.equal(resolveImport('openzeppelin/contracts/token/ERC20/ERC20.sol', './IERC20.sol'), 'openzeppelin/contracts/token/ERC20/IERC20.sol');
  assert.equal(resolveImport('openzeppelin/contracts/token/ERC20/ERC20.sol', '../../utils/Context.sol'), 'openzeppelin/contracts/utils/Context.sol');
  assert.equal(resolveImport('', './a.sol'), 'a.sol');
  assert.equal(resolveImport('x/y.sol', 'openzeppelin/a.sol'), 'openzeppelin/a.sol');
  const input = standardJsonInput([['', 'contract C {}']], { viaIR: false, revertStrings: 'debug' });
  assert.equal(input.settings.viaIR, false);
  assert.deepEqual(input.settings.optimizer, { enabled: true, runs: 200 });
  assert.equal(input.settings.evmVersion, 'osaka');
  assert.deepEqual(input.settings.debug, { revertStrings: 'debug' });
  assert.ok(input.settings.outputSelection['*']['*'].includes('evm.bytecode.linkReferences'));
  assert.deepEqual(input.sources, { '': { content: 'contract C {}' } });
});

test('imports the test does not give come from the include paths', () => {
  const lib = join(ROOT, '..', 'shared', 'solidity', 'lib');
  const sources = new Map([['', 'import {ERC20} from "openzeppelin/contracts/token/ERC20/ERC20.sol";\ncontract T {}']]);
  addImportedSources(sources, [lib]);
  assert.ok(sources.has('openzeppelin/contracts/token/ERC20/ERC20.sol'));
  assert.ok(sources.has('openzeppelin/contracts/token/ERC20/IERC20.sol'));
  assert.ok(sources.has('openzeppelin/contracts/utils/Context.sol'));
  // A source the test gives is never replaced, a missing one is left to the compiler.
  const given = new Map([['', 'import "A";'], ['A', 'contract A {}'], ['B', 'import "missing.sol";']]);
  addImportedSources(given, [lib]);
  assert.deepEqual([...given.keys()], ['', 'A', 'B']);
});

// solc's placeholder of library A:L: `__$`, the first 34 hex digits of
// keccak256("A:L"), `$__` (bin/evm-link computes it; here it is written out).
const PLACEHOLDER_A_L = '__$d020853a453fe3edea53c6cc1f5452301a$__';

test('linking (bin/evm-link): link references, stray placeholders, missing libraries', () => {
  const address = '0x' + 'ab'.repeat(20);
  const code = `60${'00'.repeat(4)}73${PLACEHOLDER_A_L}00`;
  const refs = { '': { L: [{ start: 6, length: 20 }] } };
  assert.equal(linkBytecode(code, refs, new Map([[':L', address]])).hex, `60${'00'.repeat(4)}73${'ab'.repeat(20)}00`);
  // `library: L` deployed while the code refers to A:L: one library of that name is enough.
  assert.equal(linkBytecode(code, { A: { L: [{ start: 6, length: 20 }] } }, new Map([[':L', address]])).missing.length, 0);
  assert.deepEqual(linkBytecode(code, refs, new Map()).missing, [':L']);
  const stray = `00${PLACEHOLDER_A_L}00`;
  assert.equal(linkBytecode(stray, {}, new Map([['A:L', address]])).hex, `00${'ab'.repeat(20)}00`);
  assert.deepEqual(linkBytecode(stray, {}, new Map()).missing, [PLACEHOLDER_A_L]);
});

test('gas of a transaction, accounts, formatting', () => {
  assert.equal(transactionGas(Uint8Array.of(0, 1), false), 100_000_000n - 21000n - 4n - 16n);
  assert.equal(transactionGas(new Uint8Array(0), true), 100_000_000n - 53000n);
  assert.equal(accountAddress(0), '0x1212121212121212121212121212120000000012');
  assert.equal(accountAddress(10), '0x121212121212121212121212121212000000a012');
  assert.equal(formatBytes(fromHex(`4e487b71${word(0x11)}`)), 'hex"4e487b71", 17');
  assert.equal(formatBytes(fromHex(`${word(0x20)}${'61'.repeat(31)}00${word(1n << 200n)}`)), `32, "${'a'.repeat(31)}", 0x01${'00'.repeat(25)}`);
  const [call] = parse('f() -> -1, true, "abc", 7');
  assert.equal(formatBytes(call.expected, call.results), '-1, true, "abc", 7');
});

test('command line', () => {
  const options = parseArgs(['--compiler=solc-legacy', '--jobs', '2', '--json', join(SEMANTIC, 'smoke')]);
  assert.equal(options.compiler, 'solc-legacy');
  assert.equal(options.jobs, 2);
  assert.equal(options.json, true);
  assert.ok(options.files.length >= 5);
  assert.ok(options.files.every((file) => file.endsWith('.sol')));
  // Helper folders (`_external`) are not tests.
  assert.ok(parseArgs([join(SEMANTIC, 'externalSource')]).files.every((file) => !file.includes('/_')));
  assert.throws(() => parseArgs(['--compiler=gcc', join(SEMANTIC, 'smoke')]), /unknown compiler/);
  assert.throws(() => parseArgs(['--jobs=0', join(SEMANTIC, 'smoke')]), /positive/);
  assert.throws(() => parseArgs([]), /no test file/);
  // --every N:K: the K-th of every N files, in the order given.
  const all = parseArgs([join(SEMANTIC, 'smoke')]).files;
  assert.deepEqual(parseArgs(['--every=2:1', join(SEMANTIC, 'smoke')]).files, all.filter((_, i) => i % 2 === 1));
  assert.deepEqual(parseArgs(['--every', '3', join(SEMANTIC, 'smoke')]).files, all.filter((_, i) => i % 3 === 0));
  assert.throws(() => parseArgs(['--every=2:2', join(SEMANTIC, 'smoke')]), /K < N/);
});

// ---------------------------------------------------------------------------
// The executor.

const scratch = mkdtempSync(join(tmpdir(), 'soltest-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let serial = 0;

/** Runs a test given as text. */
function run(text, compiler = 'solc-ir', command = undefined) {
  const file = join(scratch, `t${serial++}.sol`);
  writeFileSync(file, text);
  return runTestFile(file, { compiler: { name: compiler, command } });
}

const COUNTER = `
contract C {
    uint public x;
    event Set(uint indexed old, uint value);
    constructor(uint start) payable { x = start; }
    function set(uint v) public returns (uint) { emit Set(x, v); x = v; return v * 2; }
    function fail(uint v) public pure { require(v == 0, "nonzero"); }
    function panic() public pure returns (uint) { uint[] memory a; return a[1]; }
}
// ----
`;

test('a test that holds passes: constructor value, calls, events, reverts, builtins', async () => {
  const result = await run(`${COUNTER}// constructor(), 3 wei: 5 ->
// x() -> 5
// balance -> 3
// set(uint256): 7 -> 14
// ~ emit Set(uint256,uint256): #5, 7
// fail(uint256): 1 -> FAILURE, hex"08c379a0", 0x20, 7, "nonzero"
// panic() -> FAILURE, hex"4e487b71", 0x32
// storageEmpty -> 0
// account: 2 -> 0x1212121212121212121212121212120000002012
// x() -> 7
`);
  assert.equal(result.status, 'pass', result.message);
  assert.equal(result.calls, 9);
});

test('the first expectation that does not hold fails the test, with its line', async () => {
  const wrongValue = await run(`${COUNTER}// constructor(): 5 ->\n// x() -> 5\n// set(uint256): 7 -> 15\n`);
  assert.equal(wrongValue.status, 'fail');
  assert.equal(wrongValue.line, 13);
  assert.match(wrongValue.message, /line 13: set\(uint256\): 7 -> 15: expected 15, got 14/);

  const wrongData = await run(`${COUNTER}// constructor(): 5 ->\n// fail(uint256): 1 -> FAILURE\n`);
  assert.match(wrongData.message, /expected FAILURE, got FAILURE, hex"08c379a0", 32, 7, "nonzero"/);

  const notFailing = await run(`${COUNTER}// constructor(): 5 ->\n// fail(uint256): 0 -> FAILURE\n`);
  assert.match(notFailing.message, /expected FAILURE, got \(nothing\)/);

  const wrongEvent = await run(`${COUNTER}// constructor(): 5 ->\n// set(uint256): 7 -> 14\n// ~ emit Set(uint256,uint256): #5, 8\n`);
  assert.match(wrongEvent.message, /expected side effects ~ emit Set\(uint256,uint256\): #5, 8, got ~ emit Set\(uint256,uint256\): #0x05, 0x07/);

  const missingEvent = await run(`${COUNTER}// constructor(): 5 ->\n// set(uint256): 7 -> 14\n// ~ emit Set(uint256,uint256): #5, 7\n// set(uint256): 8 -> 16\n`);
  assert.match(missingEvent.message, /line 14: .*expected side effects \(none\), got ~ emit Set/);

  const unknown = await run(`${COUNTER}// constructor(): 5 ->\n// nothere() -> 1\n`);
  assert.match(unknown.message, /C has no function nothere\(\)/);

  const ctorFailure = await run(`${COUNTER}// constructor(), 1 wei: 5 -> FAILURE\n`);
  assert.match(ctorFailure.message, /expected FAILURE, got success/);
});

test('libraries are deployed first and linked; addresses follow from the nonce', async () => {
  const result = await run(`
library L { function twice(uint x) external pure returns (uint) { return 2 * x; } }
contract D { }
contract C {
    function f(uint x) public returns (uint) { return L.twice(x); }
    function lib() public pure returns (address) { return address(L); }
    function make() public returns (address) { return address(new D()); }
}
// ----
// library: L
// f(uint256): 21 -> 42
// lib() -> 0xc06afe3a8444fc0004668591e8306bfb9968e79e
// make() -> 0xe207be132906b083a5025340285a1651912f8ffd
`);
  // L is the sender's first creation (nonce 1 in solc's host), C its second;
  // D is C's first (nonce 1).
  assert.equal(result.status, 'pass', result.message);
});

test('skips, format errors and compilation errors', async () => {
  const skipped = await run(`contract C { }\n// ====\n// EVMVersion: <cancun\n// ----\n// f() ->\n`);
  assert.deepEqual([skipped.status, skipped.message], ['skip', 'EVMVersion <cancun excludes osaka']);
  const badFormat = await run(`contract C { }\n// ----\n// f(): -> 1\n`);
  assert.equal(badFormat.status, 'fail');
  assert.match(badFormat.message, /^test format: line 3: /);
  const badSource = await run(`contract C { function f( }\n// ----\n// f() ->\n`);
  assert.match(badSource.message, /^compilation failed: ParserError/);
});

test('real semantic tests under both solc pipelines and through an external command', async () => {
  for (const name of ['isoltestTesting/balance_other_contract.sol', 'events/event_emit_from_other_contract.sol', 'libraries/stub.sol']) {
    for (const compiler of ['solc-ir', 'solc-legacy']) {
      const result = await runTestFile(join(SEMANTIC, name), { compiler: { name: compiler } });
      assert.equal(result.status, 'pass', `${name} ${compiler}: ${result.message}`);
    }
  }
  // `ours` takes the external-command path: here solc-js behind a standard-JSON command line.
  const viaCommand = await runTestFile(join(SEMANTIC, 'various/create_random.sol'), { compiler: { name: 'ours', command: FAKE_OURS } });
  assert.equal(viaCommand.status, 'pass', viaCommand.message);
  const broken = await runTestFile(join(SEMANTIC, 'smoke/basic.sol'), { compiler: { name: 'ours', command: 'false' } });
  assert.match(broken.message, /^compilation failed: false failed \(exit status 1\)/);
});
