#!/usr/bin/env python3
"""An independent EVM decoder, to check bin/evm-dis against.

It shares nothing with the compiler: its opcode table is written here from
the Ethereum execution specifications (ethereum/execution-specs, the `Ops`
enumeration of each fork's vm/instructions), and it decodes, finds where
the code ends and formats the listing by itself, following the rules
docs/tools.md states for evm-dis:

  * linear decoding from offset 0; PUSHn takes the n bytes after it;
  * a byte that is no opcode of the fork: `DATA 0xNN`; a PUSH cut short by
    the end of the code: the bytes present and `; truncated: k of n
    immediate bytes`;
  * the code ends where the last instruction reachable from offset 0 ends:
    execution falls through except after STOP, RETURN, REVERT, INVALID,
    SELFDESTRUCT, JUMP and undefined bytes; a JUMPDEST is reached when a
    value computed in a block from a constant that holds its offset is
    jumped to, stored (MSTORE, SSTORE, TSTORE) or still on the stack when
    the block ends (at a jump or a JUMPDEST). Values are followed through
    DUP, SWAP and every instruction's result, except the results of loads
    from memory or storage (MLOAD, SLOAD, TLOAD, KECCAK256, calls and
    creates), which are unknown;
  * after the code, `; data: N bytes` (or `1 byte`) and `DATA` lines of up to 32 bytes
    (a label of the layout starts a new line).

    evm_reference.py [--mcpu=FORK] [--code-size=N] HEX|FILE
"""

import argparse
import os
import sys

