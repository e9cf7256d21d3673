//! The `evm` crate: the EVM for Rust programs, what `<evm.h>` is to C
//! (docs/rust.md).
//!
//! * [`U256`], one EVM word, with the EVM's arithmetic;
//! * the EVM's operations as safe functions: [`env`] and [`block`] data,
//!   [`calldata`], [`code`], [`returndata`], [`storage`] and [`transient`]
//!   storage, [`keccak256`], [`log`]s, [`call`]s and creation, and the ends
//!   of a call ([`return_bytes`], [`revert`], [`stop`], ...);
//! * the program's output: [`print!`], [`println!`], [`eprint!`],
//!   [`eprintln!`] (formatted with `core::fmt`), [`out!`] and [`outln!`]
//!   (without it), into the C library's output buffer, which is the call's
//!   return data ([`io`]);
//! * the runtime: a global allocator on EVM memory (the C library's
//!   `malloc`, so `alloc`'s `Vec`, `Box`, `String`, `format!` and
//!   `BTreeMap` work), the panic handler (a panic reverts with its message)
//!   and `main`'s start;
//! * [`entry!`] and [`constructor!`]: a contract's entry function and the
//!   constructor that its init code runs (`bin/evm-rustc --deploy`).
//!
//! `bin/evm-rustc` links the crate into every program (`--extern
//! force:evm`): `use evm::println;` is all a program needs. The operations
//! are `rust/evm/runtime.c`, C functions on `<evm.h>` that are inlined
//! into the program, so each is its opcode at every optimisation level.
#![no_std]
#![feature(lang_items, allow_internal_unstable)]
#![allow(internal_features)]
#![warn(missing_docs)]

extern crate alloc;

mod sys;
mod u256;

pub mod io;
mod rt;

pub use io::Show;
pub use rt::Termination;
pub use u256::U256;

/// The address of the running contract, the sender, the value, gas and the
/// other accounts' data (`ADDRESS`, `CALLER`, ...). Addresses are words.
pub mod env {
    use crate::{U256, sys};

    /// The running contract's address (`ADDRESS`).
    #[inline(always)]
    pub fn address() -> U256 {
        unsafe { sys::__evm_rs_address() }
    }
    /// The balance of `account` in wei (`BALANCE`).
    #[inline(always)]
    pub fn balance(account: U256) -> U256 {
        unsafe { sys::__evm_rs_balance(account) }
    }
    /// The running contract's balance (`SELFBALANCE`).
    #[inline(always)]
    pub fn self_balance() -> U256 {
        unsafe { sys::__evm_rs_selfbalance() }
    }
    /// The transaction's sender (`ORIGIN`).
    #[inline(always)]
    pub fn origin() -> U256 {
        unsafe { sys::__evm_rs_origin() }
    }
    /// The account that made this call (`CALLER`).
    #[inline(always)]
    pub fn caller() -> U256 {
        unsafe { sys::__evm_rs_caller() }
    }
    /// The wei sent with this call (`CALLVALUE`).
    #[inline(always)]
    pub fn call_value() -> U256 {
        unsafe { sys::__evm_rs_callvalue() }
    }
    /// The transaction's gas price (`GASPRICE`).
    #[inline(always)]
    pub fn gas_price() -> U256 {
        unsafe { sys::__evm_rs_gasprice() }
    }
    /// The gas left (`GAS`).
    #[inline(always)]
    pub fn gas() -> U256 {
        unsafe { sys::__evm_rs_gas() }
    }
    /// The size of `account`'s code (`EXTCODESIZE`): 0 for an account
    /// without code, and for a contract whose constructor is running.
    #[inline(always)]
    pub fn code_size_of(account: U256) -> usize {
        unsafe { sys::__evm_rs_extcodesize(account).low_u64() as usize }
    }
    /// The hash of `account`'s code (`EXTCODEHASH`).
    #[inline(always)]
    pub fn code_hash_of(account: U256) -> U256 {
        unsafe { sys::__evm_rs_extcodehash(account) }
    }
    /// Copies `account`'s code from `offset` into `dst` (`EXTCODECOPY`);
    /// zeros past its end.
    #[inline(always)]
    pub fn copy_code_of(account: U256, dst: &mut [u8], offset: usize) {
        unsafe { sys::__evm_rs_extcodecopy(account, dst.as_mut_ptr(), U256::from(offset), dst.len()) }
    }
    /// The chain's id (`CHAINID`).
    #[inline(always)]
    pub fn chain_id() -> U256 {
        unsafe { sys::__evm_rs_chainid() }
    }
    /// The size of the memory the call has touched, in bytes (`MSIZE`).
    #[inline(always)]
    pub fn memory_size() -> usize {
        unsafe { sys::__evm_rs_msize().low_u64() as usize }
    }
    /// The first byte of memory above the program's globals and frames,
    /// where the heap starts.
    #[inline(always)]
    pub fn heap_start() -> usize {
        unsafe { sys::__evm_rs_heapstart().low_u64() as usize }
    }
}

