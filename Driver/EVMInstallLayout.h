//===-- EVMInstallLayout.h - Where a tool's parts are -----------*- C++ -*-===//
//
/// \file
/// The commands find their parts relative to their own executable, as
/// clang finds its resource directory, so that an installed tree works
/// wherever it is put (docs/install.md):
///
///   PREFIX/bin/             the commands (evm-solc, evm-yul, evm-cc, ...)
///   PREFIX/lib/evm-llvm/    the llc plugin, the C library (libc.bc and its
///                           headers), Rust's sysroot and its scripts
///   PREFIX/share/evm-llvm/  the Node code of evm-solc and evm-run, with
///                           the npm packages it loads
///
/// The build tree is laid out the same way (build/bin, build/lib/evm-llvm,
/// build/share/evm-llvm), so one lookup serves both, and nothing in a
/// binary names the tree it was built in.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_DRIVER_EVMINSTALLLAYOUT_H
#define EVM_DRIVER_EVMINSTALLLAYOUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <string>

namespace llvm {
namespace EVM {

/// The folders of the tree the running executable belongs to.
struct InstallLayout {
  /// The executable's own folder: PREFIX/bin.
  std::string BinDir;
  /// PREFIX/lib/evm-llvm.
  std::string LibDir;
  /// PREFIX/share/evm-llvm.
  std::string DataDir;
};

/// The layout of the running executable's tree (computed once).
const InstallLayout &getInstallLayout();

/// \p Name in PREFIX/bin.
std::string getToolPath(const Twine &Name);
/// \p Path (relative, '/'-separated) in PREFIX/lib/evm-llvm.
std::string getLibPath(const Twine &Path);

} // namespace EVM
} // namespace llvm

#endif
