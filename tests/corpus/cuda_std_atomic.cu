// corpus: libcu++ <cuda/std/atomic>
#include <cuda/std/atomic>

__global__ void count(cuda::std::atomic<int> *counter) { counter->fetch_add(1, cuda::std::memory_order_relaxed); }

void run(cuda::std::atomic<int> *counter) { count<<<4, 64>>>(counter); }
