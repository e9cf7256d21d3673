// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// qsort with comparison functions through pointers, bsearch, a table of
// operations, and a small stack machine interpreted with a switch.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct city { const char *name; int population; signed char zone; };

static int by_population(const void *a, const void *b) {
  const struct city *x = a, *y = b;
  return (x->population > y->population) - (x->population < y->population);
}
static int by_zone_then_name(const void *a, const void *b) {
  const struct city *x = a, *y = b;
  if (x->zone != y->zone)
    return x->zone - y->zone;
  return strcmp(x->name, y->name);
}
static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return x < y ? -1 : x > y;
}

enum op { PUSH, ADD, SUB, MUL, DIV, DUP, SWAP, JNZ, PRINT, HALT };
struct insn { enum op op; long arg; };

static long run(const struct insn *code) {
  long stack[32];
  int sp = 0, pc = 0, steps = 0;
  for (;;) {
    const struct insn *i = &code[pc++];
    steps++;
    switch (i->op) {
    case PUSH: stack[sp++] = i->arg; break;
    case ADD: sp--; stack[sp - 1] += stack[sp]; break;
    case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
    case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
    case DIV: sp--; stack[sp - 1] /= stack[sp]; break;
    case DUP: stack[sp] = stack[sp - 1]; sp++; break;
    case SWAP: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; break; }
    case JNZ: if (stack[--sp]) pc = (int)i->arg; break;
    case PRINT: printf("  top = %ld\n", stack[sp - 1]); break;
    case HALT: printf("  %d steps\n", steps); return stack[sp - 1];
    default: return -1;
    }
  }
}

static long add(long a, long b) { return a + b; }
static long sub(long a, long b) { return a - b; }
static long mul(long a, long b) { return a * b; }
static long (*const ops[])(long, long) = {add, sub, mul};

int main(void) {
  struct city cities[] = {
      {"Lagos", 15388000, 1}, {"Lima", 10719000, -5}, {"Oslo", 709000, 1},
      {"Quito", 2011000, -5}, {"Perth", 2141000, 8}, {"Accra", 2514000, 0},
      {"Dhaka", 23210000, 6}, {"Bern", 134000, 1},
  };
  size_t n = sizeof cities / sizeof cities[0];
  qsort(cities, n, sizeof cities[0], by_population);
  for (size_t i = 0; i < n; i++)
    printf("%-6s %9d\n", cities[i].name, cities[i].population);
  qsort(cities, n, sizeof cities[0], by_zone_then_name);
  for (size_t i = 0; i < n; i++)
    printf("%+3d %s\n", cities[i].zone, cities[i].name);

  int numbers[200];
  unsigned seed = 12345;
  for (int i = 0; i < 200; i++) {
    seed = seed * 1103515245u + 12345u;
    numbers[i] = (int)(seed >> 8) % 1000 - 500;
  }
  qsort(numbers, 200, sizeof numbers[0], cmp_int);
  unsigned long checksum = 0;
  for (int i = 0; i < 200; i++)
    checksum = checksum * 31 + (unsigned long)numbers[i];
  printf("sorted: %d %d %d ... %d, checksum %lu\n", numbers[0], numbers[1],
         numbers[2], numbers[199], checksum);
  int key = numbers[137];
  int *hit = bsearch(&key, numbers, 200, sizeof numbers[0], cmp_int);
  printf("bsearch %d: %s\n", key, hit && *hit == key ? "found" : "missing");
  key = 501;
  printf("bsearch %d: %s\n", key,
         bsearch(&key, numbers, 200, sizeof(int), cmp_int) ? "found" : "missing");

  for (int i = 0; i < 3; i++)
    printf("ops[%d](7, 5) = %ld\n", i, ops[i](7, 5));

  // 10! by a loop: acc n -> while n: acc *= n; n -= 1
  const struct insn fact[] = {
      {PUSH, 1}, {PUSH, 10},                       // acc n
      {DUP, 0}, {JNZ, 5}, {HALT, 0},               // 2: if n == 0 halt
      {DUP, 0}, {PUSH, 0}, {SWAP, 0}, {SUB, 0},    // 5: acc n -n
      {SWAP, 0}, {PUSH, 0}, {SWAP, 0}, {SUB, 0},   //    acc -n n' ... (shuffles)
      {MUL, 0}, {PUSH, -1}, {MUL, 0},              //    acc n*n'
      {PRINT, 0}, {HALT, 0}};
  printf("machine: %ld\n", run(fact));
  const struct insn countdown[] = {
      {PUSH, 5}, {PRINT, 0}, {PUSH, 1}, {SUB, 0}, {DUP, 0}, {JNZ, 1},
      {PUSH, 100}, {ADD, 0}, {HALT, 0}};
  printf("countdown: %ld\n", run(countdown));
  return 0;
}
