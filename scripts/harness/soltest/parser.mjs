// Reading solc's semantic tests (scripts/harness/soltest/): a file's sources and
// settings, and its expectations as a list of calls.
//
// The file: Solidity source, optionally split into `==== Source: NAME ====`
// sections and with `==== ExternalSource: [NAME=]PATH ====` lines (a file
// beside the test; the first `=` separates a new name from the path), then
// optionally `// ====` and settings `// key: value`, then `// ----` and the
// expectations. The last section is the main source ("" when there are no
// sections); text before the first section is a source named "" when it
// is not empty.
//
// The expectations are read as solc's runner reads them: the lines are
// joined without their line breaks, and `//` is a token of its own, so a
// call may go on over several lines. A call:
//
//   SIGNATURE[, VALUE ether|wei][: ARGS] [# comment #] [-> RESULTS] [# comment #]
//   [~ side effect]...                 (each up to the next `/`)
//   [gas RUN[ code]: N]...             (read, never checked)
//
// SIGNATURE is `name(types)`, `constructor()`, `()` (a low-level call with
// raw calldata), a builtin (`balance`, `storageEmpty`, `account`,
// `isoltest_builtin_test`, `isoltest_side_effects_test`) or
// `library: [ "FILE":]NAME`. The literals are in encoding.mjs.

import {
  align,
  concatBytes,
  encodeDecimal,
  fromHex,
  keccak,
  wrap256,
} from './encoding.mjs';

/** The builtins of solc's runner: a call to one of them sends no message. */
export const BUILTINS = new Set([
  'isoltest_builtin_test',
  'isoltest_side_effects_test',
  'balance',
  'storageEmpty',
  'account',
]);

/** Thrown for a file the format does not allow. */
export class TestFormatError extends Error {}

// ---------------------------------------------------------------------------
// The file: sources, settings, expectations.

/**
 * Splits a test file.
 * @param {string} text - the file as latin1 (one character a byte)
 * @param {{readExternal?: (path: string) => string}} options -
 *   readExternal(path relative to the test's folder) gives an external
 *   source's text (latin1 too), or throws
 * @returns {{sources: [string, string][], externalSources: [string, string][],
 *   mainSource: string, settings: Object<string,string>,
 *   expectations: string, expectationsLine: number}} sources in order (UTF-8
 *   text), the external ones [name, path]; expectations: the text after
 *   `// ----` (latin1); expectationsLine: the line number of `// ----`
 */
export function splitTestFile(text, { readExternal = null } = {}) {
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const sources = new Map();
  const externalSources = [];
  const settings = {};
  let name = '';
  let current = '';
  let inSource = true;
  let end = lines.length;
  const utf8 = (latin1) => Buffer.from(latin1, 'latin1').toString('utf8');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (line.startsWith('// ----')) {
      end = i;
      break;
    }
    if (line.startsWith('// ====')) {
      inSource = false;
    } else if (inSource) {
      const section = line.match(/^==== Source:(.*)====$/);
      const external = line.match(/^==== ExternalSource:(.*)====$/);
      if (section) {
        if (!(name === '' && current === '')) sources.set(name, utf8(current));
        current = '';
        name = section[1].trim();
        if (sources.has(name)) throw new TestFormatError(`source "${name}" is defined twice`);
      } else if (external) {
        const spec = external[1].trim();
        const eq = spec.indexOf('=');
        const sourceName = eq < 0 ? spec : spec.slice(0, eq).trim();
        const path = eq < 0 ? spec : spec.slice(eq + 1).trim();
        if (sourceName === '') throw new TestFormatError(`external source without a name: "${line}"`);
        if (path.startsWith('/')) throw new TestFormatError(`external source paths are relative to the test: "${path}"`);
        if (sources.has(sourceName)) throw new TestFormatError(`source "${sourceName}" is defined twice`);
        if (readExternal === null) throw new TestFormatError(`external source "${path}" cannot be read here`);
        let content;
        try {
          content = readExternal(path);
        } catch {
          throw new TestFormatError(`external source "${path}" not found`);
        }
        sources.set(sourceName, utf8(content));
        externalSources.push([sourceName, path]);
      } else {
        current += `${line}\n`;
      }
    } else if (line.startsWith('// ')) {
      const colon = line.indexOf(':');
      if (colon < 0) throw new TestFormatError(`a setting without ":": "${line}"`);
      settings[line.slice(3, colon).trim()] = line.slice(colon + 1).trim();
    } else {
      throw new TestFormatError(`expected a setting or "// ----" after "// ====", got "${line}"`);
    }
  }
  sources.set(name, utf8(current));
  return {
    sources: [...sources],
    externalSources,
    mainSource: name,
    settings,
    expectations: lines.slice(end + 1).join('\n'),
    expectationsLine: end + 1,
  };
}

