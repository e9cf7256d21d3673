// argc is 1 and argv is {"main", NULL}; the status is helper(argc) - 2
// when they are, plus EXTRA (-DEXTRA=1 makes the call fail).
#ifndef EXTRA
#define EXTRA 0
#endif
int helper(int);
int main(int argc, char **argv) {
  if (argv[0][0] != 'm' || argv[0][4] != 0 || argv[1] != 0)
    return 3;
  return helper(argc) - 2 + EXTRA;
}
