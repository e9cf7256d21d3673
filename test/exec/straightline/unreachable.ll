;! { "cases": [
;!   { "name": "invalid", "inputs": [ { "method": "#fallback", "calldata": [ "1" ] } ],
;!     "expected": { "return_data": [], "exception": true } }
;! ] }
; `unreachable` is INVALID: the call fails.

target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

define void @__entry() {
  unreachable
}
