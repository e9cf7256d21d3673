; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-constant-pool %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-optimize-runs=100000 -stop-after=evm-constant-pool %s -o - | FileCheck %s --check-prefix=RUNS
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-constant-pool=false -stop-after=evm-constant-pool %s -o - | FileCheck %s --check-prefix=OFF
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { minsize optsize }/' %s | %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-constant-pool -o - | FileCheck %s --check-prefix=MINSIZE
; RUN: sed -e 's/^;UNSAFE //' %s | %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-constant-pool -o - | FileCheck %s
; RUN: sed -e 's/^;MSIZE //' %s | %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-constant-pool -o - | FileCheck %s --check-prefix=OFF
; RUN: sed -e 's/^;BADDECL //' %s | %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-constant-pool -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; EVMConstantPool: a word constant no short sequence makes, used in many
; blocks of a module, is copied from one copy after the code (through the
; scratch word at 0, put back after: 14 bytes and 32 gas) instead of pushed
; at each use (PUSH32: 33 bytes, 3 gas), when 200 gas a byte saved beats
; the gas a copy adds times the runs (200), or under minsize when it saves
; bytes.
;   * K (0x7dba...0d), used in five blocks of four functions: copied, once
;     per block, the two uses in @twice's block sharing one; the PHI's
;     constant copied at the end of the predecessor it comes from, the
;     switch's case value kept.
;   * L (a PUSH28), used in three blocks: 3 x 29 bytes against 3 x 14 + 32
;     saves 13 bytes, less than the 29 gas a copy adds at 200 runs; taken
;     under minsize only.
;   * 0xffff...ff00, short as PUSH1 0xff NOT: never.
;   * @loop: K in a loop's body stays a push (a copy would run on every
;     turn); its use after the loop is copied.
; At 100,000 runs, with the pass off, in a module that reads MSIZE (which
; a copy could make larger) and in one that declares llvm.evm.codecopy
; otherwise (unused) nothing is copied; in a memory-unsafe module the
; scratch word is put back all the same.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

; CHECK: @__evm_constant = private unnamed_addr addrspace(4) constant i256 56869432945888809850191473482091331964507064021940153391638191742448291732493
; CHECK-NOT: @__evm_constant.
; MINSIZE: @__evm_constant = private unnamed_addr addrspace(4) constant i256 56869432945888809850191473482091331964507064021940153391638191742448291732493
; MINSIZE: @__evm_constant.1 = private unnamed_addr addrspace(4) constant i256 1234567890123456789012345678901234567890123456789012345678901234567
; MINSIZE-NOT: @__evm_constant.2
; RUNS-NOT: @__evm_constant
; OFF-NOT: @__evm_constant

; CHECK-LABEL: define i256 @twice(
; CHECK-NEXT: [[S:%.*]] = load i256, ptr addrspace(1) null
; CHECK-NEXT: call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @__evm_constant, i256 32)
; CHECK-NEXT: [[C:%.*]] = load i256, ptr addrspace(1) null
; CHECK-NEXT: store i256 [[S]], ptr addrspace(1) null
; CHECK-NEXT: %a = add i256 %x, [[C]]
; CHECK-NEXT: %b = xor i256 %a, [[C]]
define i256 @twice(i256 %x) #0 {
  %a = add i256 %x, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  %b = xor i256 %a, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  ret i256 %b
}

; CHECK-LABEL: define i256 @phi(
; CHECK: then:
; CHECK: call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @__evm_constant, i256 32)
; CHECK-NEXT: [[P:%.*]] = load i256, ptr addrspace(1) null
; CHECK-NEXT: store
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: %r = phi i256 [ [[P]], %then ], [ %x, %entry ]
define i256 @phi(i256 %x, i1 %c) #0 {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %r = phi i256 [ u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, %then ], [ %x, %entry ]
  ret i256 %r
}

; CHECK-LABEL: define i256 @cases(
; CHECK: switch i256 %x, label %other [
; CHECK-NEXT: i256 56869432945888809850191473482091331964507064021940153391638191742448291732493, label %hit
; CHECK: hit:
; CHECK: call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @__evm_constant, i256 32)
; CHECK-NEXT: [[H:%.*]] = load i256, ptr addrspace(1) null
; CHECK-NEXT: store
; CHECK-NEXT: %h = mul i256 %x, [[H]]
; CHECK: other:
; CHECK: call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @__evm_constant, i256 32)
; CHECK-NEXT: [[O:%.*]] = load i256, ptr addrspace(1) null
; CHECK-NEXT: store
; CHECK-NEXT: %o = sub i256 [[O]], %x
define i256 @cases(i256 %x) #0 {
entry:
  switch i256 %x, label %other [ i256 u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, label %hit ]
