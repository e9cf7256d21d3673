// RUN: %rust-difftest --gas-limit=100000000 %s
// Recursion on the EVM against the host: Ackermann, naive Fibonacci and a
// memoised one, mutual recursion, the towers of Hanoi, permutations and
// subsets by backtracking into a Vec the caller owns, the n-queens count,
// the greatest common divisor, a flood fill and a recursive merge sort over
// slices. Each activation's arguments and results travel on the EVM stack.
#![no_std]
extern crate alloc;

use alloc::vec;
use alloc::vec::Vec;
use evm::{out, outln};

fn ackermann(m: u32, n: u32) -> u32 {
    if m == 0 {
        n + 1
    } else if n == 0 {
        ackermann(m - 1, 1)
    } else {
        ackermann(m - 1, ackermann(m, n - 1))
    }
}

fn fib(n: u32) -> u64 {
    if n < 2 { n as u64 } else { fib(n - 1) + fib(n - 2) }
}

fn fib_memo(n: usize, memo: &mut Vec<u128>) -> u128 {
    if memo[n] == 0 && n > 1 {
        let v = fib_memo(n - 1, memo) + fib_memo(n - 2, memo);
        memo[n] = v;
    }
    if n == 1 { 1 } else { memo[n] }
}

fn is_even(n: u32) -> bool {
    if n == 0 { true } else { is_odd(n - 1) }
}

fn is_odd(n: u32) -> bool {
    if n == 0 { false } else { is_even(n - 1) }
}

fn hanoi(n: u32, from: u8, to: u8, via: u8, moves: &mut Vec<(u8, u8)>) {
    if n > 0 {
        hanoi(n - 1, from, via, to, moves);
        moves.push((from, to));
        hanoi(n - 1, via, to, from, moves);
    }
}

fn permutations(items: &mut Vec<u8>, k: usize, count: &mut u32, out_first: &mut Vec<Vec<u8>>) {
    if k == items.len() {
        *count += 1;
        if out_first.len() < 8 {
            out_first.push(items.clone());
        }
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permutations(items, k + 1, count, out_first);
        items.swap(k, i);
    }
}

fn subsets_with_sum(values: &[u32], target: u32, chosen: &mut Vec<u32>, found: &mut u32) {
    if target == 0 {
        *found += 1;
        if *found <= 3 {
            out!("subset");
            for v in chosen.iter() {
                out!(' ', v);
            }
            outln!();
        }
        return;
    }
    if let Some((&first, rest)) = values.split_first() {
        if first <= target {
            chosen.push(first);
            subsets_with_sum(rest, target - first, chosen, found);
            chosen.pop();
        }
        subsets_with_sum(rest, target, chosen, found);
    }
}

fn queens(n: usize, row: usize, cols: u32, diag1: u32, diag2: u32) -> u32 {
    if row == n {
        return 1;
    }
    let mut count = 0;
    for c in 0..n {
        let (d1, d2) = (row + c, row + n - c);
        if cols & (1 << c) == 0 && diag1 & (1 << d1) == 0 && diag2 & (1 << d2) == 0 {
            count += queens(n, row + 1, cols | 1 << c, diag1 | 1 << d1, diag2 | 1 << d2);
        }
    }
    count
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn flood(grid: &mut [Vec<u8>], r: usize, c: usize) -> u32 {
    if grid[r][c] != b'.' {
        return 0;
    }
    grid[r][c] = b'#';
    let mut n = 1;
    if r > 0 {
        n += flood(grid, r - 1, c);
    }
    if r + 1 < grid.len() {
        n += flood(grid, r + 1, c);
    }
    if c > 0 {
        n += flood(grid, r, c - 1);
    }
    if c + 1 < grid[r].len() {
        n += flood(grid, r, c + 1);
    }
    n
}

fn merge_sort(v: &mut [i32], scratch: &mut [i32]) {
    let n = v.len();
    if n <= 1 {
        return;
    }
    let mid = n / 2;
    merge_sort(&mut v[..mid], &mut scratch[..mid]);
    merge_sort(&mut v[mid..], &mut scratch[mid..]);
    let (mut i, mut j) = (0, mid);
    for slot in scratch[..n].iter_mut() {
        if j >= n || (i < mid && v[i] <= v[j]) {
            *slot = v[i];
            i += 1;
        } else {
            *slot = v[j];
            j += 1;
        }
    }
    v.copy_from_slice(&scratch[..n]);
}

fn main() {
    outln!("ackermann(2, 3) = ", ackermann(2, 3), ", ackermann(3, 2) = ", ackermann(3, 2));
    outln!("fib(15) = ", fib(15));
    let mut memo = vec![0u128; 101];
    outln!("fib(100) = ", fib_memo(100, &mut memo));
    outln!("even(51) = ", is_even(51), ", odd(77) = ", is_odd(77));

    let mut moves = Vec::new();
    hanoi(7, b'A', b'C', b'B', &mut moves);
    out!("hanoi(7): ", moves.len(), " moves:");
    for &(from, to) in moves.iter().take(6) {
        out!(' ', from as char, "->", to as char);
    }
    outln!(" ... last ", moves[moves.len() - 1].0 as char, "->", moves[moves.len() - 1].1 as char);

    let mut items = vec![1u8, 2, 3, 4, 5];
    let (mut count, mut first) = (0, Vec::new());
    permutations(&mut items, 0, &mut count, &mut first);
    out!("permutations: ", count);
    for p in &first {
        out!(' ');
        for d in p {
            out!(d);
        }
    }
    outln!();

    let values = [3u32, 34, 4, 12, 5, 2, 7, 9, 11, 1];
    let mut found = 0;
    subsets_with_sum(&values, 20, &mut Vec::new(), &mut found);
    outln!("subsets summing to 20: ", found);

    for n in 4..=7 {
        out!("queens(", n, ") = ", queens(n, 0, 0, 0, 0), "  ");
    }
    outln!();
    outln!("gcd = ", gcd(2u128.pow(100) * 3 * 7, 2u128.pow(90) * 7 * 11 * 13));

    let rows = ["....#.....", ".##.#.###.", ".#..#...#.", ".#.###.#..", "...#...#.#", "####.###..", "....#....."];
    let mut grid: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
    let a = flood(&mut grid, 0, 0);
    let b = flood(&mut grid, 6, 9);
    outln!("flood: ", a, " and ", b);

    let mut v: Vec<i32> = (0..60).map(|i: i32| (i * 7919) % 101 - 50).collect();
    let mut scratch = vec![0; v.len()];
    merge_sort(&mut v, &mut scratch);
    for x in &v {
        out!(x, ' ');
    }
    outln!();
}
