// Compiles Yul source text with solc-js (node_modules/solc, 0.8.37) through
// its standard-JSON interface, for the Yul differential harness
// (yul-diff.mjs).
//
// What solc 0.8.37 returns for `language: "Yul"` (checked by hand):
//
// * The source holds one top-level Yul object; `contracts["input.yul"]` has
//   one entry, named after that object. A bare block `{ ... }` is an object
//   too, named "object".
// * `evm.bytecode.object` is the top-level object's bytecode: its code, then
//   the sub-objects and data it references (`datacopy`/`dataoffset`). Data
//   and sub-objects nothing references are left out.
// * `evm.deployedBytecode` is present only when the top-level object has
//   exactly one sub-object (referenced or not): it is that sub-object's
//   bytecode, which solc takes to be the deployed code. With no sub-object
//   (a bare block, or an object with only `data`) or with two or more, the
//   key is missing, so it cannot tell whether a program is init code.
// * `linkersymbol("L")` is left as a placeholder `__$<34 hex digits>$__` of
//   the 20 address bytes; solc's own object-compiler tests show it linked
//   to the zero address, which is what fillLinkerSymbols does.
// * Errors (a parse error, an unknown builtin such as `difficulty` after
//   Paris) come back in `errors` with `severity: "error"` and no
//   `contracts`; warnings have `severity: "warning"`.

import solc from 'solc';

/**
 * The standard-JSON settings: solc's optimizer with the Yul optimizer, or
 * none at all, at the fork our compiler defaults to.
 */
function settings(optimize) {
  return {
    optimizer: optimize ? { enabled: true, details: { yul: true } } : { enabled: false },
    evmVersion: 'osaka',
    outputSelection: { '*': { '*': ['evm.bytecode.object', 'evm.deployedBytecode.object'] } },
  };
}

/** Bytecode with every library placeholder replaced by the zero address. */
export function fillLinkerSymbols(bytecode) {
  return bytecode.replace(/__\$[0-9a-fA-F]{34}\$__/g, '0'.repeat(40));
}

/**
 * Compiles Yul source.
 * @param {string} source - Yul source text
 * @param {{optimize?: boolean}} options - solc's optimizer on (default) or off
 * @returns {{bytecode: string|null, deployedBytecode: string|null,
 *   errors: string[], warnings: string[]}} bytecode of the top-level object
 *   as hex without 0x (null when solc rejects the source), linker symbols
 *   filled with zeros; deployedBytecode as solc returns it (see above);
 *   errors and warnings are solc's formatted messages
 */
export function compileYulWithSolc(source, { optimize = true } = {}) {
  const input = {
    language: 'Yul',
    sources: { 'input.yul': { content: source } },
    settings: settings(optimize),
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const messages = (severity) =>
    (output.errors ?? [])
      .filter((e) => (severity === 'error' ? e.severity === 'error' : e.severity !== 'error'))
      .map((e) => (e.formattedMessage ?? e.message).trim());
  const errors = messages('error');
  const warnings = messages('warning');
  const objects = Object.values(output.contracts?.['input.yul'] ?? {});
  if (errors.length > 0 || objects.length !== 1) {
    if (errors.length === 0) errors.push(`solc returned ${objects.length} objects, expected one`);
    return { bytecode: null, deployedBytecode: null, errors, warnings };
  }
  const { bytecode, deployedBytecode } = objects[0].evm;
  return {
    bytecode: fillLinkerSymbols(bytecode.object),
    deployedBytecode: deployedBytecode ? fillLinkerSymbols(deployedBytecode.object) : null,
    errors,
    warnings,
  };
}
