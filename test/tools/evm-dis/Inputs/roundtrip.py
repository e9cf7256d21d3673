#!/usr/bin/env python3
"""Round trip: the disassembly of every test program is its assembly.

    roundtrip.py [--opt "-O2 -mcpu=cancun"]... [--jobs N] [PROGRAM.ll...]

For every program scripts/harness/compare-bytecode.py knows (the .ll files under
test/, examples/, ../shared/conformance and ../shared/bench; or the ones
named), at every option set (default -O0, -O2, -O2 -mcpu=cancun), and for
the init code of the examples with a constructor:

  1. `bin/llc -filetype=asm` gives the assembly; this script lays it out
     itself (instruction sizes, labels, `.ascii`/`.short`/`.long` data,
     symbol assignments, symbolic pushes as wide as their value needs) and
     assembles it with the opcode table of the independent decoder
     (evm_reference.py);
  2. the bytes must be what `bin/evm-bin --backend-only --layout=L` printed
     (llc alone, as in 1; without it -O2 also runs the middle end), and the end
     of the last instruction the code size the layout gives;
  3. `bin/evm-dis --layout=L` must list, instruction for instruction, the
     assembly's instructions with their offsets and resolved immediates,
     the labels of the functions at their offsets, and match the
     independent decoder's listing of the same bytes line for line.

It also counts the programs whose code end the recursive descent of
evm-dis (no layout) finds exactly; where it does not, it must not be
later than the real end by more than the data (it never decodes data of
a program as code unless that data happens to hold a reachable JUMPDEST).
Programs the compiler refuses (diagnostics tests) are skipped. Prints one
line per failure and a summary; exits 1 on any failure.
"""

import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))
import evm_reference  # noqa: E402
from evmtest.programs import find_programs, has_constructor  # noqa: E402

LLC = ROOT / "bin" / "llc"
EVM_BIN = ROOT / "bin" / "evm-bin"
EVM_DIS = ROOT / "bin" / "evm-dis"
DEFAULT_OPTS = ["-O0", "-O2", "-O2 -mcpu=cancun"]
OPCODE = {name: byte for byte, name in evm_reference.FORKS["osaka"].items()}


# ---------------------------------------------------------------------------
# A small assembler for what llc prints.

class AsmError(Exception):
    pass


_LABEL = re.compile(r'^([A-Za-z_.$][\w.$]*):(\s*[;#].*)?$')
_ASSIGN = re.compile(r'^([A-Za-z_.$][\w.$]*)\s*=\s*(.+?)\s*$')
_INST = re.compile(r'^([A-Z][A-Z0-9]*)(?:\s+([^\s;]+))?\s*(;.*)?$')
# Directives that emit nothing in the code.
_IGNORED = {".file", ".text", ".globl", ".type", ".size", ".section", ".p2align"}
_ESCAPES = {"n": 10, "t": 9, "r": 13, "f": 12, "b": 8, '"': 34, "\\": 92}


def parse_string(text):
    """The bytes of a quoted string as MC prints it (octal escapes)."""
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise AsmError(f"not a string: {text}")
    out, i, body = bytearray(), 0, text[1:-1]
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(ord(c))
            i += 1
        elif body[i + 1] in _ESCAPES:
            out.append(_ESCAPES[body[i + 1]])
            i += 2
        else:
            digits = re.match(r"[0-7]{1,3}", body[i + 1:]).group(0)
            out.append(int(digits, 8))
            i += 1 + len(digits)
    return bytes(out)


def evaluate(expr, symbols, seen=()):
    """`sym`, `sym+32`, `0x60`, `sym-sym2`: an integer."""
    value = 0
    for sign, term in re.findall(r"([+-]?)\s*([^+\-\s]+)", expr):
        if re.fullmatch(r"0x[0-9a-fA-F]+|\d+", term):
            v = int(term, 0)
        elif re.fullmatch(r'"?evm\.(immutable|linkersymbol)\..*', term):
            # A value the link step fills in (PUSH32, PUSH20): zero in
            # the bytes until then.
            v = 0
        elif term in symbols and term not in seen:
            v = symbols[term]
            if isinstance(v, str):
                v = evaluate(v, symbols, seen + (term,))
        else:
            raise AsmError(f"undefined symbol {term!r} in {expr!r}")
        value += -v if sign == "-" else v
    return value


