__global__ void reduce(const float *in, float *out, unsigned long long *bits, int *count) {
    float v = __ldg(&in[threadIdx.x]);
    for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
    int lane = __shfl_sync(0xffffffffu, (int)threadIdx.x, 0);
    double d = __shfl_xor_sync(0xffffffffu, 1.0, 1);
    long long w = __shfl_up_sync(0xffffffffu, 5ll, 1, 16);
    unsigned ballot = __ballot_sync(0xffffffffu, v > 0.0f);
    if (__all_sync(0xffffffffu, lane == 0) || __any_sync(__activemask(), ballot != 0)) __syncwarp();
    __syncthreads();
    if (threadIdx.x == 0) {
        atomicAdd(out, v + (float)d + (float)w);
        atomicAdd(bits, 1ull);
        atomicMax(count, __popc(ballot));
        atomicCAS(count, 0, 1);
        atomicExch(count, 2);
        atomicSub(count, 1);
        atomicOr((unsigned *)count, 4u);
        atomicInc((unsigned *)count, 10u);
    }
    __threadfence();
}
int main() { reduce<<<1, 32>>>(nullptr, nullptr, nullptr, nullptr); return 0; }
