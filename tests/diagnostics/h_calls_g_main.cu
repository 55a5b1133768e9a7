__global__ void k() {}
int main() { k(); return 0; }
