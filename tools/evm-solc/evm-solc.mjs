// bin/evm-solc: Solidity through this backend (docs/solidity.md). solc-js
// 0.8.37 (node_modules/solc) checks the sources and lowers each contract to
// Yul (its `ir` output, or `irOptimized` with --yul-input=irOptimized);
// bin/evm-yul
// compiles that Yul with LLVM's middle end and the backend and links the
// objects; the result is given back in solc's shapes, so that what drives
// solc can drive this:
//
//   bin/evm-solc --version
//   bin/evm-solc --standard-json [--base-path DIR] [--include-path DIR]...
//                [--allow-paths DIRS] [--no-import-callback] < in.json > out.json
//   bin/evm-solc [--bin] [--bin-runtime] [--abi] [--optimize] [--via-ir]
//                [--optimize-runs N] [--evm-version V] [--base-path DIR]
//                [--include-path DIR]... [--libraries SPEC] [-o DIR]
//                [--overwrite] FILE.sol...
//   bin/evm-solc --link --libraries SPEC... FILE.bin...
//
// Standard JSON: every input solc takes is given to solc for the Yul; the
// output keeps solc's `sources`, `errors` (ours appended, type
// `CompilerError`, component `evm-solc`) and, per contract, what
// `outputSelection` asks for of abi, metadata, userdoc, devdoc,
// storageLayout, evm.methodIdentifiers, ir, irOptimized, and
// evm.bytecode/deployedBytecode (object, linkReferences, opcodes, sourceMap,
// and for the deployed code immutableReferences) from our
// compiler, with solc's warnings for code over EIP-170's and EIP-3860's
// limits. Imports the input does not hold are read from the base, include
// and allowed paths, as solc reads them (forge relies on it). Libraries in
// `settings.libraries` are linked; the others stay solc's placeholders with
// their linkReferences. Optimizer enabled compiles at -Oz (runs below 200)
// or -Os, disabled at -O0 (docs/solidity.md, "Levels");
// `viaIR` is implied: our path is Yul.
//
// Exit status: 0 when the output was written (standard JSON: also when it
// holds errors, as solc); 1 when the command line mode could not compile;
// 2 for a bad command line.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism, totalmem } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { loadSolc } from './solc-loader.mjs';
import { disassemble } from './opcodes.mjs';
import { balance, fileReader, SolcPool, yulWeight } from './solc-pool.mjs';
import { importClosure, parseRemappings } from './solc-imports.mjs';
import { metadataTrailer } from './metadata.mjs';
import { callsByDefinition, withCallRanges } from './call-ranges.mjs';
import { callsFromSources } from './source-calls.mjs';
import { createdContracts, parseYulObjects, withRuntimeMetadata } from './yul-objects.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The commands this one runs: beside the native evm-solc that started it
// (EVM_LLVM_BINDIR, set by tools/evm-launch: an installed tree, a build),
// or the checkout's (bin/evm-solc).
const BIN = process.env.EVM_LLVM_BINDIR || join(ROOT, 'bin');
const EVM_YUL = join(BIN, 'evm-yul');
const EVM_LINK = join(BIN, 'evm-link');
// solc-js in this thread, loaded when first used (half a second): a build
// spread over the pool's workers never uses it. Its table lookup is kept in
// an array (solc-loader.mjs).
const solc = () => loadSolc().solc;

/** What we compute ourselves; everything else is solc's to give. */
const OUR_OUTPUTS = ['evm.bytecode', 'evm.deployedBytecode'];
/** What we ask solc for, besides the user's selection. */
const YUL_OUTPUTS = ['ir', 'irOptimized'];
/** EIP-170's limit on runtime code and EIP-3860's on init code, in bytes. */
const RUNTIME_SIZE_LIMIT = 0x6000;
const INIT_SIZE_LIMIT = 0xc000;

class UsageError extends Error {}

// ---------------------------------------------------------------------------
// Output selection.

/** Whether `selection` (a list of solc output names) asks for `name`. */
function selects(selection, name) {
  return (selection ?? []).some(
    (s) => s === '*' || s === name || name.startsWith(`${s}.`) || s.startsWith(`${name}.`),
  );
}

/** The selection of file:contract, solc's wildcards applied. */
function selectionFor(outputSelection, file, contract) {
  const out = [];
  for (const f of [file, '*']) {
    const byContract = outputSelection?.[f];
    if (!byContract) continue;
    for (const c of [contract, '*']) out.push(...(byContract[c] ?? []));
  }
  return out;
}

/**
 * solc's settings for the Yul: the user's, with `viaIR` on and the output
 * selection extended by the Yul, by every contract's metadata (its code
 * ends with the metadata's trailer, selected or not) and by what solc
 * gives as it is (abi, ...), but without bytecode: solc would compile it,
 * which takes long. With `yul` false, the selection asks for no Yul at all
 * (what the pool's compilations of the Yul do not give); `yulOutputs` are
 * the Yul outputs asked for (yulOutputsFor).
 */
export function solcSettings(settings, { yul = true, yulOutputs = YUL_OUTPUTS } = {}) {
  const selection = {};
  for (const [file, byContract] of Object.entries(settings.outputSelection ?? {})) {
    selection[file] = {};
    for (const [contract, names] of Object.entries(byContract)) {
      let kept = names.filter(
        (n) => n !== '*' && n !== 'evm' && !OUR_OUTPUTS.some((o) => n === o || n.startsWith(`${o}.`)),
      );
      if (names.includes('evm')) kept.push('evm.methodIdentifiers');
      if (names.includes('*'))
        kept.push('abi', 'metadata', 'userdoc', 'devdoc', 'storageLayout', 'evm.methodIdentifiers');
      if (!yul) kept = kept.filter((n) => !YUL_OUTPUTS.includes(n));
      else if (contract !== '') kept.push(...yulOutputs);
      selection[file][contract] = [...new Set(kept)];
    }
  }
  const extra = ['metadata', ...(yul ? yulOutputs : [])];
  selection['*'] = { ...(selection['*'] ?? {}), '*': [...new Set([...(selection['*']?.['*'] ?? []), ...extra])] };
  return { ...settings, viaIR: true, outputSelection: selection };
}

/**
 * Adds the Yul outputs `yulOutputs` of every contract of `files` to the
 * output selection of `settings` (solcSettings'), in place.
 */
function withYulOf(settings, files, yulOutputs) {
  const selection = settings.outputSelection;
  for (const file of files) {
    const byContract = (selection[file] = { ...(selection[file] ?? {}) });
    byContract['*'] = [...new Set([...(byContract['*'] ?? []), ...yulOutputs])];
  }
}

/** How many warnings solc reports before its note that it ignores the rest. */
const WARNING_CAP = 256;
const WARNING_CAP_CODE = '4591';
const warningCapNote = () => ({
  component: 'general',
  errorCode: WARNING_CAP_CODE,
  formattedMessage: `Warning: There are more than ${WARNING_CAP} warnings. Ignoring the rest.\n\n`,
  message: `There are more than ${WARNING_CAP} warnings. Ignoring the rest.`,
  severity: 'warning',
  type: 'Warning',
});

