// The source ranges of the calls that are statements, in solc's
// unoptimised Yul (docs/solidity.md, "Source maps").
//
// solc's IR generator writes an `@src` comment for the expressions it
// generates code for, not for a call that is a statement: `_pause();`
// comes out as `fun__pause_146()` under the range of the whole function,
// and `_transfer(owner, to, value);` under that of its last argument,
// `value`. Where the functions inline, the first
// instruction of each call stands for the call (EVMSolcSourceMap), so that
// range is what a debugger shows for the call, and a function whose body
// is one call without arguments has no instruction inside its body.
//
// solc's AST has every call's range (callsByDefinition), and so does the
// source text (source-calls.mjs, for the sources whose AST the selection
// lacks; the two readings agree). withCallRanges puts it on the Yul: a
// `/// @src` comment before each call statement whose call it finds, and
// the range that was current after it. The calls of each
// name in a Solidity function or modifier (whose range the Yul function
// has) are paired in order with the Yul calls of that name in its Yul
// functions, where both have as many, none is nested in another of the
// same name, and each pair is a statement in both or in neither; anything
// else is left as solc wrote it. The AST's ranges are
// compilation-independent (offsets in a source named by its path), so
// the Yul of any of bin/evm-solc's compilations takes the output's AST.

// A line of solc's Yul that calls a Solidity function (`fun_<name>_<AST
// id>`), as a statement or assigning its results; a range comment (solc
// writes source:start:end); the sources' names of an object; a function's
// definition; the start of an object or of its code.
const CALL = /^(\s*)(?:(?:let\s+)?[\w$]+(?:\s*,\s*[\w$]+)*\s*:=\s*)?fun_([\w$]+)_\d+\(/;
const SRC = /\/\/\/ @src (-?\d+):(\d+):(\d+)/g;
const USE_SRC = /\/\/\/ @use-src (.*)/;
const FUNCTION = /^\s*function\s+[\w$]+\s*\(/;
const OBJECT_OR_CODE = /^\s*(?:object\s+"|code\s*\{)/;

/**
 * The calls of each Solidity function and modifier of `sources` (solc's
 * output `sources`, with their ASTs), by "source name:start:end" of the
 * definition (the Yul's `@src` gives the end, the AST the length):
 * [{name, start, length, statement}] in source order; null when no source
 * has an AST.
 */
export function callsByDefinition(sources) {
  const byKey = new Map();
  let any = false;
  // The calls in a body: every node below it but the type descriptions,
  // which hold no calls and are most of the AST.
  // `statement`: the node is an expression statement's expression.
  const collect = (node, calls, statement = false) => {
    if (node.nodeType === 'FunctionCall') {
      const callee = node.expression;
      const name = callee.nodeType === 'Identifier' ? callee.name : callee.nodeType === 'MemberAccess' ? callee.memberName : null;
      if (name) {
        const [start, length] = node.src.split(':').map(Number);
        calls.push({ name, start, length, statement });
      }
    }
    const expressionStatement = node.nodeType === 'ExpressionStatement';
    for (const key in node) {
      if (key === 'typeDescriptions') continue;
      const value = node[key];
      if (value === null || typeof value !== 'object') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (item !== null && typeof item === 'object') collect(item, calls);
      } else collect(value, calls, expressionStatement && key === 'expression');
    }
  };
  const define = (name, node) => {
    if ((node.nodeType !== 'FunctionDefinition' && node.nodeType !== 'ModifierDefinition') || !node.body) return;
    const [start, length] = node.src.split(':').map(Number);
    const calls = [];
    collect(node.body, calls);
    byKey.set(`${name}:${start}:${start + length}`, calls);
  };
  for (const [name, source] of Object.entries(sources ?? {})) {
    if (!source?.ast) continue;
    any = true;
    // Free functions, and the functions and modifiers of contracts and
    // libraries: the only places a body is.
    for (const node of source.ast.nodes ?? []) {
      if (node.nodeType === 'ContractDefinition') for (const member of node.nodes ?? []) define(name, member);
      else define(name, node);
    }
  }
  if (!any) return null;
  for (const calls of byKey.values()) calls.sort((a, b) => a.start - b.start);
  return byKey;
}

/**
 * `yul` (solc's unoptimised Yul of one contract) with a `@src` comment
 * before each call statement whose call `calls` has (callsByDefinition's
 * Map, or callsFromSources' lookup with the same `has` and `get`).
 */
export function withCallRanges(yul, calls) {
  if (!calls) return yul;
  const lines = yul.split('\n');
  // The call lines of the Yul functions of each Solidity definition in
  // each object, in the order of the lines: the body's calls (in the
  // function, or in its `_inner` function when it has modifiers) and those
  // computing its modifiers' arguments (in the function), which the AST
  // has elsewhere, so that the counts differ then and nothing is paired.
  // Each: {line, indent, name, statement, source: the index of the
  // function's source, current: the range comment in force}.
  const groups = new Map();
  let names = {};
  // The line of the range comment in force; its range is read when a
  // function or a call needs it (most range comments are not needed).
  let srcLine = -1;
  const ranges = new Map();
  const rangeAt = (i) => {
    if (i < 0) return null;
    if (!ranges.has(i)) {
      let range = null;
      for (const m of lines[i].matchAll(SRC)) range = [m[1], m[2], m[3]];
      ranges.set(i, range);
    }
    return ranges.get(i);
  };
  let group = null;
  let objects = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // Most lines are none of these: each test is first a substring's.
    const comment = line.includes('///');
    const use = comment && line.includes('@use-src') ? USE_SRC.exec(line) : null;
    if (use) names = Object.fromEntries([...use[1].matchAll(/(\d+):"((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], JSON.parse(`"${m[2]}"`)]));
    if ((line.includes('object') || line.includes('code')) && OBJECT_OR_CODE.test(line)) {
      if (line.includes('object')) objects++;
      group = null;
    } else if (line.includes('function') && FUNCTION.test(line)) {
      group = null;
      const current = rangeAt(srcLine);
      if (current && names[current[0]] !== undefined) {
        const key = `${names[current[0]]}:${current[1]}:${current[2]}`;
        if (calls.has(key)) {
          const id = `${objects}|${key}`;
          if (!groups.has(id)) groups.set(id, { key, calls: [] });
          group = { source: current[0], calls: groups.get(id).calls };
        }
      }
    } else if (group && line.includes('fun_')) {
      const call = CALL.exec(line);
      if (call)
        group.calls.push({ line: i, indent: call[1], name: call[2], statement: !line.includes(':='), source: group.source, current: rangeAt(srcLine) });
    }
    if (comment && line.includes('@src ')) srcLine = i;
  }
  const inserts = new Map();
  for (const { key, calls: yulCalls } of groups.values()) {
    // Only statements get a range: a group without one needs no calls
    // from the source.
    if (!yulCalls.some((c) => c.statement)) continue;
    const solidity = calls.get(key);
    if (!solidity) continue;
    for (const name of new Set(yulCalls.map((c) => c.name))) {
      const ours = yulCalls.filter((c) => c.name === name);
      const theirs = solidity.filter((c) => c.name === name);
      const nested = (c) => theirs.some((o) => o !== c && o.start <= c.start && c.start + c.length <= o.start + o.length);
      // The same number, none nested, none that source-calls.mjs was
      // unsure of, and each a statement on both sides or on neither: the
      // Yul's order is the source's then (a do-while's condition comes
      // before its body in the Yul; a call whose results a statement drops
      // is assigned in the Yul, and its name is left).
      if (
        ours.length !== theirs.length ||
        theirs.some((c, k) => c.unsure || nested(c) || c.statement !== ours[k].statement)
      )
        continue;
      for (const [k, call] of ours.entries()) {
        if (!call.statement || !call.current) continue;
        const { start, length } = theirs[k];
        const range = `${call.source}:${start}:${start + length}`;
        if (range === call.current.join(':')) continue;
        inserts.set(call.line, [`${call.indent}/// @src ${range}`, `${call.indent}/// @src ${call.current.join(':')}`]);
      }
    }
  }
  if (inserts.size === 0) return yul;
  const out = [];
  for (const [i, line] of lines.entries()) {
    const around = inserts.get(i);
    if (around) out.push(around[0], line, around[1]);
    else out.push(line);
  }
  return out.join('\n');
}
