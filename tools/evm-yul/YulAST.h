//===-- YulAST.h - The syntax tree of a Yul program ------------*- C++ -*-===//
//
// What the parser (YulParser) makes and the code generator (YulCodeGen)
// reads: objects with their code, sub-objects and data, and the
// statements and expressions of Yul's grammar
// (https://docs.soliditylang.org/en/latest/yul.html#specification-of-yul).
// Names are not resolved here; YulCodeGen checks the scoping rules while it
// walks the tree, so that a program is read once.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_YUL_YULAST_H
#define EVM_YUL_YULAST_H

#include "llvm/ADT/APInt.h"
#include "llvm/Support/Casting.h"
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

namespace yul {

/// What a node stands for in solc's source maps: a byte range of one
/// source, by its index. Solidity's Yul says it in `@src` comments (the
/// index is one of the object's `@use-src`); Yul without them stands for
/// itself, as source 0. Source -1: no source applies (docs/yul.md,
/// "Source positions").
struct SourceRange {
  int Source = -1;
  int Start = -1;
  int Length = -1;
  bool operator<(const SourceRange &R) const {
    return std::tie(Source, Start, Length) <
           std::tie(R.Source, R.Start, R.Length);
  }
};

/// A place in the source, 1-based, as diagnostics print it, and the range
/// the node that starts there stands for.
struct SourceLoc {
  unsigned Line = 0;
  unsigned Col = 0;
  SourceRange Origin;
};

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

class Expr {
public:
  enum class Kind { Literal, Identifier, Call };

  Expr(Kind K, SourceLoc Loc) : K(K), Loc(Loc) {}
  virtual ~Expr() = default;
  Kind getKind() const { return K; }
  SourceLoc getLoc() const { return Loc; }
  const SourceRange &getOrigin() const { return Loc.Origin; }
  void setOrigin(const SourceRange &R) { Loc.Origin = R; }

private:
  Kind K;
  SourceLoc Loc;
};

/// A number, `true`/`false`, a string or a hex string. Every literal has a
/// word value; a string is also kept as its bytes, because some builtins
/// (datasize, loadimmutable, ...) take a name, not a value.
class Literal : public Expr {
public:
  enum class Form { Number, Bool, String, HexString };

  Literal(SourceLoc Loc, Form F, llvm::APInt Value, std::string Bytes)
      : Expr(Kind::Literal, Loc), F(F), Value(std::move(Value)),
        Bytes(std::move(Bytes)) {}

  Form getForm() const { return F; }
  bool isString() const { return F == Form::String || F == Form::HexString; }
  /// The word: a number's value; a string's bytes left-aligned, as solc
  /// reads them (the parser refuses strings longer than 32 bytes where a
  /// value is needed, YulCodeGen::literalValue).
  const llvm::APInt &getValue() const { return Value; }
  /// The bytes of a string literal (escapes resolved).
  const std::string &getBytes() const { return Bytes; }

  static bool classof(const Expr *E) { return E->getKind() == Kind::Literal; }

private:
  Form F;
  llvm::APInt Value;
  std::string Bytes;
};

class Identifier : public Expr {
public:
  Identifier(SourceLoc Loc, std::string Name)
      : Expr(Kind::Identifier, Loc), Name(std::move(Name)) {}
  const std::string &getName() const { return Name; }

  static bool classof(const Expr *E) {
    return E->getKind() == Kind::Identifier;
  }

private:
  std::string Name;
};

/// A call of a builtin or of a function of the program.
class Call : public Expr {
public:
  Call(SourceLoc Loc, std::string Callee,
       std::vector<std::unique_ptr<Expr>> Args)
      : Expr(Kind::Call, Loc), Callee(std::move(Callee)),
        Args(std::move(Args)) {}
  const std::string &getCallee() const { return Callee; }
  const std::vector<std::unique_ptr<Expr>> &getArgs() const { return Args; }

  static bool classof(const Expr *E) { return E->getKind() == Kind::Call; }

private:
  std::string Callee;
  std::vector<std::unique_ptr<Expr>> Args;
};

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

class Stmt {
public:
  enum class Kind {
    Block,
    FunctionDef,
    VarDecl,
    Assign,
    If,
    Switch,
    For,
    Break,
    Continue,
    Leave,
    ExprStmt
  };

