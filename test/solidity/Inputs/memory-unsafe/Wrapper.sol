// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// A wrapper of OpenZeppelin's ERC-1155 as hardhat-exposed writes them:
// its internal functions as external ones. Arrays.unsafeMemoryAccess has
// inline assembly not marked memory-safe, so solc gives the runtime code
// no memoryguard; solc's optimised Yul inlines the acceptance check into
// `update`, whose code then keeps more values than DUP16 reaches when the
// sole calls of its helpers stay calls (-evm-inline-exit-blocks=false
// -evm-inline-sole-calls=false).
import "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

contract Wrapper is ERC1155 {
    constructor() ERC1155("") payable {}

    function update(address from, address to, uint256[] calldata ids, uint256[] calldata values, bytes calldata data, bool batch)
        external
        payable
    {
        _updateWithAcceptanceCheck(from, to, ids, values, data, batch);
    }

    function update(address from, address to, uint256[] calldata ids, uint256[] calldata values, bytes calldata data)
        external
        payable
    {
        _updateWithAcceptanceCheck(from, to, ids, values, data);
    }

    function safeTransfer(address from, address to, uint256 id, uint256 value, bytes calldata data) external payable {
        _safeTransferFrom(from, to, id, value, data);
    }

    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata values, bytes calldata data) external payable {
        _mintBatch(to, ids, values, data);
    }

    function burnBatch(address from, uint256[] calldata ids, uint256[] calldata values) external payable {
        _burnBatch(from, ids, values);
    }
}
