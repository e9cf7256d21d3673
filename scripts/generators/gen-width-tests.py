#!/usr/bin/env python3
"""Generates the integer-width execution tests in test/exec/widths/.

    python3 scripts/generators/gen-width-tests.py                # (re)write test/exec/widths/*.ll
    python3 scripts/generators/gen-width-tests.py --check        # exit 1 if a file is out of date
    python3 scripts/generators/gen-width-tests.py --cross-check  # also compare lli's two engines

Each test file holds small functions, one per operation and integer width
(e.g. `define i64 @add_i64(i64 %a, i64 %b)`), and an `@__entry` that selects
one with calldata word 0, passes it the following words as arguments and
returns its results (format: docs/testing.md). The test files and the lli
oracle below are scripts/evmtest/widths.py's, which gen-vector-tests.py
shares.

Expected values are never computed here. The script writes a host module with
the very same function definitions plus a `main` that calls every case with
constant arguments and prints the results, runs it with lli (LLVM 22), and
reads the printed values back. Python only chooses the inputs (edge values and
seeded random ones, avoiding undefined behaviour) and formats words.

Two lli engines:
* Pure operations run on lli's JIT (the host's code generator): the
  interpreter lacks llvm.fshl/fshr, abs, s/u min/max, bitreverse and the
  *.with.overflow intrinsics. --cross-check also runs every function the
  interpreter can run (no intrinsics but ctlz, cttz, ctpop, narrow bswap) on
  the interpreter and compares the two. The JIT
  cannot code-generate llvm.fshl/fshr on i255 and i257 ("unsupported library
  call operation": the urem by W they expand to); in the host copy those calls
  go to `@lli.fshl.iW` / `@lli.fshr.iW`, LangRef's definition in plain IR.
* Memory functions run on the interpreter (-force-interpreter) under the EVM
  data layout, which is big-endian; the JIT would be little-endian. LLVM 22's
  interpreter stores integers big-endian but loads integers wider than a byte
  in host (little-endian) order (ExecutionEngine::StoreValueToMemory reverses
  the bytes for a foreign byte order, LoadValueFromMemory does not). The script
  checks this with a probe and, in the host copy only, replaces each such load
  with a call to `@lli.load.iN`, which loads the bytes one by one (i8 loads)
  and assembles them most significant first.
"""

import argparse
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from string import Template

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from evmtest.widths import (  # noqa: E402
    EVM_DATALAYOUT, LLI, WORD, Func, define, interpreter_needs_load_shim, lit, mask, render,
    run_lli, stale_files,
)

OUT_DIR = ROOT / "test" / "exec" / "widths"
WIDTHS = [1, 8, 32, 64, 128, 255, 256, 257, 512]


# ---------------------------------------------------------------------------
# Argument values

def edges(w):
    """Edge values of width w: 0, 1, all-ones, MIN, MAX, MIN+1, ..., top bytes."""
    top = 1 << (w - 1)
    values = [0, 1, mask(w), top, top - 1, top + 1, 2, mask(w) - 1]
    if w > 8:
        values += [0x80 << (w - 8), 0x7f << (w - 8), (0xff << (w - 8)) | 1,
                   (0x01 << (w - 8)) | 0xff]
    return list(dict.fromkeys(v & mask(w) for v in values))


def random_value(w, rng):
    """A random w-bit value: full width, short (small), or short complemented."""
    kind = rng.randrange(3)
    if kind == 0:
        return rng.getrandbits(w)
    short = rng.getrandbits(rng.randint(1, w))
    return short if kind == 1 else mask(w) ^ short


