//===-- EVMBlockLayouts.cpp - The stack at block boundaries -----------------===//

#include "EVMBlockLayouts.h"
#include "EVMDebug.h"
#include "EVMStackEmitter.h"
#include "EVMStackLiveness.h"
#include "EVMStackShuffler.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "evm-stackify"

EVM_STATISTIC(NumLayoutTrials, "Function layouts tried by the layout solver");
EVM_STATISTIC(NumLayoutImprovements,
              "Entry layouts the solver changed to lower the cost");
EVM_STATISTIC(NumBodyRuns, "Block bodies the layout solver dry-ran (the "
                           "others reused a run from the same entry layout)");

static cl::opt<unsigned> MaxLayoutTrials(
    "evm-layout-trials", cl::Hidden, cl::init(48),
    cl::desc("How many alternative entry layouts the EVM stack layout solver "
             "tries per function (0: keep the first predecessor's)"));

static cl::opt<bool> BodyOrderCandidates(
    "evm-layout-body-order", cl::Hidden, cl::init(true),
    cl::desc("Also try, as the entry layout of a loop header, its values "
             "in the order its code consumes them"));

static cl::opt<bool> JunkHaltingExits(
    "evm-junk-halting-exits", cl::Hidden, cl::init(true),
    cl::desc("Before a jump to blocks that all end execution without "
             "reading the stack, leave the stack as it is instead of "
             "popping its dead words"));

void EVMBlockLayouts::computeBaseOnly(const MachineFunction &MF,
                                      ArrayRef<EVMStackSlot> BaseSlots,
                                      ArrayRef<EVMStackSlot> Arguments) {
  Base = EVMStack(BaseSlots);
  Entry.clear();
  Exit.clear();
  for (const MachineBasicBlock &MBB : MF) {
    Entry[&MBB] = Base;
    Exit[&MBB] = Base;
  }
  // The caller's part: the return address (the saved frame words are only
  // pushed by the prologue), then the arguments, argument 0 on top.
  EVMStack &First = Entry[&MF.front()];
  First = EVMStack();
  for (const EVMStackSlot &S : BaseSlots)
    if (S.getKind() == EVMStackSlot::ReturnAddress)
      First.push(S);
  for (const EVMStackSlot &Arg : reverse(Arguments))
    First.push(Arg);
}

void EVMBlockLayouts::addSavedWords(const MachineFunction &MF, unsigned N) {
  if (!N)
    return;
  auto Insert = [&](EVMStack &S) {
    // Above the return address.
    SmallVector<EVMStackSlot, 32> Slots(S.slots());
    SmallVector<EVMStackSlot, 4> Saved;
    for (unsigned W = 0; W < N; ++W)
      Saved.push_back(EVMStackSlot::savedFrame(W));
    Slots.insert(Slots.begin() + 1, Saved.begin(), Saved.end());
    S = EVMStack(Slots);
  };
  Insert(Base);
  for (const MachineBasicBlock &MBB : MF) {
    if (&MBB != &MF.front())
      Insert(Entry[&MBB]);
    Insert(Exit[&MBB]);
  }
}

const EVMStack &EVMBlockLayouts::getEntry(const MachineBasicBlock &MBB) const {
  auto It = Entry.find(&MBB);
  EVM_ASSERT(It != Entry.end(), "block without a layout");
  return It->second;
}

const EVMStack &EVMBlockLayouts::getExit(const MachineBasicBlock &MBB) const {
  auto It = Exit.find(&MBB);
  EVM_ASSERT(It != Exit.end(), "block without a layout");
  return It->second;
}

void EVMBlockLayouts::print(raw_ostream &OS, const MachineFunction &MF) const {
  OS << "Block layouts of " << MF.getName() << ":\n";
  for (const MachineBasicBlock &MBB : MF)
    OS << "  " << printMBBReference(MBB) << " entry " << getEntry(MBB)
       << " exit " << getExit(MBB) << '\n';
}

//===----------------------------------------------------------------------===//
// The solver
//===----------------------------------------------------------------------===//

