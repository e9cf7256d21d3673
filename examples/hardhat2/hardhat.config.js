// Hardhat 2 with this repository's Solidity compiler (docs/hardhat.md,
// "Hardhat 2"). Hardhat 2 has no `solidity.path`: it asks its subtask
// TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD which compiler to run for a
// version, and would download solc. Overridden here, the subtask names
// evm-solc as a native compiler (isSolcJs: false): Hardhat runs it as solc,
// `evm-solc --standard-json`, and downloads nothing.
const path = require("node:path");
const { subtask } = require("hardhat/config");
const { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } = require("hardhat/builtin-tasks/task-names");

// The installed evm-solc (EVM_SOLC, e.g. /usr/bin/evm-solc), or the one
// this repository's build makes.
const compilerPath = process.env.EVM_SOLC ?? path.join(__dirname, "..", "..", "build", "bin", "evm-solc");

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async (args, hre, runSuper) => {
  if (args.solcVersion !== "0.8.37") return runSuper();
  return {
    compilerPath,
    isSolcJs: false,
    version: "0.8.37",
    // What `evm-solc --version` says on its last line.
    longVersion: "0.8.37+commit.f401782d.Emscripten.clang",
  };
});

module.exports = {
  solidity: {
    version: "0.8.37",
    settings: {
      evmVersion: "osaka",
      optimizer: { enabled: true, runs: 200 },
    },
  },
  networks: {
    hardhat: { hardfork: "osaka" },
  },
};
