void h() { __device__ int d; }
