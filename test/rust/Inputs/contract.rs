// A contract that exercises the evm crate's operations, one per command
// (the first calldata byte); contract.test.mjs deploys it and checks each.
// The entry is evm::entry! (a crate without main), the constructor
// evm::constructor!.
#![no_std]
#![no_main]
extern crate alloc;

use alloc::vec::Vec;
use evm::storage::{self, Slot};
use evm::{U256, block, call, calldata, code, env, log, outln, returndata, transient};

/// The constructor's argument (the last word of the init code) lands here.
const ARGUMENT: Slot = Slot::new(7);
/// And this, to show the constructor ran.
const MARK: Slot = Slot::new(8);

fn init() {
    ARGUMENT.set(code::word_from_end(1));
    MARK.set(U256::from_u64(0xc0de));
}

evm::constructor!(init);
evm::entry!(dispatch);

/// A child contract's init code: it returns the runtime code
/// `CALLER PUSH0 MSTORE PUSH1 32 PUSH0 RETURN` (the caller as one word).
const CHILD: [u8; 17] = [
    0x60, 0x07, 0x60, 0x0a, 0x5f, 0x39, 0x60, 0x07, 0x5f, 0xf3, // CODECOPY, RETURN
    0x33, 0x5f, 0x52, 0x60, 0x20, 0x5f, 0xf3,
];

fn word(i: usize) -> U256 {
    calldata::load(1 + 32 * i)
}

fn dispatch() {
    match calldata::load(0).byte(0) {
        // storage: store word 0 at word 1's key, then read back both slots.
        0x01 => {
            storage::store(word(0), word(1));
            evm::return_words(&[storage::load(word(0)), ARGUMENT.get(), MARK.get()]);
        }
        // transient storage: stored and read back in the same call.
        0x02 => {
            transient::store(word(0), word(1));
            evm::return_words(&[transient::load(word(0)), transient::load(word(0) + U256::ONE)]);
        }
        // keccak256 of the calldata after the command byte; a mapping slot.
        0x03 => {
            let data = calldata::to_vec();
            evm::return_words(&[
                evm::keccak256(&data[1..]),
                storage::mapping_slot(word(0), word(1)),
                evm::keccak256_words(&[word(1), word(0)]),
            ]);
        }
        // logs with 0 to 4 topics.
        0x04 => {
            let data = word(0);
            log::log0(data.as_bytes());
            log::log1(data.as_bytes(), U256::ONE);
            log::log2(b"two", U256::ONE, U256::from_u64(2));
            log::log3(&[], U256::ONE, U256::from_u64(2), U256::from_u64(3));
            log::log4(&data.as_bytes()[30..], U256::ONE, U256::from_u64(2), U256::from_u64(3), U256::from_u64(4));
            evm::stop();
        }
        // the environment and the block.
        0x05 => evm::return_words(&[
            env::address(),
            env::caller(),
            env::origin(),
            env::call_value(),
            env::self_balance(),
            env::balance(env::address()),
            env::chain_id(),
            U256::from(code::size()),
            U256::from(calldata::size()),
            block::number(),
            block::timestamp(),
            block::coinbase(),
            block::gas_limit(),
            block::base_fee(),
            env::gas_price(),
            U256::from(env::gas() > U256::from_u64(1000)),
            U256::from(env::memory_size() > 0),
            U256::from(env::heap_start() >= 0x80),
            block::hash(U256::ZERO),
            block::blob_hash(U256::ZERO),
            block::blob_base_fee(),
            block::prevrandao(),
        ]),
        // create a child, call it, read its code and its output.
        0x06 => {
            let child = call::create(U256::ZERO, &CHILD).unwrap_or(U256::ZERO);
            let mut out = [0u8; 32];
            let ok = call::call(env::gas(), child, U256::ZERO, &[], &mut out);
            let size = returndata::size();
            let data = returndata::to_vec();
            let mut code = Vec::new();
            code.resize(env::code_size_of(child), 0);
            env::copy_code_of(child, &mut code, 0);
            evm::return_words(&[
                child,
                U256::from(ok),
                U256::from_be_bytes(out),
                U256::from(size),
                U256::from(data.len()),
                U256::from(env::code_size_of(child)),
                env::code_hash_of(child),
                evm::keccak256(&code),
                U256::from(call::static_call(env::gas(), child, &[], &mut [])),
            ]);
        }
        // the identity precompile (address 4) through STATICCALL, DELEGATECALL
        // and CALLCODE.
        0x07 => {
            let input = b"echo, echo, echo";
            let mut a = [0u8; 16];
            let mut b = [0u8; 16];
            let mut c = [0u8; 16];
            let four = U256::from_u64(4);
            let ok1 = call::static_call(env::gas(), four, input, &mut a);
            let ok2 = call::delegate_call(env::gas(), four, input, &mut b);
            let ok3 = call::call_code(env::gas(), four, U256::ZERO, input, &mut c);
            let same = a == *input && b == *input && c == *input;
            evm::return_words(&[U256::from(ok1 && ok2 && ok3), U256::from(same)]);
        }
        // CREATE2: the address is keccak256(0xff, this, salt, keccak256(init)).
        0x08 => {
            let salt = word(0);
            let child = call::create2(U256::ZERO, &CHILD, salt).unwrap_or(U256::ZERO);
            let again = call::create2(U256::ZERO, &CHILD, salt);
            evm::return_words(&[child, U256::from(again.is_none())]);
        }
        // revert with data; return bytes.
        0x09 => evm::revert(b"nope"),
        0x0a => evm::return_bytes(b"yes"),
        // the output buffer: printed text, then exit with the status in
        // word 0 (0 returns it, anything else reverts with it).
        0x0b => {
            outln!("status ", word(0).low_u64());
            evm::io::exit(word(0).low_u64() as i32);
        }
        // nothing: entry! ends the call like main's return (the output,
        // here empty).
        0x0c => {}
        _ => evm::invalid(),
    }
}