def parse(text):
    """llc's assembly as a list of items, without offsets: ("label", name),
    ("inst", mnemonic, width, operand), ("field", width, expr),
    ("bytes", data); and the symbol assignments."""
    items, assigned = [], {}
    # Only .text is bytecode: the other sections (.evm.source_map, the
    # .note.GNU-stack marker) are not part of it.
    in_text = True
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith(".text") or line.startswith(".section"):
            in_text = line.startswith(".text") or line.split()[1].strip('",') == ".text"
            continue
        if not in_text and not _ASSIGN.match(line):
            continue
        if m := _LABEL.match(line):
            items.append(("label", m.group(1)))
        elif m := _ASSIGN.match(line):
            assigned[m.group(1)] = m.group(2)
        elif line.startswith("."):
            name, _, args = re.sub(r"\s", " ", line, count=1).partition(" ")
            args = args.strip()
            if name in _IGNORED:
                continue
            if name in (".ascii", ".asciz"):
                data = parse_string(args) + (b"\0" if name == ".asciz" else b"")
                items.append(("bytes", data))
            elif name in (".short", ".2byte", ".long", ".4byte"):
                width = 2 if name in (".short", ".2byte") else 4
                for expr in args.split(","):
                    items.append(("field", width, expr.strip()))
            elif name == ".byte":
                items.append(("bytes", bytes(int(v, 0) & 0xFF for v in args.split(","))))
            elif name in (".zero", ".space"):
                items.append(("bytes", bytes(int(args.split(",")[0], 0))))
            else:
                raise AsmError(f"unknown directive: {line}")
        elif m := _INST.match(line):
            mnemonic, operand = m.group(1), m.group(2)
            if mnemonic == "PUSH" and operand is not None:
                # A symbol: the layout decides the width.
                items.append(("inst", mnemonic, 1, operand))
                continue
            if mnemonic not in OPCODE:
                raise AsmError(f"unknown instruction: {line}")
            width = evm_reference.immediate_size(mnemonic)
            if (operand is None) != (width == 0):
                raise AsmError(f"operand mismatch: {line}")
            items.append(("inst", mnemonic, width, operand))
        else:
            raise AsmError(f"cannot parse: {line}")
    return items, assigned


def assemble(text):
    """Lays out llc's assembly. Returns (bytes, instructions, labels,
    code_end): instructions as (offset, mnemonic, width, value).

    A PUSH of a symbol is printed without a width (`PUSH .LBB0_1`); like
    any assembler for the EVM, this one starts it at PUSH1 and widens it
    while the value after layout does not fit, laying out again until
    nothing grows."""
    items, assigned = parse(text)
    widths = {i: 1 for i, item in enumerate(items)
              if item[0] == "inst" and item[1] == "PUSH"}
    while True:
        symbols, labels, offsets, pc = dict(assigned), [], [], 0
        for i, item in enumerate(items):
            offsets.append(pc)
            if item[0] == "label":
                symbols[item[1]] = pc
                labels.append((item[1], pc))
            elif item[0] == "inst":
                pc += 1 + widths.get(i, item[2])
            elif item[0] == "field":
                pc += item[1]
            else:
                pc += len(item[1])
        grown = False
        for i, width in widths.items():
            value = evaluate(items[i][3], symbols)
            if value >> (8 * width) and width < 4:
                widths[i] = width + 1
                grown = True
        if not grown:
            break

    code, insts, code_end = bytearray(), [], 0
    for i, item in enumerate(items):
        offset = offsets[i]
        if item[0] == "inst":
            _, mnemonic, width, operand = item
            if i in widths:
                width = widths[i]
                mnemonic = f"PUSH{width}"
            value = evaluate(operand, symbols) if operand else None
            code.append(OPCODE[mnemonic])
            if width:
                code += value.to_bytes(width, "big")
            insts.append((offset, mnemonic, width, value))
            code_end = offset + 1 + width
        elif item[0] == "field":
            code += evaluate(item[2], symbols).to_bytes(item[1], "big")
        elif item[0] == "bytes":
            code += item[1]
    return bytes(code), insts, labels, code_end


# ---------------------------------------------------------------------------

def run(cmd):
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600)
    return proc.returncode, proc.stdout, proc.stderr


def fork_of(opts):
    for opt in opts:
        if opt.startswith("-mcpu="):
            return opt[len("-mcpu="):]
    return "osaka"


