/*===-- malloc.c - malloc, calloc, realloc, free --------------------------===*
 *
 * A boundary-tag allocator with segregated free lists, on the memory above
 * the module's static data (evm_heapstart()).
 *
 * The heap is a row of blocks from the heap start to `top`; memory above
 * top is unused. Each block starts with a 16-byte header: its size (a
 * multiple of 32, header included) with two flags, "this block is in use"
 * and "the block before is in use", and, read only when the block before is
 * free, that block's size, so that free() can merge with both neighbours.
 * Headers sit 16 bytes below a 32-byte boundary, so every payload is 32-byte
 * aligned, as a u256 wants.
 *
 * A free block holds two links in its payload and sits on the list of its
 * size class, 2^k <= size < 2^(k+1); a bit per class says which lists are
 * not empty. malloc takes the first block that fits from its own class,
 * else the first block of the next non-empty class (which always fits),
 * and splits off the rest; with none, it extends the heap at top. free
 * merges the block with free neighbours; a free block that ends at top
 * lowers top instead, so the heap never ends with a free block.
 *
 * EVM memory costs gas as it grows (quadratically past a few hundred KiB),
 * so reusing and merging blocks keeps the memory a program touches small.
 *
 *===----------------------------------------------------------------------===*/
#include <evm.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct header {
  size_t prev_size; /* the size of the block before, when that one is free */
  size_t size;      /* this block's size | IN_USE | PREV_IN_USE */
};

struct free_block {
  struct header h;
  struct free_block *next, *prev; /* the list of the block's size class */
};

enum {
  IN_USE = 1,
  PREV_IN_USE = 2,
  FLAGS = 3,
  ALIGN = 32,
  HEADER = sizeof(struct header),
  MIN_BLOCK = 32, /* a header and two links, rounded to ALIGN */
  MIN_CLASS = 5,  /* log2(MIN_BLOCK) */
  CLASSES = 40,   /* blocks up to 2^45 bytes, far beyond what gas allows */
};

/* The largest request: above it, size computations could wrap. */
#define MAX_REQUEST ((size_t)1 << 44)

static char *top;                        /* the end of the last block */
static struct free_block *lists[CLASSES]; /* one list per size class */
static uint64_t nonempty;                /* bit k: lists[k] has a block */

static size_t block_size(const struct header *h) { return h->size & ~(size_t)FLAGS; }
static struct header *next_block(struct header *h) {
  return (struct header *)((char *)h + block_size(h));
}
static struct header *header_of(void *p) {
  return (struct header *)((char *)p - HEADER);
}

/* floor(log2(size)) - MIN_CLASS. */
static unsigned size_class(size_t size) {
  unsigned k = 0;
  for (size >>= MIN_CLASS + 1; size; size >>= 1)
    ++k;
  return k;
}

static void unlink_block(struct free_block *b) {
  unsigned k = size_class(block_size(&b->h));
  if (b->prev)
    b->prev->next = b->next;
  else if (!(lists[k] = b->next))
    nonempty &= ~((uint64_t)1 << k);
  if (b->next)
    b->next->prev = b->prev;
}

/* Marks the free block h of size `size` free in its header and in the
   next block's, and puts it on its list. */
static void insert_free(struct header *h, size_t size) {
  struct free_block *b = (struct free_block *)h;
  struct header *next = (struct header *)((char *)h + size);
  unsigned k = size_class(size);
  h->size = size | (h->size & PREV_IN_USE);
  next->prev_size = size;
  next->size &= ~(size_t)PREV_IN_USE;
  b->prev = NULL;
  if ((b->next = lists[k]))
    b->next->prev = b;
  lists[k] = b;
  nonempty |= (uint64_t)1 << k;
}

/* Merges the free block h with the blocks around it that are free and
   lists the result, or gives it back to top when it ends there. */
