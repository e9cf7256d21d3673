// An init object as solc emits one: it stores the deployer as an
// immutable and returns its runtime object, which returns the immutable,
// a library's address and its own size.
object "Token" {
    code {
        mstore(64, memoryguard(0xa0))
        let size := datasize("Token_deployed")
        codecopy(0, dataoffset("Token_deployed"), size)
        setimmutable(0, "owner", caller())
        return(0, size)
    }
    object "Token_deployed" {
        code {
            mstore(64, memoryguard(0x80))
            mstore(0, loadimmutable("owner"))
            mstore(32, linkersymbol("lib.sol:Math"))
            mstore(64, datasize("Token_deployed"))
            return(0, 96)
        }
    }
}
