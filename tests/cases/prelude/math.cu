__device__ float f(float x) {
    return sinf(x) + cosf(x) + expf(x) + logf(x + 1.0f) + sqrtf(x) + powf(x, 2.0f) + fabsf(x) +
           fmaxf(x, 1.0f) + fminf(x, 0.0f) + tanhf(x) + atan2f(x, 1.0f) + floorf(x) + ceilf(x) +
           rsqrtf(x) + __expf(x) + __sinf(x) + __fdividef(x, 3.0f) + __saturatef(x) + fmaf(x, x, x);
}
__device__ double g(double x) { return sin(x) + exp(x) + sqrt(x) + pow(x, 2.0) + fabs(x) + fma(x, x, x); }
__host__ __device__ int h(int a, int b) { return min(a, b) + max(a, b) + abs(a); }
__global__ void k(float *p, double *q) { p[0] = f(p[0]); q[0] = g(q[0]); p[1] = (float)h(1, 2); }
int main() { k<<<1, 1>>>(nullptr, nullptr); return 0; }
