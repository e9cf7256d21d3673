object "Creator" {
    code {
        datacopy(0, dataoffset("Creator_deployed"), datasize("Creator_deployed"))
        return(0, datasize("Creator_deployed"))
    }
    object "Creator_deployed" {
        code {
            // Creates a Token and returns what it answers, the size its
            // parent's code gives its runtime object (a nested path, as
            // solc writes type(Token).runtimeCode) and the size of the code
            // it was deployed with.
            datacopy(0, dataoffset("Token_1"), datasize("Token_1"))
            let t := create(0, 0, datasize("Token_1"))
            pop(staticcall(gas(), t, 0, 0, 0, 32))
            mstore(32, datasize("Token_1.Token_1_deployed"))
            mstore(64, extcodesize(t))
            return(0, 96)
        }
        // This Yul's copy of the Token: in a batch where "objects" says it
        // is Token.yul, the code of Token.yul stands here instead.
        object "Token_1" {
            code {
                datacopy(0, dataoffset("Token_1_deployed"), datasize("Token_1_deployed"))
                return(0, datasize("Token_1_deployed"))
            }
            object "Token_1_deployed" {
                code {
                    mstore(0, 0x2a)
                    return(0, 32)
                }
            }
        }
    }
}
