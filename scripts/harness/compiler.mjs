// Runs the compiler (bin/evm-bin) for the execution-test runner and the
// benchmark harness: one place for the limits every compilation gets.

import { spawn } from 'node:child_process';

const COMPILE_TIMEOUT_MS = 10 * 60 * 1000;
// A runaway legalization fails one compilation instead of exhausting the
// machine: the compiler runs under a shell that caps its address space.
const COMPILER_MEMORY_KIB = 4 * 1024 * 1024;

/**
 * Runs `evmBin ...args`. Resolves to {status, signal, stdout, stderr} (the
 * outputs as strings), or {spawnError} when it cannot be started.
 */
export function runCompiler(evmBin, args) {
  return new Promise((done) => {
    const limited = `ulimit -v ${COMPILER_MEMORY_KIB} && exec "$0" "$@"`;
    const child = spawn('/bin/sh', ['-c', limited, evmBin, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: COMPILE_TIMEOUT_MS,
    });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('error', (error) => done({ spawnError: error.message }));
    child.on('close', (status, signal) =>
      done({
        status,
        signal,
        stdout: Buffer.concat(stdout).toString(),
        stderr: Buffer.concat(stderr).toString(),
      }),
    );
  });
}

/** The runtime bytecode in evm-bin's output as hex without 0x, or null. */
export function parseBytecode(stdout) {
  const output = stdout.trim().replace(/^0x/i, '');
  return /^([0-9a-f]{2})+$/i.test(output) ? output : null;
}
