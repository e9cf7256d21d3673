// Checks the source maps a compiler gives, on solc's semantic tests
// (docs/solidity.md, "Source maps"):
//
//   scripts/harness/soltest/source-maps.mjs [--compiler=ours|solc-ir] [--ours=CMD]
//       [--no-optimize] [--every N[:K]] [--json] [--max-bad N] FILES_OR_DIRS...
//   scripts/harness/soltest/source-maps.mjs --check-output IN.json OUT.json
//
// The second form makes check 1 alone, on a standard-JSON input and the
// output a compiler gave for it.
//
// 1. Every entry of the maps of every contract (its code and its deployed
//    code) names one of the compilation's sources, or -1, and lies within
//    that source's bytes; a map has at most one entry per instruction.
// 2. For every call a test expects to fail, the range of the instruction
//    that ends the top-level frame (REVERT, INVALID) lies inside the
//    statement that reverts. Which statement that is, solc's legacy
//    pipeline without the optimizer tells, run on the same test: the
//    innermost statement of its AST around the range of its own reverting
//    instruction, or, when that instruction has none (solc's generated
//    utility functions), around the last range its frame ran that lies in
//    a statement. Ours is `inside` it, `encloses` it (a coarser range:
//    the function or the contract), has `none`, or is `elsewhere`. A
//    failure before any statement runs (ABI decoding, a payable check) has
//    no statement to compare with.
//
// Prints one line per failing call that is not `inside` (with --json, one
// JSON object per check), then the totals. The exit status is 1 when a map
// breaks (1), or when more than --max-bad calls (default: no limit) are
// `none` or `elsewhere`; 2 on a usage error.

import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instructionIndices } from '../../../tools/evm-solc/opcodes.mjs';
import { runTestFile } from './executor.mjs';
import { defaultIncludePaths, testFilesIn } from './main.mjs';

const USAGE =
  'usage: scripts/harness/soltest/source-maps.mjs [--compiler=ours|solc-ir] [--ours=CMD] [--no-optimize] [--every N[:K]] [--json] [--max-bad N] FILES_OR_DIRS...';

/** What the checks need of a compilation besides what the tests need. */
const INPUT = {
  contractOutputs: ['evm.bytecode.sourceMap', 'evm.deployedBytecode.sourceMap'],
  sourceOutputs: ['ast'],
};

/** Statements, and what stands for a statement outside function bodies. */
const STATEMENTS = new Set([
  'ExpressionStatement',
  'VariableDeclarationStatement',
  'Return',
  'RevertStatement',
  'EmitStatement',
  'IfStatement',
  'ForStatement',
  'WhileStatement',
  'DoWhileStatement',
  'TryStatement',
  'InlineAssembly',
  'PlaceholderStatement',
  'Break',
  'Continue',
  // A state variable's initial value, a modifier's or a base's arguments.
  'ModifierInvocation',
  'InheritanceSpecifier',
]);

/** solc's compressed map, expanded: one {s, l, f, j} per instruction. */
export function expandSourceMap(map) {
  const entries = [];
  let prev = { s: -1, l: -1, f: -1, j: '-' };
  if (!map) return entries;
  for (const item of map.split(';')) {
    const fields = item.split(':');
    const entry = { ...prev };
    if (fields[0]) entry.s = Number(fields[0]);
    if (fields[1]) entry.l = Number(fields[1]);
    if (fields[2]) entry.f = Number(fields[2]);
    if (fields[3]) entry.j = fields[3];
    entries.push(entry);
    prev = entry;
  }
  return entries;
}

const parseSrc = (src) => {
  const [s, l, f] = src.split(':').map(Number);
  return { s, l, f };
};
const within = (inner, outer) => inner.f === outer.f && inner.s >= outer.s && inner.s + inner.l <= outer.s + outer.l;

/** The statements of the compilation's ASTs, as ranges. */
function statementsOf(output) {
  const found = [];
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    if (STATEMENTS.has(node.nodeType) && typeof node.src === 'string') found.push(parseSrc(node.src));
    else if (node.nodeType === 'VariableDeclaration' && node.stateVariable && node.value) found.push(parseSrc(node.src));
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
  };
  for (const source of Object.values(output.sources ?? {})) walk(source.ast);
  return found;
}

