#include <cstdio>
__global__ void fill(float *p, int n) { int i = threadIdx.x; if (i < n) p[i] = 1.0f; }
__constant__ float coeffs[4];
int main() {
    int count = 0, dev = 0;
    cudaGetDeviceCount(&count);
    cudaSetDevice(0);
    cudaGetDevice(&dev);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    printf("%s %d.%d %zu %d %d\n", prop.name, prop.major, prop.minor, prop.totalGlobalMem,
           prop.multiProcessorCount, prop.maxThreadsDim[0]);
    float *d = nullptr, *h = nullptr;
    cudaMalloc(&d, 64 * sizeof(float));
    cudaMallocHost(&h, 64 * sizeof(float));
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start, s);
    cudaMemsetAsync(d, 0, 64 * sizeof(float), s);
    fill<<<1, 64, 0, s>>>(d, 64);
    cudaMemcpyAsync(h, d, 64 * sizeof(float), cudaMemcpyDeviceToHost, s);
    cudaEventRecord(stop, s);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    float host_coeffs[4] = {1, 2, 3, 4};
    cudaMemcpyToSymbol(coeffs, host_coeffs, sizeof host_coeffs);
    cudaMemcpy(h, d, sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemset(d, 0, sizeof(float));
    cudaStreamSynchronize(s);
    cudaDeviceSynchronize();
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("%s\n", cudaGetErrorString(err));
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaStreamDestroy(s);
    cudaFreeHost(h);
    cudaFree(d);
    return 0;
}
