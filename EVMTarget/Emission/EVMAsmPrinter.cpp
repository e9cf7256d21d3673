//===-- EVMAsmPrinter.cpp - Print EVM assembly and bytecode
//-----------------===//
//
// Emits stack-form instructions, expands the stackifier's jump pseudos into
// `PUSH label; JUMP/JUMPI`, and at the end of the module lays out the
// static data (docs/memory-map.md): memory globals and every function's
// frame get their addresses, and the initial values of globals are
// appended to the code, which the entry function copies to memory first.
// With -evm-stats-file, it also writes the resource report of the code it
// prints (EVMResourceReport), with -evm-cfg-file its CFG as Graphviz
// digraphs (EVMCFGWriter), with -evm-source-map-file the source position
// of its instructions (EVMSourceMap), with -evm-layout-file where its
// functions and data are (EVMCodeLayout). The source map and the report
// count code offsets as instructions are printed; when an assembler lays the
// code out, they are written after the layout, with the offsets moved by the
// widening of symbolic pushes (EVMCodeRelaxation), and the layout reads the
// assembler's offsets.
//
//===----------------------------------------------------------------------===//

#include "Analysis/EVMCallGraph.h"
#include "EVM.h"
#include "EVMCFGWriter.h"
#include "EVMCodeLayout.h"
#include "EVMMCInstLower.h"
#include "EVMMachineFunctionInfo.h"
#include "EVMResourceReport.h"
#include "EVMSourceMap.h"
#include "EVMStaticData.h"
#include "MCTargetDesc/EVMAsmBackend.h"
#include "MCTargetDesc/EVMLinkedObject.h"
#include "MCTargetDesc/EVMMCTargetDesc.h"
#include "TargetInfo/EVMTargetInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSectionELF.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetLoweringObjectFile.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "asm-printer"

static cl::opt<std::string> StatsFile(
    "evm-stats-file", cl::value_desc("file"),
    cl::desc("Write the resource report of the printed code (code size, "
             "stack heights, base gas per block and loop) as JSON"));
static cl::opt<std::string> CFGFile(
    "evm-cfg-file", cl::value_desc("file"),
    cl::desc("Write each function's blocks, stack layouts and edges as a "
             "Graphviz digraph"));
static cl::opt<std::string> LayoutFile(
    "evm-layout-file", cl::value_desc("file"),
    cl::desc("Write where each function and each named code global is in "
             "the bytecode, as JSON (object output only)"));
static cl::opt<std::string> SourceMapFile(
    "evm-source-map-file", cl::value_desc("file"),
    cl::desc("Write the source position (!dbg) of each run of instructions "
             "of the printed code as JSON"));

namespace {
class EVMAsmPrinter final : public AsmPrinter {
public:
  static char ID;
  EVMAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID) {}

  StringRef getPassName() const override { return "EVM Assembly Printer"; }

  bool runOnMachineFunction(MachineFunction &MF) override {
    if (!SolcSourceMap)
      SolcSourceMap = std::make_unique<EVMSolcSourceMap>(*MMI->getModule());
    SolcSourceMap->beginFunction();
    const auto &Info = *MF.getInfo<EVMMachineFunctionInfo>();
    if (Info.FrameSize)
      Frames[&MF.getFunction()] = {Info.FrameSymbol, Info.FrameSize};
    SmallVector<MCInst, 4> Prologue;
    getEntryPrologue(MF, Prologue);
    if (!StatsFile.empty())
      Report.addFunction(MF, Prologue, *MF.getTarget().getMCInstrInfo(),
                         CodeOffset);
    if (!CFGFile.empty()) {
      if (!CFG)
        CFG = std::make_unique<EVMCFGWriter>(*this);
      CFG->addFunction(MF, Prologue);
    }
    bool Changed = AsmPrinter::runOnMachineFunction(MF);
    Layout.addFunction(CurrentFnSym, getFunctionEnd());
    return Changed;
  }

