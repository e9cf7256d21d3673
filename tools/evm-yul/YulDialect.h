//===-- YulDialect.h - The builtins of Yul's EVM dialect -------*- C++ -*-===//
//
// Each builtin of the EVM dialect up to Osaka: how many arguments it takes
// and values it returns, and what it is in IR (lowerBuiltin; YulCodeGen
// resolves the builtins that take names of objects and immutables). Most become
// a call of the backend's `llvm.evm.<name>` builtin with the same arguments in
// the same order (Yul's argument order is the EVM's stack order, and so the
// builtin's, docs/ir-dialect.md); arithmetic and comparisons that IR has
// become IR, so that LLVM's middle end can reason about them; memory and
// storage become loads and stores.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULDIALECT_H
#define EVM_YUL_YULDIALECT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include <limits>
#include <optional>

namespace yul {

enum class BuiltinKind {
  /// IR arithmetic on words: add, sub, mul, and, or, xor.
  Binary,
  /// An IR comparison, the i1 widened to a word: lt, gt, slt, sgt, eq.
  Compare,
  IsZero,
  Not,
  /// div, sdiv, mod, smod: the EVM's (zero for a zero divisor); IR's
  /// udiv/sdiv/urem/srem when the divisor is a constant that cannot fault.
  Division,
  /// shl, shr, sar: IR's shifts when the amount is a constant below 256.
  Shift,
  /// `llvm.evm.<LLVMName>` with the arguments, returning a word or nothing.
  EVMCall,
  /// Like EVMCall, and the code after it is unreachable (return, revert,
  /// stop, invalid, selfdestruct).
  Terminator,
  MLoad,
  MStore,
  MStore8,
  MCopy,
  SLoad,
  SStore,
  TLoad,
  TStore,
  Pop,
  Clz,
  MemoryGuard,
  /// Names of objects and immutables: datasize, dataoffset, loadimmutable,
  /// linkersymbol (one literal argument), setimmutable (the second).
  DataSize,
  DataOffset,
  LoadImmutable,
  SetImmutable,
  LinkerSymbol,
  /// Refused with a reason: pc, verbatim_*, difficulty.
  Refused,
};

/// In the table of builtins: the count is the backend builtin's.
constexpr unsigned FromBackend = std::numeric_limits<unsigned>::max();

struct BuiltinInfo {
  llvm::StringRef Name;
  unsigned NumArgs;
  unsigned NumResults;
  BuiltinKind Kind;
  /// The backend builtin (`llvm.evm.` + this) for EVMCall and Terminator;
  /// for Refused, why.
  llvm::StringRef LLVMName;
};

/// The builtin called \p Name, if any; `verbatim_<n>i_<m>o` included.
/// The target must be registered (its instructions give the counts of the
/// builtins that become backend builtins).
std::optional<BuiltinInfo> lookupBuiltin(llvm::StringRef Name);

/// A call of the backend's builtin `llvm.evm.<Name>` with \p Args (words),
/// declared in the module of \p B's insertion point as it is called; with
/// \p HasResult it returns a word.
llvm::Value *callEVMBuiltin(llvm::IRBuilder<> &B, llvm::StringRef Name,
                            llvm::ArrayRef<llvm::Value *> Args, bool HasResult);

/// The IR of builtin \p BI applied to the words \p Args, at \p B's
/// insertion point: its results (BI.NumResults words). A Terminator ends
/// the block with `unreachable`. With \p VolatileMemory, memory accesses
/// are volatile (the program reads msize(), which sees them all). None for
/// the builtins whose arguments are not all values (datasize, dataoffset,
/// loadimmutable, linkersymbol, setimmutable and memoryguard take names or
/// literals, which the code generator resolves) and the refused ones.
std::optional<llvm::SmallVector<llvm::Value *, 2>>
lowerBuiltin(llvm::IRBuilder<> &B, const BuiltinInfo &BI,
             llvm::ArrayRef<llvm::Value *> Args, bool VolatileMemory);

} // namespace yul

#endif
