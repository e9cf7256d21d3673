"""The patch to llvm-project 22: each change to an upstream file, as an
insertion next to a line that identifies the place (scripts/apply-edits.py
applies them; README.md says why anchors rather than diff hunks).

An Edit names the file, the line that opens the function or block the edit
belongs in (`scope`: the search for `anchor` starts there), the line next to
which the text goes (`anchor`, the first match after the scope's) and where:
before or after that line, or instead of it. Regular expressions match one
line. The edits of headers Debian installs (Triple.h, Intrinsics.td,
RuntimeLibcalls.td) are checked against its 22.1.8 headers (check.sh); the
others were written against the upstream sources that could be read, and
apply.sh names any anchor it does not find.
"""
import os
import re
from dataclasses import dataclass


@dataclass
class Edit:
    path: str
    anchor: str
    text: str
    where: str = "before"  # before, after or replace
    scope: str = ""
    why: str = ""


def _data_layouts(project):
    """The two data layouts of EVM::getDataLayoutString, the backend's
    (EVMTarget/TargetInfo/EVMTargetInfo.cpp): (lp64, default)."""
    src = open(os.path.join(project, "EVMTarget/TargetInfo/EVMTargetInfo.cpp"),
               encoding="utf-8").read()
    body = re.search(r"StringRef EVM::getDataLayoutString\(const Triple &TT\) "
                     r"\{(.*?)\n\}", src, re.S)
    if not body:
        raise SystemExit("edits.py: EVM::getDataLayoutString not found")
    returns = re.findall(r"return\s+((?:\"[^\"]*\"\s*)+);", body.group(1))
    if len(returns) != 2 or "if (isLP64(TT))" not in body.group(1):
        raise SystemExit("edits.py: EVM::getDataLayoutString is no longer "
                         "`if (isLP64(TT)) return A; return B;`")
    return tuple("".join(re.findall(r"\"([^\"]*)\"", r)) for r in returns)


# AutoUpgrade.cpp: the two forms of a builtin's signature. The intrinsics
# (IntrinsicsEVM.td) take a pointer in one of the EVM's address spaces
# where the other LLVM EVM backend does, but the EVM target takes an i256
# there as well (docs/ir-dialect.md), and evm-yul and other front ends
# write that form. Without an upgrade the verifier would refuse it
# ("Intrinsic has incorrect argument type!"); with it, a declaration whose
# types differ from the intrinsic's only by i256 against such a pointer is
# replaced by the intrinsic's, and each call casts (inttoptr/ptrtoint).
# check.sh compiles both pieces against the installed headers with the
# generated IntrinsicsEVM.h (the rest of AutoUpgrade.cpp is not here).
AUTOUPGRADE_FUNCTION = """\
/// An EVM builtin declared with an i256 where its intrinsic takes a pointer
/// in one of the EVM's 256-bit address spaces, or the reverse: both forms
/// are the EVM target's IR dialect. The declaration becomes the intrinsic's;
/// UpgradeIntrinsicCall casts the arguments and the result.
static bool upgradeEVMIntrinsicFunction(Function *F, Function *&NewFn) {
  Intrinsic::ID ID = F->getIntrinsicID();
  if (ID == Intrinsic::not_intrinsic || Intrinsic::isOverloaded(ID))
    return false;
  FunctionType *Want = Intrinsic::getType(F->getContext(), ID);
  FunctionType *Have = F->getFunctionType();
  if (Want == Have || Want->getNumParams() != Have->getNumParams() ||
      Have->isVarArg())
    return false;
  auto IsWord = [](Type *T) {
    return T->isIntegerTy(256) ||
           (T->isPointerTy() && T->getPointerAddressSpace() != 0);
  };
  auto Agree = [&](Type *A, Type *B) {
    return A == B || (IsWord(A) && IsWord(B));
  };
  if (!Agree(Want->getReturnType(), Have->getReturnType()))
    return false;
  for (unsigned I = 0, E = Want->getNumParams(); I != E; ++I)
    if (!Agree(Want->getParamType(I), Have->getParamType(I)))
      return false;
  rename(F);
  NewFn = Intrinsic::getOrInsertDeclaration(F->getParent(), ID);
  return true;
}

"""
AUTOUPGRADE_CALL = """\
  // An EVM builtin whose declaration differs from its intrinsic's by i256
  // against a pointer (upgradeEVMIntrinsicFunction): cast.
  if (NewFn->getName().starts_with("llvm.evm.") &&
      CI->getFunctionType() != NewFn->getFunctionType()) {
    FunctionType *Want = NewFn->getFunctionType();
    SmallVector<Value *, 4> Args;
    for (unsigned I = 0, E = CI->arg_size(); I != E; ++I)
      Args.push_back(
          Builder.CreateBitOrPointerCast(CI->getArgOperand(I),
                                         Want->getParamType(I)));
    CallInst *NewCall = Builder.CreateCall(NewFn, Args);
    NewCall->setAttributes(NewFn->getAttributes());
    Value *Result = NewCall;
    if (!CI->getType()->isVoidTy())
      Result = Builder.CreateBitOrPointerCast(NewCall, CI->getType());
    Result->takeName(CI);
    CI->replaceAllUsesWith(Result);
    CI->eraseFromParent();
    return;
  }

"""


