#![no_std]
fn main() {
    let x: u32 = "not a number";
}
