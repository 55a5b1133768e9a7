__device__ int d() { return 1; }
int h(bool b) { return b ? d() : 0; }
