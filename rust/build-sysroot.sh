#!/usr/bin/env bash
# rust/build-sysroot.sh BUILD_DIR
# What evm-rustc needs, built into BUILD_DIR/lib/evm-llvm/rust, where the
# commands of a build find it as those of an installation do (the build's
# evm-rust target runs this after the plugin, evm-cc and the C library;
# docs/rust.md, "How it is built"; docs/install.md):
#   evm.json, rustc, evm-ld
#                       the target specification, rustc with the target
#                       inside it and the linker rustc runs, copied from
#                       rust/ (the scripts find their siblings from there)
#   target-features.so  preloaded into rustc with the plugin: rustc's target
#                       feature queries for the spec's arch (rust/target-features.cpp)
#   runtime.bc          rust/evm/runtime.c (the EVM's operations) by bin/evm-cc
#   sysroot/lib/rustlib/evm/lib/
#                       core, compiler_builtins and alloc from Debian's
#                       rust-web-src, and the evm crate (rust/evm), as rlibs
#                       of LLVM bitcode for rust/evm.json
#   native/libevm.rlib  the native stand-in for the evm crate (rust/native),
#                       for the host: scripts/fuzz/rust-difftest.py
#   config.sh           what the commands read: the panic strategy and the
#                       rustc (no path of the build: an installation has
#                       the same file)
# Each part is rebuilt only when it is missing or what it is made from
# changed (the stamps hold a hash of the inputs: the target specification,
# rustc's version, the sources, the panic strategy).
#
# The panic strategy is -C panic=abort: a panic reverts with its message
# (core::fmt formats it; its functions call each other through pointers,
# so they are recursive for the EVM target, which gives each activation
# that needs one a frame of its own). EVM_RUST_PANIC=immediate-abort
# chooses core's panics that stop at once (INVALID) without formatting.
#
# Without rustc, its library sources or the C front end, it says what is
# missing and does nothing (exit status 0): the build goes on without Rust.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
[[ $# -eq 1 ]] || { echo "usage: rust/build-sysroot.sh BUILD_DIR" >&2; exit 2; }
BUILD="$(cd "$1" && pwd)"
OUT="$BUILD/lib/evm-llvm/rust"
RUSTC=/usr/bin/rustc
# shellcheck source=/dev/null
source "$BUILD/evm-paths.sh"

skip() {
  echo "rust: $1; bin/evm-rustc will not work (scripts/setup.sh installs rustc-web rust-web-src cargo-web)" >&2
  rm -f "$OUT/config.sh"
  exit 0
}
[[ -x $RUSTC ]] || skip "no $RUSTC"
version="$("$RUSTC" -vV)"
release="$(sed -n 's/^release: //p' <<< "$version")"
LIB="/usr/src/rustc-$release/library"
[[ -f $LIB/core/src/lib.rs ]] || skip "no Rust library sources in $LIB"
[[ -n "${EVM_CC:-}" && -n "${EVM_LIBC:-}" ]] || skip "this build has no C front end, which the Rust runtime needs"
mkdir -p "$OUT"

hash_of() { cat "$@" | sha256sum | cut -c1-32; }
hash_text() { sha256sum <<< "$1" | cut -c1-32; }
# up_to_date STAMP KEY: the stamp file holds KEY.
up_to_date() { [[ -f $1 && "$(cat "$1")" == "$2" ]]; }

# 0. The target specification and the scripts, beside what they use.
for file in evm.json rustc evm-ld; do
  cmp -s "$ROOT/rust/$file" "$OUT/$file" || cp -p "$ROOT/rust/$file" "$OUT/$file"
done

# 1. The feature-query library, compiled against LLVM's headers.
shim_key="$(hash_of "$ROOT/rust/target-features.cpp")"
if ! up_to_date "$OUT/target-features.stamp" "$shim_key" || [[ ! -f $OUT/target-features.so ]]; then
  echo "rust: target-features.so"
  "${CXX:-c++}" -shared -fPIC -O2 -std=c++17 -DNDEBUG -fno-rtti \
    -I"$("$LLVM_TOOLS_DIR/llvm-config" --includedir)" \
    "$ROOT/rust/target-features.cpp" -o "$OUT/target-features.so" \
    -L"$("$LLVM_TOOLS_DIR/llvm-config" --libdir)" -lLLVM
  echo "$shim_key" > "$OUT/target-features.stamp"
fi

# 2. The EVM's operations for the evm crate.
runtime_key="$(hash_of "$ROOT/rust/evm/runtime.c" "$ROOT/libc/include/evm.h")"
if ! up_to_date "$OUT/runtime.stamp" "$runtime_key" || [[ ! -f $OUT/runtime.bc ]]; then
  echo "rust: runtime.bc"
  # From its folder, so that the bitcode names runtime.c, not the checkout.
  (cd "$ROOT/rust/evm" && EVM_BUILD_DIR="$BUILD" "$ROOT/bin/evm-cc" -O2 -emit-llvm -c runtime.c -o "$OUT/runtime.bc")
  echo "$runtime_key" > "$OUT/runtime.stamp"
fi

# 3. The panic strategy (above).
panic="${EVM_RUST_PANIC:-abort}"
case "$panic" in
  abort | immediate-abort) ;;
  *) echo "rust/build-sysroot.sh: EVM_RUST_PANIC must be abort or immediate-abort" >&2; exit 2 ;;
