; RUN: %opt -passes="print<cost-model>" %s -o /dev/null 2>&1 | FileCheck %s
; RUN: %opt -passes="print<cost-model>" -cost-kind=code-size %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SIZE
; The EVM cost model (EVMTargetTransformInfo.cpp): one unit is a 3-gas
; opcode; opcode costs come from the gas table; i256 is the cheap type,
; narrower results pay a mask, wider ones pay per word (quadratically for
; mul, a bit-serial loop for division); storage costs SLOAD/SSTORE; a
; conditional jump costs PUSH+JUMPI+JUMPDEST; a builtin costs its opcode
; (one unit of code).
; CHECK: cost of 1 for instruction: {{.*}}%add = add i256 %a, %b
; CHECK: cost of 2 for instruction: {{.*}}%add64 = add i64 %c, %c
; CHECK: cost of 6 for instruction: {{.*}}%add512 = add i512 %d, %d
; CHECK: cost of 2 for instruction: {{.*}}%mul = mul i256 %a, %b
; CHECK: cost of 28 for instruction: {{.*}}%mul512 = mul i512 %d, %d
; CHECK: cost of 2 for instruction: {{.*}}%udiv = udiv i256 %a, %b
; CHECK: cost of 1 for instruction: {{.*}}%udiv2 = udiv i256 %a, 16
; CHECK: cost of 4 for instruction: {{.*}}%sdiv64 = sdiv i64 %c, %c
; CHECK: cost of 6144 for instruction: {{.*}}%udiv512 = udiv i512 %d, %d
; CHECK: cost of 1 for instruction: {{.*}}%shl = shl i256 %a, %b
; CHECK: cost of 2 for instruction: {{.*}}%cmp = icmp ult i256 %a, %b
; CHECK: cost of 5 for instruction: {{.*}}%sel = select i1 %cmp, i256 %a, i256 %b
; CHECK: cost of 1 for instruction: {{.*}}%lm = load i256, ptr addrspace(1) %m
; CHECK: cost of 2 for instruction: {{.*}}%lm8 = load i8, ptr addrspace(1) %m
; CHECK: cost of 1 for instruction: {{.*}}store i256 %a, ptr addrspace(1) %m
; CHECK: cost of 1 for instruction: {{.*}}store i8 0, ptr addrspace(1) %m
; CHECK: cost of 5 for instruction: {{.*}}store i64 %c, ptr addrspace(1) %m
; CHECK: cost of 34 for instruction: {{.*}}%ls = load i256, ptr addrspace(5) %s
; CHECK: cost of 34 for instruction: {{.*}}store i256 %a, ptr addrspace(5) %s
; CHECK: cost of 1 for instruction: {{.*}}%lc = load i256, ptr addrspace(2) %cd
; CHECK: cost of 2 for instruction: {{.*}}%bdiv = call i256 @llvm.evm.div(i256 %a, i256 %b)
; CHECK: cost of 3 for instruction: {{.*}}%bmulmod = call i256 @llvm.evm.mulmod(i256 %a, i256 %b, i256 %a)
; CHECK: cost of 1 for instruction: {{.*}}%bshl = call i256 @llvm.evm.shl(i256 %a, i256 %b)
; CHECK: cost of 5 for instruction: {{.*}}br i1 %f, label %t, label %e
; CHECK: cost of 4 for instruction: {{.*}}br label %e
; CHECK: cost of 1 for instruction: {{.*}}ret void
; SIZE: cost of 1 for instruction: {{.*}}%bmulmod = call i256 @llvm.evm.mulmod(
; SIZE: cost of 5 for instruction: {{.*}}br i1 %f
define void @costs(i256 %a, i256 %b, i64 %c, i512 %d, ptr addrspace(1) %m, ptr addrspace(5) %s, ptr addrspace(2) %cd, i1 %f) {
  %add = add i256 %a, %b
  %add64 = add i64 %c, %c
  %add512 = add i512 %d, %d
  %mul = mul i256 %a, %b
  %mul512 = mul i512 %d, %d
  %udiv = udiv i256 %a, %b
  %udiv2 = udiv i256 %a, 16
  %sdiv64 = sdiv i64 %c, %c
  %udiv512 = udiv i512 %d, %d
  %shl = shl i256 %a, %b
  %cmp = icmp ult i256 %a, %b
  %sel = select i1 %cmp, i256 %a, i256 %b
  %lm = load i256, ptr addrspace(1) %m
  %lm8 = load i8, ptr addrspace(1) %m
  store i256 %a, ptr addrspace(1) %m
  store i8 0, ptr addrspace(1) %m
  store i64 %c, ptr addrspace(1) %m
  %ls = load i256, ptr addrspace(5) %s
  store i256 %a, ptr addrspace(5) %s
  %lc = load i256, ptr addrspace(2) %cd
  %bdiv = call i256 @llvm.evm.div(i256 %a, i256 %b)
  %bmulmod = call i256 @llvm.evm.mulmod(i256 %a, i256 %b, i256 %a)
  %bshl = call i256 @llvm.evm.shl(i256 %a, i256 %b)
  br i1 %f, label %t, label %e
t:
  br label %e
e:
  ret void
}

declare i256 @llvm.evm.div(i256, i256)
declare i256 @llvm.evm.mulmod(i256, i256, i256)
declare i256 @llvm.evm.shl(i256, i256)
