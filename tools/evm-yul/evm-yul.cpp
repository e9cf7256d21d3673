//===-- evm-yul.cpp - the Yul front end of the EVM backend ----------------===//
//
// The part of bin/evm-yul that reads Yul: a file in, one LLVM module per
// object out, and the plan that bin/evm-yul follows to compile and link
// them (docs/yul.md):
//
//   evm-yul -o DIR [-S] FILE.yul
//
// DIR/plan lists the objects children first, one line each:
// `ID ROLE PATH`, where ROLE is `top` (the file's object), `runtime` (the
// top object's first sub-object, what --runtime prints) or `sub`, and
// PATH the object's dotted path from the top. For each object DIR holds
// ID.bc (ID.ll with -S), its code; ID.args, the options of bin/evm-bin
// that link it with its sub-objects and data, one per line; and
// ID.data.K, its K-th data section as hex.
//
// Errors read FILE:LINE:COL: error: ..., exit status 1; a bad command line
// exits 2.
//
//===----------------------------------------------------------------------===//

#include "YulAST.h"
#include "YulCodeGen.h"
#include "YulDiagnostics.h"
#include "YulParser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static constexpr const char *ToolName = "evm-yul";

static cl::OptionCategory EVMYulCategory("evm-yul options");
static cl::opt<std::string> InputFile(cl::Positional, cl::Required,
                                      cl::desc("FILE.yul"),
                                      cl::cat(EVMYulCategory));
static cl::opt<std::string>
    OutputDir("o", cl::Required,
              cl::desc("Write the objects' modules and the plan to DIR"),
              cl::value_desc("DIR"), cl::cat(EVMYulCategory));
static cl::opt<bool> TextIR("S", cl::desc("Write the modules as text (.ll)"),
                            cl::cat(EVMYulCategory));

namespace {
/// Writes each object's files and the plan, children first.
class PlanWriter {
public:
  PlanWriter(LLVMContext &Ctx, yul::Diagnostics &Diags, raw_ostream &Plan)
      : Ctx(Ctx), Diags(Diags), Plan(Plan) {}

  /// Writes \p Obj and its sub-objects; returns \p Obj's id, or -1 after
  /// an error.
  int write(const yul::Object &Obj, StringRef Role, const std::string &Path);

private:
  bool writeFile(const Twine &Name, function_ref<void(raw_ostream &)> Body);

  LLVMContext &Ctx;
  yul::Diagnostics &Diags;
  raw_ostream &Plan;
  unsigned NextId = 0;
};
} // end anonymous namespace

bool PlanWriter::writeFile(const Twine &Name,
                           function_ref<void(raw_ostream &)> Body) {
  SmallString<128> Path(OutputDir);
  sys::path::append(Path, Name);
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, TextIR ? sys::fs::OF_Text : sys::fs::OF_None);
  if (EC) {
    WithColor::error(errs(), ToolName)
        << "cannot write '" << Path << "': " << EC.message() << '\n';
    return false;
  }
  Body(OS);
  return true;
}

int PlanWriter::write(const yul::Object &Obj, StringRef Role,
                      const std::string &Path) {
  // Children first: the parent embeds their linked code.
  SmallVector<int, 4> Children;
  for (auto [I, Sub] : llvm::enumerate(Obj.SubObjects)) {
    StringRef SubRole = Role == "top" && I == 0 ? "runtime" : "sub";
    int Id = write(*Sub, SubRole, Path + "." + Sub->Name);
    if (Id < 0)
      return -1;
    Children.push_back(Id);
  }
  std::unique_ptr<Module> M = yul::compileObjectCode(Obj, Ctx, Diags);
  if (!M)
    return -1;
  unsigned Id = NextId++;
  bool OK =
      writeFile(Twine(Id) + (TextIR ? ".ll" : ".bc"), [&](raw_ostream &OS) {
        if (TextIR)
          M->print(OS, nullptr);
        else
          WriteBitcodeToFile(*M, OS);
      });
  // bin/evm-bin's link options: this object's name (datasize and
  // dataoffset of itself), its sub-objects' linked code, its data.
  OK = OK && writeFile(Twine(Id) + ".args", [&](raw_ostream &OS) {
         OS << "--object-name\n" << Obj.Name << '\n';
         for (auto [Sub, SubId] : llvm::zip(Obj.SubObjects, Children)) {
           SmallString<128> File(OutputDir);
           sys::path::append(File, Twine(SubId) + ".json");
           OS << "--object\n" << Sub->Name << '=' << File << '\n';
         }
         for (auto [K, D] : llvm::enumerate(Obj.Data)) {
           SmallString<128> File(OutputDir);
           sys::path::append(File, Twine(Id) + ".data." + Twine(K));
           OS << "--data\n" << D.Name << '=' << File << '\n';
         }
       });
  for (auto [K, D] : llvm::enumerate(Obj.Data))
    OK = OK && writeFile(Twine(Id) + ".data." + Twine(K), [&](raw_ostream &OS) {
           OS << toHex(D.Bytes, /*LowerCase=*/true) << '\n';
         });
  if (!OK)
    return -1;
  Plan << Id << ' ' << Role << ' ' << Path << '\n';
  return static_cast<int>(Id);
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(EVMYulCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "the Yul front end: one LLVM module per object, and the plan that "
      "bin/evm-yul follows to compile and link them (docs/yul.md)\n");

  auto Buffer = MemoryBuffer::getFileOrSTDIN(InputFile, /*IsText=*/true);
  if (!Buffer) {
    WithColor::error(errs(), ToolName)
        << "cannot read '" << InputFile << "': " << Buffer.getError().message()
        << '\n';
    return 1;
  }
  StringRef Source = (*Buffer)->getBuffer();
  yul::Diagnostics Diags(
      InputFile == "-" ? StringRef("<stdin>") : StringRef(InputFile), Source);
  std::unique_ptr<yul::Object> Top = yul::parseYul(Source, Diags);
  if (!Top)
    return 1;

  if (std::error_code EC = sys::fs::create_directories(OutputDir)) {
    WithColor::error(errs(), ToolName)
        << "cannot create '" << OutputDir << "': " << EC.message() << '\n';
    return 1;
  }
  std::string PlanText;
  raw_string_ostream Plan(PlanText);
  LLVMContext Ctx;
  PlanWriter Writer(Ctx, Diags, Plan);
  if (Writer.write(*Top, "top", Top->Name) < 0 || Diags.getNumErrors())
    return 1;
  SmallString<128> PlanPath(OutputDir);
  sys::path::append(PlanPath, "plan");
  std::error_code EC;
  raw_fd_ostream OS(PlanPath, EC, sys::fs::OF_Text);
  if (EC) {
    WithColor::error(errs(), ToolName)
        << "cannot write '" << PlanPath << "': " << EC.message() << '\n';
    return 1;
  }
  OS << PlanText;
  return 0;
}
