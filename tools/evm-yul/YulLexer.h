//===-- YulLexer.h - Yul source to tokens -----------------------*- C++ -*-===//
//
// The tokens of Yul's grammar (YulParser.cpp gives it): identifiers (which
// may contain dots), numbers, string and hex string literals with their
// bytes, and the punctuation. Whitespace and comments (`//`, `/* */`, and
// solc's `/// @src` annotations with them) are skipped; a token knows its
// line and column for the diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULLEXER_H
#define EVM_YUL_YULLEXER_H

#include "YulDiagnostics.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <string>

namespace yul {

/// What a token is.
enum class Tok {
  Eof,
  Identifier,
  Number,
  String,
  HexString,
  LBrace,
  RBrace,
  LParen,
  RParen,
  Comma,
  Colon,
  ColonAssign,
  Arrow,
};

/// A token: its kind and place, and what it says.
struct Token {
  Tok Kind = Tok::Eof;
  SourceLoc Loc;
  llvm::StringRef Text; ///< As written (identifiers, numbers).
  std::string Bytes;    ///< A string literal's bytes.
};

/// Cuts Yul source into tokens, one at a time, for the parser.
class Lexer {
public:
  Lexer(llvm::StringRef Source, Diagnostics &Diags)
      : Src(Source), Diags(Diags) {}

  /// The next token; false after reporting a lexical error.
  bool next(Token &T);

private:
  char peek(size_t Ahead = 0) const {
    return Pos + Ahead < Src.size() ? Src[Pos + Ahead] : '\0';
  }
  void advance() {
    if (Src[Pos++] == '\n') {
      ++Line;
      LineStart = Pos;
    }
  }
  SourceLoc here() const {
    return {Line, static_cast<unsigned>(Pos - LineStart + 1)};
  }
  bool skipSpaceAndComments();
  bool lexString(Token &T, char Quote);
  bool lexHexString(Token &T);
  bool fail(SourceLoc Loc, const llvm::Twine &Message) {
    Diags.error(Loc, Message);
    return false;
  }

  llvm::StringRef Src;
  Diagnostics &Diags;
  size_t Pos = 0;
  size_t LineStart = 0;
  unsigned Line = 1;
};

} // namespace yul

#endif
