//===-- YulLexer.cpp - Yul source to tokens -------------------------------===//

#include "YulLexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"

using namespace llvm;
using namespace yul;

namespace {
bool isIdentStart(char C) { return isAlpha(C) || C == '_' || C == '$'; }
bool isIdentChar(char C) { return isIdentStart(C) || isDigit(C) || C == '.'; }
} // end anonymous namespace

bool Lexer::skipSpaceAndComments() {
  while (Pos < Src.size()) {
    char C = peek();
    if (isSpace(C)) {
      advance();
    } else if (C == '/' && peek(1) == '/') {
      SourceLoc Start = here();
      size_t Begin = Pos;
      while (Pos < Src.size() && peek() != '\n')
        advance();
      StringRef Text = Src.slice(Begin, Pos);
      if (Text.consume_front("///") && !readDocComment(Text, Start))
        return false;
    } else if (C == '/' && peek(1) == '*') {
      SourceLoc Start = here();
      size_t Begin = Pos;
      advance();
      advance();
      while (Pos < Src.size() && !(peek() == '*' && peek(1) == '/'))
        advance();
      if (Pos >= Src.size())
        return fail(Start, "unterminated comment");
      advance();
      advance();
      StringRef Text = Src.slice(Begin, Pos).drop_back(2);
      if (Text.consume_front("/**") && !readDocComment(Text, Start))
        return false;
    } else {
      break;
    }
  }
  return true;
}

/// Reads an optionally negative decimal number at the start of \p S.
static bool readInt(StringRef &S, int &Out) {
  bool Negative = S.consume_front("-");
  size_t Digits = S.find_if_not(isDigit);
  if (Digits == 0 || S.take_front(Digits).getAsInteger(10, Out))
    return false;
  S = S.drop_front(Digits);
  Out = Negative ? -Out : Out;
  return true;
}

/// Reads a string in double quotes at the start of \p S, as solc writes
/// names and snippets: a backslash takes the next character as it is.
static bool readQuoted(StringRef &S, std::string *Out) {
  if (!S.consume_front("\""))
    return false;
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] == '"') {
      S = S.drop_front(I + 1);
      return true;
    }
    if (S[I] == '\\' && I + 1 < S.size())
      ++I;
    if (Out)
      *Out += S[I];
  }
  return false;
}

// solc's tags (libyul's parser reads them the same way): `@use-src
// 0:"a.sol", 1:"b.sol"` before an object names its sources; `@src
// INDEX:START:END` sets the range of the code that follows, up to the next
// one, and may be followed by a snippet of that source in quotes. Other
// tags (`@ast-id N`, NatSpec) are not ours to read.
bool Lexer::readDocComment(StringRef Text, SourceLoc Loc) {
  while (true) {
    size_t At = Text.find('@');
    if (At == StringRef::npos)
      return true;
    Text = Text.drop_front(At);
    if (Text.consume_front("@use-src")) {
      UsesComments = true;
      PendingSourceNames.clear();
      do {
        Text = Text.ltrim();
        int Index;
        std::string Name;
        bool OK = readInt(Text, Index);
        Text = Text.ltrim();
        OK = OK && Text.consume_front(":");
        Text = Text.ltrim();
        if (!OK || !readQuoted(Text, &Name))
          return fail(Loc, "malformed @use-src: expected INDEX:\"NAME\", "
                           "separated by commas");
        PendingSourceNames[Index] = std::move(Name);
        Text = Text.ltrim();
      } while (Text.consume_front(","));
    } else if (Text.consume_front("@src")) {
      Text = Text.ltrim();
      int Source, Start, End;
      if (!readInt(Text, Source) || !Text.consume_front(":") ||
          !readInt(Text, Start) || !Text.consume_front(":") ||
          !readInt(Text, End))
        return fail(Loc, "malformed @src: expected SOURCE:START:END");
      if (Source < 0 || Start < 0 || End < Start)
        Override = SourceRange();
      else
        Override = {Source, Start, End - Start};
      Text = Text.ltrim();
      if (Text.starts_with("\"") && !readQuoted(Text, nullptr))
        return fail(Loc, "malformed @src: unterminated snippet");
    } else {
      Text = Text.drop_front();
    }
  }
}

