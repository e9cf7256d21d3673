//===-- YulCodeGen.cpp - The code of a Yul object as LLVM IR --------------===//
//
// Variables are allocas, promoted to SSA values once a function is done
// (PromoteMemToReg), so that even without the middle end (-O0) no variable
// lives in memory: Yul without memoryguard owns all of memory, and the
// backend may not put anything there.
//
// Each assignment to a function's result is described by a debug value of
// the result's variable (marked EVM::ResultVariableMark), at the
// assignment's location: nothing else says where a result came from once
// the function is inlined and its result folded to a constant
// (EVMLiftDebugConstants; docs/ir-dialect.md, "Source ranges").
//
// Arguments are evaluated from right to left, as Yul specifies. Addresses
// are `getelementptr i8, ptr addrspace(AS) null, i256 ADDR`, so that alias
// analysis sees one base and constant offsets where the program has them.
//
//===----------------------------------------------------------------------===//

#include "YulCodeGen.h"
#include "EVMAddressSpaces.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "YulDialect.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"
#include <deque>

using namespace llvm;
using namespace yul;

namespace {

using Values = SmallVector<Value *, 2>;

/// What a name means where it is visible.
struct Binding {
  enum class Kind { Variable, Function } K;
  SourceLoc Loc;
  AllocaInst *Slot = nullptr;       ///< A variable's.
  const FunctionDef *Def = nullptr; ///< A function's,
  llvm::Function *Fn = nullptr;     ///< and its IR.
};

struct Scope {
  StringMap<Binding> Names;
  /// The scope of a function's parameters and results: the variables of
  /// the scopes outside it cannot be used inside.
  const FunctionDef *Function = nullptr;
};

/// Where break and continue go; both null in a for loop's init and post
/// blocks, where they are not allowed.
struct LoopTargets {
  BasicBlock *Continue = nullptr;
  BasicBlock *Break = nullptr;
};

/// The function being generated: __entry, or a Yul function.
struct FunctionState {
  FunctionState(llvm::Function *F, DISubprogram *SP)
      : F(F), B(F->getContext()), SP(SP) {
    F->setSubprogram(SP);
  }
  llvm::Function *F;
  IRBuilder<> B;
  DISubprogram *SP;
  const FunctionDef *Def = nullptr; ///< Null in __entry.
  BasicBlock *Return = nullptr;     ///< Where `leave` goes.
  SmallVector<AllocaInst *, 2> Results;
  /// The debug variable of each result (same order as Results).
  SmallVector<DILocalVariable *, 2> ResultVars;
  SmallVector<LoopTargets, 4> Loops;
};

class CodeGen {
public:
  CodeGen(const Object &Obj, LLVMContext &Ctx, Diagnostics &Diags,
          const SourceIDs *IDs);
  std::unique_ptr<Module> run();

private:
  // Scopes and names.
  Binding *lookup(StringRef Name);
  /// The variable \p Id names, if the function being generated can use it
  /// (else reports why).
  Binding *lookupVariable(const Identifier &Id);
  bool declare(StringRef Name, SourceLoc Loc, Binding B);
  void hoistFunctions(const Block &B);

  // Statements.
  void genBlock(const Block &B);
  void genStatements(const Block &B);
  void genStmt(const Stmt &S);
  void genFunction(const FunctionDef &Def);
  void genVarDecl(const VarDecl &D);
  void genAssign(const Assign &A);
  void genIf(const If &I);
  void genSwitch(const Switch &S);
  void genFor(const For &F);
  void genJump(const Jump &J);
  /// If \p B is a result of the function, says that it holds \p V from
  /// \p Store on, at the store's location (see the file comment).
  void describeResult(const Binding &B, Value *V, StoreInst &Store);

  // Expressions.
  Values eval(const Expr &E);
  Value *evalOne(const Expr &E, StringRef Where);
  Values evalCall(const Call &C);
  Values evalUserCall(const Call &C, const Binding &Callee);
  Values evalBuiltin(const Call &C, const BuiltinInfo &BI);
  /// The arguments of \p C, evaluated right to left; those at the indices
  /// in \p Skip (literal names) are left null.
  SmallVector<Value *, 8> evalArgs(const Call &C, ArrayRef<unsigned> Skip = {});
  const Literal *nameArgument(const Call &C, unsigned Index, StringRef What);
  Value *literalValue(const Literal &L);

