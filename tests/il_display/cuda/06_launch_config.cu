__global__ void reduce(const int *in, int *out, int n) {
  extern __shared__ int scratch[];
  scratch[threadIdx.x] = threadIdx.x < n ? in[threadIdx.x] : 0;
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(out, scratch[0]);
}
void go(const int *in, int *out, int n, cudaStream_t s) {
  dim3 grid(4), block(128);
  reduce<<<grid, block, 128 * sizeof(int), s>>>(in, out, n);
}
