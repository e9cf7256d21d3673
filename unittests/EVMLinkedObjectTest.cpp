//===-- EVMLinkedObjectTest.cpp - Keccak-256 and compiled objects ---------===//
//
// The link step's Keccak-256 against the hashes of js-sha3 (node_modules,
// an implementation of its own) and the one solc prints, and the reader of
// compiled objects (MCTargetDesc/EVMLinkedObject.h).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/EVMLinkedObject.h"
#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"
#include <string>

using namespace llvm;

namespace {

std::string hash(StringRef Text) {
  return toHex(EVM::keccak256(arrayRefFromStringRef(Text)), /*LowerCase=*/true);
}

TEST(EVMLinkedObjectTest, Keccak256) {
  EXPECT_EQ(hash(""),
            "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
  EXPECT_EQ(hash("abc"),
            "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45");
  // solc's linkersymbol("contract/test.sol:L") (yul/objectCompiler).
  EXPECT_EQ(hash("contract/test.sol:L"),
            "f919ba91ac99f96129544b80b9516b27a80e376b9dc693819d0b18b7e0395612");
  // Across the 136-byte block: 135, 136 and 137 bytes, and several blocks.
  EXPECT_EQ(hash(std::string(135, 'a')),
            "34367dc248bbd832f4e3e69dfaac2f92638bd0bbd18f2912ba4ef454919cf446");
  EXPECT_EQ(hash(std::string(136, 'a')),
            "a6c4d403279fe3e0af03729caada8374b5ca54d8065329a3ebcaeb4b60aa386e");
  EXPECT_EQ(hash(std::string(137, 'a')),
            "d869f639c7046b4929fc92a4d988a8b22c55fbadb802c0c66ebcd484f1915f39");
  EXPECT_EQ(hash(std::string(1000, 'a')),
            "b6a4ac1f51884d71f30fa397a5e155de3099e11fc0edef5d08b646e621e19de9");
}

TEST(EVMLinkedObjectTest, Placeholder) {
  EXPECT_EQ(EVM::getLibraryPlaceholder("contract/test.sol:L"),
            "__$f919ba91ac99f96129544b80b9516b27a8$__");
  // A placeholder names itself.
  EXPECT_EQ(
      EVM::getLibraryPlaceholder("__$f919ba91ac99f96129544b80b9516b27a8$__"),
      "__$f919ba91ac99f96129544b80b9516b27a8$__");
  EXPECT_TRUE(
      EVM::isLibraryPlaceholder("__$f919ba91ac99f96129544b80b9516b27a8$__"));
  EXPECT_FALSE(
      EVM::isLibraryPlaceholder("__$F919BA91AC99F96129544B80B9516B27A8$__"));
  EXPECT_FALSE(EVM::isLibraryPlaceholder("__$f919$__"));
}

TEST(EVMLinkedObjectTest, HexLine) {
  EVM::LinkedObject Obj;
  std::string Error;
  ASSERT_TRUE(EVM::parseLinkedObject(
      "0x60 01\n73__$f919ba91ac99f96129544b80b9516b27a8$__00\n", Obj, Error))
      << Error;
  EXPECT_EQ(Obj.Code.size(), 2u + 1 + 20 + 1);
  EXPECT_EQ(Obj.Code.substr(3, 20), std::string(20, '\0'));
  ASSERT_EQ(Obj.LinkReferences.size(), 1u);
  EXPECT_EQ(Obj.LinkReferences.begin()->first,
            "__$f919ba91ac99f96129544b80b9516b27a8$__");
  EXPECT_EQ(Obj.LinkReferences.begin()->second, std::vector<uint64_t>{3});
  EXPECT_FALSE(EVM::parseLinkedObject("600", Obj, Error));
  EXPECT_EQ(Error, "odd number of hex digits");
  EXPECT_FALSE(EVM::parseLinkedObject("60__$12$__", Obj, Error));
}

TEST(EVMLinkedObjectTest, JSON) {
  EVM::LinkedObject Obj;
  std::string Error;
  // The placeholder at 1 is the named site; the one at 22 has lost its name.
  std::string Text =
      R"({"object": "73__$f919ba91ac99f96129544b80b9516b27a8$__73__$7658e08c4e23aceed01ae97f6c6f1bccc3$__7f)" +
      std::string(64, '0') +
      R"(", "linkReferences": {"contract/test.sol:L": [{"start": 1, "length": 20}]},
          "immutableReferences": {"x": [{"start": 43, "length": 32}]},
          "objects": {"a": {"start": 0, "length": 21}, "a.b": {"start": 1, "length": 20}}})";
  ASSERT_TRUE(EVM::parseLinkedObject(Text, Obj, Error)) << Error;
  EXPECT_EQ(Obj.Code.size(), 75u);
  EXPECT_EQ(Obj.LinkReferences.size(), 2u);
  EXPECT_EQ(Obj.LinkReferences["contract/test.sol:L"],
            std::vector<uint64_t>{1});
  EXPECT_EQ(Obj.LinkReferences["__$7658e08c4e23aceed01ae97f6c6f1bccc3$__"],
            std::vector<uint64_t>{22});
  EXPECT_EQ(Obj.ImmutableReferences["x"], std::vector<uint64_t>{43});
  EXPECT_EQ(Obj.Objects["a.b"].Start, 1u);
  EXPECT_EQ(Obj.Objects["a.b"].Length, 20u);

  // Sites outside the object, of the wrong length; no "object".
  EXPECT_FALSE(EVM::parseLinkedObject(
      R"({"object": "00", "immutableReferences": {"x": [{"start": 0, "length": 32}]}})",
      Obj, Error));
  EXPECT_FALSE(EVM::parseLinkedObject(
      R"({"object": "00", "linkReferences": {"L": [{"start": 0, "length": 1}]}})",
      Obj, Error));
  EXPECT_FALSE(EVM::parseLinkedObject(R"({"objects": {}})", Obj, Error));
  EXPECT_EQ(Error, "no \"object\" (the bytecode as a hex string)");
}

} // namespace
