// RUN: %rust-difftest %s %S/Inputs/interop.c
// Rust and C in one program, on the EVM (bin/evm-rustc links the C file,
// compiled by bin/evm-cc) against the host (clang-22): Rust calls C with
// int, long, signed and plain char, unsigned short, __int128, _Bool,
// pointers, and structs by value both ways; C calls Rust by name and
// through a function pointer; printf and out! write to one output, in
// order. The target specification's C ABI (arch m68k) is evm-cc's
// (docs/rust.md, "The C ABI").
#![no_std]

use core::ffi::{CStr, c_char, c_int, c_long, c_uchar, c_ushort};
use evm::{out, outln};

#[repr(C)]
#[derive(Clone, Copy)]
struct Point {
    x: c_int,
    y: c_long,
    tag: c_uchar,
}

#[repr(C)]
#[derive(Clone, Copy)]
struct Pair {
    a: c_uchar,
    b: c_uchar,
}

unsafe extern "C" {
    fn c_add(a: c_int, b: c_int) -> c_int;
    fn c_mul_long(a: c_long, b: c_long) -> c_long;
    fn c_neg_char(c: i8) -> i8;
    fn c_plain_char(c: c_char) -> c_char;
    fn c_ushort_twice(v: c_ushort) -> c_ushort;
    fn c_i128_square(x: i128) -> i128;
    fn c_is_even(v: u64) -> bool;
    fn c_strlen(s: *const c_char) -> u64;
    fn c_point_scale(p: Point, k: c_int) -> Point;
    fn c_pair_swap(p: Pair) -> Pair;
    fn c_fill(buf: *mut u8, n: u64, v: u8);
    fn c_print(what: *const c_char, n: c_int) -> c_int;
    fn c_sum_with(f: extern "C" fn(c_long) -> c_long, n: c_long) -> c_long;
    fn c_calls_rust(x: c_long) -> c_long;
}

#[unsafe(no_mangle)]
pub extern "C" fn rust_square(x: c_long) -> c_long {
    x * x
}

#[unsafe(no_mangle)]
pub extern "C" fn rust_make_point(x: c_int, y: c_long) -> Point {
    Point { x: x + 1, y: y - 1, tag: 7 }
}

#[unsafe(no_mangle)]
pub extern "C" fn rust_show(label: *const c_char, value: c_long) {
    let label = unsafe { CStr::from_ptr(label) }.to_str().unwrap_or("?");
    outln!("Rust shows ", label, ": ", value);
}

extern "C" fn cube(x: c_long) -> c_long {
    x * x * x
}

fn main() {
    unsafe {
        outln!("add ", c_add(40, 2), " ", c_add(-50, 8), " mul ", c_mul_long(-3_000_000_000, 7));
        outln!("chars ", c_neg_char(100), " ", c_neg_char(-128), " ", c_plain_char(-5), " ", c_ushort_twice(40000));
        outln!("i128 ", c_i128_square(-12345678901234567), " even ", c_is_even(10), " ", c_is_even(7));
        outln!("strlen ", c_strlen(c"hello, world".as_ptr()));
        let p = c_point_scale(Point { x: -7, y: 1 << 40, tag: 254 }, 3);
        outln!("point ", p.x, " ", p.y, " ", p.tag);
        let q = c_pair_swap(Pair { a: 1, b: 200 });
        outln!("pair ", q.a, " ", q.b);
        let mut buf = [0u8; 40];
        c_fill(buf.as_mut_ptr().add(3), 30, 0xab);
        out!("buf");
        for b in &buf[..6] {
            out!(' ', b);
        }
        outln!(" ... ", buf[33], ' ', buf[34]);
        let n = c_print(c"from Rust".as_ptr(), 42);
        outln!("printf wrote ", n);
        outln!("sum of cubes ", c_sum_with(cube, 10), " of squares ", c_sum_with(rust_square, 10));
        outln!("C called Rust: ", c_calls_rust(12));
    }
}
