// `extern __shared__` in a host function body names a variable declared elsewhere: no local
// variable of the host function (no 3610)
void h() {
  extern __shared__ int a[];
}
__host__ __device__ void hd() {
  extern __shared__ int b[];
}
