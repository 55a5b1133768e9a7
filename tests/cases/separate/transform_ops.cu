// Separate compilation, program "transform" (with transform_main.cu): the device function and
// the constant the header's kernel template uses, and one instantiation launched from here.
#include "transform.cuh"

__device__ float twice(float x) { return 2.0f * x; }
__constant__ float bias[2] = {0.5f, -0.5f};

void transform_ints(int *data, int n) { transform<<<(n + 63) / 64, 64>>>(data, n); }
