__device__ int d() { return 1; }
int h(int x) { switch (x) { case 1: return d(); default: return 0; } }
