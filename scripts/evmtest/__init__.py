"""The shared Python of the project's test, fuzz and generator tooling.

The commands in scripts/fuzz/, scripts/generators/ and scripts/harness/ have
hyphens in their names, so they cannot be imported; what more than one of
them needs lives here instead, as modules with importable names. A command
puts scripts/ on sys.path and imports from the package:

    sys.path.insert(0, str(ROOT / "scripts"))
    from evmtest import difftest

  * difftest: a program run natively and on the EVM, and the comparison of
    the two (c-difftest.py, rust-difftest.py, csmith.py);
  * widths: the execution-test files of the generated width and vector
    tests, with lli as the oracle (gen-width-tests.py, gen-vector-tests.py);
  * genprog: random LLVM IR programs (fuzz.py, compare-bytecode.py);
  * genyul: random Yul programs (genyul.py, compare-bytecode.py);
  * programs: the IR programs of the tests and ../shared
    (compare-bytecode.py, the disassembler's round-trip test).

Python 3.11 standard library only.
"""
