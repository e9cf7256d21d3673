//===-- EVMInstallLayout.cpp - Where a tool's parts are -------------------===//
//
// See EVMInstallLayout.h.
//
//===----------------------------------------------------------------------===//

#include "EVMInstallLayout.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

/// An address in this program, for getMainExecutable.
static void anchor() {}

const EVM::InstallLayout &EVM::getInstallLayout() {
  static const InstallLayout Layout = [] {
    InstallLayout L;
    // /proc/self/exe on Linux: the file itself, symbolic links resolved,
    // so a link to the command from elsewhere (/usr/local/bin) finds the
    // tree the command is in.
    std::string Exe = sys::fs::getMainExecutable(nullptr, (void *)&anchor);
    SmallString<256> Dir(sys::path::parent_path(Exe));
    L.BinDir = Dir.str().str();
    SmallString<256> Prefix(sys::path::parent_path(Dir));
    SmallString<256> Lib(Prefix), Data(Prefix);
    sys::path::append(Lib, "lib", "evm-llvm");
    sys::path::append(Data, "share", "evm-llvm");
    L.LibDir = Lib.str().str();
    L.DataDir = Data.str().str();
    return L;
  }();
  return Layout;
}

std::string EVM::getToolPath(const Twine &Name) {
  SmallString<256> P(getInstallLayout().BinDir);
  sys::path::append(P, Name);
  return P.str().str();
}

std::string EVM::getLibPath(const Twine &Path) {
  SmallString<256> P(getInstallLayout().LibDir);
  sys::path::append(P, Path);
  return P.str().str();
}
