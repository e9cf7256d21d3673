// The token in Rust, examples/erc20.rs (bin/evm-rustc --deploy), through
// the cases test/exec/erc20.test.mjs runs on examples/erc20.ll and
// examples/erc20.c (test/exec/Inputs/erc20-cases.mjs). The last case runs
// one sequence of calls on the Rust token and on erc20.ll and prints the
// gas of each (node --test's diagnostics, `lit -a` shows them).
// RUN: node --test %s

import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createSession } from '../../tools/evm-run/runner.mjs';
import {
  ALICE, BOB, CAROL, DEPLOYER, SUPPLY, abi, compile, describeToken, word,
} from '../exec/Inputs/erc20-cases.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUST = { source: join(ROOT, 'examples', 'erc20.rs'), compiler: join(ROOT, 'bin', 'evm-rustc') };
const IR = { source: join(ROOT, 'examples', 'erc20.ll'), compiler: join(ROOT, 'bin', 'evm-bin') };

describeToken(RUST);

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
