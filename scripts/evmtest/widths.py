"""Execution tests of IR operations, with lli as the oracle: what
scripts/generators/gen-width-tests.py and gen-vector-tests.py share.

A generator makes functions under test (Func: a definition and its argument
tuples). run_lli finds their results: it writes a host module with the very
same definitions plus a `main` that calls every case with constant
arguments and prints the results, runs it with lli (LLVM 22) and reads the
printed values back. render writes one test file: the cases as a `;!`
header (format: docs/testing.md), the definitions, and an `@__entry` that
selects a function with calldata word 0, passes it the following words as
arguments and returns its results. stale_files is the generators' --check.

lli's two engines:
* the JIT (the host's code generator, little-endian) for pure operations.
  It cannot code-generate llvm.fshl/fshr on widths that are not a power of
  two ("unsupported library call operation": the urem by W they expand
  to); in the host copy those calls go to `@lli.fshl.iW` / `@lli.fshr.iW`,
  LangRef's definition in plain IR.
* the interpreter (-force-interpreter) under the EVM data layout, which is
  big-endian, for what depends on byte order. LLVM 22's interpreter stores
  integers big-endian but loads integers wider than a byte in host
  (little-endian) order (ExecutionEngine::StoreValueToMemory reverses the
  bytes for a foreign byte order, LoadValueFromMemory does not).
  interpreter_needs_load_shim checks this with a probe; then, in the host
  copy only, each such load becomes a call of `@lli.load.iN`, which loads
  the bytes one by one (i8 loads) and assembles them most significant
  first.
"""

import json
import random
import re
import subprocess
import sys
import tempfile
import textwrap
from dataclasses import dataclass
from pathlib import Path

LLI = "/usr/lib/llvm-22/bin/lli"
EVM_DATALAYOUT = "E-p:256:256-i256:256:256-S256-a:256:256"
# Where __entry writes the results it returns: above the backend's frame
# region, which starts at 0x80 (docs/memory-map.md).
RESULT_BASE = 0x1000
WORD = 256


# ---------------------------------------------------------------------------
# Integers and words

def mask(w):
    return (1 << w) - 1


