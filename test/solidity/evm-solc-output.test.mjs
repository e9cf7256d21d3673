// Tests of what bin/evm-solc adds to solc's standard JSON output
// (docs/solidity.md): solc's `opcodes` text, the code objects as the output
// selection asks for them, and solc's warnings for code over EIP-170's and
// EIP-3860's limits.
// RUN: node --test %s

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeObject, groupsOf, programsFor, sizeWarnings, splitForPruning } from '../../tools/evm-solc/evm-solc.mjs';
import { contractOf, createdContracts, parseYulObjects } from '../../tools/evm-solc/yul-objects.mjs';
import { disassemble } from '../../tools/evm-solc/opcodes.mjs';
import { importClosure, parseRemappings, resolveImport } from '../../tools/evm-solc/solc-imports.mjs';

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
  // The map the backend gave, when the selection asks for it.
  assert.equal(codeObject('6001', [], ['evm.bytecode.sourceMap'], 'evm.bytecode', '5:3:0:-:0').sourceMap, '5:3:0:-:0');
  assert.equal(codeObject('6001', [], ['evm.bytecode.object'], 'evm.bytecode', '5:3:0:-:0').sourceMap, undefined);
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

test('imports resolved as solc resolves them: relative paths, then the remappings', () => {
  const remappings = parseRemappings(['forge-std/=test/utils/forge-std/', 'lib/:dep/=lib/dep-v2/', 'dep/=lib/dep-v1/']);
  assert.equal(resolveImport('test/A.t.sol', 'forge-std/Test.sol', remappings), 'test/utils/forge-std/Test.sol');
  assert.equal(resolveImport('test/A.t.sol', './utils/B.sol', remappings), 'test/utils/B.sol');
  assert.equal(resolveImport('test/x/A.t.sol', '../../src/C.sol', remappings), 'src/C.sol');
  // The longest context wins, then the longest prefix.
  assert.equal(resolveImport('lib/m.sol', 'dep/D.sol', remappings), 'lib/dep-v2/D.sol');
  assert.equal(resolveImport('src/m.sol', 'dep/D.sol', remappings), 'lib/dep-v1/D.sol');
  // A relative import is remapped too, once resolved.
  assert.equal(resolveImport('src/m.sol', './../dep/D.sol', remappings), 'lib/dep-v1/D.sol');
});

test('the sources a group of units needs: what they import, directly or not', () => {
  const sources = {
    'test/A.t.sol': { content: 'import "forge-std/Test.sol";\nimport {C} from "../src/C.sol"; // import "no.sol";\ncontract A {}' },
    'test/B.t.sol': { content: 'import "./A.t.sol";\n/* import "nor.sol"; */ contract B {}' },
    'test/utils/forge-std/Test.sol': { content: 'contract Test {}' },
    'src/C.sol': { content: 'import "./C.sol"; contract C {}' },
    'src/Unused.sol': { content: 'contract Unused {}' },
  };
  const remappings = parseRemappings(['forge-std/=test/utils/forge-std/']);
  assert.deepEqual([...importClosure(sources, ['test/B.t.sol'], remappings)].sort(), [
    'src/C.sol',
    'test/A.t.sol',
    'test/B.t.sol',
    'test/utils/forge-std/Test.sol',
  ]);
  assert.deepEqual([...importClosure(sources, ['src/Unused.sol'], remappings)], ['src/Unused.sol']);
  // An import the input does not hold (solc's callback would read it): no subset is sure.
  assert.equal(importClosure(sources, ['test/A.t.sol'], []), null);
});

test('which units get a compilation of only what they import, and their groups', () => {
  const sources = {
    'A.t.sol': { content: 'import "./Lib.sol"; contract A { function f() public {} }' },
    'B.t.sol': { content: 'import "./Token.sol"; contract B { function g() public {} }' },
    'C.t.sol': { content: 'import "./Missing.sol"; contract C {}' },
    'Lib.sol': { content: 'library Lib { /* not an immutable */ }' },
    'Token.sol': { content: 'contract Token { address public immutable owner = msg.sender; }' },
  };
  const units = ['A.t.sol', 'B.t.sol', 'C.t.sol'];
  // B reaches an immutable, C an import the input does not hold.
  assert.deepEqual(splitForPruning(sources, units, [], true), { prunable: ['A.t.sol'], whole: ['B.t.sol', 'C.t.sol'] });
  // The user asks for the Yul: no unit.
  assert.deepEqual(splitForPruning(sources, units, [], false), { prunable: [], whole: units });
  const groups = groupsOf(sources, ['A.t.sol'], ['B.t.sol', 'C.t.sol'], 6);
  assert.deepEqual(groups.filter((g) => g.pruned).flatMap((g) => g.files), ['A.t.sol']);
  assert.deepEqual(groups.filter((g) => !g.pruned).flatMap((g) => g.files).sort(), ['B.t.sol', 'C.t.sol']);
  assert.ok(groups.length <= 6);
});