/// The block's data (`NUMBER`, `TIMESTAMP`, ...).
pub mod block {
    use crate::{U256, sys};

    /// The block's number (`NUMBER`).
    #[inline(always)]
    pub fn number() -> U256 {
        unsafe { sys::__evm_rs_number() }
    }
    /// The block's time in seconds since 1970 (`TIMESTAMP`).
    #[inline(always)]
    pub fn timestamp() -> U256 {
        unsafe { sys::__evm_rs_timestamp() }
    }
    /// The block's beneficiary (`COINBASE`).
    #[inline(always)]
    pub fn coinbase() -> U256 {
        unsafe { sys::__evm_rs_coinbase() }
    }
    /// The beacon chain's randomness (`PREVRANDAO`).
    #[inline(always)]
    pub fn prevrandao() -> U256 {
        unsafe { sys::__evm_rs_prevrandao() }
    }
    /// The block's gas limit (`GASLIMIT`).
    #[inline(always)]
    pub fn gas_limit() -> U256 {
        unsafe { sys::__evm_rs_gaslimit() }
    }
    /// The block's base fee (`BASEFEE`).
    #[inline(always)]
    pub fn base_fee() -> U256 {
        unsafe { sys::__evm_rs_basefee() }
    }
    /// The blob base fee (`BLOBBASEFEE`).
    #[inline(always)]
    pub fn blob_base_fee() -> U256 {
        unsafe { sys::__evm_rs_blobbasefee() }
    }
    /// The hash of block `number`, one of the 256 before this one, else 0
    /// (`BLOCKHASH`).
    #[inline(always)]
    pub fn hash(number: U256) -> U256 {
        unsafe { sys::__evm_rs_blockhash(number) }
    }
    /// The transaction's blob hash `index`, 0 past the last (`BLOBHASH`).
    #[inline(always)]
    pub fn blob_hash(index: U256) -> U256 {
        unsafe { sys::__evm_rs_blobhash(index) }
    }
}

/// The call's input (`CALLDATALOAD`, `CALLDATASIZE`, `CALLDATACOPY`).
pub mod calldata {
    use crate::{U256, sys};
    use alloc::vec::Vec;

    /// The size of the calldata in bytes.
    #[inline(always)]
    pub fn size() -> usize {
        unsafe { sys::__evm_rs_calldatasize().low_u64() as usize }
    }
    /// The 32 bytes at `offset` as a word, zeros past the end.
    #[inline(always)]
    pub fn load(offset: usize) -> U256 {
        unsafe { sys::__evm_rs_calldataload(U256::from(offset)) }
    }
    /// The first four bytes, an ABI function selector (0 if shorter).
    #[inline(always)]
    pub fn selector() -> u32 {
        (load(0) >> 224u32).low_u64() as u32
    }
    /// Copies the calldata from `offset` into `dst`, zeros past the end.
    #[inline(always)]
    pub fn copy(dst: &mut [u8], offset: usize) {
        unsafe { sys::__evm_rs_calldatacopy(dst.as_mut_ptr(), U256::from(offset), dst.len()) }
    }
    /// The whole calldata.
    pub fn to_vec() -> Vec<u8> {
        let mut v = alloc::vec![0u8; size()];
        copy(&mut v, 0);
        v
    }
}

