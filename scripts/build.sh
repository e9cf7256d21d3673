#!/usr/bin/env bash
# Configures and builds the EVM target, its commands and their parts: the
# build tree is laid out as an installation (bin/, lib/evm-llvm/ with Rust's
# sysroot for the EVM target, share/evm-llvm/; docs/install.md).
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
}

configure_and_build "$ROOT/build" Release
if [[ "${1:-}" == "--debug" ]]; then
  configure_and_build "$ROOT/build-debug" Debug
fi
