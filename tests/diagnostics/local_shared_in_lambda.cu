void h() { auto l = [] { __shared__ int s; }; l(); }
