// A small library around @ethereumjs/evm for running compiled contracts.
//
// A session is one EVM with its own in-memory state (Osaka rules, so CLZ and
// the other current opcodes are available). Contracts are installed or
// deployed into it and called from a fixed, well-funded caller. Each call is
// treated like a transaction of its own: the caller, the callee, the
// precompiles and the coinbase start warm (EIP-2929/3651), and access lists,
// original storage values (EIP-2200/3529 metering) and transient storage
// (EIP-1153) are reset once it ends, while persistent state carries over.
//
// Only execution gas is reported: no intrinsic transaction gas, no refunds.

import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { createEVM } from '@ethereumjs/evm';
import {
  bytesToHex,
  createAccount,
  createAddressFromString,
  createContractAddress,
  createZeroAddress,
} from '@ethereumjs/util';

/** Address every call and deployment is sent from. */
export const CALLER_ADDRESS = '0x1000000000000000000000000000000000000001';

/** Gas limit given to every call and deployment, unless a session sets one. */
export const GAS_LIMIT = 30_000_000n;

const CALLER_BALANCE = 10n ** 30n;

// Every session gets a copy of this Common: copying is cheap, and gives each
// EVM its own event emitter, so sessions don't pile listeners onto a shared one.
const COMMON = new Common({ chain: Mainnet, hardfork: Hardfork.Osaka });

// The block every call runs in. The EVM's own default block has no base fee
// and no blob gas price, which makes BASEFEE and BLOBBASEFEE throw.
const BLOCK = Object.freeze({
  header: Object.freeze({
    number: 1n,
    coinbase: createZeroAddress(),
    timestamp: 1_700_000_000n,
    difficulty: 0n,
    prevRandao: new Uint8Array(32),
    gasLimit: GAS_LIMIT,
    baseFeePerGas: 0n,
    slotNumber: 0n,
    getBlobGasPrice: () => 1n,
  }),
});

/**
 * Parses a hex string (with or without 0x) into bytes.
 * @param {string} hex
 * @param {string} what - what the string is, for the error message
 * @returns {Uint8Array}
 */
export function parseHex(hex, what = 'hex string') {
  const digits = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  const bad = digits.search(/[^0-9a-fA-F]/);
  if (bad >= 0) {
    const shown = hex.length > 40 ? `${hex.slice(0, 40)}…` : hex;
    throw new Error(
      `invalid ${what}: "${shown}": '${digits[bad]}' is not a hex digit (digit ${bad + 1})`,
    );
  }
  if (digits.length % 2 !== 0)
    throw new Error(`invalid ${what}: an odd number of hex digits (${digits.length})`);
  return Uint8Array.from(Buffer.from(digits, 'hex'));
}

/** Bytes as hex without the 0x prefix. */
const toPlainHex = (bytes) => Buffer.from(bytes).toString('hex');

/** The logs of a result: address and topics 0x-prefixed, data plain hex. */
function convertLogs(logs) {
  return (logs ?? []).map(([logAddress, topics, logData]) => ({
    address: bytesToHex(logAddress),
    topics: topics.map(bytesToHex),
    data: toPlainHex(logData),
  }));
}

/**
 * The source position of a pc in a source map (bin/evm-bin --source-map:
 * runs of {offset, length, file, line, column} sorted by offset), or null.
 */
export function findSource(sourceMap, pc) {
  let lo = 0;
  let hi = sourceMap.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sourceMap[mid].offset <= pc) lo = mid + 1;
    else hi = mid;
  }
  const run = sourceMap[lo - 1];
  return run && pc < run.offset + run.length ? run : null;
}

/**
 * Prints one executed opcode: `pc OPNAME [top stack items, top first]`,
 * the source position when a map is given (`file:line:column`, `-` when the
 * instruction has none; only for the code run at the top level), the stack
 * height before the step, and the base fee last (scripts/bench/gas-profile.py
 * adds it up by kind).
 */
