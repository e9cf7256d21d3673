/// @use-src 0:"base.sol", 3:"main.sol"
object "C" {
    code {
        /// @src 3:10:90  "contract C {...}"
        sstore(0, decimals())
        sstore(1, version())

        /// @src 0:5:25  "function decimals..."
        function decimals() -> r {
            /// @src 0:15:24  "return 18"
            r := 18
        }
        /// @src 3:30:70  "function version..."
        function version() -> v {
            /// @src 3:50:55  "v = 0"
            v := 0
            /// @src 3:60:69  "return 3"
            v := 3
        }
    }
}