test('Yul objects: the tree, with braces in comments and strings read as such', () => {
  const yul = [
    '/// @use-src 0:"a.sol", 1:"lib/b.sol"',
    'object "A_5" {',
    '    code {',
    '        /// @src 0:10:90  "contract A {..."',
    '        let s := "}{" /* } */ // {',
    '        datacopy(0, dataoffset("A_5_deployed"), datasize("A_5_deployed"))',
    '    }',
    '    /// @use-src 0:"a.sol", 1:"lib/b.sol"',
    '    object "A_5_deployed" {',
    '        code { /** @src 0:40:52 "new B()" */ pop(datasize("B_9")) }',
    '        /// @use-src 1:"lib/b.sol"',
    '        object "B_9" {',
    '            code { /// @src 1:3:40  "contract B is Base {..."',
    '                sstore(0, 1) }',
    '            object "B_9_deployed" { code { stop() } }',
    '        }',
    '        data ".metadata" hex"00ff"',
    '    }',
    '}',
  ].join('\n');
  const top = parseYulObjects(yul);
  assert.equal(top.name, 'A_5');
  assert.equal(top.end, yul.length);
  assert.deepEqual(top.children.map((c) => c.name), ['A_5_deployed']);
  const b = top.children[0].children[0];
  assert.equal(b.name, 'B_9');
  assert.ok(yul.slice(b.start, b.end).startsWith('/// @use-src 1:"lib/b.sol"\n        object "B_9" {'));
  assert.ok(yul.slice(b.start, b.end).endsWith('object "B_9_deployed" { code { stop() } }\n        }'));
  // B_9 is contract B of lib/b.sol: its own code's @src names the
  // definition; A's runtime object and B's are no contracts of their own.
  const defines = () => false;
  assert.deepEqual(contractOf(b, defines), { file: 'lib/b.sol', name: 'B' });
  assert.equal(contractOf(top.children[0], defines), null);
  assert.deepEqual(
    createdContracts(top, defines).map(({ object, file, name }) => [object.name, file, name]),
    [['B_9', 'lib/b.sol', 'B']],
  );
  // Without snippets (solc's debugInfo without them), the one file of its
  // @use-src that has such a contract.
  const bare = parseYulObjects(yul.replace(/ {2}"contract B is Base \{\.\.\."/, ''));
  const bareB = bare.children[0].children[0];
  assert.deepEqual(contractOf(bareB, (file, name) => file === 'lib/b.sol' && name === 'B'), { file: 'lib/b.sol', name: 'B' });
  assert.equal(contractOf(bareB, () => false), null);
  // Not Yul objects: nothing.
  assert.equal(parseYulObjects('{ sstore(0, 1) }'), null);
});

test('programs of a batch: each created contract once, its stand-ins named', () => {
  const object = (name, src, inner = '') =>
    `/// @use-src 0:"${src}"\nobject "${name}" {\n code { /// @src 0:0:9  "contract ${name.replace(/_\d+$/, '')} {..."\n }\n object "${name}_deployed" { code { }\n${inner} }\n}`;
  const token = object('Token_3', 'Token.sol');
  const factory = object('Factory_8', 'Factory.sol', token);
  const holder = object('Holder_2', 'Holder.sol', factory);
  const yulOf = new Map([
    ['Holder.sol:Holder', holder],
    ['Factory.sol:Factory', ''],
    ['Token.sol:Token', token],
  ]);
  const programs = programsFor([{ file: 'Holder.sol', name: 'Holder', yul: holder }], yulOf);
  assert.deepEqual(
    programs.map((p) => [p.name, p.objects ?? {}, p.created ?? false]),
    [
      ['Holder.sol:Holder', { Factory_8: 'Factory.sol:Factory' }, false],
      ['Factory.sol:Factory', { Token_3: 'Token.sol:Token' }, true],
      ['Token.sol:Token', {}, true],
    ],
  );
  // Factory's Yul from Holder's object (solc gave none of its own), Token's
  // its own.
  assert.ok(programs[1].yul.startsWith('/// @use-src 0:"Factory.sol"\nobject "Factory_8"'));
  assert.equal(programs[2].yul, token);
});
