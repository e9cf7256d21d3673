; RUN: not %llc -march=evm -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; RUN: not %llc -march=evm -O0 -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not="LLVM ERROR" --implicit-check-not="Stack dump"
; RUN: sed -e 's/call i256 @llvm.evm.heapstart()/add i256 0, 0/' %s | %llc -march=evm -verify-machineinstrs -o /dev/null
; A recursive function that hands a local's address down the recursion
; gets memory of its own per activation (EVMActivationFrames). Without
; __evm_frame_alloc and __evm_frame_free, or malloc and free, to take it
; from, the blocks would be a stack from the heap start: that is an error
; when the module uses the heap itself (here @bump), since the two would
; overlap. Without @bump's heapstart the module compiles (last RUN line).

; CHECK: error: {{.*}}in function descend {{.*}}: the address of a local variable of this recursive function escapes, so each activation needs memory of its own, but the module uses the heap (llvm.evm.heapstart) without malloc and free: define __evm_frame_alloc(i256 size) and __evm_frame_free(ptr, i256 size) on its allocator (docs/memory-map.md)
define void @descend(i256 %n) {
  %local = alloca i256
  store i256 %n, ptr %local
  call void @helper(ptr %local)
  ret void
}
define void @helper(ptr %p) {
  %v = load i256, ptr %p
  %done = icmp eq i256 %v, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i256 %v, 1
  call void @descend(i256 %m)
  br label %exit
exit:
  ret void
}

declare i256 @llvm.evm.heapstart()
define i256 @bump() {
  %h = call i256 @llvm.evm.heapstart()
  ret i256 %h
}
