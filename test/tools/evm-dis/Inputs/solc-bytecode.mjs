// Compiles Solidity and Yul with solc (the npm package) and prints, as one
// JSON array, each bytecode with solc's own disassembly of it:
//   [{"name", "kind": "runtime"|"init", "hex", "opcodes", "runtime"?, "data"}]
// "runtime" is, for init code, the runtime bytecode it carries; "data" the
// hex of the `data "name" hex"..."` sections of a Yul source.
//
//   node solc-bytecode.mjs FILE.sol|FILE.yul|DIR...
// A directory stands for the .yul files in it; one that does not exist
// (../shared on a machine without it) is skipped with a note.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import solc from 'solc';

const selection = ['evm.bytecode.object', 'evm.bytecode.opcodes',
  'evm.deployedBytecode.object', 'evm.deployedBytecode.opcodes'];
const files = [];
for (const arg of process.argv.slice(2)) {
  if (!existsSync(arg) && arg.endsWith('/'))
    console.error(`note: ${arg} is absent: skipped`);
  else if (existsSync(arg) && statSync(arg).isDirectory())
    files.push(...readdirSync(arg).filter((f) => f.endsWith('.yul')).sort().map((f) => join(arg, f)));
  else
    files.push(arg);
}
const results = [];
for (const file of files) {
  const language = file.endsWith('.sol') ? 'Solidity' : 'Yul';
  const source = readFileSync(file, 'utf8');
  const data = [...source.matchAll(/\bdata\s+"[^"]*"\s+hex"([0-9a-fA-F]*)"/g)].map((m) => m[1].toLowerCase());
  for (const optimize of language === 'Solidity' ? [false, true] : [true]) {
    const input = {
      language,
      sources: { [basename(file)]: { content: source } },
      settings: { optimizer: { enabled: optimize }, evmVersion: 'osaka',
                  outputSelection: { '*': { '*': selection } } },
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input)));
    const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
    if (errors.length) {
      console.error(`${file}: ${errors[0].formattedMessage}`);
      process.exit(1);
    }
    for (const [contract, { evm }] of Object.entries(output.contracts[basename(file)])) {
      const name = `${basename(file)}:${contract}${optimize ? ' (optimized)' : ''}`;
      const runtime = evm.deployedBytecode?.object;
      if (runtime)
        results.push({ name, kind: 'runtime', hex: runtime, opcodes: evm.deployedBytecode.opcodes, data });
      // A plain Yul block has no deployed object: its bytecode is the runtime code.
      results.push({ name, kind: runtime ? 'init' : 'runtime',
                     hex: evm.bytecode.object, opcodes: evm.bytecode.opcodes, data,
                     ...(runtime ? { runtime } : {}) });
    }
  }
}
console.log(JSON.stringify(results));
