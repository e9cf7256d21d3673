/*===-- output.c - The output buffer behind stdout and stderr -------------===*
 *
 * A buffer on the heap that doubles when full (realloc often grows it in
 * place: it tends to be the last block). exit() returns or reverts with it.
 *
 *===----------------------------------------------------------------------===*/
#include "libc-internal.h"
#include <stdlib.h>
#include <string.h>

static char *buffer;
static size_t length, capacity;

int __libc_output_write(const char *p, size_t n) {
  if (n > capacity - length) {
    size_t grown = capacity ? capacity : 256;
    while (grown - length < n)
      grown *= 2;
    char *moved = realloc(buffer, grown);
    if (!moved)
      return -1;
    buffer = moved;
    capacity = grown;
  }
  memcpy(buffer + length, p, n);
  length += n;
  return 0;
}

const char *__libc_output_data(size_t *len) {
  *len = length;
  return buffer;
}
