//===-- EVMLinkedObject.cpp - Objects linked into one bytecode ------------===//

#include "EVMLinkedObject.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

//===----------------------------------------------------------------------===//
// Keccak-256
//===----------------------------------------------------------------------===//

namespace {
/// The 24 rounds of Keccak-f[1600] on a state of 5x5 lanes, lane (x, y) at
/// index x + 5y.
void keccakF1600(uint64_t A[25]) {
  static constexpr uint64_t RoundConstants[24] = {
      0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
      0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
      0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
      0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
      0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
      0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
      0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
      0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL};
  // The rotation of lane x + 5y in the rho step.
  static constexpr unsigned Rotation[25] = {0,  1, 62, 28, 27, 36, 44, 6,  55,
                                            20, 3, 10, 43, 25, 39, 41, 45, 15,
                                            21, 8, 18, 2,  61, 56, 14};
  auto rotl = [](uint64_t V, unsigned N) {
    return N ? (V << N) | (V >> (64 - N)) : V;
  };
  for (uint64_t RC : RoundConstants) {
    // Theta: each lane takes the parities of two neighbouring columns.
    uint64_t C[5], D[5];
    for (unsigned X = 0; X < 5; ++X)
      C[X] = A[X] ^ A[X + 5] ^ A[X + 10] ^ A[X + 15] ^ A[X + 20];
    for (unsigned X = 0; X < 5; ++X)
      D[X] = C[(X + 4) % 5] ^ rotl(C[(X + 1) % 5], 1);
    for (unsigned I = 0; I < 25; ++I)
      A[I] ^= D[I % 5];
    // Rho and pi: lane (x, y) is rotated and moves to (y, 2x + 3y).
    uint64_t B[25];
    for (unsigned X = 0; X < 5; ++X)
      for (unsigned Y = 0; Y < 5; ++Y)
        B[Y + 5 * ((2 * X + 3 * Y) % 5)] =
            rotl(A[X + 5 * Y], Rotation[X + 5 * Y]);
    // Chi: the only non-linear step, along each row.
    for (unsigned Y = 0; Y < 5; ++Y)
      for (unsigned X = 0; X < 5; ++X)
        A[X + 5 * Y] =
            B[X + 5 * Y] ^ (~B[(X + 1) % 5 + 5 * Y] & B[(X + 2) % 5 + 5 * Y]);
    // Iota.
    A[0] ^= RC;
  }
}
} // namespace

std::array<uint8_t, 32> EVM::keccak256(ArrayRef<uint8_t> Data) {
  // Capacity 512 bits: 136 bytes of each block are absorbed.
  constexpr size_t Rate = 136;
  uint64_t State[25] = {};
  auto absorb = [&](const uint8_t *Block) {
    for (size_t I = 0; I < Rate; ++I)
      State[I / 8] ^= uint64_t(Block[I]) << (8 * (I % 8));
    keccakF1600(State);
  };
  while (Data.size() >= Rate) {
    absorb(Data.data());
    Data = Data.drop_front(Rate);
  }
  // Keccak's padding (0x01 ... 0x80), not SHA-3's 0x06.
  uint8_t Last[Rate] = {};
  std::copy(Data.begin(), Data.end(), Last);
  Last[Data.size()] ^= 0x01;
  Last[Rate - 1] ^= 0x80;
  absorb(Last);
  std::array<uint8_t, 32> Hash;
  for (size_t I = 0; I < 32; ++I)
    Hash[I] = static_cast<uint8_t>(State[I / 8] >> (8 * (I % 8)));
  return Hash;
}

bool EVM::isLibraryPlaceholder(StringRef Text) {
  if (Text.size() != PlaceholderChars || !Text.starts_with("__$") ||
      !Text.ends_with("$__"))
    return false;
  StringRef Digits = Text.substr(3, PlaceholderChars - 6);
  return all_of(Digits, [](char C) { return isHexDigit(C) && !isUpper(C); });
}

std::string EVM::getLibraryPlaceholder(StringRef Name) {
  if (isLibraryPlaceholder(Name))
    return Name.str();
  std::array<uint8_t, 32> Hash = keccak256(arrayRefFromStringRef(Name));
  std::string Digits = toHex(Hash, /*LowerCase=*/true);
  return "__$" + Digits.substr(0, PlaceholderChars - 6) + "$__";
}

//===----------------------------------------------------------------------===//
// Reading a compiled object
//===----------------------------------------------------------------------===//

bool EVM::parseCodeHex(
    StringRef Text, std::string &Bytes,
    std::map<std::string, std::vector<uint64_t>> &Placeholders,
    std::string &Error) {
  std::string Digits;
  for (char C : Text)
    if (!isSpace(C))
      Digits += C;
  StringRef Hex(Digits);
  Hex.consume_front("0x");
  Bytes.clear();
  size_t Pos = 0;
  while (Pos < Hex.size()) {
    if (Hex[Pos] == '_') {
      StringRef Candidate = Hex.substr(Pos, PlaceholderChars);
      if (!isLibraryPlaceholder(Candidate)) {
        Error = "'" + Candidate.str() +
                "' is not a library placeholder (__$, 34 lower-case hex "
                "digits, $__) (at character " +
                std::to_string(Pos) + ", whitespace not counted)";
        return false;
      }
      Placeholders[Candidate.str()].push_back(Bytes.size());
      Bytes.append(LinkerSymbolBytes, '\0');
      Pos += PlaceholderChars;
      continue;
    }
    unsigned Hi, Lo;
    if (Pos + 1 >= Hex.size() || (Hi = hexDigitValue(Hex[Pos])) == -1U ||
        (Lo = hexDigitValue(Hex[Pos + 1])) == -1U) {
      Error = Pos + 1 >= Hex.size()
                  ? "odd number of hex digits"
                  : "'" + Hex.substr(Pos, 2).str() +
                        "' is not a hex byte (at character " +
                        std::to_string(Pos) + ", whitespace not counted)";
      return false;
    }
    Bytes += static_cast<char>(Hi << 4 | Lo);
    Pos += 2;
  }
  return true;
}

