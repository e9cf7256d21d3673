int main(int argc, char **argv, char **envp) { return argc; }
