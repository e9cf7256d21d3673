// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// The heap: matrices of int64 allocated row by row, a growing array by
// realloc, calloc's zeroes after memory was used and freed, and a
// histogram printed with widths.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int64_t **matrix(int n, int64_t seed) {
  int64_t **m = malloc(n * sizeof *m);
  for (int i = 0; i < n; i++) {
    m[i] = malloc(n * sizeof **m);
    for (int j = 0; j < n; j++)
      m[i][j] = (seed * (i + 1) + j * 7) % 19 - 9;
  }
  return m;
}

static void release(int64_t **m, int n) {
  for (int i = 0; i < n; i++)
    free(m[i]);
  free(m);
}

int main(void) {
  enum { N = 6 };
  int64_t **a = matrix(N, 3), **b = matrix(N, 5), **c = matrix(N, 0);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      c[i][j] = 0;
      for (int k = 0; k < N; k++)
        c[i][j] += a[i][k] * b[k][j];
    }
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      printf("%5lld", (long long)c[i][j]);
    printf("\n");
  }
  release(a, N);
  release(b, N);

  size_t cap = 1, len = 0;
  unsigned *squares = malloc(cap * sizeof *squares);
  for (unsigned v = 1; v <= 300; v++) {
    if (len == cap) {
      cap *= 2;
      squares = realloc(squares, cap * sizeof *squares);
    }
    squares[len++] = v * v;
  }
  unsigned long sum = 0;
  for (size_t i = 0; i < len; i++)
    sum += squares[i];
  printf("%zu squares in %zu slots, sum %lu, last %u\n", len, cap, sum,
         squares[len - 1]);

  char *scratch = malloc(1000);
  memset(scratch, 'x', 1000);
  free(scratch);
  int *zeroes = calloc(250, sizeof *zeroes);
  int nonzero = 0;
  for (int i = 0; i < 250; i++)
    nonzero += zeroes[i] != 0;
  printf("calloc: %d non-zero\n", nonzero);

  int histogram[10] = {0};
  for (size_t i = 0; i < len; i++)
    histogram[squares[i] % 10]++;
  for (int d = 0; d < 10; d++)
    if (histogram[d])
      printf("%d: %-*s| %d\n", d, histogram[d] / 4, "", histogram[d]);
  free(squares);
  free(zeroes);
  release(c, N);
  return 0;
}
