//===-- YulParser.cpp - Yul source to syntax tree -------------------------===//
//
// The grammar (Yul's specification, EVM dialect):
//
//   Object    = 'object' String '{' Code ( Object | Data )* '}'
//   Code      = 'code' Block
//   Data      = 'data' String ( HexString | String )
//   Block     = '{' Statement* '}'
//   Statement = Block | FunctionDef | VarDecl | Assignment | If | Switch
//             | For | 'break' | 'continue' | 'leave' | Call
//   FunctionDef = 'function' Id '(' TypedIds? ')' ( '->' TypedIds )? Block
//   VarDecl   = 'let' TypedIds ( ':=' Expression )?
//   Assignment = Id ( ',' Id )* ':=' Expression
//   If        = 'if' Expression Block
//   Switch    = 'switch' Expression ( Case+ Default? | Default )
//   Case      = 'case' Literal Block          Default = 'default' Block
//   For       = 'for' Block Expression Block Block
//   Expression = Call | Id | Literal           Call = Id '(' Args? ')'
//   Literal   = ( Number | String | HexString | 'true' | 'false' ) Type?
//   TypedIds  = Id Type? ( ',' Id Type? )*      Type = ':' Id
//
// Identifiers may contain dots; `u256` is the only type of the dialect.
//
//===----------------------------------------------------------------------===//

#include "YulParser.h"
#include "YulLexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"

using namespace llvm;
using namespace yul;

namespace {

class Parser {
public:
  Parser(StringRef Source, Diagnostics &Diags)
      : Lex(Source, Diags), Diags(Diags) {}

  std::unique_ptr<Object> parseFile();

private:
  // Tokens. Each parse function returns null (or false) once an error was
  // reported; nothing after the first error is parsed.
  bool bump() {
    if (Failed)
      return false;
    PrevEnd = Cur.End;
    if (!Lex.next(Cur)) {
      Failed = true;
      return false;
    }
    return true;
  }
  bool is(Tok K) const { return !Failed && Cur.Kind == K; }
  bool isKeyword(StringRef K) const {
    return is(Tok::Identifier) && Cur.Text == K;
  }
  bool expect(Tok K, StringRef What) {
    if (is(K))
      return bump();
    return error(Twine("expected ") + What + ", found " + describe(Cur));
  }
  bool error(const Twine &Message) { return error(Cur.Loc, Message); }
  bool error(SourceLoc Loc, const Twine &Message) {
    if (!Failed)
      Diags.error(Loc, Message);
    Failed = true;
    return false;
  }
  static std::string describe(const Token &T);
  /// In Yul without `@use-src`, a node stands for its own bytes, from
  /// \p Start to the end of the last token read.
  template <typename T>
  std::unique_ptr<T> close(std::unique_ptr<T> N, unsigned Start) {
    if (N && !Lex.usesSourceComments())
      N->setOrigin(
          {0, static_cast<int>(Start), static_cast<int>(PrevEnd - Start)});
    return N;
  }

  /// The node \p Parse parses at Cur, closed.
  template <typename T>
  std::unique_ptr<T> parseClosed(std::unique_ptr<T> (Parser::*Parse)()) {
    unsigned Start = Cur.Start;
    return close((this->*Parse)(), Start);
  }

  std::unique_ptr<Object> parseObject();
  std::unique_ptr<Block> parseBlock() {
    return parseClosed(&Parser::parseBlockAt);
  }
  std::unique_ptr<Block> parseBlockAt();
  std::unique_ptr<Stmt> parseStatement() {
    return parseClosed(&Parser::parseStatementAt);
  }
  std::unique_ptr<Stmt> parseStatementAt();
  std::unique_ptr<FunctionDef> parseFunctionDef();
  bool parseTypedNames(std::vector<TypedName> &Names);
  bool parseType();
  std::unique_ptr<Switch> parseSwitch();
  std::unique_ptr<For> parseFor();
  std::unique_ptr<Expr> parseExpression() {
    return parseClosed(&Parser::parseExpressionAt);
  }
  std::unique_ptr<Expr> parseExpressionAt();
  std::unique_ptr<Literal> parseLiteral() {
    return parseClosed(&Parser::parseLiteralAt);
  }
  std::unique_ptr<Literal> parseLiteralAt();
  /// `( Expression, ... )`, at the '('.
  bool parseArguments(std::vector<std::unique_ptr<Expr>> &Args);
  bool parseName(std::string &Name, SourceLoc &Loc);

