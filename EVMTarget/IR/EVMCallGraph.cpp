//===-- EVMCallGraph.cpp - Who may call whom --------------------------------===//

#include "EVMCallGraph.h"
#include "EVM.h"
#include "EVMDebug.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

const Function *EVMCallGraph::findEntryFunction(const Module &M) {
  if (EVM::buildsInitCode())
    return M.getFunction(DeployEntryName);
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute(EntryAttribute))
      return &F;
  if (const Function *F = M.getFunction(EntryName))
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

/// The functions \p N may call, each once: those it calls directly, in the
/// order of their first call, and, if it calls through a function pointer,
/// every function whose address is taken, in module order.
void EVMCallGraph::addCallees(Node &N, const Module &M) {
  SmallVectorImpl<Node *> &Callees = N.Callees;
  auto add = [&](const Function &Callee) {
    Node *C = Nodes.find(&Callee)->second.get();
    if (!is_contained(Callees, C))
      Callees.push_back(C);
  };
  bool CallsIndirectly = false;
  for (const Instruction &I : instructions(*N.F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || CB->isInlineAsm())
      continue;
    // A direct call whose type differs from the callee's (allowed with
    // opaque pointers) still calls that function.
    const auto *Callee =
        dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
    if (!Callee)
      CallsIndirectly = true;
    else if (!Callee->isDeclaration())
      add(*Callee);
  }
  // A function pointer can only hold the address of a function whose
  // address is taken (EVMCheckIR rejects the entry function's); the
  // function type is not used to narrow this down, since a call through a
  // differently typed pointer still works when the word counts agree.
  if (CallsIndirectly)
    for (const Function &G : M)
      if (!G.isDeclaration() && !isEntryFunction(G) && G.hasAddressTaken())
        add(G);
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
