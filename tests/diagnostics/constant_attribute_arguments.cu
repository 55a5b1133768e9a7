// __launch_bounds__ and __cluster_dims__ take integer constants: an argument reading a
// variable that is neither const nor constexpr (28) or a floating literal (2412), at the
// argument; a template's parameter pack named without "..." (1919, at the name). Const and
// constexpr integers are constants: launch bounds on a host function naming them are 3661.
int not_const = 4;
const int const_int = 256;
constexpr int constexpr_int = 2;
__launch_bounds__(not_const) __global__ void k1(void) {}
__launch_bounds__(128.0) __global__ void k2(void) {}
__launch_bounds__(const_int, constexpr_int) __global__ void k3(void) {}
__launch_bounds__(const_int * 2 + 1) void host_one(void);
__global__ void __cluster_dims__(8, not_const / 2, 1) k4() {}
template <int... Args> __launch_bounds__(1, Args) __global__ void k5(void) {}
template <int... args> __cluster_dims__(args) __global__ void k6(void) {}
