/* The C half of interop.rs: functions Rust calls, and C calling Rust back.
   Compiled with bin/evm-cc on the EVM, with clang-22 natively. */
#include <stdio.h>
#include <string.h>

struct point {
  int x;
  long y;
  unsigned char tag;
};
struct pair {
  unsigned char a, b;
};

/* Defined in interop.rs. */
long rust_square(long x);
struct point rust_make_point(int x, long y);
void rust_show(const char *label, long value);

int c_add(int a, int b) { return a + b; }
long c_mul_long(long a, long b) { return a * b; }
signed char c_neg_char(signed char c) { return (signed char)-c; }
char c_plain_char(char c) { return c; }
unsigned short c_ushort_twice(unsigned short v) { return (unsigned short)(v * 2); }
__int128 c_i128_square(__int128 x) { return x * x; }
_Bool c_is_even(unsigned long v) { return v % 2 == 0; }
unsigned long c_strlen(const char *s) { return strlen(s); }

struct point c_point_scale(struct point p, int k) {
  p.x *= k;
  p.y *= k;
  p.tag = (unsigned char)(p.tag + 1);
  return p;
}

struct pair c_pair_swap(struct pair p) {
  struct pair q = {p.b, p.a};
  return q;
}

void c_fill(unsigned char *buf, unsigned long n, unsigned char v) {
  memset(buf, v, n);
}

int c_print(const char *what, int n) {
  int written = printf("C prints %s %d\n", what, n);
  fflush(stdout);
  return written;
}

/* Through a pointer to a Rust function. */
long c_sum_with(long (*f)(long), long n) {
  long s = 0;
  for (long i = 1; i <= n; i++)
    s += f(i);
  return s;
}

/* Calls Rust by name. */
long c_calls_rust(long x) {
  struct point p = rust_make_point((int)x, x * 1000);
  rust_show("from C", rust_square(x) + p.y + p.tag);
  return rust_square(p.x);
}
