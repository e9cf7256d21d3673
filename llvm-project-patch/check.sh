#!/usr/bin/env bash
# Checks here what can be checked of llvm-project-patch without LLVM's
# sources (README.md, "What check.sh checks"); CI runs it as
# test/tools/llvm-project-patch.test. Prints one line per check, exits
# non-zero at the first failure.
#   check.sh [--keep]   (--keep leaves the scratch folder for a look)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
project=$(dirname "$here")
llvm_prefix=${LLVM_PREFIX:-/usr/lib/llvm-22}
tblgen=${LLVM_TBLGEN:-$llvm_prefix/bin/llvm-tblgen}
cxx=${CXX:-$llvm_prefix/bin/clang++}
command -v "$cxx" >/dev/null || cxx=c++
work=$(mktemp -d "${TMPDIR:-/tmp}/evm-llvm-project-patch.XXXXXX")
if [ "${1:-}" != --keep ]; then
  trap 'rm -rf "$work"' EXIT
else
  echo "scratch: $work"
fi
export LLVM_TBLGEN=$tblgen LLVM_INCLUDE_DIR=$llvm_prefix/include
# shellcheck source=scripts/layout.sh
source "$here/scripts/layout.sh"

ok() { echo "ok: $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

# 1. The hunks to headers apply to a copy of Debian's installed headers,
#    and a second run finds them all applied.
headers=(llvm/include/llvm/TargetParser/Triple.h
         llvm/include/llvm/IR/Intrinsics.td
         llvm/include/llvm/IR/RuntimeLibcalls.td)
mkdir -p "$work/tree/llvm"
cp -rL "$llvm_prefix/include" "$work/tree/llvm/include"
python3 "$here/scripts/apply-edits.py" "$project" "$work/tree" --only "${headers[@]}" \
  > "$work/apply1.txt" || fail "the edits to the installed 22 headers do not apply"
python3 "$here/scripts/apply-edits.py" "$project" "$work/tree" --only "${headers[@]}" \
  > "$work/apply2.txt"
if grep -qv " 0 already there$" "$work/apply1.txt" || grep -qv " 0 applied," "$work/apply2.txt"; then
  fail "the header edits were there before, or a second run changed something: $(cat "$work/apply1.txt" "$work/apply2.txt")"
fi
ok "the edits to ${headers[*]} apply to $llvm_prefix/include ($(awk '{n+=$2} END {print n}' "$work/apply1.txt") edits), and once only"

# 2. The intrinsics: IntrinsicsEVM.td is the generator's output for the
#    builtin table as it is, and llvm-tblgen makes an intrinsic of every
#    builtin.
td=$here/llvm/include/llvm/IR/IntrinsicsEVM.td
python3 "$here/scripts/gen-intrinsics.py" "$project" -o "$work/IntrinsicsEVM.td"
cmp -s "$work/IntrinsicsEVM.td" "$td" || {
  diff -u "$td" "$work/IntrinsicsEVM.td" | head -40 >&2
  fail "llvm-project-patch/llvm/include/llvm/IR/IntrinsicsEVM.td is not what TableGen/EVMBuiltins.td gives: run
  python3 llvm-project-patch/scripts/gen-intrinsics.py . -o llvm-project-patch/llvm/include/llvm/IR/IntrinsicsEVM.td"
}
python3 "$here/scripts/gen-intrinsics.py" "$project" --names > "$work/names.txt"
ir="$work/tree/llvm/include/llvm/IR"
cp "$td" "$ir/IntrinsicsEVM.td"
"$tblgen" -gen-intrinsic-enums -intrinsic-prefix=evm -I "$work/tree/llvm/include" \
  "$ir/Intrinsics.td" -o "$ir/IntrinsicsEVM.h"
"$tblgen" -gen-intrinsic-enums -I "$work/tree/llvm/include" "$ir/Intrinsics.td" -o "$ir/IntrinsicEnums.inc"
"$tblgen" -gen-intrinsic-impl -I "$work/tree/llvm/include" "$ir/Intrinsics.td" -o "$ir/IntrinsicImpl.inc"
missing=$(while read -r name; do
  grep -q "// llvm\.evm\.$name (" "$ir/IntrinsicsEVM.h" || echo "$name"
done < "$work/names.txt")
[ -z "$missing" ] || fail "builtins without an intrinsic: $missing"
grep -q "IIT_I256 = 54" "$ir/IntrinsicImpl.inc" || fail "no IIT_I256 in IntrinsicImpl.inc"
ok "llvm-tblgen: $(wc -l < "$work/names.txt") llvm.evm.* intrinsics, one per builtin of TableGen/EVMBuiltins.td and IR/EVMBuiltins.cpp; IntrinsicsEVM.td up to date"

"$tblgen" -gen-runtime-libcalls -I "$work/tree/llvm/include" "$ir/RuntimeLibcalls.td" \
  -o "$work/RuntimeLibcalls.inc"
grep -q "TT.getArch() == Triple::evm" "$work/RuntimeLibcalls.inc" \
  || fail "RuntimeLibcalls.td: no EVM system library"
ok "llvm-tblgen: RuntimeLibcalls.td has the EVM's (empty) system library"

# 3. The new files compile against the installed headers: clang's target,
#    made from evm-cc's; the intrinsics' enum with the patched Triple.
python3 "$here/scripts/gen-clang-target.py" "$project" "$work/clang"
"$cxx" -std=c++17 -fsyntax-only -fno-rtti -I "$llvm_prefix/include" -I "$work/clang" \
  "$work/clang/EVM.cpp" || fail "clang/lib/Basic/Targets/EVM.cpp does not compile"
ok "clang/lib/Basic/Targets/EVM.{h,cpp} made from tools/evm-cc/EVMCTargetInfo compile against $llvm_prefix/include"
{
  echo '#include "llvm/IR/Intrinsics.h"'
  echo '#include "llvm/IR/IntrinsicsEVM.h"'
  echo '#include "llvm/TargetParser/Triple.h"'
  echo 'using namespace llvm;'
  echo 'static_assert(Triple::LastArchType == Triple::evm, "Triple::evm");'
  echo 'static const Intrinsic::ID EVMIntrinsics[] = {'
  sed 's/\./_/g; s/^/    Intrinsic::evm_/; s/$/,/' "$work/names.txt"
  echo '};'
  echo 'bool isEVM(const Triple &T) { return T.isEVM(); }'
} > "$work/intrinsics.cpp"
"$cxx" -std=c++17 -fsyntax-only -fno-rtti -I "$work/tree/llvm/include" "$work/intrinsics.cpp" \
  || fail "the generated llvm/IR/IntrinsicsEVM.h or the patched Triple.h does not compile"
ok "llvm/IR/IntrinsicsEVM.h names every builtin, Triple::evm is the last arch type (compiled with the patched headers)"

# The AutoUpgrade pieces (edits.py: AUTOUPGRADE_FUNCTION, AUTOUPGRADE_CALL)
# compile in a frame that gives them what AutoUpgrade.cpp does around them:
# rename(), and UpgradeIntrinsicCall's F, CI, NewFn and Builder.
python3 - "$here" "$work/autoupgrade.cpp" <<'PY'
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, sys.argv[1])
import edits
open(sys.argv[2], "w").write(
    '#include "llvm/ADT/SmallVector.h"\n'
    '#include "llvm/IR/Function.h"\n'
    '#include "llvm/IR/IRBuilder.h"\n'
    '#include "llvm/IR/Intrinsics.h"\n'
    '#include "llvm/IR/IntrinsicsEVM.h"\n'
    '#include "llvm/IR/Module.h"\n'
    'using namespace llvm;\n'
    'static void rename(GlobalValue *GV) { GV->setName(GV->getName() + ".old"); }\n'
    + edits.AUTOUPGRADE_FUNCTION +
    'bool upgradeFunction(Function *F, Function *&NewFn) {\n'
    '  return upgradeEVMIntrinsicFunction(F, NewFn);\n}\n'
    'void upgradeCall(CallBase *CI, Function *NewFn) {\n'
    '  Function *F = dyn_cast<Function>(CI->getCalledOperand());\n'
    '  (void)F;\n'
    '  IRBuilder<> Builder(CI->getContext());\n'
    '  Builder.SetInsertPoint(CI->getParent(), CI->getIterator());\n'
    + edits.AUTOUPGRADE_CALL + '}\n')
