// RUN: %rust-difftest --gas-limit=100000000 %s
// alloc's collections on the EVM's heap against the host: Vec (push, insert,
// remove, retain, dedup, drain, extend, windows, chunks, iterators),
// VecDeque as a queue and a ring, BTreeMap (insert, overwrite, entry,
// range, remove, first/last), BTreeSet operations, BinaryHeap, String
// building, a Vec of Strings and a word count. Output with out! (no
// core::fmt).
#![no_std]
extern crate alloc;

use alloc::collections::{BTreeMap, BTreeSet, BinaryHeap, VecDeque};
use alloc::string::String;
use alloc::vec::Vec;
use alloc::vec;
use evm::{out, outln};

fn show_all<T: evm::Show>(label: &str, items: impl Iterator<Item = T>) {
    out!(label, ':');
    for item in items {
        out!(' ', item);
    }
    outln!();
}

fn main() {
    // Vec.
    let mut v: Vec<u32> = (1..=30).collect();
    v.retain(|x| x % 3 != 0);
    v.insert(4, 1000);
    let removed = v.remove(10);
    v.extend_from_slice(&[7, 7, 7, 8, 8, 9]);
    v.dedup();
    show_all("vec", v.iter());
    outln!("removed ", removed, " len ", v.len(), " cap>=len ", v.capacity() >= v.len());
    let drained: Vec<u32> = v.drain(2..6).collect();
    show_all("drained", drained.iter());
    show_all("windows", v.windows(3).map(|w| w[0] + w[1] + w[2]).take(8));
    show_all("chunks", v.chunks(4).map(|c| c.iter().product::<u32>() % 1000));
    show_all("zip", v.iter().zip(v.iter().rev()).map(|(a, b)| a * b).filter(|p| p % 2 == 0).take(6));
    outln!("position of 1000: ", v.iter().position(|&x| x == 1000).unwrap_or(99), ", contains 29: ", v.contains(&29),
           ", max ", *v.iter().max().unwrap(), ", sum ", v.iter().sum::<u32>());
    let mut nested: Vec<Vec<u16>> = vec![Vec::new(); 5];
    for i in 0..40u16 {
        nested[(i * i % 5) as usize].push(i);
    }
    show_all("nested", nested.iter().map(|n| n.len()));
    v.truncate(3);
    v.reverse();
    show_all("truncated", v.iter());

    // VecDeque.
    let mut queue: VecDeque<u64> = VecDeque::with_capacity(4);
    let mut total = 0u64;
    for i in 0..50u64 {
        queue.push_back(i * i);
        if i % 3 == 0 {
            queue.push_front(i);
        }
        if queue.len() > 6 {
            total += queue.pop_front().unwrap() + queue.pop_back().unwrap();
        }
    }
    queue.rotate_left(2);
    show_all("deque", queue.iter());
    outln!("deque total ", total, " front ", *queue.front().unwrap(), " back ", *queue.back().unwrap());

    // BTreeMap and BTreeSet.
    let mut map: BTreeMap<u32, u64> = BTreeMap::new();
    for i in 0..120u32 {
        let key = (i * 37) % 101;
        *map.entry(key).or_insert(0) += i as u64;
    }
    map.insert(5, 123456789);
    for k in (0..101).step_by(7) {
        map.remove(&k);
    }
    outln!("map len ", map.len(), " first ", *map.first_key_value().unwrap().0, " last ", *map.last_key_value().unwrap().0);
    show_all("range", map.range(40..60).map(|(k, v)| *k as u64 * 1000 + v % 1000));
    let (mut evens, mut threes) = (BTreeSet::new(), BTreeSet::new());
    for x in 0..60u32 {
        if x % 2 == 0 {
            evens.insert(x);
        }
        if x % 3 == 0 {
            threes.insert(x);
        }
    }
    show_all("both", evens.intersection(&threes));
    show_all("either", evens.symmetric_difference(&threes).take(12));
    show_all("union", evens.union(&threes).filter(|x| **x > 40));
    show_all("difference", evens.difference(&threes).filter(|x| **x > 40));
    // Counting them once made the backend stop at -O2
    // (test/CodeGen/EVM/stackify/copy-of-spilled.ll).
    outln!(
        "counts: union ",
        evens.union(&threes).count(),
        " difference ",
        evens.difference(&threes).count()
    );

    // BinaryHeap: the k largest of a sequence.
    let mut heap = BinaryHeap::new();
    let mut seed = 7u32;
    for _ in 0..100 {
        seed = seed.wrapping_mul(1103515245).wrapping_add(12345);
        heap.push((seed >> 16) % 1000);
        if heap.len() > 10 {
            // Keep the ten smallest: pop the largest.
            heap.pop();
        }
    }
    let mut smallest = Vec::new();
    while let Some(top) = heap.pop() {
        smallest.push(top);
    }
    show_all("heap", smallest.iter().rev());

    // Strings.
    let mut s = String::new();
    for (i, word) in ["alpha", "beta", "gamma", "delta"].iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(word);
        s.push(char::from(b'0' + i as u8));
    }
    s.insert_str(0, "<");
    s.push('>');
    outln!(&s, " ", s.len(), " ", s.to_ascii_uppercase(), " ", s.replace("a", "4"));
    let words: Vec<String> = s.split(", ").map(|w| w.chars().rev().collect()).collect();
    show_all("reversed", words.iter());
    let text = "the quick brown fox jumps over the lazy dog the fox";
    let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
    for w in text.split_whitespace() {
        *counts.entry(w).or_default() += 1;
    }
    for (w, n) in &counts {
        out!(*w, '=', n, ' ');
    }
    outln!();
    let ascii: String = text.bytes().filter(|b| b.is_ascii_lowercase()).map(|b| (b'a' + (b - b'a' + 13) % 26) as char).collect();
    outln!(ascii, " ", text.find("fox").unwrap(), " ", text.rfind("the").unwrap(), " ", text.starts_with("the"));
}
