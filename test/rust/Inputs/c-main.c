/* A C program calling a Rust library (rust-library.rs, #![no_main]): C's
   main is the entry; both print to the one output. u256 and Rust's U256
   pass between them as C passes _BitInt(256). */
#include <evm.h>
#include <stdio.h>

struct stats {
  long count, sum;
  unsigned char max;
};

long rust_fib(int n);
struct stats rust_stats(const unsigned char *p, unsigned long n);
u256 rust_u256_mix(u256 a, u256 b);
void rust_greet(const char *who);

u256 c_u256_square(u256 x) { return x * x; }

int main(void) {
  rust_greet("C");
  printf("fib(30) = %ld\n", rust_fib(30));
  unsigned char bytes[] = {3, 250, 7, 9, 100};
  struct stats s = rust_stats(bytes, sizeof bytes);
  printf("stats %ld %ld %u\n", s.count, s.sum, s.max);
  u256 m = rust_u256_mix((u256)1 << 200, 12345);
  printf("mix %llx %llx\n", (unsigned long long)(m >> 192),
         (unsigned long long)m);
  return 0;
}
