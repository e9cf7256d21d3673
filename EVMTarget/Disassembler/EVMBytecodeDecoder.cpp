//===-- EVMBytecodeDecoder.cpp - EVM bytecode into instructions -----------===//
//
// Decoding is linear, as the EVM's own analysis of jump destinations: from
// offset 0, each instruction starts where the previous one ends, so bytes
// inside a PUSH immediate are never opcodes. A byte that is no opcode of the
// fork is one Undefined byte and decoding goes on after it; a PUSH cut
// short by the end of the code is Truncated.
//
// Where the code ends. Bytecode often carries data after its code: this
// compiler appends the initial image of memory globals and the code globals
// (docs/memory-map.md), init code carries the runtime code it returns
// (docs/deploy.md), solc appends CBOR metadata and Yul data objects. None of
// it is marked in the bytes. When no layout is given (bin/evm-bin --layout
// writes an exact one), the code is taken to end where the last instruction
// reachable from offset 0 ends, found by a recursive descent:
//
//   * execution starts at offset 0 and goes on to the next instruction
//     except after one that ends execution (STOP, RETURN, REVERT, INVALID,
//     SELFDESTRUCT: TSFlags), an unconditional jump (a barrier) or an
//     undefined byte;
//   * jump targets are values on the stack. Within a block (up to a jump,
//     a JUMPDEST or the end of execution) the walk keeps an abstract stack
//     whose entries record the PUSHes their value was computed from:
//     a PUSH makes an entry of its own, DUPn and SWAPn move entries, and
//     any other instruction pops δ entries and pushes α (the stack effects
//     of the instruction table) that get the PUSHes of its operands,
//     except that the result of an instruction that reads memory or
//     storage (mayLoad: MLOAD, SLOAD, TLOAD, KECCAK256, calls, creates) is
//     unknown: a value loaded from a constant address is not that address;
//   * the PUSHed constants of an entry are jump targets when the entry is
//     the target of a JUMP or JUMPI, and also when it escapes the block:
//     left on the stack when the block ends (a return label under a call's
//     arguments) or stored with MSTORE, SSTORE or TSTORE (a function
//     pointer), since it may be jumped to later. A constant the block
//     consumes otherwise (the size and offset of a CODECOPY, a RETURN) is
//     not: so the size of the runtime code that init code returns does not
//     make a JUMPDEST inside that runtime code reachable, while solc's
//     computed targets (`ISZERO(ptr) * panic | ptr`) are found. Targets
//     that are not the offset of a valid JUMPDEST are ignored, as the EVM
//     would fail there.
//
// Everything before that end is decoded as code (unreachable code between
// functions included); everything after it is data. A function reachable
// only through an address in the data (a table of function pointers in a
// code global) is not found if it is the last one: there the layout is
// needed.
//
//===----------------------------------------------------------------------===//

#include "EVMBytecodeDecoder.h"
#include "MCTargetDesc/EVMMCExpr.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

std::vector<EVMDecodedInst>
EVMBytecodeDecoder::decode(ArrayRef<uint8_t> Code) const {
  std::vector<EVMDecodedInst> Insts;
  for (uint64_t Offset = 0; Offset < Code.size();) {
    ArrayRef<uint8_t> Rest = Code.drop_front(Offset);
    EVMDecodedInst I{EVMDecodedInst::Valid, Offset, 0, MCInst()};
    uint64_t Size = 0;
    if (Disassembler.getInstruction(I.Inst, Size, Rest, Offset, nulls()) ==
        MCDisassembler::Success) {
      I.Size = Size;
    } else if (Size == 0) {
      // The immediate runs past the end: the EVM reads the missing bytes
      // as zeros, so decode a copy padded with them.
      SmallVector<uint8_t, 64> Padded(Rest.begin(), Rest.end());
      Padded.append(32, 0);
      I.Inst.clear();
      if (Disassembler.getInstruction(I.Inst, Size, Padded, Offset, nulls()) !=
          MCDisassembler::Success)
        return Insts; // unreachable: the padded bytes hold the immediate
      I.Kind = EVMDecodedInst::Truncated;
      I.Size = Rest.size();
    } else {
      I.Kind = EVMDecodedInst::Undefined;
      I.Size = 1;
      I.Inst.clear();
    }
    Offset += I.Size;
    Insts.push_back(std::move(I));
  }
  return Insts;
}

namespace {
/// The recursive descent of findCodeEnd over decoded instructions.
class CodeReachability {
public:
  CodeReachability(ArrayRef<EVMDecodedInst> Insts, const MCInstrInfo &MCII)
      : Insts(Insts), MCII(MCII), Visited(Insts.size()) {
    for (unsigned I = 0; I < Insts.size(); ++I)
      if (Insts[I].Kind == EVMDecodedInst::Valid &&
          Insts[I].Inst.getOpcode() == EVM::JUMPDEST_S)
        JumpDests[Insts[I].Offset] = I;
    for (unsigned N = 1; N <= EVM::MaxStackAccess; ++N) {
      DupDepth[EVM::getDupOpcode(N)] = N;
      SwapDepth[EVM::getSwapOpcode(N)] = N;
    }
  }

