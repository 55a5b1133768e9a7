void h() { __constant__ int c = 1; }
