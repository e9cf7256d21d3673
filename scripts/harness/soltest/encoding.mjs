// Bytes of the semantic-test format (scripts/harness/soltest/): the 32-byte words
// the argument and expectation literals stand for, keccak-256, selectors,
// and the formatting of bytes back into literals for the report.
//
// A literal is encoded on its own, never from the function's signature
// (solc's runner does the same: the signature only gives the selector):
//
//   123, -1            a number, right-aligned in a word; a negative one is
//                      its two's complement; a number with a dot (1.5) is a
//                      fixed-point value: its digits as an integer
//   0x1234             the bytes of the hex digits, right-aligned in a word
//                      (an odd count gets a leading zero digit)
//   true, false        1 or 0, right-aligned
//   "abc"              the string's bytes, left-aligned in a word (escapes
//                      \n \r \t \0 \\ \xNN); at most 32 bytes
//   hex"00ff"          exactly those bytes, not padded
//   left(x), right(x)  a number, hex number or boolean aligned that way
//   FAILURE            no bytes: the call is expected to fail
//
// Every function here works on Uint8Array; text is one character a byte
// (the expectations are read as latin1, so a UTF-8 character in a string
// literal is its bytes, as in solc's runner).

import { keccak_256 } from '@noble/hashes/sha3.js';

const WORD = 32;
const MOD = 1n << 256n;

/** Bytes as hex without 0x. */
export const toHex = (bytes) => Buffer.from(bytes).toString('hex');

/** Hex (with or without 0x; an odd count of digits gets a leading 0) to bytes. */
export function fromHex(hex) {
  let digits = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (/[^0-9a-fA-F]/.test(digits)) throw new Error(`invalid hex digits: "${hex}"`);
  if (digits.length % 2 !== 0) digits = `0${digits}`;
  return Uint8Array.from(Buffer.from(digits, 'hex'));
}

/** Concatenates byte arrays. */
export function concatBytes(parts) {
  return Uint8Array.from(Buffer.concat(parts.map((part) => Buffer.from(part))));
}

/** Whether two byte arrays are equal. */
export const bytesEqual = (a, b) => Buffer.from(a).equals(Buffer.from(b));

/** keccak-256 of bytes or of a latin1 string. */
export function keccak(data) {
  const bytes = typeof data === 'string' ? Uint8Array.from(Buffer.from(data, 'latin1')) : data;
  return keccak_256(bytes);
}

/** The 4-byte selector of a function signature such as `f(uint256)`. */
export const selector = (signature) => keccak(signature).slice(0, 4);

/** A value modulo 2^256 (negative values become their two's complement). */
export const wrap256 = (value) => ((BigInt(value) % MOD) + MOD) % MOD;

/** The shortest big-endian bytes of a non-negative value (none for 0). */
export function compactBytes(value) {
  if (value === 0n) return new Uint8Array(0);
  return fromHex(value.toString(16));
}

/** A value as a 32-byte big-endian word. */
export const wordOf = (value) => fromHex(wrap256(value).toString(16).padStart(64, '0'));

/** Bytes as an unsigned integer. */
export const toBigInt = (bytes) => (bytes.length === 0 ? 0n : BigInt(`0x${toHex(bytes)}`));

/** Pads bytes to a word on the left ('right' alignment) or on the right ('left'). */
export function align(bytes, side) {
  if (bytes.length > WORD) throw new Error(`${bytes.length} bytes do not fit in a 32-byte word`);
  const word = new Uint8Array(WORD);
  word.set(bytes, side === 'left' ? 0 : WORD - bytes.length);
  return word;
}

/**
 * A decimal literal (digits, maybe a dot; `negative` for a leading minus)
 * as bytes: an integer is its compact bytes aligned in a word (two's
 * complement when negative); a fixed-point literal is its digits without
 * the dot as one word (solc's runner never aligns those).
 */
export function encodeDecimal(digits, negative, side = 'right') {
  if (!/^[0-9.]+$/.test(digits) || !/[0-9]/.test(digits)) throw new Error(`invalid number "${digits}"`);
  if (digits.includes('.')) {
    const value = BigInt(digits.replace('.', '').replace(/^0+(?=.)/, '') || '0');
    return wordOf(negative ? -value : value);
  }
  return align(compactBytes(wrap256(negative ? -BigInt(digits) : BigInt(digits))), side);
}