/** The innermost statement around `range`, or null. */
function statementAround(statements, range) {
  let best = null;
  for (const st of statements) if (within(range, st) && (best === null || st.l < best.l)) best = st;
  return best;
}

/** Check 1 on one compilation: the problems found, and how many entries were looked at. */
function checkMaps(input, output) {
  const problems = [];
  let entries = 0;
  const byId = new Map();
  for (const [name, source] of Object.entries(output.sources ?? {}))
    byId.set(source.id, { name, bytes: Buffer.byteLength(input.sources[name]?.content ?? '', 'utf8') });
  for (const [file, contracts] of Object.entries(output.contracts ?? {}))
    for (const [name, contract] of Object.entries(contracts))
      for (const key of ['bytecode', 'deployedBytecode']) {
        const code = contract.evm?.[key];
        if (!code?.object) continue;
        const map = expandSourceMap(code.sourceMap);
        entries += map.length;
        const where = `${file}:${name} ${key}`;
        const { count } = instructionIndices(code.object);
        if (map.length === 0) problems.push(`${where}: no source map`);
        if (map.length > count) problems.push(`${where}: ${map.length} entries for ${count} instructions`);
        for (const [i, e] of map.entries()) {
          if (e.f === -1) continue;
          const source = byId.get(e.f);
          if (!source) problems.push(`${where}: entry ${i} names source ${e.f}, which the compilation does not have`);
          else if (e.s < 0 || e.l < 0 || e.s + e.l > source.bytes)
            problems.push(`${where}: entry ${i} (${e.s}:${e.l}:${e.f}) is outside ${source.name} (${source.bytes} bytes)`);
        }
      }
  return { problems, entries };
}

/** Runs one test with `compiler`, recording each failed call's range (through `rangeOf`). */
async function observe(file, compiler, { optimize, rangeOf }) {
  let input = null;
  let output = null;
  const failures = new Map();
  const observer = {
    input: { ...INPUT, optimize },
    compiled(i, o) {
      input = i;
      output = o;
    },
    failed({ call, creation, code, steps, contract }) {
      const key = contract.evm[creation ? 'bytecode' : 'deployedBytecode'];
      const map = expandSourceMap(key.sourceMap);
      const { index } = instructionIndices(code);
      const at = (pc) => map[index.get(pc)] ?? null;
      failures.set(call.line, rangeOf({ steps, at, text: call.text, creation }));
    },
  };
  const result = await runTestFile(file, { compiler, includePaths: defaultIncludePaths(file), observer });
  return { result, input, output, failures };
}

/** Our side: the range of the instruction that ended the frame, if it reverted. */
function revertRange({ steps, at, text }) {
  const last = steps.at(-1);
  if (!last || (last.op !== 'REVERT' && last.op !== 'INVALID')) return { text, range: null };
  return { text, range: at(last.pc) };
}

