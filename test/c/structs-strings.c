// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// A phone book: structs in a linked list on the heap, strings copied,
// joined, searched and formatted, then printed sorted by insertion.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  char name[24];
  char *note;          // heap copy
  unsigned short ext;
  long balance;
  struct entry *next;
};

static struct entry *push(struct entry *head, const char *name, const char *note,
                          unsigned short ext, long balance) {
  struct entry *e = malloc(sizeof *e);
  strncpy(e->name, name, sizeof e->name - 1);
  e->name[sizeof e->name - 1] = '\0';
  e->note = malloc(strlen(note) + 1);
  strcpy(e->note, note);
  e->ext = ext;
  e->balance = balance;
  e->next = head;
  return e;
}

static struct entry *reverse(struct entry *e) {
  struct entry *prev = NULL;
  while (e) {
    struct entry *next = e->next;
    e->next = prev;
    prev = e;
    e = next;
  }
  return prev;
}

static const char *initials(const char *name, char *out) {
  char *p = out;
  int start = 1;
  for (; *name; name++) {
    if (start && *name != ' ')
      *p++ = *name;
    start = *name == ' ';
  }
  *p = '\0';
  return out;
}

int main(void) {
  struct entry *book = NULL;
  book = push(book, "Ada Lovelace", "analytical engine", 1815, 12345678901L);
  book = push(book, "Alan Turing", "computable numbers", 1912, -42);
  book = push(book, "Grace Brewster Hopper", "compilers; COBOL", 1906, 0);
  book = push(book, "A very long name that will not fit", "truncated", 65535, -9000000000L);
  book = reverse(book);

  char line[128];
  int n = 0;
  long total = 0;
  for (struct entry *e = book; e; e = e->next, n++) {
    char ini[8];
    int len = snprintf(line, sizeof line, "%-2d|%-22s|%5hu|%+12ld|%s", n, e->name,
                       e->ext, e->balance, initials(e->name, ini));
    printf("%s (%d chars)\n", line, len);
    total += e->balance;
    char *semi = strchr(e->note, ';');
    if (semi)
      printf("   note has a ';' at %d: \"%.*s\"\n", (int)(semi - e->note),
             (int)(semi - e->note), e->note);
    if (strncmp(e->name, "Al", 2) == 0)
      printf("   starts with Al; cmp with Ada: %d\n",
             strcmp(e->name, "Ada") > 0 ? 1 : -1);
  }
  char joined[256] = "";
  for (struct entry *e = book; e; e = e->next) {
    strcat(joined, e->note);
    if (e->next)
      strcat(joined, " / ");
  }
  printf("joined: %s\nlength %zu, total %ld, hex %lx\n", joined, strlen(joined),
         total, (unsigned long)total);
  char *found = strstr(joined, "COBOL");
  printf("COBOL at %ld, last 'e' at %ld\n", found ? (long)(found - joined) : -1L,
         (long)(strrchr(joined, 'e') - joined));
  while (book) {
    struct entry *next = book->next;
    free(book->note);
    free(book);
    book = next;
  }
  puts("done");
  return 0;
}
