// extern __device__/__constant__ declarations in a host function body: cudafe++ is silent
// (no 3610: they are no local variables); cicc warns that they are treated as static (3628)
void h() {
  extern __device__ int d;
  extern __constant__ int c;
}