  Lexer Lex;
  Diagnostics &Diags;
  Token Cur;
  /// The end of the token before Cur.
  unsigned PrevEnd = 0;
  bool Failed = false;
};

} // end anonymous namespace

std::string Parser::describe(const Token &T) {
  switch (T.Kind) {
  case Tok::Eof:
    return "the end of the file";
  case Tok::String:
  case Tok::HexString:
    return "a string literal";
  default:
    return "'" + T.Text.str() + "'";
  }
}

/// Keywords cannot name a variable or function.
static bool isReserved(StringRef Name) {
  return Name == "function" || Name == "let" || Name == "if" ||
         Name == "switch" || Name == "case" || Name == "default" ||
         Name == "for" || Name == "break" || Name == "continue" ||
         Name == "leave" || Name == "true" || Name == "false" || Name == "hex";
}

bool Parser::parseName(std::string &Name, SourceLoc &Loc) {
  if (!is(Tok::Identifier))
    return error(Twine("expected an identifier, found ") + describe(Cur));
  if (isReserved(Cur.Text))
    return error(Twine("'") + Cur.Text + "' is a keyword, not a name");
  Name = Cur.Text.str();
  Loc = Cur.Loc;
  return bump();
}

bool Parser::parseType() {
  // `: u256`, the one type of the EVM dialect.
  if (!is(Tok::Colon))
    return true;
  bump();
  if (!is(Tok::Identifier))
    return error(Twine("expected a type name, found ") + describe(Cur));
  if (Cur.Text != "u256")
    return error(Twine("unknown type '") + Cur.Text +
                 "': the EVM dialect has one type, u256");
  return bump();
}

bool Parser::parseTypedNames(std::vector<TypedName> &Names) {
  do {
    if (!Names.empty() && !bump()) // the comma
      return false;
    TypedName N;
    if (!parseName(N.Name, N.Loc) || !parseType())
      return false;
    Names.push_back(std::move(N));
  } while (is(Tok::Comma));
  return true;
}

std::unique_ptr<Object> Parser::parseFile() {
  if (!bump())
    return nullptr;
  std::unique_ptr<Object> Obj;
  if (is(Tok::LBrace)) {
    Obj = std::make_unique<Object>();
    Obj->Name = "object";
    Obj->Loc = Cur.Loc;
    Obj->Code = parseBlock();
    if (!Obj->Code)
      return nullptr;
  } else if (isKeyword("object")) {
    Obj = parseObject();
  } else {
    error(Twine("expected 'object' or '{', found ") + describe(Cur));
    return nullptr;
  }
  if (!Obj ||
      (!is(Tok::Eof) &&
       !error(Twine("expected the end of the file, found ") + describe(Cur))))
    return nullptr;
  return Obj;
}

std::unique_ptr<Object> Parser::parseObject() {
  auto Obj = std::make_unique<Object>();
  Obj->Loc = Cur.Loc;
  // The `@use-src` before `object`, read with it.
  Obj->SourceNames = Lex.takeSourceNames();
  bump(); // object
  if (!is(Tok::String)) {
    error(Twine("expected the object's name as a string, found ") +
          describe(Cur));
    return nullptr;
  }
  Obj->Name = Cur.Bytes;
  if (Obj->Name.empty() || Obj->Name.find('.') != std::string::npos) {
    error("an object's name must be non-empty and without dots (a dotted "
          "name is a path to a nested object)");
    return nullptr;
  }
  bump();
  if (!expect(Tok::LBrace, "'{'"))
    return nullptr;
  if (!isKeyword("code")) {
    error(Twine("expected 'code', found ") + describe(Cur));
    return nullptr;
  }
  bump();
  Obj->Code = parseBlock();
  if (!Obj->Code)
    return nullptr;
  while (!Failed && !is(Tok::RBrace)) {
    if (isKeyword("object")) {
      std::unique_ptr<Object> Sub = parseObject();
      if (!Sub)
        return nullptr;
      Obj->SubObjects.push_back(std::move(Sub));
    } else if (isKeyword("data")) {
      DataSection D;
      D.Loc = Cur.Loc;
      bump();
      if (!is(Tok::String)) {
        error(Twine("expected the data section's name as a string, found ") +
              describe(Cur));
        return nullptr;
      }
      D.Name = Cur.Bytes;
      bump();
      if (!is(Tok::String) && !is(Tok::HexString)) {
        error(Twine("expected the data as a string or hex string, found ") +
              describe(Cur));
        return nullptr;
      }
      D.Bytes = Cur.Bytes;
      bump();
      Obj->Data.push_back(std::move(D));
    } else {
      error(Twine("expected 'object', 'data' or '}', found ") + describe(Cur));
      return nullptr;
    }
  }
  if (!expect(Tok::RBrace, "'}'"))
    return nullptr;
  return Obj;
}

