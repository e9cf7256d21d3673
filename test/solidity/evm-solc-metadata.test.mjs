// solc's metadata trailer as bin/evm-solc makes it (tools/evm-solc/metadata.mjs):
// the CBOR map at the end of a contract's runtime code, with the IPFS hash
// of its metadata JSON. solc-js is the oracle: its legacy code ends with
// the trailer of the metadata it gives, for metadata of one 256 KiB chunk
// and of several (a source given as literal content), and with
// bytecodeHash "none"; with appendCBOR false there is none.
// RUN: node --test %s

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { ipfsHash, metadataTrailer } from '../../tools/evm-solc/metadata.mjs';
import { withRuntimeMetadata } from '../../tools/evm-solc/yul-objects.mjs';

const solc = createRequire(import.meta.url)('solc');

function compile(content, metadata) {
  const input = {
    language: 'Solidity',
    sources: { 'm.sol': { content } },
    settings: { metadata, outputSelection: { '*': { '*': ['metadata', 'evm.deployedBytecode.object'] } } },
  };
  return JSON.parse(solc.compile(JSON.stringify(input))).contracts['m.sol'].M;
}

test("the trailer of solc's metadata is solc's", () => {
  const contract = 'contract M { uint256 x; function f() external { x = 1; } }';
  const big = `// ${'x'.repeat(600 * 1024)}\n${contract}`;
  for (const [content, settings] of [
    [contract, {}],
    [contract, { bytecodeHash: 'none' }],
    [big, { useLiteralContent: true }],
  ]) {
    const c = compile(content, settings);
    const trailer = metadataTrailer(c.metadata, settings);
    assert.ok(trailer.length > 0);
    assert.ok(c.evm.deployedBytecode.object.endsWith(trailer), `${JSON.stringify(settings)}, ${c.metadata.length} bytes`);
  }
  assert.equal(metadataTrailer(compile(contract, {}).metadata, { appendCBOR: false }), '');
  // What it cannot make as solc would is left to solc's: a swarm hash.
  assert.equal(metadataTrailer(compile(contract, {}).metadata, { bytecodeHash: 'bzzr1' }), null);
});

/** Bytes in base58, as IPFS writes a CIDv0. */
function base58(bytes) {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  for (; n > 0n; n /= 58n) text = alphabet[Number(n % 58n)] + text;
  return text;
}

test('IPFS hashes as `ipfs add` gives them', () => {
  // The well-known CIDs of an empty file and of "hello\n".
  assert.equal(base58(ipfsHash('')), 'QmbFMke1KXqnYyBBWxB74N4c5SBnJMVAiMNRcGu6x1AwQH');
  assert.equal(base58(ipfsHash('hello\n')), 'QmZULkCELmmk5XNfCgTnCyFgAVxBRBXyDHGGMVoLFLiXEN');
});

test("the runtime object's .metadata, not a created contract's", () => {
  const yul =
    'object "A" { code {} object "A_deployed" { code {} object "B" { code {} object "B_deployed" { code {} ' +
    'data ".metadata" hex"bb" } } data ".metadata" hex"aa" } }';
  assert.equal(withRuntimeMetadata(yul, '1234'), yul.replace('hex"aa"', 'hex"1234"'));
  assert.equal(withRuntimeMetadata('{ sstore(0, 1) }', '12'), '{ sstore(0, 1) }');
});
