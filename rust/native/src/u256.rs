//! `U256` in plain Rust, with the EVM's semantics (the `evm` crate's does
//! each operation with its opcode): `+`, `-`, `*`, `<<` wrap; `/` and `%` by
//! zero give 0; the signed operations read two's complement. Written for
//! clarity, not speed: division is bit by bit.

use core::cmp::Ordering;
use core::ops;

include!("../../evm/src/u256-common.rs");

impl U256 {
    /// True for 0.
    pub fn is_zero(self) -> bool {
        self.0 == [0; 4]
    }
    fn bit(self, i: u32) -> bool {
        (self.0[3 - (i / 64) as usize] >> (i % 64)) & 1 == 1
    }
    fn negative(self) -> bool {
        self.bit(255)
    }
    fn overflowing_add(self, rhs: U256) -> (U256, bool) {
        let mut r = [0u64; 4];
        let mut carry = 0u128;
        for i in (0..4).rev() {
            let s = self.0[i] as u128 + rhs.0[i] as u128 + carry;
            r[i] = s as u64;
            carry = s >> 64;
        }
        (U256(r), carry != 0)
    }
    fn div_rem(self, d: U256) -> (U256, U256) {
        if d.is_zero() {
            return (U256::ZERO, U256::ZERO);
        }
        let mut q = U256::ZERO;
        let mut r = U256::ZERO;
        for i in (0..256).rev() {
            r = (r << 1u32) | U256::from(self.bit(i));
            if r >= d {
                r = r - d;
                q = q | (U256::ONE << i);
            }
        }
        (q, r)
    }
    /// `self` to the power `exponent`, modulo 2^256.
    pub fn pow(self, exponent: U256) -> U256 {
        let mut result = U256::ONE;
        for i in (0..256).rev() {
            result = result * result;
            if exponent.bit(i) {
                result = result * self;
            }
        }
        result
    }
    /// `(self + b) mod n`, exactly, 0 when `n` is 0.
    pub fn addmod(self, b: U256, n: U256) -> U256 {
        if n.is_zero() {
            return U256::ZERO;
        }
        let (a, b) = (self % n, b % n);
        let (sum, carry) = a.overflowing_add(b);
        if carry || sum >= n { sum - n } else { sum }
    }
    /// `(self * b) mod n`, exactly, 0 when `n` is 0.
    pub fn mulmod(self, b: U256, n: U256) -> U256 {
        if n.is_zero() {
            return U256::ZERO;
        }
        let a = self % n;
        let mut result = U256::ZERO;
        for i in (0..256).rev() {
            result = result.addmod(result, n);
            if b.bit(i) {
                result = result.addmod(a, n);
            }
        }
        result
    }
    fn abs(self) -> U256 {
        if self.negative() { self.wrapping_neg() } else { self }
    }
    /// Signed division rounding toward zero, 0 for a zero divisor.
    pub fn sdiv(self, rhs: U256) -> U256 {
        let q = self.abs() / rhs.abs();
        if self.negative() != rhs.negative() { q.wrapping_neg() } else { q }
    }
    /// Signed remainder with the sign of `self`, 0 for a zero divisor.
    pub fn smod(self, rhs: U256) -> U256 {
        let r = self.abs() % rhs.abs();
        if self.negative() { r.wrapping_neg() } else { r }
    }
    /// `self < rhs` as two's complement words.
    pub fn slt(self, rhs: U256) -> bool {
        match (self.negative(), rhs.negative()) {
            (true, false) => true,
            (false, true) => false,
            _ => self < rhs,
        }
    }
    /// Arithmetic shift right: the sign bit fills in.
    pub fn sar(self, shift: u32) -> U256 {
        if !self.negative() {
            self >> shift
        } else if shift >= 256 {
            U256::MAX
        } else {
            !(!self >> shift)
        }
    }
    /// Byte `index` of the word, 0 the most significant; 0 past 31.
    pub fn byte(self, index: u32) -> u8 {
        if index < 32 { self.to_be_bytes()[index as usize] } else { 0 }
    }
    /// The low `bytes + 1` bytes sign-extended to the word.
    pub fn signextend(self, bytes: u32) -> U256 {
        if bytes >= 31 {
            return self;
        }
        let bits = 8 * (bytes + 1);
        let mask = (U256::ONE << bits) - U256::ONE;
        if self.bit(bits - 1) { self | !mask } else { self & mask }
    }
    /// The number of leading zero bits (256 for 0).
    pub fn leading_zeros(self) -> u32 {
        let mut n = 0;
        for limb in self.0 {
            if limb != 0 {
                return n + limb.leading_zeros();
            }
            n += 64;
        }
        n
    }
}

