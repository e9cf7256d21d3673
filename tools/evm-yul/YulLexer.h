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
#include <map>
#include <string>
#include <utility>

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
  /// Where it starts, with the range it stands for (SourceRange): the
  /// last `@src` before it, or its own bytes in Yul without `@use-src`.
  SourceLoc Loc;
  /// Its bytes in the source, [Start, End).
  unsigned Start = 0, End = 0;
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

  /// Whether positions come from `@src` comments: from the first
  /// `@use-src` on (solc's Yul starts with one).
  bool usesSourceComments() const { return UsesComments; }
  /// The `@use-src` list read since the last call, for the object that
  /// follows it.
  std::map<int, std::string> takeSourceNames() {
    return std::exchange(PendingSourceNames, {});
  }

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
    return {Line, static_cast<unsigned>(Pos - LineStart + 1), SourceRange()};
  }
  bool skipSpaceAndComments();
  /// The token at \p Start, after spaces and comments.
  bool lexToken(Token &T, size_t Start);
  /// Reads the `@src` and `@use-src` tags of the doc comment \p Text
  /// (`///` or `/** */`) at \p Loc.
  bool readDocComment(llvm::StringRef Text, SourceLoc Loc);
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
  bool UsesComments = false;
  /// The range of the last `@src`.
  SourceRange Override;
  std::map<int, std::string> PendingSourceNames;
};

} // namespace yul

#endif
