;! { "cases": [
;! { "name": "small", "inputs": [ { "method": "#fallback", "calldata": [ "5" ] } ],
;!   "expected": [ "0x000000000000000000000000000000000000000000000000000000000000001f", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc08", "0x0000000000000000000000000000000000000000000000000000000000000005", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d", "0x000000000bb9117bf3302aa21a786362bf05e901fca1a43fb1119dae7c9f4b8c", "0x00000000000000000000000000000000000000000000000000000000005ca7c4" ] },
;! { "name": "key", "inputs": [ { "method": "#fallback", "calldata": [ "56869432945888809850191473482091331964507064021940153391638191742448291732493" ] } ],
;!   "expected": [ "0x86cf1fe9d1e2ee648ea9606338fd3c44268a0efa842de9c4c40b054053a76417", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d", "0x214677e147b386131f3ff38943f4037c5d2380eb35169a2827a6a9ea311a58a9", "0x82450aa750ae7ae48bf9202318b52c441e7a0a59841d58c4441b3d4037a324fd", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d", "0x7dbaf558bc5ab7586d974ac33223779edc8beeab80864b836d189a6eae022794", "0x00000000000000000000000000000000000000000000000000000000005ca7c4" ] },
;! { "name": "large", "inputs": [ { "method": "#fallback", "calldata": [ "115792089237316195423570985008687907853269984665640564039457584007913129639933" ] } ],
;!   "expected": [ "0x0000000000000000000000000000000000000000000000000000000000000007", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc10", "0x000000000000000000000000000000000000000000000000000000000000000d", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d", "0x000000000bb9117bf3302aa21a786362bf05e901fca1a43fb1119dae7c9f4b84", "0x00000000000000000000000000000000000000000000000000000000005ca7c4" ] },
;! { "name": "even", "inputs": [ { "method": "#fallback", "calldata": [ "6" ] } ],
;!   "expected": [ "0x000000000000000000000000000000000000000000000000000000000000001e", "0x0000000000000000000000000000000000000000000000000000000000000006", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc07", "0x000000000bb9117bf3302aa21a786362bf05e901fca1a43fb1119dae7c9f4b81", "0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d", "0x000000000bb9117bf3302aa21a786362bf05e901fca1a43fb1119dae7c9f4b8d", "0x00000000000000000000000000000000000000000000000000000000005ca7c4" ] }
;! ] }
; Constants read from the code (EVMConstantPool, ir/constant-pool.ll)
; must be the constants: a word used in six blocks of five functions (a
; sum, a xor, a PHI's value, a product and a difference beside a switch on
; it, a store), and one used in three blocks of minsize functions, copied
; because it saves bytes there (not at -O0, where the pass does not run).
; The scratch word at 0, through which the copies go, holds a word the
; entry stored before the calls and returns last: it must come back. Each function is called on the call data's word; the results are
; returned in order. Expected words from a Python model.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare i256 @llvm.evm.heapstart()
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define i256 @twice(i256 %x) noinline {
  %a = add i256 %x, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  %b = xor i256 %a, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  ret i256 %b
}

define i256 @phi(i256 %x) noinline {
entry:
  %bit = and i256 %x, 1
  %c = icmp ne i256 %bit, 0
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %r = phi i256 [ u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, %then ], [ %x, %entry ]
  ret i256 %r
}

define i256 @cases(i256 %x) noinline {
entry:
  switch i256 %x, label %other [ i256 u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, label %hit ]
hit:
  %h = mul i256 %x, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  ret i256 %h
other:
  %o = sub i256 u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, %x
  ret i256 %o
}

define i256 @other(i256 %x) noinline minsize optsize {
entry:
  %l = sub i256 1234567890123456789012345678901234567890123456789012345678901234567, %x
  %odd = trunc i256 %x to i1
  br i1 %odd, label %more, label %done
more:
  %m = xor i256 %l, 1234567890123456789012345678901234567890123456789012345678901234567
  br label %done
done:
  %r = phi i256 [ %l, %entry ], [ %m, %more ]
  ret i256 %r
}

define i256 @store(ptr addrspace(1) %p, i256 %x) noinline minsize optsize {
  store i256 u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, ptr addrspace(1) %p
  %l = add i256 %x, 1234567890123456789012345678901234567890123456789012345678901234567
  ret i256 %l
}

define void @__entry() noreturn {
  %x = call i256 @llvm.evm.calldataload(ptr addrspace(2) null)
  store i256 6072260, ptr addrspace(1) null
  %h = call i256 @llvm.evm.heapstart()
  %o = inttoptr i256 %h to ptr addrspace(1)
  %r0 = call i256 @twice(i256 %x)
  store i256 %r0, ptr addrspace(1) %o
  %r1 = call i256 @phi(i256 %x)
  %p1 = getelementptr i8, ptr addrspace(1) %o, i256 32
  store i256 %r1, ptr addrspace(1) %p1
  %r2 = call i256 @cases(i256 %x)
  %p2 = getelementptr i8, ptr addrspace(1) %o, i256 64
  store i256 %r2, ptr addrspace(1) %p2
  %r3 = call i256 @other(i256 %x)
  %p3 = getelementptr i8, ptr addrspace(1) %o, i256 96
  store i256 %r3, ptr addrspace(1) %p3
  %p4 = getelementptr i8, ptr addrspace(1) %o, i256 128
  %r5 = call i256 @store(ptr addrspace(1) %p4, i256 %x)
  %p5 = getelementptr i8, ptr addrspace(1) %o, i256 160
  store i256 %r5, ptr addrspace(1) %p5
  %kept = load i256, ptr addrspace(1) null
  %p6 = getelementptr i8, ptr addrspace(1) %o, i256 192
  store i256 %kept, ptr addrspace(1) %p6
  call void @llvm.evm.return(ptr addrspace(1) %o, i256 224)
  unreachable
}
