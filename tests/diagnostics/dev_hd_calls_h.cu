void h() {}
__host__ __device__ void hd() { h(); }
