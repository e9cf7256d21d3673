__attribute__((destructor)) static void bye(void) {}
int main(void) { return 0; }
