// A stand-in for bin/evm-solc in the tests of scripts/harness/evm-soltest
// (test/solidity/soltest.test.mjs): solc-js behind the command-line interface
// of `solc --standard-json` (standard JSON input on stdin, output on stdout).
import solc from 'solc';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write(solc.compile(Buffer.concat(chunks).toString('utf8')));
