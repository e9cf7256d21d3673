//===-- YulBatch.h - Many Yul programs in one run ---------------*- C++ -*-===//
//
/// \file
/// bin/evm-yul --batch (docs/yul.md, "Batches"): the programs of a request
/// on stdin, every contract of a standard-JSON input as bin/evm-solc gives
/// them, compiled in one run that shares the thread pool and the objects;
/// the answer on stdout.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULBATCH_H
#define EVM_YUL_YULBATCH_H

#include "Driver/EVMDriver.h"
#include <string>
#include <vector>

namespace yul {

struct BatchSettings {
  /// The level, fork and middle end, unless the request says otherwise.
  llvm::EVM::CompileOptions Options;
  /// Library addresses to fill in (file.sol:L=0x...), besides the
  /// request's.
  std::vector<std::string> Libraries;
  /// Objects compiled at a time; 0 for one per core.
  unsigned Jobs = 0;
  /// Say on stderr how many objects there were and how many compiled.
  bool Stats = false;
};

/// Reads the request, compiles it, writes the answer; the exit status.
int runBatch(BatchSettings Settings);

} // namespace yul

#endif
