__global__ int main() { return 0; }