# Opcodes by byte, as named in the execution specs, with the stack items
# each pops and pushes (Cancun; Osaka adds CLZ).
_CANCUN_OPS = [
    (0x00, "STOP", 0, 0), (0x01, "ADD", 2, 1), (0x02, "MUL", 2, 1),
    (0x03, "SUB", 2, 1), (0x04, "DIV", 2, 1), (0x05, "SDIV", 2, 1),
    (0x06, "MOD", 2, 1), (0x07, "SMOD", 2, 1), (0x08, "ADDMOD", 3, 1),
    (0x09, "MULMOD", 3, 1), (0x0A, "EXP", 2, 1), (0x0B, "SIGNEXTEND", 2, 1),
    (0x10, "LT", 2, 1), (0x11, "GT", 2, 1), (0x12, "SLT", 2, 1),
    (0x13, "SGT", 2, 1), (0x14, "EQ", 2, 1), (0x15, "ISZERO", 1, 1),
    (0x16, "AND", 2, 1), (0x17, "OR", 2, 1), (0x18, "XOR", 2, 1),
    (0x19, "NOT", 1, 1), (0x1A, "BYTE", 2, 1), (0x1B, "SHL", 2, 1),
    (0x1C, "SHR", 2, 1), (0x1D, "SAR", 2, 1),
    (0x20, "KECCAK256", 2, 1),
    (0x30, "ADDRESS", 0, 1), (0x31, "BALANCE", 1, 1), (0x32, "ORIGIN", 0, 1),
    (0x33, "CALLER", 0, 1), (0x34, "CALLVALUE", 0, 1),
    (0x35, "CALLDATALOAD", 1, 1), (0x36, "CALLDATASIZE", 0, 1),
    (0x37, "CALLDATACOPY", 3, 0), (0x38, "CODESIZE", 0, 1),
    (0x39, "CODECOPY", 3, 0), (0x3A, "GASPRICE", 0, 1),
    (0x3B, "EXTCODESIZE", 1, 1), (0x3C, "EXTCODECOPY", 4, 0),
    (0x3D, "RETURNDATASIZE", 0, 1), (0x3E, "RETURNDATACOPY", 3, 0),
    (0x3F, "EXTCODEHASH", 1, 1),
    (0x40, "BLOCKHASH", 1, 1), (0x41, "COINBASE", 0, 1),
    (0x42, "TIMESTAMP", 0, 1), (0x43, "NUMBER", 0, 1),
    (0x44, "PREVRANDAO", 0, 1), (0x45, "GASLIMIT", 0, 1),
    (0x46, "CHAINID", 0, 1), (0x47, "SELFBALANCE", 0, 1),
    (0x48, "BASEFEE", 0, 1), (0x49, "BLOBHASH", 1, 1),
    (0x4A, "BLOBBASEFEE", 0, 1),
    (0x50, "POP", 1, 0), (0x51, "MLOAD", 1, 1), (0x52, "MSTORE", 2, 0),
    (0x53, "MSTORE8", 2, 0), (0x54, "SLOAD", 1, 1), (0x55, "SSTORE", 2, 0),
    (0x56, "JUMP", 1, 0), (0x57, "JUMPI", 2, 0), (0x58, "PC", 0, 1),
    (0x59, "MSIZE", 0, 1), (0x5A, "GAS", 0, 1), (0x5B, "JUMPDEST", 0, 0),
    (0x5C, "TLOAD", 1, 1), (0x5D, "TSTORE", 2, 0), (0x5E, "MCOPY", 3, 0),
    (0x5F, "PUSH0", 0, 1),
    *[(0x5F + n, f"PUSH{n}", 0, 1) for n in range(1, 33)],
    *[(0x7F + n, f"DUP{n}", n, n + 1) for n in range(1, 17)],
    *[(0x8F + n, f"SWAP{n}", n + 1, n + 1) for n in range(1, 17)],
    *[(0xA0 + n, f"LOG{n}", n + 2, 0) for n in range(5)],
    (0xF0, "CREATE", 3, 1), (0xF1, "CALL", 7, 1), (0xF2, "CALLCODE", 7, 1),
    (0xF3, "RETURN", 2, 0), (0xF4, "DELEGATECALL", 6, 1),
    (0xF5, "CREATE2", 4, 1), (0xFA, "STATICCALL", 6, 1),
    (0xFD, "REVERT", 2, 0), (0xFE, "INVALID", 0, 0),
    (0xFF, "SELFDESTRUCT", 1, 0),
]
_OSAKA_OPS = _CANCUN_OPS + [(0x1E, "CLZ", 1, 1)]
FORKS = {
    "cancun": {op[0]: op[1] for op in _CANCUN_OPS},
    "prague": {op[0]: op[1] for op in _CANCUN_OPS},
    "osaka": {op[0]: op[1] for op in _OSAKA_OPS},
}
STACK_EFFECT = {op[1]: (op[2], op[3]) for op in _OSAKA_OPS}

# Execution does not go on to the next instruction after these.
_ENDS_FLOW = {"STOP", "RETURN", "REVERT", "INVALID", "SELFDESTRUCT", "JUMP"}
# A constant these store may be a code address used later.
_STORES = {"MSTORE", "SSTORE", "TSTORE"}
# They read memory or storage: their result is not computed from their
# operands (a value loaded from a constant address is not that address).
_LOADS = {"MLOAD", "SLOAD", "TLOAD", "KECCAK256", "CREATE", "CREATE2",
          "CALL", "CALLCODE", "DELEGATECALL", "STATICCALL"}


def immediate_size(name):
    """n for PUSHn (n >= 1), else 0."""
    if name and name.startswith("PUSH") and name != "PUSH0":
        return int(name[4:])
    return 0


class Inst:
    """One decoded instruction: offset, name (None: undefined byte), the
    immediate bytes present and the immediate width."""

    def __init__(self, offset, name, imm, width):
        self.offset, self.name, self.imm, self.width = offset, name, imm, width

    @property
    def size(self):
        return 1 + len(self.imm)


def decode(code, fork="osaka"):
    table = FORKS[fork]
    insts, pc = [], 0
    while pc < len(code):
        name = table.get(code[pc])
        width = immediate_size(name)
        imm = bytes(code[pc + 1:pc + 1 + width])
        insts.append(Inst(pc, name, imm, width))
        pc += 1 + len(imm)
    return insts