/// The running code (`CODESIZE`, `CODECOPY`): in a constructor, the init
/// code, at whose end a deployer appends the constructor's arguments.
pub mod code {
    use crate::{U256, sys};

    /// The size of the running code in bytes.
    #[inline(always)]
    pub fn size() -> usize {
        unsafe { sys::__evm_rs_codesize().low_u64() as usize }
    }
    /// Copies the running code from `offset` into `dst`, zeros past the end.
    #[inline(always)]
    pub fn copy(dst: &mut [u8], offset: usize) {
        unsafe { sys::__evm_rs_codecopy(dst.as_mut_ptr(), U256::from(offset), dst.len()) }
    }
    /// The word `index` words before the end of the code: `word_from_end(1)` is
    /// the last word, the last constructor argument of an ABI-encoded list
    /// of words appended to the init code.
    pub fn word_from_end(index: usize) -> U256 {
        let mut word = U256::ZERO;
        unsafe {
            sys::__evm_rs_codecopy(
                &mut word as *mut U256 as *mut u8,
                U256::from(size().wrapping_sub(index.wrapping_mul(32))),
                32,
            )
        }
        word
    }
}

/// The output of the last call or creation (`RETURNDATASIZE`,
/// `RETURNDATACOPY`).
pub mod returndata {
    use crate::{U256, sys};
    use alloc::vec::Vec;

    /// Its size in bytes.
    #[inline(always)]
    pub fn size() -> usize {
        unsafe { sys::__evm_rs_returndatasize().low_u64() as usize }
    }
    /// Copies it from `offset` into `dst`; reading past its end stops the
    /// call (the opcode's rule).
    #[inline(always)]
    pub fn copy(dst: &mut [u8], offset: usize) {
        unsafe { sys::__evm_rs_returndatacopy(dst.as_mut_ptr(), U256::from(offset), dst.len()) }
    }
    /// All of it.
    pub fn to_vec() -> Vec<u8> {
        let mut v = alloc::vec![0u8; size()];
        copy(&mut v, 0);
        v
    }
}

/// The contract's storage (`SLOAD`, `SSTORE`): a word for each word-sized
/// key, all 0 at first.
pub mod storage {
    use crate::{U256, sys};

    /// The word at `key`.
    #[inline(always)]
    pub fn load(key: U256) -> U256 {
        unsafe { sys::__evm_rs_sload(key) }
    }
    /// Writes `value` at `key`.
    #[inline(always)]
    pub fn store(key: U256, value: U256) {
        unsafe { sys::__evm_rs_sstore(key, value) }
    }
    /// The key of `mapping[key]` for a mapping declared at `slot`, as
    /// Solidity lays it out: keccak256 of the key and the slot (two
    /// big-endian words). Nested mappings nest: `mapping_slot(mapping_slot(s,
    /// a), b)`.
    #[inline(always)]
    pub fn mapping_slot(slot: U256, key: U256) -> U256 {
        unsafe { sys::__evm_rs_mapping_slot(slot, key) }
    }

    /// A word of storage at a fixed key: `const SUPPLY: Slot =
    /// Slot::new(0);` then `SUPPLY.get()` and `SUPPLY.set(v)`.
    #[derive(Clone, Copy)]
    pub struct Slot(pub U256);

    impl Slot {
        /// The slot at key `key`.
        pub const fn new(key: u128) -> Slot {
            Slot(U256::from_u128(key))
        }
        /// The word stored there.
        #[inline(always)]
        pub fn get(self) -> U256 {
            load(self.0)
        }
        /// Stores `value` there.
        #[inline(always)]
        pub fn set(self, value: U256) {
            store(self.0, value)
        }
        /// The slot of entry `key` of a mapping declared here.
        #[inline(always)]
        pub fn entry(self, key: U256) -> Slot {
            Slot(mapping_slot(self.0, key))
        }
    }
}

