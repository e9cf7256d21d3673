#include <unistd.h>
int main(void) { return 0; }
