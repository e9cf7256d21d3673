//===-- EVMSourceMap.cpp - Code offsets to source lines -------------------===//
//
/// \file
/// Offsets are counted as the asm printer emits, each instruction's size
/// being its nominal one (MCInstrDesc::getSize, symbolic pushes as PUSH2);
/// the assembler gives each symbolic push the width its value needs, and
/// the runs are moved by the difference when they are written
/// (EVMCodeRelaxation). Consecutive
/// instructions from the same file, line and column make one run;
/// instructions without a location (the entry's copy of the memory image,
/// stack shuffles the stackifier adds without one) are in no run.
///
/// solc's map counts instructions, not bytes: the widths the assembler
/// gives symbolic pushes do not move its entries, and it is complete when
/// the last function is printed.
//
//===----------------------------------------------------------------------===//

#include "EVMSourceMap.h"
#include "MCTargetDesc/EVMAsmBackend.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

/// The position an instruction is shown at: its own, unless it was inlined
/// from a function marked artificial (`__attribute__((artificial))`, as
/// the wrappers of C's <evm.h> are), whose body is shown at its call site,
/// as debuggers step over it.
static const DILocation *getShownLocation(const DILocation *Loc) {
  while (const DILocation *Caller = Loc->getInlinedAt()) {
    const DISubprogram *SP = Loc->getScope()->getSubprogram();
    if (!SP || !SP->isArtificial())
      break;
    Loc = Caller;
  }
  return Loc;
}

void EVMSourceMap::addInstruction(const DebugLoc &DL, uint64_t Start,
                                  unsigned Size) {
  if (!DL || !DL.getLine())
    return;
  const DILocation *Loc = getShownLocation(DL.get());
  std::string File = Loc->getFilename().str();
  unsigned Line = Loc->getLine(), Column = Loc->getColumn();
  if (!Runs.empty()) {
    Run &Last = Runs.back();
    if (Last.Offset + Last.Length == Start && Last.Line == Line &&
        Last.Column == Column && Last.File == File) {
      Last.Length += Size;
      return;
    }
  }
  Runs.push_back({Start, Size, std::move(File), Line, Column});
}

void EVMSourceMap::write(raw_ostream &OS,
                         const EVMCodeRelaxation &Relaxation) const {
  json::OStream J(OS);
  J.array([&] {
    for (const Run &R : Runs)
      J.object([&] {
        J.attribute("offset", Relaxation.getFinalOffset(R.Offset));
        J.attribute("length",
                    Relaxation.getFinalSize(R.Offset, R.Offset + R.Length));
        J.attribute("file", R.File);
        J.attribute("line", R.Line);
        J.attribute("column", R.Column);
      });
  });
  OS << '\n';
}

//===----------------------------------------------------------------------===//
// Locations of edges
//===----------------------------------------------------------------------===//

void EVM::setEdgeLine(Instruction &Term, unsigned Succ, unsigned Line) {
  LLVMContext &Ctx = Term.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  SmallVector<Metadata *, 2> Ops(
      Term.getNumSuccessors(),
      ConstantAsMetadata::get(ConstantInt::get(I32, 0)));
  if (const MDNode *Old = Term.getMetadata(EVM::EdgeLinesName))
    for (unsigned I = 0,
                  E = std::min<unsigned>(Old->getNumOperands(), Ops.size());
         I != E; ++I)
      Ops[I] = Old->getOperand(I);
  Ops[Succ] = ConstantAsMetadata::get(ConstantInt::get(I32, Line));
  Term.setMetadata(EVM::EdgeLinesName, MDTuple::get(Ctx, Ops));
}

DebugLoc EVM::getEdgeLocation(const MachineBasicBlock &From,
                              const MachineBasicBlock &To) {
  const BasicBlock *BB = From.getBasicBlock(), *Succ = To.getBasicBlock();
  const Instruction *Term = BB ? BB->getTerminator() : nullptr;
  const MDNode *Lines =
      Term && Succ ? Term->getMetadata(EVM::EdgeLinesName) : nullptr;
  DISubprogram *SP = From.getParent()->getFunction().getSubprogram();
  if (!Lines || !SP)
    return DebugLoc();
  for (unsigned I = 0, E = std::min<unsigned>(Lines->getNumOperands(),
                                              Term->getNumSuccessors());
       I != E; ++I) {
    if (Term->getSuccessor(I) != Succ)
      continue;
    auto *Line = mdconst::dyn_extract<ConstantInt>(Lines->getOperand(I));
    if (!Line || Line->isZero() || !Line->getValue().isIntN(32))
      return DebugLoc();
    return DILocation::get(SP->getContext(),
                           static_cast<unsigned>(Line->getZExtValue()), 0, SP);
  }
  return DebugLoc();
}

