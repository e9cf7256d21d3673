#!/usr/bin/env bash
# Configures and builds the EVM target plugin.
#   scripts/build.sh            Release build in build/
#   scripts/build.sh --debug    also a Debug build in build-debug/
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"

configure_and_build() {
  local dir="$1" type="$2"
  if [[ ! -f "$dir/build.ninja" ]]; then
    cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" >/dev/null
  fi
  cmake --build "$dir"
  # Rust's sysroot for the EVM target (core, alloc, compiler_builtins, the
  # evm crate) in $dir/rust, rebuilt only when missing or when what it is
  # made from changed (docs/rust.md); nothing without Debian's rustc.
  "$ROOT/rust/build-sysroot.sh" "$dir"
}

configure_and_build "$ROOT/build" Release
if [[ "${1:-}" == "--debug" ]]; then
  configure_and_build "$ROOT/build-debug" Debug
fi
