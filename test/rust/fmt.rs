// RUN: %rust-difftest --opt=-O2 %s
// RUN: %rust-difftest --opt=-O0 %s
// core::fmt on the EVM against the host: println! and print! with width,
// fill, alignment, sign, alternate forms and radixes; u128 and i128; Debug
// of derived structs, enums, tuples, slices, Options and nested Vecs,
// compact and pretty ({:#?}); a Display impl written with write!; format!
// and write! into a String; U256 as Display and LowerHex. The formatting
// functions call each other through pointers, which the EVM target's call
// graph counts as recursion: unoptimised, some of them need a frame per
// activation (their locals' addresses escape) and one takes 19 argument
// words, so -O0 waits for a backend that has both (docs/rust.md, "What is
// missing").
#![no_std]
extern crate alloc;

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;
use core::fmt::Write;
use evm::{U256, print, println};

#[derive(Debug, Clone, PartialEq)]
enum Shape {
    Circle { radius: u32 },
    Rect(u16, u16),
    Empty,
}

#[derive(Debug)]
struct Scene<'a> {
    name: &'a str,
    shapes: Vec<Shape>,
    tags: Option<(u8, char)>,
    weights: [i64; 3],
}

struct Money(i128);

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let cents = self.0.unsigned_abs();
        write!(f, "{}${}.{:02}", sign, cents / 100, cents % 100)
    }
}

fn main() {
    println!("plain {} {} {} {}", 42, -7i8, true, 'x');
    println!("[{:>8}] [{:<8}] [{:^8}] [{:*^9}] [{:08}] [{:+}]", 12345, "ab", "mid", "s", -42, 17);
    println!("{:x} {:X} {:#x} {:o} {:#b} {:#010x} {:e}", 255u32, 3054u32, 48879u64, 8u8, 5u8, 0xbeefu32, 1500u32);
    println!("{} {} {}", u128::MAX, i128::MIN, i64::MIN);
    println!("{:>45}|{:<3}|", i128::MAX, 1u128 << 100);
    let width = 12;
    let precision = 3;
    println!("[{:>width$}] [{:.precision$}] [{:>1$}] [{:.*}]", "dyn", 6, "abcdefgh", 2, "xyz");
    let scene = Scene {
        name: "demo",
        shapes: vec![Shape::Circle { radius: 3 }, Shape::Rect(4, 5), Shape::Empty],
        tags: Some((7, 'q')),
        weights: [-1, 0, 1 << 40],
    };
    println!("{:?}", scene);
    println!("{:#?}", scene.shapes[0]);
    println!("{:?} {:?} {:?}", Some(vec![1, 2]), None::<u8>, ("a", 1, [true; 2]));
    let nested: Vec<Vec<u16>> = (0..4).map(|i| (0..i).collect()).collect();
    println!("{:?} {:?}", nested, &nested[3][1..]);
    let mut map = BTreeMap::new();
    map.insert("one", 1);
    map.insert("two", 2);
    println!("{:?}", map);
    for m in [Money(123456), Money(-5), Money(0), Money(i128::MAX)] {
        print!("{} ", m);
    }
    println!();
    let s = format!("{}-{:04}-{:?}", "id", 7, Shape::Empty);
    let mut t = String::new();
    for i in 0..5 {
        write!(t, "<{}>", i * i).unwrap();
    }
    println!("{} {} {}", s, t, s.len() + t.len());
    let big = U256::from_u128(u128::MAX) * U256::from_u64(1_000_000) + U256::from_u64(99);
    println!("{} {:x} {:>82}", big, big, big);
    println!("{:?} {}", Shape::Rect(1, 2) == Shape::Rect(1, 2), format!("{:?}", Shape::Circle { radius: 0 }).len());
}
