/*===-- string.c - string.h -----------------------------------------------===*
 *
 * The copies and memset are the compiler's intrinsics, which the backend
 * lowers to MCOPY or word stores (never to a call back into this file, so
 * the definitions do not recurse); everything else is a plain byte loop, as
 * short as the standard's wording.
 *
 *===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
  __builtin_memcpy(dst, src, n);
  return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
  __builtin_memmove(dst, src, n);
  return dst;
}

void *memset(void *dst, int c, size_t n) {
  __builtin_memset(dst, c, n);
  return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (; n; --n, ++x, ++y)
    if (*x != *y)
      return *x - *y;
  return 0;
}

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (; n; --n, ++p)
    if (*p == (unsigned char)c)
      return (void *)p;
  return NULL;
}

size_t strlen(const char *s) {
  const char *p = s;
  while (*p)
    ++p;
  return p - s;
}

size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    ++n;
  return n;
}

/* Characters compare as unsigned char, as the standard says. */
int strcmp(const char *a, const char *b) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  while (*x && *x == *y)
    ++x, ++y;
  return *x - *y;
}

int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  for (; n; --n, ++x, ++y)
    if (*x != *y || !*x)
      return *x - *y;
  return 0;
}

char *strcpy(char *restrict dst, const char *restrict src) {
  return memcpy(dst, src, strlen(src) + 1);
}

/* Copies at most n characters and pads with zeros up to n. */
char *strncpy(char *restrict dst, const char *restrict src, size_t n) {
  size_t len = strnlen(src, n);
  memcpy(dst, src, len);
  memset(dst + len, 0, n - len);
  return dst;
}

char *strcat(char *restrict dst, const char *restrict src) {
  strcpy(dst + strlen(dst), src);
  return dst;
}

/* Appends at most n characters, always followed by a zero. */
char *strncat(char *restrict dst, const char *restrict src, size_t n) {
  char *end = dst + strlen(dst);
  size_t len = strnlen(src, n);
  memcpy(end, src, len);
  end[len] = 0;
  return dst;
}

/* The terminating zero is part of the string: strchr(s, 0) finds it. */
char *strchr(const char *s, int c) {
  for (;; ++s) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return NULL;
  }
}

char *strrchr(const char *s, int c) {
  const char *found = NULL;
  for (;; ++s) {
    if (*s == (char)c)
      found = s;
    if (!*s)
      return (char *)found;
  }
}

char *strstr(const char *haystack, const char *needle) {
  size_t n = strlen(needle);
  for (; *haystack; ++haystack)
    if (!strncmp(haystack, needle, n))
      return (char *)haystack;
  return n ? NULL : (char *)haystack;
}

size_t strspn(const char *s, const char *accept) {
  size_t n = 0;
  while (s[n] && strchr(accept, s[n]))
    ++n;
  return n;
}

size_t strcspn(const char *s, const char *reject) {
  size_t n = 0;
  while (s[n] && !strchr(reject, s[n]))
    ++n;
  return n;
}

char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s ? (char *)s : NULL;
}

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *copy = malloc(n);
  return copy ? memcpy(copy, s, n) : NULL;
}
