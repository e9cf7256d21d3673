// RUN: python3 %{root}/scripts/fuzz/c-difftest.py %s
// A program that prints, then fails: exit(3) from a nested call. Natively
// its status is 3; on the EVM the call reverts with what it printed.
#include <stdio.h>
#include <stdlib.h>

static int check(int argc, char **argv) {
  printf("argc %d, argv[0] %s, argv[1] %s\n", argc, argv[0] ? "set" : "null",
         argv[argc] ? "set" : "null");
  if (argc < 2) {
    puts("missing argument");
    exit(3);
  }
  return 0;
}

int main(int argc, char **argv) {
  check(argc, argv);
  puts("unreachable");
  return 0;
}
