// Compiling a semantic test (scripts/harness/soltest/): its sources as solc's
// standard JSON input, one function that turns standard JSON input into
// standard JSON output for every compiler, and what the runner reads back
// (the contracts, their link references).
//
// Every compiler gets the same input: the test's sources (each with solc's
// test preamble, `pragma solidity >=0.0;` and a license comment when it has
// none, as solc's runner adds them), the files they import that the test
// does not give (looked up in the include paths: the benchmarks' `lib/`),
// optimizer on with 200 runs (or the runs given), evmVersion osaka, viaIR for every pipeline
// but solc-legacy, revertStrings from the test's settings, and this output
// selection: abi, evm.bytecode.object, evm.bytecode.linkReferences,
// evm.deployedBytecode.object and evm.methodIdentifiers. Libraries are
// linked afterwards, from the link references (linkBytecode).
//
//   solc-legacy, solc-ir   solc-js (node_modules/solc, 0.8.37) in this process
//   ours                   an external command (default `bin/evm-solc
//                          --standard-json`, relative to the checkout) that
//                          reads the input on stdin and writes the output on
//                          stdout

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importPaths, resolveImport } from '../../../tools/evm-solc/solc-imports.mjs';
import { stripCommentsAndStrings } from '../source-text.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DEFAULT_OURS = 'bin/evm-solc --standard-json';
export const COMPILERS = ['ours', 'solc-ir', 'solc-legacy'];

const OUTPUT_SELECTION = [
  'abi',
  'evm.bytecode.object',
  'evm.bytecode.linkReferences',
  'evm.deployedBytecode.object',
  'evm.methodIdentifiers',
];
const COMPILE_TIMEOUT_MS = 10 * 60 * 1000;

// solc-js is loaded on first use: `ours` alone never needs it.
let solcModule = null;
function solc() {
  if (solcModule === null) solcModule = createRequire(import.meta.url)('solc');
  return solcModule;
}

/** solc-js's version string, e.g. 0.8.37+commit.f401782d.Emscripten.clang. */
export const solcVersion = () => solc().version();

// ---------------------------------------------------------------------------
// Sources.

/**
 * A source as solc's runner gives it to the compiler: `pragma solidity
 * >=0.0;`, a license comment unless it has one, `pragma abicoder v1;` when
 * asked for (tests run with abicoder v1 only) and it has no abicoder
 * pragma, then the source.
 */
export function withPreamble(source, abicoderV1 = false) {
  const license = source.includes('SPDX-License-Identifier:') ? '' : '// SPDX-License-Identifier: GPL-3.0\n';
  const abicoder =
    abicoderV1 && !source.includes('pragma experimental ABIEncoderV2;') && !source.includes('pragma abicoder')
      ? 'pragma abicoder v1;\n'
      : '';
  return `pragma solidity >=0.0;\n${license}${abicoder}${source}`;
}

/**
 * Adds to `sources` (a Map name -> text) every file they import, directly
 * or not, that is not there yet and that one of the include paths has.
 * An import found nowhere is left for the compiler to report.
 */
export function addImportedSources(sources, includePaths) {
  const queue = [...sources.keys()];
  while (queue.length > 0) {
    const name = queue.shift();
    for (const path of importPaths(sources.get(name))) {
      const unit = resolveImport(name, path);
      if (sources.has(unit)) continue;
      for (const dir of includePaths) {
        const file = join(dir, unit);
        if (existsSync(file) && statSync(file).isFile()) {
          sources.set(unit, readFileSync(file, 'utf8'));
          queue.push(unit);
          break;
        }
      }
    }
  }
  return sources;
}

/**
 * The contracts, libraries and interfaces a source defines, in order (the
 * last one is what solc's runner deploys).
 */
export function contractNames(source) {
  const text = stripCommentsAndStrings(source);
  const names = [];
  let depth = 0;
  const re = /[{}]|\b(?:contract|library|interface)\s+([A-Za-z_$][\w$]*)/g;
  for (const match of text.matchAll(re)) {
    if (match[0] === '{') depth++;
    else if (match[0] === '}') depth--;
    else if (depth === 0) names.push(match[1]);
  }
  return names;
}

// ---------------------------------------------------------------------------
// Standard JSON.

/**
 * The standard JSON input for sources.
 * @param {Map<string,string>|[string,string][]} sources - name -> text
 * @param {{viaIR?: boolean, revertStrings?: string, optimize?: boolean,
 *   runs?: number, contractOutputs?: string[], sourceOutputs?: string[]}}
 *   options - optimize: the optimizer's `enabled`; runs: its `runs`
 *   (default 200); contractOutputs and sourceOutputs: more of
 *   outputSelection (per contract, and per source: `ast`)
 */
export function standardJsonInput(
  sources,
  { viaIR = true, revertStrings = 'default', optimize = true, runs = 200, contractOutputs = [], sourceOutputs = [] } = {},
) {
  const settings = {
    optimizer: { enabled: optimize, runs },
    evmVersion: 'osaka',
    viaIR,
    outputSelection: { '*': { '*': [...OUTPUT_SELECTION, ...contractOutputs] } },
  };
  if (sourceOutputs.length > 0) settings.outputSelection['*'][''] = sourceOutputs;
  if (revertStrings !== 'default') settings.debug = { revertStrings };
  return {
    language: 'Solidity',
    sources: Object.fromEntries([...sources].map(([name, content]) => [name, { content }])),
    settings,
  };
}

/** A standard JSON output that holds only an error. */
const errorOutput = (message) => ({
  errors: [{ severity: 'error', type: 'RunnerError', message, formattedMessage: message }],
});

