// flashinfer gemm/nvfp4_smooth_quantize_sm100.cuh: overloads on references to arrays of
// different bounds (float2 (&)[4], float2 (&)[8]) with different return types.
struct float2_ { float x, y; };
constexpr int N = 4;
inline unsigned f(float2_ (&a)[4]) { return 0; }
inline unsigned long long f(float2_ (&a)[8]) { return 0; }
inline int g(float2_ (&a)[N]) { return 0; }
inline long g(float2_ (&a)[2 * N]) { return 0; }
void h(int a[N]);
void h(int *a) {}
