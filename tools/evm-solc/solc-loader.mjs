// solc-js as bin/evm-solc runs it: the same soljson.js and the same wrapper
// as `require('solc')`, with one change to Emscripten's JavaScript glue.
//
// solc's C++ exceptions are Emscripten's JavaScript ones: a call that may
// throw leaves WebAssembly for an `invoke_*` function, which looks the callee
// up in the function table and calls it inside a try. The glue of solc-js
// 0.8.37 looks it up with `WebAssembly.Table.prototype.get` each time, and
// V8 makes that lookup slow (it finds or makes the callee's exported
// function object on every call): on solady's CI sample it was a fifth of
// solc-js's time, the largest single item of a profile of the pool's
// workers. Later Emscripten keeps a JavaScript array beside the table for
// that reason; here the glue gets such an array too. The table changes only
// through the glue's own setter (solc-js's import and SMT callbacks, added
// and removed per compilation), which updates the array, so the array
// always holds what the table holds. Nothing solc computes changes: the
// same input gives the same output, byte for byte (the test
// test/solidity/evm-solc-loader.test.mjs compares them).
//
// A soljson.js whose glue is not the one below (another solc-js) is loaded
// as it is; `fastTableLookup` then says false, and the test fails for the
// pinned solc-js, so that an upgrade does not silently lose the speed.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compileFunction } from 'node:vm';

const require = createRequire(import.meta.url);

// The glue's lookup and its setter, as solc-js 0.8.37's soljson.js has them.
const STOCK_LOOKUP = 'function getWasmTableEntry(funcPtr) { return wasmTable.get(funcPtr); }';
const STOCK_SETTER = 'function setWasmTableEntry(idx, func) { wasmTable.set(idx, func); }';

// The same two functions over an array indexed as the table is. An empty
// slot of the array is looked up in the table once; the setter stores what
// the table holds after the store (a JavaScript function added to the table
// comes back as its WebAssembly wrapper).
const MIRRORED_LOOKUP =
  'var evmSolcTable = []; ' +
  'function getWasmTableEntry(funcPtr) { ' +
  'var entry = evmSolcTable[funcPtr]; ' +
  'if (entry === undefined) { entry = wasmTable.get(funcPtr); evmSolcTable[funcPtr] = entry; } ' +
  'return entry; }';
const MIRRORED_SETTER = 'function setWasmTableEntry(idx, func) { wasmTable.set(idx, func); evmSolcTable[idx] = wasmTable.get(idx); }';

/**
 * soljson.js's text with the table lookup kept in an array, or null when the
 * text does not hold the glue this change is for (each function once).
 */
export function withMirroredTable(text) {
  const once = (needle) => {
    const at = text.indexOf(needle);
    return at >= 0 && text.indexOf(needle, at + needle.length) < 0;
  };
  if (!once(STOCK_LOOKUP) || !once(STOCK_SETTER)) return null;
  return text.replace(STOCK_LOOKUP, MIRRORED_LOOKUP).replace(STOCK_SETTER, MIRRORED_SETTER);
}

let loaded = null;

/**
 * solc-js (the object `require('solc')` gives: compile, version, ...),
 * loaded once per thread, with `fastTableLookup` saying whether its glue
 * got the array.
 */
export function loadSolc() {
  if (loaded) return loaded;
  const file = require.resolve('solc/soljson.js');
  const text = withMirroredTable(readFileSync(file, 'utf8'));
  if (text === null) {
    loaded = { solc: require('solc'), fastTableLookup: false };
    return loaded;
  }
  // Run as Node runs a CommonJS file (its own exports, require, module,
  // __filename and __dirname), then wrapped as solc-js's index.js wraps it.
  const soljson = { exports: {} };
  const run = compileFunction(text, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  run.call(soljson.exports, soljson.exports, createRequire(file), soljson, file, dirname(file));
  loaded = { solc: require('solc/wrapper')(soljson.exports), fastTableLookup: true };
  return loaded;
}
