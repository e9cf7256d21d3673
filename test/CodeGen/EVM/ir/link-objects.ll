; RUN: %llc -march=evm -verify-machineinstrs -stop-after=evm-link-objects \
; RUN:   -evm-object=child=%S/Inputs/link-child.json \
; RUN:   -evm-object=hexchild=%S/Inputs/link-child.hex \
; RUN:   -evm-data=greeting=%S/Inputs/link-data.hex -evm-object-name=self \
; RUN:   %s -o - | FileCheck %s
; RUN: %llc -march=evm -verify-machineinstrs -O0 \
; RUN:   -evm-object=child=%S/Inputs/link-child.json \
; RUN:   -evm-object=hexchild=%S/Inputs/link-child.hex \
; RUN:   -evm-data=greeting=%S/Inputs/link-data.hex -evm-object-name=self \
; RUN:   %s -o /dev/null
; EVMLinkObjects (docs/deploy.md, "Several objects"): the builtins that name
; other objects become constants, addresses of the bytes appended after the
; code, stores and indexed link values.
;
; Inputs/link-child.json is a compiled child of 100 bytes: immutable "x" at
; 2 and 40, library "lib.sol:L" at 74 (a placeholder), nested objects
; "inner" (72, 28 bytes) and "inner.deep" (94, 6 bytes). link-child.hex is
; a hex line of 23 bytes with a placeholder, link-data.hex 13 bytes of data
; ("Hello, World!", hex over two lines with 0x).

; Only what a dataoffset needs is appended, in the order given: the child
; and the data, not hexchild (only measured); the bytes of a placeholder and
; of an immutable are zeros. The end of everything is the last code global.
; CHECK: @evm.object.child = internal addrspace(4) constant [100 x i8] c"\AA\BB\00\00{{.*}}\CC\DD\EE\FF\00{{.*}}\01\02\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\03\04\05\06\07\08\09\0A"
; CHECK: @evm.data.greeting = internal addrspace(4) constant [13 x i8] c"Hello, World!"
; CHECK: @evm.code.end = private addrspace(4) constant [0 x i8] zeroinitializer
; CHECK-NOT: hexchild = {{.*}}constant

declare i256 @llvm.evm.datasize(metadata)
declare i256 @llvm.evm.dataoffset(metadata)
declare void @llvm.evm.setimmutable(i256, metadata, i256)
declare i256 @llvm.evm.loadimmutable(metadata)
declare i256 @llvm.evm.linkersymbol(metadata)
declare void @llvm.evm.codecopy(ptr addrspace(1), ptr addrspace(4), i256)
declare void @llvm.evm.return(ptr addrspace(1), i256)

; The first function takes arguments: the module is a library, each
; function is on its own.

; CHECK-LABEL: define i256 @sizes(
; CHECK-NEXT: %a = add i256 100, 28
; CHECK-NEXT: %b = add i256 %a, 6
; CHECK-NEXT: %c = add i256 %b, 23
; CHECK-NEXT: %d = add i256 %c, 13
; CHECK-NEXT: %e = add i256 %d, ptrtoint (ptr addrspace(4) @evm.code.end to i256)
; CHECK-NEXT: ret i256 %e
define i256 @sizes(i256 %unused) {
  %child = call i256 @llvm.evm.datasize(metadata !"child")
  %inner = call i256 @llvm.evm.datasize(metadata !"child.inner")
  %deep = call i256 @llvm.evm.datasize(metadata !"child.inner.deep")
  %hex = call i256 @llvm.evm.datasize(metadata !"hexchild")
  %data = call i256 @llvm.evm.datasize(metadata !"greeting")
  %self = call i256 @llvm.evm.datasize(metadata !"self")
  %a = add i256 %child, %inner
  %b = add i256 %a, %deep
  %c = add i256 %b, %hex
  %d = add i256 %c, %data
  %e = add i256 %d, %self
  ret i256 %e
}

; A path may start with the module's own name.
; CHECK-LABEL: define i256 @offsets(
; CHECK-NEXT: %a = add i256 ptrtoint (ptr addrspace(4) @evm.object.child to i256), ptrtoint (ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @evm.object.child, i256 72) to i256)
; CHECK-NEXT: %b = add i256 %a, ptrtoint (ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @evm.object.child, i256 94) to i256)
; CHECK-NEXT: %c = add i256 %b, ptrtoint (ptr addrspace(4) @evm.data.greeting to i256)
; CHECK-NEXT: %d = add i256 %c, 0
; CHECK-NEXT: %e = add i256 %d, ptrtoint (ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @evm.object.child, i256 72) to i256)
; CHECK-NEXT: ret i256 %e
define i256 @offsets(i256 %unused) {
  %child = call i256 @llvm.evm.dataoffset(metadata !"child")
  %inner = call i256 @llvm.evm.dataoffset(metadata !"child.inner")
  %deep = call i256 @llvm.evm.dataoffset(metadata !"child.inner.deep")
  %data = call i256 @llvm.evm.dataoffset(metadata !"greeting")
  %self = call i256 @llvm.evm.dataoffset(metadata !"self")
  %inner2 = call i256 @llvm.evm.dataoffset(metadata !"self.child.inner")
  %a = add i256 %child, %inner
  %b = add i256 %a, %deep
  %c = add i256 %b, %data
  %d = add i256 %c, %self
  %e = add i256 %d, %inner2
  ret i256 %e
}