hit:
  %h = mul i256 %x, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  ret i256 %h
other:
  %o = sub i256 u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, %x
  ret i256 %o
}

; CHECK-LABEL: define void @store(
; CHECK: call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @__evm_constant, i256 32)
; CHECK-NEXT: [[V:%.*]] = load i256, ptr addrspace(1) null
; CHECK-NEXT: store
; CHECK-NEXT: store i256 [[V]], ptr addrspace(1) %p
; CHECK-NEXT: %l = add i256 %x, 1234567890123456789012345678901234567890123456789012345678901234567
; CHECK-NEXT: %m = and i256 %l, -256
; MINSIZE-LABEL: define void @store(
; MINSIZE: %l = add i256 %x, {{%constant[0-9]*}}
; MINSIZE-LABEL: define i256 @third(
; MINSIZE: call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @__evm_constant.1, i256 32)
define void @store(ptr addrspace(1) %p, i256 %x) #0 {
  store i256 u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d, ptr addrspace(1) %p
  %l = add i256 %x, 1234567890123456789012345678901234567890123456789012345678901234567
  %m = and i256 %l, u0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00
  %q = getelementptr i8, ptr addrspace(1) %p, i256 32
  store i256 %m, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: define i256 @other(
; CHECK-NEXT: %l = sub i256 1234567890123456789012345678901234567890123456789012345678901234567, %x
; CHECK-NEXT: %m = or i256 %l, -256
define i256 @other(i256 %x) #0 {
  %l = sub i256 1234567890123456789012345678901234567890123456789012345678901234567, %x
  %m = or i256 %l, u0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00
  ret i256 %m
}

; CHECK-LABEL: define i256 @loop(
; CHECK: body:
; CHECK: %a = xor i256 %acc, 56869432945888809850191473482091331964507064021940153391638191742448291732493
; CHECK: exit:
; CHECK: call void @llvm.evm.codecopy(ptr addrspace(1) null, ptr addrspace(4) @__evm_constant, i256 32)
define i256 @loop(i256 %n) #0 {
entry:
  br label %body
body:
  %i = phi i256 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i256 [ 0, %entry ], [ %a, %body ]
  %a = xor i256 %acc, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  %i1 = add i256 %i, 1
  %done = icmp eq i256 %i1, %n
  br i1 %done, label %exit, label %body
exit:
  %r = add i256 %a, u0x7dbaf558b0a1a5dc7a67202117ab143c1d8605a983e4a743bc06fcc03162dc0d
  ret i256 %r
}

; CHECK-LABEL: define i256 @third(
; CHECK-NEXT: %t = mul i256 %x, 1234567890123456789012345678901234567890123456789012345678901234567
define i256 @third(i256 %x) #0 {
  %t = mul i256 %x, 1234567890123456789012345678901234567890123456789012345678901234567
  ret i256 %t
}

; ASM-LABEL: twice:
; ASM: PUSH0
; ASM-NEXT: MLOAD
; ASM-NEXT: PUSH1 0x20
; ASM-NEXT: PUSH __evm_constant
; ASM-NEXT: PUSH0
; ASM-NEXT: CODECOPY
; ASM-NEXT: PUSH0
; ASM-NEXT: MLOAD
; ASM-NEXT: SWAP1
; ASM-NEXT: PUSH0
; ASM-NEXT: MSTORE
; ASM-NOT: PUSH32
; ASM: JUMP
; ASM: __evm_constant:
; ASM-NEXT: .ascii "}\272\365X\260\241\245\334zg !\027\253\024<\035\206\005\251\203\344\247C\274\006\374\3001b\334\r"

attributes #0 = { optsize }
;BADDECL declare void @llvm.evm.codecopy(i256)
;MSIZE declare i256 @llvm.evm.msize()
;MSIZE define i256 @size() {
;MSIZE   %s = call i256 @llvm.evm.msize()
;MSIZE   ret i256 %s
;MSIZE }
;UNSAFE !llvm.module.flags = !{!0}
;UNSAFE !0 = !{i32 1, !"evm.memory-unsafe", i32 1}
