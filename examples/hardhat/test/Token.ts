// Token.sol compiled by this repository's compiler, on Hardhat's in-process
// network (EDR): deployment, calls, events and reverts with custom errors.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { artifacts, network } from "hardhat";
import { getAddress, keccak256, parseEther, toHex, zeroAddress } from "viem";

describe("Token", async function () {
  const { viem } = await network.create();
  const [admin, alice, bob] = await viem.getWalletClients();
  const publicClient = await viem.getPublicClient();
  const cap = parseEther("1000");
  const MINTER_ROLE = keccak256(toHex("MINTER_ROLE"));

  // Every test deploys a token of its own.
  const fresh = () => viem.deployContract("Token", ["Example", "EXM", cap, admin.account.address]);

  it("deploys with its name, symbol, cap and roles", async function () {
    const token = await fresh();
    assert.equal(await token.read.name(), "Example");
    assert.equal(await token.read.symbol(), "EXM");
    assert.equal(await token.read.decimals(), 18);
    assert.equal(await token.read.cap(), cap);
    assert.equal(await token.read.totalSupply(), 0n);
    assert.equal(await token.read.hasRole([MINTER_ROLE, admin.account.address]), true);
    assert.equal(await token.read.hasRole([MINTER_ROLE, alice.account.address]), false);
    // The code at the address is the artifact's deployedBytecode, with the
    // immutable `cap` filled in.
    const artifact = await artifacts.readArtifact("Token");
    let expected = artifact.deployedBytecode.slice(2);
    for (const refs of Object.values(artifact.immutableReferences ?? {})) {
      for (const { start, length } of refs) {
        const word = cap.toString(16).padStart(length * 2, "0");
        expected = expected.slice(0, start * 2) + word + expected.slice((start + length) * 2);
      }
    }
    const code = await publicClient.getCode({ address: token.address });
    assert.equal(code, `0x${expected}`);
  });

  it("mints and emits Transfer from the zero address", async function () {
    const token = await fresh();
    await viem.assertions.emitWithArgs(
      token.write.mint([alice.account.address, 100n]),
      token,
      "Transfer",
      [zeroAddress, getAddress(alice.account.address), 100n],
    );
    assert.equal(await token.read.balanceOf([alice.account.address]), 100n);
    assert.equal(await token.read.totalSupply(), 100n);
  });

  it("transfers between accounts", async function () {
    const token = await fresh();
    await token.write.mint([alice.account.address, 100n]);
    const asAlice = await viem.getContractAt("Token", token.address, { client: { wallet: alice } });
    await asAlice.write.transfer([bob.account.address, 30n]);
    await viem.assertions.emitWithArgs(
      asAlice.write.transfer([bob.account.address, 40n]),
      token,
      "Transfer",
      [getAddress(alice.account.address), getAddress(bob.account.address), 40n],
    );
    assert.equal(await token.read.balanceOf([alice.account.address]), 30n);
    assert.equal(await token.read.balanceOf([bob.account.address]), 70n);
  });

  it("approves and transfers from an allowance", async function () {
    const token = await fresh();
    await token.write.mint([alice.account.address, 100n]);
    const asAlice = await viem.getContractAt("Token", token.address, { client: { wallet: alice } });
    const asBob = await viem.getContractAt("Token", token.address, { client: { wallet: bob } });
    await viem.assertions.emitWithArgs(
      asAlice.write.approve([bob.account.address, 50n]),
      token,
      "Approval",
      [getAddress(alice.account.address), getAddress(bob.account.address), 50n],
    );
    await asBob.write.transferFrom([alice.account.address, bob.account.address, 20n]);
    assert.equal(await token.read.allowance([alice.account.address, bob.account.address]), 30n);
    await viem.assertions.revertWithCustomErrorWithArgs(
      asBob.write.transferFrom([alice.account.address, bob.account.address, 31n]),
      token,
      "ERC20InsufficientAllowance",
      [getAddress(bob.account.address), 30n, 31n],
    );
  });

  it("reverts a transfer above the balance with ERC20InsufficientBalance", async function () {
    const token = await fresh();
    await token.write.mint([alice.account.address, 10n]);
    const asAlice = await viem.getContractAt("Token", token.address, { client: { wallet: alice } });
    await viem.assertions.revertWithCustomErrorWithArgs(
      asAlice.write.transfer([bob.account.address, 11n]),
      token,
      "ERC20InsufficientBalance",
      [getAddress(alice.account.address), 10n, 11n],
    );
  });

  it("lets only minters mint (AccessControlUnauthorizedAccount)", async function () {
    const token = await fresh();
    const asAlice = await viem.getContractAt("Token", token.address, { client: { wallet: alice } });
    await viem.assertions.revertWithCustomErrorWithArgs(
      asAlice.write.mint([alice.account.address, 1n]),
      token,
      "AccessControlUnauthorizedAccount",
      [getAddress(alice.account.address), MINTER_ROLE],
    );
    await token.write.grantRole([MINTER_ROLE, alice.account.address]);
    await asAlice.write.mint([alice.account.address, 1n]);
    assert.equal(await token.read.balanceOf([alice.account.address]), 1n);
  });

  it("enforces the cap with CapExceeded and emits CapReached", async function () {
    const token = await fresh();
    await token.write.mint([alice.account.address, cap - 5n]);
    await viem.assertions.revertWithCustomErrorWithArgs(
      token.write.mint([bob.account.address, 6n]),
      token,
      "CapExceeded",
      [6n, 5n],
    );
    await viem.assertions.emitWithArgs(
      token.write.mint([bob.account.address, 5n]),
      token,
      "CapReached",
      [getAddress(admin.account.address)],
    );
    assert.equal(await token.read.totalSupply(), cap);
  });

  it("burns", async function () {
    const token = await fresh();
    await token.write.mint([alice.account.address, 100n]);
    const asAlice = await viem.getContractAt("Token", token.address, { client: { wallet: alice } });
    await asAlice.write.burn([40n]);
    assert.equal(await token.read.balanceOf([alice.account.address]), 60n);
    assert.equal(await token.read.totalSupply(), 60n);
  });
});
