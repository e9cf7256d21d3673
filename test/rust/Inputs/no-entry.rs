// No main and no evm::entry!: nothing to run.
#![no_std]
#![no_main]

#[unsafe(no_mangle)]
pub extern "C" fn helper(x: u32) -> u32 {
    x + 1
}
