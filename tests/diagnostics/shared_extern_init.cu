extern __shared__ int s[] = {1};
