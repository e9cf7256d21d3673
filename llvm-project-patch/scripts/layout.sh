# shellcheck shell=bash
# Lays the project out in an llvm-project tree (sourced by apply.sh and
# check.sh). Every file is a link into the project, so nothing can drift:
#
#   llvm/lib/Target/EVM/        each entry of EVMTarget/ (its CMakeLists.txt,
#                               the sources, MCTargetDesc/, TargetInfo/,
#                               Disassembler/, IR/, Stackify/, Emission/),
#                               GISel/, and TableGen/*.td, as LLVM's targets
#                               keep their .td files; EVMAsmPrinter.cpp once
#                               more at the top, because LLVM enumerates the
#                               asm printers by lib/Target/<T>/*AsmPrinter.cpp
#                               (the build compiles it once: its source
#                               list names Emission/EVMAsmPrinter.cpp, the
#                               same file)
#   llvm/test/CodeGen/EVM/      lit.local.cfg (llvm-project-patch's) and each
#                               folder of test/CodeGen/EVM
#   llvm/include/llvm/IR/IntrinsicsEVM.td   llvm-project-patch's, generated
#                               from TableGen/EVMBuiltins.td
#
# Folders made here hold a .evm-layout file; a folder without it is never
# replaced.

evm_make_layout_dir() {
  local dir=$1
  if [ -e "$dir" ] && [ ! -e "$dir/.evm-layout" ]; then
    echo "layout: $dir exists and was not made by llvm-project-patch; not touching it" >&2
    return 1
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  echo "Laid out by llvm-project-patch/apply.sh: links into the EVM project." > "$dir/.evm-layout"
}

evm_lay_out_target() {
  local project=$1 dest=$2 entry
  evm_make_layout_dir "$dest" || return 1
  for entry in "$project"/EVMTarget/*; do
    ln -s "$entry" "$dest/$(basename "$entry")"
  done
  ln -s "$project/GISel" "$dest/GISel"
  for entry in "$project"/TableGen/*.td; do
    ln -s "$entry" "$dest/$(basename "$entry")"
  done
  ln -s "$project/EVMTarget/Emission/EVMAsmPrinter.cpp" "$dest/EVMAsmPrinter.cpp"
}

evm_lay_out_tests() {
  local project=$1 dest=$2 entry
  evm_make_layout_dir "$dest" || return 1
  ln -s "$project/llvm-project-patch/llvm/test/CodeGen/EVM/lit.local.cfg" "$dest/lit.local.cfg"
  for entry in "$project"/test/CodeGen/EVM/*; do
    [ -d "$entry" ] && ln -s "$entry" "$dest/$(basename "$entry")"
  done
  return 0
}

evm_lay_out_intrinsics() {
  local project=$1 llvm_src=$2
  ln -sfn "$project/llvm-project-patch/llvm/include/llvm/IR/IntrinsicsEVM.td" \
    "$llvm_src/llvm/include/llvm/IR/IntrinsicsEVM.td"
}
