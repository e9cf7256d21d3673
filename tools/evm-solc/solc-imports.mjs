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

/**
 * The import paths of Solidity source `text`, in order: the string of each
 * import directive (its only string: `import "p";`, `import "p" as N;`,
 * `import * as N from "p";`, `import {a, b as c} from "p";`). The text is
 * read token by token, so that neither a `//` in a string (`"lib//a.sol"`)
 * nor an `import` in a comment or a string is taken for what it is not.
 */
export function importPaths(text) {
  const paths = [];
  let inImport = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === '"' || c === "'") {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== c && text[j] !== '\n'; j++) value += text[j] === '\\' ? text[++j] ?? '' : text[j];
      if (inImport) {
        paths.push(value);
        inImport = false;
      }
      i = j + 1;
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1;
      while (j < text.length && /[\w$]/.test(text[j])) j++;
      if (text.slice(i, j) === 'import') inImport = true;
      i = j;
    } else {
      if (c === ';') inImport = false;
      i++;
    }
  }
  return paths;
}

/**
 * Name `name` without its last element, as boost's parent_path gives it
 * (solc's remove_filename too): the separators before that element go
 * with it, a root stays, and a name that is only a root becomes empty.
 */
function parentOf(name) {
  if (/^\/*$/.test(name)) return '';
  const slash = name.lastIndexOf('/');
  if (slash < 0) return '';
  let end = slash;
  while (end > 0 && name[end - 1] === '/') end--;
  return end === 0 ? name.slice(0, slash + 1) : name.slice(0, end);
}

/**
 * `path` relative to the folder of unit `importer`, as solc computes it
 * (util::absolutePath, on boost's paths): the importer's name without its
 * last element (a name that is only a root stays), kept as it is written;
 * then for each segment of the path, `..` drops the last element (even a
 * `..`, or the root), `.` and empty ones are skipped, and the others are
 * appended after one slash. test/solidity/evm-solc-imports.test.mjs checks
 * it against solc-js.
 */
function relativeTo(importer, path) {
  let name = /^\/+$/.test(importer) ? importer : parentOf(importer);
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') name = parentOf(name);
    else name = name === '' || name.endsWith('/') ? name + segment : `${name}/${segment}`;
  }
  return name;
}

/** Whether import `path` is relative: its first segment is `.` or `..`. */
const isRelative = (path) => /^\.\.?(\/|$)/.test(path);

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
  const name = isRelative(path) ? relativeTo(importer, path) : path;
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
