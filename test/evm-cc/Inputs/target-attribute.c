int __attribute__((target("foo"))) f(void) { return 1; }
