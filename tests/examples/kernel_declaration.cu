// Degenerate unit: only the declaration of a kernel, no definitions.
__global__ void declared_only(int *p, int n);
