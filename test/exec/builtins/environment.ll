;! { "cases": [
;! { "name": "two-words",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0x1122334455667788990011223344556677889900112233445566778899aabbcc", "0x80" ] } ],
;!   "expected": [ "64", "0x11", "0xcc", "-128", "0x290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e563", "1", "0" ] },
;! { "name": "three-words",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0xff", "0x7f", "0" ] } ],
;!   "expected": [ "96", "0", "0xff", "127", "0x290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e563", "1", "0" ] }
;! ] }
; Builtins whose results the embedded EVM run can observe:
; calldatasize; byte 0 and byte 31 of word 0; signextend of word 1's low
; byte; sha3 of 32 zero bytes (keccak256 of 32 zero bytes, a known constant);
; gas left is not zero; callvalue is 0 in the runner's calls.
; Expected values by hand from the EVM's definitions. The results are
; written at 0x1000, above the frame region.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.byte(i256, i256)
declare i256 @llvm.evm.signextend(i256, i256)
declare i256 @llvm.evm.sha3(ptr addrspace(1), i256)
declare i256 @llvm.evm.gas()
declare i256 @llvm.evm.callvalue()
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
  %w0 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %w1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %size = call i256 @llvm.evm.calldatasize()
  %b0 = call i256 @llvm.evm.byte(i256 0, i256 %w0)
  %b31 = call i256 @llvm.evm.byte(i256 31, i256 %w0)
  %sx = call i256 @llvm.evm.signextend(i256 0, i256 %w1)
  ; 32 zero bytes at 0x2000, never written
  %h = call i256 @llvm.evm.sha3(ptr addrspace(1) inttoptr (i256 8192 to ptr addrspace(1)), i256 32)
  %g = call i256 @llvm.evm.gas()
  %gnz = icmp ne i256 %g, 0
  %gw = zext i1 %gnz to i256
  %v = call i256 @llvm.evm.callvalue()
  store i256 %size, ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1))
  store i256 %b0, ptr addrspace(1) inttoptr (i256 4128 to ptr addrspace(1))
  store i256 %b31, ptr addrspace(1) inttoptr (i256 4160 to ptr addrspace(1))
  store i256 %sx, ptr addrspace(1) inttoptr (i256 4192 to ptr addrspace(1))
  store i256 %h, ptr addrspace(1) inttoptr (i256 4224 to ptr addrspace(1))
  store i256 %gw, ptr addrspace(1) inttoptr (i256 4256 to ptr addrspace(1))
  store i256 %v, ptr addrspace(1) inttoptr (i256 4288 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 224)
  unreachable
}