def edits(project):
    lp64, default = _data_layouts(project)
    E = []

    # ---- Triple::evm ----------------------------------------------------
    h = "llvm/include/llvm/TargetParser/Triple.h"
    E.append(Edit(h, scope=r"^\s*enum ArchType \{",
                  anchor=r"^\s*LastArchType = ve\b", where="replace",
                  text="    evm,            // EVM: Ethereum Virtual Machine\n"
                       "    LastArchType = evm\n",
                  why="the arch type"))
    E.append(Edit(h, scope=r"^class Triple \{",
                  anchor=r"^\s*/// Tests whether the target is eBPF\.",
                  text="  /// Tests whether the target is the Ethereum Virtual "
                       "Machine.\n"
                       "  bool isEVM() const { return getArch() == Triple::evm; }"
                       "\n\n"))
    cpp = "llvm/lib/TargetParser/Triple.cpp"
    E.append(Edit(cpp, scope=r"Triple::getArchTypeName\(ArchType Kind\)",
                  anchor=r"^\s*case ve:",
                  text='  case evm:            return "evm";\n',
                  why="its name"))
    E.append(Edit(cpp, scope=r"Triple::getArchTypePrefix\(ArchType Kind\)",
                  anchor=r"^\s*case ve:",
                  text='  case evm:         return "evm";\n',
                  why="the prefix of its intrinsics"))
    E.append(Edit(cpp, scope=r"Triple::getArchTypeForLLVMName\(StringRef Name\)",
                  anchor=r'^\s*\.Case\("ve", ve\)',
                  text='    .Case("evm", evm)\n', why="-march=evm"))
    E.append(Edit(cpp, scope=r"Triple::ArchType (Triple::)?parseArch\(StringRef ArchName\)",
                  anchor=r'^\s*\.Case\("ve", Triple::ve\)',
                  text='          .Case("evm", Triple::evm)\n',
                  why="parsing evm-unknown-unknown"))
    E.append(Edit(cpp, scope=r"getDefaultFormat\(const Triple &T\)",
                  anchor=r"^\s*case Triple::ve:",
                  text="  case Triple::evm:\n", why="object format: ELF"))
    E.append(Edit(cpp, scope=r"Triple::getArchPointerBitWidth\(llvm::Triple::ArchType Arch\)",
                  anchor=r"^\s*case llvm::Triple::avr:",
                  text="  case llvm::Triple::evm:\n    return 256;\n\n",
                  why="pointer width: a word"))
    for fn in ("get32BitArchVariant", "get64BitArchVariant",
               "getLittleEndianArchVariant"):
        E.append(Edit(cpp, scope=r"Triple Triple::%s\(\) const" % fn,
                      anchor=r"^\s*case Triple::UnknownArch:", where="after",
                      text="  case Triple::evm:\n",
                      why="no 32-bit, 64-bit or little-endian variant"))
    # Big endian: isLittleEndian() answers false for an arch it does not
    # list, and getBigEndianArchVariant() returns it unchanged.

    dl = "llvm/lib/TargetParser/TargetDataLayout.cpp"
    E.append(Edit(dl, anchor=r"^std::string Triple::computeDataLayout\(StringRef ABIName\) const",
                  text="// The EVM: big endian, 256-bit words and pointers. The "
                       "environment lp64 is\n"
                       "// the C ABI's variant: 64-bit pointers into memory "
                       "(address space 0),\n"
                       "// word-sized ones elsewhere, x86-64's integer "
                       "alignments. The strings are\n"
                       "// EVM::getDataLayoutString's "
                       "(lib/Target/EVM/TargetInfo/EVMTargetInfo.cpp).\n"
                       "static std::string computeEVMDataLayout(const Triple &TT) {\n"
                       "  if (TT.getEnvironmentName() == \"lp64\")\n"
                       "    return \"%s\";\n"
                       "  return \"%s\";\n"
                       "}\n\n" % (lp64, default),
                  why="the data layouts"))
    E.append(Edit(dl, scope=r"^std::string Triple::computeDataLayout\(StringRef ABIName\) const",
                  anchor=r"^\s*case Triple::ve:",
                  text="  case Triple::evm:\n"
                       "    return computeEVMDataLayout(*this);\n"))

    # ---- runtime library calls: none -------------------------------------
    E.append(Edit("llvm/include/llvm/IR/RuntimeLibcalls.td",
                  anchor=r"^def DXILSystemLibrary : SystemRuntimeLibrary<isDXIL, \(add\)>;",
                  where="after",
                  text="\n"
                       "//===------------------------------------------------"
                       "----------------------===//\n"
                       "// EVM Runtime Libcalls\n"
                       "//===------------------------------------------------"
                       "----------------------===//\n"
                       "\n"
                       "def isEVM : RuntimeLibcallPredicate<\"TT.getArch() == "
                       "Triple::evm\">;\n"
                       "\n"
                       "// No calls: the target expands every operation, and "
                       "the runtime library\n"
                       "// of its IR dialect (__div, __sha3, ...) is defined "
                       "in the module\n"
                       "// (EVMRuntimeLibrary).\n"
                       "def EVMSystemLibrary : SystemRuntimeLibrary<isEVM, "
                       "(add)>;\n"))

    # ---- llvm.evm.* intrinsics --------------------------------------------
    td = "llvm/include/llvm/IR/Intrinsics.td"
    E.append(Edit(td, anchor=r"^def IIT_V4096 : IIT_Vec<4096, 53>;", where="after",
                  text="def IIT_I256 : IIT_Int<256, 54>;\n",
                  why="an i256 in an intrinsic's signature"))
    E.append(Edit(td, anchor=r"^def llvm_i128_ty\s*: LLVMType<i128>;", where="after",
                  text="def llvm_i256_ty       : LLVMType<i256>;\n"))
    E.append(Edit(td, anchor=r'^include "llvm/IR/IntrinsicsLoongArch.td"',
                  where="after", text='include "llvm/IR/IntrinsicsEVM.td"\n'))
    E.append(Edit("llvm/lib/IR/Intrinsics.cpp", scope=r"DecodeIITType\(",
                  anchor=r"^\s*case IIT_I128:",
                  text="  case IIT_I256:\n"
                       "    OutputTable.push_back(IITDescriptor::get("
                       "IITDescriptor::Integer, 256));\n"
                       "    return;\n",
                  why="decoding IIT_I256"))
    E.append(Edit("llvm/include/llvm/IR/CMakeLists.txt",
                  anchor=r"^tablegen\(LLVM IntrinsicsLoongArch\.h ",
                  text="tablegen(LLVM IntrinsicsEVM.h -gen-intrinsic-enums "
                       "-intrinsic-prefix=evm)\n",
                  why="llvm/IR/IntrinsicsEVM.h"))

    au = "llvm/lib/IR/AutoUpgrade.cpp"
    E.append(Edit(au, anchor=r"^static bool upgradeIntrinsicFunction1\(Function \*F,",
                  text=AUTOUPGRADE_FUNCTION,
                  why="i256 or pointer operands of the builtins"))
    E.append(Edit(au, scope=r"^static bool upgradeIntrinsicFunction1\(Function \*F,",
                  anchor=r"^\s*case 'e':", where="after",
                  text='    if (Name.starts_with("evm.") &&\n'
                       '        upgradeEVMIntrinsicFunction(F, NewFn))\n'
                       '      return true;\n'))
    E.append(Edit(au, scope=r"^void llvm::UpgradeIntrinsicCall\(CallBase \*CI, Function \*NewFn\)",
                  anchor=r"^\s*switch \(NewFn->getIntrinsicID\(\)\) \{",
                  text=AUTOUPGRADE_CALL))

    # ---- the target in the build -------------------------------------------
    E.append(Edit("llvm/CMakeLists.txt",
                  scope=r"^set\(LLVM_ALL_EXPERIMENTAL_TARGETS\s*$",
                  anchor=r"^\s*\)\s*$", text="  EVM\n",
                  why="-DLLVM_EXPERIMENTAL_TARGETS_TO_BUILD=EVM"))

    # ---- clang --------------------------------------------------------------
    E.append(Edit("clang/lib/Basic/Targets.cpp",
                  anchor=r'^#include "Targets/Hexagon.h"',
                  text='#include "Targets/EVM.h"\n'))
    E.append(Edit("clang/lib/Basic/Targets.cpp",
                  scope=r"AllocateTarget\(const llvm::Triple &Triple,",
                  anchor=r"^\s*case llvm::Triple::xcore:",
                  text="  case llvm::Triple::evm:\n"
                       "    // The C ABI is the lp64 variant's (Targets/EVM.h); "
                       "the 256-bit pointers\n"
                       "    // of the other EVM triples have none.\n"
                       "    if (Triple.getEnvironmentName() != \"lp64\")\n"
                       "      return nullptr;\n"
                       "    return std::make_unique<EVMTargetInfo>(Triple, Opts);\n"
                       "\n",
                  why="clang --target=evm-unknown-unknown-lp64"))
    E.append(Edit("clang/lib/Basic/CMakeLists.txt",
                  anchor=r"^\s*Targets/Hexagon\.cpp\s*$",
                  text="  Targets/EVM.cpp\n"))
    return E
