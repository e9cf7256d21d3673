// Which source units a source unit imports, as solc resolves imports: what
// bin/evm-solc needs to give each solc-js compilation of the Yul only the
// sources its units need (solc-pool.mjs), and what the semantic-test
// runner needs to find the files a test imports.
//
// solc turns an import path into a source unit name in two steps
// (CompilerStack's loading of missing sources): a path that starts with
// `./` or `../` is taken relative to the importing unit's folder, any other
// path is a unit name as it is; then the remapping with the longest
// context that prefixes the importing unit, and of those the longest
// prefix of the name, replaces that prefix by its target.

/** The import paths of Solidity source `text`, in order. */
export function importPaths(text) {
  const paths = [];
  // Comments go; the strings stay, the paths are strings.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, '');
  const re = /\bimport\s+(?:[^;"']*?\bfrom\s+)?(["'])((?:\\.|(?!\1).)*)\1/g;
  for (const match of code.matchAll(re)) paths.push(match[2]);
  return paths;
}

/** `path` relative to the folder of unit `importer`, normalised as solc does. */
function relativeTo(importer, path) {
  const parts = importer.split('/').slice(0, -1);
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

/** solc's remappings (`[context:]prefix=target`) as objects. */
export function parseRemappings(remappings) {
  const parsed = [];
  for (const text of remappings ?? []) {
    const eq = text.indexOf('=');
    if (eq < 0) continue;
    const left = text.slice(0, eq);
    const colon = left.indexOf(':');
    const [context, prefix] = colon < 0 ? ['', left] : [left.slice(0, colon), left.slice(colon + 1)];
    if (prefix !== '') parsed.push({ context, prefix, target: text.slice(eq + 1) });
  }
  return parsed;
}

/** The source unit name import `path` of unit `importer` stands for. */
export function resolveImport(importer, path, remappings = []) {
  const name = path.startsWith('./') || path.startsWith('../') ? relativeTo(importer, path) : path;
  let best = null;
  for (const r of remappings) {
    if (!importer.startsWith(r.context) || !name.startsWith(r.prefix)) continue;
    if (
      best === null ||
      r.context.length > best.context.length ||
      (r.context.length === best.context.length && r.prefix.length > best.prefix.length)
    )
      best = r;
  }
  return best === null ? name : best.target + name.slice(best.prefix.length);
}

/**
 * The units `units` of standard-JSON `sources` need: themselves and every
 * unit they import, directly or not. Null when an import names a unit that
 * `sources` does not hold (solc would read it through its import callback),
 * or a unit has no text: then only all of `sources` is sure to be enough.
 */
export function importClosure(sources, units, remappings = []) {
  const needed = new Set();
  const queue = [...units];
  while (queue.length > 0) {
    const unit = queue.pop();
    if (needed.has(unit)) continue;
    const content = sources[unit]?.content;
    if (typeof content !== 'string') return null;
    needed.add(unit);
    for (const path of importPaths(content)) queue.push(resolveImport(unit, path, remappings));
  }
  return needed;
}
