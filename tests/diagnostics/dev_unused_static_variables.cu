static int sv;
const int cv = 1;
static __device__ int sdv;