// ---------------------------------------------------------------------------
// Scanning the expectations.

const isIdentStart = (c) => /[A-Za-z_$]/.test(c);
const isIdentPart = (c) => /[A-Za-z0-9_$]/.test(c);
const isDigit = (c) => c >= '0' && c <= '9';
const isHexDigit = (c) => /[0-9a-fA-F]/.test(c);
const KEYWORDS = new Map([
  ['true', 'bool'],
  ['false', 'bool'],
  ['ether', 'ether'],
  ['wei', 'wei'],
  ['left', 'left'],
  ['right', 'right'],
  ['library', 'library'],
  ['hex', 'hex'],
  ['FAILURE', 'FAILURE'],
  ['gas', 'gas'],
]);

/**
 * Tokens of the joined expectation lines: `//` (newline), `->`, `-`, `~`
 * (its text: the rest up to the next `/`), `:`, `,`, `(`, `)`, `[`, `]`,
 * `#` (a comment, its text up to the next `#`; or, with topicMarks, a
 * plain `#` that marks an event topic), string, number, hexNumber,
 * identifier, the keywords above, and eos.
 */
class Scanner {
  constructor(text, { lineOf = () => 0, topicMarks = false } = {}) {
    this.text = text;
    this.pos = 0;
    this.lineOf = lineOf;
    this.topicMarks = topicMarks;
    this.next();
  }

  error(message) {
    const line = this.lineOf(this.start);
    return new TestFormatError(line ? `line ${line}: ${message}` : message);
  }

  /** Reads the next token into kind, value, start. */
  next() {
    const t = this.text;
    while (this.pos < t.length && /[ \t\r\n\f\v]/.test(t[this.pos])) this.pos++;
    this.start = this.pos;
    this.value = '';
    if (this.pos >= t.length) {
      this.kind = 'eos';
      return;
    }
    const c = t[this.pos];
    const two = t.slice(this.pos, this.pos + 2);
    if (two === '//') {
      this.kind = '//';
      this.pos += 2;
    } else if (c === '/') {
      throw this.error('unexpected "/"');
    } else if (two === '->') {
      this.kind = '->';
      this.pos += 2;
    } else if (c === '~') {
      const end = t.indexOf('/', this.pos + 1);
      this.kind = '~';
      this.value = t.slice(this.pos + 1, end < 0 ? t.length : end).trim();
      this.pos = end < 0 ? t.length : end;
    } else if (c === '#' && this.topicMarks) {
      this.kind = 'topic';
      this.pos++;
    } else if (c === '#') {
      const end = t.indexOf('#', this.pos + 1);
      if (end < 0) throw this.error('a comment without its closing "#"');
      this.kind = '#';
      this.value = t.slice(this.pos + 1, end);
      this.pos = end + 1;
    } else if ('-:,()[]'.includes(c)) {
      this.kind = c;
      this.pos++;
    } else if (c === '"') {
      this.kind = 'string';
      this.value = this.scanString();
    } else if (isIdentStart(c)) {
      let end = this.pos + 1;
      while (end < t.length && isIdentPart(t[end])) end++;
      const word = t.slice(this.pos, end);
      this.pos = end;
      this.kind = KEYWORDS.get(word) ?? 'identifier';
      this.value = word;
    } else if (isDigit(c)) {
      let end = this.pos + 1;
      if (c === '0' && t[this.pos + 1] === 'x') {
        end = this.pos + 2;
        while (end < t.length && isHexDigit(t[end])) end++;
        this.kind = 'hexNumber';
      } else {
        while (end < t.length && (isDigit(t[end]) || t[end] === '.')) end++;
        this.kind = 'number';
      }
      this.value = t.slice(this.pos, end);
      this.pos = end;
    } else {
      throw this.error(`unexpected character "${c}"`);
    }
  }

