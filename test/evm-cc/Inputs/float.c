// Floating point, which the EVM target refuses: the error names this
// file and the line, without -g (test/evm-cc/diagnostics.test).
#include <stdio.h>

volatile int n = 3;

int main(void) {
  double x = n;
  printf("%d\n", (int)(x * 1.5));
  return 0;
}
