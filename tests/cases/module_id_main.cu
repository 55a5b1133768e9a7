// Module id: the first definition is int main(), which is not mangled (`..._main`).
__global__ void k() {}
int main() { k<<<1, 1>>>(); return 0; }
