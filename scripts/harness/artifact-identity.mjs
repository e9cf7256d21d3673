#!/usr/bin/env node
// Checks that every contract of a build is one and the same code wherever
// it appears (docs/solidity.md, "One compilation per contract"), as forge
// and Hardhat assume when they recognise a deployed contract by its code:
//
//   node scripts/harness/artifact-identity.mjs [--json] BUILD_INFO...
//
// BUILD_INFO: forge's build-info files (`forge build --build-info --ast`
// writes them in OUT/build-info/), or folders of them: each holds a
// compiler's standard-JSON output, with the sources' ASTs. For every
// contract X with code:
//
//  1. identity: X's init code (evm.bytecode.object) is, byte for byte, in
//     the code of every contract that creates X (the AST's
//     contractDependencies: `new X`, `type(X).creationCode`,
//     `type(X).runtimeCode`), its init code or its runtime code;
//  2. deployment: X's init code, run on the embedded EVM (the EVM's size
//     limits lifted, as forge lifts them for tests) with its constructor's
//     arguments all zeros, returns exactly X's evm.deployedBytecode, but
//     at the immutables' places (immutableReferences); where the
//     constructor reverts on zeros, X's init code holds its
//     deployedBytecode (immutables zero), which it is to return;
//  3. metadata: where the output has X's metadata, X's runtime code ends
//     with the trailer solc makes of it (the CBOR map with its IPFS hash;
//     tools/evm-solc/metadata.mjs), which tells apart contracts whose code
//     is otherwise the same.
//
// Library placeholders (`__$...$__`) stand for one made-up address in
// every code. Prints one line of counts and each problem; exit status 1
// when there is a problem, 2 on a bad command line.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createSession } from '../../tools/evm-run/runner.mjs';
import { metadataTrailer } from '../../tools/evm-solc/metadata.mjs';

const USAGE = 'usage: node scripts/harness/artifact-identity.mjs [--json] BUILD_INFO...';
/** The address every library placeholder stands for. */
const LIBRARY = '00000000000000000000000000000000000000aa';

/** Hex code with its library placeholders filled with LIBRARY. */
const linked = (hex) => hex.replace(/__\$[0-9a-fA-F]{34}\$__/g, LIBRARY);

/** The build-info files of `paths` (files, or folders of *.json). */
function buildInfoFiles(paths) {
  return paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => join(path, f))
      : [path],
  );
}

/** Every ContractDefinition of the sources' ASTs: id -> {file, name, dependencies}. */
function contractDefinitions(sources) {
  const byId = new Map();
  const visit = (node, file) => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, file);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (node.nodeType === 'ContractDefinition')
      byId.set(node.id, { file, name: node.name, dependencies: node.contractDependencies ?? [] });
    for (const value of Object.values(node)) if (value !== null && typeof value === 'object') visit(value, file);
  };
  for (const [file, source] of Object.entries(sources ?? {})) visit(source.ast, file);
  return byId;
}

// ---------------------------------------------------------------------------
// Constructor arguments: every value zero, ABI-encoded.

/** Whether ABI type `t` ({type, components}) is encoded out of place. */
function isDynamic(t) {
  if (t.type === 'bytes' || t.type === 'string' || t.type.endsWith('[]')) return true;
  const fixed = t.type.match(/^(.*)\[(\d+)\]$/);
  if (fixed) return isDynamic({ ...t, type: fixed[1] });
  if (t.type === 'tuple') return t.components.some(isDynamic);
  return false;
}

/** The encoding of a tuple of `types`, each value zero (hex). */
function encodeZeros(types) {
  const heads = [];
  const tails = [];
  let tailLength = 32 * types.reduce((n, t) => n + headWords(t), 0);
  for (const t of types) {
    if (isDynamic(t)) {
      heads.push(tailLength.toString(16).padStart(64, '0'));
      const tail = zeroOf(t);
      tails.push(tail);
      tailLength += tail.length / 2;
    } else {
      heads.push(zeroOf(t));
    }
  }
  return heads.join('') + tails.join('');
}

/** How many words `t` takes in its tuple's head. */
function headWords(t) {
  if (isDynamic(t)) return 1;
  const fixed = t.type.match(/^(.*)\[(\d+)\]$/);
  if (fixed) return Number(fixed[2]) * headWords({ ...t, type: fixed[1] });
  if (t.type === 'tuple') return t.components.reduce((n, c) => n + headWords(c), 0);
  return 1;
}

/** The encoding of the zero value of `t` in its own place (hex). */
function zeroOf(t) {
  if (t.type === 'bytes' || t.type === 'string' || t.type.endsWith('[]')) return '0'.repeat(64);
  const fixed = t.type.match(/^(.*)\[(\d+)\]$/);
  if (fixed) return encodeZeros(Array(Number(fixed[2])).fill({ ...t, type: fixed[1] }));
  if (t.type === 'tuple') return encodeZeros(t.components);
  return '0'.repeat(64);
}

