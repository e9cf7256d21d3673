//===-- EVMLinkedObject.h - Objects linked into one bytecode ----*- C++ -*-===//
//
// A program of several Yul-style objects is compiled one module per object,
// children first (docs/deploy.md, "Several objects"). What a parent needs of
// a child, the child's link step (tools/evm-link --format=json) writes:
//
//   {"object": HEX,
//    "linkReferences": {NAME: [{"start": N, "length": 20}, ...]},
//    "immutableReferences": {ID: [{"start": N, "length": 32}, ...]},
//    "objects": {NAME: {"start": N, "length": M}, "NAME.SUB": {...}},
//    "sourceMap": "s:l:f:j:m;..."}
//
// HEX holds solc's placeholder `__$` + 34 hex digits + `$__` (40 characters
// for 20 bytes) where a library address is still to be filled in; an
// immutable's 32 bytes are zeros, which the parent's init code overwrites.
// A child may also be given as one line of hex (solc --bin), which may hold
// such placeholders too.
//
// Both the compiler (EVMLinkObjects, which embeds the child's bytes and
// finds its immutables and nested objects) and the link step (which moves
// the child's library references into the parent's) read such files here;
// the names both sides give the link-time symbols and relocations are here
// too.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_MCTARGETDESC_EVMLINKEDOBJECT_H
#define EVM_MCTARGETDESC_EVMLINKEDOBJECT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
namespace EVM {

/// ELF relocation types of the pushes the link step fills: a library
/// address (PUSH20, its 20 immediate bytes) and an immutable (PUSH32, its
/// 32 bytes; evm-link leaves them zero and lists them). Everything else the
/// assembler resolves itself.
enum : unsigned {
  R_EVM_NONE = 0,
  R_EVM_LINKERSYMBOL = 1,
  R_EVM_IMMUTABLE = 2,
};
/// Bytes of the immediate each fills.
constexpr unsigned LinkerSymbolBytes = 20;
constexpr unsigned ImmutableBytes = 32;

/// The ELF symbols of the link-time values: `evm.linkersymbol.NAME` and
/// `evm.immutable.ID` (undefined; the relocations name them), and of the
/// sub-objects and data sections appended after the code,
/// `evm.object.NAME` and `evm.data.NAME` (local, defined where the bytes
/// start).
inline constexpr StringLiteral LinkerSymbolPrefix = "evm.linkersymbol.";
inline constexpr StringLiteral ImmutablePrefix = "evm.immutable.";
inline constexpr StringLiteral ObjectPrefix = "evm.object.";
inline constexpr StringLiteral DataPrefix = "evm.data.";
/// The empty code global whose address is the size of the whole output,
/// everything appended included (datasize of the module's own object):
/// EVMStaticData places it after every other.
inline constexpr StringLiteral CodeEndName = "evm.code.end";
/// The section in which the asm printer gives the link step solc's source
/// map of the code (EVMSolcSourceMap): not allocated, not part of the
/// bytecode.
inline constexpr StringLiteral SourceMapSection = ".evm.source_map";

/// What a parent reads of a compiled child.
struct LinkedObject {
  struct Range {
    uint64_t Start = 0;
    uint64_t Length = 0;
  };
  /// The bytes: placeholders and immutables are zeros.
  std::string Code;
  /// Offsets of the 20-byte library address sites, by library name; a site
  /// known only by its placeholder (from a hex line) is listed under the
  /// placeholder text itself.
  std::map<std::string, std::vector<uint64_t>> LinkReferences;
  /// Offsets of the 32-byte immutable sites, by immutable ID.
  std::map<std::string, std::vector<uint64_t>> ImmutableReferences;
  /// Nested objects by dotted path, relative to this object's start.
  std::map<std::string, Range> Objects;
  /// solc's source map of the code, one entry per instruction; empty when
  /// the module gave no source ranges (docs/ir-dialect.md, "Source
  /// ranges").
  std::string SourceMap;
};

/// Reads \p Path: the JSON above, or one line of hex (an optional 0x,
/// whitespace ignored, placeholders allowed). On failure returns false
/// with \p Error saying why, naming the file.
bool readLinkedObject(StringRef Path, LinkedObject &Out, std::string &Error);
/// The same from the text of a file.
bool parseLinkedObject(StringRef Text, LinkedObject &Out, std::string &Error);
/// Reads hex bytecode whose library sites may be placeholders: the bytes
/// into \p Bytes (placeholders as 20 zero bytes), the placeholder sites into
/// \p Placeholders (by placeholder text). Whitespace and a leading 0x are
/// ignored.
bool parseCodeHex(StringRef Text, std::string &Bytes,
                  std::map<std::string, std::vector<uint64_t>> &Placeholders,
                  std::string &Error);

/// Keccak-256, the EVM's hash (not SHA3-256: the padding differs).
std::array<uint8_t, 32> keccak256(ArrayRef<uint8_t> Data);
/// solc's placeholder for library \p Name: `__$`, the first 34 hex digits
/// of keccak256(Name), `$__`. A name that is a placeholder already (a site
/// read from a hex line) is its own placeholder.
std::string getLibraryPlaceholder(StringRef Name);
/// Whether \p Text is such a placeholder.
bool isLibraryPlaceholder(StringRef Text);
/// Length of a placeholder, in hex characters: it replaces 20 bytes.
constexpr unsigned PlaceholderChars = 2 * LinkerSymbolBytes;

} // namespace EVM
} // namespace llvm

#endif