/**
 * Threads when -j is not given: one per core, but no more than one per GiB
 * of memory, since each solc-js instance holds every source of the build
 * and the whole build's Yul takes about 1 GiB in one instance
 * (docs/performance.md, "Build time").
 */
const defaultThreads = () => Math.max(1, Math.min(availableParallelism(), Math.floor(totalmem() / 2 ** 30)));

/** Whether a file's selection ({contract: names}) asks a contract for one of `outputs`. */
const asksContracts = (byContract, outputs) =>
  Object.entries(byContract ?? {}).some(([contract, names]) => contract !== '' && outputs.some((o) => selects(names, o)));

/** Whether `outputSelection` asks for code or Yul of a contract of source unit `file`. */
function wantsYul(outputSelection, file) {
  return [file, '*'].some((f) => asksContracts(outputSelection?.[f], [...OUR_OUTPUTS, ...YUL_OUTPUTS]));
}

/** Declares an immutable (Solidity source `text`, comments aside). */
const declaresImmutable = (text) => /\bimmutable\b/.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''));

/**
 * `units` split into those whose Yul may come from a compilation of only
 * the sources they import (`prunable`) and the others (`whole`). A unit is
 * prunable when `allowed`, its imports are all in `sources`, and none of
 * them declares an immutable: the Yul names an immutable by the AST id of
 * its declaration, and those ids, which solc numbers over the sources it
 * is given, are what immutableReferences gives the user (the ids of the
 * whole build's AST).
 */
export function splitForPruning(sources, units, remappings, allowed) {
  const prunable = [];
  const whole = [];
  const immutables = new Map();
  const hasImmutable = (file) => {
    if (!immutables.has(file)) immutables.set(file, declaresImmutable(sources[file].content));
    return immutables.get(file);
  };
  for (const file of units) {
    const needed = allowed ? importClosure(sources, [file], remappings) : null;
    (needed && ![...needed].some(hasImmutable) ? prunable : whole).push(file);
  }
  return { prunable, whole };
}

/**
 * The source units `prunable` and `whole` of `sources` in about `count`
 * groups of about equal weight (yulWeight), heaviest first, each
 * `{files, pruned}`: each kind gets groups in proportion to its weight, at
 * least one if it has units.
 */
export function groupsOf(sources, prunable, whole, count) {
  const weighed = (files) => files.map((file) => ({ file, weight: yulWeight(sources[file].content) }));
  const kinds = [
    { items: weighed(prunable), pruned: true },
    { items: weighed(whole), pruned: false },
  ].filter((k) => k.items.length > 0);
  const total = kinds.reduce((sum, k) => sum + k.items.reduce((w, i) => w + i.weight, 0), 0);
  const groups = [];
  for (const kind of kinds) {
    const weight = kind.items.reduce((w, i) => w + i.weight, 0);
    const share = kinds.length === 1 ? count : Math.max(1, Math.round((count * weight) / total));
    for (const g of balance(kind.items, share))
      groups.push({ files: g.items.map((i) => i.file), pruned: kind.pruned, weight: g.weight });
  }
  return groups.sort((a, b) => b.weight - a.weight);
}

/** Whether `outputSelection` asks any contract for one of `outputs`. */
function asksFor(outputSelection, outputs) {
  return Object.values(outputSelection ?? {}).some((byContract) => asksContracts(byContract, outputs));
}

/** Whether `outputSelection` asks for the Yul (ir, irOptimized) of any contract. */
const asksForYul = (outputSelection) => asksFor(outputSelection, YUL_OUTPUTS);

/**
 * Which of solc's Yul outputs is compiled: `ir`, solc's Yul as its code
 * generator writes it, which LLVM optimises (the default: docs/solidity.md,
 * "Which Yul", has the figures); `irOptimized` when asked for
 * (--yul-input=irOptimized), except when solc's Yul optimiser is off with
 * the optimizer on (`details.yul: false`, as forge's `optimizer_details`
 * sets it): then `irOptimized` is `ir` parsed and printed again, which
 * took solc-js 2.4 times as long as `ir` alone on the Foundry example, for
 * the same bytecode. With the optimizer off, solc still runs its cleanup
 * steps, so `irOptimized` stays.
 */
function yulToCompile(settings, yulInput) {
  const optimizer = settings.optimizer;
  return yulInput === 'ir' || (optimizer?.enabled === true && optimizer.details?.yul === false) ? 'ir' : 'irOptimized';
}

/** The Yul outputs to ask solc for: the one compiled, and those the user selected. */
const yulOutputsFor = (settings, compiled) => [
  compiled,
  ...YUL_OUTPUTS.filter((key) => key !== compiled && asksFor(settings.outputSelection, [key])),
];

/**
 * The steps of solc's Yul optimiser for the Yul we compile: solc 0.8.37's
 * default sequence (libsolidity/interface/OptimiserSettings.h) without its
 * FunctionSpecializer (`F`), which copies every function called with a
 * literal argument for that call, whether anything folds in the copy or
 * not. LLVM's middle end then finds the calls that do fold by evaluating
 * them (EVMEvaluateCalls) and merges no copies it did not make. Measured
 * on solady's CI sample at 200 runs: runtime code 1.062x solc's -> 0.997x,
 * the tests' gas 0.826x -> 0.810x, solc-js's part of a build 22% shorter;
 * on the contract scenarios, size 0.988x -> 0.974x for gas 0.975x ->
 * 0.976x (docs/solidity.md, "Which Yul").
 */
export const YUL_OPTIMIZER_STEPS =
  'dfDvulfnTUtnIf xa[r]EscLM Vcul [j] Trpeul xa[r]cL viufM CTUca[r]LSsTOtfDnca[r]Iulc ' +
  'scCTUt viufM x[scCTUt] TOntnfDIul viufM jmul[jul] VcTOcul jmul:fDnTOcmuO';

/**
 * `settings` for a compilation that gives only Yul: with
 * YUL_OPTIMIZER_STEPS when solc's Yul optimiser runs with its default
 * steps. A user's own steps, or `details.yul` off, are kept. Only the Yul
 * changes: the metadata (which records the settings) comes from a
 * compilation with the user's settings.
 */
function withOurYulSteps(settings) {
  const optimizer = settings.optimizer;
  if (optimizer?.enabled !== true || optimizer.details?.yul === false || optimizer.details?.yulDetails?.optimizerSteps !== undefined)
    return settings;
  const details = optimizer.details ?? {};
  return {
    ...settings,
    optimizer: { ...optimizer, details: { ...details, yulDetails: { ...(details.yulDetails ?? {}), optimizerSteps: YUL_OPTIMIZER_STEPS } } },
  };
}

/**
 * `output` (solc's, of the compilation that gives what the user selected)
 * with the Yul of `parts` (solc's outputs of compilations that give only
 * Yul) and their diagnostics: each compilation reports the analysis's
 * warnings, and solc gives at most 256 warnings, then its note that it
 * ignores the rest, so the merged output has each once and as many.
 */
