//===-- EVMProgramModel.h - main, exit and constructors on the EVM -*- C++
//-*-===//
//
/// \file
/// C's program model (docs/c.md) in IR terms, for bin/evm-cc and for the
/// Rust programs rust/evm-ld links (rustc makes a C `main` for `fn main`):
/// what a front door adds to the linked program so that the backend's
/// contract model (docs/ir-dialect.md, docs/deploy.md) runs it.
//
// * addEntryFunction: `__entry`, the runtime code's entry function, calls
//   `main` (with argc 1 and argv {"main", NULL} when main takes two
//   parameters) and then `exit` with its result. The C library's `exit`
//   ends the call: status 0 RETURNs what the program wrote to stdout, any
//   other status REVERTs with it.
// * addConstructor: `__constructor`, which the init code of --deploy runs,
//   calls the functions of `llvm.global_ctors` (C's
//   `__attribute__((constructor))`) in priority order, then the order of
//   the list, as a C runtime does before main.
//
//===----------------------------------------------------------------------===//

#ifndef EVM_DRIVER_EVMPROGRAMMODEL_H
#define EVM_DRIVER_EVMPROGRAMMODEL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Module;

namespace EVM {

/// Defines `__entry`, which calls `main` and then `exit`. Fails if the
/// program defines no `main`, a `main` of another type, or an entry
/// function of its own; \p Tool names the command that makes it.
Error addEntryFunction(Module &M, StringRef Tool);

/// Defines `__constructor` from `llvm.global_ctors`, which it removes.
/// Does nothing for a program without constructor functions; fails if the
/// program also defines `__constructor`, or has destructor functions,
/// which nothing would run.
Error addConstructor(Module &M, StringRef Tool);

} // namespace EVM
} // namespace llvm

#endif // EVM_DRIVER_EVMPROGRAMMODEL_H
