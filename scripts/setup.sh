#!/usr/bin/env bash
# Installs what a fresh Debian bookworm machine lacks to build and test the
# EVM backend: LLVM 22, CMake, Ninja, Node.js, Python 3 and the EVM
# runner's npm packages (from the committed lock file). Safe to run again.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"

SUDO=""
[[ $(id -u) -eq 0 ]] || SUDO="sudo"

need=()
# graphviz: the CFG pictures' test renders them with dot. libclang-22-dev:
# clang's libraries and headers, for the C front end (tools/evm-cc).
# csmith, libcsmith-dev and creduce: random C programs for evm-cc and
# their reduction (scripts/fuzz/csmith.py). gcc: the C library's native tests.
# gcc-s390x-linux-gnu and libc6-dev-s390x-cross (binutils, libgcc and libc
# for clang's --target=s390x-linux-gnu) and qemu-user-static: a big-endian
# LP64 machine, on which a C program prints what it should print on the EVM
# when its output depends on byte order (scripts/fuzz/c-difftest.py).
# rustc-web, rust-web-src and cargo-web (bookworm-security): Rust 1.96 on
# the same libLLVM 22.1 as llc, the sources of core and alloc, and cargo
# (bin/evm-rustc, docs/rust.md).
for pkg in llvm-22-dev llvm-22-tools clang-22 libclang-22-dev cmake ninja-build libgtest-dev python3-psutil graphviz csmith libcsmith-dev creduce gcc gcc-s390x-linux-gnu libc6-dev-s390x-cross qemu-user-static rustc-web rust-web-src cargo-web; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
# Node may come from another repository (e.g. NodeSource, whose nodejs
# bundles npm and conflicts with Debian's npm): only install what is missing.
command -v node >/dev/null 2>&1 || need+=(nodejs)
command -v npm >/dev/null 2>&1 || need+=(npm)
# The test scripts (width-test generator, CHECK-line updater) are Python.
command -v python3 >/dev/null 2>&1 || need+=(python3)

if [[ ${#need[@]} -gt 0 ]]; then
  echo "setup: installing ${need[*]}"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need[@]}"
fi

# npm ci only when the installed tree is older than the lock file: the
# project's (the EVM runner, solc-js, forge and anvil, OpenZeppelin for the
# Foundry example) and the Hardhat examples' (Hardhat 3 and the Node 22 it
# needs, Hardhat 2, from npm: docs/hardhat.md). npm on Node 20 warns that Hardhat
# wants Node 22 (EBADENGINE); the example runs it on its own Node 22.
npm_ci() {
  local dir="$1"
  if [[ ! -f "$dir/node_modules/.package-lock.json" ||
        "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]]; then
    echo "setup: npm ci in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}
npm_ci "$ROOT"
npm_ci "$ROOT/examples/hardhat"
npm_ci "$ROOT/examples/hardhat2"