function printStep(step, sourceMap) {
  const top = step.stack.slice(-4).reverse().map((v) => `0x${v.toString(16)}`);
  let source = '';
  if (sourceMap && step.depth === 0) {
    const run = findSource(sourceMap, step.pc);
    source = run ? ` ${run.file}:${run.line}:${run.column}` : ' -';
  }
  process.stderr.write(
    `${step.pc} ${step.opcode.name} [${top.join(' ')}]${source} height=${step.stack.length} ${step.opcode.fee}\n`,
  );
}

/**
 * Creates a session: one EVM with fresh state and a funded caller.
 * @param {{trace?: boolean, sourceMap?: object[], gasLimit?: bigint,
 *   caller?: string, callerBalance?: bigint, callerNonce?: bigint,
 *   accounts?: {address: string, balance: bigint}[],
 *   block?: object|function, blockHash?: function, origin?: string,
 *   gasPrice?: bigint, blobVersionedHashes?: string[],
 *   unlimitedCodeSize?: boolean}} options -
 *   trace: print every executed opcode to stderr; gasLimit: of each call and
 *   deployment (GAS_LIMIT by default; C programs run by csmith need more);
 *   sourceMap: with it, each step's source. The rest change the world the
 *   calls see (scripts/harness/soltest/ uses them to be solc's test EVM): caller,
 *   its balance and starting nonce (CALLER_ADDRESS, 10^30, 0); accounts:
 *   more funded accounts; block: header fields that replace BLOCK's
 *   (number, timestamp, coinbase as an 0x string, prevRandao as a 32-byte
 *   0x string, gasLimit, baseFeePerGas), or a function returning them that
 *   is called before every transaction; blockHash: number -> hash (bigint)
 *   for BLOCKHASH (zero by default); origin (default: the sender), gasPrice
 *   (0) and blobVersionedHashes (none) of every transaction;
 *   unlimitedCodeSize: lift EIP-170's and EIP-3860's limits on created
 *   code, as forge does for the contracts of its tests
 */
