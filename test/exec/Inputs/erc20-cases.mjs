// The cases of the ERC-20 example, for each of its sources
// (test/exec/erc20.test.mjs: examples/erc20.ll and erc20.c;
// test/rust/erc20.test.mjs: examples/erc20.rs): deployed by a contract
// creation with the supply appended as the constructor argument, then
// called from several accounts on one state. Checks return data, storage
// (Solidity's layout), events and reverts.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { keccak_256 as keccak } from '@noble/hashes/sha3.js';
import { parseBytecode, runCompiler } from '../../../scripts/harness/compiler.mjs';
import { CALLER_ADDRESS, createSession } from '../../../tools/evm-run/runner.mjs';

export const DEPLOYER = CALLER_ADDRESS;
export const ALICE = '0x00000000000000000000000000000000000a11ce';
export const BOB = '0x0000000000000000000000000000000000000b0b';
export const CAROL = '0x00000000000000000000000000000000000ca401';
export const SUPPLY = 10n ** 24n;
const MAX = (1n << 256n) - 1n;

export const word = (value) => BigInt(value).toString(16).padStart(64, '0');
const hex = (bytes) => Buffer.from(bytes).toString('hex');
const keccakWords = (...words) => BigInt(`0x${hex(keccak(Buffer.from(words.map(word).join(''), 'hex')))}`);
const topic = (signature) => `0x${hex(keccak(Buffer.from(signature)))}`;
const selector = (signature) => topic(signature).slice(2, 10);
const TRANSFER = topic('Transfer(address,address,uint256)');
const APPROVAL = topic('Approval(address,address,uint256)');

/** Calldata: the selector of `signature`, then the arguments as words. */
export const abi = (signature, ...args) => selector(signature) + args.map(word).join('');
const balanceSlot = (owner) => keccakWords(owner, 1);
const allowanceSlot = (owner, spender) => keccakWords(spender, keccakWords(owner, 2));
const addressTopic = (address) => `0x${word(address)}`;

/** The bytecode `compiler ARGS FLAGS source` prints, asserting it does. */
export async function compile({ source, compiler, flags = [] }, args) {
  const result = await runCompiler(compiler, [...args, ...flags, source]);
  assert.equal(result.status, 0, `${compiler} ${args.join(' ')} failed: ${result.stderr}`);
  const code = parseBytecode(result.stdout);
  assert.notEqual(code, null, `${compiler} printed no bytecode`);
  return code;
}

/**
 * The token's cases at -O0 and -O2: `token` is {source, compiler, flags}
 * (the compiler takes `--deploy` for init code).
 */
