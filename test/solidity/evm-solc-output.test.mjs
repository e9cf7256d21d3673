// Tests of what bin/evm-solc adds to solc's standard JSON output
// (docs/solidity.md): solc's `opcodes` text, the code objects as the output
// selection asks for them, and solc's warnings for code over EIP-170's and
// EIP-3860's limits.
// RUN: node --test %s

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeObject, sizeWarnings } from '../../tools/evm-solc/evm-solc.mjs';
import { disassemble } from '../../tools/evm-solc/opcodes.mjs';

test('opcodes in solc spelling', () => {
  // PUSH immediates in upper-case hex without leading zeros, PUSH0, a byte
  // that is no instruction, INVALID, and a trailing space as solc writes.
  assert.equal(
    disassemble('6080604052348015600e575f5ffd5b00fe0c7f' + '00'.repeat(31) + '01'),
    'PUSH1 0x80 PUSH1 0x40 MSTORE CALLVALUE DUP1 ISZERO PUSH1 0xE JUMPI PUSH0 PUSH0 REVERT ' +
      'JUMPDEST STOP INVALID 0xC PUSH32 0x1 ',
  );
  // A PUSH cut short by the end of the code is padded on the right.
  assert.equal(disassemble('61ff'), 'PUSH2 0xFF00 ');
  // Every DUP, SWAP and LOG, the calls and the newer instructions.
  assert.equal(disassemble('808f909fa0a4f0f1f2f3f4f5fafdff'),
    'DUP1 DUP16 SWAP1 SWAP16 LOG0 LOG4 CREATE CALL CALLCODE RETURN DELEGATECALL CREATE2 STATICCALL REVERT SELFDESTRUCT ');
  assert.equal(disassemble('5c5d5e1e494a44'), 'TLOAD TSTORE MCOPY CLZ BLOBHASH BLOBBASEFEE PREVRANDAO ');
  // An unlinked library's placeholder reads as a zero address.
  assert.equal(disassemble(`73__$${'ab'.repeat(17)}$__`), 'PUSH20 0x0 ');
  assert.equal(disassemble(''), '');
});

test('code objects give what the selection asks for', () => {
  const all = codeObject('6001', [], ['evm.bytecode'], 'evm.bytecode');
  assert.deepEqual(all, {
    object: '6001',
    linkReferences: {},
    opcodes: 'PUSH1 0x1 ',
    sourceMap: '',
    functionDebugData: {},
    generatedSources: [],
  });
  assert.deepEqual(codeObject('6001', [], ['evm.bytecode.object'], 'evm.bytecode'), { object: '6001', linkReferences: {} });
  assert.deepEqual(codeObject('6001', [], ['evm.deployedBytecode.opcodes'], 'evm.deployedBytecode'), {
    object: '6001',
    linkReferences: {},
    opcodes: 'PUSH1 0x1 ',
  });
  assert.deepEqual(Object.keys(codeObject('', [], ['*'], 'evm.bytecode')).sort(),
    ['functionDebugData', 'generatedSources', 'linkReferences', 'object', 'opcodes', 'sourceMap']);
});

test('size warnings at EIP-170 and EIP-3860, with solc codes and the contract location', () => {
  const bytes = (n) => '00'.repeat(n);
  assert.deepEqual(sizeWarnings('a.sol', 'A', bytes(49152), bytes(24576)), []);
  const content = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\n\ncontract A {}\n';
  const start = Buffer.from(content).indexOf('contract');
  const ast = { nodes: [{ nodeType: 'PragmaDirective' }, { nodeType: 'ContractDefinition', name: 'A', src: `${start}:13:0` }] };
  const [runtime, init] = sizeWarnings('a.sol', 'A', bytes(49153), bytes(24577), ast, content);
  assert.equal(runtime.errorCode, '5574');
  assert.equal(runtime.severity, 'warning');
  assert.equal(runtime.type, 'Warning');
  assert.match(runtime.message, /^Contract code size is 24577 bytes and exceeds 24576 bytes \(a limit introduced in Spurious Dragon\)/);
  assert.deepEqual(runtime.sourceLocation, { file: 'a.sol', start, end: start + 13 });
  assert.match(runtime.formattedMessage, /^Warning: Contract code size .*\n --> a\.sol:4:1:\n/);
  assert.equal(init.errorCode, '3860');
  assert.match(init.message, /^Contract initcode size is 49153 bytes and exceeds 49152 bytes \(a limit introduced in Shanghai\)/);
  // Without the AST (not selected), no location but the file.
  const [bare] = sizeWarnings('a.sol', 'A', '', bytes(30000));
  assert.equal(bare.sourceLocation, undefined);
  assert.match(bare.formattedMessage, /\n --> a\.sol\n/);
});
