/*===-- qsort.c - qsort and bsearch ---------------------------------------===*
 *
 * qsort is an introsort without recursion, so its depth on the EVM's
 * 1024-word stack does not depend on the input: quicksort with the median
 * of the first, middle and last elements as pivot, partitioned Hoare's way
 * (elements equal to the pivot stop both scans, so runs of equal keys split
 * evenly); the larger part goes on an explicit stack of at most log2(n)
 * entries, the smaller is sorted next. A part that has been split more than
 * 2 log2(n) times is heap-sorted instead, so the worst case stays
 * O(n log n); parts of at most 12 elements are insertion-sorted.
 *
 * Elements of any size are swapped 32 bytes at a time through a local
 * buffer (three copies, MCOPY on the EVM).
 *
 *===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

typedef int (*compare_fn)(const void *, const void *);

enum { SMALL = 12, CHUNK = 32 };

static void swap(char *a, char *b, size_t size) {
  unsigned char tmp[CHUNK];
  while (size) {
    size_t n = size < CHUNK ? size : CHUNK;
    memcpy(tmp, a, n);
    memcpy(a, b, n);
    memcpy(b, tmp, n);
    a += n, b += n, size -= n;
  }
}

static void insertion_sort(char *base, size_t count, size_t size,
                           compare_fn compare) {
  for (size_t i = 1; i < count; ++i)
    for (char *p = base + i * size; p > base && compare(p - size, p) > 0;
         p -= size)
      swap(p - size, p, size);
}

/* Moves element i of the heap [base, count) down to its place. */
static void sift_down(char *base, size_t i, size_t count, size_t size,
                      compare_fn compare) {
  for (size_t child; (child = 2 * i + 1) < count; i = child) {
    if (child + 1 < count &&
        compare(base + child * size, base + (child + 1) * size) < 0)
      ++child;
    if (compare(base + i * size, base + child * size) >= 0)
      return;
    swap(base + i * size, base + child * size, size);
  }
}

static void heap_sort(char *base, size_t count, size_t size,
                      compare_fn compare) {
  for (size_t i = count / 2; i-- > 0;)
    sift_down(base, i, count, size, compare);
  for (size_t end = count; end-- > 1;) {
    swap(base, base + end * size, size);
    sift_down(base, 0, end, size, compare);
  }
}

static char *median_of_three(char *a, char *b, char *c, compare_fn compare) {
  if (compare(a, b) < 0) {
    if (compare(b, c) < 0)
      return b;
    return compare(a, c) < 0 ? c : a;
  }
  if (compare(a, c) < 0)
    return a;
  return compare(b, c) < 0 ? c : b;
}

/* Partitions [base, count) around a pivot; returns the pivot's index: the
   elements before it are not greater, the ones after not smaller. */
static size_t partition(char *base, size_t count, size_t size,
                        compare_fn compare) {
  swap(base,
       median_of_three(base, base + count / 2 * size,
                       base + (count - 1) * size, compare),
       size);
  size_t i = 1, j = count - 1;
  for (;;) {
    while (i <= j && compare(base + i * size, base) < 0)
      ++i;
    while (i <= j && compare(base + j * size, base) > 0)
      --j;
    if (i >= j)
      break;
    swap(base + i * size, base + j * size, size);
    ++i, --j;
  }
  swap(base, base + j * size, size);
  return j;
}

void qsort(void *base, size_t count, size_t size, compare_fn compare) {
  struct part {
    char *base;
    size_t count;
    unsigned depth; /* splits left before heap sort takes over */
  } stack[64];
  unsigned depth = 0;
  for (size_t n = count; n > 1; n >>= 1)
    depth += 2;
  unsigned height = 0;
  struct part p = {base, count, depth};
  for (;;) {
    if (p.count <= SMALL) {
      insertion_sort(p.base, p.count, size, compare);
    } else if (!p.depth) {
      heap_sort(p.base, p.count, size, compare);
    } else {
      size_t k = partition(p.base, p.count, size, compare);
      struct part left = {p.base, k, p.depth - 1};
      struct part right = {p.base + (k + 1) * size, p.count - k - 1,
                           p.depth - 1};
      /* The smaller part is at most half, so the stack holds log2(n). */
      if (left.count < right.count)
        stack[height++] = right, p = left;
      else
        stack[height++] = left, p = right;
      continue;
    }
    if (!height)
      return;
    p = stack[--height];
  }
}

void *bsearch(const void *key, const void *base, size_t count, size_t size,
              compare_fn compare) {
  const char *lo = base;
  while (count) {
    const char *mid = lo + count / 2 * size;
    int c = compare(key, mid);
    if (!c)
      return (void *)mid;
    if (c > 0)
      lo = mid + size, count -= count / 2 + 1;
    else
      count /= 2;
  }
  return NULL;
}
