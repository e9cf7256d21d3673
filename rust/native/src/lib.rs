//! The native stand-in for the `evm` crate: what a program that runs on the
//! EVM through `bin/evm-rustc` needs to run on the host as well, so that
//! `scripts/fuzz/rust-difftest.py` can compare the two (docs/rust.md, "Testing").
//!
//! It has the crate's program-facing part with the same names: `print!`,
//! `println!`, `eprint!`, `eprintln!`, `out!`, `outln!`, `io::Show`,
//! `io::Hex`, `io::write_bytes`, `io::write_str`, `io::exit` and `U256`.
//! Everything is written to stdout, in order, as the EVM has one output for
//! stdout and stderr; a panic prints `panicked at FILE:LINE:COLUMN:` and
//! its message there too (as the EVM's panic handler does) and the program
//! exits with status 101. The contract-facing part (storage, calls,
//! calldata, ...) has no native meaning and is not here.
//!
//! A `#![no_std]` program links it with `--extern force:evm=libevm.rlib`;
//! since this crate uses std, std provides the allocator, the panic
//! machinery and the start of `main`.

extern crate alloc;

mod u256;
pub use u256::U256;

/// The output: stdout.
pub mod io {
    use std::io::Write;

    /// Appends `bytes` to the output.
    pub fn write_bytes(bytes: &[u8]) {
        let _ = std::io::stdout().write_all(bytes);
    }

    /// Appends `s` to the output.
    pub fn write_str(s: &str) {
        write_bytes(s.as_bytes())
    }

    /// `core::fmt::Write` on the output.
    pub struct Stdout;

    impl core::fmt::Write for Stdout {
        fn write_str(&mut self, s: &str) -> core::fmt::Result {
            write_bytes(s.as_bytes());
            Ok(())
        }
    }

    #[doc(hidden)]
    pub fn _print(args: core::fmt::Arguments<'_>) {
        let _ = std::io::stdout().write_fmt(args);
    }

    /// Ends the program with `status` (0 for success).
    pub fn exit(status: i32) -> ! {
        let _ = std::io::stdout().flush();
        std::process::exit(status)
    }

    include!("../../evm/src/show.rs");
}

pub use io::Show;

/// Formats its arguments and writes them to stdout.
#[macro_export]
macro_rules! print {
    ($($arg:tt)*) => { $crate::io::_print(::core::format_args!($($arg)*)) };
}

/// [`print!`] and a newline.
#[macro_export]
macro_rules! println {
    () => { $crate::io::write_bytes(b"\n") };
    ($($arg:tt)*) => {{
        $crate::io::_print(::core::format_args!($($arg)*));
        $crate::io::write_bytes(b"\n");
    }};
}

/// As [`print!`]: to stdout, as the EVM has one output.
#[macro_export]
macro_rules! eprint {
    ($($arg:tt)*) => { $crate::io::_print(::core::format_args!($($arg)*)) };
}

/// As [`println!`].
#[macro_export]
macro_rules! eprintln {
    () => { $crate::io::write_bytes(b"\n") };
    ($($arg:tt)*) => {{
        $crate::io::_print(::core::format_args!($($arg)*));
        $crate::io::write_bytes(b"\n");
    }};
}

/// The EVM's panic message, on stdout, before std's runtime exits with
/// status 101.
fn panic_hook(info: &std::panic::PanicHookInfo<'_>) {
    use std::io::Write;
    let message = if let Some(s) = info.payload().downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = info.payload().downcast_ref::<String>() {
        s.clone()
    } else {
        String::from("Box<dyn Any>")
    };
    let mut out = std::io::stdout();
    let _ = match info.location() {
        Some(at) => write!(out, "panicked at {}:{}:{}:\n{}\n", at.file(), at.line(), at.column(), message),
        None => write!(out, "panicked:\n{}\n", message),
    };
    let _ = out.flush();
}

/// Installs the hook before `main` runs (an ELF constructor).
extern "C" fn install_panic_hook() {
    std::panic::set_hook(Box::new(panic_hook));
}

#[used]
#[unsafe(link_section = ".init_array")]
static INSTALL_PANIC_HOOK: extern "C" fn() = install_panic_hook;