//===----------------------------------------------------------------------===//
// solc's source map
//===----------------------------------------------------------------------===//

bool EVMSolcSourceMap::Range::contains(const Range &R) const {
  if (isNone())
    return true;
  return R.Source == Source && R.Start >= Start &&
         R.Start + R.Length <= Start + Length;
}

EVMSolcSourceMap::EVMSolcSourceMap(const Module &M) {
  const NamedMDNode *Ranges = M.getNamedMetadata(EVM::SourceRangesName);
  if (!Ranges)
    return;
  Enabled = true;
  // A malformed operand stands for no source: the table is the front
  // end's, and the verifier has no rules for it.
  for (const MDNode *Op : Ranges->operands()) {
    Range R;
    if (Op->getNumOperands() == 3) {
      auto field = [&](unsigned I) -> std::optional<int> {
        if (auto *C = mdconst::dyn_extract<ConstantInt>(Op->getOperand(I)))
          if (C->getValue().isSignedIntN(32))
            return static_cast<int>(C->getSExtValue());
        return std::nullopt;
      };
      std::optional<int> S = field(0), B = field(1), L = field(2);
      if (S && B && L && *S >= 0 && *B >= 0 && *L >= 0)
        R = {*S, *B, *L};
    }
    Table.push_back(R);
  }
}

EVMSolcSourceMap::Range EVMSolcSourceMap::getOwnRange(unsigned Line) const {
  return Line >= 1 && Line <= Table.size() ? Table[Line - 1] : Range();
}

unsigned EVMSolcSourceMap::getOwnLine(const DILocation *Loc) {
  unsigned Line = Loc->getLine();
  // Code LLVM merged from two places has line 0: it stands for the
  // function's range, the line of its subprogram.
  if (!Line)
    if (const DISubprogram *SP = Loc->getScope()->getSubprogram())
      Line = SP->getLine();
  return Line;
}

EVMSolcSourceMap::Range
EVMSolcSourceMap::getOwnRange(const DILocation *Loc) const {
  return getOwnRange(getOwnLine(Loc));
}

unsigned EVMSolcSourceMap::getLine(const DILocation *Loc) const {
  unsigned Line = getOwnLine(Loc);
  Range R = getOwnRange(Line);
  // The range of the code the inlined calls ended in.
  const DILocation *Outermost = Loc;
  while (const DILocation *Call = Outermost->getInlinedAt())
    Outermost = Call;
  Range Outer = getOwnRange(Outermost);
  for (const DILocation *Call = Loc->getInlinedAt(); Call;
       Call = Call->getInlinedAt()) {
    unsigned CallLine = getOwnLine(Call);
    Range C = getOwnRange(CallLine);
    if (C.isNone())
      continue;
    if (!R.contains(C) && (Outer.isNone() || !R.contains(Outer)))
      break;
    R = C;
    Line = CallLine;
  }
  return Line;
}

EVMSolcSourceMap::Range
EVMSolcSourceMap::getRange(const DILocation *Loc) const {
  return getOwnRange(getLine(Loc));
}

const Instruction *
EVMSolcSourceMap::getMostPrecise(const BasicBlock &BB) const {
  const Instruction *Best = nullptr;
  int BestLength = -1;
  for (const Instruction &I : BB) {
    const DILocation *Loc = I.getDebugLoc().get();
    if (!Loc)
      continue;
    if (!Enabled) {
      if (Loc->getLine())
        return &I;
      continue;
    }
    Range R = getRange(Loc);
    if (!R.isNone() && (BestLength < 0 || R.Length < BestLength)) {
      Best = &I;
      BestLength = R.Length;
    }
  }
  return Best;
}

