/* The program model of the C library (docs/c.md), one case per build
   (-DCASE=name): what reaches the output and how the program ends. The
   native stand-in of RETURN exits with status 0, that of REVERT with 1. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define IS(name) (__builtin_strcmp(CASE_NAME, #name) == 0)
#define STR2(x) #x
#define STR(x) STR2(x)
#define CASE_NAME STR(CASE)

static void first(void) { puts("atexit: registered first, runs last"); }
static void second(void) {
  puts("atexit: registered second, runs first");
  atexit(first); /* a handler may register another; it runs next */
}

/* An address as a number the compiler cannot reason about: it may assume
   that two allocations never have the same address, and remove one that
   is not used. */
static unsigned long addr(void *p) {
  volatile unsigned long a = (unsigned long)p;
  return a;
}

/* Calls itself n times, then exits. */
static void deep(int n) {
  if (n > 0)
    deep(n - 1);
  else if (n == 0)
    exit(0);
}

int main(void) {
  printf("case %s\n", CASE_NAME);
  if (IS(return_zero))
    return 0;
  if (IS(return_nonzero))
    return 3;
  if (IS(exit_nested))
    deep(10);
  if (IS(exit_nonzero))
    exit(EXIT_FAILURE);
  if (IS(abort))
    abort();
  if (IS(stderr)) {
    fputs("to stderr\n", stderr);
    fprintf(stdout, "to stdout %d\n", 2);
    fputc('!', stderr);
    putchar('\n');
    fwrite("written\n", 1, 8, stdout);
    fflush(stdout);
    return 0;
  }
  if (IS(atexit)) {
    atexit(second);
    return 0;
  }
  if (IS(quick_exit)) {
    atexit(second);
    _Exit(0);
  }
  if (IS(assert)) {
    int two = 2;
    (void)two;
    assert(two == 2);
    assert(two + 1 == 2);
    puts("no assertion failed");
    return 0;
  }
  if (IS(big_output)) {
    /* Past the buffer's first sizes: it grows by doubling. */
    long sum = 0;
    for (int i = 0; i < 5000; ++i)
      sum += printf("%d,", i);
    printf("\n%ld\n", sum);
    return 0;
  }
  if (IS(heap_reuse)) {
    /* Freed blocks are reused and merged: the heap does not grow when the
       same sizes come and go, realloc of the last block grows in place,
       and a large block fits where two freed neighbours were. */
    char *a = malloc(100), *b = malloc(100), *c = malloc(100);
    addr(b);
    free(a);
    char *a2 = malloc(90);
    printf("reused: %d\n", addr(a2) == addr(a));
    free(a2);
    free(b);
    char *ab = malloc(200);
    printf("merged: %d\n", addr(ab) == addr(a));
    char *grown = realloc(c, 5000);
    printf("grown in place: %d\n", addr(grown) == addr(c));
    char *top = malloc(1);
    addr(top);
    free(top);
    for (int i = 0; i < 1000; ++i) {
      char *p = malloc(1 + i % 300);
      addr(p);
      free(p);
    }
    char *again = malloc(1);
    printf("no growth: %d\n", addr(again) == addr(top));
    printf("aligned to 32: %d\n", (addr(again) & 31) == 0);
    return 0;
  }
  printf("unknown case\n");
  return 2;
}