/** The constructor's arguments of `abi`, all zero (hex). */
function zeroArguments(abi) {
  const constructor = (abi ?? []).find((entry) => entry.type === 'constructor');
  return constructor ? encodeZeros(constructor.inputs ?? []) : '';
}

// ---------------------------------------------------------------------------

/** `code` (hex) with the bytes of `ranges` ([{start, length}]) zero. */
function withZeros(code, ranges) {
  let out = code;
  for (const { start, length } of ranges)
    out = out.slice(0, 2 * start) + '0'.repeat(2 * length) + out.slice(2 * (start + length));
  return out;
}

/** Whether hex `needle` is in hex `haystack` at a byte boundary. */
function holds(haystack, needle) {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) if (at % 2 === 0) return true;
  return false;
}

async function checkBuild(file, counts, problems) {
  const info = JSON.parse(readFileSync(file, 'utf8'));
  const output = info.output ?? info;
  const contracts = new Map();
  for (const [source, byName] of Object.entries(output.contracts ?? {}))
    for (const [name, contract] of Object.entries(byName)) {
      const init = contract.evm?.bytecode?.object ?? '';
      if (init !== '') contracts.set(`${source}:${name}`, contract);
    }
  const definitions = contractDefinitions(output.sources);
  if (definitions.size === 0 && contracts.size > 0)
    problems.push(`${file}: the output has no ASTs (forge build --ast, or the "" : ["ast"] selection)`);

  // 1. Every creation embeds the createe's own init code.
  for (const { file: source, name, dependencies } of definitions.values()) {
    const creator = contracts.get(`${source}:${name}`);
    if (!creator) continue;
    const code = creator.evm.bytecode.object + creator.evm.deployedBytecode.object;
    for (const id of dependencies) {
      const dependency = definitions.get(id);
      const createe = dependency && contracts.get(`${dependency.file}:${dependency.name}`);
      if (!createe) continue;
      counts.creations++;
      if (holds(code, createe.evm.bytecode.object)) counts.identical++;
      else problems.push(`${source}:${name} creates ${dependency.file}:${dependency.name} with other code than its artifact's`);
    }
  }

  // 3. Every runtime code ends with its metadata's trailer.
  const metadataSettings = info.input?.settings?.metadata;
  for (const [key, contract] of contracts) {
    const trailer = typeof contract.metadata === 'string' ? metadataTrailer(contract.metadata, metadataSettings) : null;
    if (trailer === null || trailer === '') continue;
    counts.withMetadata++;
    if (contract.evm.deployedBytecode.object.endsWith(trailer)) counts.metadataTrailer++;
    else problems.push(`${key}: its runtime code does not end with its metadata's trailer`);
  }

  // 2. Every init code deploys its own deployedBytecode.
  const session = await createSession({ unlimitedCodeSize: true, gasLimit: 1_000_000_000n });
  for (const [key, contract] of contracts) {
    counts.contracts++;
    const init = linked(contract.evm.bytecode.object);
    const immutables = Object.values(contract.evm.deployedBytecode.immutableReferences ?? {}).flat();
    const expected = linked(contract.evm.deployedBytecode.object);
    let deployed = null;
    try {
      const { address } = await session.create(init + zeroArguments(contract.abi));
      deployed = await session.code(address);
    } catch {
      // The constructor reverted on zero arguments (or needs the host of
      // a test: cheatcodes).
    }
    if (deployed !== null) {
      counts.deployed++;
      if (withZeros(deployed, immutables) === withZeros(expected, immutables) && deployed.length === expected.length)
        counts.deployedSame++;
      else problems.push(`${key}: its init code deploys other code than its deployedBytecode`);
    } else {
      counts.notDeployed++;
      if (holds(init, withZeros(expected, immutables))) counts.holdsRuntime++;
      else problems.push(`${key}: its init code does not hold its deployedBytecode (and reverts on zero arguments)`);
    }
  }
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const paths = args.filter((a) => a !== '--json');
  if (paths.length === 0 || paths.some((p) => p.startsWith('-'))) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const counts = {
    contracts: 0,
    creations: 0,
    identical: 0,
    deployed: 0,
    deployedSame: 0,
    notDeployed: 0,
    holdsRuntime: 0,
    withMetadata: 0,
    metadataTrailer: 0,
  };
  const problems = [];
  for (const file of buildInfoFiles(paths)) await checkBuild(file, counts, problems);
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...counts, problems })}\n`);
  } else {
    process.stdout.write(
      `artifact identity: ${counts.contracts} contracts with code; ` +
        `${counts.creations} creations by another contract, ${counts.identical} with the createe's artifact; ` +
        `${counts.deployed} deployed with zero arguments, ${counts.deployedSame} returned their deployedBytecode; ` +
        `${counts.notDeployed} reverted, ${counts.holdsRuntime} hold it; ` +
        `${counts.withMetadata} with metadata, ${counts.metadataTrailer} end with its trailer; ${problems.length} problems\n`,
    );
    for (const p of problems) process.stdout.write(`  ${p}\n`);
  }
  process.exitCode = problems.length > 0 ? 1 : 0;
}

await main();
