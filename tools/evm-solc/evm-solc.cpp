//===- evm-solc.cpp - The Solidity compiler as a native executable --------===//
//
// Tools that drive solc decide how to run a compiler by what its file is:
// Hardhat 3 loads a text file at `solidity.path` as a solc-js module
// (import()) and runs only a binary file as a program. `bin/evm-solc` is a
// script, so this small native program stands in for it: it runs the front
// door of the source tree it was built from with the same arguments,
// standard input, output and exit status (docs/hardhat.md).
//
// It is a launcher, not a second implementation: every option and every
// output is bin/evm-solc's. EVM_SOLC_FRONT_DOOR overrides the script it
// runs (a relocated checkout).
//
//===----------------------------------------------------------------------===//

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <vector>

#ifndef EVM_SOLC_FRONT_DOOR
#error "EVM_SOLC_FRONT_DOOR must name bin/evm-solc of the source tree"
#endif

int main(int argc, char **argv) {
  const char *FrontDoor = std::getenv("EVM_SOLC_FRONT_DOOR");
  if (!FrontDoor || !*FrontDoor)
    FrontDoor = EVM_SOLC_FRONT_DOOR;
  std::vector<char *> Args;
  Args.push_back(const_cast<char *>(FrontDoor));
  for (int I = 1; I < argc; ++I)
    Args.push_back(argv[I]);
  Args.push_back(nullptr);
  execv(FrontDoor, Args.data());
  // Only reached when the script cannot be run: say which and why. The
  // status is bin/evm-solc's for a compile that could not happen (not the
  // shell's 127, which LLVM's tools read as "no such program").
  std::fprintf(stderr, "evm-solc: cannot run %s: %s\n", FrontDoor,
               std::strerror(errno));
  return 1;
}
