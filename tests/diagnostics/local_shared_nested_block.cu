void h() { if (true) { __shared__ int s; } }