  // IR helpers.
  IRBuilder<> &builder() { return States.back()->B; }
  FunctionState &state() { return *States.back(); }
  Value *word(uint64_t V) { return ConstantInt::get(Word, V); }
  Value *undefWord() { return UndefValue::get(Word); }
  /// The i1 of a condition: a comparison's own, when the word is one
  /// widened (so that -O0, without the middle end, tests it directly).
  Value *isNonZero(Value *V) {
    if (auto *Z = dyn_cast<ZExtInst>(V))
      if (Z->getSrcTy()->isIntegerTy(1))
        return Z->getOperand(0);
    return builder().CreateICmpNE(V, word(0));
  }
  Value *callEVM(StringRef Name, ArrayRef<Value *> Args, bool HasResult) {
    return callEVMBuiltin(builder(), Name, Args, HasResult);
  }
  Value *nameMetadata(StringRef Name);
  AllocaInst *createSlot(StringRef Name);

  // Source positions.
  /// The state of a function to generate, with its debug scope, whose
  /// line stands for \p R: the range of code LLVM merged from two places
  /// of the function.
  std::unique_ptr<FunctionState>
  startFunction(llvm::Function *F, StringRef Name, const SourceRange &R);
  /// The line of the locations that stand for \p R.
  unsigned lineOf(const SourceRange &R);
  /// The location of code that stands for \p R.
  DILocation *locationOf(const SourceRange &R);
  /// Gives the code generated while it lives \p Loc's location.
  class LocationScope {
  public:
    LocationScope(CodeGen &G, const SourceLoc &Loc)
        : B(G.builder()), Saved(B.getCurrentDebugLocation()) {
      B.SetCurrentDebugLocation(G.locationOf(Loc.Origin));
    }
    ~LocationScope() { B.SetCurrentDebugLocation(Saved); }

  private:
    IRBuilder<> &B;
    DebugLoc Saved;
  };
  /// After a terminator, code that follows goes to a block nothing
  /// reaches (removed before the module is finished).
  void startDeadBlock();
  void finishFunction(llvm::Function &F);
  bool isObjectName(StringRef Path) const;

  const Object &Obj;
  LLVMContext &Ctx;
  Diagnostics &Diags;
  const SourceIDs *IDs;
  std::unique_ptr<Module> M;
  std::unique_ptr<DIBuilder> DIB;
  DIFile *File = nullptr;
  DISubroutineType *FnType = nullptr;
  /// The type of a result's debug variable: a word.
  DIBasicType *WordType = nullptr;
  /// The annotations that mark a debug variable as a function's result.
  MDTuple *ResultMark = nullptr;
  /// The ranges the code stands for, in the order first used; their
  /// index + 1 is the line of the locations.
  std::map<SourceRange, unsigned> RangeIndex;
  std::vector<SourceRange> Ranges;
  IntegerType *Word;
  std::vector<Scope> Scopes;
  std::vector<std::unique_ptr<FunctionState>> States;
  /// Whether the code reads msize(): then no memory access may be removed
  /// or moved, since each can grow memory (all are volatile).
  bool UsesMSize = false;
  bool UsesMemoryGuard = false;
};

} // end anonymous namespace

CodeGen::CodeGen(const Object &Obj, LLVMContext &Ctx, Diagnostics &Diags,
                 const SourceIDs *IDs)
    : Obj(Obj), Ctx(Ctx), Diags(Diags), IDs(IDs),
      Word(Type::getIntNTy(Ctx, 256)) {}

//===----------------------------------------------------------------------===//
// Source positions
//===----------------------------------------------------------------------===//

// The debug information says only where code comes from, by an index into
// the module's table of ranges, not by the Yul text's lines: an object
// that several programs embed (a contract their tests create) is then the
// same module in each, wherever and however indented it is, and is
// compiled once (bin/evm-yul keys the objects by their bitcode). Nothing
// else is described (emission kind NoDebug: no DWARF, which the EVM has no
// use for); the locations are what LLVM keeps through its passes. LLVM
// merges two different ones into line 0 of their scope: the function's
// own line stands for its range.

std::unique_ptr<FunctionState> CodeGen::startFunction(llvm::Function *F,
                                                      StringRef Name,
                                                      const SourceRange &R) {
  unsigned Line = lineOf(R);
  DISubprogram *SP =
      DIB->createFunction(File, Name, F->getName(), File, Line, FnType, Line,
                          DINode::FlagZero, DISubprogram::SPFlagDefinition);
  return std::make_unique<FunctionState>(F, SP);
}

DILocation *CodeGen::locationOf(const SourceRange &R) {
  return DILocation::get(Ctx, lineOf(R), 0, state().SP);
}

