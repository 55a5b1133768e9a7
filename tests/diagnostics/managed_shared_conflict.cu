__managed__ __shared__ int v;
