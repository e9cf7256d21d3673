// The token in Rust, examples/erc20.rs (bin/evm-rustc --deploy), through
// the cases test/exec/erc20.test.mjs runs on examples/erc20.ll and
// examples/erc20.c: deployed by a contract creation with the supply
// appended as the constructor argument, then called from several accounts
// on one state; return data, storage (Solidity's layout), events, reverts.
// The last case runs one sequence of calls on the Rust token and on
// erc20.ll and prints the gas of each (node --test's diagnostics, `lit -a`
// shows them).
// RUN: node --test %s

import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { keccak_256 as keccak } from '@noble/hashes/sha3.js';
import { parseBytecode, runCompiler } from '../../scripts/evm/compiler.mjs';
import { CALLER_ADDRESS, createSession } from '../../scripts/evm/runner.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUST = { source: join(ROOT, 'examples', 'erc20.rs'), compiler: join(ROOT, 'bin', 'evm-rustc') };
const IR = { source: join(ROOT, 'examples', 'erc20.ll'), compiler: join(ROOT, 'bin', 'evm-bin') };

const DEPLOYER = CALLER_ADDRESS;
const ALICE = '0x00000000000000000000000000000000000a11ce';
const BOB = '0x0000000000000000000000000000000000000b0b';
const CAROL = '0x00000000000000000000000000000000000ca401';
const SUPPLY = 10n ** 24n;
const MAX = (1n << 256n) - 1n;

const word = (value) => BigInt(value).toString(16).padStart(64, '0');
const hex = (bytes) => Buffer.from(bytes).toString('hex');
const keccakWords = (...words) => BigInt(`0x${hex(keccak(Buffer.from(words.map(word).join(''), 'hex')))}`);
const topic = (signature) => `0x${hex(keccak(Buffer.from(signature)))}`;
const selector = (signature) => topic(signature).slice(2, 10);
const TRANSFER = topic('Transfer(address,address,uint256)');
const APPROVAL = topic('Approval(address,address,uint256)');

const abi = (signature, ...args) => selector(signature) + args.map(word).join('');
const balanceSlot = (owner) => keccakWords(owner, 1);
const allowanceSlot = (owner, spender) => keccakWords(spender, keccakWords(owner, 2));
const addressTopic = (address) => `0x${word(address)}`;

async function compile({ source, compiler }, args) {
  const result = await runCompiler(compiler, [...args, source]);
  assert.equal(result.status, 0, `${compiler} ${args.join(' ')} failed: ${result.stderr}`);
  const code = parseBytecode(result.stdout);
  assert.notEqual(code, null, `${compiler} printed no bytecode`);
  return code;
}

for (const opt of ['-O0', '-O2']) {
  describe(`ERC-20 example erc20.rs (${opt})`, async () => {
    const initCode = await compile(RUST, ['--deploy', opt]);
    const runtimeCode = await compile(RUST, [opt]);

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
      assert.equal(await session.storage(token, 0n), SUPPLY);
      assert.equal(await session.storage(token, balanceSlot(DEPLOYER)), SUPPLY);
      assert.deepEqual(created.logs.map(({ topics, data }) => ({ topics, data })), [
        { topics: [TRANSFER, addressTopic(0), addressTopic(DEPLOYER)], data: word(SUPPLY) },
      ]);
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
      const self = await call(session, token, ALICE, 'transfer(address,uint256)', ALICE, 400);
      assert.equal(self.success, true, self.error);
      assert.equal(self.logs.length, 1);
      assert.equal(await balanceOf(session, token, ALICE), 1000n);
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
      const over = await call(session, token, BOB, 'transferFrom(address,address,uint256)', ALICE, CAROL, 16);
      assert.equal(over.success, false);
      assert.equal(await session.storage(token, allowanceSlot(ALICE, BOB)), 15n);
      const stranger = await call(session, token, CAROL, 'transferFrom(address,address,uint256)', ALICE, CAROL, 1);
      assert.equal(stranger.success, false);
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
      await reverts(abi('transfer(address,uint256)', ALICE));
      await reverts(abi('balanceOf(address)', 1n << 160n));
      await reverts(abi('totalSupply()'), { value: 1 });
      assert.equal(await balanceOf(session, token, DEPLOYER), SUPPLY);
    });
  });
}

test('gas and size of the Rust token against erc20.ll (-O2)', async (t) => {
  const sequence = [
    [DEPLOYER, 'transfer(address,uint256)', ALICE, 1000],
    [ALICE, 'approve(address,uint256)', BOB, 300],
    [BOB, 'transferFrom(address,address,uint256)', ALICE, CAROL, 45],
    [CAROL, 'balanceOf(address)', ALICE],
    [CAROL, 'allowance(address,address)', ALICE, BOB],
    [CAROL, 'totalSupply()'],
  ];
  const rows = {};
  for (const [name, token] of [['erc20.rs', RUST], ['erc20.ll', IR]]) {
    const initCode = await compile(token, ['--deploy', '-O2']);
    const runtimeCode = await compile(token, ['-O2']);
    const session = await createSession();
    const created = await session.create(initCode + word(SUPPLY));
    rows[name] = { bytes: runtimeCode.length / 2, deploy: created.gasUsed, calls: [] };
    for (const [from, signature, ...args] of sequence) {
      const result = await session.call(created.address, abi(signature, ...args), { from });
      assert.equal(result.success, true, `${name} ${signature}: ${result.error}`);
      rows[name].calls.push(result.gasUsed);
    }
  }
  for (const [name, row] of Object.entries(rows)) {
    t.diagnostic(`${name}: ${row.bytes} bytes, deploy ${row.deploy} gas, calls ` +
      sequence.map(([, signature], i) => `${signature.split('(')[0]} ${row.calls[i]}`).join(', '));
  }
});
