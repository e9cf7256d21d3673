//===-- EVMCallGraph.h - Who may call whom ----------------------*- C++ -*-===//
//
// The call graph of the functions a module defines, as the EVM target needs
// it: which function starts at pc 0 (the entry function), which functions
// each function may call, through function pointers too, which functions
// can be called again while they are active (recursion needs frames saved
// on the EVM stack, EVMStackify), and an order of the strongly connected
// components for frame placement (docs/memory-map.md).
//
// LLVM's CallGraph is not used: a call through a pointer there leads to an
// external node, while here it may reach exactly the functions whose
// address is taken, the only ones a pointer can hold.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_ANALYSIS_EVMCALLGRAPH_H
#define EVM_ANALYSIS_EVMCALLGRAPH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/GraphTraits.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <memory>

namespace llvm {
class Function;
class Module;

class EVMCallGraph {
public:
  /// The function whose code starts at pc 0: `__deploy` when building init
  /// code; otherwise the first function defined with the
  /// `evm-entry-function` attribute, else `__entry` if the module defines
  /// it, else the first function the module defines if it takes no
  /// arguments. Null for a module without one (a library: every function is
  /// an ordinary function, called by jumping to it).
  static const Function *findEntryFunction(const Module &M);

  /// A defined function and the functions it may call. The root, whose
  /// function is null, calls every defined function in module order, so
  /// that a traversal from it reaches the whole module.
  struct Node {
    const Function *F = nullptr;
    SmallVector<Node *, 4> Callees;
    /// Index of the node's component in getSCCs().
    unsigned SCC = 0;
    /// On a cycle of the graph, a call of itself included.
    bool Recursive = false;
  };
  /// A strongly connected component: its functions in the order the
  /// depth-first search reached them.
  using SCC = SmallVector<const Function *, 2>;

  explicit EVMCallGraph(const Module &M);
  EVMCallGraph(const EVMCallGraph &) = delete;
  EVMCallGraph &operator=(const EVMCallGraph &) = delete;

  bool isEntryFunction(const Function &F) const { return &F == Entry; }

  const Node *getRoot() const { return &Root; }
  /// The node of \p F, a function the module defines.
  const Node &getNode(const Function &F) const;

  /// True if \p F can be called while it is active.
  bool isRecursive(const Function &F) const { return getNode(F).Recursive; }

  /// The strongly connected components, callers before callees: a function
  /// comes after every function that may call it, except those of its own
  /// component.
  ArrayRef<SCC> getSCCs() const { return SCCs; }

private:
  void addCallees(Node &N, const Module &M);
  void findSCCs();

  const Function *Entry;
  Node Root;
  DenseMap<const Function *, std::unique_ptr<Node>> Nodes;
  SmallVector<SCC, 0> SCCs;
};

// Traversals (scc_iterator, depth_first, ...) of the graph from its root, or
// from one of its nodes.
template <> struct GraphTraits<const EVMCallGraph::Node *> {
  using NodeRef = const EVMCallGraph::Node *;
  using ChildIteratorType =
      SmallVectorImpl<EVMCallGraph::Node *>::const_iterator;

  static NodeRef getEntryNode(NodeRef N) { return N; }
  static ChildIteratorType child_begin(NodeRef N) { return N->Callees.begin(); }
  static ChildIteratorType child_end(NodeRef N) { return N->Callees.end(); }
};

template <>
struct GraphTraits<const EVMCallGraph *>
    : public GraphTraits<const EVMCallGraph::Node *> {
  static NodeRef getEntryNode(const EVMCallGraph *G) { return G->getRoot(); }
};

} // namespace llvm

#endif
