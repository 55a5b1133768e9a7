namespace n { __global__ void k() {} }
void h() { n::k(); }