function mergeYul(output, parts) {
  output.errors ??= [];
  const seen = new Set(output.errors.map((e) => e.formattedMessage ?? e.message));
  const isCapNote = (e) => e.errorCode === WARNING_CAP_CODE;
  let warnings = output.errors.filter((e) => e.severity === 'warning' && !isCapNote(e)).length;
  let capped = output.errors.some(isCapNote);
  for (const part of parts) {
    for (const error of part.errors ?? []) {
      const key = error.formattedMessage ?? error.message;
      if (seen.has(key) || isCapNote(error)) continue;
      if (error.severity === 'warning') {
        if (capped) continue;
        if (warnings === WARNING_CAP) {
          output.errors.push(warningCapNote());
          capped = true;
          continue;
        }
        warnings++;
      }
      seen.add(key);
      output.errors.push(error);
    }
    for (const [file, contracts] of Object.entries(part.contracts ?? {}))
      for (const [name, contract] of Object.entries(contracts)) {
        const merged = (((output.contracts ??= {})[file] ??= {})[name] ??= {});
        for (const key of YUL_OUTPUTS) if (contract[key] !== undefined) merged[key] = contract[key];
      }
  }
  return output;
}

/**
 * solc's output for `input`, with the Yul of every contract whose code or
 * Yul is selected. When several source units have such contracts and
 * several threads may be used, the work is spread over a pool of solc-js
 * instances (solc-pool.mjs): one compilation gives what the user selected
 * besides code (and, from `ir`, the Yul of the units given every source),
 * the others the Yul of a group of source units each; their outputs are
 * merged. Otherwise it is one compilation in this thread, or
 * two when our Yul steps apply (the metadata must be the user's settings'):
 * one that gives what the user selected, one that gives the Yul.
 *
 * A group's compilation is given only the sources its units import,
 * directly or not, where that gives the same output: solc parses and
 * analyses every source it is given (9 s for solady's suite in solc-js),
 * and a test file imports a tenth of it. solc numbers the AST nodes of the
 * sources it is given, and the Yul names functions and immutables by those
 * numbers: the code compiled from such Yul is the same, but the user's Yul
 * (ir, irOptimized) and immutableReferences (keyed by the immutables' ids)
 * must be the whole build's. So when the Yul is asked for, and for units
 * that reach an immutable, the groups get every source
 * (splitForPruning; test/solidity/evm-solc-jobs.test).
 */
async function solcOutput(input, { jobs, importPaths, yulOutputs }) {
  const settings = input.settings ?? {};
  const threads = jobs ?? defaultThreads();
  const units = Object.keys(input.sources ?? {}).filter((file) => wantsYul(settings.outputSelection, file));
  // The settings of a compilation that gives Yul only: our optimiser steps
  // when solc's optimised Yul is what we compile (yulOutputs' first); else
  // the user's, with which solc gives its unoptimised Yul without running
  // its optimiser (solady's CI sample, the `ir` of every contract: 5.6-5.8 s
  // of solc-js with the optimizer on, 5.9-6.2 s with it off), and the
  // optimised Yul a user selects is solc's own.
  const yulOnly = yulOutputs[0] === 'irOptimized' ? withOurYulSteps : (s) => s;
  // One compilation gives everything, unless those settings would show in
  // the metadata (which every contract's code ends with: metadata.mjs):
  // then the Yul comes from compilations of its own, and the other
  // compilation, which gives the metadata and what else is selected, only
  // analyses the sources.
  const separateYul = units.length > 0 && yulOnly(settings) !== settings;
  // The Yul of `files` alone.
  const yulSettings = (files) =>
    yulOnly({
      ...settings,
      viaIR: true,
      outputSelection: Object.fromEntries(files.map((f) => [f, { '*': yulOutputs }])),
    });
  if (threads <= 1 || units.length <= 1) {
    // In this thread: starting the pool's workers (a solc-js instance
    // each) would cost more than it saves.
    const compile = (ours) => {
      const solcInput = JSON.stringify({ ...input, settings: ours });
      return JSON.parse(importPaths ? solc().compile(solcInput, { import: fileReader(importPaths) }) : solc().compile(solcInput));
    };
    if (!separateYul) return compile(solcSettings(settings, { yulOutputs }));
    const output = compile(solcSettings(settings, { yul: false }));
    if ((output.errors ?? []).some((e) => e.severity === 'error')) return output;
    // The units, and the sources the import callback read that a
    // wildcard selects.
    const files = Object.keys(output.sources ?? {}).filter((file) => wantsYul(settings.outputSelection, file));
    return mergeYul(output, [compile(yulSettings(files))]);
  }
  const pool = new SolcPool(Math.max(1, threads), importPaths);
  const remappings = parseRemappings(settings.remappings);
  try {
    // `pruned`: the compilation gets only the sources `files` import.
    const yulOf = (files, pruned = false) => {
      const needed = pruned ? importClosure(input.sources, files, remappings) : null;
      const sources = needed ? Object.fromEntries(Object.entries(input.sources).filter(([f]) => needed.has(f))) : input.sources;
      return pool.compile({ ...input, sources, settings: yulSettings(files) });
    };
    const { prunable, whole } = splitForPruning(input.sources, units, remappings, !asksForYul(settings.outputSelection));
    // When the Yul's settings are the user's (`ir`), the group given every
    // source gives its Yul from the compilation of the other outputs, so
    // that solc analyses the sources once for both, and the other units
    // make one group per remaining thread: solc's part is then its
    // analysis and code generation, and each group more parses and
    // analyses its imports again. Solady's CI sample from `ir`, three runs
    // each on 2 threads: 10.0-10.4 s for the build, against 11.0-11.3 s
    // with the six groups of before and 11.1-13.2 s with the whole group
    // apart too. With solc's optimiser (`irOptimized`), whose time is
    // most of the groups', they are 3 per thread, for balance.
    const joinable = !separateYul;
    const groups = groupsOf(input.sources, prunable, whole, threads <= 1 ? 1 : joinable ? threads - 1 : 3 * threads);
    const joined = joinable ? groups.findIndex((g) => !g.pruned) : -1;
    const outputSettings = solcSettings(settings, { yul: false });
    if (joined >= 0) withYulOf(outputSettings, groups[joined].files, yulOutputs);
    const outputPromise = pool.compile({ ...input, settings: outputSettings });
    const parts = groups.filter((_, i) => i !== joined).map(({ files, pruned }) => yulOf(files, pruned));
    let output;
    let results;
    try {
      output = await outputPromise;
      // Sources the import callback read (not in the input) that a
      // wildcard selects.
      const imported = Object.keys(output.sources ?? {}).filter(
        (file) => !(file in (input.sources ?? {})) && wantsYul(settings.outputSelection, file),
      );
      if (imported.length > 0) parts.push(yulOf(imported));
      results = await Promise.all(parts);
    } catch (error) {
      // A worker that died (out of memory, say): the build fails loudly.
      return { errors: [ourError(`solc-js failed: ${error.message}`)] };
    }
    return mergeYul(output, results);
  } finally {
    pool.close();
  }
}

// ---------------------------------------------------------------------------
// Libraries and link references. The linking itself is the native link
// step's (Driver/EVMObjectLinker, through bin/evm-yul and bin/evm-link):
// here are only solc's shapes of its input and output.

