// A Rust library for c-main.c: no main (#![no_main]); functions with the C
// ABI, one of which calls back into C with U256 words.
#![no_std]
#![no_main]

use core::ffi::{CStr, c_char, c_int, c_long};
use evm::{U256, outln};

#[repr(C)]
pub struct Stats {
    count: c_long,
    sum: c_long,
    max: u8,
}

unsafe extern "C" {
    fn c_u256_square(x: U256) -> U256;
}

#[unsafe(no_mangle)]
pub extern "C" fn rust_fib(n: c_int) -> c_long {
    let (mut a, mut b) = (0, 1);
    for _ in 0..n {
        (a, b) = (b, a + b);
    }
    a
}

#[unsafe(no_mangle)]
pub extern "C" fn rust_stats(p: *const u8, n: u64) -> Stats {
    let bytes = unsafe { core::slice::from_raw_parts(p, n as usize) };
    Stats {
        count: bytes.len() as c_long,
        sum: bytes.iter().map(|b| *b as c_long).sum(),
        max: bytes.iter().copied().max().unwrap_or(0),
    }
}

/// (a + b)^2 + 1, the square done by C.
#[unsafe(no_mangle)]
pub extern "C" fn rust_u256_mix(a: U256, b: U256) -> U256 {
    let square = unsafe { c_u256_square(a + b) };
    square + U256::ONE
}

#[unsafe(no_mangle)]
pub extern "C" fn rust_greet(who: *const c_char) {
    outln!("Rust greets ", unsafe { CStr::from_ptr(who) }.to_str().unwrap_or("?"));
}
