void h() { static __shared__ int s; }
