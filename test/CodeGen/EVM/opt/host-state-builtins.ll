; RUN: %opt -O2 -S %s | FileCheck %s
; RUN: %opt -passes='function(early-cse,dce)' -S %s | FileCheck %s --check-prefix=ATTR
; Block and transaction values are constant on a chain, but a test host
; (forge's vm.roll, vm.warp, vm.chainId, ...) changes them between calls,
; and contracts are tested under such hosts. Their builtins read
; inaccessible memory (EVM::addBuiltinAttributes, docs/ir-dialect.md): two
; reads with no call between them are one; a read after an external call
; is made again; stores to memory and storage do not count as calls. What
; the call itself fixes (caller, callvalue, address) stays memory(none).
; The first function takes arguments: the module is a library.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; ATTR-DAG: declare i256 @llvm.evm.number() #[[HOST:[0-9]+]]
; ATTR-DAG: declare i256 @llvm.evm.timestamp() #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.chainid() #[[HOST]]
; ATTR-DAG: declare range(i256 0, 1461501637330902918203684832716283019655932542976) i256 @llvm.evm.origin() #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.gasprice() #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.basefee() #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.blockhash(i256) #[[HOST]]
; ATTR-DAG: declare range(i256 0, 1461501637330902918203684832716283019655932542976) i256 @llvm.evm.caller() #[[PURE:[0-9]+]]
; ATTR-DAG: declare i256 @llvm.evm.callvalue() #[[PURE]]
; ATTR-DAG: declare i256 @llvm.evm.call(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256){{$}}
; ATTR-DAG: declare range(i256 0, 18446744073709551616) i256 @llvm.evm.returndatasize() #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.balance(i256) #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.selfbalance() #[[HOST]]
; ATTR-DAG: declare range(i256 0, 18446744073709551616) i256 @llvm.evm.extcodesize(i256) #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.extcodehash(i256) #[[HOST]]
; ATTR-DAG: declare i256 @llvm.evm.create(i256, ptr addrspace(1), i256){{$}}
; ATTR-DAG: attributes #[[HOST]] = { nosync nounwind willreturn memory(inaccessiblemem: read) }
; ATTR-DAG: attributes #[[PURE]] = { nosync nounwind speculatable willreturn memory(none) }
declare i256 @llvm.evm.number()
declare i256 @llvm.evm.timestamp()
declare i256 @llvm.evm.chainid()
declare i256 @llvm.evm.origin()
declare i256 @llvm.evm.gasprice()
declare i256 @llvm.evm.basefee()
declare i256 @llvm.evm.blockhash(i256)
declare i256 @llvm.evm.caller()
declare i256 @llvm.evm.callvalue()
declare i256 @llvm.evm.call(i256, i256, i256, ptr addrspace(1), i256, ptr addrspace(1), i256)
declare i256 @llvm.evm.returndatasize()
declare i256 @llvm.evm.balance(i256)
declare i256 @llvm.evm.selfbalance()
declare i256 @llvm.evm.extcodesize(i256)
declare i256 @llvm.evm.extcodehash(i256)
declare i256 @llvm.evm.create(i256, ptr addrspace(1), i256)

; No call between the reads: one read.
; CHECK-LABEL: define {{.*}}i256 @twice(
; CHECK:     call i256 @llvm.evm.number()
; CHECK-NOT: call
; CHECK:     ret i256
define i256 @twice(i256 %a) {
  %n1 = call i256 @llvm.evm.number()
  %n2 = call i256 @llvm.evm.number()
  %s = add i256 %n1, %n2
  ret i256 %s
}

; Stores to memory and to storage between them: still one read.
; CHECK-LABEL: define {{.*}}i256 @around_stores(
; CHECK:     call i256 @llvm.evm.timestamp()
; CHECK-NOT: call i256 @llvm.evm.timestamp()
; CHECK:     ret i256
define i256 @around_stores(ptr addrspace(1) %p, ptr addrspace(5) %slot) {
  %t1 = call i256 @llvm.evm.timestamp()
  store i256 %t1, ptr addrspace(1) %p
  store i256 %t1, ptr addrspace(5) %slot
  %t2 = call i256 @llvm.evm.timestamp()
  %s = add i256 %t1, %t2
  ret i256 %s
}

; An external call between them (vm.roll under forge): two reads, and the
; one after the call stays after it. The call's own caller is read once.
; CHECK-LABEL: define {{.*}}i256 @around_call(
; CHECK:      call i256 @llvm.evm.caller()
; CHECK:      call i256 @llvm.evm.number()
; CHECK:      call i256 @llvm.evm.call(
; CHECK-NEXT: call i256 @llvm.evm.number()
; CHECK-NOT:  call i256 @llvm.evm.caller()
; CHECK:      ret i256
define i256 @around_call(i256 %vm, ptr addrspace(1) %buf) {
  %who1 = call i256 @llvm.evm.caller()
  %n1 = call i256 @llvm.evm.number()
  %ok = call i256 @llvm.evm.call(i256 0, i256 %vm, i256 0, ptr addrspace(1) %buf, i256 36, ptr addrspace(1) %buf, i256 0)
  %n2 = call i256 @llvm.evm.number()
  %who2 = call i256 @llvm.evm.caller()
  %d = sub i256 %n2, %n1
  %w = add i256 %who1, %who2
  %r = add i256 %d, %w
  %s = add i256 %r, %ok
  ret i256 %s
}

; A loop that makes an external call reads the chain id in every
; iteration; one without calls reads it before the loop.
; CHECK-LABEL: define {{.*}}i256 @loop_with_call(
; CHECK:      body:
; CHECK:      call i256 @llvm.evm.chainid()
; CHECK:      call i256 @llvm.evm.call(
; CHECK-LABEL: define {{.*}}i256 @loop_without_call(
; CHECK:      call i256 @llvm.evm.chainid()
; CHECK-NOT:  call i256 @llvm.evm.chainid()
; CHECK:      ret i256
define i256 @loop_with_call(i256 %n, i256 %to, ptr addrspace(1) %buf) {
entry:
  br label %body
body:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %s = phi i256 [ 0, %entry ], [ %s1, %body ]
  %id = call i256 @llvm.evm.chainid()
  %ok = call i256 @llvm.evm.call(i256 0, i256 %to, i256 0, ptr addrspace(1) %buf, i256 0, ptr addrspace(1) %buf, i256 0)
  %t = add i256 %id, %ok
  %s1 = add i256 %s, %t
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %body, label %done
done:
  ret i256 %s1
}

define i256 @loop_without_call(i256 %n, ptr addrspace(1) %p) {
entry:
  br label %body
body:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %id = call i256 @llvm.evm.chainid()
  %a = getelementptr i256, ptr addrspace(1) %p, i256 %i
  store i256 %id, ptr addrspace(1) %a
  %i1 = add i256 %i, 1
  %c = icmp ult i256 %i1, %n
  br i1 %c, label %body, label %done
done:
  ret i256 %i1
}

; The other host values are read again after a call too.
; CHECK-LABEL: define {{.*}}i256 @others(
; CHECK-DAG: call i256 @llvm.evm.origin()
; CHECK-DAG: call i256 @llvm.evm.gasprice()
; CHECK-DAG: call i256 @llvm.evm.basefee()
; CHECK-DAG: call i256 @llvm.evm.blockhash(i256 7)
; CHECK:     call i256 @llvm.evm.call(
; CHECK-DAG: call i256 @llvm.evm.origin()
; CHECK-DAG: call i256 @llvm.evm.gasprice()
; CHECK-DAG: call i256 @llvm.evm.basefee()
; CHECK-DAG: call i256 @llvm.evm.blockhash(i256 7)
; CHECK:     ret i256
define i256 @others(i256 %to, ptr addrspace(1) %buf) {
  %o1 = call i256 @llvm.evm.origin()
  %g1 = call i256 @llvm.evm.gasprice()
  %b1 = call i256 @llvm.evm.basefee()
  %h1 = call i256 @llvm.evm.blockhash(i256 7)
  %ok = call i256 @llvm.evm.call(i256 0, i256 %to, i256 0, ptr addrspace(1) %buf, i256 0, ptr addrspace(1) %buf, i256 0)
  %o2 = call i256 @llvm.evm.origin()
  %g2 = call i256 @llvm.evm.gasprice()
  %b2 = call i256 @llvm.evm.basefee()
  %h2 = call i256 @llvm.evm.blockhash(i256 7)
  %x1 = xor i256 %o1, %o2
  %x2 = xor i256 %g1, %g2
  %x3 = xor i256 %b1, %b2
  %x4 = xor i256 %h1, %h2
  %y1 = add i256 %x1, %x2
  %y2 = add i256 %x3, %x4
  %y3 = add i256 %y1, %y2
  %r = add i256 %y3, %ok
  ret i256 %r
}

; Return data, balances and other accounts' code are not fixed for the
; call, but only the contract's calls and creations change them (and a test
; host, at a call): they read inaccessible memory as the host values do.
; Between two calls they are read once; after a call or a creation, again.
; CHECK-LABEL: define {{.*}}i256 @changed_by_calls(
; CHECK-DAG: call i256 @llvm.evm.returndatasize()
; CHECK-DAG: call i256 @llvm.evm.balance(i256 %to)
; CHECK-DAG: call i256 @llvm.evm.selfbalance()
; CHECK-DAG: call i256 @llvm.evm.extcodesize(i256 %to)
; CHECK-DAG: call i256 @llvm.evm.extcodehash(i256 %to)
; CHECK:     call i256 @llvm.evm.call(
; CHECK-DAG: call i256 @llvm.evm.returndatasize()
; CHECK-DAG: call i256 @llvm.evm.balance(i256 %to)
; CHECK-DAG: call i256 @llvm.evm.selfbalance()
; CHECK:     call i256 @llvm.evm.create(
; CHECK-DAG: call i256 @llvm.evm.extcodesize(i256 %to)
; CHECK-DAG: call i256 @llvm.evm.extcodehash(i256 %to)
; CHECK-NOT: call
; CHECK:     ret i256
define i256 @changed_by_calls(i256 %to, ptr addrspace(1) %buf) {
  %r1 = call i256 @llvm.evm.returndatasize()
  %r2 = call i256 @llvm.evm.returndatasize()
  %b1 = call i256 @llvm.evm.balance(i256 %to)
  %s1 = call i256 @llvm.evm.selfbalance()
  %c1 = call i256 @llvm.evm.extcodesize(i256 %to)
  %h1 = call i256 @llvm.evm.extcodehash(i256 %to)
  %c1again = call i256 @llvm.evm.extcodesize(i256 %to)
  %ok = call i256 @llvm.evm.call(i256 0, i256 %to, i256 1, ptr addrspace(1) %buf, i256 0, ptr addrspace(1) %buf, i256 0)
  %r3 = call i256 @llvm.evm.returndatasize()
  %b2 = call i256 @llvm.evm.balance(i256 %to)
  %s2 = call i256 @llvm.evm.selfbalance()
  %new = call i256 @llvm.evm.create(i256 0, ptr addrspace(1) %buf, i256 32)
  %c2 = call i256 @llvm.evm.extcodesize(i256 %to)
  %h2 = call i256 @llvm.evm.extcodehash(i256 %to)
  %x1 = mul i256 %r1, %r2
  %x2 = xor i256 %b1, %b2
  %x3 = xor i256 %s1, %s2
  %x4 = xor i256 %c1, %c2
  %x5 = xor i256 %h1, %h2
  %x6 = xor i256 %r3, %c1again
  %y1 = add i256 %x1, %x2
  %y2 = add i256 %x3, %x4
  %y3 = add i256 %x5, %x6
  %y4 = add i256 %y1, %y2
  %y5 = add i256 %y3, %y4
  %y6 = add i256 %y5, %ok
  %r = add i256 %y6, %new
  ret i256 %r
}

; So memory and storage are not clobbered by them: the first store of the
; free memory pointer is dead (ERC6551Proxy's `mstore(0x40,
; returndatasize())` after solc's own), and storage read before a contract's
; code size is checked is not read again (Initializable's modifier).
; CHECK-LABEL: define {{.*}}i256 @not_clobbered(
; CHECK-NEXT: call i256 @llvm.evm.returndatasize()
; CHECK-NEXT: store i256 %{{.*}}, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
; CHECK-NEXT: load i256, ptr addrspace(5) %slot
; CHECK-NEXT: call i256 @llvm.evm.extcodesize(i256 %to)
; CHECK-NOT:  load
; CHECK:      ret i256
define i256 @not_clobbered(i256 %to, ptr addrspace(5) %slot) {
  store i256 128, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %r = call i256 @llvm.evm.returndatasize()
  store i256 %r, ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1))
  %v1 = load i256, ptr addrspace(5) %slot
  %c = call i256 @llvm.evm.extcodesize(i256 %to)
  %v2 = load i256, ptr addrspace(5) %slot
  %a = add i256 %v1, %c
  %b = add i256 %a, %v2
  ret i256 %b
}
