// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// Functions that LLVM would place in sections of their own: cold ones
// (.text.unlikely.), hot ones (.text.hot.), one with a section attribute,
// and a cold function that main reaches only on a rare path. All of them
// must be in the bytecode (docs/ir-dialect.md, "Sections").
#include <stdio.h>

__attribute__((cold, noinline)) unsigned long slow(unsigned long x) {
  return x * 3 + 1;
}

__attribute__((hot, noinline)) unsigned long fast(unsigned long x) {
  return x ^ 0x5a5a;
}

__attribute__((noinline, section(".text.mine"))) unsigned long
mine(unsigned long x) {
  return x + 1000;
}

__attribute__((section(".data.mine"))) unsigned long table[4] = {7, 11, 13, 17};

__attribute__((cold, noinline)) static void report(const char *what,
                                                   unsigned long v) {
  printf("rare: %s %lu\n", what, v);
}

int main(void) {
  unsigned long sum = 0;
  for (unsigned long i = 0; i < 20; i++) {
    unsigned long v = slow(i) + fast(i) + mine(i) + table[i % 4];
    if (v % 7 == 0)
      report("multiple of 7", v);
    sum += v;
  }
  printf("sum %lu\n", sum);
  return 0;
}
