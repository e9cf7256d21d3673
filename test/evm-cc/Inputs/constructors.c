// Constructor functions run in the init code of --deploy, by priority:
// storage slot 0 ends as 123 only in the order early, middle, late. The
// runtime code succeeds if it finds 123 there.
#define STORAGE __attribute__((address_space(5)))
static int STORAGE *const Slot = 0;
__attribute__((constructor(300))) static void late(void) { *Slot = *Slot * 10 + 3; }
__attribute__((constructor(101))) static void early(void) { *Slot = 1; }
__attribute__((constructor(200))) void middle(void) { *Slot = *Slot * 10 + 2; }
int main(void) { return *Slot != 123; }