bool Lexer::lexString(Token &T, char Quote) {
  advance(); // the quote
  std::string Bytes;
  while (true) {
    if (Pos >= Src.size() || peek() == '\n')
      return fail(T.Loc, "unterminated string literal");
    char C = peek();
    if (C == Quote) {
      advance();
      break;
    }
    if (C != '\\') {
      Bytes += C;
      advance();
      continue;
    }
    SourceLoc EscLoc = here();
    advance();
    char E = peek();
    if (Pos >= Src.size())
      return fail(EscLoc, "unterminated string literal");
    advance();
    switch (E) {
    case '\\':
    case '\'':
    case '"':
      Bytes += E;
      break;
    case 'n':
      Bytes += '\n';
      break;
    case 'r':
      Bytes += '\r';
      break;
    case 't':
      Bytes += '\t';
      break;
    case '\n':
      break; // a line continued
    case 'x': {
      if (!isHexDigit(peek()) || !isHexDigit(peek(1)))
        return fail(EscLoc, "'\\x' must be followed by two hex digits");
      Bytes += static_cast<char>(hexFromNibbles(peek(), peek(1)));
      advance();
      advance();
      break;
    }
    case 'u': {
      unsigned CodePoint = 0;
      for (int I = 0; I < 4; ++I) {
        if (!isHexDigit(peek()))
          return fail(EscLoc, "'\\u' must be followed by four hex digits");
        CodePoint = CodePoint * 16 + hexDigitValue(peek());
        advance();
      }
      char Buf[UNI_MAX_UTF8_BYTES_PER_CODE_POINT];
      char *End = Buf;
      if (!ConvertCodePointToUTF8(CodePoint, End))
        return fail(EscLoc, "invalid code point in '\\u' escape");
      Bytes.append(Buf, End);
      break;
    }
    default:
      return fail(EscLoc, Twine("invalid escape sequence '\\") + Twine(E) +
                              "' (\\\\, \\', \\\", \\n, \\r, \\t, \\xNN or "
                              "\\uNNNN)");
    }
  }
  T.Kind = Tok::String;
  T.Bytes = std::move(Bytes);
  return true;
}

bool Lexer::lexHexString(Token &T) {
  // After `hex`: a quoted run of byte pairs, optionally split by '_'.
  char Quote = peek();
  advance();
  std::string Bytes;
  while (true) {
    if (Pos >= Src.size() || peek() == '\n')
      return fail(T.Loc, "unterminated hex string literal");
    if (peek() == Quote) {
      advance();
      break;
    }
    if (peek() == '_' && !Bytes.empty() && peek(1) != Quote) {
      advance();
      continue;
    }
    if (!isHexDigit(peek()) || !isHexDigit(peek(1)))
      return fail(here(), "a hex string literal holds pairs of hex digits");
    Bytes += static_cast<char>(hexFromNibbles(peek(), peek(1)));
    advance();
    advance();
  }
  T.Kind = Tok::HexString;
  T.Bytes = std::move(Bytes);
  return true;
}

bool Lexer::next(Token &T) {
  if (!skipSpaceAndComments())
    return false;
  T = Token();
  T.Loc = here();
  size_t Start = Pos;
  if (Pos >= Src.size()) {
    T.Kind = Tok::Eof;
    T.Start = T.End = Pos;
    return true;
  }
  if (!lexToken(T, Start))
    return false;
  T.Start = Start;
  T.End = Pos;
  if (UsesComments)
    T.Loc.Origin = Override;
  else
    T.Loc.Origin = {0, static_cast<int>(Start), static_cast<int>(Pos - Start)};
  return true;
}

bool Lexer::lexToken(Token &T, size_t Start) {
  char C = peek();
  auto single = [&](Tok K, unsigned Len = 1) {
    for (unsigned I = 0; I < Len; ++I)
      advance();
    T.Kind = K;
    T.Text = Src.slice(Start, Pos);
    return true;
  };
  switch (C) {
  case '{':
    return single(Tok::LBrace);
  case '}':
    return single(Tok::RBrace);
  case '(':
    return single(Tok::LParen);
  case ')':
    return single(Tok::RParen);
  case ',':
    return single(Tok::Comma);
  case ':':
    if (peek(1) == '=')
      return single(Tok::ColonAssign, 2);
    return single(Tok::Colon);
  case '-':
    if (peek(1) == '>')
      return single(Tok::Arrow, 2);
    break;
  case '"':
  case '\'':
    return lexString(T, C);
  default:
    break;
  }
  if (isIdentStart(C)) {
    while (isIdentChar(peek()))
      advance();
    T.Text = Src.slice(Start, Pos);
    if (T.Text == "hex" && (peek() == '"' || peek() == '\''))
      return lexHexString(T);
    T.Kind = Tok::Identifier;
    return true;
  }
  if (isDigit(C)) {
    if (C == '0' && peek(1) == 'x') {
      advance();
      advance();
      while (isHexDigit(peek()))
        advance();
      if (Pos - Start == 2)
        return fail(T.Loc, "'0x' must be followed by hex digits");
    } else {
      while (isDigit(peek()))
        advance();
    }
    if (isIdentChar(peek()))
      return fail(here(), "unexpected character after a number literal");
    T.Kind = Tok::Number;
    T.Text = Src.slice(Start, Pos);
    return true;
  }
  if (isPrint(C))
    return fail(T.Loc, Twine("unexpected character '") + Twine(C) + "'");
  return fail(T.Loc,
              "unexpected byte 0x" + utohexstr(static_cast<unsigned char>(C)));
}
