//===-- EVMStackShuffler.cpp - Turn one stack into another ------------------===//

#include "EVMStackShuffler.h"
#include "EVMDebug.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::opt<bool> SecondAssignment(
    "evm-shuffle-second-assignment", cl::Hidden, cl::init(true),
    cl::desc("Also sort a shuffle with the new copies of a value on top and "
             "its kept copies below them, and emit the one with fewer "
             "swaps"));

//===----------------------------------------------------------------------===//
// Gas
//===----------------------------------------------------------------------===//

EVMStackOps::~EVMStackOps() = default;

EVMStackGas::EVMStackGas(const MCInstrInfo &MII)
    : MII(MII), Dup(of(EVM::DUP1_S)), Swap(of(EVM::SWAP1_S)),
      Pop(of(EVM::POP_S)), Push0(of(EVM::PUSH0_S)), PushN(of(EVM::PUSH1_S)) {}

unsigned EVMStackGas::of(unsigned Opcode) const {
  return EVMII::getBaseGas(MII.get(Opcode));
}

//===----------------------------------------------------------------------===//
// The shuffler
//===----------------------------------------------------------------------===//

namespace {
/// One run of the shuffler: the assignment of sources to target positions,
/// then the sort.
class Shuffle {
public:
  /// With \p NewCopiesOnTop, the copies a value has on the stack take the
  /// lowest of the positions the target wants it in, and the new copies
  /// (DUPs, pushes) the highest.
  Shuffle(EVMStackOps &Ops, unsigned Base, ArrayRef<EVMStackSlot> Target,
          bool NewCopiesOnTop)
      : Ops(Ops), Base(Base), Target(Target), NewCopiesOnTop(NewCopiesOnTop) {}

  /// Assigns sources to the target's positions; with NewCopiesOnTop,
  /// false if that changed nothing.
  bool assign();
  std::optional<EVMStackSlot> run();

private:
  /// A word the target needs that is not on the stack.
  struct NewWord {
    unsigned Pos;
    EVMStackSlot Slot; ///< junk: a filler
  };

  const EVMStack &stack() const { return Ops.stack(); }
  unsigned height() const { return stack().size() - Base; }
  /// The slot at position \p Pos above the base (0 is the lowest).
  const EVMStackSlot &slotAt(unsigned Pos) const {
    return stack().at(height() - 1 - Pos);
  }
  bool moveNewCopiesUp();
  std::optional<EVMStackSlot> pushNew();
  std::optional<EVMStackSlot> swapTop(unsigned Pos);

  EVMStackOps &Ops;
  unsigned Base;
  ArrayRef<EVMStackSlot> Target;
  bool NewCopiesOnTop;
  /// The target position of each slot above the base (by position), or -1
  /// if it is popped; kept in step with the stack.
  SmallVector<int, 32> Dest;
  /// New words, by ascending position.
  SmallVector<NewWord, 8> News;
  unsigned NextNew = 0;
};
/// EVMStackOps on a copy of a stack that counts swaps: two assignments of
/// one shuffle differ only in them (the same words are popped and pushed).
class SwapCounter final : public EVMStackOps {
public:
  explicit SwapCounter(const EVMStack &Start) : Stack(Start) {}
  const EVMStack &stack() const override { return Stack; }
  void emitDup(unsigned Depth) override { Stack.dup(Depth); }
  void emitSwap(unsigned Depth) override {
    Stack.swap(Depth);
    ++Swaps;
  }
  void emitPop() override { Stack.pop(); }
  void emitRemat(const EVMStackSlot &Slot) override { Stack.push(Slot); }
  void emitFiller() override { Stack.push(EVMStackSlot::junk()); }
  unsigned getSwaps() const { return Swaps; }

private:
  EVMStack Stack;
  unsigned Swaps = 0;
};
} // namespace

