/* malloc, calloc, realloc and free under random use: up to 300 live
   blocks of random sizes (mostly small, some up to 40 KB), each filled
   with a pattern of its own. Every operation checks that the block is
   16-byte aligned, does not overlap any live block, that calloc's block is
   zero (also when it reuses freed memory) and that realloc kept the
   contents; every free checks the pattern. Prints one line per 1000
   operations and a total, the same with any correct allocator. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SLOTS = 300, OPS = 60000 };

static struct {
  unsigned char *p;
  size_t size;
  unsigned char fill;
} live[SLOTS];

static unsigned long long seed = 7;
static unsigned next(unsigned n) {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(seed >> 33) % n;
}

static size_t random_size(void) {
  switch (next(10)) {
  case 0:
    return next(40000);
  case 1:
  case 2:
    return next(1000);
  default:
    return next(64);
  }
}

static unsigned long failures;
static void check(int ok, const char *what, unsigned op) {
  if (!ok && failures++ < 10)
    printf("op %u: %s\n", op, what);
}

/* The new block of slot i: aligned, clear of every other live block. */
static void check_placement(unsigned i, unsigned op) {
  uintptr_t a = (uintptr_t)live[i].p;
  check(a % 16 == 0, "misaligned", op);
  for (unsigned j = 0; j < SLOTS; ++j) {
    uintptr_t b = (uintptr_t)live[j].p;
    if (j == i || !live[j].p)
      continue;
    check(a + live[i].size <= b || b + live[j].size <= a, "overlap", op);
  }
}

static int has_fill(unsigned i, size_t n) {
  for (size_t k = 0; k < n; ++k)
    if (live[i].p[k] != (unsigned char)(live[i].fill + k))
      return 0;
  return 1;
}

static void fill(unsigned i) {
  for (size_t k = 0; k < live[i].size; ++k)
    live[i].p[k] = (unsigned char)(live[i].fill + k);
}

int main(void) {
  unsigned long mallocs = 0, reallocs = 0, frees = 0, bytes = 0;
  for (unsigned op = 1; op <= OPS; ++op) {
    unsigned i = next(SLOTS);
    if (!live[i].p) {
      size_t size = random_size();
      if (next(4)) {
        live[i].p = malloc(size);
      } else {
        size_t count = next(8) + 1;
        size = size / count * count;
        live[i].p = calloc(count, size / count);
        int zero = 1;
        for (size_t k = 0; k < size; ++k)
          zero &= live[i].p[k] == 0;
        check(zero, "calloc not zero", op);
      }
      live[i].size = size;
      live[i].fill = (unsigned char)op;
      check(live[i].p != NULL, "out of memory", op);
      check_placement(i, op);
      fill(i);
      ++mallocs, bytes += size;
    } else if (next(3) == 0) {
      size_t size = random_size();
      size_t kept = size < live[i].size ? size : live[i].size;
      unsigned char *p = realloc(live[i].p, size);
      if (size) {
        live[i].p = p;
        check(has_fill(i, kept), "realloc lost contents", op);
        live[i].size = size;
        check_placement(i, op);
        fill(i);
      } else { /* realloc(p, 0) frees p, as glibc does */
        live[i].p = NULL;
      }
      ++reallocs, bytes += size;
    } else {
      check(has_fill(i, live[i].size), "contents changed", op);
      free(live[i].p);
      live[i].p = NULL;
      ++frees;
    }
    if (op % 10000 == 0)
      printf("%u operations, %lu failures\n", op, failures);
  }
  for (unsigned i = 0; i < SLOTS; ++i) {
    if (live[i].p)
      check(has_fill(i, live[i].size), "contents changed", OPS);
    free(live[i].p);
  }
  free(NULL);
  /* Through volatile: a compiler may assume an unused malloc succeeds. */
  volatile size_t huge = (size_t)-1 / 2, half = (size_t)1 << 40;
  void *volatile p = malloc(huge);
  check(p == NULL, "absurd size allocated", OPS);
  p = calloc(half, half);
  check(p == NULL, "calloc overflow allocated", OPS);
  printf("%lu malloc, %lu realloc, %lu free, %lu bytes, %lu failures\n",
         mallocs, reallocs, frees, bytes, failures);
  return 0;
}
