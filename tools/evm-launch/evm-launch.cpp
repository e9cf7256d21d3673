//===- evm-launch.cpp - A command whose code is a Node script -------------===//
//
// bin/evm-solc and bin/evm-run of an installed tree (docs/install.md) are
// Node programs: this native executable runs `node` on the script, in the
// tree's share/evm-llvm folder, that EVM_LAUNCH_SCRIPT names, with the
// same arguments, standard input and output and exit status. It is a
// program rather than a shell script because tools decide how to run a
// compiler by what its file is: Hardhat 3 loads a text file at
// `solidity.path` as a solc-js module and runs only a binary file as a
// program; forge's `solc = "/usr/bin/evm-solc"` expects a command like
// solc.
//
// Everything is found from the executable's own place (/proc/self/exe), so
// the tree can be moved: PREFIX/bin/NAME runs PREFIX/share/evm-llvm/SCRIPT.
// `node` is the one on PATH, or EVM_NODE. The script is told the tree's
// bin folder (EVM_LLVM_BINDIR), where it finds the commands it runs
// (evm-yul, evm-link).
//
//===----------------------------------------------------------------------===//

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

#ifndef EVM_LAUNCH_SCRIPT
#error "EVM_LAUNCH_SCRIPT must name the script, relative to share/evm-llvm"
#endif

/// The folder of this executable, symbolic links resolved; empty if unknown.
static std::string ownFolder() {
  char Buffer[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Buffer, sizeof(Buffer) - 1);
  if (N <= 0)
    return std::string();
  std::string Path(Buffer, static_cast<size_t>(N));
  size_t Slash = Path.rfind('/');
  return Slash == std::string::npos ? std::string() : Path.substr(0, Slash);
}

int main(int argc, char **argv) {
  // The command's name in messages: its file's, as the user knows it.
  const char *Name = argc > 0 && argv[0] ? argv[0] : "evm-launch";
  if (const char *Slash = std::strrchr(Name, '/'))
    Name = Slash + 1;
  std::string Bin = ownFolder();
  if (Bin.empty()) {
    std::fprintf(stderr, "%s: cannot find its own executable (/proc/self/exe)\n",
                 Name);
    return 1;
  }
  std::string Script = Bin + "/../share/evm-llvm/" EVM_LAUNCH_SCRIPT;
  if (access(Script.c_str(), R_OK) != 0) {
    std::fprintf(stderr, "%s: cannot read %s: %s (an incomplete installation?)\n",
                 Name, Script.c_str(), std::strerror(errno));
    return 1;
  }
  setenv("EVM_LLVM_BINDIR", Bin.c_str(), 1);
  const char *Node = std::getenv("EVM_NODE");
  if (!Node || !*Node)
    Node = "node";
  std::vector<char *> Args;
  Args.push_back(const_cast<char *>(Node));
  Args.push_back(const_cast<char *>(Script.c_str()));
  for (int I = 1; I < argc; ++I)
    Args.push_back(argv[I]);
  Args.push_back(nullptr);
  execvp(Node, Args.data());
  // Only reached when node cannot be run: say so. The status is the
  // command's for a run that could not happen (not the shell's 127, which
  // LLVM's tools read as "no such program").
  std::fprintf(stderr, "%s: cannot run %s: %s (Node.js is needed: Debian's nodejs)\n",
               Name, Node, std::strerror(errno));
  return 1;
}
