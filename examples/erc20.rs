//! An ERC-20 token in Rust against the `evm` crate: the token of
//! examples/erc20.ll and examples/erc20.c, with the same ABI, storage
//! layout and events (Solidity's), so the same cases run on all three
//! (test/rust/erc20.test.mjs).
//!
//! * ABI dispatch on the first four bytes of calldata; arguments are
//!   32-byte words after them;
//! * storage: slot 0 holds the total supply, balances[owner] lives at
//!   keccak256(owner . 1), allowances[owner][spender] at
//!   keccak256(spender . keccak256(owner . 2));
//! * Transfer and Approval events: LOG3 with the event's hash, the two
//!   addresses as topics, the amount as data;
//! * a failed check reverts with no data, as do calls with value, short or
//!   unknown calldata, and addresses with bits above the low 160.
//!
//! Build: `bin/evm-rustc -O2 --deploy examples/erc20.rs` prints the init
//! code. Its constructor mints the supply, read from the last 32 bytes of
//! the init code where the deployer appends it, to the deployer; `main`
//! answers every call.
#![no_std]

use evm::storage::Slot;
use evm::{U256, calldata, code, env, log, return_word, revert};

// Solidity's layout: the total supply in slot 0, two mappings.
const TOTAL_SUPPLY: Slot = Slot::new(0);
const BALANCES: Slot = Slot::new(1);
const ALLOWANCES: Slot = Slot::new(2);

/// keccak256("Transfer(address,address,uint256)").
const TRANSFER_EVENT: U256 =
    U256::from_limbs([0xddf252ad1be2c89b, 0x69c2b068fc378daa, 0x952ba7f163c4a116, 0x28f55a4df523b3ef]);
/// keccak256("Approval(address,address,uint256)").
const APPROVAL_EVENT: U256 =
    U256::from_limbs([0x8c5be1e5ebec7d5b, 0xd14f71427d1e84f3, 0xdd0314c0f7b2291e, 0x5b200ac8c7c3b925]);

fn fail() -> ! {
    revert(&[])
}

fn balance_slot(owner: U256) -> Slot {
    BALANCES.entry(owner)
}

fn allowance_slot(owner: U256, spender: U256) -> Slot {
    ALLOWANCES.entry(owner).entry(spender)
}

fn emit(event: U256, from: U256, to: U256, amount: U256) {
    log::log3(amount.as_bytes(), event, from, to);
}

/// ABI argument i: the word at 4 + 32 i, which must be in the calldata.
/// (Wrapping arithmetic: i is at most 2, and nothing here can panic, so
/// the token has no panic handler even at -O0, where rustc checks
/// arithmetic for overflow.)
fn word_arg(i: usize) -> U256 {
    let at = 4usize.wrapping_add(i.wrapping_mul(32));
    if at.wrapping_add(32) > calldata::size() {
        fail();
    }
    calldata::load(at)
}

/// An address argument: no bits above the low 160.
fn address_arg(i: usize) -> U256 {
    let value = word_arg(i);
    if !(value >> 160u32).is_zero() {
        fail();
    }
    value
}

/// Moves `amount` from `from` to `to`, or reverts when `from` has less.
fn move_tokens(from: U256, to: U256, amount: U256) {
    let from_slot = balance_slot(from);
    let from_balance = from_slot.get();
    if from_balance < amount {
        fail();
    }
    from_slot.set(from_balance - amount);
    // Read after the write: a transfer to oneself changes nothing.
    let to_slot = balance_slot(to);
    to_slot.set(to_slot.get() + amount);
    emit(TRANSFER_EVENT, from, to, amount);
}

/// The constructor, run by the init code (`--deploy`).
fn mint() {
    let supply = code::word_from_end(1);
    let deployer = env::caller();
    TOTAL_SUPPLY.set(supply);
    balance_slot(deployer).set(supply);
    emit(TRANSFER_EVENT, U256::ZERO, deployer, supply);
}

evm::constructor!(mint);

fn main() {
    if !env::call_value().is_zero() || calldata::size() < 4 {
        fail();
    }
    match calldata::selector() {
        // totalSupply()
        0x18160ddd => return_word(TOTAL_SUPPLY.get()),
        // balanceOf(address)
        0x70a08231 => return_word(balance_slot(address_arg(0)).get()),
        // allowance(address,address)
        0xdd62ed3e => {
            let owner = address_arg(0);
            return_word(allowance_slot(owner, address_arg(1)).get())
        }
        // transfer(address,uint256)
        0xa9059cbb => {
            let to = address_arg(0);
            move_tokens(env::caller(), to, word_arg(1));
            return_word(U256::ONE)
        }
        // approve(address,uint256)
        0x095ea7b3 => {
            let spender = address_arg(0);
            let amount = word_arg(1);
            let owner = env::caller();
            allowance_slot(owner, spender).set(amount);
            emit(APPROVAL_EVENT, owner, spender, amount);
            return_word(U256::ONE)
        }
        // transferFrom(address,address,uint256)
        0x23b872dd => {
            let from = address_arg(0);
            let to = address_arg(1);
            let amount = word_arg(2);
            let slot = allowance_slot(from, env::caller());
            let allowed = slot.get();
            if allowed < amount {
                fail();
            }
            // An allowance of 2^256 - 1 is unlimited and is not decreased.
            if allowed != U256::MAX {
                slot.set(allowed - amount);
            }
            move_tokens(from, to, amount);
            return_word(U256::ONE)
        }
        // decimals()
        0x313ce567 => return_word(U256::from_u64(18)),
        _ => fail(),
    }
}
