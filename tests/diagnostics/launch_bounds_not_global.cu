// 3661: __launch_bounds__ on a function that is not __global__ (at its name); 1835 on a variable
__launch_bounds__(128) void declared(void);
__launch_bounds__(128, 2) __device__ void defined(void) {}
template <int N> __launch_bounds__(N) __host__ __device__ void templated(void) {}
__launch_bounds__(64)
void
split(void);
void trailing(void) __launch_bounds__(32);
__launch_bounds__(256) __global__ void kernel(void) {}
int variable __launch_bounds__(128, 7);