/// Reads `[{"start": N, "length": Length}, ...]` into \p Offsets, each site
/// within \p CodeSize.
static bool readSites(const json::Value &V, unsigned Length, uint64_t CodeSize,
                      StringRef What, std::vector<uint64_t> &Offsets,
                      std::string &Error) {
  const json::Array *Sites = V.getAsArray();
  if (!Sites) {
    Error = What.str() + " is not an array";
    return false;
  }
  for (const json::Value &Site : *Sites) {
    const json::Object *O = Site.getAsObject();
    std::optional<int64_t> Start = O ? O->getInteger("start") : std::nullopt;
    std::optional<int64_t> Len = O ? O->getInteger("length") : std::nullopt;
    if (!Start || !Len || *Start < 0 || *Len != Length ||
        uint64_t(*Start) > CodeSize || CodeSize - *Start < Length) {
      Error = What.str() + " has a site that is not {\"start\": N, " +
              "\"length\": " + std::to_string(Length) + "} within the " +
              std::to_string(CodeSize) + " bytes of the object";
      return false;
    }
    Offsets.push_back(*Start);
  }
  return true;
}

bool EVM::parseLinkedObject(StringRef Text, LinkedObject &Out,
                            std::string &Error) {
  Out = LinkedObject();
  std::map<std::string, std::vector<uint64_t>> Placeholders;
  if (!Text.ltrim().starts_with("{"))
    return parseCodeHex(Text, Out.Code, Out.LinkReferences, Error);

  Expected<json::Value> Doc = json::parse(Text);
  if (!Doc) {
    Error = "not JSON: " + toString(Doc.takeError());
    return false;
  }
  const json::Object *Root = Doc->getAsObject();
  std::optional<StringRef> Hex =
      Root ? Root->getString("object") : std::nullopt;
  if (!Hex) {
    Error = "no \"object\" (the bytecode as a hex string)";
    return false;
  }
  if (!parseCodeHex(*Hex, Out.Code, Placeholders, Error)) {
    Error = "\"object\": " + Error;
    return false;
  }
  uint64_t Size = Out.Code.size();
  auto readReferences =
      [&](StringRef Key, unsigned Length,
          std::map<std::string, std::vector<uint64_t>> &Into) {
        const json::Value *V = Root->get(Key);
        if (!V)
          return true;
        const json::Object *ByName = V->getAsObject();
        if (!ByName) {
          Error = "\"" + Key.str() + "\" is not an object";
          return false;
        }
        for (const auto &[Name, Sites] : *ByName)
          if (!readSites(Sites, Length, Size,
                         "\"" + Key.str() + "\".\"" + Name.str() + "\"",
                         Into[Name.str()], Error))
            return false;
        return true;
      };
  if (!readReferences("linkReferences", LinkerSymbolBytes,
                      Out.LinkReferences) ||
      !readReferences("immutableReferences", ImmutableBytes,
                      Out.ImmutableReferences))
    return false;
  // A site with a name is known by it; the placeholders of the hex string
  // are the same sites, or sites whose name is lost.
  for (auto &[Placeholder, Offsets] : Placeholders)
    for (uint64_t Offset : Offsets) {
      bool Named = any_of(Out.LinkReferences, [&](const auto &Ref) {
        return is_contained(Ref.second, Offset);
      });
      if (!Named)
        Out.LinkReferences[Placeholder].push_back(Offset);
    }
  if (const json::Value *V = Root->get("sourceMap")) {
    std::optional<StringRef> Map = V->getAsString();
    if (!Map) {
      Error = "\"sourceMap\" is not a string";
      return false;
    }
    Out.SourceMap = Map->str();
  }
  if (const json::Value *V = Root->get("objects")) {
    const json::Object *ByPath = V->getAsObject();
    if (!ByPath) {
      Error = "\"objects\" is not an object";
      return false;
    }
    for (const auto &[Path, Range] : *ByPath) {
      const json::Object *O = Range.getAsObject();
      std::optional<int64_t> Start = O ? O->getInteger("start") : std::nullopt;
      std::optional<int64_t> Len = O ? O->getInteger("length") : std::nullopt;
      if (!Start || !Len || *Start < 0 || *Len < 0 || uint64_t(*Start) > Size ||
          Size - *Start < uint64_t(*Len)) {
        Error = "\"objects\".\"" + Path.str() +
                "\" is not {\"start\": N, \"length\": M} within the " +
                std::to_string(Size) + " bytes of the object";
        return false;
      }
      Out.Objects[Path.str()] = {uint64_t(*Start), uint64_t(*Len)};
    }
  }
  return true;
}

bool EVM::readLinkedObject(StringRef Path, LinkedObject &Out,
                           std::string &Error) {
  auto Buffer = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer) {
    Error = "cannot read '" + Path.str() + "': " + Buffer.getError().message();
    return false;
  }
  if (!parseLinkedObject((*Buffer)->getBuffer(), Out, Error)) {
    Error = "'" + Path.str() + "': " + Error;
    return false;
  }
  return true;
}