  Stmt(Kind K, SourceLoc Loc) : K(K), Loc(Loc) {}
  virtual ~Stmt() = default;
  Kind getKind() const { return K; }
  SourceLoc getLoc() const { return Loc; }
  const SourceRange &getOrigin() const { return Loc.Origin; }
  void setOrigin(const SourceRange &R) { Loc.Origin = R; }

private:
  Kind K;
  SourceLoc Loc;
};

class Block : public Stmt {
public:
  explicit Block(SourceLoc Loc) : Stmt(Kind::Block, Loc) {}
  std::vector<std::unique_ptr<Stmt>> Body;

  static bool classof(const Stmt *S) { return S->getKind() == Kind::Block; }
};

/// A name being declared (a variable, parameter or result), with where.
struct TypedName {
  std::string Name;
  SourceLoc Loc;
};

class FunctionDef : public Stmt {
public:
  FunctionDef(SourceLoc Loc, std::string Name)
      : Stmt(Kind::FunctionDef, Loc), Name(std::move(Name)) {}
  std::string Name;
  std::vector<TypedName> Params;
  std::vector<TypedName> Results;
  std::unique_ptr<Block> Body;

  static bool classof(const Stmt *S) {
    return S->getKind() == Kind::FunctionDef;
  }
};

/// `let a, b := value` (Value may be null: the variables start at zero).
class VarDecl : public Stmt {
public:
  explicit VarDecl(SourceLoc Loc) : Stmt(Kind::VarDecl, Loc) {}
  std::vector<TypedName> Names;
  std::unique_ptr<Expr> Value;

  static bool classof(const Stmt *S) { return S->getKind() == Kind::VarDecl; }
};

/// `a, b := value`.
class Assign : public Stmt {
public:
  explicit Assign(SourceLoc Loc) : Stmt(Kind::Assign, Loc) {}
  std::vector<std::unique_ptr<Identifier>> Targets;
  std::unique_ptr<Expr> Value;

  static bool classof(const Stmt *S) { return S->getKind() == Kind::Assign; }
};

class If : public Stmt {
public:
  explicit If(SourceLoc Loc) : Stmt(Kind::If, Loc) {}
  std::unique_ptr<Expr> Cond;
  std::unique_ptr<Block> Body;

  static bool classof(const Stmt *S) { return S->getKind() == Kind::If; }
};

class Switch : public Stmt {
public:
  explicit Switch(SourceLoc Loc) : Stmt(Kind::Switch, Loc) {}
  struct Case {
    std::unique_ptr<Literal> Value; ///< Null for `default`.
    std::unique_ptr<Block> Body;
  };
  std::unique_ptr<Expr> Value;
  std::vector<Case> Cases;

  static bool classof(const Stmt *S) { return S->getKind() == Kind::Switch; }
};

/// `for { Init } Cond { Post } { Body }`: Init's declarations are visible
/// in the other three parts.
class For : public Stmt {
public:
  explicit For(SourceLoc Loc) : Stmt(Kind::For, Loc) {}
  std::unique_ptr<Block> Init;
  std::unique_ptr<Expr> Cond;
  std::unique_ptr<Block> Post;
  std::unique_ptr<Block> Body;

  static bool classof(const Stmt *S) { return S->getKind() == Kind::For; }
};

/// `break`, `continue` or `leave`: the kind says which.
class Jump : public Stmt {
public:
  Jump(Kind K, SourceLoc Loc) : Stmt(K, Loc) {}

  static bool classof(const Stmt *S) {
    return S->getKind() == Kind::Break || S->getKind() == Kind::Continue ||
           S->getKind() == Kind::Leave;
  }
};

class ExprStmt : public Stmt {
public:
  ExprStmt(SourceLoc Loc, std::unique_ptr<Expr> E)
      : Stmt(Kind::ExprStmt, Loc), E(std::move(E)) {}
  std::unique_ptr<Expr> E;

  static bool classof(const Stmt *S) { return S->getKind() == Kind::ExprStmt; }
};

//===----------------------------------------------------------------------===//
// Objects
//===----------------------------------------------------------------------===//

/// `data "name" hex"..."` or `data "name" "text"`.
struct DataSection {
  std::string Name;
  std::string Bytes;
  SourceLoc Loc;
};

/// `object "name" { code { ... } object ... data ... }`. A file that is a
/// bare block is one object named "object", as solc reads it.
struct Object {
  std::string Name;
  SourceLoc Loc;
  /// The sources its `@src` ranges name, by index (`@use-src`).
  std::map<int, std::string> SourceNames;
  std::unique_ptr<Block> Code;
  std::vector<std::unique_ptr<Object>> SubObjects;
  std::vector<DataSection> Data;
};

} // namespace yul

#endif
