#include <evm.h>

// Stores 42 at the slot given in calldata, then 43 one slot up.
int main(void) {
  u256 key = evm_calldataload(0);
  evm_sstore(key, 42);
  evm_sstore(key + 1, 43);
  return 0;
}
