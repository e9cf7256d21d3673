#!/usr/bin/env python3
"""Applies llvm-project-patch/edits.py to a tree (an llvm-project checkout,
or a copy of installed headers laid out as one).

Each edit goes next to the first line matching its anchor after the line
matching its scope; an edit whose text is already there is skipped, so
running twice changes nothing. Any anchor or scope not found is an error
naming the edit, and no file is written.

Usage: apply-edits.py PROJECT_DIR TREE [--only PREFIX...] [--diff]
"""
import argparse
import difflib
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.dont_write_bytecode = True
import edits as patch  # noqa: E402


def find_line(lines, pattern, start, path, what):
    rx = re.compile(pattern)
    for i in range(start, len(lines)):
        if rx.search(lines[i].rstrip("\n")):
            return i
    raise LookupError("%s: no line matches the %s /%s/" % (path, what, pattern))


def apply_to(lines, edit, path):
    start = 0
    if edit.scope:
        start = find_line(lines, edit.scope, 0, path, "scope")
    i = find_line(lines, edit.anchor, start, path, "anchor")
    new = edit.text.splitlines(keepends=True)
    n = len(new)
    if edit.where == "before":
        if lines[max(0, i - n):i] == new:
            return False
        lines[i:i] = new
    elif edit.where == "after":
        if lines[i + 1:i + 1 + n] == new:
            return False
        lines[i + 1:i + 1] = new
    elif edit.where == "replace":
        lines[i:i + 1] = new
    else:
        raise ValueError(edit.where)
    return True


def already_replaced(lines, edit):
    """A `replace` edit leaves no anchor; it is applied if its text is."""
    text = "".join(lines)
    return edit.where == "replace" and edit.text in text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    ap.add_argument("tree")
    ap.add_argument("--only", nargs="*", default=[],
                    help="apply only the edits of files under these prefixes")
    ap.add_argument("--diff", action="store_true",
                    help="print a unified diff of what changed")
    args = ap.parse_args()

    by_file = {}
    for e in patch.edits(args.project):
        if args.only and not any(e.path.startswith(p) for p in args.only):
            continue
        by_file.setdefault(e.path, []).append(e)

    results, errors = {}, []
    for path, file_edits in by_file.items():
        full = os.path.join(args.tree, path)
        if not os.path.exists(full):
            errors.append("%s: no such file in %s" % (path, args.tree))
            continue
        old = open(full, encoding="utf-8").readlines()
        lines = list(old)
        applied = skipped = 0
        for e in file_edits:
            if already_replaced(lines, e):
                skipped += 1
                continue
            try:
                if apply_to(lines, e, path):
                    applied += 1
                else:
                    skipped += 1
            except LookupError as err:
                errors.append(str(err) + (" (%s)" % e.why if e.why else ""))
        results[path] = (old, lines, applied, skipped)

    if errors:
        for err in errors:
            print("apply-edits: " + err, file=sys.stderr)
        print("apply-edits: nothing written", file=sys.stderr)
        return 1
    for path, (old, lines, applied, skipped) in sorted(results.items()):
        if lines != old:
            with open(os.path.join(args.tree, path), "w", encoding="utf-8") as f:
                f.writelines(lines)
        print("%-50s %d applied, %d already there" % (path, applied, skipped))
        if args.diff and lines != old:
            sys.stdout.writelines(difflib.unified_diff(
                old, lines, "a/" + path, "b/" + path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
