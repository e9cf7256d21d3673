//===-- EVMDebug.cpp - Debug output, assertions, statistics ---------------===//

#include "EVMDebug.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include <cstdlib>
#include <memory>

using namespace llvm;

namespace {
/// The options, when the plugin provides them.
struct DebugOptions {
  cl::opt<bool> Debug{"debug", cl::desc("Enable debug output"), cl::Hidden};
  cl::list<std::string> Only{
      "debug-only",
      cl::desc("Enable debug output of the given comma-separated types (the "
               "DEBUG_TYPE of EVM target passes, e.g. evm-stackify)"),
      cl::Hidden, cl::CommaSeparated, cl::value_desc("type")};
};
std::unique_ptr<DebugOptions> &options() {
  static std::unique_ptr<DebugOptions> Options;
  return Options;
}
} // namespace

void EVM::registerDebugOptions() {
  // An assertions build of libLLVM has these options (and LLVM_DEBUG).
  if (options() || cl::getRegisteredOptions().count("debug-only"))
    return;
  options() = std::make_unique<DebugOptions>();
}

bool EVM::isDebugEnabled(const char *Type) {
  const std::unique_ptr<DebugOptions> &O = options();
  if (!O)
    return false;
  if (O->Debug)
    return true;
  for (const std::string &Only : O->Only)
    if (Only == Type)
      return true;
  return false;
}

/// One of libLLVM's statistics options (-stats, -stats-json), which keep
/// their value in a variable of Statistic.cpp (cl::location).
static cl::opt<bool, true> *getStatsOption(StringRef Name) {
  auto &Options = cl::getRegisteredOptions();
  auto It = Options.find(Name);
  return It == Options.end() ? nullptr
                             : static_cast<cl::opt<bool, true> *>(It->second);
}

void EVM::reportStatistics() {
#if !LLVM_ENABLE_STATS
  if (!AreStatisticsEnabled())
    return;
  std::unique_ptr<raw_ostream> OS = CreateInfoOutputFile();
  cl::opt<bool, true> *JSON = getStatsOption("stats-json");
  if (JSON && *JSON)
    PrintStatisticsJSON(*OS);
  else
    PrintStatistics(*OS);
  // Otherwise libLLVM adds at exit that statistics are disabled.
  if (cl::opt<bool, true> *Stats = getStatsOption("stats"))
    Stats->setValue(false);
#endif
}

#ifdef EVM_ENABLE_ASSERTIONS
void EVM::assertionFailed(const char *Cond, const char *Message,
                          const char *File, unsigned Line) {
  if (Cond)
    errs() << "EVM assertion failed: " << Cond << " (" << Message << ")";
  else
    errs() << "EVM unreachable code reached: " << Message;
  errs() << " at " << File << ":" << Line << "\n";
  // llc's signal handler prints the pass and the stack.
  abort();
}
#endif