  void emitInstruction(const MachineInstr *MI) override;
  void emitFunctionBodyStart() override;
  /// Globals are laid out with the frames at the end of the module.
  void emitGlobalVariable(const GlobalVariable *GV) override {}
  void emitEndOfAsmFile(Module &M) override;

private:
  /// Emits \p Inst, from the debug location of the machine instruction
  /// being printed (InstLoc), as jump kind \p J in solc's source map.
  void emitInst(MCInst &Inst,
                EVMSolcSourceMap::Jump J = EVMSolcSourceMap::Jump::Regular);
  void emitJump(const MCExpr *Target, unsigned JumpOpcode,
                EVMSolcSourceMap::Jump J);
  /// Writes solc's source map into the object (a section the link step
  /// reads; it is not part of the code).
  void emitSolcSourceMap();
  /// Counts an instruction of \p Size bytes from \p DL at CodeOffset.
  void addInstruction(const DebugLoc &DL, unsigned Size) {
    SourceMap.addInstruction(DL, CodeOffset, Size);
    CodeOffset += Size;
  }
  /// Writes the reports that give code offsets, moved by \p Relaxation.
  void writeOffsetReports(Module &M, const EVMCodeRelaxation &Relaxation);
  void getEntryPrologue(const MachineFunction &MF,
                        SmallVectorImpl<MCInst> &Insts);
  /// Writes \p Write's output to \p File, or reports why it cannot.
  void writeFile(Module &M, StringRef File, StringRef What,
                 function_ref<void(raw_ostream &)> Write);
  void emitImage(const EVMStaticData::Image &Image);
  const MCExpr *lowerAddress(const Constant *C);
  void emitStaticData(Module &M);
  uint64_t placeFrames(Module &M, uint64_t FrameBase);
  MCSymbol *getInitImageSymbol() {
    return OutContext.getOrCreateSymbol(Twine(MAI->getPrivateGlobalPrefix()) +
                                        "globals.init");
  }

  /// The placement of the globals, made when the first function is
  /// printed: doInitialization runs before the IR passes, which may add
  /// globals (EVMPrepareModule adds the runtime code of init code).
  const EVMStaticData &getStaticData() {
    if (!StaticData)
      StaticData = std::make_unique<EVMStaticData>(*MMI->getModule());
    return *StaticData;
  }
  std::unique_ptr<EVMStaticData> StaticData;

  struct FrameDesc {
    MCSymbol *Symbol;
    unsigned Size;
  };
  MapVector<const Function *, FrameDesc> Frames;
  EVMResourceReport Report;
  EVMCodeLayout Layout;
  std::unique_ptr<EVMCFGWriter> CFG;
  EVMSourceMap SourceMap;
  std::unique_ptr<EVMSolcSourceMap> SolcSourceMap;
  /// The debug location of the machine instruction being printed.
  DebugLoc InstLoc;
  /// The offset of the next instruction, each counted at its nominal size
  /// (symbolic pushes as PUSH2): the offset before layout.
  uint64_t CodeOffset = 0;
};
} // end anonymous namespace

void EVMAsmPrinter::emitInst(MCInst &Inst, EVMSolcSourceMap::Jump J) {
  // A symbolic push is counted at its nominal width and assembled from
  // its initial one (EVMAsmBackend).
  if (EVM::isSymbolicPush(Inst))
    Inst.setOpcode(EVM::getPushOpcode(EVM::InitialSymbolPushBytes));
  if (SolcSourceMap)
    SolcSourceMap->addInstruction(InstLoc, J);
  EmitToStreamer(*OutStreamer, Inst);
}

void EVMAsmPrinter::emitJump(const MCExpr *Target, unsigned JumpOpcode,
                             EVMSolcSourceMap::Jump J) {
  MCInst Push;
  Push.setOpcode(EVM::getPushOpcode(EVM::NominalSymbolPushBytes));
  Push.addOperand(MCOperand::createExpr(Target));
  emitInst(Push);
  MCInst Jump;
  Jump.setOpcode(JumpOpcode);
  emitInst(Jump, J);
}

void EVMAsmPrinter::emitInstruction(const MachineInstr *MI) {
  addInstruction(MI->getDebugLoc(), MI->getDesc().getSize());
  InstLoc = MI->getDebugLoc();
  using Jump = EVMSolcSourceMap::Jump;
  switch (MI->getOpcode()) {
  case EVM::BR_S:
  case EVM::BRCOND_S:
    emitJump(MCSymbolRefExpr::create(MI->getOperand(0).getMBB()->getSymbol(),
                                     OutContext),
             MI->getOpcode() == EVM::BR_S ? EVM::JUMP_S : EVM::JUMPI_S,
             Jump::Regular);
    return;
  case EVM::FCALL_S:
  case EVM::FCALLCOND_S:
    emitJump(MCSymbolRefExpr::create(getSymbol(MI->getOperand(0).getGlobal()),
                                     OutContext),
             MI->getOpcode() == EVM::FCALL_S ? EVM::JUMP_S : EVM::JUMPI_S,
             Jump::Into);
    return;
  case EVM::ICALL_S:
  case EVM::RET_S: {
    MCInst JumpInst;
    JumpInst.setOpcode(EVM::JUMP_S);
    emitInst(JumpInst,
             MI->getOpcode() == EVM::RET_S ? Jump::OutOf : Jump::Into);
    return;
  }
  default:
    break;
  }
  MCInst Inst;
  EVMMCInstLower(OutContext, *this).lower(*MI, Inst);
  emitInst(Inst);
}

