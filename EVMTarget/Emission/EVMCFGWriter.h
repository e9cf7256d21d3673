//===-- EVMCFGWriter.h - Graphviz pictures of the stack code ----*- C++ -*-===//
//
/// \file
/// Writes each function as the asm printer emits it as a Graphviz digraph
/// (-evm-cfg-file, `bin/evm-bin --cfg`; docs/tools.md): a box per block
/// with its stack-form instructions and its stack layout at entry and exit
/// with their heights, an edge per jump and fall-through, the spilled
/// values named.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EMISSION_EVMCFGWRITER_H
#define EVM_EMISSION_EVMCFGWRITER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInstPrinter.h"
#include <memory>
#include <string>

namespace llvm {
class AsmPrinter;
class MachineFunction;
class MachineInstr;
class MCInst;
class raw_ostream;

class EVMCFGWriter {
public:
  explicit EVMCFGWriter(AsmPrinter &Printer);
  ~EVMCFGWriter();
  /// Adds the digraph of \p MF, in stack form, just before it is printed;
  /// \p Prologue is what the printer emits before its first block.
  void addFunction(const MachineFunction &MF, ArrayRef<MCInst> Prologue);
  /// Writes the digraphs added so far.
  void write(raw_ostream &OS) const;

private:
  /// The assembly of \p MI, one line per EVM instruction it becomes.
  void printInstruction(const MachineInstr &MI, raw_ostream &OS);

  AsmPrinter &Printer;
  std::unique_ptr<MCInstPrinter> InstPrinter;
  std::string Text;
};
} // namespace llvm

#endif
