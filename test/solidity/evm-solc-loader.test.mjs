// solc-js as bin/evm-solc loads it (tools/evm-solc/solc-loader.mjs): the
// pinned soljson.js gets its function table kept in an array, and gives the
// same output as `require('solc')`, byte for byte, including compilations
// whose import callbacks change the table between them.
// RUN: node --test %s

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { loadSolc, withMirroredTable } from '../../tools/evm-solc/solc-loader.mjs';

const require = createRequire(import.meta.url);
const stock = require('solc');

// The glue's table lookup and setter as solc-js 0.8.37 has them.
const lookup = 'function getWasmTableEntry(funcPtr) { return wasmTable.get(funcPtr); }';
const setter = 'function setWasmTableEntry(idx, func) { wasmTable.set(idx, func); }';

test('the pinned solc-js gets the array', () => {
  const { solc, fastTableLookup } = loadSolc();
  assert.equal(fastTableLookup, true, 'soljson.js no longer has the glue solc-loader.mjs changes: see its comment');
  assert.equal(solc.version(), stock.version());
  assert.equal(loadSolc().solc, solc, 'loaded once per thread');
});

test('glue other than the expected is left alone', () => {
  const text = readFileSync(require.resolve('solc/soljson.js'), 'utf8');
  const patched = withMirroredTable(text);
  assert.notEqual(patched, null);
  assert.ok(!patched.includes('return wasmTable.get(funcPtr); }'));
  assert.equal(withMirroredTable('var x = 1;'), null);
  // The lookup without its setter: an array the setter does not update
  // could call a callback a later compilation replaced.
  assert.equal(withMirroredTable(lookup), null);
  assert.equal(withMirroredTable(`${lookup}\n${setter}\n${lookup}`), null);
});

test('the array holds what the table holds, entries replaced after a lookup', () => {
  // The changed glue alone, over a table whose get gives a new object each
  // time as V8's does (the callee's function object): a lookup must give
  // what the last store put, and later lookups the same object.
  const stored = [];
  let gets = 0;
  const wasmTable = {
    get: (i) => {
      gets++;
      return stored[i] && { callee: stored[i] };
    },
    set: (i, f) => {
      stored[i] = f;
    },
  };
  const glue = new Function('wasmTable', `${withMirroredTable(`${lookup}\n${setter}`)}\nreturn [getWasmTableEntry, setWasmTableEntry];`);
  const [get, set] = glue(wasmTable);
  set(3, 'first');
  const first = get(3);
  assert.equal(first.callee, 'first');
  assert.equal(get(3), first, 'looked up in the table once');
  set(3, 'second');
  assert.equal(get(3).callee, 'second', 'a store replaces what was looked up');
  const before = gets;
  get(3);
  assert.equal(gets, before);
});

test('the same output as require("solc"), callbacks replaced between compilations', () => {
  const { solc } = loadSolc();
  const input = (main) =>
    JSON.stringify({
      language: 'Solidity',
      sources: { 'main.sol': { content: main } },
      settings: {
        viaIR: true,
        optimizer: { enabled: true, runs: 200 },
        outputSelection: { '*': { '*': ['ir', 'irOptimized', 'abi', 'evm.bytecode.object', 'metadata'], '': ['ast'] } },
      },
    });
  const main = [
    '// SPDX-License-Identifier: MIT',
    'pragma solidity ^0.8.0;',
    'import "lib.sol";',
    'contract C is L { function f(uint256 x) external pure returns (uint256) { return g(x) * 3; } }',
  ].join('\n');
  // Each compilation adds its own callback to the table and removes it
  // after, so the next one's lands in the slot it freed: a stale array
  // would call the previous one, whose library differs.
  const libraries = [
    'pragma solidity ^0.8.0; contract L { function g(uint256 x) internal pure returns (uint256) { return x + 1; } }',
    'pragma solidity ^0.8.0; contract L { function g(uint256 x) internal pure returns (uint256) { return x * x; } }',
    'pragma solidity ^0.8.0; contract L { function g(uint256 x) internal pure returns (uint256) { revert("no"); } }',
  ];
  const outputs = [];
  for (const library of libraries) {
    const reader = (path) => (path === 'lib.sol' ? { contents: library } : { error: 'not found' });
    const ours = solc.compile(input(main), { import: reader });
    assert.equal(ours, stock.compile(input(main), { import: reader }));
    outputs.push(ours);
  }
  assert.equal(new Set(outputs).size, libraries.length, 'each library gives other code');
  // Errors too: a missing import, and a syntax error.
  const missing = (path) => ({ error: `${path}: not here` });
  assert.equal(solc.compile(input(main), { import: missing }), stock.compile(input(main), { import: missing }));
  assert.equal(solc.compile(input('contract {')), stock.compile(input('contract {')));
});
