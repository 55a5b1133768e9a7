int x{};
int later = 1;