/** settings.libraries ({file: {L: address}}) as `file:L=address` items. */
function librarySpecs(libraries) {
  const specs = [];
  for (const [file, libs] of Object.entries(libraries ?? {}))
    for (const [name, address] of Object.entries(libs)) specs.push(`${file}:${name}=${address}`);
  return specs;
}

/** `file:L` as solc's linkReferences key pair. */
function splitName(name) {
  const colon = name.lastIndexOf(':');
  return colon < 0 ? ['', name] : [name.slice(0, colon), name.slice(colon + 1)];
}

/**
 * The link step's library sites ({"file:L": [{start, length}]}) as solc's
 * linkReferences ({file: {L: [{start, length}]}}).
 */
function solcLinkReferences(sites) {
  const refs = {};
  for (const [name, places] of Object.entries(sites ?? {})) {
    const [file, lib] = splitName(name);
    // In solc's key order.
    ((refs[file] ??= {})[lib] ??= []).push(...places.map(({ start, length }) => ({ start, length })));
  }
  return refs;
}

// ---------------------------------------------------------------------------
// Compiling one contract's Yul.

/** Runs a command with `input` on stdin; resolves to {status, stdout, stderr}. */
function run(command, args, input) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (error) => resolvePromise({ status: 127, stdout, stderr: error.message }));
    child.on('close', (status) => resolvePromise({ status, stdout, stderr }));
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/**
 * Compiles the contracts' Yul (`programs`: [{name, yul, objects}]) in one
 * run of bin/evm-yul --batch: one process, objects on a thread pool, each
 * object the contracts share compiled once, and each sub-object that
 * `objects` names ({object name: program name}) the code of that program
 * (programsFor). A program over EIP-170's or EIP-3860's limit is compiled
 * again at `sizeFallback` (its own objects; the contracts it creates keep
 * their code), which is kept where it is within the limits. Resolves to
 * one result per program, {bytecode, sourceMap, deployed (the link step's
 * JSON of the runtime object, with its sourceMap, or null for Yul without
 * one), warnings, sizeFallback (what was tried: {level, runtime: [first,
 * again], init: [first, again], kept, error}, or {level, runtime: [first],
 * init: [first], kept: false, outOfReach: true} where the code was too far
 * over a limit to try)} or {error}; or to {error}
 * for the whole run. `sourceIds` ({name: id}) renumbers the sources of
 * the Yul's `@src` comments: each group's compilation numbers the sources
 * it was given, the output numbers them all.
 */
async function compileYulPrograms(programs, { level, runs, libraries, evmVersion, jobs, sourceIds, sizeFallback }) {
  const request = {
    contracts: programs.map(({ name, yul, objects }) => (objects ? { name, yul, objects } : { name, yul })),
    level,
    runs,
    libraries: librarySpecs(libraries),
    sourceIds,
  };
  if (evmVersion) request.cpu = evmVersion;
  if (sizeFallback) request.sizeFallback = sizeFallback;
  const args = ['--batch'];
  if (jobs) args.push('-j', String(jobs));
  const result = await run(EVM_YUL, args, JSON.stringify(request));
  if (result.status !== 0) return { error: result.stderr.trim() || `bin/evm-yul failed (exit status ${result.status})` };
  let answer;
  try {
    answer = JSON.parse(result.stdout);
  } catch (error) {
    return { error: `bin/evm-yul --batch: its answer is not JSON: ${error.message}` };
  }
  return {
    results: answer.contracts.map((c) =>
      c.error !== undefined
        ? { error: c.error.trim(), notes: (c.notes ?? '').trim(), memoryFrame: c.memoryFrame === true }
        : {
            bytecode: c.bytecode,
            linkReferences: c.linkReferences ?? {},
            sourceMap: c.sourceMap ?? '',
            deployed: c.deployed ?? null,
            warnings: (c.warnings ?? '').trim(),
            notes: (c.notes ?? '').trim(),
            sizeFallback: c.sizeFallback ?? null,
          },
    ),
  };
}

/**
 * The batch's programs for `jobs` ([{file, name, yul}], the contracts
 * whose code is asked for), in their order, then the contracts they
 * create that are not among them: each created contract is compiled once,
 * as a program of its own, and what creates it embeds that program's code
 * (its sub-object is a stand-in, `objects`). So the code `new D` deploys
 * is D's artifact, whatever compilation each Yul came from and whatever
 * happens to D's code alone (the size fallback). A created contract that
 * no job is gets its own Yul when solc gave it (`yulOf`, a Map of
 * "file:name" to Yul, every contract of the output), else the object the
 * first program that embeds it has. `yulOf` also says which contracts
 * exist, for Yul whose comments lack snippets (yul-objects.mjs). Each
 * program's runtime object ends with its contract's trailer in `trailers`
 * ("file:name" to hex, metadata.mjs; null where solc's is kept).
 */
export function programsFor(jobs, yulOf, trailers = new Map()) {
  const programs = jobs.map(({ file, name, yul }) => ({ name: `${file}:${name}`, yul }));
  const byName = new Map(programs.map((p) => [p.name, p]));
  const definesContract = (file, name) => yulOf.has(`${file}:${name}`);
  for (let k = 0; k < programs.length; k++) {
    const program = programs[k];
    // Its code ends with the trailer of the metadata the output gives,
    // whatever compilation gave the Yul (solc's own in its `.metadata`
    // data is that compilation's). The Yul as solc gave it is parsed once,
    // for the trailer and for the contracts it creates: those lie outside
    // the runtime object's own text, where the trailer goes, so their text
    // is the same before and after.
    const given = program.yul;
    const top = parseYulObjects(given);
    const trailer = trailers.get(program.name);
    if (typeof trailer === 'string') program.yul = withRuntimeMetadata(given, trailer, top);
    const objects = {};
    for (const { object, file, name } of createdContracts(top, definesContract)) {
      const target = `${file}:${name}`;
      if (target === program.name) continue;
      objects[object.name] = target;
      if (!byName.has(target)) {
        const yul = yulOf.get(target) || given.slice(object.start, object.end);
        const created = { name: target, yul, created: true };
        programs.push(created);
        byName.set(target, created);
      }
    }
    if (Object.keys(objects).length > 0) program.objects = objects;
  }
  return programs;
}

/**
 * Our warning for a contract that was over EIP-170's or EIP-3860's limit
 * at `level` and was compiled again at the fallback level (`trial`, the
 * batch's sizeFallback): which code was kept, and why; `createsOthers`
 * when it creates contracts, which kept their code.
 */
