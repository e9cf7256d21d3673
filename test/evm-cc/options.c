// The front end's options: -D, -U (in command-line order), -I (searched
// before the C library's headers), -std, -g and the -O levels.
// RUN: %evm-cc -emit-llvm -S -DVALUE=5 -D TWICE -UTWICE -DFLAG -I %S/Inputs %s | FileCheck %s --check-prefixes=CHECK,GNU17,O0
// RUN: %evm-cc -emit-llvm -S -DVALUE=5 -I%S/Inputs -DFLAG -std=c11 %s | FileCheck %s --check-prefixes=CHECK,C11
// RUN: %evm-cc -emit-llvm -S -DVALUE=5 -I %S/Inputs -DFLAG -std=c17 %s | FileCheck %s --check-prefixes=CHECK,C17
// RUN: %evm-cc -emit-llvm -S -DVALUE=5 -I %S/Inputs -DFLAG -std=gnu11 %s | FileCheck %s --check-prefixes=CHECK,GNU11
// RUN: %evm-cc -emit-llvm -S -g -DVALUE=5 -I %S/Inputs -DFLAG %s | FileCheck %s --check-prefix=DEBUG
// -emit-llvm -c: the front end's bitcode; at -O2 the functions are not
// optnone (the middle end runs on the linked program).
// RUN: %evm-cc -emit-llvm -c -O2 -DVALUE=5 -I %S/Inputs -DFLAG %s -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: %evm-cc -emit-llvm -c -O0 -DVALUE=5 -I %S/Inputs -DFLAG %s -o - | llvm-dis | FileCheck %s --check-prefixes=CHECK,O0

#include "config.h"
#include <stdio.h>

// CHECK: @value = global i32 5
int value = VALUE;
// CHECK: @included = global i32 11
int included = FROM_INCLUDE_DIR;
// CHECK: @user_stdio = global i32 1
int user_stdio = USER_STDIO;
#if defined(TWICE) || !defined(FLAG)
#error "-U did not undefine, or -D did not define"
#endif

// GNU17: @version = global i64 201710
// GNU17: @strict = global i32 0
// C11: @version = global i64 201112
// C11: @strict = global i32 1
// C17: @version = global i64 201710
// C17: @strict = global i32 1
// GNU11: @version = global i64 201112
// GNU11: @strict = global i32 0
long version = __STDC_VERSION__;
#ifdef __STRICT_ANSI__
int strict = 1;
#else
int strict = 0;
#endif

// O0: define dso_local i32 @f(i32 noundef %x) #[[ATTRS:[0-9]+]]
// O0: attributes #[[ATTRS]] = { noinline nounwind optnone
// O2: define dso_local i32 @f(i32 noundef %x) #[[ATTRS:[0-9]+]]
// O2-NOT: optnone
// O2: attributes #[[ATTRS]] = { nounwind "no-trapping-math"
int f(int x) { return x + 1; }

// -g: line tables, for the backend's source map.
// DEBUG: define dso_local i32 @f(i32 noundef %x) {{.*}}!dbg
// DEBUG: !DICompileUnit(language: DW_LANG_C11, file: ![[FILE:[0-9]+]]{{.*}}emissionKind: LineTablesOnly
// DEBUG: ![[FILE]] = !DIFile(filename: "{{.*}}options.c"
// DEBUG: !DILocation(line: [[@LINE-6]],
