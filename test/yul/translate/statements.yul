// RUN: %evm-yul-frontend -S -o %t %s
// RUN: FileCheck %s < %t/0.ll
// Control flow and functions. Variables are SSA values (PHIs where control
// flow joins), never memory.

{
  // CHECK-LABEL: define void @__entry()
  // CHECK-NOT: alloca

  // A function is visible before its definition; several results are a
  // struct.
  // CHECK: %[[R:[0-9]+]] = call { i256, i256 } @divmod(i256 17, i256 5)
  // CHECK: extractvalue { i256, i256 } %[[R]], 0
  // CHECK: extractvalue { i256, i256 } %[[R]], 1
  let q, r := divmod(17, 5)

  // for: the condition is tested before each iteration; continue goes to
  // the post block, break out of the loop.
  // CHECK: br label %for.cond
  // CHECK: for.cond:
  // CHECK-NEXT: %i.0 = phi i256 [ 0, %entry ], [ %[[NEXT:[0-9]+]], %for.post ]
  // CHECK: br i1 %{{[0-9]+}}, label %for.body, label %for.end
  // CHECK: for.body:
  // CHECK: br i1 %{{[0-9]+}}, label %if.then, label %if.end
  // CHECK: for.post:
  // CHECK-NEXT: %[[NEXT]] = add i256 %i.0, 1
  // CHECK-NEXT: br label %for.cond
  // CHECK: for.end:
  for { let i := 0 } lt(i, 10) { i := add(i, 1) } {
    if eq(i, 3) { continue }
    if eq(i, 7) { break }
    sstore(i, q)
  }

  // switch: one IR switch, the default last.
  // CHECK: switch i256 %{{[0-9]+}}, label %switch.default [
  // CHECK-NEXT: i256 0, label %switch.case
  // CHECK-NEXT: i256 44047497324925121336511606693520958599579173549109180625971642598225011015680, label %switch.case{{[0-9]+}}
  // CHECK-NEXT: ]
  switch calldataload(0)
  case 0 { sstore(20, 1) }
  case "ab" { sstore(20, 2) }
  default { sstore(20, r) }

  // A switch without default falls through to its end (one case is a
  // conditional branch).
  // CHECK: %cond = icmp eq i256 %{{[0-9]+}}, 1
  // CHECK-NEXT: br i1 %cond, label %switch.case{{[0-9]+}}, label %switch.end{{[0-9]+}}
  switch calldataload(32)
  case 1 { sstore(21, 1) }

  // Names that LLVM or the backend reserve are renamed.
  // CHECK: call void @yul.llvm.evm.foo()
  // CHECK: call void @yul.__entry()
  llvm.evm.foo()
  __entry()

  // Code after return is dropped: nothing reaches it.
  // CHECK: call void @llvm.evm.return(i256 0, i256 0)
  // CHECK-NEXT: unreachable
  // CHECK-NOT: sstore
  return(0, 0)
  sstore(99, 99)

  // leave returns with the results' current values; a result starts at 0.
  // CHECK-LABEL: define internal { i256, i256 } @divmod(i256 %a, i256 %b)
  // CHECK: br i1 %{{[0-9]+}}, label %if.then, label %if.end
  // CHECK: if.then:
  // CHECK-NEXT: br label %return
  // CHECK: return:
  // CHECK-NEXT: %[[QUO:.*]] = phi i256 [ 0, %if.then ], [ %{{[0-9]+}}, %if.end ]
  // CHECK-NEXT: %[[REM:.*]] = phi i256 [ 0, %if.then ], [ %{{[0-9]+}}, %if.end ]
  // CHECK-NEXT: %[[S:[0-9]+]] = insertvalue { i256, i256 } poison, i256 %[[QUO]], 0
  // CHECK-NEXT: %[[T:[0-9]+]] = insertvalue { i256, i256 } %[[S]], i256 %[[REM]], 1
  // CHECK-NEXT: ret { i256, i256 } %[[T]]
  function divmod(a, b) -> quo, rem {
    if iszero(b) { leave }
    quo := div(a, b)
    rem := mod(a, b)
  }

  // CHECK-LABEL: define internal void @yul.llvm.evm.foo()
  function llvm.evm.foo() {}
  // CHECK-LABEL: define internal void @yul.__entry()
  function __entry() {}
}
