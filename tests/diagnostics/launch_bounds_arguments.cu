// __launch_bounds__'s arguments: none (29 at the ")"), a fourth (18 at the third comma), a
// negative literal blocks-per-cluster (3832 at the attribute); on a member (3662 at the
// attribute, and 3661 at the name unless the member is __global__, itself 3815)
__launch_bounds__(1, 2, 3, 4) __global__ void four(void) {}
__launch_bounds__() __global__ void none(void) {}
__launch_bounds__(128, 2, -8) __global__ void negative(void) {}
__launch_bounds__(128, 2, 8) __global__ void fine(void) {}
struct L {
  __launch_bounds__(64) void m();
  __launch_bounds__(64) static __global__ void k();
  __launch_bounds__(64) __device__ void d() {}
};
template <int A, int B> struct P { static const int v = 64; };
__launch_bounds__(P<1, 2>::v, 2, 4) __global__ void template_arguments(void) {}
