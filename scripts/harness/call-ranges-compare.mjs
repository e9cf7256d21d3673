#!/usr/bin/env node
// Checks that bin/evm-solc's two readings of the calls that are statements
// agree (tools/evm-solc/call-ranges.mjs from solc's AST,
// tools/evm-solc/source-calls.mjs from the source text; docs/solidity.md,
// "Source maps"): compiles standard-JSON input files with solc-js for the
// `ir` and the ASTs, and compares the calls each reading finds in every
// function and modifier the Yul names, and the Yul each gives.
//
// usage: call-ranges-compare.mjs INPUT.json... | --sources FILE.sol...
//   --sources: one input of those files, each under its own path; the
//   imports an input does not hold are read by their names, from here
// Prints what differs and exits 1 when anything does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { callsByDefinition, withCallRanges } from '../../tools/evm-solc/call-ranges.mjs';
import { callsFromSources } from '../../tools/evm-solc/source-calls.mjs';
import { fileReader } from '../../tools/evm-solc/solc-pool.mjs';

const solc = createRequire(import.meta.url)('solc');
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: call-ranges-compare.mjs INPUT.json... | --sources FILE.sol...');
  process.exit(2);
}
const inputs =
  args[0] === '--sources'
    ? [{ language: 'Solidity', sources: Object.fromEntries(args.slice(1).map((f) => [f, { content: readFileSync(f, 'utf8') }])) }]
    : args.map((f) => JSON.parse(readFileSync(f, 'utf8')));

// A reading's calls as text: in source order, ties by length, then name.
const show = (calls) =>
  [...calls]
    .sort((a, b) => a.start - b.start || a.length - b.length || a.name.localeCompare(b.name))
    .map((c) => `${c.name}@${c.start}+${c.length}${c.statement ? ' (statement)' : ''}`)
    .join(', ');

// Imports the inputs do not hold are read from the file system by their
// source unit names, relative to this directory or absolute.
const read = fileReader({ basePath: '.', includePaths: [], allowPaths: ['/'] });

let definitions = 0;
let contracts = 0;
let changed = 0;
let differences = 0;
for (const input of inputs) {
  const settings = { ...input.settings, viaIR: true, outputSelection: { '*': { '*': ['ir'], '': ['ast'] } } };
  const output = JSON.parse(solc.compile(JSON.stringify({ ...input, settings }), { import: read }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    for (const e of errors) console.error(e.formattedMessage);
    process.exit(2);
  }
  const fromAst = callsByDefinition(output.sources);
  const fromText = callsFromSources(input.sources, read);
  // Every definition with a body: the text reading finds the calls the AST
  // has (it also lists conversions and creations by name, which no Yul
  // function has).
  for (const [key, calls] of fromAst) {
    definitions++;
    const names = new Set(calls.map((c) => c.name));
    const text = fromText.get(key);
    const ours = text?.filter((c) => names.has(c.name));
    if (!ours || show(ours) !== show(calls)) {
      differences++;
      console.log(`${key}\n  AST:  ${show(calls)}\n  text: ${ours ? show(ours) : 'not a definition'}`);
    }
  }
  for (const [file, byName] of Object.entries(output.contracts ?? {}))
    for (const [name, { ir }] of Object.entries(byName)) {
      if (!ir) continue;
      contracts++;
      const a = withCallRanges(ir, fromAst);
      if (a !== ir) changed++;
      if (a !== withCallRanges(ir, fromText)) {
        differences++;
        console.log(`${file}:${name}: the Yul with the calls' ranges differs`);
      }
    }
}
console.log(
  `${definitions} definitions, ${contracts} contracts (${changed} with ranges added): ` +
    (differences === 0 ? 'the AST and the text agree' : `${differences} differences`),
);
process.exit(differences === 0 ? 0 : 1);
