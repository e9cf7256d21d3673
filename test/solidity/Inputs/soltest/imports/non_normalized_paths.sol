==== ExternalSource: _paths//a.sol ====
==== ExternalSource: C/////c.sol=_paths/c.sol ====
==== ExternalSource: C/../////D/d.sol=_paths///d.sol ====
import {A} from "_paths//a.sol";
import {C} from "C/////c.sol";
import {D} from "C/../////D/d.sol";
contract Contract {
    function f() public returns (uint256) {
        return new A().a() + new C().c() + new D().d();
    }
}
// ----
// f() -> 8