function sizeFallbackWarning(file, name, level, trial, createsOthers) {
  const [runtime, runtimeAgain] = trial.runtime;
  const [init, initAgain] = trial.init;
  const over = (r, i) =>
    [
      r > RUNTIME_SIZE_LIMIT ? `its runtime code is ${r} bytes, over EIP-170's limit of ${RUNTIME_SIZE_LIMIT}` : null,
      i > INIT_SIZE_LIMIT ? `its init code is ${i} bytes, over EIP-3860's limit of ${INIT_SIZE_LIMIT}` : null,
    ]
      .filter(Boolean)
      .join(' and ');
  const first = `at ${level} ${over(runtime, init)}`;
  let message;
  if (trial.outOfReach)
    message =
      `${first}, by more than half, and ${trial.level} code is at most about a quarter smaller than ${level} code, ` +
      `so it is not compiled again at ${trial.level} and the ${level} code is kept`;
  else if (trial.error !== undefined)
    message = `${first}; it does not compile at ${trial.level} (${trial.error.trim().split('\n')[0]}), so the ${level} code is kept`;
  else if (trial.kept)
    message =
      `compiled at ${trial.level}: ${first}; at ${trial.level} its runtime code is ${runtimeAgain} bytes and its init code ` +
      `${initAgain}, within the limits, so the ${trial.level} code is kept` +
      (createsOthers ? ' (the contracts it creates keep their own code)' : '');
  else message = `${first}; at ${trial.level} ${over(runtimeAgain, initAgain)} still, so the ${level} code is kept`;
  return ourError(`${file}:${name}: ${message}`, 'warning');
}

/** The forks the backend generates code for (-mcpu); an older one is refused. */
const FORKS = new Set(['cancun', 'prague', 'osaka']);

/**
 * solc's `evm.bytecode` or `evm.deployedBytecode` object for hex `code`
 * whose libraries still to be linked are at `sites` (the link step's
 * {"file:L": [{start, length}]}): `object` and `linkReferences` always,
 * and what `selection` asks for of `opcodes` (solc's disassembly),
 * `sourceMap` (solc's, which the backend writes from the Yul's `@src`
 * ranges: docs/solidity.md, "Source maps"), `functionDebugData` and
 * `generatedSources` (empty: there is no generated Yul source for them to
 * name; the code of solc's utility functions maps to the contract, or to
 * the statement it was inlined into).
 */
export function codeObject(code, sites, selection, key, sourceMap = '') {
  const object = { object: code, linkReferences: solcLinkReferences(sites) };
  const wants = (field) => selects(selection, `${key}.${field}`);
  if (wants('opcodes')) object.opcodes = disassemble(code);
  if (wants('sourceMap')) object.sourceMap = sourceMap;
  if (wants('functionDebugData')) object.functionDebugData = {};
  if (wants('generatedSources')) object.generatedSources = [];
  return object;
}

/**
 * Where the AST of a source unit (when solc gave it) defines contract
 * `name`: solc's sourceLocation, and `file:line:column` when the source
 * text is at hand (the AST's offsets count bytes).
 */
function contractLocation(file, name, ast, content) {
  const node = ast?.nodes?.find((n) => n.nodeType === 'ContractDefinition' && n.name === name);
  if (!node?.src) return { where: file };
  const [start, length] = node.src.split(':').map(Number);
  let where = file;
  if (typeof content === 'string') {
    const before = Buffer.from(content).subarray(0, start).toString();
    const lines = before.split('\n');
    where = `${file}:${lines.length}:${lines[lines.length - 1].length + 1}:`;
  }
  return { sourceLocation: { file, start, end: start + length }, where };
}

/**
 * solc's warnings for code that a chain would refuse to deploy: runtime
 * code over EIP-170's limit (5574), init code over EIP-3860's (3860), with
 * solc's words, so that tools which filter them by code (forge's
 * `ignored_error_codes`) treat ours as solc's.
 */
export function sizeWarnings(file, name, initHex, runtimeHex, ast, content) {
  const advice =
    'This contract may not be deployable on Mainnet. Consider enabling the optimizer (with a low "runs" value!), ' +
    'turning off revert strings, or using libraries.';
  const checks = [
    [runtimeHex, RUNTIME_SIZE_LIMIT, '5574', 'Contract code size', 'Spurious Dragon'],
    [initHex, INIT_SIZE_LIMIT, '3860', 'Contract initcode size', 'Shanghai'],
  ];
  const warnings = [];
  for (const [hexCode, limit, errorCode, what, fork] of checks) {
    const size = hexCode.length / 2;
    if (size <= limit) continue;
    const message = `${what} is ${size} bytes and exceeds ${limit} bytes (a limit introduced in ${fork}). ${advice}`;
    const { sourceLocation, where } = contractLocation(file, name, ast, content);
    warnings.push({
      component: 'general',
      errorCode,
      formattedMessage: `Warning: ${message}\n --> ${where}\n\n`,
      message,
      severity: 'warning',
      ...(sourceLocation ? { sourceLocation } : {}),
      type: 'Warning',
    });
  }
  return warnings;
}

const OUR_TYPES = { error: 'CompilerError', warning: 'Warning', info: 'Info' };
const ourError = (message, severity = 'error') => ({
  component: 'evm-solc',
  errorCode: null,
  formattedMessage: `${OUR_TYPES[severity]}: ${message}\n`,
  message,
  severity,
  type: OUR_TYPES[severity],
});

/**
 * Standard JSON in, standard JSON out.
 * @param {object} input - solc's standard JSON input
 * @param {{yulInput?: 'ir'|'irOptimized', jobs?: number,
 *          importPaths?: {basePath, includePaths, allowPaths}}} options
 *   (jobs: solc-js instances and objects compiled at a time, default one
 *   per core; importPaths: where imports the input does not hold are read,
 *   fileReader's options; without, none is read)
 */
