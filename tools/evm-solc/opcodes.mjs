// solc's `evm.bytecode.opcodes`: the bytecode read as instructions, one
// after the other, in solc's spelling (libevmasm's `disassemble`): each
// mnemonic followed by a space, a PUSH's immediate as ` 0x` and upper-case
// hex without leading zeros, a byte that is no instruction as `0x` and its
// upper-case hex. Data after the code is read the same way, as solc reads
// it, so the text lines up with what tools that parse solc's output expect.

/** Mnemonics of the instructions up to Osaka (cancun's set and CLZ). */
const NAMES = new Map(
  Object.entries({
    0x00: 'STOP', 0x01: 'ADD', 0x02: 'MUL', 0x03: 'SUB', 0x04: 'DIV', 0x05: 'SDIV', 0x06: 'MOD', 0x07: 'SMOD',
    0x08: 'ADDMOD', 0x09: 'MULMOD', 0x0a: 'EXP', 0x0b: 'SIGNEXTEND',
    0x10: 'LT', 0x11: 'GT', 0x12: 'SLT', 0x13: 'SGT', 0x14: 'EQ', 0x15: 'ISZERO', 0x16: 'AND', 0x17: 'OR',
    0x18: 'XOR', 0x19: 'NOT', 0x1a: 'BYTE', 0x1b: 'SHL', 0x1c: 'SHR', 0x1d: 'SAR', 0x1e: 'CLZ',
    0x20: 'KECCAK256',
    0x30: 'ADDRESS', 0x31: 'BALANCE', 0x32: 'ORIGIN', 0x33: 'CALLER', 0x34: 'CALLVALUE', 0x35: 'CALLDATALOAD',
    0x36: 'CALLDATASIZE', 0x37: 'CALLDATACOPY', 0x38: 'CODESIZE', 0x39: 'CODECOPY', 0x3a: 'GASPRICE',
    0x3b: 'EXTCODESIZE', 0x3c: 'EXTCODECOPY', 0x3d: 'RETURNDATASIZE', 0x3e: 'RETURNDATACOPY', 0x3f: 'EXTCODEHASH',
    0x40: 'BLOCKHASH', 0x41: 'COINBASE', 0x42: 'TIMESTAMP', 0x43: 'NUMBER', 0x44: 'PREVRANDAO', 0x45: 'GASLIMIT',
    0x46: 'CHAINID', 0x47: 'SELFBALANCE', 0x48: 'BASEFEE', 0x49: 'BLOBHASH', 0x4a: 'BLOBBASEFEE',
    0x50: 'POP', 0x51: 'MLOAD', 0x52: 'MSTORE', 0x53: 'MSTORE8', 0x54: 'SLOAD', 0x55: 'SSTORE', 0x56: 'JUMP',
    0x57: 'JUMPI', 0x58: 'PC', 0x59: 'MSIZE', 0x5a: 'GAS', 0x5b: 'JUMPDEST', 0x5c: 'TLOAD', 0x5d: 'TSTORE',
    0x5e: 'MCOPY', 0x5f: 'PUSH0',
    0xa0: 'LOG0', 0xa1: 'LOG1', 0xa2: 'LOG2', 0xa3: 'LOG3', 0xa4: 'LOG4',
    0xf0: 'CREATE', 0xf1: 'CALL', 0xf2: 'CALLCODE', 0xf3: 'RETURN', 0xf4: 'DELEGATECALL', 0xf5: 'CREATE2',
    0xfa: 'STATICCALL', 0xfd: 'REVERT', 0xfe: 'INVALID', 0xff: 'SELFDESTRUCT',
  }).map(([code, name]) => [Number(code), name]),
);
for (let n = 1; n <= 32; n++) NAMES.set(0x5f + n, `PUSH${n}`);
for (let n = 1; n <= 16; n++) {
  NAMES.set(0x7f + n, `DUP${n}`);
  NAMES.set(0x8f + n, `SWAP${n}`);
}

const upperHex = (n) => n.toString(16).toUpperCase();

/**
 * solc's `opcodes` text of `hex` (bytecode without 0x). Placeholders of
 * unlinked libraries (`__$…$__`) are read as zero bytes, as solc does.
 */
export function disassemble(hex) {
  const code = codeBytes(hex);
  let text = '';
  for (let pc = 0; pc < code.length; pc++) {
    const op = code[pc];
    const name = NAMES.get(op);
    if (name === undefined) {
      text += `0x${upperHex(op)} `;
      continue;
    }
    text += name;
    if (op >= 0x60 && op <= 0x7f) {
      // A PUSH cut short by the end of the code is padded with zero bytes
      // on the right, as solc pads it.
      const size = op - 0x5f;
      const bytes = Buffer.alloc(size);
      code.copy(bytes, 0, pc + 1, pc + 1 + size);
      text += ` 0x${upperHex(BigInt(`0x${bytes.toString('hex')}`))}`;
      pc += op - 0x5f;
    }
    text += ' ';
  }
  return text;
}

/** The bytes of hex code, the placeholders of unlinked libraries as zeros. */
export function codeBytes(hex) {
  return Buffer.from(hex.replace(/__\$[0-9a-fA-F]{34}\$__/g, '0'.repeat(40)), 'hex');
}

/** The index of each instruction of hex code, by its offset; and how many there are. */
export function instructionIndices(hex) {
  const code = codeBytes(hex);
  const index = new Map();
  let n = 0;
  for (let pc = 0; pc < code.length; n++) {
    index.set(pc, n);
    const op = code[pc];
    pc += 1 + (op >= 0x60 && op <= 0x7f ? op - 0x5f : 0);
  }
  return { index, count: n };
}
