; RUN: %llc -march=evm -O2 -verify-machineinstrs -stop-after=evm-share-failing-blocks %s -o - | FileCheck %s
; RUN: %llc -march=evm -O2 -verify-machineinstrs -evm-share-failing-blocks=false -stop-after=evm-share-failing-blocks %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=evm -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; RUN: %llc -march=evm -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; EVMShareFailingBlocks: the panic that @f and @g end in the same way (the
; code of solc's panic helper, inlined into each through its allocation
; helper) becomes one function, @__evm_fail, which each of them calls: a
; PUSH and a JUMP, no return address. Its code keeps the lines of the
; helper it came from (line 7, in its own subprogram, no inlining), and
; each call the location of what its copy did (its first line, without
; solc's ranges: line 7 as inlined at lines 11 and 21). Not shared: a revert of a value
; from outside the block (@f's %x), a block of a few bytes (`revert(0,
; 0)`: a call would be no smaller), two copies of a block whose calls and
; shared copy would take more bytes than they do (`mstore(0, 1);
; revert(0, 32)`, @f's and @g's %cheap), a failure only one function has
; (@g's 0x11), and anything at -O0.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare void @llvm.evm.revert(ptr addrspace(1), i256)
declare i256 @llvm.evm.calldataload(i256)

; CHECK-LABEL: define internal i256 @f(
; CHECK:       panic:
; CHECK-NEXT:    call void @__evm_fail(), !dbg [[F_LOC:![0-9]+]]
; CHECK-NEXT:    unreachable
; CHECK:       outside:
; CHECK-NEXT:    store i256 %x,
; CHECK:       small:
; CHECK-NEXT:    call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
; CHECK:       cheap:
; CHECK-NEXT:    store i256 1,
; CHECK-LABEL: define internal i256 @g(
; CHECK:       panic:
; CHECK-NEXT:    call void @__evm_fail(), !dbg [[G_LOC:![0-9]+]]
; CHECK:       own:
; CHECK-NEXT:    store i256 {{[0-9]+}}, ptr addrspace(1) null
; CHECK-NEXT:    store i256 17,
; CHECK:       cheap:
; CHECK-NEXT:    store i256 1,
; CHECK:       define internal void @__evm_fail() unnamed_addr #[[ATTRS:[0-9]+]] !dbg [[SP:![0-9]+]] {
; CHECK-NEXT:    store i256 {{[0-9]+}}, ptr addrspace(1) null, align 32, !dbg [[OWN:![0-9]+]]
; CHECK-NEXT:    store i256 65, {{.*}}, !dbg [[OWN]]
; CHECK-NEXT:    call void @llvm.evm.revert(ptr addrspace(1) null, i256 36), !dbg [[OWN]]
; CHECK-NEXT:    unreachable
; CHECK:       attributes #[[ATTRS]] = { {{.*}}"evm-fails" }
; CHECK-DAG:   [[F_LOC]] = !DILocation(line: 7, column: 5, scope: [[HELPER:![0-9]+]], inlinedAt: [[F_AT:![0-9]+]])
; CHECK-DAG:   [[F_AT]] = !DILocation(line: 11, column: 3,
; CHECK-DAG:   [[G_LOC]] = !DILocation(line: 7, column: 5, scope: [[HELPER]], inlinedAt: [[G_AT:![0-9]+]])
; CHECK-DAG:   [[G_AT]] = !DILocation(line: 21, column: 3,
; CHECK-DAG:   [[SP]] = distinct !DISubprogram(name: "__evm_fail",
; CHECK-DAG:   [[OWN]] = !DILocation(line: 7, column: 5, scope: [[SP]])

; OFF-NOT:     __evm_fail

; ASM-LABEL: f:
; ASM:         PUSH __evm_fail
; ASM-NEXT:    JUMP
; ASM-LABEL: g:
; ASM:         PUSH __evm_fail
; ASM-NEXT:    JUMP
; ASM-LABEL: __evm_fail:
; ASM:         JUMPDEST
; ASM-NEXT:    PUSH4 0x4e487b71
; ASM:         REVERT

; O0-NOT:      __evm_fail

define internal i256 @f(i256 %x) noinline !dbg !10 {
  %c = icmp ugt i256 %x, 100, !dbg !11
  br i1 %c, label %panic, label %n1, !dbg !11
n1:
  %d = icmp eq i256 %x, 7
  br i1 %d, label %outside, label %n2
n2:
  %e = icmp eq i256 %x, 9
  br i1 %e, label %small, label %n3
n3:
  %e3 = icmp eq i256 %x, 11
  br i1 %e3, label %cheap, label %ok
panic:
  store i256 35408467139433450592217433187231851964531694900788300625387963629091585785856, ptr addrspace(1) null, align 32, !dbg !12
  store i256 65, ptr addrspace(1) inttoptr (i256 4 to ptr addrspace(1)), align 32, !dbg !12
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 36), !dbg !12
  unreachable
outside:
  store i256 %x, ptr addrspace(1) null, align 32
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
small:
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 0)
  unreachable
cheap:
  store i256 1, ptr addrspace(1) null, align 32
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
ok:
  %r = add i256 %x, 1
  ret i256 %r
}

define internal i256 @g(i256 %x) noinline !dbg !20 {
  %c = icmp ugt i256 %x, 200, !dbg !21
  br i1 %c, label %panic, label %n1, !dbg !21
n1:
  %z = icmp eq i256 %x, 0
  br i1 %z, label %own, label %n2
n2:
  %z2 = icmp eq i256 %x, 11
  br i1 %z2, label %cheap, label %ok
panic:
  store i256 35408467139433450592217433187231851964531694900788300625387963629091585785856, ptr addrspace(1) null, align 32, !dbg !22
  store i256 65, ptr addrspace(1) inttoptr (i256 4 to ptr addrspace(1)), align 32, !dbg !22
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 36), !dbg !22
  unreachable
own:
  store i256 35408467139433450592217433187231851964531694900788300625387963629091585785856, ptr addrspace(1) null, align 32
  store i256 17, ptr addrspace(1) inttoptr (i256 4 to ptr addrspace(1)), align 32
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 36)
  unreachable
cheap:
  store i256 1, ptr addrspace(1) null, align 32
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
ok:
  %r = shl i256 %x, 1
  ret i256 %r
}

define void @__entry() {
  %x = call i256 @llvm.evm.calldataload(i256 0)
  %a = call i256 @f(i256 %x)
  %b = call i256 @g(i256 %a)
  store i256 %b, ptr addrspace(1) null, align 32
  call void @llvm.evm.revert(ptr addrspace(1) null, i256 32)
  unreachable
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "panic_helper", scope: !1, file: !1, line: 6, type: !3, unit: !0, spFlags: DISPFlagDefinition)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 10, type: !3, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DILocation(line: 11, column: 3, scope: !10)
!12 = !DILocation(line: 7, column: 5, scope: !5, inlinedAt: !11)
!20 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 20, type: !3, unit: !0, spFlags: DISPFlagDefinition)
!21 = !DILocation(line: 21, column: 3, scope: !20)
!22 = !DILocation(line: 7, column: 5, scope: !5, inlinedAt: !21)
