#!/usr/bin/env python3
"""Checks the sizes and offsets of several-objects.test against the files.

    check.py DIR BLOB.hex LIBRARY_ADDRESS

DIR holds what the test made: runtime.json, init.json, outer.json (bin/evm-bin
--json of each object), deployed.json (bin/evm-run --deploy of the init
code, with the library linked) and outer-run.json (bin/evm-run of Outer,
linked). Every expected number comes from the bytes of these files and of
BLOB.hex, never from the compiler's own account of itself: a size is the
length of an object's bytes, an offset is where its bytes are found in the
parent's. Prints one line per check; exits 1 on the first mismatch.
"""

import json
import re
import sys
from pathlib import Path

PLACEHOLDER = re.compile(r"__\$[0-9a-f]{34}\$__")


def code_of(obj):
    """An object's bytes, a library placeholder read as 20 zero bytes."""
    return bytes.fromhex(PLACEHOLDER.sub("0" * 40, obj["object"]))


def check(what, got, expected):
    if got != expected:
        print(f"FAIL {what}: {got!r}, expected {expected!r}")
        sys.exit(1)
    print(f"ok {what}")


def find_once(haystack, needle, what):
    at = haystack.find(needle)
    if at < 0 or haystack.find(needle, at + 1) >= 0:
        print(f"FAIL {what}: found {'nowhere' if at < 0 else 'twice'}")
        sys.exit(1)
    return at


def main():
    d = Path(sys.argv[1])
    blob = bytes.fromhex(re.sub(r"\s|0x", "", Path(sys.argv[2]).read_text()))
    library = int(sys.argv[3], 16)
    load = lambda name: json.loads((d / name).read_text())
    runtime, init, outer = load("runtime.json"), load("init.json"), load("outer.json")
    rt, ini, out = code_of(runtime), code_of(init), code_of(outer)
    lib_sites = runtime["linkReferences"]["lib.sol:Math"]
    check("runtime: one library site", len(lib_sites), 1)
    lib_in_rt = lib_sites[0]["start"]
    check("runtime: a PUSH20 before the library site", rt[lib_in_rt - 1], 0x73)

    # Init embeds Runtime once, byte for byte: where evm-link says.
    rt_in_init = find_once(ini, rt, "Runtime in Init")
    check("init: objects", init["objects"],
          {"Runtime": {"start": rt_in_init, "length": len(rt)}})
    check("init: the library site moved with Runtime",
          init["linkReferences"], {"lib.sol:Math": [
              {"start": rt_in_init + lib_in_rt, "length": 20}]})
    check("init: Runtime's immutables are not Init's",
          init["immutableReferences"], {})

    # The deployed runtime: the deployer as owner, the library, salt + 1,
    # and its size.
    words = [int(w, 16) for w in load("deployed.json")["returnWords"]]
    check("deployed: owner is the deployer", words[0],
          0x1000000000000000000000000000000000000001)
    check("deployed: the library address", words[1], library)
    check("deployed: salt + 1", words[2], 42)
    check("deployed: datasize of Runtime, its own object", words[3], len(rt))

    # Outer: sizes and offsets of Init, Init.Runtime and blob, its own size.
    ran = load("outer-run.json")
    words = [int(w, 16) for w in ran["returnWords"][:8]]
    init_in_outer = find_once(out, ini, "Init in Outer")
    blob_in_outer = find_once(out, blob, "blob in Outer")
    check("outer: datasize(Init)", words[0], len(ini))
    check("outer: dataoffset(Init)", words[1], init_in_outer)
    check("outer: datasize(Init.Runtime)", words[2], len(rt))
    check("outer: dataoffset(Init.Runtime)", words[3], init_in_outer + rt_in_init)
    check("outer: datasize(blob)", words[4], len(blob))
    check("outer: dataoffset(blob)", words[5], blob_in_outer)
    check("outer: datasize(Outer), the whole output", words[6], len(out))
    check("outer: codesize()", words[7], len(out))
    check("outer: blob copied from the code",
          bytes.fromhex(ran["returnData"])[256:], blob)
    check("outer: objects", outer["objects"], {
        "Init": {"start": init_in_outer, "length": len(ini)},
        "Init.Runtime": {"start": init_in_outer + rt_in_init, "length": len(rt)},
    })
    check("outer: the library site moved twice", outer["linkReferences"],
          {"lib.sol:Math": [{"start": init_in_outer + rt_in_init + lib_in_rt,
                             "length": 20}]})
    return 0


if __name__ == "__main__":
    sys.exit(main())