PY
"$cxx" -std=c++17 -fsyntax-only -fno-rtti -Wall -Werror -I "$work/tree/llvm/include" "$work/autoupgrade.cpp" \
  || fail "the AutoUpgrade.cpp edits do not compile"
ok "the AutoUpgrade.cpp edits (i256 or pointer operands of llvm.evm.*) compile against the patched headers"

# The data layouts the patch gives Triple::computeDataLayout are the
# backend's (edits.py reads them from EVMTargetInfo.cpp; this runs it).
cat > "$work/layouts.cpp" <<'CPP'
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
int main() {
  llvm::outs() << llvm::EVM::getDataLayoutString(llvm::EVM::getLP64Triple()) << "\n"
               << llvm::EVM::getDataLayoutString(llvm::Triple("evm-unknown-unknown")) << "\n";
}
CPP
"$cxx" -std=c++17 -fno-rtti -DNDEBUG -I "$llvm_prefix/include" -I "$project/EVMTarget" \
  "$work/layouts.cpp" "$project/EVMTarget/TargetInfo/EVMTargetInfo.cpp" \
  -L "$llvm_prefix/lib" -lLLVM -Wl,-rpath,"$llvm_prefix/lib" -o "$work/layouts"
"$work/layouts" > "$work/layouts.txt"
python3 - "$project" "$here" "$work/layouts.txt" <<'PY' || fail "the data layouts of the patch are not the backend's"
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, sys.argv[2])
import edits
want = open(sys.argv[3]).read().split()
text = "".join(e.text for e in edits.edits(sys.argv[1]) if "computeEVMDataLayout(const" in e.text)
assert all('"%s"' % w in text for w in want), (want, text)
PY
ok "Triple::computeDataLayout's EVM layouts are EVM::getDataLayoutString's (lp64 and default)"

