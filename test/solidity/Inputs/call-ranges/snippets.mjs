// Compiles Calls.sol with bin/evm-solc (the command line given) and prints
// the source text of each run of the runtime source map's entries that
// lie in Calls.sol, one line each: `WANT_AST=0` leaves the AST out of the
// selection, `AST_OF=FILE` selects the AST of that file only, and
// `IMPORTED=1` has bin/evm-solc read Calls.sol as an import.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandSourceMap } from '../../../../scripts/harness/soltest/source-maps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'Calls.sol'), 'utf8');
const withAst = process.env.WANT_AST !== '0';
// IMPORTED=1: the input holds a file that imports Calls.sol, which
// bin/evm-solc reads from this folder (--base-path).
const imported = process.env.IMPORTED === '1';
const input = {
  language: 'Solidity',
  sources: imported ? { 'Main.sol': { content: 'import "Calls.sol";' } } : { 'Calls.sol': { content: text } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    outputSelection: {
      '*': { ...(withAst ? { '': ['ast'] } : {}), '*': ['evm.deployedBytecode.sourceMap'] },
      // AST_OF=FILE: the AST of that file only.
      ...(process.env.AST_OF ? { [process.env.AST_OF]: { '': ['ast'] } } : {}),
    },
  },
};
const [command, ...args] = process.argv.slice(2);
const r = spawnSync(command, [...args, '--standard-json', ...(imported ? ['--base-path', here] : [])], {
  input: JSON.stringify(input),
  encoding: 'utf8',
});
const output = JSON.parse(r.stdout);
const id = output.sources['Calls.sol'].id;
// solc's offsets are bytes.
const bytes = Buffer.from(text, 'utf8');
let last = '';
for (const { s, l, f } of expandSourceMap(output.contracts['Calls.sol'].Calls.evm.deployedBytecode.sourceMap)) {
  const snippet = f === id ? JSON.stringify(bytes.subarray(s, s + l).toString('utf8')).slice(0, 60) : '';
  if (snippet && snippet !== last) console.log(snippet);
  last = snippet;
}