/// Makes \p Exit serve a successor that wants \p Want as well: junk in
/// \p Exit takes the value \p Want has there. False if they disagree.
static bool refine(EVMStack &Exit, const EVMStack &Want) {
  if (Exit.size() != Want.size())
    return false;
  for (unsigned D = 0, E = Exit.size(); D < E; ++D)
    if (!Want.at(D).isJunk() && Exit.at(D) != Want.at(D) &&
        !Exit.at(D).isJunk())
      return false;
  for (unsigned D = 0, E = Exit.size(); D < E; ++D)
    if (Exit.at(D).isJunk())
      Exit.rename(D, Want.at(D));
  return true;
}

namespace {

/// One propagation of layouts through the function (step 1 of the
/// algorithm in the header), for given entry layouts of some blocks.
struct Propagation {
  DenseMap<const MachineBasicBlock *, EVMStack> Entry, Exit;
  DenseMap<const MachineBasicBlock *, EVMStackEmitter::Body> Bodies;
  SmallVector<std::pair<MachineBasicBlock *, MachineBasicBlock *>, 4> Splits;
  double Cost = 0;
  MachineBasicBlock *FailedBlock = nullptr;
  EVMStackSlot TooDeep = EVMStackSlot::junk();
  EVMStack FailedStack;
  bool failed() const { return FailedBlock != nullptr; }
};

using Overrides = DenseMap<const MachineBasicBlock *, EVMStack>;
using BodyCache = EVMBlockLayouts::BodyCache;

class LayoutSolver {
public:
  LayoutSolver(MachineFunction &MF, const EVMStackLiveness &Live,
               EVMStackEmitter &Emitter, const EVMBlockFrequencies &Freq,
               ArrayRef<EVMStackSlot> Base, ArrayRef<EVMStackSlot> Arguments,
               BodyCache &Tried)
      : MF(MF), MRI(MF.getRegInfo()), Live(Live), Emitter(Emitter),
        Freq(Freq), Base(Base), Arguments(Arguments), RPOT(&MF),
        Tried(Tried) {}

  Propagation propagate(const Overrides &Fixed);
  /// Step 2: better entry layouts for blocks with several predecessors.
  Propagation improve(Propagation Best, Overrides &Fixed);

private:
  const EVMStackEmitter::Body *getBody(MachineBasicBlock &MBB,
                                       const EVMStack &Entry,
                                       EVMStackSlot &TooDeep);
  using SlotCounts = SmallDenseMap<EVMStackSlot, unsigned, 16>;
  SlotCounts getNeeds(const MachineBasicBlock &MBB) const;
  EVMStack naturalExit(const MachineBasicBlock &MBB,
                       const EVMStackEmitter::Body &Body) const;
  /// The exit of a block whose successors all take any layout.
  EVMStack anyExit(const EVMStackEmitter::Body &Body) const;
  /// \p Entry's values in the order \p MBB's code consumes them.
  EVMStack bodyOrder(const MachineBasicBlock &MBB, const EVMStack &Entry) const;
  bool host(EVMStack &Exit, const SlotCounts &Needs) const;
  EVMStack toSuccessor(const EVMStack &Exit, const MachineBasicBlock &From,
                       const MachineBasicBlock &To) const;
  EVMStack fromSuccessor(const EVMStack &Entry, const MachineBasicBlock &From,
                         const MachineBasicBlock &To) const;
  std::optional<unsigned> exitGas(const EVMStackEmitter::Body &Body,
                                  const EVMStack &Exit, EVMStackSlot &TooDeep);
  /// The PHIs of \p To and their operand from \p From.
  SmallVector<std::pair<Register, Register>, 4>
  getPHIs(const MachineBasicBlock &From, const MachineBasicBlock &To) const;
  bool isJoin(const MachineBasicBlock &MBB) const {
    return MBB.pred_size() > 1;
  }
  /// A block that ends execution (a halting instruction, or a call that
  /// does not return) and needs no value from the stack: its code reads
  /// only what it pushes, so a predecessor may jump to it with its stack as
  /// it is, whatever its height (EVM::runsAtAnyHeight, which the verifier
  /// checks on the emitted code). A shared revert (EVMMergeHaltingBlocks)
  /// then costs no shuffle on the paths that go on.
  bool takesAnyLayout(const MachineBasicBlock &MBB) const {
    // A PHI's value comes on the stack from each predecessor.
    if (!MBB.succ_empty() || !Live.getLiveIn(MBB).empty() || MBB.empty() ||
        MBB.front().isPHI())
      return false;
    auto Last = MBB.getLastNonDebugInstr();
    return Last != MBB.end() && !Last->isReturn() &&
           (EVMII::haltsExecution(Last->getDesc()) || Last->isCall());
  }

