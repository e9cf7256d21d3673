// Of the public and external functions of each deployed contract, how many
// have an instruction of the runtime code's source map inside their body
// (docs/solidity.md, "Source maps"): a debugger or a coverage tool that
// maps the code back finds the function that ran.
//
//   scripts/harness/source-map-functions.mjs [--compiler=ours|solc-ir|solc-legacy]
//       [--ours=CMD] [--without-ast] [--remap PREFIX=DIR]... FILES...
//
// --compiler=ours (the default) runs CMD (bin/evm-solc --standard-json,
// from solc's unoptimized Yul unless CMD says otherwise); solc-ir and
// solc-legacy run solc-js's via-IR and legacy pipelines. --without-ast
// leaves the AST out of CMD's selection, as `forge build` does (the AST
// this script reads is then solc-js's). The sources are
// named by their paths; imports are read from the file system, through the
// remappings. Settings: the optimizer on at 200 runs, osaka.
//
// A function counts when an entry lies inside its body's range and is not
// the body's whole range. Functions are those of the contract and its
// bases, each selector once (the most derived), abstract contracts,
// interfaces and libraries left out. Prints one line: the count, and the
// functions that do not count.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandSourceMap } from './soltest/source-maps.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const USAGE =
  'usage: scripts/harness/source-map-functions.mjs [--compiler=ours|solc-ir|solc-legacy] [--ours=CMD] [--without-ast] [--remap PREFIX=DIR]... FILES...';

let compiler = 'ours';
let ours = `${ROOT}/bin/evm-solc --standard-json`;
let withoutAst = false;
const remappings = [];
const files = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a.startsWith('--compiler=')) compiler = a.slice(11);
  else if (a.startsWith('--ours=')) ours = a.slice(7);
  else if (a === '--without-ast') withoutAst = true;
  else if (a === '--remap' && i + 1 < argv.length) remappings.push(argv[++i]);
  else if (a.startsWith('-')) usage();
  else files.push(resolve(a));
}
if (!files.length || !['ours', 'solc-ir', 'solc-legacy'].includes(compiler)) usage();

function usage() {
  console.error(USAGE);
  process.exit(2);
}

function remapped(path) {
  for (const r of remappings) {
    const [prefix, dir] = r.split('=');
    if (path.startsWith(prefix)) return dir + path.slice(prefix.length);
  }
  return path;
}

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(files.map((f) => [f, { content: readFileSync(f, 'utf8') }])),
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'osaka',
    viaIR: compiler === 'solc-ir',
    remappings,
    outputSelection: { '*': { '': ['ast'], '*': ['evm.deployedBytecode.sourceMap'] } },
  },
};

const solcJs = (solcInput) => {
  const solc = createRequire(`${ROOT}/package.json`)('solc');
  const read = (path) => {
    try {
      return { contents: readFileSync(remapped(path), 'utf8') };
    } catch {
      return { error: `${path}: not found` };
    }
  };
  return JSON.parse(solc.compile(JSON.stringify(solcInput), { import: read }));
};

let output;
if (compiler === 'ours') {
  const [cmd, ...args] = ours.split(' ').filter(Boolean);
  const ourInput = withoutAst
    ? { ...input, settings: { ...input.settings, outputSelection: { '*': { '*': ['evm.deployedBytecode.sourceMap'] } } } }
    : input;
  const r = spawnSync(cmd, [...args, '--base-path', '/', '--allow-paths', '/'], {
    input: JSON.stringify(ourInput),
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (r.status !== 0) {
    console.error(`${ours} failed (${r.status}): ${r.stderr}`);
    process.exit(1);
  }
  output = JSON.parse(r.stdout);
  if (withoutAst) {
    // The ASTs (and the sources' IDs, which are the same) from solc-js.
    const asts = solcJs({ ...input, settings: { ...input.settings, outputSelection: { '*': { '': ['ast'] } } } });
    for (const [name, source] of Object.entries(asts.sources ?? {})) if (output.sources?.[name]) output.sources[name].ast = source.ast;
  }
} else {
  output = solcJs(input);
}
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length) {
  console.error(errors.map((e) => e.formattedMessage ?? e.message).join('\n'));
  process.exit(1);
}

// Every AST node by ID, and each source's ID.
const nodes = new Map();
const sourceId = {};
for (const [name, source] of Object.entries(output.sources)) {
  sourceId[name] = source.id;
  (function walk(n) {
    if (!n || typeof n !== 'object') return;
    if (n.id !== undefined && n.nodeType) nodes.set(n.id, n);
    for (const v of Object.values(n)) if (typeof v === 'object') walk(v);
  })(source.ast);
}

let total = 0;
const missing = [];
for (const [file, contracts] of Object.entries(output.contracts ?? {}))
  for (const [name, contract] of Object.entries(contracts)) {
    const map = contract.evm?.deployedBytecode?.sourceMap;
    const definition = [...nodes.values()].find(
      (n) =>
        n.nodeType === 'ContractDefinition' &&
        n.name === name &&
        Number(n.src.split(':')[2]) === sourceId[file],
    );
    if (!map || !definition || definition.contractKind !== 'contract' || definition.abstract) continue;
    const mapped = expandSourceMap(map);
    const seen = new Set();
    for (const baseId of definition.linearizedBaseContracts)
      for (const f of nodes.get(baseId)?.nodes ?? []) {
        if (f.nodeType !== 'FunctionDefinition' || f.kind !== 'function' || !f.body) continue;
        if (f.visibility !== 'public' && f.visibility !== 'external') continue;
        if (seen.has(f.functionSelector)) continue;
        seen.add(f.functionSelector);
        total++;
        const [start, length, source] = f.body.src.split(':').map(Number);
        const inside = mapped.some(
          ({ s, l, f }) => f === source && s >= start && s + l <= start + length && !(s === start && l === length),
        );
        if (!inside) missing.push(`${name}.${f.name}`);
      }
  }
console.log(
  `${compiler}: ${total - missing.length} of ${total} public and external functions have an instruction mapped inside their body` +
    (missing.length ? `; not: ${missing.join(', ')}` : ''),
);
