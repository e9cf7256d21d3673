// The C ABI of evm-unknown-unknown-lp64 (docs/c.md, "The C ABI"): the
// triple and data layout of the IR, the sizes and alignments of the C
// types (those of x86-64 Linux), struct layout, pointers in address
// spaces 1-6, and how clang's DefaultABIInfo passes arguments.
// RUN: %evm-cc -emit-llvm -S %s | FileCheck %s
// RUN: %evm-cc -emit-llvm -S %s -o %t.ll && FileCheck %s < %t.ll

// CHECK: target datalayout = "E-p:64:64-p1:256:256-p2:256:256-p3:256:256-p4:256:256-p5:256:256-p6:256:256-i64:64-i128:128-i256:256-S256"
// CHECK: target triple = "evm-unknown-unknown-lp64"

#include <stddef.h>
#include <stdint.h>

#define STORAGE __attribute__((address_space(5)))
#define CALLDATA __attribute__((address_space(2)))

// CHECK: @sizes = global [17 x i32] [i32 1, i32 2, i32 4, i32 8, i32 8, i32 8, i32 16, i32 32, i32 8, i32 8, i32 8, i32 4, i32 1, i32 32, i32 32, i32 16, i32 8]
int sizes[] = {sizeof(char),      sizeof(short),    sizeof(int),
               sizeof(long),      sizeof(long long), sizeof(void *),
               sizeof(__int128),  sizeof(unsigned _BitInt(256)),
               sizeof(size_t),    sizeof(ptrdiff_t), sizeof(intptr_t),
               sizeof(wchar_t),   sizeof(_Bool),
               sizeof(int STORAGE *), sizeof(char CALLDATA *),
               sizeof(long double), sizeof(unsigned _BitInt(33))};

// CHECK: @aligns = global [10 x i32] [i32 1, i32 2, i32 4, i32 8, i32 8, i32 8, i32 16, i32 32, i32 16, i32 32]
int aligns[] = {_Alignof(char),     _Alignof(short),  _Alignof(int),
                _Alignof(long),     _Alignof(long long), _Alignof(void *),
                _Alignof(__int128), _Alignof(unsigned _BitInt(256)),
                _Alignof(max_align_t), _Alignof(_BitInt(129))};

// Natural alignment, as on x86-64: c at 0, l at 8, i at 16, size 24.
struct S { char c; long l; int i; };
// CHECK: @layout = global [4 x i32] [i32 0, i32 8, i32 16, i32 24]
int layout[] = {offsetof(struct S, c), offsetof(struct S, l),
                offsetof(struct S, i), sizeof(struct S)};

// char is signed; the limits are LP64's.
// CHECK: @signs = global [3 x i32] [i32 1, i32 0, i32 1]
int signs[] = {(char)-1 < 0, (unsigned long)-1 == 0xffffffffu,
               SIZE_MAX == 0xffffffffffffffffu};

// CHECK: @macros = global [5 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1]
int macros[] = {
#if defined(__EVM__) && defined(__evm__)
    1,
#else
    0,
#endif
#if defined(__LP64__) && __SIZEOF_POINTER__ == 8 && __SIZEOF_LONG__ == 8
    1,
#else
    0,
#endif
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    1,
#else
    0,
#endif
#if __STDC_HOSTED__ == 1 && __STDC_VERSION__ == 201710L && !defined(__STRICT_ANSI__)
    1,
#else
    0,
#endif
#if !defined(__CHAR_UNSIGNED__) && defined(__GNUC__)
    1,
#else
    0,
#endif
};

// long is i64; a pointer is loaded as 8 bytes.
// CHECK-LABEL: define dso_local i64 @load_long(ptr noundef %pp)
// CHECK: load ptr, ptr %{{.*}}, align 8
// CHECK: load i64, ptr %{{.*}}, align 8
long load_long(long **pp) { return **pp; }

// Integers narrower than int are promoted (signext/zeroext).
// CHECK-LABEL: define dso_local signext i8 @promoted(i8 noundef signext %c, i16 noundef zeroext %u)
signed char promoted(signed char c, unsigned short u) { return c + u; }

// _BitInt(256) is i256, passed byval and returned through sret: clang's
// DefaultABIInfo passes a _BitInt wider than 128 bits indirectly.
// CHECK-LABEL: define dso_local void @add256(ptr {{.*}}sret(i256) align 32 %{{.*}}, ptr noundef byval(i256) align 32 %{{.*}}, ptr noundef byval(i256) align 32 %{{.*}})
// CHECK: add i256
unsigned _BitInt(256) add256(unsigned _BitInt(256) a, unsigned _BitInt(256) b) {
  return a + b;
}

// Structs: byval arguments, sret results.
// CHECK-LABEL: define dso_local void @swap(ptr {{.*}}sret(%struct.S) align 8 %{{.*}}, ptr noundef byval(%struct.S) align 8 %{{.*}})
struct S swap(struct S s) {
  struct S r = {s.c, s.i, (int)s.l};
  return r;
}

// Storage pointers are 256 bits wide: a word key.
// CHECK-LABEL: define dso_local i32 @storage_load(ptr addrspace(5) noundef %p)
// CHECK: load i32, ptr addrspace(5) %{{.*}}, align 4
int storage_load(int STORAGE *p) { return *p; }

// Variadic functions: va_list is a char *.
// CHECK-LABEL: define dso_local i32 @first_vararg(i32 noundef %n, ...)
// CHECK: call void @llvm.va_start.p0(ptr %{{.*}})
// CHECK: va_arg ptr %{{.*}}, i32
#include <stdarg.h>
int first_vararg(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int v = va_arg(ap, int);
  va_end(ap);
  return v + (int)sizeof(va_list);
}
