;! { "cases": [
;! { "name": "sizes",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "64", "1", "7", "3" ] } ],
;!   "expected": [ "64", "64", "192", "64", "7", "192", "7" ] },
;! { "name": "other-side",
;!   "inputs": [ { "method": "#fallback", "calldata": [ "5", "0", "40", "1" ] } ],
;!   "expected": [ "5", "5", "15", "5", "40", "5", "40" ] }
;! ] }
; A RETURNDATASIZE whose value no call can have replaced before its use is
; read again at each use (EVMRemat::Reread, EVMValuePlacement::
; recordRemats, stackify/returndatasize-reread.ll); one with a call on a
; path to a use keeps its value. The child returns as many bytes of its
; memory as the word it is called with (returndata-decode.ll's child).
;
; Call data: n1, c, n2, k. Results (words at 0x1000):
;  0 the size after the call with n1, used before a branch (n1)
;  1 the same value used on either side of the branch on c (n1)
;  2 the same value added up over three rounds of a loop without a call
;    (3 * n1)
;  3 the same value after a second call, with n2 (still n1: kept)
;  4 the size read after that call (n2)
;  5 the first size, used in a loop whose rounds call the child with n2
;    after the use, added up over k rounds (k * n1, not n1 + (k-1) * n2)
;  6 the size after that loop (n2)
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.create(i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.staticcall(i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.evm.gas()
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

@child_init = addrspace(4) constant [13 x i8] c"\60\04\80\60\09\5f\39\5f\f3\5f\35\5f\f3"

declare void @llvm.memcpy.p1.p4.i256(ptr addrspace(1), ptr addrspace(4), i256, i1)

define internal void @put(i256 %i, i256 %v) {
  %off = mul i256 %i, 32
  %a = add i256 %off, 4096
  %p = inttoptr i256 %a to ptr addrspace(1)
  store i256 %v, ptr addrspace(1) %p
  ret void
}

define i256 @call_child(i256 %child, i256 %n) {
  store i256 %n, ptr addrspace(1) inttoptr (i256 2048 to ptr addrspace(1))
  %g = call i256 @llvm.evm.gas()
  %ok = call i256 @llvm.evm.staticcall(i256 %g, i256 %child, ptr addrspace(1) inttoptr (i256 2048 to ptr addrspace(1)), i256 32, ptr addrspace(1) null, i256 0)
  ret i256 %ok
}

define void @__entry() noreturn {
entry:
  %n1 = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  %c = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 32 to ptr addrspace(2)))
  %n2 = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 64 to ptr addrspace(2)))
  %k = call i256 @llvm.evm.calldataload(ptr addrspace(2) inttoptr (i256 96 to ptr addrspace(2)))
  call void @llvm.memcpy.p1.p4.i256(ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), ptr addrspace(4) @child_init, i256 13, i1 false)
  %child = call i256 @llvm.evm.create(i256 0, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), i256 13)
  %g = call i256 @llvm.evm.gas()
  store i256 %n1, ptr addrspace(1) inttoptr (i256 2048 to ptr addrspace(1))
  %ok = call i256 @llvm.evm.staticcall(i256 %g, i256 %child, ptr addrspace(1) inttoptr (i256 2048 to ptr addrspace(1)), i256 32, ptr addrspace(1) null, i256 0)
  %r = call i256 @llvm.evm.returndatasize()
  store i256 %r, ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1))
  %cc = icmp ne i256 %c, 0
  br i1 %cc, label %then, label %else

then:
  store i256 %r, ptr addrspace(1) inttoptr (i256 4128 to ptr addrspace(1))
  br label %join

else:
  %r2 = add i256 %r, 0
  store i256 %r2, ptr addrspace(1) inttoptr (i256 4128 to ptr addrspace(1))
  br label %join

join:
  br label %loop

loop:
  %i = phi i256 [ 0, %join ], [ %i1, %loop ]
  %sum = phi i256 [ 0, %join ], [ %sum1, %loop ]
  %sum1 = add i256 %sum, %r
  %i1 = add i256 %i, 1
  %more = icmp ult i256 %i1, 3
  br i1 %more, label %loop, label %after

after:
  store i256 %sum1, ptr addrspace(1) inttoptr (i256 4160 to ptr addrspace(1))
  %ok2 = call i256 @call_child(i256 %child, i256 %n2)
  store i256 %r, ptr addrspace(1) inttoptr (i256 4192 to ptr addrspace(1))
  %rb = call i256 @llvm.evm.returndatasize()
  call void @put(i256 4, i256 %rb)
  br label %calls

calls:
  %j = phi i256 [ 0, %after ], [ %j1, %calls ]
  %acc = phi i256 [ 0, %after ], [ %acc1, %calls ]
  %acc1 = add i256 %acc, %r
  %g3 = call i256 @llvm.evm.gas()
  %ok3 = call i256 @llvm.evm.staticcall(i256 %g3, i256 %child, ptr addrspace(1) inttoptr (i256 2048 to ptr addrspace(1)), i256 32, ptr addrspace(1) null, i256 0)
  %j1 = add i256 %j, 1
  %again = icmp ult i256 %j1, %k
  br i1 %again, label %calls, label %done

done:
  call void @put(i256 5, i256 %acc1)
  %rc = call i256 @llvm.evm.returndatasize()
  call void @put(i256 6, i256 %rc)
  call void @llvm.evm.return(ptr addrspace(1) inttoptr (i256 4096 to ptr addrspace(1)), i256 224)
  unreachable
}
