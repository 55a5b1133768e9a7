__device__ int d() { return 1; }
int h1() { return d(); }
int h2() { return d(); }