export async function compileStandardJson(input, { yulInput = 'ir', level: forcedLevel, jobs, importPaths } = {}) {
  if (input.language !== undefined && input.language !== 'Solidity')
    return { errors: [ourError(`bin/evm-solc compiles Solidity; for Yul use bin/evm-yul (language "${input.language}")`)] };
  const settings = input.settings ?? {};
  const evmVersion = settings.evmVersion;
  if (evmVersion !== undefined && !FORKS.has(evmVersion))
    return {
      errors: [ourError(`evmVersion "${evmVersion}" is not supported: the backend generates code for cancun, prague or osaka`)],
    };
  const yulKey = yulToCompile(settings, yulInput);
  const output = await solcOutput(input, { jobs, importPaths, yulOutputs: yulOutputsFor(settings, yulKey) });
  output.errors ??= [];
  if (output.errors.some((e) => e.severity === 'error')) {
    delete output.contracts;
    return output;
  }
  // solc's `runs` weighs deployed bytes against run-time gas: below its
  // default, 200, the fewest bytes (-Oz); from it on, -Os, which on solady's
  // tests at 1,000 runs gave less gas than -O2 in less code. Without
  // `enabled`, the optimizer is off, as in solc (forge sends `{}` for
  // `optimizer = false`, and for `forge coverage`).
  // docs/solidity.md, "Levels", has the measurements.
  const runs = settings.optimizer?.runs ?? 200;
  const level = forcedLevel ?? (settings.optimizer?.enabled !== true ? '-O0' : runs < 200 ? '-Oz' : '-Os');
  // The contracts with code, compiled in one run; the rest get their
  // outputs here.
  const jobsToCompile = [];
  // Every contract's Yul that solc gave, selected or not: a contract that
  // a selected one creates is compiled from its own.
  const yulOf = new Map();
  // Every contract's metadata trailer (metadata.mjs), where it has one.
  const trailers = new Map();
  // The ranges of the calls that are statements, which solc's unoptimised
  // Yul lacks: from the ASTs of the sources the user asked them of (Hardhat
  // does, forge with --ast or --build-info), else from the sources' text,
  // read as solc read the imports the input does not hold (call-ranges.mjs,
  // source-calls.mjs; the two agree).
  const calls = yulKey === 'ir' ? callLookup(input, output, importPaths) : null;
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      const selection = selectionFor(input.settings?.outputSelection, file, name);
      const wantsCode = OUR_OUTPUTS.some((o) => selects(selection, o));
      const yul = withCallRanges(contract[yulKey] ?? '', calls);
      yulOf.set(`${file}:${name}`, yul);
      if (typeof contract.metadata === 'string') trailers.set(`${file}:${name}`, metadataTrailer(contract.metadata, settings.metadata));
      // What solc gave only because we asked stays out, and so do the
      // contracts nothing is selected of (solc lists only those).
      for (const key of [...YUL_OUTPUTS, 'metadata']) if (!selects(selection, key)) delete contract[key];
      if (selection.length === 0) delete contracts[name];
      if (!wantsCode) continue;
      const evm = (contract.evm ??= {});
      if (yul.trim() === '') {
        // Interfaces and abstract contracts: no code, as solc gives them.
        if (selects(selection, 'evm.bytecode')) evm.bytecode = codeObject('', {}, selection, 'evm.bytecode');
        if (selects(selection, 'evm.deployedBytecode'))
          evm.deployedBytecode = { ...codeObject('', {}, selection, 'evm.deployedBytecode'), immutableReferences: {} };
        continue;
      }
      jobsToCompile.push({ file, name, selection, yul, evm });
    }
  }
  if (jobsToCompile.length > 0) {
    // `runs` stays the backend's default (200): its trades price every
    // instruction as run on every call, which at solc's runs of 1000 made
    // the contracts' code 22% larger for a few gas (docs/solidity.md,
    // "Levels").
    //
    // EIP-170 and EIP-3860 are hard limits: a chain refuses to deploy a
    // contract over them. A contract over them at an optimising level
    // other than -Oz is compiled again at -Oz, and the -Oz code is kept
    // where it is within them (docs/solidity.md, "Levels"). Without the
    // optimizer (-O0) the code is left as it is, as solc leaves it.
    const options = {
      level,
      sizeFallback: level === '-O0' || level === '-Oz' ? undefined : '-Oz',
      libraries: settings.libraries,
      evmVersion,
      jobs,
      sourceIds: Object.fromEntries(Object.entries(output.sources ?? {}).map(([name, { id }]) => [name, id])),
    };
    for (const [file, contracts] of Object.entries(output.contracts ?? {}))
      if (Object.keys(contracts).length === 0) delete output.contracts[file];
    const programs = programsFor(jobsToCompile, yulOf, trailers);
    const compiled = await compileYulPrograms(programs, options);
    if (compiled.error === undefined && yulKey === 'irOptimized') {
      const again = await fromUnoptimisedYul(input, importPaths, programs, compiled.results, jobsToCompile, yulOf, trailers, options);
      for (const [i, program] of programs.entries()) if (again.has(program.name)) compiled.results[i] = again.get(program.name);
    }
    if (compiled.error !== undefined) {
      output.errors.push(ourError(compiled.error));
    } else {
      // How a contract was compiled where that is not as asked: solc's
      // "info", which no build turns into an error.
      const note = (name, result) => {
        if (result.notes) output.errors.push(ourError(`${name}: ${result.notes}`, 'info'));
      };
      // A created contract the output has no place for: its diagnostics
      // under its name (what creates it fails with a line naming it).
      for (const [i, program] of programs.entries()) {
        if (!program.created) continue;
        const result = compiled.results[i];
        note(program.name, result);
        if (result.error !== undefined) output.errors.push(ourError(`${program.name}: ${result.error}`));
        else if (result.warnings) output.errors.push(ourError(`${program.name}: ${result.warnings}`, 'warning'));
        if (result.sizeFallback)
          output.errors.push(sizeFallbackWarning(...splitName(program.name), level, result.sizeFallback, program.objects !== undefined));
      }
      for (const [i, { file, name, selection, evm }] of jobsToCompile.entries()) {
        const result = compiled.results[i];
        note(`${file}:${name}`, result);
        if (result.error !== undefined) {
          output.errors.push(ourError(`${file}:${name}: ${result.error}`));
          continue;
        }
        if (result.warnings) output.errors.push(ourError(`${file}:${name}: ${result.warnings}`, 'warning'));
        if (result.sizeFallback)
          output.errors.push(sizeFallbackWarning(file, name, level, result.sizeFallback, programs[i].objects !== undefined));
        const runtime = result.deployed?.object ?? '';
        output.errors.push(...sizeWarnings(file, name, result.bytecode, runtime, output.sources?.[file]?.ast, input.sources?.[file]?.content));
        if (selects(selection, 'evm.bytecode'))
          evm.bytecode = codeObject(result.bytecode, result.linkReferences, selection, 'evm.bytecode', result.sourceMap);
        if (selects(selection, 'evm.deployedBytecode'))
          evm.deployedBytecode = {
            ...codeObject(
              runtime,
              result.deployed?.linkReferences,
              selection,
              'evm.deployedBytecode',
              result.deployed?.sourceMap,
            ),
            // Keyed by the name setimmutable gives: solc's AST id.
            immutableReferences: result.deployed?.immutableReferences ?? {},
          };
      }
    }
  }
  if (output.errors.length === 0) delete output.errors;
  return inSolcOrder(output);
}

/**
 * The contracts that have no memoryguard (memory-unsafe assembly) and
 * whose code from solc's optimised Yul needs a frame in memory at both
 * ends (evm-yul's `memoryFrame`: with the middle end and without), compiled
 * from solc's unoptimised Yul (`ir`), which solc gives from a compilation
 * of its own: solc's optimiser inlines its helpers into the external
 * functions' code, which then keeps more values than DUP16 reaches, where
 * the unoptimised Yul's helpers stay functions with a few values each, and
 * LLVM's inlining, priced by the backend, leaves what does not fit. Among
 * hardhat-exposed's wrappers of OpenZeppelin (`$ERC1155`, the Governor
 * mocks) 21 were such before EVMInlineSoleCalls, none since
 * (docs/solidity.md, "Memory-unsafe contracts"). The contracts that
 * failed are compiled again, each with the contracts it creates, which
 * keep their code (programsFor): a Map of program name to result, with
 * a note saying which Yul it was compiled from.
 */
