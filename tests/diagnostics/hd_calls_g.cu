__global__ void k() {}
__host__ __device__ void hd() { k(); }