/// The entry function starts by copying the initial values of the memory
/// globals from the code: CODECOPY(memory base, image, size). The stack is
/// empty there and stays so; a loop back to the entry block jumps past it.
void EVMAsmPrinter::getEntryPrologue(const MachineFunction &MF,
                                     SmallVectorImpl<MCInst> &Insts) {
  uint64_t Size = getStaticData().getInitSize();
  if (!Size || !EVM::isEntryFunction(MF.getFunction()))
    return;
  auto push = [&](MCOperand Value, unsigned NumBytes) {
    MCInst &Push = Insts.emplace_back();
    Push.setOpcode(EVM::getPushOpcode(NumBytes));
    Push.addOperand(Value);
  };
  push(MCOperand::createImm(Size), (Log2_64(Size) + 8) / 8);
  push(MCOperand::createExpr(
           MCSymbolRefExpr::create(getInitImageSymbol(), OutContext)),
       EVM::NominalSymbolPushBytes);
  uint64_t Base = getStaticData().getMemoryBase();
  push(MCOperand::createImm(Base), (Log2_64(Base) + 8) / 8);
  Insts.emplace_back().setOpcode(EVM::CODECOPY_S);
}

void EVMAsmPrinter::emitFunctionBodyStart() {
  SmallVector<MCInst, 4> Prologue;
  getEntryPrologue(*MF, Prologue);
  InstLoc = DebugLoc();
  for (MCInst &Inst : Prologue) {
    addInstruction(DebugLoc(),
                   TM.getMCInstrInfo()->get(Inst.getOpcode()).getSize());
    emitInst(Inst);
  }
}

void EVMAsmPrinter::emitSolcSourceMap() {
  if (!SolcSourceMap || !SolcSourceMap->isEnabled())
    return;
  MCSection *Code = OutStreamer->getCurrentSectionOnly();
  OutStreamer->switchSection(
      OutContext.getELFSection(EVM::SourceMapSection, ELF::SHT_PROGBITS, 0));
  OutStreamer->emitBytes(SolcSourceMap->str());
  OutStreamer->switchSection(Code);
}

void EVMAsmPrinter::writeFile(Module &M, StringRef File, StringRef What,
                              function_ref<void(raw_ostream &)> Write) {
  std::error_code EC;
  raw_fd_ostream OS(File, EC, sys::fs::OF_Text);
  if (EC) {
    M.getContext().emitError("cannot write the " + What + " '" + File +
                             "': " + EC.message());
    return;
  }
  Write(OS);
}

void EVMAsmPrinter::writeOffsetReports(Module &M,
                                       const EVMCodeRelaxation &Relaxation) {
  if (!StatsFile.empty())
    writeFile(M, StatsFile, "resource report",
              [&](raw_ostream &OS) { Report.write(OS, M, Relaxation); });
  if (!SourceMapFile.empty())
    writeFile(M, SourceMapFile, "source map",
              [&](raw_ostream &OS) { SourceMap.write(OS, Relaxation); });
}