def check(label, path, opts, deploy, tmp):
    """Returns (status, messages, descent_exact)."""
    name = re.sub(r"[^\w]", "_", f"{label}{opts}{deploy}")
    layout, hexfile = Path(tmp, name + ".json"), Path(tmp, name + ".hex")
    llc_opts = ["-march=evm", "-verify-machineinstrs", *opts]
    if deploy:
        rc, runtime, _ = run([EVM_BIN, "--backend-only", *opts, path])
        if rc:
            return "refused", [], None
        runtime_file = Path(tmp, name + ".runtime.hex")
        runtime_file.write_text(runtime)
        llc_opts.append(f"-evm-deploy-runtime={runtime_file}")
    rc, asm, _ = run([LLC, *llc_opts, path, "-o", "-"])
    if rc:
        return "refused", [], None
    rc, hexcode, err = run([EVM_BIN, "--backend-only", *(["--deploy"] if deploy else []), *opts,
                            f"--layout={layout}", path])
    if rc and "there is no code" in err:
        # A module without functions (a file of RUN lines only): llc
        # writes an empty object, the link step refuses it.
        return "refused", [], None
    if rc:
        return "fail", [f"evm-bin failed where llc did not: {err.strip()}"], None
    # A library address left to fill is solc's placeholder: 20 bytes, zero
    # until the link step fills them.
    hexcode = re.sub(r"__\$[0-9a-f]{34}\$__", "0" * 40, hexcode)
    hexfile.write_text(hexcode)
    code = bytes.fromhex(hexcode.strip())
    fork = fork_of(opts)
    rc, dis, err = run([EVM_DIS, f"-mcpu={fork}", f"--layout={layout}", hexfile])
    if rc:
        return "fail", [f"evm-dis failed: {err.strip()}"], None
    layout_data = json.loads(layout.read_text())
    code_size = layout_data["code_size"]
    layout_offsets = [entry["offset"] for key in ("functions", "data")
                      for entry in layout_data[key]]

    problems = []
    try:
        assembled, insts, labels, code_end = assemble(asm)
    except AsmError as e:
        return "fail", [f"assembly not understood: {e}"], None
    if assembled != code:
        first = next((i for i, (a, b) in enumerate(zip(assembled, code)) if a != b),
                     min(len(assembled), len(code)))
        problems.append(f"the assembly assembles to other bytes than evm-bin printed "
                        f"(first difference at 0x{first:x})")
    if code_end != code_size:
        problems.append(f"the layout's code size {code_size} is not the end of the "
                        f"last instruction, {code_end}")

    listing = [line for line in dis.splitlines() if not line.endswith(":")]
    reference = evm_reference.listing(code, code_size, fork, layout_offsets)
    if listing != reference:
        diff = next(((a, b) for a, b in zip(listing, reference) if a != b),
                    (len(listing), len(reference)))
        problems.append(f"evm-dis and the independent decoder differ: {diff}")

    # The instructions of the assembly, one for one.
    digits = max(4, len(f"{len(code) - 1:x}"))
    expected = [f"0x{off:0{digits}x}: {mn}" + (f" 0x{val:0{2 * w}x}" if w else "")
                for off, mn, w, val in insts]
    got = listing[:len(expected)]
    if got != expected:
        diff = next(((a, b) for a, b in zip(got, expected) if a != b), None)
        problems.append(f"evm-dis differs from the assembly: {diff}")

    # Function labels where the assembly has them.
    at, offset = {}, None
    for line in reversed(dis.splitlines()):
        if line.endswith(":"):
            at[line[:-1]] = offset
        else:
            offset = int(line.split(":")[0], 16) if line.startswith("0x") else offset
    asm_labels = dict(labels)
    for sym, off in at.items():
        if sym in asm_labels and asm_labels[sym] != off:
            problems.append(f"label {sym} at 0x{off:x}, the assembly has 0x{asm_labels[sym]:x}")

    rc, plain, _ = run([EVM_DIS, f"-mcpu={fork}", hexfile])
    data_line = next((l for l in plain.splitlines() if l.startswith("; data:")), None)
    found = len(code) - int(data_line.split()[2]) if data_line else len(code)
    return ("fail" if problems else "ok"), problems, (found, code_size)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opt", action="append")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("programs", nargs="*")
    args = ap.parse_args()
    opts_list = [shlex.split(o) for o in (args.opt or DEFAULT_OPTS)]

    programs = ([(p, Path(p)) for p in args.programs] if args.programs
                else find_programs())
    tasks = []
    for label, path in programs:
        for opts in opts_list:
            tasks.append((label, path, opts, False))
        if has_constructor(path):
            tasks.append((label, path, ["-O2"], True))

    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda t: (t, check(*t, tmp)), tasks))

    failed = checked = exact = 0
    inexact = []
    for (label, _, opts, deploy), (status, problems, ends) in results:
        what = f"{label} [{' '.join(opts)}{' --deploy' if deploy else ''}]"
        if status == "refused":
            continue
        checked += 1
        for problem in problems:
            print(f"FAIL {what}: {problem}")
        failed += status == "fail"
        if ends:
            found, real = ends
            if found == real:
                exact += 1
            else:
                inexact.append(f"{what}: descent ends the code at {found}, the layout at {real}")
    for line in inexact:
        print(f"note: {line}")
    print(f"{checked} compilations of {len(programs)} programs disassembled: "
          f"{checked - failed} match the assembly and the independent decoder, "
          f"{failed} do not; the descent found the exact code end in {exact}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
