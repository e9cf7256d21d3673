// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {Token} from "./Token.sol";

/// Creates Tokens, and gives their code as Solidity sees it: Token's
/// creation object is a sub-object of Factory's, reached also by a nested
/// path (type(Token).runtimeCode).
contract Factory {
    event Made(address token);

    function make(uint256 initial) external returns (Token token) {
        token = new Token(initial);
        emit Made(address(token));
    }

    function code() external pure returns (bytes memory creation, bytes memory runtime) {
        return (type(Token).creationCode, type(Token).runtimeCode);
    }
}
