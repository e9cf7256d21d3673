// The calls in a Solidity function's or modifier's body, read from the
// source text: what call-ranges.mjs takes from solc's AST when a build has
// not asked for the AST (forge's default), so that the source maps do not
// depend on the output selection.
//
// This is a lexer and a bracket matcher, not a parser: a call is a name
// followed by `(`, its range runs from the start of the expression the name
// is a member of (`super._mint(...)`, `x.add(y)`, `a[i].f()`) to its
// closing parenthesis, and it is a statement when it starts a statement and
// a `;` ends it (or it is a for loop's step). Where the text is not one of
// these simple shapes the call is marked `unsure`, and call-ranges.mjs
// leaves every call of that name in the function as solc wrote it. The
// ranges are byte offsets, as solc's are: the text is read as bytes, and
// only comments and strings hold anything but ASCII.

// Names followed by `(` that are not calls.
const NOT_CALLS = new Set(['if', 'while', 'for', 'return', 'returns', 'catch', 'function', 'mapping', 'assembly']);
// Words before `(` that do not call what the parenthesis holds.
const KEYWORDS = new Set([...NOT_CALLS, 'else', 'do', 'emit', 'new', 'delete', 'try']);

// Character classes, by code: a name's first character, and its others
// (a number's too).
const NAME_START = new Uint8Array(128);
const NAME_PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  NAME_START[c] = /[A-Za-z_$]/.test(ch) ? 1 : 0;
  NAME_PART[c] = /[\w$]/.test(ch) ? 1 : 0;
}
const isNamePart = (code) => code < 128 && NAME_PART[code] === 1;

/** The tokens of `text` (one character per byte): {kind, text, start, end}, comments left out. */
function tokenize(text) {
  const tokens = [];
  const n = text.length;
  let i = 0;
  // The end of the string literal whose quote is at `from`.
  const quoted = (from) => {
    const q = text.charCodeAt(from);
    let k = from + 1;
    while (k < n && text.charCodeAt(k) !== q) k += text.charCodeAt(k) === 92 /* \\ */ ? 2 : 1;
    return Math.min(k + 1, n);
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++;
    } else if (c === 47 /* / */ && text.charCodeAt(i + 1) === 47) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? n : nl + 1;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42 /* * */) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
    } else if (c < 128 && NAME_START[c] === 1) {
      let k = i + 1;
      while (k < n && isNamePart(text.charCodeAt(k))) k++;
      const word = text.slice(i, k);
      const next = text.charCodeAt(k);
      if ((word === 'hex' || word === 'unicode') && (next === 34 || next === 39)) {
        const end = quoted(k);
        tokens.push({ kind: 'string', text: text.slice(i, end), start: i, end });
        i = end;
      } else {
        tokens.push({ kind: 'name', text: word, start: i, end: k });
        i = k;
      }
    } else if (c >= 48 && c <= 57) {
      // Digits, letters (0x..., 1e18; `2 ether` is two tokens), underscores,
      // and a dot before a digit (`42.double()` calls a function on 42).
      let k = i + 1;
      const digitAt = (at) => text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57;
      while (k < n && (isNamePart(text.charCodeAt(k)) || (text.charCodeAt(k) === 46 && digitAt(k + 1)))) k++;
      tokens.push({ kind: 'number', text: text.slice(i, k), start: i, end: k });
      i = k;
    } else if (c === 34 /* " */ || c === 39 /* ' */) {
      const end = quoted(i);
      tokens.push({ kind: 'string', text: text.slice(i, end), start: i, end });
      i = end;
    } else {
      tokens.push({ kind: 'punct', text: text[i], start: i, end: i + 1 });
      i++;
    }
  }
  return tokens;
}

const CLOSING = { '(': ')', '[': ']', '{': '}' };

/** Each bracket token's partner (index to index), or null when they do not nest. */
function matchBrackets(tokens) {
  const partner = new Map();
  const open = [];
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'punct') continue;
    if (CLOSING[t.text]) open.push(i);
    else if (t.text === ')' || t.text === ']' || t.text === '}') {
      const o = open.pop();
      if (o === undefined || CLOSING[tokens[o].text] !== t.text) return null;
      partner.set(o, i);
      partner.set(i, o);
    }
  }
  return open.length === 0 ? partner : null;
}

/**
 * Whether bytes `start` to `end` of `text` look like a function's or a
 * modifier's definition with a body (solc's ranges of definitions start at
 * the keyword and end after the body's brace): what a Yul function's range
 * is when it compiles one, and not when it is a helper with its contract's.
 */
function isDefinition(text, start, end) {
  return (
    start >= 0 && start < end && end <= text.length && text[end - 1] === '}' &&
    /^(function|modifier|constructor|fallback|receive)\b/.test(text.slice(start, start + 12))
  );
}

/**
 * The calls in the body of the function or modifier whose definition is
 * bytes `start` to `end` of `text` (a latin1 string of the source's
 * bytes): [{name, start, length, statement, unsure}] in source order, or
 * null when that range is not such a definition with a body.
 */
