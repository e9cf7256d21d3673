#!/usr/bin/env python3
"""Regenerate the CHECK lines of llc assembly tests, like LLVM's
update_llc_test_checks.py, for the EVM target's output format.

Usage: scripts/harness/update-llc-checks.py test/CodeGen/EVM/isel/foo.ll ...

Each file's first RUN line must pipe `%llc ...` into `FileCheck %s`
(optionally with --check-prefix=P). For every function, the body lines are
written after its `define` as `; P-LABEL: name:` followed by `; P-NEXT:` lines.
Review the result before committing: the checks record what the compiler
does today, not what it should do.
"""
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_llc(path, run_line):
    cmd = run_line.split("|")[0].strip()
    cmd = cmd.replace("%llc", os.path.join(ROOT, "bin", "llc")).replace("< %s", path).replace("%s", path)
    out = subprocess.run(shlex.split(cmd) + ["-o", "-"], stdout=subprocess.PIPE, check=True, text=True)
    return out.stdout


def function_bodies(asm):
    bodies, name, body = {}, None, []
    for line in asm.splitlines():
        m = re.match(r"^([A-Za-z_.$][\w.$]*):", line)
        if m and not line.startswith(".L"):
            name, body = m.group(1), []
            continue
        if name is None:
            continue
        if line.startswith(".Lfunc_end"):
            bodies[name] = body
            name = None
            continue
        if re.match(r"^; %bb\.\d+:", line):
            body.append(line.strip())
            continue
        text = line.split(";")[0].rstrip()
        # A comment on a line of its own (a loop header's) is a line too.
        if not text.strip() and line.strip().startswith(";"):
            body.append(line.strip())
            continue
        if not text.strip() or text.strip().startswith("."):
            if re.match(r"^\.L(BB|ret)\w+:", text):
                body.append(text)
            continue
        body.append(text.strip().replace("\t", " "))
    return bodies


def update(path):
    src = open(path).read().splitlines()
    run = next(l for l in src if "RUN:" in l)
    run_line = run.split("RUN:", 1)[1].strip()
    m = re.search(r"--check-prefix[es]*=(\w+)", run_line)
    prefix = m.group(1) if m else "CHECK"
    bodies = function_bodies(run_llc(path, run_line))
    out = []
    for line in src:
        if re.match(r"^;\s*%s(-LABEL|-NEXT)?:" % prefix, line):
            continue
        out.append(line)
        m = re.match(r"^define .*@([\w.$]+)\(", line)
        if m and m.group(1) in bodies:
            out.append("; %s-LABEL: %s:" % (prefix, m.group(1)))
            for b in bodies[m.group(1)]:
                out.append("; %s-NEXT: %s" % (prefix, b))
    open(path, "w").write("\n".join(out) + "\n")


for p in sys.argv[1:]:
    update(p)
