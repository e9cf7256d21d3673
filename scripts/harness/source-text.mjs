// Source text with comments and string contents blanked out, for scanning
// Solidity and Yul sources for keywords (pragmas, `object "..."`) without
// matching inside a comment or a string.

/**
 * Source text with comments removed (a block comment becomes one space)
 * and each string literal replaced by an empty one of the same quotes.
 */
export function stripCommentsAndStrings(source) {
  let out = '';
  for (let i = 0; i < source.length; ) {
    if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      out += ' ';
      i = end < 0 ? source.length : end + 2;
    } else if (source[i] === '"' || source[i] === "'") {
      const quote = source[i];
      let j = i + 1;
      while (j < source.length && source[j] !== quote && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      out += `${quote}${quote}`;
      i = j + 1;
    } else out += source[i++];
  }
  return out;
}
