#!/usr/bin/env python3
"""Writes llvm/include/llvm/IR/IntrinsicsEVM.td, the llvm.evm.* intrinsics of
the in-tree target, from the backend's own builtin table.

The builtins, their order, the opcode each becomes and the arguments after
the opcode's operands (the tail) are TableGen/EVMBuiltins.td's records; the
number of operands and results, whether the result depends on the operands
alone (InvariantInCall), whether it is block or transaction state that a
test host changes between calls (HostState) and whether the opcode ends the
call (HaltsExecution) are the opcode's, in TableGen/EVMInstrInfo.td. They are read
from `llvm-tblgen -dump-json` of TableGen/EVM.td, so a builtin added to the
table gets its intrinsic the next time this runs (check.sh runs it and
compares). What the table does not say is which operands the other LLVM EVM
backend declares as pointers and in which address space (the backend takes
an i256 or a pointer for each, an intrinsic has one type): POINTER_OPERANDS
below, checked against the table. The builtins that name other objects and
are no opcode (datasize, dataoffset, setimmutable) and the refused
pushdeployaddress come from IR/EVMBuiltins.cpp's name switches.

Usage: gen-intrinsics.py PROJECT_DIR [--json EVM.json] [--names] [-o FILE]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

# The operands that the other backend's IR passes as pointers, by builtin
# (without `.sptr`), in stack order: N is `ptr addrspace(N)`, None an i256.
# docs/ir-dialect.md ("Builtins") lists the same signatures.
POINTER_OPERANDS = {
    "sha3": [1, None],
    "mstore8": [1, None],
    "memcpyas1as2": [1, 2, None],
    "memcpyas1as3": [1, 3, None],
    "memcpyas1as4": [1, 4, None],
    "memmoveas1as1": [1, 1, None],
    "calldataload": [2],
    "calldatacopy": [1, 2, None],
    "codecopy": [1, 4, None],
    "extcodecopy": [None, 1, None, None],
    "returndatacopy": [1, 3, None],
    "log0": [1, None],
    "log1": [1, None, None],
    "log2": [1, None, None, None],
    "log3": [1, None, None, None, None],
    "log4": [1, None, None, None, None, None],
    "create": [None, 1, None],
    "create2": [None, 1, None, None],
    "call": [None, None, None, 1, None, 1, None],
    "callcode": [None, None, None, 1, None, 1, None],
    "delegatecall": [None, None, 1, None, 1, None],
    "staticcall": [None, None, 1, None, 1, None],
    "return": [1, None],
    "revert": [1, None],
}

# The parameters of each tail (TableGen/EVMBuiltins.td, EVMBuiltinTail).
TAIL_TYPES = {
    "TailNone": [],
    "TailVolatileFlag": ["llvm_i1_ty"],
    "TailStatePointers": ["LLVMQualPointerType<5>", "LLVMQualPointerType<6>"],
    "TailReservedMemory": ["llvm_i256_ty"],
    "TailLinkName": ["llvm_metadata_ty"],
    "TailLinkIndex": ["llvm_i256_ty"],
}

# The builtins without an opcode, by the LinkBuiltin each is in
# IR/EVMBuiltins.cpp, and their signatures there (checkLinkBuiltinType).
LINK_BUILTINS = {
    "DataSize": (["llvm_i256_ty"], ["llvm_metadata_ty"], "const"),
    "DataOffset": (["llvm_i256_ty"], ["llvm_metadata_ty"], "const"),
    "SetImmutable": ([], ["llvm_i256_ty", "llvm_metadata_ty", "llvm_i256_ty"],
                     "effects"),
}


def fail(message):
    sys.exit("gen-intrinsics.py: " + message)


def dump_records(project):
    """llvm-tblgen -dump-json of the target's description."""
    tblgen = os.environ.get("LLVM_TBLGEN", "llvm-tblgen-22")
    include = os.environ.get("LLVM_INCLUDE_DIR", "/usr/lib/llvm-22/include")
    tabledir = os.path.join(project, "TableGen")
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        subprocess.run([tblgen, "-dump-json", "-I", tabledir, "-I", include,
                        os.path.join(tabledir, "EVM.td"), "-o", out.name],
                       check=True)
        return json.load(open(out.name, encoding="utf-8"))


def natural_key(name):
    return [int(p) if p.isdigit() else p for p in re.split(r"(\d+)", name)]


def is_register_class(records, name):
    return "RegisterClass" in records[name].get("!superclasses", [])


def table_builtins(records):
    """(name, opcode record, tail) of each EVMBuiltin, in the file's order."""
    rows = []
    for rec in sorted(records["!instanceof"]["EVMBuiltin"], key=natural_key):
        r = records[rec]
        rows.append((r["Name"], r["Instr"]["def"], r["Tail"]["def"]))
    return rows


