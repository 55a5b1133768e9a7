template <typename T, int N> __global__ void fill(T *p, T v) { if (threadIdx.x < N) p[threadIdx.x] = v; }
void run(int *ip, float *fp) {
  fill<int, 32><<<1, 32>>>(ip, 7);
  fill<float, 64><<<2, 64, 0, 0>>>(fp, 1.5f);
}
