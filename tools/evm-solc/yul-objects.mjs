// The objects of solc's Yul and the contracts they are: what bin/evm-solc
// needs so that the code a contract creates is the createe's own artifact
// (docs/solidity.md, "One compilation per contract").
//
// solc's Yul for a contract holds, besides the contract's own two objects
// (`C_12` and its runtime object `C_12_deployed`), the whole creation
// object of every contract it creates (`new D`, `type(D).creationCode` or
// `.runtimeCode`): `D_34`, with D's runtime object and what D creates
// inside. Such an object is D's code in another compilation's names: solc
// names an object after the contract's AST id, which each compilation
// numbers anew. What does not change is where D is defined, which the Yul
// says in comments:
//
//   /// @use-src 3:"src/D.sol"
//   object "D_34" {
//       code {
//           /// @src 3:120:480  "contract D is Base {..."
//
// so an object named `D_<digits>` whose code has an `@src` with a snippet
// that starts with `contract D` is contract D of the file its `@use-src`
// gives that source ID.

/** One object of a Yul text. */
class YulObject {
  constructor(name, start, parent, useSrc) {
    this.name = name;
    /** Where its text starts: its `@use-src` comment, or `object`. */
    this.start = start;
    /** Where its text ends: after its closing brace. */
    this.end = start;
    this.parent = parent;
    /** Source ID -> source unit name, of its `@use-src` or its parent's. */
    this.useSrc = useSrc ?? parent?.useSrc ?? new Map();
    this.children = [];
    /** The `@src` comments of its own code: [{id, snippet}]. */
    this.sources = [];
  }
}

/** A quoted string of solc's comments, unquoted (JSON's escapes, or as it is). */
function unquote(quoted) {
  try {
    return JSON.parse(quoted);
  } catch {
    return quoted.slice(1, -1);
  }
}

/** The `@use-src` list of a comment ("0:\"a.sol\", 1:\"b.sol\"") as a Map. */
function parseUseSrc(text) {
  const map = new Map();
  for (const m of text.matchAll(/(\d+)\s*:\s*("(?:[^"\\]|\\.)*")/g)) map.set(Number(m[1]), unquote(m[2]));
  return map;
}

/**
 * The object tree of Yul `text`: the top object (null for a bare code
 * block or text that is not Yul as solc writes it). Comments and strings
 * are read as tokens, so braces in them count for nothing.
 */
export function parseYulObjects(text) {
  let top = null;
  const open = []; // [{object, depth}]
  let depth = 0;
  let pendingUseSrc = null; // {start, map}
  let expect = null; // 'name' after `object`, then '{'
  let name = null;
  let objectStart = 0;
  const current = () => open[open.length - 1]?.object;
  const noteComment = (comment, start) => {
    const use = comment.match(/@use-src\s+(.*)/s);
    if (use) pendingUseSrc = { start, map: parseUseSrc(use[1]) };
    for (const m of comment.matchAll(/@src\s+(-?\d+):-?\d+:-?\d+(?:\s+("(?:[^"\\]|\\.)*"))?/g))
      current()?.sources.push({ id: Number(m[1]), snippet: m[2] ? unquote(m[2]) : null });
  };
  // One token a match, and what lies between two tokens (spaces, numbers,
  // punctuation) skipped by the search: a comment, a string (to its closing
  // quote or the end), a word, a brace. A contract's Yul is megabytes of
  // solc's `@src` comments; a loop over its characters was most of the time
  // bin/evm-solc spends between solc-js and LLVM.
  const tokens = /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|"(?:[^"\\]|\\[\s\S])*(?:"|$)|'(?:[^'\\]|\\[\s\S])*(?:'|$)|[A-Za-z_$][\w$.]*|[{}]/g;
  for (let m; (m = tokens.exec(text)) !== null; ) {
    const token = m[0];
    const c = token[0];
    if (c === '/') {
      noteComment(token, m.index);
    } else if (c === '"' || c === "'") {
      if (expect === 'name') {
        name = unquote(token);
        expect = '{';
      }
    } else if (c === '{') {
      depth++;
      if (expect === '{') {
        const parent = current() ?? null;
        const object = new YulObject(name, objectStart, parent, pendingUseSrc?.map);
        if (parent) parent.children.push(object);
        else top ??= object;
        open.push({ object, depth });
        expect = null;
        pendingUseSrc = null;
      }
    } else if (c === '}') {
      if (open.length > 0 && open[open.length - 1].depth === depth) open.pop().object.end = m.index + 1;
      depth--;
    } else if (token === 'object' && expect === null) {
      expect = 'name';
      objectStart = pendingUseSrc?.start ?? m.index;
    }
  }
  return top;
}

/** `C_12` -> `C`; null for a name that is not a contract's creation object. */
const contractNameOf = (objectName) => objectName.match(/^(.+)_\d+$/)?.[1] ?? null;

/**
 * The contract (`{file, name}`) that `object` is the creation object of,
 * or null when the Yul does not say: an `@src` of its own code whose
 * snippet is the start of that contract's definition names the file; with
 * no snippets (solc's debugInfo without them), the one file of its
 * `@use-src` that `definesContract(file, name)`.
 */
export function contractOf(object, definesContract) {
  const name = contractNameOf(object.name);
  if (name === null) return null;
  const definition = new RegExp(`^contract\\s+${name.replace(/\$/g, '\\$')}\\b`);
  for (const { id, snippet } of object.sources) {
    if (snippet !== null && definition.test(snippet) && object.useSrc.has(id)) return { file: object.useSrc.get(id), name };
  }
  const files = [...new Set(object.useSrc.values())].filter((file) => definesContract(file, name));
  return files.length === 1 ? { file: files[0], name } : null;
}

/**
 * The objects of `top`'s tree, below it, that are other contracts'
 * creation objects, and not inside one of those: [{object, file, name}].
 * The contract's own objects (its runtime object `C_12_deployed`, and
 * anything not a contract's) are not.
 */
export function createdContracts(top, definesContract) {
  const found = [];
  const visit = (object) => {
    for (const child of object.children) {
      const contract = contractOf(child, definesContract);
      if (contract) found.push({ object: child, ...contract });
      else visit(child);
    }
  };
  if (top) visit(top);
  return found;
}

/**
 * `yul` with the `.metadata` data of its runtime object (the top object's
 * first sub-object, solc's `C_12_deployed`) holding `hex` instead, if it
 * has such data; not that of any other object (the contracts it creates
 * have their own). `top` is `yul`'s tree when the caller has it.
 */
export function withRuntimeMetadata(yul, hex, top = parseYulObjects(yul)) {
  const runtime = top?.children[0];
  if (!runtime) return yul;
  // Its own text: its children's cut out.
  let at = runtime.start;
  for (const child of [...runtime.children, { start: runtime.end, end: runtime.end }]) {
    const own = yul.slice(at, child.start);
    const m = own.match(/\bdata\s+"\.metadata"\s+hex"([0-9a-fA-F]*)"/);
    if (m) {
      const start = at + m.index + m[0].length - m[1].length - 1;
      return yul.slice(0, start) + hex + yul.slice(start + m[1].length);
    }
    at = child.end;
  }
  return yul;
}