void EVMAsmPrinter::emitEndOfAsmFile(Module &M) {
  emitStaticData(M);
  emitSolcSourceMap();
  // Object output: the offsets are final once the assembler has chosen the
  // width of every symbolic push. Assembly output has no layout; it shows
  // symbolic pushes without a width, and the reports count them at their
  // nominal one.
  MCAssembler *Assembler = OutStreamer->getAssemblerPtr();
  if (Assembler && !OutStreamer->hasRawTextSupport()) {
    static_cast<EVMAsmBackend &>(Assembler->getBackend())
        .setLayoutListener([this, &M,
                            Assembler](const EVMCodeRelaxation &Relaxation) {
          writeOffsetReports(M, Relaxation);
          if (!LayoutFile.empty())
            writeFile(M, LayoutFile, "code layout",
                      [&](raw_ostream &OS) { Layout.write(OS, *Assembler); });
        });
  } else {
    writeOffsetReports(M, EVMCodeRelaxation());
    if (!LayoutFile.empty())
      M.getContext().emitError("-evm-layout-file needs object output "
                               "(-filetype=obj): assembly has no layout");
  }
  if (CFG)
    writeFile(M, CFGFile, "CFG picture",
              [&](raw_ostream &OS) { CFG->write(OS); });
  uint64_t FrameBase = alignTo(
      getStaticData().getMemoryBase() + getStaticData().getMemorySize(), 32);
  uint64_t End = placeFrames(M, FrameBase);
  OutStreamer->emitAssignment(
      EVM::getHeapStartSymbol(OutContext),
      MCConstantExpr::create(alignTo(End, 32), OutContext));
  // Static addresses are pushed with at most PUSH4.
  if (End > (uint64_t(1) << (8 * EVM::MaxSymbolPushBytes)))
    M.getContext().emitError(
        "the static memory map (globals and frames) ends at " + Twine(End) +
        ", beyond the 4 GiB that static addresses reach");
}

/// The address an initial value holds: a global's or function's symbol,
/// converted or offset by constants. Null for anything else.
const MCExpr *EVMAsmPrinter::lowerAddress(const Constant *C) {
  if (const auto *CI = dyn_cast<ConstantInt>(C))
    return CI->getValue().isIntN(64)
               ? MCConstantExpr::create(CI->getZExtValue(), OutContext)
               : nullptr;
  if (const auto *F = dyn_cast<Function>(C))
    return F->isDeclaration() || EVM::isEntryFunction(*F)
               ? nullptr
               : MCSymbolRefExpr::create(getSymbol(F), OutContext);
  if (const auto *GV = dyn_cast<GlobalVariable>(C))
    return EVMStaticData::hasAddress(*GV)
               ? MCSymbolRefExpr::create(getSymbol(GV), OutContext)
               : nullptr;
  const auto *CE = dyn_cast<ConstantExpr>(C);
  if (!CE)
    return nullptr;
  switch (CE->getOpcode()) {
  case Instruction::GetElementPtr: {
    const DataLayout &DL = getDataLayout();
    APInt Offset(DL.getIndexTypeSizeInBits(CE->getType()), 0);
    const MCExpr *Base = lowerAddress(CE->getOperand(0));
    if (!Base || !cast<GEPOperator>(CE)->accumulateConstantOffset(DL, Offset) ||
        !Offset.isSignedIntN(64))
      return nullptr;
    return MCBinaryExpr::createAdd(
        Base, MCConstantExpr::create(Offset.getSExtValue(), OutContext),
        OutContext);
  }
  case Instruction::AddrSpaceCast:
  case Instruction::PtrToInt:
  case Instruction::IntToPtr:
    // Addresses are small; every pointer and the integers they convert to
    // here are wide enough to keep them.
    if (CE->getType()->getScalarSizeInBits() < 16 ||
        CE->getOperand(0)->getType()->getScalarSizeInBits() < 16)
      return nullptr;
    return lowerAddress(CE->getOperand(0));
  case Instruction::Add:
  case Instruction::Sub: {
    const MCExpr *L = lowerAddress(CE->getOperand(0));
    const MCExpr *R = lowerAddress(CE->getOperand(1));
    if (!L || !R)
      return nullptr;
    return CE->getOpcode() == Instruction::Add
               ? MCBinaryExpr::createAdd(L, R, OutContext)
               : MCBinaryExpr::createSub(L, R, OutContext);
  }
  default:
    return nullptr;
  }
}

/// The bytes of \p Image, its address fields as fixups.
void EVMAsmPrinter::emitImage(const EVMStaticData::Image &Image) {
  StringRef Bytes(reinterpret_cast<const char *>(Image.Bytes.data()),
                  Image.Bytes.size());
  uint64_t Pos = 0;
  for (const EVMStaticData::Image::Symbolic &Field : Image.Fields) {
    OutStreamer->emitBytes(Bytes.slice(Pos, Field.Offset));
    const MCExpr *Value = lowerAddress(Field.Expr);
    if (!Value) {
      std::string Text;
      raw_string_ostream OS(Text);
      Field.Expr->printAsOperand(OS, /*PrintType=*/false);
      MMI->getModule()->getContext().emitError(
          "the initial value of global variable '" + Field.Owner->getName() +
          "' refers to '" + Text +
          "', which has no address on the EVM (only defined globals in "
          "memory or code and defined functions other than the entry have "
          "one)");
      Value = MCConstantExpr::create(0, OutContext);
    }
    OutStreamer->emitValue(Value, Field.Size);
    Pos = Field.Offset + Field.Size;
  }
  OutStreamer->emitBytes(Bytes.substr(Pos));
}

