// What the EVM's U256 (src/u256.rs) and the native stand-in's
// (rust/native/src/u256.rs) share: the type, its constants and conversions,
// checked arithmetic, digits and formatting, written on the operations each
// of them implements (+, -, *, /, %, comparisons, is_zero, slt, ...).
// Included by both with include!.

/// One EVM word: an unsigned 256-bit integer, four `u64` limbs, the most
/// significant first (the module's text says more).
#[repr(C, align(32))]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct U256(pub [u64; 4]);

impl U256 {
    /// 0.
    pub const ZERO: U256 = U256([0; 4]);
    /// 1.
    pub const ONE: U256 = U256([0, 0, 0, 1]);
    /// 2^256 - 1.
    pub const MAX: U256 = U256([u64::MAX; 4]);

    /// The word of value `v`.
    #[inline(always)]
    pub const fn from_u64(v: u64) -> U256 {
        U256([0, 0, 0, v])
    }
    /// The word of value `v`.
    #[inline(always)]
    pub const fn from_u128(v: u128) -> U256 {
        U256([0, 0, (v >> 64) as u64, v as u64])
    }
    /// The word whose limbs are `hi` to `lo` (most significant first).
    #[inline(always)]
    pub const fn from_limbs(limbs: [u64; 4]) -> U256 {
        U256(limbs)
    }
    /// The word of 32 big-endian bytes.
    pub const fn from_be_bytes(b: [u8; 32]) -> U256 {
        let mut limbs = [0u64; 4];
        let mut i = 0;
        while i < 32 {
            limbs[i / 8] = (limbs[i / 8] << 8) | b[i] as u64;
            i += 1;
        }
        U256(limbs)
    }
    /// The word's 32 big-endian bytes.
    pub const fn to_be_bytes(self) -> [u8; 32] {
        let mut b = [0u8; 32];
        let mut i = 0;
        while i < 32 {
            b[i] = (self.0[i / 8] >> (56 - 8 * (i % 8))) as u8;
            i += 1;
        }
        b
    }
    /// The low 64 bits.
    #[inline(always)]
    pub const fn low_u64(self) -> u64 {
        self.0[3]
    }
    /// The low 128 bits.
    #[inline(always)]
    pub const fn low_u128(self) -> u128 {
        ((self.0[2] as u128) << 64) | self.0[3] as u128
    }
    /// The value as a `u128`, if it fits.
    #[inline]
    pub const fn to_u128(self) -> Option<u128> {
        if self.0[0] == 0 && self.0[1] == 0 { Some(self.low_u128()) } else { None }
    }
    /// The value as a `u64`, if it fits.
    #[inline]
    pub const fn to_u64(self) -> Option<u64> {
        if self.0[0] == 0 && self.0[1] == 0 && self.0[2] == 0 { Some(self.0[3]) } else { None }
    }
    /// `self + rhs`, or `None` when it exceeds 2^256 - 1.
    #[inline]
    pub fn checked_add(self, rhs: U256) -> Option<U256> {
        let sum = self + rhs;
        if sum < self { None } else { Some(sum) }
    }
    /// `self - rhs`, or `None` when `rhs` is larger.
    #[inline]
    pub fn checked_sub(self, rhs: U256) -> Option<U256> {
        if rhs > self { None } else { Some(self - rhs) }
    }
    /// `self * rhs`, or `None` when it exceeds 2^256 - 1.
    #[inline]
    pub fn checked_mul(self, rhs: U256) -> Option<U256> {
        let product = self * rhs;
        if !self.is_zero() && product / self != rhs { None } else { Some(product) }
    }
    /// `self / rhs`, or `None` for a zero `rhs`.
    #[inline]
    pub fn checked_div(self, rhs: U256) -> Option<U256> {
        if rhs.is_zero() { None } else { Some(self / rhs) }
    }
    /// `self + rhs`, or 2^256 - 1 when that is smaller.
    #[inline]
    pub fn saturating_add(self, rhs: U256) -> U256 {
        self.checked_add(rhs).unwrap_or(U256::MAX)
    }
    /// `self - rhs`, or 0 when `rhs` is larger.
    #[inline]
    pub fn saturating_sub(self, rhs: U256) -> U256 {
        self.checked_sub(rhs).unwrap_or(U256::ZERO)
    }
    /// `self > rhs` as two's complement words (`SGT`).
    #[inline(always)]
    pub fn sgt(self, rhs: U256) -> bool {
        rhs.slt(self)
    }
    /// The two's complement negation, `0 - self`.
    #[inline(always)]
    pub fn wrapping_neg(self) -> U256 {
        U256::ZERO - self
    }
}

macro_rules! from_unsigned {
    ($($t:ty)*) => {$(
        impl From<$t> for U256 {
            #[inline(always)]
            fn from(v: $t) -> U256 {
                U256::from_u128(v as u128)
            }
        }
    )*};
}
from_unsigned!(u8 u16 u32 u64 u128 usize);

impl From<bool> for U256 {
    #[inline(always)]
    fn from(v: bool) -> U256 {
        U256::from_u64(v as u64)
    }
}

impl U256 {
    /// The decimal digits of the word, in `buf` (78 digits at most).
    pub fn to_decimal(self, buf: &mut [u8; 78]) -> &str {
        // Nineteen digits at a time: 10^19 is the largest power of ten below
        // 2^64, so each chunk is one u64 division on the host.
        const CHUNK: U256 = U256::from_u64(10_000_000_000_000_000_000);
        let mut value = self;
        let mut at = buf.len();
        loop {
            let mut chunk = (value % CHUNK).low_u64();
            value = value / CHUNK;
            let last = value.is_zero();
            let mut digits = 0;
            while digits < 19 && (chunk != 0 || !last || digits == 0) {
                at -= 1;
                buf[at] = b'0' + (chunk % 10) as u8;
                chunk /= 10;
                digits += 1;
            }
            if last {
                break;
            }
        }
        // Only ASCII digits were written.
        unsafe { core::str::from_utf8_unchecked(&buf[at..]) }
    }

    /// The lowercase hexadecimal digits of the word without leading zeros
    /// ("0" for 0), in `buf`.
    pub fn to_hex(self, buf: &mut [u8; 64]) -> &str {
        // Sixteen digits of a limb gathered in a register, then stored at
        // once: on the EVM a byte store is a read-modify-write of a word.
        for (i, limb) in self.0.iter().enumerate() {
            let mut digits = 0u128;
            for k in 0..16 {
                let nibble = ((limb >> (60 - 4 * k)) & 15) as u8;
                digits = (digits << 8) | (nibble + if nibble < 10 { b'0' } else { b'a' - 10 }) as u128;
            }
            buf[16 * i..16 * i + 16].copy_from_slice(&digits.to_be_bytes());
        }
        let at = core::cmp::min(self.leading_zeros() as usize / 4, 63);
        unsafe { core::str::from_utf8_unchecked(&buf[at..]) }
    }
}

impl core::fmt::Display for U256 {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut buf = [0u8; 78];
        f.pad_integral(true, "", self.to_decimal(&mut buf))
    }
}

impl core::fmt::LowerHex for U256 {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut buf = [0u8; 64];
        f.pad_integral(true, "0x", self.to_hex(&mut buf))
    }
}

impl core::fmt::Debug for U256 {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(self, f)
    }
}