async function fromUnoptimisedYul(input, importPaths, programs, results, jobs, yulOf, trailers, options) {
  const again = new Map();
  const unsafe = programs.filter((_, i) => results[i].memoryFrame).map(({ name }) => name);
  if (unsafe.length === 0) return again;
  const selection = {};
  for (const name of unsafe) {
    const [file, contract] = splitName(name);
    (selection[file] ??= {})[contract] = ['ir'];
  }
  const solcInput = JSON.stringify({
    ...input,
    settings: { ...(input.settings ?? {}), viaIR: true, outputSelection: selection },
  });
  const output = JSON.parse(importPaths ? solc().compile(solcInput, { import: fileReader(importPaths) }) : solc().compile(solcInput));
  if ((output.errors ?? []).some((e) => e.severity === 'error')) return again;
  const yulAgain = new Map(yulOf);
  // With the calls' ranges, as the default compiles `ir` (call-ranges.mjs).
  const calls = callLookup(input, output, importPaths);
  for (const name of unsafe) {
    const [file, contract] = splitName(name);
    const ir = output.contracts?.[file]?.[contract]?.ir;
    if (ir) yulAgain.set(name, withCallRanges(ir, calls));
  }
  // The contracts that did not compile: those, and what embeds them.
  const failed = jobs
    .filter((_, i) => results[i].error !== undefined)
    .map((job) => ({ ...job, yul: yulAgain.get(`${job.file}:${job.name}`) }));
  const programsAgain = programsFor(failed, yulAgain, trailers);
  const compiled = await compileYulPrograms(programsAgain, options);
  if (compiled.error !== undefined) return again;
  for (const [i, { name }] of programsAgain.entries()) {
    const result = compiled.results[i];
    const fromIr = yulAgain.get(name) !== yulOf.get(name);
    if (fromIr && result.error !== undefined)
      result.error = `from solc's optimised Yul (irOptimized) and from its unoptimised Yul (ir) alike: ${result.error}`;
    else if (fromIr)
      result.notes = [
        `compiled from solc's unoptimised Yul (ir): the contract has no memoryguard (its assembly is not memory-safe), ` +
          `and the code from its optimised Yul (irOptimized) needs memory for a frame`,
        result.notes,
      ]
        .filter(Boolean)
        .join('\n');
    again.set(name, result);
  }
  return again;
}

/**
 * The calls of each Solidity function for withCallRanges: those the
 * output's ASTs have, and for the sources without one those of their text.
 */
function callLookup(input, output, importPaths) {
  const fromText = callsFromSources(input.sources, importPaths ? fileReader(importPaths) : undefined);
  const fromAst = callsByDefinition(output.sources);
  if (!fromAst) return fromText;
  return { has: (key) => fromAst.has(key) || fromText.has(key), get: (key) => fromAst.get(key) ?? fromText.get(key) };
}

