// Import paths as solc reads and resolves them (tools/evm-solc/solc-imports.mjs):
// bin/evm-solc gives each solc-js compilation of a group only the sources
// its units import, so an import it reads or resolves otherwise than solc
// is a source missing from that compilation ("not found"). solc-js is the
// oracle: its import callback is asked for the unit names solc resolved.
// RUN: node --test %s

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { importPaths, resolveImport } from '../../tools/evm-solc/solc-imports.mjs';

const solc = createRequire(import.meta.url)('solc');

/** The unit name solc-js asks its import callback for, for `import "path";` in unit `importer`. */
function solcResolves(importer, path) {
  const requested = [];
  const input = {
    language: 'Solidity',
    sources: { [importer]: { content: `import "${path}";` } },
    settings: { outputSelection: {} },
  };
  solc.compile(JSON.stringify(input), {
    import: (name) => {
      requested.push(name);
      return { contents: '' };
    },
  });
  return requested[0];
}

test('import paths: the string of each directive, comments and strings read as such', () => {
  const source = [
    'import {A} from "_non_normalized_paths//a.sol"; // import "no.sol";',
    '/* import "nor.sol"; */ import "C/../////D/d.sol" as D;',
    "import * as Q from 'q.sol';",
    'string constant s = "import \\"never.sol\\";"; // a string, not a directive',
    'import {a, b as c} from "./e\\"f.sol";',
    'import "http://x.org/y.sol";',
  ].join('\n');
  assert.deepEqual(importPaths(source), [
    '_non_normalized_paths//a.sol',
    'C/../////D/d.sol',
    'q.sol',
    './e"f.sol',
    'http://x.org/y.sol',
  ]);
});

test('relative imports resolve as solc resolves them, direct ones stay as written', () => {
  const cases = [
    ['a.sol', './b.sol'],
    ['a.sol', '../b.sol'],
    ['x/a.sol', '../../b.sol'],
    ['x/y/a.sol', '../b.sol'],
    ['../a.sol', '../b.sol'],
    ['./a.sol', './b.sol'],
    ['../a.sol', './b.sol'],
    ['..//a.sol', './b.sol'],
    ['x//y/a.sol', '../b.sol'],
    ['x/./y/a.sol', '../b.sol'],
    ['x/../y/a.sol', '../../b.sol'],
    ['x/y/a.sol', './c//d/./e/../b.sol'],
    ['a/b/c/d.sol', '../../../../../e.sol'],
    ['x/y/a.sol', '../b.sol/'],
    ['x/a.sol', '.././b.sol'],
    ['x/a.sol', './'],
    ['x/y/a.sol', '.'],
    ['x/a.sol', '..'],
    ['', './b.sol'],
    ['/abs/a.sol', '../b.sol'],
    ['/a.sol', '../../b.sol'],
    ['/', './c.sol'],
    ['//a/b.sol', './c.sol'],
    ['///a/b.sol', './c.sol'],
    // Direct imports: the name as written, however odd.
    ['x/a.sol', 'lib//q.sol'],
    ['x/a.sol', 'C/../////D/d.sol'],
    ['x/a.sol', '.hidden/b.sol'],
    ['x/a.sol', '..b/c.sol'],
  ];
  for (const [importer, path] of cases)
    assert.equal(resolveImport(importer, path), solcResolves(importer, path), `import "${path}" in "${importer}"`);
});
