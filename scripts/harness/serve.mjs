// A long-lived execution-test checker for lit (scripts/harness/lit/evm_lit.py):
// starting node and loading the EVM takes about 300 ms, so each lit worker
// starts one of these and sends it every execution test it runs.
//
//   node scripts/harness/serve.mjs
//
// Reads requests from stdin, one JSON object per line:
//   {"id": 1, "file": "/abs/x.ll", "name": "test/exec/x.ll",
//    "optionSets": [["-O0"], ["-O2", "-mcpu=cancun"]],
//    "llcArgs": ["-verify-machineinstrs"], "evmBin": "/abs/bin/evm-bin",
//    "xfail": ["memcpy/memcpy_code.ll::0"], "verbose": false}
// and answers each on stdout, one JSON object per line, in order:
//   {"id": 1, "passed": N, "failed": M, "expectedFailures": K,
//    "ok": true|false, "lines": ["FAIL test/exec/x.ll::case [-O0] — reason", ...]}
// or {"id": 1, "error": "message"} when the request cannot be handled.
// scripts/harness/exec-tests.mjs does the work. Exits when stdin closes.

import { createInterface } from 'node:readline';
import { checkFile } from './exec-tests.mjs';

async function answer(line) {
  let id = null;
  try {
    const request = JSON.parse(line);
    id = request.id ?? null;
    const results = await checkFile(request);
    return {
      id,
      passed: results.passed,
      failed: results.failed,
      expectedFailures: results.expectedFailures,
      ok: results.ok,
      lines: results.lines,
    };
  } catch (error) {
    return { id, error: error?.stack ?? String(error) };
  }
}

const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
// One request at a time, answered in order.
for await (const line of input) {
  if (line.trim() === '') continue;
  process.stdout.write(`${JSON.stringify(await answer(line))}\n`);
}
