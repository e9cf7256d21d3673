// test/solidity/anvil.test: the Foundry example's contracts
// (examples/foundry/src, OpenZeppelin-based), compiled by bin/evm-solc
// --standard-json, deployed on anvil (Foundry's local node) and used through
// plain JSON-RPC (Node's fetch; nothing else).
//
//   node anvil-deploy.mjs [--hardfork osaka] [--out DIR]
//
// Steps, each printed on one line for FileCheck:
//   * compile CappedToken and TokenTimelock (optimizer on, the hardfork as
//     evmVersion);
//   * start anvil on 127.0.0.1, port 0 (anvil picks a free one and prints
//     it), with that hardfork;
//   * deploy the init code (+ constructor arguments) with
//     eth_sendTransaction from anvil's first unlocked account, wait for the
//     receipt; the code anvil holds must be evm.deployedBytecode.object
//     except where immutableReferences say, and there it must hold the
//     immutables' values;
//   * eth_call the getters, eth_sendTransaction transfer/approve/lock/
//     release and check their logs, eth_call calls that revert and decode
//     their custom errors; move anvil's clock (evm_increaseTime, evm_mine)
//     to release the timelock.
// anvil is killed at the end in every case (its process group: the npm
// `anvil` is a node wrapper around the binary); every RPC call and the whole
// run have time limits. Exit status 0 when every check passed.

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keccak_256 } from '@noble/hashes/sha3.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const EXAMPLE = join(ROOT, 'examples', 'foundry');
const OZ = join(ROOT, 'node_modules', '@openzeppelin', 'contracts');
const ANVIL = join(ROOT, 'node_modules', '.bin', 'anvil');
const EVM_SOLC = join(ROOT, 'bin', 'evm-solc');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const HARDFORK = option('--hardfork', 'osaka');
const OUT = option('--out', null);

const COMPILE_TIMEOUT_MS = 600_000;
const ANVIL_START_TIMEOUT_MS = 30_000;
const RPC_TIMEOUT_MS = 15_000;
const RUN_TIMEOUT_MS = 180_000; // everything after compiling

class CheckError extends Error {}
function check(condition, message) {
  if (!condition) throw new CheckError(message);
}
const say = (line) => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------
// Keccak, ABI encoding and decoding (the few types used here).

const hex = (bytes) => Buffer.from(bytes).toString('hex');
const keccakHex = (text) => hex(keccak_256(Buffer.from(text)));
const selector = (signature) => keccakHex(signature).slice(0, 8);
const topic = (signature) => `0x${keccakHex(signature)}`;
const word = (value) => BigInt(value).toString(16).padStart(64, '0');
const addressWord = (address) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0');

/** ABI encoding of `values` as `types` (uint256, address, bool, string). */
function encode(types, values) {
  const heads = [];
  const tails = [];
  let tailOffset = 32 * types.length;
  types.forEach((type, i) => {
    const v = values[i];
    if (type === 'string') {
      const bytes = Buffer.from(v, 'utf8');
      const padded = hex(bytes).padEnd(Math.ceil(bytes.length / 32) * 64, '0');
      heads.push(word(tailOffset));
      tails.push(word(bytes.length) + padded);
      tailOffset += 32 + Math.ceil(bytes.length / 32) * 32;
    } else if (type === 'address') heads.push(addressWord(v));
    else if (type === 'bool') heads.push(word(v ? 1 : 0));
    else heads.push(word(v));
  });
  return heads.join('') + tails.join('');
}

/** Calldata: the selector of `signature`, then its arguments. */
function calldata(signature, ...values) {
  const types = signature.slice(signature.indexOf('(') + 1, -1).split(',').filter(Boolean);
  return `0x${selector(signature)}${encode(types, values)}`;
}

const strip = (data) => data.replace(/^0x/, '');
const wordAt = (data, i) => strip(data).slice(64 * i, 64 * i + 64);
const uintAt = (data, i) => BigInt(`0x${wordAt(data, i) || '0'}`);
const addressAt = (data, i) => `0x${wordAt(data, i).slice(24)}`;
function stringAt(data, i) {
  const d = strip(data);
  const offset = Number(uintAt(d, i)) * 2;
  const length = Number(BigInt(`0x${d.slice(offset, offset + 64)}`));
  return Buffer.from(d.slice(offset + 64, offset + 64 + 2 * length), 'hex').toString('utf8');
}

