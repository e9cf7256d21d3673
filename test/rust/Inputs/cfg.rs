// --cfg reaches rustc, joined to its value or not: `loud` changes what
// main prints.
#![no_std]
use evm::outln;

fn main() {
    #[cfg(loud)]
    outln!("loud");
    #[cfg(not(loud))]
    outln!("quiet");
}
