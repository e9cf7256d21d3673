// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";

/// An ERC-20 token with a supply cap: accounts with MINTER_ROLE mint, any
/// holder burns their own tokens, the admin grants and revokes roles.
contract Token is ERC20, ERC20Burnable, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    uint256 public immutable cap;

    /// Minting `requested` more would pass the cap; `available` is what is left.
    error CapExceeded(uint256 requested, uint256 available);

    event CapReached(address indexed by);

    constructor(string memory name_, string memory symbol_, uint256 cap_, address admin)
        ERC20(name_, symbol_)
    {
        cap = cap_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        uint256 available = cap - totalSupply();
        if (amount > available) revert CapExceeded(amount, available);
        _mint(to, amount);
        if (amount == available) emit CapReached(msg.sender);
    }
}