def pick(domain, w, rng):
    """One argument value of width w. Domains: "x" any value, "amt" a shift
    amount below w, "famt" a funnel-shift amount (any value, often near w)."""
    if domain == "amt":
        return rng.choice([a for a in [0, 1, w - 1, w // 2, rng.randrange(w)] if a < w])
    if domain == "famt":
        return rng.choice([0, 1, w - 1, w, w + 1, rng.randrange(w), rng.getrandbits(w)]) & mask(w)
    if rng.random() < 0.5:
        return rng.choice(edges(w))
    return random_value(w, rng)


def make_cases(name, arg_widths, domains, valid, count, seeds):
    """Up to `count` distinct valid argument tuples: the seeds, then for a
    lone value 0, 1, all-ones, MIN and MAX, for two values of one width an
    equal pair, then random picks (seeded by the function name)."""
    rng = random.Random(name)
    cases = []

    def add(args):
        if args not in cases and valid(*args):
            cases.append(args)

    for args in seeds:
        add(tuple(v & mask(w) for v, w in zip(args, arg_widths)))
    if domains == ("x",):
        for v in edges(arg_widths[0])[:5]:
            add((v,))
    if domains == ("x", "x") and arg_widths[0] == arg_widths[1]:
        v = pick("x", arg_widths[0], rng)
        add((v, v))
    for _ in range(100 * count):
        if len(cases) >= count:
            break
        add(tuple(pick(d, w, rng) for d, w in zip(domains, arg_widths)))
    return cases[:count]


# ---------------------------------------------------------------------------
# Functions under test

@dataclass
class Op:
    """One pure operation. Templates use $t (the type iW), $w (W) and the
    names `params` adds; the body computes %r from the arguments %a, %b, %c."""
    family: str
    name: str
    body: str
    args: tuple = ("$t", "$t")
    ret: tuple = ("$t",)
    decl: str = None
    widths: object = lambda w: True
    params: object = lambda w: [{}]
    domains: tuple = None          # default: "x" for every argument
    valid: object = lambda w, *args: True
    count: int = 8
    seeds: object = lambda w: []   # argument tuples to start the cases with


def nonzero_divisor(w, a, b):
    return b != 0


def signed_divisor(w, a, b):
    """No division by zero and no MIN / -1."""
    return b != 0 and not (a == 1 << (w - 1) and b == mask(w))


def intrinsic(family, name, callee, nargs, extra="", **kw):
    """An op that is one call of the intrinsic llvm.<callee>.iW."""
    names = ["%a", "%b", "%c"][:nargs]
    call_args = ", ".join(f"$t {n}" for n in names) + extra
    decl_args = ", ".join(["$t"] * nargs) + (", i1" if extra else "")
    return Op(family, name, f"%r = call $t @llvm.{callee}.$t({call_args})",
              args=("$t",) * nargs, decl=f"declare $t @llvm.{callee}.$t({decl_args})", **kw)


def overflow_seeds(w):
    """Pairs that overflow, and do not, for each of the six operations."""
    top = 1 << (w - 1)
    return [(top - 1, 1), (top, 1), (0, 1), (top, mask(w)), (2, 3)]


def overflow(name):
    return Op("overflow", f"{name}_ov_${{t}}",
              f"%r = call {{$t, i1}} @llvm.{name}.with.overflow.$t($t %a, $t %b)",
              ret=("$t", "i1"), decl=f"declare {{$t, i1}} @llvm.{name}.with.overflow.$t($t, $t)",
              seeds=overflow_seeds)


def const_params(values):
    """params for an op with one constant $k, from values(w) (kept if 0 < k < w)."""
    return lambda w: [{"k": str(k)} for k in sorted(set(values(w))) if 0 < k < w]


def inreg_params(w):
    """sext_inreg / zext_inreg from n bits: shift by k = w - n."""
    return [{"k": str(w - n), "n": str(n)} for n in (1, 8, 64) if n < w]


def other_widths(keep):
    return lambda w: [{"v": f"i{v}"} for v in WIDTHS if keep(w, v)]


ICMP_PREDICATES = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]

OPS = [
    Op("add-sub-mul", "add_${t}", "%r = add $t %a, %b"),
    Op("add-sub-mul", "sub_${t}", "%r = sub $t %a, %b"),
    Op("add-sub-mul", "mul_${t}", "%r = mul $t %a, %b"),
    Op("add-sub-mul", "neg_${t}", "%r = sub $t 0, %a", args=("$t",), count=6),

    Op("div-rem", "udiv_${t}", "%r = udiv $t %a, %b", valid=nonzero_divisor),
    Op("div-rem", "sdiv_${t}", "%r = sdiv $t %a, %b", valid=signed_divisor),
    Op("div-rem", "urem_${t}", "%r = urem $t %a, %b", valid=nonzero_divisor),
    Op("div-rem", "srem_${t}", "%r = srem $t %a, %b", valid=signed_divisor),
    Op("div-rem", "udiv_by7_${t}", "%r = udiv $t %a, 7", args=("$t",), widths=lambda w: w >= 8, count=6),
    Op("div-rem", "urem_by10_${t}", "%r = urem $t %a, 10", args=("$t",), widths=lambda w: w >= 8, count=6),
    Op("div-rem", "sdiv_bym3_${t}", "%r = sdiv $t %a, -3", args=("$t",), widths=lambda w: w >= 8, count=6),
    Op("div-rem", "srem_by7_${t}", "%r = srem $t %a, 7", args=("$t",), widths=lambda w: w >= 8, count=6),
    Op("div-rem", "sdiv_by16_${t}", "%r = sdiv $t %a, 16", args=("$t",), widths=lambda w: w >= 8, count=6),

    Op("shifts", "shl_${t}", "%r = shl $t %a, %b", domains=("x", "amt")),
    Op("shifts", "lshr_${t}", "%r = lshr $t %a, %b", domains=("x", "amt")),
    Op("shifts", "ashr_${t}", "%r = ashr $t %a, %b", domains=("x", "amt")),
    Op("shifts", "shl_by${k}_${t}", "%r = shl $t %a, $k", args=("$t",), count=6,
       params=const_params(lambda w: [1, 5 * w // 8, w - 1])),
    Op("shifts", "lshr_by${k}_${t}", "%r = lshr $t %a, $k", args=("$t",), count=6,
       params=const_params(lambda w: [1, 5 * w // 8, w - 1])),
    Op("shifts", "ashr_by${k}_${t}", "%r = ashr $t %a, $k", args=("$t",), count=6,
       params=const_params(lambda w: [1, 5 * w // 8, w - 1])),

    Op("bitwise", "and_${t}", "%r = and $t %a, %b"),
    Op("bitwise", "or_${t}", "%r = or $t %a, %b"),
    Op("bitwise", "xor_${t}", "%r = xor $t %a, %b"),
    Op("bitwise", "not_${t}", "%r = xor $t %a, -1", args=("$t",), count=6),

    *[Op("icmp", f"icmp_{p}_${{t}}", f"%r = icmp {p} $t %a, %b", ret=("i1",), count=7,
         seeds=lambda w: [(0, mask(w)), (mask(w), 0)])
      for p in ICMP_PREDICATES],

    Op("select", "select_${t}", "%r = select i1 %a, $t %b, $t %c", args=("i1", "$t", "$t")),
    Op("select", "select_slt_${t}", "%c = icmp slt $t %a, %b\n%r = select i1 %c, $t %a, $t %b"),
    Op("select", "select_ugt_${t}", "%c = icmp ugt $t %a, %b\n%r = select i1 %c, $t %b, $t 5"),

    Op("ext-trunc", "zext_${t}_to_${v}", "%r = zext $t %a to $v", args=("$t",), ret=("$v",),
       params=other_widths(lambda w, v: v > w), count=6),
    Op("ext-trunc", "sext_${t}_to_${v}", "%r = sext $t %a to $v", args=("$t",), ret=("$v",),
       params=other_widths(lambda w, v: v > w), count=6),
    Op("ext-trunc", "trunc_${t}_to_${v}", "%r = trunc $t %a to $v", args=("$t",), ret=("$v",),
       params=other_widths(lambda w, v: v < w), count=6),
    Op("ext-trunc", "sext_inreg${n}_${t}", "%s = shl $t %a, $k\n%r = ashr $t %s, $k",
       args=("$t",), params=inreg_params, count=6),
    Op("ext-trunc", "zext_inreg${n}_${t}", "%s = shl $t %a, $k\n%r = lshr $t %s, $k",
       args=("$t",), params=inreg_params, count=6),

    intrinsic("ctlz-cttz-ctpop", "ctlz_${t}", "ctlz", 1, ", i1 false", count=8),
    intrinsic("ctlz-cttz-ctpop", "cttz_${t}", "cttz", 1, ", i1 false", count=8),
    intrinsic("ctlz-cttz-ctpop", "ctpop_${t}", "ctpop", 1, count=8),

    intrinsic("bswap-bitreverse", "bswap_${t}", "bswap", 1, widths=lambda w: w % 16 == 0, count=6),
    intrinsic("bswap-bitreverse", "bitreverse_${t}", "bitreverse", 1, count=6),

    intrinsic("funnel-rotate", "fshl_${t}", "fshl", 3, domains=("x", "x", "famt")),
    intrinsic("funnel-rotate", "fshr_${t}", "fshr", 3, domains=("x", "x", "famt")),
    Op("funnel-rotate", "rotl_${t}", "%r = call $t @llvm.fshl.$t($t %a, $t %a, $t %b)",
       decl="declare $t @llvm.fshl.$t($t, $t, $t)", domains=("x", "famt")),
    Op("funnel-rotate", "rotr_${t}", "%r = call $t @llvm.fshr.$t($t %a, $t %a, $t %b)",
       decl="declare $t @llvm.fshr.$t($t, $t, $t)", domains=("x", "famt")),

    intrinsic("abs-minmax", "abs_${t}", "abs", 1, ", i1 false", count=6),
    intrinsic("abs-minmax", "smin_${t}", "smin", 2),
    intrinsic("abs-minmax", "smax_${t}", "smax", 2),
    intrinsic("abs-minmax", "umin_${t}", "umin", 2),
    intrinsic("abs-minmax", "umax_${t}", "umax", 2),

    *[overflow(name) for name in ["uadd", "sadd", "usub", "ssub", "umul", "smul"]],
]


def type_width(t):
    return int(t[1:])


def instantiate(op):
    """The functions of one Op, one per width (and per params entry)."""
    for w in WIDTHS:
        if not op.widths(w):
            continue
        for extra in op.params(w):
            env = {"t": f"i{w}", "w": str(w), **extra}

            def sub(s):
                return Template(s).substitute(env)

            name = sub(op.name)
            arg_types = [sub(a) for a in op.args]
            rets = [type_width(sub(r)) for r in op.ret]
            ret_type = sub(op.ret[0]) if len(op.ret) == 1 else "{" + ", ".join(sub(r) for r in op.ret) + "}"
            body = sub(op.body).split("\n") + [f"ret {ret_type} %r"]
            args = list(zip(arg_types, ["%a", "%b", "%c"]))
            domains = op.domains or ("x",) * len(arg_types)
            widths = [type_width(t) for t in arg_types]
            cases = make_cases(name, widths, domains, lambda *a: op.valid(w, *a), op.count,
                               op.seeds(w))
            yield Func(op.family, name, widths, rets, define(name, args, ret_type, body),
                       [sub(op.decl)] if op.decl else [], cases, "jit")


# ---------------------------------------------------------------------------
# Memory functions: big-endian byte order through allocas (address space 0)

MEM_WIDTHS = [1, 7, 8, 16, 24, 32, 40, 64, 128, 255, 256, 257, 512]
OFFSETS = [0, 1, 5, 31, 33]
# Every buffer is an alloca [4 x i256] (128 bytes). Filled with fill ^ LABEL[j]
# in word j; with fill = 0 each byte holds its own offset (0x00 .. 0x7f).
LABELS = [int.from_bytes(bytes(range(32 * j, 32 * j + 32)), "big") for j in range(4)]
# A memcpy destination starts as fill ^ ~LABEL[j] (bytes 0xff .. 0x80).
DEST_LABELS = [mask(WORD) ^ label for label in LABELS]
# memset (offset, length)
MEMSET_CONST = [(0, 32), (1, 5), (5, 0), (31, 2), (33, 64), (0, 128), (7, 57)]
MEMSET_VAR = [(0, 0), (0, 128), (1, 31), (31, 33), (33, 64), (5, 1), (127, 1), (64, 64)]
# memcpy (destination offset, source offset, length)
MEMCPY_CONST = [(0, 0, 32), (1, 0, 5), (0, 5, 40), (31, 33, 64), (33, 1, 95), (5, 7, 0),
                (0, 0, 128), (64, 3, 61)]
MEMCPY_VAR = [(0, 0, 0), (0, 0, 128), (1, 0, 5), (0, 5, 40), (31, 33, 64), (33, 1, 95),
              (100, 27, 28), (127, 0, 1)]
MEMCPY_DECL = "declare void @llvm.memcpy.p0.p0.i256(ptr, ptr, i256, i1)"
MEMSET_DECL = "declare void @llvm.memset.p0.i256(ptr, i8, i256, i1)"


def fill_buffer(buf, labels):
    """Allocates buf and stores %fill ^ labels[j] into word j (pointer buf.p<j>)."""
    lines = [f"{buf} = alloca [4 x i256]"]
    for j, label in enumerate(labels):
        lines += [f"{buf}.p{j} = getelementptr i8, ptr {buf}, i256 {32 * j}",
                  f"{buf}.f{j} = xor i256 %fill, {lit(label, WORD)}",
                  f"store i256 {buf}.f{j}, ptr {buf}.p{j}"]
    return lines


def padding_bits(w):
    """The unspecified top bits of the first byte a w-bit store writes (an
    integer's store size is whole bytes; LangRef leaves the extra bits open)."""
    return (0xff << (w % 8)) & 0xff if w % 8 else 0


def read_buffer(buf, clear=None):
    """Loads the 4 words of buf; clear = (byte offset, bits) masks those bits."""
    lines, names = [], []
    for j in range(4):
        lines.append(f"{buf}.w{j} = load i256, ptr {buf}.p{j}")
        name = f"{buf}.w{j}"
        if clear and clear[1] and clear[0] // 32 == j:
            keep = mask(WORD) ^ (clear[1] << (8 * (31 - clear[0] % 32)))
            lines.append(f"{buf}.m{j} = and i256 {name}, {lit(keep, WORD)}")
            name = f"{buf}.m{j}"
        names.append(name)
    return lines, names


def return_values(values):
    """Returns (type, name) values: the value itself or a struct of them."""
    if len(values) == 1:
        return [f"ret {values[0][0]} {values[0][1]}"], values[0][0]
    struct = "{" + ", ".join(t for t, _ in values) + "}"
    lines, acc = [], "poison"
    for i, (t, name) in enumerate(values):
        lines.append(f"%s{i} = insertvalue {struct} {acc}, {t} {name}, {i}")
        acc = f"%s{i}"
    return lines + [f"ret {struct} {acc}"], struct


def mem_func(family, name, args, body, results, decls, cases):
    ret_lines, ret_type = return_values(results)
    return Func(family, name, [type_width(t) for t, _ in args], [type_width(t) for t, _ in results],
                define(name, args, ret_type, body + ret_lines), decls, cases, "interpreter")


def fill_and_value_cases(name, w, count):
    """(fill, v) cases: the first with fill 0 (bytes = offsets), v all-ones
    first, then random fills and values."""
    rng = random.Random(name)
    cases = [(0, mask(w))]
    while len(cases) < count:
        cases.append((rng.getrandbits(WORD), rng.getrandbits(w)))
    return cases


def store_test(w, k):
    """Store iW at byte k of a filled buffer, load it back, return the words:
    neighbours must survive (read-modify-write), bytes must be big-endian."""
    t, name = f"i{w}", f"store_i{w}_at{k}"
    body = fill_buffer("%buf", LABELS) + [f"%p = getelementptr i8, ptr %buf, i256 {k}",
                                         f"store {t} %v, ptr %p", f"%x = load {t}, ptr %p"]
    lines, words = read_buffer("%buf", (k, padding_bits(w)))
    return mem_func("memory-store", name, [("i256", "%fill"), (t, "%v")], body + lines,
                    [(t, "%x")] + [("i256", n) for n in words], [], fill_and_value_cases(name, w, 3))


def bytes_test(w, k):
    """Store iW at byte k of a filled buffer and read bytes k-1 .. k+size back
    with i8 loads, packed into words (32 bytes a word, first byte highest)."""
    t, name = f"i{w}", f"bytes_i{w}_at{k}"
    first, last = max(k - 1, 0), k + (w + 7) // 8
    body = fill_buffer("%buf", LABELS) + [f"%p = getelementptr i8, ptr %buf, i256 {k}",
                                         f"store {t} %v, ptr %p"]
    results = []
    for chunk in range(first, last + 1, 32):
        acc = None
        for i in range(chunk, min(chunk + 32, last + 1)):
            body += [f"%q{i} = getelementptr i8, ptr %buf, i256 {i}", f"%b{i} = load i8, ptr %q{i}"]
            byte = f"%b{i}"
            if i == k and padding_bits(w):
                body.append(f"%c{i} = and i8 %b{i}, {mask(w % 8)}")
                byte = f"%c{i}"
            body.append(f"%z{i} = zext i8 {byte} to i256")
            if acc is None:
                acc = f"%z{i}"
            else:
                body += [f"%h{i} = shl i256 {acc}, 8", f"%o{i} = or i256 %h{i}, %z{i}"]
                acc = f"%o{i}"
        results.append(("i256", acc))
    return mem_func("memory-bytes", name, [("i256", "%fill"), (t, "%v")], body, results, [],
                    fill_and_value_cases(name, w, 2))


def load_test(w, k):
    """Load iW from byte k of a buffer filled with i256 stores (whole bytes
    only: loading an odd width that was not stored at that width is undefined)."""
    t, name = f"i{w}", f"load_i{w}_at{k}"
    body = fill_buffer("%buf", LABELS) + [f"%p = getelementptr i8, ptr %buf, i256 {k}",
                                         f"%x = load {t}, ptr %p"]
    rng = random.Random(name)
    return mem_func("memory-load", name, [("i256", "%fill")], body, [(t, "%x")], [],
                    [(0,), (rng.getrandbits(WORD),)])


def memset_test(where):
    """memset of byte %b over a filled buffer: constant or variable place."""
    if where is None:
        name, off, length = "memset_var", "%off", "%len"
        args = [("i256", "%fill"), ("i8", "%b"), ("i256", "%off"), ("i256", "%len")]
        rng = random.Random(name)
        cases = [(rng.getrandbits(WORD), rng.getrandbits(8), o, n) for o, n in MEMSET_VAR]
    else:
        (off, length), name = where, f"memset_at{where[0]}_len{where[1]}"
        args = [("i256", "%fill"), ("i8", "%b")]
        rng = random.Random(name)
        cases = [(0, 0xee), (rng.getrandbits(WORD), rng.getrandbits(8))]
    body = fill_buffer("%buf", LABELS) + [
        f"%p = getelementptr i8, ptr %buf, i256 {off}",
        f"call void @llvm.memset.p0.i256(ptr %p, i8 %b, i256 {length}, i1 false)"]
    lines, words = read_buffer("%buf")
    return mem_func("memcpy-memset", name, args, body + lines, [("i256", n) for n in words],
                    [MEMSET_DECL], cases)


def memcpy_test(where):
    """memcpy between two filled allocas: constant or variable places."""
    if where is None:
        name, to, frm, length = "memcpy_var", "%to", "%from", "%len"
        args = [("i256", "%fill"), ("i256", "%to"), ("i256", "%from"), ("i256", "%len")]
        rng = random.Random(name)
        cases = [(rng.getrandbits(WORD), d, s, n) for d, s, n in MEMCPY_VAR]
    else:
        (to, frm, length), name = where, "memcpy_to{}_from{}_len{}".format(*where)
        args = [("i256", "%fill")]
        rng = random.Random(name)
        cases = [(0,), (rng.getrandbits(WORD),)]
    body = fill_buffer("%src", LABELS) + fill_buffer("%dst", DEST_LABELS) + [
        f"%d = getelementptr i8, ptr %dst, i256 {to}",
        f"%s = getelementptr i8, ptr %src, i256 {frm}",
        f"call void @llvm.memcpy.p0.p0.i256(ptr %d, ptr %s, i256 {length}, i1 false)"]
    lines, words = read_buffer("%dst")
    return mem_func("memcpy-memset", name, args, body + lines, [("i256", n) for n in words],
                    [MEMCPY_DECL], cases)


def memory_funcs():
    for w in MEM_WIDTHS:
        for k in OFFSETS:
            yield store_test(w, k)
            yield bytes_test(w, k)
            if w % 8 == 0:
                yield load_test(w, k)
    for where in MEMSET_CONST + [None]:
        yield memset_test(where)
    for where in MEMCPY_CONST + [None]:
        yield memcpy_test(where)


# ---------------------------------------------------------------------------
# Test files

DESCRIPTIONS = {
    "add-sub-mul": "add, sub, mul and negation",
    "div-rem": "udiv, sdiv, urem, srem, and division by the constants 7, 10, -3 and 16",
    "shifts": "shl, lshr, ashr by a variable amount (below the width) and by constants",
    "bitwise": "and, or, xor, not",
    "icmp": "icmp with every predicate (the i1 result as a word)",
    "select": "select on an i1 argument and on an icmp",
    "ext-trunc": "zext, sext and trunc between the widths; sext_inreg / zext_inreg "
                 "patterns (ashr or lshr of shl by k)",
    "ctlz-cttz-ctpop": "llvm.ctlz and llvm.cttz (zero is not poison) and llvm.ctpop",
    "bswap-bitreverse": "llvm.bswap (widths that are a multiple of 16) and llvm.bitreverse",
    "funnel-rotate": "llvm.fshl, llvm.fshr (any amount: taken modulo the width) and rotates "
                     "(fshl/fshr with both operands equal)",
    "abs-minmax": "llvm.abs (INT_MIN is not poison), llvm.smin, smax, umin, umax",
    "overflow": "llvm.{u,s}{add,sub,mul}.with.overflow: the result, then the flag word",
    "memory-store": "iN stores at byte offsets 0, 1, 5, 31, 33 of an alloca filled with "
                    "i256 stores; returns the value loaded back at iN, then the buffer's 4 "
                    "words (neighbouring bytes must survive; byte order is big-endian)",
    "memory-bytes": "iN stores at byte offsets 0, 1, 5, 31, 33 of a filled alloca, read back "
                    "byte by byte with i8 loads (from offset-1 to offset+size), the bytes packed "
                    "32 to a word, first byte most significant",
    "memory-load": "iN loads at byte offsets 0, 1, 5, 31, 33 of an alloca filled with i256 "
                   "stores (whole-byte widths only)",
    "memcpy-memset": "llvm.memset.p0.i256 and llvm.memcpy.p0.p0.i256 between allocas, with "
                     "constant and with variable offsets and lengths; returns the 4 words of "
                     "the destination",
}

ORACLE_NOTES = {
    "jit": "Expected values: lli (LLVM 22, JIT on the host) running these same function "
           "definitions.",
    "interpreter": "Expected values: lli (LLVM 22) -force-interpreter running these same "
                   "function definitions under this (big-endian) data layout. lli's interpreter "
                   "loads integers wider than a byte in host order, so in lli's copy each such "
                   "load is replaced by i8 loads assembled most significant byte first; stores, "
                   "memcpy and memset are lli's own. A buffer is an alloca [4 x i256] whose word "
                   "j starts as %fill xor a label whose bytes are their own offsets (0x00..0x7f; "
                   "0xff..0x80 for a memcpy destination). Bits above an odd width in the first "
                   "byte a store writes are unspecified (LangRef) and masked out of the results.",
}


def all_funcs():
    funcs = [f for op in OPS for f in instantiate(op)] + list(memory_funcs())
    files = {}
    for f in funcs:
        files.setdefault(f.family + ("-wide" if f.wide else ""), []).append(f)
    return files


# The intrinsics lli's interpreter implements (IntrinsicLowering); its bswap
# of i128 and wider returns wrong values (bswap.i128(1) = 0).
INTERPRETER_INTRINSICS = re.compile(r"@llvm\.(ctlz|cttz|ctpop)\.|@llvm\.bswap\.i(16|32|64)\(")


def cross_check_on_interpreter(stem, funcs, results, lli):
    """Runs the functions the interpreter can run on it; reports differences."""
    chosen = [i for i, f in enumerate(funcs) if all(INTERPRETER_INTRINSICS.search(d) for d in f.decls)]
    if not chosen:
        print(f"{stem}: nothing the interpreter can run")
        return
    again = run_lli([funcs[i] for i in chosen], True, lli=lli)
    bad = [f"{funcs[i].name} {case}" for i, other in zip(chosen, again)
           for case, a, b in zip(funcs[i].cases, results[i], other) if a != b]
    print(f"{stem}: the interpreter agrees with the JIT on {len(chosen)} of {len(funcs)} functions"
          if not bad else f"{stem}: the interpreter and the JIT DISAGREE on {bad}")


def generate(out_dir, lli, cross_check):
    """Writes every test file into out_dir; returns the number of cases."""
    shim = interpreter_needs_load_shim(lli)
    total = 0
    for stem, funcs in all_funcs().items():
        if funcs[0].oracle == "interpreter":
            results = run_lli(funcs, True, EVM_DATALAYOUT, shim, lli)
        else:
            results = run_lli(funcs, False, lli=lli)
            if cross_check:
                cross_check_on_interpreter(stem, funcs, results, lli)
        text = render(funcs, results, "scripts/generators/gen-width-tests.py",
                      DESCRIPTIONS[funcs[0].family], ORACLE_NOTES[funcs[0].oracle])
        (out_dir / f"{stem}.ll").write_text(text)
        total += sum(len(f.cases) for f in funcs)
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="regenerate into a temporary directory; exit 1 if test/exec/widths differs")
    parser.add_argument("--cross-check", action="store_true",
                        help="also run the pure operations on lli's interpreter and compare")
    parser.add_argument("--lli", default=LLI, help=f"the lli to use (default {LLI})")
    opts = parser.parse_args()
    if opts.check:
        stale = stale_files(OUT_DIR, lambda out: generate(out, opts.lli, opts.cross_check))
        for name in stale:
            print(f"out of date: test/exec/widths/{name}")
        sys.exit(1 if stale else 0)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    generated = generate(OUT_DIR, opts.lli, opts.cross_check)
    names = {f"{stem}.ll" for stem in all_funcs()}
    for path in OUT_DIR.glob("*.ll"):
        if path.name not in names:
            path.unlink()
    print(f"wrote {len(names)} files, {generated} cases, to {OUT_DIR.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
