__global__ void k() {}
struct S { void m() { k(); } };
