//===-- EVMCFGWriter.cpp - Graphviz pictures of the stack code ------------===//
//
/// \file
/// One `digraph` per function, in DOT. A block is a box listing:
///
///   %bb.N name            (the IR block's name, if any)
///   entry [ layout ] height H
///   the instructions, as the assembly printer writes them; a jump pseudo
///   as its `PUSH %bb.N` and `JUMP`/`JUMPI`, a frame access marked
///   exit [ layout ] height H
///
/// The layouts are those EVMStackify chose (EVMBlockLayouts): at -O1 and
/// above the solved ones, at -O0 the base-only ones (return address, saved
/// frame words, and at the entry block the arguments), bottom first, `ret`
/// the return address. Edges: `JUMP` and `JUMPI` (taken) to their targets,
/// a dashed `fall-through` to the next block. The graph's label names the
/// values spilled to frame slots (their registers before stackification,
/// as -debug-only=evm-stackify prints them).
//
//===----------------------------------------------------------------------===//

#include "EVMCFGWriter.h"
#include "EVMMCInstLower.h"
#include "EVMMachineFunctionInfo.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/GraphWriter.h"
#include "llvm/Support/ScopedPrinter.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

EVMCFGWriter::EVMCFGWriter(AsmPrinter &Printer) : Printer(Printer) {
  const TargetMachine &TM = Printer.TM;
  InstPrinter.reset(TM.getTarget().createMCInstPrinter(
      TM.getTargetTriple(), 0, *TM.getMCAsmInfo(), *TM.getMCInstrInfo(),
      *TM.getMCRegisterInfo()));
}

EVMCFGWriter::~EVMCFGWriter() = default;

/// \p S quoted for a DOT label, each line ended by `\l` (left-justified),
/// tabs (between mnemonic and operand) as spaces.
static std::string escapeLines(StringRef S) {
  // Lines end in \l (left-justified, as a listing reads) and a tab is a
  // space; DOT::EscapeString escapes the rest and keeps the \l.
  std::string Text;
  for (char C : S) {
    if (C == '\t')
      Text += ' ';
    else if (C == '\n')
      Text += "\\l";
    else
      Text += C;
  }
  return DOT::EscapeString(Text);
}

void EVMCFGWriter::printInstruction(const MachineInstr &MI, raw_ostream &OS) {
  auto jump = [&](StringRef Target, StringRef Jump) {
    OS << "PUSH " << Target << '\n' << Jump << '\n';
  };
  switch (MI.getOpcode()) {
  case EVM::BR_S:
  case EVM::BRCOND_S:
    jump(to_string(printMBBReference(*MI.getOperand(0).getMBB())),
         MI.getOpcode() == EVM::BR_S ? "JUMP" : "JUMPI");
    return;
  case EVM::FCALL_S:
    jump(MI.getOperand(0).getGlobal()->getName(),
         "JUMP ; call, " + utostr(MI.getOperand(1).getImm()) + " in, " +
             utostr(MI.getOperand(2).getImm()) + " out");
    return;
  case EVM::FCALLCOND_S:
    jump(MI.getOperand(0).getGlobal()->getName(),
         "JUMPI ; call that does not return, if the condition holds");
    return;
  case EVM::ICALL_S:
    OS << "JUMP ; indirect call\n";
    return;
  case EVM::RET_S:
    OS << "JUMP ; return\n";
    return;
  default:
    break;
  }
  // A call's return label has no name to print.
  for (const MachineOperand &MO : MI.operands())
    if (MO.isMCSymbol() && MO.getMCSymbol()->getName().empty()) {
      OS << "PUSH <return label>\n";
      return;
    }
  MCInst Inst;
  EVMMCInstLower(Printer.OutContext, Printer).lower(MI, Inst);
  std::string Line;
  raw_string_ostream LS(Line);
  InstPrinter->printInst(&Inst, 0, "", *Printer.TM.getMCSubtargetInfo(), LS);
  OS << StringRef(Line).trim();
  const auto &Info = *MI.getMF()->getInfo<EVMMachineFunctionInfo>();
  for (const MachineOperand &MO : MI.operands())
    if (MO.isMCSymbol() && MO.getMCSymbol() == Info.FrameSymbol)
      OS << " ; frame";
  OS << '\n';
}

void EVMCFGWriter::addFunction(const MachineFunction &MF,
                               ArrayRef<MCInst> Prologue) {
  const auto &Info = *MF.getInfo<EVMMachineFunctionInfo>();
  raw_string_ostream OS(Text);
  std::string Name = escapeLines(MF.getName());
  OS << "digraph \"" << Name << "\" {\n";
  std::string Title = "function " + MF.getName().str();
  if (!Info.SpilledValues.empty())
    Title += "\nspilled to frame slots: " + join(Info.SpilledValues, " ");
  OS << "  label=\"" << escapeLines(Title + "\n") << "\";\n"
     << "  labelloc=t;\n"
     << "  node [shape=box, fontname=\"monospace\"];\n";
  for (const MachineBasicBlock &MBB : MF) {
    std::string Label;
    raw_string_ostream LS(Label);
    LS << printMBBReference(MBB);
    if (!MBB.getName().empty())
      LS << ' ' << MBB.getName();
    LS << '\n';
    auto It = Info.BlockLayouts.find(&MBB);
    if (It != Info.BlockLayouts.end())
      LS << "entry " << It->second.Entry << " height " << It->second.EntryHeight
         << '\n';
    if (&MBB == &MF.front())
      for (const MCInst &Inst : Prologue) {
        std::string Line;
        raw_string_ostream IS(Line);
        InstPrinter->printInst(&Inst, 0, "", *Printer.TM.getMCSubtargetInfo(),
                               IS);
        LS << StringRef(Line).trim() << " ; memory image\n";
      }
    for (const MachineInstr &MI : MBB)
      if (!MI.isDebugInstr() && MI.getDesc().getSize())
        printInstruction(MI, LS);
    if (It != Info.BlockLayouts.end())
      LS << "exit " << It->second.Exit << " height " << It->second.ExitHeight
         << '\n';
    OS << "  bb" << MBB.getNumber() << " [label=\"" << escapeLines(Label)
       << "\"];\n";
  }
  for (const MachineBasicBlock &MBB : MF) {
    bool Ends = false;
    for (const MachineInstr &MI : MBB) {
      if (MI.getOpcode() == EVM::BR_S || MI.getOpcode() == EVM::BRCOND_S)
        OS << "  bb" << MBB.getNumber() << " -> bb"
           << MI.getOperand(0).getMBB()->getNumber() << " [label=\""
           << (MI.getOpcode() == EVM::BR_S ? "JUMP" : "JUMPI") << "\"];\n";
      Ends |= EVMII::haltsExecution(MI.getDesc()) || MI.isBarrier();
    }
    const MachineBasicBlock *Next = MBB.getNextNode();
    if (!Ends && Next && MBB.isSuccessor(Next))
      OS << "  bb" << MBB.getNumber() << " -> bb" << Next->getNumber()
         << " [label=\"fall-through\", style=dashed];\n";
  }
  OS << "}\n";
}

void EVMCFGWriter::write(raw_ostream &OS) const { OS << Text; }
