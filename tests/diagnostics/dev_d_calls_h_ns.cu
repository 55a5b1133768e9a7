namespace n { void h() {} }
__device__ void d() { n::h(); }
