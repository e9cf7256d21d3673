;! { "cases": [
;! { "name": "x-5",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "5", "0" ] } ],
;!   "expected": [ "0", "1", "96", "96", "0", "0", "19", "1", "1", "64", "10", "1" ] },
;! { "name": "x-0",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "0" ] } ],
;!   "expected": [ "0", "1", "96", "0", "0", "0", "19", "1", "1", "32", "0", "1" ] }
;! ] }
; The builtins whose result only the contract's calls and creations change
; (returndatasize, extcodesize; EVM::addBuiltinAttributes) are read once
; between two calls and again after each one; the reads of the call's
; context (caller, address, calldatasize) are made again at each use by the
; backend (EVMRemat::Reread) instead of being kept on the stack, across
; branches and in a loop. The child's code is contracts.ll's: it returns
; three words (calldata word 0 plus 1, CALLER, ADDRESS).
;
; Results (words at heapstart), by hand from the EVM's definitions:
;  0 returndatasize before any call (0)
;  1 the call to the child succeeded
;  2 returndatasize after it (96), read on the branch's one side
;  3 the same read on the other side (96), or 0 when x = 0: that side then
;    called an account without code first, which returns nothing
;  4 returndatasize after a call to an account without code (0)
;  5 extcodesize of the create2 address before create2 (0)
;  6 the same after create2 (19)
;  7 the child saw this contract as its caller (1)
;  8 caller read in the loop equals caller read before it (1)
;  9 calldatasize (32 or 64), read after the loop
; 10 x times the number of call data words (the loop's rounds): 10, 0
; 11 address read in both branches is the same (1)
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.calldatasize()
declare i256 @llvm.evm.heapstart()
declare i256 @llvm.evm.create(i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.create2(i256, ptr addrspace(1), i256, i256)
declare i256 @llvm.evm.call(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.evm.extcodesize(i256)
declare i256 @llvm.evm.sha3(ptr addrspace(1), i256)
declare i256 @llvm.evm.address()
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.gas()
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@child_init = addrspace(4) constant [28 x i8] c"\60\13\80\60\09\5f\39\5f\f3\5f\35\60\01\01\5f\52\33\60\20\52\30\60\40\52\60\60\5f\f3"

declare void @llvm.memcpy.p1.p4.i256(ptr addrspace(1), ptr addrspace(4), i256, i1)

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

define void @__entry() noreturn {
entry:
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %self = call i256 @llvm.evm.address()
  %who = call i256 @llvm.evm.caller()
  %work = call ptr addrspace(1) @out(i256 32)
  %args = call ptr addrspace(1) @out(i256 64)
  %ret = call ptr addrspace(1) @out(i256 65)
  %rds0 = call i256 @llvm.evm.returndatasize()
  call void @put(i256 0, i256 %rds0)

  call void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) %work, ptr addrspace(4) @child_init, i256 28, i1 false)
  %child = call i256 @llvm.evm.create(i256 0, ptr addrspace(1) %work, i256 28)
  store i256 %x, ptr addrspace(1) %args
  %gas = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.call(i256 %gas, i256 %child, i256 0, ptr addrspace(1) %args, i256 32, ptr addrspace(1) %ret, i256 96)
  call void @put(i256 1, i256 %ok)
  %rds1 = call i256 @llvm.evm.returndatasize()
  call void @put(i256 2, i256 %rds1)
  %nonzero = icmp ne i256 %x, 0
  br i1 %nonzero, label %same, label %other

same:
  %rds1b = call i256 @llvm.evm.returndatasize()
  %self1 = call i256 @llvm.evm.address()
  call void @put(i256 11, i256 %self1)
  br label %join

other:
  ; An account without code: the call succeeds and returns nothing.
  %gas1 = call i256 @llvm.evm.gas()
  %ok2 = call i256 @llvm.evm.call(i256 %gas1, i256 u0x1234, i256 0, ptr addrspace(1) %args, i256 0, ptr addrspace(1) %ret, i256 0)
  %rds1c = call i256 @llvm.evm.returndatasize()
  %self2 = call i256 @llvm.evm.address()
  call void @put(i256 11, i256 %self2)
  br label %join

join:
  %rds1d = phi i256 [ %rds1b, %same ], [ %rds1c, %other ]
  call void @put(i256 3, i256 %rds1d)
  %gas5 = call i256 @llvm.evm.gas()
  %ok3 = call i256 @llvm.evm.call(i256 %gas5, i256 u0x1234, i256 0, ptr addrspace(1) %args, i256 0, ptr addrspace(1) %ret, i256 0)
  %rds2 = call i256 @llvm.evm.returndatasize()
  call void @put(i256 4, i256 %rds2)

  ; create2's address, computed before it is created.
  %inithash = call i256 @llvm.evm.sha3(ptr addrspace(1) %work, i256 28)
  %pre = call ptr addrspace(1) @out(i256 40)
  %ff = or i256 %self, u0xff0000000000000000000000000000000000000000
  %pre_at = getelementptr i8, ptr addrspace(1) %pre, i256 -11
  store i256 %ff, ptr addrspace(1) %pre_at
  %salt_at = getelementptr i8, ptr addrspace(1) %pre, i256 21
  store i256 7, ptr addrspace(1) %salt_at
  %hash_at = getelementptr i8, ptr addrspace(1) %pre, i256 53
  store i256 %inithash, ptr addrspace(1) %hash_at
  %addrhash = call i256 @llvm.evm.sha3(ptr addrspace(1) %pre, i256 85)
  %at = and i256 %addrhash, u0xffffffffffffffffffffffffffffffffffffffff
  %size0 = call i256 @llvm.evm.extcodesize(i256 %at)
  call void @put(i256 5, i256 %size0)
  %child2 = call i256 @llvm.evm.create2(i256 0, ptr addrspace(1) %work, i256 28, i256 7)
  %size1 = call i256 @llvm.evm.extcodesize(i256 %at)
  call void @put(i256 6, i256 %size1)

  %r1p = getelementptr i8, ptr addrspace(1) %ret, i256 32
  %r1 = load i256, ptr addrspace(1) %r1p
  %caller_is_self = icmp eq i256 %r1, %self
  %cs = zext i1 %caller_is_self to i256
  call void @put(i256 7, i256 %cs)

  ; A loop over the call data's words: caller and calldatasize are used
  ; in it and after it.
  %n = call i256 @llvm.evm.calldatasize()
  br label %loop

loop:
  %off = phi i256 [ 0, %join ], [ %off1, %loop ]
  %sum = phi i256 [ 0, %join ], [ %sum1, %loop ]
  %same.who = phi i256 [ 1, %join ], [ %same.who1, %loop ]
  %who1 = call i256 @llvm.evm.caller()
  %eq = icmp eq i256 %who1, %who
  %eqw = zext i1 %eq to i256
  %same.who1 = and i256 %same.who, %eqw
  %sum1 = add i256 %sum, %x
  %off1 = add i256 %off, 32
  %more = icmp ult i256 %off1, %n
  br i1 %more, label %loop, label %done

done:
  call void @put(i256 8, i256 %same.who1)
  %n2 = call i256 @llvm.evm.calldatasize()
  call void @put(i256 9, i256 %n2)
  call void @put(i256 10, i256 %sum1)
  %p11 = call ptr addrspace(1) @out(i256 11)
  %s11 = load i256, ptr addrspace(1) %p11
  %self.same = icmp eq i256 %s11, %self
  %ss = zext i1 %self.same to i256
  call void @put(i256 11, i256 %ss)
  %base = call ptr addrspace(1) @out(i256 0)
  call void @llvm.evm.return(ptr addrspace(1) %base, i256 384)
  unreachable
}
