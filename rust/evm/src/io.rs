//! The program's output: what `print!`, `println!`, `eprint!`,
//! `eprintln!`, `out!` and `outln!` write, and how the call ends.
//!
//! The output is the C library's: `stdout` and `stderr` append to one buffer
//! in EVM memory (docs/c.md, "The program model"), which becomes the call's
//! return data when `main` returns (or [`exit`]`(0)`), and its revert data
//! when the program exits with another status or panics. Rust and C code
//! linked into one program write to the same buffer, in order.

use crate::sys;
use core::fmt;

/// Appends `bytes` to the output.
#[inline]
pub fn write_bytes(bytes: &[u8]) {
    unsafe {
        sys::fwrite(bytes.as_ptr().cast(), 1, bytes.len(), sys::stdout);
    }
}

/// Appends `s` to the output.
#[inline]
pub fn write_str(s: &str) {
    write_bytes(s.as_bytes())
}

/// `core::fmt::Write` on the output: `write!(evm::io::Stdout, ...)`.
pub struct Stdout;

impl fmt::Write for Stdout {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        write_bytes(s.as_bytes());
        Ok(())
    }
}

#[doc(hidden)]
pub fn _print(args: fmt::Arguments<'_>) {
    let _ = fmt::Write::write_fmt(&mut Stdout, args);
}

/// Ends the program as C's `exit` does: status 0 returns the output as the
/// call's return data (`RETURN`), any other status reverts with it
/// (`REVERT`); the C library's `atexit` handlers run first.
pub fn exit(status: i32) -> ! {
    unsafe { sys::exit(status) }
}

include!("show.rs");

/// Formats its arguments as `core::format_args!` does and appends them to
/// the output (`stdout`: the call's return data).
#[macro_export]
macro_rules! print {
    ($($arg:tt)*) => {
        $crate::io::_print(::core::format_args!($($arg)*))
    };
}

/// [`print!`] and a newline.
#[macro_export]
#[allow_internal_unstable(format_args_nl)]
macro_rules! println {
    () => {
        $crate::io::write_bytes(b"\n")
    };
    ($($arg:tt)*) => {
        $crate::io::_print(::core::format_args_nl!($($arg)*))
    };
}

/// As [`print!`]: `stderr` and `stdout` are one output on the EVM, as a
/// terminal shows `2>&1` (docs/c.md).
#[macro_export]
macro_rules! eprint {
    ($($arg:tt)*) => {
        $crate::io::_print(::core::format_args!($($arg)*))
    };
}

/// As [`println!`].
#[macro_export]
#[allow_internal_unstable(format_args_nl)]
macro_rules! eprintln {
    () => {
        $crate::io::write_bytes(b"\n")
    };
    ($($arg:tt)*) => {
        $crate::io::_print(::core::format_args_nl!($($arg)*))
    };
}
