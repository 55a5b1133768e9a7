__shared__ __constant__ int v;
