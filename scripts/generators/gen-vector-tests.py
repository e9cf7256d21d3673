#!/usr/bin/env python3
"""Generates test/exec/vectors/*.ll: execution tests of integer vector IR.

    python3 scripts/generators/gen-vector-tests.py           # rewrite test/exec/vectors
    python3 scripts/generators/gen-vector-tests.py --check   # exit 1 if it is out of date

The EVM target splits vectors into scalars (EVMLowerVectors, then LLVM's
Scalarizer). Each function here takes two words %a and %b, builds vectors
<N x iK> from their bits, applies one vector operation and returns the
result's elements packed into an integer (element i at bits K*i and up, so
the packing does not depend on byte order). The test files, the calldata
encoding, @__entry and the oracle are those of gen-width-tests.py
(scripts/evmtest/widths.py):

* element-wise operations, shuffles and reductions run on lli's JIT (the
  host's code generator), which needs no byte order;
* bitcasts and memory accesses, whose results depend on the big-endian
  order, run on lli's interpreter under the EVM's data layout; memory tests
  use i8 elements only, accessed element by element in lli's copy (the
  interpreter reverses the element order of whole-vector accesses on a
  big-endian layout), and read whole words back through the byte-wise load
  shim of widths.run_lli.
"""

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from evmtest import widths  # noqa: E402

OUT_DIR = ROOT / "test" / "exec" / "vectors"

# (N, K): element counts and widths, from i1 masks to elements wider than a word.
SHAPES = [(8, 1), (3, 5), (4, 8), (4, 32), (2, 128), (2, 256), (2, 257)]
CASES = 6

DESCRIPTIONS = {
    "vector-arith": "element-wise vector add, sub, mul, udiv, urem, sdiv, srem, and, or, xor, "
                    "shl, lshr, ashr, icmp, select, umin/smax, zext/sext/trunc",
    "vector-shuffle": "shufflevector, insertelement and extractelement with constant and "
                      "variable indices, and llvm.vector.reduce.{add,mul,and,or,xor,smax,smin,"
                      "umax,umin}",
    "vector-bitcast": "bitcasts between vectors and integers and between vector types "
                      "(element 0 is the most significant part), and compare masks as integers",
    "vector-memory": "loads and stores of <N x i8> vectors at unaligned offsets of an alloca, "
                     "read back as words; in lli's copy each vector access is one i8 access per "
                     "element, element i at byte i (lli's interpreter reverses whole vectors on "
                     "a big-endian layout)",
}
ORACLE_NOTE = {
    "jit": "Expected values: lli (LLVM 22, JIT on the host) running these same definitions.",
    "interpreter": "Expected values: lli (LLVM 22) -force-interpreter running these same "
                   "definitions under this (big-endian) data layout; loads of integers wider "
                   "than a byte are made of i8 loads in lli's copy (see gen-width-tests.py).",
}


def vt(n, k):
    return f"<{n} x i{k}>"


def splat(n, k, v):
    return "<" + ", ".join(f"i{k} {v}" for _ in range(n)) + ">"


def build(n, k):
    """Lines that make %va and %vb (<N x iK>) from %a and %b: element i is
    K bits at K*i of a:b:a:b (of b:a:b:a for %vb)."""
    lines = []
    for name, hi, lo in (("ab", "%a", "%b"), ("ba", "%b", "%a")):
        lines += [f"%{name}.h = zext i256 {hi} to i1024", f"%{name}.l = zext i256 {lo} to i1024",
                  f"%{name}.hs = shl i1024 %{name}.h, 256", f"%{name}.1 = or i1024 %{name}.hs, %{name}.l",
                  f"%{name}.2 = shl i1024 %{name}.1, 512", f"%{name}.0 = or i1024 %{name}.2, %{name}.1"]
    for v, src in (("va", "ab"), ("vb", "ba")):
        prev = "poison"
        for i in range(n):
            lines += [f"%{v}.s{i} = lshr i1024 %{src}.0, {k * i}",
                      f"%{v}.e{i} = trunc i1024 %{v}.s{i} to i{k}",
                      f"%{v}.{i} = insertelement {vt(n, k)} {prev}, i{k} %{v}.e{i}, i32 {i}"]
            prev = f"%{v}.{i}"
        lines.append(f"%{v} = shufflevector {vt(n, k)} {prev}, {vt(n, k)} poison, "
                     f"<{n} x i32> <" + ", ".join(f"i32 {i}" for i in range(n)) + ">")
    return lines


def pack(value, n, k):
    """Lines packing vector %VALUE (<N x iK>) into %r (iNK), element i at bit K*i."""
    w = n * k
    lines, acc = [], None
    for i in range(n):
        lines += [f"%p.e{i} = extractelement {vt(n, k)} {value}, i32 {i}",
                  f"%p.z{i} = zext i{k} %p.e{i} to i{w}" if w > k else f"%p.z{i} = or i{k} %p.e{i}, 0",
                  f"%p.s{i} = shl i{w} %p.z{i}, {k * i}"]
        if acc is None:
            acc = f"%p.s{i}"
        else:
            lines.append(f"%p.o{i} = or i{w} {acc}, %p.s{i}")
            acc = f"%p.o{i}"
    lines.append(f"%r = or i{w} {acc}, 0")
    return lines