// ---------------------------------------------------------------------------
// Compiling: the example's sources and what they import, as solc's standard
// JSON; bin/evm-solc's output.

/** The file of a source unit name: the example's, or OpenZeppelin's. */
function fileOf(unit) {
  const oz = '@openzeppelin/contracts/';
  return unit.startsWith(oz) ? join(OZ, unit.slice(oz.length)) : join(EXAMPLE, unit);
}

/** The units `units` import, transitively, with their contents. */
function collectSources(units) {
  const sources = {};
  const pending = [...units];
  while (pending.length > 0) {
    const unit = pending.pop();
    if (sources[unit]) continue;
    const content = readFileSync(fileOf(unit), 'utf8');
    sources[unit] = { content };
    for (const m of content.matchAll(/^\s*import\s+(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)) {
      const path = m[1];
      pending.push(path.startsWith('.') ? posix.normalize(posix.join(posix.dirname(unit), path)) : path);
    }
  }
  return sources;
}

function compile() {
  const input = {
    language: 'Solidity',
    sources: collectSources(['src/CappedToken.sol', 'src/TokenTimelock.sol']),
    settings: {
      evmVersion: HARDFORK,
      optimizer: { enabled: true, runs: 200 },
      outputSelection: Object.fromEntries(
        ['src/CappedToken.sol', 'src/TokenTimelock.sol'].map((f) => [f, { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode'] }]),
      ),
    },
  };
  const started = Date.now();
  const run = spawnSync(EVM_SOLC, ['--standard-json'], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    timeout: COMPILE_TIMEOUT_MS,
  });
  check(run.status === 0, `bin/evm-solc failed (${run.error ?? `status ${run.status}`}): ${run.stderr}`);
  const output = JSON.parse(run.stdout);
  if (OUT) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'output.json'), run.stdout);
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  check(errors.length === 0, `compile errors:\n${errors.map((e) => e.formattedMessage ?? e.message).join('\n')}`);
  const contract = (file, name) => {
    const c = output.contracts?.[file]?.[name];
    check(c?.evm?.bytecode?.object && c?.evm?.deployedBytecode?.object, `no bytecode for ${file}:${name}`);
    return c;
  };
  const token = contract('src/CappedToken.sol', 'CappedToken');
  const timelock = contract('src/TokenTimelock.sol', 'TokenTimelock');
  for (const [name, c] of [['CappedToken', token], ['TokenTimelock', timelock]]) {
    const refs = Object.values(c.evm.deployedBytecode.immutableReferences ?? {}).flat();
    say(`compiled ${name}: init code ${c.evm.bytecode.object.length / 2} bytes, runtime ${c.evm.deployedBytecode.object.length / 2} bytes, ${refs.length} immutable reference(s)`);
  }
  say(`compile time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { token, timelock };
}

// ---------------------------------------------------------------------------
// anvil and JSON-RPC.

let anvil = null;
let anvilExited = null;

function startAnvil() {
  return new Promise((resolveStart, rejectStart) => {
    anvil = spawn(ANVIL, ['--host', '127.0.0.1', '--port', '0', '--hardfork', HARDFORK, '--accounts', '3'], {
      detached: true, // its own process group: the npm wrapper and the binary
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    anvilExited = new Promise((r) => anvil.once('exit', r));
    let output = '';
    const timer = setTimeout(() => rejectStart(new CheckError(`anvil did not start in ${ANVIL_START_TIMEOUT_MS} ms:\n${output}`)), ANVIL_START_TIMEOUT_MS);
    const onData = (chunk) => {
      output += chunk;
      const m = output.match(/Listening on 127\.0\.0\.1:(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolveStart(Number(m[1]));
      }
    };
    anvil.stdout.setEncoding('utf8').on('data', onData);
    anvil.stderr.setEncoding('utf8').on('data', onData);
    anvil.once('error', (e) => { clearTimeout(timer); rejectStart(e); });
    anvil.once('exit', (code, signal) => { clearTimeout(timer); rejectStart(new CheckError(`anvil exited (${code ?? signal}) before listening:\n${output}`)); });
  });
}

/** Ends anvil's process group: SIGTERM, then SIGKILL after 5 s. */
async function stopAnvil() {
  if (!anvil || anvil.exitCode !== null || anvil.signalCode !== null) return;
  const group = -anvil.pid;
  try { process.kill(group, 'SIGTERM'); } catch { return; }
  const killed = await Promise.race([anvilExited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
  if (!killed) try { process.kill(group, 'SIGKILL'); } catch { /* gone */ }
  // The binary may outlive the wrapper by a moment: make sure the group is gone.
  try { process.kill(group, 'SIGKILL'); } catch { /* gone */ }
}

let url = null;
let nextId = 1;

/** One JSON-RPC call; its result, or a thrown error with `.rpc` (code, message, data). */
async function rpc(method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const body = await response.json();
  if (body.error) {
    const error = new Error(`${method}: ${body.error.message}`);
    error.rpc = body.error;
    throw error;
  }
  return body.result;
}

async function receipt(hash) {
  const deadline = Date.now() + RPC_TIMEOUT_MS;
  for (;;) {
    const r = await rpc('eth_getTransactionReceipt', [hash]);
    if (r) return r;
    check(Date.now() < deadline, `no receipt for ${hash}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** eth_sendTransaction and its receipt, which must say success. */
async function send(from, to, data, what) {
  const hash = await rpc('eth_sendTransaction', [{ from, ...(to ? { to } : {}), data }]);
  const r = await receipt(hash);
  check(r.status === '0x1', `${what}: status ${r.status}`);
  return r;
}

const call = (from, to, data) => rpc('eth_call', [{ from, to, data }, 'latest']);

/** The revert data of an eth_call that must revert. */
async function revertData(from, to, data, what) {
  try {
    await call(from, to, data);
  } catch (error) {
    check(error.rpc, `${what}: ${error.message}`);
    const d = typeof error.rpc.data === 'string' ? error.rpc.data : error.rpc.data?.data;
    check(typeof d === 'string', `${what}: reverted without data: ${JSON.stringify(error.rpc)}`);
    return d;
  }
  throw new CheckError(`${what}: did not revert`);
}

/** The code at `address` against `expected`: equal except for the immutables, which hold `values`. */
async function checkCode(name, address, deployed, values) {
  const code = strip(await rpc('eth_getCode', [address, 'latest']));
  const object = deployed.object;
  check(code.length === object.length, `${name}: ${code.length / 2} bytes of code on chain, ${object.length / 2} compiled`);
  const refs = Object.values(deployed.immutableReferences ?? {}).flat();
  let masked = code;
  let maskedObject = object;
  const seen = [];
  for (const { start, length } of refs) {
    const at = (s) => s.slice(2 * start, 2 * (start + length));
    seen.push(at(code));
    const zeros = '0'.repeat(2 * length);
    masked = masked.slice(0, 2 * start) + zeros + masked.slice(2 * (start + length));
    maskedObject = maskedObject.slice(0, 2 * start) + zeros + maskedObject.slice(2 * (start + length));
  }
  check(masked === maskedObject, `${name}: the code on chain is not evm.deployedBytecode.object`);
  for (const v of seen) check(values.includes(v), `${name}: immutable ${v} is none of ${values.join(', ')}`);
  say(`${name} at ${address}: code on chain = evm.deployedBytecode.object (${code.length / 2} bytes, ${refs.length} immutable reference(s) filled)`);
}

function checkLog(log, address, signature, indexed, data, what) {
  check(log.address.toLowerCase() === address.toLowerCase(), `${what}: log from ${log.address}`);
  check(log.topics[0] === topic(signature), `${what}: topic0 ${log.topics[0]} is not ${signature}`);
  indexed.forEach((t, i) => check(strip(log.topics[i + 1]) === t, `${what}: topic${i + 1} ${log.topics[i + 1]} is not ${t}`));
  check(strip(log.data) === data, `${what}: data ${log.data} is not ${data}`);
  say(`log ${signature} from ${what}: ok`);
}

// ---------------------------------------------------------------------------
// The scenario.

async function scenario({ token, timelock }) {
  const port = await startAnvil();
  url = `http://127.0.0.1:${port}`;
  const chain = BigInt(await rpc('eth_chainId'));
  say(`anvil listening on 127.0.0.1 (hardfork ${HARDFORK}, chain id ${chain})`);
  const [deployer, bob] = (await rpc('eth_accounts')).map((a) => a.toLowerCase());

  const CAP = 1_000_000n * 10n ** 18n;
  const INITIAL = 1_000n * 10n ** 18n;
  const init = `0x${token.evm.bytecode.object}${encode(['string', 'string', 'uint256', 'address', 'uint256'], ['Anvil Token', 'ANV', CAP, deployer, INITIAL])}`;
  const deployed = await send(deployer, null, init, 'deploy CappedToken');
  const tokenAddress = deployed.contractAddress;
  say(`deployed CappedToken: status ${deployed.status}, gas used ${BigInt(deployed.gasUsed)}`);
  await checkCode('CappedToken', tokenAddress, token.evm.deployedBytecode, [word(CAP)]);
  checkLog(deployed.logs.find((l) => l.topics[0] === topic('Transfer(address,address,uint256)')), tokenAddress,
    'Transfer(address,address,uint256)', [word(0), addressWord(deployer)], word(INITIAL), 'the constructor');

  // Getters.
  say(`name() = "${stringAt(await call(deployer, tokenAddress, calldata('name()')), 0)}"`);
  say(`symbol() = "${stringAt(await call(deployer, tokenAddress, calldata('symbol()')), 0)}"`);
  say(`decimals() = ${uintAt(await call(deployer, tokenAddress, calldata('decimals()')), 0)}`);
  say(`cap() = ${uintAt(await call(deployer, tokenAddress, calldata('cap()')), 0)}`);
  say(`totalSupply() = ${uintAt(await call(deployer, tokenAddress, calldata('totalSupply()')), 0)}`);
  const owner = addressAt(await call(deployer, tokenAddress, calldata('owner()')), 0);
  check(owner === deployer, `owner() = ${owner}, not the deployer ${deployer}`);
  say('owner() = the deployer');

  // A transfer: its log and the balances.
  const t = await send(deployer, tokenAddress, calldata('transfer(address,uint256)', bob, 1000n), 'transfer');
  check(t.logs.length === 1, `transfer: ${t.logs.length} logs`);
  checkLog(t.logs[0], tokenAddress, 'Transfer(address,address,uint256)', [addressWord(deployer), addressWord(bob)], word(1000), 'transfer');
  say(`balanceOf(bob) = ${uintAt(await call(deployer, tokenAddress, calldata('balanceOf(address)', bob)), 0)}`);
  say(`balanceOf(deployer) = ${uintAt(await call(deployer, tokenAddress, calldata('balanceOf(address)', deployer)), 0)}`);

  // Custom errors in revert data.
  const expectError = async (from, to, data, signature, encodedArgs, what) => {
    const d = strip(await revertData(from, to, data, what));
    check(d === selector(signature) + encodedArgs, `${what}: revert data ${d}, not ${signature}`);
    say(`${what}: reverts with ${signature}`);
  };
  await expectError(bob, tokenAddress, calldata('transfer(address,uint256)', deployer, 2000n),
    'ERC20InsufficientBalance(address,uint256,uint256)', encode(['address', 'uint256', 'uint256'], [bob, 1000n, 2000n]), 'transfer above the balance');
  await expectError(bob, tokenAddress, calldata('mint(address,uint256)', bob, 1n),
    'OwnableUnauthorizedAccount(address)', encode(['address'], [bob]), 'mint by another account');
  await expectError(deployer, tokenAddress, calldata('mint(address,uint256)', bob, CAP),
    'ERC20ExceededCap(uint256,uint256)', encode(['uint256', 'uint256'], [CAP + INITIAL, CAP]), 'mint above the cap');

  // The timelock: its immutable is the token.
  const tl = await send(deployer, null, `0x${timelock.evm.bytecode.object}${encode(['address'], [tokenAddress])}`, 'deploy TokenTimelock');
  const timelockAddress = tl.contractAddress;
  say(`deployed TokenTimelock: status ${tl.status}`);
  await checkCode('TokenTimelock', timelockAddress, timelock.evm.deployedBytecode, [addressWord(tokenAddress)]);
  const tokenOf = addressAt(await call(deployer, timelockAddress, calldata('token()')), 0);
  check(tokenOf === tokenAddress.toLowerCase(), `token() = ${tokenOf}`);
  say('token() = the token');

  await send(deployer, tokenAddress, calldata('approve(address,uint256)', timelockAddress, 500n), 'approve');
  const now = BigInt((await rpc('eth_getBlockByNumber', ['latest', false])).timestamp);
  const releaseTime = now + 3600n;
  const locked = await send(deployer, timelockAddress, calldata('lock(address,uint256,uint256)', bob, 500n, releaseTime), 'lock');
  check(locked.logs.length === 2, `lock: ${locked.logs.length} logs`);
  checkLog(locked.logs[0], tokenAddress, 'Transfer(address,address,uint256)', [addressWord(deployer), addressWord(timelockAddress)], word(500), 'lock (the token)');
  checkLog(locked.logs[1], timelockAddress, 'Locked(address,address,uint256,uint256)', [addressWord(deployer), addressWord(bob)], word(500) + word(releaseTime), 'lock');
  const left = uintAt(await call(bob, timelockAddress, calldata('timeLeft(address)', bob)), 0);
  check(left > 0n && left <= 3600n, `timeLeft(bob) = ${left}`);
  say('timeLeft(bob) in (0, 3600]');
  const early = strip(await revertData(bob, timelockAddress, calldata('release()'), 'release before the time'));
  check(early.startsWith(selector('StillLocked(uint256,uint256)')) && uintAt(early.slice(8), 1) === releaseTime,
    `release before the time: revert data ${early}`);
  say('release before the time: reverts with StillLocked(uint256,uint256)');

  // anvil's clock forward, a block, and the release.
  await rpc('evm_increaseTime', [3600]);
  await rpc('evm_mine', []);
  say(`timeLeft(bob) after evm_increaseTime = ${uintAt(await call(bob, timelockAddress, calldata('timeLeft(address)', bob)), 0)}`);
  const released = await send(bob, timelockAddress, calldata('release()'), 'release');
  check(released.logs.length === 2, `release: ${released.logs.length} logs`);
  checkLog(released.logs[0], tokenAddress, 'Transfer(address,address,uint256)', [addressWord(timelockAddress), addressWord(bob)], word(500), 'release (the token)');
  checkLog(released.logs[1], timelockAddress, 'Released(address,uint256)', [addressWord(bob)], word(500), 'release');
  say(`balanceOf(bob) = ${uintAt(await call(deployer, tokenAddress, calldata('balanceOf(address)', bob)), 0)}`);
  say(`balanceOf(timelock) = ${uintAt(await call(deployer, tokenAddress, calldata('balanceOf(address)', timelockAddress)), 0)}`);
}

async function main() {
  const contracts = compile();
  let status = 0;
  const watchdog = setTimeout(async () => {
    process.stderr.write(`error: the run took more than ${RUN_TIMEOUT_MS} ms\n`);
    await stopAnvil();
    process.exit(1);
  }, RUN_TIMEOUT_MS);
  const onSignal = async (signal) => {
    await stopAnvil();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await scenario(contracts);
    say('all checks passed');
  } catch (error) {
    process.stderr.write(`error: ${error instanceof CheckError ? error.message : error.stack}\n`);
    status = 1;
  } finally {
    await stopAnvil();
    clearTimeout(watchdog);
    say('anvil stopped');
  }
  process.exitCode = status;
}

try {
  await main();
} catch (error) {
  process.stderr.write(`error: ${error instanceof CheckError ? error.message : error.stack}\n`);
  await stopAnvil();
  process.exitCode = 1;
}
