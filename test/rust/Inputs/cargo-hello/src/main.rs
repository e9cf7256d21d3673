//! A Cargo package for the EVM: `bin/evm-rustc test/rust/Inputs/cargo-hello`.
#![no_std]
extern crate alloc;

use alloc::vec::Vec;
use evm::outln;

fn main() {
    let t: Vec<u64> = (1..=10).map(cargo_hello::triangle).collect();
    outln!("hello from cargo: ", t[9], " ", t.iter().sum::<u64>());
}
