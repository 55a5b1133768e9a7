void h() { static __device__ int d; }
