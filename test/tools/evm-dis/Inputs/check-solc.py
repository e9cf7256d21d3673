#!/usr/bin/env python3
"""bin/evm-dis on solc's bytecode, against two other decoders.

    node solc-bytecode.mjs FILES... | check-solc.py

For each bytecode solc-bytecode.mjs prints (no layout: evm-dis finds the
end of the code by its recursive descent):

  * evm-dis's listing equals the independent decoder's (evm_reference.py)
    line for line, the code/data boundary included;
  * the instructions evm-dis decodes as code are, one for one, the first
    instructions of solc's own disassembly (`evm.bytecode.opcodes`, which
    decodes every byte, metadata included), mnemonics and immediates;
  * the code ends where solc's code ends: before the runtime code inside
    init code, before the CBOR metadata solc appends to Solidity runtime
    code (its length is the last two bytes), before the data sections of a
    Yul object, or at the end; between the two there may only be the
    INVALID byte solc puts in front of what follows its code.

Prints a line per bytecode and exits 1 on any failure.
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import evm_reference  # noqa: E402

EVM_DIS = HERE.parents[3] / "bin" / "evm-dis"


def solc_instructions(opcodes):
    """solc's disassembly as (name, value): `PUSH1 0x80`, `0x22` for an
    undefined byte (as DATA here)."""
    tokens, out, i = opcodes.split(), [], 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.startswith("PUSH") and tok != "PUSH0" and i + 1 < len(tokens) \
                and tokens[i + 1].startswith("0x"):
            out.append((tok, int(tokens[i + 1], 16)))
            i += 2
        elif tok.startswith("0x"):
            out.append(("DATA", int(tok, 16)))
            i += 1
        else:
            out.append((tok, None))
            i += 1
    return out


def our_instructions(lines):
    """(name, value) of the code lines of an evm-dis listing."""
    out = []
    for line in lines:
        if line.startswith(";"):
            break
        fields = line.split(";")[0].split()
        out.append((fields[1], int(fields[2], 16) if len(fields) > 2 else None))
    return out


def check(entry):
    code = bytes.fromhex(entry["hex"])
    proc = subprocess.run([str(EVM_DIS), entry["hex"]], capture_output=True, text=True)
    if proc.returncode:
        return [f"evm-dis failed: {proc.stderr.strip()}"], None
    listing = [l for l in proc.stdout.splitlines() if not l.endswith(":")]
    problems = []
    reference = evm_reference.listing(code)
    if listing != reference:
        diff = next(((a, b) for a, b in zip(listing, reference) if a != b),
                    (len(listing), len(reference)))
        problems.append(f"evm-dis and the independent decoder differ: {diff}")

    ours = our_instructions(listing)
    theirs = solc_instructions(entry["opcodes"])[:len(ours)]
    if ours != theirs:
        diff = next(((i, a, b) for i, (a, b) in enumerate(zip(ours, theirs)) if a != b),
                    (len(ours), len(theirs)))
        problems.append(f"evm-dis and solc's disassembly differ: {diff}")

    data_line = next((l for l in listing if l.startswith("; data:")), None)
    code_end = len(code) - int(data_line.split()[2]) if data_line else len(code)
    limit, what = len(code), "the end"
    if entry["kind"] == "init":
        limit, what = entry["hex"].find(entry["runtime"]) // 2, "the runtime code"
    elif len(code) > 2:
        meta = len(code) - 2 - int.from_bytes(code[-2:], "big")
        if 0 <= meta < len(code) and code[meta] in (0xA1, 0xA2, 0xA3):
            limit, what = meta, "the metadata"
    for data in entry["data"]:
        at = entry["hex"].find(data)
        if data and at >= 0 and at % 2 == 0 and at // 2 < limit:
            limit, what = at // 2, "the data section"
    if code[code_end:limit] not in (b"", b"\xfe"):
        problems.append(f"code ends at {code_end}, {what} starts at {limit}")
    return problems, f"{len(ours)} instructions, code ends at {code_end}, {what} at {limit}"


def main():
    failed = 0
    entries = json.load(sys.stdin)
    for entry in entries:
        problems, summary = check(entry)
        name = f"{entry['name']} [{entry['kind']}]"
        for problem in problems:
            print(f"FAIL {name}: {problem}")
        if not problems:
            print(f"ok {name}: {summary}")
        failed += bool(problems)
    print(f"{len(entries)} solc bytecodes: {len(entries) - failed} match, {failed} do not")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
