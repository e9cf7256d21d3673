// RUN: %rust-difftest --gas-limit=100000000 %s
// u128 and i128 (and the narrower integers) on the EVM against the host:
// wrapping, checked, saturating and overflowing arithmetic, division and
// remainder of every sign, shifts and rotations, bit counts, byte order,
// conversions, a 64-bit random generator and a 128-bit hash. Printed with
// outln! (no core::fmt).
#![no_std]

use evm::{out, outln};

// xorshift64*: the same numbers everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn wide(&mut self) -> u128 {
        ((self.next() as u128) << 64) | self.next() as u128
    }
}

fn show_option(v: Option<u128>) {
    match v {
        Some(x) => out!(x),
        None => out!("none"),
    }
}

fn show_ioption(v: Option<i128>) {
    match v {
        Some(x) => out!(x),
        None => out!("none"),
    }
}

fn unsigned_ops(a: u128, b: u128) {
    out!(a, " ", b, ": ");
    out!(a.wrapping_add(b), " ", a.wrapping_sub(b), " ", a.wrapping_mul(b), " ");
    show_option(a.checked_add(b));
    out!(" ");
    show_option(a.checked_mul(b));
    out!(" ", a.saturating_sub(b), " ");
    let (sum, carry) = a.overflowing_add(b);
    out!(sum, " ", carry, " ");
    if b != 0 {
        out!(a / b, " ", a % b, " ", a.div_ceil(b), " ");
    }
    out!(a & b, " ", a | b, " ", a ^ b, " ", !a, " ");
    outln!(a.count_ones(), " ", a.leading_zeros(), " ", a.trailing_zeros(), " ", a.max(b), " ", a.abs_diff(b));
}

fn signed_ops(a: i128, b: i128) {
    out!(a, " ", b, ": ");
    out!(a.wrapping_add(b), " ", a.wrapping_sub(b), " ", a.wrapping_mul(b), " ");
    show_ioption(a.checked_sub(b));
    out!(" ");
    show_ioption(a.checked_div(b));
    out!(" ", a.saturating_mul(b), " ");
    if b != 0 && !(a == i128::MIN && b == -1) {
        out!(a / b, " ", a % b, " ", a.rem_euclid(b), " ", a.div_euclid(b), " ");
    }
    outln!(a >> 7, " ", a.wrapping_shl(93), " ", a.signum(), " ", a.unsigned_abs(), " ", a.wrapping_neg(), " ", a.min(b));
}

fn main() {
    let edges: [u128; 5] = [0, 1, 0xffff_ffff_ffff_ffff, u128::MAX, u128::MAX / 3];
    for &a in &edges {
        for &b in &edges {
            unsigned_ops(a, b);
        }
    }
    let iedges: [i128; 6] = [0, -1, i128::MIN, i128::MAX, -(1 << 70), 12345678901234567890123456789];
    for &a in &iedges {
        for &b in &iedges {
            signed_ops(a, b);
        }
    }

    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut hash: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    for i in 0..8u32 {
        let a = rng.wide() >> (i % 100);
        let b = rng.wide() >> (7 * i % 120);
        unsigned_ops(a, b);
        signed_ops(a as i128, -(b as i128));
        hash = (hash ^ a).wrapping_mul(0x0000_0000_0100_0000_0000_0000_0000_013b);
        hash = hash.rotate_left(i) ^ b.swap_bytes();
    }
    outln!("hash ", hash, " ", hash.reverse_bits(), " ", hash.to_be_bytes()[3], " ", hash.to_le_bytes()[3]);

    // Narrow types: wrapping in their own width.
    let mut x8: u8 = 200;
    let mut y16: i16 = -30000;
    let mut z32: u32 = 4_000_000_000;
    let mut w64: i64 = i64::MAX - 5;
    for _ in 0..10 {
        x8 = x8.wrapping_mul(7).wrapping_add(13);
        y16 = y16.wrapping_sub(12345);
        z32 = z32.rotate_right(5) ^ 0xdead_beef;
        w64 = w64.wrapping_add(3).wrapping_mul(-3);
        outln!(x8, " ", y16, " ", z32, " ", w64, " ", x8 as i8, " ", y16 as u16, " ", z32 as i32, " ", w64 as u64 as u128);
    }
    outln!(u128::from_str_radix("ffffffffffffffffffffffffffff", 16).unwrap(), " ", i128::from_str_radix("-77777777777777", 8).unwrap());
}
