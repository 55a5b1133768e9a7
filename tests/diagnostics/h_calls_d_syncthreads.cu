void h() { __syncthreads(); }
