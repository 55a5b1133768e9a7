struct Config {
  static __host__ __device__ int lanes() { return 32; }
  __device__ static int device_static();
  int value;
};
__device__ int Config::device_static() { return 1; }
__global__ void cfg(Config *c) { c->value = Config::lanes() + Config::device_static(); }
__device__ Config device_config;
