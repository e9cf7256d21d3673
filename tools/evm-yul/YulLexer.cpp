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
      while (Pos < Src.size() && peek() != '\n')
        advance();
    } else if (C == '/' && peek(1) == '*') {
      SourceLoc Start = here();
      advance();
      advance();
      while (Pos < Src.size() && !(peek() == '*' && peek(1) == '/'))
        advance();
      if (Pos >= Src.size())
        return fail(Start, "unterminated comment");
      advance();
      advance();
    } else {
      break;
    }
  }
  return true;
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
    return true;
  }
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