/// The initial memory image, then the code globals, after the last function.
/// Memory globals are symbols equal to their address.
void EVMAsmPrinter::emitStaticData(Module &M) {
  OutStreamer->switchSection(getObjFileLowering().getTextSection());
  std::string Error;
  // Data after the code starts behind an INVALID, as solc's objects do:
  // tools that read an object's bytes as instructions from the start
  // (Hardhat's EDR maps every contract of a build this way) stop at the
  // first INVALID, and would otherwise read the data as instructions and
  // run off its end inside a PUSH. Execution never reaches it: every path
  // of the code ends in a jump or a halting instruction. The byte is part
  // of the object, so datasize of the object and the offsets of its data
  // count it.
  if (getStaticData().getInitSize() || getStaticData().getCodeDataSize()) {
    MCInst Invalid;
    Invalid.setOpcode(EVM::INVALID_S);
    OutStreamer->AddComment("the code ends, its data begins");
    // After the last function there is no function's subtarget: the
    // target machine's describes the same instruction.
    OutStreamer->emitInstruction(Invalid, *TM.getMCSubtargetInfo());
    MCSymbol *CodeEnd = OutContext.createTempSymbol("code.end");
    OutStreamer->emitLabel(CodeEnd);
    Layout.setCodeEnd(CodeEnd);
  }
  if (getStaticData().getInitSize()) {
    EVMStaticData::Image Image;
    if (!getStaticData().writeMemoryImage(Image, Error))
      M.getContext().emitError(Error);
    OutStreamer->emitLabel(getInitImageSymbol());
    emitImage(Image);
  }
  for (const EVMStaticData::Placement &P : getStaticData().getCodeGlobals()) {
    EVMStaticData::Image Image;
    if (!getStaticData().writeGlobal(*P.GV, Image, Error))
      M.getContext().emitError(Error);
    OutStreamer->emitLabel(getSymbol(P.GV));
    Layout.addData(getSymbol(P.GV));
    emitImage(Image);
  }
  for (const EVMStaticData::Placement &P : getStaticData().getMemoryGlobals())
    OutStreamer->emitAssignment(
        getSymbol(P.GV),
        MCConstantExpr::create(getStaticData().getMemoryBase() + P.Offset,
                               OutContext));
}

/// Frames live at fixed addresses from \p FrameBase up. Two functions that
/// can be active at the same time (one calls the other, directly or not)
/// get disjoint frames; others may overlap. A function's frame starts where
/// the frames of all its callers end; the functions of one call-graph cycle
/// are placed one after another (they save their frames on the EVM stack
/// when they are called again, see EVMStackify). Returns the end of the
/// frames.
uint64_t EVMAsmPrinter::placeFrames(Module &M, uint64_t FrameBase) {
  if (Frames.empty())
    return FrameBase;

  // Components come callers first, so the start of each is final when the
  // loop reaches it.
  EVMCallGraph CG(M);
  ArrayRef<EVMCallGraph::SCC> SCCs = CG.getSCCs();
  DenseMap<const Function *, unsigned> Offset;
  SmallVector<unsigned, 16> SCCStart(SCCs.size(), 0);
  for (unsigned S = 0; S < SCCs.size(); ++S) {
    unsigned End = SCCStart[S];
    for (const Function *F : SCCs[S]) {
      Offset[F] = End;
      End += Frames.lookup(F).Size;
    }
    for (const Function *F : SCCs[S])
      for (const EVMCallGraph::Node *Callee : CG.getNode(*F).Callees)
        if (Callee->SCC != S)
          SCCStart[Callee->SCC] = std::max(SCCStart[Callee->SCC], End);
  }

  uint64_t End = FrameBase;
  for (auto &[F, Desc] : Frames) {
    uint64_t Start = FrameBase + Offset.lookup(F);
    OutStreamer->emitAssignment(Desc.Symbol,
                                MCConstantExpr::create(Start, OutContext));
    End = std::max(End, Start + Desc.Size);
  }
  return End;
}

char EVMAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeEVMAsmPrinter() {
  RegisterAsmPrinter<EVMAsmPrinter> X(getTheEVMTarget());
}
