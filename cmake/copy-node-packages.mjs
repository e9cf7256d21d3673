// node cmake/copy-node-packages.mjs FROM TO PACKAGE...
//
// Copies the npm packages PACKAGE... from node_modules folder FROM (the
// tree `npm ci` made from the committed lock file) to node_modules folder
// TO, with every package they need at run time: their `dependencies` and
// the `optionalDependencies` that are installed, never `devDependencies`.
// Each dependency is resolved as Node resolves it (the package's own
// node_modules first, then each enclosing one up to FROM) and lands at the
// same place under TO, so that the copy resolves the same way and holds
// the versions the lock file pins. `cmake --install` runs it for the Node
// code of bin/evm-solc and bin/evm-run (EVMInstall.cmake).

import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const [from, to, ...roots] = process.argv.slice(2);
if (!from || !to || roots.length === 0) {
  process.stderr.write('usage: node cmake/copy-node-packages.mjs FROM TO PACKAGE...\n');
  process.exit(2);
}
const top = resolve(from);

/** The folder package `name` resolves to from package folder `dir`, or null. */
function resolvePackage(dir, name) {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = at === top ? join(top, name) : join(at, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (at === top || !at.startsWith(top)) return null;
  }
}

const copied = new Set();
const queue = roots.map((name) => {
  const dir = join(top, name);
  if (!existsSync(join(dir, 'package.json'))) {
    process.stderr.write(`copy-node-packages: ${name} is not installed in ${top} (npm ci)\n`);
    process.exit(1);
  }
  return dir;
});
while (queue.length > 0) {
  const dir = queue.pop();
  if (copied.has(dir)) continue;
  copied.add(dir);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const target = join(resolve(to), relative(top, dir));
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  // The package's own files; its nested node_modules only as far as they
  // are needed (resolved below).
  cpSync(dir, target, {
    recursive: true,
    filter: (source) => !relative(dir, source).split(sep).includes('node_modules'),
  });
  for (const [name, optional] of [
    ...Object.keys(manifest.dependencies ?? {}).map((n) => [n, false]),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((n) => [n, true]),
  ]) {
    const found = resolvePackage(dir, name);
    if (found) queue.push(found);
    else if (!optional) {
      process.stderr.write(`copy-node-packages: ${name}, which ${relative(top, dir)} needs, is not installed\n`);
      process.exit(1);
    }
  }
}
process.stdout.write(`copy-node-packages: ${copied.size} packages to ${to}\n`);