  MachineFunction &MF;
  const MachineRegisterInfo &MRI;
  const EVMStackLiveness &Live;
  EVMStackEmitter &Emitter;
  const EVMBlockFrequencies &Freq;
  ArrayRef<EVMStackSlot> Base;
  ArrayRef<EVMStackSlot> Arguments;
  ReversePostOrderTraversal<MachineFunction *> RPOT;
  /// Bodies already tried, by block and entry layout.
  BodyCache &Tried;
};

} // namespace

const EVMStackEmitter::Body *LayoutSolver::getBody(MachineBasicBlock &MBB,
                                                   const EVMStack &Entry,
                                                   EVMStackSlot &TooDeep) {
  auto &Cached = Tried[&MBB];
  for (auto &[E, B] : Cached)
    if (E == Entry)
      return &B;
  ++NumBodyRuns;
  std::optional<EVMStackEmitter::Body> B = Emitter.tryBody(MBB, Entry);
  if (!B) {
    TooDeep = Emitter.getTooDeep();
    return nullptr;
  }
  Cached.emplace_back(Entry, std::move(*B));
  return &Cached.back().second;
}

SmallVector<std::pair<Register, Register>, 4>
LayoutSolver::getPHIs(const MachineBasicBlock &From,
                      const MachineBasicBlock &To) const {
  SmallVector<std::pair<Register, Register>, 4> PHIs;
  for (const MachineInstr &PHI : To.phis())
    for (unsigned I = 1, E = PHI.getNumOperands(); I < E; I += 2)
      if (PHI.getOperand(I + 1).getMBB() == &From)
        PHIs.push_back({PHI.getOperand(0).getReg(), PHI.getOperand(I).getReg()});
  return PHIs;
}

/// What the successors of \p MBB need in its exit layout: each one its
/// live-in values and the incoming values of its PHIs (constants too), as
/// many copies as it needs; the most any successor needs of each.
LayoutSolver::SlotCounts
LayoutSolver::getNeeds(const MachineBasicBlock &MBB) const {
  SlotCounts Needs;
  for (const MachineBasicBlock *Succ : MBB.successors()) {
    SlotCounts One;
    auto PHIs = getPHIs(MBB, *Succ);
    for (Register V : Live.getLiveIn(*Succ))
      if (none_of(PHIs, [&](auto &P) { return P.first == V; }))
        ++One[EVMStackSlot::value(V)];
    for (auto &[Def, In] : PHIs)
      if (Live.isLiveIn(Def, *Succ))
        ++One[Emitter.getSlot(In)];
    for (auto &[S, N] : One)
      Needs[S] = std::max(Needs.lookup(S), N);
  }
  return Needs;
}

/// The exit of a block whose successors all end execution and read
/// nothing from the stack (takesAnyLayout): the stack as the body leaves
/// it, every word junk, less the branch condition on top, which the jump
/// consumes. No word is moved or popped on the way to code that ends the
/// call (ERC6551Proxy's forward of the delegate call's outcome, a revert
/// or a return, popped three dead words before its JUMPI).
EVMStack LayoutSolver::anyExit(const EVMStackEmitter::Body &Body) const {
  unsigned Height = Body.Natural.size();
  if (Body.Cond && Height > Base.size() && Body.Natural.at(0) == *Body.Cond)
    --Height;
  EVMStack Exit(Base);
  for (unsigned I = Base.size(); I < Height; ++I)
    Exit.push(EVMStackSlot::junk());
  return Exit;
}

