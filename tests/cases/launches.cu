// Launches in every context.
__global__ void k(int a) { }
template <typename T> __global__ void kt(T a) { }
struct cudaStreamLike;
struct Runner {
    int n;
    void go() { k<<<n, 32>>>(n); }
    template <typename T> void gt(T v) { kt<<<1, n, 0>>>(v); }
};
template <typename T> void in_tmpl(T v) { kt<T><<<dim3(1, 2), dim3(3), 16, 0>>>(v); }
void run(int n, cudaStream_t s) {
    k<<<1, 1>>>(1);
    k<<<dim3(n, 2, 1), 64, n * 4>>>(2);
    k<<<(n + 31) / 32, 32, 0, s>>>(3);
    auto lam = [&]() { k<<<n, n>>>(4); };
    lam();
    Runner r{n}; r.go(); r.gt(1.5);
    in_tmpl(2);
    if (n) k<<<1, 1>>>(5); else k<<<2, 2>>>(6);
    for (int i = 0; i < 2; ++i) k<<<i + 1, 1>>>(i);
    (k<<<1, 1>>>(7));
}
