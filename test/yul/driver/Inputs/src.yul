/// @use-src 0:"lib.sol", 3:"main.sol"
object "C" {
    code {
        /// @src 3:10:90  "contract C {...}"
        sstore(0, double(/** @src 3:40:52 "msg.data[0]" */ calldataload(0)))
        /// @src 3:50:60  "require(...)"
        check(sload(0))
        /// @src -1:-1:-1
        stop()

        /// @src 0:5:25  "function double..."
        function double(x) -> y {
            /// @src 0:15:20  "x + x"
            y := add(x, x)
        }
        /// @src 3:10:90  "contract C {...}"
        function check(v) {
            if iszero(eq(v, 14)) { revert(0, 0) }
        }
    }
}
