// RUN: %rust-difftest --gas-limit=100000000 %s
// core's sorts on the EVM against the host: sort (stable, driftsort),
// sort_unstable (ipnsort), sort_by_key, sort_by with a reversed and a
// two-key order, select_nth_unstable, binary_search, is_sorted, BTreeSet
// and BinaryHeap::into_sorted_vec (which sort too), on random, sorted,
// reversed and few-valued inputs of several sizes; their quicksorts recurse.
// Output with out!. At -O0 the program takes about 25 million gas.
#![no_std]
extern crate alloc;

use alloc::collections::{BTreeSet, BinaryHeap};
use alloc::vec::Vec;
use evm::{out, outln};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

fn checksum(v: &[i64]) -> u64 {
    v.iter().fold(17u64, |h, x| h.wrapping_mul(1_000_003).wrapping_add(*x as u64))
}

#[derive(Clone, Copy)]
struct Record {
    key: u8,
    order: u16,
}

fn main() {
    let mut rng = Rng(42);
    for &n in &[0usize, 1, 5, 20, 40] {
        let random: Vec<i64> = (0..n).map(|_| (rng.next() % 1000) as i64 - 500).collect();
        let inputs = [
            random.clone(),
            (0..n as i64).collect::<Vec<_>>(),
            (0..n as i64).rev().collect::<Vec<_>>(),
            random.iter().map(|x| x % 4).collect::<Vec<_>>(),
        ];
        for (i, input) in inputs.iter().enumerate() {
            let mut a = input.clone();
            a.sort();
            let mut b = input.clone();
            b.sort_unstable();
            let mut c = input.clone();
            c.sort_by(|x, y| y.cmp(x));
            let mut d = input.clone();
            d.sort_by_key(|x| (x.rem_euclid(10), *x));
            out!(n, '/', i, ": ", checksum(&a), ' ', a == b, ' ', a.is_sorted(), ' ', checksum(&c), ' ', checksum(&d));
            if n > 3 {
                let mut e = input.clone();
                let (_, median, _) = e.select_nth_unstable(n / 2);
                out!(" median ", *median, " find ", a.binary_search(&a[n / 3]).is_ok());
            }
            outln!();
        }
    }

    // Stability: equal keys keep their order.
    let mut records: Vec<Record> = (0..60).map(|i| Record { key: (rng.next() % 5) as u8, order: i }).collect();
    records.sort_by_key(|r| r.key);
    let stable = records.windows(2).all(|w| w[0].key < w[1].key || (w[0].key == w[1].key && w[0].order < w[1].order));
    out!("stable ", stable, ':');
    for r in records.iter().take(12) {
        out!(' ', r.key, '.', r.order);
    }
    outln!();

    let set: BTreeSet<u64> = (0..200).map(|_| rng.next() % 97).collect();
    out!("set ", set.len(), ':');
    for x in set.iter().take(10) {
        out!(' ', x);
    }
    outln!();
    let heap: BinaryHeap<u64> = (0..50).map(|_| rng.next() % 1000).collect();
    let sorted = heap.into_sorted_vec();
    outln!("heap sorted ", sorted.is_sorted(), " first ", sorted[0], " last ", sorted[sorted.len() - 1]);

    let mut words = ["pear", "apple", "fig", "banana", "kiwi", "cherry", "date", "grape"];
    words.sort_by(|a, b| a.len().cmp(&b.len()).then(a.cmp(b)));
    for w in &words {
        out!(*w, ' ');
    }
    outln!();
}