/// The values of \p Entry, a layout of \p MBB's entry, in the order in
/// which \p MBB's code consumes them: a value used for the last time
/// earlier stands higher, of two operands of one instruction the first
/// on top (the emitter's order), values live out of the block at the
/// bottom in the order \p Entry has them; no junk. Neither predecessor's
/// natural exit gives this order when a loop's latch computes its
/// values in another order than its header uses them (a digit loop
/// computes the pointer, then the quotient, and takes the pointer first:
/// a SWAP at the header and another before the back edge, each turn).
EVMStack LayoutSolver::bodyOrder(const MachineBasicBlock &MBB,
                                 const EVMStack &Entry) const {
  // The position of each value's last use: the instruction's index, then
  // the operand's; UINT_MAX for values live out.
  SmallDenseMap<Register, std::pair<unsigned, unsigned>, 16> LastUse;
  for (const EVMStackSlot &S : Entry.above(Base.size()))
    if (S.isValue())
      LastUse[S.getReg()] = {0, 0};
  unsigned Index = 0;
  for (const MachineInstr &MI : MBB) {
    if (MI.isPHI() || MI.isDebugInstr())
      continue;
    ++Index;
    unsigned Op = 0;
    for (const MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual()) {
        auto It = LastUse.find(MO.getReg());
        if (It != LastUse.end())
          It->second = {Index, Op};
        ++Op;
      }
  }
  for (Register R : Live.getLiveOut(MBB)) {
    auto It = LastUse.find(R);
    if (It != LastUse.end())
      It->second = {UINT_MAX, 0};
  }
  // Values a successor's PHI takes are live out as well.
  for (const MachineBasicBlock *Succ : MBB.successors())
    for (auto &[Def, In] : getPHIs(MBB, *Succ)) {
      auto It = LastUse.find(In);
      if (It != LastUse.end())
        It->second = {UINT_MAX, 0};
    }
  SmallVector<std::pair<std::pair<unsigned, unsigned>, unsigned>, 16> Order;
  ArrayRef<EVMStackSlot> Slots = Entry.above(Base.size());
  for (unsigned I = 0, E = Slots.size(); I < E; ++I)
    if (Slots[I].isValue())
      Order.push_back({LastUse.lookup(Slots[I].getReg()), I});
  // Deepest first: the latest last use; a later operand of one
  // instruction deeper; values live out as \p Entry has them.
  llvm::stable_sort(Order, [](const auto &A, const auto &B) {
    if (A.first.first != B.first.first)
      return A.first.first > B.first.first;
    if (A.first.first == UINT_MAX)
      return A.second < B.second;
    return A.first.second > B.first.second;
  });
  EVMStack Result(Base);
  for (auto &[Key, I] : Order)
    Result.push(Slots[I]);
  return Result;
}

/// The exit layout \p MBB's body leads to most cheaply: the values live out
/// in the order the body leaves them, each once and without the dead ones,
/// then the further copies and the constants the successors need.
EVMStack LayoutSolver::naturalExit(const MachineBasicBlock &MBB,
                                   const EVMStackEmitter::Body &Body) const {
  SlotCounts Needs = getNeeds(MBB);
  EVMStack Exit(Base);
  SlotCounts Have;
  for (const EVMStackSlot &S : Body.Natural.above(Base.size()))
    if (S.isValue() && Have.lookup(S) < Needs.lookup(S)) {
      ++Have[S];
      Exit.push(S);
    }
  for (auto &[S, N] : Needs)
    for (unsigned I = Have.lookup(S); I < N; ++I)
      Exit.push(S);
  return Exit;
}

/// Puts what \p Exit lacks of \p Needs into its junk slots. False if there
/// are not enough of them.
bool LayoutSolver::host(EVMStack &Exit, const SlotCounts &Needs) const {
  SlotCounts Have;
  for (const EVMStackSlot &S : Exit.above(Base.size()))
    if (!S.isJunk())
      ++Have[S];
  SmallVector<EVMStackSlot, 8> Missing;
  for (auto &[S, N] : Needs)
    for (unsigned I = Have.lookup(S); I < N; ++I)
      Missing.push_back(S);
  // Deterministic order: by first need (values before constants).
  llvm::sort(Missing, [](const EVMStackSlot &A, const EVMStackSlot &B) {
    return std::make_pair(A.getKind(), A.getReg().id()) <
           std::make_pair(B.getKind(), B.getReg().id());
  });
  unsigned Next = 0;
  for (unsigned D = 0, E = Exit.size() - Base.size();
       D < E && Next < Missing.size(); ++D)
    if (Exit.at(D).isJunk())
      Exit.rename(D, Missing[Next++]);
  return Next == Missing.size();
}

