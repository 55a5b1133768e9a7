void h() { __shared__ int s; }
