// Floating point: the backend refuses it, naming the (demangled) function.
#![no_std]
use evm::outln;

#[inline(never)]
fn half(x: u32) -> f64 {
    x as f64 / 2.0
}

fn main() {
    outln!(half(7) as u32);
}
