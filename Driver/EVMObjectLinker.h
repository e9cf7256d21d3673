//===-- EVMObjectLinker.h - Bytecode out of llc's object --------*- C++ -*-===//
//
/// \file
/// The link step of every compilation to bytecode: llc writes an ELF
/// object whose .text section is the bytecode, and this takes that section
/// out, with what a parent object or a deployer must fill in (library
/// sites, immutable sites, the nested objects), after checking that
/// nothing the program needs was left out of it.
///
/// The backend puts every function and all static data into .text
/// (EVMTargetObjectFile) and resolves every reference itself
/// (EVMAsmBackend); were that ever to fail, the bytecode would jump into
/// code that is not there and still deploy. So the object is refused, with
/// a message naming what is missing, when
///
///   * an allocated section other than .text holds bytes (code or data
///     that would not be deployed), or a defined function or object symbol
///     lies outside .text;
///   * a relocation applies to the code, or a symbol is undefined: bytecode
///     has no loader to resolve either. The two exceptions are the values a
///     link step fills in by design (docs/deploy.md, "Several objects"): a
///     library address (R_EVM_LINKERSYMBOL against `evm.linkersymbol.NAME`,
///     the 20 bytes of a PUSH20) and an immutable (R_EVM_IMMUTABLE against
///     `evm.immutable.ID`, the 32 bytes of a PUSH32);
///   * .text is empty: there is no code (a module that defines no
///     function).
///
/// Library addresses come from solc-style specs; a site left unfilled
/// shows as solc's placeholder, `__$` + 34 hex digits of keccak256(NAME) +
/// `$__`. Immutables stay zero, listed for the parent's init code
/// (llvm.evm.setimmutable). The sub-objects the module appended (those llc
/// was given) bring their library sites, moved to where each starts (its
/// symbol `evm.object.NAME`), and their nested objects.
///
/// Sections the code never reaches (debug information, notes, the symbol
/// table) are not part of the bytecode and are ignored.
///
/// Used by evm-link (the step of bin/evm-bin) and by the driver
/// (EVMDriver.h), which links in memory.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_DRIVER_EVMOBJECTLINKER_H
#define EVM_DRIVER_EVMOBJECTLINKER_H

#include "MCTargetDesc/EVMLinkedObject.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <optional>
#include <string>

namespace llvm {
class raw_ostream;

namespace EVM {

/// A compiled sub-object given to llc and to the link step.
struct SubObject {
  std::string Name;
  /// Where it came from, for messages ("'FILE'", "object 'A.B'").
  std::string Origin;
  LinkedObject Contents;
};

/// Links the ELF object \p Object written by llc -march=evm: checks it,
/// takes its code, moves the sites of the appended \p SubObjects, fills the
/// libraries \p LibrarySpecs give (solc's syntax: 'file.sol:L=0x<40 hex
/// digits>', several separated by commas or spaces). Every reason it
/// cannot is given to \p Report; then the result is empty.
std::optional<LinkedObject>
linkObject(MemoryBufferRef Object, ArrayRef<SubObject> SubObjects,
           ArrayRef<std::string> LibrarySpecs,
           function_ref<void(const Twine &)> Report);

/// Fills the library sites \p Specs give an address for (the syntax of
/// linkObject's); each filled library leaves the list of references. False
/// after reporting a malformed spec.
bool fillLibraries(LinkedObject &L, ArrayRef<std::string> Specs,
                   function_ref<void(const Twine &)> Report);

/// The code as hex, solc's placeholder at each library site left.
std::string toHexWithPlaceholders(const LinkedObject &L);
/// The JSON a parent reads (EVM::parseLinkedObject): {"object",
/// "linkReferences", "immutableReferences", "objects"}, and a newline.
void writeLinkedJSON(raw_ostream &OS, const LinkedObject &L);

} // namespace EVM
} // namespace llvm

#endif