function callsInDefinition(text, start, end) {
  if (!isDefinition(text, start, end)) return null;
  const tokens = tokenize(text.slice(start, end));
  const partner = matchBrackets(tokens);
  // The body: the first brace (a header has none of its own).
  const body = tokens.findIndex((t) => t.text === '{' && t.kind === 'punct');
  if (!partner || body < 0 || partner.get(body) !== tokens.length - 1) return null;
  const is = (i, text) => i >= 0 && i < tokens.length && tokens[i].text === text && tokens[i].kind !== 'string';

  // Where statements start; the conditions of for loops, which start after
  // a `;` and are not statements; and their steps, statements that a `)`
  // ends (by the step's first token, that `)`). Inline assembly is left
  // out: the AST has no calls of its own in it.
  const statementStart = new Set();
  const conditions = new Set();
  const forSteps = new Map();
  const skipped = new Set();
  for (let i = body; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'name' && t.text === 'assembly') {
      let k = i + 1;
      while (k < tokens.length && !is(k, '{')) k++;
      const last = partner.get(k) ?? tokens.length - 1;
      for (let s = i; s <= last; s++) skipped.add(s);
      statementStart.add(last + 1);
      i = last;
      continue;
    }
    if (t.kind === 'punct' && (t.text === '{' || t.text === '}' || t.text === ';')) statementStart.add(i + 1);
    if (t.kind !== 'name') continue;
    if (t.text === 'else' || t.text === 'do') statementStart.add(i + 1);
    if ((t.text === 'if' || t.text === 'while' || t.text === 'for') && is(i + 1, '(')) {
      const close = partner.get(i + 1);
      statementStart.add(close + 1);
      if (t.text !== 'for') continue;
      statementStart.add(i + 2);
      const semicolons = [];
      for (let k = i + 2; k < close; k++) {
        if (is(k, ';')) semicolons.push(k);
        else if (partner.get(k) > k) k = partner.get(k);
      }
      if (semicolons.length !== 2) continue;
      conditions.add(semicolons[0] + 1);
      forSteps.set(semicolons[1] + 1, close);
    }
  }

  const calls = [];
  for (let i = body + 1; i < tokens.length - 1; i++) {
    const t = tokens[i];
    if (skipped.has(i) || t.kind !== 'name' || !is(i + 1, '(') || NOT_CALLS.has(t.text)) continue;
    // `new C(...)` creates (the AST has no name for it).
    if (tokens[i - 1].kind === 'name' && tokens[i - 1].text === 'new') continue;
    const first = expressionStart(i);
    const close = partner.get(i + 1);
    const statement =
      first >= 0 &&
      !conditions.has(first) &&
      ((statementStart.has(first) && is(close + 1, ';')) || forSteps.get(first) === close + 1);
    const from = tokens[Math.max(first, 0)].start;
    calls.push({ name: t.text, start: start + from, length: tokens[close].end - from, statement, unsure: first < 0 });
  }
  return calls;

  // The first token of the expression that name `i` is a member of: names,
  // calls and index expressions joined by dots, a parenthesised expression
  // at the start, and `new C` before a call; -1 where the text is not
  // that simple.
  function expressionStart(i) {
    let first = i;
    while (is(first - 1, '.')) {
      let k = first - 2;
      // Back over the calls and index expressions the chain goes through.
      while (is(k, ')') || is(k, ']')) {
        const o = partner.get(k);
        const before = tokens[o - 1];
        if ((before?.kind === 'name' && !KEYWORDS.has(before.text)) || is(o - 1, ')') || is(o - 1, ']')) k = o - 1;
        else if (tokens[o].text === '(') return o;
        else return -1;
      }
      // A literal starts the chain (`"abc".double()`).
      if (tokens[k]?.kind === 'number' || tokens[k]?.kind === 'string') return k;
      if (k < 0 || tokens[k].kind !== 'name' || KEYWORDS.has(tokens[k].text)) return -1;
      first = k;
    }
    return tokens[first - 1]?.kind === 'name' && tokens[first - 1].text === 'new' ? first - 1 : first;
  }
}

/**
 * A lookup like callsByDefinition's Map ("source name:start:end" to the
 * calls in that definition's body) over the texts of `sources` (solc's
 * standard-JSON input sources), and of those that `read` (solc-js's import
 * callback: name to {contents} or {error}) gives for the others.
 */
export function callsFromSources(sources, read) {
  const texts = new Map();
  const cache = new Map();
  const textOf = (name) => {
    if (!texts.has(name)) {
      let content = sources?.[name]?.content;
      // A file that cannot be read has no calls to give.
      try {
        content ??= read?.(name).contents;
      } catch {
        content = undefined;
      }
      texts.set(name, typeof content === 'string' ? Buffer.from(content, 'utf8').toString('latin1') : null);
    }
    return texts.get(name);
  };
  // The text and the range of `key`.
  const parse = (key) => {
    const second = key.lastIndexOf(':');
    const first = key.lastIndexOf(':', second - 1);
    return { text: first > 0 ? textOf(key.slice(0, first)) : null, start: Number(key.slice(first + 1, second)), end: Number(key.slice(second + 1)) };
  };
  return {
    // Many functions are looked up and few read: the calls only when asked.
    has(key) {
      const { text, start, end } = parse(key);
      return text !== null && isDefinition(text, start, end);
    },
    get(key) {
      if (!cache.has(key)) {
        const { text, start, end } = parse(key);
        let calls = null;
        // The ranges only make the map finer: text this reading does not
        // expect leaves solc's, and never fails the build.
        try {
          calls = text === null ? null : callsInDefinition(text, start, end);
        } catch {
          calls = null;
        }
        cache.set(key, calls);
      }
      return cache.get(key) ?? undefined;
    },
  };
}
