// Calls Token.mint above the cap, and as an account without the minter
// role, and prints the stack of the error Hardhat's network gives.
import { network } from "hardhat";
import { parseEther } from "viem";

const { viem } = await network.create();
const [admin, alice] = await viem.getWalletClients();
const token = await viem.deployContract("Token", ["Example", "EXM", parseEther("1000"), admin.account.address]);

function innermost(error) {
  while (error?.cause) error = error.cause;
  return error;
}
for (const [what, call] of [
  ["above the cap", () => token.write.mint([alice.account.address, parseEther("2000")])],
  ["without the role", () => token.write.mint([alice.account.address, 1n], { account: alice.account })],
]) {
  try {
    await call();
    console.log(`${what}: no revert`);
  } catch (error) {
    const e = innermost(error);
    console.log(`${what}:\n${String(e.stack).split("\n").filter((l) => !l.includes("node_modules") && !l.includes("node:")).join("\n")}`);
  }
}
