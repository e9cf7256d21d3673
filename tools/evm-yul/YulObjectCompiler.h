//===-- YulObjectCompiler.h - Yul objects compiled once each ----*- C++ -*-===//
//
/// \file
/// The objects of one or many Yul programs, compiled by the driver
/// (Driver/EVMDriver.h) on a thread pool:
///
///  * each object is a node; a node is compiled once its sub-objects are,
///    whose linked code its module is given, so the nodes go to the pool
///    level by level (a node's height is one more than its highest
///    sub-object's);
///  * an object is compiled once per run: the result is kept under a key
///    made of its module, its sub-objects' and data's contents and the
///    options, so an object that thirty programs embed is compiled once;
///  * a node may stand for another program's top object (bin/evm-yul
///    --batch's "objects": a contract that another creates): it is not
///    compiled, its parents embed that program's result, whatever that
///    program's compilation decided (YulBatch.cpp);
///  * Yul without memoryguard owns all of memory: when the middle end's
///    code needs a frame there, the driver says so (a value, not a message
///    to read) and the object is compiled again without the middle end;
///  * an object's `.metadata` data ends its code, as solc's assembler
///    appends it (solc's metadata trailer, which no code reads).
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULOBJECTCOMPILER_H
#define EVM_YUL_YULOBJECTCOMPILER_H

#include "Driver/EVMDriver.h"
#include "YulAST.h"
#include "YulCodeGen.h"
#include "YulDiagnostics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/ThreadPool.h"
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace yul {

/// The command users run; messages start with it.
inline constexpr const char *ToolName = "bin/evm-yul";

/// One object of a program. Nodes are listed children first.
struct ObjectNode {
  const Object *Obj = nullptr;
  /// The dotted path from the program's top object.
  std::string Path;
  /// The front end's module; empty for a stand-in.
  std::string Bitcode;
  std::vector<unsigned> Children;
  /// A stand-in for another program's top object: the node it stands for
  /// once known (StandsFor), or -1 when there is none to stand for.
  bool StandIn = false;
  int StandsFor = -1;
  unsigned Height = 0;
};

/// A compiled object, kept for every parent that embeds it.
struct CompiledObject {
  bool OK = false;
  llvm::EVM::LinkedObject Object;
  /// Its linked JSON without the source map, the text a parent's module
  /// is given.
  std::string JSON;
  /// Warnings and errors, as they are printed.
  std::string Diagnostics;
  /// Notes, as they are printed: how the object was compiled where that
  /// is not as asked (the memoryguard fallback), which is no problem of
  /// its code.
  std::string Notes;
  /// Whether it did not compile because its module is memory-unsafe and
  /// its code needs a frame in memory at both ends (with and without the
  /// middle end): a driver that has other Yul of the same contract may
  /// try that (bin/evm-solc, solc's unoptimised Yul).
  bool NeedsMemoryFrame = false;
};

using CompiledObjects = std::vector<std::shared_ptr<CompiledObject>>;

/// The objects of a run: compiled once each, by content.
class ObjectCompiler {
public:
  explicit ObjectCompiler(unsigned Jobs);

  /// Compiles every node of \p Nodes that is not a stand-in at \p Options,
  /// level by level (Height); returns each node's result. After a level
  /// is compiled, \p AfterLevel (when given) may replace the results of
  /// that level and below; then each stand-in of that level takes the
  /// result of the node it stands for. A node whose sub-object failed
  /// fails with no message of its own.
  CompiledObjects
  compileAll(llvm::ArrayRef<ObjectNode> Nodes,
             const llvm::EVM::CompileOptions &Options,
             llvm::function_ref<void(unsigned, CompiledObjects &)> AfterLevel =
                 nullptr);

  /// Compiles \p N at \p Options in this thread (or takes the result of
  /// the same object compiled before), its sub-objects' results in \p Done.
  std::shared_ptr<CompiledObject>
  compileNow(const ObjectNode &N, llvm::ArrayRef<ObjectNode> Nodes,
             const CompiledObjects &Done,
             const llvm::EVM::CompileOptions &Options);

  /// Runs \p Tasks on the pool and waits for them all.
  void runAll(std::vector<std::function<void()>> Tasks);

  /// Compiles \p N alone to \p Output (assembly or IR), its children's
  /// results given.
  llvm::EVM::CompileResult compileText(const ObjectNode &N,
                                       const CompiledObjects &Done,
                                       llvm::ArrayRef<ObjectNode> Nodes,
                                       const llvm::EVM::CompileOptions &Options,
                                       llvm::EVM::OutputKind Output);

  /// Objects asked for, and objects compiled (the rest were the same as
  /// one compiled before).
  unsigned NumObjects = 0, NumCompiled = 0;

private:
  using Future = std::shared_future<std::shared_ptr<CompiledObject>>;
  /// The result of \p N under \p Key: the one compiled before, or a new
  /// compilation, started on the pool when \p OnPool, else here.
  Future lookUp(const ObjectNode &N, llvm::ArrayRef<ObjectNode> Nodes,
                const CompiledObjects &Done,
                const llvm::EVM::CompileOptions &Options, bool OnPool);

  llvm::DefaultThreadPool Pool;
  std::mutex Lock;
  std::map<std::string, Future> Cache;
};

/// Adds \p Obj's nodes (children first) to \p Nodes, named from \p Path;
/// a sub-object whose name \p StandIns holds becomes a stand-in, whose own
/// sub-objects are not read. Returns \p Obj's index, or -1 after a front-end
/// error. \p RuntimeNode, when given, receives the node of \p Obj's first
/// sub-object.
int addObjectNodes(const Object &Obj, const std::string &Path,
                   Diagnostics &Diags, const SourceIDs *IDs,
                   const std::map<std::string, unsigned> *StandIns,
                   std::vector<ObjectNode> &Nodes, int *RuntimeNode);

/// A result's object with the libraries \p Libraries give filled in;
/// std::nullopt with \p Error saying why.
std::optional<llvm::EVM::LinkedObject>
linkLibraries(const CompiledObject &C, llvm::ArrayRef<std::string> Libraries,
              std::string &Error);

} // namespace yul

#endif