std::unique_ptr<Block> Parser::parseBlockAt() {
  auto B = std::make_unique<Block>(Cur.Loc);
  if (!expect(Tok::LBrace, "'{'"))
    return nullptr;
  while (!Failed && !is(Tok::RBrace) && !is(Tok::Eof)) {
    std::unique_ptr<Stmt> S = parseStatement();
    if (!S)
      return nullptr;
    B->Body.push_back(std::move(S));
  }
  if (!expect(Tok::RBrace, "'}'"))
    return nullptr;
  return B;
}

std::unique_ptr<Stmt> Parser::parseStatementAt() {
  SourceLoc Loc = Cur.Loc;
  unsigned Start = Cur.Start;
  if (is(Tok::LBrace))
    return parseBlock();
  if (!is(Tok::Identifier)) {
    error(Twine("expected a statement, found ") + describe(Cur));
    return nullptr;
  }
  StringRef K = Cur.Text;
  if (K == "function")
    return parseFunctionDef();
  if (K == "let") {
    auto D = std::make_unique<VarDecl>(Loc);
    bump();
    if (!parseTypedNames(D->Names))
      return nullptr;
    if (is(Tok::ColonAssign)) {
      bump();
      D->Value = parseExpression();
      if (!D->Value)
        return nullptr;
    }
    return D;
  }
  if (K == "if") {
    auto I = std::make_unique<If>(Loc);
    bump();
    I->Cond = parseExpression();
    if (!I->Cond || !(I->Body = parseBlock()))
      return nullptr;
    return I;
  }
  if (K == "switch")
    return parseSwitch();
  if (K == "for")
    return parseFor();
  if (K == "break" || K == "continue" || K == "leave") {
    Stmt::Kind Kind = K == "break"      ? Stmt::Kind::Break
                      : K == "continue" ? Stmt::Kind::Continue
                                        : Stmt::Kind::Leave;
    bump();
    return std::make_unique<Jump>(Kind, Loc);
  }
  if (K == "case" || K == "default") {
    error(Twine("'") + K + "' outside a switch");
    return nullptr;
  }
  // A call, or an assignment to one or more variables.
  std::string Name;
  SourceLoc NameLoc;
  if (!parseName(Name, NameLoc))
    return nullptr;
  if (is(Tok::LParen)) {
    std::vector<std::unique_ptr<Expr>> Args;
    if (!parseArguments(Args))
      return nullptr;
    return std::make_unique<ExprStmt>(
        Loc,
        close(std::make_unique<Call>(NameLoc, Name, std::move(Args)), Start));
  }
  auto A = std::make_unique<Assign>(Loc);
  A->Targets.push_back(std::make_unique<Identifier>(NameLoc, Name));
  while (is(Tok::Comma)) {
    bump();
    if (!parseName(Name, NameLoc))
      return nullptr;
    A->Targets.push_back(std::make_unique<Identifier>(NameLoc, Name));
  }
  if (!is(Tok::ColonAssign)) {
    error(A->Targets.size() == 1
              ? Twine("expected ':=' or '(' after '") + Name +
                    "': an expression statement must be a call"
              : Twine("expected ':=' after the variables, found ") +
                    describe(Cur));
    return nullptr;
  }
  bump();
  A->Value = parseExpression();
  if (!A->Value)
    return nullptr;
  return A;
}

std::unique_ptr<FunctionDef> Parser::parseFunctionDef() {
  bump(); // function
  std::string Name;
  SourceLoc NameLoc;
  if (!parseName(Name, NameLoc))
    return nullptr;
  auto F = std::make_unique<FunctionDef>(NameLoc, Name);
  if (!expect(Tok::LParen, "'('"))
    return nullptr;
  if (!is(Tok::RParen) && !parseTypedNames(F->Params))
    return nullptr;
  if (!expect(Tok::RParen, "',' or ')'"))
    return nullptr;
  if (is(Tok::Arrow)) {
    bump();
    if (!parseTypedNames(F->Results))
      return nullptr;
  }
  F->Body = parseBlock();
  if (!F->Body)
    return nullptr;
  return F;
}

