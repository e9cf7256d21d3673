//! The package's library: used by its binary (src/main.rs).
#![no_std]

/// The triangular number of n.
pub fn triangle(n: u64) -> u64 {
    n * (n + 1) / 2
}