  /** A string literal's bytes (as latin1 text), its escapes resolved. */
  scanString() {
    const t = this.text;
    let i = this.pos + 1;
    let out = '';
    for (;;) {
      if (i >= t.length) throw this.error('a string without its closing quote');
      const c = t[i];
      if (c === '"') break;
      if (c !== '\\') {
        out += c;
        i++;
        continue;
      }
      const e = t[i + 1];
      i += 2;
      if (e === '\\') out += '\\';
      else if (e === 'n') out += '\n';
      else if (e === 'r') out += '\r';
      else if (e === 't') out += '\t';
      else if (e === '0') out += '\0';
      else if (e === 'x') {
        if (!isHexDigit(t[i] ?? '')) throw this.error('\\x without hex digits');
        let digits = t[i++];
        if (t[i] !== '"' && isHexDigit(t[i] ?? '')) digits += t[i++];
        out += String.fromCharCode(parseInt(digits, 16));
      } else throw this.error(`invalid escape "\\${e}" in a string`);
    }
    this.pos = i + 1;
    return out;
  }

  /** Whether the current token is of that kind. */
  is(kind) {
    return this.kind === kind;
  }

  /** Skips the current token if it is of that kind; tells whether it did. */
  accept(kind) {
    if (this.kind !== kind) return false;
    this.next();
    return true;
  }

  /** The current token, which must be of that kind; moves past it. */
  expect(kind) {
    if (this.kind !== kind) {
      const shown = this.kind === 'eos' ? 'the end' : `"${this.text.slice(this.start, this.pos)}"`;
      throw this.error(`expected ${kind === '//' ? 'a new line' : `"${kind}"`}, got ${shown}`);
    }
    const value = this.value;
    this.next();
    return value;
  }
}

// ---------------------------------------------------------------------------
// Parameters (the literals of arguments, results and events).

/**
 * Reads one literal, or nothing (type 'none') when there is none.
 * @returns {{bytes: Uint8Array, type: string, align: string,
 *   alignDeclared: boolean, text: string}} type: bool, hex, hexString,
 *   string, unsigned, signed, ufixed, fixed, failure or none
 */
function parseParameter(s) {
  s.accept('//');
  const begin = s.start;
  let side = null;
  if (s.accept('left')) side = 'left';
  else if (s.accept('right')) side = 'right';
  if (side !== null) s.expect('(');
  const negative = s.accept('-');
  let param;
  if (s.is('bool')) {
    if (negative) throw s.error('a minus before a boolean');
    const value = s.expect('bool') === 'true' ? 1 : 0;
    param = { type: 'bool', bytes: align(Uint8Array.of(value), side ?? 'right') };
  } else if (s.is('hexNumber')) {
    if (negative) throw s.error('a minus before a hex number');
    const hex = s.expect('hexNumber');
    param = { type: 'hex', bytes: align(fromHex(hex), side ?? 'right') };
  } else if (s.accept('hex')) {
    if (negative) throw s.error('a minus before a hex string');
    if (side !== null) throw s.error('a hex string cannot be aligned');
    const digits = s.expect('string');
    let bytes;
    try {
      bytes = fromHex(digits);
    } catch {
      throw s.error(`invalid hex string hex"${digits}"`);
    }
    param = { type: 'hexString', bytes };
  } else if (s.is('string')) {
    if (negative) throw s.error('a minus before a string');
    if (side !== null) throw s.error('a string cannot be aligned');
    const text = s.expect('string');
    const bytes = Uint8Array.from(Buffer.from(text, 'latin1'));
    if (bytes.length > 32) throw s.error(`a string literal longer than 32 bytes ("${text.slice(0, 20)}...")`);
    param = { type: 'string', bytes: align(bytes, 'left') };
  } else if (s.is('number')) {
    const digits = s.expect('number');
    const fixed = digits.includes('.');
    param = {
      type: fixed ? (negative ? 'fixed' : 'ufixed') : negative ? 'signed' : 'unsigned',
      bytes: encodeDecimal(digits, negative, side ?? 'right'),
    };
  } else if (s.accept('FAILURE')) {
    if (negative) throw s.error('a minus before FAILURE');
    param = { type: 'failure', bytes: new Uint8Array(0) };
  } else {
    if (negative || side !== null) throw s.error('a literal is missing');
    param = { type: 'none', bytes: new Uint8Array(0) };
  }
  if (side !== null) s.expect(')');
  param.align = side ?? (param.type === 'string' ? 'left' : param.type === 'hexString' ? 'none' : 'right');
  param.alignDeclared = side !== null;
  param.text = s.text.slice(begin, s.start).trim();
  return param;
}