; setimmutable: one store of the value at each place of the immutable in
; the copy (OFFSET + 2, OFFSET + 40); an immutable no sub-object has is not
; written, as solc does.
; CHECK-LABEL: define void @patch(
; CHECK-NEXT: %1 = add i256 %offset, 2
; CHECK-NEXT: %2 = inttoptr i256 %1 to ptr addrspace(1)
; CHECK-NEXT: store i256 %value, ptr addrspace(1) %2, align 1
; CHECK-NEXT: %3 = add i256 %offset, 40
; CHECK-NEXT: %4 = inttoptr i256 %3 to ptr addrspace(1)
; CHECK-NEXT: store i256 %value, ptr addrspace(1) %4, align 1
; CHECK-NEXT: ret void
define void @patch(i256 %offset, i256 %value) {
  call void @llvm.evm.setimmutable(i256 %offset, metadata !"x", i256 %value)
  call void @llvm.evm.setimmutable(i256 %offset, metadata !"nobody", i256 %value)
  ret void
}

; loadimmutable and linkersymbol: the same value under the index of its
; name in the module's tables; a name is listed once.
; CHECK-LABEL: define i256 @link_values(
; CHECK-NEXT: %x = call i256 @llvm.evm.pushimmutable(i256 0)
; CHECK-NEXT: %y = call i256 @llvm.evm.pushimmutable(i256 1)
; CHECK-NEXT: %x2 = call i256 @llvm.evm.pushimmutable(i256 0)
; CHECK-NEXT: %l = call i256 @llvm.evm.pushlinkersymbol(i256 0)
define i256 @link_values(i256 %unused) {
  %x = call i256 @llvm.evm.loadimmutable(metadata !"x")
  %y = call i256 @llvm.evm.loadimmutable(metadata !"y")
  %x2 = call i256 @llvm.evm.loadimmutable(metadata !"x")
  %l = call i256 @llvm.evm.linkersymbol(metadata !"lib.sol:L")
  %a = add i256 %x, %y
  %b = add i256 %a, %x2
  %c = add i256 %b, %l
  ret i256 %c
}

; CHECK: declare i256 @llvm.evm.pushimmutable(i256) #[[ATTR:[0-9]+]]
; CHECK: declare i256 @llvm.evm.pushlinkersymbol(i256) #[[ATTR]]
; CHECK: attributes #[[ATTR]] = { nounwind willreturn memory(none) }
; CHECK: !evm.immutables = !{![[X:[0-9]+]], ![[Y:[0-9]+]]}
; CHECK: !evm.linkersymbols = !{![[L:[0-9]+]]}
; CHECK: ![[X]] = !{!"x"}
; CHECK: ![[Y]] = !{!"y"}
; CHECK: ![[L]] = !{!"lib.sol:L"}