  /// The end of the last instruction reached from offset 0.
  uint64_t run() {
    if (!Insts.empty())
      Work.push_back(0);
    while (!Work.empty())
      walkBlock(Work.pop_back_val());
    return End;
  }

private:
  /// An abstract stack entry: the indices of the PUSHes its value was
  /// computed from (none: unknown).
  using Entry = SmallVector<unsigned, 2>;

  /// The value of \p E may be jumped to.
  void jumpTarget(const Entry &E) {
    for (unsigned Push : E) {
      // Offsets within the code only (and never DenseMap's reserved keys).
      std::optional<APInt> Value =
          EVMBytecodeDecoder::getPushValue(Insts[Push]);
      if (!Value || Value->uge(Insts.back().Offset + 1))
        continue;
      auto It = JumpDests.find(Value->getZExtValue());
      if (It != JumpDests.end() && !Visited[It->second])
        Work.push_back(It->second);
    }
  }
  /// The block ends here with \p Stack on the stack.
  void escape(ArrayRef<Entry> Stack) {
    for (const Entry &E : Stack)
      jumpTarget(E);
  }

  /// Walks from instruction \p I to the end of its block (and on through
  /// the fall-through of JUMPIs).
  void walkBlock(unsigned I);

  ArrayRef<EVMDecodedInst> Insts;
  const MCInstrInfo &MCII;
  BitVector Visited;
  DenseMap<uint64_t, unsigned> JumpDests; ///< valid ones, by offset
  DenseMap<unsigned, unsigned> DupDepth, SwapDepth;
  SmallVector<unsigned, 32> Work;
  uint64_t End = 0;
};
} // end anonymous namespace

void CodeReachability::walkBlock(unsigned I) {
  SmallVector<Entry, 32> Stack; // top last; what lies below is unknown
  auto Pop = [&Stack]() {
    return Stack.empty() ? Entry() : Stack.pop_back_val();
  };
  for (; I < Insts.size(); ++I) {
    const EVMDecodedInst &D = Insts[I];
    bool IsJumpDest = D.Kind == EVMDecodedInst::Valid &&
                      D.Inst.getOpcode() == EVM::JUMPDEST_S;
    // Falling into a block that may be entered from elsewhere (or was
    // walked already) ends this one.
    if (Visited[I] || (IsJumpDest && !Stack.empty())) {
      escape(Stack);
      Stack.clear();
      if (Visited[I])
        return;
    }
    Visited.set(I);
    End = std::max(End, D.Offset + D.Size);
    if (D.Kind != EVMDecodedInst::Valid)
      return; // an undefined byte or the end of the code: execution stops

    unsigned Opcode = D.Inst.getOpcode();
    const MCInstrDesc &Desc = MCII.get(Opcode);
    if (EVMBytecodeDecoder::getPushValue(D)) {
      Stack.push_back(Entry{I});
    } else if (unsigned N = DupDepth.lookup(Opcode)) {
      Stack.push_back(Stack.size() >= N ? Stack[Stack.size() - N] : Entry());
    } else if (unsigned N = SwapDepth.lookup(Opcode)) {
      if (Stack.size() < N + 1)
        Stack.insert(Stack.begin(), N + 1 - Stack.size(), Entry());
      std::swap(Stack.back(), Stack[Stack.size() - 1 - N]);
    } else if (Opcode == EVM::JUMP_S || Opcode == EVM::JUMPI_S) {
      jumpTarget(Pop());
      if (Opcode == EVM::JUMPI_S)
        Pop(); // the condition
      escape(Stack);
      Stack.clear();
    } else if (Opcode == EVM::MSTORE_S || Opcode == EVM::SSTORE_S ||
               Opcode == EVM::TSTORE_S) {
      Pop();             // the address or key
      jumpTarget(Pop()); // the value stored may be a code address
    } else {
      Entry Result;
      for (unsigned N = EVMII::getStackIn(Desc); N; --N)
        if (Entry Operand = Pop(); !Desc.mayLoad())
          Result.append(Operand.begin(), Operand.end());
      // A set: `x + x` repeated must not double it each time.
      llvm::sort(Result);
      Result.erase(std::unique(Result.begin(), Result.end()), Result.end());
      for (unsigned N = EVMII::getStackOut(Desc); N; --N)
        Stack.push_back(Result);
    }
    if (EVMII::haltsExecution(Desc) || Desc.isBarrier())
      return;
  }
  escape(Stack);
}

uint64_t EVMBytecodeDecoder::findCodeEnd(ArrayRef<EVMDecodedInst> Insts) const {
  return CodeReachability(Insts, MCII).run();
}

unsigned EVMBytecodeDecoder::getImmediateSize(const MCInst &Inst) const {
  // The opcode byte, then the immediate (TableGen's Size of the instruction).
  return MCII.get(Inst.getOpcode()).getSize() - 1;
}

std::optional<APInt> EVMBytecodeDecoder::getPushValue(const EVMDecodedInst &I) {
  if (I.Kind == EVMDecodedInst::Undefined)
    return std::nullopt;
  if (I.Inst.getOpcode() == EVM::PUSH0_S)
    return APInt(256, 0);
  if (I.Inst.getNumOperands() != 1)
    return std::nullopt;
  return EVM::getImmValue(I.Inst.getOperand(0));
}
