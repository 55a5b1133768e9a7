__global__ constexpr int k() { return 0; }
