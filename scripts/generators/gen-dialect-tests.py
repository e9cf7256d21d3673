#!/usr/bin/env python3
"""Generates the execution tests of the other backend's IR dialect in
test/exec/dialect/.

    python3 scripts/generators/gen-dialect-tests.py           # (re)write the files
    python3 scripts/generators/gen-dialect-tests.py --check   # exit 1 if a file is out of date

* runtime-library.ll: the runtime library (`__addmod`, `__div`, ...,
  `__sha3`), declared and called as that backend's front ends do, in a
  module whose first function takes arguments and whose entry function is
  named by the "evm-entry-function" attribute, last in the module.
* builtins-arith.ll: the builtins llvm.evm.div, sdiv, mod, smod, shl, shr
  and sar; the entry function is the first function, without arguments.
* builtins-memory.ll: llvm.evm.mstore8, the copies by address space
  (memcpyas1as2/as3/as4, memmoveas1as1) and the `.sptr` forms of return and
  revert.

The expected values are computed here with Python integers from the EVM's
definition of each instruction (the Yellow Paper, EIP-145 for the shifts),
Keccak-256 with the implementation below (checked against known digests),
and a byte array standing for memory; never by the compiler under test.
"""

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = ROOT / "test" / "exec" / "dialect"
M = 2**256
MIN = 2**255

# --- Keccak-256 (the pre-standard padding Ethereum uses) -------------------

_RC = [
    0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
    0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
    0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61],
        [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
_MASK64 = 2**64 - 1


def _rotl(v, n):
    return ((v << n) | (v >> (64 - n))) & _MASK64 if n else v


def _keccak_f(a):
    for rc in _RC:
        c = [a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4] for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rotl(c[(x + 1) % 5], 1) for x in range(5)]
        a = [[a[x][y] ^ d[x] for y in range(5)] for x in range(5)]
        b = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                b[y][(2 * x + 3 * y) % 5] = _rotl(a[x][y], _ROT[x][y])
        a = [[b[x][y] ^ (~b[(x + 1) % 5][y] & b[(x + 2) % 5][y]) for y in range(5)]
             for x in range(5)]
        a[0][0] ^= rc
    return a