def link_builtins(project):
    """The names that IR/EVMBuiltins.cpp maps to a LinkBuiltin, and those it
    refuses (getRefusedBuiltinReason)."""
    text = open(os.path.join(project, "EVMTarget/IR/EVMBuiltins.cpp"),
                encoding="utf-8").read()
    links = re.findall(r'\.Case\("([a-z0-9.]+)",\s*LinkBuiltin::(\w+)\)', text)
    refused_fn = re.search(r"getRefusedBuiltinReason\(StringRef Name\)"
                           r"(.*?)\n}", text, re.S)
    if not links or not refused_fn:
        fail("IR/EVMBuiltins.cpp: no getLinkBuiltin or "
             "getRefusedBuiltinReason name switch")
    refused = re.findall(r'\.Case\("([a-z0-9.]+)"', refused_fn.group(1))
    return links, refused


def describe(records, project):
    """Every builtin of the dialect: (name, results, params, kind), kind one
    of const (the result depends on the operands alone), halts, effects."""
    out = []
    for name, instr, tail in table_builtins(records):
        inst = records.get(instr)
        if inst is None or tail not in TAIL_TYPES:
            fail("builtin %s: unknown opcode %s or tail %s" % (name, instr, tail))
        ops = [a for a in inst["InOperandList"]["args"]
               if is_register_class(records, a[0]["def"])]
        defs = inst["OutOperandList"]["args"]
        if len(defs) > 1:
            fail("builtin %s: opcode %s has %d results" % (name, instr, len(defs)))
        base = name[:-len(".sptr")] if name.endswith(".sptr") else name
        spaces = POINTER_OPERANDS.get(base, [None] * len(ops))
        if len(spaces) != len(ops):
            fail("POINTER_OPERANDS[%r] has %d operands, %s takes %d"
                 % (base, len(spaces), instr, len(ops)))
        params = ["llvm_i256_ty" if s is None else "LLVMQualPointerType<%d>" % s
                  for s in spaces] + TAIL_TYPES[tail]
        results = ["llvm_i256_ty"] if defs else []
        if inst.get("HaltsExecution"):
            kind = "halts"
        elif inst.get("InvariantInCall"):
            kind = "const"
        elif inst.get("HostState"):
            kind = "host"
        else:
            kind = "effects"
        out.append((name, results, params, kind))
    names = {row[0] for row in out}
    for base in POINTER_OPERANDS:
        if base not in names:
            fail("POINTER_OPERANDS names %r, which is no builtin" % base)
    links, refused = link_builtins(project)
    for name, kind in links:
        if kind not in LINK_BUILTINS:
            fail("IR/EVMBuiltins.cpp: link builtin %s (%s) has no signature "
                 "here" % (name, kind))
        results, params, effect = LINK_BUILTINS[kind]
        out.append((name, results, params, effect))
    for name in refused:
        # The other backend's signature; the target reports it unsupported.
        out.append((name, ["llvm_i256_ty"], [], "effects"))
    seen = set()
    for row in out:
        if row[0] in seen:
            fail("builtin %s twice" % row[0])
        seen.add(row[0])
    return out


HEADER = """\
//===- IntrinsicsEVM.td - The llvm.evm.* intrinsics -------*- tablegen -*-===//
//
// GENERATED by llvm-project-patch/scripts/gen-intrinsics.py from the EVM
// target's builtin table (TableGen/EVMBuiltins.td, with the opcodes of
// TableGen/EVMInstrInfo.td); do not edit: edit the table and run the script
// (llvm-project-patch/check.sh fails while this file differs from its
// output).
//
// One intrinsic per builtin: the opcode's operands in stack order (i256, or
// a pointer where the other LLVM EVM backend passes one), then the builtin's
// tail; an i256 result if the opcode has one. A builtin whose result depends
// on its operands alone while the contract runs does not access memory; one
// that reads block or transaction state, which a test host changes between
// calls, reads inaccessible memory only (a call without attributes may
// write it); one that ends the call does not return; the others may read
// and write any memory.
//
//===----------------------------------------------------------------------===//

let TargetPrefix = "evm" in {
"""


def render(rows):
    lines = [HEADER]
    for name, results, params, kind in rows:
        rec = "int_evm_" + name.replace(".", "_")
        res = "[" + ", ".join(results) + "]"
        par = "[" + ", ".join(params) + "]"
        if kind == "const":
            body = "DefaultAttrsIntrinsic<%s, %s, [IntrNoMem]>" % (res, par)
        elif kind == "host":
            body = ("DefaultAttrsIntrinsic<%s, %s,\n"
                    "                            [IntrInaccessibleMemOnly, IntrReadMem]>"
                    % (res, par))
        elif kind == "halts":
            body = "Intrinsic<%s, %s, [IntrNoReturn]>" % (res, par)
        else:
            body = "Intrinsic<%s, %s>" % (res, par)
        lines.append("def %s\n    : %s;\n" % (rec, body))
    lines.append("} // TargetPrefix = \"evm\"\n")
    return "".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    ap.add_argument("--json", help="llvm-tblgen -dump-json output to read")
    ap.add_argument("--names", action="store_true",
                    help="print the builtins' names, one a line")
    ap.add_argument("-o", dest="output")
    args = ap.parse_args()
    records = (json.load(open(args.json, encoding="utf-8")) if args.json
               else dump_records(args.project))
    rows = describe(records, args.project)
    text = ("".join(r[0] + "\n" for r in rows) if args.names
            else render(rows))
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
