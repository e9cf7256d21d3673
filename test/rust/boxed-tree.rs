// RUN: %rust-difftest %s
// Trees of boxes on the EVM's heap against the host: a binary search tree
// (insertion, lookup, removal, in-order walk, height) and a linked list
// reversed in place. Recursion over `Box`es and `Option<Box<_>>`; output
// with outln! (no core::fmt). expr-tree.rs builds trees by value.
#![no_std]
extern crate alloc;

use alloc::boxed::Box;
use alloc::vec::Vec;
use evm::{out, outln};

struct Node {
    key: u64,
    value: u32,
    left: Tree,
    right: Tree,
}

type Tree = Option<Box<Node>>;

fn insert(tree: &mut Tree, key: u64, value: u32) -> bool {
    match tree {
        None => {
            *tree = Some(Box::new(Node { key, value, left: None, right: None }));
            true
        }
        Some(node) if key < node.key => insert(&mut node.left, key, value),
        Some(node) if key > node.key => insert(&mut node.right, key, value),
        Some(node) => {
            node.value = value;
            false
        }
    }
}

fn find(tree: &Tree, key: u64) -> Option<u32> {
    let node = tree.as_ref()?;
    if key < node.key {
        find(&node.left, key)
    } else if key > node.key {
        find(&node.right, key)
    } else {
        Some(node.value)
    }
}

fn take_min(tree: &mut Tree) -> Option<Box<Node>> {
    if tree.as_ref()?.left.is_some() {
        take_min(&mut tree.as_mut().unwrap().left)
    } else {
        let mut node = tree.take()?;
        *tree = node.right.take();
        Some(node)
    }
}

fn remove(tree: &mut Tree, key: u64) -> bool {
    let Some(node) = tree else { return false };
    if key < node.key {
        return remove(&mut node.left, key);
    }
    if key > node.key {
        return remove(&mut node.right, key);
    }
    let mut node = tree.take().unwrap();
    *tree = match (node.left.take(), node.right.take()) {
        (None, right) => right,
        (left, None) => left,
        (left, mut right) => {
            let mut successor = take_min(&mut right).unwrap();
            successor.left = left;
            successor.right = right;
            Some(successor)
        }
    };
    true
}

fn height(tree: &Tree) -> u32 {
    match tree {
        None => 0,
        Some(node) => 1 + height(&node.left).max(height(&node.right)),
    }
}

fn walk(tree: &Tree, keys: &mut Vec<u64>) {
    if let Some(node) = tree {
        walk(&node.left, keys);
        keys.push(node.key);
        walk(&node.right, keys);
    }
}

struct Link {
    value: u32,
    next: Option<Box<Link>>,
}

fn main() {
    let mut tree: Tree = None;
    let mut seed = 12345u64;
    let mut inserted = 0;
    for i in 0..120u32 {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let key = (seed >> 33) % 500;
        if insert(&mut tree, key, i) {
            inserted += 1;
        }
    }
    outln!("inserted ", inserted, " height ", height(&tree));
    let mut keys = Vec::new();
    walk(&tree, &mut keys);
    outln!("keys ", keys.len(), " first ", keys[0], " last ", keys[keys.len() - 1]);
    for k in [0u64, 17, 250, 499, 321] {
        match find(&tree, k) {
            Some(v) => outln!("find ", k, " -> ", v),
            None => outln!("find ", k, " -> none"),
        }
    }
    let mut removed = 0;
    for k in (0..500u64).step_by(3) {
        if remove(&mut tree, k) {
            removed += 1;
        }
    }
    keys.clear();
    walk(&tree, &mut keys);
    let sorted = keys.windows(2).all(|w| w[0] < w[1]);
    outln!("removed ", removed, " left ", keys.len(), " sorted ", sorted, " height ", height(&tree));
    let checksum = keys.iter().fold(0u64, |h, k| h.wrapping_mul(31).wrapping_add(*k));
    outln!("checksum ", checksum);

    let mut list: Option<Box<Link>> = None;
    for value in 1..=20 {
        list = Some(Box::new(Link { value: value * value, next: list }));
    }
    let mut reversed: Option<Box<Link>> = None;
    while let Some(mut link) = list {
        list = link.next.take();
        link.next = reversed;
        reversed = Some(link);
    }
    let mut at = &reversed;
    while let Some(link) = at {
        out!(link.value, " ");
        at = &link.next;
    }
    outln!();
}
