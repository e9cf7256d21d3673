// SPDX-License-Identifier: MIT
// A token for the disassembler's solc test (solc.test): a constructor with
// an argument, a mapping, events, reverts with a message, internal calls
// and a loop, so the code has many jump targets and return labels.
pragma solidity ^0.8.0;

contract Token {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    address public owner;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        owner = msg.sender;
        _mint(msg.sender, supply);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(balanceOf[msg.sender] >= amount, "Token: balance too low");
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function airdrop(address[] calldata to, uint256 amount) external {
        require(msg.sender == owner, "Token: not the owner");
        for (uint256 i = 0; i < to.length; ++i)
            _mint(to[i], amount);
    }

    function digest(bytes calldata data) external view returns (bytes32) {
        return keccak256(abi.encodePacked(data, block.prevrandao, block.chainid));
    }
}

// Internal function pointers, kept in storage and in a memory array: code
// addresses that are stored and jumped to later.
contract Dispatch {
    function(uint256) internal pure returns (uint256) private op;

    constructor(bool doubling) {
        op = doubling ? twice : square;
    }

    function twice(uint256 x) internal pure returns (uint256) { return 2 * x; }
    function square(uint256 x) internal pure returns (uint256) { return x * x; }

    function run(uint256 x) external view returns (uint256) { return op(x); }

    function both(uint256 x) external pure returns (uint256 sum) {
        function(uint256) internal pure returns (uint256)[2] memory ops = [twice, square];
        for (uint256 i = 0; i < ops.length; ++i)
            sum += ops[i](x);
    }
}
