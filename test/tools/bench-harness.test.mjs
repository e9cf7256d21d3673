// Tests of the benchmark harness's helpers (scripts/bench/bench.mjs), without llc:
// statistics, header and calldata parsing, solc's Yul compilation and a run
// of solc's bytecode.
// RUN: node --test %s

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  compareWords,
  compileYul,
  encodeCalldata,
  firstErrorLine,
  formatRatio,
  geometricMean,
  parseArgs,
  parseHeader,
  ratio,
  runCase,
} from '../../scripts/bench/bench.mjs';

// The algorithm of fib.yul in the bench directory, as a plain Yul code block.
const FIB_YUL = `{
    mstore(0, bench(calldataload(0), calldataload(32), calldataload(64)))
    return(0, 32)
    function bench(n, u1, u2) -> a {
        let b := 1
        for { let i := 0 } lt(i, n) { i := add(i, 1) } {
            let t := add(a, b)
            a := b
            b := t
        }
    }
}`;

test('geometric mean', () => {
  assert.equal(geometricMean([]), null);
  assert.ok(Math.abs(geometricMean([3]) - 3) < 1e-12);
  assert.ok(Math.abs(geometricMean([2, 8]) - 4) < 1e-12);
  assert.ok(Math.abs(geometricMean([0.5, 2, 1]) - 1) < 1e-12);
  assert.throws(() => geometricMean([1, 0]), /non-positive/);
  assert.throws(() => geometricMean([-1]), /non-positive/);
});

test('ratios and their formatting', () => {
  assert.equal(ratio(150, 100), 1.5);
  assert.equal(ratio(null, 100), null);
  assert.equal(ratio(100, null), null);
  assert.equal(ratio(1, 0), null);
  assert.equal(formatRatio(2 / 3), '0.667');
  assert.equal(formatRatio(null), '-');
});

test('command line', () => {
  const options = parseArgs(['--llc-arg=-mcpu=cancun', '--json', '--llc-arg=-x', '/tmp/b']);
  assert.deepEqual(options.llcArgs, ['-mcpu=cancun', '-x']);
  assert.equal(options.json, true);
  assert.equal(options.benchDir, '/tmp/b');
  assert.throws(() => parseArgs(['--nope']), /unknown option/);
  assert.throws(() => parseArgs(['a', 'b']), /more than one/);
});

test('header, calldata and return-data comparison', () => {
  const header = parseHeader(';! { "cases": [\n;! { "name": "x", "inputs": [], "expected": [] }\n;! ] }\n\ndefine void @f() {');
  assert.equal(header.cases[0].name, 'x');
  assert.equal(parseHeader('; no header\n'), null);
  assert.throws(() => parseHeader(';! {}\n'), /cases/);
  assert.equal(encodeCalldata(['0x1', 2, '-1']), `${'0'.repeat(63)}1${'0'.repeat(63)}2${'f'.repeat(64)}`);
  assert.equal(encodeCalldata('0xabcd'), 'abcd');
  const seven = `${'0'.repeat(63)}7`;
  assert.equal(compareWords(seven, ['7']), null);
  assert.equal(compareWords(seven, ['*']), null);
  assert.match(compareWords(seven, ['0x8']), /word 0 \(expected 0x8, got 0x7\)/);
  assert.match(compareWords(seven, ['7', '7']), /length/);
});

test('first error line of compiler diagnostics', () => {
  assert.equal(firstErrorLine('\nLLVM ERROR: no\nPLEASE submit\n'), 'LLVM ERROR: no');
  assert.equal(firstErrorLine('note: a\nx.ll:1:2: error: bad\n'), 'x.ll:1:2: error: bad');
  assert.equal(firstErrorLine('something\n'), 'something');
  assert.equal(firstErrorLine(''), '(no diagnostics)');
});

test('solc: a plain Yul block compiles to its runtime code', () => {
  const { code, error } = compileYul(FIB_YUL, 'fib.yul');
  assert.equal(error, undefined);
  assert.equal(code.length / 2, 32); // the size in the bench README's table
});

test('solc: for a Yul object, the nested "_deployed" object is the runtime code', () => {
  const source = `object "C" {
    code { datacopy(0, dataoffset("C_deployed"), datasize("C_deployed")) return(0, datasize("C_deployed")) }
    object "C_deployed" { code { mstore(0, calldataload(0)) return(0, 32) } }
  }`;
  // PUSH0 CALLDATALOAD PUSH0 MSTORE PUSH1 0x20 PUSH0 RETURN
  assert.deepEqual(compileYul(source, 'c.yul'), { code: '5f355f5260205ff3' });
});

test('solc: errors are reported', () => {
  const { code, error } = compileYul('{ mstore(0, foo()) }', 'bad.yul');
  assert.equal(code, undefined);
  assert.match(error, /^solc error: DeclarationError: Function "foo" not found/);
});

test('a case runs on solc bytecode: correctness and execution gas', async () => {
  const { code } = compileYul(FIB_YUL, 'fib.yul');
  const input = (n) => ({ method: '#fallback', calldata: [n, 0, 0] });
  assert.deepEqual(await runCase(code, { inputs: [input(10)], expected: ['0x37'] }), {
    ok: true,
    gas: 613, // fib-0 of the bench (n = 10)
    reason: null,
  });
  const wrong = await runCase(code, { inputs: [input(10)], expected: ['56'] });
  assert.equal(wrong.ok, false);
  assert.match(wrong.reason, /expected 56, got 55/);
  const revert = await runCase(code, { inputs: [input(10)], expected: { exception: true } });
  assert.equal(revert.ok, false);
});
