#!/usr/bin/env python3
"""Prints the random Yul program of a seed (the generator:
scripts/evmtest/genyul.py).

    python3 scripts/fuzz/genyul.py SEED > prog.yul
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from evmtest.genyul import Generator  # noqa: E402


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: genyul.py SEED")
    sys.stdout.write(Generator(int(sys.argv[1])).program())


if __name__ == "__main__":
    main()
