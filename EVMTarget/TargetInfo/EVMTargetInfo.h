//===-- EVMTargetInfo.h - EVM target registration ---------------*- C++ -*-===//

#ifndef EVM_TARGETINFO_EVMTARGETINFO_H
#define EVM_TARGETINFO_EVMTARGETINFO_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace llvm {
class Target;
class Triple;
Target &getTheEVMTarget();

namespace EVM {
/// The environment of the triple of the C ABI variant,
/// "evm-unknown-unknown-lp64" (docs/c.md).
inline constexpr StringLiteral LP64Environment = "lp64";
/// True for the C ABI variant: 64-bit pointers in address space 0.
bool isLP64(const Triple &TT);
/// The triple of the C ABI variant (what C front ends state).
Triple getLP64Triple();
/// The triple code for \p TT is generated under: "evm-unknown-unknown", or
/// "evm-unknown-unknown-lp64" for the C ABI variant. Any other triple (llc
/// hands over the host's with -march=evm) is the plain one.
Triple getEVMTriple(const Triple &TT);
/// The data layout of EVM modules of triple \p TT, which front ends state
/// too: 256-bit pointers everywhere, or for the C ABI variant 64-bit
/// pointers in address space 0 and the integer alignments of LP64 C.
StringRef getDataLayoutString(const Triple &TT);
/// The fork code is generated for: \p CPU, or the default for "" and
/// "generic".
StringRef resolveCPU(StringRef CPU);
/// Where the memory the backend lays out starts (docs/memory-map.md):
/// 0x00-0x3f are scratch space, 0x40 the free-memory pointer and 0x60 the
/// zero slot of Solidity-style front ends; globals, then frames, follow.
/// A front end's `memoryguard(size)` reserves memory below `size` for its
/// own code; the backend's globals and frames then start at `size` (rounded
/// up to a word) if that is above MemoryBase.
constexpr uint64_t MemoryBase = 0x80;
/// The names by which a module tells the backend where its code starts
/// (docs/ir-dialect.md, "Entry function"; docs/deploy.md). Front ends
/// name their functions so; the backend finds them by these names.
/// The attribute that marks the entry function.
inline constexpr StringLiteral EntryAttribute = "evm-entry-function";
/// The entry function a module names explicitly.
inline constexpr StringLiteral EntryName = "__entry";
/// The constructor that init code runs before it returns the runtime code.
inline constexpr StringLiteral ConstructorName = "__constructor";
/// The entry function of init code (-evm-deploy-runtime), which the
/// backend creates (EVMPrepareModule): a module may not define it.
inline constexpr StringLiteral DeployEntryName = "__deploy";

/// The named metadata of the source ranges a module's code stands for,
/// for solc's source maps (docs/ir-dialect.md, "Source ranges"): operand
/// N is `!{i32 SOURCE, i32 START, i32 LENGTH}` (-1s: no source), and an
/// instruction whose debug location has line N + 1 stands for it.
inline constexpr StringLiteral SourceRangesName = "evm.source.ranges";
/// The metadata a terminator may carry for the jumps along its edges,
/// `!{i32 LINE...}`, one per successor: the jump to successor I stands for
/// the range of table line LINE (0: its own location). A path into a block
/// merged from several copies jumps for what its own copy stood for
/// (EVMMergeHaltingBlocks). Lines, as a DILocation may not be an operand.
inline constexpr StringLiteral EdgeLinesName = "evm.edge.lines";

/// The annotations (`annotations: !{!"MARK"}`) of the debug variables
/// that say where a function's folded result came from (docs/ir-dialect.md,
/// "Source ranges"): a front end marks a function's result variables with
/// ResultVariableMark; EVMLiftDebugConstants makes variables marked
/// LiftedVariableMark in the caller's scope, whose constants' pushes take
/// their location.
inline constexpr StringLiteral ResultVariableMark = "evm.result";
inline constexpr StringLiteral LiftedVariableMark = "evm.lifted";

/// The largest size memoryguard may reserve: static addresses are pushed
/// with at most PUSH4.
constexpr uint64_t MaxReservedMemory = 0xffffffe0;
} // namespace EVM
} // namespace llvm

#endif
