#!/usr/bin/env node
// scripts/harness/solady/solc-js.mjs: a solc-compatible command for forge, on the npm
// solc (solc-js 0.8.37, node_modules/solc), the reference compiler of
// scripts/harness/solady/run.py (docs/solady.md).
//   solc-js --version            solc's answer, "Version: <solc-js version()>" last
//   solc-js --standard-json [--base-path DIR] [--include-path DIR]...
//           [--allow-paths P,...] [--no-import-callback] < input.json > output.json
// The settings (viaIR, optimizer, evmVersion, ...) are the input's: forge
// writes them from the profile. Imports that are not in `sources` are read
// as bin/evm-solc reads them (solc-pool.mjs's fileReader: the base path, then each
// include path, as solc does); with --no-import-callback they are not read.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileReader } from '../../../tools/evm-solc/solc-pool.mjs';

const solc = createRequire(import.meta.url)('solc');

function usage(message) {
  process.stderr.write(`solc-js: ${message}\nusage: solc-js --version | --standard-json ` +
    '[--base-path DIR] [--include-path DIR]... [--allow-paths P,...] [--no-import-callback]\n');
  process.exit(2);
}

const args = process.argv.slice(2);
let standardJson = false, importCallback = true;
const paths = { basePath: null, includePaths: [], allowPaths: [] };
for (let i = 0; i < args.length; i++) {
  let arg = args[i], value;
  const eq = arg.indexOf('=');
  if (arg.startsWith('--') && eq > 0) { value = arg.slice(eq + 1); arg = arg.slice(0, eq); }
  const next = () => {
    if (value !== undefined) return value;
    if (i + 1 >= args.length) usage(`${arg} needs a value`);
    return args[++i];
  };
  switch (arg) {
    case '--version': case '-v':
      process.stdout.write(`solc, the solidity compiler commandline interface (solc-js, scripts/harness/solady/solc-js.mjs)\nVersion: ${solc.version()}\n`);
      process.exit(0);
    case '--standard-json': standardJson = true; break;
    case '--no-import-callback': importCallback = false; break;
    case '--base-path': paths.basePath = next(); break;
    case '--include-path': paths.includePaths.push(next()); break;
    case '--allow-paths': paths.allowPaths.push(...next().split(',').filter(Boolean)); break;
    case '--help': case '-h': usage("solc's --version and --standard-json only");
    default: usage(`unknown option ${JSON.stringify(arg)}`);
  }
}
if (!standardJson) usage('--standard-json or --version is needed');

const input = readFileSync(0, 'utf8');
const output = importCallback ? solc.compile(input, { import: fileReader(paths) }) : solc.compile(input);
process.stdout.write(output);
