//===-- EVMDebug.h - Debug output and statistics of the target --*- C++ -*-===//
//
/// \file
/// The plugin is built with NDEBUG, because Debian's libLLVM is and some
/// class layouts depend on it (docs/design.md). In such a build LLVM_DEBUG
/// compiles to nothing, llc has no -debug/-debug-only, and STATISTIC
/// counters are no-ops. The target therefore uses:
///
///  * EVM_DEBUG(X): runs X when -debug or -debug-only=<DEBUG_TYPE> is
///    given. With an NDEBUG libLLVM the plugin registers those two options
///    itself (registerDebugOptions); with an assertions build of LLVM it is
///    LLVM_DEBUG.
///  * EVM_STATISTIC(Name, Desc): a counter that -stats (or -stats-json)
///    reports in every build. A libLLVM without statistics of its own does
///    not print them; the stackifier does, when its last function is done
///    (reportStatistics).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EVMDEBUG_H
#define EVM_EVMDEBUG_H

#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

namespace llvm {
namespace EVM {
/// Whether debug output of \p Type is wanted (-debug, -debug-only=...).
bool isDebugEnabled(const char *Type);
/// Registers -debug and -debug-only unless libLLVM already has them.
void registerDebugOptions();
/// Prints the statistics if -stats or -stats-json asks for them and
/// libLLVM would not (a build without LLVM_ENABLE_STATS).
void reportStatistics();
} // namespace EVM
} // namespace llvm

#ifndef NDEBUG
#define EVM_DEBUG(X) LLVM_DEBUG(X)
#else
#define EVM_DEBUG(X)                                                           \
  do {                                                                         \
    if (::llvm::EVM::isDebugEnabled(DEBUG_TYPE)) {                             \
      X;                                                                       \
    }                                                                          \
  } while (false)
#endif

#define EVM_STATISTIC(VARNAME, DESC) ALWAYS_ENABLED_STATISTIC(VARNAME, DESC)

#endif