def find_code_end(insts):
    """End of the last instruction reachable from offset 0. Within a block
    the stack is followed: an entry is the set of PUSHes (indices) its value
    was computed from. The constants of an entry jumped to, stored, or left
    on the stack when the block ends are targets when they are the offset
    of a JUMPDEST."""
    index = {inst.offset: i for i, inst in enumerate(insts)}
    jumpdests = {inst.offset for inst in insts if inst.name == "JUMPDEST"}
    seen, work, end = set(), [0] if insts else [], 0

    def target(entry):
        for push in entry:
            value = int.from_bytes(insts[push].imm, "big")
            if value in jumpdests:
                work.append(index[value])

    while work:
        i, stack = work.pop(), []
        pop = lambda: stack.pop() if stack else frozenset()  # noqa: E731
        while True:
            if i >= len(insts) or i in seen or (insts[i].name == "JUMPDEST" and stack):
                for entry in stack:
                    target(entry)
                stack = []
                if i >= len(insts) or i in seen:
                    break
            seen.add(i)
            inst = insts[i]
            end = max(end, inst.offset + inst.size)
            name = inst.name
            if name is None or len(inst.imm) < inst.width:
                break
            if name.startswith("PUSH"):
                stack.append(frozenset([i]))
            elif name.startswith("DUP"):
                n = int(name[3:])
                stack.append(stack[-n] if len(stack) >= n else frozenset())
            elif name.startswith("SWAP"):
                n = int(name[4:])
                stack[:0] = [frozenset()] * max(0, n + 1 - len(stack))
                stack[-1], stack[-1 - n] = stack[-1 - n], stack[-1]
            elif name in ("JUMP", "JUMPI"):
                target(pop())
                if name == "JUMPI":
                    pop()
                for entry in stack:
                    target(entry)
                stack = []
            elif name in _STORES:
                pop()
                target(pop())
            else:
                pops, pushes = STACK_EFFECT[name]
                operands = frozenset().union(*(pop() for _ in range(pops)))
                stack += [frozenset() if name in _LOADS else operands] * pushes
            if name in _ENDS_FLOW:
                break
            i += 1
    return end


def listing(code, code_end=None, fork="osaka", labels=()):
    """The lines evm-dis prints for `code`, label lines aside; a data line
    also ends before the offset of a label."""
    if code_end is None:
        code_end = find_code_end(decode(code, fork))
    digits = max(4, len(f"{len(code) - 1:x}") if code else 4)
    off = lambda pc: f"0x{pc:0{digits}x}: "  # noqa: E731
    lines = []
    for inst in decode(code[:code_end], fork):
        if inst.name is None:
            lines.append(off(inst.offset) + f"DATA 0x{code[inst.offset]:02x}")
            continue
        text = off(inst.offset) + inst.name
        if inst.imm:
            text += " 0x" + inst.imm.hex()
        if len(inst.imm) < inst.width:
            text += f" ; truncated: {len(inst.imm)} of {inst.width} immediate bytes"
        lines.append(text)
    if code_end < len(code):
        size = len(code) - code_end
        lines.append(f"; data: {size} byte{'' if size == 1 else 's'}")
        pc = code_end
        while pc < len(code):
            end = min([pc + 32, len(code)] + [l for l in labels if l > pc])
            lines.append(off(pc) + "DATA 0x" + code[pc:end].hex())
            pc = end
    return lines


def parse_hex(text):
    text = "".join(text.split())
    if text[:2].lower() == "0x":
        text = text[2:]
    return bytes.fromhex(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mcpu", default="osaka", choices=sorted(FORKS))
    ap.add_argument("--code-size", type=int)
    ap.add_argument("input")
    args = ap.parse_args()
    text = open(args.input).read() if os.path.exists(args.input) else args.input
    print("\n".join(listing(parse_hex(text), args.code_size, args.mcpu)))


if __name__ == "__main__":
    sys.exit(main())