def func(family, name, n, k, body, ret_width, oracle="jit", decls=()):
    lines = build(n, k) + body + ["ret i{} %r".format(ret_width)]
    text = widths.define(name, [("i256", "%a"), ("i256", "%b")], f"i{ret_width}", lines)
    rng = random.Random(name)
    cases = [(0, 0), (2**256 - 1, 1)] + [(rng.getrandbits(256), rng.getrandbits(256))
                                         for _ in range(CASES - 2)]
    return widths.Func(family, name, [256, 256], [ret_width], text, list(decls), cases, oracle)


def arith_funcs():
    for n, k in SHAPES:
        t, s = vt(n, k), f"{n}x{k}"
        one = splat(n, k, 1)
        ops = {
            "add": ["%v = add {t} %va, %vb"], "sub": ["%v = sub {t} %va, %vb"],
            "mul": ["%v = mul {t} %va, %vb"], "and": ["%v = and {t} %va, %vb"],
            "or": ["%v = or {t} %va, %vb"], "xor": ["%v = xor {t} %va, %vb"],
            "udiv": ["%d = or {t} %vb, {one}", "%v = udiv {t} %va, %d"],
            "urem": ["%d = or {t} %vb, {one}", "%v = urem {t} %va, %d"],
            "shl": ["%m = urem {t} %vb, {kk}", "%v = shl {t} %va, %m"],
            "lshr": ["%m = urem {t} %vb, {kk}", "%v = lshr {t} %va, %m"],
            "ashr": ["%m = urem {t} %vb, {kk}", "%v = ashr {t} %va, %m"],
            "select": ["%c = icmp ugt {t} %va, %vb", "%v = select <{n} x i1> %c, {t} %vb, {t} %va"],
            "umin": ["%v = call {t} @llvm.umin.v{n}i{k}({t} %va, {t} %vb)"],
            "smax": ["%v = call {t} @llvm.smax.v{n}i{k}({t} %va, {t} %vb)"],
        }
        if k > 2:  # a positive, non-zero divisor
            ops["sdiv"] = ["%h = lshr {t} %vb, {one}", "%d = or {t} %h, {one}", "%v = sdiv {t} %va, %d"]
            ops["srem"] = ["%h = lshr {t} %vb, {one}", "%d = or {t} %h, {one}", "%v = srem {t} %va, %d"]
        kk = splat(n, k, k if k > 1 else 1)
        for op, body in ops.items():
            lines = [line.format(t=t, n=n, k=k, one=one, kk=kk) for line in body]
            decls = []
            if op in ("umin", "smax"):
                decls.append(f"declare {t} @llvm.{op}.v{n}i{k}({t}, {t})")
            if op in ("shl", "lshr", "ashr") and k == 1:
                lines = [f"%v = {op} {t} %va, zeroinitializer"]
            yield func("vector-arith", f"{op}_{s}", n, k, lines + pack("%v", n, k), n * k, decls=decls)
        for pred in ("ult", "slt", "eq"):
            body = [f"%v = icmp {pred} {t} %va, %vb"] + pack("%v", n, 1)
            yield func("vector-arith", f"icmp_{pred}_{s}", n, k, body, n)
        wide, narrow = k + 3, max(1, k // 2)
        for op, to in (("zext", wide), ("sext", wide), ("trunc", narrow)):
            if op == "trunc" and k == 1:
                continue
            body = [f"%v = {op} {t} %va to {vt(n, to)}"] + pack("%v", n, to)
            yield func("vector-arith", f"{op}_{s}", n, k, body, n * to)


def shuffle_funcs():
    for n, k in SHAPES:
        t, s = vt(n, k), f"{n}x{k}"
        mask = ", ".join(f"i32 {(2 * n - 1 - 3 * i) % (2 * n)}" for i in range(n))
        yield func("vector-shuffle", f"shuffle_{s}", n, k,
                   [f"%v = shufflevector {t} %va, {t} %vb, <{n} x i32> <{mask}>"] + pack("%v", n, k), n * k)
        idx = [f"%i.w = urem i256 %b, {n}", "%i = trunc i256 %i.w to i32"]
        yield func("vector-shuffle", f"insert_var_{s}", n, k,
                   idx + [f"%x = extractelement {t} %vb, i32 0",
                          f"%v = insertelement {t} %va, i{k} %x, i32 %i"] + pack("%v", n, k), n * k)
        yield func("vector-shuffle", f"extract_var_{s}", n, k,
                   idx + [f"%r = extractelement {t} %va, i32 %i"], k)
        for red in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"):
            decl = f"declare i{k} @llvm.vector.reduce.{red}.v{n}i{k}({t})"
            yield func("vector-shuffle", f"reduce_{red}_{s}", n, k,
                       [f"%r = call i{k} @llvm.vector.reduce.{red}.v{n}i{k}({t} %va)"], k, decls=[decl])


def bitcast_funcs():
    for n, k in SHAPES:
        t, s = vt(n, k), f"{n}x{k}"
        w = n * k
        yield func("vector-bitcast", f"vec_to_int_{s}", n, k,
                   [f"%r = bitcast {t} %va to i{w}"], w, "interpreter")
        yield func("vector-bitcast", f"int_to_vec_{s}", n, k,
                   [f"%x = trunc i1024 %ab.0 to i{w}", f"%v = bitcast i{w} %x to {t}",
                    f"%v1 = add {t} %v, {splat(n, k, 1)}"] + pack("%v1", n, k), w, "interpreter")
        yield func("vector-bitcast", f"mask_{s}", n, k,
                   [f"%c = icmp ult {t} %va, %vb", f"%r = bitcast <{n} x i1> %c to i{n}"], n, "interpreter")
    for (n, k), (m, l) in [((4, 8), (2, 16)), ((2, 64), (8, 16)), ((4, 32), (2, 64)), ((8, 1), (2, 4)),
                           ((2, 128), (1, 256)), ((4, 8), (8, 4))]:
        yield func("vector-bitcast", f"vec_to_vec_{n}x{k}_{m}x{l}", n, k,
                   [f"%v = bitcast {vt(n, k)} %va to {vt(m, l)}"] + pack("%v", m, l), m * l, "interpreter")


def vector_access(t, n, op, value, ptr, elementwise):
    """A load (op "load", result %VALUE) or store of <N x i8> at %PTR; in
    lli's copy (elementwise) one i8 access per element, element i at byte
    i: lli's interpreter stores whole vectors with their bytes reversed on
    a big-endian layout (element 0 last), against LangRef."""
    if not elementwise:
        return ([f"{value} = load {t}, ptr {ptr}, align 1"] if op == "load"
                else [f"store {t} {value}, ptr {ptr}, align 1"])
    lines, prev = [], "poison"
    for i in range(n):
        q = f"{ptr}.{op}{i}"
        lines.append(f"{q} = getelementptr i8, ptr {ptr}, i256 {i}")
        if op == "load":
            lines += [f"{q}.v = load i8, ptr {q}",
                      f"{value}.{i} = insertelement {t} {prev}, i8 {q}.v, i32 {i}"]
            prev = f"{value}.{i}"
        else:
            lines += [f"{q}.v = extractelement {t} {value}, i32 {i}", f"store i8 {q}.v, ptr {q}"]
    if op == "load":
        lines.append(f"{value} = or {t} {prev}, zeroinitializer")
    return lines


def memory_funcs(elementwise=False):
    for n in (2, 4, 5, 32):
        t = vt(n, 8)
        body = ["%buf = alloca [2 x i256]", "%hi = getelementptr i8, ptr %buf, i256 32",
                "store i256 %a, ptr %buf", "store i256 %b, ptr %hi",
                "%src = getelementptr i8, ptr %buf, i256 5"]
        body += vector_access(t, n, "load", "%l", "%src", elementwise)
        body += [f"%v = add {t} %l, %va", "%dst = getelementptr i8, ptr %buf, i256 3"]
        body += vector_access(t, n, "store", "%v", "%dst", elementwise)
        body += ["%w0 = load i256, ptr %buf", "%w1 = load i256, ptr %hi",
                 "%w0.z = zext i256 %w0 to i512", "%w1.z = zext i256 %w1 to i512",
                 "%w0.s = shl i512 %w0.z, 256", "%r = or i512 %w0.s, %w1.z"]
        yield func("vector-memory", f"load_store_{n}x8", n, 8, body, 512, "interpreter")


def all_files():
    files = {}
    for f in [*arith_funcs(), *shuffle_funcs(), *bitcast_funcs(), *memory_funcs()]:
        files.setdefault(f.family, []).append(f)
    return files


def generate(out_dir, lli):
    shim = widths.interpreter_needs_load_shim(lli)
    total = 0
    for stem, funcs in all_files().items():
        if stem == "vector-memory":
            results = widths.run_lli(list(memory_funcs(elementwise=True)), True,
                                     widths.EVM_DATALAYOUT, shim, lli)
        elif funcs[0].oracle == "interpreter":
            results = widths.run_lli(funcs, True, widths.EVM_DATALAYOUT, shim, lli)
        else:
            results = widths.run_lli(funcs, False, lli=lli)
        text = widths.render(funcs, results, "scripts/generators/gen-vector-tests.py",
                             DESCRIPTIONS[stem], ORACLE_NOTE[funcs[0].oracle])
        (out_dir / f"{stem}.ll").write_text(text)
        total += sum(len(f.cases) for f in funcs)
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="regenerate into a temporary directory; exit 1 if test/exec/vectors differs")
    parser.add_argument("--lli", default=widths.LLI)
    opts = parser.parse_args()
    if opts.check:
        stale = widths.stale_files(OUT_DIR, lambda out: generate(out, opts.lli))
        for name in stale:
            print(f"out of date: test/exec/vectors/{name}")
        sys.exit(1 if stale else 0)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    total = generate(OUT_DIR, opts.lli)
    print(f"wrote {len(all_files())} files, {total} cases, to {OUT_DIR.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
