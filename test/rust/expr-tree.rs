// RUN: %rust-difftest %s
// An expression tree of boxes on the EVM against the host: a
// recursive-descent parser builds it, recursive functions evaluate it,
// simplify it (taking and returning trees by value, through memory the
// caller owns) and print it back; output with out! (no core::fmt).
#![no_std]
extern crate alloc;

use alloc::boxed::Box;
use evm::{out, outln};

enum Expr {
    Num(i64),
    Var,
    Add(Box<Expr>, Box<Expr>),
    Sub(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    Neg(Box<Expr>),
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn peek(&mut self) -> u8 {
        while self.at < self.text.len() && self.text[self.at] == b' ' {
            self.at += 1;
        }
        if self.at < self.text.len() { self.text[self.at] } else { 0 }
    }
    fn expr(&mut self) -> Expr {
        let mut e = self.term();
        loop {
            match self.peek() {
                b'+' => {
                    self.at += 1;
                    e = Expr::Add(Box::new(e), Box::new(self.term()));
                }
                b'-' => {
                    self.at += 1;
                    e = Expr::Sub(Box::new(e), Box::new(self.term()));
                }
                _ => return e,
            }
        }
    }
    fn term(&mut self) -> Expr {
        let mut e = self.factor();
        while self.peek() == b'*' {
            self.at += 1;
            e = Expr::Mul(Box::new(e), Box::new(self.factor()));
        }
        e
    }
    fn factor(&mut self) -> Expr {
        match self.peek() {
            b'(' => {
                self.at += 1;
                let e = self.expr();
                self.peek();
                self.at += 1;
                e
            }
            b'-' => {
                self.at += 1;
                Expr::Neg(Box::new(self.factor()))
            }
            b'x' => {
                self.at += 1;
                Expr::Var
            }
            _ => {
                let mut v = 0i64;
                while self.peek().is_ascii_digit() {
                    v = v * 10 + (self.text[self.at] - b'0') as i64;
                    self.at += 1;
                }
                Expr::Num(v)
            }
        }
    }
}

fn eval(e: &Expr, x: i64) -> i64 {
    match e {
        Expr::Num(v) => *v,
        Expr::Var => x,
        Expr::Add(a, b) => eval(a, x).wrapping_add(eval(b, x)),
        Expr::Sub(a, b) => eval(a, x).wrapping_sub(eval(b, x)),
        Expr::Mul(a, b) => eval(a, x).wrapping_mul(eval(b, x)),
        Expr::Neg(a) => eval(a, x).wrapping_neg(),
    }
}

// Folds constants and the identities 0 + e, e * 1, e * 0.
fn simplify(e: Expr) -> Expr {
    match e {
        Expr::Add(a, b) => match (simplify(*a), simplify(*b)) {
            (Expr::Num(x), Expr::Num(y)) => Expr::Num(x.wrapping_add(y)),
            (Expr::Num(0), e) | (e, Expr::Num(0)) => e,
            (a, b) => Expr::Add(Box::new(a), Box::new(b)),
        },
        Expr::Sub(a, b) => match (simplify(*a), simplify(*b)) {
            (Expr::Num(x), Expr::Num(y)) => Expr::Num(x.wrapping_sub(y)),
            (e, Expr::Num(0)) => e,
            (a, b) => Expr::Sub(Box::new(a), Box::new(b)),
        },
        Expr::Mul(a, b) => match (simplify(*a), simplify(*b)) {
            (Expr::Num(x), Expr::Num(y)) => Expr::Num(x.wrapping_mul(y)),
            (Expr::Num(0), _) | (_, Expr::Num(0)) => Expr::Num(0),
            (Expr::Num(1), e) | (e, Expr::Num(1)) => e,
            (a, b) => Expr::Mul(Box::new(a), Box::new(b)),
        },
        Expr::Neg(a) => match simplify(*a) {
            Expr::Num(x) => Expr::Num(x.wrapping_neg()),
            Expr::Neg(inner) => *inner,
            a => Expr::Neg(Box::new(a)),
        },
        e => e,
    }
}

fn show(e: &Expr) {
    match e {
        Expr::Num(v) => out!(v),
        Expr::Var => out!('x'),
        Expr::Add(a, b) => binary(a, " + ", b),
        Expr::Sub(a, b) => binary(a, " - ", b),
        Expr::Mul(a, b) => binary(a, " * ", b),
        Expr::Neg(a) => {
            out!("-");
            show(a)
        }
    }
}

fn binary(a: &Expr, op: &str, b: &Expr) {
    out!("(");
    show(a);
    out!(op);
    show(b);
    out!(")");
}

fn size(e: &Expr) -> usize {
    match e {
        Expr::Num(_) | Expr::Var => 1,
        Expr::Add(a, b) | Expr::Sub(a, b) | Expr::Mul(a, b) => 1 + size(a) + size(b),
        Expr::Neg(a) => 1 + size(a),
    }
}

fn main() {
    for text in ["1 + 2 * 3", "(x + 0) * (1 * x) - -(-4)", "x * x * x - 3 * x + (2 - 2) * x", "-(x - 10) * (x + 10) + 0 * (x * x)"] {
        let mut parser = Parser { text: text.as_bytes(), at: 0 };
        let e = parser.expr();
        out!(text, " => ");
        show(&e);
        out!(" [", size(&e), "] = ");
        for x in [-3i64, 0, 7] {
            out!(eval(&e, x), " ");
        }
        let s = simplify(e);
        out!(" simplified ");
        show(&s);
        outln!(" [", size(&s), "] ", eval(&s, 7));
    }

}
