// a function declared __global__ earlier keeps __launch_bounds__ on a later declaration that
// does not repeat __global__: cudafe++ is silent (cicc says 3614)
__global__ void kernel2(void);
__launch_bounds__(256) void kernel2(void) {}
