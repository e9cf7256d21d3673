#!/usr/bin/env python3
"""For each of bin/evm-solc's standard-JSON outputs given: its errors, the
signature of Specialize's f in irOptimized, and the optimizer settings its
metadata records (evm-solc-yul-steps.test)."""
import json
import os
import re
import sys

for path in sys.argv[1:]:
    out = json.load(open(path))
    errors = [e['formattedMessage'] for e in out.get('errors', []) if e['severity'] == 'error']
    contract = out['contracts']['Specialize.sol']['Specialize']
    signature = re.search(r'function fun_f\(.*', contract['irOptimized']).group(0)
    optimizer = json.dumps(json.loads(contract['metadata'])['settings']['optimizer'], sort_keys=True) if 'metadata' in contract else '-'
    print(f"{os.path.basename(path)}: errors {'; '.join(errors) or 'none'}; {signature}; optimizer {optimizer}")
