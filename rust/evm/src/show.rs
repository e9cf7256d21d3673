// `Show`: values written to the output without core::fmt. Shared by the
// EVM crate (src/io.rs) and the native stand-in (rust/native/src/lib.rs),
// which include it inside their `io` module, next to its `write_bytes`.

/// A value that writes itself to the output (what `print!` writes to),
/// without `core::fmt`: integers in decimal, strings and characters as they
/// are, `bool` as `true`/`false`, [`Hex`] in hexadecimal. `out!` and
/// `outln!` write several. It costs far less code than formatting, which
/// matters on the EVM.
pub trait Show {
    /// Writes `self` to the output.
    fn show(&self);
}

impl<T: Show + ?Sized> Show for &T {
    #[inline]
    fn show(&self) {
        (**self).show()
    }
}

impl<T: Show + ?Sized> Show for &mut T {
    #[inline]
    fn show(&self) {
        (**self).show()
    }
}

impl Show for str {
    #[inline]
    fn show(&self) {
        write_bytes(self.as_bytes())
    }
}

impl Show for alloc::string::String {
    #[inline]
    fn show(&self) {
        write_bytes(self.as_bytes())
    }
}

impl Show for char {
    #[inline]
    fn show(&self) {
        let mut buf = [0u8; 4];
        write_bytes(self.encode_utf8(&mut buf).as_bytes())
    }
}

impl Show for bool {
    #[inline]
    fn show(&self) {
        write_bytes(if *self { b"true" } else { b"false" })
    }
}

/// The decimal digits of `v` at the end of `buf`; returns where they start.
fn unsigned_digits(mut v: u128, buf: &mut [u8; 40]) -> usize {
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            return at;
        }
    }
}

fn show_unsigned(v: u128) {
    let mut buf = [0u8; 40];
    let at = unsigned_digits(v, &mut buf);
    write_bytes(&buf[at..])
}

fn show_signed(v: i128) {
    let mut buf = [0u8; 40];
    let mut at = unsigned_digits(v.unsigned_abs(), &mut buf);
    if v < 0 {
        at -= 1;
        buf[at] = b'-';
    }
    write_bytes(&buf[at..])
}

macro_rules! show_integers {
    ($f:ident $wide:ty: $($t:ty)*) => {$(
        impl Show for $t {
            #[inline]
            fn show(&self) {
                $f(*self as $wide)
            }
        }
    )*};
}
show_integers!(show_unsigned u128: u8 u16 u32 u64 u128 usize);
show_integers!(show_signed i128: i8 i16 i32 i64 i128 isize);

impl Show for crate::U256 {
    fn show(&self) {
        let mut buf = [0u8; 78];
        write_bytes(self.to_decimal(&mut buf).as_bytes())
    }
}

/// Shows an integer or a [`U256`](crate::U256) in lowercase hexadecimal,
/// without `0x` and without leading zeros: `out!(Hex(255u32))` writes `ff`.
#[derive(Clone, Copy)]
pub struct Hex<T>(pub T);

macro_rules! show_hex {
    ($($t:ty)*) => {$(
        impl Show for Hex<$t> {
            fn show(&self) {
                crate::U256::from_u128(self.0 as u128).show_hex()
            }
        }
    )*};
}
show_hex!(u8 u16 u32 u64 u128 usize);

impl Show for Hex<crate::U256> {
    fn show(&self) {
        self.0.show_hex()
    }
}

impl crate::U256 {
    fn show_hex(self) {
        let mut buf = [0u8; 64];
        write_bytes(self.to_hex(&mut buf).as_bytes())
    }
}

/// Writes each argument with [`Show`], one after the other:
/// `out!("x = ", x, '\n')`. No formatting: nothing from `core::fmt` is
/// used.
#[macro_export]
macro_rules! out {
    ($($value:expr),* $(,)?) => {{
        $( $crate::io::Show::show(&$value); )*
    }};
}

/// [`out!`] and a newline.
#[macro_export]
macro_rules! outln {
    ($($value:expr),* $(,)?) => {{
        $( $crate::io::Show::show(&$value); )*
        $crate::io::write_bytes(b"\n");
    }};
}
