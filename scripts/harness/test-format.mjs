// The test-case format shared by the execution-test runner and the
// benchmark harness: the `;!` JSON header of a test file
// (../shared/conformance/README.md), words in test notation, calldata and
// the comparison of return data with expected words.

const WORD_BITS = 256n;
const WORD_MODULUS = 1n << WORD_BITS;

/**
 * Reads the `;!` JSON header at the start of an .ll source. Returns null
 * when there is none; throws when it is not valid JSON with a `cases` array.
 */
export function parseHeader(text) {
  const lines = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(';!')) break;
    lines.push(line.slice(line.startsWith(';! ') ? 3 : 2));
  }
  if (lines.length === 0) return null;
  const header = JSON.parse(lines.join('\n'));
  if (!Array.isArray(header?.cases)) throw new Error('the header has no "cases" array');
  return header;
}

/**
 * Turns one word of test notation into a 256-bit unsigned BigInt: 0x-hex, or
 * decimal (string or number), negative values in two's complement.
 */
export function parseWord(word) {
  let value;
  if (typeof word === 'number' && Number.isSafeInteger(word)) value = BigInt(word);
  else if (typeof word === 'string' && /^0x[0-9a-fA-F]+$/i.test(word)) value = BigInt(word);
  else if (typeof word === 'string' && /^-?[0-9]+$/.test(word)) value = BigInt(word);
  else throw new Error(`invalid word ${JSON.stringify(word)}`);
  if (value >= WORD_MODULUS || value < -(WORD_MODULUS / 2n)) throw new Error(`word ${word} does not fit in 256 bits`);
  return value < 0n ? value + WORD_MODULUS : value;
}

/** A 256-bit value as 64 hex digits. */
const wordHex = (value) => value.toString(16).padStart(64, '0');

/** Encodes an input's calldata: an array of words, or one hex string of raw bytes. */
export function encodeCalldata(calldata) {
  if (typeof calldata === 'string') {
    if (!/^(0x)?([0-9a-fA-F]{2})*$/i.test(calldata)) throw new Error(`invalid calldata ${JSON.stringify(calldata)}`);
    return calldata.replace(/^0x/i, '');
  }
  if (!Array.isArray(calldata)) throw new Error('calldata must be an array of words or a hex string');
  return calldata.map((word) => wordHex(parseWord(word))).join('');
}

/** Normalizes a case's `expected` into {returnData, exception, events}. */
export function parseExpected(expected) {
  if (Array.isArray(expected)) return { returnData: expected, exception: false, events: undefined };
  if (expected === null || typeof expected !== 'object') throw new Error('"expected" must be an array or an object');
  return {
    returnData: expected.return_data,
    exception: expected.exception === true,
    events: expected.events,
  };
}

/** Shows a returned word in the notation the expected word was written in. */
export function showWord(value, expectedWord) {
  const isDecimal = typeof expectedWord === 'number' || /^-?[0-9]+$/.test(String(expectedWord));
  if (!isDecimal) return `0x${value.toString(16)}`;
  const signed = String(expectedWord).startsWith('-') && value >= WORD_MODULUS / 2n;
  return (signed ? value - WORD_MODULUS : value).toString();
}

/**
 * Compares hex data with expected words. Returns null on a match, otherwise
 * the reason it does not match. `what` names the data in the message.
 */
export function compareWords(what, dataHex, expectedWords) {
  if (!Array.isArray(expectedWords)) throw new Error(`expected ${what} must be an array of words`);
  if (dataHex.length !== expectedWords.length * 64) {
    return `${what} length (expected ${expectedWords.length * 32} bytes, got ${dataHex.length / 2} bytes: 0x${dataHex})`;
  }
  for (const [i, expectedWord] of expectedWords.entries()) {
    if (expectedWord === '*') continue;
    const got = BigInt(`0x${dataHex.slice(i * 64, i * 64 + 64)}`);
    if (got !== parseWord(expectedWord)) {
      return `${what} word ${i} (expected ${expectedWord}, got ${showWord(got, expectedWord)})`;
    }
  }
  return null;
}
