;! { "cases": [
;! { "name": "word",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "32" ] } ],
;!   "expected": [ "32", "4128" ] },
;! { "name": "two-words",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "64" ] } ],
;!   "expected": [ "64", "4128" ] },
;! { "name": "short",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "31" ] } ],
;!   "expected": { "return_data": [], "exception": true } },
;! { "name": "none",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0" ] } ],
;!   "expected": { "return_data": [], "exception": true } }
;! ] }
; solc's decoding of a call's one-word result, after inlining: the size
; taken is min(returndatasize(), 32), the free memory pointer moves past
; it (rounded up to a word), then the decoder reverts on fewer than 32
; bytes. EVMDeadMemoryStores moves the store of the free memory pointer
; past that check, with what computes it (the store is dead on the path
; that reverts), and CorrelatedValuePropagation then knows the size is 32
; there (opt/dead-memory-stores.ll shows the IR).
;
; The child returns as many bytes of its memory (zeros) as the word it is
; called with: `PUSH0 CALLDATALOAD PUSH0 RETURN`, behind init code that
; copies those 4 bytes and returns them:
;   init:    PUSH1 4 DUP1 PUSH1 9 PUSH0 CODECOPY PUSH0 RETURN
; The contract calls it with its own word 0, its free memory pointer at
; 0x1000, and returns the return data's size and the free memory pointer
; after the decoding (0x1020: one word, whatever came back; RETURN reads it
; where it is, so its store stays on that path); fewer than 32 bytes revert
; with nothing.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.create(i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.staticcall(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.evm.gas()
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn
declare void @llvm.evm.revert(ptr addrspace(1), i256) noreturn

@child_init = addrspace(4) constant [13 x i8] c"\60\04\80\60\09\5f\39\5f\f3\5f\35\5f\f3"

declare void @llvm.memcpy.p1.p4.i256(ptr addrspace(1), ptr addrspace(4), i256, i1)

define void @__entry() noreturn {
entry:
  store i256 4096, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %n = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  ; The child's init code at 0x400 (scratch), then the call's word.
  call void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), ptr addrspace(4) @child_init, i256 13, i1 false)
  %child = call i256 @llvm.evm.create(i256 0, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 13)
  %fmp = load i256, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %p = inttoptr i256 %fmp to ptr addrspace(1)
  store i256 %n, ptr addrspace(1) %p
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.staticcall(i256 %g, i256 %child, ptr addrspace(1) %p, i256 32, ptr addrspace(1) %p, i256 32)
  %failed = icmp eq i256 %ok, 0
  br i1 %failed, label %fail, label %decode

fail:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable

decode:
  ; let size := 32  if gt(size, returndatasize()) { size := returndatasize() }
  %rds = call i256 @llvm.evm.returndatasize()
  %more = icmp ugt i256 32, %rds
  %size = select i1 %more, i256 %rds, i256 32
  ; finalize_allocation(p, size)
  %up = add i256 %size, 31
  %rounded = and i256 %up, -32
  %newfmp = add i256 %fmp, %rounded
  %over = icmp ugt i256 %newfmp, 18446744073709551615
  %wrapped = icmp ult i256 %newfmp, %fmp
  %bad = or i1 %over, %wrapped
  br i1 %bad, label %panic, label %allocated

panic:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 36)
  unreachable

allocated:
  store i256 %newfmp, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  ; abi_decode(p, p + size): fewer than 32 bytes revert.
  %end = add i256 %fmp, %size
  %len = sub i256 %end, %fmp
  %short = icmp slt i256 %len, 32
  br i1 %short, label %fail, label %done

done:
  %rds2 = call i256 @llvm.evm.returndatasize()
  store i256 %rds2, ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1))
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 32 to ptr addrspace(1)), i256 64)
  unreachable
}
