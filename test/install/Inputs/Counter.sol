// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
// Deployed with bin/evm-run --deploy by test/solidity/evm-solc.test: the
// constructor stores the deployer as an immutable, add() counts.
contract Counter {
    address immutable owner;
    uint256 public count;
    constructor() { owner = msg.sender; }
    fallback(bytes calldata) external returns (bytes memory) {
        count += 5;
        return abi.encode(owner, count);
    }
}