unsigned CodeGen::lineOf(const SourceRange &R) {
  SourceRange Key = R;
  if (IDs && Key.Source >= 0) {
    auto Name = Obj.SourceNames.find(Key.Source);
    auto ID =
        Name == Obj.SourceNames.end() ? IDs->end() : IDs->find(Name->second);
    Key = ID == IDs->end() ? SourceRange()
                           : SourceRange{ID->second, Key.Start, Key.Length};
  }
  auto [It, Inserted] = RangeIndex.try_emplace(Key, Ranges.size());
  if (Inserted)
    Ranges.push_back(Key);
  return It->second + 1;
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

Binding *CodeGen::lookup(StringRef Name) {
  for (Scope &S : llvm::reverse(Scopes))
    if (auto It = S.Names.find(Name); It != S.Names.end())
      return &It->second;
  return nullptr;
}

/// Declares \p Name in the innermost scope, unless Yul forbids it there:
/// a builtin's name, or a name already visible (Yul allows no shadowing,
/// not even of an outer function's variables).
bool CodeGen::declare(StringRef Name, SourceLoc Loc, Binding B) {
  if (lookupBuiltin(Name)) {
    Diags.error(Loc, "'" + Name + "' is the name of a builtin");
    return false;
  }
  if (const Binding *Old = lookup(Name)) {
    Diags.error(Loc, "'" + Name + "' is already declared at line " +
                         Twine(Old->Loc.Line) + ", column " +
                         Twine(Old->Loc.Col) +
                         " (Yul does not allow shadowing)");
    return false;
  }
  B.Loc = Loc;
  Scopes.back().Names[Name] = B;
  return true;
}

/// A block's functions are visible in the whole block, before their
/// definitions too.
void CodeGen::hoistFunctions(const Block &Blk) {
  for (const auto &S : Blk.Body) {
    const auto *Def = dyn_cast<FunctionDef>(S.get());
    if (!Def)
      continue;
    Type *Ret = Def->Results.empty() ? Type::getVoidTy(Ctx)
                : Def->Results.size() == 1
                    ? static_cast<Type *>(Word)
                    : StructType::get(Ctx, SmallVector<Type *, 4>(
                                               Def->Results.size(), Word));
    auto *FTy = FunctionType::get(
        Ret, SmallVector<Type *, 8>(Def->Params.size(), Word), false);
    // The backend and LLVM reserve some names; a Yul function may use any.
    StringRef Name = Def->Name;
    std::string IRName = Name.starts_with("llvm.") || Name.starts_with("__")
                             ? "yul." + Name.str()
                             : Name.str();
    auto *F =
        llvm::Function::Create(FTy, GlobalValue::InternalLinkage, IRName, *M);
    Binding B;
    B.K = Binding::Kind::Function;
    B.Def = Def;
    B.Fn = F;
    declare(Def->Name, Def->getLoc(), B);
  }
}

bool CodeGen::isObjectName(StringRef Path) const {
  if (Path == Obj.Name)
    return true;
  for (const DataSection &D : Obj.Data)
    if (D.Name == Path)
      return true;
  // A sub-object, or a path through sub-objects to a nested one.
  const Object *Cur = &Obj;
  while (!Path.empty()) {
    auto [Head, Rest] = Path.split('.');
    const Object *Next = nullptr;
    for (const auto &Sub : Cur->SubObjects)
      if (Sub->Name == Head)
        Next = Sub.get();
    if (!Next)
      return false;
    Cur = Next;
    Path = Rest;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// IR helpers
//===----------------------------------------------------------------------===//

/// Every address is an `inttoptr` of the Yul value, never a getelementptr
/// from null: LLVM's constant folder computes a constant getelementptr's
/// offset in 64 bits (DataLayout::getIndexedOffsetInType), so
/// `gep i8, null, 2^160 - 1` folds to `inttoptr -1`, another storage slot
/// (keys that large are common: EIP-1967 slots, keccak constants), and a
/// memory address of 2^64 + 1 to 1. A getelementptr would let alias
/// analysis tell `mload(p)` from `mstore(add(p, 32), x)`; on the benchmarks
/// and solc's Yul tests it saved no gas (docs/yul.md, "The lowering").
Value *CodeGen::nameMetadata(StringRef Name) {
  return MetadataAsValue::get(Ctx, MDString::get(Ctx, Name));
}

AllocaInst *CodeGen::createSlot(StringRef Name) {
  llvm::Function *F = state().F;
  IRBuilder<> Entry(&F->getEntryBlock(), F->getEntryBlock().begin());
  return Entry.CreateAlloca(Word, nullptr, Name);
}

void CodeGen::startDeadBlock() {
  builder().SetInsertPoint(BasicBlock::Create(Ctx, "dead", state().F));
}

void CodeGen::finishFunction(llvm::Function &F) {
  removeUnreachableBlocks(F);
  SmallVector<AllocaInst *, 16> Allocas;
  for (Instruction &I : F.getEntryBlock())
    if (auto *A = dyn_cast<AllocaInst>(&I))
      Allocas.push_back(A);
  DominatorTree DT(F);
  PromoteMemToReg(Allocas, DT);
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

void CodeGen::genBlock(const Block &B) {
  Scopes.emplace_back();
  genStatements(B);
  Scopes.pop_back();
}

void CodeGen::genStatements(const Block &B) {
  hoistFunctions(B);
  for (const auto &S : B.Body)
    genStmt(*S);
}

void CodeGen::genStmt(const Stmt &S) {
  LocationScope Here(*this, S.getLoc());
  switch (S.getKind()) {
  case Stmt::Kind::Block:
    return genBlock(cast<Block>(S));
  case Stmt::Kind::FunctionDef:
    return genFunction(cast<FunctionDef>(S));
  case Stmt::Kind::VarDecl:
    return genVarDecl(cast<VarDecl>(S));
  case Stmt::Kind::Assign:
    return genAssign(cast<Assign>(S));
  case Stmt::Kind::If:
    return genIf(cast<If>(S));
  case Stmt::Kind::Switch:
    return genSwitch(cast<Switch>(S));
  case Stmt::Kind::For:
    return genFor(cast<For>(S));
  case Stmt::Kind::Break:
  case Stmt::Kind::Continue:
  case Stmt::Kind::Leave:
    return genJump(cast<Jump>(S));
  case Stmt::Kind::ExprStmt: {
    const Expr &E = *cast<ExprStmt>(S).E;
    unsigned Errors = Diags.getNumErrors();
    Values V = eval(E);
    // A call that was refused already has its error.
    if (!V.empty() && Errors == Diags.getNumErrors())
      Diags.error(E.getLoc(),
                  "the value" + Twine(V.size() == 1 ? "" : "s") +
                      " of this call " + Twine(V.size() == 1 ? "is" : "are") +
                      " unused (an expression statement returns nothing; "
                      "pop() discards a value)");
    return;
  }
  }
}

void CodeGen::genFunction(const FunctionDef &Def) {
  const Binding *B = lookup(Def.Name);
  if (!B || B->Def != &Def)
    return; // Its declaration failed and was reported.
  llvm::Function *F = B->Fn;
  States.push_back(startFunction(F, Def.Name, Def.getOrigin()));
  FunctionState &St = state();
  St.B.SetCurrentDebugLocation(locationOf(Def.getOrigin()));
  St.Def = &Def;
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", F);
  St.Return = BasicBlock::Create(Ctx, "return", F);
  St.B.SetInsertPoint(Entry);

  Scopes.emplace_back();
  Scopes.back().Function = &Def;
  Binding Var;
  Var.K = Binding::Kind::Variable;
  for (auto [Param, Arg] : llvm::zip(Def.Params, F->args())) {
    Var.Slot = createSlot(Param.Name + ".addr");
    Arg.setName(Param.Name);
    St.B.CreateStore(&Arg, Var.Slot);
    declare(Param.Name, Param.Loc, Var);
  }
  for (const TypedName &Result : Def.Results) {
    Var.Slot = createSlot(Result.Name);
    St.B.CreateStore(word(0), Var.Slot);
    St.Results.push_back(Var.Slot);
    St.ResultVars.push_back(DILocalVariable::get(
        Ctx, St.SP, Result.Name, File, St.SP->getLine(), WordType, /*Arg=*/0,
        DINode::FlagZero, /*AlignInBits=*/0, DINodeArray(ResultMark)));
    declare(Result.Name, Result.Loc, Var);
  }
  genBlock(*Def.Body);
  Scopes.pop_back();

  St.B.CreateBr(St.Return);
  St.Return->moveAfter(&F->back());
  St.B.SetInsertPoint(St.Return);
  if (St.Results.empty()) {
    St.B.CreateRetVoid();
  } else if (St.Results.size() == 1) {
    St.B.CreateRet(St.B.CreateLoad(Word, St.Results[0]));
  } else {
    Value *Agg = PoisonValue::get(F->getReturnType());
    for (auto [I, Slot] : llvm::enumerate(St.Results))
      Agg = St.B.CreateInsertValue(Agg, St.B.CreateLoad(Word, Slot),
                                   static_cast<unsigned>(I));
    St.B.CreateRet(Agg);
  }
  finishFunction(*F);
  States.pop_back();
}

void CodeGen::genVarDecl(const VarDecl &D) {
  // The value is computed before the names exist.
  Values V;
  if (D.Value) {
    V = eval(*D.Value);
    if (V.size() != D.Names.size()) {
      Diags.error(D.Value->getLoc(),
                  "declares " + Twine(D.Names.size()) + " variable" +
                      (D.Names.size() == 1 ? "" : "s") + " from " +
                      Twine(V.size()) + " value" + (V.size() == 1 ? "" : "s"));
      V.assign(D.Names.size(), undefWord());
    }
  } else {
    V.assign(D.Names.size(), word(0));
  }
  for (auto [Name, Init] : llvm::zip(D.Names, V)) {
    Binding B;
    B.K = Binding::Kind::Variable;
    B.Slot = createSlot(Name.Name);
    builder().CreateStore(Init, B.Slot);
    declare(Name.Name, Name.Loc, B);
  }
}

void CodeGen::genAssign(const Assign &A) {
  Values V = eval(*A.Value);
  if (V.size() != A.Targets.size()) {
    Diags.error(A.Value->getLoc(), "assigns " + Twine(V.size()) + " value" +
                                       (V.size() == 1 ? "" : "s") + " to " +
                                       Twine(A.Targets.size()) + " variable" +
                                       (A.Targets.size() == 1 ? "" : "s"));
    return;
  }
  StringSet<> Seen;
  for (auto [Target, Value] : llvm::zip(A.Targets, V)) {
    const std::string &Name = Target->getName();
    if (!Seen.insert(Name).second) {
      Diags.error(Target->getLoc(),
                  "'" + Name + "' is assigned twice in one assignment");
      continue;
    }
    if (Binding *B = lookupVariable(*Target)) {
      StoreInst *Store = builder().CreateStore(Value, B->Slot);
      describeResult(*B, Value, *Store);
    }
  }
}

void CodeGen::describeResult(const Binding &B, Value *V, StoreInst &Store) {
  FunctionState &St = state();
  auto *It = llvm::find(St.Results, B.Slot);
  if (It == St.Results.end() || !Store.getDebugLoc())
    return;
  DIB->insertDbgValueIntrinsic(V, St.ResultVars[It - St.Results.begin()],
                               DIB->createExpression(), Store.getDebugLoc(),
                               Store.getIterator());
}

void CodeGen::genIf(const If &I) {
  Value *Cond = evalOne(*I.Cond, "an if condition");
  llvm::Function *F = state().F;
  BasicBlock *Then = BasicBlock::Create(Ctx, "if.then", F);
  BasicBlock *End = BasicBlock::Create(Ctx, "if.end", F);
  builder().CreateCondBr(isNonZero(Cond), Then, End);
  builder().SetInsertPoint(Then);
  genBlock(*I.Body);
  builder().CreateBr(End);
  builder().SetInsertPoint(End);
}

void CodeGen::genSwitch(const Switch &S) {
  Value *V = evalOne(*S.Value, "a switch");
  llvm::Function *F = state().F;
  SmallVector<BasicBlock *, 8> Blocks;
  BasicBlock *End = BasicBlock::Create(Ctx, "switch.end");
  BasicBlock *Default = End;
  SmallVector<std::pair<ConstantInt *, BasicBlock *>, 8> Cases;
  SmallSet<ConstantInt *, 8> Seen; // constants are uniqued
  for (const Switch::Case &C : S.Cases) {
    Blocks.push_back(
        BasicBlock::Create(Ctx, C.Value ? "switch.case" : "switch.default", F));
    if (!C.Value) {
      Default = Blocks.back();
      continue;
    }
    // A case whose value is refused is still generated, for its errors.
    auto *CV = dyn_cast<ConstantInt>(literalValue(*C.Value));
    if (!CV)
      continue;
    if (!Seen.insert(CV).second) {
      Diags.error(C.Value->getLoc(), "duplicate case value");
      continue;
    }
    Cases.push_back({CV, Blocks.back()});
  }
  SwitchInst *SI = builder().CreateSwitch(V, Default, Cases.size());
  for (auto [CV, BB] : Cases)
    SI->addCase(CV, BB);
  for (auto [C, BB] : llvm::zip(S.Cases, Blocks)) {
    builder().SetInsertPoint(BB);
    genBlock(*C.Body);
    builder().CreateBr(End);
  }
  End->insertInto(F);
  builder().SetInsertPoint(End);
}

void CodeGen::genFor(const For &L) {
  // The init block's scope holds the whole loop.
  Scopes.emplace_back();
  FunctionState &St = state();
  St.Loops.push_back({}); // no break or continue in init
  genStatements(*L.Init);
  St.Loops.pop_back();

  llvm::Function *F = St.F;
  BasicBlock *Cond = BasicBlock::Create(Ctx, "for.cond", F);
  BasicBlock *Body = BasicBlock::Create(Ctx, "for.body", F);
  BasicBlock *Post = BasicBlock::Create(Ctx, "for.post", F);
  BasicBlock *Exit = BasicBlock::Create(Ctx, "for.end", F);
  St.B.CreateBr(Cond);
  St.B.SetInsertPoint(Cond);
  St.B.CreateCondBr(isNonZero(evalOne(*L.Cond, "a for condition")), Body, Exit);

  St.B.SetInsertPoint(Body);
  St.Loops.push_back({Post, Exit});
  genBlock(*L.Body);
  St.Loops.pop_back();
  St.B.CreateBr(Post);

  St.B.SetInsertPoint(Post);
  St.Loops.push_back({}); // nor in post
  genBlock(*L.Post);
  St.Loops.pop_back();
  St.B.CreateBr(Cond);

  St.B.SetInsertPoint(Exit);
  Scopes.pop_back();
}

void CodeGen::genJump(const Jump &J) {
  FunctionState &St = state();
  if (J.getKind() == Stmt::Kind::Leave) {
    if (!St.Def) {
      Diags.error(J.getLoc(), "'leave' outside a function");
      return;
    }
    St.B.CreateBr(St.Return);
    startDeadBlock();
    return;
  }
  bool IsBreak = J.getKind() == Stmt::Kind::Break;
  StringRef Word = IsBreak ? "break" : "continue";
  if (St.Loops.empty()) {
    Diags.error(J.getLoc(), "'" + Word + "' outside a for loop" +
                                (St.Def ? " of this function" : ""));
    return;
  }
  const LoopTargets &T = St.Loops.back();
  if (!T.Break) {
    Diags.error(J.getLoc(),
                "'" + Word + "' in a for loop's init or post block");
    return;
  }
  St.B.CreateBr(IsBreak ? T.Break : T.Continue);
  startDeadBlock();
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

Value *CodeGen::literalValue(const Literal &L) {
  if (L.isString() && L.getBytes().size() > 32) {
    Diags.error(L.getLoc(), "a string literal of " +
                                Twine(L.getBytes().size()) +
                                " bytes has no value (at most 32)");
    return undefWord();
  }
  return ConstantInt::get(Word, L.getValue());
}

Binding *CodeGen::lookupVariable(const Identifier &Id) {
  StringRef Name = Id.getName();
  if (lookupBuiltin(Name)) {
    Diags.error(Id.getLoc(), "'" + Name + "' is a builtin, not a variable");
    return nullptr;
  }
  // The scopes beyond the function's own are closed to variables.
  const FunctionDef *Crossed = nullptr;
  for (Scope &S : llvm::reverse(Scopes)) {
    auto It = S.Names.find(Name);
    if (It != S.Names.end()) {
      Binding &B = It->second;
      if (B.K == Binding::Kind::Function) {
        Diags.error(Id.getLoc(),
                    "'" + Name + "' is a function, not a variable");
        return nullptr;
      }
      if (Crossed) {
        Diags.error(Id.getLoc(),
                    "'" + Name + "' is a variable outside function '" +
                        Crossed->Name + "', which cannot be used inside it");
        return nullptr;
      }
      return &B;
    }
    if (S.Function && !Crossed)
      Crossed = S.Function;
  }
  Diags.error(Id.getLoc(), "'" + Name + "' is not declared");
  return nullptr;
}

Values CodeGen::eval(const Expr &E) {
  LocationScope Here(*this, E.getLoc());
  if (const auto *L = dyn_cast<Literal>(&E))
    return {literalValue(*L)};
  if (const auto *C = dyn_cast<Call>(&E))
    return evalCall(*C);
  const auto &Id = cast<Identifier>(E);
  Binding *B = lookupVariable(Id);
  if (!B)
    return {undefWord()};
  return {builder().CreateLoad(Word, B->Slot, Id.getName())};
}

Value *CodeGen::evalOne(const Expr &E, StringRef Where) {
  Values V = eval(E);
  if (V.size() == 1)
    return V[0];
  Diags.error(E.getLoc(),
              Twine(Where) + " needs one value, this gives " + Twine(V.size()));
  return undefWord();
}

SmallVector<Value *, 8> CodeGen::evalArgs(const Call &C,
                                          ArrayRef<unsigned> Skip) {
  const auto &Args = C.getArgs();
  SmallVector<Value *, 8> Vals(Args.size(), nullptr);
  for (unsigned I = Args.size(); I-- > 0;)
    if (!llvm::is_contained(Skip, I))
      Vals[I] = evalOne(*Args[I], "an argument");
  return Vals;
}

Values CodeGen::evalCall(const Call &C) {
  StringRef Name = C.getCallee();
  if (std::optional<BuiltinInfo> BI = lookupBuiltin(Name)) {
    if (C.getArgs().size() != BI->NumArgs) {
      Diags.error(C.getLoc(), "'" + Name + "' takes " + Twine(BI->NumArgs) +
                                  " argument" + (BI->NumArgs == 1 ? "" : "s") +
                                  ", not " + Twine(C.getArgs().size()));
      return Values(BI->NumResults, undefWord());
    }
    return evalBuiltin(C, *BI);
  }
  Binding *B = lookup(Name);
  if (!B) {
    Diags.error(C.getLoc(), "function '" + Name + "' is not declared");
    evalArgs(C);
    return {undefWord()};
  }
  if (B->K != Binding::Kind::Function) {
    Diags.error(C.getLoc(), "'" + Name + "' is a variable, not a function");
    return {undefWord()};
  }
  return evalUserCall(C, *B);
}

Values CodeGen::evalUserCall(const Call &C, const Binding &Callee) {
  const FunctionDef &Def = *Callee.Def;
  if (C.getArgs().size() != Def.Params.size()) {
    Diags.error(C.getLoc(), "'" + Def.Name + "' takes " +
                                Twine(Def.Params.size()) + " argument" +
                                (Def.Params.size() == 1 ? "" : "s") + ", not " +
                                Twine(C.getArgs().size()));
    return Values(Def.Results.size(), undefWord());
  }
  SmallVector<Value *, 8> Args = evalArgs(C);
  CallInst *CI = builder().CreateCall(Callee.Fn, Args);
  Values Results;
  if (Def.Results.size() == 1)
    Results.push_back(CI);
  else
    for (unsigned I = 0; I < Def.Results.size(); ++I)
      Results.push_back(builder().CreateExtractValue(CI, I));
  return Results;
}

/// The literal name that argument \p Index of \p C must be (the name of an
/// object, a data section, an immutable or a library).
const Literal *CodeGen::nameArgument(const Call &C, unsigned Index,
                                     StringRef What) {
  const auto *L = dyn_cast<Literal>(C.getArgs()[Index].get());
  if (!L || !L->isString()) {
    Diags.error(C.getArgs()[Index]->getLoc(), "'" + C.getCallee() + "' takes " +
                                                  What +
                                                  " as a string literal");
    return nullptr;
  }
  return L;
}

Values CodeGen::evalBuiltin(const Call &C, const BuiltinInfo &BI) {
  IRBuilder<> &B = builder();
  StringRef Name = BI.Name;
  auto none = [] { return Values(); };

  switch (BI.Kind) {
  case BuiltinKind::Refused:
    Diags.error(C.getLoc(),
                "'" + C.getCallee() +
                    "' is not supported by this compiler: " + BI.LLVMName);
    return Values(BI.NumResults, undefWord());

  case BuiltinKind::DataSize:
  case BuiltinKind::DataOffset:
  case BuiltinKind::LoadImmutable:
  case BuiltinKind::LinkerSymbol: {
    bool IsData =
        BI.Kind == BuiltinKind::DataSize || BI.Kind == BuiltinKind::DataOffset;
    const Literal *L = nameArgument(
        C, 0,
        IsData ? "the name of an object or data section"
        : BI.Kind == BuiltinKind::LoadImmutable ? "the immutable's name"
                                                : "the library's name");
    if (!L)
      return {undefWord()};
    if (IsData && !isObjectName(L->getBytes())) {
      Diags.error(L->getLoc(), "'" + L->getBytes() +
                                   "' names no object or data section "
                                   "visible from object '" +
                                   Obj.Name + "'");
      return {undefWord()};
    }
    return {callEVM(Name, {nameMetadata(L->getBytes())}, true)};
  }
  case BuiltinKind::SetImmutable: {
    const Literal *L = nameArgument(C, 1, "the immutable's name");
    SmallVector<Value *, 8> Args = evalArgs(C, {1});
    if (!L)
      return none();
    callEVM(Name, {Args[0], nameMetadata(L->getBytes()), Args[2]}, false);
    return none();
  }
  case BuiltinKind::MemoryGuard: {
    const auto *L = dyn_cast<Literal>(C.getArgs()[0].get());
    if (!L || L->getForm() != Literal::Form::Number) {
      Diags.error(C.getArgs()[0]->getLoc(),
                  "'memoryguard' takes a number literal");
      return {undefWord()};
    }
    // The backend's globals and frames start above what the program
    // reserves (docs/memory-map.md); a static address reaches 4 GiB.
    if (L->getValue().ugt(0xffffffe0)) {
      Diags.error(L->getLoc(), "memoryguard(" +
                                   toString(L->getValue(), 10, false) +
                                   "): the program may reserve at most "
                                   "0xffffffe0 bytes of memory");
      return {undefWord()};
    }
    UsesMemoryGuard = true;
    return {callEVM(Name, {ConstantInt::get(Word, L->getValue())}, true)};
  }
  default:
    break;
  }

  // The other builtins take values: the dialect says what they are in IR.
  SmallVector<Value *, 8> A = evalArgs(C);
  if (std::optional<Values> Results = lowerBuiltin(B, BI, A, UsesMSize)) {
    if (BI.Kind == BuiltinKind::Terminator)
      startDeadBlock();
    return *Results;
  }
  // Every kind is lowered above or by the dialect; a kind added to
  // YulDialect without a lowering is reported, never miscompiled (the
  // tools are built with NDEBUG, as Debian's LLVM is).
  Diags.error(C.getLoc(),
              "internal error: builtin '" + Name + "' has no lowering");
  return Values(BI.NumResults, undefWord());
}

/// Whether \p B calls msize() anywhere.
static bool callsMSize(const Block &B);
static bool callsMSize(const Expr &E) {
  if (const auto *C = dyn_cast<Call>(&E)) {
    if (C->getCallee() == "msize")
      return true;
    return any_of(C->getArgs(), [](const auto &A) { return callsMSize(*A); });
  }
  return false;
}
static bool callsMSize(const Stmt &S) {
  switch (S.getKind()) {
  case Stmt::Kind::Block:
    return callsMSize(cast<Block>(S));
  case Stmt::Kind::FunctionDef:
    return callsMSize(*cast<FunctionDef>(S).Body);
  case Stmt::Kind::VarDecl: {
    const auto &D = cast<VarDecl>(S);
    return D.Value && callsMSize(*D.Value);
  }
  case Stmt::Kind::Assign:
    return callsMSize(*cast<Assign>(S).Value);
  case Stmt::Kind::If:
    return callsMSize(*cast<If>(S).Cond) || callsMSize(*cast<If>(S).Body);
  case Stmt::Kind::Switch: {
    const auto &Sw = cast<Switch>(S);
    return callsMSize(*Sw.Value) || any_of(Sw.Cases, [](const Switch::Case &C) {
             return callsMSize(*C.Body);
           });
  }
  case Stmt::Kind::For: {
    const auto &F = cast<For>(S);
    return callsMSize(*F.Init) || callsMSize(*F.Cond) || callsMSize(*F.Post) ||
           callsMSize(*F.Body);
  }
  case Stmt::Kind::ExprStmt:
    return callsMSize(*cast<ExprStmt>(S).E);
  default:
    return false;
  }
}
static bool callsMSize(const Block &B) {
  return any_of(B.Body, [](const auto &S) { return callsMSize(*S); });
}

std::unique_ptr<Module> CodeGen::run() {
  M = std::make_unique<Module>(Obj.Name, Ctx);
  Triple TT("evm-unknown-unknown");
  M->setTargetTriple(TT);
  M->setDataLayout(EVM::getDataLayoutString(TT));
  UsesMSize = callsMSize(*Obj.Code);
  DIB = std::make_unique<DIBuilder>(*M);
  File = DIB->createFile(Obj.Name, "");
  DIB->createCompileUnit(dwarf::DW_LANG_Assembly, File, "evm-yul",
                         /*isOptimized=*/false, "", 0, "",
                         DICompileUnit::NoDebug);
  FnType = DIB->createSubroutineType(DIB->getOrCreateTypeArray({}));
  WordType = DIB->createBasicType("word", 256, dwarf::DW_ATE_unsigned);
  ResultMark = MDTuple::get(Ctx, {MDString::get(Ctx, EVM::ResultVariableMark)});
  M->addModuleFlag(Module::Warning, "Debug Info Version",
                   DEBUG_METADATA_VERSION);

  // The object's top-level code is the entry function.
  auto *Entry =
      llvm::Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                             GlobalValue::ExternalLinkage, EVM::EntryName, *M);
  States.push_back(startFunction(Entry, Obj.Name, Obj.Code->getOrigin()));
  state().B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Entry));
  state().B.SetCurrentDebugLocation(locationOf(Obj.Code->getOrigin()));
  genBlock(*Obj.Code);
  // Falling off the end of the code is STOP.
  state().B.CreateRetVoid();
  finishFunction(*Entry);
  States.pop_back();

  // Without memoryguard the program owns all of memory: the backend must
  // keep out of it (docs/yul.md, "Memory").
  if (!UsesMemoryGuard)
    M->addModuleFlag(Module::Error, "evm.memory-unsafe", 1);

  DIB->finalize();
  NamedMDNode *Table = M->getOrInsertNamedMetadata(EVM::SourceRangesName);
  auto *I32 = Type::getInt32Ty(Ctx);
  for (const SourceRange &R : Ranges)
    Table->addOperand(MDTuple::get(
        Ctx, {ConstantAsMetadata::get(ConstantInt::getSigned(I32, R.Source)),
              ConstantAsMetadata::get(ConstantInt::getSigned(I32, R.Start)),
              ConstantAsMetadata::get(ConstantInt::getSigned(I32, R.Length))}));

  if (Diags.getNumErrors())
    return nullptr;
  std::string Error;
  raw_string_ostream OS(Error);
  if (verifyModule(*M, &OS)) {
    Diags.error(Obj.Loc, "internal error: the IR of object '" + Obj.Name +
                             "' is invalid: " + Error);
    return nullptr;
  }
  return std::move(M);
}

std::unique_ptr<Module> yul::compileObjectCode(const Object &Obj,
                                               LLVMContext &Ctx,
                                               Diagnostics &Diags,
                                               const SourceIDs *IDs) {
  return CodeGen(Obj, Ctx, Diags, IDs).run();
}