/// The entry layout of \p To that the exit layout \p Exit of \p From gives:
/// values \p To needs keep their place, a PHI's result takes the place of
/// its incoming value, other slots are junk. \p Exit must hold everything
/// \p To needs (getNeeds).
EVMStack LayoutSolver::toSuccessor(const EVMStack &Exit,
                                   const MachineBasicBlock &From,
                                   const MachineBasicBlock &To) const {
  auto PHIs = getPHIs(From, To);
  SmallDenseSet<unsigned, 16> Placed;
  auto isPHI = [&](Register R) {
    return any_of(PHIs, [&](auto &P) { return P.first == R; });
  };
  EVMStack Entry(Base);
  for (const EVMStackSlot &S : Exit.above(Base.size())) {
    if (S.isValue() && Live.isLiveIn(S.getReg(), To) && !isPHI(S.getReg()) &&
        Placed.insert(S.getReg().id()).second) {
      Entry.push(S);
      continue;
    }
    bool Done = false;
    if (!S.isJunk())
      for (auto &[Def, In] : PHIs)
        if (Emitter.getSlot(In) == S && Live.isLiveIn(Def, To) &&
            Placed.insert(Def.id()).second) {
          Entry.push(EVMStackSlot::value(Def));
          Done = true;
          break;
        }
    if (!Done)
      Entry.push(EVMStackSlot::junk());
  }
  return Entry;
}

/// The exit layout of \p From that the entry layout \p Entry of \p To
/// needs: a PHI's result is replaced by its incoming value.
EVMStack LayoutSolver::fromSuccessor(const EVMStack &Entry,
                                     const MachineBasicBlock &From,
                                     const MachineBasicBlock &To) const {
  auto PHIs = getPHIs(From, To);
  EVMStack Exit;
  for (const EVMStackSlot &S : Entry.slots()) {
    auto It = S.isValue() ? find_if(PHIs,
                                    [&](auto &P) { return P.first == S.getReg(); })
                          : PHIs.end();
    Exit.push(It == PHIs.end() ? S : Emitter.getSlot(It->second));
  }
  return Exit;
}

std::optional<unsigned> LayoutSolver::exitGas(const EVMStackEmitter::Body &B,
                                              const EVMStack &Exit,
                                              EVMStackSlot &TooDeep) {
  SmallVector<EVMStackSlot, 16> Target(Exit.above(Base.size()));
  if (B.Cond)
    Target.push_back(*B.Cond);
  EVMStackCostCounter Counter(
      B.Natural, Emitter.getStackGas(),
      [&](const EVMStackSlot &S) { return Emitter.getRematGas(S); });
  if (std::optional<EVMStackSlot> Out =
          shuffleStack(Counter, Base.size(), Target)) {
    TooDeep = *Out;
    return std::nullopt;
  }
  return Counter.getGas();
}

