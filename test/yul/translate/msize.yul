// RUN: %evm-yul-frontend -S -o %t %s
// RUN: FileCheck %s < %t/0.ll
// A program that reads msize() sees every access that grows memory: all
// its memory accesses are volatile, so that none is removed or moved.
// Without memoryguard the program owns all of memory, which the module
// flag tells the backend.

{
  // CHECK: store volatile i256 1, ptr addrspace(1) inttoptr (i256 256 to ptr addrspace(1)), align 1
  // CHECK: load volatile i256, ptr addrspace(1) inttoptr (i256 512 to ptr addrspace(1)), align 1
  // CHECK: store volatile i8 2, ptr addrspace(1) inttoptr (i256 1024 to ptr addrspace(1)), align 1
  // CHECK: call void @llvm.evm.memmoveas1as1(i256 0, i256 0, i256 0, i1 true)
  // CHECK: call i256 @llvm.evm.msize()
  mstore(256, 1)
  pop(mload(512))
  mstore8(1024, 2)
  mcopy(0, 0, 0)
  sstore(0, msize())
}

// CHECK: !{i32 1, !"evm.memory-unsafe", i32 1}
