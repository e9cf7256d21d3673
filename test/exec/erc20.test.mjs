// Execution tests of examples/erc20.ll (bin/evm-bin --deploy) and of the
// same token in C, examples/erc20.c (bin/evm-cc --deploy), through the
// cases of Inputs/erc20-cases.mjs.
// RUN: node --test %s

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeToken } from './Inputs/erc20-cases.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The token in the IR dialect, and the same token in C (bin/evm-cc).
const TOKENS = [
  { source: join(ROOT, 'examples', 'erc20.ll'), compiler: join(ROOT, 'bin', 'evm-bin'), flags: ['-verify-machineinstrs'] },
  { source: join(ROOT, 'examples', 'erc20.c'), compiler: join(ROOT, 'bin', 'evm-cc'), flags: [] },
];

for (const token of TOKENS) describeToken(token);
