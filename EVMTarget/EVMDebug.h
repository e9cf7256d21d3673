//===-- EVMDebug.h - Debug output, assertions, statistics -------*- C++ -*-===//
//
/// \file
/// The plugin is built with NDEBUG, because Debian's libLLVM is and some
/// class layouts depend on it (docs/design.md). In such a build `assert`
/// checks nothing, LLVM_DEBUG compiles to nothing, llc has no
/// -debug/-debug-only, and STATISTIC counters are no-ops. The target
/// therefore uses:
///
///  * EVM_ASSERT(Cond, "what must hold") and EVM_UNREACHABLE("why"), for
///    its own invariants: checked in the Debug build (CMake defines
///    EVM_ENABLE_ASSERTIONS there, and only for the project's sources), where
///    a violation prints the condition, the message and the source position,
///    then aborts. In the Release build EVM_ASSERT evaluates nothing and
///    EVM_UNREACHABLE is llvm_unreachable. Plain `assert` would check
///    nothing in either build (test/tools/no-plain-assert.test).
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

#include "EVMDebug.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/ErrorHandling.h"
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

#ifdef EVM_ENABLE_ASSERTIONS
namespace llvm {
namespace EVM {
/// Reports a violated invariant of the target (\p Cond, or null for
/// unreachable code) and aborts.
[[noreturn]] void assertionFailed(const char *Cond, const char *Message,
                                  const char *File, unsigned Line);
} // namespace EVM
} // namespace llvm
#define EVM_ASSERT(COND, MESSAGE)                                              \
  ((COND) ? (void)0                                                            \
          : ::llvm::EVM::assertionFailed(#COND, MESSAGE, __FILE__, __LINE__))
#define EVM_UNREACHABLE(MESSAGE)                                               \
  ::llvm::EVM::assertionFailed(nullptr, MESSAGE, __FILE__, __LINE__)
#else
// The condition is not evaluated, but what it names counts as used.
#define EVM_ASSERT(COND, MESSAGE) ((void)sizeof(!(COND)))
#define EVM_UNREACHABLE(MESSAGE) llvm_unreachable(MESSAGE)
#endif

#endif
