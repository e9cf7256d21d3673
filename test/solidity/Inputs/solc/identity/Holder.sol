// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {Factory} from "./Factory.sol";
import {Stamp} from "./Stamp.sol";

/// Creates a Factory (whose code holds a Token's) and a Stamp (with an
/// immutable): creations two levels deep, and across source units.
contract Holder {
    function deploy() external returns (Factory factory, Stamp stamp) {
        factory = new Factory();
        stamp = new Stamp(7);
    }
}