static void release(struct header *h) {
  size_t size = block_size(h);
  struct header *next = (struct header *)((char *)h + size);
  if ((char *)next != top && !(next->size & IN_USE)) {
    unlink_block((struct free_block *)next);
    size += block_size(next);
  }
  if (!(h->size & PREV_IN_USE)) {
    struct header *prev = (struct header *)((char *)h - h->prev_size);
    unlink_block((struct free_block *)prev);
    size += block_size(prev);
    h = prev;
  }
  if ((char *)h + size == top) {
    top = (char *)h;
    return;
  }
  insert_free(h, size);
}

/* Shrinks the in-use block h to `size` bytes, freeing the rest if it can
   hold a block. */
static void trim(struct header *h, size_t size) {
  size_t rest = block_size(h) - size;
  if (rest < MIN_BLOCK)
    return;
  h->size = size | (h->size & FLAGS);
  struct header *tail = (struct header *)((char *)h + size);
  tail->size = rest | IN_USE | PREV_IN_USE;
  release(tail);
}

/* The size of the block serving a request of n bytes, or 0 if too big. */
static size_t request_size(size_t n) {
  if (n > MAX_REQUEST)
    return 0;
  size_t size = (n + HEADER + ALIGN - 1) & ~(size_t)(ALIGN - 1);
  return size < MIN_BLOCK ? MIN_BLOCK : size;
}

/* A free block of at least `size` bytes off its list, or null. */
static struct header *find_free(size_t size) {
  unsigned k = size_class(size);
  for (struct free_block *b = lists[k]; b; b = b->next)
    if (block_size(&b->h) >= size) {
      unlink_block(b);
      return &b->h;
    }
  uint64_t larger = nonempty & ~(((uint64_t)2 << k) - 1);
  if (!larger)
    return NULL;
  struct free_block *b = lists[__builtin_ctzll(larger)];
  unlink_block(b);
  return &b->h;
}

void *malloc(size_t n) {
  size_t size = request_size(n);
  if (!size)
    return NULL;
  if (!top) /* the first header 16 bytes below a 32-byte boundary */
    top = (char *)(uintptr_t)evm_heapstart() + ALIGN - HEADER;
  struct header *h = find_free(size);
  if (h) {
    h->size |= IN_USE;
    next_block(h)->size |= PREV_IN_USE;
    trim(h, size);
  } else {
    /* The heap never ends with a free block: the one below top is in use
       (or there is none, and nothing reads before the heap start). */
    h = (struct header *)top;
    h->size = size | IN_USE | PREV_IN_USE;
    top += size;
  }
  return (char *)h + HEADER;
}

void free(void *p) {
  if (!p)
    return;
  struct header *h = header_of(p);
  h->size &= ~(size_t)IN_USE;
  release(h);
}

void *calloc(size_t count, size_t size) {
  size_t n;
  if (__builtin_mul_overflow(count, size, &n))
    return NULL;
  /* Memory above top may hold an earlier block's data. */
  void *p = malloc(n);
  return p ? memset(p, 0, n) : NULL;
}

/* Grows in place when the block ends at top or is followed by a free
   block big enough, else moves. */
void *realloc(void *p, size_t n) {
  if (!p)
    return malloc(n);
  if (!n) {
    free(p);
    return NULL;
  }
  size_t size = request_size(n);
  if (!size)
    return NULL;
  struct header *h = header_of(p);
  size_t have = block_size(h);
  if (have >= size) {
    trim(h, size);
    return p;
  }
  struct header *next = next_block(h);
  if ((char *)next == top) {
    h->size = size | (h->size & FLAGS);
    top = (char *)h + size;
    return p;
  }
  if (!(next->size & IN_USE) && have + block_size(next) >= size) {
    unlink_block((struct free_block *)next);
    h->size += block_size(next);
    next_block(h)->size |= PREV_IN_USE;
    trim(h, size);
    return p;
  }
  void *moved = malloc(n);
  if (moved) {
    memcpy(moved, p, have - HEADER);
    free(p);
  }
  return moved;
}
