__host__ __device__ int hd() { return 1; }
int h() { return hd(); }
