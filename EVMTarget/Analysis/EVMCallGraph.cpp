//===-- EVMCallGraph.cpp - Who may call whom
//--------------------------------===//

#include "EVMCallGraph.h"
#include "EVM.h"
#include "EVMDebug.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

const Function *EVMCallGraph::findEntryFunction(const Module &M) {
  if (EVM::buildsInitCode(M))
    return M.getFunction(EVM::DeployEntryName);
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute(EVM::EntryAttribute))
      return &F;
  if (const Function *F = M.getFunction(EVM::EntryName))
    if (!F->isDeclaration())
      return F;
  // A function that takes arguments is called by other code: the module is
  // a library (or the one function of a test), not a contract.
  for (const Function &F : M)
    if (!F.isDeclaration())
      return F.arg_empty() ? &F : nullptr;
  return nullptr;
}

bool EVM::isEntryFunction(const Function &F) {
  return EVMCallGraph::findEntryFunction(*F.getParent()) == &F;
}

bool EVM::doesNotReturn(const Function &F) {
  return F.doesNotReturn() || F.hasFnAttribute(FailsAttribute);
}

bool EVM::isJumpableFailure(const Function &F) {
  return F.arg_empty() && doesNotReturn(F);
}

EVMCallGraph::EVMCallGraph(const Module &M) : Entry(findEntryFunction(M)) {
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    auto &N = Nodes[&F];
    N = std::make_unique<Node>();
    N->F = &F;
    Root.Callees.push_back(N.get());
  }
  for (Node *N : Root.Callees)
    addCallees(*N, M);
  findSCCs();
}

const EVMCallGraph::Node &EVMCallGraph::getNode(const Function &F) const {
  auto It = Nodes.find(&F);
  EVM_ASSERT(It != Nodes.end(), "only defined functions are in the graph");
  return *It->second;
}

namespace {
/// What a call and its callee must agree on for the call to work: the
/// stack words of the arguments and of the results (docs/
/// calling-convention.md). A callee whose counts differ leaves the stack
/// wrong for the caller, so a call through a pointer of one type can only
/// reach functions of the same counts. Vectors and variadic functions are
/// counted as unknown and agree with anything.
struct WordCounts {
  unsigned Arguments = 0, Results = 0;
  bool Known = true;

  explicit WordCounts(const FunctionType &FT) {
    if (FT.isVarArg())
      Known = false;
    for (Type *P : FT.params())
      Arguments += count(P);
    Results = count(FT.getReturnType());
  }
  bool agreesWith(const WordCounts &O) const {
    return !Known || !O.Known ||
           (Arguments == O.Arguments && Results == O.Results);
  }
  bool operator==(const WordCounts &O) const {
    return Known == O.Known && Arguments == O.Arguments && Results == O.Results;
  }

private:
  /// The words of a value of type \p T, split as call lowering splits it:
  /// aggregates by element, each scalar in whole words.
  unsigned count(Type *T) {
    if (T->isVoidTy())
      return 0;
    if (auto *ST = dyn_cast<StructType>(T)) {
      unsigned N = 0;
      for (Type *E : ST->elements())
        N += count(E);
      return N;
    }
    if (auto *AT = dyn_cast<ArrayType>(T))
      return AT->getNumElements() * count(AT->getElementType());
    if (T->isPointerTy())
      return 1;
    if (T->isIntegerTy())
      return divideCeil(T->getIntegerBitWidth(), 256);
    Known = false;
    return 0;
  }
};
} // end anonymous namespace

/// The functions \p N may call, each once: those it calls directly, in the
/// order of their first call, and, if it calls through a function pointer,
/// every function whose address is taken and whose word counts agree with
/// the call's, in module order.
void EVMCallGraph::addCallees(Node &N, const Module &M) {
  SmallVectorImpl<Node *> &Callees = N.Callees;
  auto add = [&](const Function &Callee) {
    Node *C = Nodes.find(&Callee)->second.get();
    if (!is_contained(Callees, C))
      Callees.push_back(C);
  };
  SmallVector<WordCounts, 2> IndirectCalls;
  for (const Instruction &I : instructions(*N.F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || CB->isInlineAsm())
      continue;
    // A direct call whose type differs from the callee's (allowed with
    // opaque pointers) still calls that function.
    const auto *Callee =
        dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
    if (!Callee) {
      WordCounts Call(*CB->getFunctionType());
      if (!is_contained(IndirectCalls, Call))
        IndirectCalls.push_back(Call);
    } else if (!Callee->isDeclaration()) {
      add(*Callee);
    }
  }
  // A function pointer can only hold the address of a function whose
  // address is taken (EVMCheckIR rejects the entry function's). The IR
  // type is not compared: a call through a differently typed pointer
  // still works when the word counts agree (C's `void *` for `char *`).
  if (IndirectCalls.empty())
    return;
  for (const Function &G : M) {
    if (G.isDeclaration() || isEntryFunction(G) || !G.hasAddressTaken())
      continue;
    WordCounts Target(*G.getFunctionType());
    if (any_of(IndirectCalls,
               [&](const WordCounts &C) { return C.agreesWith(Target); }))
      add(G);
  }
}

void EVMCallGraph::findSCCs() {
  // Tarjan's algorithm completes a component after every component it
  // calls into; the root's, which nothing calls, comes last.
  for (auto I = scc_begin(static_cast<const EVMCallGraph *>(this));
       !I.isAtEnd(); ++I) {
    const std::vector<const Node *> &Members = *I;
    if (Members.front() == &Root)
      continue;
    // The members come off Tarjan's stack, the last one reached first.
    SCC &Component = SCCs.emplace_back();
    for (const Node *N : reverse(Members))
      Component.push_back(N->F);
    bool Recursive = I.hasCycle();
    for (const Node *N : Members)
      Nodes.find(N->F)->second->Recursive = Recursive;
  }
  std::reverse(SCCs.begin(), SCCs.end());
  for (unsigned S = 0; S < SCCs.size(); ++S)
    for (const Function *F : SCCs[S])
      Nodes.find(F)->second->SCC = S;
}
