// solc's metadata trailer: the CBOR map solc appends to a contract's
// runtime code, which says where its metadata is (the IPFS hash of the
// metadata JSON) and which solc made it. Tools read it from the end of the
// code (its length is the last two bytes): forge and Hardhat tell apart
// contracts whose code is otherwise the same (a mock and its subclass that
// overrides nothing of substance), Sourcify verifies by it.
//
// solc's Yul carries the trailer as the runtime object's `.metadata` data,
// made from the metadata of the compilation that gave the Yul;
// bin/evm-yul appends it as solc does (docs/yul.md, "Objects"). Where that
// compilation's settings are not the user's (this compiler's Yul
// optimiser steps, solidity.md "Which Yul"), bin/evm-solc puts the trailer
// of the user's metadata in its place, made here as solc makes it.

import { createHash } from 'node:crypto';

/** `n` as a protobuf varint. */
function varint(n) {
  const bytes = [];
  while (n > 0x7f) {
    bytes.push(0x80 | (n % 0x80));
    n = Math.floor(n / 0x80);
  }
  bytes.push(n);
  return Buffer.from(bytes);
}

/** A length-delimited protobuf field with key byte `key`. */
const field = (key, bytes) => Buffer.concat([Buffer.from([key]), varint(bytes.length), bytes]);

/** The sha2-256 multihash of `block`. */
const multihash = (block) => Buffer.concat([Buffer.from([0x12, 0x20]), createHash('sha256').update(block).digest()]);

/** IPFS's chunk of a file, and the most links a node of its DAG has. */
const CHUNK_SIZE = 256 * 1024;
const MAX_LINKS = 174;

/**
 * The node over `children` ({hash, size, blockSize}): a dag-pb node whose
 * links name them (hash, an empty name, the size of their subtree's
 * blocks) and whose data is a UnixFS file of their total size, with each
 * child's size as a block size.
 */
function parentOf(children) {
  const size = children.reduce((n, c) => n + c.size, 0);
  const links = children.map((c) =>
    field(0x12, Buffer.concat([field(0x0a, c.hash), Buffer.from([0x12, 0x00, 0x18]), varint(c.blockSize)])),
  );
  const unixfs = Buffer.concat([
    Buffer.from([0x08, 0x02, 0x18]),
    varint(size),
    ...children.map((c) => Buffer.concat([Buffer.from([0x20]), varint(c.size)])),
  ]);
  const block = Buffer.concat([...links, field(0x0a, unixfs)]);
  return { hash: multihash(block), size, blockSize: block.length + children.reduce((n, c) => n + c.blockSize, 0) };
}

/**
 * The IPFS hash (a sha2-256 multihash, 34 bytes) of a file holding
 * `text`, as `ipfs add` computes it with its defaults and solc for the
 * metadata: 256 KiB chunks, each a UnixFS file node, under a balanced DAG
 * of at most 174 links a node.
 */
export function ipfsHash(text) {
  const data = Buffer.from(text, 'utf8');
  let level = [];
  for (let at = 0; at === 0 || at < data.length; at += CHUNK_SIZE) {
    const chunk = data.subarray(at, at + CHUNK_SIZE);
    const unixfs = Buffer.concat([
      Buffer.from([0x08, 0x02]),
      chunk.length > 0 ? field(0x12, chunk) : Buffer.alloc(0),
      Buffer.from([0x18]),
      varint(chunk.length),
    ]);
    const block = field(0x0a, unixfs);
    level.push({ hash: multihash(block), size: chunk.length, blockSize: block.length });
  }
  while (level.length > 1) {
    const next = [];
    for (let i = 0; i < level.length; i += MAX_LINKS) next.push(parentOf(level.slice(i, i + MAX_LINKS)));
    level = next;
  }
  return level[0].hash;
}

/** CBOR: a text string of fewer than 24 bytes, a byte string of fewer than 256. */
const cborText = (text) => Buffer.concat([Buffer.from([0x60 + text.length]), Buffer.from(text)]);
const cborBytes = (bytes) =>
  Buffer.concat([bytes.length < 24 ? Buffer.from([0x40 + bytes.length]) : Buffer.from([0x58, bytes.length]), bytes]);

/**
 * The trailer (hex) solc appends to the runtime code of a contract whose
 * metadata JSON is `metadata`, under `settings.metadata` ({appendCBOR,
 * bytecodeHash}): '' when appendCBOR is false; null when this cannot make
 * it as solc would (a swarm hash, bzzr1; a compiler version that is not a
 * release), for the caller to keep solc's.
 */
export function metadataTrailer(metadata, { appendCBOR = true, bytecodeHash = 'ipfs' } = {}) {
  if (appendCBOR === false) return '';
  let version;
  try {
    version = JSON.parse(metadata).compiler?.version?.match(/^(\d+)\.(\d+)\.(\d+)\+commit\./);
  } catch {
    return null;
  }
  if (!version) return null;
  const solc = cborBytes(Buffer.from(version.slice(1, 4).map(Number)));
  let map;
  if (bytecodeHash === 'ipfs')
    map = Buffer.concat([Buffer.from([0xa2]), cborText('ipfs'), cborBytes(ipfsHash(metadata)), cborText('solc'), solc]);
  else if (bytecodeHash === 'none') map = Buffer.concat([Buffer.from([0xa1]), cborText('solc'), solc]);
  else return null;
  const length = Buffer.alloc(2);
  length.writeUInt16BE(map.length);
  return Buffer.concat([map, length]).toString('hex');
}