esac

export RUSTC_BOOTSTRAP=1
export LD_PRELOAD="$OUT/target-features.so $EVM_PLUGIN"
SYSROOT="$OUT/sysroot"
LIBDIR="$SYSROOT/lib/rustlib/evm/lib"
TARGET="$OUT/evm.json"
# Bitcode as rustc's front end makes it (no LLVM passes inside rustc: the
# middle end runs once, on the linked program, in bin/evm-bin), from MIR
# optimised at -O3.
# rustc records its working directory and the target's path in the crates'
# metadata, which an installed sysroot must not name the build by
# (docs/install.md): it runs in this folder, named `.`.
cd "$OUT"
common=(-Z unstable-options --target "$TARGET" --sysroot "$SYSROOT"
  -C "panic=$panic" -C no-prepopulate-passes -C opt-level=3 -C codegen-units=1
  --remap-path-prefix "$OUT=."
  --edition 2024 --crate-type rlib --out-dir "$LIBDIR")

# 4. core, compiler_builtins, alloc.
std_key="$(hash_text "$(cat "$TARGET"; echo "$version ${common[*]}")")"
if ! up_to_date "$SYSROOT/std.stamp" "$std_key"; then
  echo "rust: core, compiler_builtins, alloc for rust/evm.json (-C panic=$panic)"
  rm -rf "$SYSROOT"
  mkdir -p "$LIBDIR"
  "$RUSTC" "${common[@]}" --cap-lints allow --crate-name core "$LIB/core/src/lib.rs"
  "$RUSTC" "${common[@]}" --cap-lints allow --crate-name compiler_builtins \
    "$LIB/compiler-builtins/compiler-builtins/src/lib.rs" \
    --cfg 'feature="compiler-builtins"' --cfg 'feature="no-asm"'
  "$RUSTC" "${common[@]}" --cap-lints allow --crate-name alloc "$LIB/alloc/src/lib.rs"
  echo "$std_key" > "$SYSROOT/std.stamp"
fi

# 5. The evm crate.
evm_sources=("$ROOT"/rust/evm/src/*.rs)
evm_key="$(hash_text "$std_key $(hash_of "${evm_sources[@]}")")"
if ! up_to_date "$SYSROOT/evm.stamp" "$evm_key" || [[ ! -f $LIBDIR/libevm.rlib ]]; then
  echo "rust: the evm crate"
  # Its source files by their name in the crate (evm/src/...), not by the
  # checkout's path: the sysroot is installed (docs/install.md), and the
  # names reach panic messages.
  "$RUSTC" "${common[@]}" --remap-path-prefix "$ROOT/rust/=" --crate-name evm "$ROOT/rust/evm/src/lib.rs"
  echo "$evm_key" > "$SYSROOT/evm.stamp"
fi
unset LD_PRELOAD

# 6. The native stand-in, for the host.
native_sources=("$ROOT"/rust/native/src/*.rs "$ROOT"/rust/evm/src/show.rs "$ROOT"/rust/evm/src/u256-common.rs)
native_key="$(hash_text "$version $(hash_of "${native_sources[@]}")")"
if ! up_to_date "$OUT/native/stamp" "$native_key" || [[ ! -f $OUT/native/libevm.rlib ]]; then
  echo "rust: the native stand-in"
  mkdir -p "$OUT/native"
  "$RUSTC" --edition 2024 -O -C codegen-units=1 --crate-type rlib --crate-name evm \
    "$ROOT/rust/native/src/lib.rs" -o "$OUT/native/libevm.rlib"
  echo "$native_key" > "$OUT/native/stamp"
fi

# The rest is found from this folder: sysroot/, runtime.bc,
# target-features.so, native/libevm.rlib (a build's, for the tests), the
# plugin in ../.
cat > "$OUT/config.sh" <<EOF
# Written by rust/build-sysroot.sh: what evm-rustc, the rustc script and
# the tests read.
EVM_RUST_RUSTC=$RUSTC
EVM_RUST_STAMP="$evm_key"
EVM_RUST_PANIC=$panic
EOF
