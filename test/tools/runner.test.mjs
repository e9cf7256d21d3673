// Self-test of tools/evm-run/runner.mjs on hand-assembled bytecode.
// RUN: node --test %s

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSession } from '../../tools/evm-run/runner.mjs';

/** A 256-bit value as a 32-byte big-endian word, hex without 0x. */
const word = (value) => BigInt(value).toString(16).padStart(64, '0');

/** Installs `code` in a fresh session and calls it once with empty calldata. */
async function runOnce(code) {
  const session = await createSession();
  return session.call(await session.install(code));
}

test('returns a word: MSTORE(0, 42), RETURN(0, 32)', async () => {
  // PUSH1 0x2a, PUSH1 0, MSTORE, PUSH1 0x20, PUSH1 0, RETURN
  const result = await runOnce('602a60005260206000f3');
  assert.equal(result.success, true);
  assert.equal(result.error, null);
  assert.equal(result.returnData, word(42));
  assert.ok(result.gasUsed > 0);
});

test('REVERT reports failure', async () => {
  // PUSH1 0, PUSH1 0, REVERT
  const result = await runOnce('60006000fd');
  assert.equal(result.success, false);
  assert.equal(result.error, 'revert');
  assert.equal(result.returnData, '');
});

test('CLZ (0x1e) is available under Osaka', async () => {
  // PUSH1 1, CLZ, PUSH0, MSTORE, PUSH1 0x20, PUSH0, RETURN
  const result = await runOnce('60011e5f5260205ff3');
  assert.equal(result.success, true);
  assert.equal(result.returnData, word(255));
});

test('storage persists across calls in one session', async () => {
  // SSTORE(0, SLOAD(0) + 1), then return the new value:
  // PUSH0, SLOAD, PUSH1 1, ADD, DUP1, PUSH0, SSTORE, PUSH0, MSTORE, PUSH1 0x20, PUSH0, RETURN
  const session = await createSession();
  const address = await session.install('0x5f54600101805f555f5260205ff3');
  const first = await session.call(address, '');
  const second = await session.call(address, '');
  assert.equal(first.returnData, word(1));
  assert.equal(second.returnData, word(2));
  // Each call is its own transaction: the first one pays for setting a fresh
  // slot (20000), the second one for changing it (2900), both for a cold SLOAD.
  assert.equal(first.gasUsed - second.gasUsed, 20000 - 2900);
});

test('LOG1 shows up with its topic and data', async () => {
  // MSTORE(0, 42), LOG1(0, 32, 0xbeef), STOP:
  // PUSH1 0x2a, PUSH0, MSTORE, PUSH2 0xbeef, PUSH1 0x20, PUSH0, LOG1, STOP
  const session = await createSession();
  const address = await session.install('602a5f5261beef60205fa100');
  const result = await session.call(address, '');
  assert.equal(result.success, true);
  assert.deepEqual(result.logs, [{ address, topics: [`0x${word(0xbeef)}`], data: word(42) }]);
});

test('deploy runs init code and calls reach the created contract', async () => {
  // Init code: CODECOPY(0, 10, 8), RETURN(0, 8), followed by the 8-byte
  // runtime code MSTORE(0, 42), RETURN(0, 32).
  const session = await createSession();
  const address = await session.deploy('6008600a5f3960085ff3' + '602a5f5260205ff3');
  const result = await session.call(address, '');
  assert.equal(result.returnData, word(42));
});