std::unique_ptr<Switch> Parser::parseSwitch() {
  auto S = std::make_unique<Switch>(Cur.Loc);
  bump(); // switch
  S->Value = parseExpression();
  if (!S->Value)
    return nullptr;
  bool HasDefault = false;
  while (isKeyword("case") || isKeyword("default")) {
    if (HasDefault) {
      error(isKeyword("case") ? "a case after 'default'"
                              : "a second 'default'");
      return nullptr;
    }
    Switch::Case C;
    if (isKeyword("case")) {
      bump();
      C.Value = parseLiteral();
      if (!C.Value)
        return nullptr;
    } else {
      HasDefault = true;
      bump();
    }
    C.Body = parseBlock();
    if (!C.Body)
      return nullptr;
    S->Cases.push_back(std::move(C));
  }
  if (S->Cases.empty()) {
    error(Twine("expected 'case' or 'default', found ") + describe(Cur));
    return nullptr;
  }
  return S;
}

std::unique_ptr<For> Parser::parseFor() {
  auto F = std::make_unique<For>(Cur.Loc);
  bump(); // for
  if (!(F->Init = parseBlock()) || !(F->Cond = parseExpression()) ||
      !(F->Post = parseBlock()) || !(F->Body = parseBlock()))
    return nullptr;
  return F;
}

std::unique_ptr<Literal> Parser::parseLiteralAt() {
  SourceLoc Loc = Cur.Loc;
  std::unique_ptr<Literal> L;
  if (is(Tok::Number)) {
    StringRef Text = Cur.Text;
    bool IsHex = Text.consume_front("0x");
    // getAsInteger needs the width of the result to hold the digits.
    APInt Value;
    if (Text.getAsInteger(IsHex ? 16 : 10, Value) ||
        Value.getActiveBits() > 256) {
      error("number literal does not fit in 256 bits");
      return nullptr;
    }
    L = std::make_unique<Literal>(Loc, Literal::Form::Number,
                                  Value.zextOrTrunc(256), "");
  } else if (isKeyword("true") || isKeyword("false")) {
    L = std::make_unique<Literal>(Loc, Literal::Form::Bool,
                                  APInt(256, isKeyword("true")), "");
  } else if (is(Tok::String) || is(Tok::HexString)) {
    // The word of a string: its bytes from the most significant end. A
    // string of more than 32 bytes has no value; it can only be a name.
    APInt Value(256, 0);
    const std::string &B = Cur.Bytes;
    for (size_t I = 0; I < B.size() && I < 32; ++I)
      Value.insertBits(static_cast<uint8_t>(B[I]), (31 - I) * 8, 8);
    L = std::make_unique<Literal>(
        Loc, is(Tok::String) ? Literal::Form::String : Literal::Form::HexString,
        Value, B);
  } else {
    error(Twine("expected a literal, found ") + describe(Cur));
    return nullptr;
  }
  bump();
  if (!parseType())
    return nullptr;
  return L;
}

std::unique_ptr<Expr> Parser::parseExpressionAt() {
  if (!is(Tok::Identifier) || isKeyword("true") || isKeyword("false"))
    return parseLiteral();
  std::string Name;
  SourceLoc Loc;
  if (!parseName(Name, Loc))
    return nullptr;
  if (!is(Tok::LParen))
    return std::make_unique<Identifier>(Loc, Name);
  std::vector<std::unique_ptr<Expr>> Args;
  if (!parseArguments(Args))
    return nullptr;
  return std::make_unique<Call>(Loc, Name, std::move(Args));
}

bool Parser::parseArguments(std::vector<std::unique_ptr<Expr>> &Args) {
  bump(); // (
  if (!is(Tok::RParen)) {
    while (true) {
      std::unique_ptr<Expr> A = parseExpression();
      if (!A)
        return false;
      Args.push_back(std::move(A));
      if (!is(Tok::Comma))
        break;
      bump();
    }
  }
  return expect(Tok::RParen, "',' or ')'");
}

std::unique_ptr<Object> yul::parseYul(StringRef Source, Diagnostics &Diags) {
  Parser P(Source, Diags);
  return P.parseFile();
}
