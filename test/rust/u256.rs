// RUN: %rust-difftest --gas-limit=100000000 %s
// evm::U256, one EVM word, against the native stand-in's U256 (plain Rust
// on four limbs): +, -, *, /, % (0 for a zero divisor), the bitwise
// operators, shifts by u32 and by a word (0 from 256 up), comparisons,
// the signed operations (sdiv, smod, slt, sar, signextend), addmod, mulmod,
// pow, byte, leading_zeros, the checked and saturating forms, bytes and
// limbs, decimal and hexadecimal digits. On the EVM each operation is its
// opcode (rust/evm/runtime.c).
#![no_std]

use evm::io::Hex;
use evm::{U256, out, outln};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn word(&mut self) -> U256 {
        let limbs = [self.next(), self.next(), self.next(), self.next()];
        // Some words short, to reach every size of division.
        U256::from_limbs(limbs) >> (self.next() % 256) as u32
    }
}

fn show_option(v: Option<U256>) {
    match v {
        Some(x) => out!(Hex(x)),
        None => out!("none"),
    }
}

fn binary(a: U256, b: U256) {
    out!(Hex(a), ' ', Hex(b), ':');
    out!(' ', Hex(a + b), ' ', Hex(a - b), ' ', Hex(a * b), ' ', Hex(a / b), ' ', Hex(a % b));
    out!(' ', Hex(a & b), ' ', Hex(a | b), ' ', Hex(a ^ b), ' ', Hex(!a));
    out!(' ', a < b, ' ', a == b, ' ', a.slt(b), ' ', a.sgt(b));
    out!(' ', Hex(a.sdiv(b)), ' ', Hex(a.smod(b)), ' ', Hex(a.pow(b & U256::from_u64(0xff))));
    out!(' ', Hex(a.addmod(b, U256::from_u64(1_000_000_007))), ' ', Hex(a.mulmod(b, a ^ b)));
    out!(' ');
    show_option(a.checked_add(b));
    out!(' ');
    show_option(a.checked_mul(b));
    out!(' ');
    show_option(a.checked_sub(b));
    outln!(' ', Hex(a.saturating_sub(b)), ' ', Hex(a.saturating_add(b)));
}

fn unary(a: U256) {
    out!(a, ' ', a.leading_zeros(), ' ', a.byte(0), ' ', a.byte(31), ' ', a.byte(17));
    for shift in [1u32, 64, 130, 256] {
        out!(' ', Hex(a << shift), ' ', Hex(a >> shift), ' ', Hex(a.sar(shift)));
    }
    out!(' ', Hex(a << U256::from_u64(300)), ' ', Hex(a >> U256::from_u64(8)));
    out!(' ', Hex(a.signextend(0)), ' ', Hex(a.signextend(7)), ' ', Hex(a.signextend(30)));
    let bytes = a.to_be_bytes();
    outln!(' ', U256::from_be_bytes(bytes) == a, ' ', bytes[5], ' ', a.low_u64(), ' ', a.to_u128().is_some());
}

fn main() {
    let edges = [
        U256::ZERO,
        U256::ONE,
        U256::MAX,
        U256::ONE << 255u32,
    ];
    for &a in &edges {
        unary(a);
        for &b in &edges {
            binary(a, b);
        }
    }
    let mut rng = Rng(0x243f_6a88_85a3_08d3);
    for _ in 0..2 {
        let (a, b) = (rng.word(), rng.word());
        unary(a);
        binary(a, b);
        binary(b, a);
    }
    // Digits: 10^k - 1 and 2^k.
    let ten = U256::from_u64(10);
    for k in [1u64, 19, 20, 38, 39, 40, 77] {
        let p = ten.pow(U256::from_u64(k));
        outln!(p - U256::ONE, ' ', U256::ONE << (3 * k as u32));
    }
    outln!(U256::MAX, ' ', Hex(U256::MAX), ' ', U256::from(true), ' ', U256::from(7u8) * U256::from(6usize));
}