def keccak256(data):
    rate = 136
    msg = bytearray(data) + b"\x01" + bytes((-len(data) - 1) % rate)
    msg[-1] |= 0x80
    a = [[0] * 5 for _ in range(5)]
    for off in range(0, len(msg), rate):
        for i in range(rate // 8):
            a[i % 5][i // 5] ^= int.from_bytes(msg[off + 8 * i:off + 8 * i + 8], "little")
        a = _keccak_f(a)
    out = b"".join(a[i % 5][i // 5].to_bytes(8, "little") for i in range(4))
    return int.from_bytes(out, "big")


assert keccak256(b"") == 0xC5D2460186F7233C927E7DB2DCC703C0E500B653CA82273B7BFAD8045D85A470
assert keccak256(b"abc") == 0x4E03657AEA45A94FC7D47BA826C8D667C0D1E6E33A64A036EC44F58FA12D6C45

# --- The EVM's arithmetic --------------------------------------------------


def signed(v):
    return v - M if v >= MIN else v


def word(v):
    return v % M


def evm_sdiv(a, b):
    a, b = signed(a), signed(b)
    if b == 0:
        return 0
    q = abs(a) // abs(b)
    return word(-q if (a < 0) != (b < 0) else q)


def evm_smod(a, b):
    a, b = signed(a), signed(b)
    if b == 0:
        return 0
    r = abs(a) % abs(b)
    return word(-r if a < 0 else r)


def evm_signextend(b, x):
    if b >= 31:
        return x
    bit = 8 * b + 7
    low = x & ((1 << (bit + 1)) - 1)
    return word(low - (1 << (bit + 1))) if (x >> bit) & 1 else low


def evm_sar(s, v):
    return word(signed(v) >> min(s, 256))


def evm_sha3(a, b, n):
    return keccak256((a.to_bytes(32, "big") + b.to_bytes(32, "big"))[:n])


# name: (arity, semantics)
ARITH = {
    "addmod": (3, lambda a, b, n: (a + b) % n if n else 0),
    "mulmod": (3, lambda a, b, n: (a * b) % n if n else 0),
    "signextend": (2, evm_signextend),
    "exp": (2, lambda a, b: pow(a, b, M)),
    "byte": (2, lambda i, x: (x >> (248 - 8 * i)) & 0xFF if i < 32 else 0),
    "sdiv": (2, evm_sdiv),
    "div": (2, lambda a, b: a // b if b else 0),
    "smod": (2, evm_smod),
    "mod": (2, lambda a, b: a % b if b else 0),
    "shl": (2, lambda s, v: word(v << s) if s < 256 else 0),
    "shr": (2, lambda s, v: v >> s if s < 256 else 0),
    "sar": (2, evm_sar),
    "sha3": (3, evm_sha3),
}
RUNTIME_OPS = list(ARITH)
BUILTIN_OPS = ["div", "sdiv", "mod", "smod", "shl", "shr", "sar"]

# --- Inputs ----------------------------------------------------------------


def arith_inputs(op, rng):
    """Edge values of each operand for `op`, then seeded random ones."""
    big = [rng.randrange(M) for _ in range(3)]
    small = [rng.randrange(1, 1000) for _ in range(2)]
    num = [0, 1, 7, MIN - 1, MIN, M - 1, big[0], big[1]]
    if op in ("div", "sdiv", "mod", "smod"):
        pairs = [(a, b) for a in num for b in (0, 1, M - 1, 2, small[0], big[2])]
    elif op in ("shl", "shr", "sar"):
        pairs = [(s, v) for s in (0, 1, 8, 128, 255, 256, 257, M - 1)
                 for v in (1, MIN, M - 1, big[0])]
    elif op == "byte":
        pairs = [(i, v) for i in (0, 1, 15, 31, 32, M - 1) for v in (M - 1, big[0], big[1])]
    elif op == "signextend":
        pairs = [(b, v) for b in (0, 1, 15, 30, 31, 32, M - 1)
                 for v in (0x7F, 0x80, 0x1234FF, big[0], big[1])]
    elif op == "exp":
        pairs = [(a, e) for a in (0, 1, 2, 3, M - 1, big[0])
                 for e in (0, 1, 2, 255, 256, small[1], big[1])]
    elif op in ("addmod", "mulmod"):
        return [(a, b, n) for a, b in ((M - 1, M - 1), (big[0], big[1]), (3, 4), (MIN, MIN))
                for n in (0, 1, 2, 7, M - 1, big[2])]
    elif op == "sha3":
        return [(big[0], big[1], n) for n in (0, 1, 31, 32, 33, 63, 64)] + [(0, 0, 64), (M - 1, 0, 40)]
    return pairs


def hexword(v):
    return "0x%064x" % v


def case(name, calldata, expected):
    return {"name": name,
            "inputs": [{"method": "#fallback", "calldata": [hexword(v) for v in calldata]}],
            "expected": expected}


def header(cases):
    lines = [";! " + json.dumps(c) + ("," if i + 1 < len(cases) else "")
             for i, c in enumerate(cases)]
    return ';! { "cases": [\n' + "\n".join(lines) + "\n;! ] }\n"


def arith_cases(ops, rng):
    cases = []
    for code, op in enumerate(ops):
        arity, fn = ARITH[op]
        for k, args in enumerate(arith_inputs(op, rng)):
            args = tuple(args) + (0,) * (3 - len(args))
            cases.append(case("%s_%d" % (op, k), (code,) + args,
                              [hexword(fn(*args[:arity]))]))
    return cases


# --- Modules ---------------------------------------------------------------

TARGET = """target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"
"""


def apply_function(ops, call):
    """`@apply(op, a, b, c)`: a switch on op, each arm one call of call(op)."""
    out = ["define i256 @apply(i256 %op, i256 %a, i256 %b, i256 %c) {",
           "entry:", "  switch i256 %op, label %bad ["]
    out += ["    i256 %d, label %%do_%s" % (i, op) for i, op in enumerate(ops)]
    out += ["  ]", "bad:",
            "  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)",
            "  unreachable"]
    for op in ops:
        out.append("do_%s:" % op)
        out += ["  " + line for line in call(op)]
    out.append("}")
    return "\n".join(out) + "\n"


def runtime_call(op):
    if op == "sha3":
        return ["store i256 %a, ptr addrspace(1) null, align 32",
                "store i256 %b, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1)), align 32",
                "%r_sha3 = call i256 @__sha3(ptr addrspace(1) null, i256 %c, i1 false)",
                "ret i256 %r_sha3"]
    args = "i256 %a, i256 %b, i256 %c" if ARITH[op][0] == 3 else "i256 %a, i256 %b"
    return ["%%r_%s = call i256 @__%s(%s)" % (op, op, args), "ret i256 %%r_%s" % op]


def builtin_call(op):
    return ["%%r_%s = call i256 @llvm.evm.%s(i256 %%a, i256 %%b)" % (op, op),
            "ret i256 %%r_%s" % op]


ENTRY_BODY = """  %op = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 96 to ptr addrspace(2)))
  %r = call i256 @apply(i256 %op, i256 %a, i256 %b, i256 %c)
  store i256 %r, ptr addrspace(1) null, align 32
  call void @llvm.evm.return(ptr addrspace(1) null, i256 32)
  unreachable
"""

COMMON_DECLS = """declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn
"""


def runtime_library_module(rng):
    cases = arith_cases(RUNTIME_OPS, rng)
    decls = []
    for op in RUNTIME_OPS:
        if op == "sha3":
            decls.append("declare i256 @__sha3(ptr addrspace(1), i256, i1) #1")
        else:
            params = ", ".join(["i256"] * ARITH[op][0])
            decls.append("declare i256 @__%s(%s) #0" % (op, params))
    text = (header(cases) + """\
; Generated by scripts/generators/gen-dialect-tests.py; do not edit.
; The runtime library of the other backend's IR dialect, declared and called
; as its front ends do: calldata is (op, a, b, c), @apply calls the op-th
; function of """ + ", ".join("__" + o for o in RUNTIME_OPS) + """
; (__sha3 hashes the first c bytes of a and b stored at 0 and 32). The first
; function takes arguments, so the entry is the function with the
; "evm-entry-function" attribute, last in the module. Expected values:
; Python integers with the EVM's definition of each instruction.
""" + TARGET + "\n" + apply_function(RUNTIME_OPS, runtime_call) + """
define void @main() noreturn "evm-entry-function" {
""" + ENTRY_BODY + "}\n\n" + COMMON_DECLS + "\n".join(decls) + """

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind readnone willreturn }
attributes #1 = { alwaysinline argmemonly readonly nofree null_pointer_is_valid }
""")
    return text, len(cases)


def builtins_arith_module(rng):
    cases = arith_cases(BUILTIN_OPS, rng)
    decls = "".join("declare i256 @llvm.evm.%s(i256, i256)\n" % op for op in BUILTIN_OPS)
    text = (header(cases) + """\
; Generated by scripts/generators/gen-dialect-tests.py; do not edit.
; The builtins llvm.evm.div, sdiv, mod, smod, shl, shr and sar: the EVM's
; instructions (division by zero is 0, the shift amount comes first and may
; exceed 255). Calldata is (op, a, b); @apply calls the op-th builtin of
; """ + ", ".join(BUILTIN_OPS) + """ on a and b. The entry is the first
; function, which takes no arguments. Expected values: Python integers with
; the EVM's definition of each instruction.
""" + TARGET + """
define void @main() noreturn {
""" + ENTRY_BODY + "}\n\n" + apply_function(BUILTIN_OPS, builtin_call) + "\n"
            + COMMON_DECLS + decls)
    return text, len(cases)


# builtins-memory.ll: calldata (op, a, b, c, d, e); memory 0..63 starts as
# zeros (or d, e) and is returned.
TABLE = bytes((7 * i + 3) % 256 for i in range(64))

MEMORY_OPS = ["mstore8", "memcpyas1as2", "memcpyas1as3", "memcpyas1as4",
              "memmoveas1as1", "revert_sptr"]


def memory_expected(code, op, a, b, c, d, e):
    """The two words at 0 and 32 after `op` (the code-th operation), or an
    exception."""
    de = d.to_bytes(32, "big") + e.to_bytes(32, "big")
    mem = bytearray(64)
    if op == "mstore8":
        mem[a] = b & 0xFF
    elif op == "memcpyas1as2":
        calldata = b"".join(v.to_bytes(32, "big") for v in (code, a, b, c, d, e))
        src = calldata + bytes(max(0, b + c - len(calldata)))
        mem[a:a + c] = src[b:b + c]
    elif op == "memcpyas1as3":
        # The return data is d, e (the identity precompile's output); a copy
        # beyond its end is an exceptional halt.
        if b + c > 64:
            return {"exception": True}
        mem[a:a + c] = de[b:b + c]
    elif op == "memcpyas1as4":
        mem[a:a + c] = TABLE[b:b + c]
    elif op == "memmoveas1as1":
        mem[:] = de
        mem[a:a + c] = de[b:b + c]
    elif op == "revert_sptr":
        return {"return_data": [hexword(d), hexword(e)], "exception": True}
    return [hexword(int.from_bytes(mem[0:32], "big")), hexword(int.from_bytes(mem[32:64], "big"))]


def memory_inputs(op, rng):
    d, e = rng.randrange(M), rng.randrange(M)
    if op == "mstore8":
        return [(a, b, 0, d, e) for a, b in ((0, 0xAB), (31, 0x1FF), (32, M - 1), (63, 0x7F),
                                             (17, rng.randrange(M)))]
    if op == "memcpyas1as2":
        return [(a, b, c, d, e) for a, b, c in ((0, 128, 64), (5, 130, 40), (0, 0, 32),
                                                (63, 191, 1), (10, 170, 30), (0, 128, 0))]
    if op == "memcpyas1as3":
        return [(a, b, c, d, e) for a, b, c in ((0, 0, 64), (3, 10, 50), (32, 1, 31),
                                                (0, 60, 4), (0, 0, 0), (0, 40, 25))]
    if op == "memcpyas1as4":
        return [(a, b, c, d, e) for a, b, c in ((0, 0, 64), (7, 3, 33), (40, 60, 4), (1, 0, 0))]
    if op == "memmoveas1as1":
        return [(a, b, c, d, e) for a, b, c in ((0, 32, 32), (32, 0, 32), (1, 0, 63),
                                                (0, 1, 63), (10, 20, 30), (20, 10, 30))]
    return [(0, 0, 0, d, e)]


def builtins_memory_module(rng):
    cases = []
    for code, op in enumerate(MEMORY_OPS):
        for k, args in enumerate(memory_inputs(op, rng)):
            cases.append(case("%s_%d" % (op, k), (code,) + args, memory_expected(code, op, *args)))
    table = "".join("\\%02X" % b for b in TABLE)
    text = (header(cases) + """\
; Generated by scripts/generators/gen-dialect-tests.py; do not edit.
; llvm.evm.mstore8, the copies by address space and the `.sptr` forms of
; return and revert. Calldata is (op, a, b, c, d, e); memory 0..63 (zero, or
; d and e) is changed by the op-th operation of """ + ", ".join(MEMORY_OPS) + """
; and returned with return.sptr. mstore8 stores b at a; the copies copy c bytes
; to a from b in calldata, in the return data of a call of the identity
; precompile with d and e (a copy past its end halts), in a 64-byte code
; table, or in memory (memmove); revert.sptr reverts with d and e. Expected
; values: a byte array standing for memory, in Python.
""" + TARGET + """
@table = private unnamed_addr addrspace(4) constant [64 x i8] c\"""" + table + """\"

define void @main() noreturn {
entry:
  %op = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 96 to ptr addrspace(2)))
  %d = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 128 to ptr addrspace(2)))
  %e = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 160 to ptr addrspace(2)))
  %pa = inttoptr i256 %a to ptr addrspace(1)
  %word1 = inttoptr i256 32 to ptr addrspace(1)
  switch i256 %op, label %bad [
""" + "".join("    i256 %d, label %%do_%s\n" % (i, op) for i, op in enumerate(MEMORY_OPS)) + """  ]
do_mstore8:
  call void @llvm.evm.mstore8(ptr addrspace(1) %pa, i256 %b)
  br label %done
do_memcpyas1as2:
  %pb2 = inttoptr i256 %b to ptr addrspace(2)
  call void @llvm.evm.memcpyas1as2(ptr addrspace(1) %pa, ptr addrspace(2) %pb2, i256 %c, i1 false)
  br label %done
do_memcpyas1as3:
  store i256 %d, ptr addrspace(1) null, align 32
  store i256 %e, ptr addrspace(1) %word1, align 32
  %gas = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.staticcall(i256 %gas, i256 4, ptr addrspace(1) null, i256 64, ptr addrspace(1) null, i256 0)
  store i256 0, ptr addrspace(1) null, align 32
  store i256 0, ptr addrspace(1) %word1, align 32
  %pb3 = inttoptr i256 %b to ptr addrspace(3)
  call void @llvm.evm.memcpyas1as3(ptr addrspace(1) %pa, ptr addrspace(3) %pb3, i256 %c, i1 false)
  br label %done
do_memcpyas1as4:
  %pb4 = getelementptr i8, ptr addrspace(4) @table, i256 %b
  call void @llvm.evm.memcpyas1as4(ptr addrspace(1) %pa, ptr addrspace(4) %pb4, i256 %c, i1 false)
  br label %done
do_memmoveas1as1:
  store i256 %d, ptr addrspace(1) null, align 32
  store i256 %e, ptr addrspace(1) %word1, align 32
  %pb1 = inttoptr i256 %b to ptr addrspace(1)
  call void @llvm.evm.memmoveas1as1(ptr addrspace(1) %pa, ptr addrspace(1) %pb1, i256 %c, i1 false)
  br label %done
do_revert_sptr:
  store i256 %d, ptr addrspace(1) null, align 32
  store i256 %e, ptr addrspace(1) %word1, align 32
  call void @llvm.evm.revert.sptr(ptr addrspace(1) null, i256 64, ptr addrspace(5) null, ptr addrspace(6) null)
  unreachable
done:
  call void @llvm.evm.return.sptr(ptr addrspace(1) null, i256 64, ptr addrspace(5) null, ptr addrspace(6) null)
  unreachable
bad:
  call void @llvm.evm.invalid()
  unreachable
}

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.gas()
declare i256 @llvm.evm.staticcall(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare void @llvm.evm.invalid() noreturn
declare void @llvm.evm.mstore8(ptr addrspace(1), i256)
declare void @llvm.evm.memcpyas1as2(ptr addrspace(1), ptr addrspace(2), i256, i1 immarg)
declare void @llvm.evm.memcpyas1as3(ptr addrspace(1), ptr addrspace(3), i256, i1 immarg)
declare void @llvm.evm.memcpyas1as4(ptr addrspace(1), ptr addrspace(4), i256, i1 immarg)
declare void @llvm.evm.memmoveas1as1(ptr addrspace(1), ptr addrspace(1), i256, i1 immarg)
declare void @llvm.evm.return.sptr(ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6)) noreturn
declare void @llvm.evm.revert.sptr(ptr addrspace(1), i256, ptr addrspace(5), ptr addrspace(6)) noreturn
""")
    return text, len(cases)


def generate():
    files = {}
    for name, make, seed in (("runtime-library.ll", runtime_library_module, 15),
                             ("builtins-arith.ll", builtins_arith_module, 16),
                             ("builtins-memory.ll", builtins_memory_module, 17)):
        files[name] = make(random.Random(seed))
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if a committed file differs from what would be generated")
    args = parser.parse_args()
    stale = []
    for name, (text, count) in generate().items():
        path = OUT_DIR / name
        if args.check:
            if not path.exists() or path.read_text() != text:
                stale.append(name)
            continue
        OUT_DIR.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        print("%s: %d cases" % (path.relative_to(ROOT), count))
    if stale:
        print("out of date (run scripts/generators/gen-dialect-tests.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
