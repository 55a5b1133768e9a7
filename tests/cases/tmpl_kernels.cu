// Kernel templates: implicit and explicit instantiation, explicit specialization.
template <typename T, int N>
__global__ void fill(T *p, T v) { p[threadIdx.x % N] = v; }
template <typename T>
__global__ void unused_t(T *p) { }
template __global__ void fill<double, 4>(double *, double);
template <>
__global__ void fill<char, 1>(char *p, char v) { p[0] = v; }
template <typename T>
void launch_t(T *p) { fill<T, 2><<<1, 32>>>(p, T()); }
void go(int *pi, float *pf) {
    fill<int, 8><<<1, 32>>>(pi, 3);
    launch_t(pf);
}
