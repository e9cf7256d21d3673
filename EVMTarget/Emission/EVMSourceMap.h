//===-- EVMSourceMap.h - Code offsets to source lines -----------*- C++ -*-===//
//
/// \file
/// Where the code comes from, in two forms:
///
///  * EVMSourceMap: the offset of every instruction the asm printer emits,
///    with its debug location, written as a JSON array of runs of
///    instructions from one source position (-evm-source-map-file,
///    `bin/evm-bin --source-map`; docs/tools.md);
///  * EVMSolcSourceMap: solc's source map, one `s:l:f:j:m` entry per
///    instruction, for modules whose front end gave source ranges
///    (EVM::SourceRangesName: the Yul front end's `@src`), written into the
///    object for the link step (docs/ir-dialect.md, "Source ranges").
//
//===----------------------------------------------------------------------===//

#ifndef EVM_EMISSION_EVMSOURCEMAP_H
#define EVM_EMISSION_EVMSOURCEMAP_H

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class DebugLoc;
class DILocation;
class EVMCodeRelaxation;
class Instruction;
class MachineBasicBlock;
class Module;
class raw_ostream;

namespace EVM {
/// Gives the jump along the edge of \p Term to successor \p Succ the
/// range of table line \p Line (EVM::EdgeLinesName).
void setEdgeLine(Instruction &Term, unsigned Succ, unsigned Line);
/// The location of the jump from \p From to \p To when the edge between
/// the IR blocks they were made from has a line: that line, in the scope
/// of their function.
DebugLoc getEdgeLocation(const MachineBasicBlock &From,
                         const MachineBasicBlock &To);
} // namespace EVM

class EVMSourceMap {
public:
  /// An instruction of \p Size bytes at pre-layout offset \p Offset, from
  /// \p DL (none, or line 0: no source position).
  void addInstruction(const DebugLoc &DL, uint64_t Offset, unsigned Size);
  /// Writes the runs, sorted by offset, at the offsets \p Relaxation gives.
  void write(raw_ostream &OS, const EVMCodeRelaxation &Relaxation) const;

private:
  struct Run {
    uint64_t Offset, Length;
    std::string File;
    unsigned Line, Column;
  };
  SmallVector<Run, 64> Runs;
};

class EVMSolcSourceMap {
public:
  /// A range of a source, by solc's source index; -1s when none applies.
  struct Range {
    int Source = -1, Start = -1, Length = -1;
    bool isNone() const { return Source < 0; }
    /// Whether \p R lies within this range (any does within none).
    bool contains(const Range &R) const;
    bool operator==(const Range &R) const {
      return Source == R.Source && Start == R.Start && Length == R.Length;
    }
  };
  /// solc's `j`: a jump into a function, out of one, or neither.
  enum class Jump : char { Regular = '-', Into = 'i', OutOf = 'o' };
  /// One instruction's entry.
  struct Entry {
    Range R;
    Jump J = Jump::Regular;
  };

  /// Reads a compressed map (solc's or this class's) into \p Entries; on
  /// failure returns false with \p Error saying where.
  static bool parse(StringRef Map, std::vector<Entry> &Entries,
                    std::string &Error);

  /// Reads \p M's ranges; a module without them gets no map.
  explicit EVMSolcSourceMap(const Module &M);
  bool isEnabled() const { return Enabled; }

  /// The code of a function starts: the calls inlined into it are new.
  void beginFunction() {
    Entered.clear();
    Pending.clear();
  }
  /// The next instruction of the code, from \p DL.
  void addInstruction(const DebugLoc &DL, Jump J);
  /// The map, compressed as solc compresses it: a field equal to the
  /// entry before's is left out, and trailing separators with it.
  std::string str() const;
  /// The range \p Loc stands for: its own (line 0, code LLVM merged from
  /// two places: its function's, the subprogram's line), or, for code
  /// inlined from a
  /// function, that of the call it was inlined into when that lies within
  /// its own (solc gives the utility functions of a contract the range of
  /// the whole contract; the call of one has the statement's), or when its
  /// own holds the range of the code it ended in (the outermost caller's:
  /// the contract's, in the dispatcher), which no call's is more vague
  /// than: a utility function called from a function of a base contract,
  /// whose call lies in the base's file.
  Range getRange(const DILocation *Loc) const;
  /// The line of the range table getRange takes \p Loc's range from.
  unsigned getLine(const DILocation *Loc) const;
  /// The range of table line \p Line (none for 0 or a line beyond it).
  Range getTableRange(unsigned Line) const { return getOwnRange(Line); }
  /// The instruction of \p BB that says most precisely what it does: the
  /// one with the narrowest range, the first on a tie; without ranges (a
  /// front end with lines: C), the first with a line.
  const Instruction *getMostPrecise(const BasicBlock &BB) const;

private:
  /// \p Loc's line, or its function's where LLVM merged it (line 0).
  static unsigned getOwnLine(const DILocation *Loc);
  Range getOwnRange(const DILocation *Loc) const;
  /// The range of table line \p Line (a subprogram's: its function's).
  Range getOwnRange(unsigned Line) const;
  bool isStatementCall(const DILocation *Call) const;
  /// The range of the next instruction, from \p Loc: that of getRange,
  /// except at the start of the code of an inlined call, which stands for
  /// the call, as solc's jump into a function is at the call (so a
  /// function whose body is one call of another keeps an instruction
  /// inside it). Where several calls start at one instruction, it stands
  /// for the outermost, and the instructions after it for the others in
  /// turn, while they are in their code.
  Range getEntryRange(const DILocation *Loc);

  bool Enabled = false;
  std::vector<Range> Table;
  std::vector<Entry> Entries;
  /// The inlined calls (their inlined-at locations, one per inlined call)
  /// whose code has begun in the function being emitted.
  SmallPtrSet<const DILocation *, 32> Entered;
  /// The calls entered and not yet shown, outermost first.
  SmallVector<const DILocation *, 4> Pending;
};
} // namespace llvm

#endif
