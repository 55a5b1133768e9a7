__managed__ __constant__ int v;
