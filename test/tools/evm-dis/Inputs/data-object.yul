// A Yul object for the disassembler's solc test (solc.test): init code that
// returns a nested runtime object, whose code returns a data section made of
// bytes that look like code (JUMPDEST, PUSH1 0, JUMP). Neither the runtime in
// the init code nor the data in the runtime is reached from offset 0.
object "Init" {
    code {
        datacopy(0, dataoffset("Init_deployed"), datasize("Init_deployed"))
        return(0, datasize("Init_deployed"))
    }
    object "Init_deployed" {
        code {
            if callvalue() { revert(0, 0) }
            datacopy(0, dataoffset("table"), datasize("table"))
            return(0, datasize("table"))
        }
        data "table" hex"5b5b600056600160025b00"
    }
}
