// Hardhat 3 with this repository's Solidity compiler: solc 0.8.37 (solc-js)
// lowers the contracts to Yul and LLVM's EVM backend compiles the Yul
// (docs/hardhat.md). `path` makes Hardhat run that compiler instead of
// downloading solc: it runs `path --version` (for the long version it
// records) and `path --standard-json`.
import { fileURLToPath } from "node:url";

import hardhatNodeTestRunner from "@nomicfoundation/hardhat-node-test-runner";
import hardhatViem from "@nomicfoundation/hardhat-viem";
import hardhatViemAssertions from "@nomicfoundation/hardhat-viem-assertions";
import { defineConfig } from "hardhat/config";

// The native launcher the project's CMake build makes (an executable, not a
// script: Hardhat loads a compiler path that is a text file as a solc-js
// module). EVM_SOLC overrides it.
const compilerPath =
  process.env.EVM_SOLC ??
  fileURLToPath(new URL("../../build/bin/evm-solc", import.meta.url));

export default defineConfig({
  plugins: [hardhatViem, hardhatViemAssertions, hardhatNodeTestRunner],
  solidity: {
    version: "0.8.37",
    path: compilerPath,
    settings: {
      evmVersion: "osaka",
      optimizer: { enabled: true, runs: 200 },
    },
  },
});
