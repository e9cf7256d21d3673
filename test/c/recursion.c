// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// RUN: python3 %{root}/scripts/fuzz/c-difftest.py --opt=-O1 --opt=-Os --opt=-O3 %s
// Recursion: a recursive-descent calculator over strings, Ackermann,
// mutual recursion, the towers of Hanoi, and permutations. Also at -O1,
// -Os and -O3, where printf's variadic buffer in the recursive functions
// was once refused (the allocator for a block per activation was gone).
#include <stdio.h>
#include <string.h>

static const char *pos;

static long expr(void);

static void skip(void) {
  while (*pos == ' ')
    pos++;
}

static long factor(void) {
  skip();
  if (*pos == '(') {
    pos++;
    long v = expr();
    skip();
    pos++; // ')'
    return v;
  }
  if (*pos == '-') {
    pos++;
    return -factor();
  }
  long v = 0;
  while (*pos >= '0' && *pos <= '9')
    v = v * 10 + (*pos++ - '0');
  return v;
}

static long term(void) {
  long v = factor();
  for (;;) {
    skip();
    if (*pos == '*') { pos++; v *= factor(); }
    else if (*pos == '/') { pos++; long d = factor(); v = d ? v / d : 0; }
    else if (*pos == '%') { pos++; long d = factor(); v = d ? v % d : 0; }
    else return v;
  }
}

static long expr(void) {
  long v = term();
  for (;;) {
    skip();
    if (*pos == '+') { pos++; v += term(); }
    else if (*pos == '-') { pos++; v -= term(); }
    else return v;
  }
}

static unsigned ackermann(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static long moves;
static void hanoi(int n, char from, char to, char via) {
  if (n == 0) return;
  hanoi(n - 1, from, via, to);
  if (n >= 4) printf("move disk %d %c->%c\n", n, from, to);
  moves++;
  hanoi(n - 1, via, to, from);
}

static int count;
static void permute(char *s, int k, int n) {
  if (k == n) {
    if (++count % 7 == 1) printf("perm %d: %s\n", count, s);
    return;
  }
  for (int i = k; i < n; i++) {
    char t = s[k]; s[k] = s[i]; s[i] = t;
    permute(s, k + 1, n);
    t = s[k]; s[k] = s[i]; s[i] = t;
  }
}

static unsigned long fib(int n) { return n < 2 ? (unsigned long)n : fib(n - 1) + fib(n - 2); }

int main(void) {
  const char *exprs[] = {"1 + 2 * 3", "(1 + 2) * 3", "-(4 - 10) * (7 % 4) / 2",
                         "100 / (5 - 5) + 8", "2*(3*(4*(5*(6+1))))-17"};
  for (int i = 0; i < 5; i++) {
    pos = exprs[i];
    printf("%-26s = %ld\n", exprs[i], expr());
  }
  printf("ackermann(2, 3) = %u, (3, 3) = %u\n", ackermann(2, 3), ackermann(3, 3));
  printf("even(37) = %d, odd(37) = %d\n", is_even(37), is_odd(37));
  hanoi(6, 'A', 'C', 'B');
  printf("%ld moves\n", moves);
  char word[] = "abcde";
  permute(word, 0, (int)strlen(word));
  printf("%d permutations, fib(20) = %lu\n", count, fib(20));
  return 0;
}