bool EVMSolcSourceMap::parse(StringRef Map, std::vector<Entry> &Entries,
                             std::string &Error) {
  Entry Prev;
  if (Map.empty())
    return true;
  SmallVector<StringRef, 0> Items;
  Map.split(Items, ';');
  for (auto [I, Item] : enumerate(Items)) {
    SmallVector<StringRef, 5> Fields;
    Item.split(Fields, ':');
    Entry E = Prev;
    auto number = [&](unsigned F, int &Out) {
      if (F >= Fields.size() || Fields[F].empty())
        return true;
      int V;
      if (Fields[F].getAsInteger(10, V))
        return false;
      Out = V;
      return true;
    };
    bool OK = Fields.size() <= 5 && number(0, E.R.Start) &&
              number(1, E.R.Length) && number(2, E.R.Source);
    if (OK && Fields.size() > 3 && !Fields[3].empty()) {
      OK = Fields[3].size() == 1 && StringRef("-io").contains(Fields[3][0]);
      if (OK)
        E.J = static_cast<Jump>(Fields[3][0]);
    }
    // The depth is read and dropped: this compiler writes 0.
    int Depth = 0;
    OK = OK && number(4, Depth);
    if (!OK) {
      Error = "entry " + std::to_string(I) + " ('" + Item.str() +
              "') is not s:l:f:j:m";
      return false;
    }
    if (E.R.Source < 0)
      E.R = Range();
    Entries.push_back(E);
    Prev = E;
  }
  return true;
}

/// Whether the call \p Call lies inside its function, not at the whole of
/// it: solc's Yul gives a call the range of its last argument, or its
/// function's when it has none, and glue (the ABI wrapper's call of the
/// function, a utility function's calls) the contract's.
bool EVMSolcSourceMap::isStatementCall(const DILocation *Call) const {
  Range C = getOwnRange(Call);
  const DISubprogram *SP = Call->getScope()->getSubprogram();
  Range Body = SP ? getOwnRange(SP->getLine()) : Range();
  return !C.isNone() && !Body.isNone() && Body.contains(C) && !(Body == C);
}

EVMSolcSourceMap::Range
EVMSolcSourceMap::getEntryRange(const DILocation *Loc) {
  SmallVector<const DILocation *, 8> Calls;
  for (const DILocation *Call = Loc->getInlinedAt(); Call;
       Call = Call->getInlinedAt())
    Calls.push_back(Call);
  // A call still to be shown is dropped once the code has left it.
  erase_if(Pending, [&](const DILocation *Call) {
    return !is_contained(Calls, Call);
  });
  // The calls entered here are inside those entered before (an inlined-at
  // location's callers are part of it), so Pending stays outermost first.
  for (const DILocation *Call : reverse(Calls))
    if (Entered.insert(Call).second && isStatementCall(Call))
      Pending.push_back(Call);
  if (Pending.empty())
    return getRange(Loc);
  Range R = getOwnRange(Pending.front());
  Pending.erase(Pending.begin());
  return R;
}

void EVMSolcSourceMap::addInstruction(const DebugLoc &DL, Jump J) {
  if (Enabled)
    Entries.push_back({DL ? getEntryRange(DL.get()) : Range(), J});
}

// solc's compression (its Assembly::computeSourceMapping writes the same):
// the five fields s:l:f:j:m, each empty when it equals the entry before's,
// and cut after the last that differs. The first entry compares with
// nothing set (-1s, no jump, depth -1), so it has all five fields. The
// modifier depth is always 0: the Yul has no modifiers left.
std::string EVMSolcSourceMap::str() const {
  std::string Out;
  Range Prev;
  char PrevJump = 0;
  for (auto [I, E] : enumerate(Entries)) {
    if (I)
      Out += ';';
    char J = static_cast<char>(E.J);
    // How many fields to write: up to the last that differs.
    unsigned Fields = I == 0                      ? 5
                      : J != PrevJump             ? 4
                      : E.R.Source != Prev.Source ? 3
                      : E.R.Length != Prev.Length ? 2
                      : E.R.Start != Prev.Start   ? 1
                                                  : 0;
    if (Fields >= 1 && E.R.Start != Prev.Start)
      Out += std::to_string(E.R.Start);
    if (Fields >= 2) {
      Out += ':';
      if (E.R.Length != Prev.Length)
        Out += std::to_string(E.R.Length);
    }
    if (Fields >= 3) {
      Out += ':';
      if (E.R.Source != Prev.Source)
        Out += std::to_string(E.R.Source);
    }
    if (Fields >= 4) {
      Out += ':';
      if (J != PrevJump)
        Out += J;
    }
    if (Fields >= 5)
      Out += ":0";
    Prev = E.R;
    PrevJump = J;
  }
  return Out;
}
