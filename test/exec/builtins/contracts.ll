;! { "cases": [
;! { "name": "x-41",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "41" ] } ],
;!   "expected": { "return_data": [ "1", "1", "42", "96", "1", "1", "1", "42", "1", "1", "19", "1", "1", "0xabcdef", "1", "1", "1", "1" ],
;!                 "events": [
;!                   { "topics": [], "values": [ "41" ] },
;!                   { "topics": [ "0x11" ], "values": [ "42" ] },
;!                   { "topics": [ "0x11", "0x22" ], "values": [] },
;!                   { "topics": [ "0x11", "0x22", "0x33" ], "values": [ "41", "42" ] },
;!                   { "topics": [ "0x11", "0x22", "0x33", "0x44" ], "values": [ "1" ] } ] } },
;! { "name": "x-max",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "-1" ] } ],
;!   "expected": { "return_data": [ "1", "1", "0", "96", "1", "1", "1", "0", "1", "1", "19", "1", "1", "0xabcdef", "1", "1", "1", "1" ],
;!                 "events": [
;!                   { "topics": [], "values": [ "-1" ] },
;!                   { "topics": [ "0x11" ], "values": [ "0" ] },
;!                   { "topics": [ "0x11", "0x22" ], "values": [] },
;!                   { "topics": [ "0x11", "0x22", "0x33" ], "values": [ "-1", "0" ] },
;!                   { "topics": [ "0x11", "0x22", "0x33", "0x44" ], "values": [ "1" ] } ] } }
;! ] }
; The contract-level builtins, observed by the contract itself and by the
; runner: it creates a second contract (create and create2 of init code
; kept in the code, address space 4) and calls it (call, staticcall,
; delegatecall), reads what it returned (returndatasize, returndatacopy),
; inspects it (extcodesize, extcodehash, extcodecopy), logs with 0 to 4
; topics, and reads the environment.
;
; The child's runtime code returns three words: calldata word 0 plus 1,
; CALLER and ADDRESS. Its init code (9 bytes) copies the 19 runtime bytes
; and returns them:
;   init:    PUSH1 0x13 DUP1 PUSH1 9 PUSH0 CODECOPY PUSH0 RETURN
;   runtime: PUSH0 CALLDATALOAD PUSH1 1 ADD PUSH0 MSTORE CALLER PUSH1 0x20
;            MSTORE ADDRESS PUSH1 0x40 MSTORE PUSH1 0x60 PUSH0 RETURN
;
; Results (words at heapstart, llvm.evm.heapstart), by hand from the EVM's
; definitions; addresses are compared inside the contract (1 = equal):
;  0 create succeeded (address != 0)      1 call succeeded
;  2 the child's result x + 1             3 returndatasize after the call
;  4 the child saw this contract as caller 5 the child's ADDRESS is it
;  6 create2's address is keccak(0xff . this . salt . keccak(init))[12:]
;  7 staticcall result x + 1 (from the create2 child)
;  8 delegatecall: ADDRESS is this contract 9 delegatecall: CALLER is ours
; 10 extcodesize of the child (19)
; 11 extcodehash = keccak256 of the runtime bytes
; 12 extcodecopy gives the runtime bytes back
; 13 word 0 of the returned data copied with returndatacopy from the
;    offset 0 of a call returning 0xabcdef — here the last call's first word
;    is replaced: a call to a child with calldata 0xabcdee returns 0xabcdef
; 14 balance(child) = 0, 15 selfbalance = 0 (1 = as expected)
; 16 the block: number 1, timestamp 1700000000, chainid 1, gaslimit
;    30000000, basefee 0, coinbase 0 (1 = all as the runner sets them)
; 17 origin = caller (a top-level call)
; The logs: LOG0(x), LOG1(x + 1; 0x11), LOG2(; 0x11, 0x22),
; LOG3(x, x + 1; 0x11, 0x22, 0x33), LOG4(1; 0x11, ..., 0x44).
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.heapstart()
declare i256 @llvm.evm.create(i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.create2(i256, ptr addrspace(1), i256, i256)
declare i256 @llvm.evm.call(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.staticcall(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.delegatecall(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.returndatasize()
declare void @llvm.evm.returndatacopy(ptr addrspace(1), ptr addrspace(3), i256)
declare i256 @llvm.evm.extcodesize(i256)
declare i256 @llvm.evm.extcodehash(i256)
declare void @llvm.evm.extcodecopy(i256, ptr addrspace(1), i256, i256)
declare i256 @llvm.evm.sha3(ptr addrspace(1), i256)
declare i256 @llvm.evm.address()
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.origin()
declare i256 @llvm.evm.gas()
declare i256 @llvm.evm.balance(i256)
declare i256 @llvm.evm.selfbalance()
declare i256 @llvm.evm.number()
declare i256 @llvm.evm.timestamp()
declare i256 @llvm.evm.chainid()
declare i256 @llvm.evm.gaslimit()
declare i256 @llvm.evm.basefee()
declare i256 @llvm.evm.coinbase()
declare void @llvm.evm.log0(ptr addrspace(1), i256)
declare void @llvm.evm.log1(ptr addrspace(1), i256, i256)
declare void @llvm.evm.log2(ptr addrspace(1), i256, i256, i256)
declare void @llvm.evm.log3(ptr addrspace(1), i256, i256, i256, i256)
declare void @llvm.evm.log4(ptr addrspace(1), i256, i256, i256, i256, i256)
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@child_init = addrspace(4) constant [28 x i8] c"\60\13\80\60\09\5f\39\5f\f3\5f\35\60\01\01\5f\52\33\60\20\52\30\60\40\52\60\60\5f\f3"
@salt = global i256 u0x5a17

declare void @llvm.memcpy.p1.p4.i256(ptr addrspace(1), ptr addrspace(4), i256, i1)

; The words of the results, and a work area above them.
define ptr addrspace(1) @out(i256 %i) {
  %base = call i256 @llvm.evm.heapstart()
  %off = mul i256 %i, 32
  %a = add i256 %base, %off
  %p = inttoptr i256 %a to ptr addrspace(1)
  ret ptr addrspace(1) %p
}

define void @put(i256 %i, i256 %v) {
  %p = call ptr addrspace(1) @out(i256 %i)
  store i256 %v, ptr addrspace(1) %p
  ret void
}

define void @put_bool(i256 %i, i1 %b) {
  %v = zext i1 %b to i256
  call void @put(i256 %i, i256 %v)
  ret void
}

define void @__entry() noreturn {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %self = call i256 @llvm.evm.address()
  %work = call ptr addrspace(1) @out(i256 32)
  %args = call ptr addrspace(1) @out(i256 64)
  %ret = call ptr addrspace(1) @out(i256 65)

  ; create, and call the child with x.
  call void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) %work, ptr addrspace(4) @child_init, i256 28, i1 false)
  %child = call i256 @llvm.evm.create(i256 0, ptr addrspace(1) %work, i256 28)
  %created = icmp ne i256 %child, 0
  call void @put_bool(i256 0, i1 %created)
  store i256 %x, ptr addrspace(1) %args
  %gas = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.call(i256 %gas, i256 %child, i256 0, ptr addrspace(1) %args, i256 32, ptr addrspace(1) %ret, i256 96)
  call void @put(i256 1, i256 %ok)
  %r0 = load i256, ptr addrspace(1) %ret
  call void @put(i256 2, i256 %r0)
  %rds = call i256 @llvm.evm.returndatasize()
  call void @put(i256 3, i256 %rds)
  %r1p = getelementptr i8, ptr addrspace(1) %ret, i256 32
  %r1 = load i256, ptr addrspace(1) %r1p
  %caller_is_self = icmp eq i256 %r1, %self
  call void @put_bool(i256 4, i1 %caller_is_self)
  %r2p = getelementptr i8, ptr addrspace(1) %ret, i256 64
  %r2 = load i256, ptr addrspace(1) %r2p
  %child_self = icmp eq i256 %r2, %child
  call void @put_bool(i256 5, i1 %child_self)

  ; create2: the address is keccak256(0xff . this . salt . keccak256(init))[12:].
  %salt = load i256, ptr @salt
  %child2 = call i256 @llvm.evm.create2(i256 0, ptr addrspace(1) %work, i256 28, i256 %salt)
  %inithash = call i256 @llvm.evm.sha3(ptr addrspace(1) %work, i256 28)
  %pre = call ptr addrspace(1) @out(i256 40)
  %ff = or i256 %self, u0xff0000000000000000000000000000000000000000
  %pre_at = getelementptr i8, ptr addrspace(1) %pre, i256 -11
  store i256 %ff, ptr addrspace(1) %pre_at
  %salt_at = getelementptr i8, ptr addrspace(1) %pre, i256 21
  store i256 %salt, ptr addrspace(1) %salt_at
  %hash_at = getelementptr i8, ptr addrspace(1) %pre, i256 53
  store i256 %inithash, ptr addrspace(1) %hash_at
  %addrhash = call i256 @llvm.evm.sha3(ptr addrspace(1) %pre, i256 85)
  %expected2 = and i256 %addrhash, u0xffffffffffffffffffffffffffffffffffffffff
  %create2_ok = icmp eq i256 %child2, %expected2
  call void @put_bool(i256 6, i1 %create2_ok)

  ; staticcall the second child.
  %gas2 = call i256 @llvm.evm.gas()
  %sok = call i256 @llvm.evm.staticcall(i256 %gas2, i256 %child2, ptr addrspace(1) %args, i256 32, ptr addrspace(1) %ret, i256 32)
  %s0 = load i256, ptr addrspace(1) %ret
  %s0ok = mul i256 %s0, %sok
  call void @put(i256 7, i256 %s0ok)

  ; delegatecall runs the child's code as this contract.
  %gas3 = call i256 @llvm.evm.gas()
  %dok = call i256 @llvm.evm.delegatecall(i256 %gas3, i256 %child, ptr addrspace(1) %args, i256 32, ptr addrspace(1) %ret, i256 96)
  %d1 = load i256, ptr addrspace(1) %r1p
  %d2 = load i256, ptr addrspace(1) %r2p
  %me = call i256 @llvm.evm.caller()
  %d2self = icmp eq i256 %d2, %self
  %dok1 = icmp eq i256 %dok, 1
  %d8 = and i1 %d2self, %dok1
  call void @put_bool(i256 8, i1 %d8)
  %d1caller = icmp eq i256 %d1, %me
  call void @put_bool(i256 9, i1 %d1caller)

  ; The child's code: size, hash, bytes.
  %size = call i256 @llvm.evm.extcodesize(i256 %child)
  call void @put(i256 10, i256 %size)
  %codehash = call i256 @llvm.evm.extcodehash(i256 %child)
  %runtime = getelementptr i8, ptr addrspace(1) %work, i256 9
  %runtimehash = call i256 @llvm.evm.sha3(ptr addrspace(1) %runtime, i256 19)
  %hash_ok = icmp eq i256 %codehash, %runtimehash
  call void @put_bool(i256 11, i1 %hash_ok)
  %copy = call ptr addrspace(1) @out(i256 48)
  call void @llvm.evm.extcodecopy(i256 %child, ptr addrspace(1) %copy, i256 0, i256 19)
  %copyhash = call i256 @llvm.evm.sha3(ptr addrspace(1) %copy, i256 19)
  %copy_ok = icmp eq i256 %copyhash, %runtimehash
  call void @put_bool(i256 12, i1 %copy_ok)

  ; returndatacopy: the first word the last call returned.
  store i256 u0xabcdee, ptr addrspace(1) %args
  %gas4 = call i256 @llvm.evm.gas()
  %cok = call i256 @llvm.evm.call(i256 %gas4, i256 %child, i256 0, ptr addrspace(1) %args, i256 32, ptr addrspace(1) %ret, i256 0)
  %rd = call ptr addrspace(1) @out(i256 13)
  call void @llvm.evm.returndatacopy(ptr addrspace(1) %rd, ptr addrspace(3) null, i256 32)

  ; Balances and the block.
  %bal = call i256 @llvm.evm.balance(i256 %child)
  %bal0 = icmp eq i256 %bal, 0
  call void @put_bool(i256 14, i1 %bal0)
  %sbal = call i256 @llvm.evm.selfbalance()
  %sbal0 = icmp eq i256 %sbal, 0
  call void @put_bool(i256 15, i1 %sbal0)
  %number = call i256 @llvm.evm.number()
  %timestamp = call i256 @llvm.evm.timestamp()
  %chainid = call i256 @llvm.evm.chainid()
  %gaslimit = call i256 @llvm.evm.gaslimit()
  %basefee = call i256 @llvm.evm.basefee()
  %coinbase = call i256 @llvm.evm.coinbase()
  %b0 = icmp eq i256 %number, 1
  %b1 = icmp eq i256 %timestamp, 1700000000
  %b2 = icmp eq i256 %chainid, 1
  %b3 = icmp eq i256 %gaslimit, 30000000
  %b4 = icmp eq i256 %basefee, 0
  %b5 = icmp eq i256 %coinbase, 0
  %a0 = and i1 %b0, %b1
  %a1 = and i1 %a0, %b2
  %a2 = and i1 %a1, %b3
  %a3 = and i1 %a2, %b4
  %a4 = and i1 %a3, %b5
  call void @put_bool(i256 16, i1 %a4)
  %origin = call i256 @llvm.evm.origin()
  %top = icmp eq i256 %origin, %me
  call void @put_bool(i256 17, i1 %top)

  ; Logs with 0 to 4 topics.
  %xp1 = add i256 %x, 1
  %logdata = call ptr addrspace(1) @out(i256 56)
  store i256 %x, ptr addrspace(1) %logdata
  %logdata1 = getelementptr i8, ptr addrspace(1) %logdata, i256 32
  store i256 %xp1, ptr addrspace(1) %logdata1
  call void @llvm.evm.log0(ptr addrspace(1) %logdata, i256 32)
  call void @llvm.evm.log1(ptr addrspace(1) %logdata1, i256 32, i256 17)
  call void @llvm.evm.log2(ptr addrspace(1) %logdata, i256 0, i256 17, i256 34)
  call void @llvm.evm.log3(ptr addrspace(1) %logdata, i256 64, i256 17, i256 34, i256 51)
  %one = call ptr addrspace(1) @out(i256 0)
  call void @llvm.evm.log4(ptr addrspace(1) %one, i256 32, i256 17, i256 34, i256 51, i256 68)

  %start = call ptr addrspace(1) @out(i256 0)
  call void @llvm.evm.return(ptr addrspace(1) %start, i256 576)
  unreachable
}
