__host__ __device__ void hd();
void g() { hd<<<1, 1>>>(); }
