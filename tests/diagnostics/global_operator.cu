struct S {};
__global__ void operator+(S, S) {}
