//! What a program needs to run: the global allocator, the panic handler and
//! `main`'s start (the `start` and `termination` language items, which the
//! standard library defines on other targets).
//!
//! The entry function: rustc makes a C function `main` (`int main(void)`,
//! the target specification says "main-needs-argc-argv": false) that calls
//! [`start`] with the program's `main`; `rust/evm-ld` adds `__entry`, which
//! calls that `main` and then the C library's `exit` with its result, as
//! `bin/evm-cc` does for C (docs/c.md, "The program model").

use crate::sys;
use core::alloc::{GlobalAlloc, Layout};
use core::ffi::c_void;

/// The heap: the C library's `malloc`, whose blocks are 32-byte aligned
/// (docs/c.md, "The allocator"). Rust and C code in one program share it.
/// A stricter alignment takes a larger block and keeps the block's start
/// in the word before the address handed out.
struct Heap;

/// The largest alignment `malloc` guarantees.
const MALLOC_ALIGN: usize = 32;

unsafe fn alloc_aligned(layout: Layout) -> *mut u8 {
    unsafe {
        let block = sys::malloc(layout.size() + layout.align()) as *mut u8;
        if block.is_null() {
            return block;
        }
        // block is 32-byte aligned and align is at least 64, so there are at
        // least 32 bytes below the aligned address for the block's start.
        let aligned = ((block as usize + layout.align()) & !(layout.align() - 1)) as *mut u8;
        (aligned as *mut *mut u8).sub(1).write(block);
        aligned
    }
}

unsafe impl GlobalAlloc for Heap {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        unsafe {
            if layout.align() <= MALLOC_ALIGN {
                sys::malloc(layout.size()) as *mut u8
            } else {
                alloc_aligned(layout)
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        unsafe {
            if layout.align() <= MALLOC_ALIGN {
                sys::calloc(1, layout.size()) as *mut u8
            } else {
                let p = alloc_aligned(layout);
                if !p.is_null() {
                    p.write_bytes(0, layout.size());
                }
                p
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe {
            if layout.align() <= MALLOC_ALIGN {
                sys::free(p as *mut c_void)
            } else {
                sys::free((p as *mut *mut u8).sub(1).read() as *mut c_void)
            }
        }
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        unsafe {
            if layout.align() <= MALLOC_ALIGN {
                return sys::realloc(p as *mut c_void, new_size) as *mut u8;
            }
            let new = alloc_aligned(Layout::from_size_align_unchecked(new_size, layout.align()));
            if !new.is_null() {
                p.copy_to_nonoverlapping(new, core::cmp::min(layout.size(), new_size));
                self.dealloc(p, layout);
            }
            new
        }
    }
}

#[global_allocator]
static HEAP: Heap = Heap;

/// A panic appends `panicked at FILE:LINE:COLUMN:` and the message to the
/// output (a native program's panic message, without the thread's name)
/// and reverts with the output, as C's `abort` does: no `atexit` handler
/// runs. The native stand-in (`rust/native`) prints the same.
#[cfg(not(panic = "immediate-abort"))]
#[panic_handler]
fn panic(info: &core::panic::PanicInfo<'_>) -> ! {
    use core::fmt::Write;
    let mut out = crate::io::Stdout;
    let _ = match info.location() {
        Some(at) => write!(out, "panicked at {}:{}:{}:\n{}\n", at.file(), at.line(), at.column(), info.message()),
        None => write!(out, "panicked:\n{}\n", info.message()),
    };
    unsafe { sys::_Exit(101) }
}

/// With `-C panic=immediate-abort` (the sysroot of a backend without frames
/// for recursive functions whose locals' addresses escape, docs/rust.md),
/// a panic never reaches a handler: it stops the call at once with
/// `INVALID`.
#[cfg(panic = "immediate-abort")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    unsafe { sys::__evm_rs_invalid() }
}

/// What `main` may return: `()`, or a `Result` whose error makes the program
/// print `Error: ` and the error's `Debug` form, and exit with status 1 (a
/// revert), as a native program does.
#[lang = "termination"]
pub trait Termination {
    /// The exit status `main`'s result stands for.
    fn report(self) -> i32;
}

impl Termination for () {
    #[inline]
    fn report(self) -> i32 {
        0
    }
}

impl<T: Termination, E: core::fmt::Debug> Termination for Result<T, E> {
    fn report(self) -> i32 {
        match self {
            Ok(value) => value.report(),
            Err(error) => {
                crate::eprintln!("Error: {error:?}");
                1
            }
        }
    }
}

/// Runs the program's `main` (called by the C `main` rustc makes). Always
/// inlined (rust/evm-ld runs the always-inliner), so that `main` is called
/// directly: the EVM target's call graph sends a call through a pointer to
/// every function whose address is taken.
#[lang = "start"]
#[inline(always)]
fn start<T: Termination + 'static>(
    main: fn() -> T,
    _argc: isize,
    _argv: *const *const u8,
    _sigpipe: u8,
) -> isize {
    main().report() as isize
}
