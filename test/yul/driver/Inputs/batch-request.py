#!/usr/bin/env python3
"""Writes a bin/evm-yul --batch request for the Yul files given: each
program named by its file's base name, at the level and fork given by
--level and --cpu, the sources renumbered as --source-ids says."""
import argparse
import json
import os

parser = argparse.ArgumentParser()
parser.add_argument("--level", default="-O2")
parser.add_argument("--cpu")
parser.add_argument("--source-ids", help="the request's sourceIds, as JSON")
parser.add_argument("files", nargs="+")
args = parser.parse_args()
request = {"level": args.level, "contracts": [
    {"name": os.path.basename(f), "yul": open(f).read()} for f in args.files]}
if args.cpu:
    request["cpu"] = args.cpu
if args.source_ids:
    request["sourceIds"] = json.loads(args.source_ids)
print(json.dumps(request))
