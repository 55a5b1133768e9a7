namespace a { namespace b { __device__ int d() { return 1; } } }
int h() { return a::b::d(); }