/** Number of zero bytes at the end. */
function trailingZeros(bytes) {
  let n = 0;
  while (n < bytes.length && bytes[bytes.length - 1 - n] === 0) n++;
  return n;
}

/** A string literal for bytes, with solc's escapes for what is not printable. */
export function formatString(bytes) {
  let text = '"';
  for (const byte of bytes) {
    if (byte === 0) text += '\\0';
    else if (byte === 0x0a) text += '\\n';
    else if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
    else text += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `${text}"`;
}

/** Whether a word reads as text: printable ASCII up to its first zero, and not all zero. */
export function looksLikeText(bytes) {
  if (bytes.length === 0 || bytes[0] === 0) return false;
  for (const byte of bytes) {
    if (byte === 0) break;
    if (byte < 0x20 || byte >= 0x7f) return false;
  }
  return true;
}

/** A word as a compact hex number (0x00 for zero), as solc's runner prints it. */
export function formatHexWord(bytes) {
  const hex = toBigInt(bytes).toString(16);
  return `0x${hex.length % 2 === 0 ? hex : `0${hex}`}`;
}

/**
 * Formats one chunk of output in the style of the parameter that expected
 * it (`like`: a parsed parameter, or null for a plain word).
 */
export function formatLike(bytes, like) {
  const type = like?.type ?? 'word';
  if (type === 'hexString' || bytes.length !== WORD) return `hex"${toHex(bytes)}"`;
  const value = toBigInt(bytes);
  let text;
  switch (type) {
    case 'bool':
      text = value === 0n ? 'false' : value === 1n ? 'true' : value.toString();
      break;
    case 'string':
      text = formatString(bytes.slice(0, bytes.length - trailingZeros(bytes)));
      break;
    case 'signed':
      text = value >= 1n << 255n ? (value - MOD).toString() : value.toString();
      break;
    case 'unsigned':
    case 'fixed':
    case 'ufixed':
      text = value >= 1n << 255n ? (value - MOD).toString() : value < 0x10000n ? value.toString() : formatHexWord(bytes);
      break;
    case 'hex':
      text = formatHexWord(like.align === 'left' ? bytes.slice(0, WORD - trailingZeros(bytes)) : bytes);
      break;
    default:
      // A word nothing expected: a small number, text (revert reasons), or hex.
      if (value < 0x10000n) text = value.toString();
      else if (looksLikeText(bytes) && bytes[WORD - 1] === 0) text = formatString(bytes.slice(0, WORD - trailingZeros(bytes)));
      else text = formatHexWord(bytes);
  }
  return like?.alignDeclared ? `${like.align}(${text})` : text;
}

/**
 * Formats output bytes for the report: in the layout of the expected
 * parameters when their sizes add up to the output's, else as words and a
 * hex"" tail.
 */
export function formatBytes(bytes, params = []) {
  const sizes = params.map((param) => param.bytes.length);
  const total = sizes.reduce((a, b) => a + b, 0);
  const parts = [];
  if (total === bytes.length && params.length > 0) {
    let offset = 0;
    params.forEach((param, i) => {
      if (sizes[i] > 0) parts.push(formatLike(bytes.slice(offset, offset + sizes[i]), param));
      offset += sizes[i];
    });
  } else {
    // Revert data starts with a 4-byte selector: Error(string), Panic(uint256), custom errors.
    let offset = bytes.length % WORD === 4 ? 4 : 0;
    if (offset === 4) parts.push(`hex"${toHex(bytes.slice(0, 4))}"`);
    for (; offset + WORD <= bytes.length; offset += WORD) parts.push(formatLike(bytes.slice(offset, offset + WORD), null));
    if (offset < bytes.length) parts.push(`hex"${toHex(bytes.slice(offset))}"`);
  }
  return parts.join(', ');
}

/** A log's word (topic or data) as solc's runner prints it in an event. */
export function formatEventWord(bytes, isBool) {
  if (isBool) return formatLike(bytes, { type: 'bool' });
  if (looksLikeText(bytes)) return formatString(bytes.slice(0, bytes.length - trailingZeros(bytes)));
  return formatHexWord(bytes);
}
