__device__ constexpr int v = 1;
