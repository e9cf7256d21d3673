/* string.h on generated inputs: every function on strings and blocks
   drawn from a small alphabet (so that matches, prefixes and repeats are
   frequent), with offsets, lengths and overlaps; prints each result (as an
   offset, a sign or the bytes), so that the same program built with glibc
   must print the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long seed = 1;
static unsigned next(unsigned n) { /* a fixed LCG: the same on both */
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(seed >> 33) % n;
}

/* A random string of at most max characters over "ab\xe9c". */
static void random_string(char *s, unsigned max) {
  unsigned n = next(max + 1);
  for (unsigned i = 0; i < n; ++i)
    s[i] = "ab\xe9" "c"[next(4)];
  s[n] = 0;
}

static int sign(int x) { return (x > 0) - (x < 0); }
static long offset(const char *p, const char *base) { return p ? p - base : -1; }

static void dump(const char *name, const unsigned char *p, size_t n) {
  printf("%s:", name);
  for (size_t i = 0; i < n; ++i)
    printf(" %02x", p[i]);
  putchar('\n');
}

int main(void) {
  char a[64], b[64];
  for (int round = 0; round < 3000; ++round) {
    random_string(a, 12);
    random_string(b, 4);
    size_t n = next(16);
    int c = "ab\xe9" "cz"[next(5)];
    printf("%d [%s] [%s] %zu %d\n", round, a, b, n, c & 255);
    printf("strlen %zu strnlen %zu\n", strlen(a), strnlen(a, n));
    printf("strcmp %d strncmp %d memcmp %d\n", sign(strcmp(a, b)),
           sign(strncmp(a, b, n)), sign(memcmp(a, b, n < 5 ? n : 5)));
    printf("strchr %ld strrchr %ld memchr %ld strchr0 %ld\n",
           offset(strchr(a, c), a), offset(strrchr(a, c), a),
           offset(memchr(a, c, n), a), offset(strchr(a, 0), a));
    printf("strstr %ld strspn %zu strcspn %zu strpbrk %ld\n",
           offset(strstr(a, b), a), strspn(a, b), strcspn(a, b),
           offset(strpbrk(a, b), a));

    char d[80];
    memset(d, 'x', sizeof d);
    strcpy(d, a);
    strcat(d, b);
    strncat(d, a, n);
    dump("cat", (unsigned char *)d, 40);
    memset(d, 'x', sizeof d);
    strncpy(d, a, n);
    dump("strncpy", (unsigned char *)d, 20);

    /* Overlapping moves in both directions, and memcpy between blocks. */
    unsigned char m[64];
    for (int i = 0; i < 64; ++i)
      m[i] = (unsigned char)(i * 7 + round);
    /* One call of next() per statement: argument order is unspecified. */
    size_t from = next(32), to = next(32), len = next(33);
    memmove(m + to, m + from, len);
    from = next(8), len = next(24);
    memcpy(m + 40, m + from, len);
    to = next(40), len = next(20);
    memset(m + to, (int)from * 31, len);
    dump("mem", m, 64);

    char *copy = strdup(a);
    printf("strdup %d\n", strcmp(copy, a));
    free(copy);
  }
  return 0;
}
