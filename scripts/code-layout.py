#!/usr/bin/env python3
"""Writes where the code and the data of a compiled contract are.

    python3 scripts/code-layout.py OBJECT.o > LAYOUT.json

OBJECT.o is what `bin/llc -filetype=obj` writes; its .text section is the
bytecode (bin/evm-bin). Functions are ELF symbols of type FUNC with their
sizes, and the code ends where the last one ends: everything after it in
.text is data (the initial image of memory globals, code globals, the
runtime code inside init code; docs/memory-map.md, docs/deploy.md). The
other symbols in .text at or after that point are the code globals. The
layout is read from the symbol table, so the bytecode is the same with or
without it. Output (bin/evm-dis --layout reads it):

    {"code_size": N,
     "functions": [{"name": S, "offset": N, "size": N}, ...],
     "data": [{"name": S, "offset": N}, ...]}
"""

import json
import os
import subprocess
import sys


def read_symbols(obj):
    """The symbols of .text as (name, value, size, type) from llvm-readelf."""
    tools = os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin")
    out = subprocess.run(
        [os.path.join(tools, "llvm-readelf"), "--symbols", "--elf-output-style=JSON", obj],
        check=True, capture_output=True, text=True).stdout
    for entry in json.loads(out)[0]["Symbols"]:
        sym = entry["Symbol"]
        if sym["Section"]["Name"] == ".text" and sym["Name"]["Name"]:
            yield sym["Name"]["Name"], sym["Value"], sym["Size"], sym["Type"]["Name"]


def layout(obj):
    symbols = sorted(read_symbols(obj), key=lambda s: (s[1], s[0]))
    functions = [{"name": n, "offset": v, "size": s}
                 for n, v, s, t in symbols if t == "Function"]
    code_size = max((f["offset"] + f["size"] for f in functions), default=0)
    data = [{"name": n, "offset": v}
            for n, v, s, t in symbols if t != "Function" and v >= code_size]
    return {"code_size": code_size, "functions": functions, "data": data}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: code-layout.py OBJECT.o")
    json.dump(layout(sys.argv[1]), sys.stdout)
    print()


if __name__ == "__main__":
    main()