/** A type in a signature: a name or a tuple, with array dimensions. */
function parseType(s) {
  let type;
  if (s.is('identifier')) type = s.expect('identifier');
  else {
    s.expect('(');
    const parts = [parseType(s)];
    while (s.accept(',')) parts.push(parseType(s));
    s.expect(')');
    type = `(${parts.join(',')})`;
  }
  while (s.accept('[')) {
    type += `[${s.is('number') ? s.expect('number') : ''}]`;
    s.expect(']');
  }
  return type;
}

/** `name(types)`, `()` or a builtin's name; tells whether it is a low-level call. */
function parseSignature(s) {
  const name = s.is('identifier') ? s.expect('identifier') : '';
  if (BUILTINS.has(name) && !s.is('(')) return { signature: name, lowLevel: false };
  s.expect('(');
  const types = [];
  if (!s.is(')')) {
    types.push(parseType(s));
    while (s.accept(',')) types.push(parseType(s));
  }
  if (name === '' && types.length > 0) throw s.error('a signature without a name cannot have parameters');
  s.expect(')');
  return { signature: `${name}(${types.join(',')})`, lowLevel: name === '' };
}

/** `N ether` or `N wei`, in wei. */
function parseValue(s) {
  const digits = s.expect('number');
  if (!/^[0-9]+$/.test(digits)) throw s.error(`invalid value "${digits}"`);
  if (s.accept('ether')) return wrap256(BigInt(digits) * 10n ** 18n);
  if (s.accept('wei')) return wrap256(BigInt(digits));
  throw s.error('a value needs its unit, wei or ether');
}

/** A comment `# ... #` if there is one. */
function parseComment(s) {
  return s.is('#') ? s.expect('#') : '';
}

// ---------------------------------------------------------------------------
// Calls.

/**
 * Parses the expectations of a test.
 * @param {string} text - the lines after `// ----`, joined with newlines
 * @param {number} firstLine - the file's line number of the first of them
 * @returns {object[]} calls: {kind: regular|constructor|lowLevel|library|
 *   builtin, signature, value: bigint, args: param[], arguments: Uint8Array,
 *   failure: boolean, results: param[], expected: Uint8Array,
 *   omitsArrow, sideEffects: string[], gas: Object<string, bigint>,
 *   libraryFile, line, text}
 */