export function describeToken(token) {
  for (const opt of ['-O0', '-O2']) {
    describe(`ERC-20 example ${token.source.split('/').pop()} (${opt})`, async () => {
      const initCode = await compile(token, ['--deploy', opt]);
      const runtimeCode = await compile(token, [opt]);

      /** A fresh chain with the token deployed by DEPLOYER. */
      async function deployToken() {
        const session = await createSession();
        const created = await session.create(initCode + word(SUPPLY));
        assert.equal(created.success ?? true, true, created.error);
        return { session, token: created.address, created };
      }
      const call = (session, token, from, signature, ...args) =>
        session.call(token, abi(signature, ...args), { from });
      const balanceOf = async (session, token, owner) =>
        BigInt(`0x${(await call(session, token, DEPLOYER, 'balanceOf(address)', owner)).returnData}`);

      test('deployment runs the constructor and installs the runtime code', async () => {
        const { session, token, created } = await deployToken();
        // The constructor minted the supply to the deployer...
        assert.equal(await session.storage(token, 0n), SUPPLY);
        assert.equal(await session.storage(token, balanceSlot(DEPLOYER)), SUPPLY);
        assert.deepEqual(created.logs.map(({ topics, data }) => ({ topics, data })), [
          { topics: [TRANSFER, addressTopic(0), addressTopic(DEPLOYER)], data: word(SUPPLY) },
        ]);
        // ...and the deployed code is exactly the runtime code.
        const probe = await createSession();
        const installed = await probe.install(runtimeCode);
        const viaInstall = await probe.call(installed, abi('decimals()'));
        const viaDeploy = await session.call(token, abi('decimals()'));
        assert.equal(viaDeploy.returnData, viaInstall.returnData);
        assert.equal(viaDeploy.returnData, word(18));
      });

      test('totalSupply, balanceOf, decimals, allowance of a fresh token', async () => {
        const { session, token } = await deployToken();
        assert.equal((await call(session, token, ALICE, 'totalSupply()')).returnData, word(SUPPLY));
        assert.equal(await balanceOf(session, token, DEPLOYER), SUPPLY);
        assert.equal(await balanceOf(session, token, ALICE), 0n);
        assert.equal((await call(session, token, BOB, 'decimals()')).returnData, word(18));
        assert.equal((await call(session, token, BOB, 'allowance(address,address)', ALICE, BOB)).returnData, word(0));
      });

      test('transfer moves tokens, returns true and logs Transfer', async () => {
        const { session, token } = await deployToken();
        const result = await call(session, token, DEPLOYER, 'transfer(address,uint256)', ALICE, 1000);
        assert.equal(result.success, true, result.error);
        assert.equal(result.returnData, word(1));
        assert.deepEqual(result.logs, [
          { address: token, topics: [TRANSFER, addressTopic(DEPLOYER), addressTopic(ALICE)], data: word(1000) },
        ]);
        assert.equal(await session.storage(token, balanceSlot(DEPLOYER)), SUPPLY - 1000n);
        assert.equal(await session.storage(token, balanceSlot(ALICE)), 1000n);
        assert.equal(await session.storage(token, 0n), SUPPLY);
        // To oneself: nothing changes but the event.
        const self = await call(session, token, ALICE, 'transfer(address,uint256)', ALICE, 400);
        assert.equal(self.success, true, self.error);
        assert.equal(self.logs.length, 1);
        assert.equal(await balanceOf(session, token, ALICE), 1000n);
        // The whole balance, then zero.
        assert.equal((await call(session, token, ALICE, 'transfer(address,uint256)', BOB, 1000)).success, true);
        assert.equal((await call(session, token, ALICE, 'transfer(address,uint256)', BOB, 0)).success, true);
        assert.equal(await balanceOf(session, token, ALICE), 0n);
        assert.equal(await balanceOf(session, token, BOB), 1000n);
      });

      test('transfer of more than the balance reverts and changes nothing', async () => {
        const { session, token } = await deployToken();
        await call(session, token, DEPLOYER, 'transfer(address,uint256)', ALICE, 50);
        const result = await call(session, token, ALICE, 'transfer(address,uint256)', BOB, 51);
        assert.equal(result.success, false);
        assert.equal(result.returnData, '');
        assert.deepEqual(result.logs, []);
        assert.equal(await session.storage(token, balanceSlot(ALICE)), 50n);
        assert.equal(await session.storage(token, balanceSlot(BOB)), 0n);
      });

      test('approve sets the allowance and logs Approval', async () => {
        const { session, token } = await deployToken();
        const result = await call(session, token, ALICE, 'approve(address,uint256)', BOB, 300);
        assert.equal(result.success, true, result.error);
        assert.equal(result.returnData, word(1));
        assert.deepEqual(result.logs, [
          { address: token, topics: [APPROVAL, addressTopic(ALICE), addressTopic(BOB)], data: word(300) },
        ]);
        assert.equal(await session.storage(token, allowanceSlot(ALICE, BOB)), 300n);
        assert.equal((await call(session, token, CAROL, 'allowance(address,address)', ALICE, BOB)).returnData, word(300));
        assert.equal((await call(session, token, CAROL, 'allowance(address,address)', BOB, ALICE)).returnData, word(0));
        // Approving again overwrites.
        await call(session, token, ALICE, 'approve(address,uint256)', BOB, 7);
        assert.equal(await session.storage(token, allowanceSlot(ALICE, BOB)), 7n);
      });

      test('transferFrom spends the allowance; reverts beyond allowance or balance', async () => {
        const { session, token } = await deployToken();
        await call(session, token, DEPLOYER, 'transfer(address,uint256)', ALICE, 100);
        await call(session, token, ALICE, 'approve(address,uint256)', BOB, 60);

        const spent = await call(session, token, BOB, 'transferFrom(address,address,uint256)', ALICE, CAROL, 45);
        assert.equal(spent.success, true, spent.error);
        assert.equal(spent.returnData, word(1));
        assert.deepEqual(spent.logs, [
          { address: token, topics: [TRANSFER, addressTopic(ALICE), addressTopic(CAROL)], data: word(45) },
        ]);
        assert.equal(await session.storage(token, allowanceSlot(ALICE, BOB)), 15n);
        assert.equal(await balanceOf(session, token, ALICE), 55n);
        assert.equal(await balanceOf(session, token, CAROL), 45n);

        // More than the allowance left.
        const over = await call(session, token, BOB, 'transferFrom(address,address,uint256)', ALICE, CAROL, 16);
        assert.equal(over.success, false);
        assert.equal(await session.storage(token, allowanceSlot(ALICE, BOB)), 15n);
        // Someone without an allowance.
        const stranger = await call(session, token, CAROL, 'transferFrom(address,address,uint256)', ALICE, CAROL, 1);
        assert.equal(stranger.success, false);

        // Allowance enough, balance not: reverts, and the allowance stays.
        await call(session, token, ALICE, 'approve(address,uint256)', BOB, 1000);
        const poor = await call(session, token, BOB, 'transferFrom(address,address,uint256)', ALICE, CAROL, 56);
        assert.equal(poor.success, false);
        assert.equal(await session.storage(token, allowanceSlot(ALICE, BOB)), 1000n);
        assert.equal(await balanceOf(session, token, ALICE), 55n);
      });

      test('an unlimited allowance is not decreased', async () => {
        const { session, token } = await deployToken();
        await call(session, token, DEPLOYER, 'approve(address,uint256)', BOB, MAX);
        const result = await call(session, token, BOB, 'transferFrom(address,address,uint256)', DEPLOYER, BOB, 5);
        assert.equal(result.success, true, result.error);
        assert.equal(await session.storage(token, allowanceSlot(DEPLOYER, BOB)), MAX);
        assert.equal(await balanceOf(session, token, BOB), 5n);
      });

      test('bad calls revert: unknown selector, short calldata, dirty address, value', async () => {
        const { session, token } = await deployToken();
        const reverts = async (calldata, options = {}) => {
          const result = await session.call(token, calldata, { from: DEPLOYER, ...options });
          assert.equal(result.success, false, `0x${calldata} should revert`);
          assert.equal(result.returnData, '');
        };
        await reverts(abi('mint(address,uint256)', ALICE, 1));
        await reverts('');
        await reverts('18160d');
        await reverts(abi('transfer(address,uint256)', ALICE)); // amount missing
        await reverts(abi('balanceOf(address)', 1n << 160n));
        await reverts(abi('totalSupply()'), { value: 1 });
        assert.equal(await balanceOf(session, token, DEPLOYER), SUPPLY);
      });
    });
  }
}
