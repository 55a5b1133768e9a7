struct S { void m() { __shared__ int s; } };
