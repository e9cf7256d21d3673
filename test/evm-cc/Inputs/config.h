// Found through -I (test/evm-cc/options.c).
#define FROM_INCLUDE_DIR 11