impl ops::Add for U256 {
    type Output = U256;
    fn add(self, rhs: U256) -> U256 {
        self.overflowing_add(rhs).0
    }
}
impl ops::Sub for U256 {
    type Output = U256;
    fn sub(self, rhs: U256) -> U256 {
        self + (!rhs).overflowing_add(U256::ONE).0
    }
}
impl ops::Mul for U256 {
    type Output = U256;
    fn mul(self, rhs: U256) -> U256 {
        // Schoolbook on limbs, the least significant first, keeping what is
        // below 2^256.
        let (a, b) = (little(self), little(rhs));
        let mut r = [0u64; 4];
        for i in 0..4 {
            let mut carry = 0u128;
            for j in 0..4 - i {
                let t = a[i] as u128 * b[j] as u128 + r[i + j] as u128 + carry;
                r[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        r.reverse();
        U256(r)
    }
}

/// The limbs of `v`, the least significant first.
fn little(v: U256) -> [u64; 4] {
    let mut l = v.0;
    l.reverse();
    l
}
impl ops::Div for U256 {
    type Output = U256;
    fn div(self, rhs: U256) -> U256 {
        self.div_rem(rhs).0
    }
}
impl ops::Rem for U256 {
    type Output = U256;
    fn rem(self, rhs: U256) -> U256 {
        self.div_rem(rhs).1
    }
}

macro_rules! bitwise {
    ($trait:ident $method:ident $op:tt) => {
        impl ops::$trait for U256 {
            type Output = U256;
            fn $method(self, rhs: U256) -> U256 {
                let mut r = self.0;
                for i in 0..4 {
                    r[i] = r[i] $op rhs.0[i];
                }
                U256(r)
            }
        }
    };
}
bitwise!(BitAnd bitand &);
bitwise!(BitOr bitor |);
bitwise!(BitXor bitxor ^);

impl ops::Not for U256 {
    type Output = U256;
    fn not(self) -> U256 {
        U256(self.0.map(|l| !l))
    }
}

macro_rules! assign {
    ($($trait:ident $method:ident $op:tt),*) => {$(
        impl ops::$trait for U256 {
            fn $method(&mut self, rhs: U256) {
                *self = *self $op rhs;
            }
        }
    )*};
}
assign!(AddAssign add_assign +, SubAssign sub_assign -, MulAssign mul_assign *,
        DivAssign div_assign /, RemAssign rem_assign %, BitAndAssign bitand_assign &,
        BitOrAssign bitor_assign |, BitXorAssign bitxor_assign ^);

impl ops::Shl<u32> for U256 {
    type Output = U256;
    fn shl(self, shift: u32) -> U256 {
        if shift >= 256 {
            return U256::ZERO;
        }
        let (limbs, bits) = ((shift / 64) as usize, shift % 64);
        let mut r = [0u64; 4];
        for i in 0..4 {
            // Limb i of the result takes limb i + limbs (and the bits of the
            // limb after it).
            let src = i + limbs;
            if src < 4 {
                r[i] = self.0[src] << bits;
                if bits > 0 && src + 1 < 4 {
                    r[i] |= self.0[src + 1] >> (64 - bits);
                }
            }
        }
        U256(r)
    }
}
impl ops::Shr<u32> for U256 {
    type Output = U256;
    fn shr(self, shift: u32) -> U256 {
        if shift >= 256 {
            return U256::ZERO;
        }
        let (limbs, bits) = ((shift / 64) as usize, shift % 64);
        let mut r = [0u64; 4];
        for i in limbs..4 {
            let src = i - limbs;
            r[i] = self.0[src] >> bits;
            if bits > 0 && src >= 1 {
                r[i] |= self.0[src - 1] << (64 - bits);
            }
        }
        U256(r)
    }
}
impl ops::Shl<U256> for U256 {
    type Output = U256;
    fn shl(self, shift: U256) -> U256 {
        match shift.to_u64() {
            Some(s) if s < 256 => self << s as u32,
            _ => U256::ZERO,
        }
    }
}
impl ops::Shr<U256> for U256 {
    type Output = U256;
    fn shr(self, shift: U256) -> U256 {
        match shift.to_u64() {
            Some(s) if s < 256 => self >> s as u32,
            _ => U256::ZERO,
        }
    }
}
impl ops::ShlAssign<u32> for U256 {
    fn shl_assign(&mut self, shift: u32) {
        *self = *self << shift;
    }
}
impl ops::ShrAssign<u32> for U256 {
    fn shr_assign(&mut self, shift: u32) {
        *self = *self >> shift;
    }
}

impl PartialOrd for U256 {
    fn partial_cmp(&self, other: &U256) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for U256 {
    fn cmp(&self, other: &U256) -> Ordering {
        self.0.cmp(&other.0)
    }
}