/// Transient storage (`TLOAD`, `TSTORE`): as [`storage`], cleared at the
/// end of the transaction.
pub mod transient {
    use crate::{U256, sys};

    /// The word at `key`.
    #[inline(always)]
    pub fn load(key: U256) -> U256 {
        unsafe { sys::__evm_rs_tload(key) }
    }
    /// Writes `value` at `key`.
    #[inline(always)]
    pub fn store(key: U256, value: U256) {
        unsafe { sys::__evm_rs_tstore(key, value) }
    }
}

/// Events (`LOG0` to `LOG4`): `data` and up to four topics.
pub mod log {
    use crate::{U256, sys};

    /// `LOG0`.
    #[inline(always)]
    pub fn log0(data: &[u8]) {
        unsafe { sys::__evm_rs_log0(data.as_ptr(), data.len()) }
    }
    /// `LOG1`.
    #[inline(always)]
    pub fn log1(data: &[u8], topic1: U256) {
        unsafe { sys::__evm_rs_log1(data.as_ptr(), data.len(), topic1) }
    }
    /// `LOG2`.
    #[inline(always)]
    pub fn log2(data: &[u8], topic1: U256, topic2: U256) {
        unsafe { sys::__evm_rs_log2(data.as_ptr(), data.len(), topic1, topic2) }
    }
    /// `LOG3`.
    #[inline(always)]
    pub fn log3(data: &[u8], topic1: U256, topic2: U256, topic3: U256) {
        unsafe { sys::__evm_rs_log3(data.as_ptr(), data.len(), topic1, topic2, topic3) }
    }
    /// `LOG4`.
    #[inline(always)]
    pub fn log4(data: &[u8], topic1: U256, topic2: U256, topic3: U256, topic4: U256) {
        unsafe { sys::__evm_rs_log4(data.as_ptr(), data.len(), topic1, topic2, topic3, topic4) }
    }
}

/// Calls to other accounts and contract creation. A call's output goes to
/// `output` (as much as fits) and is the return data afterwards
/// ([`returndata`]); each returns whether the callee succeeded.
pub mod call {
    use crate::{U256, sys};

    /// `CALL`: runs `to`'s code with `input`, sending `value` wei.
    #[inline(always)]
    pub fn call(gas: U256, to: U256, value: U256, input: &[u8], output: &mut [u8]) -> bool {
        unsafe {
            sys::__evm_rs_call(gas, to, value, input.as_ptr(), input.len(), output.as_mut_ptr(), output.len()) != 0
        }
    }
    /// `STATICCALL`: as [`call`], without value, and the callee cannot
    /// change state.
    #[inline(always)]
    pub fn static_call(gas: U256, to: U256, input: &[u8], output: &mut [u8]) -> bool {
        unsafe {
            sys::__evm_rs_staticcall(gas, to, input.as_ptr(), input.len(), output.as_mut_ptr(), output.len()) != 0
        }
    }
    /// `DELEGATECALL`: `to`'s code on this contract's storage, with this
    /// call's caller and value.
    #[inline(always)]
    pub fn delegate_call(gas: U256, to: U256, input: &[u8], output: &mut [u8]) -> bool {
        unsafe {
            sys::__evm_rs_delegatecall(gas, to, input.as_ptr(), input.len(), output.as_mut_ptr(), output.len())
                != 0
        }
    }
    /// `CALLCODE`: `to`'s code on this contract's storage, sending `value`.
    #[inline(always)]
    pub fn call_code(gas: U256, to: U256, value: U256, input: &[u8], output: &mut [u8]) -> bool {
        unsafe {
            sys::__evm_rs_callcode(gas, to, value, input.as_ptr(), input.len(), output.as_mut_ptr(), output.len())
                != 0
        }
    }
    /// `CREATE`: deploys a contract whose init code is `init_code`, sending
    /// it `value`; its address, or `None` when the creation failed.
    #[inline(always)]
    pub fn create(value: U256, init_code: &[u8]) -> Option<U256> {
        let address = unsafe { sys::__evm_rs_create(value, init_code.as_ptr(), init_code.len()) };
        if address.is_zero() { None } else { Some(address) }
    }
    /// `CREATE2`: as [`create`], at an address that `salt` and the init
    /// code determine.
    #[inline(always)]
    pub fn create2(value: U256, init_code: &[u8], salt: U256) -> Option<U256> {
        let address = unsafe { sys::__evm_rs_create2(value, init_code.as_ptr(), init_code.len(), salt) };
        if address.is_zero() { None } else { Some(address) }
    }
}

