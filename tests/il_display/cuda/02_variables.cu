__device__ int dev_counter;
__constant__ float coeffs[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__managed__ int managed_flag = 1;
int host_only = 3;
__global__ void use_vars(float *out) {
  __shared__ float tile[32];
  tile[threadIdx.x] = coeffs[threadIdx.x % 4];
  out[threadIdx.x] = tile[threadIdx.x] + dev_counter + managed_flag;
}
