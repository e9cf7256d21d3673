// RUN: %evm-yul-frontend -S -o %t %s
// RUN: FileCheck %s < %t/0.ll
// Each assignment to a function's result is described by a debug value of
// the result's variable, at the assignment's location: once the function
// is inlined and its result folded to a constant, that is what says where
// the constant came from (EVMLiftDebugConstants, docs/yul.md "Source
// positions"). Parameters and other variables are not described, nor the
// zero a result starts with.

{
  let x, y := f(calldataload(0))
  sstore(x, y)

  // CHECK-LABEL: define internal { i256, i256 } @f(i256 %a)
  // CHECK-NEXT:  entry:
  // CHECK-NEXT:    %[[T:[0-9]+]] = add i256 %a, 1
  // CHECK-NEXT:    #dbg_value(i256 %[[T]], ![[R:[0-9]+]], !DIExpression(), ![[RLOC:[0-9]+]])
  // CHECK-NOT:     #dbg_value
  // CHECK:       if.then:
  // CHECK-NEXT:    #dbg_value(i256 7, ![[S:[0-9]+]], !DIExpression(), ![[SLOC:[0-9]+]])
  // CHECK-NOT:     #dbg_value
  // CHECK:       ret { i256, i256 }
  function f(a) -> r, s {
    let t := add(a, 1)
    r := t
    if a { s := 7 }
  }
}

// The variables are the results, in the function's scope, marked as
// results; the locations are the assignments'.
// CHECK-DAG: ![[R]] = !DILocalVariable(name: "r", scope: ![[F:[0-9]+]], file: !{{[0-9]+}}, line: {{[0-9]+}}, type: ![[WORD:[0-9]+]], annotations: ![[MARK:[0-9]+]])
// CHECK-DAG: ![[S]] = !DILocalVariable(name: "s", scope: ![[F]], file: !{{[0-9]+}}, line: {{[0-9]+}}, type: ![[WORD]], annotations: ![[MARK]])
// CHECK-DAG: ![[MARK]] = !{!"evm.result"}
// CHECK-DAG: ![[WORD]] = !DIBasicType(name: "word", size: 256, encoding: DW_ATE_unsigned)
// CHECK-DAG: ![[F]] = distinct !DISubprogram(name: "f",
// CHECK-DAG: ![[RLOC]] = !DILocation(line: {{[0-9]+}}, scope: ![[F]])
// CHECK-DAG: ![[SLOC]] = !DILocation(line: {{[0-9]+}}, scope: ![[F]])