def words_for(w):
    """How many 256-bit words hold a w-bit value."""
    return -(-w // WORD)


def lit(v, w):
    """The IR literal of the w-bit value v (given unsigned): signed decimal
    when that is short, else LLVM's unsigned hex form u0x..."""
    signed = v - (1 << w) if v >> (w - 1) else v
    return str(signed) if abs(signed) < 1 << 64 else f"u0x{v:x}"


def split_words(v, w):
    """A w-bit value as 256-bit words, most significant first."""
    n = words_for(w)
    return [(v >> (WORD * (n - 1 - i))) & mask(WORD) for i in range(n)]



# ---------------------------------------------------------------------------
# Functions under test

@dataclass
class Func:
    family: str    # the test file's name, before "-wide"
    name: str
    args: list     # argument widths
    rets: list     # result widths; several make a struct
    text: str      # the definition, `define ... }`
    decls: list    # declarations it needs
    cases: list    # argument tuples, unsigned
    oracle: str    # "jit" or "interpreter"

    @property
    def ret_type(self):
        types = [f"i{w}" for w in self.rets]
        return types[0] if len(types) == 1 else "{" + ", ".join(types) + "}"

    @property
    def wide(self):
        return max(self.args + self.rets) > WORD


def define(name, args, ret_type, body_lines):
    """`define RET @NAME(ARGS) { BODY }`; args are (type, name) pairs."""
    params = ", ".join(f"{t} {n}" for t, n in args)
    return "\n".join([f"define {ret_type} @{name}({params}) {{"]
                     + [f"  {line}" for line in body_lines] + ["}"])


# ---------------------------------------------------------------------------
# The oracle: lli on a host module with the same definitions

def load_helper(w):
    """`@lli.load.iW`: a big-endian iW load made of i8 loads."""
    n = (w + 7) // 8
    wide = f"i{8 * n}"
    lines, acc = [], None
    for i in range(n):
        lines += [f"%p{i} = getelementptr i8, ptr %p, i256 {i}", f"%b{i} = load i8, ptr %p{i}",
                  f"%z{i} = zext i8 %b{i} to {wide}"]
        if acc is None:
            acc = f"%z{i}"
        else:
            lines += [f"%s{i} = shl {wide} {acc}, 8", f"%o{i} = or {wide} %s{i}, %z{i}"]
            acc = f"%o{i}"
    if 8 * n != w:
        lines.append(f"%r = trunc {wide} {acc} to i{w}")
        acc = "%r"
    return define(f"lli.load.i{w}", [("ptr", "%p")], f"i{w}", lines + [f"ret i{w} {acc}"])


LOAD_RE = re.compile(r"= load i(\d+), ptr (%[\w.]+)")


def shim_loads(text, used):
    """Replaces loads wider than a byte with calls of @lli.load.iN."""
    def repl(m):
        w = int(m.group(1))
        if w <= 8:
            return m.group(0)
        used.add(w)
        return f"= call i{w} @lli.load.i{w}(ptr {m.group(2)})"
    return LOAD_RE.sub(repl, text)


FUNNEL_RE = re.compile(r"@llvm\.(fshl|fshr)\.i(\d+)\b")


def funnel_helper(kind, w):
    """`@lli.fshl.iW` / `@lli.fshr.iW`: LangRef's definition in plain IR (the
    concatenation a:b shifted by c mod W, then the high / low half)."""
    t, t2 = f"i{w}", f"i{2 * w}"
    shift, half = ("shl", [f"%hi = lshr {t2} %s, {w}", f"%r = trunc {t2} %hi to {t}"]) if kind == "fshl" \
        else ("lshr", [f"%r = trunc {t2} %s to {t}"])
    lines = [f"%n = urem {t} %c, {w}", f"%a2 = zext {t} %a to {t2}", f"%b2 = zext {t} %b to {t2}",
             f"%ah = shl {t2} %a2, {w}", f"%ab = or {t2} %ah, %b2", f"%n2 = zext {t} %n to {t2}",
             f"%s = {shift} {t2} %ab, %n2"] + half + [f"ret {t} %r"]
    return define(f"lli.{kind}.{t}", [(t, "%a"), (t, "%b"), (t, "%c")], t, lines)


def shim_funnels(text, used):
    """The JIT cannot code-generate llvm.fshl/fshr on widths that are not a
    power of two (the urem by W it expands to has no library call): those
    calls go to @lli.fshl.iW / @lli.fshr.iW instead."""
    def repl(m):
        w = int(m.group(2))
        if w & (w - 1) == 0:
            return m.group(0)
        used.add((m.group(1), w))
        return f"@lli.{m.group(1)}.i{w}"
    return FUNNEL_RE.sub(repl, text)


def print_helper(w):
    """`@print.iW`: prints a value as 8-digit hex chunks and a newline."""
    chunks = -(-w // 32)
    wide = f"i{32 * chunks + 32}"
    lines = [f"%z = zext i{w} %v to {wide}"]
    for j in range(chunks):
        lines += [f"%s{j} = lshr {wide} %z, {32 * (chunks - 1 - j)}", f"%c{j} = trunc {wide} %s{j} to i32",
                  f"call i32 (ptr, ...) @printf(ptr @hex, i32 %c{j})"]
    lines += ["call i32 (ptr, ...) @printf(ptr @nl)", "ret void"]
    return define(f"print.i{w}", [(f"i{w}", "%v")], "void", lines)


def host_module(funcs, interpreter, datalayout, shim):
    """The module lli runs: the definitions, print helpers and a main."""
    decls = list(dict.fromkeys(d for f in funcs for d in f.decls))
    used_loads, used_funnels = set(), set()
    texts = [shim_loads(f.text, used_loads) if shim else f.text for f in funcs]
    if not interpreter:
        texts = [shim_funnels(t, used_funnels) for t in texts]
    out = [f'target datalayout = "{datalayout}"'] if datalayout else []
    out += ["declare i32 @printf(ptr, ...)", '@hex = private constant [5 x i8] c"%08x\\00"',
            '@nl = private constant [2 x i8] c"\\0A\\00"'] + decls + texts
    out += [load_helper(w) for w in sorted(used_loads)]
    out += [funnel_helper(kind, w) for kind, w in sorted(used_funnels)]
    out += [print_helper(w) for w in sorted({w for f in funcs for w in f.rets})]
    main = []
    for i, f in enumerate(funcs):
        for j, case in enumerate(f.cases):
            r = f"%r{i}.{j}"
            args = ", ".join(f"i{w} {lit(v, w)}" for w, v in zip(f.args, case))
            main.append(f"{r} = call {f.ret_type} @{f.name}({args})")
            for k, w in enumerate(f.rets):
                value = r
                if len(f.rets) > 1:
                    value = f"{r}.{k}"
                    main.append(f"{value} = extractvalue {f.ret_type} {r}, {k}")
                main.append(f"call void @print.i{w}(i{w} {value})")
    out.append(define("main", [], "i32", main + ["ret i32 0"]))
    return "\n\n".join(out) + "\n"


def run_lli(funcs, interpreter, datalayout=None, shim=False, lli=LLI):
    """Runs the cases of funcs on lli; returns, per function, per case, the
    list of result values."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "host.ll"
        path.write_text(host_module(funcs, interpreter, datalayout, shim))
        cmd = [lli] + (["-force-interpreter"] if interpreter else []) + [str(path)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{proc.stderr[-3000:]}")
    lines = iter(proc.stdout.split("\n"))
    results = []
    for f in funcs:
        results.append([[int(next(lines), 16) for _ in f.rets] for _ in f.cases])
    if next(lines) != "" or next(lines, None) is not None:
        raise RuntimeError("lli printed more lines than expected")
    return results


PROBE = f"""target datalayout = "{EVM_DATALAYOUT}"
declare i32 @printf(ptr, ...)
@fmt = private constant [10 x i8] c"%02x %08x\\00"
define i32 @main() {{
  %m = alloca i32
  store i32 287454020, ptr %m
  %b = load i8, ptr %m
  %bz = zext i8 %b to i32
  %w = load i32, ptr %m
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %bz, i32 %w)
  ret i32 0
}}
"""


def interpreter_needs_load_shim(lli):
    """Stores i32 0x11223344 under the EVM layout: the first byte must be
    0x11. Returns whether the i32 load gives it back byte-reversed."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "probe.ll"
        path.write_text(PROBE)
        out = subprocess.run([lli, "-force-interpreter", str(path)], capture_output=True,
                             text=True, check=True).stdout
    if out == "11 11223344":
        return False
    if out == "11 44332211":
        return True
    sys.exit(f"gen-width-tests: lli's interpreter does not store big-endian (probe printed {out!r})")


# ---------------------------------------------------------------------------
# Test files

# The notes every test file may need; a generator gives its own description
# and oracle note.
FUNNEL_NOTE = ("lli's JIT cannot code-generate llvm.fshl/fshr on widths that are not a power "
               "of two; in lli's copy those calls go to plain IR following LangRef: fshl = high "
               "half of (a:b << c mod W), fshr = low half of (a:b >> c mod W).")
CALLDATA_NOTE = ("Calldata: word 0 picks the function (the switch in @__entry), the next words "
                 "are its arguments: an argument of up to 256 bits is one word truncated (odd "
                 "cases put garbage above its width), a wider one ceil(W/256) words, most "
                 "significant first. Results come back the same way, an i1 as a word.")


def render(funcs, results, generator, description, oracle_note):
    """The text of one test file: funcs with their results (run_lli's),
    under a comment naming the generator (its path from the repository
    root), saying what the file tests (description, a sentence without its
    full stop) and where the expected values come from (oracle_note)."""
    cases = []
    for index, (f, per_case) in enumerate(zip(funcs, results)):
        calldata_rng = random.Random(f.name + "/calldata")
        for j, (args, values) in enumerate(zip(f.cases, per_case)):
            calldata = [index]
            for w, v in zip(f.args, args):
                if w < WORD and j % 2 == 1:
                    v |= calldata_rng.getrandbits(WORD - w) << w
                calldata += split_words(v, max(w, WORD))
            expected = [word for w, v in zip(f.rets, values) for word in split_words(v, w)]
            cases.append({"name": f"{f.name} #{j}",
                          "inputs": [{"method": "#fallback", "calldata": [hex(x) for x in calldata]}],
                          "expected": [hex(x) for x in expected]})
    header = [';! { "cases": ['] + [f";! {json.dumps(c)}," for c in cases]
    header[-1] = header[-1][:-1]
    header.append(";! ] }")
    paragraphs = [f"Generated by {generator}: do not edit, rerun it.", f"{description}.", oracle_note]
    if any(shim_funnels(f.text, set()) != f.text for f in funcs):
        paragraphs.append(FUNNEL_NOTE)
    paragraphs.append(CALLDATA_NOTE)
    comment = [line for p in paragraphs for line in textwrap.wrap(p, 76)]
    decls = ["declare i256 @llvm.evm.calldataload(ptr addrspace(2))",
             "declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn"]
    decls += list(dict.fromkeys(d for f in funcs for d in f.decls))
    parts = ["\n".join(header + ["; " + line for line in comment]
                       + [f'target datalayout = "{EVM_DATALAYOUT}"',
                          'target triple = "evm-unknown-unknown"']),
             "\n".join(decls), entry(funcs)] + [f.text for f in funcs]
    return "\n\n".join(parts) + "\n"


def entry(funcs):
    """@__entry: dispatch on word 0, decode the arguments, encode the results."""
    lines = ["define void @__entry() noreturn {", "entry:",
             "  %sel.p = inttoptr i256 0 to ptr addrspace(2)",
             "  %sel = call i256 @llvm.evm.calldataload(ptr addrspace(2) %sel.p)",
             "  switch i256 %sel, label %bad ["]
    lines += [f"    i256 {i}, label %f{i}" for i in range(len(funcs))]
    lines += ["  ]", "bad:", "  unreachable"]
    for i, f in enumerate(funcs):
        counter = iter(range(1000))

        def emit(rhs):
            name = f"%f{i}.{next(counter)}"
            lines.append(f"  {name} = {rhs}")
            return name

        lines.append(f"f{i}:")
        offset, args = 32, []
        for w in f.args:
            value = None
            for _ in range(words_for(w)):
                p = emit(f"inttoptr i256 {offset} to ptr addrspace(2)")
                word = emit(f"call i256 @llvm.evm.calldataload(ptr addrspace(2) {p})")
                offset += 32
                if w < WORD:
                    word = emit(f"trunc i256 {word} to i{w}")
                elif w > WORD:
                    word = emit(f"zext i256 {word} to i{w}")
                if value is not None:
                    shifted = emit(f"shl i{w} {value}, {WORD}")
                    word = emit(f"or i{w} {shifted}, {word}")
                value = word
            args.append(f"i{w} {value}")
        result = emit(f"call {f.ret_type} @{f.name}({', '.join(args)})")
        slot = 0
        for k, w in enumerate(f.rets):
            value = emit(f"extractvalue {f.ret_type} {result}, {k}") if len(f.rets) > 1 else result
            n = words_for(w)
            for m in range(n):
                word = value
                if m < n - 1:
                    word = emit(f"lshr i{w} {value}, {WORD * (n - 1 - m)}")
                if w < WORD:
                    word = emit(f"zext i{w} {word} to i256")
                elif w > WORD:
                    word = emit(f"trunc i{w} {word} to i256")
                p = emit(f"inttoptr i256 {RESULT_BASE + 32 * slot} to ptr addrspace(1)")
                lines.append(f"  store i256 {word}, ptr addrspace(1) {p}")
                slot += 1
        lines += [f"  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 {RESULT_BASE} "
                  f"to ptr addrspace(1)), i256 {32 * slot})",
                  "  unreachable"]
    lines.append("}")
    return "\n".join(lines)


def stale_files(out_dir, generate):
    """Runs generate(tmp_dir) into a temporary directory; returns the names
    of the .ll files that differ from out_dir's, or exist in only one."""
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp))
        new = {p.name: p.read_text() for p in Path(tmp).glob("*.ll")}
    old = {p.name: p.read_text() for p in out_dir.glob("*.ll")}
    return sorted(n for n in new.keys() | old.keys() if new.get(n) != old.get(n))