/** --check-output: check 1 on a compilation's input and output files. */
function checkOutputFiles(inputFile, outputFile) {
  const input = JSON.parse(readFileSync(inputFile, 'utf8'));
  const output = JSON.parse(readFileSync(outputFile, 'utf8'));
  const { problems, entries } = checkMaps(input, output);
  for (const problem of problems) console.log(problem);
  const maps = Object.values(output.contracts ?? {}).flatMap((byName) =>
    Object.values(byName).flatMap((c) => [c.evm?.bytecode?.sourceMap, c.evm?.deployedBytecode?.sourceMap]),
  );
  console.log(`${maps.filter((m) => m).length} maps, ${entries} entries, ${problems.length} problems`);
  process.exit(problems.length > 0 ? 1 : 0);
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--check-output') {
    if (args.length !== 3) usage('--check-output takes IN.json OUT.json');
    checkOutputFiles(args[1], args[2]);
  }
  const o = { compiler: 'ours', command: undefined, optimize: true, every: null, json: false, maxBad: Infinity, paths: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    // OPTION=VALUE or OPTION VALUE.
    const value = (name) => {
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
      if (i + 1 >= args.length) usage(`${name} needs a value`);
      return args[++i];
    };
    const is = (name) => arg === name || arg.startsWith(`${name}=`);
    if (is('--compiler')) o.compiler = value('--compiler');
    else if (is('--ours')) o.command = value('--ours');
    else if (arg === '--no-optimize') o.optimize = false;
    else if (arg === '--json') o.json = true;
    else if (is('--every')) o.every = value('--every');
    else if (is('--max-bad')) o.maxBad = Number(value('--max-bad'));
    else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else o.paths.push(arg);
  }
  if (o.every !== null && !/^[1-9][0-9]*(:[0-9]+)?$/.test(o.every)) usage(`--every takes N or N:K, not "${o.every}"`);
  if (!(o.maxBad >= 0)) usage('--max-bad takes a number');
  if (!['ours', 'solc-ir'].includes(o.compiler)) usage(`--compiler takes ours or solc-ir, not "${o.compiler}"`);
  if (o.paths.length === 0) usage('no tests given');
  let files = o.paths.flatMap((p) => (statSync(p).isDirectory() ? testFilesIn(p) : [p]));
  if (o.every) {
    const [n, k = '0'] = o.every.split(':');
    files = files.filter((_, i) => i % Number(n) === Number(k));
  }

  const compiler = { name: o.compiler, command: o.command };
  const oracle = { name: 'solc-legacy' };
  const totals = {
    tests: 0,
    compiled: 0,
    entries: 0,
    brokenMaps: 0,
    inside: 0,
    encloses: 0,
    none: 0,
    elsewhere: 0,
    noStatement: 0,
    notRevert: 0,
  };
  const print = (record, line) => (o.json ? console.log(JSON.stringify(record)) : console.log(line));
  for (const file of files) {
    const ours = await observe(file, compiler, { optimize: o.optimize, rangeOf: revertRange });
    totals.tests++;
    if (ours.result.status !== 'pass' || !ours.output) continue;
    totals.compiled++;
    const { problems, entries } = checkMaps(ours.input, ours.output);
    totals.entries += entries;
    for (const problem of problems) {
      totals.brokenMaps++;
      print({ file, kind: 'map', problem }, `MAP ${file}: ${problem}`);
    }
    if (ours.failures.size === 0) continue;

    // The oracle: solc's legacy pipeline, unoptimized, on the same test.
    let statements = [];
    const legacy = await observe(file, oracle, {
      optimize: false,
      rangeOf: ({ steps, at, text }) => ({ text, steps: steps.map((s) => at(s.pc)) }),
    });
    if (legacy.output) statements = statementsOf(legacy.output);
    for (const [line, { text, range }] of ours.failures) {
      const theirs = legacy.failures.get(line);
      // The statement: around legacy's last range that lies in one.
      let statement = null;
      for (const entry of [...(theirs?.steps ?? [])].reverse()) {
        if (!entry || entry.f < 0) continue;
        statement = statementAround(statements, entry);
        if (statement) break;
      }
      let kind;
      if (!range) kind = 'notRevert';
      else if (!statement) kind = 'noStatement';
      else if (range.f < 0) kind = 'none';
      else if (within(range, statement)) kind = 'inside';
      else if (within(statement, range)) kind = 'encloses';
      else kind = 'elsewhere';
      totals[kind]++;
      if (kind !== 'inside' && kind !== 'noStatement' && kind !== 'notRevert') {
        const shown = (r) => (r ? `${r.s}:${r.l}:${r.f}` : 'none');
        print(
          { file, line, call: text, kind, ours: range, statement },
          `${kind.toUpperCase()} ${file}:${line} ${text}: ours ${shown(range)}, the statement ${shown(statement)}`,
        );
      }
    }
  }
  const checked = totals.inside + totals.encloses + totals.none + totals.elsewhere;
  console.error(
    `${totals.compiled} of ${totals.tests} tests compiled and passed; ${totals.entries} map entries, ${totals.brokenMaps} broken; ` +
      `${checked} reverting calls: ${totals.inside} inside the statement, ${totals.encloses} enclosing it, ` +
      `${totals.none} without a source, ${totals.elsewhere} elsewhere; not compared: ${totals.noStatement} before any ` +
      `statement (ABI decoding, payable checks), ${totals.notRevert} not ended by REVERT or INVALID`,
  );
  const bad = totals.none + totals.elsewhere;
  process.exit(totals.brokenMaps > 0 || bad > o.maxBad ? 1 : 0);
}

function usage(message) {
  console.error(`source-maps.mjs: ${message}\n${USAGE}`);
  process.exit(2);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
