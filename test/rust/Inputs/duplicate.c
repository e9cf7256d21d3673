// Defines `helper` as no-entry.rs does: the link must refuse the program.
unsigned helper(unsigned x) { return x; }
int main(void) { return 0; }
