"""The IR programs the project compiles: what compare-bytecode.py compares
before and after a refactoring, and what the disassembler's round trip
(test/tools/evm-dis) reads back."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"


def files_under(roots, suffix):
    """The files named *suffix under the folders roots, as (label, path),
    label relative to the project, in a stable order; lit's scratch files
    (Output/) and node_modules/ left out."""
    found = []
    for root in roots:
        if root.is_dir():
            found += [(os.path.relpath(p, ROOT), p) for p in sorted(root.rglob("*" + suffix))
                      if "Output" not in p.parts and "node_modules" not in p.parts]
    return found


def find_programs():
    """The .ll files to compile, as (label, path), in a stable order: every
    test and example, and ../shared's conformance tests and benchmarks."""
    return files_under([ROOT / "test", ROOT / "examples",
                        SHARED / "conformance", SHARED / "bench"], ".ll")


def has_constructor(path):
    """Whether the module defines the constructor init code runs."""
    return "@__constructor(" in path.read_text(errors="replace")