# 4. One CMake description: EVMTarget/CMakeLists.txt (LLVM's in-tree kind).
#    a. Laid out as llvm/lib/Target/EVM, it configures with Debian's
#       AddLLVM.cmake as a target does in tree (llvm_check_source_file_list,
#       add_llvm_target, the component libraries).
evm_lay_out_target "$project" "$work/llvm/lib/Target/EVM"
[ -e "$work/llvm/lib/Target/EVM/Disassembler/CMakeLists.txt" ] \
  && ls "$work"/llvm/lib/Target/EVM/*AsmPrinter.cpp >/dev/null \
  || fail "the layout lacks what LLVM enumerates (Disassembler/CMakeLists.txt, *AsmPrinter.cpp)"
mkdir -p "$work/intree"
cat > "$work/intree/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.20)
project(EVMInTreeLayout LANGUAGES CXX)
find_package(LLVM 22.1 REQUIRED CONFIG HINTS $llvm_prefix/lib/cmake/llvm)
list(APPEND CMAKE_MODULE_PATH \${LLVM_CMAKE_DIR})
set(LLVM_TABLEGEN_EXE $tblgen)
include(AddLLVM)
include(TableGen)
include_directories(SYSTEM \${LLVM_INCLUDE_DIRS})
add_subdirectory($work/llvm/lib/Target/EVM \${CMAKE_BINARY_DIR}/EVM)
foreach(component LLVMEVMCodeGen LLVMEVMDesc LLVMEVMInfo LLVMEVMDisassembler EVMCommonTableGen)
  if(NOT TARGET \${component})
    message(FATAL_ERROR "no \${component}")
  endif()
endforeach()
CMAKE
cmake -G Ninja -S "$work/intree" -B "$work/intree-build" > "$work/intree.log" 2>&1 \
  || { tail -30 "$work/intree.log" >&2; fail "the target laid out as llvm/lib/Target/EVM does not configure"; }
ok "laid out as llvm/lib/Target/EVM, the target configures with AddLLVM.cmake (LLVMEVMCodeGen, Desc, Info, Disassembler)"

#    b. The project's own build takes its target from the same description
#       (add_subdirectory(EVMTarget), no source list of its own), and that
#       description compiles every source of EVMTarget/ and GISel/; its
#       tables generate.
grep -q '^add_subdirectory(EVMTarget)' "$project/CMakeLists.txt" \
  && ! grep -q '^set(EVM_SOURCES' "$project/CMakeLists.txt" \
  || fail "CMakeLists.txt does not build the target from EVMTarget/CMakeLists.txt alone"
cmake -G Ninja -S "$project" -B "$work/oot-build" -DCMAKE_BUILD_TYPE=Release \
  > "$work/oot.log" 2>&1 || { tail -30 "$work/oot.log" >&2; fail "the project does not configure"; }
ninja -C "$work/oot-build" -t targets all | sed -n 's|^EVMTarget/CMakeFiles/EVMTargetObjects.dir/\(.*\)\.o: .*|\1|p' \
  | sed 's|^__/|../|; s|^|EVMTarget/|; s|EVMTarget/\.\./||' | sort > "$work/shared.txt"
(cd "$project" && find EVMTarget GISel -name '*.cpp' | sort) > "$work/all.txt"
comm -23 "$work/all.txt" "$work/shared.txt" > "$work/unlisted.txt"
[ ! -s "$work/unlisted.txt" ] || fail "sources in no build: $(cat "$work/unlisted.txt")"
ninja -C "$work/oot-build" EVMCommonTableGen > "$work/tables.log" 2>&1 \
  || { tail -20 "$work/tables.log" >&2; fail "the description's tables do not generate"; }
ok "the project builds its target from EVMTarget/CMakeLists.txt alone: EVMTargetObjects compiles all $(wc -l < "$work/shared.txt") sources of EVMTarget/ and GISel/, the tables generate"

# 5. The in-tree lit configuration and the layout of the tests.
evm_lay_out_tests "$project" "$work/llvm/test/CodeGen/EVM"
PYTHONPATH="$llvm_prefix/utils/lit${PYTHONPATH:+:$PYTHONPATH}" \
  python3 - "$work/llvm/test/CodeGen/EVM/lit.local.cfg" "$project" <<'PY' || fail "lit.local.cfg"
import os, sys, types
import lit.formats
cfg = types.SimpleNamespace(
    root=types.SimpleNamespace(targets=frozenset({"EVM"})), unsupported=False,
    substitutions=[], available_features={"asserts"}, llvm_tools_dir="/x/bin",
    test_format=lit.formats.ShTest(True))
exec(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"),
     {"config": cfg, "__file__": sys.argv[1]})
subs = dict(cfg.substitutions)
assert not cfg.unsupported and subs["%llc"] == "/x/bin/llc", subs
assert os.path.samefile(subs["%{root}"], sys.argv[2]), subs["%{root}"]
assert "evm-assertions" in cfg.available_features
PY
ok "test/CodeGen/EVM laid out with lit.local.cfg: the in-tree llc and opt, %{root} the project"