bool Shuffle::assign() {
  const unsigned N = height(), M = Target.size();
  Dest.assign(N, -1);
  SmallVector<bool, 32> Filled(M, false);
  // How many copies of each slot the target wants beyond those there;
  // negative: copies to spare, which can fill junk positions.
  SmallDenseMap<EVMStackSlot, int, 16> Wanted;
  for (const EVMStackSlot &S : Target)
    if (!S.isJunk())
      ++Wanted[S];
  for (unsigned I = 0; I < N; ++I)
    if (!slotAt(I).isJunk())
      --Wanted[slotAt(I)];
  auto spare = [&](const EVMStackSlot &S) {
    return S.isJunk() || Wanted.lookup(S) < 0;
  };
  auto take = [&](unsigned I, unsigned P) {
    Dest[I] = P;
    Filled[P] = true;
    if (Target[P].isJunk() && !slotAt(I).isJunk())
      ++Wanted[slotAt(I)]; // a spare copy used up as a filler
  };
  // Slots already where the target wants them.
  for (unsigned P = 0; P < std::min(N, M); ++P)
    if (!Target[P].isJunk() && slotAt(P) == Target[P])
      take(P, P);
  for (unsigned P = 0; P < std::min(N, M); ++P)
    if (Target[P].isJunk() && Dest[P] < 0 && spare(slotAt(P)))
      take(P, P);
  // Values elsewhere on the stack: the copy nearest the top.
  for (unsigned P = 0; P < M; ++P) {
    if (Filled[P] || Target[P].isJunk())
      continue;
    for (unsigned I = N; I-- > 0;)
      if (Dest[I] < 0 && slotAt(I) == Target[P]) {
        take(I, P);
        break;
      }
    if (!Filled[P])
      News.push_back({P, Target[P]});
  }
  // Junk positions: spare slots, nearest the top first, or fillers.
  for (unsigned P = 0; P < M; ++P) {
    if (Filled[P] || !Target[P].isJunk())
      continue;
    for (unsigned I = N; I-- > 0;)
      if (Dest[I] < 0 && spare(slotAt(I))) {
        take(I, P);
        break;
      }
    if (!Filled[P])
      News.push_back({P, EVMStackSlot::junk()});
  }
  bool Changed = NewCopiesOnTop && moveNewCopiesUp();
  llvm::sort(News, [](const NewWord &A, const NewWord &B) {
    return A.Pos < B.Pos;
  });
  return Changed;
}

/// Where a value is wanted at several positions and has fewer copies on the
/// stack, a copy that stays where it is may stand above a position that a
/// new copy fills: a stack [t, r, q] shuffled into [q, r, q] keeps its q on
/// top and gets the new copy at the bottom (SWAP2 POP SWAP1 DUP1 SWAP2
/// SWAP1), where moving the q down and duplicating it on top takes SWAP2
/// POP DUP2. Exchanges such positions, the new copy taking the higher one.
bool Shuffle::moveNewCopiesUp() {
  bool Changed = false;
  for (NewWord &W : News) {
    if (W.Slot.isJunk())
      continue;
    // The copy of the value assigned the highest position above W's.
    std::optional<unsigned> Highest;
    for (unsigned I = 0, N = Dest.size(); I < N; ++I)
      if (Dest[I] > static_cast<int>(W.Pos) && slotAt(I) == W.Slot &&
          Target[Dest[I]] == W.Slot &&
          (!Highest || Dest[I] > Dest[*Highest]))
        Highest = I;
    if (!Highest)
      continue;
    int Higher = Dest[*Highest];
    Dest[*Highest] = W.Pos;
    W.Pos = Higher;
    Changed = true;
  }
  return Changed;
}

std::optional<EVMStackSlot> Shuffle::pushNew() {
  EVM_ASSERT(NextNew < News.size(), "no word left to push");
  const NewWord &W = News[NextNew++];
  if (W.Slot.isJunk()) {
    Ops.emitFiller();
  } else if (W.Slot.isRemat()) {
    Ops.emitRemat(W.Slot);
  } else {
    std::optional<unsigned> Depth = stack().findDepth(W.Slot);
    if (!Depth || *Depth + 1 > EVM::MaxStackAccess)
      return W.Slot;
    Ops.emitDup(*Depth);
  }
  Dest.push_back(W.Pos);
  return std::nullopt;
}

/// Exchanges the top with the slot at position \p Pos.
std::optional<EVMStackSlot> Shuffle::swapTop(unsigned Pos) {
  unsigned Top = height() - 1;
  unsigned Depth = Top - Pos;
  // Equal words need no instruction: only their positions are exchanged.
  if (slotAt(Pos) != slotAt(Top)) {
    if (Depth > EVM::MaxStackAccess)
      return slotAt(Pos).isValue() ? slotAt(Pos) : slotAt(Top);
    Ops.emitSwap(Depth);
  }
  std::swap(Dest[Pos], Dest[Top]);
  return std::nullopt;
}

