#!/usr/bin/env python3
"""Writes a bin/evm-yul --batch request for the Yul files given: each
program named by its file's base name, at the level and fork given by
--level and --cpu, the sources renumbered as --source-ids says, with the
stand-ins --objects gives (PROGRAM:OBJECT=OTHER: program PROGRAM's
sub-object OBJECT is program OTHER), and --size-fallback as the
request's sizeFallback."""
import argparse
import json
import os

parser = argparse.ArgumentParser()
parser.add_argument("--level", default="-O2")
parser.add_argument("--cpu")
parser.add_argument("--source-ids", help="the request's sourceIds, as JSON")
parser.add_argument("--objects", action="append", default=[],
                    help="PROGRAM:OBJECT=OTHER, a stand-in")
parser.add_argument("--size-fallback")
parser.add_argument("files", nargs="+")
args = parser.parse_args()
request = {"level": args.level, "contracts": [
    {"name": os.path.basename(f), "yul": open(f).read()} for f in args.files]}
if args.cpu:
    request["cpu"] = args.cpu
if args.source_ids:
    request["sourceIds"] = json.loads(args.source_ids)
if args.size_fallback:
    request["sizeFallback"] = args.size_fallback
for spec in args.objects:
    program, rest = spec.split(":", 1)
    obj, other = rest.split("=", 1)
    for c in request["contracts"]:
        if c["name"] == program:
            c.setdefault("objects", {})[obj] = other
print(json.dumps(request))
