// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// Recursive functions that hand the address of a local down the recursion:
// each activation needs its own (EVMActivationFrames, docs/calling-convention.md
// "Recursion"). A recursive-descent parser whose cursor is a local copy
// passed by address, a local array passed to the next level, which writes
// into it, and the heap in use at the same time (the frames then come from
// malloc and free).
#include <stdio.h>
/* A recursive-descent parser whose cursor is a local copied and handed
   down the recursion by address. */
static int expr(const char **p);
static int atom(const char **p) {
  const char *q = *p; /* local copy, its address passed down */
  if (*q == '(') {
    ++q;
    int v = expr(&q);
    ++q; /* ')' */
    *p = q;
    return v;
  }
  int v = 0;
  while (*q >= '0' && *q <= '9') v = v * 10 + (*q++ - '0');
  *p = q;
  return v;
}
static int expr(const char **p) {
  const char *q = *p;
  int v = atom(&q);
  while (*q == '+' || *q == '*') {
    char op = *q++;
    int w = atom(&q);
    v = op == '+' ? v + w : v * w;
  }
  *p = q;
  return v;
}
/* A local array passed to itself. */
static int sum_levels(int n, int *parent) {
  int mine[4];
  for (int i = 0; i < 4; i++) mine[i] = (parent ? parent[i] : 0) + n * (i + 1);
  if (n == 0) return mine[0] + mine[1] + mine[2] + mine[3];
  return sum_levels(n - 1, mine) + mine[3];
}
#include <stdlib.h>
/* A tree built on the heap by a recursion whose path buffer is a local
   array passed down. */
struct node { int depth; struct node *left, *right; };
static struct node *build(int depth, int *path, int *count) {
  int here[8];
  for (int i = 0; i < 8; i++) here[i] = path ? path[i] : 0;
  here[depth] = depth + 1;
  struct node *n = malloc(sizeof *n);
  n->depth = here[depth] + (path ? path[depth > 0 ? depth - 1 : 0] : 0);
  ++*count;
  n->left = depth < 4 ? build(depth + 1, here, count) : 0;
  n->right = depth < 3 ? build(depth + 1, here, count) : 0;
  return n;
}
static int total(const struct node *n) {
  return n ? n->depth + total(n->left) + total(n->right) : 0;
}
int main(void) {
  int count = 0;
  struct node *t = build(0, 0, &count);
  printf("%d %d\n", count, total(t));
  const char *s = "(1+2)*(3+(4*5))+6";
  printf("%d\n", expr(&s));
  printf("%d\n", sum_levels(5, 0));
  return 0;
}
