//===-- EVMBuiltinLowering.h - Builtins to their instructions ---*- C++ -*-===//
//
// A builtin (IR/EVMBuiltins.h) becomes its opcode's register-form
// instruction. Two routes lead here, one per build:
//
// * out of tree, `llvm.evm.*` has no intrinsic ID (a plugin cannot add
//   any), so the IRTranslator hands the call to EVMCallLowering;
// * in llvm-project (llvm-project-patch/), `llvm.evm.*` are intrinsics
//   (IntrinsicsEVM.td), so the IRTranslator makes G_INTRINSIC or
//   G_INTRINSIC_W_SIDE_EFFECTS of them, which EVMLegalizerInfo::
//   legalizeIntrinsic replaces.
//
// Both build the instruction here, so the two builds select the same code.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_GISEL_EVMBUILTINLOWERING_H
#define EVM_GISEL_EVMBUILTINLOWERING_H

#include "IR/EVMBuiltins.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/IR/Intrinsics.h"
#include <optional>

namespace llvm {
class MachineIRBuilder;
class MachineInstr;
class StringRef;

namespace EVM {

/// Builds \p Opcode at \p B's place: \p Def (none for an opcode without a
/// result) and the first operands of \p Args, as many as the opcode takes
/// (the rest is the builtin's tail, which the instruction does not take).
/// Each is one word; the registers are constrained to the GPR class.
bool buildBuiltin(MachineIRBuilder &B, unsigned Opcode, Register Def,
                  ArrayRef<Register> Args);

/// Builds a value the link step fills in, LOADIMMUTABLE or LINKERSYMBOL
/// (\p Opcode), defining \p Def, for the immutable or library \p Name.
bool buildLinkValue(MachineIRBuilder &B, unsigned Opcode, Register Def,
                    StringRef Name);

/// The builtin an intrinsic stands for: in llvm-project, `llvm.evm.<name>`
/// (Intrinsic::getBaseName). None for any other intrinsic.
std::optional<Builtin> getBuiltinForIntrinsic(Intrinsic::ID ID);

/// Replaces the intrinsic instruction \p MI (G_INTRINSIC*) of builtin
/// \p Bi by the builtin's instruction. False, after a diagnostic naming the
/// function, when it cannot: one of the opcode's operands is not a register
/// (the IRTranslator passes metadata and immediate arguments as such), or
/// a link value's index is not a constant of the module's table.
bool lowerBuiltinIntrinsic(MachineInstr &MI, const Builtin &Bi,
                           MachineIRBuilder &B);

} // namespace EVM
} // namespace llvm

#endif
