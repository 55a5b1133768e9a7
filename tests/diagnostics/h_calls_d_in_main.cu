__device__ int d() { return 1; }
int main() { return d(); }
