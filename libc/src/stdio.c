/*===-- stdio.c - stdout, stderr and unformatted output -------------------===*/
#include "libc-internal.h"
#include <stdio.h>
#include <string.h>

/* Both streams write to the one output buffer, so a FILE carries nothing;
   the two objects only give stdout and stderr distinct addresses. */
struct __libc_file {
  char unused;
};
static FILE out_file, err_file;
FILE *const stdout = &out_file;
FILE *const stderr = &err_file;

int fputc(int c, FILE *f) {
  (void)f;
  char ch = (char)c;
  return __libc_output_write(&ch, 1) ? EOF : (unsigned char)c;
}

int putc(int c, FILE *f) { return fputc(c, f); }
int putchar(int c) { return fputc(c, stdout); }

int fputs(const char *restrict s, FILE *restrict f) {
  (void)f;
  return __libc_output_write(s, strlen(s)) ? EOF : 0;
}

int puts(const char *s) {
  return fputs(s, stdout) == EOF || putchar('\n') == EOF ? EOF : 0;
}

size_t fwrite(const void *restrict p, size_t size, size_t count,
              FILE *restrict f) {
  (void)f;
  if (!size || !count)
    return 0;
  return __libc_output_write(p, size * count) ? 0 : count;
}

/* Nothing is buffered apart from the output itself. */
int fflush(FILE *f) {
  (void)f;
  return 0;
}