/**
 * bin/evm-solc's standard-JSON compilation, run in this process: what
 * `bin/evm-solc --standard-json` does with this input, without a node and
 * a solc-js to start for each test (they were most of a semantic test's
 * time). Loaded on first use.
 */
let evmSolc = null;
async function compileWithOurs(input) {
  evmSolc ??= await import('../../../tools/evm-solc/evm-solc.mjs');
  // The command's default: imports read from the working directory.
  return evmSolc.compileStandardJson(input, { importPaths: { basePath: null, includePaths: [], allowPaths: [] } });
}

/**
 * Compiles standard JSON input with one of the compilers: the one way in
 * for all of them. Ours with its default command runs in this process
 * (compileWithOurs); another command (--ours=CMD) runs as a process.
 * @param {object} input - standard JSON input
 * @param {{name: string, command?: string}} compiler - name: ours,
 *   solc-ir or solc-legacy (the solc ones ignore command)
 * @returns {Promise<object>} standard JSON output; when the compiler
 *   cannot be run or prints no JSON, an output with one error that says so
 */
export async function compileStandardJson(input, compiler) {
  if (compiler.name === 'ours' && (compiler.command ?? DEFAULT_OURS) === DEFAULT_OURS) {
    try {
      return await compileWithOurs(input);
    } catch (error) {
      return errorOutput(`bin/evm-solc failed: ${error.message}`);
    }
  }
  const text = JSON.stringify(input);
  let outputText;
  if (compiler.name === 'ours') {
    const result = spawnSync('/bin/sh', ['-c', resolveCommand(compiler.command ?? DEFAULT_OURS)], {
      input: text,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      timeout: COMPILE_TIMEOUT_MS,
    });
    // EPIPE: the command ended without reading all of its input; its status tells.
    if (result.error && result.error.code !== 'EPIPE')
      return errorOutput(`cannot run ${compiler.command}: ${result.error.message}`);
    if (result.status !== 0 && !result.stdout.trim().startsWith('{')) {
      const how = result.signal ? `killed by ${result.signal}` : `exit status ${result.status}`;
      const first = result.stderr.split('\n').find((line) => line.trim() !== '') ?? '';
      return errorOutput(`${compiler.command} failed (${how}): ${first.trim()}`);
    }
    outputText = result.stdout;
  } else {
    try {
      outputText = solc().compile(text);
    } catch (error) {
      return errorOutput(`solc-js threw: ${error.message}`);
    }
  }
  try {
    return JSON.parse(outputText);
  } catch {
    return errorOutput(`the compiler printed no JSON: ${outputText.slice(0, 200)}`);
  }
}

/** The command with its program resolved against the checkout when it names a file there. */
export function resolveCommand(command) {
  const [program, ...rest] = command.trim().split(/\s+/);
  if (program.includes('/') && !isAbsolute(program) && existsSync(join(REPO_ROOT, program)))
    return [join(REPO_ROOT, program), ...rest].join(' ');
  return command;
}

/** Whether the program of a command can be found (a path, or a name on PATH). */
export function commandExists(command) {
  const program = resolveCommand(command).trim().split(/\s+/)[0];
  if (program.includes('/')) return existsSync(program);
  return spawnSync('/bin/sh', ['-c', `command -v "${program}"`]).status === 0;
}

/** The error messages of an output (first lines), and whether it has any. */
export function outputErrors(output) {
  return (output.errors ?? [])
    .filter((error) => error.severity === 'error')
    .map((error) => (error.formattedMessage ?? error.message ?? '').trim());
}

// ---------------------------------------------------------------------------
// Linking.

/**
 * Fills the library addresses into bytecode, with the native link step
 * (bin/evm-link), which knows solc's placeholders.
 * @param {string} hex - bytecode, hex without 0x
 * @param {object} linkReferences - evm.bytecode.linkReferences: file ->
 *   library -> [{start, length}] (bytes)
 * @param {Map<string,string>} libraries - `file:Name` -> 0x address
 * @returns {{hex: string, missing: string[]}} the linked code; the
 *   libraries it needs that are not deployed (by name, or by placeholder
 *   for a placeholder the references do not list)
 */
export function linkBytecode(hex, linkReferences, libraries) {
  const addressOf = (file, name) => {
    if (libraries.has(`${file}:${name}`)) return libraries.get(`${file}:${name}`);
    // `library: L` is `:L`; accept it for an L of any source if only one is deployed.
    const byName = [...libraries].filter(([key]) => key.slice(key.lastIndexOf(':') + 1) === name);
    return byName.length === 1 ? byName[0][1] : null;
  };
  // The link step's JSON: the sites by library name.
  const sites = {};
  const specs = new Map(libraries);
  for (const [file, libs] of Object.entries(linkReferences ?? {})) {
    for (const [name, places] of Object.entries(libs)) {
      sites[`${file}:${name}`] = places;
      const address = addressOf(file, name);
      if (address !== null) specs.set(`${file}:${name}`, address);
    }
  }
  const args = ['--format=json', ...[...specs].flatMap(([key, address]) => ['--libraries', `${key}=${address}`]), '-'];
  const run = spawnSync(join(REPO_ROOT, 'bin', 'evm-link'), args, {
    input: JSON.stringify({ object: hex, linkReferences: sites }),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`bin/evm-link: ${run.stderr.trim() || `exit status ${run.status}`}`);
  // What is left unfilled: by name where the references list it, else by
  // placeholder.
  const linked = JSON.parse(run.stdout);
  return { hex: linked.object, missing: Object.keys(linked.linkReferences ?? {}) };
}
