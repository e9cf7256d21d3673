// Token.sol compiled by this repository's compiler, on Hardhat 2's
// network: deployment (the code on chain is the artifact's), calls, an
// event and a revert with the contract's custom error. JSON-RPC through
// hre.network.provider, the ABI through @ethersproject/abi (Hardhat 2's
// own), so that the project needs no plugin.
const assert = require("node:assert/strict");
const { Interface } = require("@ethersproject/abi");
const hre = require("hardhat");

const rpc = (method, ...params) => hre.network.provider.request({ method, params });

describe("Token", function () {
  const cap = 1000n;
  let accounts, artifact, abi, token;

  async function send(to, data) {
    const hash = await rpc("eth_sendTransaction", { from: accounts[0], to, data, gas: "0x989680" });
    return rpc("eth_getTransactionReceipt", hash);
  }
  const call = async (name, args) =>
    abi.decodeFunctionResult(name, await rpc("eth_call", { from: accounts[0], to: token, data: abi.encodeFunctionData(name, args) }, "latest"));

  beforeEach(async function () {
    accounts = await rpc("eth_accounts");
    artifact = await hre.artifacts.readArtifact("Token");
    abi = new Interface(artifact.abi);
    const receipt = await send(undefined, artifact.bytecode + abi.encodeDeploy(["Example", "EXM", cap, accounts[0]]).slice(2));
    assert.equal(receipt.status, "0x1");
    token = receipt.contractAddress;
  });

  it("deploys the artifact's code, with the immutable cap filled in", async function () {
    // Hardhat 2's artifacts do not keep immutableReferences; the build
    // info has the compiler's whole output.
    const build = await hre.artifacts.getBuildInfo("contracts/Token.sol:Token");
    const { immutableReferences } = build.output.contracts["contracts/Token.sol"].Token.evm.deployedBytecode;
    assert.ok(Object.keys(immutableReferences).length > 0);
    let expected = artifact.deployedBytecode.slice(2);
    for (const refs of Object.values(immutableReferences))
      for (const { start, length } of refs)
        expected = expected.slice(0, start * 2) + cap.toString(16).padStart(length * 2, "0") + expected.slice((start + length) * 2);
    assert.equal(await rpc("eth_getCode", token, "latest"), `0x${expected}`);
    assert.equal((await call("name", []))[0], "Example");
    assert.equal((await call("cap", []))[0].toBigInt(), cap);
  });

  it("mints, with a Transfer event", async function () {
    const receipt = await send(token, abi.encodeFunctionData("mint", [accounts[1], 100]));
    assert.equal(receipt.status, "0x1");
    const [transfer] = receipt.logs.map((log) => abi.parseLog(log));
    assert.equal(transfer.name, "Transfer");
    assert.equal(transfer.args.value.toBigInt(), 100n);
    assert.equal((await call("balanceOf", [accounts[1]]))[0].toBigInt(), 100n);
  });

  it("reverts with CapExceeded above the cap", async function () {
    const data = abi.encodeFunctionData("mint", [accounts[1], cap + 1n]);
    await assert.rejects(rpc("eth_call", { from: accounts[0], to: token, data }, "latest"), (error) => {
      const revert = abi.parseError(error.data?.data ?? error.data);
      assert.equal(revert.name, "CapExceeded");
      assert.equal(revert.args.available.toBigInt(), cap);
      return true;
    });
  });
});
