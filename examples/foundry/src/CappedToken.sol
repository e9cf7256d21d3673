// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An ERC-20 token with a capped supply: the owner mints (never above the
/// cap), every holder can burn. OpenZeppelin's ERC20, ERC20Capped,
/// ERC20Burnable and Ownable.
contract CappedToken is ERC20Capped, ERC20Burnable, Ownable {
    constructor(string memory name_, string memory symbol_, uint256 cap_, address owner_, uint256 initialSupply)
        ERC20(name_, symbol_)
        ERC20Capped(cap_)
        Ownable(owner_)
    {
        _mint(owner_, initialSupply);
    }

    /// Mints `amount` to `to`; only the owner, and reverts with
    /// ERC20ExceededCap above the cap.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Capped) {
        super._update(from, to, value);
    }
}