Propagation LayoutSolver::propagate(const Overrides &Fixed) {
  ++NumLayoutTrials;
  Propagation P;
  P.Entry = Fixed;
  // The function's entry: what the caller hands over.
  EVMStack &First = P.Entry[&MF.front()];
  First = EVMStack();
  for (const EVMStackSlot &S : Base)
    First.push(S);
  for (const EVMStackSlot &Arg : reverse(Arguments))
    First.push(Arg);

  for (MachineBasicBlock *MBB : RPOT) {
    auto EntryIt = P.Entry.find(MBB);
    if (EntryIt == P.Entry.end()) {
      // Unreachable from the entry through processed blocks: cannot be.
      P.FailedBlock = MBB;
      return P;
    }
    EVMStack Entry = EntryIt->second;
    const EVMStackEmitter::Body *B = getBody(*MBB, Entry, P.TooDeep);
    if (!B) {
      P.FailedBlock = MBB;
      P.FailedStack = Emitter.getFailedStack();
      return P;
    }
    P.Bodies[MBB] = *B;
    double F = Freq.Block(MBB);
    P.Cost += F * B->Gas;
    if (B->End != EVMStackEmitter::Body::Branches || MBB->succ_empty()) {
      P.Exit[MBB] = B->End == EVMStackEmitter::Body::Branches ? B->Natural
                                                                : Entry;
      continue;
    }

    // The exit: the entry layout of the most frequent successor laid out
    // already, if it can also hold what the other successors need; else
    // the natural exit. Successors laid out already whose layouts do not
    // fit it get an edge block of their own.
    SmallVector<MachineBasicBlock *, 2> Decided;
    for (MachineBasicBlock *Succ : MBB->successors())
      if (P.Entry.count(Succ) && !is_contained(Decided, Succ) &&
          !takesAnyLayout(*Succ))
        Decided.push_back(Succ);
    llvm::stable_sort(Decided, [&](MachineBasicBlock *X, MachineBasicBlock *Y) {
      return Freq.Edge(MBB, X) > Freq.Edge(MBB, Y);
    });
    SlotCounts Needs = getNeeds(*MBB);
    std::optional<EVMStack> Exit;
    SmallVector<MachineBasicBlock *, 2> Split;
    for (MachineBasicBlock *Succ : Decided) {
      EVMStack Want = fromSuccessor(P.Entry[Succ], *MBB, *Succ);
      if (!Exit) {
        if (host(Want, Needs))
          Exit = std::move(Want);
        else
          Split.push_back(Succ);
      } else if (!refine(*Exit, Want)) {
        Split.push_back(Succ);
      }
    }
    if (!Exit) {
      Exit = JunkHaltingExits && all_of(MBB->successors(),
                                        [&](const MachineBasicBlock *Succ) {
                                          return takesAnyLayout(*Succ);
                                        })
                 ? anyExit(*B)
                 : naturalExit(*MBB, *B);
      for (MachineBasicBlock *Succ : Decided)
        if (!is_contained(Split, Succ) &&
            !refine(*Exit, fromSuccessor(P.Entry[Succ], *MBB, *Succ)))
          Split.push_back(Succ);
    }
    for (MachineBasicBlock *Succ : MBB->successors())
      if (!P.Entry.count(Succ))
        P.Entry[Succ] = toSuccessor(*Exit, *MBB, *Succ);
    for (MachineBasicBlock *Succ : Split) {
      P.Splits.push_back({MBB, Succ});
      EVMStack Want = fromSuccessor(P.Entry[Succ], *MBB, *Succ);
      EVMStackCostCounter Counter(
          *Exit, Emitter.getStackGas(),
          [&](const EVMStackSlot &S) { return Emitter.getRematGas(S); });
      if (std::optional<EVMStackSlot> Out =
              shuffleStack(Counter, Base.size(), Want.above(Base.size()))) {
        P.FailedBlock = MBB;
        P.TooDeep = *Out;
        P.FailedStack = *Exit;
        return P;
      }
      // JUMPDEST, the shuffle, PUSH2 label; JUMP.
      const EVMStackGas &G = Emitter.getStackGas();
      P.Cost += Freq.Edge(MBB, Succ) *
                (Counter.getGas() + G.of(EVM::JUMPDEST_S) + G.push(2) +
                 G.of(EVM::JUMP_S));
    }
    std::optional<unsigned> Gas = exitGas(*B, *Exit, P.TooDeep);
    if (!Gas) {
      P.FailedBlock = MBB;
      P.FailedStack = B->Natural;
      return P;
    }
    P.Cost += F * *Gas;
    P.Exit[MBB] = std::move(*Exit);
  }
  return P;
}