export async function createSession({
  trace = false,
  sourceMap = null,
  gasLimit = GAS_LIMIT,
  caller = CALLER_ADDRESS,
  callerBalance = CALLER_BALANCE,
  callerNonce = 0n,
  accounts = [],
  block = null,
  blockHash = null,
  origin = null,
  gasPrice = 0n,
  blobVersionedHashes = undefined,
  unlimitedCodeSize = false,
} = {}) {
  const blockchain =
    blockHash === null
      ? undefined
      : {
          getBlock: async (number) => ({
            hash: () => parseHex(BigInt.asUintN(256, blockHash(BigInt(number))).toString(16).padStart(64, '0')),
          }),
          putBlock: async () => {},
          shallowCopy() {
            return this;
          },
        };
  const evm = await createEVM({
    common: COMMON.copy(),
    blockchain,
    allowUnlimitedContractSize: unlimitedCodeSize,
    allowUnlimitedInitCodeSize: unlimitedCodeSize,
  });
  const state = evm.stateManager;
  const CALLER = createAddressFromString(caller);
  await state.putAccount(CALLER, createAccount({ balance: callerBalance, nonce: callerNonce }));
  for (const account of accounts)
    await state.putAccount(createAddressFromString(account.address), createAccount({ balance: account.balance }));
  if (trace) evm.events.on('step', (step) => printStep(step, sourceMap));
  // The listener of watchSteps: the EVM reports steps only while one listens.
  let stepListener = null;
  const originAddress = origin === null ? null : createAddressFromString(origin);

  /** The block of the next transaction: BLOCK with the session's fields. */
  function nextBlock() {
    const fields = typeof block === 'function' ? block() : block;
    if (!fields) return BLOCK;
    const header = { ...BLOCK.header };
    for (const [key, value] of Object.entries(fields)) {
      if (key === 'coinbase') header.coinbase = createAddressFromString(value);
      else if (key === 'prevRandao') header.prevRandao = parseHex(value.slice(2).padStart(64, '0'), 'prevRandao');
      else header[key] = BigInt(value);
    }
    return { header };
  }

  // Addresses that are warm from the start of every transaction (the
  // coinbase is added per transaction, from its block).
  const alwaysWarm = [CALLER.toString(), ...evm.precompiles.keys()];

  /** Runs one top-level message as if it were a transaction. */
  async function transact({ to, data, value = 0n, from = CALLER, gas = gasLimit }) {
    const txBlock = nextBlock();
    for (const address of alwaysWarm) evm.journal.addAlwaysWarmAddress(address);
    evm.journal.addAlwaysWarmAddress(txBlock.header.coinbase.toString());
    evm.journal.addAlwaysWarmAddress(from.toString());
    if (to !== undefined) evm.journal.addAlwaysWarmAddress(to.toString());
    try {
      const result = await evm.runCall({
        caller: from,
        origin: originAddress ?? from,
        to,
        data,
        value: BigInt(value),
        gasLimit: BigInt(gas),
        gasPrice: BigInt(gasPrice),
        blobVersionedHashes,
        block: txBlock,
      });
      // Contracts destroyed in the transaction that created them (EIP-6780;
      // the EVM lists every SELFDESTRUCT, the others keep their account).
      // The state manager keeps code and storage apart from the account.
      const created = result.execResult.createdAddresses ?? new Set();
      for (const address of result.execResult.selfdestruct?.keys() ?? []) {
        if (!created.has(address)) continue;
        const account = createAddressFromString(address);
        await state.clearStorage(account);
        if (typeof state.topCodeStack === 'function') state.topCodeStack().delete(account.toString());
        await state.deleteAccount(account);
      }
      return result;
    } finally {
      await evm.journal.cleanup();
      state.originalStorageCache.clear();
      evm.postMessageCleanup();
    }
  }

  return {
    /**
     * Calls `listener` with every step the EVM executes from now on
     * (ethereumjs's: pc, opcode, depth, ...), in place of the one before;
     * null stops it. Steps cost time only while a listener is set.
     * @param {function|null} listener
     */
    watchSteps(listener) {
      if (stepListener) evm.events.off('step', stepListener);
      stepListener = listener;
      if (listener) evm.events.on('step', listener);
    },

    /**
     * Puts runtime bytecode into a new contract account, at the address a
     * CREATE from the caller would use next.
     * @param {string} codeHex - runtime bytecode, with or without 0x
     * @returns {Promise<string>} the contract's 0x-prefixed address
     */
    async install(codeHex) {
      const code = parseHex(codeHex, 'bytecode');
      const caller = await state.getAccount(CALLER);
      const address = createContractAddress(CALLER, caller.nonce);
      caller.nonce += 1n;
      await state.putAccount(CALLER, caller);
      await state.putAccount(address, createAccount({ nonce: 1n }));
      await state.putCode(address, code);
      return address.toString();
    },

    /**
     * Runs init code as a contract creation.
     * @param {string} initCodeHex - init code, with or without 0x
     * @returns {Promise<string>} the created contract's 0x-prefixed address
     */
    async deploy(initCodeHex) {
      return (await this.create(initCodeHex)).address;
    },

    /**
     * Runs init code as a contract creation, and tells what it did.
     * @param {string} initCodeHex - init code (and constructor arguments)
     * @param {{value?: bigint|number|string, gasLimit?: bigint}} options -
     *   wei sent with the creation; its gas (the session's by default)
     * @returns {Promise<{address: string, gasUsed: number, logs: object[]}>}
     *   throws when the creation fails: an Error whose fields reason,
     *   returnData (hex without 0x) and gasUsed tell how
     */
    async create(initCodeHex, { value = 0n, gasLimit: gas = gasLimit } = {}) {
      const data = parseHex(initCodeHex, 'init code');
      const { createdAddress, execResult } = await transact({ data, value, gas });
      if (execResult.exceptionError !== undefined) {
        const output = toPlainHex(execResult.returnValue);
        // The message stays as it was; the fields let a caller compare a
        // failed deployment (yul-diff.mjs) without parsing it.
        throw Object.assign(
          new Error(
            `deployment failed: ${execResult.exceptionError.error}` +
              (output === '' ? '' : ` (returned 0x${output})`),
          ),
          {
            reason: execResult.exceptionError.error,
            returnData: output,
            gasUsed: Number(execResult.executionGasUsed),
          },
        );
      }
      return {
        address: createdAddress.toString(),
        gasUsed: Number(execResult.executionGasUsed),
        logs: convertLogs(execResult.logs),
      };
    },

    /**
     * Reads a storage slot of a contract.
     * @param {string} address - 0x-prefixed contract address
     * @param {bigint} slot - the key
     * @returns {Promise<bigint>} the value (0 when never written)
     */
    async storage(address, slot) {
      const key = parseHex(BigInt(slot).toString(16).padStart(64, '0'), 'slot');
      const value = await state.getStorage(createAddressFromString(address), key);
      return value.length === 0 ? 0n : BigInt(`0x${toPlainHex(value)}`);
    },

    /**
     * Reads the balance of an account.
     * @param {string} address - 0x-prefixed address
     * @returns {Promise<bigint>} wei (0 for an account that does not exist)
     */
    async balance(address) {
      return (await state.getAccount(createAddressFromString(address)))?.balance ?? 0n;
    },

    /**
     * Reads the code of an account.
     * @param {string} address - 0x-prefixed address
     * @returns {Promise<string>} hex without 0x ('' for no code)
     */
    async code(address) {
      return toPlainHex(await state.getCode(createAddressFromString(address)));
    },

    /**
     * Reads every non-zero storage slot of an account.
     *
     * The EVM's default state manager (SimpleStateManager) has no
     * dumpStorage: it keeps all storage in one map keyed by
     * `${address}_${0x-padded slot}`, so the slots are read from its top
     * layer. (MerkleStateManager's dumpStorage would not help: its storage
     * tries hash their keys, and the slots cannot be recovered.) Transient
     * storage cannot be dumped this way: every call is a transaction of its
     * own and the EVM clears transient storage when it ends
     * (postMessageCleanup), so there is nothing left to read afterwards.
     * @param {string} address - 0x-prefixed address
     * @returns {Promise<Object<string, string>>} slot -> value, both
     *   0x-prefixed 32-byte words, in ascending slot order; {} for an account
     *   that does not exist (e.g. destroyed), whose stale entries the map keeps
     */
    async storageDump(address) {
      if (typeof state.topStorageStack !== 'function')
        throw new Error('storageDump needs the EVM\'s SimpleStateManager');
      const account = createAddressFromString(address);
      if ((await state.getAccount(account)) === undefined) return {};
      const prefix = `${account.toString()}_`;
      const slots = [];
      for (const [key, value] of state.topStorageStack()) {
        if (!key.startsWith(prefix) || value.every((byte) => byte === 0)) continue;
        const slot = key.slice(prefix.length + 2).padStart(64, '0');
        slots.push([`0x${slot}`, `0x${toPlainHex(value).padStart(64, '0')}`]);
      }
      // Fixed-width keys: sorting the strings sorts the slots.
      slots.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return Object.fromEntries(slots);
    },

    /**
     * Sends a message call to a contract.
     * @param {string} address - 0x-prefixed contract address
     * @param {string} calldataHex - calldata, with or without 0x
     * @param {{value?: bigint|number|string, from?: string, gasLimit?: bigint}} options -
     *   wei sent with the call; the sender (default: the session's caller);
     *   its gas (the session's by default)
     * @returns {Promise<{success: boolean, returnData: string, gasUsed: number,
     *   logs: {address: string, topics: string[], data: string}[], error: string|null}>}
     *   returnData and log data are hex without 0x; addresses and topics have it.
     */
    async call(address, calldataHex = '', { value = 0n, from = caller, gasLimit: gas = gasLimit } = {}) {
      const data = parseHex(calldataHex, 'calldata');
      const { execResult } = await transact({
        to: createAddressFromString(address),
        data,
        value,
        from: createAddressFromString(from),
        gas,
      });
      return {
        success: execResult.exceptionError === undefined,
        returnData: toPlainHex(execResult.returnValue),
        gasUsed: Number(execResult.executionGasUsed),
        logs: convertLogs(execResult.logs),
        error: execResult.exceptionError?.error ?? null,
      };
    },
  };
}
