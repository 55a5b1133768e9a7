__device__ int main() { return 0; }
