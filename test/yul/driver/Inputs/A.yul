object "A" {
    code {
        datacopy(0, dataoffset("A_deployed"), datasize("A_deployed"))
        return(0, datasize("A_deployed"))
    }
    object "A_deployed" {
        code {
            // Creates a Token and returns what it answers, and a word of its own.
            datacopy(0, dataoffset("Token"), datasize("Token"))
            let t := create(0, 0, datasize("Token"))
            pop(staticcall(gas(), t, 0, 0, 0, 32))
            mstore(32, 1)
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