/// The Keccak-256 hash of `data` (`KECCAK256`).
#[inline(always)]
pub fn keccak256(data: &[u8]) -> U256 {
    unsafe { sys::__evm_rs_keccak256(data.as_ptr(), data.len()) }
}

/// The Keccak-256 hash of `words`, each as its 32 big-endian bytes (the
/// memory of a `[U256]` is exactly that).
#[inline(always)]
pub fn keccak256_words(words: &[U256]) -> U256 {
    unsafe { sys::__evm_rs_keccak256(words.as_ptr() as *const u8, 32 * words.len()) }
}

/// Ends the call successfully with `data` as its return data (`RETURN`);
/// what was printed is dropped.
#[inline(always)]
pub fn return_bytes(data: &[u8]) -> ! {
    unsafe { sys::__evm_rs_return(data.as_ptr(), data.len()) }
}

/// Ends the call successfully returning one word (an ABI `uint256`).
#[inline(always)]
pub fn return_word(value: U256) -> ! {
    let word = value;
    unsafe { sys::__evm_rs_return(&word as *const U256 as *const u8, 32) }
}

/// Ends the call successfully returning `words`, ABI-encoded one after the
/// other.
#[inline(always)]
pub fn return_words(words: &[U256]) -> ! {
    unsafe { sys::__evm_rs_return(words.as_ptr() as *const u8, 32 * words.len()) }
}

/// Ends the call undoing its state changes, with `data` as the revert data
/// (`REVERT`).
#[inline(always)]
pub fn revert(data: &[u8]) -> ! {
    unsafe { sys::__evm_rs_revert(data.as_ptr(), data.len()) }
}

/// Ends the call successfully without return data (`STOP`).
#[inline(always)]
pub fn stop() -> ! {
    unsafe { sys::__evm_rs_stop() }
}

/// Ends the call with the `INVALID` opcode: a failure that uses all the
/// gas given.
#[inline(always)]
pub fn invalid() -> ! {
    unsafe { sys::__evm_rs_invalid() }
}

/// `SELFDESTRUCT`: sends the contract's balance to `beneficiary` and ends
/// the call.
#[inline(always)]
pub fn selfdestruct(beneficiary: U256) -> ! {
    unsafe { sys::__evm_rs_selfdestruct(beneficiary) }
}

/// Makes `f` (a `fn()`) the contract's entry function, `__entry`, in a
/// crate with `#![no_main]`: every call runs it, and when it returns the
/// call ends as `main`'s does (the output as the return data). A program
/// with `pub fn main()` needs none: `main` is its entry.
#[macro_export]
macro_rules! entry {
    ($f:path) => {
        #[unsafe(no_mangle)]
        #[allow(unreachable_code)]
        pub extern "C" fn __entry() -> ! {
            $f();
            $crate::io::exit(0)
        }
    };
}

/// Makes `f` (a `fn()`) the contract's constructor, `__constructor`: the
/// init code that `bin/evm-rustc --deploy` prints runs it, then returns the
/// runtime code (docs/deploy.md).
#[macro_export]
macro_rules! constructor {
    ($f:path) => {
        #[unsafe(no_mangle)]
        pub extern "C" fn __constructor() {
            $f()
        }
    };
}