Propagation LayoutSolver::improve(Propagation Best, Overrides &Fixed) {
  SmallVector<MachineBasicBlock *, 16> Joins;
  // Loop headers: a predecessor not before them in reverse post-order.
  SmallPtrSet<const MachineBasicBlock *, 8> Headers;
  DenseMap<const MachineBasicBlock *, unsigned> Order;
  for (MachineBasicBlock *MBB : RPOT) {
    Order[MBB] = Order.size();
    if (isJoin(*MBB) && MBB != &MF.front())
      Joins.push_back(MBB);
    for (const MachineBasicBlock *Pred : MBB->predecessors())
      if (Pred == MBB || !Order.count(Pred))
        Headers.insert(MBB);
  }
  llvm::stable_sort(Joins, [&](MachineBasicBlock *A, MachineBasicBlock *B) {
    return Freq.Block(A) > Freq.Block(B);
  });
  unsigned Trials = 0;
  for (bool Improved = true; Improved && Trials < MaxLayoutTrials;) {
    Improved = false;
    for (MachineBasicBlock *Join : Joins) {
      SmallVector<EVMStack, 4> Candidates;
      for (MachineBasicBlock *Pred : Join->predecessors()) {
        auto It = Best.Bodies.find(Pred);
        if (It == Best.Bodies.end() ||
            It->second.End != EVMStackEmitter::Body::Branches)
          continue;
        EVMStack C = toSuccessor(naturalExit(*Pred, It->second), *Pred, *Join);
        if (C != Best.Entry[Join] && !is_contained(Candidates, C))
          Candidates.push_back(std::move(C));
      }
      if (BodyOrderCandidates && Headers.count(Join)) {
        EVMStack C = bodyOrder(*Join, Best.Entry[Join]);
        if (C != Best.Entry[Join] && !is_contained(Candidates, C))
          Candidates.push_back(std::move(C));
      }
      for (EVMStack &C : Candidates) {
        if (++Trials > MaxLayoutTrials)
          return Best;
        Overrides Try = Fixed;
        Try[Join] = C;
        Propagation P = propagate(Try);
        EVM_DEBUG(dbgs() << "evm-stackify: " << printMBBReference(*Join)
                         << " entry " << C << ": "
                         << (P.failed() ? std::string("fails")
                                        : std::to_string(P.Cost))
                         << " against " << Best.Cost << '\n');
        if (P.failed() || P.Cost >= Best.Cost - 1e-9)
          continue;
        ++NumLayoutImprovements;
        Best = std::move(P);
        Fixed = std::move(Try);
        Improved = true;
      }
    }
  }
  return Best;
}

EVMBlockLayouts::Outcome
EVMBlockLayouts::solve(MachineFunction &MF, const EVMStackLiveness &Liveness,
                       EVMStackEmitter &Emitter,
                       const EVMBlockFrequencies &Freq,
                       ArrayRef<EVMStackSlot> BaseSlots,
                       ArrayRef<EVMStackSlot> Arguments) {
  Base = EVMStack(BaseSlots);
  LayoutSolver Solver(MF, Liveness, Emitter, Freq, BaseSlots, Arguments,
                      Bodies);
  // Layouts kept from the previous solve (edges have been split since).
  Overrides Fixed;
  for (auto &[MBB, E] : Kept)
    if (MBB->getParent() == &MF && MBB->pred_size() > 1)
      Fixed[MBB] = E;
  Propagation P = Solver.propagate(Fixed);
  if (!P.failed() && Kept.empty())
    P = Solver.improve(std::move(P), Fixed);

  Outcome Out;
  Out.Cost = P.Cost;
  if (P.failed()) {
    Out.FailedBlock = P.FailedBlock;
    Out.TooDeep = P.TooDeep;
    Out.FailedStack = std::move(P.FailedStack);
    Kept.clear();
    return Out;
  }
  Entry = std::move(P.Entry);
  Exit = std::move(P.Exit);
  if (!P.Splits.empty()) {
    Out.Splits = std::move(P.Splits);
    Kept.clear();
    for (const MachineBasicBlock &MBB : MF)
      if (MBB.pred_size() > 1)
        Kept[&MBB] = Entry[&MBB];
    return Out;
  }
  Kept.clear();
  Out.Solved = true;
  return Out;
}
