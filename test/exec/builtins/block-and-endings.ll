;! { "cases": [
;! { "name": "block-words",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0" ] } ],
;!   "expected": [ "0", "0", "1", "0", "1", "1", "*" ] },
;! { "name": "stop",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "1" ] } ],
;!   "expected": [] },
;! { "name": "invalid",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "2" ] } ],
;!   "expected": { "return_data": [], "exception": true } },
;! { "name": "selfdestruct",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "3" ] } ],
;!   "expected": [] },
;! { "name": "callcode-self",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "4" ] } ],
;!   "expected": [ "1", "1" ] }
;! ] }
; The remaining builtins a run can observe. Calldata word 0 picks the mode:
; 0 returns gasprice (0 in the runner's calls), prevrandao (the runner's
; block has 0), blobbasefee (1), blobhash(0) (no blobs: 0), msize > 0 (1),
; pc > 0 (1; the value depends on the code), and blockhash(0) (any value:
; the runner has no chain); 1 ends with stop (success, no data); 2 with
; invalid (an exception); 3 selfdestructs to the caller (success, no data);
; 4 callcodes itself with mode 0 and returns the call's success and
; whether the returned gasprice word is 0.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.gasprice()
declare i256 @llvm.evm.prevrandao()
declare i256 @llvm.evm.blobbasefee()
declare i256 @llvm.evm.blobhash(i256)
declare i256 @llvm.evm.msize()
declare i256 @llvm.evm.pc()
declare i256 @llvm.evm.blockhash(i256)
declare i256 @llvm.evm.gas()
declare i256 @llvm.evm.address()
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.callcode(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare void @llvm.evm.stop() noreturn
declare void @llvm.evm.invalid() noreturn
declare void @llvm.evm.selfdestruct(i256) noreturn
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @put(i256 %i, i256 %v) {
  %off = mul i256 %i, 32
  %a = add i256 %off, 4096
  %p = inttoptr i256 %a to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %p
  ret void
}

define void @__entry() noreturn {
entry:
  %mode = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  switch i256 %mode, label %block [
    i256 1, label %stop
    i256 2, label %invalid
    i256 3, label %destruct
    i256 4, label %callcode
  ]
block:
  %gp = call i256 @llvm.evm.gasprice()
  call void @put(i256 0, i256 %gp)
  %rnd = call i256 @llvm.evm.prevrandao()
  call void @put(i256 1, i256 %rnd)
  %bbf = call i256 @llvm.evm.blobbasefee()
  call void @put(i256 2, i256 %bbf)
  %bh = call i256 @llvm.evm.blobhash(i256 0)
  call void @put(i256 3, i256 %bh)
  %ms = call i256 @llvm.evm.msize()
  %msnz = icmp ne i256 %ms, 0
  %msw = zext i1 %msnz to i256
  call void @put(i256 4, i256 %msw)
  %pc = call i256 @llvm.evm.pc()
  %pcnz = icmp ne i256 %pc, 0
  %pcw = zext i1 %pcnz to i256
  call void @put(i256 5, i256 %pcw)
  %hash = call i256 @llvm.evm.blockhash(i256 0)
  call void @put(i256 6, i256 %hash)
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 224)
  unreachable
stop:
  call void @llvm.evm.stop()
  unreachable
invalid:
  call void @llvm.evm.invalid()
  unreachable
destruct:
  %to = call i256 @llvm.evm.caller()
  call void @llvm.evm.selfdestruct(i256 %to)
  unreachable
callcode:
  call void @put(i256 8, i256 0)
  %self = call i256 @llvm.evm.address()
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.callcode(i256 %g, i256 %self, i256 0, ptr addrspace(1) inttoptr (i256 4352 to ptr addrspace(1)), i256 32, ptr addrspace(1) inttoptr (i256 4384 to ptr addrspace(1)), i256 32)
  call void @put(i256 0, i256 %ok)
  %w = load i256, ptr addrspace(1) inttoptr (i256 4384 to ptr addrspace(1))
  %z = icmp eq i256 %w, 0
  %zw = zext i1 %z to i256
  call void @put(i256 1, i256 %zw)
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 64)
  unreachable
}
