/* The printf family on a table of specifications x arguments: every
   conversion, every set of flags, widths and precisions as digits and '*',
   every length modifier, the extreme values of each type. Prints one line
   per case (the format, what snprintf wrote, escaped, and what it
   returned); the same program built with glibc must print the same. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static char out[512];
static unsigned long cases;

/* The output with its length, so NULs and truncation are visible. */
static void show(const char *fmt, int ret, const char *buf, size_t len) {
  fputs(fmt, stdout);
  putchar('|');
  for (size_t i = 0; i < len; ++i) {
    unsigned char c = buf[i];
    if (c >= 32 && c < 127 && c != '\\')
      putchar(c);
    else
      printf("\\%03o", c);
  }
  printf("|%d\n", ret);
  ++cases;
}

enum arg { INT, LONG, LLONG, INTMAX, SIZE, PTRDIFF, PTR, STR };

/* snprintf(fmt, [width], [precision], value) with value at the given
   type; *-width and *-precision come first when stars says so. */
static void one(const char *fmt, int stars, int width, int prec,
                enum arg type, long long v, const char *s) {
  int a[2] = {0, 0}, n = 0, ret = 0;
  if (stars & 1)
    a[n++] = width;
  if (stars & 2)
    a[n++] = prec;
#define CALL(value)                                                            \
  (n == 0   ? snprintf(out, sizeof out, fmt, value)                          \
   : n == 1 ? snprintf(out, sizeof out, fmt, a[0], value)                     \
            : snprintf(out, sizeof out, fmt, a[0], a[1], value))
  switch (type) {
  case INT: ret = CALL((int)v); break;
  case LONG: ret = CALL((long)v); break;
  case LLONG: ret = CALL(v); break;
  case INTMAX: ret = CALL((intmax_t)v); break;
  case SIZE: ret = CALL((size_t)v); break;
  case PTRDIFF: ret = CALL((ptrdiff_t)v); break;
  case PTR: ret = CALL((void *)(uintptr_t)v); break;
  case STR: ret = CALL(s); break;
  }
#undef CALL
  show(fmt, ret, out, ret < (int)sizeof out ? (size_t)ret : sizeof out - 1);
}

static const char *const widths[] = {"", "1", "7", "22", "*"};
static const char *const precisions[] = {"", ".", ".0", ".1", ".4", ".19", ".*"};
static const int star_widths[] = {9, -9};
static const int star_precisions[] = {3, -1};

/* Every flag set, width and precision for one conversion and argument. */
static void specs(const char *length, char conv, enum arg type, long long v,
                  const char *s) {
  char fmt[64];
  for (unsigned flags = 0; flags < 32; ++flags)
    for (size_t w = 0; w < sizeof widths / sizeof *widths; ++w)
      for (size_t p = 0; p < sizeof precisions / sizeof *precisions; ++p) {
        char *f = fmt;
        *f++ = '%';
        for (int i = 0; i < 5; ++i)
          if (flags & (1u << i))
            *f++ = "-+ #0"[i];
        sprintf(f, "%s%s%s%c", widths[w], precisions[p], length, conv);
        int stars = (widths[w][0] == '*') | (precisions[p][1] == '*') << 1;
        for (int i = 0; i < 2; ++i)
          one(fmt, stars, star_widths[i], star_precisions[i], type, v, s);
      }
}

struct length {
  const char *name;
  enum arg type;
  long long values[8];
};

int main(void) {
  static const struct length lengths[] = {
      {"", INT, {0, 1, -1, 42, -4711, INT_MAX, INT_MIN, 0x12345}},
      {"hh", INT, {0, 1, -1, 127, -128, 255, 300, -300}},
      {"h", INT, {0, 1, -1, 32767, -32768, 65535, 70000, -70000}},
      {"l", LONG, {0, 1, -1, LONG_MAX, LONG_MIN, 1234567890123, -99, 8}},
      {"ll", LLONG, {0, 1, -1, LLONG_MAX, LLONG_MIN, 0x7fffffff, -65536, 10}},
      {"j", INTMAX, {0, 1, -1, INTMAX_MAX, INTMAX_MIN, 1000000, -7, 255}},
      {"z", SIZE, {0, 1, -1, 4096, 0x7fffffffffffffffLL, 3, 16, 100}},
      {"t", PTRDIFF, {0, 1, -1, PTRDIFF_MAX, PTRDIFF_MIN, -5, 64, 999}},
  };
  for (size_t l = 0; l < sizeof lengths / sizeof *lengths; ++l)
    for (const char *c = "diuoxX"; *c; ++c)
      for (int v = 0; v < 8; ++v)
        specs(lengths[l].name, *c, lengths[l].type, lengths[l].values[v], 0);

  static const long long chars[] = {'A', 'z', ' ', 0, 255, -1, 0x141};
  for (size_t i = 0; i < sizeof chars / sizeof *chars; ++i)
    specs("", 'c', INT, chars[i], 0);
  static const char *const strings[] = {"", "a", "hello", "hello, world!",
                                        "tab\there", NULL};
  for (size_t i = 0; i < sizeof strings / sizeof *strings; ++i)
    specs("", 's', STR, 0, strings[i]);
  static const long long pointers[] = {0, 1, 0x1000, 0xdeadbeef,
                                       0x7fffffffffffLL, -1};
  for (size_t i = 0; i < sizeof pointers / sizeof *pointers; ++i)
    specs("", 'p', PTR, pointers[i], 0);
  specs("", '%', INT, 0, 0);

  /* Truncation: the return value is the full length, the string ends. */
  static const size_t sizes[] = {0, 1, 2, 5, 11, 12, 13};
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; ++i) {
    char buf[16];
    memset(buf, '#', sizeof buf);
    int ret = snprintf(buf, sizes[i], "%s=%d!", "abc", -12345);
    show("truncated", ret, buf, sizeof buf);
  }

  /* %n, text around conversions, several conversions in one format. */
  int n1 = -1, n2 = -1;
  signed char hn = 0;
  long long lln = 0;
  int ret = snprintf(out, sizeof out, "ab%ncd%5d%n|%hhn%s%lln", &n1, 7, &n2,
                     &hn, "xyz", &lln);
  show("%n", ret, out, (size_t)ret);
  printf("n: %d %d %d %lld\n", n1, n2, hn, lln);
  ret = snprintf(out, sizeof out, "%d%%%s%c%x%o%u%i.", 1, "two", '3', 4, 5,
                 6u, 7);
  show("mixed", ret, out, (size_t)ret);

  /* printf and sprintf themselves. */
  ret = printf("printf: [%-8s|%08.3d|%+x|%#o|%p]\n", "left", 42, 255u, 8u,
               (void *)0x10);
  printf("printf returned %d\n", ret);
  ret = sprintf(out, "sprintf: %ld %lu %lld", LONG_MIN, ULONG_MAX, LLONG_MIN);
  show("sprintf", ret, out, (size_t)ret);
  printf("%lu cases\n", cases);
  return 0;
}
