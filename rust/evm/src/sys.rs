//! The functions the crate is built on: the EVM's operations from
//! `rust/evm/runtime.c` (each one builtin of the IR dialect, compiled by
//! `bin/evm-cc` against `<evm.h>`) and what it uses of the C library
//! (`libc/`): the output buffer behind `stdout`, `exit`, `malloc`.
//!
//! A `U256` is passed as C passes `u256`: a pointer to a copy (byval) and a
//! result through a hidden pointer (sret); the target's C ABI (arch
//! `m68k` in `rust/evm.json`) does the same for a 32-byte struct.

use crate::U256;
use core::ffi::{c_int, c_void};

unsafe extern "C" {
    // runtime.c: arithmetic.
    pub fn __evm_rs_add(a: U256, b: U256) -> U256;
    pub fn __evm_rs_sub(a: U256, b: U256) -> U256;
    pub fn __evm_rs_mul(a: U256, b: U256) -> U256;
    pub fn __evm_rs_and(a: U256, b: U256) -> U256;
    pub fn __evm_rs_or(a: U256, b: U256) -> U256;
    pub fn __evm_rs_xor(a: U256, b: U256) -> U256;
    pub fn __evm_rs_not(a: U256) -> U256;
    pub fn __evm_rs_eq(a: U256, b: U256) -> c_int;
    pub fn __evm_rs_lt(a: U256, b: U256) -> c_int;
    pub fn __evm_rs_slt(a: U256, b: U256) -> c_int;
    pub fn __evm_rs_iszero(a: U256) -> c_int;
    pub fn __evm_rs_shl(shift: U256, value: U256) -> U256;
    pub fn __evm_rs_shr(shift: U256, value: U256) -> U256;
    pub fn __evm_rs_sar(shift: U256, value: U256) -> U256;
    pub fn __evm_rs_div(a: U256, b: U256) -> U256;
    pub fn __evm_rs_sdiv(a: U256, b: U256) -> U256;
    pub fn __evm_rs_mod(a: U256, b: U256) -> U256;
    pub fn __evm_rs_smod(a: U256, b: U256) -> U256;
    pub fn __evm_rs_addmod(a: U256, b: U256, n: U256) -> U256;
    pub fn __evm_rs_mulmod(a: U256, b: U256, n: U256) -> U256;
    pub fn __evm_rs_exp(base: U256, exponent: U256) -> U256;
    pub fn __evm_rs_byte(index: U256, value: U256) -> U256;
    pub fn __evm_rs_signextend(bytes: U256, value: U256) -> U256;
    pub fn __evm_rs_clz(a: U256) -> u32;

    // runtime.c: environment and block.
    pub fn __evm_rs_address() -> U256;
    pub fn __evm_rs_balance(address: U256) -> U256;
    pub fn __evm_rs_origin() -> U256;
    pub fn __evm_rs_caller() -> U256;
    pub fn __evm_rs_callvalue() -> U256;
    pub fn __evm_rs_calldatasize() -> U256;
    pub fn __evm_rs_codesize() -> U256;
    pub fn __evm_rs_gasprice() -> U256;
    pub fn __evm_rs_extcodesize(address: U256) -> U256;
    pub fn __evm_rs_returndatasize() -> U256;
    pub fn __evm_rs_extcodehash(address: U256) -> U256;
    pub fn __evm_rs_blockhash(number: U256) -> U256;
    pub fn __evm_rs_coinbase() -> U256;
    pub fn __evm_rs_timestamp() -> U256;
    pub fn __evm_rs_number() -> U256;
    pub fn __evm_rs_prevrandao() -> U256;
    pub fn __evm_rs_gaslimit() -> U256;
    pub fn __evm_rs_chainid() -> U256;
    pub fn __evm_rs_selfbalance() -> U256;
    pub fn __evm_rs_basefee() -> U256;
    pub fn __evm_rs_blobhash(index: U256) -> U256;
    pub fn __evm_rs_blobbasefee() -> U256;
    pub fn __evm_rs_gas() -> U256;
    pub fn __evm_rs_msize() -> U256;
    pub fn __evm_rs_heapstart() -> U256;

    // runtime.c: calldata, code, return data, hashing.
    pub fn __evm_rs_calldataload(offset: U256) -> U256;
    pub fn __evm_rs_calldatacopy(dst: *mut u8, offset: U256, len: usize);
    pub fn __evm_rs_codecopy(dst: *mut u8, offset: U256, len: usize);
    pub fn __evm_rs_extcodecopy(address: U256, dst: *mut u8, offset: U256, len: usize);
    pub fn __evm_rs_returndatacopy(dst: *mut u8, offset: U256, len: usize);
    pub fn __evm_rs_keccak256(p: *const u8, len: usize) -> U256;

    // runtime.c: storage.
    pub fn __evm_rs_sload(key: U256) -> U256;
    pub fn __evm_rs_sstore(key: U256, value: U256);
    pub fn __evm_rs_tload(key: U256) -> U256;
    pub fn __evm_rs_tstore(key: U256, value: U256);
    pub fn __evm_rs_mapping_slot(slot: U256, key: U256) -> U256;

    // runtime.c: logs.
    pub fn __evm_rs_log0(p: *const u8, len: usize);
    pub fn __evm_rs_log1(p: *const u8, len: usize, t1: U256);
    pub fn __evm_rs_log2(p: *const u8, len: usize, t1: U256, t2: U256);
    pub fn __evm_rs_log3(p: *const u8, len: usize, t1: U256, t2: U256, t3: U256);
    pub fn __evm_rs_log4(p: *const u8, len: usize, t1: U256, t2: U256, t3: U256, t4: U256);

    // runtime.c: calls and creation.
    pub fn __evm_rs_create(value: U256, p: *const u8, len: usize) -> U256;
    pub fn __evm_rs_create2(value: U256, p: *const u8, len: usize, salt: U256) -> U256;
    pub fn __evm_rs_call(
        gas: U256,
        address: U256,
        value: U256,
        input: *const u8,
        inlen: usize,
        out: *mut u8,
        outlen: usize,
    ) -> c_int;
    pub fn __evm_rs_callcode(
        gas: U256,
        address: U256,
        value: U256,
        input: *const u8,
        inlen: usize,
        out: *mut u8,
        outlen: usize,
    ) -> c_int;
    pub fn __evm_rs_delegatecall(
        gas: U256,
        address: U256,
        input: *const u8,
        inlen: usize,
        out: *mut u8,
        outlen: usize,
    ) -> c_int;
    pub fn __evm_rs_staticcall(
        gas: U256,
        address: U256,
        input: *const u8,
        inlen: usize,
        out: *mut u8,
        outlen: usize,
    ) -> c_int;

    // runtime.c: ending the call.
    pub fn __evm_rs_return(p: *const u8, len: usize) -> !;
    pub fn __evm_rs_revert(p: *const u8, len: usize) -> !;
    pub fn __evm_rs_stop() -> !;
    pub fn __evm_rs_invalid() -> !;
    pub fn __evm_rs_selfdestruct(address: U256) -> !;

    // The C library.
    pub static stdout: *mut c_void;
    pub fn fwrite(p: *const c_void, size: usize, count: usize, file: *mut c_void) -> usize;
    pub fn exit(status: c_int) -> !;
    pub fn _Exit(status: c_int) -> !;
    pub fn malloc(size: usize) -> *mut c_void;
    pub fn calloc(count: usize, size: usize) -> *mut c_void;
    pub fn realloc(p: *mut c_void, size: usize) -> *mut c_void;
    pub fn free(p: *mut c_void);
}
