// std: c++20
// Templates, constexpr and concepts with execution spaces.
template <typename T> concept Small = sizeof(T) <= 8;
template <Small T> __host__ __device__ T twice(T x) { return x + x; }
template <typename T> struct Box {
  T v;
  __device__ T get() const { return v; }
  T host_get() const { return v; }
};
__global__ void k(Box<int> *b, int *out) {
  *out = b->get() + twice(*out);
  *out += b->host_get();
}
struct Big { char c[64]; };
__device__ Big twice_big(Big b) { return twice(b); }
consteval int ce(int x) { return x + 1; }
__device__ int use_ce() { return ce(2); }
