#!/usr/bin/env bash
# Applies the EVM target to an llvm-project 22 checkout (README.md here):
#   apply.sh LLVM_SRC
# LLVM_SRC is the checkout's top (the folder with llvm/ and clang/). Running
# it again brings the tree up to date with the project; nothing it changes
# is copied from the project, every new file is a link into it or generated
# from it.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
project=$(dirname "$here")
if [ $# -ne 1 ]; then
  echo "usage: $0 LLVM_SRC (an llvm-project 22 checkout)" >&2
  exit 2
fi
src=$(cd "$1" && pwd)
if [ ! -f "$src/llvm/CMakeLists.txt" ] || [ ! -d "$src/clang/lib/Basic" ]; then
  echo "apply.sh: $src is not an llvm-project checkout (no llvm/CMakeLists.txt or clang/lib/Basic)" >&2
  exit 1
fi
major=$(sed -n 's/^ *set(LLVM_VERSION_MAJOR \([0-9]*\)).*/\1/p' \
  "$src/cmake/Modules/LLVMVersion.cmake" 2>/dev/null | head -1)
if [ "${major:-}" != 22 ]; then
  echo "apply.sh: warning: $src is LLVM ${major:-of an unknown version}; the patch is for 22" >&2
fi

# shellcheck source=scripts/layout.sh
source "$here/scripts/layout.sh"

echo "== the edits to llvm-project's files (edits.py)"
python3 "$here/scripts/apply-edits.py" "$project" "$src"

echo "== llvm/include/llvm/IR/IntrinsicsEVM.td"
# The checked-in file must be the generator's output for the table as it is
# (check.sh fails otherwise); with an llvm-tblgen at hand, make sure.
tblgen=${LLVM_TBLGEN:-$(command -v llvm-tblgen-22 || command -v llvm-tblgen || true)}
if [ -n "$tblgen" ]; then
  fresh=$(mktemp)
  LLVM_TBLGEN=$tblgen python3 "$here/scripts/gen-intrinsics.py" "$project" -o "$fresh"
  if ! cmp -s "$fresh" "$here/llvm/include/llvm/IR/IntrinsicsEVM.td"; then
    rm -f "$fresh"
    echo "apply.sh: llvm-project-patch/llvm/include/llvm/IR/IntrinsicsEVM.td is out of date: run" >&2
    echo "  python3 llvm-project-patch/scripts/gen-intrinsics.py . -o llvm-project-patch/llvm/include/llvm/IR/IntrinsicsEVM.td" >&2
    exit 1
  fi
  rm -f "$fresh"
else
  echo "(no llvm-tblgen to check it against TableGen/EVMBuiltins.td; check.sh does)"
fi
evm_lay_out_intrinsics "$project" "$src"

echo "== clang/lib/Basic/Targets/EVM.{h,cpp} (from tools/evm-cc/EVMCTargetInfo)"
python3 "$here/scripts/gen-clang-target.py" "$project" "$src/clang/lib/Basic/Targets"

echo "== llvm/lib/Target/EVM and llvm/test/CodeGen/EVM (links into $project)"
evm_lay_out_target "$project" "$src/llvm/lib/Target/EVM"
evm_lay_out_tests "$project" "$src/llvm/test/CodeGen/EVM"

cat <<MSG

Done. Build llvm-project with the EVM target and clang, then run the tests:
  cmake -G Ninja -S $src/llvm -B BUILD -DCMAKE_BUILD_TYPE=Release \\
    -DLLVM_ENABLE_PROJECTS=clang -DLLVM_TARGETS_TO_BUILD=X86 \\
    -DLLVM_EXPERIMENTAL_TARGETS_TO_BUILD=EVM -DLLVM_ENABLE_ASSERTIONS=ON
  ninja -C BUILD llc opt clang FileCheck not count llvm-config
  BUILD/bin/llvm-lit -v $src/llvm/test/CodeGen/EVM
MSG