export function parseExpectations(text, firstLine = 1) {
  // Join the lines as solc's runner does, remembering where each starts.
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  const starts = [];
  let joined = '';
  for (const line of lines) {
    starts.push(joined.length);
    joined += line;
  }
  const lineIndex = (pos) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= pos) lo = mid + 1;
      else hi = mid;
    }
    return Math.max(0, lo - 1);
  };
  const lineOf = (pos) => firstLine + lineIndex(pos);
  const s = new Scanner(joined, { lineOf });

  const calls = [];
  while (!s.is('eos')) {
    if (calls.length === 0) s.expect('//');
    while (s.accept('//'));
    if (s.is('eos')) break;
    const begin = s.start;
    if (s.accept('gas')) {
      if (calls.length === 0) throw s.error('a gas line before any call');
      const run = s.expect('identifier');
      if (!['ir', 'irOptimized', 'legacy', 'legacyOptimized'].includes(run))
        throw s.error(`unknown gas run "${run}"`);
      let key = run;
      if (s.is('identifier')) {
        if (s.expect('identifier') !== 'code') throw s.error('expected "code" or ":"');
        key += ' code';
      }
      s.expect(':');
      const digits = s.expect('number');
      calls[calls.length - 1].gas[key] = BigInt(digits);
      continue;
    }
    const call = {
      kind: 'regular',
      signature: '',
      value: 0n,
      args: [],
      failure: false,
      results: [],
      omitsArrow: true,
      comment: '',
      sideEffects: [],
      gas: {},
      libraryFile: '',
      line: lineOf(begin),
    };
    if (s.accept('library')) {
      s.expect(':');
      if (s.is('string')) {
        call.libraryFile = s.expect('string');
        s.expect(':');
      } else s.accept(':');
      call.signature = s.expect('identifier');
      call.kind = 'library';
    } else {
      const { signature, lowLevel } = parseSignature(s);
      call.signature = signature;
      if (lowLevel) call.kind = 'lowLevel';
      else if (BUILTINS.has(signature)) call.kind = 'builtin';
      if (s.accept(',')) call.value = parseValue(s);
      if (s.accept(':')) {
        const first = parseParameter(s);
        if (first.type === 'none') throw s.error('no argument after ":"');
        call.args.push(first);
        while (s.accept(',')) call.args.push(parseParameter(s));
      }
      s.accept('//');
      call.comment = parseComment(s);
      s.accept('//');
      if (s.accept('->')) {
        call.omitsArrow = false;
        const first = parseParameter(s);
        if (first.type !== 'none') {
          call.results.push(first);
          while (s.accept(',')) call.results.push(parseParameter(s));
          call.failure = first.type === 'failure';
        }
        s.accept('//');
      }
      call.comment += parseComment(s);
      if (call.signature === 'constructor()') call.kind = 'constructor';
    }
    call.text = joined.slice(begin, s.start).replace(/\s*\/\/\s*/g, ' ').trim();
    s.accept('//');
    while (s.is('~')) {
      call.sideEffects.push(s.value);
      s.next();
      s.accept('//');
    }
    call.arguments = concatBytes(call.args.map((param) => param.bytes));
    call.expected = concatBytes(call.results.map((param) => param.bytes));
    calls.push(call);
  }
  return calls;
}

// ---------------------------------------------------------------------------
// Side effects.

/**
 * Reads an expected side effect. An event is
 * `emit SIGNATURE|<anonymous>[ from 0xADDRESS][: PARAMS]`, where a
 * parameter marked `#` is a topic and the others are the data's words;
 * the signature gives the first topic (keccak-256), unless anonymous.
 * Anything else is compared as text.
 * @returns {{kind: 'event', signature: string|null, from: string|null,
 *   topics: Uint8Array[], data: Uint8Array} | {kind: 'text', text: string}}
 */
export function parseSideEffect(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith('emit ')) return { kind: 'text', text: trimmed };
  let rest = trimmed.slice(5).trimStart();
  let signature = null;
  if (rest.startsWith('<anonymous>')) rest = rest.slice('<anonymous>'.length);
  else {
    const open = rest.indexOf('(');
    if (open < 0) throw new TestFormatError(`an event without its parameter types: "${trimmed}"`);
    let depth = 0;
    let end = open;
    for (; end < rest.length; end++) {
      if (rest[end] === '(') depth++;
      else if (rest[end] === ')' && --depth === 0) break;
    }
    signature = rest.slice(0, end + 1).replace(/\s+/g, '');
    rest = rest.slice(end + 1);
  }
  let from = null;
  const fromMatch = rest.match(/^\s*from\s+(0x[0-9a-fA-F]{40})/);
  if (fromMatch) {
    from = fromMatch[1].toLowerCase();
    rest = rest.slice(fromMatch[0].length);
  }
  const topics = signature === null ? [] : [keccak(signature)];
  const data = [];
  rest = rest.trim();
  if (rest !== '') {
    if (!rest.startsWith(':')) throw new TestFormatError(`expected ":" before the event's parameters: "${trimmed}"`);
    const s = new Scanner(rest.slice(1), { topicMarks: true });
    do {
      const topic = s.accept('topic');
      const param = parseParameter(s);
      if (param.type === 'none' || param.type === 'failure')
        throw new TestFormatError(`an event parameter is missing: "${trimmed}"`);
      (topic ? topics : data).push(param.bytes);
    } while (s.accept(','));
    if (!s.is('eos')) throw new TestFormatError(`unexpected "${s.text.slice(s.start)}" in "${trimmed}"`);
  }
  return { kind: 'event', signature, from, topics, data: concatBytes(data) };
}
