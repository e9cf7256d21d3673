//! `U256`, one EVM word.
//!
//! Four `u64` limbs, the most significant first: in the target's big-endian
//! memory these are the word's 32 bytes as `MLOAD` reads them, so a `U256`
//! is an EVM word in memory, and constants are built in Rust (`const`).
//! The arithmetic is the EVM's, through `rust/evm/runtime.c`: `+`, `-`, `*`
//! and `<<` wrap modulo 2^256; `/` and `%` by zero give 0 (`DIV`, `MOD`);
//! shifts of 256 bits or more give 0. Signed operations (`sdiv`, `smod`,
//! `slt`, `sar`, ...) read the word as two's complement.
//!
//! The native stand-in (`rust/native`) implements the same interface in
//! plain Rust, so that programs using `U256` run natively too.

use crate::sys;
use core::cmp::Ordering;
use core::ops;

include!("u256-common.rs");

impl U256 {
    /// The word's 32 bytes as they lie in memory: big-endian, what `MLOAD`
    /// reads (a log's data, a call's input). The native stand-in has no
    /// such view: its limbs are the host's.
    #[inline(always)]
    pub fn as_bytes(&self) -> &[u8; 32] {
        // A U256 is 32 bytes of the target's big-endian memory.
        unsafe { &*(self as *const U256 as *const [u8; 32]) }
    }
    /// True for 0.
    #[inline(always)]
    pub fn is_zero(self) -> bool {
        unsafe { sys::__evm_rs_iszero(self) != 0 }
    }
    /// `self` to the power `exponent`, modulo 2^256 (`EXP`).
    #[inline(always)]
    pub fn pow(self, exponent: U256) -> U256 {
        unsafe { sys::__evm_rs_exp(self, exponent) }
    }
    /// `(self + b) mod n`, exactly, 0 when `n` is 0 (`ADDMOD`).
    #[inline(always)]
    pub fn addmod(self, b: U256, n: U256) -> U256 {
        unsafe { sys::__evm_rs_addmod(self, b, n) }
    }
    /// `(self * b) mod n`, exactly, 0 when `n` is 0 (`MULMOD`).
    #[inline(always)]
    pub fn mulmod(self, b: U256, n: U256) -> U256 {
        unsafe { sys::__evm_rs_mulmod(self, b, n) }
    }
    /// Signed division rounding toward zero, 0 for a zero divisor (`SDIV`).
    #[inline(always)]
    pub fn sdiv(self, rhs: U256) -> U256 {
        unsafe { sys::__evm_rs_sdiv(self, rhs) }
    }
    /// Signed remainder with the sign of `self`, 0 for a zero divisor (`SMOD`).
    #[inline(always)]
    pub fn smod(self, rhs: U256) -> U256 {
        unsafe { sys::__evm_rs_smod(self, rhs) }
    }
    /// `self < rhs` as two's complement words (`SLT`).
    #[inline(always)]
    pub fn slt(self, rhs: U256) -> bool {
        unsafe { sys::__evm_rs_slt(self, rhs) != 0 }
    }
    /// Arithmetic shift right (`SAR`): the sign bit fills in.
    #[inline(always)]
    pub fn sar(self, shift: u32) -> U256 {
        unsafe { sys::__evm_rs_sar(U256::from_u64(shift as u64), self) }
    }
    /// Byte `index` of the word, 0 the most significant (`BYTE`); 0 past 31.
    #[inline(always)]
    pub fn byte(self, index: u32) -> u8 {
        unsafe { sys::__evm_rs_byte(U256::from_u64(index as u64), self).low_u64() as u8 }
    }
    /// The low `bytes + 1` bytes sign-extended to the word (`SIGNEXTEND`).
    #[inline(always)]
    pub fn signextend(self, bytes: u32) -> U256 {
        unsafe { sys::__evm_rs_signextend(U256::from_u64(bytes as u64), self) }
    }
    /// The number of leading zero bits (256 for 0).
    #[inline(always)]
    pub fn leading_zeros(self) -> u32 {
        unsafe { sys::__evm_rs_clz(self) }
    }
}

macro_rules! binary {
    ($trait:ident $method:ident $assign:ident $assign_method:ident $f:ident) => {
        impl ops::$trait for U256 {
            type Output = U256;
            #[inline(always)]
            fn $method(self, rhs: U256) -> U256 {
                unsafe { sys::$f(self, rhs) }
            }
        }
        impl ops::$assign for U256 {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: U256) {
                *self = unsafe { sys::$f(*self, rhs) };
            }
        }
    };
}
binary!(Add add AddAssign add_assign __evm_rs_add);
binary!(Sub sub SubAssign sub_assign __evm_rs_sub);
binary!(Mul mul MulAssign mul_assign __evm_rs_mul);
binary!(Div div DivAssign div_assign __evm_rs_div);
binary!(Rem rem RemAssign rem_assign __evm_rs_mod);
binary!(BitAnd bitand BitAndAssign bitand_assign __evm_rs_and);
binary!(BitOr bitor BitOrAssign bitor_assign __evm_rs_or);
binary!(BitXor bitxor BitXorAssign bitxor_assign __evm_rs_xor);

impl ops::Not for U256 {
    type Output = U256;
    #[inline(always)]
    fn not(self) -> U256 {
        unsafe { sys::__evm_rs_not(self) }
    }
}

macro_rules! shift {
    ($trait:ident $method:ident $assign:ident $assign_method:ident $f:ident) => {
        impl ops::$trait<u32> for U256 {
            type Output = U256;
            #[inline(always)]
            fn $method(self, shift: u32) -> U256 {
                unsafe { sys::$f(U256::from_u64(shift as u64), self) }
            }
        }
        impl ops::$trait<U256> for U256 {
            type Output = U256;
            #[inline(always)]
            fn $method(self, shift: U256) -> U256 {
                unsafe { sys::$f(shift, self) }
            }
        }
        impl ops::$assign<u32> for U256 {
            #[inline(always)]
            fn $assign_method(&mut self, shift: u32) {
                *self = unsafe { sys::$f(U256::from_u64(shift as u64), *self) };
            }
        }
    };
}
shift!(Shl shl ShlAssign shl_assign __evm_rs_shl);
shift!(Shr shr ShrAssign shr_assign __evm_rs_shr);

impl PartialOrd for U256 {
    #[inline(always)]
    fn partial_cmp(&self, other: &U256) -> Option<Ordering> {
        Some(self.cmp(other))
    }
    #[inline(always)]
    fn lt(&self, other: &U256) -> bool {
        unsafe { sys::__evm_rs_lt(*self, *other) != 0 }
    }
    #[inline(always)]
    fn gt(&self, other: &U256) -> bool {
        unsafe { sys::__evm_rs_lt(*other, *self) != 0 }
    }
    #[inline(always)]
    fn le(&self, other: &U256) -> bool {
        !self.gt(other)
    }
    #[inline(always)]
    fn ge(&self, other: &U256) -> bool {
        !self.lt(other)
    }
}

impl Ord for U256 {
    #[inline]
    fn cmp(&self, other: &U256) -> Ordering {
        if self.lt(other) {
            Ordering::Less
        } else if self == other {
            Ordering::Equal
        } else {
            Ordering::Greater
        }
    }
}
