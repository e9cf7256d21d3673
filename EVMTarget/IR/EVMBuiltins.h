//===-- EVMBuiltins.h - llvm.evm.* builtins and calls -----------*- C++ -*-===//
//
// A plugin cannot add intrinsic IDs to LLVM, so EVM operations without an IR
// equivalent are calls to functions named `llvm.evm.<opcode>`. This maps such
// a name to the register-form instruction that implements it, as the table
// of TableGen/EVMBuiltins.td says; the instruction's operands (stack order)
// are the call's first arguments in order (a few builtins end with arguments
// the opcode does not take, see BuiltinTail), its definition, if any, is the
// call's result.
//
// It also states which calls the target can make at all: EVMCheckIR
// reports the others before instruction selection, and call lowering
// refuses them by the same rule.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_IR_EVMBUILTINS_H
#define EVM_IR_EVMBUILTINS_H

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
class CallBase;
class FunctionType;
class Instruction;
class MCInstrDesc;
class MCInstrInfo;
class Module;

namespace EVM {
/// The prefix that marks a builtin.
constexpr StringRef BuiltinPrefix = "llvm.evm.";

/// What a builtin's call takes after its opcode's operands: TailNone,
/// TailVolatileFlag (`i1 isVolatile`), TailStatePointers (the storage and
/// transient storage pointers of the `.sptr` forms), TailReservedMemory
/// (memoryguard's size), TailLinkName (the `metadata !"NAME"` of an
/// immutable or a library) or TailLinkIndex (that name's index in the
/// module's table, what EVMLinkObjects makes of it). The enum comes from
/// TableGen/EVMBuiltins.td.
#define GET_EVMBuiltinTailKind_DECL
#include "EVMGenSearchableTables.inc"
using BuiltinTail = EVMBuiltinTailKind;

/// What a builtin becomes.
struct Builtin {
  /// The register-form instruction.
  unsigned Opcode;
  BuiltinTail Tail = TailNone;
};

/// The operands of a builtin's opcode \p Desc that are stack words: the
/// call's first arguments.
unsigned getNumStackOperands(const MCInstrDesc &Desc);

/// The builtin called \p Name (with the prefix), if there is one.
std::optional<Builtin> getBuiltin(StringRef Name);
/// The builtin \p I calls, if it is a call (not an invoke) of one.
std::optional<Builtin> getCalledBuiltin(const Instruction &I);

/// The builtins that name other objects and that EVMLinkObjects resolves
/// into constants, code addresses and stores before code generation:
/// `i256 datasize(metadata)`, `i256 dataoffset(metadata)` and
/// `void setimmutable(i256 offset, metadata, i256 value)`.
enum class LinkBuiltin { None, DataSize, DataOffset, SetImmutable };
/// Which of them \p Name (with the prefix) is.
LinkBuiltin getLinkBuiltin(StringRef Name);
/// Why a declaration of type \p FT cannot be link builtin \p B (its
/// signature, in words), or none if it can.
std::optional<std::string> checkLinkBuiltinType(LinkBuiltin B,
                                                FunctionType *FT);

/// The named metadata that lists the names of the immutables
/// (`!evm.immutables`) or libraries (`!evm.linkersymbols`) a TailLinkIndex
/// builtin of opcode \p Opcode indexes.
StringRef getLinkNameTable(unsigned Opcode);
/// The name the TailLinkIndex builtin call \p Call of opcode \p Opcode
/// stands for, or none if its index is not in the table.
std::optional<StringRef> getLinkName(const CallBase &Call, unsigned Opcode);
/// The name entry \p Index of \p M's table for \p Opcode stands for, or
/// none if there is no such entry.
std::optional<StringRef> getLinkName(const Module &M, uint64_t Index,
                                     unsigned Opcode);

/// Why the EVM target cannot make \p Call, or none if it can: inline
/// assembly, invoke and callbr, variadic calls, calls of aliases, of
/// functions neither defined in the module nor builtins (a runtime-library
/// function declared with another type than the library's among them), of
/// the entry function, of unknown builtins or those the target refuses
/// (pushdeployaddress), of those EVMLinkObjects must have rewritten (the
/// link builtins, and the TailLinkName forms: a metadata argument cannot
/// reach the IRTranslator), and of builtins whose signature does not match
/// their opcode in \p MII (an i256 or pointer per stack operand, then the
/// builtin's tail, an i256 result if the opcode produces one).
/// Calls of LLVM's own intrinsics are not calls on the EVM (the
/// IRTranslator expands them) and are not checked here.
std::optional<std::string> checkCall(const CallBase &Call,
                                     const MCInstrInfo &MII);

/// Marks the declarations of the builtins whose result depends on their
/// arguments alone during a call of the contract (arithmetic, call data,
/// transaction and block information) as accessing no memory, returning
/// and not throwing, so that the optimiser removes unused calls, merges
/// equal ones and hoists them out of loops whose body always runs. Declarations
/// whose type does not match their opcode in \p MII are left alone. Whether
/// anything changed.
bool addBuiltinAttributes(Module &M, const MCInstrInfo &MII);

/// How a builtin of opcode \p Opcode (its register form) touches memory.
/// The middle end's memory analyses (EVMAliasAnalysis for what a builtin
/// writes, EVMDeadMemoryStores for what it reads) share this one table.
struct MemoryEffect {
  enum Access : uint8_t {
    /// No byte of memory.
    NoAccess,
    /// The bytes its operands name: an offset and a size.
    Range,
    /// All of memory: MSIZE observes every store, and MSTORE8 writes a
    /// byte at an address the analyses do not follow.
    All
  };
  Access Read = NoAccess;
  /// For a Range read: the operand indices of its offset and size.
  unsigned ReadOffset = 0, ReadSize = 0;
  Access Write = NoAccess;
  /// For a Range write: the operand indices of its offset and size.
  unsigned WriteOffset = 0, WriteSize = 0;
  /// Whether execution ends with it (after its read, for RETURN and REVERT).
  bool Halts = false;
};
MemoryEffect getMemoryEffect(unsigned Opcode);

/// The word the arithmetic opcode \p Opcode (a builtin's register form:
/// DIV, SDIV, MOD, SMOD, EXP, SIGNEXTEND, BYTE, SHL, SHR, SAR, ADDMOD,
/// MULMOD) computes from the 256-bit words \p Args, its stack operands in
/// order, with the EVM's semantics (a zero divisor or modulus gives 0, a
/// shift by 256 or more all zeros or all signs). None for another opcode or
/// another count of operands. LLVM's folders do not know these calls; the
/// middle end's EVMEvaluateCalls uses this.
std::optional<APInt> evaluateArithmetic(unsigned Opcode, ArrayRef<APInt> Args);
} // namespace EVM
} // namespace llvm

#endif