std::optional<EVMStackSlot> Shuffle::run() {
  const unsigned M = Target.size();
  for (;;) {
    unsigned H = height();
    if (H > 0) {
      int D = Dest[H - 1];
      if (D < 0) {
        Ops.emitPop();
        Dest.pop_back();
        continue;
      }
      if (static_cast<unsigned>(D) < H - 1) {
        if (auto Out = swapTop(D))
          return Out;
        continue;
      }
      if (static_cast<unsigned>(D) > H - 1) {
        // The top belongs higher up: the words below it come first.
        if (auto Out = pushNew())
          return Out;
        continue;
      }
    }
    // The top is in place: bring up the lowest misplaced slot.
    std::optional<unsigned> Wrong;
    for (unsigned P = 0; P + 1 < H && !Wrong; ++P)
      if (Dest[P] != static_cast<int>(P))
        Wrong = P;
    if (Wrong) {
      if (auto Out = swapTop(*Wrong))
        return Out;
      continue;
    }
    if (H < M) {
      if (auto Out = pushNew())
        return Out;
      continue;
    }
    return std::nullopt;
  }
}

std::optional<EVMStackSlot> llvm::shuffleStack(EVMStackOps &Ops, unsigned Base,
                                               ArrayRef<EVMStackSlot> Target) {
  // The lowest slots that are already what the target wants there (junk
  // where it wants junk) are assigned to themselves and never move, and
  // they do not change how many copies of a value are wanted: the shuffle
  // above them emits the same instructions without looking at them. Below
  // a deep stack's operands this keeps the work proportional to the part
  // that changes.
  const EVMStack &Stack = Ops.stack();
  const unsigned N = Stack.size() - Base, M = Target.size();
  unsigned Fixed = 0;
  for (; Fixed < std::min(N, M); ++Fixed) {
    const EVMStackSlot &S = Stack.at(N - 1 - Fixed), &T = Target[Fixed];
    if (T.isJunk() ? !S.isJunk() : S != T)
      break;
  }
  Base += Fixed;
  Target = Target.drop_front(Fixed);
  if (matchesLayout(Stack, Base, Target))
    return std::nullopt;
  // The sort moves the slots to their assigned positions; which copy of a
  // value goes where changes how many swaps that takes, and the first
  // assignment (copies in place stay) is not always the cheaper. When the
  // second one differs, both are sorted on copies of the stack first.
  Shuffle First(Ops, Base, Target, /*NewCopiesOnTop=*/false);
  First.assign();
  Shuffle Second(Ops, Base, Target, /*NewCopiesOnTop=*/true);
  if (SecondAssignment && Second.assign()) {
    SwapCounter WithFirst(Stack), WithSecond(Stack);
    Shuffle TryFirst(WithFirst, Base, Target, /*NewCopiesOnTop=*/false);
    Shuffle TrySecond(WithSecond, Base, Target, /*NewCopiesOnTop=*/true);
    TryFirst.assign();
    TrySecond.assign();
    bool FirstFails = TryFirst.run().has_value();
    if (!TrySecond.run() &&
        (FirstFails || WithSecond.getSwaps() < WithFirst.getSwaps()))
      return Second.run();
  }
  return First.run();
}

bool llvm::matchesLayout(const EVMStack &Stack, unsigned Base,
                         ArrayRef<EVMStackSlot> Target) {
  if (Stack.size() != Base + Target.size())
    return false;
  for (unsigned P = 0, M = Target.size(); P < M; ++P)
    if (!Target[P].isJunk() && Stack.at(M - 1 - P) != Target[P])
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Cost counting
//===----------------------------------------------------------------------===//

void EVMStackCostCounter::record(const std::string &Inst, unsigned Cost) {
  Spent += Cost;
  if (!Trace.empty())
    Trace += ' ';
  Trace += Inst;
}

void EVMStackCostCounter::emitDup(unsigned Depth) {
  Stack.dup(Depth);
  record("DUP" + std::to_string(Depth + 1), Gas.dup());
}

void EVMStackCostCounter::emitSwap(unsigned Depth) {
  Stack.swap(Depth);
  record("SWAP" + std::to_string(Depth), Gas.swap());
}

void EVMStackCostCounter::emitPop() {
  Stack.pop();
  record("POP", Gas.pop());
}

void EVMStackCostCounter::emitFiller() {
  Stack.push(EVMStackSlot::junk());
  record("PUSH0", Gas.push(0));
}

void EVMStackCostCounter::emitRemat(const EVMStackSlot &Slot) {
  Stack.push(Slot);
  std::string Name;
  raw_string_ostream OS(Name);
  OS << "PUSH(" << Slot << ')';
  record(Name, RematGas ? RematGas(Slot) : Gas.push(1));
}

std::optional<unsigned>
llvm::getShuffleCost(const EVMStack &From, unsigned Base,
                     ArrayRef<EVMStackSlot> Target, const EVMStackGas &Gas,
                     std::function<unsigned(const EVMStackSlot &)> RematGas) {
  EVMStackCostCounter Counter(From, Gas, std::move(RematGas));
  if (shuffleStack(Counter, Base, Target))
    return std::nullopt;
  return Counter.getGas();
}
