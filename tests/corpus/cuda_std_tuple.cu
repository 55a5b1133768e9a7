// corpus: libcu++ <cuda/std/tuple>
#include <cuda/std/tuple>

__host__ __device__ int first(cuda::std::tuple<int, float> t) { return cuda::std::get<0>(t); }

__global__ void k(int *out) { *out = first(cuda::std::make_tuple(7, 1.0f)); }

void run(int *out) { k<<<1, 1>>>(out); }
