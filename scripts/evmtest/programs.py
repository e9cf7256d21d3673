"""The IR programs the project compiles: what compare-bytecode.py compares
before and after a refactoring, and what the disassembler's round trip
(test/tools/evm-dis) reads back."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"


def find_programs():
    """The .ll files to compile, as (label, path), in a stable order: every
    test and example, and ../shared's conformance tests and benchmarks."""
    roots = [ROOT / "test", ROOT / "examples",
             SHARED / "conformance", SHARED / "bench"]
    programs = []
    for root in roots:
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*.ll")):
            if "Output" in path.parts:  # lit's scratch files
                continue
            label = os.path.relpath(path, ROOT)
            programs.append((label, path))
    return programs


def has_constructor(path):
    """Whether the module defines the constructor init code runs."""
    return "@__constructor(" in path.read_text(errors="replace")
