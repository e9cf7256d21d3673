// Panics on the EVM against the host: each --cfg makes one program that
// prints, then panics (a formatted panic!, an index out of bounds, an
// expect on None) or returns an Err from main.
// Natively the program exits with status 101 (1 for the Err) after
// printing; on the EVM the call reverts, with what was printed, `panicked
// at FILE:LINE:COLUMN:` and the message as its data. With a sysroot built with
// -C panic=immediate-abort (docs/rust.md) the EVM stops with INVALID and no
// output, and only the failure is compared.
// RUN: %rust-difftest --cfg 'kind="explicit"' %s
// RUN: %rust-difftest --cfg 'kind="index"' %s
// RUN: %rust-difftest --opt=-O2 --cfg 'kind="expect"' %s
// RUN: %rust-difftest --cfg 'kind="error"' %s
#![no_std]
#![allow(unexpected_cfgs)]
extern crate alloc;

use alloc::vec::Vec;
use evm::outln;

// A value the optimiser cannot see through (core::hint::black_box is an
// empty inline assembly statement, which the EVM target refuses).
#[inline(never)]
fn opaque<T>(x: T) -> T {
    unsafe { core::ptr::read_volatile(&x) }
}

#[derive(Debug)]
#[allow(dead_code)]
struct Failure(u32, &'static str);

fn run() -> Result<(), Failure> {
    let v: Vec<u32> = (0..opaque(5)).collect();
    outln!("before ", v.len());
    if cfg!(kind = "explicit") {
        panic!("explicit panic with {} and {:?}", v[1], &v[..2]);
    }
    if cfg!(kind = "index") {
        outln!(v[opaque(7)]);
    }
    if cfg!(kind = "expect") {
        let none: Option<u32> = opaque(None);
        outln!(none.expect("nothing there"));
    }
    if cfg!(kind = "error") {
        return Err(Failure(opaque(42), "failed"));
    }
    outln!("after");
    Ok(())
}

fn main() -> Result<(), Failure> {
    run()
}
