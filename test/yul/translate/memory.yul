// RUN: %evm-yul-frontend -S -o %t %s
// RUN: FileCheck %s < %t/0.ll
// Memory, storage and transient storage are loads and stores of words at
// an offset from null in their address space (docs/ir-dialect.md): one
// base, so alias analysis compares the offsets.

object "Memory" {
  code {
    // memoryguard: the backend's frames go above 0x80, and the program
    // gets the first address above them.
    // CHECK: %[[FREE:[0-9]+]] = call i256 @llvm.evm.memoryguard(i256 128)
    // CHECK: store i256 %[[FREE]], ptr addrspace(1) inttoptr (i256 64 to ptr addrspace(1)), align 1
    mstore(64, memoryguard(0x80))

    // CHECK: %[[P:[0-9]+]] = call i256 @llvm.evm.calldataload(i256 0)
    // CHECK: %[[ADDR:[0-9]+]] = inttoptr i256 %[[P]] to ptr addrspace(1)
    // CHECK: %[[V:[0-9]+]] = load i256, ptr addrspace(1) %[[ADDR]], align 1
    let p := calldataload(0)
    let v := mload(p)
    // mstore8 stores the low byte.
    // CHECK: %[[BYTE:[0-9]+]] = trunc i256 %[[V]] to i8
    // CHECK: store i8 %[[BYTE]], ptr addrspace(1) inttoptr (i256 31 to ptr addrspace(1)), align 1
    mstore8(31, v)
    // CHECK: call void @llvm.evm.memmoveas1as1(i256 0, i256 %[[P]], i256 64, i1 false)
    mcopy(0, p, 64)

    // Storage keys and transient storage keys.
    // CHECK: %[[SKEY:[0-9]+]] = inttoptr i256 %[[P]] to ptr addrspace(5)
    // CHECK: load i256, ptr addrspace(5) %[[SKEY]], align 1
    // CHECK: store i256 %{{[0-9]+}}, ptr addrspace(5) inttoptr (i256 1 to ptr addrspace(5)), align 1
    // CHECK: %[[TKEY:[0-9]+]] = inttoptr i256 %[[P]] to ptr addrspace(6)
    // CHECK: load i256, ptr addrspace(6) %[[TKEY]], align 1
    // CHECK: store i256 %{{[0-9]+}}, ptr addrspace(6) inttoptr (i256 2 to ptr addrspace(6)), align 1
    sstore(1, sload(p))
    tstore(2, tload(p))

    // The copies and the environment are the backend's builtins.
    // CHECK: call void @llvm.evm.calldatacopy(i256 0, i256 4, i256 32)
    // CHECK: call void @llvm.evm.codecopy(i256 0, i256 0, i256 32)
    // CHECK: call void @llvm.evm.returndatacopy(i256 0, i256 0, i256 0)
    // CHECK: call void @llvm.evm.log2(i256 0, i256 32, i256 1, i256 2)
    // CHECK: call i256 @llvm.evm.call(i256 %{{[0-9]+}}, i256 %{{[0-9]+}}, i256 0, i256 0, i256 0, i256 0, i256 0)
    calldatacopy(0, 4, 32)
    codecopy(0, 0, 32)
    returndatacopy(0, 0, 0)
    log2(0, 32, 1, 2)
    pop(call(gas(), caller(), 0, 0, 0, 0, 0))
    // CHECK: call void @llvm.evm.revert(i256 0, i256 0)
    revert(0, 0)
  }
}

// With memoryguard the module says nothing about memory; without it, it
// is memory-unsafe (msize.yul).
// CHECK-NOT: evm.memory-unsafe
