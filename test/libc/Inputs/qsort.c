/* qsort and bsearch: random arrays of elements of 1, 2, 4, 8, 12, 33 and
   100 bytes (keys with many duplicates or none, already sorted, reversed,
   all equal, the quicksort killer pattern of organ pipes), sorted by qsort
   and checked against an insertion sort of the keys; then every key and
   some absent ones searched with bsearch. Sorting must take at most
   3 n log2(n) + 4n comparisons. qsort is not stable, so only the
   keys are compared, and each element carries its key in every byte it
   has so that a torn swap shows. Prints one line per array. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX = 2000, MAXSIZE = 100 };
static unsigned char data[MAX * MAXSIZE];
static unsigned keys[MAX];
static size_t elem_size;

static unsigned long long seed = 3;
static unsigned next(unsigned n) {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(seed >> 33) % n;
}

/* An element's key: its first two bytes (one for 1-byte elements). */
static unsigned key_of(const unsigned char *e) {
  return elem_size == 1 ? e[0] : (unsigned)e[0] << 8 | e[1];
}

static unsigned long comparisons;
static int compare(const void *a, const void *b) {
  ++comparisons;
  unsigned x = key_of(a), y = key_of(b);
  return (x > y) - (x < y);
}

static void set(unsigned char *e, unsigned key) {
  for (size_t i = 0; i < elem_size; ++i)
    e[i] = i == 0 && elem_size > 1 ? key >> 8 : (unsigned char)(key + (i > 1 ? i : 0));
}

static int intact(const unsigned char *e) {
  unsigned key = key_of(e);
  for (size_t i = 2; i < elem_size; ++i)
    if (e[i] != (unsigned char)(key + i))
      return 0;
  return 1;
}

int main(void) {
  static const size_t sizes[] = {1, 2, 4, 8, 12, 33, 100};
  static const unsigned counts[] = {0, 1, 2, 3, 7, 13, 50, 400, 2000};
  unsigned long total = 0;
  for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s)
    for (size_t c = 0; c < sizeof counts / sizeof *counts; ++c)
      for (int pattern = 0; pattern < 6; ++pattern) {
        elem_size = sizes[s];
        unsigned n = counts[c], range = elem_size == 1 ? 256 : 65536;
        for (unsigned i = 0; i < n; ++i) {
          unsigned k;
          switch (pattern) {
          case 0: k = next(range); break;                /* random */
          case 1: k = next(range < 8 ? range : 8); break; /* duplicates */
          case 2: k = i % range; break;                   /* sorted */
          case 3: k = (n - i) % range; break;             /* reversed */
          case 4: k = 5; break;                           /* all equal */
          default: k = (i < n / 2 ? i : n - i) % range;   /* organ pipes */
          }
          keys[i] = k;
          set(data + i * elem_size, k);
        }
        for (unsigned i = 1; i < n; ++i) /* the reference */
          for (unsigned j = i; j > 0 && keys[j - 1] > keys[j]; --j) {
            unsigned t = keys[j];
            keys[j] = keys[j - 1], keys[j - 1] = t;
          }
        comparisons = 0;
        qsort(data, n, elem_size, compare);
        unsigned log2n = 0;
        while ((1u << log2n) < n)
          ++log2n;
        if (comparisons > 3ul * n * log2n + 4ul * n) /* O(n log n) */
          printf("%lu comparisons\n", comparisons);
        unsigned wrong = 0, torn = 0, found = 0, absent = 0;
        for (unsigned i = 0; i < n; ++i) {
          wrong += key_of(data + i * elem_size) != keys[i];
          torn += !intact(data + i * elem_size);
        }
        unsigned char probe[MAXSIZE];
        for (unsigned i = 0; i < n; ++i) {
          set(probe, keys[i]);
          unsigned char *hit = bsearch(probe, data, n, elem_size, compare);
          found += hit && key_of(hit) == keys[i];
        }
        for (unsigned k = 0; k < 20; ++k) {
          set(probe, next(range));
          unsigned char *hit = bsearch(probe, data, n, elem_size, compare);
          int present = 0;
          for (unsigned i = 0; i < n; ++i)
            present |= keys[i] == key_of(probe);
          absent += !hit && !present;
          found += hit && present && key_of(hit) == key_of(probe);
        }
        printf("size %zu count %u pattern %d: %u misplaced, %u torn, %u found, "
               "%u absent\n",
               elem_size, n, pattern, wrong, torn, found, absent);
        total += n;
      }
  printf("%lu elements sorted\n", total);
  return 0;
}