/** Compares strings by their UTF-8 bytes, as solc orders its JSON keys. */
const byBytes = (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * `output` with the keys solc orders (its own, `sources` and `contracts`,
 * each source's contracts) in solc's order, whatever order the pool's
 * compilations were merged in: the output is the same bytes at any -j.
 */
function inSolcOrder(output) {
  const sorted = (object, each = (v) => v) =>
    Object.fromEntries(
      Object.keys(object)
        .sort(byBytes)
        .map((key) => [key, each(object[key])]),
    );
  const result = sorted(output);
  if (result.sources) result.sources = sorted(result.sources);
  if (result.contracts) result.contracts = sorted(result.contracts, (byName) => sorted(byName));
  return result;
}

// ---------------------------------------------------------------------------
// Command line.

const USAGE = `usage: bin/evm-solc --version
       bin/evm-solc --standard-json [--base-path DIR] [--include-path DIR]... [--allow-paths DIRS]
                    [--no-import-callback] [--yul-input=ir|irOptimized] [-O0|-O1|-O2|-O3|-Os|-Oz]
                    [-j N] < INPUT.json
       bin/evm-solc [--bin] [--bin-runtime] [--srcmap] [--srcmap-runtime] [--abi] [--optimize] [--via-ir] [--optimize-runs N]
                    [--evm-version V] [--base-path DIR] [--include-path DIR]... [--libraries SPEC]
                    [-o DIR] [--overwrite] [-j N] FILE.sol...
       bin/evm-solc --link --libraries SPEC... FILE.bin...`;

const HELP = `${USAGE}

Compiles Solidity with solc 0.8.37 (node_modules/solc) to Yul and the Yul with
this backend (bin/evm-yul): solc's interfaces, this compiler's code.

  --version          this compiler, then solc's version line (what forge and
                     Hardhat read)
  --standard-json    solc's standard JSON on stdin, the output on stdout;
                     sources it does not hold are read from the base and
                     include paths, as solc reads them
  --allow-paths DIRS more folders (comma-separated) imports may be read from
  --no-import-callback  standard JSON: read no file, all sources are given
  --bin              the init code (hex) of each contract
  --bin-runtime      the runtime code (hex) of each contract
  --srcmap, --srcmap-runtime   solc's source map of the init code, of the
                     runtime code (s:l:f:j:m per instruction; the indices
                     are the files' in the order given, imports after)
  --abi              the ABI of each contract
  --optimize         LLVM's middle end at -Os, or -Oz with --optimize-runs
                     below 200 (without: -O0, no middle end)
  --optimize-runs N  given to solc (it shapes the Yul solc optimises), and
                     chooses the level
  --via-ir           accepted: the path is always through Yul
  --evm-version V    cancun, prague or osaka (the default)
  --base-path DIR, --include-path DIR   where imports are found, as solc's
  --libraries SPEC   file.sol:L=0xADDRESS, several separated by commas or
                     spaces; libraries not given stay __$...$__ placeholders
  --link             link compiled code, as solc --link: fill the addresses
                     --libraries gives into each FILE.bin (hex with solc's
                     __$...$__ placeholders), in place (bin/evm-link)
  -o DIR             write C.bin, C.bin-runtime, C.srcmap, C.srcmap-runtime,
                     C.abi there instead
  --overwrite        let -o replace files
  --yul-input=ir|irOptimized   which Yul of solc's to compile (default
                     ir, its Yul as generated; docs/solidity.md says why)
  -O0 ... -Oz        bin/evm-yul's level, whatever the optimizer settings
                     say
  -j N, --jobs N     threads: solc-js instances that lower the sources to
                     Yul, and objects compiled at a time (default: one per
                     core)

Exit status: 0 on success (standard JSON: also with errors in the output);
1 when the files could not be compiled; 2 for a bad command line.`;

function parseArgs(argv) {
  const o = { standardJson: false, bin: false, binRuntime: false, srcmap: false, srcmapRuntime: false, abi: false, optimize: false, runs: null,
    evmVersion: null, basePath: null, includePaths: [], allowPaths: [], importCallback: true, libraries: [],
    outDir: null, overwrite: false, version: false, link: false,
    yulInput: 'ir', level: undefined, jobs: undefined, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (name) => {
      if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
      if (i + 1 >= argv.length) throw new UsageError(`${name} needs a value`);
      return argv[++i];
    };
    if (arg === '--help' || arg === '-h') { process.stdout.write(`${HELP}\n`); process.exit(0); }
    else if (arg === '--version') o.version = true;
    else if (arg === '--standard-json') o.standardJson = true;
    else if (arg === '--link') o.link = true;
    else if (arg === '--no-import-callback') o.importCallback = false;
    else if (arg === '--allow-paths' || arg.startsWith('--allow-paths='))
      o.allowPaths.push(...value('--allow-paths').split(',').filter(Boolean));
    else if (arg === '--bin') o.bin = true;
    else if (arg === '--bin-runtime') o.binRuntime = true;
    else if (arg === '--srcmap') o.srcmap = true;
    else if (arg === '--srcmap-runtime') o.srcmapRuntime = true;
    else if (arg === '--abi') o.abi = true;
    else if (arg === '--optimize') o.optimize = true;
    else if (arg === '--via-ir' || arg === '--experimental-via-ir') {}
    else if (arg === '--overwrite') o.overwrite = true;
    else if (/^-O[0123sz]$/.test(arg)) o.level = arg;
    else if (arg === '-j' || arg === '--jobs' || arg.startsWith('--jobs=')) {
      o.jobs = Number(value('--jobs'));
      if (!(Number.isInteger(o.jobs) && o.jobs > 0)) throw new UsageError('--jobs takes a positive number');
    }
    else if (arg === '--optimize-runs' || arg.startsWith('--optimize-runs=')) o.runs = Number(value('--optimize-runs'));
    else if (arg === '--evm-version' || arg.startsWith('--evm-version=')) o.evmVersion = value('--evm-version');
    else if (arg === '--base-path' || arg.startsWith('--base-path=')) o.basePath = value('--base-path');
    else if (arg === '--include-path' || arg.startsWith('--include-path=')) o.includePaths.push(value('--include-path'));
    else if (arg === '--libraries' || arg.startsWith('--libraries=')) o.libraries.push(...value('--libraries').split(/[\s,]+/).filter(Boolean));
    else if (arg === '-o' || arg === '--output-dir' || arg.startsWith('--output-dir=')) o.outDir = value('-o');
    else if (arg === '--yul-input' || arg.startsWith('--yul-input=')) {
      o.yulInput = value('--yul-input');
      if (o.yulInput !== 'ir' && o.yulInput !== 'irOptimized') throw new UsageError(`--yul-input takes ir or irOptimized, not "${o.yulInput}"`);
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`);
    else o.files.push(arg);
  }
  if (o.runs !== null && !(Number.isInteger(o.runs) && o.runs > 0)) throw new UsageError('--optimize-runs takes a positive number');
  if (o.version) return o;
  if (!o.standardJson && o.files.length === 0) throw new UsageError('no input file');
  if (o.standardJson && o.files.length > 0) throw new UsageError('--standard-json reads its input on stdin, not from files');
  return o;
}

/**
 * solc --link: each file's code with the libraries filled in, written back
 * in place, by the native link step (bin/evm-link). Exit status 1 when a
 * file cannot be linked.
 */
function linkFiles(o) {
  const libraries = o.libraries.flatMap((spec) => ['--libraries', spec]);
  for (const file of o.files) {
    const run = spawnSync(EVM_LINK, [...libraries, '-o', file, file], { encoding: 'utf8' });
    if (run.status !== 0) {
      process.stderr.write(run.stderr || `bin/evm-link failed on ${file}\n`);
      return 1;
    }
  }
  process.stdout.write('Linking completed.\n');
  return 0;
}

/** The command line's libraries as settings.libraries. */
function librariesSetting(specs) {
  const libraries = {};
  for (const spec of specs) {
    const eq = spec.lastIndexOf('=');
    if (eq < 0) throw new UsageError(`--libraries takes file.sol:L=0xADDRESS, not "${spec}"`);
    const [file, name] = splitName(spec.slice(0, eq));
    (libraries[file] ??= {})[name] = spec.slice(eq + 1);
  }
  return libraries;
}

/** The command line's folders for imports: fileReader's options. */
const importPathsOf = (o) => ({ basePath: o.basePath, includePaths: o.includePaths, allowPaths: o.allowPaths });

/** The line forge and Hardhat read: solc's own version, as solc prints it. */
function printVersion() {
  process.stdout.write(
    'evm-solc, Solidity through the LLVM EVM backend (solc-js front end, this project\'s code generator)\n' +
      `Version: ${solc().version()}\n`,
  );
}

async function commandLine(o) {
  const base = resolve(o.basePath ?? '.');
  const unitName = (file) => {
    const full = resolve(file);
    return full.startsWith(`${base}/`) ? full.slice(base.length + 1) : file;
  };
  const sources = {};
  for (const file of o.files) {
    if (!existsSync(file)) {
      process.stderr.write(`Error: "${file}" is not found.\n`);
      return 1;
    }
    sources[unitName(file)] = { content: readFileSync(file, 'utf8') };
  }
  const settings = {
    optimizer: { enabled: o.optimize, ...(o.runs ? { runs: o.runs } : {}) },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode', 'evm.deployedBytecode'] } },
  };
  if (o.evmVersion) settings.evmVersion = o.evmVersion;
  if (o.libraries.length > 0) settings.libraries = librariesSetting(o.libraries);
  const output = await compileStandardJson({ language: 'Solidity', sources, settings }, { yulInput: o.yulInput, level: o.level, jobs: o.jobs, importPaths: importPathsOf(o) });
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  for (const e of output.errors ?? []) process.stderr.write(`${(e.formattedMessage ?? e.message).trimEnd()}\n\n`);
  if (errors.length > 0) return 1;
  if (o.outDir) mkdirSync(o.outDir, { recursive: true });
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      const parts = [];
      if (o.bin) parts.push(['bin', 'Binary:', contract.evm.bytecode.object]);
      if (o.binRuntime) parts.push(['bin-runtime', 'Binary of the runtime part:', contract.evm.deployedBytecode.object]);
      if (o.srcmap) parts.push(['srcmap', 'Source map:', contract.evm.bytecode.sourceMap]);
      if (o.srcmapRuntime) parts.push(['srcmap-runtime', 'Source map of the runtime part:', contract.evm.deployedBytecode.sourceMap]);
      if (o.abi) parts.push(['abi', 'Contract JSON ABI', JSON.stringify(contract.abi)]);
      if (o.outDir) {
        for (const [ext, , text] of parts) {
          const path = join(o.outDir, `${name}.${ext}`);
          if (existsSync(path) && !o.overwrite) {
            process.stderr.write(`Refusing to overwrite existing file "${path}" (use --overwrite to force).\n`);
            return 1;
          }
          writeFileSync(path, text);
        }
      } else {
        process.stdout.write(`\n======= ${file}:${name} =======\n`);
        for (const [, title, text] of parts) process.stdout.write(`${title}\n${text}\n`);
      }
    }
  }
  return 0;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`bin/evm-solc: error: ${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options.version) {
    printVersion();
    return;
  }
  if (options.link) {
    process.exitCode = linkFiles(options);
    return;
  }
  if (options.standardJson) {
    let input;
    try {
      input = JSON.parse(readFileSync(0, 'utf8'));
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ errors: [ourError(`the input is not JSON: ${error.message}`)] })}\n`);
      return;
    }
    const output = await compileStandardJson(input, {
      yulInput: options.yulInput,
      level: options.level,
      jobs: options.jobs,
      importPaths: options.importCallback ? importPathsOf(options) : undefined,
    });
    process.stdout.write(`${JSON.stringify(output)}\n`);
    return;
  }
  process.exitCode = await commandLine(options);
}

// Not in solc-pool's workers, which load this module for fileReader, nor
// when a script imports it; the script may be run through a symbolic link
// (a build's share/evm-llvm), which Node resolves for import.meta.url.
if (isMainThread && process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
