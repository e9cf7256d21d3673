object "B" {
    code {
        datacopy(0, dataoffset("B_deployed"), datasize("B_deployed"))
        return(0, datasize("B_deployed"))
    }
    object "B_deployed" {
        code {
            // Creates a Token and returns what it answers, and a word of its own.
            datacopy(0, dataoffset("Token"), datasize("Token"))
            let t := create(0, 0, datasize("Token"))
            pop(staticcall(gas(), t, 0, 0, 0, 32))
            mstore(32, 2)
            return(0, 64)
        }
        object "Token" {
            code {
                datacopy(0, dataoffset("Token_deployed"), datasize("Token_deployed"))
                return(0, datasize("Token_deployed"))
            }
            object "Token_deployed" {
                code {
                    mstore(0, 0x2a)
                    return(0, 32)
                }
            }
        }
    }
}
