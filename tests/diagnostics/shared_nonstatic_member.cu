struct S { __shared__ int s; };
