// The evm crate's operations on the embedded EVM: Inputs/contract.rs (an
// evm::entry! contract with an evm::constructor!) answers one command per
// call (its first calldata byte): storage and transient storage, keccak256
// and mapping slots, logs with 0-4 topics, the environment and the block,
// CREATE and CALL of a child contract with its code, code hash and return
// data, STATICCALL/DELEGATECALL/CALLCODE of the identity precompile,
// CREATE2's address, REVERT and RETURN with data, the output buffer with
// exit statuses, INVALID. At -O2 the init code deploys it (the constructor
// stores its argument); at -O0 its runtime code is installed as it is (the
// init code of an unoptimised program with core::fmt's panic handler is
// over EIP-3860's 48 KiB).
// RUN: node --test %s

import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { keccak_256 as keccak } from '@noble/hashes/sha3.js';
import { parseBytecode, runCompiler } from '../../scripts/harness/compiler.mjs';
import { CALLER_ADDRESS, createSession } from '../../tools/evm-run/runner.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = join(ROOT, 'test', 'rust', 'Inputs', 'contract.rs');
const EVM_RUSTC = join(ROOT, 'bin', 'evm-rustc');

const word = (value) => BigInt(value).toString(16).padStart(64, '0');
const hex = (bytes) => Buffer.from(bytes).toString('hex');
const keccakHex = (h) => hex(keccak(Buffer.from(h, 'hex')));
const words = (returnData) => (returnData.match(/.{64}/g) ?? []).map((w) => BigInt(`0x${w}`));
const address = (a) => BigInt(a);
const CHILD_INIT = '6007600a5f3960075ff3335f5260205ff3';
const CHILD_RUNTIME = '335f5260205ff3';

async function compile(args) {
  const result = await runCompiler(EVM_RUSTC, [...args, SOURCE]);
  assert.equal(result.status, 0, `evm-rustc ${args.join(' ')} failed: ${result.stderr}`);
  return parseBytecode(result.stdout);
}

for (const opt of ['-O0', '-O2']) {
  describe(`evm crate operations (${opt})`, async () => {
    const runtime = await compile([opt]);
    const deployed = opt !== '-O0';
    const init = deployed ? await compile(['--deploy', opt]) : null;

    async function contract() {
      const session = await createSession();
      if (!deployed) return { session, at: await session.install(runtime) };
      const created = await session.create(init + word(77));
      return { session, at: created.address, created };
    }

    test('storage, and the constructor argument', async () => {
      const { session, at } = await contract();
      const r = await session.call(at, `01${word(5)}${word(99)}`);
      assert.equal(r.success, true, r.error);
      assert.deepEqual(words(r.returnData), deployed ? [99n, 77n, 0xc0den] : [99n, 0n, 0n]);
      assert.equal(await session.storage(at, 5n), 99n);
    });

    test('transient storage lasts one transaction', async () => {
      const { session, at } = await contract();
      const r = await session.call(at, `02${word(3)}${word(1234)}`);
      assert.deepEqual(words(r.returnData), [1234n, 0n]);
      assert.equal(await session.storage(at, 3n), 0n);
    });

    test('keccak256 and mapping slots', async () => {
      const { session, at } = await contract();
      const args = `${word(2)}${word(0xabcdef)}`;
      const r = await session.call(at, `03${args}`);
      const slot = BigInt(`0x${keccakHex(word(0xabcdef) + word(2))}`);
      assert.deepEqual(words(r.returnData), [BigInt(`0x${keccakHex(args)}`), slot, slot]);
    });

    test('logs with 0 to 4 topics', async () => {
      const { session, at } = await contract();
      const r = await session.call(at, `04${word(0x1122)}`);
      assert.equal(r.success, true, r.error);
      assert.equal(r.returnData, '');
      const t = (n) => `0x${word(n)}`;
      assert.deepEqual(r.logs.map(({ topics, data }) => ({ topics, data })), [
        { topics: [], data: word(0x1122) },
        { topics: [t(1)], data: word(0x1122) },
        { topics: [t(1), t(2)], data: hex(Buffer.from('two')) },
        { topics: [t(1), t(2), t(3)], data: '' },
        { topics: [t(1), t(2), t(3), t(4)], data: '1122' },
      ]);
    });

    test('the environment and the block', async () => {
      const { session, at } = await contract();
      const w = words((await session.call(at, '05')).returnData);
      assert.equal(w.length, 22);
      assert.equal(w[0], address(at));
      assert.equal(w[1], address(CALLER_ADDRESS));
      assert.equal(w[2], address(CALLER_ADDRESS));
      assert.deepEqual(w.slice(3, 6), [0n, 0n, 0n]);
      assert.equal(w[7], BigInt(runtime.length / 2));
      assert.equal(w[8], 1n);
      assert.deepEqual(w.slice(15, 18), [1n, 1n, 1n]);
    });

    test('CREATE a child, CALL it, read its code', async () => {
      const { session, at } = await contract();
      const r = await session.call(at, '06');
      assert.equal(r.success, true, r.error);
      const w = words(r.returnData);
      assert.notEqual(w[0], 0n);
      assert.deepEqual(w.slice(1, 6), [1n, address(at), 32n, 32n, 7n]);
      assert.equal(w[6], BigInt(`0x${keccakHex(CHILD_RUNTIME)}`));
      assert.equal(w[7], w[6]);
      assert.equal(w[8], 1n);
    });

    test('STATICCALL, DELEGATECALL and CALLCODE of the identity precompile', async () => {
      const { session, at } = await contract();
      assert.deepEqual(words((await session.call(at, '07')).returnData), [1n, 1n]);
    });

    test("CREATE2's address, and a second CREATE2 of it fails", async () => {
      const { session, at } = await contract();
      const salt = word(0x5a17);
      const w = words((await session.call(at, `08${salt}`)).returnData);
      const expected = keccakHex(`ff${at.slice(2)}${salt}${keccakHex(CHILD_INIT)}`).slice(24);
      assert.deepEqual(w, [BigInt(`0x${expected}`), 1n]);
    });

    test('REVERT and RETURN with data, the output buffer, INVALID, an empty entry', async () => {
      const { session, at } = await contract();
      const nope = await session.call(at, '09');
      assert.deepEqual([nope.success, nope.returnData], [false, hex(Buffer.from('nope'))]);
      const yes = await session.call(at, '0a');
      assert.deepEqual([yes.success, yes.returnData], [true, hex(Buffer.from('yes'))]);
      const ok = await session.call(at, `0b${word(0)}`);
      assert.deepEqual([ok.success, ok.returnData], [true, hex(Buffer.from('status 0\n'))]);
      const failed = await session.call(at, `0b${word(3)}`);
      assert.deepEqual([failed.success, failed.returnData], [false, hex(Buffer.from('status 3\n'))]);
      const empty = await session.call(at, '0c');
      assert.deepEqual([empty.success, empty.returnData], [true, '']);
      const invalid = await session.call(at, 'ff', { gasLimit: 100000n });
      assert.equal(invalid.success, false);
    });
  });
}
